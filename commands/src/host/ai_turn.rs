//! AI turns: the host hands out an [`AiJob`] (a copy of the game and the seat to play), the transport runs it
//! off the host's locks ([`AiJob::think`], on a blocking thread) and submits the chosen move back
//! ([`Host::submit_ai_move`]), which applies it like a person's move: checked, durable with the forced moves that
//! follow it, then the board edit, the DMs of the people whose secrets changed, the turn ping, the result.
//!
//! Rulings:
//! - A seat is played by the AI when its user is an AI ([`crate::handlers::bots`]), or for one move when its person's turn
//!   clock ran out and nobody objected within the grace period ([`crate::handlers::takeover`]). Seats due at once are played
//!   lowest first, one move per job.
//! - A submitted move is applied only if the table is where the job found it (same game, same number of moves,
//!   the seat still the AI's to play); otherwise it is dropped and the transport asks for a new job. So a human
//!   move, an undo or an abort meanwhile never meets a stale AI move.
//! - The AI's seed is drawn from the game's seed, the number of moves and the seat: the terminal modes, which
//!   think with a fixed number of iterations ([`SCRIPT_BUDGET`]), play the same game every time. Discord thinks
//!   for its level's time ([`AiJob::budget_after`]).
//! - An AI that finds no move, or a move the game refuses (it never should), plays the seat's first suggested,
//!   else first legal, move instead, so a table never stalls on it. The board offers no button for an AI seat.
//! - Every decision passes the [`Thinkers`] gate: at most two per processor think at once, and a decision's time
//!   counts from when its table asked, so three tables' bots on a 2-core machine all think at once and none keeps
//!   its table waiting longer than its level's budget; past that load a decision still thinks for a quarter of
//!   its budget (a sensible move, a little late) rather than a moment.
//! - After a restart nothing is lost: a pending AI turn is just a seat due to act, found again by
//!   [`Host::ai_channels`] (the terminal modes after every line, Discord at start-up and every minute).

use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

use galleon_ai::{Budget, Level};
use galleon_rules::Seat;

use crate::base::error::HostError;
use crate::base::io::Message;
use crate::base::locks::lock;
use crate::games::TableGame;
use crate::host::Host;
use crate::present::render;
use crate::tables::table::{Slot, Table};
use crate::tables::{Mover, Tables};
use crate::words::i18n::ta;

/// The AI's thinking in the terminal modes (and tests): fixed, so a script replays the same.
pub const SCRIPT_BUDGET: Budget = Budget::Iterations(200);
/// Most AI moves the terminal modes play after one line (a table of AIs alone plays to its end).
pub const AI_LIMIT: usize = 5000;

/// One AI move to think about.
pub struct AiJob {
    pub channel: String,
    game_number: u64,
    moves: usize,
    seat: Seat,
    level: Level,
    seed: u64,
    game: Box<dyn TableGame>,
}

impl AiJob {
    /// The move the AI chooses, in canonical text (slow: run it off the async runtime and the channel's lock).
    pub fn think(&self, budget: Budget) -> String {
        let chosen = self.game.ai_move(self.seat, self.level, budget, self.seed);
        chosen.unwrap_or_else(|| {
            tracing::warn!(channel = %self.channel, seat = self.seat, "the AI found no move: the first one is played");
            first_move(self.game.as_ref(), self.seat)
        })
    }

    /// How long the AI thinks when playing on Discord after waiting `waited` since its table asked: what is left
    /// of its level's own budget (see `galleon_ai::Level`), never less than a quarter of it.
    pub fn budget_after(&self, waited: Duration) -> Budget {
        match self.level.default_budget() {
            Budget::Time(time) => Budget::Time(time.saturating_sub(waited).max(time / 4)),
            iterations => iterations,
        }
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    pub fn level(&self) -> Level {
        self.level
    }
}

/// The gate every AI decision on Discord passes (see the module's rulings).
pub struct Thinkers {
    free: Mutex<usize>,
    freed: Condvar,
}

impl Thinkers {
    /// Two permits per processor of this machine (at least 4).
    pub fn for_this_machine() -> Thinkers {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Thinkers::new((2 * cores).max(4))
    }

    pub fn new(permits: usize) -> Thinkers {
        Thinkers {
            free: Mutex::new(permits),
            freed: Condvar::new(),
        }
    }

    /// `job`'s move, thought within what is left of its budget since its table `asked` (blocks while every
    /// permit is taken: call it off the async runtime).
    pub fn think(&self, job: &AiJob, asked: Instant) -> String {
        let _permit = self.permit();
        job.think(job.budget_after(asked.elapsed()))
    }

    fn permit(&self) -> Permit<'_> {
        let free = self.freed.wait_while(lock(&self.free), |free| *free == 0);
        *free.unwrap_or_else(|poisoned| poisoned.into_inner()) -= 1;
        Permit(self)
    }
}

/// A permit taken from [`Thinkers`], given back when dropped (a panicking AI included).
struct Permit<'a>(&'a Thinkers);

impl Drop for Permit<'_> {
    fn drop(&mut self) {
        *lock(&self.0.free) += 1;
        self.0.freed.notify_one();
    }
}

/// The seat's first suggested move, else its first legal one (what the AI plays when it has no answer).
fn first_move(game: &dyn TableGame, seat: Seat) -> String {
    // Only the texts are used: the labels' language does not matter.
    let cx = crate::games::RenderCx::chat(crate::base::io::Locale::En, &[]);
    let first = game.suggested(seat, &cx).into_iter().next();
    first
        .or_else(|| game.legal_starting_with(seat, "", 1, &cx).pop())
        .map(|choice| choice.text)
        .unwrap_or_default()
}

/// The AI's seed for `seat` at this point of the game.
fn seed(table: &Table, seat: Seat) -> u64 {
    let base = table.record.game.as_ref().map_or(0, |g| g.seed);
    let mut z = base ^ (table.game_number() << 48) ^ ((table.moves() as u64) << 8) ^ seat as u64;
    // SplitMix64's finalizer: nearby inputs give unrelated seeds.
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn job(table: &Table, now: u64) -> Option<AiJob> {
    let (seat, level) = crate::handlers::takeover::ai_seat(table, now)?;
    Some(AiJob {
        channel: table.record.channel.clone(),
        game_number: table.game_number(),
        moves: table.moves(),
        seat,
        level,
        seed: seed(table, seat),
        game: table.game.as_ref()?.boxed_clone(),
    })
}

impl Host {
    /// The AI move to think about now in `channel`, if an AI is to play there.
    pub fn ai_job(&self, channel: &str) -> Option<AiJob> {
        let slot = self.slot(channel);
        let slot = lock(&slot);
        match &*slot {
            Slot::Table(table) => job(table, self.now()),
            _ => None,
        }
    }

    /// The channels where an AI is to play now, sorted (changes nothing; loads only the tables the agenda says
    /// may be due, see [`crate::host::agenda`]).
    pub fn ai_channels(&self) -> Vec<String> {
        let now = self.now();
        let due = self.due_channels(now).into_iter().filter(|channel| {
            let slot = self.slot(channel);
            let slot = lock(&slot);
            matches!(&*slot, Slot::Table(table) if crate::handlers::takeover::ai_seat(table, now).is_some())
        });
        due.collect()
    }

    /// Applies the move `text` the AI chose for `job`, as a person's move is applied, and returns what to send;
    /// nothing when the table moved on since the job was handed out (ask for a new job then).
    pub fn submit_ai_move(&self, job: &AiJob, text: &str) -> Vec<Message> {
        self.with_slot(&job.channel, |slot| {
            let Slot::Table(table) = &mut *slot else {
                return Vec::new();
            };
            let current = (
                table.game_number(),
                table.moves(),
                crate::handlers::takeover::ai_seat(table, self.now()),
            );
            if current != (job.game_number, job.moves, Some((job.seat, job.level))) {
                return Vec::new();
            }
            let messages = match play(self, table, job.seat, text) {
                Ok(messages) => messages,
                Err(error) => {
                    tracing::error!(channel = %job.channel, %text, %error, "the AI's move was not played");
                    Vec::new()
                }
            };
            self.pictured(slot, messages)
        })
    }

    /// Plays every AI move due in `channel`, one after the other, thinking within `budget` (the terminal modes).
    pub fn play_ai_turns(&self, channel: &str, budget: Budget) -> Vec<Message> {
        let mut messages = Vec::new();
        for _ in 0..AI_LIMIT {
            let Some(job) = self.ai_job(channel) else { break };
            let played = self.submit_ai_move(&job, &job.think(budget));
            if played.is_empty() {
                break;
            }
            messages.extend(played);
        }
        messages
    }
}

/// Plays `text` for `seat` (the AI's) by the road of every move ([`crate::handlers::pipeline`]), and tells the table.
fn play(host: &Host, table: &mut Table, seat: Seat, text: &str) -> Result<Vec<Message>, HostError> {
    let Some(game) = table.active() else {
        return Ok(Vec::new());
    };
    // A move the game refuses (an AI bug) gives way to the first move, so the table never stalls on it.
    let applied = crate::handlers::pipeline::apply(game, seat, text).or_else(|error| {
        tracing::error!(%text, ?error, "the AI's move was refused: its first move is played");
        crate::handlers::pipeline::apply(game, seat, &first_move(game, seat))
    });
    let applied =
        applied.map_err(|error| HostError::BadRecord(format!("no move of the AI could be played: {error:?}")))?;
    let stand_in = !table.record.is_ai_seat(seat);
    let told = crate::handlers::pipeline::commit(host, table, applied, &Mover::Ai)?;
    let mut messages = Vec::new();
    if stand_in {
        let name = crate::base::doc::name(&table.record.seats[seat].user.name);
        let text = ta(table.record.locale, "ai-stood-in", &[("name", name.into())]);
        messages.push(render::channel_post(&table.record, text));
    }
    messages.extend(told);
    Ok(messages)
}
