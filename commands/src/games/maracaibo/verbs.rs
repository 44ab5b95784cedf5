//! Maracaibo's verb commands: each fills one template of the engine's move grammar; autocomplete matches the
//! template against the legal moves (see `games/verbs.rs`).

use crate::games::verbs::{led, opt, option, verb};
use crate::games::{Part, Verb};

pub fn verbs() -> Vec<Verb> {
    use Part::Word;
    vec![
        verb("sail", vec![Word("sail"), opt(option("route", true))]),
        verb(
            "deliver",
            vec![Word("deliver"), opt(option("card", true)), opt(option("zone", true))],
        ),
        verb("city", vec![Word("city")]),
        verb("village", vec![Word("village"), opt(option("action", false))]),
        verb(
            "buy",
            vec![
                Word("buy"),
                opt(option("card", true)),
                led("herbs", option("herbs", false)),
            ],
        ),
        verb("quest", vec![Word("quest"), opt(option("tile", true))]),
        verb("spy", vec![Word("spy"), opt(option("card", true))]),
        verb("combat", vec![Word("combat"), opt(option("action", true))]),
        verb("explore", vec![Word("explore"), opt(option("spaces", true))]),
        verb("draw", vec![Word("draw"), opt(option("card", true))]),
        verb(
            "plan",
            vec![
                Word("plan"),
                opt(option("card", true)),
                led("keep", option("keep", false)),
            ],
        ),
        verb("career", vec![Word("career"), opt(option("career", true))]),
        verb("invest", vec![Word("invest"), opt(option("building", true))]),
        verb("done", vec![Word("done")]),
    ]
}
