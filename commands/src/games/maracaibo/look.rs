//! `/look` (one player's public tableau) and `/info` (any component by id or name) for Maracaibo.
//!
//! Both read only the public view and the pack: `/look` shows what lies face up in front of a player (ship,
//! tracks, planning zone, bought cards, career, tokens), never a hand card, and is the same for every reader;
//! `/info` explains a component of the pack (a card, quest, location, exploration space, ship zone, combat
//! token, career, prestige building or city tile) and where it lies when that is public.
//!
//! Rulings: exploration spaces and map locations share numeric ids, so a bare number answers both; `space 3`
//! (or `case 3`) names only the space. A name matches whole (any letter case), else by a part of it when at
//! most [`PARTIAL_MATCHES`] components hold that part.

use galleon_rules::maracaibo::content::careers::Career;
use galleon_rules::maracaibo::content::common::{Code, Nation};
use galleon_rules::maracaibo::content::exploration::SpaceKind;
use galleon_rules::maracaibo::content::map::LocationKind;
use galleon_rules::maracaibo::content::prestige::Building;
use galleon_rules::maracaibo::content::ship::{Prerequisite, Zone};
use galleon_rules::maracaibo::content::ContentPack;
use galleon_rules::maracaibo::view::{LocationView, PlayerView};
use galleon_rules::maracaibo::{Maracaibo, PublicView};
use galleon_rules::{Game, Seat};

use super::{board, cards, details, private};
use crate::base::io::Locale;
use crate::games::RenderCx;
use crate::words::i18n::{t, ta, titled};

/// A name part matching more components than this is not an answer (the autocomplete lists them).
const PARTIAL_MATCHES: usize = 3;

/// Everything public in front of `seat`.
pub fn look(game: &Maracaibo, seat: Seat, cx: &RenderCx) -> Option<String> {
    let view = game.public_view();
    let p = view.players.iter().find(|p| p.seat == seat)?;
    let full = tableau(&view, p, game.pack(), cx, false);
    if cx.measure(&full) <= cx.private_room() {
        return Some(full);
    }
    // Many bought cards: named by their printed values, as a private view too long is (`/info` tells them).
    Some(tableau(&view, p, game.pack(), cx, true))
}

/// The lines of one player's tableau; its cards by their printed values alone when `brief`.
fn tableau(view: &PublicView, p: &PlayerView, pack: &ContentPack, cx: &RenderCx, brief: bool) -> String {
    let locale = cx.locale;
    let card = |id: &String| match (brief, pack.cards.find(id)) {
        (true, Some(found)) => cards::card_head(pack.cards.card(found), locale),
        _ => cards::card_text(pack, id, locale),
    };
    let mut lines = vec![head(p, locale)];
    if brief {
        lines.push(t(locale, "mc-private-brief"));
    }
    let influence: Vec<String> = Nation::ALL
        .iter()
        .map(|&n| format!("{} {}", cards::nation(n, locale), p.influence[n.index()]))
        .collect();
    lines.push(ta(
        locale,
        "mc-look-influence",
        &[("nations", influence.join(" · ").into())],
    ));
    lines.push(ship_line(p, pack, locale));
    lines.push(explorer_line(p, pack, locale));
    lines.push(spies_line(view, p, locale));
    if !p.planning.is_empty() {
        lines.push(ta(locale, "mc-look-planned", &[("count", p.planning.len().into())]));
        lines.extend(p.planning.iter().map(card));
    }
    lines.push(ta(locale, "mc-look-bought", &[("count", p.bought.len().into())]));
    lines.extend(p.bought.iter().map(card));
    if let Some(career) = p.career.as_ref().and_then(|id| career(pack, id)) {
        lines.push(career_line(pack, career, &p.goals_claimed, cx));
    }
    lines.push(tokens_line(p, locale));
    lines.extend(buildings_line(view, p.seat, pack, locale));
    lines.join("\n")
}

/// `2 doubloons · 0 combat points · 10 VP · income 11 d and 1 VP · hand 4 cards (limit 4)`.
pub fn head(p: &PlayerView, locale: Locale) -> String {
    ta(
        locale,
        "mc-look-head",
        &[
            ("d", p.doubloons.into()),
            ("cp", p.combat_points.into()),
            ("vp", p.vp.into()),
            ("dincome", p.doubloon_income.into()),
            ("vincome", p.vp_income.into()),
            ("hand", p.hand_size.into()),
            ("limit", p.hand_limit.into()),
        ],
    )
}

/// `Ship: discs U1 2 · U4 1 … · emptied: U2 (+2 VP), …`.
fn ship_line(p: &PlayerView, pack: &ContentPack, locale: Locale) -> String {
    let discs: Vec<String> = p
        .discs
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(zone, n)| format!("{zone} {n}"))
        .collect();
    let left: u32 = p.discs.iter().map(|(_, n)| u32::from(*n)).sum();
    let emptied: Vec<String> = p
        .upgrades
        .iter()
        .map(|zone| match details::zone_effect(pack, zone, locale) {
            Some(effect) => format!("{zone} ({effect})"),
            None => zone.clone(),
        })
        .collect();
    let none = || t(locale, "mc-look-none");
    ta(
        locale,
        "mc-look-ship",
        &[
            ("left", left.into()),
            ("discs", discs.join(" · ").into()),
            (
                "emptied",
                if emptied.is_empty() {
                    none()
                } else {
                    emptied.join(" · ")
                }
                .into(),
            ),
        ],
    )
}

fn explorer_line(p: &PlayerView, pack: &ContentPack, locale: Locale) -> String {
    let at_start = p.explorer == pack.exploration.space(pack.exploration.start).id;
    let words = match at_start {
        true => Some(t(locale, "mc-space-start")),
        false => details::space_reward(pack, &p.explorer, locale),
    };
    let reward = words.map_or_else(String::new, |r| format!(" ({r})"));
    ta(
        locale,
        "mc-look-explorer",
        &[("space", p.explorer.as_str().into()), ("reward", reward.into())],
    )
}

fn spies_line(view: &PublicView, p: &PlayerView, locale: Locale) -> String {
    let at: Vec<String> = view
        .locations
        .iter()
        .filter_map(|l| {
            let (_, n) = l.spies.iter().find(|(s, _)| *s == p.seat)?;
            Some(if *n > 1 { format!("{}×{n}", l.id) } else { l.id.clone() })
        })
        .collect();
    let s = &p.spies;
    ta(
        locale,
        "mc-look-spies",
        &[
            ("reserve", s.reserve.into()),
            ("map", s.on_map.len().into()),
            (
                "at",
                if at.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", at.join(" "))
                }
                .into(),
            ),
            ("career", s.career.into()),
            ("buildings", s.on_buildings.into()),
            ("cards", s.on_cards.into()),
            ("supply", s.supply.into()),
        ],
    )
}

fn tokens_line(p: &PlayerView, locale: Locale) -> String {
    let synergy: Vec<String> = p.synergy.iter().map(|s| cards::synergy(*s, locale)).collect();
    let on_cards: Vec<String> = p
        .card_quests
        .iter()
        .map(|(card, quest)| format!("{quest}→{card}"))
        .collect();
    let none = || t(locale, "mc-look-none");
    ta(
        locale,
        "mc-look-tokens",
        &[
            ("quests", p.quests.into()),
            (
                "oncards",
                if on_cards.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", on_cards.join(", "))
                }
                .into(),
            ),
            ("combat", p.combat_tokens.into()),
            (
                "synergy",
                if synergy.is_empty() { none() } else { synergy.join(" ") }.into(),
            ),
            ("compasses", p.compasses.into()),
        ],
    )
}

fn buildings_line(view: &PublicView, seat: Seat, pack: &ContentPack, locale: Locale) -> Option<String> {
    let names: Vec<String> = view
        .buildings
        .iter()
        .filter(|b| b.investors.contains(&seat))
        .filter_map(|b| b.id.as_deref().and_then(|id| building(pack, id)))
        .map(|b| format!("{} {}", b.id, super::french::name(&b.name, locale)))
        .collect();
    (!names.is_empty()).then(|| ta(locale, "mc-look-buildings", &[("buildings", names.join(" · ").into())]))
}

fn career<'a>(pack: &'a ContentPack, id: &str) -> Option<&'a Career> {
    pack.careers.cards.iter().find(|c| c.id.eq_ignore_ascii_case(id))
}

fn building<'a>(pack: &'a ContentPack, id: &str) -> Option<&'a Building> {
    pack.prestige.buildings.iter().find(|b| b.id.eq_ignore_ascii_case(id))
}

/// The career with its goals, the claimed ones ticked.
fn career_line(pack: &ContentPack, career: &Career, claimed: &[String], cx: &RenderCx) -> String {
    let goals: Vec<String> = career
        .goals
        .iter()
        .map(|g| {
            let mark = if claimed.contains(&g.id) { "✓ " } else { "" };
            format!("{mark}{}", private::goal_text(pack, g, cx))
        })
        .collect();
    ta(
        cx.locale,
        "mc-look-career",
        &[
            (
                "career",
                format!("{} {}", career.id, super::french::name(&career.name, cx.locale)).into(),
            ),
            ("goals", goals.join(" · ").into()),
            ("claimed", claimed.len().into()),
        ],
    )
}

/// The kinds of component `/info` knows, with the words that name a kind in a query (English, French).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Card,
    Quest,
    Location,
    Space,
    Zone,
    Token,
    Career,
    Building,
    Tile,
}

const KINDS: [(Kind, &[&str]); 9] = [
    (Kind::Card, &["card", "carte"]),
    (Kind::Quest, &["quest", "quête", "quete"]),
    (Kind::Location, &["location", "city", "village", "lieu", "ville"]),
    (Kind::Space, &["space", "case"]),
    (Kind::Zone, &["zone"]),
    (Kind::Token, &["token", "jeton"]),
    (Kind::Career, &["career", "carrière", "carriere"]),
    (Kind::Building, &["building", "bâtiment", "batiment"]),
    (Kind::Tile, &["tile", "tuile"]),
];

impl Component {
    /// Its names in lower case: as shown, the pack's own and the French one (« La Havane » for any reader).
    fn names(&self) -> impl Iterator<Item = String> + '_ {
        let french = super::french::name(&self.english, Locale::Fr);
        [self.name.clone(), self.english.clone(), french.into_owned()]
            .into_iter()
            .map(|n| n.to_lowercase())
    }
}

/// `space 3` → (Space, "3"); a query without a kind word → (None, query).
fn split_kind(query: &str) -> (Option<Kind>, &str) {
    let query = query.trim();
    if let Some((word, rest)) = query.split_once(char::is_whitespace) {
        let word = word.to_lowercase();
        if let Some((kind, _)) = KINDS.iter().find(|(_, words)| words.contains(&word.as_str())) {
            return (Some(*kind), rest.trim());
        }
    }
    (None, query)
}

/// One component: its kind, id, name (if it has one) and its text.
struct Component {
    kind: Kind,
    id: String,
    /// The name as the reader sees it.
    name: String,
    /// The pack's own (English) name, which `/info` finds too.
    english: String,
}

fn components(pack: &ContentPack, locale: Locale) -> Vec<Component> {
    let c = |kind, id: &str, name: &str| Component {
        kind,
        id: id.to_string(),
        name: super::french::name(name, locale).into_owned(),
        english: name.to_string(),
    };
    let mut all: Vec<Component> = Vec::new();
    all.extend(pack.cards.projects.iter().map(|x| c(Kind::Card, &x.id, &x.name)));
    all.extend(pack.quests.iter().map(|x| c(Kind::Quest, &x.id, "")));
    all.extend(pack.map.locations.iter().map(|x| c(Kind::Location, &x.id, &x.name)));
    all.extend(pack.exploration.spaces.iter().map(|x| c(Kind::Space, &x.id, "")));
    all.extend(pack.ship.zones.iter().map(|x| c(Kind::Zone, &x.id, "")));
    all.extend(pack.combat.tokens.iter().map(|x| c(Kind::Token, &x.id, "")));
    all.extend(pack.careers.cards.iter().map(|x| c(Kind::Career, &x.id, &x.name)));
    all.extend(
        pack.prestige
            .buildings
            .iter()
            .map(|x| c(Kind::Building, &x.id, &x.name)),
    );
    all.extend(pack.cities.iter().map(|x| c(Kind::Tile, &x.id, &x.name)));
    all
}

/// What `query` names: every component whose id or whole name it is, else the few whose name holds it.
pub fn info(game: &Maracaibo, query: &str, cx: &RenderCx) -> Option<String> {
    let pack = game.pack();
    let (kind, key) = split_kind(query);
    let key = key.to_lowercase();
    if key.is_empty() {
        return None;
    }
    let all: Vec<Component> = components(pack, cx.locale)
        .into_iter()
        .filter(|c| kind.is_none_or(|k| c.kind == k))
        .collect();
    let mut found: Vec<&Component> = all
        .iter()
        .filter(|c| c.id.to_lowercase() == key || (!c.name.is_empty() && c.names().any(|n| n == key)))
        .collect();
    if found.is_empty() && key.chars().count() >= 3 {
        found = all.iter().filter(|c| c.names().any(|n| n.contains(&key))).collect();
        if found.len() > PARTIAL_MATCHES {
            return None;
        }
    }
    if found.is_empty() {
        return None;
    }
    let view = game.public_view();
    let texts: Vec<String> = found.iter().map(|c| component_text(game, &view, c, cx)).collect();
    Some(texts.join("\n\n"))
}

fn component_text(game: &Maracaibo, view: &PublicView, c: &Component, cx: &RenderCx) -> String {
    let (pack, locale) = (game.pack(), cx.locale);
    let kind = t(locale, &format!("mc-info-kind-{}", kind_code(c.kind)));
    let body = match c.kind {
        Kind::Card => card_info(view, pack, &c.id, cx),
        Kind::Quest => quest_info(view, pack, &c.id, locale),
        Kind::Location => location_info(game, view, &c.id, cx),
        Kind::Space => space_info(view, pack, &c.id, cx),
        Kind::Zone => zone_info(pack, &c.id, locale),
        Kind::Token => token_info(view, pack, &c.id, locale),
        Kind::Career => career(pack, &c.id).map_or_else(String::new, |career| {
            let text = career_line(pack, career, &[], cx);
            text.split_once(": ")
                .map_or(text.clone(), |(_, goals)| goals.to_string())
        }),
        Kind::Building => building(pack, &c.id).map_or_else(String::new, |b| building_info(view, b, cx)),
        Kind::Tile => tile_info(view, pack, &c.id, locale),
    };
    let name = if c.name.is_empty() {
        String::new()
    } else {
        format!(" {}", c.name)
    };
    format!("<b>{}{name}</b> ({kind})\n{body}", c.id)
}

fn kind_code(kind: Kind) -> &'static str {
    match kind {
        Kind::Card => "card",
        Kind::Quest => "quest",
        Kind::Location => "location",
        Kind::Space => "space",
        Kind::Zone => "zone",
        Kind::Token => "token",
        Kind::Career => "career",
        Kind::Building => "building",
        Kind::Tile => "tile",
    }
}

/// The card in words, then where it lies face up (bought, planned, on the display), if it does.
fn card_info(view: &PublicView, pack: &ContentPack, id: &str, cx: &RenderCx) -> String {
    let mut text = cards::card_text(pack, id, cx.locale);
    if let Some(card) = pack.cards.find(id).map(|c| pack.cards.card(c)) {
        // The heading already names the card.
        let name = super::french::name(&card.name, cx.locale);
        text = text.replacen(&format!("<b>{}</b> {name} · ", card.id), "", 1);
    }
    let mut lines = vec![text];
    for p in &view.players {
        let key = if p.bought.iter().any(|c| c == id) {
            "mc-info-bought-by"
        } else if p.planning.iter().any(|c| c == id) {
            "mc-info-planned-by"
        } else {
            continue;
        };
        lines.push(ta(cx.locale, key, &[("name", cx.name(p.seat).into())]));
    }
    if view.display.iter().any(|c| c == id) {
        lines.push(t(cx.locale, "mc-info-on-display"));
    }
    lines.join("\n")
}

fn quest_info(view: &PublicView, pack: &ContentPack, id: &str, locale: Locale) -> String {
    let mut lines = vec![details::quest_text(pack, id, locale).unwrap_or_default()];
    let is = |tile: &String| tile.eq_ignore_ascii_case(id);
    let mut places: Vec<String> = view
        .locations
        .iter()
        .filter(|l| l.quests.iter().any(is))
        .map(|l| format!("{} ({})", super::french::name(&l.name, locale), l.id))
        .collect();
    places.extend(
        view.track_quests
            .iter()
            .filter(|(_, tile)| is(tile))
            .map(|(space, _)| ta(locale, "mc-info-on-space", &[("space", space.as_str().into())])),
    );
    if view.city_quest.as_ref().is_some_and(is) {
        places.push(t(locale, "mc-info-city-quest"));
    }
    if view.quest_pile_top.as_ref().is_some_and(is) {
        places.push(t(locale, "mc-info-pile-top"));
    }
    if !places.is_empty() {
        lines.push(ta(locale, "mc-info-lies", &[("places", places.join(" · ").into())]));
    }
    lines.join("\n")
}

fn location_info(game: &Maracaibo, view: &PublicView, id: &str, cx: &RenderCx) -> String {
    let (pack, locale) = (game.pack(), cx.locale);
    let Some(at) = pack.map.find(id) else {
        return String::new();
    };
    let location = pack.map.location(at);
    let here = view.locations.iter().find(|l| l.id == id);
    let kind = match &location.kind {
        LocationKind::Start => "start",
        LocationKind::Village => "village",
        LocationKind::TileSlot => "tile-slot",
        LocationKind::City(_) => "city",
        LocationKind::Homeward(_) => "homeward",
    };
    let mut parts = vec![t(locale, &format!("mc-info-loc-{kind}"))];
    if let Some(tile) = here.and_then(|h| h.tile.as_ref()) {
        parts.push(ta(locale, "mc-info-tile-here", &[("tile", tile.as_str().into())]));
    }
    if let Some(here) = here {
        parts.extend(board::city_offer_parts(pack, here, locale));
    }
    if let Some(flag) = game.state().flag(pack, at) {
        parts.push(ta(
            locale,
            "mc-flag",
            &[("reward", cards::reward(&flag, locale).into())],
        ));
    }
    if let Some(note) = &location.note {
        parts.push(super::french::name(note, locale).into_owned());
    }
    let mut lines = vec![parts.join(" · ")];
    lines.extend(here.and_then(|h| occupants(h, cx)));
    lines.join("\n")
}

/// `Now: France cube · ships: alice · spies: bob×2 · quests: Q05`, when anything is there.
fn occupants(here: &LocationView, cx: &RenderCx) -> Option<String> {
    let locale = cx.locale;
    let mut parts = Vec::new();
    if let Some(nation) = here.cube {
        parts.push(ta(
            locale,
            "mc-info-cube",
            &[
                ("nation", cards::nation(nation, locale).into()),
                ("code", nation.code().into()),
            ],
        ));
    }
    if !here.ships.is_empty() {
        let names: Vec<&str> = here.ships.iter().map(|&s| cx.name(s)).collect();
        parts.push(ta(locale, "mc-info-ships", &[("names", names.join(", ").into())]));
    }
    if !here.spies.is_empty() {
        let names = super::board::spy_names(&here.spies, cx);
        parts.push(ta(locale, "mc-info-spies", &[("names", names.into())]));
    }
    if !here.quests.is_empty() {
        parts.push(ta(
            locale,
            "mc-info-quests",
            &[("quests", here.quests.join(" ").into())],
        ));
    }
    (!parts.is_empty()).then(|| ta(locale, "mc-info-now", &[("what", parts.join(" · ").into())]))
}

fn space_info(view: &PublicView, pack: &ContentPack, id: &str, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let Some(space) = pack.exploration.spaces.iter().find(|s| s.id.eq_ignore_ascii_case(id)) else {
        return String::new();
    };
    let reward = match space.kind {
        SpaceKind::Start => t(locale, "mc-space-start"),
        _ => details::space_reward(pack, &space.id, locale).unwrap_or_default(),
    };
    let next: Vec<&str> = space
        .next
        .iter()
        .map(|n| pack.exploration.space(*n).id.as_str())
        .collect();
    let mut lines = vec![ta(
        locale,
        "mc-info-space",
        &[
            ("reward", reward.into()),
            ("next", next.join(", ").into()),
            ("steps", space.steps_to_end.into()),
        ],
    )];
    let explorers: Vec<&str> = view
        .players
        .iter()
        .filter(|p| p.explorer == space.id)
        .map(|p| cx.name(p.seat))
        .collect();
    if !explorers.is_empty() {
        lines.push(ta(
            locale,
            "mc-info-explorers",
            &[("names", explorers.join(", ").into())],
        ));
    }
    if let Some((_, tile)) = view.track_quests.iter().find(|(s, _)| s == &space.id) {
        let text = details::quest_text(pack, tile, locale).unwrap_or_default();
        lines.push(titled(locale, tile, &text));
    }
    lines.join("\n")
}

fn zone_info(pack: &ContentPack, id: &str, locale: Locale) -> String {
    let Some(zone) = pack.ship.zones.iter().find(|z| z.id.eq_ignore_ascii_case(id)) else {
        return String::new();
    };
    let effect = details::zone_effect(pack, &zone.id, locale).unwrap_or_default();
    ta(
        locale,
        "mc-info-zone",
        &[
            ("discs", zone.discs.len().into()),
            ("effect", effect.into()),
            ("needs", prerequisite(pack, zone, locale).into()),
        ],
    )
}

fn prerequisite(pack: &ContentPack, zone: &Zone, locale: Locale) -> String {
    match zone.prerequisite {
        Prerequisite::None => String::new(),
        Prerequisite::Zone(other) => ta(
            locale,
            "mc-info-needs-zone",
            &[("zone", pack.ship.zones[other.0 as usize].id.as_str().into())],
        ),
        Prerequisite::OtherZones(n) => ta(locale, "mc-info-needs-zones", &[("n", n.into())]),
    }
}

/// The token's lines as they would be fought now (the cubes on the board decide the printed modifiers).
fn token_info(view: &PublicView, pack: &ContentPack, id: &str, locale: Locale) -> String {
    let Some(token) = pack.combat.tokens.iter().find(|k| k.id.eq_ignore_ascii_case(id)) else {
        return String::new();
    };
    let mut cubes = [0; 3];
    for n in &view.nations {
        cubes[n.nation.index()] = n.on_board;
    }
    let text = details::token_text(token, cubes, locale);
    let lines = text.split_once(": ").map_or(text.clone(), |(_, l)| l.to_string());
    let mut out = vec![ta(locale, "mc-info-token", &[("lines", lines.into())])];
    if view.combat.as_ref().and_then(|c| c.token.as_ref()) == Some(&token.id) {
        out.push(t(locale, "mc-info-token-now"));
    }
    out.join("\n")
}

fn building_info(view: &PublicView, b: &Building, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let scoring = ta(
        locale,
        "mc-info-building",
        &[
            ("cost", b.cost.into()),
            ("symbol", cards::synergy(b.synergy, locale).into()),
            ("per", b.scoring.per.into()),
            (
                "basis",
                t(locale, &format!("mc-basis-{}", b.scoring.basis.code())).into(),
            ),
            ("max", b.scoring.max.map_or(0, u32::from).into()),
        ],
    );
    let mut lines = vec![scoring];
    if let Some(shown) = view.buildings.iter().find(|v| v.id.as_deref() == Some(b.id.as_str())) {
        let names: Vec<&str> = shown.investors.iter().map(|&s| cx.name(s)).collect();
        lines.push(ta(
            locale,
            "mc-info-investors",
            &[(
                "names",
                if names.is_empty() {
                    "—".to_string()
                } else {
                    names.join(", ")
                }
                .into(),
            )],
        ));
    }
    lines.join("\n")
}

fn tile_info(view: &PublicView, pack: &ContentPack, id: &str, locale: Locale) -> String {
    let Some(tile) = pack.cities.iter().find(|c| c.id.eq_ignore_ascii_case(id)) else {
        return String::new();
    };
    let mut parts = vec![
        board::city_action_text(&tile.action, locale),
        ta(
            locale,
            "mc-info-market",
            &[("good", cards::good(tile.market.good, locale).into())],
        ),
    ];
    if let Some(flag) = tile.flag {
        parts.push(ta(
            locale,
            "mc-flag",
            &[("reward", cards::reward(&flag, locale).into())],
        ));
    }
    if let Some(at) = view
        .locations
        .iter()
        .find(|l| l.tile.as_deref() == Some(tile.id.as_str()))
    {
        parts.push(ta(
            locale,
            "mc-info-tile-at",
            &[(
                "location",
                format!("{} ({})", super::french::name(&at.name, locale), at.id).into(),
            )],
        ));
    }
    parts.join(" · ")
}

/// `/info` autocomplete: every component, `A12` → `A12 Rum Distillery (card)`; spaces as `space 3`.
pub fn info_topics(game: &Maracaibo, cx: &RenderCx) -> Vec<(String, String)> {
    components(game.pack(), cx.locale)
        .into_iter()
        .map(|c| {
            let kind = t(cx.locale, &format!("mc-info-kind-{}", kind_code(c.kind)));
            let value = match c.kind {
                Kind::Space => format!("space {}", c.id),
                _ => c.id.clone(),
            };
            let name = if c.name.is_empty() {
                String::new()
            } else {
                format!(" {}", c.name)
            };
            (value, format!("{}{name} ({kind})", c.id))
        })
        .collect()
}
