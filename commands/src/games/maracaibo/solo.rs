//! Maracaibo solo at the table: you against the Automa Jeanne (issue 7, engine in `rules/src/maracaibo/solo/`).
//!
//! The engine plays her turns by itself right after each of yours, so the host has nothing to run: it only shows
//! what she did. Jeanne is `players[1]` of the public view whenever `view.solo` is present, and the lobby seats
//! one human only, so the board renders with her name added as seat 1 ([`solo_names`]). What is hers alone:
//! - a line near the top with her latest turn step by step (drawn Automa card, sailing, quest, delivery or
//!   display card, influence, VP, discs, explorer, combat, annex, income and end bonuses) — [`turn_line`];
//! - her board among the players (level, VP, influence, explorer, quests, tokens, discs left, next income,
//!   emptied upgrade spaces, cards taken, Automa deck and discard) instead of a ship board she does not have —
//!   [`player_line`];
//! - the end of the game: her score ranked on a line of her own ([`jeanne_score`]), and a verdict against her
//!   with both scores — [`verdict`].
//!
//! Rulings:
//! - Her steps are left out of the board's "last moves" (they are all on her own line), so that yours stay visible.
//! - She makes no set-up choice, so the set-up status line lists the human only.
//! - A tie is a shared victory (the engine ranks you 1 when you score at least her VP); the result then lists
//!   your line first, both ranked 1.

use galleon_rules::maracaibo::content::ContentPack;
use galleon_rules::maracaibo::solo::view::{JeanneEventView, SoloView};
use galleon_rules::maracaibo::view::PlayerView;
use galleon_rules::maracaibo::{Maracaibo, PublicView};
use galleon_rules::Outcome;

use super::cards;
use crate::games::RenderCx;
use crate::words::i18n::{t, ta, titled, Arg};

/// Her name at every table (a character of the game, not translated).
pub const JEANNE: &str = "Jeanne";
/// Her seat in the engine.
const JEANNE_SEAT: usize = 1;

/// The seat names for a solo game's view: the human's, then Jeanne's. None for a classic game.
pub fn solo_names(view: &PublicView, names: &[String]) -> Option<Vec<String>> {
    view.solo.as_ref()?;
    let mut names: Vec<String> = names.iter().take(JEANNE_SEAT).cloned().collect();
    names.resize(JEANNE_SEAT, "?".to_string());
    names.push(JEANNE.to_string());
    Some(names)
}

/// The view as the shared board should show it: in a solo game, only the human has set-up choices.
pub fn board_view(view: &PublicView) -> Option<PublicView> {
    view.solo.as_ref()?;
    let mut view = view.clone();
    view.setup.truncate(JEANNE_SEAT);
    Some(view)
}

/// `🤖 Jeanne's last turn: draws B1 · sails to 8 … · delivers a disc to 8 · +4 VP`.
pub fn turn_line(view: &PublicView, pack: &ContentPack, cx: &RenderCx) -> Option<String> {
    let solo = view.solo.as_ref()?;
    if solo.last_turn.is_empty() {
        return None;
    }
    let steps: Vec<String> = solo.last_turn.iter().map(|e| step_text(e, pack, cx)).collect();
    Some(ta(
        cx.locale,
        "mc-solo-last-turn",
        &[("name", JEANNE.into()), ("steps", steps.join(" · ").into())],
    ))
}

/// Her line among the players, in a solo game.
pub fn player_line(view: &PublicView, player: &PlayerView, cx: &RenderCx) -> Option<String> {
    let solo: &SoloView = view.solo.as_ref()?;
    if player.seat != JEANNE_SEAT {
        return None;
    }
    Some(ta(
        cx.locale,
        "mc-solo-player",
        &[
            ("number", (player.seat + 1).into()),
            ("name", JEANNE.into()),
            ("level", level_name(solo.level, cx).into()),
            ("vp", player.vp.into()),
            ("fr", player.influence[0].into()),
            ("en", player.influence[1].into()),
            ("es", player.influence[2].into()),
            ("explorer", player.explorer.as_str().into()),
            ("quests", player.quests.into()),
            ("tokens", player.combat_tokens.into()),
            ("discs", solo.discs_left.into()),
            ("income", solo.income.into()),
            ("upgrades", solo.upgrades.into()),
            ("cards", solo.cards.len().into()),
            ("deck", solo.deck.into()),
            ("discard", list(&solo.discard).into()),
        ],
    ))
}

fn list(items: &[String]) -> String {
    if items.is_empty() {
        "—".to_string()
    } else {
        items.join(" ")
    }
}

/// `3 (medium)`.
pub fn level_name(level: u8, cx: &RenderCx) -> String {
    t(cx.locale, &format!("mc-solo-level-{level}"))
}

/// One step of her turn, as it reads in the log (`Jeanne: …`).
pub fn event_text(event: &JeanneEventView, pack: &ContentPack, cx: &RenderCx) -> String {
    titled(cx.locale, JEANNE, &step_text(event, pack, cx))
}

fn location(pack: &ContentPack, id: &str, cx: &RenderCx) -> String {
    match pack.map.locations.iter().find(|l| l.id == id) {
        Some(l) => format!("{} {}", l.id, super::french::name(&l.name, cx.locale)),
        None => id.to_string(),
    }
}

fn automa_card(pack: &ContentPack, id: &str) -> String {
    match pack
        .automa
        .cards
        .iter()
        .find(|c| c.id == id)
        .and_then(|c| c.name.as_ref())
    {
        Some(name) => format!("{id} {name}"),
        None => id.to_string(),
    }
}

/// Where a quest tile she took lay: `track:B3`, `pile`, or a location id.
fn quest_origin(pack: &ContentPack, from: &str, cx: &RenderCx) -> String {
    let (kind, at) = match from.strip_prefix("track:") {
        Some(space) => ("track", space.to_string()),
        None if from == "pile" => ("pile", String::new()),
        None => ("location", location(pack, from, cx)),
    };
    ta(
        cx.locale,
        "mc-jeanne-quest-from",
        &[("kind", kind.into()), ("at", at.into())],
    )
}

fn step_text(event: &JeanneEventView, pack: &ContentPack, cx: &RenderCx) -> String {
    use JeanneEventView as E;
    let locale = cx.locale;
    let nation = |n: &galleon_rules::maracaibo::content::common::Nation| -> Arg { cards::nation(*n, locale).into() };
    let text = |key: &str, args: &[(&str, Arg)]| ta(locale, &format!("mc-jeanne-{key}"), args);
    match event {
        E::Drew { card } => text("drew", &[("card", automa_card(pack, card).into())]),
        E::Reshuffled => text("reshuffled", &[]),
        E::Sailed { to } => text("sailed", &[("to", location(pack, to, cx).into())]),
        E::TookQuest { quest, from } => text(
            "quest",
            &[
                ("quest", quest.as_str().into()),
                ("from", quest_origin(pack, from, cx).into()),
            ],
        ),
        E::Delivered { to } => text("delivered", &[("to", location(pack, to, cx).into())]),
        E::TookCard { card, slot } => text(
            "card",
            &[
                ("card", cards::card_name(pack, card, cx.locale).into()),
                ("slot", (*slot).into()),
            ],
        ),
        E::Influence { nation: n, steps } => text("influence", &[("nation", nation(n)), ("steps", (*steps).into())]),
        E::Vp { amount } => text("vp", &[("n", (*amount).into())]),
        E::DiscRemoved => text("disc", &[]),
        E::Explored { to } => text("explored", &[("to", to.as_str().into())]),
        E::Fought {
            token: Some(token),
            nation: n,
            value,
        } => text(
            "fought",
            &[
                ("nation", nation(n)),
                ("token", token.as_str().into()),
                ("value", i64::from(*value).into()),
            ],
        ),
        E::Fought {
            token: None,
            nation: n,
            value,
        } => text(
            "fought-no-token",
            &[("nation", nation(n)), ("value", i64::from(*value).into())],
        ),
        E::Annexed {
            location: at,
            nation: n,
        } => text(
            "annexed",
            &[("location", location(pack, at, cx).into()), ("nation", nation(n))],
        ),
        E::CubeRemoved { nation: n } => text("cube-removed", &[("nation", nation(n))]),
        E::Income { vp } => text("income", &[("n", (*vp).into())]),
        E::EndBonus { quests, ship, explorer } => text(
            "end-bonus",
            &[
                ("quests", (*quests).into()),
                ("ship", (*ship).into()),
                ("explorer", (*explorer).into()),
            ],
        ),
    }
}

/// The last line of a solo game's result: won, lost or tied against Jeanne (who scored `jeanne`), with both scores.
pub fn verdict(outcome: &Outcome, jeanne: i64, cx: &RenderCx) -> Option<String> {
    let human = outcome.standings.first()?;
    let key = match human.score.cmp(&jeanne) {
        std::cmp::Ordering::Greater => "mc-solo-won",
        std::cmp::Ordering::Equal => "mc-solo-tie",
        std::cmp::Ordering::Less => "mc-solo-lost",
    };
    Some(ta(
        cx.locale,
        key,
        &[
            ("name", cx.name(human.seat).into()),
            ("jeanne", JEANNE.into()),
            ("you", human.score.into()),
            ("her", jeanne.into()),
        ],
    ))
}

/// Jeanne's final score: her board's VP (she holds no seat, so the result ranks her on a line of her own).
pub fn jeanne_score(game: &Maracaibo) -> Option<i64> {
    game.state().solo.as_ref()?;
    Some(i64::from(game.state().players[JEANNE_SEAT].vp))
}

#[cfg(test)]
#[path = "solo_tests.rs"]
mod tests;
