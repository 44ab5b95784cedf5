//! Puerto Rico's `/start` option and verb commands: each fills one template of the engine's move grammar;
//! autocomplete matches the template against the legal moves (see `games/verbs.rs`).

use crate::base::io::OptionShape;
use crate::games::verbs::{led, opt, option, verb};
use crate::games::{Part, Verb};

pub(super) fn start_options() -> Vec<OptionShape> {
    let variant = option("variant", false);
    vec![variant.choosing(&["basis", "extension", "random"])]
}

pub(super) fn verbs() -> Vec<Verb> {
    use Part::Word;
    let good = || option("good", true);
    let no_colonist = || {
        let spec = option("colonist", false);
        opt(spec.choosing(&["no-colonist"]))
    };
    let forest = || {
        let spec = option("forest", false);
        opt(spec.choosing(&["forest"]))
    };
    let mut colonists = verb("colonists", vec![Word("colonists"), opt(option("arrangement", false))]);
    colonists.empty_means_suggested = true;
    vec![
        verb("role", vec![Word("role"), opt(option("role", true)), no_colonist()]),
        verb(
            "plant",
            vec![Word("plant"), opt(option("tile", true)), forest(), no_colonist()],
        ),
        verb("hacienda", vec![Word("hacienda"), forest()]),
        colonists,
        verb(
            "build",
            vec![
                Word("build"),
                opt(option("building", true)),
                led("black-market", option("black-market", false)),
                no_colonist(),
            ],
        ),
        verb("craft", vec![Word("craft"), opt(good())]),
        verb(
            "sell",
            vec![
                Word("sell"),
                opt(good()),
                opt(option("trading-post", false).choosing(&["trading-post"])),
            ],
        ),
        verb(
            "ship",
            vec![Word("ship"), opt(option("good", true)), opt(option("ship", true))],
        ),
        verb(
            "keep",
            vec![
                Word("keep"),
                Part::Opt {
                    spec: option("all", false),
                    lead: Some("all"),
                },
                led("one", option("one", false)),
                led("loose", option("loose", false)),
            ],
        ),
        verb("pick", vec![Word("pick"), opt(option("building", true))]),
        verb("guests", vec![Word("guests"), opt(option("where", true))]),
        verb("pass", vec![Word("pass")]),
    ]
}
