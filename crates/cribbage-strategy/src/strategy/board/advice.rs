//! The chance of winning after one choice in the deal at hand: a discard, or a card in the play.

use crate::discard::Distribution;
use crate::strategy::search::Tally;

use super::super::shares::{Shares, moved, shares, sum};
use super::Board;
use super::model::Table;
use super::solved::table_to;

/// The chance the dealer wins once the play is over, needing `d` against the pone's `p`: the
/// pone's show first, then the dealer's (hand and crib), then the rest of the game.
fn after_play(table: &Table, pone_show: &[f64], dealer_show: &[f64], d: usize, p: usize) -> f64 {
    let mut dealer_wins = 0.0;
    for (ph, &pone_share) in pone_show.iter().enumerate() {
        if pone_share == 0.0 || ph >= p {
            continue;
        }
        dealer_wins += pone_share * after_pone_show(table, dealer_show, d, p - ph);
    }
    dealer_wins
}

/// The chance the dealer wins once the pone has shown and needs `p` still: the dealer's show,
/// then the rest of the game with the pone dealing.
fn after_pone_show(table: &Table, dealer_show: &[f64], d: usize, p: usize) -> f64 {
    let mut dealer_wins = 0.0;
    for (ds, &share) in dealer_show.iter().enumerate() {
        if share == 0.0 {
            continue;
        }
        dealer_wins += share
            * if ds >= d {
                1.0
            } else {
                1.0 - table.dealer_wins(p, d - ds)
            };
    }
    dealer_wins
}

/// The mean of shares of totals.
fn mean(shares: &[f64]) -> f64 {
    shares.iter().enumerate().map(|(g, p)| g as f64 * p).sum()
}

/// His heels per deal: 2 points when the starter is one of the four jacks.
pub(crate) const HIS_HEELS: f64 = 2.0 * 4.0 / 52.0;

/// The chance the player (seat 0 of `board`) wins if it keeps a hand whose points over the
/// starters are `hand`, the crib comes to `crib`, and the kept cards are expected to peg
/// `play` = `[own, opponent]` in the coming play: the play and the opponent's hand as measured
/// for their roles, the play moved by how much more (or less) these cards peg than the
/// role's measured mean (by reading the board that many points nearer, or further, interpolated
/// between whole points), this hand and crib counted as independent of the rest and of each
/// other, the rest of the game as the table has it.
pub fn discard_win_probability(
    board: &Board,
    hand: &Distribution,
    crib: &Distribution,
    play: [f64; 2],
) -> f64 {
    let table = table_to(board.variant, board.target);
    let (d, p) = board.needs();
    let own_crib = board.dealer == 0;
    let means = table.model.play_means();
    // How many more points the dealer and the pone peg with these cards than measured.
    let (dealer_more, pone_more) = if own_crib {
        (play[0] - (means[0] - HIS_HEELS), play[1] - means[1])
    } else {
        (play[1] - (means[0] - HIS_HEELS), play[0] - means[1])
    };
    let model = &table.model;
    let (pone_show, dealer_show) = if board.variant.players() == 4 {
        // A side shows two hands, which the model measured together: the side's show as
        // measured, moved by how much more this hand counts than half of it.
        if own_crib {
            let more = hand.mean() - mean(&model.dealer_hand) / 2.0;
            let dealer_hands = moved(&model.dealer_hand, more);
            (model.pone_hand.clone(), sum(&dealer_hands, &shares(crib)))
        } else {
            let more = hand.mean() - mean(&model.pone_hand) / 2.0;
            let pone_hands = moved(&model.pone_hand, more);
            (pone_hands, sum(&model.dealer_hand, &shares(crib)))
        }
    } else if own_crib {
        (model.pone_hand.clone(), sum(&shares(hand), &shares(crib)))
    } else {
        (shares(hand), sum(&model.dealer_hand, &shares(crib)))
    };
    let most = board.target as usize;
    let dealer_wins = interpolate(
        d as f64 - dealer_more,
        p as f64 - pone_more,
        most,
        |d, p| dealer_wins_deal(table, &pone_show, &dealer_show, d, p),
    );
    let chance = if own_crib {
        dealer_wins
    } else {
        1.0 - dealer_wins
    };
    // Sums of shares of probabilities: a few ulps past the ends are rounding, not chance.
    chance.clamp(0.0, 1.0)
}

/// `f` at real needs, interpolated between the whole needs around them (each from 1 to
/// `most`: a board cannot need more than the target).
fn interpolate(d: f64, p: f64, most: usize, mut f: impl FnMut(usize, usize) -> f64) -> f64 {
    let top = most as f64;
    let d = d.clamp(1.0, top);
    let p = p.clamp(1.0, top);
    let (d0, p0) = (d.floor(), p.floor());
    let (td, tp) = (d - d0, p - p0);
    let (d0, p0) = (d0 as usize, p0 as usize);
    let mut value = 0.0;
    for (dd, wd) in [(0, 1.0 - td), (1, td)] {
        for (dp, wp) in [(0, 1.0 - tp), (1, tp)] {
            let weight = wd * wp;
            if weight > 1e-9 {
                value += weight * f((d0 + dd).min(most), (p0 + dp).min(most));
            }
        }
    }
    value
}

/// The chance the dealer wins the game from this deal on, needing `d` against `p`, with the
/// shows given and the play as measured.
fn dealer_wins_deal(
    table: &Table,
    pone_show: &[f64],
    dealer_show: &[f64],
    d: usize,
    p: usize,
) -> f64 {
    let model = &table.model;
    // weights[x][y]: the play left the dealer needing x, and the pone's show left it needing y.
    let width = p + 1;
    let mut weights = vec![0.0; (d + 1) * width];
    let totals = &model.play_totals;
    for a in 0..totals.rows.min(d) {
        for b in 0..totals.columns.min(p) {
            let share = totals.p[a * totals.columns + b];
            if share == 0.0 {
                continue;
            }
            for (ph, &pone_share) in pone_show.iter().enumerate() {
                if b + ph < p {
                    weights[(d - a) * width + p - b - ph] += share * pone_share;
                }
            }
        }
    }
    let mut dealer_wins = model.play_dealer.at(d as i64, p as i64);
    for x in 1..=d {
        for y in 1..=p {
            let weight = weights[x * width + y];
            if weight > 0.0 {
                dealer_wins += weight * after_pone_show(table, dealer_show, x, y);
            }
        }
    }
    dealer_wins
}

/// The chance of winning at the end of the play, for the play advisor: the shows to come and
/// the rest of the game, looked up by what each side gains in the rest of the play.
#[derive(Clone, Debug)]
pub struct AfterPlay {
    table: &'static Table,
    /// Needs at the decision, by the play's players: 0 the pone, 1 the dealer.
    needs: [usize; 2],
    pone_show: Shares,
    dealer_show: Shares,
    /// Memo of the dealer's chance by gains: `[pone gain][dealer gain]`.
    memo: Vec<f64>,
}

/// Widest gain in the rest of one play a side can reach that the memo keeps.
const GAINS: usize = 64;

impl AfterPlay {
    /// For a board whose dealer is the play's dealer. `own_show`: the asking player's hand
    /// total with the starter when it is known (`player` 0 the pone, 1 the dealer).
    pub fn new(board: &Board, player: usize, own_show: Option<u8>) -> AfterPlay {
        let table = table_to(board.variant, board.target);
        let model = &table.model;
        let (d, p) = board.needs();
        let known = |points: u8| {
            let mut shares = vec![0.0; usize::from(points) + 1];
            shares[usize::from(points)] = 1.0;
            shares
        };
        let pone_show = match (player, own_show) {
            (0, Some(points)) => known(points),
            _ => model.pone_hand.clone(),
        };
        let dealer_show = match (player, own_show) {
            (1, Some(points)) => sum(&known(points), &model.crib),
            _ => sum(&model.dealer_hand, &model.crib),
        };
        AfterPlay {
            table,
            needs: [p, d],
            pone_show,
            dealer_show,
            memo: vec![f64::NAN; GAINS * GAINS],
        }
    }

    /// What each of the play's players still needs.
    pub fn needs(&self) -> [usize; 2] {
        self.needs
    }

    /// The chance the dealer wins when the rest of the play brings these gains and neither
    /// side reached its need in it.
    pub fn dealer_wins(&mut self, gains: [usize; 2]) -> f64 {
        let [p, d] = self.needs;
        let (pg, dg) = (gains[0], gains[1]);
        if pg >= p || dg >= d {
            // Not reached by a line that ended the game; defined for completeness.
            return if pg >= p { 0.0 } else { 1.0 };
        }
        let cell = (pg < GAINS && dg < GAINS).then(|| pg * GAINS + dg);
        if let Some(cell) = cell {
            let known = self.memo[cell];
            if !known.is_nan() {
                return known;
            }
        }
        let value = after_play(
            self.table,
            &self.pone_show,
            &self.dealer_show,
            d - dg,
            p - pg,
        );
        if let Some(cell) = cell {
            self.memo[cell] = value;
        }
        value
    }
}

/// The chance of winning along the rest of a play, for [`Search::tally`](super::super::search::Search::tally):
/// a line ends the game when a side's gain reaches what it needed at the decision; a line
/// that ends the play leaves the rest to [`AfterPlay`].
#[derive(Debug)]
pub struct WinTally<'a> {
    after: &'a mut AfterPlay,
    /// The play's player asking: 0 the pone, 1 the dealer.
    me: usize,
    /// Weight of the lines `me` wins, weighted by the chance of winning after the play.
    pub wins: f64,
    /// Weight of the lines where the game ended during the play.
    pub ended: f64,
}

impl<'a> WinTally<'a> {
    /// A tally for the play's player `me`.
    pub fn new(after: &'a mut AfterPlay, me: usize) -> WinTally<'a> {
        WinTally {
            after,
            me,
            wins: 0.0,
            ended: 0.0,
        }
    }
}

impl Tally for WinTally<'_> {
    fn peg(&mut self, gained: &mut [u8; 2], pegged: [u8; 2], weight: f64) -> bool {
        let needs = self.after.needs();
        for (side, points) in pegged.into_iter().enumerate() {
            if points == 0 {
                continue;
            }
            gained[side] = gained[side].saturating_add(points);
            if usize::from(gained[side]) >= needs[side] {
                if side == self.me {
                    self.wins += weight;
                }
                self.ended += weight;
                return true;
            }
        }
        false
    }

    fn end(&mut self, gained: [u8; 2], weight: f64) {
        let dealer_wins = self
            .after
            .dealer_wins([usize::from(gained[0]), usize::from(gained[1])]);
        let mine = if self.me == 1 {
            dealer_wins
        } else {
            1.0 - dealer_wins
        };
        self.wins += weight * mine;
    }
}
