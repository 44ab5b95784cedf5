//! [`Maracaibo`]'s resampling ([`crate::Game::resample`]): a state one seat cannot tell from this one, for the
//! AI, and the card knowledge it rests on.
//!
//! # What a seat knows (rulings)
//! 1. **Public places** are kept as they are: the display, bought cards, planning zones once the game has begun,
//!    the cards Jeanne took, the map, tracks, revealed buildings, the top of the quest pile, every count.
//! 2. **Cards whose place a seat knows** stay in that place. A seat knows where its own hand, dealt cards and
//!    planned card are, and every seat knows where a card is that entered a hand from the display (a public
//!    draw, [`super::drawing::DrawSource::Display`]) until it is seen leaving that hand. A card that leaves a hand
//!    face down (paid, delivered, discarded: the log only counts them) is known to lie in the discard pile only to
//!    its owner, and the others forget what they knew of the rest of that hand too (they cannot tell which cards
//!    went), unless the whole hand went. The discards of the display and whatever the table knew lies in the
//!    discard pile stay known there, and still known (but not where) once the discard pile is shuffled into a new
//!    draw pile, until somebody draws from it face down (then only the drawer can tell which of them are left). This knowledge is kept in [`State::known`] from [`super::state::KNOWLEDGE_EDITION`] on; a game of
//!    an earlier edition resamples as if each seat knew its own cards only.
//! 3. **Every other card** (other seats' hands, dealt and, before the game begins, planned cards; the draw pile;
//!    the discard pile; the B cards left out of the game) is drawn again: the A cards and the special cards of the
//!    classic card are all in the game, the rest are B cards, any of those not seen anywhere. Each keeps the slot
//!    of the card it replaces (hand sizes, pile sizes and who knows that slot stay as they were). The draw pile
//!    is then shuffled as a whole (nobody knows its order), the discard pile is sorted (its order never matters:
//!    it is shuffled before use).
//! 4. **Careers** during set-up: the careers offered to and chosen by other seats are drawn from the careers the
//!    seat does not hold (once it has chosen, the one it turned down is no longer in the state and counts as
//!    unknown). Once the game has begun every career is public.
//! 5. **Face-down buildings** are drawn from the buildings not revealed; the **quest pile** under its face-up top,
//!    the two **combat-token piles** (their sizes kept) and **Jeanne's Automa deck** (its content is her cards
//!    minus her public discards) are shuffled. Quest tiles and combat tokens held by players were face up when
//!    taken, so they are kept. The generator is reseeded.
//!
//! Every pool is sorted before it is shuffled, so the result depends only on what the seat knows and on the
//! random generator given.
//!
//! A resampled state is a simulation for the AI: its moves update no card knowledge and log no move events
//! (nothing shows or saves it). Resampled again before a move, it gives what the state it came from gives;
//! after a move, each seat is taken to know its own cards only.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::content::cards::{CardId, Deck};
use super::content::ContentPack;
use super::instance::Maracaibo;
use super::setup::MAX_PLAYERS;
use super::state::{Phase, State};
use crate::game::Seat;

/// Every seat knows the card (bit per seat in [`State::known`]).
pub(crate) const EVERYBODY: u8 = u8::MAX;

/// Where a card lies, as far as knowledge is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Zone {
    /// Not in the game (B cards left out, unused special cards).
    Out,
    Pile,
    Discard,
    /// Face up for everybody: the display, bought cards, planning zones once the game has begun, Jeanne's cards.
    Public,
    /// A seat's hand (seat numbers fit a byte: the zones of every card are built at every move, so they stay small).
    Hand(u8),
    /// Set-up only: the dealt A cards and the planned card, both secret until every seat has chosen.
    Secret(u8),
}

fn bit(seat: impl Into<usize>) -> u8 {
    1 << seat.into()
}

/// Calls `f` with every card container of the state and the zone it stands for, always in the same order
/// (`setup`: whether the planning zones are still secret).
fn for_each_container(state: &State, setup: bool, mut f: impl FnMut(Zone, &[CardId])) {
    for (seat, player) in state.players.iter().enumerate() {
        let seat = seat as u8;
        f(Zone::Hand(seat), &player.hand);
        f(Zone::Secret(seat), &player.dealt);
        f(if setup { Zone::Secret(seat) } else { Zone::Public }, &player.planning);
        f(Zone::Public, &player.bought);
    }
    f(Zone::Pile, &state.board.draw_pile);
    f(Zone::Discard, &state.board.discard);
    f(Zone::Public, &state.board.display);
    if let Some(solo) = &state.solo {
        f(Zone::Public, &solo.cards);
    }
}

/// The zone of every card of the pack, indexed by [`CardId`].
pub(crate) fn card_zones(pack: &ContentPack, state: &State) -> Vec<Zone> {
    let mut zones = vec![Zone::Out; pack.cards.projects.len()];
    for_each_container(state, state.turn.phase == Phase::Setup, |zone, cards| {
        for card in cards {
            zones[card.0 as usize] = zone;
        }
    });
    zones
}

/// Where the cards lay before a move, taken cheaply (one copy of every container) since most moves move no card.
pub(crate) struct Snapshot {
    setup: bool,
    /// Per container in [`for_each_container`]'s order: its length (as a card id), then its cards (copied whole).
    flat: Vec<CardId>,
}

impl Snapshot {
    pub(crate) fn take(state: &State) -> Snapshot {
        let setup = state.turn.phase == Phase::Setup;
        let mut flat = Vec::with_capacity(256);
        for_each_container(state, setup, |_, cards| {
            flat.push(CardId(cards.len() as u16));
            flat.extend_from_slice(cards);
        });
        Snapshot { setup, flat }
    }

    /// Whether every card still lies where it lay (and the planning zones are as secret as they were).
    fn unchanged(&self, state: &State) -> bool {
        let mut same = self.setup == (state.turn.phase == Phase::Setup);
        let mut rest = self.flat.as_slice();
        for_each_container(state, self.setup, |_, cards| {
            // Most moves move no card: compare plain slices, and stop comparing at the first difference.
            if !same {
                return;
            }
            let Some((&len, tail)) = rest.split_first() else {
                same = false;
                return;
            };
            let len = len.0 as usize;
            // Without an early exit, so that the compiler compares many cards at once.
            same = len == cards.len()
                && tail.len() >= len
                && tail[..len]
                    .iter()
                    .zip(cards)
                    .fold(0, |differ, (a, b)| differ | (a.0 ^ b.0))
                    == 0;
            if same {
                rest = &tail[len..];
            }
        });
        same
    }

    /// Calls `f` with each container's index, zone, cards before the move and cards now (`state`: after it).
    fn each_container(&self, state: &State, mut f: impl FnMut(usize, Zone, &[CardId], &[CardId])) {
        let (mut rest, mut index) = (self.flat.as_slice(), 0);
        for_each_container(state, self.setup, |zone, now| {
            let (len, tail) = rest.split_first().expect("the same containers");
            let (then, tail) = tail.split_at(len.0 as usize);
            rest = tail;
            f(index, zone, then, now);
            index += 1;
        });
    }

    /// A bit per container ([`for_each_container`]'s order) whose cards changed.
    fn changed(&self, state: &State) -> u64 {
        // Four containers per player and four more: they fit the bits.
        const _: () = assert!(4 * MAX_PLAYERS + 4 <= u64::BITS as usize);
        let mut changed = 0;
        self.each_container(state, |index, _, then, now| {
            if !same_cards(then, now) {
                changed |= 1 << index;
            }
        });
        changed
    }

    /// The zone of every card before the move (`state`: after it; it has the same containers).
    fn zones(&self, pack: &ContentPack, state: &State) -> Vec<Zone> {
        let mut zones = vec![Zone::Out; pack.cards.projects.len()];
        let mut at = 0;
        for_each_container(state, self.setup, |zone, _| {
            let len = self.flat[at].0 as usize;
            for card in &self.flat[at + 1..at + 1 + len] {
                zones[card.0 as usize] = zone;
            }
            at += 1 + len;
        });
        zones
    }
}

/// Whether two containers hold the same cards in the same order; without an early exit, so that the compiler
/// compares many cards at once (most moves move no card).
fn same_cards(a: &[CardId], b: &[CardId]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0, |differ, (x, y)| differ | (x.0 ^ y.0)) == 0
}

/// Who knows each card's place when nothing was tracked: its owner, or everybody for a public card.
fn default_knowledge(zones: &[Zone]) -> Vec<u8> {
    zones
        .iter()
        .map(|zone| match zone {
            Zone::Public => EVERYBODY,
            Zone::Hand(seat) | Zone::Secret(seat) => bit(*seat),
            Zone::Out | Zone::Pile | Zone::Discard => 0,
        })
        .collect()
}

/// Who knows each card's place: [`State::known`], or [`default_knowledge`] when it is not tracked.
fn knowledge(state: &State, zones: &[Zone]) -> Vec<u8> {
    if state.known.len() == zones.len() {
        state.known.clone()
    } else {
        default_knowledge(zones)
    }
}

/// Updates [`State::known`] after a move, from where the cards lay before it.
pub(crate) fn track_move(pack: &ContentPack, state: &mut State, before: &Snapshot) {
    let tracked = state.known.len() == pack.cards.projects.len();
    if tracked && before.setup == (state.turn.phase == Phase::Setup) {
        track_changed(pack, state, before);
    } else if !before.unchanged(state) {
        let zones = before.zones(pack, state);
        track_knowledge(pack, state, &zones);
    }
}

/// [`track_knowledge`] for the cards of the containers that changed only: a card in a container that did not
/// change did not move (a card lies in one container), and most moves move a few cards or none.
fn track_changed(pack: &ContentPack, state: &mut State, before: &Snapshot) {
    let changed = before.changed(state);
    if changed == 0 {
        return;
    }
    let cards = pack.cards.projects.len();
    let (mut from, mut to) = (vec![Zone::Out; cards], vec![Zone::Out; cards]);
    // Sized for every card of the state, before and after, so that it never grows.
    let mut moved = Vec::with_capacity(2 * before.flat.len());
    before.each_container(state, |index, zone, then, now| {
        if changed & (1 << index) != 0 {
            then.iter().for_each(|card| from[card.0 as usize] = zone);
            now.iter().for_each(|card| to[card.0 as usize] = zone);
            moved.extend(then.iter().chain(now).map(|card| card.0 as usize));
        }
    });
    let mut known = std::mem::take(&mut state.known);
    update_known(state, &mut known, &moved, &from, &to);
    state.known = known;
}

/// Updates [`State::known`] after a move, from the zones of the cards `before` it (rulings 2 of the module doc).
fn track_knowledge(pack: &ContentPack, state: &mut State, before: &[Zone]) {
    let after = card_zones(pack, state);
    let mut known = if state.known.len() == before.len() {
        std::mem::take(&mut state.known)
    } else {
        default_knowledge(before)
    };
    let every: Vec<usize> = (0..before.len()).collect();
    update_known(state, &mut known, &every, before, &after);
    state.known = known;
}

/// The knowledge update of `cards` (indices; listing one twice changes nothing) from zone `from` to zone `to`,
/// which covers every card that moved.
fn update_known(state: &State, known: &mut [u8], cards: &[usize], from: &[Zone], to: &[Zone]) {
    // Bits of the seats whose hand was blurred, and of those who drew from a pile face down.
    let (mut blurred, mut drawers) = (0u8, 0u8);
    for &card in cards {
        let (from, to) = (from[card], to[card]);
        if from == to {
            continue;
        }
        if let (Zone::Pile | Zone::Discard, Zone::Hand(seat)) = (from, to) {
            drawers |= bit(seat);
        }
        known[card] = match (from, to) {
            (_, Zone::Public) | (Zone::Public, _) => EVERYBODY,
            (_, Zone::Out) => 0,
            (_, Zone::Hand(seat) | Zone::Secret(seat)) => bit(seat),
            (Zone::Hand(seat), Zone::Discard) => {
                if !state.players[seat as usize].hand.is_empty() {
                    blurred |= bit(seat);
                }
                known[card]
            }
            _ => known[card],
        };
    }
    // A face-down draw from the pile: only the drawer can tell which of the cards the others knew there is left.
    if drawers != 0 {
        for card in &state.board.draw_pile {
            known[card.0 as usize] &= drawers;
        }
    }
    // Cards paid face down from a hand that is not empty: the others cannot tell which ones went. That hand
    // changed, so its cards are among `cards`.
    if blurred != 0 {
        for &card in cards {
            if let (Zone::Hand(seat), Zone::Hand(_) | Zone::Discard) = (from[card], to[card]) {
                if blurred & bit(seat) != 0 {
                    known[card] = bit(seat);
                }
            }
        }
    }
}

impl Maracaibo {
    pub(crate) fn resampled<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Maracaibo {
        let mut game = self.clone();
        let stale = game.knowledge_is_stale();
        let (pack, state) = game.parts_mut();
        resample_cards(pack, state, seat, stale, rng);
        resample_careers(pack, state, seat, rng);
        resample_buildings(pack, state, rng);
        resample_stacks(state, rng);
        state.rng = ChaCha8Rng::seed_from_u64(rng.gen());
        game.into_simulation()
    }
}

/// Whether `seat` does not know where `card` (in `zone`) lies.
fn unknown(zone: Zone, known: u8, seat: Seat) -> bool {
    let hidden_zone = match zone {
        Zone::Public => false,
        Zone::Hand(owner) | Zone::Secret(owner) => owner as Seat != seat,
        Zone::Out | Zone::Pile | Zone::Discard => true,
    };
    hidden_zone && known & bit(seat) == 0
}

/// Rulings 2 and 3 of the module doc (`stale`: the state's card knowledge is out of date, each seat knows its
/// own cards only).
fn resample_cards<R: Rng + ?Sized>(pack: &ContentPack, state: &mut State, seat: Seat, stale: bool, rng: &mut R) {
    let zones = card_zones(pack, state);
    let known = if stale {
        default_knowledge(&zones)
    } else {
        knowledge(state, &zones)
    };
    let added = &pack.classic.card(state.level).expect("the game's level").add_cards;
    let optional = |card: usize| pack.cards.projects[card].deck == Deck::B && !added.contains(&CardId(card as u16));
    let unknown_card = |card: usize| unknown(zones[card], known[card], seat);
    // Cards that must fill the unknown slots, then the B cards that may.
    let mut pool: Vec<CardId> = Vec::new();
    let mut candidates: Vec<CardId> = Vec::new();
    let mut slots = 0;
    for card in (0..zones.len()).filter(|&c| unknown_card(c)) {
        let in_game = zones[card] != Zone::Out;
        slots += usize::from(in_game);
        if optional(card) {
            candidates.push(CardId(card as u16));
        } else if in_game {
            pool.push(CardId(card as u16));
        }
    }
    let (chosen, _) = candidates.partial_shuffle(rng, slots - pool.len());
    pool.extend_from_slice(chosen);
    pool.sort_unstable();
    pool.shuffle(rng);
    let mut fresh = pool.into_iter();
    let mut next_known = known.clone();
    for card in (0..zones.len()).filter(|&c| unknown_card(c)) {
        next_known[card] = 0;
    }
    let mut refill = |cards: &mut Vec<CardId>, hand: bool, next_known: &mut Vec<u8>| {
        let mut slot_knowledge: Vec<u8> = Vec::new();
        cards.retain(|card| {
            let keep = !unknown_card(card.0 as usize);
            if !keep {
                slot_knowledge.push(known[card.0 as usize]);
            }
            keep
        });
        if !hand {
            slot_knowledge.sort_unstable();
        }
        for knowledge in slot_knowledge {
            let card = fresh.next().expect("one card per unknown slot");
            next_known[card.0 as usize] = knowledge;
            cards.push(card);
        }
    };
    for (owner, player) in state.players.iter_mut().enumerate() {
        if owner != seat {
            refill(&mut player.hand, true, &mut next_known);
            refill(&mut player.dealt, true, &mut next_known);
            refill(&mut player.planning, true, &mut next_known);
        }
    }
    refill(&mut state.board.discard, false, &mut next_known);
    refill(&mut state.board.draw_pile, false, &mut next_known);
    state.board.discard.sort_unstable();
    state.board.draw_pile.sort_unstable();
    state.board.draw_pile.shuffle(rng);
    if !state.known.is_empty() {
        state.known = next_known;
    }
}

/// Ruling 4: other seats' careers during set-up.
fn resample_careers<R: Rng + ?Sized>(pack: &ContentPack, state: &mut State, seat: Seat, rng: &mut R) {
    if state.turn.phase != Phase::Setup {
        return;
    }
    let mine = &state.players[seat];
    let mut pool: Vec<usize> = (0..pack.careers.cards.len())
        .filter(|c| !mine.careers_offered.contains(c) && mine.career != Some(*c))
        .collect();
    pool.shuffle(rng);
    let mut fresh = pool.into_iter();
    for (owner, player) in state.players.iter_mut().enumerate() {
        if owner == seat {
            continue;
        }
        for offered in &mut player.careers_offered {
            *offered = fresh.next().expect("enough careers");
        }
        if player.career.is_some() {
            let career = fresh.next().expect("enough careers");
            player.career = Some(career);
            player.goals_claimed = vec![false; pack.careers.cards[career].goals.len()];
        }
    }
}

/// Ruling 5: the face-down buildings.
fn resample_buildings<R: Rng + ?Sized>(pack: &ContentPack, state: &mut State, rng: &mut R) {
    let buildings = &mut state.board.buildings;
    let mut pool: Vec<usize> = (0..pack.prestige.buildings.len())
        .filter(|b| !buildings.iter().any(|slot| slot.revealed && slot.building == *b))
        .collect();
    pool.shuffle(rng);
    for (slot, building) in buildings.iter_mut().filter(|s| !s.revealed).zip(pool) {
        slot.building = building;
    }
}

/// Ruling 5: the quest pile under its top, the combat-token piles and Jeanne's deck.
fn resample_stacks<R: Rng + ?Sized>(state: &mut State, rng: &mut R) {
    let quests = &mut state.board.quest_pile;
    if let Some(under_top) = quests.len().checked_sub(1) {
        quests[..under_top].sort_unstable();
        quests[..under_top].shuffle(rng);
    }
    let [first, second] = &mut state.board.combat_piles;
    let mut tokens: Vec<usize> = first.iter().chain(second.iter()).copied().collect();
    tokens.sort_unstable();
    tokens.shuffle(rng);
    let rest = tokens.split_off(first.len());
    (*first, *second) = (tokens, rest);
    if let Some(solo) = &mut state.solo {
        solo.deck.sort_unstable();
        solo.deck.shuffle(rng);
    }
}

#[cfg(test)]
mod tests {
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::game::Game;
    use crate::maracaibo::action::Action;
    use crate::maracaibo::game::Options;
    use crate::maracaibo::state::MOVES_EDITION;

    fn rng(seed: u64) -> ChaCha8Rng {
        ChaCha8Rng::seed_from_u64(seed)
    }

    /// Plays random moves until `stop` holds for the game and the seat to act (None if the game ends first).
    fn play_until(game: &mut Maracaibo, seed: u64, stop: impl Fn(&Maracaibo, Seat) -> bool) -> Option<Seat> {
        let mut rng = rng(seed);
        while let Some(seat) = game.to_act().choose(&mut rng).copied() {
            if stop(game, seat) {
                return Some(seat);
            }
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
        None
    }

    /// A 3-player game where seat 1 has just drawn a display card in Phase C; returns it and that card.
    fn after_display_draw(seed: u64, edition: Option<u32>) -> (Maracaibo, CardId) {
        let mut game = Maracaibo::new(3, &Options::default(), seed).unwrap();
        if let Some(edition) = edition {
            game.set_edition(edition);
        }
        let drawing = |g: &Maracaibo, seat: Seat| {
            seat == 1
                && g.state().turn.phase == Phase::Draw
                && g.legal_actions(1).iter().any(|a| matches!(a, Action::Draw(Some(_))))
                && g.state().players[1].hand.len() >= 2
        };
        play_until(&mut game, seed, drawing).expect("seat 1 draws from the display at some point");
        let card = *game.state().board.display.first().unwrap();
        let id = game.pack().cards.card(card).id.clone();
        game.apply(1, &Action::Draw(Some(id))).unwrap();
        (game, card)
    }

    #[test]
    fn a_card_drawn_from_the_display_stays_in_that_hand_for_the_others() {
        for seed in 0..4 {
            let (game, card) = after_display_draw(seed, None);
            let mut others = HashSetOf::default();
            for sample in 0..8 {
                let resampled = game.resample(0, &mut rng(sample));
                let hand = &resampled.state().players[1].hand;
                assert!(hand.contains(&card), "seed {seed}: the display card left seat 1's hand");
                assert_eq!(hand.len(), game.state().players[1].hand.len());
                others.insert(hand.clone());
            }
            assert!(others.len() > 1, "the cards seat 0 never saw are drawn again");
        }
    }

    type HashSetOf = std::collections::HashSet<Vec<CardId>>;

    /// Swaps a card of seat 1's hand with one of the draw pile, with what each seat knows of them.
    fn swap_with_pile(game: &Maracaibo, in_hand: CardId) -> Maracaibo {
        let mut other = game.clone();
        let (_, state) = other.parts_mut();
        let from_pile = state.board.draw_pile[0];
        let hand = &mut state.players[1].hand;
        let slot = hand.iter().position(|&c| c == in_hand).unwrap();
        hand[slot] = from_pile;
        state.board.draw_pile[0] = in_hand;
        state.known.swap(in_hand.0 as usize, from_pile.0 as usize);
        other
    }

    #[test]
    fn resampling_reads_only_what_the_seat_knows() {
        let (game, seen) = after_display_draw(4, None);
        let hand = &game.state().players[1].hand;
        let unseen = *hand.iter().find(|&&c| c != seen).unwrap();
        let sample = |g: &Maracaibo| g.resample(0, &mut rng(7));
        assert_eq!(
            sample(&swap_with_pile(&game, unseen)),
            sample(&game),
            "which unseen card seat 1 holds is hidden from seat 0"
        );
        assert_ne!(
            sample(&swap_with_pile(&game, seen)),
            sample(&game),
            "the card seat 0 saw seat 1 draw is known"
        );
    }

    #[test]
    fn an_earlier_edition_keeps_no_knowledge_and_saves_as_before() {
        let (game, card) = after_display_draw(1, Some(MOVES_EDITION));
        assert!(game.state().known.is_empty());
        let saved = serde_json::to_value(&game).unwrap();
        assert!(
            saved["state"].get("known").is_none(),
            "an old game's stored form does not change"
        );
        let moved = (0..16).any(|s| !game.resample(0, &mut rng(s)).state().players[1].hand.contains(&card));
        assert!(moved, "without knowledge the display card is resampled like any other");
    }

    #[test]
    fn a_face_down_draw_blurs_what_the_others_knew_of_the_draw_pile() {
        let (mut game, _) = after_display_draw(3, None);
        let (pack, state) = game.parts_mut();
        // Everybody saw these two cards go to the discard pile, then the discard pile became the draw pile.
        let seen: Vec<CardId> = state.board.draw_pile.drain(..).collect();
        let before = card_zones(pack, state);
        for card in &seen {
            state.known[card.0 as usize] = EVERYBODY;
        }
        state.board.draw_pile = seen[..2].to_vec();
        state.board.discard.extend(&seen[2..]);
        let before_draw = card_zones(pack, state);
        track_knowledge(pack, state, &before);
        assert_eq!(state.known[seen[0].0 as usize], EVERYBODY);
        // Seat 2 draws one of them face down: the others cannot tell which one is left.
        let drawn = state.board.draw_pile.pop().unwrap();
        state.players[2].hand.push(drawn);
        track_knowledge(pack, state, &before_draw);
        assert_eq!(state.known[drawn.0 as usize], bit(2u8));
        assert_eq!(
            state.known[seen[0].0 as usize],
            bit(2u8),
            "only the drawer knows which card is left"
        );
    }

    #[test]
    fn cards_paid_face_down_blur_what_the_others_knew_of_that_hand() {
        let (mut game, card) = after_display_draw(2, None);
        let (pack, state) = game.parts_mut();
        let before = card_zones(pack, state);
        assert_eq!(state.known[card.0 as usize], EVERYBODY);
        // Seat 1 pays one of its other cards face down: nobody can tell whether the display card went.
        let hand = &mut state.players[1].hand;
        let paid = hand.remove(hand.iter().position(|&c| c != card).unwrap());
        state.board.discard.push(paid);
        track_knowledge(pack, state, &before);
        assert_eq!(state.known[card.0 as usize], bit(1u8));
        assert_eq!(state.known[paid.0 as usize], bit(1u8));
        // The whole hand discarded: everybody knows those cards lie in the discard pile.
        let before = card_zones(pack, state);
        state.known[card.0 as usize] = EVERYBODY;
        let hand = std::mem::take(&mut state.players[1].hand);
        state.board.discard.extend(hand);
        track_knowledge(pack, state, &before);
        assert_eq!(state.known[card.0 as usize], EVERYBODY);
    }

    /// Every card of the pack lies in one place at most, the A cards and the classic card's special cards all
    /// lie somewhere, and hands and piles keep their sizes.
    fn check_cards(pack: &ContentPack, game: &State, resampled: &State) {
        let zones = card_zones(pack, resampled);
        let located = |s: &State| -> Vec<CardId> {
            let mut all: Vec<CardId> = s
                .board
                .draw_pile
                .iter()
                .chain(&s.board.discard)
                .chain(&s.board.display)
                .copied()
                .collect();
            for p in &s.players {
                all.extend(p.hand.iter().chain(&p.dealt).chain(&p.planning).chain(&p.bought));
            }
            all.extend(s.solo.iter().flat_map(|solo| solo.cards.iter()));
            all
        };
        let mut cards = located(resampled);
        let count = cards.len();
        cards.sort_unstable();
        cards.dedup();
        assert_eq!(cards.len(), count, "a card lies in two places");
        assert_eq!(count, located(game).len());
        let added = &pack.classic.card(game.level).unwrap().add_cards;
        for card in pack.cards.in_deck(Deck::A).chain(added.iter().copied()) {
            assert_ne!(zones[card.0 as usize], Zone::Out, "an A or special card left the game");
        }
        for (a, b) in game.players.iter().zip(&resampled.players) {
            assert_eq!(
                (a.hand.len(), a.dealt.len(), a.planning.len()),
                (b.hand.len(), b.dealt.len(), b.planning.len())
            );
        }
        assert_eq!(game.board.draw_pile.len(), resampled.board.draw_pile.len());
        assert_eq!(game.board.quest_pile.last(), resampled.board.quest_pile.last());
    }

    #[test]
    fn resampling_keeps_every_card_once_and_the_seats_own_cards() {
        for (players, seed) in [(2, 0), (3, 1), (4, 2), (1, 3)] {
            let mut game = Maracaibo::new(players, &Options::default(), seed).unwrap();
            let mut rng = rng(seed);
            let mut moves = 0;
            while let Some(seat) = game.to_act().choose(&mut rng).copied() {
                if moves % 23 == 0 {
                    let resampled = game.resample(seat, &mut rng);
                    check_cards(game.pack(), game.state(), resampled.state());
                    let (mine, theirs) = (&game.state().players[seat], &resampled.state().players[seat]);
                    assert_eq!(
                        (&mine.hand, &mine.dealt, &mine.planning),
                        (&theirs.hand, &theirs.dealt, &theirs.planning)
                    );
                }
                let action = game.random_action(seat, &mut rng).unwrap();
                game.apply(seat, &action).unwrap();
                moves += 1;
            }
        }
    }

    /// The state without what a simulation does not keep (card knowledge, the log's events).
    fn course(state: &State) -> State {
        let mut state = state.clone();
        state.known.clear();
        state.log = Default::default();
        state
    }

    #[test]
    fn a_simulation_plays_exactly_as_a_tracked_game_but_keeps_no_knowledge() {
        for seed in 0..6 {
            let mut game = Maracaibo::new(2 + seed as usize % 3, &Options::default(), seed).unwrap();
            play_until(&mut game, seed, |g, _| g.state().turn.phase != Phase::Setup);
            let simulation = game.resample(0, &mut rng(seed));
            // Read back from its stored form, the same state tracks again like any game.
            let mut tracked: Maracaibo = serde_json::from_str(&serde_json::to_string(&simulation).unwrap()).unwrap();
            let mut simulation = simulation;
            let known_at_resampling = simulation.state().known.clone();
            let mut rng = rng(seed + 100);
            while let Some(seat) = simulation.to_act().choose(&mut rng).copied() {
                assert_eq!(tracked.to_act(), simulation.to_act());
                let action = simulation.random_action(seat, &mut rng).unwrap();
                simulation.apply(seat, &action).unwrap();
                tracked.apply(seat, &action).unwrap();
                assert_eq!(
                    course(simulation.state()),
                    course(tracked.state()),
                    "seed {seed}: {action}"
                );
            }
            assert!(tracked.is_over());
            assert_eq!(
                simulation.state().known,
                known_at_resampling,
                "a simulation tracks nothing"
            );
            assert_ne!(tracked.state().known, known_at_resampling, "the tracked game does");
        }
    }

    #[test]
    fn during_set_up_the_other_seats_deals_and_careers_are_drawn_again() {
        let game = Maracaibo::new(3, &Options::default(), 5).unwrap();
        let mut careers = std::collections::HashSet::new();
        let mut deals = HashSetOf::default();
        for sample in 0..8 {
            let resampled = game.resample(0, &mut rng(sample));
            let state = resampled.state();
            assert_eq!(state.players[0], game.state().players[0], "seat 0's own set-up is kept");
            careers.insert(state.players[1].careers_offered.clone());
            deals.insert(state.players[2].dealt.clone());
            let offered: Vec<usize> = state.players.iter().flat_map(|p| p.careers_offered.clone()).collect();
            let mut unique = offered.clone();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(unique.len(), offered.len(), "a career offered twice");
        }
        assert!(careers.len() > 1 && deals.len() > 1);
    }

    #[test]
    fn face_down_buildings_and_stacks_are_drawn_again_but_the_quest_top_stays() {
        let game = Maracaibo::new(2, &Options::default(), 9).unwrap();
        let state = game.state();
        let mut hidden = std::collections::HashSet::new();
        for sample in 0..8 {
            let resampled = game.resample(0, &mut rng(sample));
            let other = resampled.state();
            for (a, b) in state.board.buildings.iter().zip(&other.board.buildings) {
                if a.revealed {
                    assert_eq!(a, b);
                }
            }
            assert_eq!(state.board.quest_pile.last(), other.board.quest_pile.last());
            hidden.insert((
                other.board.buildings.iter().map(|b| b.building).collect::<Vec<_>>(),
                other.board.quest_pile.clone(),
                other.board.combat_piles.clone(),
            ));
        }
        assert_eq!(hidden.len(), 8);
    }
}
