//! Maracaibo's verb commands: each fills one template of the engine's move grammar; autocomplete matches the
//! template against the legal moves (see `games/verbs.rs`).

use crate::base::io::OptionSpec;
use crate::games::verbs::{led, opt, option, verb};
use crate::games::{Part, Verb};

fn card(required: bool, en: &'static str, fr: &'static str) -> OptionSpec {
    option("card", "carte", en, fr, required)
}

pub fn verbs() -> Vec<Verb> {
    use Part::Word;
    vec![
        verb(
            "sail",
            "naviguer",
            "Maracaibo, phase A: sail (every location entered, the last is your stop)",
            "Maracaibo, phase A : naviguer (chaque lieu traversé, le dernier est l'arrêt)",
            vec![
                Word("sail"),
                opt(option(
                    "route",
                    "trajet",
                    "Locations entered, e.g. 2 3 4",
                    "Lieux traversés, ex. 2 3 4",
                    true,
                )),
            ],
        ),
        verb(
            "deliver",
            "livrer",
            "Maracaibo: deliver a hand card to the market (a disc from a ship zone)",
            "Maracaibo : livrer une carte de la main au marché (un disque d'une zone du navire)",
            vec![
                Word("deliver"),
                opt(card(true, "The card delivered", "La carte livrée")),
                opt(option(
                    "zone",
                    "zone",
                    "The ship zone the disc comes from",
                    "La zone du navire d'où vient le disque",
                    true,
                )),
            ],
        ),
        verb(
            "city",
            "ville",
            "Maracaibo: main action, the city action (with its delivery)",
            "Maracaibo : action principale, l'action de la ville (avec sa livraison)",
            vec![Word("city")],
        ),
        verb(
            "village",
            "village",
            "Maracaibo: the main action village actions, or one village action",
            "Maracaibo : l'action principale villages, ou une action de village",
            vec![
                Word("village"),
                opt(option(
                    "action",
                    "action",
                    "One village action (empty: the main action)",
                    "Une action de village (vide : l'action principale)",
                    false,
                )),
            ],
        ),
        verb(
            "buy",
            "acheter",
            "Maracaibo: buy a card from your hand",
            "Maracaibo : acheter une carte de votre main",
            vec![
                Word("buy"),
                opt(card(true, "The card bought", "La carte achetée")),
                led(
                    "herbs",
                    option(
                        "herbs",
                        "herbes",
                        "Cards discarded as 3 medicinal herbs (if the card asks)",
                        "Cartes défaussées comme 3 herbes médicinales (si la carte l'exige)",
                        false,
                    ),
                ),
            ],
        ),
        verb(
            "quest",
            "quete",
            "Maracaibo: main action, fulfil a quest tile where you stand",
            "Maracaibo : action principale, accomplir une quête là où vous êtes",
            vec![
                Word("quest"),
                opt(option("tile", "tuile", "The quest tile", "La tuile quête", true)),
            ],
        ),
        verb(
            "spy",
            "espion",
            "Maracaibo: a spy action, or card:combat (a spy for 2 combat points)",
            "Maracaibo : une action d'espion, ou card:combat (un espion contre 2 points de combat)",
            vec![
                Word("spy"),
                opt(card(
                    true,
                    "The spy-action card, or combat",
                    "La carte d'action d'espion, ou combat",
                )),
            ],
        ),
        verb(
            "combat",
            "combat",
            "Maracaibo: a combat step (reveal, fight for a nation, a combat action)",
            "Maracaibo : une étape de combat (révéler, combattre pour une nation, une action de combat)",
            vec![
                Word("combat"),
                opt(option(
                    "action",
                    "action",
                    "e.g. reveal 1, fight fr, annex 7",
                    "ex. reveal 1, fight fr, annex 7",
                    true,
                )),
            ],
        ),
        verb(
            "explore",
            "explorer",
            "Maracaibo: move your explorer (every space entered)",
            "Maracaibo : avancer votre explorateur (chaque case traversée)",
            vec![
                Word("explore"),
                opt(option(
                    "spaces",
                    "cases",
                    "Spaces entered, e.g. B1 B2",
                    "Cases traversées, ex. B1 B2",
                    true,
                )),
            ],
        ),
        verb(
            "draw",
            "piocher",
            "Maracaibo, phase C: draw from the pile or take a display card",
            "Maracaibo, phase C : piocher ou prendre une carte de l'étalage",
            vec![
                Word("draw"),
                opt(card(true, "pile, or a display card", "pile, ou une carte de l'étalage")),
            ],
        ),
        verb(
            "plan",
            "planifier",
            "Maracaibo: plan a card (set-up: plan 1 and keep 4 of your 8)",
            "Maracaibo : planifier une carte (mise en place : en planifier 1 et en garder 4 sur 8)",
            vec![
                Word("plan"),
                opt(card(true, "The card planned", "La carte planifiée")),
                led(
                    "keep",
                    option(
                        "keep",
                        "garder",
                        "Set-up: the 4 cards kept",
                        "Mise en place : les 4 cartes gardées",
                        false,
                    ),
                ),
            ],
        ),
        verb(
            "career",
            "carriere",
            "Maracaibo: keep a career (set-up) or claim a goal (claim G1)",
            "Maracaibo : garder une carrière (mise en place) ou réclamer un objectif (claim G1)",
            vec![
                Word("career"),
                opt(option(
                    "career",
                    "carriere",
                    "The career kept, or claim <goal>",
                    "La carrière gardée, ou claim <objectif>",
                    true,
                )),
            ],
        ),
        verb(
            "invest",
            "investir",
            "Maracaibo: invest in a prestige building",
            "Maracaibo : investir dans un bâtiment de prestige",
            vec![
                Word("invest"),
                opt(option(
                    "building",
                    "batiment",
                    "The prestige building",
                    "Le bâtiment de prestige",
                    true,
                )),
            ],
        ),
        verb(
            "done",
            "fini",
            "Maracaibo: end your main-action phase (scoring: take the 2 VP)",
            "Maracaibo : finir la phase d'action principale (décompte : prendre les 2 PV)",
            vec![Word("done")],
        ),
    ]
}
