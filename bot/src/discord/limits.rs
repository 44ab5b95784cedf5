//! Discord's size limits: declared to the host ([`LIMITS`], which fits boards, buttons and labels to them) and
//! enforced on everything it hands over before it reaches the API.
//!
//! Texts longer than a message are split here (the host sends them whole); the rest are the transport's own
//! guarantee, so a host mistake becomes a trimmed message rather than a rejected request (which Discord would
//! count as an invalid request).
//!
//! Texts are measured as [`super::markdown`] writes them, and a [`Post`]'s content is cut to one message here
//! ([`Post::trimmed`]).

use galleon_commands::io::{Button, Choice, Limits};
use serenity::builder::{CreateActionRow, CreateAutocompleteResponse, CreateButton};
use serenity::model::application::ButtonStyle;

use super::markdown::{length, Post};

/// Characters in one message's content.
pub const MAX_CONTENT: usize = 2000;
/// Buttons per action row and rows per message.
pub const MAX_ROW: usize = 5;
pub const MAX_ROWS: usize = 5;
/// Autocomplete suggestions per answer.
pub const MAX_CHOICES: usize = 25;
/// Characters in a choice's name or value, a custom id, a button label.
pub const MAX_CHOICE_TEXT: usize = 100;
pub const MAX_CUSTOM_ID: usize = 100;
pub const MAX_LABEL: usize = 80;

/// What the adapter tells the host it can show: Discord's limits, texts measured as the markdown it writes.
pub const LIMITS: Limits = Limits {
    text: MAX_CONTENT,
    buttons: MAX_ROW * MAX_ROWS,
    label: MAX_LABEL,
    id: MAX_CUSTOM_ID,
    choices: MAX_CHOICES,
    choice_text: MAX_CHOICE_TEXT,
    measure: length,
};

/// Cuts `text` to at most `max` characters, ending with `…` when something was cut.
pub fn trim(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

impl Post {
    /// The content within Discord's limit.
    pub fn trimmed(&self) -> String {
        trim(&self.content, MAX_CONTENT)
    }
}

/// Splits `text` into pieces of at most [`MAX_CONTENT`] characters, preferring line breaks. Never returns an empty
/// list: an empty text is one zero-width-space piece, since Discord refuses an empty message.
pub fn split(text: &str) -> Vec<String> {
    if text.trim().is_empty() {
        return vec!["\u{200b}".to_owned()];
    }
    let mut pieces = Vec::new();
    let mut current = String::new();
    let mut current_len = 0;
    for line in text.split_inclusive('\n') {
        for chunk in chunks(line, MAX_CONTENT) {
            let len = chunk.chars().count();
            if current_len + len > MAX_CONTENT {
                pieces.push(std::mem::take(&mut current));
                current_len = 0;
            }
            current.push_str(&chunk);
            current_len += len;
        }
    }
    if !current.is_empty() {
        pieces.push(current);
    }
    pieces
}

fn chunks(line: &str, max: usize) -> Vec<String> {
    let chars: Vec<char> = line.chars().collect();
    chars.chunks(max).map(|c| c.iter().collect()).collect()
}

/// The buttons as action rows: at most 5 per row, 5 rows; any beyond 25 are dropped.
/// Buttons with an over-long custom id are dropped, since Discord would refuse the whole message.
pub fn button_rows(buttons: &[Button]) -> Vec<CreateActionRow> {
    let usable: Vec<&Button> = buttons
        .iter()
        .filter(|b| b.id.len() <= MAX_CUSTOM_ID && !b.id.is_empty())
        .collect();
    let shown = &usable[..usable.len().min(MAX_ROW * MAX_ROWS)];
    // Cut to Discord's limit so that no two buttons read the same.
    let labels: Vec<String> = shown.iter().map(|b| b.label.clone()).collect();
    let labels = galleon_commands::buttons::fit_labels(&labels, MAX_LABEL);
    let buttons: Vec<CreateButton> = shown.iter().zip(labels).map(|(b, label)| button(b, label)).collect();
    let mut rows = Vec::new();
    let mut buttons = buttons.into_iter().peekable();
    while buttons.peek().is_some() {
        rows.push(CreateActionRow::Buttons(buttons.by_ref().take(MAX_ROW).collect()));
    }
    rows
}

fn button(b: &Button, label: String) -> CreateButton {
    let label = if label.trim().is_empty() { "?".to_owned() } else { label };
    CreateButton::new(&b.id).label(label).style(ButtonStyle::Primary)
}

/// The host's suggestions as an autocomplete answer: ≤ 25 choices, names and values ≤ 100 characters. A value
/// longer than 100 characters cannot be sent back by Discord, so such a choice is dropped rather than cut.
pub fn autocomplete(choices: &[Choice]) -> CreateAutocompleteResponse {
    let kept = choices
        .iter()
        .filter(|c| !c.value.is_empty() && c.value.chars().count() <= MAX_CHOICE_TEXT)
        .take(MAX_CHOICES)
        .map(|c| {
            let name = if c.label.is_empty() {
                c.value.clone()
            } else {
                trim(&c.label, MAX_CHOICE_TEXT)
            };
            serenity::builder::AutocompleteChoice::new(name, c.value.clone())
        })
        .collect();
    CreateAutocompleteResponse::new().set_choices(kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn buttons(n: usize) -> Vec<Button> {
        (0..n)
            .map(|i| Button {
                id: format!("b{i}"),
                label: format!("B{i}"),
            })
            .collect()
    }

    #[test]
    fn short_texts_are_untouched_and_long_ones_are_cut_with_an_ellipsis() {
        assert_eq!(trim("abc", 3), "abc");
        assert_eq!(trim("abcdef", 4), "abc…");
        assert_eq!(trim("éèêëà", 3).chars().count(), 3);
    }

    #[test]
    fn split_keeps_every_character_in_pieces_of_at_most_2000() {
        let line = "x".repeat(150) + "\n";
        let text = line.repeat(40); // 6 040 chars
        let pieces = split(&text);
        assert!(pieces.iter().all(|p| p.chars().count() <= MAX_CONTENT));
        assert_eq!(pieces.concat(), text);
        assert_eq!(pieces.len(), 4);
        assert!(pieces[0].ends_with('\n'), "cuts at line breaks");
    }

    #[test]
    fn split_cuts_a_single_huge_line() {
        let text = "é".repeat(4500);
        let pieces = split(&text);
        assert_eq!(
            pieces.iter().map(|p| p.chars().count()).collect::<Vec<_>>(),
            vec![2000, 2000, 500]
        );
    }

    #[test]
    fn split_never_yields_an_empty_message() {
        assert_eq!(split("").len(), 1);
        assert!(!split("  ")[0].is_empty());
    }

    #[test]
    fn buttons_fill_rows_of_five_and_at_most_five_rows() {
        assert_eq!(button_rows(&buttons(0)).len(), 0);
        assert_eq!(button_rows(&buttons(5)).len(), 1);
        assert_eq!(button_rows(&buttons(6)).len(), 2);
        assert_eq!(button_rows(&buttons(40)).len(), 5);
        let rows = serde_json::to_value(button_rows(&buttons(40))).unwrap();
        let shown: usize = rows
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["components"].as_array().unwrap().len())
            .sum();
        assert_eq!(shown, 25);
        let json = serde_json::to_value(button_rows(&buttons(7))).unwrap();
        assert_eq!(json[0]["components"].as_array().unwrap().len(), 5);
        assert_eq!(json[1]["components"].as_array().unwrap().len(), 2);
        assert_eq!(json[1]["components"][1]["custom_id"], "b6");
    }

    #[test]
    fn long_labels_are_cut_to_80_without_two_reading_the_same() {
        let head = "Alice: Colonists: corn 1, indigo 1, sugar 1, tobacco 1, coffee 1, quarry 2, hospice 1, ";
        let list: Vec<Button> = ["small-market 1, harbor 1", "large-market 1, wharf 1"]
            .iter()
            .enumerate()
            .map(|(i, tail)| Button {
                id: format!("b{i}"),
                label: format!("{head}{tail}"),
            })
            .collect();
        assert_eq!(
            trim(&list[0].label, MAX_LABEL),
            trim(&list[1].label, MAX_LABEL),
            "a plain cut clashes"
        );
        let rows = serde_json::to_value(button_rows(&list)).unwrap();
        let labels: Vec<&str> = rows[0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["label"].as_str().unwrap())
            .collect();
        assert_eq!(labels.len(), 2);
        assert_ne!(labels[0], labels[1]);
        assert!(labels.iter().all(|l| l.chars().count() <= MAX_LABEL), "{labels:?}");
    }

    #[test]
    fn a_button_with_an_overlong_id_is_dropped() {
        let mut list = buttons(2);
        list.push(Button {
            id: "x".repeat(101),
            label: "too long".into(),
        });
        let rows = serde_json::to_value(button_rows(&list)).unwrap();
        assert_eq!(rows[0]["components"].as_array().unwrap().len(), 2);
    }

    #[test]
    fn autocomplete_keeps_25_choices_with_short_names() {
        let choices: Vec<Choice> = (0..30)
            .map(|i| Choice {
                label: format!("{i} {}", "n".repeat(120)),
                value: format!("v{i}"),
            })
            .chain(std::iter::once(Choice {
                label: "huge".into(),
                value: "v".repeat(101),
            }))
            .collect();
        let json = serde_json::to_value(autocomplete(&choices)).unwrap();
        let list = json["choices"].as_array().unwrap();
        assert_eq!(list.len(), 25);
        assert!(list.iter().all(|c| c["name"].as_str().unwrap().chars().count() <= 100));
        assert_eq!(list[0]["value"], "v0");
    }
}
