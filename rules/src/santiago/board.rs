//! The board's contents: tiles with their workers, palms, canals and the spring; irrigation, connection and fields.

use serde::{Deserialize, Serialize};

use crate::game::Seat;
use crate::santiago::data::{Crop, Tile};
use crate::santiago::geometry::{intersections_in, positions_in, squares_in, Intersection, Position, Square, SQUARES};
use crate::santiago::serde_array;

/// A tile on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plot {
    pub crop: Crop,
    /// Workers printed on the tile (1 or 2).
    pub printed: u8,
    /// The seat who placed it; `None` for the 3-player 4th tile, which nobody owns.
    pub owner: Option<u8>,
    /// Workers of the owner standing on it now.
    pub workers: u8,
    /// A desert stays a desert; it holds no worker and belongs to no field.
    pub desert: bool,
}

impl Plot {
    pub fn new(tile: Tile, owner: Option<Seat>, workers: u8) -> Plot {
        Plot {
            crop: tile.crop,
            printed: tile.workers,
            owner: owner.map(|s| s as u8),
            workers,
            desert: false,
        }
    }

    pub fn owner(&self) -> Option<Seat> {
        self.owner.map(usize::from)
    }

    pub fn tile(&self) -> Tile {
        Tile::new(self.crop, self.printed)
    }

    /// Whether a palm under this tile counts as one more worker: only while its owner keeps a worker on it
    /// (« aussi longtemps que le propriétaire de la tuile y possède encore au moins un travailleur agricole »).
    pub fn palm_counts(&self) -> bool {
        !self.desert && self.owner.is_some() && self.workers > 0
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    #[serde(with = "serde_array")]
    plots: [Option<Plot>; SQUARES],
    /// Squares holding a palm (palms variant); a palm stays when a tile covers it, and goes with a desert.
    palms: u64,
    /// Positions holding a canal.
    canals: u32,
    spring: Option<Intersection>,
}

impl Default for Board {
    fn default() -> Board {
        Board {
            plots: [None; SQUARES],
            palms: 0,
            canals: 0,
            spring: None,
        }
    }
}

impl Board {
    pub fn plot(&self, square: Square) -> Option<&Plot> {
        self.plots[square.index()].as_ref()
    }

    pub fn plot_mut(&mut self, square: Square) -> Option<&mut Plot> {
        self.plots[square.index()].as_mut()
    }

    pub fn place(&mut self, square: Square, plot: Plot) {
        debug_assert!(self.plots[square.index()].is_none());
        self.plots[square.index()] = Some(plot);
    }

    /// Squares covered by a tile (deserts included).
    pub fn tiles(&self) -> u64 {
        mask(self.plots.iter().map(|p| p.is_some()))
    }

    /// Squares covered by a tile that is not a desert.
    pub fn green(&self) -> u64 {
        mask(self.plots.iter().map(|p| p.is_some_and(|p| !p.desert)))
    }

    pub fn empty(&self) -> u64 {
        !self.tiles() & ALL_SQUARES
    }

    pub fn palms(&self) -> u64 {
        self.palms
    }

    pub fn set_palms(&mut self, palms: u64) {
        self.palms = palms;
    }

    pub fn canals(&self) -> u32 {
        self.canals
    }

    pub fn spring(&self) -> Option<Intersection> {
        self.spring
    }

    pub fn set_spring(&mut self, spring: Intersection) {
        self.spring = Some(spring);
    }

    pub fn build(&mut self, position: Position) {
        debug_assert!(self.open_positions() & position.bit() != 0);
        self.canals |= position.bit();
    }

    /// Squares bordering a canal.
    pub fn irrigated(&self) -> u64 {
        positions_in(self.canals).fold(0, |acc, p| acc | p.squares())
    }

    /// Empty positions touching the spring or a canal: where a new canal may go.
    pub fn open_positions(&self) -> u32 {
        let Some(spring) = self.spring else { return 0 };
        let wet = positions_in(self.canals).fold(spring.bit(), |acc, p| {
            let [a, b] = p.ends();
            acc | a.bit() | b.bit()
        });
        intersections_in(wet).fold(0, |acc, i| acc | i.positions()) & !self.canals
    }

    /// Turns a tile into a desert: its workers go home (returned per seat) and its palm is removed.
    pub fn make_desert(&mut self, square: Square) -> Option<(Seat, u8)> {
        let plot = self.plots[square.index()].as_mut().expect("a desert needs a tile");
        plot.desert = true;
        let returned = plot.owner().map(|seat| (seat, plot.workers));
        plot.workers = 0;
        self.palms &= !square.bit();
        returned.filter(|(_, n)| *n > 0)
    }

    /// The size of the field each square belongs to (0 for empty squares and deserts): orthogonally adjacent
    /// green tiles of one crop, across ditches.
    pub fn field_sizes(&self) -> [u8; SQUARES] {
        let mut sizes = [0; SQUARES];
        let mut unseen = self.green();
        while unseen != 0 {
            let start = squares_in(unseen).next().expect("non-empty");
            let field = self.field_of(start);
            unseen &= !field;
            for square in squares_in(field) {
                sizes[square.index()] = field.count_ones() as u8;
            }
        }
        sizes
    }

    fn field_of(&self, start: Square) -> u64 {
        let crop = self.plot(start).expect("a field starts on a tile").crop;
        let same_crop = mask(
            self.plots
                .iter()
                .map(|p| p.is_some_and(|p| !p.desert && p.crop == crop)),
        );
        let mut field = start.bit();
        loop {
            let grown = squares_in(field).fold(field, |acc, s| acc | (s.neighbours() & same_crop));
            if grown == field {
                return field;
            }
            field = grown;
        }
    }
}

pub const ALL_SQUARES: u64 = (1 << SQUARES) - 1;

fn mask(bits: impl Iterator<Item = bool>) -> u64 {
    bits.enumerate()
        .fold(0, |acc, (i, on)| if on { acc | 1 << i } else { acc })
}
