//! The position table: the chance of winning from any board, solved backwards from the target
//! over what one deal brings each side.
//!
//! Scores are counted in *needs*: the points each side still lacks. Deals are drawn from one
//! distribution whatever the board (the expert does not look at the board), so the chance of
//! winning depends on the two needs and who deals, never on the target itself. A deal is a path
//! of scoring steps in the order they are scored; the dealer wins the deal when its gain reaches
//! its need while the pone's gain is still short of the pone's, and the other way round. If
//! neither gets there, the deal ends with both needs smaller and the other side dealing, which
//! is a position solved before (every deal scores at least the last card's point).
//!
//! Skunks are the same walk with a line: the loser ends the game more than `K` points short of
//! the target (`K` = 30 when the loser stays below 91 of 121).
//!
//! So one table serves every target up to its size: a game to 61 reads the 121 table at needs
//! of 61 or less, with its one line (`K` = 30). Targets above the variant's own are read from a
//! wider table, solved once per process ([`MOST_TARGET`]).

pub use super::super::shares::{Dense, MOST_TARGET};

/// What one deal brings each side, counted over many deals (written by the `deal_table`
/// example). Gains are the dealer's (his heels included) and the pone's.
#[derive(Debug)]
pub struct Deals<'a> {
    /// Deals counted.
    pub deals: u64,
    /// `[n][c]`: deals in which the dealer's gain first reached `n` while the pone had `c`.
    pub dealer_cross: Dense<'a>,
    /// `[n][c]`: deals in which the pone's gain first reached `n` while the dealer had `c`.
    pub pone_cross: Dense<'a>,
    /// `[a][b]`: deals that brought the dealer `a` and the pone `b`.
    pub totals: Dense<'a>,
    /// The dealer's crossings in his heels and the play alone.
    pub play_dealer_cross: Dense<'a>,
    /// The pone's crossings in the play alone.
    pub play_pone_cross: Dense<'a>,
    /// The end totals of his heels and the play.
    pub play_totals: Dense<'a>,
    /// Deals by the points of the pone's hand.
    pub pone_hand: &'a [u32],
    /// Deals by the points of the dealer's hand.
    pub dealer_hand: &'a [u32],
    /// Deals by the points of the crib.
    pub crib: &'a [u32],
}

/// First passages of one side: `at(n, m)` is the chance the side's gain reaches `n` while the
/// other side has gained less than `m`.
#[derive(Debug)]
pub(crate) struct Crossings {
    columns: usize,
    /// `[n][m]`, prefix sums over the other side's gain, divided by the deals.
    cumulative: Vec<f64>,
    rows: usize,
}

impl Crossings {
    fn new(table: &Dense<'_>, deals: u64) -> Crossings {
        let columns = table.columns + 1;
        let rows = table.rows();
        let mut cumulative = vec![0.0; rows * columns];
        let n = deals.max(1) as f64;
        for row in 0..rows {
            let mut sum = 0u64;
            for m in 1..columns {
                sum += u64::from(table.get(row, m - 1));
                cumulative[row * columns + m] = sum as f64 / n;
            }
        }
        Crossings {
            columns,
            cumulative,
            rows,
        }
    }

    /// The chance the side's gain reaches `need` while the other's gain stays below `other`.
    pub(crate) fn at(&self, need: i64, other: i64) -> f64 {
        if need < 1 || other < 1 || need as usize >= self.rows {
            return 0.0;
        }
        let m = (other as usize).min(self.columns - 1);
        self.cumulative[need as usize * self.columns + m]
    }
}

/// Both sides' end totals of a deal, as probabilities `[a][b]`.
#[derive(Debug)]
pub(crate) struct Totals {
    pub rows: usize,
    pub columns: usize,
    pub p: Vec<f64>,
}

impl Totals {
    fn new(table: &Dense<'_>, deals: u64) -> Totals {
        let n = deals.max(1) as f64;
        Totals {
            rows: table.rows(),
            columns: table.columns,
            p: table.counts.iter().map(|&c| f64::from(c) / n).collect(),
        }
    }
}

/// A deal's distribution, ready for the solver and the advice.
#[derive(Debug)]
pub(crate) struct DealModel {
    pub dealer: Crossings,
    pub pone: Crossings,
    pub totals: Totals,
    pub play_dealer: Crossings,
    /// Read by the tests only: the advice needs the dealer's side of the play alone.
    #[cfg_attr(not(test), allow(dead_code))]
    pub play_pone: Crossings,
    pub play_totals: Totals,
    /// Probabilities by points of the pone's hand, the dealer's hand and the crib.
    pub pone_hand: Vec<f64>,
    pub dealer_hand: Vec<f64>,
    pub crib: Vec<f64>,
}

impl DealModel {
    /// The measured mean play points of the dealer (his heels included) and of the pone.
    pub(crate) fn play_means(&self) -> [f64; 2] {
        let totals = &self.play_totals;
        let mut means = [0.0; 2];
        for a in 0..totals.rows {
            for b in 0..totals.columns {
                let share = totals.p[a * totals.columns + b];
                means[0] += a as f64 * share;
                means[1] += b as f64 * share;
            }
        }
        means
    }

    fn new(deals: &Deals<'_>) -> DealModel {
        let shares = |counts: &[u32]| {
            let n = counts.iter().map(|&c| u64::from(c)).sum::<u64>().max(1) as f64;
            counts.iter().map(|&c| f64::from(c) / n).collect()
        };
        DealModel {
            dealer: Crossings::new(&deals.dealer_cross, deals.deals),
            pone: Crossings::new(&deals.pone_cross, deals.deals),
            totals: Totals::new(&deals.totals, deals.deals),
            play_dealer: Crossings::new(&deals.play_dealer_cross, deals.deals),
            play_pone: Crossings::new(&deals.play_pone_cross, deals.deals),
            play_totals: Totals::new(&deals.play_totals, deals.deals),
            pone_hand: shares(deals.pone_hand),
            dealer_hand: shares(deals.dealer_hand),
            crib: shares(deals.crib),
        }
    }
}

/// A square table over the two needs (`1..=size` each), stored twice so that the solver reads
/// both orientations contiguously.
#[derive(Clone, Debug)]
struct Grid {
    size: usize,
    /// `[d][p]`.
    rows: Vec<f64>,
    /// `[p][d]`.
    columns: Vec<f64>,
}

impl Grid {
    fn new(size: usize) -> Grid {
        let cells = (size + 1) * (size + 1);
        Grid {
            size,
            rows: vec![0.0; cells],
            columns: vec![0.0; cells],
        }
    }

    fn get(&self, d: usize, p: usize) -> f64 {
        self.rows[d * (self.size + 1) + p]
    }

    fn set(&mut self, d: usize, p: usize, value: f64) {
        self.rows[d * (self.size + 1) + p] = value;
        self.columns[p * (self.size + 1) + d] = value;
    }

    /// `Σ totals[a][b] · self[p - b][d - a]` over `a < d`, `b < p`: the value of the position
    /// after a deal that did not end the game, seen from the side that dealt it (it is now the
    /// pone: the other side deals next, needing `p - b`).
    fn after_deal(&self, totals: &Totals, d: usize, p: usize) -> f64 {
        let width = self.size + 1;
        let mut sum = 0.0;
        for a in 0..totals.rows.min(d) {
            let row = &totals.p[a * totals.columns..(a + 1) * totals.columns];
            // self[p - b][d - a] = columns[(d - a) * width + (p - b)].
            let column = &self.columns[(d - a) * width..(d - a + 1) * width];
            let most = totals.columns.min(p);
            for (b, &share) in row[..most].iter().enumerate() {
                sum += share * column[p - b];
            }
        }
        sum
    }
}

/// The solved tables of one variant.
#[derive(Debug)]
pub(crate) struct Table {
    pub model: DealModel,
    /// `[d][p]`: the chance the side that deals now wins.
    win: Grid,
    /// Per line `K`: the chance the dealer wins with the pone ending more than `K` short, and
    /// the chance the pone wins with the dealer ending more than `K` short.
    lines: Vec<(u32, Grid, Grid)>,
}

impl Table {
    /// Solves every board up to needs of `size` each.
    pub(crate) fn solve(size: usize, deals: &Deals<'_>, lines: &[u32]) -> Table {
        let model = DealModel::new(deals);
        let mut win = Grid::new(size);
        let mut skunks: Vec<(u32, Grid, Grid)> = lines
            .iter()
            .map(|&k| (k, Grid::new(size), Grid::new(size)))
            .collect();
        for sum in 2..=2 * size {
            for d in sum.saturating_sub(size).max(1)..=(sum - 1).min(size) {
                let p = sum - d;
                let (di, pi) = (d as i64, p as i64);
                let stays = continuing(&model.totals, d, p);
                // A difference of nearly equal sums: clamped, so that a side all but sure to
                // win reads 1, not a few ulps past it.
                let value = model.dealer.at(di, pi) + stays - win.after_deal(&model.totals, d, p);
                win.set(d, p, value.clamp(0.0, 1.0));
                for (k, dealer, pone) in &mut skunks {
                    let k = i64::from(*k);
                    let dealer_skunks =
                        model.dealer.at(di, pi - k) + pone.after_deal(&model.totals, d, p);
                    let pone_skunks =
                        model.pone.at(pi, di - k) + dealer.after_deal(&model.totals, d, p);
                    dealer.set(d, p, dealer_skunks.clamp(0.0, 1.0));
                    pone.set(d, p, pone_skunks.clamp(0.0, 1.0));
                }
            }
        }
        Table {
            model,
            win,
            lines: skunks,
        }
    }

    /// The chance the side that deals now wins, needing `d` against the pone's `p`
    /// (`1..=size` each).
    pub(crate) fn dealer_wins(&self, d: usize, p: usize) -> f64 {
        self.win.get(d, p)
    }

    /// The chance the dealer wins and the pone ends more than `k` points short (`dealer` true),
    /// or the pone wins and the dealer ends more than `k` short; `None` for a line not solved.
    pub(crate) fn wins_by(&self, k: u32, dealer: bool, d: usize, p: usize) -> Option<f64> {
        let (_, by_dealer, by_pone) = self.lines.iter().find(|(line, _, _)| *line == k)?;
        Some(if dealer {
            by_dealer.get(d, p)
        } else {
            by_pone.get(d, p)
        })
    }
}

/// The chance a deal leaves both sides short: `Σ totals[a][b]` over `a < d`, `b < p`.
fn continuing(totals: &Totals, d: usize, p: usize) -> f64 {
    let mut sum = 0.0;
    for a in 0..totals.rows.min(d) {
        let row = &totals.p[a * totals.columns..(a + 1) * totals.columns];
        sum += row[..totals.columns.min(p)].iter().sum::<f64>();
    }
    sum
}

/// Whether the board's tables serve a game to `target` (either variant).
pub(crate) fn serves(target: u32) -> bool {
    (1..=MOST_TARGET).contains(&target)
}
