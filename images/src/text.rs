//! Text drawn from a glyph cache instead of by resvg.
//!
//! resvg lays out every `<text>` again for each picture (shaping, then one font parse per glyph) and fills every
//! glyph's outline: about half of a picture's time. The pictures use two fonts, a few sizes and short texts, so
//! here each glyph is rasterized once per size and quarter-pixel offset (with tiny-skia's anti-aliasing, as
//! resvg would), kept, and blended wherever it is used; the pen advances by the font's advances and its `kern`
//! pairs, and "ff", "fi", "fl", "ffi", "ffl" are joined as resvg's shaping joins them (when the font has them). (resvg shows no
//! bold either: only the regular face is shipped.) Characters DejaVu Sans lacks are drawn from Noto Emoji, whose
//! runs are shaped by rustybuzz (as resvg would) so that flags, skin tones and joined sequences form one glyph.
//! [`width`] measures a text as it is drawn, so names are fitted to their room by their real width.
//!
//! The SVG keeps its `<text>` elements (it is the picture's source, and tests read it): [`layers`] cuts it into
//! shapes for resvg and texts for [`draw`], keeping the SVG's layering (a text waits only until a later shape
//! would cover it).
//!
//! A text that is not [`plain`] (a name in another script: Hebrew, Arabic, Devanagari, CJK…, or with a
//! character the shipped fonts lack) stays in the shapes for usvg to shape, order and draw with the machine's
//! fonts (module `fonts`), and is measured the same way.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use resvg::tiny_skia::{FillRule, Mask, PathBuilder, Pixmap, Transform};
use ttf_parser::{Face, GlyphId};

/// One `<text>` element as the SVG writer writes it.
#[derive(Debug, PartialEq)]
pub(crate) struct Text {
    x: f32,
    y: f32,
    size: u16,
    fill: [u8; 3],
    /// 0 start, 1 middle, 2 end (of the text's advance).
    anchor: u8,
    text: String,
}

/// What resvg draws (an SVG of shapes, and of the texts that are not plain) and the texts drawn over it, in
/// drawing order.
#[derive(Debug, PartialEq)]
pub(crate) struct Layer {
    pub shapes: String,
    pub texts: Vec<Text>,
    /// Whether `shapes` holds a text (usvg then needs the machine's fonts).
    pub shaped: bool,
}

/// Cuts the SVG into layers: texts wait to be drawn until a later shape would cover one of them, so the
/// layering stays that of the SVG while most texts are drawn in one pass. Groups are dropped (the writer's
/// groups only carry a class and an id). `None` when an element is not in the writer's form (then resvg draws
/// everything).
pub(crate) fn layers(svg: &str) -> Option<Vec<Layer>> {
    let header_end = svg.find('>')? + 1;
    let header = &svg[..header_end];
    let doc = |body: &str| format!("{header}{body}</svg>");
    let mut out = Vec::new();
    let (mut shapes, mut texts, mut boxes) = (String::new(), Vec::new(), Vec::<Bounds>::new());
    let mut shaped = false;
    let mut rest = svg[header_end..].strip_suffix("</svg>")?;
    while !rest.is_empty() {
        if !rest.starts_with('<') {
            return None;
        }
        let (element, bounds) = if rest.starts_with("<text ") {
            let end = rest.find("</text>")? + "</text>".len();
            let (element, text) = (&rest[..end], parse(&rest[..end - "</text>".len()])?);
            rest = &rest[end..];
            if plain(&text.text) {
                boxes.push(text_bounds(&text));
                texts.push(text);
                continue;
            }
            shaped = true;
            (element, text_bounds(&text))
        } else {
            let end = rest.find('>')? + 1;
            let element = &rest[..end];
            rest = &rest[end..];
            if element == "</g>" {
                continue;
            }
            if element.starts_with("<g") {
                plain_group(element).then_some(())?;
                continue;
            }
            if element.contains(" transform=") {
                return None;
            }
            (element, shape_bounds(element)?)
        };
        if boxes.iter().any(|b| b.overlaps(&bounds)) {
            out.push(Layer {
                shapes: doc(&std::mem::take(&mut shapes)),
                texts: std::mem::take(&mut texts),
                shaped: std::mem::take(&mut shaped),
            });
            boxes.clear();
        }
        shapes.push_str(element);
    }
    out.push(Layer {
        shapes: doc(&shapes),
        texts,
        shaped,
    });
    Some(out)
}

/// Whether a group's start tag carries only a class and an id (dropping it then changes nothing drawn).
fn plain_group(tag: &str) -> bool {
    let mut rest = tag.strip_prefix("<g").and_then(|t| t.strip_suffix('>')).unwrap_or("x");
    for name in [" class=\"", " id=\""] {
        if let Some(value) = rest.strip_prefix(name) {
            rest = value.find('"').map_or("x", |end| &value[end + 1..]);
        }
    }
    rest.is_empty()
}

/// A box in pixels: left, top, right, bottom.
#[derive(Clone, Copy, Debug)]
struct Bounds([f32; 4]);

impl Bounds {
    fn overlaps(&self, other: &Bounds) -> bool {
        let (a, b) = (self.0, other.0);
        a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
    }
}

/// Where a text's glyphs may fall (a little generous).
fn text_bounds(text: &Text) -> Bounds {
    let size = text.size as f32;
    let (left, right) = if plain(&text.text) {
        let (placed, end) = layout(text);
        let left = placed.first().map_or(text.x, |g| g.x);
        (left, end.max(left))
    } else {
        let width = shaped_width(&text.text, text.size.into());
        let left = text.x - width * text.anchor as f32 / 2.0;
        (left, left + width)
    };
    Bounds([
        left - size * 0.3,
        text.y - size * 1.1,
        right + size * 0.3,
        text.y + size * 0.4,
    ])
}

/// A shape element's box with room for its stroke, from the attributes the writer uses.
fn shape_bounds(element: &str) -> Option<Bounds> {
    let attr = |name: &str| -> Option<f32> {
        let from = element.find(&format!(" {name}=\""))? + name.len() + 3;
        element[from..from + element[from..].find('"')?].parse().ok()
    };
    let list = |name: &str| -> Option<Vec<f32>> {
        let from = element.find(&format!(" {name}=\""))? + name.len() + 3;
        let value = &element[from..from + element[from..].find('"')?];
        value
            .split(|c: char| c == ' ' || c == ',' || c.is_ascii_alphabetic())
            .filter(|v| !v.is_empty())
            .map(|v| v.parse().ok())
            .collect()
    };
    let points: Vec<f32> = if element.starts_with("<rect ") {
        let (x, y) = (attr("x").unwrap_or(0.0), attr("y").unwrap_or(0.0));
        vec![x, y, x + attr("width")?, y + attr("height")?]
    } else if element.starts_with("<circle ") {
        let (x, y, r) = (attr("cx")?, attr("cy")?, attr("r")?);
        vec![x - r, y - r, x + r, y + r]
    } else if element.starts_with("<line ") {
        vec![attr("x1")?, attr("y1")?, attr("x2")?, attr("y2")?]
    } else if element.starts_with("<polygon ") {
        list("points")?
    } else if element.starts_with("<path ") {
        list("d")?
    } else {
        return None;
    };
    if points.len() < 2 || points.len() % 2 == 1 {
        return None;
    }
    let xs = points.iter().step_by(2);
    let ys = points.iter().skip(1).step_by(2);
    let pad = attr("stroke-width").unwrap_or(0.0) + 2.0;
    Some(Bounds([
        xs.clone().fold(f32::MAX, |a, &b| a.min(b)) - pad,
        ys.clone().fold(f32::MAX, |a, &b| a.min(b)) - pad,
        xs.fold(f32::MIN, |a, &b| a.max(b)) + pad,
        ys.fold(f32::MIN, |a, &b| a.max(b)) + pad,
    ]))
}

/// Parses `<text x=".." y=".." font-size=".." fill="#rrggbb" text-anchor="..">escaped text` (no end tag).
fn parse(element: &str) -> Option<Text> {
    let open = element.find('>')?;
    let tag = &element[..open];
    let attr = |name: &str| -> Option<&str> {
        let from = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        Some(&tag[from..from + tag[from..].find('"')?])
    };
    let fill = attr("fill")?.strip_prefix('#')?;
    let channel = |i: usize| u8::from_str_radix(fill.get(i..i + 2)?, 16).ok();
    Some(Text {
        x: attr("x")?.parse().ok()?,
        y: attr("y")?.parse().ok()?,
        size: attr("font-size")?.parse().ok()?,
        fill: [channel(0)?, channel(2)?, channel(4)?],
        anchor: match attr("text-anchor").unwrap_or("start") {
            "start" => 0,
            "middle" => 1,
            "end" => 2,
            _ => return None,
        },
        text: unescape(&element[open + 1..]),
    })
}

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

/// The shipped fonts: DejaVu Sans for text, Noto Emoji (monochrome) for what DejaVu lacks.
struct Faces {
    text: Face<'static>,
    emoji: rustybuzz::Face<'static>,
}

/// Which shipped font draws a glyph (part of the glyph cache's key).
const TEXT: u8 = 0;
const EMOJI: u8 = 1;

fn faces() -> &'static Faces {
    static FACES: OnceLock<Faces> = OnceLock::new();
    FACES.get_or_init(|| Faces {
        text: Face::parse(crate::fonts::FONT, 0).expect("the shipped font parses"),
        emoji: rustybuzz::Face::from_slice(crate::fonts::EMOJI_FONT, 0).expect("the shipped emoji font parses"),
    })
}

/// Whether a shipped font has a glyph for `c`.
pub(crate) fn shipped_glyph(c: char) -> bool {
    faces().text.glyph_index(c).is_some() || faces().emoji.glyph_index(c).is_some()
}

/// Whether some font draws `c` (the machine's fonts are loaded if the shipped ones lack it).
pub(crate) fn drawable(c: char) -> bool {
    crate::fonts::invisible(c) || shipped_glyph(c) || crate::fonts::machine_draws(c)
}

/// Whether the glyph cache draws `text`: Latin, Greek and Cyrillic letters, punctuation, symbols and emoji
/// that the shipped fonts have (no shaping beyond kerning, ligatures and emoji sequences, left to right).
pub(crate) fn plain(text: &str) -> bool {
    text.chars().all(|c| {
        if c.is_ascii() {
            return true;
        }
        let letter = c < '\u{0590}'
            || matches!(c, '\u{1D00}'..='\u{1FFF}' | '\u{2C60}'..='\u{2C7F}' | '\u{A720}'..='\u{A7FF}' | '\u{FB00}'..='\u{FB06}');
        let symbol = matches!(c, '\u{2000}'..='\u{200A}' | '\u{2010}'..='\u{2027}' | '\u{202F}'..='\u{205F}' | '\u{2070}'..='\u{2BFF}');
        let emoji = faces().text.glyph_index(c).is_none() && faces().emoji.glyph_index(c).is_some();
        ((letter || symbol) && faces().text.glyph_index(c).is_some()) || emoji || joins(c)
    })
}

fn face(font: u8) -> &'static Face<'static> {
    match font {
        TEXT => &faces().text,
        _ => &faces().emoji,
    }
}

/// A glyph's coverage, placed relative to the pixel its pen position falls in.
struct Glyph {
    left: i32,
    top: i32,
    width: usize,
    alpha: Vec<u8>,
}

/// Font, glyph id, font size, quarter-pixel offsets in x and y.
type Key = (u8, u16, u16, u8, u8);

/// Kept glyphs; emptied past this many (a picture uses a few hundred).
const CACHE_LIMIT: usize = 20_000;

fn cache() -> &'static Mutex<HashMap<Key, Option<Arc<Glyph>>>> {
    static CACHE: OnceLock<Mutex<HashMap<Key, Option<Arc<Glyph>>>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

/// Draws the texts on the pixmap (opaque fills, blended over what is there).
pub(crate) fn draw(pixmap: &mut Pixmap, texts: &[Text]) {
    let mut cache = cache().lock().unwrap_or_else(|e| e.into_inner());
    if cache.len() > CACHE_LIMIT {
        cache.clear();
    }
    for text in texts {
        for Placed { font, glyph, x } in layout(text).0 {
            let (ix, fx) = quarter(x);
            let (iy, fy) = quarter(text.y);
            let key = (font, glyph.0, text.size, fx, fy);
            let shape = cache
                .entry(key)
                .or_insert_with(|| rasterize(face(font), glyph, text.size, fx, fy).map(Arc::new));
            if let Some(shape) = shape {
                blend(pixmap, shape, ix, iy, text.fill);
            }
        }
    }
}

/// One glyph placed on the baseline: its font, its id and its pen position (x, in pixels).
#[derive(Clone, Copy, Debug)]
struct Placed {
    font: u8,
    glyph: GlyphId,
    x: f32,
}

/// Characters that only change the emoji before them (joiner, variation selectors, skin tones, tag letters):
/// they stay in that emoji's run so the emoji font forms the whole sequence.
fn joins(c: char) -> bool {
    matches!(c, '\u{200D}' | '\u{FE00}'..='\u{FE0F}' | '\u{1F3FB}'..='\u{1F3FF}' | '\u{E0020}'..='\u{E007F}')
}

/// The text cut into runs of one font: DejaVu wherever it has the glyph, Noto Emoji for the rest it has (a
/// character after a joiner stays with the emoji when the emoji font has it).
fn runs(text: &str) -> Vec<(u8, &str)> {
    let faces = faces();
    let mut runs: Vec<(u8, usize, usize)> = Vec::new();
    let mut after_joiner = false;
    for (at, c) in text.char_indices() {
        let current = runs.last().map(|r| r.0);
        let font = match current {
            Some(f) if joins(c) || (after_joiner && face(f).glyph_index(c).is_some()) => f,
            _ if faces.text.glyph_index(c).is_none() && faces.emoji.glyph_index(c).is_some() => EMOJI,
            _ => TEXT,
        };
        after_joiner = c == '\u{200D}';
        match runs.last_mut() {
            Some(run) if run.0 == font => run.2 = at + c.len_utf8(),
            _ => runs.push((font, at, at + c.len_utf8())),
        }
    }
    runs.into_iter()
        .map(|(font, from, to)| (font, &text[from..to]))
        .collect()
}

/// Each glyph with its pen position on the text's baseline, and where the pen ends (pixels).
fn layout(text: &Text) -> (Vec<Placed>, f32) {
    let mut placed = Vec::with_capacity(text.text.len());
    let mut pen = 0.0f32;
    for (font, run) in runs(&text.text) {
        pen = match font {
            TEXT => text_run(run, text.size, pen, &mut placed),
            _ => emoji_run(run, text.size, pen, &mut placed),
        };
    }
    let start = text.x - pen * text.anchor as f32 / 2.0;
    for glyph in &mut placed {
        glyph.x += start;
    }
    (placed, start + pen)
}

/// The width of `text` at `size` pixels, as it is drawn ([`draw`], or usvg for a text that is not [`plain`]).
pub(crate) fn width(text: &str, size: u32) -> f32 {
    if !plain(text) {
        return shaped_width(text, size);
    }
    let text = Text {
        x: 0.0,
        y: 0.0,
        size: size as u16,
        fill: [0; 3],
        anchor: 0,
        text: text.to_string(),
    };
    layout(&text).1
}

/// Shaped widths already measured (a name is measured again in every picture); emptied past this many.
const WIDTHS_LIMIT: usize = 4_096;

/// The advance of `text` at `size` pixels as usvg lays it out with the machine's fonts (shaped, in bidi order),
/// measured once.
fn shaped_width(text: &str, size: u32) -> f32 {
    type Widths = Mutex<HashMap<(String, u32), f32>>;
    static WIDTHS: OnceLock<Widths> = OnceLock::new();
    let widths = WIDTHS.get_or_init(Widths::default);
    let key = (text.to_string(), size);
    if let Some(&width) = widths.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return width;
    }
    let width = measure_shaped(text, size);
    let mut widths = widths.lock().unwrap_or_else(|e| e.into_inner());
    if widths.len() >= WIDTHS_LIMIT {
        widths.clear();
    }
    widths.insert(key, width);
    width
}

fn measure_shaped(text: &str, size: u32) -> f32 {
    let svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><text font-size="{size}">{}</text></svg>"#,
        escape(text)
    );
    let Ok(tree) = resvg::usvg::Tree::from_str(&svg, &crate::fonts::options(true)) else {
        return 0.0;
    };
    let texts = tree.root().children().iter().filter_map(|node| match node {
        resvg::usvg::Node::Text(text) => Some(text.bounding_box().width()),
        _ => None,
    });
    texts.sum()
}

/// A run in DejaVu Sans: advances, `kern` pairs and the `liga` ligatures, as resvg's shaping sets them.
fn text_run(run: &str, size: u16, mut pen: f32, placed: &mut Vec<Placed>) -> f32 {
    let face = &faces().text;
    let scale = size as f32 / face.units_per_em() as f32;
    let mut previous: Option<GlyphId> = None;
    let chars: Vec<char> = run.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let (c, glyph_len) = ligature(face, &chars[i..]).unwrap_or((chars[i], 1));
        i += glyph_len;
        let glyph = face.glyph_index(c).unwrap_or(GlyphId(0));
        if let Some(left) = previous {
            pen += kerning(face, left, glyph) as f32 * scale;
        }
        placed.push(Placed {
            font: TEXT,
            glyph,
            x: pen,
        });
        pen += face.glyph_hor_advance(glyph).unwrap_or(0) as f32 * scale;
        previous = Some(glyph);
    }
    pen
}

/// A run in Noto Emoji, shaped (its `ccmp` forms flags, skin tones and joined sequences).
fn emoji_run(run: &str, size: u16, mut pen: f32, placed: &mut Vec<Placed>) -> f32 {
    let face = &faces().emoji;
    let scale = size as f32 / face.units_per_em() as f32;
    let mut buffer = rustybuzz::UnicodeBuffer::new();
    buffer.push_str(run);
    let shaped = rustybuzz::shape(face, &[], buffer);
    for (info, position) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
        let glyph = GlyphId(info.glyph_id as u16);
        placed.push(Placed {
            font: EMOJI,
            glyph,
            x: pen + position.x_offset as f32 * scale,
        });
        pen += position.x_advance as f32 * scale;
    }
    pen
}

/// The ligature (its character and how many letters it joins) starting `chars`, as the font's `liga`
/// feature would form it.
fn ligature(face: &Face, chars: &[char]) -> Option<(char, usize)> {
    let (lig, len) = match chars {
        ['f', 'f', 'i', ..] => ('\u{FB03}', 3),
        ['f', 'f', 'l', ..] => ('\u{FB04}', 3),
        ['f', 'f', ..] => ('\u{FB00}', 2),
        ['f', 'i', ..] => ('\u{FB01}', 2),
        ['f', 'l', ..] => ('\u{FB02}', 2),
        _ => return None,
    };
    face.glyph_index(lig).map(|_| (lig, len))
}

fn kerning(face: &Face, left: GlyphId, right: GlyphId) -> i16 {
    let Some(kern) = face.tables().kern else { return 0 };
    kern.subtables
        .into_iter()
        .filter(|s| s.horizontal && !s.variable)
        .find_map(|s| s.glyphs_kerning(left, right))
        .unwrap_or(0)
}

/// The whole pixel and the quarter-pixel step (0–3) of a coordinate.
fn quarter(v: f32) -> (i32, u8) {
    let steps = (v * 4.0).round() as i32;
    (steps.div_euclid(4), steps.rem_euclid(4) as u8)
}

struct Outline {
    path: PathBuilder,
    scale: f32,
    dx: f32,
    dy: f32,
}

impl Outline {
    fn at(&self, x: f32, y: f32) -> (f32, f32) {
        (self.dx + x * self.scale, self.dy - y * self.scale)
    }
}

impl ttf_parser::OutlineBuilder for Outline {
    fn move_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.at(x, y);
        self.path.move_to(x, y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.at(x, y);
        self.path.line_to(x, y);
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let ((x1, y1), (x, y)) = (self.at(x1, y1), self.at(x, y));
        self.path.quad_to(x1, y1, x, y);
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let ((x1, y1), (x2, y2), (x, y)) = (self.at(x1, y1), self.at(x2, y2), self.at(x, y));
        self.path.cubic_to(x1, y1, x2, y2, x, y);
    }
    fn close(&mut self) {
        self.path.close();
    }
}

/// A glyph's anti-aliased coverage at a size and quarter-pixel offset; `None` for a blank glyph (a space).
fn rasterize(face: &Face, glyph: GlyphId, size: u16, fx: u8, fy: u8) -> Option<Glyph> {
    let scale = size as f32 / face.units_per_em() as f32;
    let bounds = face.glyph_bounding_box(glyph)?;
    let (ox, oy) = (fx as f32 / 4.0, fy as f32 / 4.0);
    let left = (ox + bounds.x_min as f32 * scale).floor() as i32 - 1;
    let top = (oy - bounds.y_max as f32 * scale).floor() as i32 - 1;
    let right = (ox + bounds.x_max as f32 * scale).ceil() as i32 + 1;
    let bottom = (oy - bounds.y_min as f32 * scale).ceil() as i32 + 1;
    let (width, height) = ((right - left) as u32, (bottom - top) as u32);
    let mut outline = Outline {
        path: PathBuilder::new(),
        scale,
        dx: ox - left as f32,
        dy: oy - top as f32,
    };
    face.outline_glyph(glyph, &mut outline)?;
    let path = outline.path.finish()?;
    let mut mask = Mask::new(width, height)?;
    mask.fill_path(&path, FillRule::Winding, true, Transform::identity());
    Some(Glyph {
        left,
        top,
        width: width as usize,
        alpha: mask.data().to_vec(),
    })
}

/// Blends a glyph of colour `fill` over the (premultiplied) pixmap, its origin at pixel (`x`, `y`).
fn blend(pixmap: &mut Pixmap, glyph: &Glyph, x: i32, y: i32, fill: [u8; 3]) {
    let (width, height) = (pixmap.width() as i32, pixmap.height() as i32);
    let data = pixmap.data_mut();
    for (row, line) in glyph.alpha.chunks(glyph.width).enumerate() {
        let py = y + glyph.top + row as i32;
        if !(0..height).contains(&py) {
            continue;
        }
        for (column, &a) in line.iter().enumerate() {
            let px = x + glyph.left + column as i32;
            if a == 0 || !(0..width).contains(&px) {
                continue;
            }
            let at = (py * width + px) as usize * 4;
            let (a, keep) = (a as u32, 255 - a as u32);
            for (channel, &colour) in fill.iter().enumerate() {
                let d = data[at + channel] as u32;
                data[at + channel] = ((colour as u32 * a + d * keep + 127) / 255) as u8;
            }
            let d = data[at + 3] as u32;
            data[at + 3] = (a + (d * keep + 127) / 255).min(255) as u8;
        }
    }
}

/// XML-escapes text and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_wait_until_a_shape_would_cover_them() {
        let svg = concat!(
            r##"<svg width="9"><rect width="100" height="100" fill="#fff"/><g class="tile">"##,
            r##"<text x="20.0" y="40.5" font-size="30" fill="#1a1a1a" text-anchor="middle">A &amp; B</text>"##,
            r##"<circle cx="90.0" cy="90.0" r="4.0" fill="#000"/></g>"##,
            r##"<circle cx="20.0" cy="30.0" r="9.0" fill="#000"/><text x="1" y="2" font-size="9" fill="#000000">x</text></svg>"##
        );
        let layers = layers(svg).unwrap();
        assert_eq!(layers.len(), 2, "the second circle covers the first text: {layers:?}");
        assert_eq!(
            layers[0].shapes,
            r##"<svg width="9"><rect width="100" height="100" fill="#fff"/><circle cx="90.0" cy="90.0" r="4.0" fill="#000"/></svg>"##
        );
        assert_eq!(
            layers[0].texts,
            vec![Text {
                x: 20.0,
                y: 40.5,
                size: 30,
                fill: [0x1a, 0x1a, 0x1a],
                anchor: 1,
                text: "A & B".to_string(),
            }]
        );
        assert_eq!(
            layers[1].shapes,
            r##"<svg width="9"><circle cx="20.0" cy="30.0" r="9.0" fill="#000"/></svg>"##
        );
        assert_eq!(layers[1].texts.len(), 1);
    }

    #[test]
    fn an_element_not_in_the_writers_form_leaves_everything_to_resvg() {
        assert!(layers(r#"<svg><text x="1" y="2">hi</text></svg>"#).is_none());
        assert!(layers(r#"<svg><ellipse rx="1"/></svg>"#).is_none());
        assert!(layers(r#"<svg><g class="a" opacity="0.5"><rect width="1" height="1"/></g></svg>"#).is_none());
        assert!(layers(r#"<svg><rect width="1" height="1" transform="scale(2)"/></svg>"#).is_none());
        assert!(layers(r#"<svg><g class="a" id="b"><g><rect width="1" height="1"/></g></g></svg>"#).is_some());
    }

    #[test]
    fn an_emoji_in_a_name_is_drawn_from_the_emoji_font_not_as_an_empty_box() {
        let runs = runs("🤖 Bot 2");
        assert_eq!(runs, vec![(EMOJI, "🤖"), (TEXT, " Bot 2")]);
        let text = |s: &str| Text {
            x: 0.0,
            y: 30.0,
            size: 24,
            fill: [0; 3],
            anchor: 0,
            text: s.to_string(),
        };
        let (placed, end) = layout(&text("🤖 Bot"));
        let robot = placed[0];
        assert_eq!((robot.font, robot.glyph == GlyphId(0)), (EMOJI, false));
        // Its outline covers much of its square, where the missing-glyph box is a thin frame.
        let glyph = rasterize(face(EMOJI), robot.glyph, 24, 0, 0).expect("an outline");
        let covered = glyph.alpha.iter().filter(|&&a| a > 128).count();
        assert!(covered > 150, "{covered} pixels");
        assert!(end > width(" Bot", 24) + 20.0);
        // A flag and a thumb with a skin tone are shaped into one glyph each.
        assert_eq!(layout(&text("🇫🇷")).0.len(), 1);
        assert_eq!(layout(&text("👍🏽")).0.len(), 1);
    }

    #[test]
    fn a_real_board_is_cut_into_a_few_layers() {
        use galleon_rules::Game;
        let options = galleon_rules::puerto_rico::PuertoRico::parse_options(&[]).unwrap();
        let game = galleon_rules::puerto_rico::PuertoRico::new(4, &options, 1).unwrap();
        let names: Vec<String> = ["Ann", "Bo", "Cy", "Di"].iter().map(|s| s.to_string()).collect();
        let image = crate::puerto_rico(&game.public_view(), None, &names, &crate::Keys);
        let layers = layers(&image.svg).expect("the writer's SVG is understood");
        let texts: usize = layers.iter().map(|l| l.texts.len()).sum();
        assert_eq!(texts, image.svg.matches("<text ").count());
        assert!(layers.len() < 20, "{} layers", layers.len());
    }
}
