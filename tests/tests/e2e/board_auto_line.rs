//! Every jump has its ⚙ line: a board already at its length limit makes room for the line naming the moves the
//! host played by itself, measured as the Discord adapter measures it (its markdown), in both languages.

use galleon::discord::limits::LIMITS;
use galleon_commands::doc::Doc;
use galleon_commands::io::{Limits, Locale, Message, Request, Target, User};
use galleon_commands::Host;
use galleon_tests::NAMES;

/// Five players: the first Mayor places everybody's colonists by force, a jump of five moves (more than the board
/// names one by one).
const PLAYERS: usize = 5;

/// A display name as long as Discord allows (32 characters): the frame around the game's board (title, who must
/// act, the ⚙ line) then outgrows the room the game leaves it, and the ⚙ line has no room left.
fn long_name(seat: usize) -> String {
    format!("{} Longname Longname Longname", NAMES[seat])
        .chars()
        .take(32)
        .collect()
}

fn request(user: &str, name: &str, options: &[(&str, &str)]) -> Request {
    let user = User {
        id: user.into(),
        name: user.into(),
    };
    Request::command("table", user, Locale::En, name, options)
}

/// The board after the first Mayor of a new game in `lang` between `names`, on a host whose messages hold `text`
/// characters.
fn board_after_the_jump(names: &[String], lang: &str, text: usize) -> Doc {
    let limits = Limits { text, ..LIMITS };
    let host = Host::temporary(Locale::En).unwrap().with_limits(limits);
    for name in names {
        host.handle(&request(name, "join", &[]));
    }
    let start = [("game", "puerto-rico"), ("seed", "1"), ("lang", lang)];
    host.handle(&request(&names[0], "start", &start));
    let out = host.handle(&request(&names[0], "play", &[("move", "role mayor")]));
    board(&out).body.clone()
}

fn board(out: &[Message]) -> &Message {
    out.iter()
        .find(|m| matches!(m.to, Target::Board { .. }))
        .unwrap_or_else(|| panic!("a board: {out:?}"))
}

fn lines(doc: &Doc) -> Vec<String> {
    doc.plain().lines().map(str::to_owned).collect()
}

fn auto_lines(doc: &Doc) -> Vec<String> {
    lines(doc).into_iter().filter(|l| l.starts_with('⚙')).collect()
}

/// From a small message to Discord's own limit, with short names and the longest ones: every board keeps its
/// title, who must act and its ⚙ line, within the limit; where no named form fits, the line counts the moves.
#[test]
fn a_board_at_its_limit_keeps_its_jump_line_within_the_limit() {
    let short: Vec<String> = NAMES[..PLAYERS].iter().map(|n| n.to_string()).collect();
    let long: Vec<String> = (0..PLAYERS).map(long_name).collect();
    for (lang, counted) in [
        ("en", "⚙ Played automatically (only legal move): 5 moves"),
        ("fr", "⚙ Joué automatiquement (seul coup possible) : 5 coups"),
    ] {
        for names in [&short, &long] {
            let counts = every_limit_keeps_the_line(names, lang, counted);
            if names == &long {
                assert!(counts > 0, "{lang}: some boards had no room for a named line");
                let at_discord = board_after_the_jump(names, lang, LIMITS.text);
                assert_eq!(auto_lines(&at_discord), [counted], "{lang}: counted at Discord's limit");
            }
        }
    }
}

/// Checks the board of every limit from 600 characters to Discord's; returns how many counted the moves.
fn every_limit_keeps_the_line(names: &[String], lang: &str, counted: &str) -> usize {
    let roomy = board_after_the_jump(names, lang, 100_000);
    let [full_line] = auto_lines(&roomy).try_into().expect("one ⚙ line on a roomy board");
    assert!(full_line.contains(" — "), "the moves named: {full_line}");
    let (title, footer) = (lines(&roomy)[0].clone(), lines(&roomy).last().unwrap().clone());
    let mut counts = 0;
    for limit in (600..LIMITS.text).step_by(11).chain([LIMITS.text]) {
        let doc = board_after_the_jump(names, lang, limit);
        let shown = lines(&doc);
        let length = (LIMITS.measure)(&doc);
        assert!(
            length <= limit,
            "{lang}, limit {limit}: {length} characters\n{}",
            doc.plain()
        );
        assert_eq!(
            auto_lines(&doc).len(),
            1,
            "{lang}, limit {limit}: the ⚙ line\n{}",
            doc.plain()
        );
        assert_eq!(shown[0], title, "{lang}, limit {limit}: the title kept");
        assert_eq!(shown.last(), Some(&footer), "{lang}, limit {limit}: who must act kept");
        counts += usize::from(auto_lines(&doc) == [counted]);
    }
    counts
}

/// With short names, a board at Discord's limit still names who played; with room to spare, what each played.
#[test]
fn a_board_with_room_names_the_moves_of_its_jump() {
    let names: Vec<String> = NAMES[..PLAYERS].iter().map(|n| n.to_string()).collect();
    let doc = board_after_the_jump(&names, "en", LIMITS.text);
    assert!((LIMITS.measure)(&doc) <= LIMITS.text);
    assert_eq!(
        auto_lines(&doc),
        ["⚙ Played automatically (only legal move): bob, carol, dave, erin (and 1 before)"]
    );
    let roomy = board_after_the_jump(&names, "en", 100_000);
    assert_eq!(
        auto_lines(&roomy),
        [
            "⚙ Played automatically (only legal move): bob — Colonists: indigo 1 · carol — Colonists: indigo 1 · \
          dave — Colonists: corn 1 · erin — Colonists: corn 1 (and 1 before)"
        ]
    );
}
