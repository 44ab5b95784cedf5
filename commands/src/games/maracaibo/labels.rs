//! Move labels (buttons, autocomplete, `/help`): one message `mc-label-*` per move form, with the pack's names
//! for the cards and locations a move names when the game is at hand, and what the choice gives where the player
//! decides ([`details`]): a fight's value and cost with the revealed token, an exploration space's reward, a
//! ship zone's effect once emptied, a quest's cost and reward, a flag's bonus.

use galleon_rules::maracaibo::action::{Boost, CombatMove, VillageMove};
use galleon_rules::maracaibo::content::common::{Code, Nation};
use galleon_rules::maracaibo::content::ContentPack;
use galleon_rules::maracaibo::moves_log::HIDDEN_CARD;
use galleon_rules::maracaibo::{village, Action, Maracaibo};

use super::{cards, details};
use crate::base::io::Locale;
use crate::games::RenderCx;
use crate::words::i18n::{t, ta, Arg};

/// Names for ids: with the game, `A12 Rum Distillery` and `Maracaibo (9)`; without it the ids themselves.
struct Names<'a> {
    locale: Locale,
    pack: Option<&'a ContentPack>,
    game: Option<&'a Maracaibo>,
    /// A played move's cards paid from a hand, counted instead of named (its card lists are empty).
    hidden: u8,
}

impl Names<'_> {
    /// ` (details)` after a label when the game tells them, else nothing.
    fn detail(&self, words: Option<String>) -> String {
        words
            .filter(|w| !w.is_empty())
            .map_or_else(String::new, |w| format!(" ({w})"))
    }

    fn space(&self, id: &str, locale: Locale) -> String {
        self.detail(self.pack.and_then(|p| details::space_reward(p, id, locale)))
    }

    fn zone(&self, id: &str, locale: Locale) -> String {
        let effect = self.pack.and_then(|p| details::zone_effect(p, id, locale));
        self.detail(effect.map(|e| ta(locale, "mc-zone-emptied", &[("effect", e.into())])))
    }

    fn quest(&self, id: &str, locale: Locale) -> String {
        self.detail(self.pack.and_then(|p| details::quest_text(p, id, locale)))
    }

    /// The flag bonus of the city at location `id`.
    fn flag(&self, id: &str, locale: Locale) -> String {
        let flag = self.game.and_then(|g| {
            let at = g.pack().map.find(id)?;
            g.state().flag(g.pack(), at)
        });
        self.detail(flag.map(|r| ta(locale, "mc-flag", &[("reward", cards::reward(&r, locale).into())])))
    }

    /// ` (value 4, pay 2 doubloons)` for fighting for `nation` with the revealed token.
    fn fight(&self, nation: Nation, locale: Locale) -> String {
        let words = self.game.and_then(|game| {
            let (pack, state) = (game.pack(), game.state());
            let combat = state.turn.combat.as_ref()?;
            Some(match combat.token {
                Some(token) => {
                    let cubes = state.board.cubes_on_board();
                    details::token_line(&pack.combat.tokens[token], nation, cubes, locale)
                }
                None => ta(
                    locale,
                    "mc-token-default",
                    &[("value", pack.combat.default_value.into())],
                ),
            })
        });
        self.detail(words)
    }

    fn card(&self, id: &str, locale: Locale) -> String {
        if id == HIDDEN_CARD {
            return t(locale, "mc-a-card");
        }
        self.pack
            .map_or_else(|| id.to_string(), |p| cards::card_name(p, id, locale))
    }

    fn cards(&self, ids: &[String], locale: Locale) -> String {
        if ids.is_empty() && self.hidden > 0 {
            return ta(locale, "mc-n-cards", &[("n", self.hidden.into())]);
        }
        ids.iter().map(|c| self.card(c, locale)).collect::<Vec<_>>().join(", ")
    }

    /// `P4 Citadel (4 d)`, or the bare id without the pack.
    fn building(&self, id: &str) -> String {
        let found = self
            .pack
            .and_then(|p| p.prestige.buildings.iter().find(|b| b.id.eq_ignore_ascii_case(id)));
        found.map_or_else(
            || id.to_string(),
            |b| format!("{} {} ({}d)", b.id, super::french::name(&b.name, self.locale), b.cost),
        )
    }

    fn location(&self, id: &str) -> String {
        let found = self
            .pack
            .and_then(|p| p.map.locations.iter().find(|l| l.id.eq_ignore_ascii_case(id)));
        found.map_or_else(
            || id.to_string(),
            |l| format!("{} ({})", super::french::name(&l.name, self.locale), l.id),
        )
    }
}

pub fn label(action: &Action, game: Option<&Maracaibo>, cx: &RenderCx) -> String {
    let names = Names {
        pack: game.map(Maracaibo::pack),
        game,
        hidden: 0,
        locale: cx.locale,
    };
    label_with(action, &names, cx)
}

/// The label of a move already played (the latest moves): the pack's names and what a quest, a space or a zone
/// gives, but nothing read from the game now (a fight's value, a flag's bonus have changed since).
/// `hidden` counts the cards it paid from a hand, which it does not name.
pub fn played_label(action: &Action, hidden: u8, pack: &ContentPack, cx: &RenderCx) -> String {
    let names = Names {
        pack: Some(pack),
        game: None,
        hidden,
        locale: cx.locale,
    };
    label_with(action, &names, cx)
}

fn label_with(action: &Action, names: &Names, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let text = |v: String| -> Arg { v.into() };
    match action {
        Action::Choose { plan, keep } => ta(
            locale,
            "mc-label-choose",
            &[
                ("plan", text(names.card(plan, locale))),
                ("keep", text(names.cards(keep, locale))),
            ],
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
        Action::Quest(tile) => ta(locale, "mc-label-quest", &[("tile", tile.into())]) + &names.quest(tile, locale),
        Action::Spy(card) => ta(locale, "mc-label-spy", &[("card", text(names.card(card, locale)))]),
        Action::Plan(card) => ta(locale, "mc-label-plan", &[("card", text(names.card(card, locale)))]),
        Action::Claim(goal) => ta(locale, "mc-label-claim", &[("goal", goal.into())]),
        Action::SpyToCombat => t(locale, "mc-label-spy-combat"),
        Action::Done => t(locale, "mc-label-done"),
        Action::Draw(None) => t(locale, "mc-label-draw-pile"),
        Action::Draw(Some(card)) => ta(locale, "mc-label-draw", &[("card", text(names.card(card, locale)))]),
        Action::Buy { card, herbs } if herbs.is_empty() => {
            ta(locale, "mc-label-buy", &[("card", text(names.card(card, locale)))])
        }
        Action::Buy { card, herbs } => ta(
            locale,
            "mc-label-buy-herbs",
            &[
                ("card", text(names.card(card, locale))),
                ("herbs", text(names.cards(herbs, locale))),
            ],
        ),
        Action::Invest(building) => ta(
            locale,
            "mc-label-invest",
            &[("building", names.building(building).into())],
        ),
        Action::Deliver { card, zone } => {
            ta(
                locale,
                "mc-label-deliver",
                &[("card", text(names.card(card, locale))), ("zone", zone.into())],
            ) + &names.zone(zone, locale)
        }
        Action::VillageAction(v) => village(v, names, locale),
        Action::Combat(c) => combat(c, names, locale),
        Action::Boost(Boost::CombatPoint) => t(locale, "mc-label-boost-cp"),
        Action::Boost(Boost::Spy) => t(locale, "mc-label-boost-spy"),
        Action::Nation(nation) => ta(
            locale,
            "mc-label-nation",
            &[("nation", cards::nation(*nation, locale).into())],
        ),
        Action::Zone(zone) => ta(locale, "mc-label-zone", &[("zone", zone.into())]) + &names.zone(zone, locale),
        Action::Explore(route) => {
            let space = route.last().cloned().unwrap_or_default();
            ta(
                locale,
                "mc-label-explore",
                &[("space", space.as_str().into()), ("steps", route.len().into())],
            ) + &names.space(&space, locale)
        }
        Action::Pick(n) => ta(locale, "mc-label-pick", &[("n", (*n).into())]),
        Action::Pay(paid) if paid.is_empty() => t(locale, "mc-label-pay"),
        Action::Pay(paid) => ta(
            locale,
            "mc-label-pay-cards",
            &[("cards", text(names.cards(paid, locale)))],
        ),
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
                ("code", (*nation).code().into()),
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
        VillageMove::Goods(goods) => ta(
            locale,
            "mc-label-va-goods",
            &[("cards", names.cards(goods, locale).into())],
        ),
        VillageMove::Cube(nation) => ta(
            locale,
            "mc-label-va-cube",
            &[
                ("nation", cards::nation(*nation, locale).into()),
                ("code", (*nation).code().into()),
            ],
        ),
        VillageMove::Card { card, pay } => ta(
            locale,
            "mc-label-va-card",
            &[
                ("card", names.card(card, locale).into()),
                ("pay", names.cards(pay, locale).into()),
            ],
        ),
        VillageMove::Quest { tile, pay } => ta(
            locale,
            "mc-label-va-quest",
            &[("tile", tile.into()), ("pay", names.cards(pay, locale).into())],
        ),
    }
}

fn combat(action: &CombatMove, names: &Names, locale: Locale) -> String {
    match action {
        CombatMove::Reveal(Some(pile)) => ta(locale, "mc-label-reveal", &[("pile", (*pile).into())]),
        CombatMove::Reveal(None) => t(locale, "mc-label-reveal-none"),
        CombatMove::Fight(nation) => {
            ta(
                locale,
                "mc-label-fight",
                &[("nation", cards::nation(*nation, locale).into())],
            ) + &names.fight(*nation, locale)
        }
        CombatMove::Influence(n) => ta(locale, "mc-label-ca-influence", &[("n", (*n).into())]),
        CombatMove::Annex(at) => {
            ta(locale, "mc-label-annex", &[("location", names.location(at).into())]) + &names.flag(at, locale)
        }
        CombatMove::Capture(at) => {
            ta(locale, "mc-label-capture", &[("location", names.location(at).into())]) + &names.flag(at, locale)
        }
        CombatMove::Village(at) => ta(
            locale,
            "mc-label-ca-village",
            &[("location", names.location(at).into())],
        ),
        CombatMove::Card(card) => ta(locale, "mc-label-ca-card", &[("card", names.card(card, locale).into())]),
        CombatMove::Fleet => t(locale, "mc-label-fleet"),
    }
}
