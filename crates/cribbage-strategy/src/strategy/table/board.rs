//! The chance of winning at a table of three, or of four in partnerships, along the sampled
//! lines of the play: a line that brings a player (with four, a side) to the target ends the
//! game there; a line that ends the play leaves the shows and the rest of the game to the
//! position model of the table (`POST /v1/position`).

use std::collections::HashMap;

use crate::discard::Distribution;
use crate::strategy::board::{AfterPlay, Board, HIS_HEELS, convolve, shares};

use super::race::{FirstDeal, RaceSeat, race, wins_with};

/// The board a table's play advice weighs the chance of winning from, read in the play's
/// order (player 0 led; the dealer plays last).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableBoard {
    /// Three players.
    Three {
        /// What each player still needs, in the play's order.
        needs: [u32; 3],
        /// The target (it picks the race's table).
        target: u32,
    },
    /// Four in partnerships: the two sides, the side of player 0 in seat 0 and the dealer's
    /// side (players 1 and 3) dealing.
    Four(Board),
}

impl TableBoard {
    /// What player `p` (with four, its side) still needs.
    pub(super) fn need(&self, p: usize) -> u32 {
        match self {
            TableBoard::Three { needs, .. } => needs[p % 3],
            TableBoard::Four(board) => {
                let (dealer_side, pone_side) = board.needs();
                (if p % 2 == 1 { dealer_side } else { pone_side }) as u32
            }
        }
    }
}

/// The player (or side) that reached the target first along a line, if any: `pegged` is what
/// each player has pegged from the decision on, checked after every step.
pub(super) fn reached<const N: usize>(board: &TableBoard, pegged: &[u32; N]) -> Option<usize> {
    (0..N).find(|&p| {
        let gained = if N == 4 {
            pegged[p % 2] + pegged[p % 2 + 2]
        } else {
            pegged[p]
        };
        gained >= board.need(p)
    })
}

/// The chance the player to act wins once a line ends the play with no one at the target,
/// remembered by what the line brought each player.
pub(super) struct AfterTable {
    board: TableBoard,
    player: usize,
    own_show: Option<u8>,
    /// Three players: each seat's first passages by its need after the play.
    finishes: HashMap<(usize, u32), Vec<f64>>,
    /// Three players: the chance by the three gains.
    chances: HashMap<[u32; 3], f64>,
    /// Four players: the two-sided model after the play.
    sides: Option<AfterPlay>,
}

impl AfterTable {
    /// For `player` on `board`; `own_show` its hand's points with the starter when known (it
    /// then replaces its measured show, for a player who does not hold the crib).
    pub(super) fn new(board: TableBoard, player: usize, own_show: Option<u8>) -> AfterTable {
        let sides = match board {
            TableBoard::Four(sides) => Some(AfterPlay::new(&sides, player % 2, None)),
            TableBoard::Three { .. } => None,
        };
        AfterTable {
            board,
            player,
            own_show,
            finishes: HashMap::new(),
            chances: HashMap::new(),
            sides,
        }
    }

    /// The chance the player wins after a play that brought each player `pegged` (no one
    /// reached its need in it).
    pub(super) fn chance<const N: usize>(&mut self, pegged: &[u32; N]) -> f64 {
        if let Some(sides) = self.sides.as_mut() {
            let pone_side = (pegged[0] + pegged[2 % N]) as usize;
            let dealer_side = (pegged[1] + pegged[3 % N]) as usize;
            let dealer_wins = sides.dealer_wins([pone_side, dealer_side]);
            return if self.player % 2 == 1 {
                dealer_wins
            } else {
                1.0 - dealer_wins
            };
        }
        let TableBoard::Three { target, .. } = self.board else {
            return 0.0;
        };
        let gains: [u32; 3] = std::array::from_fn(|p| pegged[p % N]);
        if let Some(&known) = self.chances.get(&gains) {
            return known;
        }
        let race = race(target);
        let seats: [RaceSeat; 3] = std::array::from_fn(|p| RaceSeat {
            need: self.board.need(p).saturating_sub(gains[p]).max(1) as usize,
            role: p,
        });
        for (p, seat) in seats.iter().enumerate() {
            let need = seat.need as u32;
            if self.finishes.contains_key(&(p, need)) {
                continue;
            }
            // The dealer's show holds the crib, which the model only knows as measured.
            let first = match self.own_show {
                Some(points) if p == self.player && p != 2 => {
                    let mut show = vec![0.0; usize::from(points) + 1];
                    show[usize::from(points)] = 1.0;
                    FirstDeal::after_play(show)
                }
                _ => race.show_after_play(p),
            };
            let finish = race.finish_from(&first, p, seat.need);
            self.finishes.insert((p, need), finish);
        }
        let finish = |p: usize| &self.finishes[&(p, seats[p].need as u32)][..];
        let chance = wins_with(seats, [finish(0), finish(1), finish(2)])[self.player % 3];
        self.chances.insert(gains, chance);
        chance
    }
}

/// The chance the player in `seat` (in the play's order; 2 deals) at a table of three wins the
/// game keeping a hand whose points over the starters are `hand`, with `crib` when it deals,
/// from `needs` (in the play's order) in a game to `target`. `pegging`: what each player is
/// expected to peg in the coming play with these cards kept (his heels apart).
///
/// Every seat's deal at hand is its role's as measured, its play moved by how much more (or
/// less) it is expected to peg with these cards than measured; the player's own show is this
/// hand (and crib) over the starters, independent of its play. Every later deal is measured.
pub fn three_discard_win(
    needs: [u32; 3],
    target: u32,
    seat: usize,
    hand: &Distribution,
    crib: Option<&Distribution>,
    pegging: [f64; 3],
) -> f64 {
    let race = race(target);
    let firsts: [FirstDeal; 3] = std::array::from_fn(|p| {
        let measured = race.measured(p);
        let heels = if p == 2 { HIS_HEELS } else { 0.0 };
        let by = pegging[p] + heels - measured.play_mean();
        if p == seat {
            let mut show = shares(hand);
            if let Some(crib) = crib {
                show = convolve(&show, &shares(crib));
            }
            FirstDeal::of(measured.play(), &show).moved(by)
        } else {
            measured.moved(by)
        }
    });
    let seats: [RaceSeat; 3] = std::array::from_fn(|p| RaceSeat {
        need: needs[p].max(1) as usize,
        role: p,
    });
    race.wins_from(seats, [&firsts[0], &firsts[1], &firsts[2]])[seat % 3]
}
