//! What each decision does, said where the player decides: a `▶` line on the board for the seat(s) to act
//! (left out when the board would not fit; `/help` always has the same facts), the roles and steps explained
//! in `/help`, and under `/hand` of the seat to act its own prices (Builder: each building it can pay with
//! what it does; Trader: what each barrel it may sell brings).
//!
//! Everything here comes from public facts (prices follow occupied quarries, privileges and buildings, all on
//! the board), so the prompt line may sit on the public board.

use galleon_rules::game::Seat;
use galleon_rules::puerto_rico::{Action, BuildingId, Good, PublicView, PuertoRico, Step};
use galleon_rules::Game;

use super::info::effect;
use super::words::{building_name, good_name};
use crate::base::io::Locale;
use crate::games::RenderCx;
use crate::words::i18n::{t, ta};

/// The board's prompt: who decides and what the choice does (`short`: who decides, and that `/help` says
/// what it does), or None when nobody decides (game over).
pub fn prompt_line(view: &PublicView, cx: &RenderCx, short: bool) -> Option<String> {
    let names: Vec<&str> = view.to_act.iter().map(|&s| cx.name(s)).collect();
    if names.is_empty() || view.step == Step::Over {
        return None;
    }
    let key = match short {
        true => "pr-prompt-short".to_string(),
        false => format!("pr-prompt-{}", view.step.id()),
    };
    Some(format!(
        "▶ {}",
        ta(cx.locale, &key, &[("names", names.join(", ").into())])
    ))
}

/// `/help` while a Puerto Rico game is played: each role's action and privilege with what its choices do,
/// then the expansion's steps.
pub fn help(locale: Locale) -> String {
    let topics = [
        "roles",
        "settler",
        "mayor",
        "builder",
        "craftsman",
        "trader",
        "captain",
        "prospector",
    ];
    let mut lines: Vec<String> = topics
        .iter()
        .map(|topic| t(locale, &format!("pr-help-{topic}")))
        .collect();
    lines.push(t(locale, "pr-help-expansion"));
    lines.join("\n")
}

/// Under `/hand` of the seat to act: its own prices for the choice at hand, or None.
pub fn choice_block(game: &PuertoRico, seat: Seat, locale: Locale) -> Option<String> {
    if !game.to_act().contains(&seat) {
        return None;
    }
    match game.step() {
        Step::Build => builder_block(game, seat, locale),
        Step::Sell => trader_block(game, seat, locale),
        _ => None,
    }
}

/// Each building the seat may build now, its price for this seat and what it does.
fn builder_block(game: &PuertoRico, seat: Seat, locale: Locale) -> Option<String> {
    let mut buildings: Vec<BuildingId> = game
        .legal_actions(seat)
        .iter()
        .filter_map(|a| match a {
            Action::Build(b, _) => Some(*b),
            _ => None,
        })
        .collect();
    buildings.sort_by_key(|b| (b.info().cost, b.index()));
    buildings.dedup();
    let mut lines = vec![t(locale, "pr-hand-build")];
    for building in buildings {
        let Ok(price) = game.building_cost(seat, building) else {
            continue;
        };
        let args = [
            ("building", building_name(building, locale).into()),
            ("price", price.into()),
            ("effect", effect(building, locale).into()),
        ];
        lines.push(ta(locale, "pr-hand-build-line", &args));
    }
    (lines.len() > 1).then(|| lines.join("\n"))
}

/// What each barrel the seat may sell brings it (trader's privilege and markets counted).
fn trader_block(game: &PuertoRico, seat: Seat, locale: Locale) -> Option<String> {
    let legal = game.legal_actions(seat);
    let prices: Vec<String> = Good::ALL
        .into_iter()
        .filter(|g| legal.contains(&Action::Sell(*g)))
        .map(|g| format!("{} {}", good_name(g, locale), game.sale_price(seat, g)))
        .collect();
    (!prices.is_empty()).then(|| ta(locale, "pr-hand-sell", &[("prices", prices.join(", ").into())]))
}
