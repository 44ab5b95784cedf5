use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::Game;
use rand::SeedableRng;

#[test]
fn smoke() {
    for players in 3..=5 {
        for seed in 0..20u64 {
            let mut g = PuertoRico::new(players, &Default::default(), seed).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut n = 0;
            while !g.is_over() {
                let seat = g.to_act()[0];
                let a = g.random_action(seat, &mut rng).unwrap();
                g.apply(seat, &a).unwrap();
                n += 1;
                assert!(n < 100000);
            }
            let o = g.outcome().unwrap();
            println!(
                "{players} {seed} {n} {:?}",
                o.standings.iter().map(|s| s.score).collect::<Vec<_>>()
            );
        }
    }
}
