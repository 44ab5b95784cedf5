//! Quick buttons on the board and their self-describing ids.
//!
//! Labels are given whole: each transport cuts them to its own limit with [`fit_labels`], which never makes two
//! different labels read the same (two Mayor arrangements of a crowded board can share their first 80
//! characters).
//!
//! An id is `g2:<channel>:<game number>:<move number>.<position>:<seat>:<move>`. The game number is the game's
//! number in its channel ([`crate::record::GameRecord::number`]); the position is 8 hex digits of the state's
//! [`fingerprint`] (an undo then another move reach the same move number in another position); the move is its
//! canonical text, or `#<index>` into the seat's button moves (its suggested moves that reveal none of its
//! secrets) at that move number when the text would make the id longer than [`ID_LIMIT`] or the transport's
//! limit. (Ruling:
//! the suggested list, not the legal list: it is as deterministic at a given move number, and short, while a
//! Mayor's legal list can hold hundreds of thousands of arrangements.) A very long channel id can leave no room
//! for the position: such ids go without one. Everything needed to act on a press is in the id and
//! the stored table, so a button keeps working after a restart; a press whose game number, move number or
//! position is not the table's current one is stale (so a button left on the board of an aborted or finished
//! game never acts in the next one, nor one of a taken-back position), and a press by anyone but the seat named
//! in the id is foreign: both are refused politely and change nothing.
//!
//! Ids made before positions, `g2:<channel>:<game number>:<move number>:<seat>:<move>`, are checked without one.
//! Ids of the first format, `g1:<channel>:<move number>:<seat>:<move>` (before game numbers), read as game
//! number 0, the number of games stored before numbers existed: a game in progress at the upgrade keeps its
//! buttons working, and they are stale in every game started since.

use crate::base::ids::{fnv1a, ButtonId, ButtonMove, FNV_OFFSET, ID_LIMIT};
use crate::base::io::Button;
use crate::tables::table::Table;

/// A short fingerprint of a game's position, its moves so far (with the game's seed they make the position): an
/// undo followed by another move comes back to the same move number in another position, where a button of the
/// taken-back position must be stale.
pub(crate) fn fingerprint(table: &Table) -> u32 {
    position_hash(table) as u32
}

/// Whether a pressed button's `position` is the table's position now: its [`fingerprint`], or the one galleon
/// wrote before fingerprints hashed the moves (a hash of the game's state), so the buttons of a board posted before
/// an upgrade still play. (The state is written out only for such a press.)
pub(crate) fn is_position(table: &Table, game: &dyn crate::games::TableGame, position: u32) -> bool {
    position == fingerprint(table) || position == fnv1a(game.state().get()) as u32
}

/// The 64-bit hash [`fingerprint`] is cut from (see [`crate::record::GameRecord::position_hash`]).
pub(crate) fn position_hash(table: &Table) -> u64 {
    table.record.game.as_ref().map_or(FNV_OFFSET, |g| g.position_hash())
}

/// Buttons for the seats that must act: their suggested moves that reveal no secret (several seats acting at once share the 25
/// places, each label then starts with the player's name).
pub(crate) fn board_buttons(table: &Table) -> Vec<Button> {
    let Some(game) = table.active() else {
        return Vec::new();
    };
    let mut to_act = game.to_act();
    // An AI seat plays by itself: nobody could press its buttons.
    to_act.retain(|&seat| !table.record.is_ai_seat(seat));
    // Labels are plain text on Discord: names as typed.
    let cx = table.plain_cx(table.record.locale);
    let per_seat = table.limits.buttons / to_act.len().max(1);
    let position = fingerprint(table);
    let mut buttons = Vec::new();
    for &seat in &to_act {
        let suggested = game.button_moves(seat, &cx.get());
        let name = table.record.seats.get(seat).map_or("?", |s| s.user.name.as_str());
        let ids = SeatIds::new(table, position, seat);
        let moves = suggested
            .into_iter()
            .enumerate()
            .map(|(i, choice)| (ids.id(choice.text, i), choice.label));
        let panels = game.panels(seat, &cx.get()).into_iter();
        let panels = panels.map(|panel| (ids.panel(&panel.text), panel.label));
        for (id, label) in moves.chain(panels).take(per_seat) {
            let Some(id) = id else {
                continue;
            };
            let label = if to_act.len() > 1 {
                format!("{name}: {label}")
            } else {
                label
            };
            buttons.push(Button { id, label });
        }
    }
    buttons
}

/// Buttons for `seat` alone (under its `/hand`, never on the board) playing its private moves (see
/// [`crate::games::Secrets::private_moves`]), labelled in `locale`. Their ids name the move by its text (an
/// index would point into the board's moves), so a move whose id would be too long gets no button.
pub(crate) fn private_buttons(table: &Table, seat: usize, locale: crate::base::io::Locale) -> Vec<Button> {
    let Some(game) = table.active().filter(|g| g.to_act().contains(&seat)) else {
        return Vec::new();
    };
    let cx = table.plain_cx(locale);
    let ids = SeatIds::new(table, fingerprint(table), seat);
    let mut buttons = named_buttons(&ids, game.private_moves(seat, &cx.get()));
    buttons.truncate(table.limits.buttons);
    buttons
}

/// Buttons whose ids name their move by its text (not by an index into the board's moves): a move whose id would
/// be too long to hold its text gets none.
fn named_buttons(ids: &SeatIds, moves: Vec<crate::games::MoveChoice>) -> Vec<Button> {
    let button = |choice: crate::games::MoveChoice| {
        let suffix = format!(":{}", choice.text);
        let id = ids.id(choice.text, 0).filter(|id| id.ends_with(&suffix))?;
        Some(Button {
            id,
            label: choice.label,
        })
    };
    moves.into_iter().filter_map(button).collect()
}

/// The buttons of panel `key` of `seat` (see [`crate::games::Secrets::board_panels`]), labelled in `locale`, with
/// the note above them: the seat's legal moves starting with the key that the board does not offer, at most as
/// many as the transport shows (see [`thin`]); when there are none, the board's moves instead (the panel's note
/// says why). None when the table offers no such panel now. Their ids name the move by its text, as
/// [`private_buttons`]' do.
pub(crate) fn panel_buttons(
    table: &Table,
    seat: usize,
    key: &str,
    locale: crate::base::io::Locale,
) -> Option<(String, Vec<Button>)> {
    let game = table.active().filter(|g| g.to_act().contains(&seat))?;
    let cx = table.plain_cx(locale);
    if !game.panels(seat, &cx.get()).iter().any(|panel| panel.text == key) {
        return None;
    }
    let board = game.button_moves(seat, &cx.get());
    let mut moves = game.legal_starting_with(seat, &format!("{key} "), PANEL_SEARCH, &cx.get());
    moves.retain(|choice| !board.iter().any(|b| b.text == choice.text));
    let payable = !moves.is_empty();
    let moves = if payable { moves } else { board };
    let ids = SeatIds::new(table, fingerprint(table), seat);
    let buttons = named_buttons(&ids, thin(moves, table.limits.buttons));
    Some((game.panel_note(seat, key, payable, &cx.get()), buttons))
}

/// How many of a panel's moves are looked at (Santiago's longest panel holds a purse's worth of amounts).
const PANEL_SEARCH: usize = 1000;

/// At most `most` of `items`: all when they fit, else the first ones (a panel's smallest amounts) and an even
/// spread over the rest ending with the last (its largest).
fn thin<T>(items: Vec<T>, most: usize) -> Vec<T> {
    if items.len() <= most {
        return items;
    }
    let spread = (most / 4).max(1).min(most);
    let first = most - spread;
    let rest = items.len() - first;
    let keep: Vec<usize> = (0..first)
        .chain((1..=spread).map(|k| first - 1 + (k * rest).div_ceil(spread)))
        .collect();
    items
        .into_iter()
        .enumerate()
        .filter(|(i, _)| keep.contains(i))
        .map(|(_, item)| item)
        .collect()
}

/// The ids of one seat's buttons on one board: the part before the move is written once.
struct SeatIds {
    id: ButtonId,
    head: String,
    limit: usize,
}

impl SeatIds {
    fn new(table: &Table, position: u32, seat: usize) -> SeatIds {
        let id = ButtonId {
            channel: table.record.channel.clone(),
            game: table.game_number(),
            move_number: table.moves(),
            position: Some(position),
            seat,
            action: ButtonMove::Index(0),
        };
        let head = id.head();
        let limit = ID_LIMIT.min(table.limits.id);
        SeatIds { id, head, limit }
    }

    /// The id of the board's button opening panel `key`, None if it would be too long.
    fn panel(&self, key: &str) -> Option<String> {
        let id = crate::base::ids::PanelId::with_key(&self.head, key);
        (id.len() <= self.limit).then_some(id)
    }

    /// The id of move `text`, else of its `index` into the seat's button moves when the text makes it too long.
    fn id(&self, text: String, index: usize) -> Option<String> {
        let fits = |id: String| (id.len() <= self.limit).then_some(id);
        fits(ButtonId::with_move(&self.head, &ButtonMove::Text(text)))
            .or_else(|| fits(ButtonId::with_move(&self.head, &ButtonMove::Index(index))))
            .or_else(|| {
                // Only a very long channel id fills the id: its buttons go without a position.
                let id = ButtonId {
                    position: None,
                    action: ButtonMove::Index(index),
                    ..self.id.clone()
                };
                fits(id.encode())
            })
    }
}

/// The labels of one message cut to at most `limit` characters each (a cut one shows `…` where it was cut), so
/// that labels that differ still differ: first a plain cut of the end; where that makes two labels read the same,
/// each of them is cut so that what it shows fits no other of them (keeping its tail, else the stretch where it
/// first differs); as a last resort, the label's number in the message. Labels that fit stay as they are.
pub fn fit_labels(labels: &[String], limit: usize) -> Vec<String> {
    let plain: Vec<String> = labels.iter().map(|l| cut_end(l, limit)).collect();
    let chars: Vec<Vec<char>> = labels.iter().map(|l| l.chars().collect()).collect();
    let mut out = plain.clone();
    for i in 0..labels.len() {
        let rivals: Vec<usize> = (0..labels.len())
            .filter(|&j| j != i && plain[j] == plain[i] && labels[j] != labels[i])
            .collect();
        if chars[i].len() <= limit || rivals.is_empty() {
            continue;
        }
        let differs = rivals
            .iter()
            .map(|&j| common_prefix(&chars[i], &chars[j]))
            .max()
            .unwrap_or(0);
        // Not only the rivals: another pair's cut may show the same head and tail as this one.
        let others: Vec<usize> = (0..labels.len()).filter(|&j| labels[j] != labels[i]).collect();
        out[i] = cuts(chars[i].len(), limit, differs)
            .into_iter()
            .find(|cut| others.iter().all(|&j| !cut.fits(&chars[i], &chars[j])))
            .map_or_else(|| numbered(&labels[i], i, limit), |cut| cut.show(&chars[i]));
    }
    number_look_alikes(labels, &mut out, limit);
    out
}

/// The last resort for any two different labels that still read the same: their numbers in the message.
fn number_look_alikes(labels: &[String], out: &mut [String], limit: usize) {
    for i in 0..out.len() {
        let alike = (0..out.len()).any(|j| j != i && out[j] == out[i] && labels[j] != labels[i]);
        if alike {
            out[i] = numbered(&labels[i], i, limit);
        }
    }
}

/// What a cut label shows: its first `head` characters, then (after `…`) those from `start` to `end`
/// (followed by `…` unless `end` is the end).
#[derive(Clone, Copy)]
struct Cut {
    head: usize,
    start: usize,
    end: usize,
}

impl Cut {
    fn show(&self, label: &[char]) -> String {
        let part = |r: std::ops::Range<usize>| label[r].iter().collect::<String>();
        let close = if self.end < label.len() { "…" } else { "" };
        format!("{}…{}{close}", part(0..self.head), part(self.start..self.end))
    }

    /// Whether `other` could be the label behind what this cut shows of `label`.
    fn fits(&self, label: &[char], other: &[char]) -> bool {
        let head = other.get(..self.head) == Some(&label[..self.head]);
        let shown = &label[self.start..self.end];
        let rest = if self.end == label.len() {
            other.ends_with(shown)
        } else {
            other.get(self.start..self.end) == Some(shown)
        };
        head && rest
    }
}

fn cut_end(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(limit.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// Cuts of a label of `len` characters within `limit`: the head and longer and longer tails, then the head and
/// the stretch from a little before `differs` (where it first differs from a rival).
fn cuts(len: usize, limit: usize, differs: usize) -> Vec<Cut> {
    if limit < 4 {
        return Vec::new();
    }
    let mut found: Vec<Cut> = ((limit / 3).max(1)..limit - 1)
        .map(|tail| Cut {
            head: limit - 1 - tail,
            start: len - tail,
            end: len,
        })
        .collect();
    let head = limit / 3;
    let start = differs.saturating_sub(limit / 6).max(head);
    let end = (start + limit - head - 2).min(len);
    if start < end {
        found.push(Cut { head, start, end });
    }
    found
}

fn common_prefix(a: &[char], b: &[char]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// The label cut with the button's number, `… #3`: distinct whatever the labels.
fn numbered(label: &str, i: usize, limit: usize) -> String {
    let mark = format!("… #{}", i + 1);
    let keep = limit.saturating_sub(mark.chars().count());
    format!("{}{mark}", label.chars().take(keep).collect::<String>())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fitted(labels: &[&str], limit: usize) -> Vec<String> {
        let labels: Vec<String> = labels.iter().map(|l| l.to_string()).collect();
        let out = fit_labels(&labels, limit);
        assert!(out.iter().all(|l| l.chars().count() <= limit), "{out:?}");
        for i in 0..labels.len() {
            for j in 0..i {
                assert!(
                    labels[i] == labels[j] || out[i] != out[j],
                    "{:?} and {:?} read the same",
                    labels[i],
                    labels[j]
                );
            }
        }
        out
    }

    #[test]
    fn a_long_panel_keeps_its_first_items_and_a_spread_to_its_last() {
        assert_eq!(thin((0..5).collect(), 25), vec![0, 1, 2, 3, 4]);
        let kept = thin((0..40).collect::<Vec<usize>>(), 25);
        assert_eq!(kept.len(), 25, "{kept:?}");
        assert_eq!(kept[..19], (0..19).collect::<Vec<_>>()[..], "{kept:?}");
        assert_eq!(*kept.last().unwrap(), 39, "{kept:?}");
        assert!(kept.windows(2).all(|w| w[0] < w[1]), "{kept:?}");
        let kept = thin((0..26).collect::<Vec<usize>>(), 25);
        assert_eq!(kept.len(), 25);
        assert_eq!(*kept.last().unwrap(), 25);
    }

    #[test]
    fn cut_labels_stay_distinct() {
        // Short labels are untouched; a lone long one is cut at its end.
        assert_eq!(fitted(&["Pass", "Build"], 10), ["Pass", "Build"]);
        assert_eq!(fitted(&["abcdefghijkl"], 10), ["abcdefghi…"]);
        // Same head, different tails: the tail is kept.
        let out = fitted(
            &[
                "Alice: Colonists: corn 1, sugar 2, harbor 1",
                "Alice: Colonists: corn 1, sugar 2, wharf 1",
            ],
            30,
        );
        assert!(out[0].ends_with("harbor 1") && out[1].ends_with("wharf 1"), "{out:?}");
        assert!(out[0].starts_with("Alice: Col"), "{out:?}");
        // Same head and tail, different middle: the stretch that differs is shown.
        let a = format!("Bob: Colonists: {} corn 1 {} harbor 1", "x".repeat(40), "y".repeat(40));
        let b = format!("Bob: Colonists: {} corn 2 {} harbor 1", "x".repeat(40), "y".repeat(40));
        let out = fitted(&[&a, &b], 40);
        assert!(out[0].contains("corn 1") && out[1].contains("corn 2"), "{out:?}");
        // Identical labels stay identical; many near twins still read apart.
        assert_eq!(
            fitted(&["same label here", "same label here"], 8),
            ["same la…", "same la…"]
        );
        let twins: Vec<String> = (0..25)
            .map(|i| format!("{}{}{}", "h".repeat(50), i % 10, "t".repeat(50)))
            .collect();
        let twins: Vec<&str> = twins.iter().map(String::as_str).collect();
        fitted(&twins, 80);
        // Two pairs of rivals whose cuts, chosen against their own rivals only, once read the same.
        fitted(
            &[
                "sucre , 1 jeton PV : maïs",
                "sucre , 1 jeton PV 1 jeton PV : (carrière)",
                "sucre , 1 jeton PV 1 jeton PV sucre",
                "sucre , 1 jeton PV Construire le grande (carrière)",
                "sucre , 1 jeton PV Construire sucre raffinerie le",
            ],
            30,
        );
    }
}
