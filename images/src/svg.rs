//! A small SVG writer: shapes and text appended to one string, with the escaping done once here.
//!
//! Marks that tests count carry a `class` (e.g. `worker`, `canal`) and, where useful, an `id`.

use std::fmt::Write;

/// An SVG document being written.
pub struct Svg {
    out: String,
    width: u32,
    height: u32,
}

/// Text anchor.
#[derive(Clone, Copy)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

impl Anchor {
    fn name(self) -> &'static str {
        match self {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        }
    }
}

/// How a piece of text looks.
#[derive(Clone, Copy)]
pub struct Font {
    pub size: u32,
    pub fill: &'static str,
    pub anchor: Anchor,
    pub bold: bool,
}

impl Font {
    pub fn new(size: u32) -> Font {
        Font {
            size,
            fill: "#1a1a1a",
            anchor: Anchor::Start,
            bold: false,
        }
    }

    pub fn fill(self, fill: &'static str) -> Font {
        Font { fill, ..self }
    }

    pub fn middle(self) -> Font {
        Font {
            anchor: Anchor::Middle,
            ..self
        }
    }

    pub fn end(self) -> Font {
        Font {
            anchor: Anchor::End,
            ..self
        }
    }

    pub fn bold(self) -> Font {
        Font { bold: true, ..self }
    }
}

impl Svg {
    pub fn new(width: u32, height: u32, background: &str) -> Svg {
        let mut out = String::with_capacity(32 * 1024);
        let _ = write!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="DejaVu Sans">"#
        );
        let _ = write!(
            out,
            r#"<rect width="{width}" height="{height}" fill="{background}" shape-rendering="crispEdges"/>"#
        );
        Svg { out, width, height }
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    /// Opens a group carrying a class (and an id when given); close it with [`Svg::end`].
    pub fn group(&mut self, class: &str, id: Option<&str>) {
        match id {
            Some(id) => {
                let _ = write!(self.out, r#"<g class="{}" id="{}">"#, escape(class), escape(id));
            }
            None => {
                let _ = write!(self.out, r#"<g class="{}">"#, escape(class));
            }
        }
    }

    pub fn end(&mut self) {
        self.out.push_str("</g>");
    }

    #[allow(clippy::too_many_arguments)]
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, radius: f32, fill: &str, stroke: Option<(&str, f32)>) {
        self.any_rect(None, x, y, w, h, radius, fill, stroke);
    }

    /// A rectangle with a class, so tests can count it.
    #[allow(clippy::too_many_arguments)]
    pub fn mark_rect(&mut self, class: &str, x: f32, y: f32, w: f32, h: f32, fill: &str, stroke: Option<(&str, f32)>) {
        self.any_rect(Some(class), x, y, w, h, 3.0, fill, stroke);
    }

    #[allow(clippy::too_many_arguments)]
    fn any_rect(
        &mut self,
        class: Option<&str>,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        radius: f32,
        fill: &str,
        stroke: Option<(&str, f32)>,
    ) {
        let class = class.map(|c| format!(r#" class="{c}""#)).unwrap_or_default();
        let Some((colour, width)) = as_fills(fill, stroke) else {
            let _ = write!(
                self.out,
                r#"<rect{class} x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="{radius:.1}" fill="{fill}"{}/>"#,
                stroke_attrs(stroke)
            );
            return;
        };
        let half = width / 2.0;
        let outer = if radius > 0.0 { radius + half } else { 0.0 };
        let _ = write!(
            self.out,
            r#"<rect{class} x="{:.2}" y="{:.2}" width="{:.2}" height="{:.2}" rx="{outer:.2}" fill="{colour}"/>"#,
            x - half,
            y - half,
            w + width,
            h + width
        );
        if w > width && h > width {
            let _ = write!(
                self.out,
                r#"<rect x="{:.2}" y="{:.2}" width="{:.2}" height="{:.2}" rx="{:.2}" fill="{fill}"/>"#,
                x + half,
                y + half,
                w - width,
                h - width,
                (radius - half).max(0.0)
            );
        }
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, fill: &str, stroke: Option<(&str, f32)>) {
        let Some((colour, width)) = as_fills(fill, stroke) else {
            let _ = write!(
                self.out,
                r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{r:.1}" fill="{fill}"{}/>"#,
                stroke_attrs(stroke)
            );
            return;
        };
        let half = width / 2.0;
        let _ = write!(
            self.out,
            r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{:.2}" fill="{colour}"/>"#,
            r + half
        );
        if r > half {
            let _ = write!(
                self.out,
                r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{:.2}" fill="{fill}"/>"#,
                r - half
            );
        }
    }

    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), stroke: &str, width: f32, dashed: bool) {
        let dash = if dashed { r#" stroke-dasharray="10 7""# } else { "" };
        let _ = write!(
            self.out,
            r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{stroke}" stroke-width="{width:.1}" stroke-linecap="round"{dash}/>"#,
            from.0, from.1, to.0, to.1
        );
    }

    /// A quadratic curve from `from` to `to` bending towards `control`.
    pub fn curve(&mut self, from: (f32, f32), control: (f32, f32), to: (f32, f32), stroke: &str, width: f32) {
        let _ = write!(
            self.out,
            r#"<path d="M{:.1} {:.1} Q{:.1} {:.1} {:.1} {:.1}" fill="none" stroke="{stroke}" stroke-width="{width:.1}"/>"#,
            from.0, from.1, control.0, control.1, to.0, to.1
        );
    }

    /// A closed polygon through `points`.
    pub fn polygon(&mut self, points: &[(f32, f32)], fill: &str, stroke: Option<(&str, f32)>) {
        let list: Vec<String> = points.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect();
        let _ = write!(
            self.out,
            r#"<polygon points="{}" fill="{fill}"{}/>"#,
            list.join(" "),
            stroke_attrs(stroke)
        );
    }

    pub fn text(&mut self, x: f32, y: f32, font: Font, text: &str) {
        let weight = if font.bold { r#" font-weight="bold""# } else { "" };
        let _ = write!(
            self.out,
            r#"<text x="{x:.1}" y="{y:.1}" font-size="{}" fill="{}" text-anchor="{}"{weight}>{}</text>"#,
            font.size,
            font.fill,
            font.anchor.name(),
            escape(text)
        );
    }

    /// Text fitted to `max_width` pixels ([`fit`]), for names that could be long.
    pub fn text_fit(&mut self, x: f32, y: f32, font: Font, text: &str, max_width: f32) {
        let fitted = fit(text, font.size, max_width);
        self.text(x, y, font, &fitted);
    }

    /// `label name` fitted to `max_width` pixels ([`fit_labelled`]).
    pub fn text_labelled(&mut self, x: f32, y: f32, font: Font, (label, name): (&str, &str), max_width: f32) {
        let fitted = fit_labelled(label, name, font.size, max_width);
        // usvg draws a whole text in a fallback font when that font has all of it: a name that is not plain is
        // a text of its own, so the label stays in DejaVu Sans.
        let label_space = format!("{label} ");
        match fitted.strip_prefix(&label_space) {
            Some(rest) if !crate::text::plain(rest) && matches!(font.anchor, Anchor::Start) => {
                self.text(x, y, font, label);
                self.text(x + crate::text::width(&label_space, font.size), y, font, rest);
            }
            _ => self.text(x, y, font, &fitted),
        }
    }

    /// A player's name in its column at `name.0`, then `facts` on the same line from `facts.0` to `end`: when
    /// the name is wider than its column (`name.1` pixels) it takes the room the facts leave, and they start
    /// after it.
    pub fn name_and_facts(&mut self, y: f32, name: (f32, f32, Font, &str), facts: (f32, Font, &str), end: f32) {
        let (name_x, column, name_font, name) = name;
        let (facts_x, facts_font, facts) = facts;
        let gap = facts_x - name_x - column;
        let facts_width = crate::text::width(facts, facts_font.size);
        let room = column.max(end - facts_width - gap - name_x);
        let name = fit_name(name, name_font.size, room);
        self.text(name_x, y, name_font, &name);
        let facts_x = facts_x.max(name_x + crate::text::width(&name, name_font.size) + gap);
        self.text_fit(facts_x, y, facts_font, facts, end - facts_x);
    }

    /// Text on at most `lines` lines of `max_width` pixels, `leading` pixels apart ([`wrap`]); returns how
    /// many lines it took.
    #[allow(clippy::too_many_arguments)]
    pub fn text_wrap(
        &mut self,
        x: f32,
        y: f32,
        font: Font,
        text: &str,
        max_width: f32,
        lines: usize,
        leading: f32,
    ) -> usize {
        let wrapped = wrap(text, font.size, max_width, lines);
        for (i, line) in wrapped.iter().enumerate() {
            self.text(x, y + i as f32 * leading, font, line);
        }
        wrapped.len()
    }

    pub fn finish(mut self) -> crate::Image {
        self.out.push_str("</svg>");
        crate::Image {
            svg: self.out,
            width: self.width,
            height: self.height,
        }
    }
}

/// A solid stroke around an opaque fill is written as two fills, the stroke's colour under the fill inset by
/// the stroke's width: the same picture, and tiny-skia fills far faster than it strokes (stroking the rounded
/// outlines was a quarter of a picture's time). Returns the stroke when that applies.
fn as_fills<'a>(fill: &str, stroke: Option<(&'a str, f32)>) -> Option<(&'a str, f32)> {
    let opaque = fill.len() == 7 && fill.starts_with('#');
    stroke.filter(|_| opaque)
}

fn stroke_attrs(stroke: Option<(&str, f32)>) -> String {
    match stroke {
        Some((colour, width)) => format!(r#" stroke="{colour}" stroke-width="{width:.1}""#),
        None => String::new(),
    }
}

/// `text` fitted to `max_width` pixels at `size`, measured as it is drawn: whole when it fits, else cut after
/// the last whole word that fits, with an ellipsis; cut inside a word only when not even the first word fits.
pub fn fit(text: &str, size: u32, max_width: f32) -> String {
    fit_cut(text, size, max_width, 0.0)
}

/// A player's name fitted like [`fit`], but cut inside a word when no cut between words fills half the room (a
/// long word of the name is not dropped whole while its room lies empty).
pub fn fit_name(name: &str, size: u32, max_width: f32) -> String {
    fit_cut(name, size, max_width, 0.5)
}

/// [`fit`], cutting between words only where that fills at least `filled` of the room.
fn fit_cut(text: &str, size: u32, max_width: f32, filled: f32) -> String {
    let fits = |s: &str| crate::text::width(s, size) <= max_width;
    if fits(text) {
        return text.to_string();
    }
    let cut = |end: usize| format!("{}…", text[..end].trim_end());
    let words: Vec<usize> = text
        .char_indices()
        .filter(|&(at, c)| c == ' ' && at > 0)
        .map(|(at, _)| at)
        .collect();
    let by_word = last_fitting(&words, |end| fits(&cut(end)));
    let full_enough = |end: usize| filled == 0.0 || crate::text::width(&cut(end), size) >= max_width * filled;
    if let Some(end) = by_word.filter(|&end| full_enough(end)) {
        return cut(end);
    }
    let ends: Vec<usize> = text.char_indices().map(|(at, _)| at).skip(1).collect();
    let end = last_fitting(&ends, |end| fits(&cut(end))).or(by_word);
    cut(end.unwrap_or_else(|| text.chars().next().map_or(0, char::len_utf8)))
}

/// The last of `ends` (in growing order) whose cut fits, found by halving (a longer cut is never narrower):
/// few measurements, as a text in another script is measured by laying it out.
fn last_fitting(ends: &[usize], fits: impl Fn(usize) -> bool) -> Option<usize> {
    let fitting = ends.partition_point(|&end| fits(end));
    fitting.checked_sub(1).map(|i| ends[i])
}

/// `label name` fitted to `max_width` pixels at `size`: the label is kept whole and the name cut (when the
/// label leaves it room), so a long name is not dropped whole after the label.
pub fn fit_labelled(label: &str, name: &str, size: u32, max_width: f32) -> String {
    let whole = format!("{label} {name}");
    if crate::text::width(&whole, size) <= max_width {
        return whole;
    }
    let room = max_width - crate::text::width(&format!("{label} "), size);
    if room < crate::text::width("…", size) * 4.0 {
        return fit(&whole, size, max_width);
    }
    format!("{label} {}", fit_name(name, size, room))
}

/// `text` broken between words into at most `lines` lines of `max_width` pixels at `size`; the last line
/// takes the rest, fitted ([`fit`]).
pub fn wrap(text: &str, size: u32, max_width: f32, lines: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut words = text.split(' ').filter(|w| !w.is_empty()).peekable();
    while words.peek().is_some() {
        if out.len() + 1 == lines.max(1) {
            let rest: Vec<&str> = words.collect();
            out.push(fit(&rest.join(" "), size, max_width));
            break;
        }
        let mut line = words.next().unwrap_or_default().to_string();
        while let Some(word) = words.peek() {
            let longer = format!("{line} {word}");
            if crate::text::width(&longer, size) > max_width {
                break;
            }
            line = longer;
            words.next();
        }
        out.push(fit(&line, size, max_width));
    }
    out
}

pub use crate::text::escape;
