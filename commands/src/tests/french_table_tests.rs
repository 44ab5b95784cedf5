//! A table plays the three games through the host as a group would, in French and in English: every move text
//! the bot shows is in the table's language and reads back as the same move (and so does its English form, and a
//! button's words typed back), and every `/help` is one message.

use std::collections::BTreeMap;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::base::io::{Limits, Locale, Message, Target};
use crate::games::{RenderCx, TableGame};
use crate::host::Host;
use crate::tests::support::{refused, request, texts, NAMES};

/// The longest answer of each kind seen in a walk, by kind.
type Longest = BTreeMap<String, usize>;

/// One walk: a game of `kind` with `players` people, played to its end (or `limit` moves) by random moves, each
/// sent as the French text `/help` would show, its canonical English text, or its button's label.
struct Walk {
    host: Host,
    channel: String,
    locale: Locale,
    replica: Box<dyn TableGame>,
    rng: ChaCha8Rng,
    longest: Longest,
    shown_texts: usize,
}

impl Walk {
    fn start(kind: &str, players: usize, options: &[(&str, &str)], seed: u64, locale: Locale) -> Walk {
        let host = Host::temporary(locale).unwrap();
        let channel = format!("{kind}-{seed}");
        for name in &NAMES[..players] {
            host.handle(&request(&channel, name, locale, "join", &[]));
        }
        let seed_text = seed.to_string();
        let mut start = vec![("game", kind), ("seed", seed_text.as_str()), ("lang", locale.tag())];
        start.extend_from_slice(options);
        let out = host.handle(&request(&channel, "alice", locale, "start", &start));
        assert!(
            out.iter().any(|m| matches!(m.to, Target::Board { .. })),
            "{}",
            texts(&out)
        );
        let owned: Vec<(String, String)> = options.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
        let kind = crate::games::Registry::standard().get(kind).unwrap().clone();
        let mut replica = kind.create(players, &owned, seed).unwrap();
        crate::games::forced::auto_play(replica.as_mut());
        Walk {
            host,
            channel,
            locale,
            replica,
            rng: ChaCha8Rng::seed_from_u64(seed),
            longest: Longest::new(),
            shown_texts: 0,
        }
    }

    fn send(&self, seat: usize, command: &str, options: &[(&str, &str)]) -> Vec<Message> {
        self.host
            .handle(&request(&self.channel, NAMES[seat], self.locale, command, options))
    }

    fn note(&mut self, kind: &str, message: &Message) {
        let length = (Limits::CHAT.measure)(&message.body);
        let longest = self.longest.entry(kind.to_string()).or_default();
        *longest = (*longest).max(length);
    }

    /// Plays to the end or `limit` moves; returns how many moves were sent.
    fn play(&mut self, limit: usize) -> usize {
        let mut sent = 0;
        while !self.replica.is_over() && sent < limit {
            let to_act = self.replica.to_act();
            let seat = to_act[self.rng.gen_range(0..to_act.len())];
            self.check_help(seat);
            self.play_one(seat);
            sent += 1;
        }
        sent
    }

    /// The seat's `/help` is one message that fits, and every move text it shows reads back as a legal move.
    fn check_help(&mut self, seat: usize) {
        let out = self.send(seat, "help", &[]);
        assert_eq!(out.len(), 1, "{}", texts(&out));
        assert!(Limits::CHAT.fits(&out[0].body), "/help too long:\n{}", texts(&out));
        self.note("help", &out[0]);
        let text = out[0].body.plain();
        let mark = if self.locale == Locale::Fr {
            "coup:\""
        } else {
            "move:\""
        };
        for shown in text.split(mark).skip(1).filter_map(|rest| rest.split_once('"')) {
            if shown.0.ends_with(' ') {
                continue; // how to type the rest of a group (`construire `), not a move
            }
            self.check_shown(seat, shown.0);
        }
    }

    /// A move text shown to a reader: in the table's language, and read back as a legal move.
    fn check_shown(&mut self, seat: usize, shown: &str) {
        self.shown_texts += 1;
        if self.locale == Locale::Fr {
            let english = english_words(self.replica.as_ref());
            let word = shown.split(' ').next().unwrap_or("");
            assert!(!english.contains(&word.to_string()), "English word in {shown:?}");
        }
        let mut copy = self.replica.boxed_clone();
        let read = self.replica.read(shown);
        assert!(
            copy.apply(seat, &read).is_ok(),
            "{shown:?} (read as {read:?}) is not a legal move"
        );
    }

    /// `/play`'s autocomplete, given the first word of a move as the reader types it and half its next one,
    /// suggests moves in the reader's words, each read back as a legal move.
    fn check_autocomplete(&self, seat: usize, typed: &str) {
        let mut words = typed.split(' ');
        let first = words.next().unwrap_or("");
        let half: String = words.next().map_or(String::new(), |w| w.chars().take(2).collect());
        let request = crate::base::io::AutocompleteRequest {
            locale: self.locale,
            typed: format!("{first} {half}").trim_end().to_string(),
            ..crate::tests::support::autocomplete_request(&self.channel, NAMES[seat], "play", "move")
        };
        let offered = crate::tests::support::autocompleted(&self.host, &request);
        // A late Mayor's whole arrangement may be longer than a suggestion can be (its steps are not).
        let fits = typed.chars().count() <= Limits::CHAT.choice_text;
        assert!(
            !fits || !offered.is_empty(),
            "nothing suggested for {:?}",
            request.typed
        );
        for (value, _) in offered {
            let mut copy = self.replica.boxed_clone();
            assert!(
                copy.apply(seat, &self.replica.read(&value)).is_ok(),
                "{value:?} suggested, not legal"
            );
            // A value too long for the transport in French words goes in canonical words (its label is French).
            let french = self.replica.typed(&self.replica.read(&value), Locale::Fr);
            if self.locale == Locale::Fr && french.chars().count() <= Limits::CHAT.choice_text {
                let word = value.split(' ').next().unwrap_or("");
                assert!(
                    !english_words(self.replica.as_ref()).contains(&word.to_string()),
                    "{value:?}"
                );
            }
        }
    }

    /// Plays one random move, sent in one of its three forms.
    fn play_one(&mut self, seat: usize) {
        let cx = RenderCx::chat(self.locale, &[]);
        let mut offered = self.replica.suggested(seat, &cx);
        offered.extend(self.replica.legal_starting_with(seat, "", 100, &cx));
        let choice = offered[self.rng.gen_range(0..offered.len())].clone();
        let typed = self.replica.typed(&choice.text, self.locale);
        self.check_shown(seat, &typed);
        self.check_autocomplete(seat, &typed);
        let label = crate::base::doc::plain_text(&choice.label);
        let unique_label = offered
            .iter()
            .filter(|m| m.label == choice.label && m.text != choice.text)
            .count()
            == 0;
        let sent = match self.rng.gen_range(0..3) {
            0 => choice.text.clone(),
            1 if unique_label => label,
            _ => typed,
        };
        let out = self.send(seat, "play", &[("move", sent.as_str())]);
        assert!(!refused(&out), "{sent:?} ({}) refused:\n{}", choice.text, texts(&out));
        for message in &out {
            let kind = match message.to {
                Target::Dm { .. } => "dm",
                Target::Ephemeral { .. } => "private answer",
                _ => continue,
            };
            self.note(kind, message);
        }
        self.replica.apply(seat, &choice.text).unwrap();
        crate::games::forced::auto_play(self.replica.as_mut());
    }
}

/// The canonical words of the game that French shows otherwise.
fn english_words(game: &dyn TableGame) -> Vec<String> {
    let words = game.phrasebook().french_words();
    let single = words.filter(|(canonical, french)| canonical.len() == 1 && canonical[0] != *french);
    single.map(|(canonical, _)| canonical[0].clone()).collect()
}

fn walk(kind: &str, players: usize, options: &[(&str, &str)], seed: u64, locale: Locale) -> Walk {
    let mut walk = Walk::start(kind, players, options, seed, locale);
    walk.play(LIMIT);
    walk
}

/// Moves a walk sends at most (a game is played to its end within it, but for a very long Maracaibo).
const LIMIT: usize = 900;

#[test]
fn a_french_table_types_and_reads_puerto_rico_in_french() {
    for (players, seed, variant) in [(3, 1, "basis"), (4, 2, "extension"), (5, 3, "random")] {
        for locale in [Locale::Fr, Locale::En] {
            let walk = walk("puerto-rico", players, &[("variant", variant)], seed, locale);
            assert!(walk.replica.is_over(), "the game ends");
            eprintln!(
                "puerto-rico {players} {}: {:?}, {} texts",
                locale.tag(),
                walk.longest,
                walk.shown_texts
            );
        }
    }
}

#[test]
fn a_french_table_types_and_reads_santiago_in_french() {
    for (players, seed, money) in [(3, 4, "hidden"), (4, 5, "open"), (5, 6, "hidden")] {
        for locale in [Locale::Fr, Locale::En] {
            let walk = walk("santiago", players, &[("money", money)], seed, locale);
            assert!(walk.replica.is_over(), "the game ends");
            eprintln!(
                "santiago {players} {}: {:?}, {} texts",
                locale.tag(),
                walk.longest,
                walk.shown_texts
            );
        }
    }
}

#[test]
fn a_french_table_types_and_reads_maracaibo_in_french() {
    for (players, seed, level) in [(1, 7, "3"), (2, 8, "easy"), (4, 9, "medium")] {
        for locale in [Locale::Fr, Locale::En] {
            let walk = walk("maracaibo", players, &[("level", level)], seed, locale);
            eprintln!(
                "maracaibo {players} {}: {:?}, {} texts",
                locale.tag(),
                walk.longest,
                walk.shown_texts
            );
        }
    }
}

/// Every word of the moves, French or English, is explained by `/info` in both languages.
#[test]
fn info_explains_every_move_word_in_both_languages() {
    for (kind, players) in [("puerto-rico", 3), ("santiago", 3), ("maracaibo", 2)] {
        let game = crate::games::Registry::standard()
            .get(kind)
            .unwrap()
            .create(players, &[], 1)
            .unwrap();
        let words: Vec<(String, String)> = game
            .phrasebook()
            .french_words()
            .filter(|(canonical, _)| canonical.len() == 1)
            .map(|(canonical, french)| (canonical[0].clone(), french.to_string()))
            .collect();
        assert!(words.len() > 10, "{kind}");
        for (canonical, french) in words {
            for locale in [Locale::En, Locale::Fr] {
                let cx = RenderCx::chat(locale, &[]);
                for word in [&canonical, &french] {
                    assert!(
                        game.info(word, &cx).is_some(),
                        "{kind}: /info {word} ({})",
                        locale.tag()
                    );
                }
            }
        }
    }
}
