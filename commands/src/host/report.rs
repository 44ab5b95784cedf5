//! What a transport tells the host after delivering a turn's messages (an interaction's, an AI move's, a
//! channel's reminders): one [`Report`] per turn, answered with what the transport must do next ([`Reported`]).
//!
//! Rulings:
//! - The transport reports once, after the turn's last message and before it lets the channel's next turn in,
//!   so the next host call sees the new board and ping ids. What it learnt comes in the order it learnt it (a
//!   DM refused then one delivered leaves the user's DMs working).
//! - The answer carries the calls a refused DM made again in the channel (posted by the transport, whose ping
//!   ids it reports in turn, in a report asking nothing about the AI) and the AI move to think about next at the
//!   turn's table, if any: the question "is an AI due?" costs no call of its own.

use crate::base::io::Message;
use crate::host::ai_turn::AiJob;
use crate::host::Host;

/// What a transport learnt while delivering one turn's messages.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Report {
    /// The channel whose turn it was, when the transport asks whether an AI is to play there.
    pub ai_at: Option<String>,
    /// Board messages posted anew (their new id) or lost (`None`: post it anew next time), by channel.
    pub boards: Vec<(String, Option<String>)>,
    /// Turn pings posted (their id) or deleted (`None`), by channel.
    pub pings: Vec<(String, Option<String>)>,
    /// The DMs the transport tried, in order.
    pub dms: Vec<Dm>,
}

/// How one DM to a user fared (a DM dropped for another reason is not reported).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dm {
    Delivered(String),
    /// The user does not accept DMs from the bot.
    Refused(String),
}

/// What the transport must do after a report.
#[derive(Default)]
pub struct Reported {
    /// Turn calls a refused DM carried, made again in the channel: deliver them (and report their ids).
    pub calls: Vec<Message>,
    /// The AI move to think about now at the reported channel, when one is due.
    pub ai: Option<AiJob>,
}

impl Report {
    /// The report asking whether an AI is to play in `channel`.
    pub fn asking_ai(mut self, channel: &str) -> Report {
        self.ai_at = Some(channel.to_string());
        self
    }

    /// Whether the report tells or asks the host nothing.
    pub fn is_empty(&self) -> bool {
        self.ai_at.is_none() && self.boards.is_empty() && self.pings.is_empty() && self.dms.is_empty()
    }
}

impl Host {
    /// Takes in everything a transport learnt in one turn (see the module docs).
    pub fn report(&self, report: Report) -> Reported {
        for (channel, message) in report.boards {
            self.set_board_message(&channel, message);
        }
        for (channel, message) in report.pings {
            self.set_ping_message(&channel, message);
        }
        let mut calls = Vec::new();
        for dm in report.dms {
            match dm {
                Dm::Delivered(user) => self.dm_delivered(&user),
                Dm::Refused(user) => calls.extend(self.dm_refused(&user)),
            }
        }
        let ai = report.ai_at.and_then(|channel| self.ai_job(&channel));
        Reported { calls, ai }
    }
}

#[cfg(test)]
mod tests {
    use super::{Dm, Report};
    use crate::base::io::{Locale, Target};
    use crate::tables::Tables;
    use crate::tests::support::{request, texts, toy_runner};

    fn report(dms: Vec<Dm>) -> Report {
        Report {
            ai_at: Some("table".into()),
            boards: vec![("table".into(), Some("77".into()))],
            pings: vec![("table".into(), Some("88".into()))],
            dms,
        }
    }

    /// One report stores the board's and the ping's ids, then takes the DMs in order: a refused DM call comes
    /// back as a ping replacing the one just reported.
    #[test]
    fn one_report_stores_the_ids_and_makes_a_refused_call_again() {
        let dir = tempfile::tempdir().unwrap();
        let mut r = toy_runner(dir.path());
        r.line("bob> /notify mode:dm");
        r.line("alice> /join");
        r.line("bob> /join");
        r.line("alice> /start game:toy seed:3 target:9");
        let out = r.line("alice> /play move:\"add 1\"");
        assert!(
            out.iter().any(|m| m.to == Target::Dm { user: "bob".into() }),
            "{}",
            texts(&out)
        );
        let reported = r.host().report(report(vec![Dm::Refused("bob".into())]));
        assert_eq!(r.host().board_message("table").as_deref(), Some("77"));
        let ping = Target::Ping {
            channel: "table".into(),
            users: vec!["bob".into()],
            previous: Some("88".into()),
        };
        assert_eq!(reported.calls.iter().map(|m| &m.to).collect::<Vec<_>>(), [&ping]);
        assert!(reported.ai.is_none(), "no AI at this table");
    }

    /// DMs are taken in the order the transport tried them: refused then delivered leaves the user's DMs working.
    #[test]
    fn dms_are_taken_in_order() {
        let dir = tempfile::tempdir().unwrap();
        let r = toy_runner(dir.path());
        let host = r.host();
        host.report(report(vec![Dm::Refused("bob".into()), Dm::Delivered("bob".into())]));
        assert!(!host.calls_in_channel("bob"));
        host.report(report(vec![Dm::Delivered("bob".into()), Dm::Refused("bob".into())]));
        assert!(host.calls_in_channel("bob"));
    }

    /// The report answers whether an AI is to play at the table: with its job.
    #[test]
    fn the_report_hands_out_the_ai_job_due() {
        let dir = tempfile::tempdir().unwrap();
        let mut r = toy_runner(dir.path());
        r.line("alice> /join");
        r.line("alice> /addbot level:random");
        r.line("alice> /start game:toy seed:3 target:20");
        r.host()
            .handle(&request("table", "alice", Locale::En, "play", &[("move", "add 2")]));
        let job = r.host().report(Report::default().asking_ai("table")).ai;
        assert_eq!(job.map(|job| job.seat()), Some(1));
        assert!(
            r.host().report(Report::default()).ai.is_none(),
            "asked nothing, told nothing"
        );
    }
}
