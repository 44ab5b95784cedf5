//! The games the host can seat, behind object-safe traits.
//!
//! The host core never names a game type. A game plugs in with one module implementing [`GameModule`]: the
//! engine type (any [`Game`]), how its public and private views read as text, how its moves are labelled, and
//! the verb commands it declares (`/role`, `/build`, …: each is sugar for one `/play` move). [`Module`] turns
//! that into a registry entry ([`GameKind`]) and a live game ([`TableGame`]) that speak only strings and JSON,
//! so Santiago and Maracaibo slot in as new modules without any change to the host.
//!
//! Secrets at the seam: a game declares which moves would show one of a seat's secrets
//! ([`Secrets::reveals_secret`]), and which moves the public board offers ([`Secrets::board_moves`], made
//! from public facts only when the set of choices itself depends on a secret, as Santiago's bids on a hidden
//! purse). The choices kept off the board are the seat's private moves ([`Secrets::private_moves`]): buttons
//! under its `/hand`, an ephemeral reply nobody else sees. Where those choices are amounts, the board offers a
//! panel instead ([`Secrets::board_panels`]): its button answers the presser alone with the amounts it can pay.
//! Autocomplete is private too: it lists the legal moves
//! of the asking seat only, and only while it is to act.

pub mod forced;
pub mod glossary;
#[cfg(test)]
mod glossary_tests;
pub mod last_moves;
pub mod maracaibo;
pub mod phrasebook;
pub mod puerto_rico;
pub mod santiago;
pub mod verbs;

use std::ops::RangeInclusive;
use std::sync::Arc;

use galleon_images::{Image, Words};
use galleon_rules::{Game, GameOption, Outcome, RuleError, Seat};
use serde_json::value::RawValue;
use serde_json::Value;

use crate::base::doc::{plain_text, Doc};
use crate::base::io::{Limits, Locale, OptionShape};
use crate::record::{GameRecord, GameWords, LoadProblem};
pub use verbs::{Part, Verb};

/// What rendering needs besides the game: the reader's language, the seated players' display names, and what
/// the transport shows at once.
pub struct RenderCx<'a> {
    pub locale: Locale,
    pub names: &'a [String],
    pub limits: Limits,
}

/// What the host's board message adds around a game's board (title, who is to act, forced moves): the game's
/// part keeps this much of the transport's message room free.
pub const BOARD_FRAME: usize = 160;

/// What the host adds above a game's private view (its title, naming the game and the channel).
pub const PRIVATE_FRAME: usize = 100;

impl<'a> RenderCx<'a> {
    /// A reader of `locale` whose transport shows chat-sized messages ([`Limits::CHAT`]: the terminal modes,
    /// replays, tests).
    pub fn chat(locale: Locale, names: &'a [String]) -> RenderCx<'a> {
        RenderCx {
            locale,
            names,
            limits: Limits::CHAT,
        }
    }

    pub fn name(&self, seat: Seat) -> &str {
        self.names.get(seat).map(String::as_str).unwrap_or("?")
    }

    /// The room for a game's board in the transport's message, as [`RenderCx::measure`] counts.
    pub fn board_room(&self) -> usize {
        self.limits.text.saturating_sub(BOARD_FRAME)
    }

    /// The room for a game's private view in the transport's message, as [`RenderCx::measure`] counts.
    pub fn private_room(&self) -> usize {
        self.limits.text.saturating_sub(PRIVATE_FRAME)
    }

    /// How much of a message a marked-up text takes once the transport has written it.
    pub fn measure(&self, text: &str) -> usize {
        (self.limits.measure)(&Doc::parse(text))
    }
}

/// One game as the host sees it, in roles so that a game implements what it has: [`Engine`] and [`Text`] are
/// required (a board, private views, move labels); [`Commands`], [`Secrets`], [`Tableau`] and [`Picture`] have
/// a default for every method (an empty `impl` takes them all).
pub trait GameModule: Text + Commands + Secrets + Tableau + Picture {}

impl<M: Text + Commands + Secrets + Tableau + Picture> GameModule for M {}

/// Every role of a game module and of a game in progress, to call their methods: `use crate::games::roles::*;`.
pub mod roles {
    pub use super::{Commands, Engine, GameModule, Picture, Play, Secrets, Show, TableGame, Tableau, Text};
}

/// A game's engine as the host plays it: the engine type (which the AI seats can play too), and how a stored
/// state is resumed.
pub trait Engine: Send + Sync + 'static {
    /// The engine, which the AI seats can play (see [`crate::host::ai_turn`]).
    type G: galleon_ai::AiGame;
    /// Why a stored state (the game's serde form) can no longer be resumed here, checked before its log is
    /// replayed (e.g. its content changed since the save), if the game can tell.
    fn stale_state(&self, _state: &str) -> Option<RuleError> {
        None
    }
    /// Makes a freshly set-up game replay a stored log as it was played, from the stored state (the game's serde
    /// form): e.g. the rules edition it was saved under. Called after set-up, before the first move is replayed.
    fn prepare_replay(&self, _stored_state: &str, _fresh: &mut Self::G) {}
}

/// How a game reads: its board, private views, move labels, `/log` marks, game words and result lines.
pub trait Text: Engine {
    /// The public board, within [`RenderCx::board_room`] as the transport measures it.
    fn board(&self, view: &<Self::G as Game>::PublicView, cx: &RenderCx) -> Doc;
    /// The board with its length as the transport measures it (a game that adds its board up as it writes it
    /// says so, and the host does not measure it again).
    fn board_measured(&self, view: &<Self::G as Game>::PublicView, cx: &RenderCx) -> (Doc, usize) {
        let board = self.board(view, cx);
        let length = (cx.limits.measure)(&board);
        (board, length)
    }
    /// One seat's secrets.
    fn private(&self, view: &<Self::G as Game>::PrivateView, cx: &RenderCx) -> Doc;
    /// One seat's secrets in a game in progress (games whose private text needs the game's content override it).
    fn private_in(&self, _game: &Self::G, view: &<Self::G as Game>::PrivateView, cx: &RenderCx) -> Doc {
        self.private(view, cx)
    }
    /// A short label for a move (buttons, autocomplete, move lists).
    fn move_label(&self, action: &<Self::G as Game>::Action, cx: &RenderCx) -> String;
    /// The label of a move of this game in progress (games whose labels need the game's content, such as the
    /// names of the cards a move names, override this).
    fn move_label_in(&self, _game: &Self::G, action: &<Self::G as Game>::Action, cx: &RenderCx) -> String {
        self.move_label(action, cx)
    }
    /// The round and phase `game` stands in, as `/log` marks them between moves when they change (None: no mark).
    fn log_stage(&self, _game: &Self::G, _cx: &RenderCx) -> Option<String> {
        None
    }
    /// The `/log` label of `seat`'s move `action` played on `game`; None folds the move into a later one
    /// (Puerto Rico's Mayor steps, logged once by the confirmation as the arrangement it confirms).
    fn log_label(
        &self,
        game: &Self::G,
        _seat: Seat,
        action: &<Self::G as Game>::Action,
        cx: &RenderCx,
    ) -> Option<String> {
        Some(self.move_label_in(game, action, cx))
    }
    /// The localized name of a game word (`corn`, `settler`, `small-market`…): error arguments tagged as game
    /// words ([`galleon_rules::RuleError::word`], never player names or typed texts) and option values; None
    /// when the word is not one of the game's.
    fn word(&self, word: &str, locale: Locale) -> Option<String>;
    /// Message key naming what breaks a tie on score (Puerto Rico: doubloons + barrels), or None when the game
    /// has no tie-break and equal scores share the rank: the result then shows no tie-break value.
    fn tiebreak_key(&self) -> Option<&'static str>;
    /// Notes for `/help` while the game is played (how squares, spaces… are named), if any.
    fn help(&self, _locale: Locale) -> Option<Doc> {
        None
    }
    /// The game's own last line of the final result instead of the list of winners (a solo game's verdict
    /// against its automa), if any.
    fn verdict(&self, _game: &Self::G, _outcome: &Outcome, _cx: &RenderCx) -> Option<String> {
        None
    }
    /// An opponent the game plays itself, who holds no seat (a solo game's automa): its name and final score,
    /// ranked in the result on a line of its own.
    fn automa(&self, _game: &Self::G) -> Option<(&'static str, i64)> {
        None
    }
    /// The game's move words in French, both ways (see [`phrasebook`]); none by default.
    fn phrasebook(&self) -> &phrasebook::Phrasebook {
        static NONE: std::sync::LazyLock<phrasebook::Phrasebook> = std::sync::LazyLock::new(Default::default);
        &NONE
    }
    /// A move's canonical text as a reader of `locale` types it (`/help`, autocomplete and prompts show moves
    /// so).
    fn typed(&self, text: &str, locale: Locale) -> String {
        self.phrasebook().show(text, locale)
    }
    /// The words its board, pictures and rules use for what is not a component (see [`glossary`]): `/info`
    /// explains them after the components.
    fn terms(&self) -> glossary::Terms {
        glossary::Terms::NONE
    }
}

/// The commands a game adds: its `/start` options and its verbs.
pub trait Commands: Engine {
    /// Extra `/start` options of this game (besides `game`, `seed`, `lang`), for command registration.
    fn start_options(&self) -> Vec<OptionShape> {
        Vec::new()
    }
    /// The game's verb commands.
    fn verbs(&self) -> Vec<Verb> {
        Vec::new()
    }
}

/// What a game's moves reveal: which moves go on the public board, which to confirm, which the host may play
/// for a seat, and which cannot be taken back.
pub trait Secrets: Engine {
    /// Whether a move of the seat whose secrets are `view` would reveal one of them (a card in hand…): such a
    /// move is never offered as a board button, since the board is public.
    fn reveals_secret(&self, _view: &<Self::G as Game>::PrivateView, _action: &<Self::G as Game>::Action) -> bool {
        false
    }
    /// What hidden or random information `seat`'s move `action` revealed, going from `before` to `after` (a
    /// drawn card or plantation, a tile turned, a secret card shown): the key of an `undo-reveal-…` message naming
    /// its kind, never the information itself; None when it revealed nothing. Such a move cannot be taken back
    /// with `/undo`.
    fn revealed(
        &self,
        _before: &Self::G,
        _seat: Seat,
        _action: &<Self::G as Game>::Action,
        _after: &Self::G,
    ) -> Option<&'static str> {
        None
    }
    /// Whether a board button playing `action` first asks its presser to confirm (a costly choice that is easy to
    /// misclick); typed moves are never asked.
    fn confirm_button(&self, _game: &Self::G, _seat: Seat, _action: &<Self::G as Game>::Action) -> bool {
        false
    }
    /// The moves offered to `seat` as buttons on the public board: by default its suggested moves that reveal
    /// none of its secrets. A game whose suggestions depend on a secret amount (Santiago's hidden money) offers
    /// a set made from public facts only instead, since leaving moves out would still give the amount away.
    fn board_moves(&self, game: &Self::G, seat: Seat) -> Vec<<Self::G as Game>::Action> {
        let view = game.private_view(seat);
        let mut moves = game.suggested_actions(seat);
        moves.retain(|action| !self.reveals_secret(&view, action));
        moves
    }
    /// The moves offered to `seat` alone, as buttons under its `/hand` while it is to act: the choices whose
    /// set would give a secret away on the public board. By default its suggested moves that reveal one of its
    /// secrets ([`Secrets::reveals_secret`]); a game whose public buttons are made from public facts only
    /// (see [`Secrets::board_moves`]) offers the seat's real choices here.
    fn private_moves(&self, game: &Self::G, seat: Seat) -> Vec<<Self::G as Game>::Action> {
        let view = game.private_view(seat);
        let mut moves = game.suggested_actions(seat);
        moves.retain(|action| self.reveals_secret(&view, action));
        moves
    }
    /// The panels the public board offers `seat` beside its moves: buttons that play nothing and answer their
    /// presser alone with the choices a secret decides (Santiago's amounts on a hidden purse). A panel is named by
    /// its key, the canonical words every move it offers starts with (`bid`, `support gh`); like
    /// [`Secrets::board_moves`], the list is made from public facts only.
    fn board_panels(&self, _game: &Self::G, _seat: Seat) -> Vec<String> {
        Vec::new()
    }
    /// The label of panel `key`'s button on the board (public: it names no secret).
    fn panel_label(&self, key: &str, _cx: &RenderCx) -> String {
        format!("{key}…")
    }
    /// The note above panel `key`'s buttons, read by `seat` alone (it may name the seat's secrets). `payable` is
    /// false when none of the panel's moves is legal, so it offers the board's moves instead.
    fn panel_note(&self, _game: &Self::G, _seat: Seat, _key: &str, _payable: bool, _cx: &RenderCx) -> String {
        String::new()
    }
    /// Whether the host may play `action`, the only legal move of `seat`, for it (see [`crate::games::forced`]): by
    /// default when it reveals none of the seat's secrets. A game refuses the forced moves a player should make
    /// knowingly.
    fn may_auto_play(&self, game: &Self::G, seat: Seat, action: &<Self::G as Game>::Action) -> bool {
        !self.reveals_secret(&game.private_view(seat), action)
    }
}

/// `/look` and `/info`: a seat's public tableau, and what a component is and does.
pub trait Tableau: Engine {
    /// `/look`: everything public about `seat`'s tableau, the same for every reader (never a secret, not even
    /// the reader's own); None when the game has nothing to show.
    fn look(&self, _game: &Self::G, _seat: Seat, _cx: &RenderCx) -> Option<Doc> {
        None
    }
    /// `/info`: what the component `query` names (by id or by name in either language, any letter case) is and
    /// does; None when nothing matches.
    fn info(&self, _game: &Self::G, _query: &str, _cx: &RenderCx) -> Option<Doc> {
        None
    }
    /// `/info` autocomplete: (value, label) pairs, the value being what [`Tableau::info`] accepts.
    fn info_topics(&self, _game: &Self::G, _cx: &RenderCx) -> Vec<(String, String)> {
        Vec::new()
    }
}

/// The board as a picture.
pub trait Picture: Engine {
    /// The public board as a picture (see `galleon_images`), drawn with the seated players' names as typed and
    /// the reader's `words`, and the result once the game is over (`outcome`, public then); None for a game
    /// without one.
    fn board_image(
        &self,
        _view: &<Self::G as Game>::PublicView,
        _outcome: Option<&Outcome>,
        _names: &[String],
        _words: &dyn Words,
    ) -> Option<Image> {
        None
    }
}

/// What a replay shows each move: its number (from 0), the move, the game before it and the game after it.
pub type Visit<'a> = &'a mut dyn FnMut(usize, &crate::record::LoggedMove, &dyn TableGame, &dyn TableGame);

/// A move offered to a player (a button, a suggestion, a line of `/help`): made once from the engine's action,
/// so its label never re-reads its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveChoice {
    /// The canonical text: what is typed, stored in the log and named by a button id.
    pub text: String,
    /// What the player reads, in the reader's language.
    pub label: String,
    /// Whether a board button playing it first asks its presser to confirm (see [`Secrets::confirm_button`]).
    pub confirm: bool,
}

/// A registry entry: creates and restores games of one kind.
pub trait GameKind: Send + Sync {
    fn id(&self) -> &'static str;
    fn players(&self) -> RangeInclusive<usize>;
    fn start_options(&self) -> Vec<OptionShape>;
    fn verbs(&self) -> Vec<Verb>;
    /// [`GameKind::restore`], then showing `visit` each move with the game just before it and just after it
    /// (`/log`, `galleon replay`).
    fn replay_visiting(
        &self,
        players: usize,
        record: &GameRecord,
        visit: Visit,
    ) -> Result<Box<dyn TableGame>, LoadProblem>;
    fn create(&self, players: usize, options: &[GameOption], seed: u64) -> Result<Box<dyn TableGame>, RuleError>;
    /// Rebuilds a stored game by replaying its log from the seed, and checks the result against the stored
    /// state. Any difference is an error.
    fn restore(&self, players: usize, record: &GameRecord) -> Result<Box<dyn TableGame>, LoadProblem>;
    fn word(&self, word: &str, locale: Locale) -> Option<String>;
    /// The game of `record` as it was before its move number `from` (0-based), replayed from the seed, and what
    /// replaying the moves from there on revealed (see [`TakenBack`]).
    fn take_back(&self, players: usize, record: &GameRecord, from: usize) -> Result<TakenBack, LoadProblem>;
    /// The game rebuilt from `state`, a snapshot of its engine state after `at` moves of `record` (checked to read
    /// back exactly as written), with the moves of `record` after it replayed. None when the snapshot does not
    /// read back as written (an older layout): the caller replays from the seed instead.
    fn resume_from(
        &self,
        players: usize,
        record: &GameRecord,
        state: &str,
        at: usize,
    ) -> Result<Option<Box<dyn TableGame>>, LoadProblem>;
    /// Replays `record` from the seed, refusing a move whose `auto` flag the host would not have written (marked
    /// automatic where it would not have played it, chosen where it would have played a forced move first: see
    /// [`crate::games::forced::check_flag`]): what `galleon import` checks besides a load.
    fn check_auto_flags(&self, players: usize, record: &GameRecord) -> Result<(), LoadProblem>;
}

/// A game rebuilt without its last moves (`/undo`).
pub struct TakenBack {
    pub game: Box<dyn TableGame>,
    /// The kind of hidden or random information the first of the taken-back moves to reveal one revealed.
    pub revealed: Option<&'static str>,
    /// Whether the first taken-back move names one of its seat's secrets (its text must not be posted).
    pub secret: bool,
    /// The game before each taken-back move, then after the last (to label them as `/log` does).
    pub positions: Vec<Box<dyn TableGame>>,
}

/// A game in progress, without its type, in the two roles the host needs: [`Play`] (its state and moves) and
/// [`Show`] (how it reads to each reader).
pub trait TableGame: Play + Show {}

impl<T: Play + Show> TableGame for T {}

/// A game in progress: whose turn it is, its legal and offered moves, applying one, its state.
pub trait Play: Send + Sync {
    fn kind(&self) -> &'static str;
    fn players(&self) -> usize;
    fn to_act(&self) -> Vec<Seat>;
    fn is_over(&self) -> bool {
        self.to_act().is_empty()
    }
    /// Legal moves of `seat` in canonical text, in the engine's deterministic order (can be hundreds of thousands
    /// for a Mayor: listings use [`Play::legal_starting_with`] and [`Play::legal_count`]).
    fn legal(&self, seat: Seat) -> Vec<String>;
    /// At most `limit` legal moves of `seat` whose text starts with `prefix` (letter case ignored), in order.
    fn legal_starting_with(&self, seat: Seat, prefix: &str, limit: usize, cx: &RenderCx) -> Vec<MoveChoice>;
    /// How many legal moves `seat` has.
    fn legal_count(&self, seat: Seat) -> u64;
    /// The only legal move of `seat` when the host may play it for the seat (see [`crate::games::forced`]).
    fn forced(&self, seat: Seat) -> Option<String>;
    /// The moves worth a quick button, most useful first.
    fn suggested(&self, seat: Seat, cx: &RenderCx) -> Vec<MoveChoice>;
    /// The suggested moves that may be shown on the public board (none revealing the seat's secrets).
    fn button_moves(&self, seat: Seat, cx: &RenderCx) -> Vec<MoveChoice>;
    /// The moves offered to `seat` alone (see [`Secrets::private_moves`]).
    fn private_moves(&self, seat: Seat, cx: &RenderCx) -> Vec<MoveChoice>;
    /// The panels the board offers `seat` (see [`Secrets::board_panels`]): each key as the text, its label.
    fn panels(&self, seat: Seat, cx: &RenderCx) -> Vec<MoveChoice>;
    /// Reads and applies a move typed by `seat`; returns its canonical text. On error nothing changes.
    fn apply(&mut self, seat: Seat, text: &str) -> Result<String, RuleError>;
    /// The full state in the engine's serde form (what the store keeps).
    fn state(&self) -> Box<RawValue>;
    /// The private view of `seat` as JSON text (compared before/after a move to route direct messages).
    fn private_state(&self, seat: Seat) -> String;
    fn outcome(&self) -> Option<Outcome>;
    /// The words of move `text` of `seat` that name one of its secrets now (in its private view, not in the
    /// public one), if the game says the move reveals a secret (see [`Secrets::reveals_secret`]).
    fn secret_words(&self, seat: Seat, text: &str) -> Vec<String>;
    /// The public view as JSON text.
    fn public_state(&self) -> String;
    fn boxed_clone(&self) -> Box<dyn TableGame>;
    /// The move the AI chooses for `seat` in canonical text (see [`galleon_ai::choose`]); None when the seat
    /// is not to act.
    fn ai_move(&self, seat: Seat, level: galleon_ai::Level, budget: galleon_ai::Budget, seed: u64) -> Option<String>;
}

/// A game in progress as it reads: its board, private views, labels, result lines, `/look` and `/info`.
pub trait Show: Send + Sync {
    /// The game's own last line of the result, if it has one (see [`Text::verdict`]).
    fn verdict(&self, outcome: &Outcome, cx: &RenderCx) -> Option<String>;
    /// The opponent without a seat, if any (see [`Text::automa`]).
    fn automa(&self) -> Option<(&'static str, i64)>;
    fn board(&self, cx: &RenderCx) -> Doc;
    /// The board and its length as the transport measures it (see [`Text::board_measured`]).
    fn board_measured(&self, cx: &RenderCx) -> (Doc, usize);
    fn private(&self, seat: Seat, cx: &RenderCx) -> Doc;
    /// The label of a stored move, given in its canonical text (the log, the latest moves); the text itself if it
    /// does not parse. Moves offered now come labelled as [`MoveChoice`]s.
    fn label(&self, text: &str, cx: &RenderCx) -> String;
    /// The round and phase as `/log` marks them (see [`Text::log_stage`]).
    fn log_stage(&self, cx: &RenderCx) -> Option<String>;
    /// The `/log` label of stored move `text` of `seat`, None when folded into a later move (see
    /// [`Text::log_label`]); the text itself if it does not parse.
    fn log_label(&self, seat: Seat, text: &str, cx: &RenderCx) -> Option<String>;
    fn word(&self, word: &str, locale: Locale) -> Option<String>;
    fn tiebreak_key(&self) -> Option<&'static str>;
    /// The game's notes for `/help`, if any.
    fn help(&self, locale: Locale) -> Option<Doc>;
    /// The note above panel `key`'s buttons for `seat` alone (see [`Secrets::panel_note`]).
    fn panel_note(&self, seat: Seat, key: &str, payable: bool, cx: &RenderCx) -> String;
    /// The public board as a picture (see [`Picture::board_image`]).
    fn board_image(&self, names: &[String], words: &dyn Words) -> Option<Image>;
    /// `seat`'s public tableau (see [`Tableau::look`]).
    fn look(&self, seat: Seat, cx: &RenderCx) -> Option<Doc>;
    /// What a component is and does (see [`Tableau::info`]).
    fn info(&self, query: &str, cx: &RenderCx) -> Option<Doc>;
    /// The `/info` autocomplete topics (see [`Tableau::info_topics`]).
    fn info_topics(&self, cx: &RenderCx) -> Vec<(String, String)>;
    /// A move's text as a reader of `locale` types it (see [`Text::typed`]).
    fn typed(&self, text: &str, locale: Locale) -> String;
    /// A typed move in the game's canonical words, whichever language it was typed in (see [`phrasebook`]).
    fn read(&self, typed: &str) -> String;
    /// The game's move words (see [`phrasebook`]).
    fn phrasebook(&self) -> &phrasebook::Phrasebook;
}

/// Adapts a [`GameModule`] to the object-safe traits.
pub struct Module<M: GameModule>(pub Arc<M>);

impl<M: GameModule> GameKind for Module<M> {
    fn id(&self) -> &'static str {
        M::G::ID
    }

    fn players(&self) -> RangeInclusive<usize> {
        M::G::PLAYERS
    }

    fn start_options(&self) -> Vec<OptionShape> {
        self.0.start_options()
    }

    fn verbs(&self) -> Vec<Verb> {
        self.0.verbs()
    }

    fn replay_visiting(
        &self,
        players: usize,
        record: &GameRecord,
        visit: Visit,
    ) -> Result<Box<dyn TableGame>, LoadProblem> {
        // Checked first (set-up, every move, the final state): the replay below then cannot fail.
        let end = self.restore(players, record)?;
        let setup = |e| LoadProblem::because(RuleError::new("load-setup"), M::G::ID, e);
        let mut game = M::G::parse_options(&record.options)
            .and_then(|options| M::G::new(players, &options, record.seed))
            .map_err(setup)?;
        self.0.prepare_replay(record.state.get(), &mut game);
        let mut live = Live {
            module: Arc::clone(&self.0),
            game,
        };
        for (n, logged) in record.log.iter().enumerate() {
            let before = live.boxed_clone();
            live.apply(logged.seat, &logged.text).map_err(setup)?;
            visit(n, logged, before.as_ref(), &live);
        }
        Ok(end)
    }

    fn create(&self, players: usize, options: &[GameOption], seed: u64) -> Result<Box<dyn TableGame>, RuleError> {
        let options = M::G::parse_options(options)?;
        let game = M::G::new(players, &options, seed)?;
        Ok(Box::new(Live {
            module: Arc::clone(&self.0),
            game,
        }))
    }

    fn restore(&self, players: usize, record: &GameRecord) -> Result<Box<dyn TableGame>, LoadProblem> {
        let problem = |key| RuleError::new(key);
        let live: Box<dyn TableGame> = Box::new(self.replay(players, record, record.log.len())?);
        if live.state().get() != record.state.get() {
            // Texts differ: the record may only be laid out differently (a hand-edited export).
            let stored: Result<Value, _> = serde_json::from_str(record.state.get());
            let replayed: Value = serde_json::from_str(live.state().get()).expect("the engine's own JSON");
            match stored {
                Ok(stored) if stored == replayed && serde_json::from_value::<M::G>(stored.clone()).is_ok() => {}
                Ok(_) => return Err(LoadProblem::new(problem("load-state-differs"))),
                Err(e) => return Err(LoadProblem::new(problem("load-state-unreadable").text("detail", e))),
            }
        }
        Ok(live)
    }

    fn word(&self, word: &str, locale: Locale) -> Option<String> {
        self.0.word(word, locale)
    }

    fn take_back(&self, players: usize, record: &GameRecord, from: usize) -> Result<TakenBack, LoadProblem> {
        let earlier = self.replay(players, record, from)?;
        let mut game = earlier.game.clone();
        let mut revealed = None;
        let mut secret = false;
        let live = |game: &M::G| -> Box<dyn TableGame> {
            Box::new(Live {
                module: Arc::clone(&self.0),
                game: game.clone(),
            })
        };
        let mut positions = Vec::with_capacity(record.log.len() + 1 - from);
        for (n, logged) in record.log.iter().enumerate().skip(from) {
            positions.push(live(&game));
            let action = replay_action::<M::G>(&game, n, logged)?;
            secret |= n == from && self.0.reveals_secret(&game.private_view(logged.seat), &action);
            let before = game.clone();
            game.apply(logged.seat, &action)
                .map_err(|e| LoadProblem::because(replay_refused(n, logged), M::G::ID, e))?;
            revealed = revealed.or_else(|| self.0.revealed(&before, logged.seat, &action, &game));
        }
        positions.push(live(&game));
        Ok(TakenBack {
            game: Box::new(earlier),
            revealed,
            secret,
            positions,
        })
    }

    fn resume_from(
        &self,
        players: usize,
        record: &GameRecord,
        state: &str,
        at: usize,
    ) -> Result<Option<Box<dyn TableGame>>, LoadProblem> {
        self.resumed_from_snapshot(players, record, state, at)
    }

    fn check_auto_flags(&self, players: usize, record: &GameRecord) -> Result<(), LoadProblem> {
        let mut game = self.replay(players, record, 0)?.game;
        // Automatic moves in a row, from the log's first one (see `check_flag`).
        let mut run = None;
        for (n, logged) in record.log.iter().enumerate() {
            let action = replay_action::<M::G>(&game, n, logged)?;
            let pending =
                crate::games::forced::first_forced(game.to_act(), |seat| forced(self.0.as_ref(), &game, seat));
            crate::games::forced::check_flag(n, logged, pending, run)?;
            run = match logged.auto {
                true => Some(run.map_or(1, |run| run + 1)),
                false => run.map(|_| 0),
            };
            game.apply(logged.seat, &action)
                .map_err(|e| LoadProblem::because(replay_refused(n, logged), M::G::ID, e))?;
        }
        Ok(())
    }
}

impl<M: GameModule> Module<M> {
    /// See [`GameKind::resume_from`].
    fn resumed_from_snapshot(
        &self,
        players: usize,
        record: &GameRecord,
        state: &str,
        at: usize,
    ) -> Result<Option<Box<dyn TableGame>>, LoadProblem> {
        let id = M::G::ID;
        if let Some(cause) = self.0.stale_state(state) {
            return Err(LoadProblem::because(RuleError::new("load-stale-state"), id, cause));
        }
        let Ok(mut game) = serde_json::from_str::<M::G>(state) else {
            return Ok(None);
        };
        if game.players() != players || serde_json::to_string(&game).ok().as_deref() != Some(state) {
            return Ok(None);
        }
        for (n, logged) in record.log.iter().enumerate().skip(at) {
            let action = replay_action::<M::G>(&game, n, logged)?;
            game.apply(logged.seat, &action)
                .map_err(|e| LoadProblem::because(replay_refused(n, logged), id, e))?;
        }
        Ok(Some(Box::new(Live {
            module: Arc::clone(&self.0),
            game,
        })))
    }

    /// A stored game set up from its seed with the first `moves` moves of its log replayed.
    fn replay(&self, players: usize, record: &GameRecord, moves: usize) -> Result<Live<M>, LoadProblem> {
        let id = M::G::ID;
        let problem = |key| RuleError::new(key);
        if let Some(cause) = self.0.stale_state(record.state.get()) {
            return Err(LoadProblem::because(problem("load-stale-state"), id, cause));
        }
        let mut game = M::G::parse_options(&record.options)
            .and_then(|options| M::G::new(players, &options, record.seed))
            .map_err(|e| LoadProblem::because(problem("load-setup"), id, e))?;
        self.0.prepare_replay(record.state.get(), &mut game);
        for (n, logged) in record.log.iter().enumerate().take(moves) {
            let action = replay_action::<M::G>(&game, n, logged)?;
            game.apply(logged.seat, &action)
                .map_err(|e| LoadProblem::because(replay_refused(n, logged), id, e))?;
        }
        Ok(Live {
            module: Arc::clone(&self.0),
            game,
        })
    }
}

/// The only legal move of `seat` in `game` when the host may play it for the seat (see [`crate::games::forced`]).
fn forced<M: GameModule>(module: &M, game: &M::G, seat: Seat) -> Option<String> {
    let action = game.only_action(seat)?;
    module.may_auto_play(game, seat, &action).then(|| action.to_string())
}

/// The refusal of move number `n` (0-based) on replay.
fn replay_refused(n: usize, logged: &crate::record::LoggedMove) -> RuleError {
    RuleError::new("load-replay")
        .with("number", n + 1)
        .text("move", &logged.text)
        .with("seat", logged.seat + 1)
}

/// The logged move number `n` read by `game`; it must be written in its canonical text.
fn replay_action<G: Game>(game: &G, n: usize, logged: &crate::record::LoggedMove) -> Result<G::Action, LoadProblem> {
    let action = game
        .parse_action(logged.seat, &logged.text)
        .map_err(|e| LoadProblem::because(replay_refused(n, logged), G::ID, e))?;
    if action.to_string() != logged.text {
        let key = RuleError::new("load-not-canonical")
            .with("number", n + 1)
            .text("move", &logged.text);
        return Err(LoadProblem::new(key));
    }
    Ok(action)
}

struct Live<M: GameModule> {
    module: Arc<M>,
    game: M::G,
}

impl<M: GameModule> Live<M> {
    /// `seat`'s `actions` with their texts, labels and confirmation flags.
    fn choices(&self, seat: Seat, actions: Vec<<M::G as Game>::Action>, cx: &RenderCx) -> Vec<MoveChoice> {
        actions
            .iter()
            .map(|action| MoveChoice {
                text: action.to_string(),
                label: plain_text(&self.module.move_label_in(&self.game, action, cx)),
                confirm: self.module.confirm_button(&self.game, seat, action),
            })
            .collect()
    }
}

impl<M: GameModule> Play for Live<M> {
    fn kind(&self) -> &'static str {
        M::G::ID
    }

    fn players(&self) -> usize {
        self.game.players()
    }

    fn to_act(&self) -> Vec<Seat> {
        self.game.to_act()
    }

    fn legal(&self, seat: Seat) -> Vec<String> {
        self.game.legal_actions(seat).iter().map(ToString::to_string).collect()
    }

    fn legal_starting_with(&self, seat: Seat, prefix: &str, limit: usize, cx: &RenderCx) -> Vec<MoveChoice> {
        self.choices(seat, self.game.legal_starting_with(seat, prefix, limit), cx)
    }

    fn legal_count(&self, seat: Seat) -> u64 {
        self.game.legal_count(seat)
    }

    fn forced(&self, seat: Seat) -> Option<String> {
        forced(self.module.as_ref(), &self.game, seat)
    }

    fn suggested(&self, seat: Seat, cx: &RenderCx) -> Vec<MoveChoice> {
        self.choices(seat, self.game.suggested_actions(seat), cx)
    }

    fn button_moves(&self, seat: Seat, cx: &RenderCx) -> Vec<MoveChoice> {
        self.choices(seat, self.module.board_moves(&self.game, seat), cx)
    }

    fn private_moves(&self, seat: Seat, cx: &RenderCx) -> Vec<MoveChoice> {
        self.choices(seat, self.module.private_moves(&self.game, seat), cx)
    }

    fn panels(&self, seat: Seat, cx: &RenderCx) -> Vec<MoveChoice> {
        let panels = self.module.board_panels(&self.game, seat);
        panels
            .into_iter()
            .map(|key| MoveChoice {
                label: plain_text(&self.module.panel_label(&key, cx)),
                text: key,
                confirm: false,
            })
            .collect()
    }

    fn apply(&mut self, seat: Seat, text: &str) -> Result<String, RuleError> {
        let action = self.game.parse_action(seat, text)?;
        self.game.apply(seat, &action)?;
        Ok(action.to_string())
    }

    fn state(&self) -> Box<RawValue> {
        // Not `RawValue::from_string`, which would parse the text it was just given once more.
        serde_json::value::to_raw_value(&self.game).expect("a game state always serializes")
    }

    fn private_state(&self, seat: Seat) -> String {
        serde_json::to_string(&self.game.private_view(seat)).expect("a private view always serializes")
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn secret_words(&self, seat: Seat, text: &str) -> Vec<String> {
        let view = self.game.private_view(seat);
        let Ok(action) = text.parse::<<M::G as Game>::Action>() else {
            return Vec::new();
        };
        if !self.module.reveals_secret(&view, &action) {
            return Vec::new();
        }
        let private = serde_json::to_string(&view).expect("a private view always serializes");
        let public = self.public_state();
        let quoted = |json: &str, word: &str| json.contains(&serde_json::to_string(word).expect("a string"));
        text.split_whitespace()
            .filter(|w| quoted(&private, w) && !quoted(&public, w))
            .map(str::to_string)
            .collect()
    }

    fn public_state(&self) -> String {
        serde_json::to_string(&self.game.public_view()).expect("a public view always serializes")
    }

    fn boxed_clone(&self) -> Box<dyn TableGame> {
        Box::new(Live {
            module: Arc::clone(&self.module),
            game: self.game.clone(),
        })
    }

    fn ai_move(&self, seat: Seat, level: galleon_ai::Level, budget: galleon_ai::Budget, seed: u64) -> Option<String> {
        galleon_ai::choose(&self.game, seat, level, budget, seed).map(|action| action.to_string())
    }
}

impl<M: GameModule> Live<M> {
    /// `/info` of a word of the moves, in either language (`construire`, `build`): what its verb command does,
    /// or that it is part of a move.
    fn move_word(&self, query: &str, locale: Locale) -> Option<String> {
        let book = self.module.phrasebook();
        let canonical = book.read(query.trim());
        if canonical.contains(' ') || !book.knows(&canonical) {
            return None;
        }
        let what = match self.module.verbs().iter().find(|v| v.name == canonical) {
            Some(verb) => crate::words::i18n::ta(
                locale,
                "info-move-verb",
                &[
                    (
                        "command",
                        crate::words::i18n::for_reader(format!("/{}", verb.name), locale).into(),
                    ),
                    (
                        "does",
                        crate::words::i18n::t(locale, &format!("command-{}", verb.name)).into(),
                    ),
                ],
            ),
            None => crate::words::i18n::t(locale, "info-move-part"),
        };
        let args = [
            ("word", book.show(&canonical, locale).into()),
            ("other", book.show(&canonical, locale.other()).into()),
            ("what", what.into()),
        ];
        Some(crate::words::i18n::ta(locale, "info-move-word", &args))
    }
}

impl<M: GameModule> Show for Live<M> {
    fn verdict(&self, outcome: &Outcome, cx: &RenderCx) -> Option<String> {
        self.module.verdict(&self.game, outcome, cx)
    }

    fn automa(&self) -> Option<(&'static str, i64)> {
        self.module.automa(&self.game)
    }

    fn board(&self, cx: &RenderCx) -> Doc {
        self.module.board(&self.game.public_view(), cx)
    }

    fn board_measured(&self, cx: &RenderCx) -> (Doc, usize) {
        self.module.board_measured(&self.game.public_view(), cx)
    }

    fn private(&self, seat: Seat, cx: &RenderCx) -> Doc {
        self.module.private_in(&self.game, &self.game.private_view(seat), cx)
    }

    fn label(&self, text: &str, cx: &RenderCx) -> String {
        match text.parse::<<M::G as Game>::Action>() {
            Ok(action) => self.module.move_label_in(&self.game, &action, cx),
            Err(_) => text.to_string(),
        }
    }

    fn log_stage(&self, cx: &RenderCx) -> Option<String> {
        self.module.log_stage(&self.game, cx)
    }

    fn log_label(&self, seat: Seat, text: &str, cx: &RenderCx) -> Option<String> {
        match text.parse::<<M::G as Game>::Action>() {
            Ok(action) => self.module.log_label(&self.game, seat, &action, cx),
            Err(_) => Some(text.to_string()),
        }
    }

    fn word(&self, word: &str, locale: Locale) -> Option<String> {
        self.module.word(word, locale)
    }

    fn tiebreak_key(&self) -> Option<&'static str> {
        self.module.tiebreak_key()
    }

    fn help(&self, locale: Locale) -> Option<Doc> {
        self.module.help(locale)
    }

    fn panel_note(&self, seat: Seat, key: &str, payable: bool, cx: &RenderCx) -> String {
        self.module.panel_note(&self.game, seat, key, payable, cx)
    }

    fn board_image(&self, names: &[String], words: &dyn Words) -> Option<Image> {
        let outcome = self.game.outcome();
        self.module
            .board_image(&self.game.public_view(), outcome.as_ref(), names, words)
    }

    fn look(&self, seat: Seat, cx: &RenderCx) -> Option<Doc> {
        self.module.look(&self.game, seat, cx)
    }

    fn info(&self, query: &str, cx: &RenderCx) -> Option<Doc> {
        let term = || {
            self.module
                .terms()
                .explain(query, cx.locale)
                .map(|text| Doc::parse(&text))
        };
        let word = || self.move_word(query, cx.locale).map(|text| Doc::parse(&text));
        // A glossary word (`espions`) is that word, not a card whose name holds it.
        term().or_else(|| self.module.info(&self.game, query, cx)).or_else(word)
    }

    fn typed(&self, text: &str, locale: Locale) -> String {
        self.module.typed(text, locale)
    }

    fn read(&self, typed: &str) -> String {
        self.module.phrasebook().read(typed)
    }

    fn phrasebook(&self) -> &phrasebook::Phrasebook {
        self.module.phrasebook()
    }

    fn info_topics(&self, cx: &RenderCx) -> Vec<(String, String)> {
        let mut topics = self.module.info_topics(&self.game, cx);
        topics.extend(self.module.terms().topics(cx.locale));
        topics
    }
}

impl GameWords for Registry {
    fn game_word(&self, kind: &str, value: &str, locale: Locale) -> Option<String> {
        self.get(kind)?.word(value, locale)
    }
}

/// The games a host offers, by id.
#[derive(Clone)]
pub struct Registry {
    kinds: Vec<Arc<dyn GameKind>>,
}

impl Registry {
    /// Every game galleon ships.
    pub fn standard() -> Registry {
        Registry::empty()
            .with(puerto_rico::PuertoRicoModule)
            .with(santiago::SantiagoModule)
            .with(maracaibo::MaracaiboModule)
    }

    pub fn empty() -> Registry {
        Registry { kinds: Vec::new() }
    }

    pub fn with<M: GameModule>(mut self, module: M) -> Registry {
        self.kinds.push(Arc::new(Module(Arc::new(module))));
        self
    }

    pub fn get(&self, id: &str) -> Option<&Arc<dyn GameKind>> {
        self.kinds.iter().find(|k| k.id() == id)
    }

    pub fn kinds(&self) -> &[Arc<dyn GameKind>] {
        &self.kinds
    }

    pub fn ids(&self) -> Vec<&'static str> {
        self.kinds.iter().map(|k| k.id()).collect()
    }

    /// The most players any game seats (the lobby's limit before a game is chosen).
    pub fn max_players(&self) -> usize {
        self.kinds.iter().map(|k| *k.players().end()).max().unwrap_or(0)
    }

    /// Every verb of every game, the first declaration of a name winning for the command schema.
    pub fn verbs(&self) -> Vec<Verb> {
        let mut verbs: Vec<Verb> = Vec::new();
        for verb in self.kinds.iter().flat_map(|k| k.verbs()) {
            if !verbs.iter().any(|v| v.name == verb.name) {
                verbs.push(verb);
            }
        }
        verbs
    }
}
