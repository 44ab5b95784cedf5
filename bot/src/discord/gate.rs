//! Counts the interactions being handled, so a shutdown can stop taking new ones and wait for those in flight.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

use tokio::sync::Notify;

#[derive(Default)]
pub struct Gate {
    closed: AtomicBool,
    busy: AtomicUsize,
    idle: Notify,
}

/// Held while one interaction is handled.
pub struct Pass(Arc<Gate>);

impl Drop for Pass {
    fn drop(&mut self) {
        if self.0.busy.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

impl Gate {
    /// A pass for one interaction, or `None` once the gate is closed.
    pub fn enter(self: &Arc<Self>) -> Option<Pass> {
        // Count first, then check: a shutdown that closed the gate in between waits for this pass to drop.
        self.busy.fetch_add(1, Ordering::SeqCst);
        let pass = Pass(Arc::clone(self));
        (!self.closed.load(Ordering::SeqCst)).then_some(pass)
    }

    pub fn close(&self) {
        self.closed.store(true, Ordering::SeqCst);
    }

    /// Waits until no interaction is being handled.
    pub async fn idle(&self) {
        loop {
            let notified = self.idle.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if self.busy.load(Ordering::SeqCst) == 0 {
                return;
            }
            notified.await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn a_closed_gate_refuses_and_waits_for_passes_in_flight() {
        let gate = Arc::new(Gate::default());
        let pass = gate.enter().expect("open gate lets in");
        gate.close();
        assert!(gate.enter().is_none());
        let waiter = tokio::spawn({
            let gate = Arc::clone(&gate);
            async move { gate.idle().await }
        });
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert!(!waiter.is_finished(), "still one interaction in flight");
        drop(pass);
        waiter.await.unwrap();
    }
}
