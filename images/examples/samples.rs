//! Writes sample board images of random games: `cargo run -p galleon-images --example samples -- DIR [MOVES]`.
//! Each game is played `MOVES` random moves (default 120, fewer if it ends) and drawn with its words' keys (the
//! host provides the real words: `galleon script --images DIR` draws them in the table's language).

use std::path::{Path, PathBuf};

use galleon_images::{png, Image, Keys};
use galleon_rules::maracaibo::Maracaibo;
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::Santiago;
use galleon_rules::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn play<G: Game>(players: usize, options: &G::Options, moves: usize) -> G {
    let mut game = G::new(players, options, 42).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    for _ in 0..moves {
        let Some(&seat) = game.to_act().first() else { break };
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
    }
    game
}

fn write(dir: &Path, name: &str, image: &Image) {
    let bytes = png(image).unwrap();
    let path: PathBuf = dir.join(format!("{name}.png"));
    std::fs::write(&path, &bytes).unwrap();
    std::fs::write(dir.join(format!("{name}.svg")), &image.svg).unwrap();
    println!(
        "{} {}×{} {} KB",
        path.display(),
        image.width,
        image.height,
        bytes.len() / 1024
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().unwrap_or_else(|| ".".to_string()));
    let moves: usize = args.next().and_then(|m| m.parse().ok()).unwrap_or(120);
    std::fs::create_dir_all(&dir).unwrap();
    let names: Vec<String> = ["Alice", "Bob", "Chloé", "Dan", "Eve"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let palms = Santiago::parse_options(&[("palms".into(), "on".into())]).unwrap();
    let sa = play::<Santiago>(4, &palms, moves);
    let extension = PuertoRico::parse_options(&[("variant".into(), "extension".into())]).unwrap();
    let pr = play::<PuertoRico>(4, &extension, moves);
    let ma = play::<Maracaibo>(3, &Maracaibo::parse_options(&[]).unwrap(), moves);
    write(
        &dir,
        "santiago",
        &galleon_images::santiago(&sa.public_view(), sa.outcome().as_ref(), &names[..4], &Keys),
    );
    write(
        &dir,
        "puerto-rico",
        &galleon_images::puerto_rico(&pr.public_view(), pr.outcome().as_ref(), &names[..4], &Keys),
    );
    write(
        &dir,
        "maracaibo",
        &galleon_images::maracaibo(&ma.public_view(), ma.outcome().as_ref(), &names[..3], &Keys),
    );
}
