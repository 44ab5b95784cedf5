//! The public board as one chat message: whose turn and what is left of it, the decision awaited, the combat in
//! progress (the revealed token's lines), the ships (with the city action and the market of their stop), the
//! markets (good, delivered / spaces, cities in play only), the nations (cubes on the map, reserve), quests (each
//! tile's cost and reward in words when that leaves out no other line),
//! spies, the exploration track, the display and piles, the prestige buildings, one line per player (doubloons,
//! combat points, VP, income, spies, hand size, then only what is not zero or empty: influence, explorer off its
//! start, quests, tokens, upgrades, planning zone, cards bought, career, symbols) and, as room allows, the latest
//! events.
//!
//! The game's part must fit the room the transport leaves it (`RenderCx::board_room`) so the host never cuts it. When it would not, whole lines are left out by
//! [`fit_lines`] in a fixed order (spies first, then prestige, then the two newest moves, …, the display last); the
//! turn, the ships and every player's line are always kept, so a four-player board late in the game never loses a
//! player, and a player who looked away still sees the last two moves in all but the longest boards.

use galleon_rules::maracaibo::content::common::Code;
use galleon_rules::maracaibo::content::map::{CityAction, LocationKind};
use galleon_rules::maracaibo::content::reward::Reward;
use galleon_rules::maracaibo::content::ContentPack;
use galleon_rules::maracaibo::view::{EventView, LocationView, PendingView, PhaseView, PlayerView};
use galleon_rules::maracaibo::PublicView;

use super::{cards, details};
use crate::base::io::Locale;
use crate::games::last_moves::last_moves_block;
use crate::games::RenderCx;
use crate::words::i18n::{i18n, t, ta, titled, Arg};

/// Room the game's part of the board leaves unused (a margin for the transport's markup of names).
const MARGIN: usize = 20;
const EVENTS_SHOWN: usize = 6;
/// The newest moves, kept before the spies and the prestige buildings: a player who looks away follows the game.
const EVENTS_KEPT: usize = 2;

pub fn board(view: &PublicView, pack: &ContentPack, cx: &RenderCx) -> String {
    board_within(view, pack, cx, cx.board_room().saturating_sub(MARGIN))
}

/// The board within `budget` characters (tests measure what the room leaves out): the quests with their costs
/// and rewards in words when that leaves out no line the board with bare quest ids keeps.
fn board_within(view: &PublicView, pack: &ContentPack, cx: &RenderCx, budget: usize) -> String {
    let bare = board_with(view, pack, cx, budget, false);
    let worded = board_with(view, pack, cx, budget, true);
    let lines = |board: &str| board.lines().filter(|l| !l.starts_with('•')).count();
    if lines(&worded) >= lines(&bare) {
        worded
    } else {
        bare
    }
}

fn board_with(view: &PublicView, pack: &ContentPack, cx: &RenderCx, budget: usize, worded: bool) -> String {
    use Keep::{Always, DropRank};
    let mut lines: Vec<(Keep, String)> = vec![(Always, head(view, cx))];
    lines.extend(pending_line(view, pack, cx).map(|l| (Always, l)));
    lines.extend(combat_line(view, pack, cx).map(|l| (Always, l)));
    lines.extend(setup_line(view, cx).map(|l| (Always, l)));
    lines.extend(super::solo::turn_line(view, pack, cx).map(|l| (Always, l)));
    lines.extend(ships_line(view, pack, cx).map(|l| (Always, l)));
    lines.extend(markets_line(view, cx).map(|l| (DropRank(7), l)));
    lines.push((DropRank(6), nations_line(view, cx)));
    lines.extend(quests_line(view, pack, cx, worded).map(|l| (DropRank(5), l)));
    lines.extend(spies_line(view, cx).map(|l| (DropRank(1), l)));
    lines.push((DropRank(4), exploration_line(view, pack, cx)));
    lines.push((DropRank(8), display_line(view, pack, cx)));
    lines.extend(buildings_line(view, pack, cx).map(|l| (DropRank(2), l)));
    lines.extend(view.players.iter().map(|p| {
        let line = super::solo::player_line(view, p, cx).unwrap_or_else(|| player_line(p, pack, cx));
        (Always, line)
    }));
    let last_moves = |most, room| {
        last_moves_block(
            &t(cx.locale, "mc-board-last"),
            newest_events(view, pack, cx),
            most,
            room,
        )
    };
    let newest = last_moves(EVENTS_KEPT, usize::MAX);
    lines.extend(newest.clone().map(|block| (DropRank(3), block)));
    let mut kept = fit_lines(lines, budget, cx);
    if newest.is_some() && kept.last() == newest.as_ref() {
        // The newest moves have room: show as many more as fit.
        kept.pop();
        let room = budget.saturating_sub(kept.iter().map(|l| cx.measure(l) + 1).sum());
        kept.extend(last_moves(EVENTS_SHOWN, room));
    }
    kept.join("\n")
}

/// Whether a board line may be left out when the board is too long, and in which order (rank 1 first).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Keep {
    Always,
    DropRank(u8),
}

/// The lines, in order, without the droppable ones that do not fit in `budget` characters: the turn, the ships and
/// every player are always kept; the spies, then the prestige buildings, the two newest moves, the exploration
/// track, the quests, the nations, the markets and the display go first, in that order.
fn fit_lines(mut lines: Vec<(Keep, String)>, budget: usize, cx: &RenderCx) -> Vec<String> {
    let length = |lines: &[(Keep, String)]| lines.iter().map(|(_, l)| cx.measure(l) + 1).sum::<usize>();
    while length(&lines) > budget {
        let first_to_drop = lines
            .iter()
            .enumerate()
            .filter_map(|(i, (keep, _))| match keep {
                Keep::DropRank(rank) => Some((*rank, i)),
                Keep::Always => None,
            })
            .min();
        let Some((_, i)) = first_to_drop else { break };
        lines.remove(i);
    }
    lines.into_iter().map(|(_, l)| l).collect()
}

fn seat(cx: &RenderCx, seat: usize) -> Arg {
    cx.name(seat).into()
}

fn head(view: &PublicView, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let level = t(locale, &format!("mc-level-{}", view.level));
    let phase = match &view.phase {
        PhaseView::Setup => t(locale, "mc-phase-setup"),
        PhaseView::GameOver => t(locale, "mc-phase-over"),
        PhaseView::Scoring { kind, trigger, .. } => ta(
            locale,
            "mc-phase-scoring",
            &[("kind", kind.as_str().into()), ("name", seat(cx, *trigger))],
        ),
        PhaseView::Sail | PhaseView::Main | PhaseView::Draw => turn_text(view, cx),
    };
    ta(
        locale,
        "mc-board-head",
        &[
            ("round", view.round.into()),
            ("level", level.into()),
            ("phase", phase.into()),
        ],
    )
}

/// `alice: phase B, 3 MP sailed (village actions by movement), main action to take`.
fn turn_text(view: &PublicView, cx: &RenderCx) -> String {
    let Some(on_turn) = view.on_turn else {
        return String::new();
    };
    let phase = match view.phase {
        PhaseView::Sail => "sail",
        PhaseView::Main => "main",
        _ => "draw",
    };
    ta(
        cx.locale,
        "mc-board-turn",
        &[
            ("name", seat(cx, on_turn)),
            ("phase", t(cx.locale, &format!("mc-phase-{phase}")).into()),
            ("mp", view.mp_spent.into()),
            ("main", if view.main_taken { "yes" } else { "no" }.into()),
        ],
    )
}

fn pending_line(view: &PublicView, pack: &ContentPack, cx: &RenderCx) -> Option<String> {
    let pending = view.pending.as_ref()?;
    let head = format!("▶ {}", cx.name(pending.seat));
    Some(titled(cx.locale, &head, &pending_text(pending, pack, cx)))
}

/// What a pending decision asks, with the move words that settle it (and a quest's cost and reward).
pub fn pending_text(pending: &PendingView, pack: &ContentPack, cx: &RenderCx) -> String {
    let text = pending_words(pending, cx);
    let quest = match (pending.kind.as_str(), &pending.subject) {
        ("quest", Some(tile)) => details::quest_text(pack, tile, cx.locale),
        _ => None,
    };
    match quest {
        Some(quest) => format!("{text} ({quest})"),
        None => text,
    }
}

fn pending_words(pending: &PendingView, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let rewards: Vec<String> = pending
        .rewards
        .iter()
        .enumerate()
        .map(|(i, code)| {
            let words = Reward::parse(code).map_or_else(|| code.clone(), |r| cards::reward(&r, locale));
            format!("{} {words}", i + 1)
        })
        .collect();
    ta(
        locale,
        &format!("mc-pending-{}", pending.kind),
        &[
            ("n", pending.amount.unwrap_or(0).into()),
            ("subject", pending.subject.clone().unwrap_or_default().into()),
            ("rewards", rewards.join(" · ").into()),
        ],
    )
}

/// During a combat: the revealed token with each nation's value (printed modifiers applied) and cost or bonus,
/// then the nation fought for and its value left.
pub(super) fn combat_line(view: &PublicView, pack: &ContentPack, cx: &RenderCx) -> Option<String> {
    let combat = view.combat.as_ref()?;
    let locale = cx.locale;
    let mut cubes = [0; 3];
    for n in &view.nations {
        cubes[n.nation.index()] = n.on_board;
    }
    let token = combat
        .token
        .as_ref()
        .and_then(|id| pack.combat.tokens.iter().find(|t| &t.id == id));
    let mut line = match token {
        Some(token) => ta(
            locale,
            "mc-board-combat",
            &[("token", details::token_text(token, cubes, locale).into())],
        ),
        None => ta(
            locale,
            "mc-board-combat-none",
            &[("value", pack.combat.default_value.into())],
        ),
    };
    if let Some(nation) = combat.nation {
        let fight = ta(
            locale,
            "mc-board-combat-fight",
            &[
                ("nation", cards::nation(nation, locale).into()),
                ("value", i64::from(combat.value).into()),
            ],
        );
        line = format!("{line} {fight}");
    }
    Some(line)
}

fn setup_line(view: &PublicView, cx: &RenderCx) -> Option<String> {
    if view.phase != PhaseView::Setup {
        return None;
    }
    let status: Vec<String> = view
        .setup
        .iter()
        .enumerate()
        .map(|(s, status)| {
            let mark = |done: bool| if done { "✓" } else { "…" };
            format!(
                "{} {}{}",
                cx.name(s),
                mark(status.cards_chosen),
                mark(status.career_chosen)
            )
        })
        .collect();
    Some(ta(
        cx.locale,
        "mc-board-setup",
        &[("status", status.join(" · ").into())],
    ))
}

fn location_name(pack: &ContentPack, id: &str, locale: Locale) -> String {
    match pack.map.locations.iter().find(|l| l.id == id) {
        Some(l) => format!("{} {}", l.id, super::french::name(&l.name, locale)),
        None => id.to_string(),
    }
}

/// Ships by location, with what their stop offers.
fn ships_line(view: &PublicView, pack: &ContentPack, cx: &RenderCx) -> Option<String> {
    let parts: Vec<String> = view
        .locations
        .iter()
        .filter(|l| !l.ships.is_empty())
        .map(|l| {
            let names: Vec<&str> = l.ships.iter().map(|&s| cx.name(s)).collect();
            let offer = city_offer(pack, l, cx.locale);
            format!(
                "{} @ {}{offer}",
                names.join(", "),
                location_name(pack, &l.id, cx.locale)
            )
        })
        .collect();
    (!parts.is_empty()).then(|| ta(cx.locale, "mc-board-ships", &[("ships", parts.join(" · ").into())]))
}

/// ` (city: +3 combat points; sugar 1/3)` for a city, nothing elsewhere.
fn city_offer(pack: &ContentPack, location: &LocationView, locale: Locale) -> String {
    let parts = city_offer_parts(pack, location, locale);
    if parts.is_empty() {
        String::new()
    } else {
        format!(" ({})", parts.join("; "))
    }
}

/// A city's action and market (`sugar 1/3`), nothing for another location.
pub(super) fn city_offer_parts(pack: &ContentPack, location: &LocationView, locale: Locale) -> Vec<String> {
    let action = city_action(pack, location);
    let mut parts: Vec<String> = action.map(|a| city_action_text(&a, locale)).into_iter().collect();
    parts.extend(market_text(location, locale));
    parts
}

fn city_action(pack: &ContentPack, location: &LocationView) -> Option<CityAction> {
    if let Some(tile) = &location.tile {
        return pack.cities.iter().find(|c| &c.id == tile).map(|c| c.action);
    }
    let at = pack.map.locations.iter().find(|l| l.id == location.id)?;
    match &at.kind {
        LocationKind::City(city) => Some(city.action),
        LocationKind::Homeward(home) => Some(home.action),
        _ => None,
    }
}

pub fn city_action_text(action: &CityAction, locale: Locale) -> String {
    let n = |x: u8| -> Arg { x.into() };
    match *action {
        CityAction::Combat => t(locale, "mc-ca-combat"),
        CityAction::Explore(x) => ta(locale, "mc-ca-explore", &[("n", n(x))]),
        CityAction::InfluenceAndVillage => t(locale, "mc-ca-1"),
        CityAction::CombatPointThenDisc => t(locale, "mc-ca-2"),
        CityAction::ThreeCombatPoints => t(locale, "mc-ca-3"),
        CityAction::DoubloonsThenVillage => t(locale, "mc-ca-4"),
        CityAction::CombatPointAndInfluence => t(locale, "mc-ca-5"),
        CityAction::VillagePerCompass => t(locale, "mc-ca-6"),
        CityAction::VpPerTokenOrDiscardHand => t(locale, "mc-ca-7"),
        CityAction::DoubloonsOrSpyVp => t(locale, "mc-ca-8"),
        CityAction::CombatPointsForInfluenceAndDoubloons => t(locale, "mc-ca-9"),
        CityAction::CombatOrExplore(x) => ta(locale, "mc-ca-combat-or-explore", &[("n", n(x))]),
        CityAction::Vp(x) => ta(locale, "mc-ca-vp", &[("n", n(x))]),
        CityAction::VillageAndSpyVp { actions, vp } => {
            ta(locale, "mc-ca-village-spy-vp", &[("n", n(actions)), ("vp", n(vp))])
        }
        CityAction::FulfilQuest => t(locale, "mc-ca-quest"),
    }
}

/// `sugar 1/3`: the market's good, discs delivered this round / spaces.
fn market_text(location: &LocationView, locale: Locale) -> Option<String> {
    let spaces = location.market_spaces?;
    let good = location.good.map(|g| cards::good(g, locale)).unwrap_or_default();
    Some(
        format!("{good} {}/{spaces}", location.market.len())
            .trim_start()
            .to_string(),
    )
}

/// `Markets: 4 sugar 1/3 · 5 corn 0/2 …` (the cities in play).
fn markets_line(view: &PublicView, cx: &RenderCx) -> Option<String> {
    let parts: Vec<String> = view
        .locations
        .iter()
        .filter_map(|l| Some(format!("{} {}", l.id, market_text(l, cx.locale)?)))
        .collect();
    (!parts.is_empty()).then(|| ta(cx.locale, "mc-board-markets", &[("markets", parts.join(" · ").into())]))
}

/// `France 3 (4 7 13) reserve 10 · …`: cubes on the map by location, and the reserve left.
fn nations_line(view: &PublicView, cx: &RenderCx) -> String {
    let parts: Vec<String> = view
        .nations
        .iter()
        .map(|n| {
            let at: Vec<&str> = view
                .locations
                .iter()
                .filter(|l| l.cube == Some(n.nation))
                .map(|l| l.id.as_str())
                .collect();
            ta(
                cx.locale,
                "mc-board-nation",
                &[
                    ("nation", n.nation.code().into()),
                    ("count", n.on_board.into()),
                    ("at", at.join(" ").into()),
                    ("reserve", n.reserve_left.into()),
                ],
            )
        })
        .collect();
    let mut line = ta(cx.locale, "mc-board-nations", &[("nations", parts.join(" · ").into())]);
    if !view.fleet.is_empty() {
        let fleet: Vec<&str> = view.fleet.iter().map(|n| n.code()).collect();
        line.push_str(&ta(cx.locale, "mc-board-fleet", &[("cubes", fleet.join(" ").into())]));
    }
    line
}

/// `Quests: 4: Q13 (2 corn → +3 VP, …) · …`, each tile's cost and reward in words when `worded`.
fn quests_line(view: &PublicView, pack: &ContentPack, cx: &RenderCx, worded: bool) -> Option<String> {
    let tile = |id: &String| match details::quest_text(pack, id, cx.locale).filter(|_| worded) {
        Some(text) => format!("{id} ({text})"),
        None => id.clone(),
    };
    let mut parts: Vec<String> = view
        .locations
        .iter()
        .filter(|l| !l.quests.is_empty())
        .map(|l| {
            titled(
                cx.locale,
                &l.id,
                &l.quests.iter().map(tile).collect::<Vec<_>>().join(" "),
            )
        })
        .collect();
    parts.extend(
        view.track_quests
            .iter()
            .map(|(space, id)| titled(cx.locale, space, &tile(id))),
    );
    if let Some(id) = &view.city_quest {
        parts.push(titled(cx.locale, "L1", &tile(id)));
    }
    let top = view.quest_pile_top.as_ref().map_or_else(|| "—".to_string(), tile);
    Some(ta(
        cx.locale,
        "mc-board-quests",
        &[
            ("quests", parts.join(" · ").into()),
            ("pile", view.quest_pile.into()),
            ("top", top.into()),
        ],
    ))
}

/// The owners of the spies on one location, `alice×2, bob`.
pub(super) fn spy_names(spies: &[(galleon_rules::Seat, u8)], cx: &RenderCx) -> String {
    let names: Vec<String> = spies
        .iter()
        .map(|&(s, n)| {
            if n > 1 {
                format!("{}×{n}", cx.name(s))
            } else {
                cx.name(s).to_string()
            }
        })
        .collect();
    names.join(", ")
}

fn spies_line(view: &PublicView, cx: &RenderCx) -> Option<String> {
    let parts: Vec<String> = view
        .locations
        .iter()
        .filter(|l| !l.spies.is_empty())
        .map(|l| titled(cx.locale, &l.id, &spy_names(&l.spies, cx)))
        .collect();
    (!parts.is_empty()).then(|| ta(cx.locale, "mc-board-spies", &[("spies", parts.join(" · ").into())]))
}

fn exploration_line(view: &PublicView, pack: &ContentPack, cx: &RenderCx) -> String {
    let explorers: Vec<String> = view
        .players
        .iter()
        .map(|p| format!("{} {}", cx.name(p.seat), p.explorer))
        .collect();
    let lines: Vec<String> = pack
        .exploration
        .lines
        .iter()
        .zip(&view.line_crossings)
        .map(|(line, crossed)| format!("{} {crossed}", colour(&line.color, cx.locale)))
        .collect();
    ta(
        cx.locale,
        "mc-board-exploration",
        &[
            ("explorers", explorers.join(" · ").into()),
            ("lines", lines.join(" · ").into()),
            ("end", view.end_arrivals.into()),
        ],
    )
}

/// A pack's line colour in the reader's language (`mc-colour-<colour>`), as the pack spells it when untranslated.
pub(super) fn colour(colour: &str, locale: Locale) -> String {
    let key = format!("mc-colour-{colour}");
    if i18n().has(locale, &key) {
        t(locale, &key)
    } else {
        colour.to_string()
    }
}

fn display_line(view: &PublicView, pack: &ContentPack, cx: &RenderCx) -> String {
    let cards: Vec<String> = view
        .display
        .iter()
        .map(|id| match pack.cards.find(id).map(|c| pack.cards.card(c)) {
            Some(card) => format!(
                "{} {} ({}d)",
                card.id,
                super::french::name(&card.name, cx.locale),
                card.cost
            ),
            None => id.clone(),
        })
        .collect();
    ta(
        cx.locale,
        "mc-board-display",
        &[
            ("cards", cards.join(" · ").into()),
            ("pile", view.draw_pile.into()),
            ("discard", view.discard_pile.into()),
            ("first", view.combat_piles[0].into()),
            ("second", view.combat_piles[1].into()),
        ],
    )
}

fn buildings_line(view: &PublicView, pack: &ContentPack, cx: &RenderCx) -> Option<String> {
    if view.buildings.is_empty() {
        return None;
    }
    let parts: Vec<String> = view
        .buildings
        .iter()
        .map(|b| {
            let name =
                b.id.as_ref()
                    .and_then(|id| pack.prestige.buildings.iter().find(|p| &p.id == id))
                    .map_or_else(
                        || "?".to_string(),
                        |p| {
                            let name = super::french::name(&p.name, cx.locale);
                            format!("{} {name} ({}d)", p.id, p.cost)
                        },
                    );
            let investors: Vec<&str> = b.investors.iter().map(|&s| cx.name(s)).collect();
            if investors.is_empty() {
                name
            } else {
                titled(cx.locale, &name, &investors.join(", "))
            }
        })
        .collect();
    Some(ta(
        cx.locale,
        "mc-board-buildings",
        &[("buildings", parts.join(" · ").into())],
    ))
}

/// `1. **alice** 12 d · 1 cp · 14 VP · income 8 d/0 VP · FR 1 ES 2 · …`: parts that are zero or empty (no
/// influence, no quest, no token, no upgrade, nothing planned or bought, no career yet) are left out, so that four
/// players' lines fit one message late in the game.
fn player_line(p: &PlayerView, pack: &ContentPack, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let spies = &p.spies;
    let mut parts = vec![ta(
        locale,
        "mc-pl-head",
        &[
            ("number", (p.seat + 1).into()),
            ("name", seat(cx, p.seat)),
            ("d", p.doubloons.into()),
            ("cp", p.combat_points.into()),
            ("vp", p.vp.into()),
            ("dincome", p.doubloon_income.into()),
            ("vincome", p.vp_income.into()),
        ],
    )];
    parts.extend(influence_part(p.influence));
    parts.push(ta(
        locale,
        "mc-pl-spies",
        &[
            ("reserve", spies.reserve.into()),
            ("onmap", spies.on_map.len().into()),
            ("career", spies.career.into()),
        ],
    ));
    parts.push(ta(
        locale,
        "mc-pl-hand",
        &[("hand", p.hand_size.into()), ("limit", p.hand_limit.into())],
    ));
    if p.explorer != pack.exploration.space(pack.exploration.start).id {
        parts.push(ta(locale, "mc-pl-explorer", &[("space", p.explorer.as_str().into())]));
    }
    parts.extend(count_part(locale, "mc-pl-quests", p.quests));
    parts.extend(count_part(locale, "mc-pl-tokens", p.combat_tokens));
    parts.extend(list_part(locale, "mc-pl-upgrades", &p.upgrades));
    parts.extend(list_part(locale, "mc-pl-planned", &p.planning));
    parts.extend(list_part(locale, "mc-pl-bought", &p.bought));
    parts.extend(
        p.career
            .as_ref()
            .map(|id| ta(locale, "mc-pl-career", &[("career", id.as_str().into())])),
    );
    let synergy: Vec<String> = p.synergy.iter().map(|s| cards::synergy(*s, locale)).collect();
    parts.extend((!synergy.is_empty()).then(|| synergy.join(" ")));
    parts.join(" · ")
}

/// `FR 1 ES 2`: the nations the player has influence with, if any.
fn influence_part(influence: [u8; 3]) -> Option<String> {
    let parts: Vec<String> = ["FR", "EN", "ES"]
        .iter()
        .zip(influence)
        .filter(|(_, n)| *n > 0)
        .map(|(code, n)| format!("{code} {n}"))
        .collect();
    (!parts.is_empty()).then(|| parts.join(" "))
}

fn count_part(locale: Locale, key: &str, count: usize) -> Option<String> {
    (count > 0).then(|| ta(locale, key, &[("count", count.into())]))
}

fn list_part(locale: Locale, key: &str, items: &[String]) -> Option<String> {
    (!items.is_empty()).then(|| ta(locale, key, &[("items", items.join(" ").into())]))
}

/// The events' texts, newest first; Jeanne's steps are all on her own line (solo).
fn newest_events<'a>(
    view: &'a PublicView,
    pack: &'a ContentPack,
    cx: &'a RenderCx,
) -> impl Iterator<Item = String> + 'a {
    let events = view.log.iter().rev().filter(|e| !matches!(e, EventView::Jeanne(_)));
    events.map(move |event| event_text(event, pack, cx))
}

fn event_text(event: &EventView, pack: &ContentPack, cx: &RenderCx) -> String {
    let locale = cx.locale;
    match event {
        EventView::TurnStarted { seat: s, round } => ta(
            locale,
            "mc-ev-turn",
            &[("name", seat(cx, *s)), ("round", (*round).into())],
        ),
        EventView::Sailed {
            seat: s,
            to,
            mp,
            spies_passed,
        } => ta(
            locale,
            "mc-ev-sailed",
            &[
                ("name", seat(cx, *s)),
                ("to", location_name(pack, to, locale).into()),
                ("mp", (*mp).into()),
                ("spies", (*spies_passed).into()),
            ],
        ),
        EventView::Drew {
            seat: s,
            from_display: false,
        } => ta(locale, "mc-ev-drew-pile", &[("name", seat(cx, *s))]),
        EventView::Drew {
            seat: s,
            from_display: true,
        } => ta(locale, "mc-ev-drew", &[("name", seat(cx, *s))]),
        EventView::Jeanne(step) => super::solo::event_text(step, pack, cx),
        EventView::RoundOver { seat: s, round } => ta(
            locale,
            "mc-ev-round-over",
            &[("name", seat(cx, *s)), ("round", (*round).into())],
        ),
        EventView::Moved {
            seat: s,
            action,
            hidden,
            token,
            chosen,
        } => {
            let mut played = super::labels::played_label(action, *hidden, pack, cx);
            if let Some(reward) = chosen.as_deref().and_then(Reward::parse) {
                played = titled(locale, &played, &cards::reward(&reward, locale));
            }
            let mut text = ta(
                locale,
                "mc-ev-moved",
                &[("name", seat(cx, *s)), ("move", played.into())],
            );
            if let Some(token) = token {
                text.push_str(&ta(locale, "mc-ev-token", &[("token", token.as_str().into())]));
            }
            text
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{colour, fit_lines, Keep};
    use crate::base::io::Locale;

    /// The figures in docs/maracaibo.md ("The board"):
    /// `cargo test -p galleon-commands --lib board::tests::measure -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn measure_lines_left_out_in_random_four_player_games() {
        use galleon_rules::maracaibo::{Maracaibo, Options};
        use galleon_rules::Game;
        use rand::SeedableRng;
        let names: Vec<String> = ["alice", "bob", "carol", "dave"].map(String::from).to_vec();
        let cx = crate::games::RenderCx::chat(Locale::En, &names);
        let (mut boards, mut worded) = (0, 0);
        let mut left_out = std::collections::BTreeMap::<String, usize>::new();
        for seed in 0..30 {
            let mut game = Maracaibo::new(4, &Options::default(), seed).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            while !game.is_over() {
                let view = game.public_view();
                let pack = game.pack();
                let kept = super::board(&view, pack, &cx);
                let whole = super::board_within(&view, pack, &cx, usize::MAX);
                boards += 1;
                // Single moves inside the moves block are not lines of their own; a line kept in a shorter form
                // (the quests by id) is not left out.
                for line in whole.lines().filter(|l| !l.starts_with('•')) {
                    let key = line.split([':', '(']).next().unwrap_or(line).to_string();
                    if !kept.lines().any(|k| k.starts_with(&key)) {
                        *left_out.entry(key).or_default() += 1;
                    }
                }
                worded += usize::from(kept.lines().any(|l| l.starts_with("Quests:") && l.contains(" → ")));
                let seat = game.to_act()[0];
                let action = game.random_action(seat, &mut rng).unwrap();
                game.apply(seat, &action).unwrap();
            }
        }
        println!("{boards} boards, quests in words on {worded}; lines left out: {left_out:?}");
    }

    #[test]
    fn line_colours_read_in_the_readers_language() {
        assert_eq!(colour("red", Locale::Fr), "rouge");
        assert_eq!(colour("green", Locale::En), "green");
        assert_eq!(
            colour("purple", Locale::Fr),
            "purple",
            "a pack's own colour stays as spelt"
        );
    }

    fn lines(spec: &[(Keep, &str)]) -> Vec<(Keep, String)> {
        spec.iter().map(|(keep, l)| (*keep, l.to_string())).collect()
    }

    #[test]
    fn lines_are_dropped_by_rank_and_kept_lines_never() {
        use Keep::{Always, DropRank};
        let board = lines(&[
            (Always, "head"),
            (DropRank(2), "second"),
            (DropRank(1), "first"),
            (DropRank(3), "third"),
            (Always, "player"),
        ]);
        // Each line counts its characters and a line break: 5 + 7 + 6 + 6 + 7.
        let all = 31;
        let cx = crate::games::RenderCx::chat(Locale::En, &[]);
        assert_eq!(fit_lines(board.clone(), all, &cx).len(), 5, "all fit");
        assert_eq!(
            fit_lines(board.clone(), all - 1, &cx),
            ["head", "second", "third", "player"]
        );
        assert_eq!(fit_lines(board.clone(), all - 7, &cx), ["head", "third", "player"]);
        assert_eq!(
            fit_lines(board, 3, &cx),
            ["head", "player"],
            "kept lines stay even over the budget"
        );
    }
}
