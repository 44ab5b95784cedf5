//! The lines of Puerto Rico's board: phase, roles, colonists, ships, trading house, supply, plantations, the
//! end's reasons, and each seat's head, island and city.

use galleon_rules::puerto_rico::view::{CityBuilding, IslandTile, RoleView, SeatView, ShipView};
use galleon_rules::puerto_rico::{EndReason, Good, PublicView, Tile};

use super::words::{city_name, end_reason, good_name, goods_list, role_name, tile_name, Names};
use crate::base::io::Locale;
use crate::games::RenderCx;
use crate::words::i18n::{t, t_id, ta};

pub(super) fn colonists_line(view: &PublicView, cx: &RenderCx) -> String {
    ta(
        cx.locale,
        "pr-board-colonists",
        &[
            ("ship", view.colonist_ship.into()),
            ("supply", view.colonist_supply.into()),
            ("vp", view.vp_supply.into()),
        ],
    )
}

pub(super) fn supply_line(view: &PublicView, cx: &RenderCx) -> String {
    let goods = goods_list(&view.goods_supply, cx.locale);
    ta(cx.locale, "pr-board-supply", &[("goods", goods.into())])
}

pub(super) fn phase_line(view: &PublicView, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let round = ta(
        locale,
        "pr-board-round",
        &[
            ("round", view.round.into()),
            ("governor", cx.name(view.governor).into()),
        ],
    );
    let phase = match (view.role, view.role_seat) {
        (Some(role), Some(seat)) => ta(
            locale,
            "pr-board-phase",
            &[
                ("role", role_name(role, locale).into()),
                ("name", cx.name(seat).into()),
                ("step", t_id(locale, "pr-step-", view.step.id()).into()),
            ],
        ),
        _ => t_id(locale, "pr-step-", view.step.id()),
    };
    format!("{round} · {phase}")
}

pub(super) fn roles_line(roles: &[RoleView], cx: &RenderCx) -> String {
    let locale = cx.locale;
    let parts: Vec<String> = roles
        .iter()
        .map(|r| {
            let name = role_name(r.role, locale);
            match (r.taken_by, r.doubloons) {
                (Some(seat), _) => format!("{name} → {}", cx.name(seat)),
                (None, 0) => name,
                (None, n) => format!("{name} +{n}"),
            }
        })
        .collect();
    ta(locale, "pr-board-roles", &[("roles", parts.join(" · ").into())])
}

pub(super) fn ships_line(ships: &[ShipView], locale: Locale) -> String {
    let parts: Vec<String> = ships
        .iter()
        .map(|s| match s.good {
            Some(good) => format!("[{}/{} {}]", s.count, s.capacity, good_name(good, locale)),
            None => format!("[0/{}]", s.capacity),
        })
        .collect();
    ta(locale, "pr-board-ships", &[("ships", parts.join(" ").into())])
}

pub(super) fn house_line(house: &[Good], locale: Locale) -> String {
    let goods: Vec<String> = house.iter().map(|g| good_name(*g, locale)).collect();
    let goods = if goods.is_empty() {
        t(locale, "pr-none")
    } else {
        goods.join(", ")
    };
    ta(
        locale,
        "pr-board-house",
        &[("count", house.len().into()), ("goods", goods.into())],
    )
}

pub(super) fn plantations_line(view: &PublicView, locale: Locale) -> String {
    let tiles: Vec<String> = view.face_up_plantations.iter().map(|t| tile_name(*t, locale)).collect();
    ta(
        locale,
        "pr-board-plantations",
        &[
            ("tiles", tiles.join(", ").into()),
            ("quarries", view.quarries.into()),
            ("stack", view.plantation_stack.into()),
        ],
    )
}

pub(super) fn end_line(reasons: &[EndReason], locale: Locale) -> String {
    let reasons: Vec<String> = reasons.iter().map(|r| end_reason(*r, locale)).collect();
    ta(locale, "pr-board-end", &[("reasons", reasons.join(", ").into())])
}

/// Occupancy dots: ● a colonist, ○ an empty circle.
pub(super) fn dots(occupied: u8, circles: u8) -> String {
    "●".repeat(occupied as usize) + &"○".repeat(circles.saturating_sub(occupied) as usize)
}

/// A seat's first line: name, doubloons, goods, San Juan.
pub(super) fn seat_head(seat: &SeatView, cx: &RenderCx) -> String {
    let locale = cx.locale;
    let governor = if seat.governor { " 👑" } else { "" };
    ta(
        locale,
        "pr-board-seat",
        &[
            ("name", format!("{}{governor}", cx.name(seat.seat)).into()),
            ("doubloons", seat.doubloons.into()),
            ("goods", goods_list(&seat.goods, locale).into()),
            ("sanjuan", seat.san_juan.into()),
        ],
    )
}

pub(super) fn island_line(seat: &SeatView, locale: Locale) -> String {
    let island = ta(
        locale,
        "pr-board-island",
        &[
            ("used", (seat.island.len() + seat.forests as usize).into()),
            ("tiles", island_text(seat, locale).into()),
        ],
    );
    format!("  {island}")
}

pub(super) fn city_line(seat: &SeatView, locale: Locale, names: Names) -> String {
    let city = ta(
        locale,
        "pr-board-city",
        &[
            ("used", seat.city_spaces_used.into()),
            ("buildings", city_text(&seat.city, locale, names).into()),
        ],
    );
    format!("  {city}")
}

pub(super) fn island_text(seat: &SeatView, locale: Locale) -> String {
    let island = &seat.island;
    let mut parts: Vec<String> = Tile::ALL
        .into_iter()
        .filter_map(|tile| {
            let of_kind: Vec<&IslandTile> = island.iter().filter(|t| t.tile == tile).collect();
            let occupied = of_kind.iter().filter(|t| t.occupied).count() as u8;
            (!of_kind.is_empty())
                .then(|| format!("{} {}", tile_name(tile, locale), dots(occupied, of_kind.len() as u8)))
        })
        .collect();
    if seat.forests > 0 {
        parts.push(ta(locale, "pr-board-forests", &[("count", seat.forests.into())]));
    }
    if parts.is_empty() {
        t(locale, "pr-none")
    } else {
        parts.join(", ")
    }
}

pub(super) fn city_text(city: &[CityBuilding], locale: Locale, names: Names) -> String {
    if city.is_empty() {
        return t(locale, "pr-none");
    }
    city.iter()
        .map(|b| {
            format!(
                "{} {}",
                city_name(b.building, locale, names),
                dots(b.colonists, b.circles)
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}
