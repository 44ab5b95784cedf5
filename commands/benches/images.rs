//! Board image cost: `board_image/<game>` times one board drawn to SVG with the host's French words and
//! rasterized to PNG (cycling over boards sampled from random games), as the host and its transport do;
//! afterwards each game's per-board render times (p50, p99) and PNG sizes (median, largest) are printed from a
//! plain timed pass over the same boards.
//!
//! Run: `cargo bench -p galleon-commands --bench images`.

use std::time::{Duration, Instant};

use criterion::Criterion;
use galleon_commands::io::Locale;
use galleon_commands::PictureWords;
use galleon_images::{png, Image};
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::Santiago;
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

type Draw = Box<dyn Fn() -> Image>;

/// Every 10th board of two random games (seeds 1 and 2) as closures drawing it.
fn boards<G: Game>(players: usize, options: &G::Options, draw: fn(&G::PublicView, &[String]) -> Image) -> Vec<Draw>
where
    G::PublicView: 'static,
{
    let mut out: Vec<Draw> = Vec::new();
    for seed in 1..=2 {
        let mut game = G::new(players, options, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut n = 0;
        while let Some(&seat) = game.to_act().first() {
            if n % 10 == 0 {
                let view = game.public_view();
                let names: Vec<String> = (0..players).map(|s| format!("Player {}", s + 1)).collect();
                out.push(Box::new(move || draw(&view, &names)));
            }
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
            n += 1;
        }
    }
    out
}

fn games() -> Vec<(&'static str, Vec<Draw>)> {
    let sa = Santiago::parse_options(&[("palms".into(), "on".into())]).unwrap();
    let pr = PuertoRico::parse_options(&[("variant".into(), "extension".into())]).unwrap();
    let ma = Maracaibo::parse_options(&[]).unwrap();
    vec![
        (
            "santiago",
            boards::<Santiago>(5, &sa, |v, n| {
                galleon_images::santiago(v, None, n, &PictureWords::new(Locale::Fr))
            }),
        ),
        (
            "puerto_rico",
            boards::<PuertoRico>(5, &pr, |v, n| {
                galleon_images::puerto_rico(v, None, n, &PictureWords::new(Locale::Fr))
            }),
        ),
        (
            "maracaibo",
            boards::<Maracaibo>(4, &ma, |v, n| {
                galleon_images::maracaibo(v, None, n, &PictureWords::new(Locale::Fr))
            }),
        ),
    ]
}

fn render(draw: &Draw) -> usize {
    png(&draw()).unwrap().len()
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// p50 / p99 render time and median / largest PNG per game, from one timed render of every board.
fn report(games: &[(&'static str, Vec<Draw>)]) {
    for (name, boards) in games {
        let mut times = Vec::with_capacity(boards.len());
        let mut sizes = Vec::with_capacity(boards.len());
        for draw in boards {
            let start = Instant::now();
            sizes.push(render(draw));
            times.push(start.elapsed());
        }
        times.sort();
        sizes.sort();
        println!(
            "board_image/{name}: {} boards · render p50 {:.1} ms · p99 {:.1} ms · PNG median {} KB · largest {} KB",
            boards.len(),
            percentile(&times, 0.5).as_secs_f64() * 1e3,
            percentile(&times, 0.99).as_secs_f64() * 1e3,
            sizes[sizes.len() / 2] / 1024,
            sizes[sizes.len() - 1] / 1024
        );
    }
}

fn main() {
    let games = games();
    let mut criterion = Criterion::default().configure_from_args();
    {
        let mut group = criterion.benchmark_group("board_image");
        for (name, boards) in &games {
            let mut next = 0;
            group.bench_function(*name, |b| {
                b.iter(|| {
                    next = (next + 1) % boards.len();
                    render(&boards[next])
                })
            });
        }
        group.finish();
    }
    criterion.final_summary();
    report(&games);
}
