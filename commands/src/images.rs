//! Board pictures: after every board message the host sends, a [`Target::BoardImage`] carrying the board drawn
//! as SVG (by `galleon_images`, from the public view only) for the transport to rasterize and attach.
//!
//! Rulings:
//! - Pictures are off in a host unless its transport asks for them ([`crate::host::Host::with_board_images`]):
//!   the Discord adapter does, `galleon script` does with `--images DIR`; tests and the local mode see the
//!   messages they always saw.
//! - A table turns them off with `/start … images:off` (kept in its record until a `/start … images:on`).
//! - The SVG is built here, with the host's turn held, because it is cheap (about a millisecond); the slow part,
//!   rasterizing, is the transport's, after the move is durable and off the command path.
//! - The picture is drawn in the table's language, with the names as typed (the image escapes them itself).

use galleon_rules::RuleError;

use crate::io::{ChoiceSpec, Message, OptionKind, OptionSpec, Target};
use crate::table::Table;

/// Reads `images:on|off` (`oui`/`non` too).
pub fn parse_switch(value: &str) -> Result<bool, RuleError> {
    match value.trim().to_lowercase().as_str() {
        "on" | "yes" | "oui" => Ok(true),
        "off" | "no" | "non" => Ok(false),
        _ => Err(RuleError::new("err-bad-images").text("value", value)),
    }
}

/// The `/start` option.
pub fn start_option() -> OptionSpec {
    let mut spec = crate::schema::option(
        "images",
        "images",
        "Show a picture of the board beside its text (default on)",
        "Montrer une image du plateau à côté du texte (oui par défaut)",
        OptionKind::String,
        false,
    );
    spec.choices = vec![
        ChoiceSpec {
            value: "on",
            name_en: "On",
            name_fr: "Oui",
        },
        ChoiceSpec {
            value: "off",
            name_en: "Off",
            name_fr: "Non",
        },
    ];
    spec
}

/// The table's board picture, if it has a game and pictures are on.
pub(crate) fn board_image(table: &Table) -> Option<Message> {
    if table.record.images_off {
        return None;
    }
    let image = table
        .game
        .as_deref()?
        .board_image(&table.record.names(), table.record.locale)?;
    Some(Message {
        to: Target::BoardImage {
            channel: table.record.channel.clone(),
            svg: image.svg,
            width: image.width,
            height: image.height,
        },
        body: crate::doc::Doc::new(),
        buttons: Vec::new(),
    })
}

/// `messages` with the table's picture right after its board message (once, after the last board).
pub(crate) fn with_board_image(table: &Table, mut messages: Vec<Message>) -> Vec<Message> {
    let channel = &table.record.channel;
    let last_board = messages
        .iter()
        .rposition(|m| matches!(&m.to, Target::Board { channel: c, .. } if c == channel));
    if let (Some(i), Some(image)) = (last_board, last_board.and_then(|_| board_image(table))) {
        messages.insert(i + 1, image);
    }
    messages
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::test_support::{only_ephemeral, texts};
    use crate::io::{Locale, Request, User};
    use crate::record::TableRecord;
    use crate::script::{Runner, ScriptOptions};

    /// A Santiago table of alice, bob and carol (script runner, standard games), board pictures written to
    /// `pictures`.
    fn santiago_table(dir: &std::path::Path, pictures: &std::path::Path, start: &str) -> (Runner, Vec<Message>) {
        let options = ScriptOptions {
            data: Some(dir.to_path_buf()),
            locale: Locale::En,
            json: false,
        };
        let mut r = Runner::new(&options).unwrap();
        r.write_images(pictures.to_path_buf()).unwrap();
        for player in ["alice", "bob", "carol"] {
            r.line(&format!("{player}> /join"));
        }
        let out = r.line(&format!("alice> /start game:santiago seed:1 {start}"));
        (r, out)
    }

    fn picture_after_board(out: &[Message]) -> Option<&Message> {
        let board = out.iter().position(|m| matches!(m.to, Target::Board { .. }))?;
        out.get(board + 1).filter(|m| matches!(m.to, Target::BoardImage { .. }))
    }

    #[test]
    fn the_board_picture_follows_the_board_names_every_player_and_is_written_by_the_script() {
        let (dir, pictures) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let (mut r, out) = santiago_table(dir.path(), pictures.path(), "");
        let Some(Message {
            to: Target::BoardImage { svg, width, .. },
            ..
        }) = picture_after_board(&out)
        else {
            panic!("no picture after the board: {}", texts(&out));
        };
        assert!(*width <= galleon_images::MAX_WIDTH);
        for name in ["alice", "bob", "carol"] {
            assert!(svg.contains(name), "{name} missing");
        }
        // The transcript is the same as without pictures.
        assert!(!texts(&out).contains("<svg"));
        let again = r.line("bob> /board");
        assert!(picture_after_board(&again).is_some(), "{}", texts(&again));
        let png = std::fs::read(pictures.path().join("0002-table.png")).unwrap();
        assert_eq!(&png[1..4], b"PNG");
    }

    #[test]
    fn a_bad_images_value_is_refused_in_each_language_and_a_table_started_with_images_off_gets_no_picture() {
        let (dir, pictures) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let (mut r, out) = santiago_table(dir.path(), pictures.path(), "images:maybe");
        let refusal = only_ephemeral(&out, "alice");
        assert!(
            refusal.contains("not a choice for images") && refusal.contains("maybe"),
            "{refusal}"
        );
        let before = r.host().raw_record("table").unwrap();
        let alice = User {
            id: "alice".into(),
            name: "alice".into(),
        };
        let options = [("game", "santiago"), ("images", "maybe")];
        let request = Request::command("table", alice, Locale::Fr, "start", &options);
        let refusal = only_ephemeral(&r.host().handle(&request), "alice");
        assert!(refusal.contains("n'est pas un choix pour les images"), "{refusal}");
        assert_eq!(r.host().raw_record("table").unwrap(), before);
        let out = r.line("alice> /start game:santiago seed:1 images:off");
        assert!(
            out.iter().any(|m| matches!(m.to, Target::Board { .. })),
            "{}",
            texts(&out)
        );
        assert!(!out.iter().any(|m| matches!(m.to, Target::BoardImage { .. })));
        assert!(!r
            .line("bob> /board")
            .iter()
            .any(|m| matches!(m.to, Target::BoardImage { .. })));
        assert_eq!(std::fs::read_dir(pictures.path()).unwrap().count(), 0);
    }

    #[test]
    fn a_record_saved_before_pictures_existed_loads_with_pictures_on() {
        let mut json = serde_json::to_value(TableRecord::new("table", Locale::En)).unwrap();
        json.as_object_mut().unwrap().remove("images_off");
        let record: TableRecord = serde_json::from_value(json).unwrap();
        assert!(!record.images_off);
        let off = TableRecord {
            images_off: true,
            ..TableRecord::new("table", Locale::En)
        };
        let back: TableRecord = serde_json::from_slice(&off.to_bytes()).unwrap();
        assert!(back.images_off);
    }
}
