//! A tiny game with a secret, to test the host independently of any real engine.
//!
//! Seats take turns: `add 1`, `add 2` or `add 3` raise the shared total; `peek` raises the seat's secret by
//! one. The game ends when the total reaches the target (option `target:N`, default 10); each seat scores
//! its secret plus its adds.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use galleon_rules::error::keys;
use galleon_rules::{Game, GameOption, Outcome, RuleError, Seat, Standing};
use serde::{Deserialize, Serialize};

use crate::base::doc::Doc;
use crate::base::io::{Locale, OptionShape};
use crate::games::Commands;
use crate::games::Engine;
use crate::games::Part;
use crate::games::Picture;
use crate::games::Secrets;
use crate::games::Tableau;
use crate::games::Text;
use crate::games::{RenderCx, Verb};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Toy {
    total: u32,
    target: u32,
    turn: Seat,
    secrets: Vec<u32>,
    adds: Vec<u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToyAction {
    Add(u32),
    Peek,
}

impl fmt::Display for ToyAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToyAction::Add(n) => write!(f, "add {n}"),
            ToyAction::Peek => f.write_str("peek"),
        }
    }
}

impl FromStr for ToyAction {
    type Err = RuleError;
    fn from_str(text: &str) -> Result<ToyAction, RuleError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            ["add", n] => match n.parse() {
                Ok(n @ 1..=3) => Ok(ToyAction::Add(n)),
                _ => Err(RuleError::new(keys::UNKNOWN_MOVE).text("text", text)),
            },
            ["peek"] => Ok(ToyAction::Peek),
            _ => Err(RuleError::new(keys::UNKNOWN_MOVE).text("text", text)),
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ToyOptions {
    target: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ToyPublic {
    total: u32,
    target: u32,
    adds: Vec<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ToyPrivate {
    secret: u32,
}

impl Game for Toy {
    type Action = ToyAction;
    type Options = ToyOptions;
    type PublicView = ToyPublic;
    type PrivateView = ToyPrivate;
    const ID: &'static str = "toy";
    const PLAYERS: RangeInclusive<usize> = 2..=4;

    fn parse_options(options: &[GameOption]) -> Result<ToyOptions, RuleError> {
        let mut parsed = ToyOptions::default();
        for (name, value) in options {
            match name.as_str() {
                "target" => match value.parse() {
                    Ok(n @ 1..=100) => parsed.target = Some(n),
                    _ => {
                        return Err(RuleError::new(keys::BAD_OPTION_VALUE)
                            .text("name", name)
                            .text("value", value))
                    }
                },
                _ => return Err(RuleError::new(keys::UNKNOWN_OPTION).text("name", name)),
            }
        }
        Ok(parsed)
    }

    fn new(players: usize, options: &ToyOptions, seed: u64) -> Result<Toy, RuleError> {
        if !Self::PLAYERS.contains(&players) {
            return Err(RuleError::new(keys::PLAYER_COUNT)
                .with("min", 2)
                .with("max", 4)
                .with("count", players));
        }
        Ok(Toy {
            total: 0,
            target: options.target.unwrap_or(10),
            turn: 0,
            secrets: (0..players).map(|s| ((seed as usize + s * 3) % 7) as u32).collect(),
            adds: vec![0; players],
        })
    }

    /// Other seats' secrets are the only hidden facts: drawn afresh in their range.
    fn resample<R: rand::Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self {
        let mut state = self.clone();
        for (s, secret) in state.secrets.iter_mut().enumerate() {
            if s != seat {
                *secret = rng.gen_range(0..7);
            }
        }
        state
    }

    fn players(&self) -> usize {
        self.secrets.len()
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.total >= self.target {
            Vec::new()
        } else {
            vec![self.turn]
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<ToyAction> {
        if self.to_act() != [seat] {
            return Vec::new();
        }
        vec![ToyAction::Add(1), ToyAction::Add(2), ToyAction::Add(3), ToyAction::Peek]
    }

    fn apply(&mut self, seat: Seat, action: &ToyAction) -> Result<(), RuleError> {
        if self.total >= self.target {
            return Err(RuleError::new(keys::GAME_OVER));
        }
        if seat != self.turn {
            return Err(RuleError::new(keys::NOT_YOUR_TURN).with("seat", seat));
        }
        match action {
            ToyAction::Add(n) => {
                self.total += n;
                self.adds[seat] += 1;
            }
            ToyAction::Peek => self.secrets[seat] += 1,
        }
        self.turn = (self.turn + 1) % self.players();
        Ok(())
    }

    fn public_view(&self) -> ToyPublic {
        ToyPublic {
            total: self.total,
            target: self.target,
            adds: self.adds.clone(),
        }
    }

    fn private_view(&self, seat: Seat) -> ToyPrivate {
        ToyPrivate {
            secret: self.secrets[seat],
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.to_act().is_empty() {
            return None;
        }
        Some(Outcome::ranked(
            (0..self.players())
                .map(|seat| Standing {
                    seat,
                    rank: 0,
                    score: (self.secrets[seat] + self.adds[seat]) as i64,
                    tiebreak: self.adds[seat] as i64,
                    breakdown: vec![("toy-secret".into(), self.secrets[seat] as i64)],
                })
                .collect(),
        ))
    }
}

impl galleon_ai::AiGame for Toy {}

pub struct ToyModule;

impl Engine for ToyModule {
    type G = Toy;
}

impl Text for ToyModule {
    fn board(&self, view: &ToyPublic, cx: &RenderCx) -> Doc {
        let adds: Vec<String> = view
            .adds
            .iter()
            .enumerate()
            .map(|(seat, n)| format!("{} added {n} times", cx.name(seat)))
            .collect();
        Doc::parse(&format!("Total {}/{}\n{}", view.total, view.target, adds.join("\n")))
    }

    fn private(&self, view: &ToyPrivate, _cx: &RenderCx) -> Doc {
        Doc::parse(&format!("Your toy secret: {}", view.secret))
    }

    fn move_label(&self, action: &ToyAction, _cx: &RenderCx) -> String {
        match action {
            ToyAction::Add(n) => format!("+{n}"),
            ToyAction::Peek => "Peek".to_string(),
        }
    }

    fn word(&self, _word: &str, _locale: Locale) -> Option<String> {
        None
    }

    fn tiebreak_key(&self) -> Option<&'static str> {
        Some("toy-tiebreak")
    }
}

impl Commands for ToyModule {
    fn start_options(&self) -> Vec<OptionShape> {
        vec![OptionShape::integer("target", false)]
    }

    fn verbs(&self) -> Vec<Verb> {
        vec![Verb {
            name: "add",
            parts: vec![
                Part::Word("add"),
                Part::Opt {
                    spec: OptionShape::integer("amount", true).completing(),
                    lead: None,
                },
            ],
            empty_means_suggested: false,
        }]
    }
}

impl Secrets for ToyModule {}

impl Tableau for ToyModule {}

impl Picture for ToyModule {}
