//! What outlives a table: per channel, the last game number given and the last turn ping posted; per user, the
//! `/notify` choice.

use super::Store;
use crate::base::error::HostError;
use crate::base::io::NotifyMode;

impl Store {
    /// A number for a new game in `channel`, greater than any given there before. It becomes durable with the
    /// next flush (the one that makes the game's record durable): a number lost in a crash was never shown.
    pub fn next_game_number(&self, channel: &str) -> Result<u64, HostError> {
        self.raise_game_number(channel, |last| last + 1)
    }

    /// Makes sure later games of `channel` get numbers above `number` (an imported game's).
    pub fn reserve_game_number(&self, channel: &str, number: u64) -> Result<u64, HostError> {
        self.raise_game_number(channel, |last| last.max(number))
    }

    fn raise_game_number(&self, channel: &str, raise: impl Fn(u64) -> u64) -> Result<u64, HostError> {
        let _writing = self.writing()?;
        let read = |bytes: Option<&[u8]>| {
            bytes
                .and_then(|b| <[u8; 8]>::try_from(b).ok())
                .map_or(0, u64::from_be_bytes)
        };
        let new = self
            .s()?
            .game_numbers
            .update_and_fetch(channel, |old| Some(raise(read(old)).to_be_bytes().to_vec()))?;
        Ok(read(new.as_deref()))
    }

    /// A user's `/notify` choice (the default when never set or unreadable).
    pub fn notify_mode(&self, user: &str) -> NotifyMode {
        let stored = self.s().ok().and_then(|sled| sled.notify.get(user).ok().flatten());
        stored
            .and_then(|v| NotifyMode::parse(&String::from_utf8_lossy(&v)))
            .unwrap_or_default()
    }

    /// Stores a user's `/notify` choice durably.
    pub fn set_notify_mode(&self, user: &str, mode: NotifyMode) -> Result<(), HostError> {
        let _writing = self.writing()?;
        self.s()?.notify.insert(user, mode.as_str())?;
        self.durable()?;
        self.manifest_notify(user, mode.as_str().as_bytes());
        Ok(())
    }

    /// The id of the last ping posted in `channel`.
    pub fn ping_message(&self, channel: &str) -> Option<String> {
        let stored = self.s().ok().and_then(|sled| sled.pings.get(channel).ok().flatten());
        stored.map(|v| String::from_utf8_lossy(&v).into_owned())
    }

    /// Remembers (or forgets) the last ping of `channel`; durable with the next flush (losing it in a crash
    /// only leaves one old ping in the channel).
    pub fn set_ping_message(&self, channel: &str, message: Option<&str>) -> Result<(), HostError> {
        let _writing = self.writing()?;
        let pings = &self.s()?.pings;
        match message {
            Some(id) => pings.insert(channel, id)?,
            None => pings.remove(channel)?,
        };
        Ok(())
    }
}
