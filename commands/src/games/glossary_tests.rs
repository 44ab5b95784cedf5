//! `/info` knows every word the boards use for a component or a role, in both languages: random games are
//! walked, and each word of a game's board vocabulary must show on its boards and resolve.

use std::sync::Arc;

use galleon_rules::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::glossary::key;
use super::maracaibo::MaracaiboModule;
use super::puerto_rico::PuertoRicoModule;
use super::roles::*;
use super::santiago::SantiagoModule;
use super::test_support::{play_forced, Starred, NAMES};
use super::{Live, RenderCx};
use crate::base::io::Locale;

/// The words a game's boards use for its components and roles, by language (the list among them).
struct Vocabulary {
    en: &'static [&'static str],
    fr: &'static [&'static str],
    /// Words of the rules and pictures that `/info` finds for readers of either language.
    also: &'static [&'static str],
}

const PUERTO_RICO: Vocabulary = Vocabulary {
    en: &[
        "governor",
        "Roles",
        "Colonists",
        "VP chips",
        "Cargo ships",
        "Trading house",
        "Barrels",
        "plantations",
        "quarries",
        "doubloons",
        "San Juan",
        "island",
        "city",
        "Buildings in play",
        "Settler",
        "Mayor",
        "Builder",
        "Craftsman",
        "Trader",
        "Captain",
        "corn",
        "indigo",
        "sugar",
        "tobacco",
        "coffee",
        "colonist ship",
    ],
    fr: &[
        "gouverneur",
        "Colons",
        "points de victoire",
        "Navires marchands",
        "Magasin",
        "Tonneaux",
        "Plantations visibles",
        "carrières",
        "doublons",
        "San Juan",
        "île",
        "cité",
        "Bâtiments en jeu",
        "maïs",
        "indigo",
        "sucre",
        "tabac",
        "café",
    ],
    also: &[
        "VP chips",
        "jetons de PV",
        "cargo ship",
        "navire marchand",
        "colonist",
        "colon",
        "governor",
    ],
};

const SANTIAGO: Vocabulary = Vocabulary {
    en: &[
        "overseer",
        "Spring",
        "canals",
        "palms",
        "auction",
        "Bids",
        "Proposals",
        "workers",
        "personal canal",
        "escudos",
        "desert",
        "watered",
        "potatoes",
        "beans",
        "peppers",
        "bananas",
        "sugar cane",
        "drought",
    ],
    fr: &[
        "constructeur",
        "Source",
        "canaux",
        "palmiers",
        "enchères",
        "Mises",
        "Offres",
        "travailleurs agricoles",
        "canal personnel",
        "escudos",
        "désert",
        "irrigué",
        "pommes de terre",
        "haricots",
        "piments",
        "bananes",
        "canne à sucre",
        "sécheresse",
    ],
    also: &[
        "overseer",
        "contremaître",
        "drought",
        "sécheresse",
        "watered",
        "irrigué",
        "escudos",
    ],
};

const MARACAIBO: Vocabulary = Vocabulary {
    en: &[
        "Markets",
        "Nations",
        "Quests",
        "Spies",
        "Explorers",
        "Display",
        "combat tokens",
        "VP",
        "income",
        "hand",
        "career",
        "MP",
        "cp",
    ],
    fr: &[
        "Marchés",
        "Nations",
        "Quêtes",
        "Espions",
        "Explorateurs",
        "Étalage",
        "jetons de combat",
        "Prestige",
        "PV",
        "revenu",
        "main",
        "carrière",
        "PM",
        "pc",
    ],
    also: &[
        "combat token",
        "jeton de combat",
        "crown",
        "couronne",
        "Jeanne",
        "La Havane",
        "Havana",
        "spies",
        "prestige",
    ],
};

/// Boards of a random game of `module`'s game in `locale`, at every move (at most `moves`), and the game then.
fn walk<M: GameModule>(module: M, players: usize, seed: u64, locale: Locale, moves: usize) -> (Vec<String>, Live<M>) {
    let options = M::G::parse_options(&[]).unwrap();
    let mut game = M::G::new(players, &options, seed).unwrap();
    let names: Vec<String> = NAMES[..players].iter().map(|n| n.to_string()).collect();
    let cx = RenderCx::chat(locale, &names);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut boards = Vec::new();
    play_forced(&module, &mut game);
    while !game.is_over() && boards.len() < moves {
        boards.push(module.board(&game.public_view(), &cx).starred());
        let to_act = game.to_act();
        let seat = to_act[rng.gen_range(0..to_act.len())];
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
        play_forced(&module, &mut game);
    }
    boards.push(module.board(&game.public_view(), &cx).starred());
    let live = Live {
        module: Arc::new(module),
        game,
    };
    (boards, live)
}

/// Each vocabulary word shows on some board of the language (as a word, singular or plural) and `/info`
/// explains it to a reader of that language.
fn check<M: GameModule>(module: impl Fn() -> M, players: usize, vocabulary: &Vocabulary, moves: usize) {
    let mut missing = Vec::new();
    for (locale, words) in [(Locale::En, vocabulary.en), (Locale::Fr, vocabulary.fr)] {
        let (boards, live) = walk(module(), players, 3, locale, moves);
        let shown: Vec<String> = boards.iter().map(|b| format!(" {} ", key(b))).collect();
        let names: Vec<String> = NAMES[..players].iter().map(|n| n.to_string()).collect();
        let cx = RenderCx::chat(locale, &names);
        for word in words {
            let wanted = format!(" {} ", key(word));
            if !shown.iter().any(|b| b.contains(&wanted)) {
                missing.push(format!("{word:?} is on no {locale:?} board"));
            }
        }
        for word in words.iter().chain(vocabulary.also) {
            if live.info(word, &cx).is_none() {
                missing.push(format!("/info {word} ({locale:?}) finds nothing"));
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
}

#[test]
fn every_puerto_rico_board_word_resolves() {
    check(|| PuertoRicoModule, 3, &PUERTO_RICO, 2000);
}

#[test]
fn every_santiago_board_word_resolves() {
    check(|| SantiagoModule, 3, &SANTIAGO, 2000);
}

#[test]
fn every_maracaibo_board_word_resolves() {
    check(|| MaracaiboModule, 2, &MARACAIBO, 600);
}

/// A building shown in any of the board's forms (full, short, abbreviated) is found by that form.
#[test]
fn crowded_board_building_names_resolve() {
    let (_, live) = walk(PuertoRicoModule, 3, 1, Locale::En, 1);
    let names = ["a".to_string(), "b".to_string(), "c".to_string()];
    for locale in [Locale::En, Locale::Fr] {
        let cx = RenderCx::chat(locale, &names);
        for building in galleon_rules::puerto_rico::BuildingId::all() {
            for prefix in ["pr-building-", "pr-short-", "pr-abbr-"] {
                let name = crate::words::i18n::t(locale, &format!("{prefix}{}", building.id()));
                // A name that is also a good's (`Indigo`) finds the good, which names its buildings.
                let found = live.info(&name, &cx).map(|doc| doc.starred()).unwrap_or_default();
                let full = crate::words::i18n::t(locale, &format!("pr-building-{}", building.id()));
                assert!(found.contains(&full), "/info {name}: {found}");
            }
        }
    }
}
