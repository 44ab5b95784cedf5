//! From the engine to moves and back: the legal moves of a seat (every one, in a fixed order), and applying a
//! move by resolving its ids against the pack and handing it to the engine function of the current step.
//!
//! * Order: set-up careers, then the 280 card choices (plan each dealt card, keep each 4 of the other 7, in
//!   pack order); a pending decision's choices in the engine's order (with the free actions of Phase B after
//!   them when the decision is the on-turn player's own); Phase A voyages depth first; Phase B main actions,
//!   then `done`, then free actions; draws (pile first); scoring step 1 purchases, investments, then `done`.
//! * One move, one text: the city action and a homeward space's action are both `city`; a buy or an investment
//!   is `buy` / `invest` whether it is village action C or scoring step 1; `sail` and the main-action words
//!   also answer a spy action's extra sailing and extra main action.
//! * Ids are read in any letter case; card lists in any order. An id the pack does not know is refused with
//!   [`keys::UNKNOWN_ID`]; a move that does not fit the current step with [`keys::WRONG_PHASE`] or the
//!   engine's own refusal. The engine changes nothing when it refuses, so neither does [`Maracaibo::play`].

use rand::seq::SliceRandom;
use rand::Rng;

use super::action::{Action, Boost, CombatMove, VillageMove};
use super::buying::Purchase;
use super::combat::CombatAction;
use super::content::cards::CardId;
use super::content::effect::Effect;
use super::content::exploration::SpaceId;
use super::content::map::LocId;
use super::content::ContentPack;
use super::drawing::DrawSource;
use super::free::FreeAction;
use super::instance::Maracaibo;
use super::keys;
use super::main_action::MainAction;
use super::scoring_flow::ScoringChoice;
use super::setup::{CARDS_DISCARDED, CARDS_PLANNED};
use super::state::{Phase, QuestSource, Stage, State, Task};
use super::tasks::Decision;
use super::village::VillageAction;
use crate::error::RuleError;
use crate::game::{Seat, SUGGESTION_LIMIT};

/// Room for the usual free actions after the other moves (a few cards to plan, a goal), so that adding them
/// seldom grows the list.
const FREE_MOVES: usize = 8;

/// Cards kept in hand at set-up.
const CARDS_KEPT: usize = super::setup::A_CARDS_DEALT - CARDS_PLANNED - CARDS_DISCARDED;

fn unknown(kind: &str, id: &str) -> RuleError {
    RuleError::new(keys::UNKNOWN_ID).word("kind", kind).text("id", id)
}

fn find_id<'a>(ids: impl Iterator<Item = &'a String>, wanted: &str) -> Option<usize> {
    ids.enumerate()
        .find(|(_, id)| id.eq_ignore_ascii_case(wanted))
        .map(|(i, _)| i)
}

/// Ids ↔ content indices of one pack.
struct Ids<'p>(&'p ContentPack);

impl Ids<'_> {
    fn card(&self, id: &str) -> Result<CardId, RuleError> {
        self.0.cards.find_any_case(id).ok_or_else(|| unknown("card", id))
    }

    /// Cards in pack order.
    fn cards(&self, ids: &[String]) -> Result<Vec<CardId>, RuleError> {
        let mut cards = ids.iter().map(|id| self.card(id)).collect::<Result<Vec<_>, _>>()?;
        cards.sort();
        Ok(cards)
    }

    fn loc(&self, id: &str) -> Result<LocId, RuleError> {
        self.0.map.find_any_case(id).ok_or_else(|| unknown("location", id))
    }

    fn locs(&self, ids: &[String]) -> Result<Vec<LocId>, RuleError> {
        ids.iter().map(|id| self.loc(id)).collect()
    }

    fn spaces(&self, ids: &[String]) -> Result<Vec<SpaceId>, RuleError> {
        let space = |id: &String| {
            let found = find_id(self.0.exploration.spaces.iter().map(|s| &s.id), id);
            found.map(|i| SpaceId(i as u8)).ok_or_else(|| unknown("space", id))
        };
        ids.iter().map(space).collect()
    }

    fn zone(&self, id: &str) -> Result<usize, RuleError> {
        find_id(self.0.ship.zones.iter().map(|z| &z.id), id).ok_or_else(|| unknown("zone", id))
    }

    fn career(&self, id: &str) -> Result<usize, RuleError> {
        find_id(self.0.careers.cards.iter().map(|c| &c.id), id).ok_or_else(|| unknown("career", id))
    }

    fn quest(&self, id: &str) -> Result<usize, RuleError> {
        find_id(self.0.quests.iter().map(|q| &q.id), id).ok_or_else(|| unknown("quest", id))
    }

    fn building(&self, id: &str) -> Result<usize, RuleError> {
        find_id(self.0.prestige.buildings.iter().map(|b| &b.id), id).ok_or_else(|| unknown("building", id))
    }

    fn card_id(&self, card: CardId) -> String {
        self.0.cards.card(card).id.clone()
    }

    fn card_list(&self, cards: &[CardId]) -> Vec<String> {
        cards.iter().map(|&c| self.card_id(c)).collect()
    }

    fn loc_id(&self, at: LocId) -> String {
        self.0.map.location(at).id.clone()
    }
}

fn not_a_choice() -> RuleError {
    RuleError::new(keys::NOT_A_CHOICE)
}

fn wrong_phase(state: &State) -> RuleError {
    let phase = if state.turn.pending.is_empty() {
        state.turn.phase.name()
    } else {
        "decision"
    };
    RuleError::new(keys::WRONG_PHASE).word("phase", phase)
}

impl Maracaibo {
    /// Every legal move of `seat`, who is to act.
    pub(crate) fn legal(&self, seat: Seat) -> Vec<Action> {
        if self.state().turn.phase == Phase::Setup {
            return self.setup_moves(seat);
        }
        self.moves(seat).iter().map(|m| self.action(seat, m)).collect()
    }

    /// How many moves [`Maracaibo::legal`] lists, counted without building their texts (the AI's tree asks at
    /// every node).
    pub(crate) fn count(&self, seat: Seat) -> u64 {
        let count = if self.state().turn.phase == Phase::Setup {
            self.setup_moves(seat).len()
        } else if self.sailing() {
            let mut voyages = 0;
            let (pack, movement) = (self.pack(), super::sailing::MOVEMENT_POINTS);
            self.state().each_voyage(pack, seat, movement, &mut |_, _| voyages += 1);
            voyages
        } else {
            self.moves(seat).len()
        };
        count as u64
    }

    /// The legal moves after set-up in [`Maracaibo::legal`]'s order, as the engine knows them (their texts are
    /// built only for the moves wanted: a random move needs one).
    fn moves(&self, seat: Seat) -> Vec<Move> {
        let (pack, state) = (self.pack(), self.state());
        if state.pending().is_some() {
            let decisions = state.decisions(pack);
            let mut moves = Vec::with_capacity(decisions.len() + FREE_MOVES);
            moves.extend(decisions.into_iter().map(Move::Decision));
            self.add_free_moves(seat, &mut moves);
            return moves;
        }
        match state.turn.phase {
            Phase::Sail => state
                .voyages(pack, seat, super::sailing::MOVEMENT_POINTS)
                .into_iter()
                .map(|v| Move::Voyage(v.path))
                .collect(),
            Phase::Main => {
                let main = state.main_actions(pack, seat);
                let mut moves = Vec::with_capacity(main.len() + 1 + FREE_MOVES);
                moves.extend(main.into_iter().map(Move::Main));
                moves.push(Move::Done);
                self.add_free_moves(seat, &mut moves);
                moves
            }
            Phase::Draw => self.draw_moves(seat),
            Phase::Scoring(step) => match step.stage {
                Stage::Choosing => state
                    .scoring_choices(pack, seat)
                    .into_iter()
                    .map(Move::Scoring)
                    .collect(),
                Stage::Drawing => self.draw_moves(seat),
                Stage::Settling { .. } => Vec::new(),
            },
            Phase::Setup | Phase::GameOver => Vec::new(),
        }
    }

    /// The text of an engine move of `seat`.
    fn action(&self, seat: Seat, m: &Move) -> Action {
        let (pack, state) = (self.pack(), self.state());
        let ids = Ids(pack);
        match m {
            Move::Decision(d) => self.decision_move(seat, d),
            Move::Voyage(path) => Action::Sail(path.iter().map(|&l| ids.loc_id(l)).collect()),
            Move::Main(a) => self.main_move(*a),
            Move::Done | Move::Scoring(ScoringChoice::TwoVp) => Action::Done,
            Move::Free(FreeAction::Plan(card)) => Action::Plan(ids.card_id(*card)),
            Move::Free(FreeAction::Claim(goal)) => {
                let career = state.players[seat].career.expect("free moves need a career");
                Action::Claim(pack.careers.cards[career].goals[*goal].id.clone())
            }
            Move::Free(FreeAction::SpyToCombat) => Action::SpyToCombat,
            Move::Draw(DrawSource::Pile) => Action::Draw(None),
            Move::Draw(DrawSource::Display(slot)) => Action::Draw(Some(ids.card_id(state.board.display[*slot]))),
            Move::Scoring(ScoringChoice::Buy(p)) => self.buy_move(p),
            Move::Scoring(ScoringChoice::Invest(slot)) => self.invest_move(*slot),
        }
    }

    fn setup_moves(&self, seat: Seat) -> Vec<Action> {
        let (pack, state) = (self.pack(), self.state());
        let ids = Ids(pack);
        let player = &state.players[seat];
        let mut moves: Vec<Action> = player
            .careers_offered
            .iter()
            .map(|&c| Action::Career(pack.careers.cards[c].id.clone()))
            .collect();
        let mut dealt = player.dealt.clone();
        dealt.sort();
        for &plan in &dealt {
            let others: Vec<CardId> = dealt.iter().copied().filter(|&c| c != plan).collect();
            for keep in subsets(&others, CARDS_KEPT) {
                moves.push(Action::Choose {
                    plan: ids.card_id(plan),
                    keep: ids.card_list(&keep),
                });
            }
        }
        moves
    }

    /// The free actions after a decision or the main actions (none before a career is chosen).
    fn add_free_moves(&self, seat: Seat, moves: &mut Vec<Move>) {
        let (pack, state) = (self.pack(), self.state());
        if state.players[seat].career.is_some() {
            moves.extend(state.free_actions(pack, seat).into_iter().map(Move::Free));
        }
    }

    fn draw_moves(&self, seat: Seat) -> Vec<Move> {
        let (pack, state) = (self.pack(), self.state());
        state.draw_sources(pack, seat).into_iter().map(Move::Draw).collect()
    }

    fn main_move(&self, action: MainAction) -> Action {
        let pack = self.pack();
        match action {
            MainAction::City | MainAction::Homeward => Action::City,
            MainAction::Village => Action::Village,
            MainAction::Quest(quest) => Action::Quest(pack.quests[quest].id.clone()),
            MainAction::Spy(card) => Action::Spy(Ids(pack).card_id(card)),
        }
    }

    fn buy_move(&self, purchase: &Purchase) -> Action {
        let ids = Ids(self.pack());
        Action::Buy {
            card: ids.card_id(purchase.card),
            herbs: ids.card_list(&purchase.herbs),
        }
    }

    fn invest_move(&self, slot: usize) -> Action {
        let building = self.state().board.buildings[slot].building;
        Action::Invest(self.pack().prestige.buildings[building].id.clone())
    }

    fn decision_move(&self, seat: Seat, decision: &Decision) -> Action {
        let pack = self.pack();
        let ids = Ids(pack);
        match decision {
            Decision::Nation(n) => Action::Nation(*n),
            Decision::Zone(z) => Action::Zone(pack.ship.zones[*z].id.clone()),
            Decision::Route(route) => {
                Action::Explore(route.iter().map(|&s| pack.exploration.space(s).id.clone()).collect())
            }
            Decision::Pick(i) => Action::Pick(i + 1),
            Decision::Deliver { card, zone } => Action::Deliver {
                card: ids.card_id(*card),
                zone: pack.ship.zones[*zone].id.clone(),
            },
            Decision::Village(action) => self.village_move(seat, action),
            Decision::Pay(cards) => Action::Pay(ids.card_list(cards)),
            Decision::Sail(path) => Action::Sail(path.iter().map(|&l| ids.loc_id(l)).collect()),
            Decision::Main(action) => self.main_move(*action),
            Decision::Reveal(pile) => Action::Combat(CombatMove::Reveal(pile.map(|p| p + 1))),
            Decision::Fight(n) => Action::Combat(CombatMove::Fight(*n)),
            Decision::Combat(action) => Action::Combat(match *action {
                CombatAction::Influence(i) => CombatMove::Influence(i + 1),
                CombatAction::Annex(at) => CombatMove::Annex(ids.loc_id(at)),
                CombatAction::Capture(at) => CombatMove::Capture(ids.loc_id(at)),
                CombatAction::Village(at) => CombatMove::Village(ids.loc_id(at)),
                CombatAction::Card(card) => CombatMove::Card(ids.card_id(card)),
                CombatAction::Fleet => CombatMove::Fleet,
            }),
            Decision::BoostCp => Action::Boost(Boost::CombatPoint),
            Decision::BoostSpy => Action::Boost(Boost::Spy),
            Decision::Token(symbol) => Action::Token(*symbol),
            Decision::Count(n) => Action::Spies(*n),
            Decision::Place(n, at) => Action::Cube(*n, at.map(|l| ids.loc_id(l))),
            Decision::Decline => Action::Decline,
        }
    }

    fn village_move(&self, seat: Seat, action: &VillageAction) -> Action {
        let (pack, state) = (self.pack(), self.state());
        let ids = Ids(pack);
        let village = |m| Action::VillageAction(m);
        match action {
            VillageAction::DiscardHand => village(VillageMove::Discard),
            VillageAction::Doubloon => village(VillageMove::Doubloon),
            VillageAction::CombatPointAndDoubloon => village(VillageMove::Combat),
            VillageAction::ThreeGoods(cards) => village(VillageMove::Goods(ids.card_list(cards))),
            VillageAction::Cube(n) => village(VillageMove::Cube(*n)),
            VillageAction::Card(card_action, pay) => {
                let card = state.players[seat]
                    .bought
                    .iter()
                    .copied()
                    .find(|&c| pack.cards.card(c).effects.contains(&Effect::Village(*card_action)))
                    .expect("a village action comes from a bought card");
                village(VillageMove::Card {
                    card: ids.card_id(card),
                    pay: ids.card_list(pay),
                })
            }
            VillageAction::Buy(purchase) => self.buy_move(purchase),
            VillageAction::Invest(slot) => self.invest_move(*slot),
            VillageAction::CardQuest(card, pay) => {
                let quest = state.quest_at(QuestSource::Card(*card)).expect("listed");
                village(VillageMove::Quest {
                    tile: pack.quests[quest].id.clone(),
                    pay: ids.card_list(pay),
                })
            }
        }
    }

    /// Applies a move of `seat` (who is to act); on error nothing changes.
    pub(crate) fn play(&mut self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        let (pack, state) = self.parts_mut();
        let ids = Ids(pack);
        let phase = state.turn.phase;
        let pending = state.pending().map(|p| p.task.clone());
        match action {
            Action::Choose { plan, keep } if phase == Phase::Setup => choose_cards(state, &ids, seat, plan, keep),
            Action::Career(career) if phase == Phase::Setup => {
                let career = ids.career(career)?;
                state.choose_career(pack, seat, career)
            }
            _ if phase == Phase::Setup => Err(wrong_phase(state)),
            Action::Plan(card) => state.take_free(pack, seat, FreeAction::Plan(ids.card(card)?)),
            Action::Claim(goal) => {
                let career = state.players[seat].career.expect("chosen at set-up");
                let goals = &pack.careers.cards[career].goals;
                let goal = find_id(goals.iter().map(|g| &g.id), goal).ok_or_else(|| unknown("goal", goal))?;
                state.take_free(pack, seat, FreeAction::Claim(goal))
            }
            Action::SpyToCombat => state.take_free(pack, seat, FreeAction::SpyToCombat),
            _ => match pending {
                Some(task) => {
                    let decision = to_decision(state, &ids, seat, &task, action)?;
                    state.decide(pack, seat, &decision)
                }
                None => play_step(state, &ids, seat, action),
            },
        }
    }

    /// Ids in the pack's spelling and card lists in pack order, where the pack knows them.
    pub(crate) fn canonical(&self, action: Action) -> Action {
        let ids = Ids(self.pack());
        let card = |id: String| ids.card(&id).map(|c| ids.card_id(c)).unwrap_or(id);
        let cards = |list: Vec<String>| match ids.cards(&list) {
            Ok(found) => ids.card_list(&found),
            Err(_) => list,
        };
        let loc = |id: String| ids.loc(&id).map(|l| ids.loc_id(l)).unwrap_or(id);
        let fix = |id: String, found: Option<&String>| found.cloned().unwrap_or(id);
        let pack = self.pack();
        match action {
            Action::Choose { plan, keep } => Action::Choose {
                plan: card(plan),
                keep: cards(keep),
            },
            Action::Career(id) => {
                let found = ids.career(&id).ok().map(|c| &pack.careers.cards[c].id);
                Action::Career(fix(id, found))
            }
            Action::Sail(path) => Action::Sail(path.into_iter().map(loc).collect()),
            Action::Quest(id) => {
                let found = ids.quest(&id).ok().map(|q| &pack.quests[q].id);
                Action::Quest(fix(id, found))
            }
            Action::Spy(id) => Action::Spy(card(id)),
            Action::Plan(id) => Action::Plan(card(id)),
            Action::Claim(id) => {
                let goals = pack.careers.cards.iter().flat_map(|c| c.goals.iter());
                let found = goals.map(|g| &g.id).find(|g| g.eq_ignore_ascii_case(&id));
                Action::Claim(fix(id.clone(), found))
            }
            Action::Draw(id) => Action::Draw(id.map(card)),
            Action::Buy { card: c, herbs } => Action::Buy {
                card: card(c),
                herbs: cards(herbs),
            },
            Action::Invest(id) => {
                let found = ids.building(&id).ok().map(|b| &pack.prestige.buildings[b].id);
                Action::Invest(fix(id, found))
            }
            Action::Deliver { card: c, zone } => {
                let found = ids.zone(&zone).ok().map(|z| &pack.ship.zones[z].id);
                Action::Deliver {
                    card: card(c),
                    zone: fix(zone, found),
                }
            }
            Action::VillageAction(m) => Action::VillageAction(match m {
                VillageMove::Goods(list) => VillageMove::Goods(cards(list)),
                VillageMove::Card { card: c, pay } => VillageMove::Card {
                    card: card(c),
                    pay: cards(pay),
                },
                VillageMove::Quest { tile, pay } => {
                    let found = ids.quest(&tile).ok().map(|q| &pack.quests[q].id);
                    VillageMove::Quest {
                        tile: fix(tile, found),
                        pay: cards(pay),
                    }
                }
                other => other,
            }),
            Action::Combat(m) => Action::Combat(match m {
                CombatMove::Annex(at) => CombatMove::Annex(loc(at)),
                CombatMove::Capture(at) => CombatMove::Capture(loc(at)),
                CombatMove::Village(at) => CombatMove::Village(loc(at)),
                CombatMove::Card(c) => CombatMove::Card(card(c)),
                other => other,
            }),
            Action::Zone(id) => {
                let found = ids.zone(&id).ok().map(|z| &pack.ship.zones[z].id);
                Action::Zone(fix(id, found))
            }
            Action::Explore(route) => match ids.spaces(&route) {
                Ok(spaces) => Action::Explore(spaces.iter().map(|&s| pack.exploration.space(s).id.clone()).collect()),
                Err(_) => Action::Explore(route),
            },
            Action::Pay(list) => Action::Pay(cards(list)),
            Action::Cube(n, at) => Action::Cube(n, at.map(loc)),
            other => other,
        }
    }

    /// Useful moves first, at most [`SUGGESTION_LIMIT`].
    pub(crate) fn suggestions(&self, seat: Seat) -> Vec<Action> {
        let mut moves = self.legal(seat);
        if self.state().turn.phase == Phase::Setup {
            // Careers first, then a spread of card choices (one per planned card).
            let careers: Vec<Action> = moves
                .iter()
                .filter(|a| matches!(a, Action::Career(_)))
                .cloned()
                .collect();
            let per_plan = moves
                .iter()
                .filter(|a| matches!(a, Action::Choose { .. }))
                .step_by(35)
                .cloned();
            moves = careers.into_iter().chain(per_plan).collect();
        }
        moves.truncate(SUGGESTION_LIMIT);
        moves
    }

    /// A uniformly random legal move, without listing the 280 set-up card choices.
    pub(crate) fn sample<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Action> {
        let state = self.state();
        if state.turn.phase == Phase::Setup {
            let player = &state.players[seat];
            let careers = player.careers_offered.len();
            let choices = if player.dealt.is_empty() { 0 } else { 280 };
            let pick = rng.gen_range(0..careers + choices);
            if pick < careers {
                return Some(Action::Career(
                    self.pack().careers.cards[player.careers_offered[pick]].id.clone(),
                ));
            }
            let ids = Ids(self.pack());
            let mut dealt = player.dealt.clone();
            dealt.shuffle(rng);
            let mut keep = dealt[1..=CARDS_KEPT].to_vec();
            keep.sort();
            return Some(Action::Choose {
                plan: ids.card_id(dealt[0]),
                keep: ids.card_list(&keep),
            });
        }
        if self.sailing() {
            let voyages = self.voyage_paths(seat);
            let &end = voyages.ends.choose(rng)?;
            let drawn = voyages.ends.partition_point(|&e| e < end);
            return Some(self.action(seat, &Move::Voyage(voyages.path(drawn))));
        }
        self.moves(seat).choose(rng).map(|m| self.action(seat, m))
    }

    /// Whether the moves are Phase A's voyages.
    fn sailing(&self) -> bool {
        self.state().pending().is_none() && self.state().turn.phase == Phase::Sail
    }

    /// Voyages are the longest lists: their paths go into one buffer, and only the one drawn is copied out.
    fn voyage_paths(&self, seat: Seat) -> VoyagePaths {
        let (mut locs, mut ends) = (Vec::with_capacity(256), Vec::with_capacity(64));
        self.state()
            .each_voyage(self.pack(), seat, super::sailing::MOVEMENT_POINTS, &mut |path, _| {
                locs.extend_from_slice(path);
                ends.push(locs.len());
            });
        VoyagePaths { locs, ends }
    }

    /// One of the moves that `rank` rates highest, drawn with one `gen_range` over them in
    /// [`Maracaibo::legal`]'s order: the same draw and move as filtering that list. After set-up `rank` sees
    /// each move's [`shape`] and only the move drawn gets its text.
    pub(crate) fn preferred<R: Rng + ?Sized>(
        &self,
        seat: Seat,
        rng: &mut R,
        rank: impl Fn(&Action) -> u8,
    ) -> Option<Action> {
        if self.state().turn.phase == Phase::Setup {
            let moves = self.legal(seat);
            let ranks: Vec<u8> = moves.iter().map(&rank).collect();
            return draw_best(&ranks, rng).map(|i| moves[i].clone());
        }
        if self.sailing() {
            // Every voyage has the same shape, hence the same rank: all are tied, as in `draw_best`.
            let voyages = self.voyage_paths(seat);
            if voyages.ends.is_empty() {
                return None;
            }
            let drawn = rng.gen_range(0..voyages.ends.len());
            return Some(self.action(seat, &Move::Voyage(voyages.path(drawn))));
        }
        let moves = self.moves(seat);
        let ranks: Vec<u8> = moves.iter().map(|m| rank(&shape(m))).collect();
        draw_best(&ranks, rng).map(|i| self.action(seat, &moves[i]))
    }
}

/// The voyages of [`Maracaibo::voyage_paths`]: every path's locations one after another, and where each ends.
struct VoyagePaths {
    locs: Vec<LocId>,
    ends: Vec<usize>,
}

impl VoyagePaths {
    /// The locations of voyage `i`.
    fn path(&self, i: usize) -> Vec<LocId> {
        let start = i.checked_sub(1).map_or(0, |before| self.ends[before]);
        self.locs[start..self.ends[i]].to_vec()
    }
}

/// The index of one of the highest ranks, drawn uniformly among them (none when there are no ranks).
fn draw_best<R: Rng + ?Sized>(ranks: &[u8], rng: &mut R) -> Option<usize> {
    let best = *ranks.iter().max()?;
    let tied = ranks.iter().filter(|&&r| r == best).count();
    let pick = rng.gen_range(0..tied);
    ranks
        .iter()
        .enumerate()
        .filter(|&(_, &r)| r == best)
        .nth(pick)
        .map(|(i, _)| i)
}

/// A move's kind without its text: the [`Action`] variant (and the village or combat move's), with every id
/// blank and every list empty except an exploration's route, which keeps its length (its spaces blank).
fn shape(m: &Move) -> Action {
    match m {
        Move::Decision(d) => decision_shape(d),
        Move::Voyage(_) => Action::Sail(Vec::new()),
        Move::Main(a) => main_shape(*a),
        Move::Done | Move::Scoring(ScoringChoice::TwoVp) => Action::Done,
        Move::Free(FreeAction::Plan(_)) => Action::Plan(String::new()),
        Move::Free(FreeAction::Claim(_)) => Action::Claim(String::new()),
        Move::Free(FreeAction::SpyToCombat) => Action::SpyToCombat,
        Move::Draw(DrawSource::Pile) => Action::Draw(None),
        Move::Draw(DrawSource::Display(_)) => Action::Draw(Some(String::new())),
        Move::Scoring(ScoringChoice::Buy(_)) => buy_shape(),
        Move::Scoring(ScoringChoice::Invest(_)) => Action::Invest(String::new()),
    }
}

fn main_shape(action: MainAction) -> Action {
    match action {
        MainAction::City | MainAction::Homeward => Action::City,
        MainAction::Village => Action::Village,
        MainAction::Quest(_) => Action::Quest(String::new()),
        MainAction::Spy(_) => Action::Spy(String::new()),
    }
}

fn buy_shape() -> Action {
    Action::Buy {
        card: String::new(),
        herbs: Vec::new(),
    }
}

fn decision_shape(decision: &Decision) -> Action {
    match decision {
        Decision::Nation(n) => Action::Nation(*n),
        Decision::Zone(_) => Action::Zone(String::new()),
        Decision::Route(route) => Action::Explore(vec![String::new(); route.len()]),
        Decision::Pick(i) => Action::Pick(i + 1),
        Decision::Deliver { .. } => Action::Deliver {
            card: String::new(),
            zone: String::new(),
        },
        Decision::Village(action) => village_shape(action),
        Decision::Pay(_) => Action::Pay(Vec::new()),
        Decision::Sail(_) => Action::Sail(Vec::new()),
        Decision::Main(action) => main_shape(*action),
        Decision::Reveal(pile) => Action::Combat(CombatMove::Reveal(pile.map(|p| p + 1))),
        Decision::Fight(n) => Action::Combat(CombatMove::Fight(*n)),
        Decision::Combat(action) => Action::Combat(match *action {
            CombatAction::Influence(i) => CombatMove::Influence(i + 1),
            CombatAction::Annex(_) => CombatMove::Annex(String::new()),
            CombatAction::Capture(_) => CombatMove::Capture(String::new()),
            CombatAction::Village(_) => CombatMove::Village(String::new()),
            CombatAction::Card(_) => CombatMove::Card(String::new()),
            CombatAction::Fleet => CombatMove::Fleet,
        }),
        Decision::BoostCp => Action::Boost(Boost::CombatPoint),
        Decision::BoostSpy => Action::Boost(Boost::Spy),
        Decision::Token(symbol) => Action::Token(*symbol),
        Decision::Count(n) => Action::Spies(*n),
        Decision::Place(n, at) => Action::Cube(*n, at.map(|_| String::new())),
        Decision::Decline => Action::Decline,
    }
}

fn village_shape(action: &VillageAction) -> Action {
    let village = Action::VillageAction;
    match action {
        VillageAction::DiscardHand => village(VillageMove::Discard),
        VillageAction::Doubloon => village(VillageMove::Doubloon),
        VillageAction::CombatPointAndDoubloon => village(VillageMove::Combat),
        VillageAction::ThreeGoods(_) => village(VillageMove::Goods(Vec::new())),
        VillageAction::Cube(n) => village(VillageMove::Cube(*n)),
        VillageAction::Card(..) => village(VillageMove::Card {
            card: String::new(),
            pay: Vec::new(),
        }),
        VillageAction::Buy(_) => buy_shape(),
        VillageAction::Invest(_) => Action::Invest(String::new()),
        VillageAction::CardQuest(..) => village(VillageMove::Quest {
            tile: String::new(),
            pay: Vec::new(),
        }),
    }
}

/// A legal move after set-up as the engine knows it (indices into the pack), before its text is built.
enum Move {
    Decision(Decision),
    Voyage(Vec<LocId>),
    Main(MainAction),
    Done,
    Free(FreeAction),
    Draw(DrawSource),
    Scoring(ScoringChoice),
}

fn subsets(items: &[CardId], n: usize) -> Vec<Vec<CardId>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut found = Vec::new();
    for i in 0..items.len() {
        for mut rest in subsets(&items[i + 1..], n - 1) {
            rest.insert(0, items[i]);
            found.push(rest);
        }
    }
    found
}

fn choose_cards(state: &mut State, ids: &Ids, seat: Seat, plan: &str, keep: &[String]) -> Result<(), RuleError> {
    let player = &state.players[seat];
    if player.dealt.is_empty() {
        return Err(RuleError::new(keys::ALREADY_CHOSEN).word("choice", "cards"));
    }
    let plan = ids.card(plan)?;
    let keep = ids.cards(keep)?;
    let mut named = vec![plan];
    for &card in &keep {
        if !player.dealt.contains(&card) || named.contains(&card) {
            return Err(RuleError::new(keys::NOT_A_DEALT_CARD).word("card", ids.card_id(card)));
        }
        named.push(card);
    }
    if keep.len() != CARDS_KEPT {
        return Err(RuleError::new(keys::KEEP_COUNT).with("count", CARDS_KEPT));
    }
    let discard: Vec<CardId> = player.dealt.iter().copied().filter(|c| !named.contains(c)).collect();
    let discard: [CardId; CARDS_DISCARDED] = match discard.try_into() {
        Ok(discard) => discard,
        Err(_) => return Err(RuleError::new(keys::NOT_A_DEALT_CARD).word("card", ids.card_id(plan))),
    };
    state.choose_cards(seat, plan, discard)
}

/// A move with no decision pending: the step of the turn or of the scoring.
fn play_step(state: &mut State, ids: &Ids, seat: Seat, action: &Action) -> Result<(), RuleError> {
    let pack = ids.0;
    let scoring = match state.turn.phase {
        Phase::Scoring(step) => Some(step.stage),
        _ => None,
    };
    match (action, scoring) {
        (Action::Sail(path), None) => {
            let path = ids.locs(path)?;
            state.sail_turn(pack, seat, &path)
        }
        (Action::City | Action::Village | Action::Quest(_) | Action::Spy(_), None) => {
            let main = main_action(state, ids, seat, action)?;
            state.take_main(pack, seat, main)
        }
        (Action::Done, None) => state.end_main(pack, seat),
        (Action::Draw(card), None) => {
            let source = draw_source(state, ids, card.as_deref())?;
            state.draw_turn(pack, seat, source)
        }
        (Action::Draw(card), Some(Stage::Drawing)) => {
            let source = draw_source(state, ids, card.as_deref())?;
            state.scoring_draw(pack, seat, source)
        }
        (Action::Buy { card, herbs }, Some(Stage::Choosing)) => {
            let purchase = Purchase {
                card: ids.card(card)?,
                herbs: ids.cards(herbs)?,
            };
            state.choose_scoring(pack, seat, &ScoringChoice::Buy(purchase))
        }
        (Action::Invest(building), Some(Stage::Choosing)) => {
            let slot = building_slot(state, ids, building)?;
            state.choose_scoring(pack, seat, &ScoringChoice::Invest(slot))
        }
        (Action::Done, Some(Stage::Choosing)) => state.choose_scoring(pack, seat, &ScoringChoice::TwoVp),
        _ => Err(wrong_phase(state)),
    }
}

fn draw_source(state: &State, ids: &Ids, card: Option<&str>) -> Result<DrawSource, RuleError> {
    let Some(card) = card else {
        return Ok(DrawSource::Pile);
    };
    let card = ids.card(card)?;
    let slot = state.board.display.iter().position(|&c| c == card);
    slot.map(DrawSource::Display)
        .ok_or_else(|| RuleError::new(keys::NOT_IN_DISPLAY).word("card", ids.card_id(card)))
}

fn building_slot(state: &State, ids: &Ids, id: &str) -> Result<usize, RuleError> {
    let building = ids.building(id)?;
    let slot = state
        .board
        .buildings
        .iter()
        .position(|b| b.building == building && b.revealed);
    slot.ok_or_else(|| RuleError::new(keys::NOT_OFFERED))
}

fn main_action(state: &State, ids: &Ids, seat: Seat, action: &Action) -> Result<MainAction, RuleError> {
    Ok(match action {
        Action::City => {
            let offered = state.offered_at(ids.0, seat);
            if offered.contains(&MainAction::Homeward) {
                MainAction::Homeward
            } else {
                MainAction::City
            }
        }
        Action::Village => MainAction::Village,
        Action::Quest(tile) => MainAction::Quest(ids.quest(tile)?),
        Action::Spy(card) => MainAction::Spy(ids.card(card)?),
        _ => unreachable!("called for main-action words only"),
    })
}

/// The decision a move stands for while `task` is pending.
fn to_decision(state: &State, ids: &Ids, seat: Seat, task: &Task, action: &Action) -> Result<Decision, RuleError> {
    Ok(match action {
        Action::Nation(n) => Decision::Nation(*n),
        Action::Zone(z) => Decision::Zone(ids.zone(z)?),
        Action::Explore(route) => Decision::Route(ids.spaces(route)?),
        Action::Pick(n) => Decision::Pick(n.checked_sub(1).ok_or_else(not_a_choice)?),
        Action::Deliver { card, zone } => Decision::Deliver {
            card: ids.card(card)?,
            zone: ids.zone(zone)?,
        },
        Action::Pay(cards) => Decision::Pay(ids.cards(cards)?),
        Action::Sail(path) => Decision::Sail(ids.locs(path)?),
        Action::City | Action::Village | Action::Quest(_) | Action::Spy(_) => {
            Decision::Main(main_action(state, ids, seat, action)?)
        }
        Action::Combat(m) => combat_decision(ids, m)?,
        Action::Boost(Boost::CombatPoint) => Decision::BoostCp,
        Action::Boost(Boost::Spy) => Decision::BoostSpy,
        Action::Token(symbol) => Decision::Token(*symbol),
        Action::Spies(n) => Decision::Count(*n),
        Action::Cube(n, at) => Decision::Place(*n, at.as_deref().map(|l| ids.loc(l)).transpose()?),
        Action::Decline => Decision::Decline,
        Action::Buy { card, herbs } => Decision::Village(VillageAction::Buy(Purchase {
            card: ids.card(card)?,
            herbs: ids.cards(herbs)?,
        })),
        Action::Invest(building) if matches!(task, Task::Village(_)) => {
            Decision::Village(VillageAction::Invest(building_slot(state, ids, building)?))
        }
        Action::VillageAction(m) => Decision::Village(village_action(state, ids, seat, m)?),
        _ => return Err(wrong_phase(state)),
    })
}

fn combat_decision(ids: &Ids, m: &CombatMove) -> Result<Decision, RuleError> {
    Ok(match m {
        CombatMove::Reveal(None) => Decision::Reveal(None),
        CombatMove::Reveal(Some(pile)) => Decision::Reveal(Some(pile.checked_sub(1).ok_or_else(not_a_choice)?)),
        CombatMove::Fight(n) => Decision::Fight(*n),
        CombatMove::Influence(i) => {
            Decision::Combat(CombatAction::Influence(i.checked_sub(1).ok_or_else(not_a_choice)?))
        }
        CombatMove::Annex(at) => Decision::Combat(CombatAction::Annex(ids.loc(at)?)),
        CombatMove::Capture(at) => Decision::Combat(CombatAction::Capture(ids.loc(at)?)),
        CombatMove::Village(at) => Decision::Combat(CombatAction::Village(ids.loc(at)?)),
        CombatMove::Card(card) => Decision::Combat(CombatAction::Card(ids.card(card)?)),
        CombatMove::Fleet => Decision::Combat(CombatAction::Fleet),
    })
}

fn village_action(state: &State, ids: &Ids, seat: Seat, m: &VillageMove) -> Result<VillageAction, RuleError> {
    let pack = ids.0;
    Ok(match m {
        VillageMove::Discard => VillageAction::DiscardHand,
        VillageMove::Doubloon => VillageAction::Doubloon,
        VillageMove::Combat => VillageAction::CombatPointAndDoubloon,
        VillageMove::Goods(cards) => VillageAction::ThreeGoods(ids.cards(cards)?),
        VillageMove::Cube(n) => VillageAction::Cube(*n),
        VillageMove::Card { card, pay } => {
            let card = ids.card(card)?;
            if !state.players[seat].bought.contains(&card) {
                return Err(RuleError::new(keys::NOT_OFFERED));
            }
            let action = pack.cards.card(card).effects.iter().find_map(|e| match e {
                Effect::Village(a) => Some(*a),
                _ => None,
            });
            let action = action.ok_or_else(|| RuleError::new(keys::NOT_OFFERED))?;
            VillageAction::Card(action, ids.cards(pay)?)
        }
        VillageMove::Quest { tile, pay } => {
            let quest = ids.quest(tile)?;
            let card = state.players[seat].card_quests.iter().find(|&&(_, q)| q == quest);
            let &(card, _) = card.ok_or_else(|| RuleError::new(keys::NOT_OFFERED))?;
            VillageAction::CardQuest(card, ids.cards(pay)?)
        }
    })
}

#[cfg(test)]
mod tests {
    use std::collections::hash_map::DefaultHasher;
    use std::hash::{Hash, Hasher};
    use std::mem::{discriminant, Discriminant};

    use rand::{RngCore, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::game::Game;

    type Kind = (
        Discriminant<Action>,
        Option<Discriminant<VillageMove>>,
        Option<Discriminant<CombatMove>>,
        usize,
    );

    /// What a rank may read of a move: its variants and an exploration's length.
    fn kind(action: &Action) -> Kind {
        let village = match action {
            Action::VillageAction(m) => Some(discriminant(m)),
            _ => None,
        };
        let combat = match action {
            Action::Combat(m) => Some(discriminant(m)),
            _ => None,
        };
        let route = match action {
            Action::Explore(route) => route.len(),
            _ => 0,
        };
        (discriminant(action), village, combat, route)
    }

    /// A rank that depends on the kind only, differently for each salt, with many ties.
    fn salted_rank(salt: u64) -> impl Fn(&Action) -> u8 {
        move |action| {
            let mut hasher = DefaultHasher::new();
            (kind(action), salt).hash(&mut hasher);
            (hasher.finish() % 3) as u8
        }
    }

    /// The AI's former way: every legal move's text, filtered to the best, one drawn.
    fn filtered(game: &Maracaibo, seat: Seat, rng: &mut ChaCha8Rng, rank: &impl Fn(&Action) -> u8) -> Option<Action> {
        let legal = game.legal_actions(seat);
        let best = legal.iter().map(rank).max()?;
        let top: Vec<&Action> = legal.iter().filter(|a| rank(a) == best).collect();
        Some(top[rng.gen_range(0..top.len())].clone())
    }

    fn check_position(game: &Maracaibo, seat: Seat, step: u64) {
        if game.state().turn.phase != Phase::Setup {
            for m in game.moves(seat) {
                assert_eq!(
                    kind(&shape(&m)),
                    kind(&game.action(seat, &m)),
                    "{}",
                    game.action(seat, &m)
                );
            }
        }
        for salt in [step, step + 1] {
            let rank = salted_rank(salt);
            let (mut before, mut after) = (ChaCha8Rng::seed_from_u64(salt), ChaCha8Rng::seed_from_u64(salt));
            let expected = filtered(game, seat, &mut before, &rank);
            assert_eq!(game.preferred_action(seat, &mut after, &rank), expected);
            assert_eq!(before.next_u64(), after.next_u64(), "the same draws");
        }
    }

    #[test]
    fn a_preferred_move_is_the_filtered_legal_list_s_without_its_texts() {
        for players in 1..=4 {
            let mut game = Maracaibo::new(players, &Default::default(), players as u64).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(7);
            for step in 0..600 {
                let Some(&seat) = game.to_act().first() else { break };
                check_position(&game, seat, step);
                let action = game.random_action(seat, &mut rng).expect("a move");
                game.apply(seat, &action).unwrap();
            }
        }
    }
}
