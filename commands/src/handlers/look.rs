//! `/look [player]` and `/info <thing>`: a seated player's public tableau and what a component of the game is
//! and does, asked by anyone in the channel and answered to the asker only (ephemeral).
//!
//! Rulings:
//! - `/look` shows only what the table sees: the text is the same whoever asks, and never holds a secret, not
//!   even the asker's own (their hand is `/hand`). Without `player` it looks at the asker's own seat.
//! - Both work while a game is played and once it is over (the final tableaux stay readable until the next
//!   game); a lobby or an empty channel is refused.
//! - `/info` finds a component by id or name in either language, any letter case, through the game's own hook
//!   ([`crate::games::Tableau::info`]); its autocomplete offers the game's topics matching what is typed.

use galleon_rules::RuleError;

use crate::base::doc::{Block, Doc, Span};
use crate::base::io::{parse_user_option, AutocompleteRequest, Choice, Request};
use crate::handlers::guards::{given, table};
use crate::present::render;
use crate::tables::table::{Slot, Table};
use crate::tables::Tables;
use crate::words::i18n::ta;

type Reply = Result<Vec<crate::base::io::Message>, RuleError>;

/// The table's game, finished or not.
fn game_of(table: &Table) -> Result<&dyn crate::games::TableGame, RuleError> {
    table.game.as_deref().ok_or_else(|| RuleError::new("err-no-game"))
}

pub fn look(_host: &dyn Tables, slot: &mut Slot, request: &Request, options: &[(String, String)]) -> Reply {
    let player = options
        .iter()
        .find(|(name, _)| name == "player")
        .map(|(_, value)| parse_user_option(value));
    let table = table(slot)?;
    let game = game_of(table)?;
    let record = &table.record;
    let seat = match &player {
        Some(user) => record.seat_of(&user.id).ok_or_else(|| {
            let name = crate::base::doc::name(&crate::record::display_name(&user.name, &user.id));
            RuleError::new("err-look-not-seated").player("name", name)
        })?,
        None => record
            .seat_of(&request.user.id)
            .ok_or_else(|| RuleError::new("err-look-whom"))?,
    };
    let cx = table.cx(request.locale);
    let text = game
        .look(seat, &cx.get())
        .ok_or_else(|| RuleError::new("err-look-unsupported"))?;
    let title = ta(
        request.locale,
        "look-title",
        &[
            ("name", cx.names[seat].as_str().into()),
            ("game", render::game_name(request.locale, game.kind()).into()),
        ],
    );
    let mut doc = Doc::parse(&title);
    doc.append(text);
    Ok(vec![render::ephemeral_doc(request, doc)])
}

pub fn info(_host: &dyn Tables, slot: &mut Slot, request: &Request, options: &[(String, String)]) -> Reply {
    let thing = given(options, "thing");
    let table = table(slot)?;
    let game = game_of(table)?;
    let cx = table.cx(request.locale);
    let text = game
        .info(thing, &cx.get())
        .ok_or_else(|| RuleError::new("err-info-unknown").text("thing", thing))?;
    Ok(vec![render::ephemeral_doc(request, capitalized(text))])
}

/// The answer starts a sentence: its first letter is a capital, whatever case the game's names take in running
/// text (French building names are lower case).
fn capitalized(mut doc: Doc) -> Doc {
    let first = doc.blocks.iter_mut().find_map(|block| match block {
        Block::Line(spans) => first_text(std::sync::Arc::make_mut(spans)),
        Block::Grid(_) => None,
    });
    if let Some(text) = first {
        let start = text.len() - text.trim_start().len();
        if let Some(c) = text[start..].chars().next().filter(|c| c.is_lowercase()) {
            let upper: String = c.to_uppercase().collect();
            text.replace_range(start..start + c.len_utf8(), &upper);
        }
    }
    doc
}

/// The first words of `spans` written by the game (not a name), emphasised or not.
fn first_text(spans: &mut [Span]) -> Option<&mut String> {
    spans.iter_mut().find_map(|span| match span {
        Span::Text(s) if !s.trim().is_empty() => Some(s),
        Span::Strong(inner) => first_text(inner),
        _ => None,
    })
}

/// `/info`'s `thing`: the game's topics whose value starts with what is typed, then those whose label holds it.
pub fn autocomplete(table: &Table, request: &AutocompleteRequest) -> Vec<Choice> {
    let Some(game) = table.game.as_deref() else {
        return Vec::new();
    };
    if request.option != "thing" {
        return Vec::new();
    }
    let cx = table.plain_cx(request.locale);
    let topics = game.info_topics(&cx.get());
    let typed = request.typed.trim().to_lowercase();
    let starts = topics.iter().filter(|(v, _)| v.to_lowercase().starts_with(&typed));
    let holds = topics
        .iter()
        .filter(|(v, l)| !v.to_lowercase().starts_with(&typed) && l.to_lowercase().contains(&typed));
    starts
        .chain(holds)
        .filter(|(v, _)| v.chars().count() <= table.limits.choice_text)
        .take(table.limits.choices)
        .map(|(value, label)| Choice {
            label: crate::base::doc::plain_text(label)
                .chars()
                .take(table.limits.choice_text)
                .collect(),
            value: value.clone(),
        })
        .collect()
}
