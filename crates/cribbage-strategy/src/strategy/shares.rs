//! Points as distributions: counts of deals by points, and shares of each total, summed and
//! moved, and the largest target a board judges. What the boards of two players and of three
//! share, below both.

use crate::discard::Distribution;

/// The largest target the board judges: twice the longest game, less one. A table of this size
/// takes about half a second to solve for six-card cribbage (`position/solve_six_card_241` in
/// BENCHMARKS.md), within the 1 s a new target may take; the cost grows with its square.
pub const MOST_TARGET: u32 = 241;

/// A dense table of counts, row by row.
#[derive(Debug)]
pub struct Dense<'a> {
    /// Counts per row.
    pub columns: usize,
    /// The counts.
    pub counts: &'a [u32],
}

impl Dense<'_> {
    pub(crate) fn rows(&self) -> usize {
        self.counts.len() / self.columns.max(1)
    }

    /// The count at `row`, `column`; zero outside the table.
    pub(crate) fn get(&self, row: usize, column: usize) -> u32 {
        if column >= self.columns {
            return 0;
        }
        self.counts
            .get(row * self.columns + column)
            .copied()
            .unwrap_or(0)
    }
}

/// Shares of each total.
pub(crate) type Shares = Vec<f64>;

pub(crate) fn shares(distribution: &Distribution) -> Shares {
    let n = distribution.outcomes().max(1) as f64;
    let last = usize::from(distribution.max());
    distribution.counts[..=last]
        .iter()
        .map(|&c| c as f64 / n)
        .collect()
}

/// The distribution of the sum of two independent totals.
pub(crate) fn sum(a: &[f64], b: &[f64]) -> Shares {
    let mut out = vec![0.0; a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        if x == 0.0 {
            continue;
        }
        for (j, &y) in b.iter().enumerate() {
            out[i + j] += x * y;
        }
    }
    out
}

/// Shares of totals moved by `by` points: a mix of the two whole moves around it, so the mean
/// moves by `by` exactly unless a total would fall below zero (it stays at zero).
pub(crate) fn moved(shares: &[f64], by: f64) -> Shares {
    let whole = by.floor();
    let part = by - whole;
    let whole = whole as i64;
    let mut out = vec![0.0; (shares.len() as i64 + whole + 1).max(1) as usize];
    for (step, weight) in [(whole, 1.0 - part), (whole + 1, part)] {
        if weight == 0.0 {
            continue;
        }
        for (g, &p) in shares.iter().enumerate() {
            let at = (g as i64 + step).max(0) as usize;
            if at < out.len() {
                out[at] += weight * p;
            }
        }
    }
    out
}
