//! One seat's secrets: the set-up deal and offered careers (with how to choose), the hand with every card in
//! words, the planned card and career, and the decision the seat must settle now.

use galleon_rules::maracaibo::content::careers::{Career, Goal, Threshold};
use galleon_rules::maracaibo::content::common::Code;
use galleon_rules::maracaibo::content::ContentPack;
use galleon_rules::maracaibo::PrivateView;

use super::board::pending_text;
use super::cards::{card_head, card_text};
use crate::base::io::Locale;
use crate::games::RenderCx;
use crate::words::i18n::{t, ta};

/// What the private view adds from the public one: the combat in progress (its token's values, shown with a
/// decision about it) and the first line of the seat's own tableau once the game has begun.
#[derive(Default)]
pub struct Extras {
    pub combat: Option<String>,
    pub tableau_head: Option<String>,
}

/// The private view; when it would not fit one message (a deal of long cards with two careers, a big hand),
/// the cards are named by their printed values alone, `/info` telling any of them in full.
pub fn private(view: &PrivateView, pack: &ContentPack, cx: &RenderCx, extras: Extras) -> String {
    let full = lines(view, pack, cx, &extras, Cards::Full);
    if cx.measure(&full) <= cx.private_room() {
        return full;
    }
    lines(view, pack, cx, &extras, Cards::Brief)
}

/// How the view writes a card: with its effects, or its printed values alone.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Cards {
    Full,
    Brief,
}

fn card(pack: &ContentPack, id: &str, locale: Locale, cards: Cards) -> String {
    match (cards, pack.cards.find(id)) {
        (Cards::Brief, Some(found)) => card_head(pack.cards.card(found), locale),
        _ => card_text(pack, id, locale),
    }
}

fn lines(view: &PrivateView, pack: &ContentPack, cx: &RenderCx, extras: &Extras, cards: Cards) -> String {
    let locale = cx.locale;
    let card = |id: &String| card(pack, id, locale, cards);
    let mut lines = Vec::new();
    if cards == Cards::Brief {
        lines.push(t(locale, "mc-private-brief"));
    }
    if !view.dealt.is_empty() {
        lines.push(t(locale, "mc-private-dealt"));
        lines.extend(view.dealt.iter().map(card));
        let example: Vec<&str> = view.dealt.iter().map(String::as_str).collect();
        lines.push(ta(
            locale,
            "mc-private-dealt-how",
            &[
                ("plan", example[0].into()),
                ("keep", example[1..5.min(example.len())].join(" ").into()),
            ],
        ));
    }
    if !view.careers_offered.is_empty() {
        lines.push(t(locale, "mc-private-careers"));
        for id in &view.careers_offered {
            lines.push(career_text(pack, id, cx));
        }
        lines.push(ta(
            locale,
            "mc-private-careers-how",
            &[("career", view.careers_offered[0].as_str().into())],
        ));
    }
    // During the set-up the hand is still empty: the deal above is what there is to read.
    if view.dealt.is_empty() || !view.hand.is_empty() {
        lines.push(ta(locale, "mc-private-hand", &[("count", view.hand.len().into())]));
    }
    lines.extend(view.hand.iter().map(card));
    if !view.planning.is_empty() {
        let planned: Vec<String> = view.planning.iter().map(card).collect();
        lines.push(ta(
            locale,
            "mc-private-planned",
            &[("cards", planned.join("\n").into())],
        ));
    }
    if let Some(career) = &view.career {
        lines.push(ta(
            locale,
            "mc-private-career",
            &[("career", career_text(pack, career, cx).into())],
        ));
    }
    if let Some(pending) = &view.pending {
        lines.push(ta(
            locale,
            "mc-private-decide",
            &[("decision", pending_text(pending, pack, cx).into())],
        ));
        if matches!(pending.kind.as_str(), "fight" | "combat-actions") {
            lines.extend(extras.combat.clone());
        }
    }
    if let Some(head) = &extras.tableau_head {
        lines.push(ta(locale, "mc-private-tableau", &[("head", head.as_str().into())]));
    }
    lines.join("\n")
}

/// `CR3 Hydrographer: G1 exploration line red / blue (3 d + spy, +4 VP) · …`.
fn career_text(pack: &ContentPack, id: &str, cx: &RenderCx) -> String {
    match pack.careers.cards.iter().find(|c| c.id == id) {
        Some(career) => career_line(pack, career, cx),
        None => id.to_string(),
    }
}

fn career_line(pack: &ContentPack, career: &Career, cx: &RenderCx) -> String {
    let goals: Vec<String> = career.goals.iter().map(|g| goal_text(pack, g, cx)).collect();
    let name = super::french::name(&career.name, cx.locale);
    let colon = match cx.locale {
        Locale::En => ":",
        Locale::Fr => " :",
    };
    format!("<b>{}</b> {name}{colon} {}", career.id, goals.join(" · "))
}

fn threshold(pack: &ContentPack, threshold: &Threshold, locale: Locale) -> String {
    match threshold {
        Threshold::AtLeast(n) => n.to_string(),
        Threshold::Line(line) => pack
            .exploration
            .lines
            .get(line.0 as usize)
            .map_or_else(|| "?".to_string(), |l| super::board::colour(&l.color, locale)),
    }
}

pub(super) fn goal_text(pack: &ContentPack, goal: &Goal, cx: &RenderCx) -> String {
    ta(
        cx.locale,
        "mc-goal",
        &[
            ("id", goal.id.as_str().into()),
            ("kind", t(cx.locale, &format!("mc-goal-{}", goal.kind.code())).into()),
            ("modest", threshold(pack, &goal.modest, cx.locale).into()),
            ("harder", threshold(pack, &goal.harder, cx.locale).into()),
            ("d", goal.claim_doubloons.into()),
            ("vp", goal.bonus_vp.into()),
        ],
    )
}
