//! Moves: `/play move:<text>`, the games' verb commands, board buttons and autocomplete.
//!
//! Every way of moving ends in [`play`]: the player must be seated and due to act; the move then takes the one
//! road of every move ([`crate::handlers::pipeline`]): applied to a copy with its forced moves, made durable, then told.

use std::collections::HashMap;

use galleon_rules::error::keys;
use galleon_rules::RuleError;

use crate::base::ids::{ButtonId, ButtonMove};
use crate::base::io::{AutocompleteRequest, Choice, Message, Request};
use crate::games::{MoveChoice, Part, RenderCx, TableGame, Verb};
use crate::handlers::pipeline::Applied;
use crate::present::render::{name_list, seat_names};
use crate::tables::table::{Slot, Table};
use crate::tables::{Mover, Tables};

type Reply = Result<Vec<Message>, RuleError>;

/// The move a command asks for.
enum Wanted {
    Text(String),
    /// The game's first suggested move starting with these words (a verb given no option).
    Suggested {
        head: String,
        command: String,
    },
}

pub fn play_command(host: &dyn Tables, slot: &mut Slot, request: &Request, options: &[(String, String)]) -> Reply {
    // Surrounding quotes are dropped, so a move copied from /help works on Discord as in a script.
    let text = crate::handlers::guards::given(options, "move").trim_matches('"').trim();
    play(host, slot, request, Wanted::Text(text.to_string()))
}

pub fn verb_command(
    host: &dyn Tables,
    slot: &mut Slot,
    request: &Request,
    name: &str,
    options: &[(String, String)],
) -> Reply {
    let game_verb = match &*slot {
        Slot::Table(table) => table
            .game
            .as_deref()
            .and_then(|g| host.registry().get(g.kind()))
            .and_then(|kind| kind.verbs().into_iter().find(|v| v.name == name)),
        _ => None,
    };
    let Some(verb) = game_verb else {
        return Err(match host.registry().verbs().iter().any(|v| v.name == name) {
            true => not_here(slot, name),
            false => RuleError::new("err-unknown-command").text("command", name),
        });
    };
    // Values typed in the game's French words (`forêt:forêt`, `montant:passer`) are read as its canonical ones.
    let game = match &*slot {
        Slot::Table(table) => table.game.as_deref(),
        _ => None,
    };
    let read: Vec<(String, String)> = options
        .iter()
        .map(|(n, v)| (n.clone(), game.map_or_else(|| v.clone(), |g| g.read(v))))
        .collect();
    let options = crate::handlers::guards::options(verb.name, &verb.options(), &[], &read, request.locale)?;
    let wanted = match verb.move_text(&options) {
        Some(text) => Wanted::Text(text),
        None => Wanted::Suggested {
            head: verb.head(),
            command: verb.name.to_string(),
        },
    };
    play(host, slot, request, wanted)
}

/// A verb of some game used where that game is not being played.
fn not_here(slot: &Slot, command: &str) -> RuleError {
    match slot {
        Slot::Table(table) if table.active().is_some() => {
            let kind = table.game.as_deref().map_or("", |g| g.kind());
            RuleError::new("err-verb-other-game")
                .text("command", command)
                .word("game", kind)
        }
        _ => RuleError::new("err-no-game"),
    }
}

pub fn button(host: &dyn Tables, slot: &mut Slot, request: &Request, id: &str) -> Reply {
    let pressed = ButtonId::decode(id).ok_or_else(|| RuleError::new("err-button-unknown"))?;
    let stale = || RuleError::new("err-button-stale");
    let (table, game) = pressed_here(slot, request, &pressed)?;
    let cx = table.plain_cx(request.locale);
    let moves = game.button_moves(pressed.seat, &cx.get());
    let offered = match &pressed.action {
        ButtonMove::Text(text) => moves.into_iter().find(|m| &m.text == text),
        ButtonMove::Index(i) => Some(moves.into_iter().nth(*i).ok_or_else(stale)?),
    };
    if let Some(choice) = offered.as_ref().filter(|m| m.confirm) {
        if let Some(question) = crate::handlers::confirm::ask(table, request, pressed.seat, choice) {
            return Ok(vec![question]);
        }
    }
    let text = match (pressed.action, offered) {
        (ButtonMove::Text(text), _) => text,
        (ButtonMove::Index(_), offered) => offered.map(|m| m.text).ok_or_else(stale)?,
    };
    play(host, slot, request, Wanted::Text(text))
}

/// The table and game a board button `pressed` acts on: refused as stale unless it was made for this channel's
/// game where it stands now, and as foreign unless the presser holds the seat it names.
pub(crate) fn pressed_here<'a>(
    slot: &'a Slot,
    request: &Request,
    pressed: &ButtonId,
) -> Result<(&'a Table, &'a dyn TableGame), RuleError> {
    let stale = || RuleError::new("err-button-stale");
    let Slot::Table(table) = slot else {
        return Err(stale());
    };
    let Some(game) = table.active() else {
        return Err(stale());
    };
    let current = (&request.channel, table.game_number(), table.moves());
    if (&pressed.channel, pressed.game, pressed.move_number) != current {
        return Err(stale());
    }
    if pressed
        .position
        .is_some_and(|p| !crate::present::buttons::is_position(table, game, p))
    {
        return Err(stale());
    }
    if table.record.seat_of(&request.user.id) != Some(pressed.seat) {
        let owner = seat_names(table, &[pressed.seat]).remove(0);
        return Err(RuleError::new("err-button-foreign").player("name", owner));
    }
    Ok((table, game))
}

/// A press on a confirmation: plays its move as a typed move would, if nothing changed since it was asked.
pub(crate) fn confirmed(host: &dyn Tables, slot: &mut Slot, request: &Request, id: &str) -> Reply {
    let text = crate::handlers::confirm::pressed(slot, request, id)?;
    play(host, slot, request, Wanted::Text(text))
}

fn play(host: &dyn Tables, slot: &mut Slot, request: &Request, wanted: Wanted) -> Reply {
    let Slot::Table(table) = &*slot else {
        return Err(RuleError::new("err-no-game"));
    };
    let game = match table.game.as_deref() {
        Some(game) if game.is_over() => return Err(RuleError::new("err-game-over")),
        Some(game) => game,
        None => return Err(RuleError::new("err-no-game")),
    };
    let seat = table
        .record
        .seat_of(&request.user.id)
        .ok_or_else(|| RuleError::new("err-not-seated"))?;
    let to_act = game.to_act();
    if !to_act.contains(&seat) {
        return Err(RuleError::new("err-wait-turn").player("names", name_list(&seat_names(table, &to_act))));
    }
    let text = match wanted {
        Wanted::Text(text) => text,
        Wanted::Suggested { head, command } => {
            let cx = table.plain_cx(request.locale);
            let found = suggested(game, seat, &head, &cx.get());
            found.ok_or_else(|| RuleError::new("err-no-suggestion").text("command", command))?
        }
    };
    let cx = table.plain_cx(request.locale);
    let applied = read_and_apply(game, seat, &text, &cx.get())?;
    let Slot::Table(table) = slot else {
        unreachable!("checked above")
    };
    let mover = Mover::Person {
        seat,
        locale: request.locale,
        server: request.server.clone(),
    };
    crate::handlers::pipeline::commit(host, table, applied, &mover).map_err(crate::tables::store_error)
}

/// Applies the move `typed` means: read in the game's words (French or English, see
/// [`crate::games::phrasebook`]), else as the engine reads it, else the one move offered to `seat` whose label it
/// is (a button's words typed back). A refusal quotes what was typed.
fn read_and_apply(game: &dyn TableGame, seat: usize, typed: &str, cx: &RenderCx) -> Result<Applied, RuleError> {
    let read = game.read(typed);
    let refused = match crate::handlers::pipeline::apply(game, seat, &read) {
        Ok(applied) => return Ok(applied),
        Err(refused) => refused,
    };
    if read != typed {
        if let Ok(applied) = crate::handlers::pipeline::apply(game, seat, typed) {
            return Ok(applied);
        }
    }
    if let Some(text) = labelled(game, seat, typed, cx) {
        return crate::handlers::pipeline::apply(game, seat, &text);
    }
    Err(match refused.key {
        keys::UNKNOWN_MOVE => RuleError::new(keys::UNKNOWN_MOVE).text("text", typed),
        _ => refused,
    })
}

/// The canonical text of the one move offered to `seat` (a button, a suggestion, one of the first legal moves)
/// whose label reads as `typed`, letter case, accents and punctuation aside.
fn labelled(game: &dyn TableGame, seat: usize, typed: &str, cx: &RenderCx) -> Option<String> {
    let wanted = comparable(typed);
    let offered = game
        .suggested(seat, cx)
        .into_iter()
        .chain(game.private_moves(seat, cx))
        .chain(game.legal_starting_with(seat, "", LABEL_SEARCH, cx));
    let mut found: Vec<String> = offered
        .filter(|choice| comparable(&choice.label) == wanted)
        .map(|choice| choice.text)
        .collect();
    found.dedup();
    (found.len() == 1).then(|| found.remove(0))
}

/// A label or typed text as compared: folded words and numbers, without punctuation.
fn comparable(text: &str) -> Vec<String> {
    let plain = crate::base::doc::plain_text(text);
    plain
        .split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '’'))
        .filter(|w| !w.is_empty())
        .map(crate::base::fold::fold)
        .collect()
}

/// The first suggested (else legal) move of `seat` that starts with the verb's words.
fn suggested(game: &dyn TableGame, seat: usize, head: &str, cx: &RenderCx) -> Option<String> {
    let starts = |text: &String| text == head || text.starts_with(&format!("{head} "));
    let suggested = game.suggested(seat, cx).into_iter().map(|m| m.text);
    suggested
        .into_iter()
        .find(starts)
        .or_else(|| game.legal(seat).into_iter().find(starts))
}

/// Suggestions for a move option: legal moves of the user's seat (when it is their turn) whose value starts
/// with what they typed, then (if room is left) those whose label contains it. Values are moves as the reader
/// types them (French words at a French reader, see [`crate::games::phrasebook`]); what was typed is compared
/// with them and with the canonical texts, letter case and accents aside. Only the legal moves starting with
/// the canonical form of the typed words are made (then, for the label search, the first [`LABEL_SEARCH`]): a
/// Mayor can have hundreds of thousands of arrangements, and the game lists those consistent with a prefix
/// without listing the others.
pub fn autocomplete(host: &dyn Tables, table: &Table, request: &AutocompleteRequest) -> Vec<Choice> {
    let Some(game) = table.active() else { return Vec::new() };
    let Some(seat) = table.record.seat_of(&request.user.id) else {
        return Vec::new();
    };
    if !game.to_act().contains(&seat) {
        return Vec::new();
    }
    let cx = table.plain_cx(request.locale);
    let (most, longest) = (table.limits.choices, table.limits.choice_text);
    let typed = request.typed.trim_start();
    let offers: Vec<Offer> = if request.command == "play" && request.option == "move" {
        typed_legal(game, seat, typed, most, &cx.get())
            .into_iter()
            .map(|m| Offer {
                value: game.typed(&m.text, request.locale),
                canonical: m.text,
                label: m.label,
            })
            .collect()
    } else {
        let verb = host
            .registry()
            .get(game.kind())
            .and_then(|kind| kind.verbs().into_iter().find(|v| v.name == request.command));
        let Some(verb) = verb else { return Vec::new() };
        let request = &read_options(game, request);
        let (typed, before) = typed_move(&verb, request);
        let legal = legal_for(game, seat, &typed, &before, most, &cx.get());
        let texts: Vec<String> = legal.iter().map(|m| m.text.clone()).collect();
        let values = verb.candidates(&request.option, &request.options, &texts);
        let legal: HashMap<String, String> = legal.into_iter().map(|m| (m.text, m.label)).collect();
        values
            .into_iter()
            .map(|value| Offer {
                label: verb_label(&verb, game, request, &legal, &value),
                value: game.typed(&value, request.locale),
                canonical: value,
            })
            .collect()
    };
    let typed = crate::base::fold::fold(typed.trim());
    let starts = |offer: &&Offer| {
        crate::base::fold::fold(&offer.value).starts_with(&typed) || offer.canonical.starts_with(&typed)
    };
    let fits = |offer: &&Offer| offer.sent(longest).chars().count() <= longest;
    let mut chosen: Vec<&Offer> = offers.iter().filter(fits).filter(starts).take(most).collect();
    if chosen.len() < most && !typed.is_empty() {
        let by_label: Vec<&Offer> = offers
            .iter()
            .filter(fits)
            .take(LABEL_SEARCH)
            .filter(|o| !chosen.iter().any(|c| c.value == o.value))
            .filter(|o| crate::base::fold::fold(&o.label).contains(&typed))
            .take(most - chosen.len())
            .collect();
        chosen.extend(by_label);
    }
    chosen
        .into_iter()
        .map(|offer| Choice {
            label: crate::base::doc::plain_text(&offer.label)
                .chars()
                .take(longest)
                .collect(),
            value: offer.sent(longest).to_string(),
        })
        .collect()
}

/// One autocomplete suggestion before it is chosen: the value as the reader types it, its canonical text, its
/// label.
struct Offer {
    value: String,
    canonical: String,
    label: String,
}

impl Offer {
    /// What is sent: the value as the reader types it, or its canonical words when that is longer than the
    /// transport takes (a French Mayor's arrangement may be).
    fn sent(&self, longest: usize) -> &str {
        match self.value.chars().count() <= longest {
            true => &self.value,
            false => &self.canonical,
        }
    }
}

/// The legal moves the user may mean by `typed` (enough to fill `most` choices, then the first [`LABEL_SEARCH`] for
/// the search by label): its complete words read in the game's words, the word being typed completed to every
/// move word it may begin (`colons ma` may be `colonists corn…`), or kept as typed (an id, a number).
fn typed_legal(game: &dyn TableGame, seat: usize, typed: &str, most: usize, cx: &RenderCx) -> Vec<MoveChoice> {
    let (complete, partial) = match typed.ends_with(char::is_whitespace) {
        true => (typed, ""),
        false => typed.rsplit_once(char::is_whitespace).unwrap_or(("", typed)),
    };
    let read = game.read(complete);
    let head = if read.is_empty() { read } else { format!("{read} ") };
    let completed = game.phrasebook().completions(partial);
    let prefixes = completed.iter().map(String::as_str).chain([partial]);
    let mut legal: Vec<MoveChoice> = Vec::new();
    for prefix in prefixes {
        for choice in game.legal_starting_with(seat, &format!("{head}{prefix}"), most, cx) {
            if !legal.iter().any(|m| m.text == choice.text) {
                legal.push(choice);
            }
        }
    }
    let broad = head.split(' ').next().filter(|_| legal.is_empty()).unwrap_or(&head);
    if legal.len() < most {
        for choice in game.legal_starting_with(seat, broad, LABEL_SEARCH, cx) {
            if !legal.iter().any(|m| m.text == choice.text) {
                legal.push(choice);
            }
        }
    }
    legal
}

/// `request` with the values of its options in the game's canonical words (a French value picked or typed).
fn read_options(game: &dyn TableGame, request: &AutocompleteRequest) -> AutocompleteRequest {
    let options = request
        .options
        .iter()
        .map(|(name, value)| (name.clone(), game.read(value)))
        .collect();
    AutocompleteRequest {
        options,
        ..request.clone()
    }
}

/// The legal moves of `seat` starting with `typed` (enough to fill `most` choices), then, for the search by
/// label, the first [`LABEL_SEARCH`] starting with `broad`.
fn legal_for(
    game: &dyn TableGame,
    seat: usize,
    typed: &str,
    broad: &str,
    most: usize,
    cx: &RenderCx,
) -> Vec<MoveChoice> {
    let mut legal = game.legal_starting_with(seat, typed, 4 * most, cx);
    if legal.len() < most {
        for choice in game.legal_starting_with(seat, broad, LABEL_SEARCH, cx) {
            if !legal.iter().any(|m| m.text == choice.text) {
                legal.push(choice);
            }
        }
    }
    legal
}

/// The move text a verb's options make up to the option being typed (its typed value last), and the text
/// before that option: every move the user may mean starts with the latter, and with the former when the
/// value is typed in canonical words.
fn typed_move(verb: &Verb, request: &AutocompleteRequest) -> (String, String) {
    let given = |name: &str| {
        let value = request.options.iter().find(|(n, _)| n == name).map(|(_, v)| v.trim());
        value.filter(|v| !v.is_empty())
    };
    let mut words: Vec<&str> = Vec::new();
    for part in &verb.parts {
        match part {
            Part::Word(word) => words.push(word),
            Part::Opt { spec, lead } if spec.name == request.option => {
                words.extend(lead);
                let before = words.join(" ");
                words.push(request.typed.trim_start());
                return (words.join(" "), before);
            }
            Part::Opt { spec, lead } => match given(spec.name) {
                Some(value) => {
                    words.extend(lead);
                    words.push(value);
                }
                // Moves with or without this option may follow: stop at what all of them share.
                None => break,
            },
        }
    }
    let shared = words.join(" ");
    (shared.clone(), shared)
}

/// How many candidates autocomplete labels to search them by label.
const LABEL_SEARCH: usize = 2000;

/// The label of one option value: the move's label when the value settles a legal move, else the value's
/// words in the reader's language.
fn verb_label(
    verb: &Verb,
    game: &dyn TableGame,
    request: &AutocompleteRequest,
    legal: &HashMap<String, String>,
    value: &str,
) -> String {
    let mut filled: Vec<(String, String)> = request
        .options
        .iter()
        .filter(|(n, _)| *n != request.option)
        .cloned()
        .collect();
    filled.push((request.option.clone(), value.to_string()));
    match verb.move_text(&filled).and_then(|m| legal.get(&m)) {
        Some(label) => label.clone(),
        None => value
            .split_whitespace()
            .map(|w| game.word(w, request.locale).unwrap_or_else(|| w.to_string()))
            .collect::<Vec<_>>()
            .join(" "),
    }
}
