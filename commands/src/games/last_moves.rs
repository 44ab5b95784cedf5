//! The "last moves" block at the foot of every game's board.

/// `header` and then, one `• ` line each, the newest texts of `newest_first` (at most `most`) that fit in `budget`
/// characters with the block's own line break, oldest first; `None` when not one fits. Texts are made only as far
/// as they are shown.
pub fn last_moves_block(
    header: &str,
    newest_first: impl Iterator<Item = String>,
    most: usize,
    budget: usize,
) -> Option<String> {
    let newest_first = newest_first.map(|text| (text.chars().count(), text));
    let shown = last_moves_shown(header, newest_first, most, budget);
    if shown.is_empty() {
        return None;
    }
    Some(
        std::iter::once(header.to_string())
            .chain(shown)
            .collect::<Vec<_>>()
            .join(&format!("\n{BULLET}")),
    )
}

/// What starts each line of the block after the header.
pub const BULLET: &str = "• ";

/// The lines [`last_moves_block`] shows under `header`, oldest first, from the newest moves' lines, each given
/// after the characters of its text.
pub fn last_moves_shown<T>(
    header: &str,
    newest_first: impl Iterator<Item = (usize, T)>,
    most: usize,
    budget: usize,
) -> Vec<T> {
    let mut used = header.chars().count() + 1;
    let mut shown = Vec::new();
    for (chars, line) in newest_first.take(most) {
        used += chars + 3;
        if used > budget {
            break;
        }
        shown.push(line);
    }
    shown.reverse();
    shown
}

#[cfg(test)]
mod tests {
    use super::last_moves_block;

    fn texts(items: &[&str]) -> std::vec::IntoIter<String> {
        items.iter().map(|s| s.to_string()).collect::<Vec<_>>().into_iter()
    }

    #[test]
    fn the_newest_that_fit_oldest_first() {
        let newest_first = ["c", "bb", "aaa"];
        let block = last_moves_block("Last:", texts(&newest_first), 6, usize::MAX);
        assert_eq!(block.as_deref(), Some("Last:\n• aaa\n• bb\n• c"));
        assert_eq!(
            last_moves_block("Last:", texts(&newest_first), 2, usize::MAX).as_deref(),
            Some("Last:\n• bb\n• c")
        );
        // "\nLast:" is 6, "\n• c" 4, "\n• bb" 5: the block and its line break take 15.
        assert_eq!(
            last_moves_block("Last:", texts(&newest_first), 6, 15).as_deref(),
            Some("Last:\n• bb\n• c")
        );
        assert_eq!(last_moves_block("Last:", texts(&newest_first), 6, 9), None);
        assert_eq!(last_moves_block("Last:", texts(&[]), 6, usize::MAX), None);
    }
}
