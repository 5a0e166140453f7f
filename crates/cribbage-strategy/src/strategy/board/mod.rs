//! The board: who is winning from any scores, and what a discard or a card in the play does to
//! the chance of winning.
//!
//! # The model, in plain words
//!
//! Both players play the rest of the game as the service's expert does (the discard with the
//! best `net_with_play`, the play advisor's card). That policy never looks at the board, so
//! every deal from here is drawn from one distribution: what a deal brings the dealer and the
//! pone, in the order it is scored (his heels, the play point by point, the pone's hand, the
//! dealer's hand, the crib), measured over deals of the expert against itself
//! (`crates/cribbage-strategy/examples/deal_table.rs`). The chance of winning from every board is solved backwards from
//! the target over that distribution: exact for the measured distribution, which is itself an
//! estimate from a finite number of deals.
//!
//! Advice that knows the board keeps the same rest of the game and changes only the deal at
//! hand: a discard option brings its own hand (and crib) over every starter instead of the
//! measured ones; a card in the play is followed through the rest of the play exactly as the
//! play advisor does, over every holding of the opponent, and the shows after it are drawn
//! from the measured distribution for their roles.

mod advice;
mod counts;
mod deals;
mod deals_four;
mod model;
mod solved;

use crate::fault::BoardFault;
use crate::input::{Fault, Invalid, Place, Problems};
use crate::round::{MatchScoring, Skunk};
use crate::variant::Variant;

use super::table::race::{RaceSeat, race, race_afresh};

pub(crate) use super::shares::{shares, sum as convolve};
pub(crate) use advice::HIS_HEELS;
pub use advice::{AfterPlay, WinTally, discard_win_probability};
pub use counts::{Counts, DealPath, Drawn, Side, Tables, draw_game};
pub use model::{Deals, Dense, MOST_TARGET};
pub(crate) use solved::{table, table_to};

/// The name of the position model, as answers state it.
pub const MODEL: &str = "expert-selfplay-deals-v1";

/// The position model of `variant`, as answers state it: two players the expert's deals; four
/// in partnerships, two sides over deals of the base policy; three, each seat's race over its
/// role's deals of the base policy.
pub const fn model_of(variant: Variant) -> &'static str {
    match variant {
        Variant::ThreePlayer => "base-selfplay-race-v1",
        Variant::FourPlayer => "base-selfplay-deals-v1",
        _ => MODEL,
    }
}

/// Solves the position tables of both modelled variants to their own targets now, rather than
/// on first use (a fraction of a second, once per process).
pub fn solve() {
    for variant in [Variant::SixCard, Variant::FiveCard, Variant::FourPlayer] {
        table(variant);
    }
    race(121);
}

/// Solves a table of `size` for `variant` afresh, uncached, and drops it: what a new target
/// costs, for the benchmark (`benches/position.rs`, `position/solve_*`).
pub fn solve_afresh(variant: Variant, size: u32) {
    if variant == Variant::ThreePlayer {
        std::hint::black_box(race_afresh(size));
        return;
    }
    let deals = match variant {
        Variant::FiveCard => &deals::FIVE_CARD,
        Variant::FourPlayer => &deals_four::FOUR_PLAYER,
        _ => &deals::SIX_CARD,
    };
    let table = model::Table::solve(size as usize, deals, Skunk::margins(size));
    std::hint::black_box(&table);
}

/// Solves the wide tables (targets above a variant's own, up to [`MOST_TARGET`]): about half a
/// second, so the service does it on a thread of its own at start-up, and a request that comes
/// first waits for it.
pub fn solve_wide() {
    for variant in [Variant::SixCard, Variant::FiveCard, Variant::FourPlayer] {
        table_to(variant, MOST_TARGET);
    }
    race(MOST_TARGET);
}

/// A board: two seats' scores, who deals next, and the target. Checked: two players, a
/// modelled target, both scores short of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    variant: Variant,
    scores: [u32; 2],
    dealer: usize,
    target: u32,
}

/// A board as a client gives it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardInput {
    /// The variant; six-card when not given.
    pub variant: Option<Variant>,
    /// Each seat's score.
    pub scores: Vec<u32>,
    /// The seat that deals the next hand.
    pub dealer: usize,
    /// The target; the variant's when not given.
    pub target: Option<u32>,
}

impl BoardInput {
    /// Checks the board: every problem at once, each at its place.
    pub fn validate(&self) -> Result<Board, Vec<Invalid<BoardFault>>> {
        let variant = self.variant.unwrap_or_default();
        let mut problems = Problems::new();
        check_variant_and_target(variant, self.target, &mut problems);
        if self.scores.len() != 2 {
            problems.add(
                Place::field("scores"),
                Fault::ScoreCount {
                    expected: 2,
                    found: self.scores.len(),
                },
            );
        }
        if self.dealer > 1 {
            problems.add(
                Place::field("dealer"),
                Fault::NoSuchSeat {
                    seats: 2,
                    variant: None,
                },
            );
        }
        // A refused target is not used to judge the scores: the variant's own is.
        let own = u32::from(variant.target());
        let target = self.target.filter(|&t| model::serves(t)).unwrap_or(own);
        for (seat, &score) in self.scores.iter().enumerate() {
            if score >= target {
                problems.add(
                    Place::field("scores").at(seat),
                    BoardFault::GameOver { score, target },
                );
            }
        }
        problems.or(|| Board {
            variant,
            scores: [self.scores[0], self.scores[1]],
            dealer: self.dealer,
            target,
        })
    }
}

/// A board of any table, checked, for who is winning (`/v1/position`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judged {
    /// Two sides: two players, or four in partnerships (scores by side, the dealer's side
    /// dealing).
    Sides(Board),
    /// Three players.
    Three(ThreeBoard),
}

/// A board of three: each seat's score, who deals next, the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThreeBoard {
    scores: [u32; 3],
    dealer: usize,
    target: u32,
}

impl ThreeBoard {
    /// The target.
    pub fn target(&self) -> u32 {
        self.target
    }

    /// The scores, by seat.
    pub fn scores(&self) -> [u32; 3] {
        self.scores
    }

    /// Each seat's outlook, with match points as `scoring` counts them (the winner's skunk is
    /// the lowest loser's, as a round is judged).
    pub fn outlook(&self, scoring: MatchScoring) -> [SeatOutlook; 3] {
        let seats = std::array::from_fn(|seat| RaceSeat {
            need: (self.target - self.scores[seat]) as usize,
            role: (seat + 3 - self.dealer - 1) % 3,
        });
        race(self.target).outlook(seats, self.target).map(|o| {
            let by = |i: usize| o.wins_by[i].unwrap_or(0.0);
            SeatOutlook {
                win: o.win,
                skunked: o.skunked,
                match_points: match scoring {
                    MatchScoring::Acc => 2.0 * o.win + by(0),
                    MatchScoring::FreePlay => o.win + by(0) + by(1),
                },
            }
        })
    }
}

impl BoardInput {
    /// Checks a board of any table: two players (two scores, dealer 0 or 1), three (three
    /// scores, dealer 0 to 2), four in partnerships (two scores, the side of seat 0 then of
    /// seat 1, or four with partners equal; dealer 0 to 3). Every problem at once.
    pub fn judge(&self) -> Result<Judged, Vec<Invalid<BoardFault>>> {
        let variant = self.variant.unwrap_or_default();
        if variant.players() == 2 {
            return self.validate().map(Judged::Sides);
        }
        let mut problems = Problems::new();
        check_target(variant, self.target, &mut problems);
        let seats = variant.players();
        let scores: Vec<u32> = match (variant, self.scores.len()) {
            (Variant::FourPlayer, 2) => self.scores.clone(),
            (Variant::FourPlayer, 4) => {
                for seat in 2..4 {
                    if self.scores[seat] != self.scores[seat - 2] {
                        let fault = Fault::PartnersShare {
                            seat,
                            partner: seat - 2,
                        };
                        problems.add(Place::field("scores").at(seat), fault);
                    }
                }
                self.scores[..2].to_vec()
            }
            (_, found) if found == seats => self.scores.clone(),
            (_, found) => {
                problems.add(
                    Place::field("scores"),
                    Fault::ScoreCount {
                        expected: seats,
                        found,
                    },
                );
                Vec::new()
            }
        };
        if self.dealer >= seats {
            let fault = Fault::NoSuchSeat {
                seats,
                variant: Some(variant),
            };
            problems.add(Place::field("dealer"), fault);
        }
        let own = u32::from(variant.target());
        let target = self.target.filter(|&t| model::serves(t)).unwrap_or(own);
        for (seat, &score) in self.scores.iter().enumerate() {
            if score >= target {
                problems.add(
                    Place::field("scores").at(seat),
                    BoardFault::GameOver { score, target },
                );
            }
        }
        problems.or(|| match variant {
            Variant::ThreePlayer => Judged::Three(ThreeBoard {
                scores: [scores[0], scores[1], scores[2]],
                dealer: self.dealer,
                target,
            }),
            _ => Judged::Sides(Board {
                variant,
                scores: [scores[0], scores[1]],
                dealer: self.dealer % 2,
                target,
            }),
        })
    }
}

/// Records why a target is not modelled.
pub(crate) fn check_target<F>(variant: Variant, target: Option<u32>, problems: &mut Problems<F>)
where
    F: From<Fault> + From<BoardFault>,
{
    if let Some(target) = target.filter(|&t| !model::serves(t)) {
        let most = MOST_TARGET;
        problems.add(
            Place::field("target"),
            BoardFault::TargetNotModelled {
                variant,
                target,
                most,
            },
        );
    }
}

/// Records why a variant or target is not modelled.
pub(crate) fn check_variant_and_target<F>(
    variant: Variant,
    target: Option<u32>,
    problems: &mut Problems<F>,
) where
    F: From<Fault> + From<BoardFault>,
{
    if variant.players() != 2 {
        problems.add(
            Place::field("variant"),
            BoardFault::BoardNotModelled(variant),
        );
    } else {
        check_target(variant, target, problems);
    }
}

/// What the board holds for one seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeatOutlook {
    /// The chance this seat wins.
    pub win: f64,
    /// The chance this seat loses below each skunk line of the target ([`Skunk::margins`]):
    /// to 121 below 91, 61 and 31 (skunk, double, triple); to 61 below 31 (the lurch) only.
    pub skunked: [Option<f64>; 3],
    /// The match points this seat can expect to win under the scoring asked for.
    pub match_points: f64,
}

impl Board {
    /// A board for advice, from scores in seat order.
    pub fn new(
        variant: Variant,
        scores: [u32; 2],
        dealer: usize,
        target: Option<u32>,
    ) -> Result<Board, Vec<Invalid<BoardFault>>> {
        BoardInput {
            variant: Some(variant),
            scores: scores.to_vec(),
            dealer,
            target,
        }
        .validate()
    }

    /// The same board seen from `seat`: its score first, the dealer seat moving with it.
    pub fn seen_from(self, seat: usize) -> Board {
        if seat == 0 {
            return self;
        }
        Board {
            scores: [self.scores[1], self.scores[0]],
            dealer: 1 - self.dealer,
            ..self
        }
    }

    /// The same board with `dealer` dealing.
    pub fn with_dealer(self, dealer: usize) -> Board {
        Board {
            dealer: dealer.min(1),
            ..self
        }
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The target.
    pub fn target(&self) -> u32 {
        self.target
    }

    /// The seat that deals.
    pub fn dealer(&self) -> usize {
        self.dealer
    }

    /// The scores, by seat.
    pub fn scores(&self) -> [u32; 2] {
        self.scores
    }

    /// What each seat still needs: the dealer's and the pone's.
    pub(crate) fn needs(&self) -> (usize, usize) {
        let need = |seat: usize| (self.target - self.scores[seat]) as usize;
        (need(self.dealer), need(1 - self.dealer))
    }

    /// The chance the dealer wins.
    pub fn dealer_wins(&self) -> f64 {
        let (d, p) = self.needs();
        table_to(self.variant, self.target).dealer_wins(d, p)
    }

    /// Each seat's outlook, with match points as `scoring` counts them.
    pub fn outlook(&self, scoring: MatchScoring) -> [SeatOutlook; 2] {
        let table = table_to(self.variant, self.target);
        let (d, p) = self.needs();
        let dealer_wins = table.dealer_wins(d, p);
        let lines = Skunk::margins(self.target);
        // skunks[s][i]: seat s wins and the other ends below line i.
        let mut skunks = [[None; 3]; 2];
        for (i, &k) in lines.iter().enumerate() {
            skunks[self.dealer][i] = table.wins_by(k, true, d, p);
            skunks[1 - self.dealer][i] = table.wins_by(k, false, d, p);
        }
        let wins = {
            let mut wins = [0.0; 2];
            wins[self.dealer] = dealer_wins;
            wins[1 - self.dealer] = 1.0 - dealer_wins;
            wins
        };
        std::array::from_fn(|seat| {
            let other = 1 - seat;
            let by = |i: usize| skunks[seat][i].unwrap_or(0.0);
            let match_points = match scoring {
                MatchScoring::Acc => 2.0 * wins[seat] + by(0),
                MatchScoring::FreePlay => wins[seat] + by(0) + by(1),
            };
            SeatOutlook {
                win: wins[seat],
                skunked: skunks[other],
                match_points,
            }
        })
    }
}

#[cfg(test)]
mod tests;
