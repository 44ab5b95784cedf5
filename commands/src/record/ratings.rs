//! Ratings: one Weng-Lin rating (the `skillratings` crate, its default configuration) per player, game and
//! server, worked out from the server's archive of finished games.
//!
//! Rulings:
//! - Nothing is stored: the ratings are recomputed from the finished games' records whenever they are read, in
//!   one order that depends only on the records (when each game finished, then its channel and number), so a
//!   store rebuilt from an export, whatever order its records come back in, gives the same ratings. A finished
//!   game changes the ratings as soon as its record is archived.
//! - A game is rated once: a record of the same channel, game number and seed seen again (a restored game
//!   archived twice) is passed over.
//! - Rated games: free-for-all games of 1 to 5 seats, every seat its own team, ranked by the game's standings
//!   (a tie shares the rank). Aborted games never reach the archive. A game in which an AI that took over a seat
//!   finished it is not rated (its result is neither the person's nor the AI's alone; `/stats` counts it apart
//!   too); once the person came back to the seat and finished it, the result is theirs and the game is rated.
//! - An AI level is one player (`🤖 normal`), whatever its seat's number: two seats of one level in one game
//!   play as two teams from the same rating, and the level's new rating is the mean of the two results.
//! - A solo game (Maracaibo against Jeanne) is rated as a two-player game against the Automa, who is one player
//!   per level (`🤖 Jeanne, level 3`; `level:easy` or `medium` alone is level 3, like no level). She ranks by
//!   score against the player: a tie is a tie (and no win for either). A one-seat game without an automa is
//!   not rated.
//! - The rating shown is the conservative estimate μ − 3σ (it starts at 0 and grows as the system becomes sure
//!   of a player's skill), with one decimal.

use std::collections::{BTreeMap, HashSet};

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

use super::FinishedGame;
use crate::base::ids::{is_ai, level_of};

/// The most seats of a rated game.
pub const MAX_RATED_SEATS: usize = 5;
/// Jeanne's level when a solo game's options name none in 1–5 (Maracaibo's own default).
const DEFAULT_AUTOMA_LEVEL: u8 = galleon_rules::maracaibo::game::DEFAULT_SOLO_LEVEL;

/// Who holds a rating.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Rater {
    /// A person, by their newest display name.
    Person(String),
    /// An AI level (`normal`).
    Ai(String),
    /// An automa, by its name, at a level.
    Automa(String, u8),
}

/// One player's rating in one game.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    pub who: Rater,
    pub rating: WengLinRating,
    /// Rated games played, and won (a first place, shared on a tie; against an automa, a score above hers).
    pub games: u64,
    pub wins: u64,
}

impl Rating {
    fn new(who: Rater) -> Rating {
        Rating {
            who,
            rating: WengLinRating::new(),
            games: 0,
            wins: 0,
        }
    }

    /// The rating shown: μ − 3σ.
    pub fn shown(&self) -> f64 {
        self.rating.rating - 3.0 * self.rating.uncertainty
    }
}

/// The key of a person (their user id), an AI level (`ai:normal`) or an automa (`automa:Jeanne:3`).
pub type RaterKey = String;

/// One seat of a rated game: who, their rank, whether they won.
struct Seat {
    key: RaterKey,
    who: Rater,
    rank: usize,
    won: bool,
}

/// Every player's rating in `game`, by key, from `records` (in any order).
pub fn ratings(records: &[FinishedGame], game: &str) -> BTreeMap<RaterKey, Rating> {
    let mut rated: Vec<&FinishedGame> = records.iter().filter(|r| r.game == game).collect();
    rated.sort_by(|a, b| (a.finished_at, &a.channel, a.number).cmp(&(b.finished_at, &b.channel, b.number)));
    let mut seen = HashSet::new();
    let mut ratings = BTreeMap::new();
    for record in rated {
        if !seen.insert((&record.channel, record.number, record.seed)) {
            continue;
        }
        if let Some(seats) = rated_seats(record) {
            update(&mut ratings, &seats);
        }
    }
    ratings
}

/// The seats of `record` as rated, None when the game is not rated (see the rulings).
fn rated_seats(record: &FinishedGame) -> Option<Vec<Seat>> {
    let count = record.seats.len();
    let rated = (1..=MAX_RATED_SEATS).contains(&count) && record.finished_by_takeover().is_empty();
    if !rated || record.result.len() != count {
        return None;
    }
    let mut seats: Vec<Seat> = record
        .result
        .iter()
        .map(|standing| {
            let user = record.seats.get(standing.seat)?;
            let (key, who) = match level_of(&user.id).filter(|_| is_ai(&user.id)) {
                Some(level) => (format!("ai:{}", level.as_str()), Rater::Ai(level.as_str().to_string())),
                None => (user.id.clone(), Rater::Person(user.name.clone())),
            };
            Some(Seat {
                key,
                who,
                rank: standing.rank,
                won: record.won(standing),
            })
        })
        .collect::<Option<_>>()?;
    match (&record.automa, count) {
        (Some((name, score)), 1) => {
            let player = record.result.first()?.score;
            let level = automa_level(record);
            seats[0].rank = if player >= *score { 1 } else { 2 };
            seats.push(Seat {
                key: format!("automa:{name}:{level}"),
                who: Rater::Automa(name.clone(), level),
                rank: if *score >= player { 1 } else { 2 },
                won: *score > player,
            });
            Some(seats)
        }
        (None, 2..) => Some(seats),
        _ => None,
    }
}

/// The automa's level a solo game's options name (see the rulings).
fn automa_level(record: &FinishedGame) -> u8 {
    let named = record.options.iter().find(|(name, _)| name == "level");
    named
        .and_then(|(_, value)| value.trim().parse::<u8>().ok())
        .filter(|level| (1..=5).contains(level))
        .unwrap_or(DEFAULT_AUTOMA_LEVEL)
}

/// One rated game: every seat a team of one, from its player's rating before the game.
fn update(ratings: &mut BTreeMap<RaterKey, Rating>, seats: &[Seat]) {
    let before: Vec<[WengLinRating; 1]> = seats
        .iter()
        .map(|seat| [ratings.get(&seat.key).map_or_else(WengLinRating::new, |r| r.rating)])
        .collect();
    let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
        .iter()
        .zip(seats)
        .map(|(team, seat)| (&team[..], MultiTeamOutcome::new(seat.rank)))
        .collect();
    let after = weng_lin_multi_team(&teams, &WengLinConfig::new());
    let mut results: BTreeMap<&str, (Vec<WengLinRating>, bool, &Rater)> = BTreeMap::new();
    for (seat, team) in seats.iter().zip(after) {
        let entry = results.entry(&seat.key).or_insert((Vec::new(), false, &seat.who));
        entry.0.extend(team);
        entry.1 |= seat.won;
    }
    for (key, (new, won, who)) in results {
        let rating = ratings
            .entry(key.to_string())
            .or_insert_with(|| Rating::new(who.clone()));
        let n = new.len() as f64;
        rating.rating = WengLinRating {
            rating: new.iter().map(|r| r.rating).sum::<f64>() / n,
            uncertainty: new.iter().map(|r| r.uncertainty).sum::<f64>() / n,
        };
        // A person's newest name.
        rating.who = who.clone();
        rating.games += 1;
        rating.wins += u64::from(won);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::io::User;
    use galleon_rules::Standing;

    fn user(id: &str) -> User {
        User {
            id: id.to_string(),
            name: id.to_string(),
        }
    }

    fn record(channel: &str, number: u64, at: u64, seats: &[&str], scores: &[i64]) -> FinishedGame {
        let mut order: Vec<usize> = (0..seats.len()).collect();
        order.sort_by_key(|s| std::cmp::Reverse(scores[*s]));
        let result: Vec<Standing> = order
            .iter()
            .map(|&seat| Standing {
                seat,
                rank: 1 + scores.iter().filter(|s| **s > scores[seat]).count(),
                score: scores[seat],
                tiebreak: 0,
                breakdown: Vec::new(),
            })
            .collect();
        let json = serde_json::json!({
            "format": super::super::FORMAT, "version": super::super::VERSION, "game": "puerto-rico",
            "number": number, "channel": channel, "finished_at": at, "seed": number, "options": [],
            "seats": seats.iter().map(|s| user(s)).collect::<Vec<_>>(), "moves": [], "result": result,
            "state": null,
        });
        serde_json::from_value(json).unwrap()
    }

    #[test]
    fn winners_rise_losers_fall_and_an_ai_level_is_one_player() {
        let records = vec![
            record("t", 1, 10, &["alice", "bob", "ai:normal:1"], &[50, 40, 30]),
            record("u", 1, 20, &["alice", "ai:normal:1", "ai:normal:2"], &[50, 45, 20]),
        ];
        let ratings = ratings(&records, "puerto-rico");
        assert_eq!(ratings.len(), 3);
        let (alice, bob, normal) = (&ratings["alice"], &ratings["bob"], &ratings["ai:normal"]);
        assert_eq!((alice.games, alice.wins, normal.games, normal.wins), (2, 2, 2, 0));
        assert!(alice.rating.rating > bob.rating.rating && bob.rating.rating > normal.rating.rating);
        assert!(normal.rating.rating < 25.0);
        assert!(alice.shown() > normal.shown() && normal.who == Rater::Ai("normal".into()));
    }

    #[test]
    fn the_order_of_the_records_and_a_game_seen_twice_change_nothing() {
        let a = record("t", 1, 10, &["alice", "bob", "ai:hard:1"], &[30, 40, 50]);
        let b = record("t", 2, 20, &["alice", "bob", "ai:hard:1"], &[60, 40, 50]);
        let forward = ratings(&[a.clone(), b.clone()], "puerto-rico");
        assert_eq!(forward, ratings(&[b.clone(), a.clone(), b], "puerto-rico"));
        let alone = ratings(&[a], "puerto-rico");
        assert_ne!(forward["alice"], alone["alice"]);
    }

    #[test]
    fn takeovers_six_seats_and_a_seat_alone_without_automa_are_unrated() {
        let six = record("t", 1, 1, &["a", "b", "c", "d", "e", "f"], &[1, 2, 3, 4, 5, 6]);
        let alone = record("t", 2, 2, &["a"], &[1]);
        let mut taken = record("t", 3, 3, &["ai:normal:1", "b", "c"], &[1, 2, 3]);
        taken.takeovers.push(
            serde_json::from_value(serde_json::json!({
                "game": 3, "seat": 0, "user": user("a"), "bot": "ai:normal:1", "how": "resign"
            }))
            .unwrap_or_else(|_| panic!("a takeover reads")),
        );
        assert!(ratings(&[six, alone, taken.clone()], "puerto-rico").is_empty());
        // The person came back to their seat and finished it: the game is theirs, and rated.
        taken.seats[0] = user("a");
        let rated = ratings(&[taken], "puerto-rico");
        assert_eq!(rated.len(), 3, "{rated:?}");
    }

    #[test]
    fn a_solo_game_rates_the_player_against_the_automa_of_its_level() {
        let mut solo = record("t", 1, 1, &["alice"], &[80]);
        solo.automa = Some(("Jeanne".into(), 70));
        solo.options = vec![("level".into(), "4".into())];
        let mut tie = record("t", 2, 2, &["alice"], &[70]);
        tie.automa = Some(("Jeanne".into(), 70));
        let ratings = ratings(&[solo, tie], "puerto-rico");
        let (four, three) = (&ratings["automa:Jeanne:4"], &ratings["automa:Jeanne:3"]);
        assert_eq!((four.games, four.wins, three.games, three.wins), (1, 0, 1, 0));
        assert_eq!(ratings["alice"].wins, 1);
        assert!(ratings["alice"].rating.rating > 25.0 && four.rating.rating < 25.0);
    }
}
