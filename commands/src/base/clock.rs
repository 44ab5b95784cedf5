//! The host's notion of time: wall-clock seconds since the Unix epoch, read through [`Clock`] so tests can set it.
//!
//! Anything the host keeps about time is stored as such a timestamp (never as process uptime), so it means the
//! same after a restart. The host reads the clock only when handling a request: the transport drives time.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds in a day.
pub const MINUTE: u64 = 60;
pub const HOUR: u64 = 60 * MINUTE;
pub const DAY: u64 = 24 * HOUR;

/// Where the host reads the time.
pub trait Clock: Send + Sync {
    /// Seconds since 1970-01-01 00:00 UTC.
    fn now(&self) -> u64;
}

/// The machine's clock (the default).
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> u64 {
        // A clock set before 1970 reads as 1970: nothing the host stores is that old.
        SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
    }
}

/// A clock that moves only when told (tests, replays). Share it through an `Arc` to move it while a host runs.
#[derive(Debug, Default)]
pub struct FakeClock(AtomicU64);

impl FakeClock {
    pub fn at(now: u64) -> FakeClock {
        FakeClock(AtomicU64::new(now))
    }

    pub fn set(&self, now: u64) {
        self.0.store(now, Ordering::SeqCst);
    }

    pub fn advance(&self, seconds: u64) {
        self.0.fetch_add(seconds, Ordering::SeqCst);
    }
}

impl Clock for FakeClock {
    fn now(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_clock_is_after_2020_and_a_fake_one_moves_when_told() {
        assert!(SystemClock.now() > 1_577_836_800);
        let fake = FakeClock::at(100);
        fake.advance(DAY);
        assert_eq!(fake.now(), 100 + DAY);
        fake.set(5);
        assert_eq!(fake.now(), 5);
    }
}
