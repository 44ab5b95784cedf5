//! Locking shared state: a poisoned lock (a thread panicked while holding it) is taken all the same, since every
//! value behind one is left whole between statements.

use std::sync::{Mutex, MutexGuard};

pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}
