//! Seats: `/start seats:join|random` (French `places:arrivee|hasard`), and `/replace player: with:` (French
//! `/remplacer joueur: par:`), handing a seat of a running game to someone else.
//!
//! Rulings:
//! - `seats:random` orders the seats by a permutation of the join order drawn from the game's seed with its own
//!   generator ([`random_order`], SplitMix64 and a Fisher–Yates shuffle: stable across builds and platforms), so
//!   the same seed and join order always give the same seats, and the game's own draws are not disturbed. The
//!   record keeps the seats in seat order and notes `seating: random` in its game; the start post says the
//!   seats were drawn. `join` (the default) keeps the table's order.
//! - `/replace` only concerns a running game (before it, players `/join` and `/leave` themselves). The seat is
//!   named by its player (`player:`) or by its number (`seat:`, as the board lists the seats): an AI's seat too
//!   (one that took over from a person with `/resign`, `/kick` or the clock, or one added with `/addbot`), so a
//!   player back from a holiday gets a seat again. The terminal modes may also name an AI seat by its name.
//! - A person whose seat an AI took in the running game (`/resign`, `/kick`) is still named by `player:`: it names
//!   the seat they left, while that AI holds it. So `/replace player:@bob with:@bob` asks for bob's seat back, and
//!   so does bob's `/join` during the game ([`come_back`]), under the rules below (bob not seated, he asks as
//!   the newcomer volunteering). Anyone else's `/join` during a game is refused as before. The
//!   newcomer must not be seated. A server admin's (`Request::admin`) request replaces at once, seated or
//!   not, and ends any open vote. Otherwise a seated player (the one to be replaced included, handing their seat
//!   on) or the newcomer volunteering may ask; anyone else is refused.
//! - Every person seated except the replaced player votes (an AI never votes), with the public vote's Agree / Refuse buttons. The asker
//!   counts as agreeing when they vote. A strict majority of the voters agreeing replaces; the vote ends refused
//!   as soon as that majority can no longer be reached (a tie is a refusal). A voter may change their answer;
//!   pressing the same answer again, a press by anyone not seated or by the replaced player, or a press on a
//!   vote that is over is refused and changes nothing. With no other seated player (a solo game) only an admin
//!   can replace.
//! - One vote at a time per table. The vote is stored with the table ([`crate::record::ReplaceVote`]), so it
//!   survives a restart; moves go on meanwhile. It ends when the game ends (a last move, an abort) or when any
//!   seat is replaced.
//! - The vote's buttons are `r1:<channel>:<game number>:<vote number>:<y|n>` (the channel written as abort
//!   confirmations write it): a button of an earlier vote or game is stale.
//! - On replacement the seat keeps its game state; the newcomer takes the user of the seat (name from the
//!   transport, language theirs when known, else the table's), gets the seat's private view by DM, the board is
//!   posted again with the new name, and if the seat is due to act, the turn ping names it. The replaced user
//!   is no longer seated: no move, no button, no `/hand`, no vote. Their abort vote goes, and so do their kick
//!   votes and those about them; if they opened the table, the first other person seated leads it now (an AI
//!   never does: the newcomer leads when nobody else is a person). The newcomer is a person: an AI's id is
//!   refused as one.

use galleon_rules::RuleError;

use crate::base::ids::{field, VoteId};
use crate::base::io::{parse_user_option, Button, Message, Request, User};
use crate::handlers::guards::{given, shown, table};
use crate::present::render::{self};
use crate::record::{display_name, valid_id, ReplaceVote, Seated, Seating, TableRecord, ID_LIMIT};
use crate::tables::table::Slot;
use crate::tables::{Options, Tables};
use crate::words::i18n::{t, ta, Arg};

type Reply = Result<Vec<Message>, RuleError>;

/// Mixed into the seed so the seat draw does not repeat the game's first draws.
const SEAT_SALT: u64 = 0x5ea7_5ea7_0d0d_0001;

/// Reads a `/start seats:` value, in English or French.
pub fn parse_seating(value: &str) -> Result<Seating, RuleError> {
    match value.trim().to_lowercase().as_str() {
        "join" | "arrivee" | "arrivée" => Ok(Seating::Join),
        "random" | "hasard" => Ok(Seating::Random),
        _ => Err(RuleError::new("err-bad-seats").text("value", value)),
    }
}

/// The seat order drawn from `seed`: for each seat, the index in join order of who sits there.
pub fn random_order(seed: u64, players: usize) -> Vec<usize> {
    let mut state = seed ^ SEAT_SALT;
    let mut next = move || {
        // SplitMix64.
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let mut order: Vec<usize> = (0..players).collect();
    for i in (1..players).rev() {
        let j = (next() % (i as u64 + 1)) as usize;
        order.swap(i, j);
    }
    order
}

/// Where a vote stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tally {
    Agreed,
    Refused,
    Open,
}

/// The voters: everyone seated but the player to replace.
fn voters(record: &TableRecord, player: &str) -> usize {
    let people = record.people();
    match crate::base::ids::is_ai(player) {
        true => people,
        false => people.saturating_sub(1),
    }
}

/// A strict majority of the voters.
fn needed(record: &TableRecord, player: &str) -> usize {
    voters(record, player) / 2 + 1
}

fn tally(record: &TableRecord, vote: &ReplaceVote) -> Tally {
    let needed = needed(record, &vote.player);
    if vote.yes.len() >= needed {
        Tally::Agreed
    } else if voters(record, &vote.player) - vote.no.len() < needed {
        Tally::Refused
    } else {
        Tally::Open
    }
}

/// The seat `/replace` names, and the newcomer.
struct Replace {
    /// The player as named (`player:`), if named so.
    player: Option<User>,
    /// The seat's number as given (`seat:`, from 1), if given so.
    seat: Option<String>,
    newcomer: User,
}

/// `/replace with:<user> [player:<user>] [seat:<n>]`.
fn replace_options(options: &Options) -> Replace {
    let (mut player, mut seat) = (None, None);
    for (name, value) in options {
        match name.as_str() {
            "player" => player = Some(parse_user_option(value)),
            "seat" => seat = Some(value.trim().to_string()),
            _ => {}
        }
    }
    Replace {
        player,
        seat,
        newcomer: parse_user_option(given(options, "with")),
    }
}

/// The seat `/replace` names: a player by id (or, as the terminal modes type it, an AI seat by its name), or a
/// seat by its number.
fn named_seat(record: &TableRecord, wanted: &Replace) -> Result<usize, RuleError> {
    if let Some(number) = &wanted.seat {
        let seat = number
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=record.seats.len()).contains(n));
        return seat.map(|n| n - 1).ok_or_else(|| {
            RuleError::new("err-replace-no-seat")
                .text("seat", number)
                .with("count", record.seats.len())
        });
    }
    let player = wanted
        .player
        .as_ref()
        .expect("a player or a seat: the list of commands asks for one");
    let by_name = || {
        let ai = |s: &Seated| crate::base::ids::is_ai(&s.user.id) && s.user.name == player.name;
        record.seats.iter().position(ai)
    };
    let name = crate::base::doc::name(&display_name(&player.name, &player.id));
    record
        .seat_of(&player.id)
        .or_else(by_name)
        .or_else(|| record.left_to_ai(&player.id))
        .ok_or_else(|| RuleError::new("err-replace-not-seated").player("name", name))
}

/// `/replace` (a running game: see the list of commands).
pub fn replace(host: &dyn Tables, slot: &mut Slot, request: &Request, options: &Options) -> Reply {
    let wanted = replace_options(options);
    let seat = named_seat(&table(slot)?.record, &wanted)?;
    ask(host, slot, request, seat, wanted.newcomer)
}

/// `/join` at a running game by a person whose seat an AI took: asks for it back, as `/replace player:` naming
/// them and `with:` them would. Anyone else is refused as `/join` refuses during a game.
pub(crate) fn come_back(host: &dyn Tables, slot: &mut Slot, request: &Request) -> Reply {
    let seat = table(slot)?.record.left_to_ai(&request.user.id);
    let seat = seat.ok_or_else(|| RuleError::new("err-game-running"))?;
    ask(host, slot, request, seat, request.user.clone())
}

/// Asks that `newcomer` take `seat`: at once for an admin, else by a vote (see the module's rulings).
fn ask(host: &dyn Tables, slot: &mut Slot, request: &Request, seat: usize, newcomer: User) -> Reply {
    let table = table(slot)?;
    let record = &table.record;
    let player = record.seats[seat].user.clone();
    let newcomer = newcomer_seat(host, record, request, newcomer)?;
    if request.admin {
        let how = ta(
            record.locale,
            "seats-replaced-admin",
            &[("admin", shown(request).into())],
        );
        return hand_over(host, slot, record.clone(), seat, newcomer, how);
    }
    if !record.may_ask_replacement(&request.user.id, &newcomer.user.id) {
        return Err(RuleError::new("err-replace-not-allowed"));
    }
    if let Some(open) = &record.replace_vote {
        return Err(vote_running(record, open));
    }
    if voters(record, &player.id) == 0 {
        let name = crate::base::doc::name(&player.name);
        return Err(RuleError::new("err-replace-alone").player("player", name));
    }
    let mut vote = ReplaceVote {
        number: record.replace_votes,
        game: table.game_number(),
        player: player.id,
        newcomer,
        by: request.user.id.clone(),
        yes: Vec::new(),
        no: Vec::new(),
    };
    if record.seat_of(&request.user.id).is_some_and(|s| s != seat) {
        vote.yes.push(request.user.id.clone());
    }
    let mut record = record.clone();
    record.replace_votes += 1;
    open_vote(host, slot, record, vote, request)
}

/// The newcomer as they would sit: not seated yet, an id a table can hold, their language when known.
fn newcomer_seat(
    host: &dyn Tables,
    record: &TableRecord,
    request: &Request,
    newcomer: User,
) -> Result<Seated, RuleError> {
    let name = display_name(&newcomer.name, &newcomer.id);
    if record.seat_of(&newcomer.id).is_some() {
        return Err(RuleError::new("err-replace-already-seated").player("name", &name));
    }
    // An AI's id (which the terminal modes let one type) is no person: only /addbot and takeovers seat an AI.
    if crate::base::ids::is_ai(&newcomer.id) {
        return Err(crate::handlers::bots::impersonation());
    }
    if !valid_id(&newcomer.id) {
        return Err(RuleError::new("err-bad-id").with("max", ID_LIMIT));
    }
    let locale = match request.user.id == newcomer.id {
        true => request.locale,
        false => host.user_locale(&newcomer.id, record.locale),
    };
    Ok(Seated {
        user: User { id: newcomer.id, name },
        locale,
    })
}

/// The refusal of a second vote, naming the open one.
fn vote_running(record: &TableRecord, open: &ReplaceVote) -> RuleError {
    let seated = record.seats.iter().find(|s| s.user.id == open.player);
    let player = seated.map_or(open.player.as_str(), |s| s.user.name.as_str());
    RuleError::new("err-replace-vote-running")
        .player("player", player)
        .player("newcomer", &open.newcomer.user.name)
}

/// Opens `vote` (or replaces at once when the asker's agreement is already a majority).
fn open_vote(
    host: &dyn Tables,
    slot: &mut Slot,
    mut record: TableRecord,
    vote: ReplaceVote,
    request: &Request,
) -> Reply {
    let seat = record.seat_of(&vote.player).expect("checked seated");
    if tally(&record, &vote) == Tally::Agreed {
        let how = agreed_text(&record, &vote);
        return hand_over(host, slot, record, seat, vote.newcomer, how);
    }
    let locale = record.locale;
    // A newcomer asking for the seat offers themselves; anyone else asks for them.
    let returning = record.left_to_ai(&vote.newcomer.user.id) == Some(seat);
    let key = match (request.user.id == vote.newcomer.user.id, returning) {
        (true, true) => "seats-vote-return",
        (true, false) => "seats-vote-volunteer",
        (false, _) => "seats-vote-open",
    };
    let text = ta(
        locale,
        key,
        &[
            ("by", shown(request).into()),
            ("player", crate::base::doc::name(&record.seats[seat].user.name).into()),
            ("newcomer", crate::base::doc::name(&vote.newcomer.user.name).into()),
            ("yes", vote.yes.len().into()),
            ("needed", needed(&record, &vote.player).into()),
            ("voters", voters(&record, &vote.player).into()),
        ],
    );
    let button = |agree, key| Button {
        id: VoteId {
            channel: field(&record.channel),
            game: vote.game,
            vote: vote.number,
            agree,
        }
        .encode(),
        label: crate::base::doc::plain_text(&t(locale, key)),
    };
    let mut post = render::channel_post(&record, text);
    post.buttons = vec![button(true, "seats-vote-agree"), button(false, "seats-vote-refuse")];
    record.replace_vote = Some(vote);
    save(host, slot, record)?;
    Ok(vec![post])
}

/// Writes `record` with the table's game unchanged.
fn save(host: &dyn Tables, slot: &mut Slot, record: TableRecord) -> Result<(), RuleError> {
    let game = table(slot)?.game.as_ref().map(|g| g.boxed_clone());
    host.save(slot, Some(record), game).map_err(crate::tables::store_error)
}

fn agreed_text(record: &TableRecord, vote: &ReplaceVote) -> String {
    ta(
        record.locale,
        "seats-replaced-vote",
        &[
            ("yes", vote.yes.len().into()),
            ("voters", voters(record, &vote.player).into()),
        ],
    )
}

/// A press on a vote button.
pub fn vote_button(host: &dyn Tables, slot: &mut Slot, request: &Request, id: &str) -> Reply {
    let pressed = VoteId::decode(id).ok_or_else(|| RuleError::new("err-button-unknown"))?;
    let stale = || RuleError::new("err-replace-vote-stale");
    let Slot::Table(table) = &*slot else {
        return Err(stale());
    };
    let current = table.record.replace_vote.as_ref().filter(|vote| {
        table.active().is_some()
            && pressed.channel == field(&request.channel)
            && (pressed.game, pressed.vote) == (vote.game, vote.number)
    });
    let Some(vote) = current else {
        return Err(stale());
    };
    let user = &request.user.id;
    if table.record.seat_of(user).is_none() {
        return Err(RuleError::new("err-replace-vote-not-seated"));
    }
    if *user == vote.player {
        return Err(RuleError::new("err-replace-vote-yours"));
    }
    let answer = if pressed.agree { "yes" } else { "no" };
    if [&vote.no, &vote.yes][usize::from(pressed.agree)].contains(user) {
        return Err(RuleError::new("err-replace-vote-again").text("agree", answer));
    }
    let mut vote = vote.clone();
    vote.yes.retain(|v| v != user);
    vote.no.retain(|v| v != user);
    match pressed.agree {
        true => vote.yes.push(user.clone()),
        false => vote.no.push(user.clone()),
    }
    let mut record = table.record.clone();
    let seat = record.seat_of(&vote.player).expect("the vote's player is seated");
    let args = |record: &TableRecord, vote: &ReplaceVote| -> Vec<(&'static str, Arg)> {
        vec![
            ("name", shown(request).into()),
            ("agree", answer.into()),
            ("player", crate::base::doc::name(&record.seats[seat].user.name).into()),
            ("newcomer", crate::base::doc::name(&vote.newcomer.user.name).into()),
            ("yes", vote.yes.len().into()),
            ("no", vote.no.len().into()),
            ("needed", needed(record, &vote.player).into()),
            ("voters", voters(record, &vote.player).into()),
        ]
    };
    let (key, open) = match tally(&record, &vote) {
        Tally::Agreed => {
            let how = agreed_text(&record, &vote);
            return hand_over(host, slot, record, seat, vote.newcomer, how);
        }
        Tally::Refused => ("seats-vote-refused", None),
        Tally::Open => ("seats-vote-progress", Some(vote.clone())),
    };
    let text = ta(record.locale, key, &args(&record, &vote));
    let post = render::channel_post(&record, text);
    record.replace_vote = open;
    save(host, slot, record)?;
    Ok(vec![post])
}

/// Gives `seat` to `newcomer` (its game state unchanged) and tells the table, `how` first.
fn hand_over(
    host: &dyn Tables,
    slot: &mut Slot,
    mut record: TableRecord,
    seat: usize,
    newcomer: Seated,
    how: String,
) -> Reply {
    let current = table(slot)?;
    let due: Vec<usize> = current.active().map_or_else(Vec::new, |g| g.to_act());
    let old = record.give_to_person(seat, newcomer);
    let new = record.seats[seat].clone();
    let locale = record.locale;
    let mut lines = vec![
        how,
        ta(
            locale,
            "seats-replaced",
            &[
                ("player", crate::base::doc::name(&old.user.name).into()),
                ("newcomer", crate::base::doc::name(&new.user.name).into()),
                ("seat", (seat + 1).into()),
            ],
        ),
    ];
    if record.is_opener(&old.user.id) {
        // An AI never leads a table: the first other person does, else the newcomer.
        let other = |s: &&Seated| s.user.id != new.user.id && !crate::base::ids::is_ai(&s.user.id);
        let next = record.seats.iter().find(other).unwrap_or(&new);
        record.opener = Some(next.user.id.clone());
        let name = crate::base::doc::name(&next.user.name);
        lines.push(ta(locale, "lobby-new-opener", &[("name", name.into())]));
    }
    save(host, slot, record)?;
    let table = table(slot)?;
    let mut messages = vec![render::channel_post(&table.record, lines.join("\n"))];
    messages.push(render::board_message(table));
    if !host.dms_refused(&new.user.id) {
        let locale = host.user_locale(&new.user.id, new.locale);
        messages.push(render::dm_doc(&new.user.id, render::private_doc(table, seat, locale)));
    }
    // The seat is called anew when due: its ping named the player who left.
    let called: Vec<usize> = due.into_iter().filter(|&s| s != seat).collect();
    messages.extend(crate::handlers::ping::turn_ping(host, table, &called));
    Ok(messages)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seatings_read_in_both_languages() {
        assert_eq!(parse_seating("random"), Ok(Seating::Random));
        assert_eq!(parse_seating("Hasard"), Ok(Seating::Random));
        assert_eq!(parse_seating("arrivée"), Ok(Seating::Join));
        assert_eq!(parse_seating("join"), Ok(Seating::Join));
        assert_eq!(parse_seating("shuffle").unwrap_err().key, "err-bad-seats");
    }
}
