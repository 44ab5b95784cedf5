//! `galleon arena`: AI levels play each other on seeded deals, every deal once per seating of the agents, and
//! the table of win rates, mean scores (95 % intervals) and decision times is printed as Markdown.
//!
//! Seatings: with `m` agents and `n` seats, seat `s` of seating `(r, o)` (r < m, o < n) gets agent
//! `((s + o) mod n + r) mod m`; repeated seatings are played once. Every agent then sits in every seat equally
//! often. Maracaibo solo (`--players 1`, `--option level:L`) plays the agent against Jeanne.
//!
//! An agent is a level with, optionally, its own budget: `normal@100ms` thinks 100 ms of wall time per decision,
//! `hard@6400` 6,400 iterations (spread over its trees); an agent without one takes `--time-ms` / `--iterations`
//! or the game's iteration budget. So a level can meet itself at two budgets, or a table's budget the arena's.
//!
//! A game is won by the agents holding a first place (a shared first place shares the win). The margin of a pair
//! of agents is, per game, the mean score of the first's seats minus the second's. Decision times count only
//! decisions with more than one legal move. With an iteration budget every game is reproducible: `--jobs` only
//! changes the wall time.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use clap::Args;
use galleon_ai::{choose, AiGame, Budget, Level};
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::Santiago;
use galleon_rules::{Game, GameOption};

#[derive(Args)]
pub struct ArenaArgs {
    /// puerto-rico, santiago or maracaibo.
    #[arg(long)]
    pub game: String,
    #[arg(long)]
    pub players: usize,
    /// Comma-separated agents spread over the seats: a level (random, easy, normal, hard), optionally with its
    /// own budget (`normal@100ms`, `hard@6400` iterations).
    #[arg(long, value_delimiter = ',', default_value = "random,easy,normal,hard")]
    pub agents: Vec<String>,
    /// Games to play (rounded up to whole deals, a deal being played once per seating).
    #[arg(long, default_value_t = 200)]
    pub games: usize,
    /// Search iterations of `normal` per decision (`hard`: 4×); default: the game's own.
    #[arg(long)]
    pub iterations: Option<u32>,
    /// Think this many milliseconds per decision at `normal` (`hard`: 6×) instead of an iteration budget.
    #[arg(long)]
    pub time_ms: Option<u64>,
    /// Game options as `name:value`, e.g. `level:3` (Maracaibo solo: Jeanne's level).
    #[arg(long = "option")]
    pub options: Vec<String>,
    /// First deal's seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Games played at once.
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
    /// Also list every game: its deal, the agent in each seat, the scores and the winners (to compare two runs
    /// deal by deal).
    #[arg(long)]
    pub list_games: bool,
}

/// A level playing with, optionally, its own budget.
#[derive(Debug)]
struct Agent {
    name: String,
    level: Level,
    budget: Option<Budget>,
}

impl Agent {
    /// `LEVEL`, `LEVEL@Nms` or `LEVEL@N` (iterations).
    fn parse(text: &str) -> Option<Agent> {
        let (level, budget) = match text.split_once('@') {
            Some((level, budget)) => (level, Some(parse_budget(budget)?)),
            None => (text, None),
        };
        Some(Agent {
            name: text.trim().to_string(),
            level: Level::parse(level)?,
            budget,
        })
    }
}

fn parse_budget(text: &str) -> Option<Budget> {
    match text.trim().strip_suffix("ms") {
        Some(ms) => ms.parse().ok().map(|ms| Budget::Time(Duration::from_millis(ms))),
        None => text.trim().parse().ok().map(Budget::Iterations),
    }
}

pub fn arena(args: ArenaArgs) -> i32 {
    let agents: Option<Vec<Agent>> = args.agents.iter().map(|a| Agent::parse(a)).collect();
    let Some(agents) = agents.filter(|a| !a.is_empty()) else {
        eprintln!("--agents: a comma-separated list of random, easy, normal, hard, each with an optional @100ms or @N iterations");
        return 2;
    };
    match args.game.as_str() {
        PuertoRico::ID => run::<PuertoRico>(&args, &agents),
        Santiago::ID => run::<Santiago>(&args, &agents),
        Maracaibo::ID => run::<Maracaibo>(&args, &agents),
        other => {
            eprintln!("unknown game {other}: puerto-rico, santiago or maracaibo");
            2
        }
    }
}

/// One finished game: its deal, per seat its agent (index) and score, the winners, and each decision's time per
/// agent.
struct Played {
    deal: u64,
    agents: Vec<usize>,
    scores: Vec<f64>,
    winners: Vec<usize>,
    times: Vec<(usize, Duration)>,
}

fn run<G: AiGame>(args: &ArenaArgs, agents: &[Agent]) -> i32 {
    let options: Vec<GameOption> = args
        .options
        .iter()
        .map(|o| {
            o.split_once(':')
                .map_or((o.clone(), String::new()), |(n, v)| (n.into(), v.into()))
        })
        .collect();
    let options = match G::parse_options(&options) {
        Ok(options) => options,
        Err(e) => {
            eprintln!("bad --option: {e:?}");
            return 2;
        }
    };
    if let Err(e) = G::new(args.players, &options, 0) {
        eprintln!("cannot set up {} for {} players: {e:?}", G::ID, args.players);
        return 2;
    }
    let seatings = seatings(agents.len(), args.players);
    let deals = args.games.div_ceil(seatings.len()).max(1);
    let jobs: Vec<(u64, &Vec<usize>)> = (0..deals as u64)
        .flat_map(|d| seatings.iter().map(move |s| (args.seed + d, s)))
        .collect();
    let budget = |agent: &Agent| agent.budget.unwrap_or_else(|| budget::<G>(args, agent.level));
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..args.jobs.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(&(deal, seating)) = jobs.get(i) else { break };
                let played = play::<G>(&options, args.players, deal, seating, agents, &budget);
                results.lock().expect("results").push(played);
            });
        }
    });
    let mut results = results.into_inner().expect("results");
    print_header::<G>(args, agents, deals, seatings.len(), started.elapsed());
    print_table(agents, &results);
    if args.list_games {
        results.sort_by(|a, b| (a.deal, &a.agents).cmp(&(b.deal, &b.agents)));
        print_games(agents, &results);
    }
    0
}

fn budget<G: AiGame>(args: &ArenaArgs, level: Level) -> Budget {
    let hard = level == Level::Hard;
    match (args.time_ms, args.iterations) {
        (Some(ms), _) => Budget::Time(Duration::from_millis(if hard { 6 * ms } else { ms })),
        (None, Some(n)) => Budget::Iterations(if hard { n * galleon_ai::budget::HARD_FACTOR } else { n }),
        (None, None) => Budget::Iterations(G::iterations(level)),
    }
}

/// Every distinct assignment of `agents` agents to `seats` seats (see the module doc).
fn seatings(agents: usize, seats: usize) -> Vec<Vec<usize>> {
    let mut found: Vec<Vec<usize>> = Vec::new();
    for r in 0..agents {
        for o in 0..seats {
            let seating: Vec<usize> = (0..seats).map(|s| ((s + o) % seats + r) % agents).collect();
            if !found.contains(&seating) {
                found.push(seating);
            }
        }
    }
    found
}

fn play<G: AiGame>(
    options: &G::Options,
    players: usize,
    deal: u64,
    seating: &[usize],
    agents: &[Agent],
    budget: &dyn Fn(&Agent) -> Budget,
) -> Played {
    let mut game = G::new(players, options, deal).expect("checked set-up");
    let mut times = Vec::new();
    for turn in 0u64.. {
        let Some(&seat) = game.to_act().first() else { break };
        let agent = seating[seat];
        let level = agents[agent].level;
        let seed = deal.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (turn << 8) ^ seat as u64;
        let timed = game.legal_count(seat) > 1;
        let start = Instant::now();
        let action = choose(&game, seat, level, budget(&agents[agent]), seed).expect("a move for the seat to act");
        if timed {
            times.push((agent, start.elapsed()));
        }
        game.apply(seat, &action).expect("the AI plays legal moves");
    }
    let outcome = game.outcome().expect("a finished game");
    let mut scores = vec![0.0; players];
    for standing in &outcome.standings {
        scores[standing.seat] = standing.score as f64;
    }
    Played {
        deal,
        agents: seating.to_vec(),
        scores,
        winners: outcome.winners(),
        times,
    }
}

fn print_header<G: AiGame>(args: &ArenaArgs, agents: &[Agent], deals: usize, seatings: usize, took: Duration) {
    let names: Vec<&str> = agents.iter().map(|a| a.name.as_str()).collect();
    let budget = match (args.time_ms, args.iterations) {
        (Some(ms), _) => format!("{ms} ms per decision (hard {} ms)", 6 * ms),
        (None, n) => {
            let normal = n.unwrap_or(G::iterations(Level::Normal));
            format!(
                "{normal} iterations (hard {})",
                normal * galleon_ai::budget::HARD_FACTOR
            )
        }
    };
    println!(
        "{} · {} players · {} · {} games ({deals} deals × {seatings} seatings) · {budget} · {:.0} s, {} jobs",
        G::ID,
        args.players,
        names.join(" vs "),
        deals * seatings,
        took.as_secs_f64(),
        args.jobs
    );
    if !args.options.is_empty() {
        println!("options: {}", args.options.join(" "));
    }
}

fn print_table(agents: &[Agent], results: &[Played]) {
    println!("\n| agent | seats | win rate | mean score | decision ms p50 / p90 / p99 / max |");
    println!("|---|---|---|---|---|");
    for (a, agent) in agents.iter().enumerate() {
        let mut wins = Vec::new();
        let mut scores = Vec::new();
        let mut times = Vec::new();
        for game in results.iter().filter(|g| g.agents.contains(&a)) {
            let mine = game.winners.iter().filter(|&&w| game.agents[w] == a).count();
            wins.push(mine as f64 / game.winners.len().max(1) as f64);
            scores.extend(
                (0..game.agents.len())
                    .filter(|&s| game.agents[s] == a)
                    .map(|s| game.scores[s]),
            );
            times.extend(
                game.times
                    .iter()
                    .filter(|t| t.0 == a)
                    .map(|t| t.1.as_secs_f64() * 1000.0),
            );
        }
        println!(
            "| {} | {} | {} | {} | {} |",
            agent.name,
            scores.len(),
            percent(&wins),
            interval(&scores),
            percentiles(&mut times)
        );
    }
    print_margins(agents, results);
}

fn print_games(agents: &[Agent], results: &[Played]) {
    println!("\n| deal | seats | scores | winners |\n|---|---|---|---|");
    for row in game_rows(agents, results) {
        println!("{row}");
    }
}

/// One Markdown row per game: deal, the agent of each seat, the scores and the winning seats.
fn game_rows(agents: &[Agent], results: &[Played]) -> Vec<String> {
    let joined = |items: Vec<String>| items.join(" ");
    results
        .iter()
        .map(|game| {
            let seats = joined(game.agents.iter().map(|&a| agents[a].name.clone()).collect());
            let scores = joined(game.scores.iter().map(|s| s.to_string()).collect());
            let winners = joined(game.winners.iter().map(|w| w.to_string()).collect());
            format!("| {} | {seats} | {scores} | {winners} |", game.deal)
        })
        .collect()
}

fn print_margins(agents: &[Agent], results: &[Played]) {
    if agents.len() < 2 {
        return;
    }
    println!("\n| pair | games | score margin |\n|---|---|---|");
    for a in 0..agents.len() {
        for b in a + 1..agents.len() {
            let margins: Vec<f64> = results
                .iter()
                .filter_map(|g| Some(mean_of(g, a)? - mean_of(g, b)?))
                .collect();
            let (a, b) = (&agents[a].name, &agents[b].name);
            println!("| {a} − {b} | {} | {} |", margins.len(), interval(&margins));
        }
    }
}

/// The mean score of `agent`'s seats in `game`, if it played.
fn mean_of(game: &Played, agent: usize) -> Option<f64> {
    let seats: Vec<f64> = (0..game.agents.len())
        .filter(|&s| game.agents[s] == agent)
        .map(|s| game.scores[s])
        .collect();
    (!seats.is_empty()).then(|| seats.iter().sum::<f64>() / seats.len() as f64)
}

/// Mean ± the half-width of its 95 % interval (normal approximation).
fn mean_ci(values: &[f64]) -> (f64, f64) {
    let n = values.len() as f64;
    if n < 1.0 {
        return (0.0, 0.0);
    }
    let mean = values.iter().sum::<f64>() / n;
    let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}

fn interval(values: &[f64]) -> String {
    let (mean, half) = mean_ci(values);
    format!("{mean:+.1} ± {half:.1}").trim_start_matches('+').to_string()
}

fn percent(values: &[f64]) -> String {
    let (mean, half) = mean_ci(values);
    format!("{:.1} % ± {:.1}", 100.0 * mean, 100.0 * half)
}

fn percentiles(times: &mut [f64]) -> String {
    if times.is_empty() {
        return "–".into();
    }
    times.sort_by(|a, b| a.partial_cmp(b).expect("finite"));
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    format!("{:.1} / {:.1} / {:.1} / {:.1}", at(0.5), at(0.9), at(0.99), at(1.0))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use galleon_ai::{Budget, Level};

    use galleon_rules::santiago::Santiago;

    use super::{game_rows, play, seatings, Agent};

    /// A whole seeded game between three agents, listed as one row: its deal, the seats' agents, their scores
    /// and the winners; the same deal plays the same game again.
    #[test]
    fn a_game_is_played_to_its_end_and_listed() {
        let agents: Vec<Agent> = ["random", "easy", "normal@5"]
            .iter()
            .map(|a| Agent::parse(a).expect("agent"))
            .collect();
        let budget = |agent: &Agent| agent.budget.unwrap_or(Budget::Iterations(0));
        let game = || play::<Santiago>(&Default::default(), 3, 7, &[2, 0, 1], &agents, &budget);
        let (first, again) = (game(), game());
        assert_eq!(
            (first.scores.clone(), first.winners.clone()),
            (again.scores, again.winners)
        );
        assert!(!first.winners.is_empty() && first.scores.iter().any(|&s| s > 0.0));
        let row = &game_rows(&agents, &[first])[0];
        assert!(row.starts_with("| 7 | normal@5 random easy | "), "{row}");
    }

    #[test]
    fn an_agent_is_a_level_with_an_optional_budget_of_its_own() {
        let parsed = |text: &str| Agent::parse(text).map(|a| (a.level, a.budget));
        assert_eq!(parsed("normal"), Some((Level::Normal, None)));
        let hundred_ms = Budget::Time(Duration::from_millis(100));
        assert_eq!(parsed("normal@100ms"), Some((Level::Normal, Some(hundred_ms))));
        assert_eq!(parsed("hard@6400"), Some((Level::Hard, Some(Budget::Iterations(6400)))));
        for bad in ["normal@", "normal@fast", "expert@100ms", "hard@-3"] {
            assert_eq!(parsed(bad), None, "{bad}");
        }
    }

    /// Every agent sits in every seat equally often, and no seating is played twice.
    #[test]
    fn seatings_are_balanced_and_distinct() {
        for (agents, seats) in [(1, 1), (2, 2), (2, 3), (2, 4), (2, 5), (3, 4), (4, 3), (4, 4)] {
            let all = seatings(agents, seats);
            for (i, seating) in all.iter().enumerate() {
                assert!(
                    !all[..i].contains(seating),
                    "{agents} agents, {seats} seats: seating repeated"
                );
            }
            for seat in 0..seats {
                let counts: Vec<usize> = (0..agents)
                    .map(|a| all.iter().filter(|s| s[seat] == a).count())
                    .collect();
                assert!(
                    counts.iter().all(|&c| c == counts[0] && c > 0),
                    "{agents} agents, {seats} seats: seat {seat} unbalanced {counts:?}"
                );
            }
        }
    }
}
