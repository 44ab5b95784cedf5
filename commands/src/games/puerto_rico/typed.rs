//! A move as a French player types it: the canonical text (`role settler`, `build small-indigo-plant`,
//! `move 1 from quarry to coffee-roaster`) with the French words the engine reads (`role planteur`,
//! `build petite teinturerie`, `déplacer 1 de carrière à brûlerie de café`), for `/aide`. A French text is only
//! given when the engine reads it back as the same move; otherwise the canonical text stays.

use galleon_rules::puerto_rico::{Action, BuildingId, Role, Tile};

use super::{building_name, role_name, tile_name};
use crate::base::io::Locale;

/// `text` as a reader of `locale` would type it (the canonical text for English, or when no French form reads
/// back as the same move).
pub fn typed(text: &str, locale: Locale) -> String {
    if locale == Locale::En {
        return text.to_string();
    }
    let Ok(action) = text.parse::<Action>() else {
        return text.to_string();
    };
    let same = |candidate: &String| candidate.parse::<Action>().is_ok_and(|a| a == action);
    [false, true]
        .into_iter()
        .map(|hyphens| french(text, hyphens))
        .find(same)
        .unwrap_or_else(|| text.to_string())
}

/// Word by word; names of several words joined by hyphens when `hyphens` (a name with « de » or « à » inside
/// would read as a step's `de`/`à` otherwise).
fn french(text: &str, hyphens: bool) -> String {
    let words: Vec<String> = text.split_whitespace().map(|w| french_word(w, hyphens)).collect();
    words.join(" ")
}

/// `corn:2` keeps its count: only the name before the colon is translated.
fn french_word(word: &str, hyphens: bool) -> String {
    if let Some((name, count)) = word.split_once(':') {
        return format!("{}:{count}", french_word(name, true));
    }
    let joined = |name: String| {
        let name = name.to_lowercase();
        if hyphens {
            name.replace(' ', "-")
        } else {
            name
        }
    };
    if let Some(building) = BuildingId::all().find(|b| b.id() == word) {
        return joined(building_name(building, Locale::Fr));
    }
    if let Some(role) = Role::ALL.into_iter().find(|r| r.id() == word) {
        return role_name(role, Locale::Fr).to_lowercase().replace(' ', "-");
    }
    if let Some(tile) = Tile::ALL.into_iter().find(|t| t.id() == word) {
        return joined(tile_name(tile, Locale::Fr));
    }
    let french = match word {
        "move" => "déplacer",
        "from" => "de",
        "to" => "à",
        "pass" => "passer",
        "confirm" => "valider",
        "pick" => "choisir",
        "guests" => "invités",
        "forest" => "forêt",
        "no-colonist" => "sans-colon",
        "all" => "tout",
        "loose" => "vrac",
        other => other,
    };
    french.to_string()
}

#[cfg(test)]
mod tests {
    use galleon_rules::puerto_rico::PuertoRico;
    use galleon_rules::Game;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;

    /// Every legal move of random games (the expansion's too) reads back the same from its French text, and
    /// most of them are in French.
    #[test]
    fn french_moves_read_back_as_the_same_move() {
        let (mut moves, mut french) = (0, 0);
        for (variant, seed) in [("basis", 1u64), ("extension", 2), ("random", 3)] {
            let options = PuertoRico::parse_options(&[("variant".into(), variant.into())]).unwrap();
            let mut game = PuertoRico::new(4, &options, seed).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while !game.is_over() {
                let seat = game.to_act()[0];
                for action in game.legal_starting_with(seat, "", 60) {
                    let text = action.to_string();
                    let typed = typed(&text, Locale::Fr);
                    assert_eq!(typed.parse::<Action>().unwrap(), action, "{text} → {typed}");
                    moves += 1;
                    french += usize::from(typed != text);
                }
                let action = game.random_action(seat, &mut rng).unwrap();
                game.apply(seat, &action).unwrap();
            }
        }
        assert!(french * 10 >= moves * 5, "{french} of {moves} moves in French");
        assert_eq!(typed("role settler", Locale::Fr), "role planteur");
        assert_eq!(typed("role settler", Locale::En), "role settler");
    }
}
