//! Counting deals into the tables the position model is solved from, and playing games by
//! drawing deals from a set of them: the generator (`crates/cribbage-strategy/examples/deal_table.rs`), the check of
//! the table against simulation (`crates/cribbage-research/examples/position_check.rs`) and the tests share this code.

use std::fmt::Write as _;

use crate::strategy::chance::Chance;
use crate::strategy::record::DealRecord;
use crate::strategy::table::record::TableDeal;

use super::model::{Deals, Dense};

/// Largest gain of one side in one deal the counts hold (2 + the play's most + 29 + 29 stays
/// below it).
const MOST: usize = 128;
/// Largest show total, plus one.
const SHOW: usize = 30;

/// Which side scores a step: the dealer or the pone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The dealer (his heels, its play points, its hand, the crib).
    Dealer,
    /// The pone.
    Pone,
}

/// One deal as the steps it is scored in: his heels, the play point by point, the pone's
/// hand, the dealer's hand, the crib. `play` is how many steps his heels and the play take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealPath {
    /// Every step that scored, in order.
    pub steps: Vec<(Side, u32)>,
    /// Steps of his heels and the play (the first ones).
    pub play: usize,
}

impl DealPath {
    /// The path of a deal played by self-play.
    pub fn of(deal: &DealRecord) -> DealPath {
        let (dealer, pone) = (deal.dealer, 1 - deal.dealer);
        let side = |seat: usize| {
            if seat == dealer {
                Side::Dealer
            } else {
                Side::Pone
            }
        };
        let mut steps = played(deal.his_heels, &deal.pegs, side);
        let play = steps.len();
        let shows = [
            (Side::Pone, deal.hands[pone]),
            (Side::Dealer, deal.hands[dealer]),
            (Side::Dealer, deal.crib),
        ];
        steps.extend(shows.into_iter().filter(|&(_, points)| points > 0));
        DealPath { steps, play }
    }

    /// The path of a deal of four in partnerships, the dealer's side against the other: his
    /// heels, the play point by point, the hands in the order they show (left of the dealer
    /// first), the crib. Its shows are `[the other side's hands, the dealer's side's hands, the
    /// crib]`.
    pub fn of_sides(deal: &TableDeal) -> (DealPath, [u32; 3]) {
        let side = |seat: usize| {
            if seat % 2 == deal.dealer % 2 {
                Side::Dealer
            } else {
                Side::Pone
            }
        };
        let mut steps = played(deal.his_heels, &deal.pegs, side);
        let play = steps.len();
        let mut shows = [0, 0, deal.crib_total];
        for seat in deal.show_order() {
            let points = deal.shows[seat];
            shows[usize::from(side(seat) == Side::Dealer)] += points;
            steps.push((side(seat), points));
        }
        steps.push((Side::Dealer, deal.crib_total));
        steps.retain(|&(_, points)| points > 0);
        (DealPath { steps, play }, shows)
    }

    /// Each side's points: the dealer's and the pone's.
    pub fn totals(&self) -> [u32; 2] {
        totals(&self.steps)
    }
}

/// The steps of his heels and the play that scored, each seat's points on its side.
fn played(his_heels: u32, pegs: &[(usize, u32)], side: impl Fn(usize) -> Side) -> Vec<(Side, u32)> {
    std::iter::once((Side::Dealer, his_heels))
        .chain(pegs.iter().map(|&(seat, points)| (side(seat), points)))
        .filter(|&(_, points)| points > 0)
        .collect()
}

fn totals(steps: &[(Side, u32)]) -> [u32; 2] {
    let mut gained = [0; 2];
    for &(side, points) in steps {
        gained[usize::from(side == Side::Pone)] += points;
    }
    gained
}

/// Counts over deals, all integers, so the order deals are added in does not matter.
#[derive(Clone, Debug)]
pub struct Counts {
    deals: u64,
    /// `[n][c]`: deals in which the dealer's gain first reached `n` while the pone had `c`.
    dealer_cross: Vec<[u32; MOST]>,
    pone_cross: Vec<[u32; MOST]>,
    totals: Vec<[u32; MOST]>,
    play_dealer_cross: Vec<[u32; MOST]>,
    play_pone_cross: Vec<[u32; MOST]>,
    play_totals: Vec<[u32; MOST]>,
    pone_hand: [u32; SHOW],
    dealer_hand: [u32; SHOW],
    crib: [u32; SHOW],
}

impl Default for Counts {
    fn default() -> Counts {
        let table = || vec![[0u32; MOST]; MOST];
        Counts {
            deals: 0,
            dealer_cross: table(),
            pone_cross: table(),
            totals: table(),
            play_dealer_cross: table(),
            play_pone_cross: table(),
            play_totals: table(),
            pone_hand: [0; SHOW],
            dealer_hand: [0; SHOW],
            crib: [0; SHOW],
        }
    }
}

/// Walks a path, counting every total each side reaches with the other's gain at that moment.
fn walk(
    steps: &[(Side, u32)],
    dealer_cross: &mut [[u32; MOST]],
    pone_cross: &mut [[u32; MOST]],
    totals: &mut [[u32; MOST]],
) {
    let mut gained = [0usize; 2];
    for &(side, points) in steps {
        let me = usize::from(side == Side::Pone);
        let other = gained[1 - me].min(MOST - 1);
        let cross = if me == 0 {
            &mut *dealer_cross
        } else {
            &mut *pone_cross
        };
        let reached = (gained[me] + points as usize).min(MOST - 1);
        for row in &mut cross[gained[me] + 1..=reached] {
            row[other] += 1;
        }
        gained[me] += points as usize;
    }
    totals[gained[0].min(MOST - 1)][gained[1].min(MOST - 1)] += 1;
}

impl Counts {
    /// Deals counted.
    pub fn deals(&self) -> u64 {
        self.deals
    }

    /// Counts one deal, whose shows are `[pone's hand, dealer's hand, crib]`.
    pub fn add(&mut self, path: &DealPath, shows: [u32; 3]) {
        walk(
            &path.steps[..path.play],
            &mut self.play_dealer_cross,
            &mut self.play_pone_cross,
            &mut self.play_totals,
        );
        walk(
            &path.steps,
            &mut self.dealer_cross,
            &mut self.pone_cross,
            &mut self.totals,
        );
        let [pone, dealer, crib] = shows.map(|s| (s as usize).min(SHOW - 1));
        self.pone_hand[pone] += 1;
        self.dealer_hand[dealer] += 1;
        self.crib[crib] += 1;
        self.deals += 1;
    }

    /// Counts one deal of self-play.
    pub fn add_deal(&mut self, deal: &DealRecord) {
        let pone = 1 - deal.dealer;
        let shows = [deal.hands[pone], deal.hands[deal.dealer], deal.crib];
        self.add(&DealPath::of(deal), shows);
    }

    /// Adds another set of counts.
    pub fn merge(&mut self, other: &Counts) {
        self.deals += other.deals;
        let tables = [
            (&mut self.dealer_cross, &other.dealer_cross),
            (&mut self.pone_cross, &other.pone_cross),
            (&mut self.totals, &other.totals),
            (&mut self.play_dealer_cross, &other.play_dealer_cross),
            (&mut self.play_pone_cross, &other.play_pone_cross),
            (&mut self.play_totals, &other.play_totals),
        ];
        for (into, from) in tables {
            for (row, other_row) in into.iter_mut().zip(from) {
                for (a, b) in row.iter_mut().zip(other_row) {
                    *a += b;
                }
            }
        }
        for (into, from) in [
            (&mut self.pone_hand, &other.pone_hand),
            (&mut self.dealer_hand, &other.dealer_hand),
            (&mut self.crib, &other.crib),
        ] {
            for (a, b) in into.iter_mut().zip(from) {
                *a += b;
            }
        }
    }

    /// The counts as dense tables, each trimmed to what holds anything.
    pub fn tables(&self) -> Tables {
        let (a, b) = sides(&self.dealer_cross, &self.pone_cross, &self.totals);
        let (pa, pb) = sides(
            &self.play_dealer_cross,
            &self.play_pone_cross,
            &self.play_totals,
        );
        Tables {
            deals: self.deals,
            dealer_cross: trim(&self.dealer_cross, a, b),
            pone_cross: trim(&self.pone_cross, b, a),
            totals: trim(&self.totals, a, b),
            play_dealer_cross: trim(&self.play_dealer_cross, pa, pb),
            play_pone_cross: trim(&self.play_pone_cross, pb, pa),
            play_totals: trim(&self.play_totals, pa, pb),
            pone_hand: self.pone_hand.to_vec(),
            dealer_hand: self.dealer_hand.to_vec(),
            crib: self.crib.to_vec(),
        }
    }
}

/// The rows and columns that hold anything.
fn extent(table: &[[u32; MOST]]) -> (usize, usize) {
    let mut size = (0, 0);
    for (r, row) in table.iter().enumerate() {
        if let Some(c) = row.iter().rposition(|&n| n > 0) {
            size = (size.0.max(r + 1), size.1.max(c + 1));
        }
    }
    size
}

/// How far the dealer's and the pone's gains reach in a set of three tables.
fn sides(dealer: &[[u32; MOST]], pone: &[[u32; MOST]], totals: &[[u32; MOST]]) -> (usize, usize) {
    let (dr, dc) = extent(dealer);
    let (pr, pc) = extent(pone);
    let (tr, tc) = extent(totals);
    (dr.max(pc).max(tr), pr.max(dc).max(tc))
}

fn trim(table: &[[u32; MOST]], rows: usize, columns: usize) -> (usize, Vec<u32>) {
    let counts = table[..rows]
        .iter()
        .flat_map(|row| row[..columns].iter().copied())
        .collect();
    (columns, counts)
}

/// Counts as owned dense tables: `(columns, counts)` each.
#[derive(Clone, Debug)]
pub struct Tables {
    deals: u64,
    dealer_cross: (usize, Vec<u32>),
    pone_cross: (usize, Vec<u32>),
    totals: (usize, Vec<u32>),
    play_dealer_cross: (usize, Vec<u32>),
    play_pone_cross: (usize, Vec<u32>),
    play_totals: (usize, Vec<u32>),
    pone_hand: Vec<u32>,
    dealer_hand: Vec<u32>,
    crib: Vec<u32>,
}

impl Tables {
    /// The tables as the model reads them.
    pub fn deals(&self) -> Deals<'_> {
        fn dense(table: &(usize, Vec<u32>)) -> Dense<'_> {
            Dense {
                columns: table.0,
                counts: &table.1,
            }
        }
        Deals {
            deals: self.deals,
            dealer_cross: dense(&self.dealer_cross),
            pone_cross: dense(&self.pone_cross),
            totals: dense(&self.totals),
            play_dealer_cross: dense(&self.play_dealer_cross),
            play_pone_cross: dense(&self.play_pone_cross),
            play_totals: dense(&self.play_totals),
            pone_hand: &self.pone_hand,
            dealer_hand: &self.dealer_hand,
            crib: &self.crib,
        }
    }

    /// The tables as Rust source: a constant `name` of type `Deals<'static>`.
    pub fn rust(&self, name: &str, about: &str) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "/// {about}: {} deals.", self.deals);
        let _ = writeln!(out, "pub(super) const {name}: Deals<'static> = Deals {{");
        let _ = writeln!(out, "    deals: {},", self.deals);
        for (field, table) in [
            ("dealer_cross", &self.dealer_cross),
            ("pone_cross", &self.pone_cross),
            ("totals", &self.totals),
            ("play_dealer_cross", &self.play_dealer_cross),
            ("play_pone_cross", &self.play_pone_cross),
            ("play_totals", &self.play_totals),
        ] {
            let _ = writeln!(out, "    {field}: Dense {{");
            let _ = writeln!(out, "        columns: {},", table.0);
            let _ = writeln!(out, "        counts: &[");
            numbers(&mut out, "            ", &table.1);
            let _ = writeln!(out, "        ],");
            let _ = writeln!(out, "    }},");
        }
        for (field, list) in [
            ("pone_hand", &self.pone_hand),
            ("dealer_hand", &self.dealer_hand),
            ("crib", &self.crib),
        ] {
            let _ = writeln!(out, "    {field}: &[");
            numbers(&mut out, "        ", list);
            let _ = writeln!(out, "    ],");
        }
        let _ = writeln!(out, "}};");
        out
    }
}

fn numbers(out: &mut String, indent: &str, values: &[u32]) {
    let mut line = indent.to_owned();
    for value in values {
        let item = format!("{value},");
        if line.len() + item.len() + 1 > 100 {
            let _ = writeln!(out, "{}", line.trim_end());
            line = indent.to_owned();
        }
        line.push_str(&item);
        line.push(' ');
    }
    if line.trim().is_empty() {
        return;
    }
    let _ = writeln!(out, "{}", line.trim_end());
}

/// How a game drawn from a set of deal paths ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drawn {
    /// The side that won, as the side that dealt first sees it: true when the first dealer won.
    pub first_dealer_won: bool,
    /// How far short of the target the loser ended.
    pub loser_short: u32,
}

/// Plays one game by drawing deals from `paths` at random (each equally likely), from needs
/// `first` (the side dealing first) and `second`, the deal alternating; calls `visit` with
/// the needs (dealer's, pone's) and whether the dealing side is the first dealer at the start
/// of every deal.
pub fn draw_game(
    paths: &[DealPath],
    first: u32,
    second: u32,
    chance: &mut Chance,
    mut visit: impl FnMut(u32, u32, bool),
) -> Drawn {
    // needs[0]: the first dealer's.
    let mut needs = [first, second];
    let mut dealer = 0;
    loop {
        visit(needs[dealer], needs[1 - dealer], dealer == 0);
        let path = &paths[chance.below(paths.len())];
        for &(side, points) in &path.steps {
            let seat = if side == Side::Dealer {
                dealer
            } else {
                1 - dealer
            };
            if points >= needs[seat] {
                return Drawn {
                    first_dealer_won: seat == 0,
                    loser_short: needs[1 - seat],
                };
            }
            needs[seat] -= points;
        }
        dealer = 1 - dealer;
    }
}
