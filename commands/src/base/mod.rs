//! The bottom floor: the seam with transports (requests, messages, the presentation document), the clock, the
//! ids the host makes, and locking. It imports nothing of the host.

pub mod clock;
pub mod doc;
pub mod error;
pub mod fold;
pub mod ids;
pub mod io;
pub(crate) mod locks;
pub(crate) mod memo;
