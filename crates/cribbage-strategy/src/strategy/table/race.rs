//! Who is winning at a table of three: each seat's race to the target, the three races run side
//! by side.
//!
//! # The model, in plain words
//!
//! Every player plays the rest of the game as [`TablePolicy::Base`](super::deal::TablePolicy)
//! does (the discard with the best hand and crib, the base policy's card), which never looks at
//! the board, so each deal is drawn from one distribution per role: what the seat left of the
//! dealer, the next seat and the dealer each bring in the play (his heels counted with the
//! dealer's) and in the show (the dealer's crib with its hand), measured over deals of that
//! policy (`crates/cribbage-strategy/examples/table_deal_table.rs`). The three seats' deals are taken as independent of
//! each other, which they are not quite (a point one pegs is a point the others did not, and
//! the starter is shared): the price of a table that fits in memory, measured against simulated
//! games in `docs/position.md`.
//!
//! A seat's race is then the chance it reaches the target in each half of each deal to come
//! (its play, its show), solved backwards from the target over its role's distribution. Within
//! a show the order decides (left of the dealer first, the dealer last); two seats that get
//! there in the same play share the win equally (the model does not follow the play point by
//! point). A loser is skunked when the winner gets there while it is more than a line short.

use std::sync::OnceLock;

use crate::round::Skunk;
use crate::strategy::shares::{Dense, moved, sum as convolve};

use super::race_deals::THREE_PLAYER;
use super::record::TableDeal;
pub use super::record::{ROLES, RaceDeals};

/// Deals a race follows; what is left after them is below 1e-12 of the chance.
const DEALS: usize = 110;

/// Halves of deals: each deal's play, then its show.
const STEPS: usize = 2 * DEALS;

/// The role a seat has in the next deal after this one: the deal passes left, so the seat left
/// of the dealer deals, the dealer becomes the second pone.
const fn next_role(role: usize) -> usize {
    match role {
        0 => 2,
        1 => 0,
        _ => 1,
    }
}

/// The role `deals` deals after having `role`.
fn roles_after(role: usize, deals: usize) -> usize {
    (0..deals % ROLES).fold(role, |r, _| next_role(r))
}

/// One role's deal: the chance of each play and each total.
struct RoleDeal {
    /// `P(play ≥ n)` for `n` in `0..`.
    play_at_least: Vec<f64>,
    /// `P(total ≥ n)`.
    total_at_least: Vec<f64>,
    /// `P(total = g)`.
    total: Vec<f64>,
    /// `P(play < n)`.
    play_below: Vec<f64>,
    /// The deal as one whole, for a first deal drawn the measured way.
    first: FirstDeal,
    /// `P(show = s)`.
    show: Vec<f64>,
}

impl RoleDeal {
    fn new(table: &Dense<'_>, deals: u64) -> RoleDeal {
        let n = deals.max(1) as f64;
        let rows = table.rows();
        let most = rows + table.columns + 1;
        let mut play = vec![0.0; most];
        let mut total = vec![0.0; most];
        let mut show = vec![0.0; most];
        for p in 0..rows {
            for s in 0..table.columns {
                let share = f64::from(table.get(p, s)) / n;
                play[p] += share;
                show[s] += share;
                total[p + s] += share;
            }
        }
        let at_least = |pmf: &[f64]| {
            let mut out = vec![0.0; pmf.len() + 1];
            for g in (0..pmf.len()).rev() {
                out[g] = out[g + 1] + pmf[g];
            }
            out
        };
        let play_at_least = at_least(&play);
        let play_below = play_at_least.iter().map(|p| 1.0 - p).collect();
        RoleDeal {
            play_at_least,
            total_at_least: at_least(&total),
            first: FirstDeal {
                play,
                total: total.clone(),
            },
            total,
            play_below,
            show,
        }
    }

    fn play_at_least(&self, n: usize) -> f64 {
        self.play_at_least.get(n).copied().unwrap_or(0.0)
    }

    fn total_at_least(&self, n: usize) -> f64 {
        self.total_at_least.get(n).copied().unwrap_or(0.0)
    }

    fn play_below(&self, n: usize) -> f64 {
        self.play_below.get(n).copied().unwrap_or(1.0)
    }

    fn total_below(&self, n: usize) -> f64 {
        1.0 - self.total_at_least(n)
    }
}

/// Per role and need, a value per step: `[role][need][step]`.
struct Steps {
    size: usize,
    values: Vec<f64>,
}

impl Steps {
    fn new(size: usize) -> Steps {
        Steps {
            size,
            values: vec![0.0; ROLES * (size + 1) * STEPS],
        }
    }

    fn at(&self, role: usize, need: usize) -> &[f64] {
        let start = (role * (self.size + 1) + need) * STEPS;
        &self.values[start..start + STEPS]
    }

    fn at_mut(&mut self, role: usize, need: usize) -> &mut [f64] {
        let start = (role * (self.size + 1) + need) * STEPS;
        &mut self.values[start..start + STEPS]
    }

    /// Fills every need from the first two steps (`first(role, need)`), the later ones by the
    /// deal: a deal that leaves the seat short moves it to the next role, `g` points closer.
    fn solve(
        size: usize,
        roles: &[RoleDeal; ROLES],
        first: impl Fn(usize, usize) -> [f64; 2],
    ) -> Steps {
        let mut steps = Steps::new(size);
        for t in 0..STEPS {
            for (role, deal) in roles.iter().enumerate() {
                for need in 1..=size {
                    let value = if t < 2 {
                        first(role, need)[t]
                    } else {
                        let next = next_role(role);
                        (0..need.min(deal.total.len()))
                            .map(|g| deal.total[g] * steps.at(next, need - g)[t - 2])
                            .sum()
                    };
                    steps.at_mut(role, need)[t] = value;
                }
            }
        }
        steps
    }
}

/// The races of every need up to a size, solved.
pub struct Race {
    size: usize,
    /// Each role's deal as measured.
    roles: [RoleDeal; ROLES],
    /// The chance the seat first reaches its need at each step.
    finish: Steps,
    /// Per role and need, the steps of `finish` up to its last above 1e-20 (the rest add
    /// nothing a double can hold against the first steps).
    ends: Vec<usize>,
    /// Per skunk line `K`: the chance the seat has not got there by each step and is still
    /// more than `K` short.
    short: Vec<(u32, Steps)>,
}

/// One seat on a board: what it needs and its role in the next deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RaceSeat {
    /// Points still needed, at least 1.
    pub need: usize,
    /// 0 left of the dealer, 1 the next seat, 2 the dealer.
    pub role: usize,
}

/// What the race says of one seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RaceOutlook {
    /// The chance it wins.
    pub win: f64,
    /// The chance it loses more than each line short (the target's lines, in order).
    pub skunked: [Option<f64>; 3],
    /// The chance it wins with the lowest loser more than each line short.
    pub wins_by: [Option<f64>; 3],
}

impl Race {
    /// Solves every need up to `size` over `deals`, with the skunk lines of `lines`.
    pub fn solve(size: usize, deals: &RaceDeals<'_>, lines: &[u32]) -> Race {
        let roles: [RoleDeal; ROLES] =
            std::array::from_fn(|r| RoleDeal::new(&deals.roles[r], deals.deals));
        let finish = Steps::solve(size, &roles, |role, need| {
            let deal = &roles[role];
            let play = deal.play_at_least(need);
            [play, deal.total_at_least(need) - play]
        });
        let short = (lines.iter())
            .map(|&k| {
                let k = k as usize;
                let steps = Steps::solve(size, &roles, |role, need| {
                    let deal = &roles[role];
                    match need.checked_sub(k) {
                        Some(room) if room > 0 => [deal.play_below(room), deal.total_below(room)],
                        _ => [0.0, 0.0],
                    }
                });
                (k as u32, steps)
            })
            .collect();
        let ends = (0..ROLES)
            .flat_map(|role| (0..=size).map(move |need| (role, need)))
            .map(|(role, need)| {
                let values = finish.at(role, need);
                values.iter().rposition(|&v| v > 1e-20).map_or(0, |t| t + 1)
            })
            .collect();
        Race {
            size,
            roles,
            finish,
            ends,
            short,
        }
    }

    /// The outlook of each of three seats in a game to `target` (its skunk lines only).
    pub fn outlook(&self, seats: [RaceSeat; 3], target: u32) -> [RaceOutlook; 3] {
        let lines = Skunk::margins(target).len().min(self.short.len());
        let need = |s: RaceSeat| s.need.clamp(1, self.size);
        let finish: [&[f64]; 3] = seats.map(|s| self.finish.at(s.role, need(s)));
        let shorts: Vec<[&[f64]; 3]> = (self.short.iter().take(lines))
            .map(|(_, short)| seats.map(|s| short.at(s.role, need(s))))
            .collect();
        let judged = judge(seats, finish, &shorts);
        let total: f64 = judged.win.iter().sum::<f64>().max(f64::MIN_POSITIVE);
        std::array::from_fn(|s| RaceOutlook {
            win: judged.win[s] / total,
            skunked: std::array::from_fn(|l| (l < lines).then(|| judged.skunked[s][l] / total)),
            wins_by: std::array::from_fn(|l| (l < lines).then(|| judged.wins_by[s][l] / total)),
        })
    }

    /// Each seat's chance of winning when the deal at hand brings it what `first` says (seat by
    /// seat, the seats' deals independent) and every later deal is drawn as measured. `seats`
    /// give each seat's need before the deal at hand and its role in it.
    pub fn wins_from(&self, seats: [RaceSeat; 3], first: [&FirstDeal; 3]) -> [f64; 3] {
        let finish: [Vec<f64>; 3] =
            std::array::from_fn(|s| self.finish_from(first[s], seats[s].role, seats[s].need));
        wins_with(seats, [&finish[0], &finish[1], &finish[2]])
    }

    /// The deal at hand of `role`, as measured.
    pub fn measured(&self, role: usize) -> &FirstDeal {
        &self.roles[role % ROLES].first
    }

    /// The rest of the deal at hand of `role` once its play is over: its show, as measured.
    pub fn show_after_play(&self, role: usize) -> FirstDeal {
        FirstDeal::after_play(self.roles[role % ROLES].show.clone())
    }

    /// The chance a seat of `role` needing `need` first gets there at each step, when the
    /// deal at hand is `first` and every later one its role's as measured: one seat's part of
    /// [`Race::wins_from`], for callers that judge many boards sharing a seat (see
    /// [`wins_with`]).
    pub fn finish_from(&self, first: &FirstDeal, role: usize, need: usize) -> Vec<f64> {
        let need = need.clamp(1, self.size);
        let at_least = |pmf: &[f64]| pmf.iter().skip(need).sum::<f64>();
        let in_play = at_least(&first.play);
        let mut finish = vec![0.0; STEPS];
        finish[0] = in_play;
        finish[1] = (at_least(&first.total) - in_play).max(0.0);
        let next = next_role(role);
        for (g, &share) in first.total.iter().enumerate().take(need) {
            if share == 0.0 {
                continue;
            }
            let later = self.finish.at(next, need - g);
            let later = &later[..self.ends[next * (self.size + 1) + need - g]];
            for (into, &f) in finish[2..].iter_mut().zip(later) {
                *into += share * f;
            }
        }
        finish
    }
}

/// What one seat's deal at hand brings it: `P(play = g)` (his heels counted with the dealer's
/// play) and `P(play and show = g)`.
#[derive(Clone, Debug, PartialEq)]
pub struct FirstDeal {
    play: Vec<f64>,
    total: Vec<f64>,
}

impl FirstDeal {
    /// The rest of a deal whose play is over: its show brings `show`.
    pub fn after_play(show: Vec<f64>) -> FirstDeal {
        FirstDeal {
            play: vec![1.0],
            total: show,
        }
    }

    /// A deal whose play brings `play` and whose show, independent of it, brings `show`.
    pub fn of(play: &[f64], show: &[f64]) -> FirstDeal {
        FirstDeal {
            play: play.to_vec(),
            total: convolve(play, show),
        }
    }

    /// The measured play's shares.
    pub fn play(&self) -> &[f64] {
        &self.play
    }

    /// The play's mean.
    pub fn play_mean(&self) -> f64 {
        self.play
            .iter()
            .enumerate()
            .map(|(g, p)| g as f64 * p)
            .sum()
    }

    /// The same deal with the play moved by `by` points: a mix of the two whole moves around
    /// it, so the mean moves by `by` exactly unless a play would fall below zero.
    pub fn moved(&self, by: f64) -> FirstDeal {
        FirstDeal {
            play: moved(&self.play, by),
            total: moved(&self.total, by),
        }
    }
}

/// Each seat's chance of winning from its [`Race::finish_from`] (`seats` give the roles).
pub fn wins_with(seats: [RaceSeat; 3], finish: [&[f64]; 3]) -> [f64; 3] {
    let judged = judge(seats, finish, &[]);
    let total: f64 = judged.win.iter().sum::<f64>().max(f64::MIN_POSITIVE);
    judged.win.map(|w| w / total)
}

/// The chance of each seat winning and of each skunk, not yet divided by their sum.
struct Judgement {
    win: [f64; 3],
    skunked: [[f64; 3]; 3],
    wins_by: [[f64; 3]; 3],
}

/// The three races side by side: `finish[s][t]` is the chance seat `s` first gets there at
/// step `t`; `shorts[line][s][t]` the chance it has not got there by step `t` and is more than
/// the line short.
fn judge(seats: [RaceSeat; 3], finish: [&[f64]; 3], shorts: &[[&[f64]; 3]]) -> Judgement {
    // Still racing after each step.
    let racing: [Vec<f64>; 3] = finish.map(|f| {
        let mut left = 1.0;
        f.iter()
            .map(|p| {
                left -= p;
                left.max(0.0)
            })
            .collect()
    });
    // How another seat `j` that gets there at the same step stands against `i`: in a play
    // they share, in a show the one whose role in that deal shows first wins (the roles move
    // on every deal).
    let tie = |i: usize, j: usize, t: usize| {
        let role = |s: usize| roles_after(seats[s].role, t / 2);
        if t.is_multiple_of(2) {
            0.5
        } else if role(i) < role(j) {
            1.0
        } else {
            0.0
        }
    };
    let mut judged = Judgement {
        win: [0.0; 3],
        skunked: [[0.0; 3]; 3],
        wins_by: [[0.0; 3]; 3],
    };
    let steps = finish.iter().map(|f| f.len()).min().unwrap_or(0);
    for t in 0..steps {
        // Once the game is over but for a chance below 1e-16, what is left adds less than
        // three times that to any figure: every term of a later step is bounded by the chance
        // that all three were still racing before it.
        if t > 0 && racing.iter().map(|r| r[t - 1]).product::<f64>() < 1e-16 {
            break;
        }
        for i in 0..3 {
            let a = finish[i][t];
            if a == 0.0 {
                continue;
            }
            let others = [(i + 1) % 3, (i + 2) % 3];
            let stays = |j: usize| racing[j][t] + finish[j][t] * tie(i, j, t);
            judged.win[i] += a * stays(others[0]) * stays(others[1]);
            for (line, short) in shorts.iter().enumerate() {
                let below: [f64; 2] = others.map(|j| short[j][t]);
                // Each loser below the line, the other anywhere behind.
                judged.skunked[others[0]][line] += a * below[0] * stays(others[1]);
                judged.skunked[others[1]][line] += a * below[1] * stays(others[0]);
                // The winner's match: the lowest loser below the line.
                let above = |k: usize| stays(others[k]) - below[k];
                judged.wins_by[i][line] +=
                    a * (stays(others[0]) * stays(others[1]) - above(0) * above(1));
            }
        }
    }
    judged
}

/// A race of needs up to `size` solved afresh, uncached: what a new target costs, for the
/// benchmark.
pub fn race_afresh(size: u32) -> Race {
    Race::solve(size as usize, &THREE_PLAYER, Skunk::margins(size))
}

/// The races that serve a game of three to `target`, solved once per process: one table of
/// needs up to 121 serves every target up to 121 (a need is a need whatever the target, and
/// the skunk lines are margins), a wider one every target up to the widest the API takes.
pub fn race(target: u32) -> &'static Race {
    static OWN: OnceLock<Race> = OnceLock::new();
    static WIDE: OnceLock<Race> = OnceLock::new();
    if target <= 121 {
        OWN.get_or_init(|| Race::solve(121, &THREE_PLAYER, Skunk::margins(121)))
    } else {
        let most = crate::strategy::shares::MOST_TARGET;
        WIDE.get_or_init(|| Race::solve(most as usize, &THREE_PLAYER, Skunk::margins(most)))
    }
}

/// Largest play (his heels included) and show (the crib included) a role's counts hold, plus one.
const MOST: usize = 72;

/// Counts over deals of three, all integers, so the order deals are added in does not matter.
#[derive(Clone, Debug)]
pub struct RaceCounts {
    deals: u64,
    /// Per role, `[play][show]` flattened, [`MOST`] columns.
    roles: [Vec<u32>; ROLES],
}

impl Default for RaceCounts {
    fn default() -> RaceCounts {
        RaceCounts {
            deals: 0,
            roles: std::array::from_fn(|_| vec![0; MOST * MOST]),
        }
    }
}

impl RaceCounts {
    /// Counts one deal of three.
    pub fn add(&mut self, deal: &TableDeal) {
        let mut play = [0usize; ROLES];
        let mut show = [0usize; ROLES];
        let role_of = |seat: usize| (seat + ROLES - deal.dealer - 1) % ROLES;
        for &(seat, points) in &deal.pegs {
            play[role_of(seat)] += points as usize;
        }
        for (seat, &points) in deal.shows.iter().enumerate() {
            show[role_of(seat)] += points as usize;
        }
        play[2] += deal.his_heels as usize;
        show[2] += deal.crib_total as usize;
        for role in 0..ROLES {
            let (p, s) = (play[role].min(MOST - 1), show[role].min(MOST - 1));
            self.roles[role][p * MOST + s] += 1;
        }
        self.deals += 1;
    }

    /// Adds another set of counts.
    pub fn merge(&mut self, other: &RaceCounts) {
        self.deals += other.deals;
        for (into, from) in self.roles.iter_mut().zip(&other.roles) {
            for (a, b) in into.iter_mut().zip(from) {
                *a += b;
            }
        }
    }

    /// The counts as the race reads them.
    pub fn deals(&self) -> RaceDeals<'_> {
        RaceDeals {
            deals: self.deals,
            roles: std::array::from_fn(|r| Dense {
                columns: MOST,
                counts: &self.roles[r],
            }),
        }
    }

    /// The counts as Rust source: a constant `name` of type `RaceDeals<'static>`, each role's
    /// table trimmed to what holds anything.
    pub fn rust(&self, name: &str, about: &str) -> String {
        use std::fmt::Write as _;
        let mut out = String::new();
        let _ = writeln!(out, "/// {about}: {} deals.", self.deals);
        let _ = writeln!(
            out,
            "pub(super) const {name}: RaceDeals<'static> = RaceDeals {{"
        );
        let _ = writeln!(out, "    deals: {},", self.deals);
        let _ = writeln!(out, "    roles: [");
        for counts in &self.roles {
            let used = |i: usize, by_row: bool| {
                (0..MOST).any(|j| {
                    let (r, c) = if by_row { (i, j) } else { (j, i) };
                    counts[r * MOST + c] > 0
                })
            };
            let rows = (0..MOST)
                .rev()
                .find(|&r| used(r, true))
                .map_or(0, |r| r + 1);
            let columns = (0..MOST)
                .rev()
                .find(|&c| used(c, false))
                .map_or(0, |c| c + 1);
            let cells: Vec<String> = (0..rows)
                .flat_map(|r| (0..columns).map(move |c| counts[r * MOST + c].to_string()))
                .collect();
            let _ = writeln!(out, "        Dense {{");
            let _ = writeln!(out, "            columns: {columns},");
            let _ = writeln!(out, "            counts: &[{}],", cells.join(", "));
            let _ = writeln!(out, "        }},");
        }
        let _ = writeln!(out, "    ],");
        let _ = writeln!(out, "}};");
        out
    }
}
