//! Text as glyph outlines of the shipped font: each glyph an image uses is defined once (`<defs>`) and placed
//! with `<use>`, so the rasterizer lays out no text. Letting usvg shape every text took about a third of a
//! picture's time; the pictures need no shaping (Latin text, no kerning) and no font database.

use std::collections::BTreeSet;
use std::fmt::Write;
use std::sync::OnceLock;

use ttf_parser::{Face, GlyphId, OutlineBuilder};

fn face() -> &'static Face<'static> {
    static FACE: OnceLock<Face<'static>> = OnceLock::new();
    FACE.get_or_init(|| Face::parse(crate::FONT, 0).expect("the shipped font parses"))
}

/// The glyphs of `text` with their x offsets in font units, and the text's advance width in font units.
pub fn layout(text: &str) -> (Vec<(u16, f32)>, f32) {
    let face = face();
    let mut x = 0.0;
    let mut placed = Vec::with_capacity(text.len());
    for c in text.chars() {
        let Some(glyph) = face.glyph_index(c).or_else(|| face.glyph_index('?')) else {
            continue;
        };
        placed.push((glyph.0, x));
        x += face.glyph_hor_advance(glyph).unwrap_or(0) as f32;
    }
    (placed, x)
}

/// Font units per em.
pub fn units_per_em() -> f32 {
    face().units_per_em() as f32
}

/// `<defs>` with the outline of every glyph in `used`, ids `g<index>`.
pub fn defs(used: &BTreeSet<u16>) -> String {
    let mut out = String::from("<defs>");
    for &glyph in used {
        let mut path = PathData(String::new());
        face().outline_glyph(GlyphId(glyph), &mut path);
        let _ = write!(out, r#"<path id="g{glyph}" d="{}"/>"#, path.0);
    }
    out.push_str("</defs>");
    out
}

struct PathData(String);

impl OutlineBuilder for PathData {
    fn move_to(&mut self, x: f32, y: f32) {
        let _ = write!(self.0, "M{x} {y}");
    }
    fn line_to(&mut self, x: f32, y: f32) {
        let _ = write!(self.0, "L{x} {y}");
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let _ = write!(self.0, "Q{x1} {y1} {x} {y}");
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let _ = write!(self.0, "C{x1} {y1} {x2} {y2} {x} {y}");
    }
    fn close(&mut self) {
        self.0.push('Z');
    }
}
