//! The state every event of the bot shares ([`Shared`]): the gate, the host, the outbox, the channels' turns, the
//! AI drivers. The floor under a channel's turn ([`super::turn`]), the event handler ([`super::handler`]), the AI
//! drivers ([`super::ai`]) and the reminders ([`super::remind`]), which import it and add their own methods; it
//! imports none of them.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

use galleon_commands::{Host, Thinkers};
use serenity::all::{ChannelId, Context, GuildId};
use tokio::sync::Mutex as AsyncMutex;

use super::deliver::Outbox;
use super::gate::Gate;

/// State shared by every event.
pub struct Shared {
    pub gate: Arc<Gate>,
    host: std::sync::RwLock<Option<Arc<Host>>>,
    outbox: OnceLock<Outbox>,
    channel_locks: std::sync::Mutex<HashMap<ChannelId, Arc<AsyncMutex<()>>>>,
    pub(super) dev_guild: Option<GuildId>,
    pub(super) registered: AtomicBool,
    /// The reminder task runs (started at the first READY).
    pub(super) reminding: AtomicBool,
    /// The gate AI decisions pass (see [`super::ai`]).
    pub(super) thinkers: Arc<Thinkers>,
    /// The channels whose AI driver runs.
    ai_drivers: std::sync::Mutex<std::collections::HashSet<String>>,
    /// How many times the host was called in a channel's turn (see [`super::turn`]).
    pub(super) host_calls: AtomicU64,
}

impl Shared {
    pub fn new(host: Arc<Host>, dev_guild: Option<u64>) -> Shared {
        Shared {
            gate: Arc::new(Gate::default()),
            host: std::sync::RwLock::new(Some(host)),
            outbox: OnceLock::new(),
            channel_locks: std::sync::Mutex::new(HashMap::new()),
            dev_guild: dev_guild.map(GuildId::new),
            registered: AtomicBool::new(false),
            reminding: AtomicBool::new(false),
            thinkers: Arc::new(Thinkers::for_this_machine()),
            ai_drivers: std::sync::Mutex::new(std::collections::HashSet::new()),
            host_calls: AtomicU64::new(0),
        }
    }

    /// For a process that does not serve shard 0: another one registers the commands.
    pub fn without_registration(self) -> Shared {
        self.registered.store(true, Ordering::SeqCst);
        self
    }

    pub(super) fn host(&self) -> Option<Arc<Host>> {
        self.host.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Hands the host over for the final flush; interactions arriving later are refused.
    pub fn take_host(&self) -> Option<Arc<Host>> {
        self.host.write().unwrap_or_else(|e| e.into_inner()).take()
    }

    pub(super) fn outbox(&self, ctx: &Context) -> &Outbox {
        self.outbox.get_or_init(|| Outbox::new(Arc::clone(&ctx.http)))
    }

    /// Marks `channel`'s AI driver as running; false when it already was.
    pub(super) fn start_driving(&self, channel: &str) -> bool {
        let mut drivers = self.ai_drivers.lock().unwrap_or_else(|e| e.into_inner());
        drivers.insert(channel.to_string())
    }

    pub(super) fn stop_driving(&self, channel: &str) {
        let mut drivers = self.ai_drivers.lock().unwrap_or_else(|e| e.into_inner());
        drivers.remove(channel);
    }

    pub(super) fn channel_lock(&self, channel: ChannelId) -> Arc<AsyncMutex<()>> {
        let mut locks = self.channel_locks.lock().unwrap_or_else(|e| e.into_inner());
        Arc::clone(locks.entry(channel).or_default())
    }
}
