//! Puerto Rico's move words in French (see [`crate::games::phrasebook`]): the table `moves.fr.tsv` for the
//! grammar's words (`construire`, `déplacer … de … à …`, `sans-colon`…), the translations for the names of
//! roles, plantations, goods and buildings (`petit-marché`, `chercheur-d'or`).

use std::sync::LazyLock;

use galleon_rules::puerto_rico::{BuildingId, Role, Tile};

use super::words::{building_name, role_name, tile_name};
use crate::base::io::Locale;
use crate::games::phrasebook::Phrasebook;

/// The phrasebook, made once.
pub fn phrasebook() -> &'static Phrasebook {
    static BOOK: LazyLock<Phrasebook> = LazyLock::new(|| Phrasebook::new(include_str!("moves.fr.tsv"), names()));
    &BOOK
}

/// Every component a move names: (id, French name, English name).
fn names() -> Vec<(String, String, String)> {
    let both = |id: &str, name: &dyn Fn(Locale) -> String| (id.to_string(), name(Locale::Fr), name(Locale::En));
    let roles = Role::ALL.into_iter().map(|r| both(r.id(), &|l| role_name(r, l)));
    let tiles = Tile::ALL.into_iter().map(|t| both(t.id(), &|l| tile_name(t, l)));
    let buildings = BuildingId::all().map(|b| both(b.id(), &|l| building_name(b, l)));
    roles.chain(tiles).chain(buildings).collect()
}

#[cfg(test)]
mod tests {
    use galleon_rules::puerto_rico::{Action, PuertoRico};
    use galleon_rules::Game;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;

    /// Every legal move of random games (the expansion's too) shows in French words, and reads back as the same
    /// move from its French text and from its canonical text.
    #[test]
    fn french_moves_read_back_as_the_same_move() {
        let book = phrasebook();
        let english = [
            "role",
            "plant",
            "build",
            "colonists",
            "ship",
            "sell",
            "craft",
            "keep",
            "pass",
            "move",
        ];
        for (variant, seed) in [("basis", 1u64), ("extension", 2), ("random", 3)] {
            let options = PuertoRico::parse_options(&[("variant".into(), variant.into())]).unwrap();
            let mut game = PuertoRico::new(4, &options, seed).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while !game.is_over() {
                let seat = game.to_act()[0];
                for action in game.legal_starting_with(seat, "", 60) {
                    let text = action.to_string();
                    let french = book.show(&text, Locale::Fr);
                    let verb = french.split(' ').next().unwrap();
                    assert!(!english.contains(&verb), "{text} → {french}");
                    assert_eq!(
                        book.read(&french).parse::<Action>().unwrap(),
                        action,
                        "{text} → {french}"
                    );
                    assert_eq!(book.read(&text), text);
                }
                let action = game.random_action(seat, &mut rng).unwrap();
                game.apply(seat, &action).unwrap();
            }
        }
        assert_eq!(book.show("role settler", Locale::Fr), "rôle planteur");
        assert_eq!(book.show("build small-market", Locale::Fr), "construire petit-marché");
        assert_eq!(book.show("ship corn 6", Locale::Fr), "charger maïs 6");
        assert_eq!(book.read("Construire : petite teinturerie"), "build small-indigo-plant");
        assert_eq!(book.read("planter carrière"), "plant quarry");
        assert_eq!(book.read("rôle maire"), "role mayor");
    }
}
