//! The fonts a picture is drawn with: the shipped ones first, then the machine's for names in other scripts.
//!
//! - The shipped fonts (DejaVu Sans, Noto Emoji) draw the usual pictures, always the same way (module `text`
//!   draws them from its glyph cache).
//! - A text with a character they lack, or in a script that needs shaping or runs right to left (Hebrew,
//!   Arabic, Devanagari, CJK…: anything past the Latin, Greek and Cyrillic letters, symbols and emoji), is
//!   drawn by usvg, which shapes it (rustybuzz) and orders it (bidi); a character DejaVu Sans lacks is drawn
//!   from the first font that has it: Noto Emoji, then the machine's fonts (fontdb's system fonts, loaded
//!   once, the first time such a character is met), regular upright sans faces first.
//! - A name with a character no font draws is replaced by the seat's word (`Player 3`) and its mark shows the
//!   seat's number ([`crate::Players`]), so a picture never shows a missing-glyph box in a name.
//!
//! [`use_system_fonts`] gives the machine's fonts instead of loading them (a test runs with none).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use resvg::usvg::fontdb::{Database, Family, Query, Style, ID};
use resvg::usvg::{FontResolver, Options};

/// The shipped font (DejaVu Sans, Bitstream Vera licence).
pub(crate) const FONT: &[u8] = include_bytes!("../fonts/DejaVuSans.ttf");
/// The shipped emoji font (Noto Emoji, monochrome outlines, SIL Open Font License).
pub(crate) const EMOJI_FONT: &[u8] = include_bytes!("../fonts/NotoEmoji-Regular.ttf");

/// The fonts given instead of the machine's, taken when they are first needed.
static GIVEN: Mutex<Option<Database>> = Mutex::new(None);

/// Uses `fonts` as the machine's fonts instead of loading the system's (an empty database: no font beyond
/// the shipped ones). Returns false when too late: the machine's fonts were already loaded.
pub fn use_system_fonts(fonts: Database) -> bool {
    let mut given = GIVEN.lock().unwrap_or_else(|e| e.into_inner());
    *given = Some(fonts);
    MACHINE.get().is_none()
}

/// The shipped fonts only: what the usual pictures need.
pub(crate) fn shipped() -> Arc<Database> {
    static FONTS: OnceLock<Arc<Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = Database::new();
            db.load_font_data(FONT.to_vec());
            db.load_font_data(EMOJI_FONT.to_vec());
            Arc::new(db)
        })
        .clone()
}

/// The shipped fonts then the machine's, with the order a missing character is looked for in.
struct Machine {
    db: Arc<Database>,
    /// DejaVu Sans (shipped): every text's own font.
    text: ID,
    /// Where a character DejaVu Sans lacks is looked for, best first.
    fallbacks: Vec<ID>,
    /// Each character's font once looked for (`None`: no font has it).
    found: Mutex<HashMap<char, Option<ID>>>,
}

static MACHINE: OnceLock<Machine> = OnceLock::new();

fn machine() -> &'static Machine {
    MACHINE.get_or_init(|| {
        let system = GIVEN
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
            .unwrap_or_else(|| {
                let mut db = Database::new();
                db.load_system_fonts();
                db
            });
        let mut db = (*shipped()).clone();
        let query = Query {
            families: &[Family::Name("DejaVu Sans")],
            ..Query::default()
        };
        let text = db.query(&query).expect("the shipped font is loaded");
        let emoji: Vec<ID> = db.faces().map(|f| f.id).filter(|&id| id != text).collect();
        let mut own: Vec<(u32, ID)> = system
            .faces()
            .map(|face| (preference(face), db.push_face_info(face.clone())))
            .collect();
        // Stable: among equally good faces the system's order decides.
        own.sort_by_key(|(rank, _)| *rank);
        let fallbacks = emoji.into_iter().chain(own.into_iter().map(|(_, id)| id)).collect();
        Machine {
            db: Arc::new(db),
            text,
            fallbacks,
            found: Mutex::new(HashMap::new()),
        }
    })
}

/// How far a face is from a regular upright sans (lower is better).
fn preference(face: &resvg::usvg::fontdb::FaceInfo) -> u32 {
    let family = face.families.first().map_or("", |f| f.0.as_str());
    let styled = u32::from(face.style != Style::Normal) * 4000;
    let weight = (face.weight.0 as i32 - 400).unsigned_abs();
    let other = u32::from(family.contains("Serif") || family.contains("Mono")) * 2000;
    styled + other + weight
}

impl Machine {
    /// The font drawing `c` where DejaVu Sans lacks it.
    fn fallback(&self, c: char) -> Option<ID> {
        let mut found = self.found.lock().unwrap_or_else(|e| e.into_inner());
        *found.entry(c).or_insert_with(|| {
            self.fallbacks.iter().copied().find(|&id| {
                self.db
                    .with_face_data(id, |data, index| {
                        ttf_parser::Face::parse(data, index).ok()?.glyph_index(c)
                    })
                    .flatten()
                    .is_some()
            })
        })
    }
}

/// Characters drawn as nothing: joiners, variation selectors, direction marks and the like.
pub(crate) fn invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
        | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}' | '\u{E0000}'..='\u{E0FFF}')
        || c.is_control()
}

/// Whether `c` is a letter of a script written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko…).
pub(crate) fn right_to_left(c: char) -> bool {
    matches!(c, '\u{0590}'..='\u{08FF}' | '\u{FB1D}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFE}' | '\u{10800}'..='\u{10FFF}' | '\u{1E800}'..='\u{1EFFF}')
        && c.is_alphabetic()
}

/// Whether a font of the machine draws `c` (they are loaded at the first such question).
pub(crate) fn machine_draws(c: char) -> bool {
    machine().fallback(c).is_some()
}

/// usvg's options: `with_machine` for texts that need the machine's fonts (then DejaVu Sans is every text's
/// font, the first font having a character it lacks draws that character, and bold is not drawn, as in the
/// glyph cache).
pub(crate) fn options(with_machine: bool) -> Options<'static> {
    if !with_machine {
        return Options {
            font_family: "DejaVu Sans".to_string(),
            fontdb: shipped(),
            ..Options::default()
        };
    }
    let machine = machine();
    Options {
        font_family: "DejaVu Sans".to_string(),
        fontdb: machine.db.clone(),
        font_resolver: FontResolver {
            select_font: Box::new(|_, _| Some(machine.text)),
            select_fallback: Box::new(|c, used, _| machine.fallback(c).filter(|id| !used.contains(id))),
        },
        ..Options::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each glyph usvg lays out for `text` with the machine's fonts: its characters, font, id and pen x.
    fn glyphs(text: &str) -> Vec<(String, ID, u16, f32)> {
        let svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><text font-size="20">{text}</text></svg>"#
        );
        let tree = resvg::usvg::Tree::from_str(&svg, &options(true)).unwrap();
        let Some(resvg::usvg::Node::Text(laid)) = tree.root().children().first() else {
            panic!("no text")
        };
        let spans = laid.layouted().iter().flat_map(|s| &s.positioned_glyphs);
        spans
            .map(|g| (g.text.clone(), g.font, g.id.0, g.transform().tx))
            .collect()
    }

    /// Whether the machine has a font for `c` beyond the shipped ones; says so when it has not.
    fn machine_has(c: char, package: &str) -> bool {
        let found = machine().fallback(c).is_some_and(|id| id != machine().text);
        if !found {
            eprintln!("skipped: no font on this machine draws {c:?} (Debian: {package})");
        }
        found
    }

    #[test]
    fn a_cjk_name_is_drawn_from_a_machine_font() {
        if !machine_has('李', "fonts-noto-cjk") {
            return;
        }
        assert!("李小龍".chars().all(crate::text::drawable));
        let laid = glyphs("李小龍");
        assert_eq!(laid.len(), 3, "{laid:?}");
        for (text, font, id, _) in &laid {
            assert!(*id != 0, "{text} drawn as the missing-glyph box");
            assert!(*font != machine().text, "{text} from DejaVu Sans");
        }
        // Left to right, each glyph after the one before.
        assert!(laid.windows(2).all(|w| w[0].3 < w[1].3), "{laid:?}");
    }

    #[test]
    fn an_arabic_name_is_shaped_right_to_left() {
        let laid = glyphs("مريم");
        assert!(laid.iter().all(|g| g.2 != 0), "{laid:?}");
        // Its letters are joined: a letter alone is drawn with another glyph than within the word.
        let alone: Vec<u16> = "مريم".chars().map(|c| glyphs(&c.to_string())[0].2).collect();
        let mut joined: Vec<(String, u16, f32)> = laid.iter().map(|g| (g.0.clone(), g.2, g.3)).collect();
        joined.sort_by(|a, b| b.2.total_cmp(&a.2));
        assert_eq!(
            joined.iter().map(|g| g.0.as_str()).collect::<String>(),
            "مريم",
            "right to left: {joined:?}"
        );
        assert_ne!(joined.iter().map(|g| g.1).collect::<Vec<_>>(), alone, "not joined");
    }

    #[test]
    fn the_mark_after_a_right_to_left_name_keeps_its_score_after_it() {
        let laid = glyphs("1. مريم\u{200E} 45");
        assert!(laid.iter().all(|g| g.2 != 0), "a box: {laid:?}");
        let x = |s: &str| laid.iter().find(|g| g.0.contains(s)).map(|g| g.3).unwrap();
        assert!(x("1") < x("م") && x("م") < x("4") && x("4") < x("5"), "{laid:?}");
    }

    #[test]
    fn a_devanagari_name_is_drawn_from_a_machine_font() {
        if !machine_has('अ', "fonts-noto-core") {
            return;
        }
        let laid = glyphs("अमित");
        assert!(laid.iter().all(|g| g.2 != 0 && g.1 != machine().text), "{laid:?}");
        // The vowel sign ि is drawn before the consonant it follows: shaped, not laid letter by letter.
        let at = |s: &str| laid.iter().find(|g| g.0.contains(s)).map(|g| g.3);
        assert!(at("ि").is_some(), "{laid:?}");
    }
}
