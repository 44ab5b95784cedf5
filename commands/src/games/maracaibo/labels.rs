//! Move labels (buttons, autocomplete, `/help`): one message `mc-label-*` per move form, with the pack's names
//! for the cards and locations a move names when the game is at hand.

use galleon_rules::maracaibo::action::{Boost, CombatMove, VillageMove};
use galleon_rules::maracaibo::content::ContentPack;
use galleon_rules::maracaibo::{village, Action};

use super::cards;
use crate::games::RenderCx;
use crate::i18n::{t, ta, Arg};
use crate::io::Locale;

/// Names for ids: with the pack, `A12 Rum Distillery` and `Maracaibo (9)`; without it the ids themselves.
struct Names<'a> {
    pack: Option<&'a ContentPack>,
}

impl Names<'_> {
    fn card(&self, id: &str) -> String {
        self.pack.map_or_else(|| id.to_string(), |p| cards::card_name(p, id))
    }

    fn cards(&self, ids: &[String]) -> String {
        ids.iter().map(|c| self.card(c)).collect::<Vec<_>>().join(", ")
    }

    fn location(&self, id: &str) -> String {
        let found = self
            .pack
            .and_then(|p| p.map.locations.iter().find(|l| l.id.eq_ignore_ascii_case(id)));
        found.map_or_else(|| id.to_string(), |l| format!("{} ({})", l.name, l.id))
    }
}

pub fn label(action: &Action, pack: Option<&ContentPack>, cx: &RenderCx) -> String {
    let names = Names { pack };
    let locale = cx.locale;
    let text = |v: String| -> Arg { v.into() };
    match action {
        Action::Choose { plan, keep } => ta(
            locale,
            "mc-label-choose",
            &[("plan", text(names.card(plan))), ("keep", text(names.cards(keep)))],
        ),
        Action::Career(career) => ta(locale, "mc-label-career", &[("career", career.into())]),
        Action::Sail(route) => {
            let stop = route.last().map(|l| names.location(l)).unwrap_or_default();
            ta(
                locale,
                "mc-label-sail",
                &[("stop", stop.into()), ("mp", route.len().into())],
            )
        }
        Action::City => t(locale, "mc-label-city"),
        Action::Village => t(locale, "mc-label-village"),
        Action::Quest(tile) => ta(locale, "mc-label-quest", &[("tile", tile.into())]),
        Action::Spy(card) => ta(locale, "mc-label-spy", &[("card", text(names.card(card)))]),
        Action::Plan(card) => ta(locale, "mc-label-plan", &[("card", text(names.card(card)))]),
        Action::Claim(goal) => ta(locale, "mc-label-claim", &[("goal", goal.into())]),
        Action::SpyToCombat => t(locale, "mc-label-spy-combat"),
        Action::Done => t(locale, "mc-label-done"),
        Action::Draw(None) => t(locale, "mc-label-draw-pile"),
        Action::Draw(Some(card)) => ta(locale, "mc-label-draw", &[("card", text(names.card(card)))]),
        Action::Buy { card, herbs } if herbs.is_empty() => {
            ta(locale, "mc-label-buy", &[("card", text(names.card(card)))])
        }
        Action::Buy { card, herbs } => ta(
            locale,
            "mc-label-buy-herbs",
            &[("card", text(names.card(card))), ("herbs", text(names.cards(herbs)))],
        ),
        Action::Invest(building) => ta(locale, "mc-label-invest", &[("building", building.into())]),
        Action::Deliver { card, zone } => ta(
            locale,
            "mc-label-deliver",
            &[("card", text(names.card(card))), ("zone", zone.into())],
        ),
        Action::VillageAction(v) => village(v, &names, locale),
        Action::Combat(c) => combat(c, &names, locale),
        Action::Boost(Boost::CombatPoint) => t(locale, "mc-label-boost-cp"),
        Action::Boost(Boost::Spy) => t(locale, "mc-label-boost-spy"),
        Action::Nation(nation) => ta(
            locale,
            "mc-label-nation",
            &[("nation", cards::nation(*nation, locale).into())],
        ),
        Action::Zone(zone) => ta(locale, "mc-label-zone", &[("zone", zone.into())]),
        Action::Explore(route) => ta(
            locale,
            "mc-label-explore",
            &[
                ("space", route.last().cloned().unwrap_or_default().into()),
                ("steps", route.len().into()),
            ],
        ),
        Action::Pick(n) => ta(locale, "mc-label-pick", &[("n", (*n).into())]),
        Action::Pay(paid) if paid.is_empty() => t(locale, "mc-label-pay"),
        Action::Pay(paid) => ta(locale, "mc-label-pay-cards", &[("cards", text(names.cards(paid)))]),
        Action::Token(symbol) => ta(
            locale,
            "mc-label-token",
            &[("symbol", cards::synergy(*symbol, locale).into())],
        ),
        Action::Spies(n) => ta(locale, "mc-label-spies", &[("n", (*n).into())]),
        Action::Cube(nation, at) => ta(
            locale,
            "mc-label-cube",
            &[
                ("nation", cards::nation(*nation, locale).into()),
                (
                    "location",
                    text(
                        at.as_deref()
                            .map_or_else(|| t(locale, "mc-nowhere"), |l| names.location(l)),
                    ),
                ),
            ],
        ),
        Action::Decline => t(locale, "mc-label-decline"),
    }
}

fn village(action: &VillageMove, names: &Names, locale: Locale) -> String {
    match action {
        VillageMove::Discard => ta(
            locale,
            "mc-label-va-discard",
            &[("d", village::DISCARD_HAND_DOUBLOONS.into())],
        ),
        VillageMove::Doubloon => t(locale, "mc-label-va-doubloon"),
        VillageMove::Combat => t(locale, "mc-label-va-combat"),
        VillageMove::Goods(goods) => ta(locale, "mc-label-va-goods", &[("cards", names.cards(goods).into())]),
        VillageMove::Cube(nation) => ta(
            locale,
            "mc-label-va-cube",
            &[("nation", cards::nation(*nation, locale).into())],
        ),
        VillageMove::Card { card, pay } => ta(
            locale,
            "mc-label-va-card",
            &[("card", names.card(card).into()), ("pay", names.cards(pay).into())],
        ),
        VillageMove::Quest { tile, pay } => ta(
            locale,
            "mc-label-va-quest",
            &[("tile", tile.into()), ("pay", names.cards(pay).into())],
        ),
    }
}

fn combat(action: &CombatMove, names: &Names, locale: Locale) -> String {
    match action {
        CombatMove::Reveal(Some(pile)) => ta(locale, "mc-label-reveal", &[("pile", (*pile).into())]),
        CombatMove::Reveal(None) => t(locale, "mc-label-reveal-none"),
        CombatMove::Fight(nation) => ta(
            locale,
            "mc-label-fight",
            &[("nation", cards::nation(*nation, locale).into())],
        ),
        CombatMove::Influence(n) => ta(locale, "mc-label-ca-influence", &[("n", (*n).into())]),
        CombatMove::Annex(at) => ta(locale, "mc-label-annex", &[("location", names.location(at).into())]),
        CombatMove::Capture(at) => ta(locale, "mc-label-capture", &[("location", names.location(at).into())]),
        CombatMove::Village(at) => ta(
            locale,
            "mc-label-ca-village",
            &[("location", names.location(at).into())],
        ),
        CombatMove::Card(card) => ta(locale, "mc-label-ca-card", &[("card", names.card(card).into())]),
        CombatMove::Fleet => t(locale, "mc-label-fleet"),
    }
}
