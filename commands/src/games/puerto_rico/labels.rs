//! Puerto Rico's move labels (buttons, `/log`, autocomplete), the log's stage and labels, and the text of each
//! event line under the board.

use galleon_rules::puerto_rico::data::GOODS;
use galleon_rules::puerto_rico::{
    Action, Arrangement, BlackMarket, Event, FreeColonist, Good, Keep, PuertoRico, ShipTarget,
};
use galleon_rules::{Game, Seat};

use super::words::{building_name, end_reason, good_name, goods_list, role_name, tile_name, word};
use crate::base::io::Locale;
use crate::games::RenderCx;
use crate::words::i18n::{t, ta, Arg};

/// A move's label, kept per thread.
pub(super) fn move_label(action: &Action, cx: &RenderCx) -> String {
    // Kept per thread (see `base::memo`): the board's buttons label the same few moves after every move.
    crate::base::memo::text(&("pr-label", cx.locale, action), || label(action, cx.locale))
}

/// The round and the role in play; none while a role is being chosen (the choice's line names it).
pub(super) fn log_stage(game: &PuertoRico, cx: &RenderCx) -> Option<String> {
    if game.is_over() {
        return None;
    }
    // Between roles, the round alone: its first role reads under the round's mark.
    let Some(role) = game.public_view().role else {
        return Some(ta(cx.locale, "pr-log-round", &[("round", game.round().into())]));
    };
    let args = [
        ("round", game.round().into()),
        ("role", role_name(role, cx.locale).into()),
    ];
    Some(ta(cx.locale, "pr-log-stage", &args))
}

/// A Mayor step is a draft edit: only the confirmation is logged, as the arrangement it confirms.
pub(super) fn log_label(game: &PuertoRico, seat: Seat, action: &Action, cx: &RenderCx) -> Option<String> {
    match (action, game.draft(seat)) {
        (Action::MoveColonists { .. }, _) => None,
        (Action::Confirm, Some(draft)) => Some(label(&Action::Colonists(draft), cx.locale)),
        _ => Some(label(action, cx.locale)),
    }
}

pub(super) fn label(action: &Action, locale: Locale) -> String {
    let text = plain_label(action, locale);
    match action {
        Action::Role(_, FreeColonist::Decline)
        | Action::Plant(_, FreeColonist::Decline)
        | Action::Forest(_, FreeColonist::Decline)
        | Action::Build(_, FreeColonist::Decline)
        | Action::BlackMarket(_, _, FreeColonist::Decline) => {
            ta(locale, "pr-label-no-colonist", &[("what", text.into())])
        }
        _ => text,
    }
}

/// The label of the move, leaving out a declined free colonist.
pub(super) fn plain_label(action: &Action, locale: Locale) -> String {
    let with = |key: &str, what: String| ta(locale, key, &[("what", what.into())]);
    match action {
        Action::Role(role, _) => role_name(*role, locale),
        Action::Plant(tile, _) => with("pr-label-plant", tile_name(*tile, locale)),
        Action::Hacienda => t(locale, "pr-label-hacienda"),
        Action::Colonists(arrangement) => with("pr-label-colonists", arrangement_text(arrangement, locale)),
        Action::MoveColonists { count, from, to } => ta(
            locale,
            "pr-label-move",
            &[
                ("count", (*count).into()),
                ("from", word(from.id(), locale).into()),
                ("to", word(to.id(), locale).into()),
            ],
        ),
        Action::Confirm => t(locale, "pr-label-confirm"),
        Action::Build(building, _) => with("pr-label-build", building_name(*building, locale)),
        Action::Craft(good) => with("pr-label-craft", good_name(*good, locale)),
        Action::Sell(good) => with("pr-label-sell", good_name(*good, locale)),
        Action::Ship(good, ShipTarget::Ship(capacity)) => ta(
            locale,
            "pr-label-ship",
            &[("good", good_name(*good, locale).into()), ("ship", (*capacity).into())],
        ),
        Action::Ship(good, ShipTarget::Wharf) => with("pr-label-wharf", good_name(*good, locale)),
        Action::Keep(keep) => keep_label(keep, locale),
        Action::Pass => t(locale, "pr-label-pass"),
        Action::Pick(building) => with("pr-label-pick", building_name(*building, locale)),
        Action::Guests(arrangement) if *arrangement == Arrangement::default() => t(locale, "pr-label-guests-stay"),
        Action::Guests(arrangement) => with("pr-label-guests", arrangement_text(arrangement, locale)),
        Action::Forest(good, _) => with("pr-label-forest", good_name(*good, locale)),
        Action::HaciendaForest => t(locale, "pr-label-hacienda-forest"),
        Action::BlackMarket(building, pay, _) => ta(
            locale,
            "pr-label-black-market",
            &[
                ("what", building_name(*building, locale).into()),
                ("items", black_market_items(pay, locale).into()),
            ],
        ),
        Action::TradingPost(good) => with("pr-label-trading-post", good_name(*good, locale)),
        Action::SmallWharf(goods) => with("pr-label-small-wharf", goods_list(goods, locale)),
        Action::KeepLoose(whole, loose) => keep_loose_label(*whole, loose, locale),
    }
}

/// `a colonist (quarry), 1 corn, 1 VP chip`: what a Black Market payment gives.
pub(super) fn black_market_items(pay: &BlackMarket, locale: Locale) -> String {
    let mut items = Vec::new();
    if let Some(source) = pay.colonist {
        items.push(ta(
            locale,
            "pr-bm-colonist",
            &[("from", word(source.id(), locale).into())],
        ));
    }
    if let Some(good) = pay.barrel {
        items.push(ta(locale, "pr-bm-barrel", &[("good", good_name(good, locale).into())]));
    }
    if pay.vp {
        items.push(t(locale, "pr-bm-vp"));
    }
    items.join(", ")
}

/// `Keep all sugar + loose 2 corn` (the Storehouse's loose barrels).
pub(super) fn keep_loose_label(whole: u8, loose: &[u8; GOODS], locale: Locale) -> String {
    let all: Vec<String> = Good::ALL
        .into_iter()
        .filter(|g| whole & (1 << g.index()) != 0)
        .map(|g| good_name(g, locale))
        .collect();
    let loose = goods_list(loose, locale);
    match all.is_empty() {
        true => ta(locale, "pr-label-keep-loose", &[("loose", loose.into())]),
        false => ta(
            locale,
            "pr-label-keep-all-loose",
            &[("all", all.join(", ").into()), ("loose", loose.into())],
        ),
    }
}

/// `corn 1, quarry 2, Small Market 1` (or "none").
pub(super) fn arrangement_text(arrangement: &Arrangement, locale: Locale) -> String {
    let text = arrangement.to_string();
    let slots: Vec<String> = text
        .split_whitespace()
        .skip(1)
        .map(|slot| match slot.split_once(':') {
            Some((id, n)) => format!("{} {n}", word(id, locale)),
            None => t(locale, "pr-none"),
        })
        .collect();
    slots.join(", ")
}

pub(super) fn keep_label(keep: &Keep, locale: Locale) -> String {
    let whole: Vec<String> = Good::ALL
        .into_iter()
        .filter(|g| keep.keeps_whole(*g))
        .map(|g| good_name(g, locale))
        .collect();
    let one = good_name(keep.one, locale);
    if whole.is_empty() {
        ta(locale, "pr-label-keep-one", &[("one", one.into())])
    } else {
        ta(
            locale,
            "pr-label-keep",
            &[("all", whole.join(", ").into()), ("one", one.into())],
        )
    }
}

pub(super) fn event_text(event: &Event, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let name = |seat: usize| -> Arg { cx.name(seat).into() };
    let good = |g: Good| -> Arg { good_name(g, locale).into() };
    match *event {
        Event::RoleTaken { seat, role, doubloons } => ta(
            locale,
            "pr-ev-role",
            &[
                ("name", name(seat)),
                ("role", role_name(role, locale).into()),
                ("doubloons", doubloons.into()),
            ],
        ),
        Event::ProspectorDoubloon { seat } => ta(locale, "pr-ev-prospector", &[("name", name(seat))]),
        Event::HaciendaTile { seat, tile } => ta(
            locale,
            "pr-ev-hacienda",
            &[("name", name(seat)), ("tile", tile_name(tile, locale).into())],
        ),
        Event::Planted { seat, tile, hospice } => ta(
            locale,
            "pr-ev-planted",
            &[
                ("name", name(seat)),
                ("tile", tile_name(tile, locale).into()),
                ("hospice", if hospice { "yes" } else { "no" }.into()),
            ],
        ),
        Event::Passed { seat, role } => ta(
            locale,
            "pr-ev-passed",
            &[("name", name(seat)), ("role", role_name(role, locale).into())],
        ),
        Event::PlantationsDrawn { count, reshuffled } => ta(
            locale,
            "pr-ev-plantations",
            &[
                ("count", count.into()),
                ("reshuffled", if reshuffled { "yes" } else { "no" }.into()),
            ],
        ),
        Event::PrivilegeColonist { seat } => ta(locale, "pr-ev-privilege-colonist", &[("name", name(seat))]),
        Event::ColonistDeclined { seat } => ta(locale, "pr-ev-colonist-declined", &[("name", name(seat))]),
        Event::ColonistsReceived { seat, count } => ta(
            locale,
            "pr-ev-colonists",
            &[("name", name(seat)), ("count", count.into())],
        ),
        Event::ColonistsArranged { seat } => ta(locale, "pr-ev-arranged", &[("name", name(seat))]),
        Event::ColonistShipRefilled { count } => ta(locale, "pr-ev-ship-refilled", &[("count", count.into())]),
        Event::Built {
            seat,
            building,
            cost,
            university,
        } => ta(
            locale,
            "pr-ev-built",
            &[
                ("name", name(seat)),
                ("building", building_name(building, locale).into()),
                ("cost", cost.into()),
                ("university", if university { "yes" } else { "no" }.into()),
            ],
        ),
        Event::Produced { seat, goods } => ta(
            locale,
            "pr-ev-produced",
            &[("name", name(seat)), ("goods", goods_list(&goods, locale).into())],
        ),
        Event::FactoryIncome { seat, doubloons } => ta(
            locale,
            "pr-ev-factory",
            &[("name", name(seat)), ("doubloons", doubloons.into())],
        ),
        Event::PrivilegeBarrel { seat, good: g } => ta(
            locale,
            "pr-ev-privilege-barrel",
            &[("name", name(seat)), ("good", good(g))],
        ),
        Event::Sold { seat, good: g, price } => ta(
            locale,
            "pr-ev-sold",
            &[("name", name(seat)), ("good", good(g)), ("price", price.into())],
        ),
        Event::TradingHouseEmptied => t(locale, "pr-ev-house-emptied"),
        Event::Loaded {
            seat,
            good: g,
            count,
            ship,
        } => ta(
            locale,
            "pr-ev-loaded",
            &[
                ("name", name(seat)),
                ("good", good(g)),
                ("count", count.into()),
                ("ship", ship.into()),
            ],
        ),
        Event::Wharf { seat, good: g, count } => ta(
            locale,
            "pr-ev-wharf",
            &[("name", name(seat)), ("good", good(g)), ("count", count.into())],
        ),
        Event::Stored { seat, kept, discarded } => ta(
            locale,
            "pr-ev-stored",
            &[
                ("name", name(seat)),
                ("kept", goods_list(&kept, locale).into()),
                ("discarded", goods_list(&discarded, locale).into()),
            ],
        ),
        Event::ShipUnloaded { ship, good: g, count } => ta(
            locale,
            "pr-ev-unloaded",
            &[("ship", ship.into()), ("good", good(g)), ("count", count.into())],
        ),
        Event::RoundEnded { round } => ta(locale, "pr-ev-round-ended", &[("round", round.into())]),
        Event::GameEndTriggered { reason } => ta(
            locale,
            "pr-ev-end-triggered",
            &[("reason", end_reason(reason, locale).into())],
        ),
        Event::GameOver => t(locale, "pr-ev-game-over"),
        Event::BuildingPicked { seat, building } => ta(
            locale,
            "pr-ev-picked",
            &[
                ("name", name(seat)),
                ("building", building_name(building, locale).into()),
            ],
        ),
        Event::BuildingPlaced { building } => ta(
            locale,
            "pr-ev-placed",
            &[("building", building_name(building, locale).into())],
        ),
        Event::GuestsMoved { seat, count } => {
            ta(locale, "pr-ev-guests", &[("name", name(seat)), ("count", count.into())])
        }
        Event::ForestPlanted { seat, hospice, .. } => ta(
            locale,
            "pr-ev-forest",
            &[
                ("name", name(seat)),
                ("hospice", if hospice { "yes" } else { "no" }.into()),
            ],
        ),
        Event::BlackMarket {
            seat,
            colonist,
            barrel,
            vp,
        } => {
            let mut items = Vec::new();
            if colonist {
                items.push(t(locale, "pr-bm-a-colonist"));
            }
            if let Some(g) = barrel {
                items.push(ta(locale, "pr-bm-barrel", &[("good", good(g))]));
            }
            if vp {
                items.push(t(locale, "pr-bm-vp"));
            }
            let args = [("name", name(seat)), ("items", items.join(", ").into())];
            ta(locale, "pr-ev-black-market", &args)
        }
        Event::Church { seat } => ta(locale, "pr-ev-church", &[("name", name(seat))]),
        Event::SpecialtyFactoryIncome { seat, doubloons } => ta(
            locale,
            "pr-ev-specialty-factory",
            &[("name", name(seat)), ("doubloons", doubloons.into())],
        ),
        Event::TradingPost { seat, good: g, price } => ta(
            locale,
            "pr-ev-trading-post",
            &[("name", name(seat)), ("good", good(g)), ("price", price.into())],
        ),
        Event::UnionHall { seat } => ta(locale, "pr-ev-union-hall", &[("name", name(seat))]),
        Event::SmallWharf { seat, goods } => ta(
            locale,
            "pr-ev-small-wharf",
            &[("name", name(seat)), ("goods", goods_list(&goods, locale).into())],
        ),
        Event::LighthouseDoubloons { seat, doubloons } => ta(
            locale,
            "pr-ev-lighthouse",
            &[("name", name(seat)), ("doubloons", doubloons.into())],
        ),
    }
}
