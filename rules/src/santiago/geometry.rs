//! The board's geometry: 48 squares, 20 ditch intersections, 31 canal positions, and the tables linking them.
//!
//! Names (shown on the board and typed in moves, any letter case):
//! - a **square** is its column `a`–`h` then its row `1`–`6` (`a1` top-left, `h6` bottom-right);
//! - an **intersection** of ditches is one letter `a`–`t`, row by row (5 across, 4 down):
//!   `a b c d e` on the top border, `f g h i j`, `k l m n o`, `p q r s t` on the bottom border;
//! - a **canal position** is the ditch between two neighbouring intersections, named by both letters in
//!   alphabetical order: `ab` … `st` across (16), `af` … `ot` down (15).
//!
//! The squares are grouped in 2×2 blocks; ditches run around every block. A square borders the two ditches on
//! the outer sides of its block, and it is irrigated when a canal lies on one of them.
//! Every set of squares or positions is a bit mask (`u64` / `u32`), so irrigation and connection are a few ORs.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::RuleError;
use crate::santiago::errors;

pub const COLS: usize = 8;
pub const ROWS: usize = 6;
pub const SQUARES: usize = COLS * ROWS;
/// Intersections across and down.
pub const CROSS_COLS: usize = 5;
pub const CROSS_ROWS: usize = 4;
pub const INTERSECTIONS: usize = CROSS_COLS * CROSS_ROWS;
/// Horizontal positions come first (4 per ditch row), then the vertical ones (5 per block row).
pub const HORIZONTAL_POSITIONS: usize = 16;
pub const POSITIONS: usize = 31;

/// One plantation square, `row * 8 + col`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Square(u8);

/// One ditch intersection (a possible place for the spring), `y * 5 + x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Intersection(u8);

/// One canal position (a ditch between two neighbouring intersections).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Position(u8);

impl Square {
    pub fn new(col: usize, row: usize) -> Option<Square> {
        (col < COLS && row < ROWS).then(|| Square((row * COLS + col) as u8))
    }

    pub fn from_index(index: usize) -> Square {
        assert!(index < SQUARES);
        Square(index as u8)
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..SQUARES as u8).map(Square)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// 0 for column `a`.
    pub fn col(self) -> usize {
        self.index() % COLS
    }

    /// 0 for row `1`.
    pub fn row(self) -> usize {
        self.index() / COLS
    }

    pub fn bit(self) -> u64 {
        1 << self.0
    }

    /// The squares sharing a side with this one (across ditches too).
    pub fn neighbours(self) -> u64 {
        SQUARE_NEIGHBOURS[self.index()]
    }

    /// The squares sharing a side or a corner with this one.
    pub fn surroundings(self) -> u64 {
        SQUARE_SURROUNDINGS[self.index()]
    }

    /// The two canal positions this square borders.
    pub fn positions(self) -> [Position; 2] {
        let [h, v] = SQUARE_POSITIONS[self.index()];
        [Position(h), Position(v)]
    }
}

impl Intersection {
    pub fn from_index(index: usize) -> Intersection {
        assert!(index < INTERSECTIONS);
        Intersection(index as u8)
    }

    pub fn all() -> impl Iterator<Item = Intersection> {
        (0..INTERSECTIONS as u8).map(Intersection)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn x(self) -> usize {
        self.index() % CROSS_COLS
    }

    pub fn y(self) -> usize {
        self.index() / CROSS_COLS
    }

    pub fn bit(self) -> u32 {
        1 << self.0
    }

    pub fn letter(self) -> char {
        (b'a' + self.0) as char
    }

    /// The canal positions ending here.
    pub fn positions(self) -> u32 {
        INTERSECTION_POSITIONS[self.index()]
    }

    /// The (1 to 4) squares whose corner is this intersection.
    pub fn squares(self) -> u64 {
        INTERSECTION_SQUARES[self.index()]
    }
}

impl Position {
    pub fn from_index(index: usize) -> Position {
        assert!(index < POSITIONS);
        Position(index as u8)
    }

    pub fn all() -> impl Iterator<Item = Position> {
        (0..POSITIONS as u8).map(Position)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn bit(self) -> u32 {
        1 << self.0
    }

    pub fn is_horizontal(self) -> bool {
        self.index() < HORIZONTAL_POSITIONS
    }

    /// Its two end intersections, the smaller first.
    pub fn ends(self) -> [Intersection; 2] {
        let [a, b] = POSITION_ENDS[self.index()];
        [Intersection(a), Intersection(b)]
    }

    /// The squares it irrigates (4 inside the board, 2 on the border).
    pub fn squares(self) -> u64 {
        POSITION_SQUARES[self.index()]
    }
}

/// The positions in a mask, in index order.
pub fn positions_in(mask: u32) -> impl Iterator<Item = Position> {
    bits32(mask).map(|i| Position(i as u8))
}

/// The squares in a mask, in index order.
pub fn squares_in(mask: u64) -> impl Iterator<Item = Square> {
    bits64(mask).map(|i| Square(i as u8))
}

/// The intersections in a mask, in index order.
pub fn intersections_in(mask: u32) -> impl Iterator<Item = Intersection> {
    bits32(mask).map(|i| Intersection(i as u8))
}

fn bits64(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

fn bits32(mask: u32) -> impl Iterator<Item = usize> {
    bits64(mask as u64)
}

// ---- Tables, computed at compile time ----

const fn square_positions() -> [[u8; 2]; SQUARES] {
    let mut table = [[0; 2]; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        let (col, row) = (i % COLS, i / COLS);
        let (block_col, block_row) = (col / 2, row / 2);
        let line_y = if row % 2 == 0 { block_row } else { block_row + 1 };
        let line_x = if col % 2 == 0 { block_col } else { block_col + 1 };
        let horizontal = line_y * 4 + block_col;
        let vertical = HORIZONTAL_POSITIONS + block_row * CROSS_COLS + line_x;
        table[i] = [horizontal as u8, vertical as u8];
        i += 1;
    }
    table
}

const fn position_ends() -> [[u8; 2]; POSITIONS] {
    let mut table = [[0; 2]; POSITIONS];
    let mut p = 0;
    while p < POSITIONS {
        if p < HORIZONTAL_POSITIONS {
            let (y, i) = (p / 4, p % 4);
            let a = y * CROSS_COLS + i;
            table[p] = [a as u8, (a + 1) as u8];
        } else {
            let v = p - HORIZONTAL_POSITIONS;
            let (j, x) = (v / CROSS_COLS, v % CROSS_COLS);
            let a = j * CROSS_COLS + x;
            table[p] = [a as u8, (a + CROSS_COLS) as u8];
        }
        p += 1;
    }
    table
}

const fn position_squares() -> [u64; POSITIONS] {
    let mut table = [0; POSITIONS];
    let mut s = 0;
    while s < SQUARES {
        let [h, v] = SQUARE_POSITIONS[s];
        table[h as usize] |= 1 << s;
        table[v as usize] |= 1 << s;
        s += 1;
    }
    table
}

const fn intersection_positions() -> [u32; INTERSECTIONS] {
    let mut table = [0; INTERSECTIONS];
    let mut p = 0;
    while p < POSITIONS {
        let [a, b] = POSITION_ENDS[p];
        table[a as usize] |= 1 << p;
        table[b as usize] |= 1 << p;
        p += 1;
    }
    table
}

const fn intersection_squares() -> [u64; INTERSECTIONS] {
    let mut table = [0; INTERSECTIONS];
    let mut i = 0;
    while i < INTERSECTIONS {
        // Intersection (x, y) is the corner at square-grid point (2x, 2y).
        let (cx, cy) = (2 * (i % CROSS_COLS), 2 * (i / CROSS_COLS));
        let mut dr = 0;
        while dr < 2 {
            let mut dc = 0;
            while dc < 2 {
                let (col, row) = (cx + dc, cy + dr);
                if col >= 1 && row >= 1 && col - 1 < COLS && row - 1 < ROWS {
                    table[i] |= 1 << ((row - 1) * COLS + col - 1);
                }
                dc += 1;
            }
            dr += 1;
        }
        i += 1;
    }
    table
}

const fn square_neighbours(diagonals: bool) -> [u64; SQUARES] {
    let mut table = [0; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        let (col, row) = ((i % COLS) as i32, (i / COLS) as i32);
        let mut dr = -1;
        while dr <= 1 {
            let mut dc = -1;
            while dc <= 1 {
                let (c, r) = (col + dc, row + dr);
                let orthogonal = (dr == 0) != (dc == 0);
                let wanted = orthogonal || (diagonals && dr != 0 && dc != 0);
                if wanted && c >= 0 && r >= 0 && c < COLS as i32 && r < ROWS as i32 {
                    table[i] |= 1 << (r as usize * COLS + c as usize);
                }
                dc += 1;
            }
            dr += 1;
        }
        i += 1;
    }
    table
}

const SQUARE_POSITIONS: [[u8; 2]; SQUARES] = square_positions();
const POSITION_ENDS: [[u8; 2]; POSITIONS] = position_ends();
const POSITION_SQUARES: [u64; POSITIONS] = position_squares();
const INTERSECTION_POSITIONS: [u32; INTERSECTIONS] = intersection_positions();
const INTERSECTION_SQUARES: [u64; INTERSECTIONS] = intersection_squares();
const SQUARE_NEIGHBOURS: [u64; SQUARES] = square_neighbours(false);
const SQUARE_SURROUNDINGS: [u64; SQUARES] = square_neighbours(true);

// ---- Names ----

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col() as u8) as char, self.row() + 1)
    }
}

impl FromStr for Square {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Square, RuleError> {
        let bad = || RuleError::new(errors::BAD_SQUARE).text("text", text);
        let lower = text.trim().to_ascii_lowercase();
        let bytes = lower.as_bytes();
        if bytes.len() != 2 || !(b'a'..=b'h').contains(&bytes[0]) || !(b'1'..=b'6').contains(&bytes[1]) {
            return Err(bad());
        }
        Square::new((bytes[0] - b'a') as usize, (bytes[1] - b'1') as usize).ok_or_else(bad)
    }
}

impl fmt::Display for Intersection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl FromStr for Intersection {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Intersection, RuleError> {
        let lower = text.trim().to_ascii_lowercase();
        match lower.as_bytes() {
            [c @ b'a'..=b't'] => Ok(Intersection(c - b'a')),
            _ => Err(RuleError::new(errors::BAD_INTERSECTION).text("text", text)),
        }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b] = self.ends();
        write!(f, "{a}{b}")
    }
}

impl FromStr for Position {
    type Err = RuleError;

    /// Two intersection letters in either order.
    fn from_str(text: &str) -> Result<Position, RuleError> {
        let bad = || RuleError::new(errors::BAD_POSITION).text("text", text);
        let lower = text.trim().to_ascii_lowercase();
        let letters: Vec<char> = lower.chars().collect();
        let [a, b] = letters[..] else { return Err(bad()) };
        let a: Intersection = a.to_string().parse().map_err(|_| bad())?;
        let b: Intersection = b.to_string().parse().map_err(|_| bad())?;
        Position::all()
            .find(|p| p.ends() == [a.min(b), a.max(b)] && a != b)
            .ok_or_else(bad)
    }
}

macro_rules! string_serde {
    ($t:ty) => {
        impl From<$t> for String {
            fn from(value: $t) -> String {
                value.to_string()
            }
        }

        impl TryFrom<String> for $t {
            type Error = RuleError;

            fn try_from(text: String) -> Result<$t, RuleError> {
                text.parse()
            }
        }
    };
}

string_serde!(Square);
string_serde!(Intersection);
string_serde!(Position);

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn pos(name: &str) -> Position {
        name.parse().unwrap()
    }

    #[test]
    fn counts_match_the_spec() {
        let interior = Position::all().filter(|p| p.squares().count_ones() == 4).count();
        let border = Position::all().filter(|p| p.squares().count_ones() == 2).count();
        assert_eq!((interior, border), (17, 14));
        assert_eq!(Position::all().filter(|p| p.is_horizontal()).count(), 16);
        let corners = Intersection::all().filter(|i| i.squares().count_ones() == 1).count();
        let edges = Intersection::all().filter(|i| i.squares().count_ones() == 2).count();
        let inner = Intersection::all().filter(|i| i.squares().count_ones() == 4).count();
        assert_eq!((corners, edges, inner), (4, 10, 6));
    }

    #[test]
    fn every_square_borders_the_two_outer_sides_of_its_block() {
        assert_eq!(sq("a1").positions(), [pos("ab"), pos("af")]);
        assert_eq!(sq("b1").positions(), [pos("ab"), pos("bg")]);
        assert_eq!(sq("a2").positions(), [pos("fg"), pos("af")]);
        assert_eq!(sq("b2").positions(), [pos("fg"), pos("bg")]);
        assert_eq!(sq("h6").positions(), [pos("st"), pos("ot")]);
        for s in Square::all() {
            for p in s.positions() {
                assert!(p.squares() & s.bit() != 0);
            }
        }
        let total: u32 = Position::all().map(|p| p.squares().count_ones()).sum();
        assert_eq!(total, 2 * SQUARES as u32);
    }

    #[test]
    fn a_ditch_between_blocks_waters_both_sides() {
        let gh = pos("gh");
        let watered: Vec<String> = squares_in(gh.squares()).map(|s| s.to_string()).collect();
        assert_eq!(watered, ["c2", "d2", "c3", "d3"]);
        let gl = pos("gl");
        let watered: Vec<String> = squares_in(gl.squares()).map(|s| s.to_string()).collect();
        assert_eq!(watered, ["b3", "c3", "b4", "c4"]);
    }

    #[test]
    fn names_round_trip() {
        for s in Square::all() {
            assert_eq!(s.to_string().parse::<Square>().unwrap(), s);
        }
        for i in Intersection::all() {
            assert_eq!(i.to_string().parse::<Intersection>().unwrap(), i);
        }
        for p in Position::all() {
            assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
            let [a, b] = p.ends();
            assert_eq!(format!("{b}{a}").parse::<Position>().unwrap(), p);
            assert!(a.positions() & p.bit() != 0 && b.positions() & p.bit() != 0);
        }
        assert_eq!("C3".parse::<Square>().unwrap(), sq("c3"));
        for bad in ["i1", "a7", "a0", "", "a", "a12"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
        for bad in ["ac", "aa", "ag", "eu", "a", "abc", "eg"] {
            assert!(bad.parse::<Position>().is_err(), "{bad}");
        }
    }

    #[test]
    fn neighbourhoods() {
        assert_eq!(sq("a1").neighbours().count_ones(), 2);
        assert_eq!(sq("c3").neighbours().count_ones(), 4);
        assert_eq!(sq("c3").surroundings().count_ones(), 8);
        assert_eq!(sq("b2").neighbours() & sq("c2").bit(), sq("c2").bit());
    }
}
