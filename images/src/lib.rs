//! Board images: each game's PUBLIC view drawn as an SVG (built in code), and a rasterizer to PNG.
//!
//! Pure like `galleon-rules`: no I/O, no async. The host builds the SVG (cheap) from
//! [`galleon_rules::Game::public_view`], the seated players' display names and the reader's words; the
//! transport rasterizes it ([`png`], the slow part) off the command path.
//!
//! # Design
//! - Only the public view is read, so an image can show nothing a player may not see (hidden money, VP chips,
//!   hands, deck order never reach it). Tests check the SVG text on top of that. Once the game is over the
//!   caller also passes its outcome (public then: the text result shows it), and the picture shows the result:
//!   the ranking with each score, and in Puerto Rico each seat's breakdown, VP chips included.
//! - Names are fitted to their room by their measured width and cut between words where a word fits
//!   ([`svg::fit`]); long component names (French building names) wrap onto a second line ([`svg::wrap`]).
//! - Readable on a phone: at most [`MAX_WIDTH`] pixels wide, text of 18 px and more, and every player mark is a
//!   colour (a palette chosen for colour-blind readers) PLUS the player's letter ([`Players`]).
//! - No words live here: the caller provides them ([`Words`]) by its message keys, the same keys its text board
//!   uses for the game's components, so a picture and the text cannot name a thing differently. Player names
//!   and the rules crate's codes and map names are drawn as they are.
//! - The usual pictures never depend on the machine's fonts: DejaVu Sans is shipped in `fonts/` (Bitstream Vera
//!   licence, see `fonts/LICENSE-DejaVu.txt`) and loaded from bytes, with Noto Emoji (monochrome outlines, SIL
//!   Open Font License, `fonts/LICENSE-NotoEmoji.txt`, under 1 MB) for every character DejaVu lacks: an emoji in
//!   a name (each bot's 🤖) is drawn as its glyph, in the text's colour, never as an empty box. A name in
//!   another script is shaped and drawn with the machine's fonts after those, and a name no font draws is
//!   replaced by the seat's word (module `fonts`).
//! - [`png`] draws the text itself from a glyph cache (module `text`: resvg laid out and filled every glyph again
//!   for every picture), between the layers of shapes resvg draws, so the SVG's layering is kept.
//! - Marks that tests count carry a class: `worker`, `canal`, `proposal`, `palm`, `watered`, `tile`, `player`,
//!   `ship`, `colonist`, `building`, `plantation`, `location`, `cube`, `spy`, `explorer`, `quest`, `prestige`.

mod fonts;
mod maracaibo;
mod palette;
mod puerto_rico;
mod santiago;
pub mod svg;
mod text;
mod words;

use galleon_rules::Outcome;

pub use fonts::use_system_fonts;
pub use maracaibo::maracaibo;
pub use puerto_rico::puerto_rico;
pub use santiago::santiago;
pub use words::{Keys, Words};

/// The widest image drawn, in pixels.
pub const MAX_WIDTH: u32 = 1280;

/// A board image as SVG source, with its size in pixels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    pub svg: String,
    pub width: u32,
    pub height: u32,
}

/// Why an image could not be rasterized (a bug in the drawing code: the SVG is built here).
#[derive(Debug)]
pub struct RenderError(pub String);

impl std::fmt::Display for RenderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "board image: {}", self.0)
    }
}

impl std::error::Error for RenderError {}

/// The seated players as the images show them: a name, a colour and a letter each (seat order).
pub struct Players {
    names: Vec<String>,
    letters: Vec<String>,
}

/// Player colours (Okabe–Ito palette, told apart by most colour-blind readers) and the text colour on each.
const COLOURS: [(&str, &str); 5] = [
    ("#0072B2", "#ffffff"),
    ("#D55E00", "#ffffff"),
    ("#009E73", "#ffffff"),
    ("#CC79A7", "#1a1a1a"),
    ("#F0E442", "#1a1a1a"),
];

impl Players {
    /// `names` in seat order. Each player's letter is the first letter of the name, or the seat number when two
    /// names start alike. A name with a character no font draws is shown as the seat's word (`Player 3`, message
    /// `picture-player`) and its letter is the seat number: never a missing-glyph box.
    pub fn new(names: &[String], words: &dyn Words) -> Players {
        let drawable = |name: &str| name.chars().all(text::drawable);
        let initial = |name: &str| {
            name.chars()
                .find(|c| c.is_alphanumeric())
                .map(|c| c.to_uppercase().collect::<String>())
                .filter(|_| drawable(name))
        };
        let initials: Vec<Option<String>> = names.iter().map(|n| initial(n)).collect();
        let letters: Vec<String> = initials
            .iter()
            .enumerate()
            .map(|(seat, letter)| match letter {
                Some(l) if initials.iter().filter(|o| o.as_ref() == Some(l)).count() == 1 => l.clone(),
                _ => (seat + 1).to_string(),
            })
            .collect();
        let names = names
            .iter()
            .enumerate()
            .map(|(seat, name)| match drawable(name) {
                true => left_to_right_after(name.clone()),
                false => words.count("picture-player", seat as i64 + 1),
            })
            .collect();
        let letters = letters.into_iter().map(left_to_right_after).collect();
        Players { names, letters }
    }

    pub fn len(&self) -> usize {
        self.names.len()
    }

    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// The display name (`Seat n` past the names given).
    pub fn name(&self, seat: usize) -> String {
        self.names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| format!("#{}", seat + 1))
    }

    pub fn letter(&self, seat: usize) -> String {
        self.letters
            .get(seat)
            .cloned()
            .unwrap_or_else(|| (seat + 1).to_string())
    }

    pub fn colour(&self, seat: usize) -> &'static str {
        COLOURS[seat % COLOURS.len()].0
    }

    /// The text colour readable on [`Players::colour`].
    pub fn ink(&self, seat: usize) -> &'static str {
        COLOURS[seat % COLOURS.len()].1
    }
}

/// `text` with a left-to-right mark after it when it holds a right-to-left letter, so that what follows it in a
/// line (a score, a bid) stays after it: `1. مريم 45`, not `1. 45 مريم`.
fn left_to_right_after(mut text: String) -> String {
    if text.chars().any(fonts::right_to_left) {
        text.push('\u{200E}');
    }
    text
}

/// Draws one player token: a disc in the player's colour with the player's letter, class `class`.
pub(crate) fn token(svg: &mut svg::Svg, players: &Players, seat: usize, class: &str, centre: (f32, f32), r: f32) {
    svg.group(class, None);
    svg.circle(centre.0, centre.1, r, players.colour(seat), Some(("#1a1a1a", 1.5)));
    let font = svg::Font::new((r * 1.15) as u32)
        .fill(players.ink(seat))
        .middle()
        .bold();
    svg.text(centre.0, centre.1 + r * 0.4, font, &players.letter(seat));
    svg.end();
}

/// `Result: 1. alice 45 · 2. bob 40`: the finished game's ranking with each score (tied seats share a rank),
/// plus `others` (an automa holding no seat: name, score) ranked among them by score, sharing a rank on a tie.
pub(crate) fn result_line(outcome: &Outcome, players: &Players, words: &dyn Words, others: &[(String, i64)]) -> String {
    // (name, score, the seat's own rank or None for an automa)
    let mut ranked: Vec<(String, i64, Option<usize>)> = outcome
        .standings
        .iter()
        .map(|s| (players.name(s.seat), s.score, Some(s.rank)))
        .collect();
    for (name, score) in others {
        let at = ranked.iter().position(|r| r.1 < *score).unwrap_or(ranked.len());
        ranked.insert(at, (name.clone(), *score, None));
    }
    let mut parts = Vec::with_capacity(ranked.len());
    let mut rank = 0;
    for (i, (name, score, own)) in ranked.iter().enumerate() {
        let tied = i > 0 && {
            let previous = &ranked[i - 1];
            previous.1 == *score && (own.is_none() || previous.2.is_none() || previous.2 == *own)
        };
        if !tied {
            rank = i + 1;
        }
        parts.push(format!("{rank}. {name} {score}"));
    }
    format!("{} {}", words.word("picture-result"), parts.join(" · "))
}

/// Rasterizes an image to PNG bytes, at its declared size.
pub fn png(image: &Image) -> Result<Vec<u8>, RenderError> {
    let mut pixmap = resvg::tiny_skia::Pixmap::new(image.width, image.height)
        .ok_or_else(|| RenderError(format!("bad size {}×{}", image.width, image.height)))?;
    // Text is drawn from a glyph cache between the shapes' layers (see `text`), unless its form is unexpected.
    let layers = text::layers(&image.svg).unwrap_or_else(|| {
        vec![text::Layer {
            shapes: image.svg.clone(),
            texts: Vec::new(),
            shaped: !text::plain(&image.svg),
        }]
    });
    for layer in layers {
        let options = fonts::options(layer.shaped);
        let tree = resvg::usvg::Tree::from_str(&layer.shapes, &options).map_err(|e| RenderError(e.to_string()))?;
        resvg::render(&tree, resvg::tiny_skia::Transform::identity(), &mut pixmap.as_mut());
        text::draw(&mut pixmap, &layer.texts);
    }
    palette::encode(&pixmap).map_err(|e| RenderError(e.to_string()))
}
