//! Every id the host makes and reads back: the FNV-1a hash they use, button ids of every kind, and AI seats'
//! user ids. The bottom floor: it knows nothing of tables or handlers.
//!
//! A button id is `<kind>:<fields…>`, the kind a two-character code ([`Kind`]); each kind's fields are described
//! with its type. Ids must read the same after an upgrade (buttons stay on old boards), so the codes and the
//! fields' order never change; a new field means a new code.
//!
//! An AI seat's user id is `ai:<level>:<n>` (see [`crate::handlers::bots`]), which no transport can give a person.

use galleon_ai::Level;

/// The longest button id the host makes (its fields are sized for it). A transport whose ids are shorter
/// (`Limits::id`) gets no button whose id does not fit.
pub const ID_LIMIT: usize = 100;
/// The longest channel or user id written as it is in a confirmation id.
pub const FIELD_LIMIT: usize = 36;

/// What a button does, read from its id's code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `g2` (and `g1`, before game numbers): a board move ([`ButtonId`]).
    Move,
    /// `c1`: the confirmation of a costly board move ([`ConfirmMove`]).
    ConfirmMove,
    /// `a1`: the confirmation of an `/abort` ([`ConfirmId`]).
    ConfirmAbort,
    /// `t1`: the confirmation of a `/resign` or `/kick` ([`LeaveId`]).
    ConfirmLeave,
    /// `r1`: a vote on a `/replace` ([`VoteId`]).
    Vote,
    /// `v1`: a step of a `/replay` ([`StepId`]).
    Replay,
    /// `p1`: a board button opening a private panel of choices ([`PanelId`]).
    Panel,
}

impl Kind {
    const ALL: [Kind; 7] = [
        Kind::Move,
        Kind::ConfirmMove,
        Kind::ConfirmAbort,
        Kind::ConfirmLeave,
        Kind::Vote,
        Kind::Replay,
        Kind::Panel,
    ];

    fn code(self) -> &'static str {
        match self {
            Kind::Move => "g2",
            Kind::ConfirmMove => "c1",
            Kind::ConfirmAbort => "a1",
            Kind::ConfirmLeave => "t1",
            Kind::Vote => "r1",
            Kind::Replay => "v1",
            Kind::Panel => "p1",
        }
    }

    /// The kind of a button id; None for an id no kind reads (a board move's decoder then refuses it).
    pub fn of(id: &str) -> Option<Kind> {
        let code = id.split_once(':')?.0;
        match code {
            LEGACY_MOVE => Some(Kind::Move),
            _ => Kind::ALL.into_iter().find(|k| k.code() == code),
        }
    }

    /// The fields after this kind's code, or None when `id` is not of this kind.
    fn fields(self, id: &str) -> Option<&str> {
        id.strip_prefix(self.code())?.strip_prefix(':')
    }
}

/// The code of board-move ids made before game numbers (read as game 0).
const LEGACY_MOVE: &str = "g1";

/// FNV-1a's starting value.
pub(crate) const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// FNV-1a continued from `hash` over `bytes`: stable across builds and platforms.
pub(crate) fn fnv_bytes(hash: u64, bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(hash, |h, b| (h ^ u64::from(*b)).wrapping_mul(0x100_0000_01b3))
}

/// FNV-1a, 64 bits, of `text`.
pub(crate) fn fnv1a(text: &str) -> u64 {
    fnv_bytes(FNV_OFFSET, text.as_bytes())
}

/// A channel or user id as a confirmation id writes it: as it is when short and free of `:`, else `~` and 16 hex
/// digits of its hash (Discord's ids, at most 20 digits, are written as they are).
pub(crate) fn field(id: &str) -> String {
    if id.chars().count() <= FIELD_LIMIT && !id.contains(':') && !id.starts_with('~') {
        return id.to_string();
    }
    format!("~{:016x}", fnv1a(id))
}

/// A move as a button names it: its canonical text, or `#<index>` into the seat's button moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ButtonMove {
    Text(String),
    Index(usize),
}

impl ButtonMove {
    fn encode(&self) -> String {
        let mut text = String::new();
        self.push_to(&mut text);
        text
    }

    fn push_to(&self, id: &mut String) {
        match self {
            ButtonMove::Text(text) => id.push_str(text),
            ButtonMove::Index(i) => {
                use std::fmt::Write;
                let _ = write!(id, "#{i}");
            }
        }
    }

    fn decode(text: &str) -> Option<ButtonMove> {
        match text.strip_prefix('#') {
            Some(index) => Some(ButtonMove::Index(index.parse().ok()?)),
            None if !text.is_empty() => Some(ButtonMove::Text(text.to_string())),
            None => None,
        }
    }
}

/// A board move: `g2:<channel>:<game number>:<move number>.<position>:<seat>:<move>` (see [`crate::present::buttons`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ButtonId {
    pub channel: String,
    pub game: u64,
    pub move_number: usize,
    /// The fingerprint of the game state the button was made for (see [`crate::present::buttons::fingerprint`]); None in
    /// ids made before fingerprints existed.
    pub position: Option<u32>,
    pub seat: usize,
    pub action: ButtonMove,
}

impl ButtonId {
    pub fn encode(&self) -> String {
        let mut id = self.head();
        self.action.push_to(&mut id);
        id
    }

    /// The id up to its move: one seat's buttons on one board share it (see [`ButtonId::with_move`]).
    pub fn head(&self) -> String {
        use std::fmt::Write;
        let mut id = String::with_capacity(48 + self.channel.len());
        let (code, channel, game, number) = (Kind::Move.code(), &self.channel, self.game, self.move_number);
        let _ = write!(id, "{code}:{channel}:{game}:{number}");
        if let Some(position) = self.position {
            let _ = write!(id, ".{position:08x}");
        }
        let _ = write!(id, ":{}:", self.seat);
        id
    }

    /// The id whose [`ButtonId::head`] is `head` and whose move is `action`, as [`ButtonId::encode`] writes it.
    pub fn with_move(head: &str, action: &ButtonMove) -> String {
        let mut id = String::with_capacity(head.len() + 24);
        id.push_str(head);
        action.push_to(&mut id);
        id
    }

    pub fn decode(id: &str) -> Option<ButtonId> {
        let legacy = id.starts_with(&format!("{LEGACY_MOVE}:"));
        let mut parts = id.splitn(if legacy { 5 } else { 6 }, ':');
        if parts.next()? != if legacy { LEGACY_MOVE } else { Kind::Move.code() } {
            return None;
        }
        let channel = parts.next()?.to_string();
        let game = if legacy { 0 } else { parts.next()?.parse().ok()? };
        let number = parts.next()?;
        let (move_number, position) = match number.split_once('.') {
            Some((number, position)) if !legacy && position.len() == 8 => {
                (number.parse().ok()?, Some(u32::from_str_radix(position, 16).ok()?))
            }
            Some(_) => return None,
            None => (number.parse().ok()?, None),
        };
        let seat = parts.next()?.parse().ok()?;
        let action = ButtonMove::decode(parts.next()?)?;
        Some(ButtonId {
            channel,
            game,
            move_number,
            position,
            seat,
            action,
        })
    }
}

/// A board button opening a private panel: `p1:<channel>:<game number>:<move number>.<position>:<seat>:<panel>`,
/// the fields of a board move ([`ButtonId`]) with the panel's key (see [`crate::games::Secrets::board_panels`])
/// in place of the move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelId(pub ButtonId);

impl PanelId {
    /// The id of the panel `key` opened from where `head` (a board move's [`ButtonId::head`]) stands.
    pub fn with_key(head: &str, key: &str) -> String {
        let fields = head.strip_prefix(Kind::Move.code()).unwrap_or(head);
        format!("{}{fields}{key}", Kind::Panel.code())
    }

    pub fn decode(id: &str) -> Option<PanelId> {
        let fields = Kind::Panel.fields(id)?;
        let button = ButtonId::decode(&format!("{}:{fields}", Kind::Move.code()))?;
        matches!(button.action, ButtonMove::Text(_)).then_some(PanelId(button))
    }

    /// The panel's key.
    pub fn key(&self) -> &str {
        match &self.0.action {
            ButtonMove::Text(key) => key,
            ButtonMove::Index(_) => "",
        }
    }
}

/// The confirmation of a costly move: `c1:<channel>:<game number>:<state fingerprint>:<seat>:<move>` (see
/// [`crate::handlers::confirm`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfirmMove {
    pub channel: String,
    pub game: u64,
    pub state: String,
    pub seat: usize,
    pub action: ButtonMove,
}

impl ConfirmMove {
    pub fn encode(&self) -> String {
        let (channel, game, state, seat) = (&self.channel, self.game, &self.state, self.seat);
        let (code, action) = (Kind::ConfirmMove.code(), self.action.encode());
        format!("{code}:{channel}:{game}:{state}:{seat}:{action}")
    }

    pub fn decode(id: &str) -> Option<ConfirmMove> {
        let mut parts = Kind::ConfirmMove.fields(id)?.splitn(5, ':');
        let channel = parts.next().filter(|c| !c.is_empty())?.to_string();
        let game = parts.next()?.parse().ok()?;
        let state = parts.next().filter(|s| s.len() == 16)?.to_string();
        let seat = parts.next()?.parse().ok()?;
        let action = ButtonMove::decode(parts.next()?)?;
        Some(ConfirmMove {
            channel,
            game,
            state,
            seat,
            action,
        })
    }
}

/// The confirmation of an `/abort`: `a1:<channel>:<game number>:<user>`, ids written by [`field`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfirmId {
    pub channel: String,
    pub game: u64,
    pub user: String,
}

impl ConfirmId {
    pub fn new(channel: &str, game: u64, user: &str) -> ConfirmId {
        ConfirmId {
            channel: field(channel),
            game,
            user: field(user),
        }
    }

    pub fn encode(&self) -> String {
        let code = Kind::ConfirmAbort.code();
        format!("{code}:{}:{}:{}", self.channel, self.game, self.user)
    }

    pub fn decode(id: &str) -> Option<ConfirmId> {
        let mut parts = Kind::ConfirmAbort.fields(id)?.splitn(3, ':');
        let channel = parts.next().filter(|c| !c.is_empty())?.to_string();
        let game = parts.next()?.parse().ok()?;
        let user = parts.next().filter(|u| !u.is_empty())?.to_string();
        Some(ConfirmId { channel, game, user })
    }
}

/// How a person leaves their seat to the AI.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    Resign,
    Kick,
}

impl Leave {
    pub fn as_str(self) -> &'static str {
        match self {
            Leave::Resign => "resign",
            Leave::Kick => "kick",
        }
    }
}

/// The confirmation of a `/resign` or `/kick`: `t1:<channel>:<game number>:<user>:<resign|kick>:<seat>`, ids
/// written by [`field`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeaveId {
    pub channel: String,
    pub game: u64,
    pub user: String,
    pub leave: Leave,
    pub seat: usize,
}

impl LeaveId {
    pub fn encode(&self) -> String {
        let (code, channel, game, user) = (Kind::ConfirmLeave.code(), &self.channel, self.game, &self.user);
        format!("{code}:{channel}:{game}:{user}:{}:{}", self.leave.as_str(), self.seat)
    }

    pub fn decode(id: &str) -> Option<LeaveId> {
        let parts: Vec<&str> = Kind::ConfirmLeave.fields(id)?.split(':').collect();
        let [channel, game, user, leave, seat] = parts[..] else {
            return None;
        };
        let leave = match leave {
            "resign" => Leave::Resign,
            "kick" => Leave::Kick,
            _ => return None,
        };
        let channel = Some(channel.to_string()).filter(|c| !c.is_empty())?;
        let user = Some(user.to_string()).filter(|u| !u.is_empty())?;
        Some(LeaveId {
            channel,
            game: game.parse().ok()?,
            user,
            leave,
            seat: seat.parse().ok()?,
        })
    }
}

/// A vote on a replacement: `r1:<channel>:<game number>:<vote number>:<y|n>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VoteId {
    pub channel: String,
    pub game: u64,
    pub vote: u64,
    pub agree: bool,
}

impl VoteId {
    pub fn encode(&self) -> String {
        let answer = if self.agree { "y" } else { "n" };
        let code = Kind::Vote.code();
        format!("{code}:{}:{}:{}:{answer}", self.channel, self.game, self.vote)
    }

    pub fn decode(id: &str) -> Option<VoteId> {
        let parts: Vec<&str> = Kind::Vote.fields(id)?.split(':').collect();
        let [channel, game, vote, answer] = parts.as_slice() else {
            return None;
        };
        let agree = match *answer {
            "y" => true,
            "n" => false,
            _ => return None,
        };
        Some(VoteId {
            channel: channel.to_string(),
            game: game.parse().ok()?,
            vote: vote.parse().ok()?,
            agree,
        })
        .filter(|v| !v.channel.is_empty())
    }
}

/// A step of a replay: `v1:<channel>:<game number>:<step>`, the channel written by [`field`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct StepId {
    pub channel: String,
    pub game: u64,
    pub step: usize,
}

impl StepId {
    pub fn encode(&self) -> String {
        let code = Kind::Replay.code();
        format!("{code}:{}:{}:{}", self.channel, self.game, self.step)
    }

    pub fn decode(id: &str) -> Option<StepId> {
        let mut parts = Kind::Replay.fields(id)?.rsplitn(3, ':');
        let step = parts.next()?.parse().ok()?;
        let game = parts.next()?.parse().ok()?;
        let channel = parts.next().filter(|c| !c.is_empty())?.to_string();
        Some(StepId { channel, game, step })
    }
}

/// The prefix of every AI seat's user id.
const AI: &str = "ai:";

/// Whether a user id is an AI seat's.
pub fn is_ai(id: &str) -> bool {
    id.starts_with(AI)
}

/// An AI seat's user id.
pub fn ai_id(level: Level, number: u64) -> String {
    format!("{AI}{}:{number}", level.as_str())
}

/// The level of an AI seat's user id.
pub fn level_of(id: &str) -> Option<Level> {
    Level::parse(id.strip_prefix(AI)?.split(':').next()?)
}

/// The level and number of `id` when it is an AI id exactly as [`ai_id`] writes it (`ai:normal:2`: a level that
/// exists, in lower case, and a number from 1 written without leading zeros); None for anything else.
pub fn made_id(id: &str) -> Option<(Level, u64)> {
    let (level, number) = id.strip_prefix(AI)?.split_once(':')?;
    let level = Level::parse(level).filter(|l| l.as_str() == level)?;
    let number = number
        .parse::<u64>()
        .ok()
        .filter(|n| *n >= 1 && n.to_string() == number)?;
    Some((level, number))
}

/// The number of an AI seat's user id.
pub fn number_of(id: &str) -> Option<u64> {
    id.strip_prefix(AI)?.split(':').nth(1)?.parse().ok()
}

/// The short name of an AI seat's user id (`🤖2`), where names repeat (the board); None for a person.
pub fn short_name(id: &str) -> Option<String> {
    number_of(id).map(|number| format!("🤖{number}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_reads_its_own_ids_only() {
        let ids = [
            ("g2:c:1:2.0000abcd:0:plant corn", Kind::Move),
            ("g1:c:2:0:plant corn", Kind::Move),
            ("c1:c:1:0123456789abcdef:0:#3", Kind::ConfirmMove),
            ("a1:c:1:u", Kind::ConfirmAbort),
            ("t1:c:1:u:kick:2", Kind::ConfirmLeave),
            ("r1:c:1:1:y", Kind::Vote),
            ("v1:c:1:4", Kind::Replay),
            ("p1:c:1:2.0000abcd:0:bid", Kind::Panel),
        ];
        for (id, kind) in ids {
            assert_eq!(Kind::of(id), Some(kind), "{id}");
        }
        assert_eq!(Kind::of("x9:c"), None);
        assert_eq!(Kind::of("g2"), None);
        assert!(ConfirmId::decode("c1:c:1:u").is_none());
        assert!(StepId::decode("a1:c:1:4").is_none());
        assert!(PanelId::decode("g2:c:1:2.0000abcd:0:bid").is_none());
        assert!(ButtonId::decode("p1:c:1:2.0000abcd:0:bid").is_none());
    }

    #[test]
    fn a_panel_id_reads_back_its_board_fields_and_key() {
        let button = ButtonId {
            channel: "c".into(),
            game: 3,
            move_number: 9,
            position: Some(0xabcd),
            seat: 1,
            action: ButtonMove::Index(0),
        };
        let id = PanelId::with_key(&button.head(), "support gh");
        assert_eq!(id, "p1:c:3:9.0000abcd:1:support gh");
        let read = PanelId::decode(&id).unwrap();
        assert_eq!(read.key(), "support gh");
        assert_eq!((read.0.game, read.0.move_number, read.0.seat), (3, 9, 1));
        assert!(PanelId::decode("p1:c:3:9.0000abcd:1:#2").is_none());
    }

    #[test]
    fn ids_read_back_as_written() {
        let button = ButtonId {
            channel: "c".into(),
            game: 3,
            move_number: 9,
            position: Some(0xabcd),
            seat: 1,
            action: ButtonMove::Index(4),
        };
        assert_eq!(button.encode(), "g2:c:3:9.0000abcd:1:#4");
        assert_eq!(ButtonId::decode(&button.encode()), Some(button));
        let leave = LeaveId {
            channel: "c".into(),
            game: 2,
            user: "u".into(),
            leave: Leave::Kick,
            seat: 3,
        };
        assert_eq!(LeaveId::decode(&leave.encode()), Some(leave));
        let long = "x".repeat(FIELD_LIMIT + 1);
        assert_eq!(field(&long), format!("~{:016x}", fnv1a(&long)));
        assert_eq!(field("123"), "123");
    }

    #[test]
    fn ai_ids_read_back_as_made() {
        let id = ai_id(Level::Normal, 2);
        assert_eq!(id, "ai:normal:2");
        assert_eq!(made_id(&id), Some((Level::Normal, 2)));
        assert_eq!(short_name(&id).as_deref(), Some("🤖2"));
        assert!(made_id("ai:Normal:2").is_none() && made_id("ai:normal:02").is_none());
        assert!(!is_ai("123"));
    }
    #[test]
    fn confirmation_ids_round_trip_and_fit_discord() {
        let id = ConfirmId::new("123456789012345678", 4, "876543210987654321");
        assert_eq!(id.encode(), "a1:123456789012345678:4:876543210987654321");
        assert_eq!(ConfirmId::decode(&id.encode()), Some(id));
        let long = "x".repeat(80);
        let id = ConfirmId::new(&long, u64::MAX, "a:b");
        assert!(id.encode().len() <= ID_LIMIT, "{}", id.encode());
        assert!(id.channel.starts_with('~') && id.user.starts_with('~'));
        assert_eq!(ConfirmId::decode(&id.encode()), Some(id));
        assert_ne!(field("a:b"), field("a:c"));
    }

    #[test]
    fn malformed_confirmation_ids_are_rejected() {
        for id in [
            "a1", "a1:", "a1:c:1", "a1:c:x:u", "a1::1:u", "a1:c:1:", "g2:c:1:u", "a2:c:1:u",
        ] {
            assert_eq!(ConfirmId::decode(id), None, "{id}");
        }
    }

    #[test]
    fn ids_round_trip_and_refuse_malformed() {
        for action in [ButtonMove::Text("ship corn 6".into()), ButtonMove::Index(3)] {
            let id = ConfirmMove {
                channel: "123456789012345678".into(),
                game: 2,
                state: "0123456789abcdef".into(),
                seat: 1,
                action,
            };
            assert!(id.encode().len() <= ID_LIMIT);
            assert_eq!(ConfirmMove::decode(&id.encode()), Some(id));
        }
        for id in [
            "c1",
            "c1:c:1:0123456789abcdef:0:",
            "c1:c:1:0123:0:done",
            "c1::1:0123456789abcdef:0:done",
            "c1:c:x:0123456789abcdef:0:done",
            "c1:c:1:0123456789abcdef:0:#x",
            "g2:c:1:0123456789abcdef:0:done",
        ] {
            assert_eq!(ConfirmMove::decode(id), None, "{id}");
        }
        assert!(crate::base::ids::field(&"x".repeat(80)).starts_with('~'));
    }

    #[test]
    fn ids_read_back_and_stay_short() {
        let id = StepId {
            channel: crate::base::ids::field(&"9".repeat(40)),
            game: u64::MAX,
            step: 99_999,
        };
        let text = id.encode();
        assert!(text.len() <= crate::base::ids::ID_LIMIT, "{text}");
        assert_eq!(StepId::decode(&text), Some(id));
        assert_eq!(StepId::decode("v1:table:2:x"), None);
        assert_eq!(StepId::decode("g2:table:2:3"), None);
    }

    #[test]
    fn vote_ids_round_trip_and_fit_discord() {
        let id = VoteId {
            channel: field(&"x".repeat(80)),
            game: u64::MAX,
            vote: u64::MAX,
            agree: false,
        };
        assert!(id.encode().len() <= ID_LIMIT, "{}", id.encode());
        assert_eq!(VoteId::decode(&id.encode()), Some(id));
        assert_eq!(
            VoteId::decode("r1:table:3:0:y"),
            Some(VoteId {
                channel: "table".into(),
                game: 3,
                vote: 0,
                agree: true
            })
        );
        for bad in [
            "r1",
            "r1:",
            "r1:t:1:0",
            "r1:t:1:0:x",
            "r1::1:0:y",
            "r1:t:x:0:y",
            "r1:a:b:1:0:y",
            "a1:t:1:0:y",
        ] {
            assert_eq!(VoteId::decode(bad), None, "{bad}");
        }
    }

    #[test]
    fn ids_round_trip() {
        for action in [ButtonMove::Text("ship corn 6".into()), ButtonMove::Index(17)] {
            for position in [Some(0x0012_abcd), None] {
                let id = ButtonId {
                    channel: "123456789012345678".into(),
                    game: 3,
                    move_number: 42,
                    position,
                    seat: 2,
                    action: action.clone(),
                };
                assert_eq!(ButtonId::decode(&id.encode()), Some(id));
            }
        }
        let id = ButtonId::decode("g2:c:3:42.0012abcd:2:pass").unwrap();
        assert_eq!((id.move_number, id.position), (42, Some(0x0012_abcd)));
        for bad in [
            "g2:c:3:42.12ab:2:pass",
            "g2:c:3:42.0012abcz:2:pass",
            "g1:c:42.0012abcd:2:pass",
        ] {
            assert_eq!(ButtonId::decode(bad), None, "{bad}");
        }
    }

    #[test]
    fn first_format_ids_read_as_game_zero() {
        let id = ButtonId::decode("g1:table:3:1:role mayor").unwrap();
        assert_eq!((id.game, id.move_number, id.seat), (0, 3, 1));
        assert_eq!(id.action, ButtonMove::Text("role mayor".into()));
    }

    #[test]
    fn malformed_ids_are_rejected() {
        for id in [
            "",
            "g1",
            "g3:c:1:1:0:pass",
            "g2:c:1:0:pass:x",
            "g2:c:x:1:0:pass",
            "g1:c:x:0:pass",
            "g1:c:1:0:",
            "g1:c:1:0:#x",
            "g1:c:1:pass",
        ] {
            assert_eq!(ButtonId::decode(id), None, "{id}");
        }
    }
}
