//! Maracaibo moves and their one canonical text.
//!
//! Moves are pack-agnostic: content is named by the pack's own id strings (location `21a`, card `A12`,
//! exploration space `B2`, ship zone `U5`, career `CR3`, goal `G2`, quest tile `Q05`, prestige building `P3`),
//! never by index; the game resolves them against its pack when the move is applied. Keywords, nations
//! (`fr`, `en`, `es`) and synergy symbols (`crown`, `anchor`, `cross`, `quill`, `cutlass`) are lowercase;
//! ids are written as the pack spells them. Any letter case is read, and [`crate::Game::parse_action`] turns
//! ids into the pack's spelling. Card lists are written in pack order (the order of `legal_actions`); the game
//! reads them in any order. Numbers shown to players count from 1.
//!
//! # Grammar (first word = verb)
//!
//! | move | when |
//! |---|---|
//! | `plan <card> keep <c1> <c2> <c3> <c4>` | set-up (all seats at once): plan one of your 8 dealt A cards, keep 4, the other 3 are discarded |
//! | `career <career>` | set-up: keep one of the two careers offered |
//! | `sail <loc> <loc> …` | Phase A: every location entered, the last is the stop; also a spy action's extra sailing |
//! | `city` | main action: the city action (also a homeward space's action) |
//! | `village` | main action: the village actions |
//! | `quest <tile>` | main action: fulfil that quest tile on the location (its payment follows as `pay`) |
//! | `spy <card>` | main action: the spy action of that bought card |
//! | `plan <card>` | free action: a hand card to a planning space |
//! | `career claim <goal>` | free action: claim a goal of your career |
//! | `spy combat` | free action: a reserve spy for 2 combat points (`perm.spy_to_combat`) |
//! | `done` | end Phase B; in scoring step 1: take the 2 VP (neither buy nor invest) |
//! | `draw pile` / `draw <card>` | Phase C (and after an interim purchase): the top of the pile, or that display card |
//! | `buy <card>` / `buy <card> herbs <c1> <c2> <c3>` | village action C, or scoring step 1; `herbs` lists the herbs cards discarded for a `herbs3` condition |
//! | `invest <building>` | village action C's alternative, or scoring step 1 |
//! | `deliver <card> <zone>` | a city action's delivery: that hand card, a disc from that ship zone |
//! | `village discard` / `village doubloon` / `village combat` | village actions A, B, U8 |
//! | `village goods <c1> <c2> <c3>` | village action U9 (3 identical goods) |
//! | `village cube <nation>` | village action U10 |
//! | `village card <card> pay <c1> <c2>` | the village action of that bought card, paid with those hand cards |
//! | `village quest <tile> pay <c…>` | ultimate village action: fulfil the quest tile lying on one of your bought cards |
//! | `combat reveal 1` / `combat reveal 2` / `combat reveal` | reveal the top token of pile 1 or 2 (bare: both piles empty) |
//! | `combat fight <nation>` | the nation to fight for |
//! | `combat influence <n>` / `combat annex <loc>` / `combat capture <loc>` / `combat village <loc>` / `combat card <card>` / `combat fleet` | combat actions (n: the ship board's n-th influence option) |
//! | `boost cp` / `boost spy` | +1 combat value for a combat point / a reserve spy |
//! | `nation <nation>` | influence of your choice, or a nobility rank |
//! | `zone <zone>` | remove a disc from that ship zone |
//! | `explore <space> <space> …` | move your explorer: every space entered, skipped ones included |
//! | `pick <n>` | the n-th of several rewards; `pick 1` accepts an offered trade |
//! | `pay` / `pay <c1> <c2> …` | pay a quest (cards discarded, none for other costs) or a spy action's goods |
//! | `token <symbol>` | a synergy token of your choice |
//! | `spies <n>` | put n reserve spies on the card just bought |
//! | `cube <nation> <loc>` / `cube <nation>` | a nation's cube onto a cube-free village (bare: no cube can be placed, rank only) |
//! | `decline` | forgo the pending decision (ends a combat) |
//!
//! Also read: `draw display <card>`, nation names (`france`, `england`, `spain`).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::content::common::{Code, Nation, Synergy};
use crate::error::{keys, RuleError};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Set-up: the card planned and the 4 kept.
    Choose {
        plan: String,
        keep: Vec<String>,
    },
    /// Set-up: the career kept.
    Career(String),
    Sail(Vec<String>),
    City,
    Village,
    Quest(String),
    Spy(String),
    Plan(String),
    Claim(String),
    SpyToCombat,
    Done,
    /// None: the draw pile.
    Draw(Option<String>),
    Buy {
        card: String,
        herbs: Vec<String>,
    },
    Invest(String),
    Deliver {
        card: String,
        zone: String,
    },
    VillageAction(VillageMove),
    Combat(CombatMove),
    Boost(Boost),
    Nation(Nation),
    Zone(String),
    Explore(Vec<String>),
    /// 1-based.
    Pick(usize),
    Pay(Vec<String>),
    Token(Synergy),
    Spies(u8),
    Cube(Nation, Option<String>),
    Decline,
}

/// A village action other than C (buy / invest are [`Action::Buy`] / [`Action::Invest`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum VillageMove {
    Discard,
    Doubloon,
    Combat,
    Goods(Vec<String>),
    Cube(Nation),
    Card { card: String, pay: Vec<String> },
    Quest { tile: String, pay: Vec<String> },
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CombatMove {
    /// 1-based pile; None when both piles are empty.
    Reveal(Option<u8>),
    Fight(Nation),
    /// 1-based influence option.
    Influence(usize),
    Annex(String),
    Capture(String),
    Village(String),
    Card(String),
    Fleet,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Boost {
    CombatPoint,
    Spy,
}

impl Action {
    /// The first word of the move's text.
    pub fn verb(&self) -> &'static str {
        match self {
            Action::Choose { .. } | Action::Plan(_) => "plan",
            Action::Career(_) | Action::Claim(_) => "career",
            Action::Sail(_) => "sail",
            Action::City => "city",
            Action::Village | Action::VillageAction(_) => "village",
            Action::Quest(_) => "quest",
            Action::Spy(_) | Action::SpyToCombat => "spy",
            Action::Done => "done",
            Action::Draw(_) => "draw",
            Action::Buy { .. } => "buy",
            Action::Invest(_) => "invest",
            Action::Deliver { .. } => "deliver",
            Action::Combat(_) => "combat",
            Action::Boost(_) => "boost",
            Action::Nation(_) => "nation",
            Action::Zone(_) => "zone",
            Action::Explore(_) => "explore",
            Action::Pick(_) => "pick",
            Action::Pay(_) => "pay",
            Action::Token(_) => "token",
            Action::Spies(_) => "spies",
            Action::Cube(..) => "cube",
            Action::Decline => "decline",
        }
    }
}

/// Every verb, for the host's command table.
pub const VERBS: &[&str] = &[
    "plan", "career", "sail", "city", "village", "quest", "spy", "done", "draw", "buy", "invest", "deliver", "combat",
    "boost", "nation", "zone", "explore", "pick", "pay", "token", "spies", "cube", "decline",
];

fn list(f: &mut fmt::Formatter<'_>, items: &[String]) -> fmt::Result {
    for item in items {
        write!(f, " {item}")?;
    }
    Ok(())
}

fn nation_code(nation: Nation) -> String {
    nation.code().to_lowercase()
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Choose { plan, keep } => {
                write!(f, "plan {plan} keep")?;
                list(f, keep)
            }
            Action::Career(career) => write!(f, "career {career}"),
            Action::Sail(path) => {
                f.write_str("sail")?;
                list(f, path)
            }
            Action::City => f.write_str("city"),
            Action::Village => f.write_str("village"),
            Action::Quest(tile) => write!(f, "quest {tile}"),
            Action::Spy(card) => write!(f, "spy {card}"),
            Action::Plan(card) => write!(f, "plan {card}"),
            Action::Claim(goal) => write!(f, "career claim {goal}"),
            Action::SpyToCombat => f.write_str("spy combat"),
            Action::Done => f.write_str("done"),
            Action::Draw(None) => f.write_str("draw pile"),
            Action::Draw(Some(card)) => write!(f, "draw {card}"),
            Action::Buy { card, herbs } if herbs.is_empty() => write!(f, "buy {card}"),
            Action::Buy { card, herbs } => {
                write!(f, "buy {card} herbs")?;
                list(f, herbs)
            }
            Action::Invest(building) => write!(f, "invest {building}"),
            Action::Deliver { card, zone } => write!(f, "deliver {card} {zone}"),
            Action::VillageAction(action) => write!(f, "village {action}"),
            Action::Combat(action) => write!(f, "combat {action}"),
            Action::Boost(Boost::CombatPoint) => f.write_str("boost cp"),
            Action::Boost(Boost::Spy) => f.write_str("boost spy"),
            Action::Nation(nation) => write!(f, "nation {}", nation_code(*nation)),
            Action::Zone(zone) => write!(f, "zone {zone}"),
            Action::Explore(route) => {
                f.write_str("explore")?;
                list(f, route)
            }
            Action::Pick(n) => write!(f, "pick {n}"),
            Action::Pay(cards) => {
                f.write_str("pay")?;
                list(f, cards)
            }
            Action::Token(symbol) => write!(f, "token {symbol}"),
            Action::Spies(n) => write!(f, "spies {n}"),
            Action::Cube(nation, None) => write!(f, "cube {}", nation_code(*nation)),
            Action::Cube(nation, Some(at)) => write!(f, "cube {} {at}", nation_code(*nation)),
            Action::Decline => f.write_str("decline"),
        }
    }
}

impl fmt::Display for VillageMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VillageMove::Discard => f.write_str("discard"),
            VillageMove::Doubloon => f.write_str("doubloon"),
            VillageMove::Combat => f.write_str("combat"),
            VillageMove::Goods(cards) => {
                f.write_str("goods")?;
                list(f, cards)
            }
            VillageMove::Cube(nation) => write!(f, "cube {}", nation_code(*nation)),
            VillageMove::Card { card, pay } => {
                write!(f, "card {card} pay")?;
                list(f, pay)
            }
            VillageMove::Quest { tile, pay } => {
                write!(f, "quest {tile} pay")?;
                list(f, pay)
            }
        }
    }
}

impl fmt::Display for CombatMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CombatMove::Reveal(Some(pile)) => write!(f, "reveal {pile}"),
            CombatMove::Reveal(None) => f.write_str("reveal"),
            CombatMove::Fight(nation) => write!(f, "fight {}", nation_code(*nation)),
            CombatMove::Influence(n) => write!(f, "influence {n}"),
            CombatMove::Annex(at) => write!(f, "annex {at}"),
            CombatMove::Capture(at) => write!(f, "capture {at}"),
            CombatMove::Village(at) => write!(f, "village {at}"),
            CombatMove::Card(card) => write!(f, "card {card}"),
            CombatMove::Fleet => f.write_str("fleet"),
        }
    }
}

/// The words of a move, lowercased for keywords only.
struct Words<'a> {
    text: &'a str,
    words: Vec<&'a str>,
    at: usize,
}

impl<'a> Words<'a> {
    fn bad(&self) -> RuleError {
        RuleError::new(keys::UNKNOWN_MOVE).text("text", self.text.trim())
    }

    fn next(&mut self) -> Option<&'a str> {
        let word = self.words.get(self.at).copied();
        self.at += word.is_some() as usize;
        word
    }

    fn keyword(&mut self) -> Option<String> {
        self.next().map(str::to_lowercase)
    }

    fn id(&mut self) -> Result<String, RuleError> {
        self.next().map(str::to_string).ok_or_else(|| self.bad())
    }

    /// The rest of the words (possibly none).
    fn rest(&mut self) -> Vec<String> {
        let rest = self.words[self.at..].iter().map(|w| w.to_string()).collect();
        self.at = self.words.len();
        rest
    }

    /// The rest, at least one word.
    fn some_rest(&mut self) -> Result<Vec<String>, RuleError> {
        let rest = self.rest();
        if rest.is_empty() {
            return Err(self.bad());
        }
        Ok(rest)
    }

    fn number<T: FromStr>(&mut self) -> Result<T, RuleError> {
        self.next().and_then(|w| w.parse().ok()).ok_or_else(|| self.bad())
    }

    fn positive(&mut self) -> Result<usize, RuleError> {
        match self.number::<usize>()? {
            0 => Err(self.bad()),
            n => Ok(n),
        }
    }

    fn nation(&mut self) -> Result<Nation, RuleError> {
        let word = self.keyword().ok_or_else(|| self.bad())?;
        parse_nation(&word).ok_or_else(|| self.bad())
    }

    /// Refuses words left over.
    fn end<T>(&self, value: T) -> Result<T, RuleError> {
        if self.at == self.words.len() {
            Ok(value)
        } else {
            Err(self.bad())
        }
    }
}

fn parse_nation(word: &str) -> Option<Nation> {
    match word {
        "france" => Some(Nation::France),
        "england" => Some(Nation::England),
        "spain" => Some(Nation::Spain),
        _ => Nation::ALL
            .iter()
            .copied()
            .find(|n| n.code().eq_ignore_ascii_case(word)),
    }
}

impl FromStr for Action {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Action, RuleError> {
        let mut w = Words {
            text,
            words: text.split_whitespace().collect(),
            at: 0,
        };
        let verb = w.keyword().ok_or_else(|| w.bad())?;
        let action = match verb.as_str() {
            "plan" => {
                let card = w.id()?;
                match w.keyword() {
                    None => Action::Plan(card),
                    Some(k) if k == "keep" => Action::Choose {
                        plan: card,
                        keep: w.some_rest()?,
                    },
                    Some(_) => return Err(w.bad()),
                }
            }
            "career" => {
                let word = w.id()?;
                if word.eq_ignore_ascii_case("claim") {
                    Action::Claim(w.id()?)
                } else {
                    Action::Career(word)
                }
            }
            "sail" => Action::Sail(w.some_rest()?),
            "city" => Action::City,
            "village" => match w.keyword() {
                None => Action::Village,
                Some(kind) => Action::VillageAction(village_move(&kind, &mut w)?),
            },
            "quest" => Action::Quest(w.id()?),
            "spy" => {
                let word = w.id()?;
                if word.eq_ignore_ascii_case("combat") {
                    Action::SpyToCombat
                } else {
                    Action::Spy(word)
                }
            }
            "done" => Action::Done,
            "draw" => {
                let word = w.id()?;
                match word.to_lowercase().as_str() {
                    "pile" => Action::Draw(None),
                    "display" => Action::Draw(Some(w.id()?)),
                    _ => Action::Draw(Some(word)),
                }
            }
            "buy" => {
                let card = w.id()?;
                let herbs = match w.keyword() {
                    None => Vec::new(),
                    Some(k) if k == "herbs" => w.some_rest()?,
                    Some(_) => return Err(w.bad()),
                };
                Action::Buy { card, herbs }
            }
            "invest" => Action::Invest(w.id()?),
            "deliver" => Action::Deliver {
                card: w.id()?,
                zone: w.id()?,
            },
            "combat" => {
                let kind = w.keyword().ok_or_else(|| w.bad())?;
                Action::Combat(combat_move(&kind, &mut w)?)
            }
            "boost" => match w.keyword().as_deref() {
                Some("cp") => Action::Boost(Boost::CombatPoint),
                Some("spy") => Action::Boost(Boost::Spy),
                _ => return Err(w.bad()),
            },
            "nation" => Action::Nation(w.nation()?),
            "zone" => Action::Zone(w.id()?),
            "explore" => Action::Explore(w.some_rest()?),
            "pick" => Action::Pick(w.positive()?),
            "pay" => Action::Pay(w.rest()),
            "token" => {
                let word = w.keyword().ok_or_else(|| w.bad())?;
                Action::Token(Synergy::from_code(&word).ok_or_else(|| w.bad())?)
            }
            "spies" => {
                let n = w.positive()?;
                Action::Spies(u8::try_from(n).map_err(|_| w.bad())?)
            }
            "cube" => {
                let nation = w.nation()?;
                Action::Cube(nation, w.next().map(str::to_string))
            }
            "decline" => Action::Decline,
            _ => return Err(w.bad()),
        };
        w.end(action)
    }
}

fn village_move(kind: &str, w: &mut Words) -> Result<VillageMove, RuleError> {
    let with_payment = |w: &mut Words| -> Result<(String, Vec<String>), RuleError> {
        let id = w.id()?;
        match w.keyword().as_deref() {
            Some("pay") => Ok((id, w.rest())),
            _ => Err(w.bad()),
        }
    };
    Ok(match kind {
        "discard" => VillageMove::Discard,
        "doubloon" => VillageMove::Doubloon,
        "combat" => VillageMove::Combat,
        "goods" => VillageMove::Goods(w.some_rest()?),
        "cube" => VillageMove::Cube(w.nation()?),
        "card" => {
            let (card, pay) = with_payment(w)?;
            VillageMove::Card { card, pay }
        }
        "quest" => {
            let (tile, pay) = with_payment(w)?;
            VillageMove::Quest { tile, pay }
        }
        _ => return Err(w.bad()),
    })
}

fn combat_move(kind: &str, w: &mut Words) -> Result<CombatMove, RuleError> {
    Ok(match kind {
        "reveal" => match w.next() {
            None => CombatMove::Reveal(None),
            Some("1") => CombatMove::Reveal(Some(1)),
            Some("2") => CombatMove::Reveal(Some(2)),
            Some(_) => return Err(w.bad()),
        },
        "fight" => CombatMove::Fight(w.nation()?),
        "influence" => CombatMove::Influence(w.positive()?),
        "annex" => CombatMove::Annex(w.id()?),
        "capture" => CombatMove::Capture(w.id()?),
        "village" => CombatMove::Village(w.id()?),
        "card" => CombatMove::Card(w.id()?),
        "fleet" => CombatMove::Fleet,
        _ => return Err(w.bad()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(items: &[&str]) -> Vec<String> {
        items.iter().map(|i| i.to_string()).collect()
    }

    /// One of each move shape.
    pub(crate) fn samples() -> Vec<Action> {
        vec![
            Action::Choose {
                plan: "A03".into(),
                keep: s(&["A01", "A02", "A05", "A07"]),
            },
            Action::Career("CR3".into()),
            Action::Sail(s(&["2", "3", "21a"])),
            Action::City,
            Action::Village,
            Action::Quest("Q05".into()),
            Action::Spy("B044".into()),
            Action::Plan("A12".into()),
            Action::Claim("G2".into()),
            Action::SpyToCombat,
            Action::Done,
            Action::Draw(None),
            Action::Draw(Some("B038".into())),
            Action::Buy {
                card: "B038".into(),
                herbs: vec![],
            },
            Action::Buy {
                card: "B038".into(),
                herbs: s(&["A01", "A02", "A03"]),
            },
            Action::Invest("P3".into()),
            Action::Deliver {
                card: "A12".into(),
                zone: "U3".into(),
            },
            Action::VillageAction(VillageMove::Discard),
            Action::VillageAction(VillageMove::Doubloon),
            Action::VillageAction(VillageMove::Combat),
            Action::VillageAction(VillageMove::Goods(s(&["A01", "A02", "A03"]))),
            Action::VillageAction(VillageMove::Cube(Nation::Spain)),
            Action::VillageAction(VillageMove::Card {
                card: "B010".into(),
                pay: s(&["A01", "A02"]),
            }),
            Action::VillageAction(VillageMove::Quest {
                tile: "Q01".into(),
                pay: vec![],
            }),
            Action::Combat(CombatMove::Reveal(Some(1))),
            Action::Combat(CombatMove::Reveal(Some(2))),
            Action::Combat(CombatMove::Reveal(None)),
            Action::Combat(CombatMove::Fight(Nation::France)),
            Action::Combat(CombatMove::Influence(2)),
            Action::Combat(CombatMove::Annex("11".into())),
            Action::Combat(CombatMove::Capture("11".into())),
            Action::Combat(CombatMove::Village("7".into())),
            Action::Combat(CombatMove::Card("B100".into())),
            Action::Combat(CombatMove::Fleet),
            Action::Boost(Boost::CombatPoint),
            Action::Boost(Boost::Spy),
            Action::Nation(Nation::England),
            Action::Zone("U5".into()),
            Action::Explore(s(&["6", "7", "A1"])),
            Action::Pick(2),
            Action::Pay(vec![]),
            Action::Pay(s(&["A01", "B002"])),
            Action::Token(Synergy::Quill),
            Action::Spies(2),
            Action::Cube(Nation::France, Some("7".into())),
            Action::Cube(Nation::Spain, None),
            Action::Decline,
        ]
    }

    #[test]
    fn every_shape_round_trips_and_starts_with_its_verb() {
        for action in samples() {
            let text = action.to_string();
            assert_eq!(text.parse::<Action>().unwrap(), action, "{text}");
            assert_eq!(text.split(' ').next(), Some(action.verb()));
            assert!(VERBS.contains(&action.verb()));
        }
    }

    #[test]
    fn variants_are_read() {
        let read = |t: &str| t.parse::<Action>().unwrap();
        assert_eq!(read("  NATION France "), Action::Nation(Nation::France));
        assert_eq!(
            read("Combat Fight ES"),
            Action::Combat(CombatMove::Fight(Nation::Spain))
        );
        assert_eq!(read("draw display B001"), Action::Draw(Some("B001".into())));
        assert_eq!(read("Career Claim G1"), Action::Claim("G1".into()));
        assert_eq!(read("spy COMBAT"), Action::SpyToCombat);
    }

    #[test]
    fn malformed_texts_are_refused() {
        for text in [
            "",
            "fly",
            "plan",
            "plan A01 keep",
            "plan A01 discard A02",
            "sail",
            "city now",
            "pick 0",
            "pick x",
            "spies 0",
            "spies 300",
            "boost gold",
            "nation italy",
            "token skull",
            "combat reveal 3",
            "combat",
            "village card B010 A01",
            "village goods",
            "buy B001 herbs",
            "deliver A12",
            "done now",
        ] {
            let error = text.parse::<Action>().unwrap_err();
            assert_eq!(error.key, keys::UNKNOWN_MOVE, "{text:?}");
        }
    }
}
