//! The fast scorer: points only, from rank tables, for enumerations over millions of deals.

use std::sync::OnceLock;

use super::itemize::{itemize, longest_run};
use super::{ShowKind, ShowRules};
use crate::card::{Card, Rank};

/// The points of a hand or crib with its starter, without the itemization.
///
/// `cards` are the three or four held cards; the caller guarantees they are distinct from each
/// other and from the starter ([`Show::new`] checks that). In a loop over many deals, take
/// [`ShowTables::get`] once and call [`ShowTables::total`] instead.
#[inline]
pub fn total(cards: &[Card], starter: Card, kind: ShowKind, rules: ShowRules) -> u8 {
    ShowTables::get().total(cards, starter, kind, rules)
}

const FIVE_RANKS: usize = 13 * 13 * 13 * 13 * 13;
const FOUR_RANKS: usize = 13 * 13 * 13 * 13;

/// The fast scorer: points for fifteens, pairs and runs of every sequence of five (and of four)
/// ranks, built once per process in about a millisecond.
///
/// Fifteens, pairs and runs depend only on ranks, so they come from a table indexed by the ranks
/// in base 13; flush and nobs are a few comparisons of suits.
pub struct ShowTables {
    pub(super) five: Box<[u8; FIVE_RANKS]>,
    pub(super) four: Box<[u8; FOUR_RANKS]>,
}

impl ShowTables {
    /// The process-wide tables, built on first use.
    pub fn get() -> &'static ShowTables {
        static TABLES: OnceLock<ShowTables> = OnceLock::new();
        TABLES.get_or_init(|| ShowTables {
            five: rank_table(5)
                .try_into()
                .expect("rank_table(5) has 13^5 entries"),
            four: rank_table(4)
                .try_into()
                .expect("rank_table(4) has 13^4 entries"),
        })
    }

    /// The whole five-rank table: fifteens, pairs and runs of the ranks `a b c d e` at index
    /// `(((a * 13 + b) * 13 + c) * 13 + d) * 13 + e`, in any order of the ranks. For loops that
    /// build the index incrementally.
    pub fn five_rank_table(&self) -> &[u8] {
        &self.five[..]
    }

    /// The points of a hand or crib with its starter; see [`total`].
    #[inline]
    pub fn total(&self, cards: &[Card], starter: Card, kind: ShowKind, rules: ShowRules) -> u8 {
        let s = starter.rank().index();
        let rank_points = match *cards {
            [a, b, c, d] => {
                let index = (((a.rank().index() * 13 + b.rank().index()) * 13 + c.rank().index())
                    * 13
                    + d.rank().index())
                    * 13
                    + s;
                self.five[index]
            }
            [a, b, c] => {
                let index =
                    ((a.rank().index() * 13 + b.rank().index()) * 13 + c.rank().index()) * 13 + s;
                self.four[index]
            }
            // No variant holds another number of cards; count such a show the slow way.
            [] => return 0,
            _ => return itemize(cards, starter, kind, rules).total(),
        };
        rank_points + flush_points(cards, starter, kind, rules) + nobs_points(cards, starter)
    }
}

#[inline]
fn flush_points(cards: &[Card], starter: Card, kind: ShowKind, rules: ShowRules) -> u8 {
    let suit = cards[0].suit();
    if !cards.iter().all(|card| card.suit() == suit) {
        return 0;
    }
    let held = cards.len() as u8;
    match (kind, starter.suit() == suit) {
        (_, true) => held + 1,
        (ShowKind::Hand, false) => held,
        (ShowKind::Crib, false) if rules.crib_four_flush => held,
        (ShowKind::Crib, false) => 0,
    }
}

#[inline]
fn nobs_points(cards: &[Card], starter: Card) -> u8 {
    u8::from(
        cards
            .iter()
            .any(|card| card.rank() == Rank::Jack && card.suit() == starter.suit()),
    )
}

/// Fills a table over every `len`-long sequence of ranks (`len` >= 1). Subset sums and rank counts
/// are carried down the recursion, and runs come from a table over the 8,192 sets of ranks
/// present, so each entry costs a handful of operations (the tables build in about a millisecond).
fn rank_table(len: usize) -> Box<[u8]> {
    struct Builder {
        table: Vec<u8>,
        /// For every set of ranks present (a 13-bit mask), its run as (lowest rank, length).
        runs: Vec<(u8, u8)>,
        counts: [u8; 13],
    }

    impl Builder {
        fn fill(&mut self, depth: usize, ways: &[u8; 16], present: u16, pairs: u8) {
            if depth == 1 {
                // The last card: only the sums to 15 and this rank's count are needed.
                for rank in Rank::ALL {
                    let r = rank.index();
                    let fifteens = ways[15] + ways[15 - usize::from(rank.value())];
                    let pairs = pairs + self.counts[r];
                    self.counts[r] += 1;
                    let (low, run) = self.runs[usize::from(present | 1 << r)];
                    let low = usize::from(low);
                    let run_points = if run == 0 {
                        0
                    } else {
                        run * self.counts[low..low + usize::from(run)]
                            .iter()
                            .product::<u8>()
                    };
                    self.counts[r] -= 1;
                    self.table.push(2 * fifteens + 2 * pairs + run_points);
                }
                return;
            }
            for rank in Rank::ALL {
                let r = rank.index();
                let value = usize::from(rank.value());
                let mut next = *ways;
                for sum in (value..16).rev() {
                    next[sum] += ways[sum - value];
                }
                let pairs = pairs + self.counts[r];
                self.counts[r] += 1;
                self.fill(depth - 1, &next, present | 1 << r, pairs);
                self.counts[r] -= 1;
            }
        }
    }

    let runs = (0..1usize << 13)
        .map(|mask| {
            longest_run(|rank| mask & (1 << rank) != 0)
                .map_or((0, 0), |(low, len)| (low as u8, len as u8))
        })
        .collect();
    let mut builder = Builder {
        table: Vec::with_capacity(13usize.pow(len as u32)),
        runs,
        counts: [0; 13],
    };
    let mut ways = [0u8; 16];
    ways[0] = 1;
    builder.fill(len, &ways, 0, 0);
    builder.table.into_boxed_slice()
}
