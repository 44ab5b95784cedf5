//! Pending decisions: rewards and effects that need a choice (a nation, a ship zone, an explorer route, one of
//! several rewards) wait on a stack in [`super::state::Turn::pending`]; the top one must be settled before
//! anything else of the turn goes on. Rewards that need no choice are applied at once by [`State::grant`].
//!
//! * Decisions are taken in the order the effects happen: [`State::queue`] puts a list so that its first entry
//!   is settled first, and whatever settling one opens (a zone emptied by a disc, the reward of the space an
//!   explorer stops on) is settled before the rest of the list.
//! * Ruling: every pending reward may be forgone ([`Decision::Decline`]); players may always refuse a benefit.
//! * A decision with no legal choice lapses by itself (a disc removal with no legal zone is lost; an
//!   explorer at the end never moves; a nobility rank with no next band anywhere does nothing).
//! * Removing a zone's last disc grants the zone's immediate effects: a reward at once, `choose(…)` as a
//!   decision (U11).
//! * Explorer moves queue the red-line influence choices first, then the end's village actions, then the reward
//!   (or the quest) of the space stopped on.
//!
//! * Ruling: a city action's delivery may be declined; the printed action follows either way.
//!

use serde::{Deserialize, Serialize};

use super::combat::CombatAction;
use super::content::cards::CardId;
use super::content::common::{Code, Nation, Synergy};
use super::content::exploration::{SpaceId, SpaceKind};
use super::content::map::LocId;
use super::content::reward::Reward;
use super::content::ship::ZoneEffect;
use super::content::ContentPack;
use super::keys;
use super::main_action::MainAction;
use super::state::{QuestSource, State};
use super::village::VillageAction;
use crate::error::RuleError;
use crate::game::Seat;

use super::state::{Offer, Pending, Task};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decision {
    Nation(Nation),
    Zone(usize),
    /// Every space the explorer enters, in order.
    Route(Vec<SpaceId>),
    /// The n-th reward of a choice (0-based); 0 accepts an offer.
    Pick(usize),
    /// Deliver this hand card with a disc from this zone.
    Deliver {
        card: CardId,
        zone: usize,
    },
    Village(VillageAction),
    /// Pay with these hand cards (sorted).
    Pay(Vec<CardId>),
    /// Sail along these locations.
    Sail(Vec<LocId>),
    Main(MainAction),
    /// Reveal the top token of this combat pile (None: both piles are empty).
    Reveal(Option<u8>),
    Fight(Nation),
    Combat(CombatAction),
    /// +1 combat value for a combat point.
    BoostCp,
    /// +1 combat value for a reserve spy.
    BoostSpy,
    Token(Synergy),
    /// How many (at least 1).
    Count(u8),
    /// A nation, and the village for its cube (None: no cube can be placed).
    Place(Nation, Option<LocId>),
    Decline,
}

impl Task {
    /// The decision a reward needs, or None when it applies at once.
    pub fn for_reward(reward: Reward) -> Option<Task> {
        match reward {
            Reward::Discs(n) => Some(Task::Discs(n)),
            Reward::InfluenceAny(n) => Some(Task::Influence(n)),
            Reward::Explore(n) => Some(Task::Explore(n)),
            Reward::Rank => Some(Task::Rank),
            Reward::Combat => Some(Task::Combat),
            _ => None,
        }
    }

    /// Whether the task goes away by itself when it offers nothing but Decline.
    fn lapses(&self) -> bool {
        !matches!(
            self,
            Task::Influence(_) | Task::Choose(_) | Task::Village(_) | Task::Combat | Task::Deliver(_)
        )
    }
}

impl State {
    /// Applies a reward that needs no choice, or queues the decision it needs.
    pub fn grant(&mut self, pack: &ContentPack, seat: Seat, reward: Reward) {
        let player = &mut self.players[seat];
        match reward {
            Reward::Doubloons(n) => player.doubloons += n as u32,
            Reward::Vp(n) => player.vp += n as u32,
            Reward::DoubloonsAndVp(d, v) => {
                player.doubloons += d as u32;
                player.vp += v as u32;
            }
            Reward::CombatPoints(n) => self.gain_combat_points(pack, seat, n),
            Reward::Influence(nation, n) => self.gain_influence(pack, seat, nation, n),
            Reward::Spies(n) => {
                let taken = n.min(player.spies.supply);
                player.spies.supply -= taken;
                player.spies.reserve += taken;
            }
            Reward::Skull => {}
            Reward::Discs(_) | Reward::InfluenceAny(_) | Reward::Explore(_) | Reward::Rank | Reward::Combat => {
                let task = Task::for_reward(reward).expect("a reward with a choice");
                self.queue(pack, seat, vec![task]);
            }
        }
    }

    /// Grants rewards so that their decisions come out in the listed order.
    pub fn grant_in_order(&mut self, pack: &ContentPack, seat: Seat, rewards: &[Reward]) {
        for &reward in rewards.iter().rev() {
            self.grant(pack, seat, reward);
        }
    }

    /// Queues decisions for `seat`, the first of `tasks` to be settled first; choiceless ones lapse.
    pub fn queue(&mut self, pack: &ContentPack, seat: Seat, tasks: Vec<Task>) {
        for task in tasks.into_iter().rev() {
            self.turn.pending.push(Pending { seat, task });
        }
        self.lapse_choiceless(pack);
    }

    /// The decision to settle now, if any.
    pub fn pending(&self) -> Option<&Pending> {
        self.turn.pending.last()
    }

    fn lapse_choiceless(&mut self, pack: &ContentPack) {
        while let Some(top) = self.turn.pending.last() {
            if !top.task.lapses() || self.decisions_for(pack, top).len() > 1 {
                break;
            }
            let lapsed = self.turn.pending.pop().expect("checked above");
            // A combat with nothing left to do is over: its token still goes onto the ship.
            if matches!(lapsed.task, Task::FightFor | Task::CombatActions) {
                self.end_combat(lapsed.seat);
            }
        }
    }

    /// The legal decisions for the pending task (Decline last); empty when nothing is pending.
    pub fn decisions(&self, pack: &ContentPack) -> Vec<Decision> {
        self.pending().map_or_else(Vec::new, |p| self.decisions_for(pack, p))
    }

    fn decisions_for(&self, pack: &ContentPack, pending: &Pending) -> Vec<Decision> {
        let seat = pending.seat;
        let player = &self.players[seat];
        let mut decisions = match &pending.task {
            Task::Influence(_) => Nation::ALL.iter().map(|&n| Decision::Nation(n)).collect(),
            Task::Rank => Nation::ALL
                .iter()
                .filter(|n| pack.tracks.next_band(player.influence[n.index()]).is_some())
                .map(|&n| Decision::Nation(n))
                .collect(),
            Task::Discs(_) => self
                .removable_zones(pack, seat)
                .into_iter()
                .map(Decision::Zone)
                .collect(),
            Task::Explore(up_to) => self
                .explorer_moves(pack, seat, *up_to)
                .into_iter()
                .map(|m| Decision::Route(m.route))
                .collect(),
            Task::Choose(rewards) => (0..rewards.len()).map(Decision::Pick).collect(),
            Task::Village(_) => self
                .village_actions(pack, seat)
                .into_iter()
                .map(Decision::Village)
                .collect(),
            Task::Quest(source) => match self.quest_at(*source) {
                Some(quest) => self
                    .quest_payments(pack, seat, quest)
                    .into_iter()
                    .map(Decision::Pay)
                    .collect(),
                None => Vec::new(),
            },
            Task::Deliver(_) => self.delivery_decisions(pack, seat),
            Task::Offer(offer) => self
                .offer_open(seat, *offer)
                .then_some(Decision::Pick(0))
                .into_iter()
                .collect(),
            Task::SpyGoods { goods, .. } => self
                .identical_goods(pack, seat, *goods as usize)
                .into_iter()
                .map(Decision::Pay)
                .collect(),
            Task::ExtraSail(budget) => self
                .voyages(pack, seat, *budget)
                .into_iter()
                .map(|v| Decision::Sail(v.path))
                .collect(),
            Task::ExtraMain(_) => self.offered_at(pack, seat).into_iter().map(Decision::Main).collect(),
            Task::Combat => {
                let piles = self.open_piles();
                if piles.is_empty() {
                    vec![Decision::Reveal(None)]
                } else {
                    piles.into_iter().map(|p| Decision::Reveal(Some(p))).collect()
                }
            }
            Task::FightFor => self
                .fighting_nations(pack, seat)
                .into_iter()
                .map(Decision::Fight)
                .collect(),
            Task::CombatActions => {
                let options = self.combat_options(pack, seat);
                let mut decisions: Vec<Decision> = Self::affordable(&self.turn.combat, &options)
                    .map(Decision::Combat)
                    .collect();
                // A combat begun by a reward of this one's action replaced it (one combat at a time): once that
                // one is over, nothing is left to boost and this one lapses.
                // With no combat action type left the combat is over (rules: « plus de type d'action de combat
                // disponible »), so boosting is not offered and the combat lapses.
                let fighting = self.turn.combat.is_some() && !options.is_empty();
                if fighting && player.combat_points > 0 {
                    decisions.push(Decision::BoostCp);
                }
                if fighting && player.spies.reserve > 0 {
                    decisions.push(Decision::BoostSpy);
                }
                decisions
            }
            Task::SynergyAny => self
                .synergy_choices(pack, seat)
                .into_iter()
                .map(Decision::Token)
                .collect(),
            Task::SpiesOnCard => (1..=player.spies.reserve).map(Decision::Count).collect(),
            Task::VillageCube { rank } => self
                .village_cube_choices(pack, *rank)
                .into_iter()
                .map(|(n, at)| Decision::Place(n, at))
                .collect(),
        };
        decisions.push(Decision::Decline);
        decisions
    }

    /// Whether `decision` is one of [`State::decisions_for`], without listing them where that is costly.
    fn is_choice(&self, pack: &ContentPack, pending: &Pending, decision: &Decision) -> bool {
        match (&pending.task, decision) {
            (_, Decision::Decline) => true,
            (Task::Village(_), Decision::Village(action)) => self.is_village_action(pack, pending.seat, action),
            _ => self.decisions_for(pack, pending).contains(decision),
        }
    }

    /// Settles the pending decision for `seat`; on error nothing changes.
    pub fn decide(&mut self, pack: &ContentPack, seat: Seat, decision: &Decision) -> Result<(), RuleError> {
        let pending = self.pending().ok_or_else(|| RuleError::new(keys::NOTHING_TO_DECIDE))?;
        if pending.seat != seat {
            return Err(RuleError::new(crate::error::keys::NOT_YOUR_TURN).with("seat", seat));
        }
        if !self.is_choice(pack, pending, decision) {
            return Err(RuleError::new(keys::NOT_A_CHOICE));
        }
        let task = self.turn.pending.pop().expect("checked above").task;
        match (task, decision) {
            (Task::Deliver(action), Decision::Decline) => self.do_city_action(pack, seat, action),
            (Task::FightFor | Task::CombatActions, Decision::Decline) => self.end_combat(seat),
            (_, Decision::Decline) => {}
            (Task::Deliver(action), Decision::Deliver { card, zone }) => {
                // The delivery comes first: what its disc unlocks is settled before the city action's choices.
                let base = self.turn.pending.len();
                self.deliver(pack, seat, *card, *zone);
                let unlocked = self.turn.pending.split_off(base);
                self.do_city_action(pack, seat, action);
                self.turn.pending.extend(unlocked);
            }
            (Task::Village(left), Decision::Village(action)) => self.do_village_action(pack, seat, action, left),
            (Task::Quest(source), Decision::Pay(cards)) => self.fulfil_quest(pack, seat, source, cards),
            (Task::Offer(offer), Decision::Pick(_)) => self.accept_offer(pack, seat, offer),
            (Task::SpyGoods { action, next, .. }, Decision::Pay(cards)) => {
                self.discard_from_hand(seat, cards);
                self.run_spy_steps(pack, seat, action, next as usize);
            }
            (Task::Combat, Decision::Reveal(pile)) => {
                self.reveal(*pile);
                self.turn.pending.push(Pending {
                    seat,
                    task: Task::FightFor,
                });
            }
            (Task::FightFor, Decision::Fight(nation)) => {
                self.fight_for(pack, seat, *nation);
                self.turn.pending.push(Pending {
                    seat,
                    task: Task::CombatActions,
                });
            }
            (Task::CombatActions, Decision::Combat(action)) => self.do_combat_action(pack, seat, *action),
            (Task::CombatActions, Decision::BoostCp | Decision::BoostSpy) => self.boost(seat, decision),
            (Task::SynergyAny, Decision::Token(symbol)) => self.gain_synergy(pack, seat, *symbol),
            (Task::SpiesOnCard, Decision::Count(n)) => self.spies_on_card(pack, seat, *n),
            (Task::VillageCube { rank }, Decision::Place(nation, at)) => {
                self.place_village_cube(pack, seat, *nation, *at, rank)
            }
            (Task::ExtraSail(budget), Decision::Sail(path)) => self.extra_sail(pack, seat, path, budget),
            (Task::ExtraMain(mp), Decision::Main(action)) => {
                let village_actions = pack.ship.village_actions[(mp.clamp(1, 7) - 1) as usize];
                self.perform_main(pack, seat, *action, village_actions);
            }
            (Task::Influence(n), Decision::Nation(nation)) => self.gain_influence(pack, seat, *nation, n),
            (Task::Rank, Decision::Nation(nation)) => self.next_rank(pack, seat, *nation),
            (Task::Discs(n), Decision::Zone(zone)) => self.take_disc(pack, seat, *zone, n),
            (Task::Explore(up_to), Decision::Route(route)) => self.explore_route(pack, seat, up_to, route),
            (Task::Choose(rewards), Decision::Pick(i)) => self.grant(pack, seat, rewards[*i]),
            _ => unreachable!("decisions_for lists only matching decisions"),
        }
        self.lapse_choiceless(pack);
        self.advance_scoring(pack);
        Ok(())
    }

    fn take_disc(&mut self, pack: &ContentPack, seat: Seat, zone: usize, left: u8) {
        if left > 1 {
            self.turn.pending.push(Pending {
                seat,
                task: Task::Discs(left - 1),
            });
        }
        let emptied = self.remove_disc(pack, seat, zone).expect("listed as removable");
        if emptied {
            self.zone_emptied(pack, seat, zone);
        }
    }

    fn delivery_decisions(&self, pack: &ContentPack, seat: Seat) -> Vec<Decision> {
        let at = self.players[seat].ship;
        let zones = self.removable_zones(pack, seat);
        let mut decisions = Vec::new();
        for card in self.delivery_cards(pack, seat, at) {
            decisions.extend(zones.iter().map(|&zone| Decision::Deliver { card, zone }));
        }
        decisions
    }

    fn boost(&mut self, seat: Seat, source: &Decision) {
        let player = &mut self.players[seat];
        if *source == Decision::BoostCp {
            player.combat_points -= 1;
        } else {
            player.spies.reserve -= 1;
            player.spies.supply += 1;
        }
        self.turn.combat.as_mut().expect("a combat").value += 1;
        self.turn.pending.push(Pending {
            seat,
            task: Task::CombatActions,
        });
    }

    fn offer_open(&self, seat: Seat, offer: Offer) -> bool {
        let player = &self.players[seat];
        match offer {
            Offer::DiscardHandFor4d => !player.hand.is_empty(),
            Offer::TwoCpForInfluenceAnd6d => player.combat_points >= 2,
            Offer::SpyForVp(_) => player.spies.reserve > 0,
        }
    }

    fn accept_offer(&mut self, pack: &ContentPack, seat: Seat, offer: Offer) {
        match offer {
            Offer::DiscardHandFor4d => {
                let hand = std::mem::take(&mut self.players[seat].hand);
                self.board.discard.extend(hand);
                self.players[seat].doubloons += 4;
            }
            Offer::TwoCpForInfluenceAnd6d => {
                self.players[seat].combat_points -= 2;
                self.players[seat].doubloons += 6;
                self.queue(pack, seat, vec![Task::Influence(1)]);
            }
            Offer::SpyForVp(vp) => {
                let spies = &mut self.players[seat].spies;
                spies.reserve -= 1;
                spies.supply += 1;
                self.players[seat].vp += vp as u32;
            }
        }
    }

    /// Grants the immediate effects of a zone whose last disc is gone.
    pub fn zone_emptied(&mut self, pack: &ContentPack, seat: Seat, zone: usize) {
        for effect in &pack.ship.zones[zone].effect {
            match effect {
                ZoneEffect::Reward(reward) => self.grant(pack, seat, *reward),
                ZoneEffect::Choose(rewards) => self.queue(pack, seat, vec![Task::Choose(rewards.clone())]),
                _ => {}
            }
        }
    }

    fn explore_route(&mut self, pack: &ContentPack, seat: Seat, up_to: u8, route: &[SpaceId]) {
        let outcome = self
            .move_explorer(pack, seat, up_to, route)
            .expect("listed as a legal move");
        let mut tasks: Vec<Task> = outcome.influence_choices.iter().map(|&n| Task::Influence(n)).collect();
        if outcome.village_actions > 0 {
            tasks.push(Task::Village(outcome.village_actions));
        }
        // The stop's reward goes on the stack first so that the line choices, on top, are settled before it.
        let quest_here = self.board.track_quests[outcome.stop.0 as usize].is_some();
        match outcome.space {
            SpaceKind::Reward(reward) => self.grant(pack, seat, reward),
            SpaceKind::Quest if quest_here => {
                self.queue(pack, seat, vec![Task::Quest(QuestSource::Track(outcome.stop))]);
            }
            _ => {}
        }
        self.queue(pack, seat, tasks);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maracaibo::state::Phase;
    use crate::maracaibo::turn::tests::{pack, ready};

    fn zone(id: &str) -> usize {
        pack().ship.zones.iter().position(|z| z.id == id).unwrap()
    }

    fn space(id: &str) -> SpaceId {
        pack().exploration.find(id).unwrap()
    }

    fn route(ids: &str) -> Vec<SpaceId> {
        ids.split(' ').map(space).collect()
    }

    /// Seat 0 in Phase B.
    fn in_main() -> State {
        let mut state = ready(2, 21);
        state.turn.phase = Phase::Main;
        state
    }

    #[test]
    fn plain_rewards_apply_at_once() {
        let mut state = in_main();
        let before = state.players[0].clone();
        state.grant(pack(), 0, Reward::DoubloonsAndVp(2, 3));
        state.grant(pack(), 0, Reward::CombatPoints(9));
        state.grant(pack(), 0, Reward::Spies(2));
        state.grant(pack(), 0, Reward::Spies(2));
        state.grant(pack(), 0, Reward::Influence(Nation::Spain, 2));
        let after = &state.players[0];
        assert_eq!(after.doubloons, before.doubloons + 2);
        assert_eq!(after.vp, before.vp + 3);
        assert_eq!(after.combat_points, 8, "capped");
        assert_eq!(
            (after.spies.reserve, after.spies.supply),
            (5, 0),
            "2 + 3 from the supply: only what remains"
        );
        assert_eq!(after.influence, [0, 0, 2]);
        assert!(state.turn.pending.is_empty());
    }

    #[test]
    fn influence_of_your_choice_waits_for_a_nation() {
        let mut state = in_main();
        state.grant(pack(), 0, Reward::InfluenceAny(3));
        assert_eq!(
            state.decisions(pack()),
            [
                Decision::Nation(Nation::France),
                Decision::Nation(Nation::England),
                Decision::Nation(Nation::Spain),
                Decision::Decline
            ]
        );
        let wrong = state.decide(pack(), 1, &Decision::Nation(Nation::France)).unwrap_err();
        assert_eq!(wrong.key, crate::error::keys::NOT_YOUR_TURN);
        assert_eq!(
            state.decide(pack(), 0, &Decision::Zone(0)).unwrap_err().key,
            keys::NOT_A_CHOICE
        );
        state.decide(pack(), 0, &Decision::Nation(Nation::England)).unwrap();
        assert_eq!(state.players[0].influence, [0, 3, 0]);
        assert_eq!(
            state.decide(pack(), 0, &Decision::Decline).unwrap_err().key,
            keys::NOTHING_TO_DECIDE
        );
    }

    #[test]
    fn emptying_a_zone_grants_its_bonus_and_unlocks_the_next() {
        let mut state = in_main();
        let vp = state.players[0].vp;
        state.grant(pack(), 0, Reward::Discs(2));
        assert!(
            !state.decisions(pack()).contains(&Decision::Zone(zone("U6"))),
            "U6 needs U5 first"
        );
        state.decide(pack(), 0, &Decision::Zone(zone("U5"))).unwrap();
        assert_eq!(state.pending().map(|p| &p.task), Some(&Task::Discs(1)));
        state.decide(pack(), 0, &Decision::Zone(zone("U5"))).unwrap();
        assert_eq!(state.players[0].vp, vp + 3);
        assert!(state.turn.pending.is_empty());
        state.grant(pack(), 0, Reward::Discs(1));
        assert!(state.decisions(pack()).contains(&Decision::Zone(zone("U6"))));
    }

    #[test]
    fn a_disc_removal_with_no_legal_zone_lapses() {
        let mut state = in_main();
        state.players[0].discs.iter_mut().for_each(|d| *d = 0);
        state.grant(pack(), 0, Reward::Discs(2));
        assert!(state.turn.pending.is_empty());
    }

    #[test]
    fn u11_offers_its_three_rewards() {
        let mut state = in_main();
        for id in ["U1", "U2", "U4", "U5"] {
            state.players[0].discs[zone(id)] = 0;
        }
        state.players[0].discs[zone("U11")] = 1;
        let before = state.players[0].clone();
        state.grant(pack(), 0, Reward::Discs(1));
        state.decide(pack(), 0, &Decision::Zone(zone("U11"))).unwrap();
        assert_eq!(
            state.pending().map(|p| &p.task),
            Some(&Task::Choose(vec![
                Reward::Explore(3),
                Reward::DoubloonsAndVp(4, 4),
                Reward::Rank
            ]))
        );
        state.decide(pack(), 0, &Decision::Pick(1)).unwrap();
        assert_eq!(state.players[0].doubloons, before.doubloons + 4);
        assert_eq!(state.players[0].vp, before.vp + 4);
    }

    #[test]
    fn rank_lists_only_nations_with_a_next_band() {
        let mut state = in_main();
        let last = pack().tracks.influence_max;
        state.players[0].influence = [last, 0, last];
        state.grant(pack(), 0, Reward::Rank);
        assert_eq!(
            state.decisions(pack()),
            [Decision::Nation(Nation::England), Decision::Decline]
        );
        state.decide(pack(), 0, &Decision::Nation(Nation::England)).unwrap();
        let band = pack().tracks.next_band(0).unwrap();
        assert_eq!(state.players[0].influence, [last, band, last]);
        state.players[0].influence = [last; 3];
        state.grant(pack(), 0, Reward::Rank);
        assert!(state.turn.pending.is_empty(), "no band left anywhere: lapses");
    }

    #[test]
    fn an_explorer_move_crossing_the_red_line_asks_for_the_nation_then_the_stop_reward() {
        let mut state = in_main();
        state.players[0].explorer = space("5");
        let doubloons = state.players[0].doubloons;
        let vp = state.players[0].vp;
        state.grant(pack(), 0, Reward::Explore(3));
        state.decide(pack(), 0, &Decision::Route(route("6 7 8"))).unwrap();
        // Space 8 gives 3 doubloons at once; the red line (6 → 7) asks for a nation.
        assert_eq!(state.players[0].doubloons, doubloons + 3);
        assert_eq!(state.pending().map(|p| &p.task), Some(&Task::Influence(3)));
        state.decide(pack(), 0, &Decision::Nation(Nation::France)).unwrap();
        assert_eq!(state.players[0].influence, [3, 0, 0]);
        assert_eq!(state.players[0].vp, vp);
        assert!(state.turn.pending.is_empty());
    }

    #[test]
    fn the_stop_reward_that_needs_a_choice_comes_after_the_line() {
        let mut state = in_main();
        state.players[0].explorer = space("3");
        state.grant(pack(), 0, Reward::Explore(1));
        state.decide(pack(), 0, &Decision::Route(route("4"))).unwrap();
        assert_eq!(state.pending().map(|p| &p.task), Some(&Task::Influence(1)));
        state.decide(pack(), 0, &Decision::Decline).unwrap();
        assert_eq!(state.players[0].influence, [0, 0, 0]);
        assert!(state.turn.pending.is_empty());
    }

    #[test]
    fn phase_b_cannot_end_while_a_decision_waits() {
        let mut state = in_main();
        state.grant(pack(), 0, Reward::InfluenceAny(1));
        assert_eq!(state.end_main(pack(), 0).unwrap_err().key, keys::DECIDE_FIRST);
        state.decide(pack(), 0, &Decision::Decline).unwrap();
        state.end_main(pack(), 0).unwrap();
    }
}
