//! On a machine without fonts for a script, a name in it is drawn as the seat's word (`Player 1`) and its mark
//! shows the seat's number: no missing-glyph box. The machine's fonts are replaced by none for this whole test
//! binary (`use_system_fonts`), before any picture is drawn.

use galleon_images::{png, use_system_fonts, Image, Words};
use galleon_rules::puerto_rico::PuertoRico;
use galleon_rules::santiago::Santiago;
use galleon_rules::Game;

/// Words that are their keys, but for the word the fallback asks for.
struct Seats;

impl Words for Seats {
    fn word(&self, key: &str) -> String {
        key.to_string()
    }

    fn count(&self, key: &str, count: i64) -> String {
        match key {
            "picture-player" => format!("Player {count}"),
            _ => format!("{count} {key}"),
        }
    }
}

/// Every character of every text of the SVG is in a shipped font (or draws nothing).
fn assert_all_shipped(image: &Image) {
    let dejavu = ttf_parser::Face::parse(include_bytes!("../fonts/DejaVuSans.ttf"), 0).unwrap();
    let emoji = ttf_parser::Face::parse(include_bytes!("../fonts/NotoEmoji-Regular.ttf"), 0).unwrap();
    for text in image
        .svg
        .split("</text>")
        .filter_map(|t| t.rsplit_once('>').map(|(_, text)| text))
    {
        // The left-to-right mark after a right-to-left name draws nothing.
        for c in text.chars().filter(|&c| c != '\u{200E}') {
            let drawn = dejavu.glyph_index(c).or_else(|| emoji.glyph_index(c));
            assert!(drawn.is_some(), "{c:?} in {text:?} has no shipped glyph");
        }
    }
}

fn marks(svg: &str) -> Vec<&str> {
    let groups = svg.split(r#"<g class="seat">"#).skip(1);
    groups
        .map(|g| g.split("</text>").next().unwrap().rsplit_once('>').unwrap().1)
        .collect()
}

#[test]
fn a_name_no_font_draws_becomes_the_seats_word_and_number() {
    use_system_fonts(resvg::usvg::fontdb::Database::new());
    let names: Vec<String> = ["李小龍", "مريم", "अमित"].iter().map(|s| s.to_string()).collect();
    let pr = PuertoRico::parse_options(&[]).unwrap();
    let sa = Santiago::parse_options(&[]).unwrap();
    let images = [
        galleon_images::puerto_rico(&PuertoRico::new(3, &pr, 1).unwrap().public_view(), None, &names, &Seats),
        galleon_images::santiago(&Santiago::new(3, &sa, 1).unwrap().public_view(), None, &names, &Seats),
    ];
    for image in &images {
        assert!(
            !image.svg.contains('李') && !image.svg.contains('अ'),
            "drawn without a font"
        );
        assert!(image.svg.contains(">Player 1</text>") && image.svg.contains(">Player 3</text>"));
        // DejaVu Sans has Arabic: that name is drawn (shaped, right to left) with no machine font.
        assert!(image.svg.contains(">مريم\u{200E}</text>"));
        assert_eq!(marks(&image.svg), ["1", "م\u{200E}", "3"]);
        assert_all_shipped(image);
        png(image).expect("rasterizes");
    }
}
