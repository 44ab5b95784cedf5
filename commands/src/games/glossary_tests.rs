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
use super::{Live, RenderCx};
use crate::base::io::Locale;
use crate::tests::support::{play_forced, Starred, NAMES};
use crate::words::i18n::{i18n, t};

/// The words a game's boards use for its components and roles, by language (the list among them).
struct Vocabulary {
    en: &'static [&'static str],
    fr: &'static [&'static str],
    /// Words of the rules and pictures that `/info` finds for readers of either language.
    also: &'static [&'static str],
    /// Words of the results and move texts, by language, that `/info` finds for a reader of that language.
    results_en: &'static [&'static str],
    results_fr: &'static [&'static str],
    /// The picture's labels (message keys, read in each language, a trailing colon left out) naming a thing of
    /// the game.
    pictures: &'static [&'static str],
    /// The prefix of the result breakdown's keys (`pr-score-`): every one names a thing `/info` finds.
    scores: &'static str,
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
    results_en: &["tie-break", "VP chips", "buildings"],
    results_fr: &["départage", "jetons PV", "jetons de points de victoire"],
    pictures: &[
        "picture-pr-ships",
        "picture-pr-trading-house",
        "picture-pr-colonist-ship",
        "picture-pr-colonists-left",
        "picture-pr-vp-left",
        "picture-pr-quarries",
        "picture-pr-barrels-left",
        "picture-pr-plantations",
        "picture-pr-for-sale",
        "picture-pr-vp-chips",
        "picture-pr-governor",
    ],
    scores: "pr-score-",
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
    results_en: &[
        "ditch",
        "income",
        "personal canal unused",
        "personal canal used",
        "cell code",
    ],
    results_fr: &[
        "fossé",
        "revenu",
        "canal personnel disponible",
        "canal personnel posé",
        "code de case",
    ],
    pictures: &[
        "picture-sa-overseer",
        "picture-sa-desert",
        "picture-sa-workers-left",
        "picture-sa-canal-yes",
        "picture-sa-canal-used",
        "picture-sa-auction",
        "picture-sa-bids",
        "picture-sa-canals",
    ],
    scores: "sa-score-",
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
    results_en: &["upgrades", "discs", "majorities", "planned", "nobility", "cards"],
    results_fr: &[
        "améliorations",
        "disques",
        "majorités",
        "planifié",
        "noblesse",
        "cartes",
        "espions",
    ],
    pictures: &[
        "picture-mc-quests-left",
        "picture-mc-next-quest",
        "picture-mc-city-quest",
        "picture-mc-combat-token",
        "picture-mc-nation",
        "picture-mc-display",
        "picture-mc-quest",
        "picture-mc-prestige",
        "picture-mc-track",
        "picture-mc-vp",
        "picture-mc-income",
        "picture-mc-influence",
        "picture-mc-hand",
        "picture-mc-discs",
        "picture-mc-upgrades",
        "picture-mc-bought",
        "picture-mc-quests",
        "picture-mc-spies",
        "picture-mc-career",
        "picture-mc-tokens",
        "picture-mc-discs-left",
        "picture-mc-next-income",
        "picture-mc-upgrades-emptied",
        "picture-mc-automa-deck",
    ],
    scores: "mc-score-",
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
        let results = match locale {
            Locale::En => vocabulary.results_en,
            Locale::Fr => vocabulary.results_fr,
        };
        let mut keys: Vec<String> = vocabulary.pictures.iter().map(|k| k.to_string()).collect();
        keys.extend(scores(vocabulary.scores, locale));
        let labels: Vec<String> = keys
            .iter()
            .map(|key| t(locale, key).trim_end_matches([':', ' ']).to_string())
            .collect();
        let words = words.iter().chain(vocabulary.also).chain(results).copied();
        for word in words.chain(labels.iter().map(String::as_str)) {
            if live.info(word, &cx).is_none() {
                missing.push(format!("/info {word} ({locale:?}) finds nothing"));
            }
        }
        missing.extend(unexplained_cells(&boards, &live, &cx));
    }
    assert!(missing.is_empty(), "{missing:#?}");
}

/// The keys of a result breakdown's parts (`pr-score-…`), the expansion's included.
fn scores(prefix: &str, locale: Locale) -> Vec<String> {
    let mut keys: Vec<String> = i18n()
        .keys(locale)
        .into_iter()
        .filter(|k| k.starts_with(prefix))
        .collect();
    keys.sort();
    keys
}

/// Santiago's board cells (`Y32`: crop letter, owner, workers) that `/info` does not explain with the squares
/// showing them.
fn unexplained_cells<M: GameModule>(boards: &[String], live: &Live<M>, cx: &RenderCx) -> Vec<String> {
    let letters: Vec<String> = galleon_rules::santiago::Crop::ALL
        .iter()
        .map(|c| t(cx.locale, &format!("sa-letter-{}", c.id())))
        .collect();
    let mut missing = Vec::new();
    let Some(board) = boards.iter().rev().find(|b| b.contains('│')) else {
        return missing;
    };
    for cell in board.split(['│', ' ', '~', '*', '&']) {
        let chars: Vec<char> = cell.chars().collect();
        let [letter, owner, workers] = chars[..] else { continue };
        let code = letters.contains(&letter.to_string())
            && (owner == '·' || owner.is_ascii_digit())
            && workers.is_ascii_digit();
        if !code {
            continue;
        }
        let found = live.info(cell, cx).map(|doc| doc.starred()).unwrap_or_default();
        if !found.contains(cell) || !found.contains(|c: char| c.is_ascii_digit()) {
            missing.push(format!("/info {cell} ({:?}): {found}", cx.locale));
        }
    }
    missing
}

/// French articles and prepositions elide before a vowel (« l'intendant », « d'indigo »): no text of the French
/// files writes « le intendant ».
#[test]
fn french_texts_elide_before_a_vowel() {
    let elides = ["le", "la", "de", "que", "ne", "se", "je", "ce"];
    // Words that keep the article: numbers and names said as letters, and a few real exceptions.
    let keeps = [
        "un", "une", "uns", "onze", "huit", "ou", "où", "oui", "y", "a", "à", "en", "et", "on", "il",
    ];
    let mut found = Vec::new();
    for (locale, file, text) in crate::words::i18n::FILES {
        if *locale != Locale::Fr {
            continue;
        }
        // A variable (`de { $every }`), a variant's name and a line's end part words as a `|` does.
        let spaced = text.replace(['{', '}', '[', ']', '\n', '$'], " | ");
        let words: Vec<&str> = spaced
            .split(|c: char| !c.is_alphanumeric() && c != '|')
            .filter(|w| !w.is_empty())
            .collect();
        for pair in words.windows(2) {
            let (first, next) = (pair[0].to_lowercase(), pair[1].to_lowercase());
            let vowel = next.starts_with(['a', 'e', 'i', 'o', 'u', 'é', 'è', 'ê', 'â', 'î', 'ô', 'û']);
            if elides.contains(&first.as_str()) && vowel && !keeps.contains(&next.as_str()) {
                found.push(format!("{file}: « {first} {next} »"));
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
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
