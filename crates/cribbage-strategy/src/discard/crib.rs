//! The crib's distribution: the discard, the unknown cards as rank multisets weighted by their
//! card sets, and the starter as ranks split into the few suit classes that matter for nobs and
//! the flush.

use super::Pool;
use super::outcomes::Distribution;
use crate::card::{Card, Rank, Suit};
use crate::hand::ShowTables;

#[cfg(test)]
fn choose(n: u64, k: u64) -> u64 {
    match k {
        0 => 1,
        1 => n,
        2 => n * n.saturating_sub(1) / 2,
        3 => n * n.saturating_sub(1) * n.saturating_sub(2) / 6,
        _ => (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1)),
    }
}

/// A multiset of unknown crib ranks, with what the inner loop needs precomputed.
#[derive(Clone, Copy, Debug)]
struct Multiset {
    /// Distinct ranks and how often each appears.
    ranks: [(u8, u8); 3],
    distinct: u8,
    /// Its part of the five-rank table index, the other ranks being more significant digits.
    index: usize,
    has_jack: bool,
    /// No rank twice: only then can the cards all share a suit.
    all_single: bool,
}

/// The rank multisets of size `size` (2 or 3), built once.
fn multisets(size: usize) -> &'static [Multiset] {
    use std::sync::OnceLock;
    static TWO: OnceLock<Vec<Multiset>> = OnceLock::new();
    static THREE: OnceLock<Vec<Multiset>> = OnceLock::new();
    fn build(size: usize) -> Vec<Multiset> {
        let mut sorted: Vec<Vec<usize>> = vec![Vec::new()];
        for _ in 0..size {
            sorted = sorted
                .into_iter()
                .flat_map(|prefix| {
                    let from = prefix.last().copied().unwrap_or(0);
                    (from..13).map(move |r| {
                        let mut next = prefix.clone();
                        next.push(r);
                        next
                    })
                })
                .collect();
        }
        sorted
            .into_iter()
            .map(|ranks| {
                let mut multiset = Multiset {
                    ranks: [(0, 0); 3],
                    distinct: 0,
                    index: ranks.iter().fold(0, |index, &r| index * 13 + r),
                    has_jack: ranks.contains(&Rank::Jack.index()),
                    all_single: true,
                };
                for &rank in &ranks {
                    let rank = rank as u8;
                    match multiset.ranks[..usize::from(multiset.distinct)]
                        .iter_mut()
                        .find(|(r, _)| *r == rank)
                    {
                        Some((_, times)) => {
                            *times += 1;
                            multiset.all_single = false;
                        }
                        None => {
                            multiset.ranks[usize::from(multiset.distinct)] = (rank, 1);
                            multiset.distinct += 1;
                        }
                    }
                }
                multiset
            })
            .collect()
    }
    match size {
        2 => TWO.get_or_init(|| build(2)),
        3 => THREE.get_or_init(|| build(3)),
        _ => &[],
    }
}

/// `CHOOSE[n][k]` for the at most four cards of a rank.
const CHOOSE: [[u64; 4]; 5] = [
    [1, 0, 0, 0],
    [1, 1, 0, 0],
    [1, 2, 1, 0],
    [1, 3, 3, 1],
    [1, 4, 6, 4],
];

/// The card sets of every unknown rank multiset, per starter rank: shared by every discard of
/// one deal (the pool is the same for each), so each discard's crib is counted with one table
/// lookup per multiset and starter rank.
pub struct CribPool {
    unseen: Pool,
    unknown: usize,
    multisets: &'static [Multiset],
    /// `sets[starter_rank * multisets.len() + m]`: the card sets of multiset `m` among the
    /// unseen cards less one card of the starter's rank (0 when no starter has that rank).
    sets: Vec<u64>,
    /// The same, each times the multiset's weight.
    weighted: Vec<u64>,
    weights: Option<[u64; 169]>,
}

impl CribPool {
    /// The table for cribs with `unknown` cards from `unseen` besides the discard, their
    /// ranks weighted by `weights` when there are two (see [`crib_distribution`]).
    pub fn new(unseen: &Pool, unknown: usize, weights: Option<&[u64; 169]>) -> CribPool {
        let weights = weights.filter(|_| unknown == 2).copied();
        let multisets = multisets(unknown);
        let mut sets = Vec::with_capacity(13 * multisets.len());
        for starter_rank in 0..13 {
            let available: [usize; 13] = std::array::from_fn(|r| {
                let n = unseen.count(r) as usize;
                if r == starter_rank {
                    n.saturating_sub(1)
                } else {
                    n
                }
            });
            let none = unseen.count(starter_rank) == 0;
            sets.extend(multisets.iter().map(|m| {
                if none {
                    return 0;
                }
                m.ranks[..usize::from(m.distinct)]
                    .iter()
                    .map(|&(r, times)| CHOOSE[available[usize::from(r)]][usize::from(times)])
                    .product::<u64>()
            }));
        }
        let weighted = match &weights {
            Some(weights) => sets
                .chunks(multisets.len().max(1))
                .flat_map(|row| row.iter().zip(multisets).map(|(n, m)| n * weights[m.index]))
                .collect(),
            None => sets.clone(),
        };
        CribPool {
            unseen: *unseen,
            unknown,
            multisets,
            sets,
            weighted,
            weights,
        }
    }

    /// The crib of `discard` with this pool; see [`crib_distribution`].
    pub fn distribution(&self, tables: &ShowTables, discard: &[Card]) -> Distribution {
        let mut distribution = Distribution::new();
        let unknown = self.unknown;
        if self.multisets.is_empty() || discard.len() + unknown != 4 {
            return distribution;
        }
        // A five-card crib flush needs every discarded card in one suit.
        let flush_suit = common_suit(discard).map(Suit::index);
        let discard_jack_suits: u8 = discard
            .iter()
            .filter(|c| c.rank() == Rank::Jack)
            .fold(0, |mask, c| mask | 1 << c.suit().index());
        // The starter's and the discard's ranks are the most significant digits of the index.
        let discard_index = discard
            .iter()
            .fold(0, |index, c| index * 13 + c.rank().index());
        let scale = 13usize.pow(unknown as u32);
        let crib = CribCounts {
            five: tables.five_rank_table(),
            multisets: self.multisets,
            weights: self.weights.as_ref(),
            flush_suit,
            discard_jack_suits,
            unknown: unknown as u8,
        };
        let n = self.multisets.len();
        for starter_rank in 0..13 {
            let prefix = (starter_rank * 13usize.pow(discard.len() as u32) + discard_index) * scale;
            let (classes, count) =
                starter_classes(starter_rank, &self.unseen, flush_suit, discard_jack_suits);
            let starters = classes[..count]
                .iter()
                .map(|&(suit, multiplicity)| Starter {
                    suit,
                    multiplicity,
                    prefix,
                });
            let row = starter_rank * n..(starter_rank + 1) * n;
            let sets = (&self.sets[row.clone()], &self.weighted[row]);
            crib.add(
                &mut distribution.counts,
                &self.unseen,
                starter_rank,
                starters,
                sets,
            );
        }
        distribution
    }
}

/// The crib made of `discard`, `crib_size - discard.len()` unknown cards from `unseen`, and a
/// starter from the rest of `unseen`: every such crib equally likely, counted exactly.
/// `discard` holds one or two cards and the crib four (the variants' cribs).
/// With `weights`, the two unknown cards (six-card and five-card cribbage) are not equally
/// likely: a card pair of ranks `a <= b` counts `weights[a * 13 + b]` times (the expert model).
/// Counting several discards from one pool, [`CribPool`] builds the shared part once.
pub fn crib_distribution(
    tables: &ShowTables,
    discard: &[Card],
    unseen: &Pool,
    crib_size: usize,
    weights: Option<&[u64; 169]>,
) -> Distribution {
    let unknown = crib_size.saturating_sub(discard.len());
    if multisets(unknown).is_empty() || discard.len() + unknown != 4 {
        return Distribution::new();
    }
    CribPool::new(unseen, unknown, weights).distribution(tables, discard)
}

/// Starter suits of one rank that behave alike for nobs and the flush, counted once each with
/// a multiplicity: (a suit of the class, how many suits it stands for), and how many classes.
fn starter_classes(
    starter_rank: usize,
    unseen: &Pool,
    flush_suit: Option<usize>,
    discard_jack_suits: u8,
) -> ([(usize, u64); 4], usize) {
    let jack = Rank::Jack.index();
    let mut classes: [(usize, u64); 4] = [(0, 0); 4];
    let mut keys: [(bool, bool, bool); 4] = [(false, false, false); 4];
    let mut count = 0;
    for suit in 0..4 {
        if !unseen.has(starter_rank, suit) {
            continue;
        }
        let key = (
            flush_suit == Some(suit),
            discard_jack_suits & (1 << suit) != 0,
            starter_rank != jack && unseen.has(jack, suit),
        );
        match keys[..count].iter().position(|k| *k == key) {
            Some(at) => classes[at].1 += 1,
            None => {
                keys[count] = key;
                classes[count] = (suit, 1);
                count += 1;
            }
        }
    }
    (classes, count)
}

/// One starter (a suit class of one rank) and where its ranks sit in the five-rank index.
/// One starter (a suit class of one rank) and where its ranks sit in the five-rank index.
#[derive(Clone, Copy)]
struct Starter {
    suit: usize,
    multiplicity: u64,
    prefix: usize,
}

/// A starter class with what it means for the crib: the pool without the starter, and one
/// point for nobs when the discard holds the jack of the starter's suit.
#[derive(Clone, Copy)]
struct Class {
    starter: Starter,
    pool: Pool,
    nobs_in_discard: u8,
}

/// What stays the same across starters while one discard's crib is counted.
struct CribCounts<'a> {
    five: &'a [u8],
    multisets: &'a [Multiset],
    /// The expert weights, for two unknown cards only.
    weights: Option<&'a [u64; 169]>,
    flush_suit: Option<usize>,
    discard_jack_suits: u8,
    /// Unknown cards in the crib: the five-rank index has this many digits for them.
    unknown: u8,
}

impl CribCounts<'_> {
    /// Adds the cribs of every unknown rank multiset with every starter class of
    /// `starter_rank` (`sets` holds the multisets' card sets, `weighted` the same times their
    /// weights). First every card set as if it made neither nobs nor a flush: then each scores
    /// alike with every class but for the discard's nobs, so it is added once per multiset
    /// rather than once per class. Then the card sets that hold the jack of a class's suit or
    /// make a flush with it are moved to their scores.
    #[inline]
    fn add(
        &self,
        counts: &mut [u64; 30],
        unseen: &Pool,
        starter_rank: usize,
        starters: impl Iterator<Item = Starter>,
        (sets, weighted): (&[u64], &[u64]),
    ) {
        let jack = Rank::Jack.index();
        let mut classes = [None; 4];
        let (mut jack_classes, mut flush_classes) = (0u8, 0u8);
        // The classes' multiplicities by whether the discard holds the jack of their suit.
        let mut plain = [0u64; 2];
        for (i, starter) in starters.enumerate() {
            let mut pool = *unseen;
            pool.suits[starter_rank] &= !(1 << starter.suit);
            let nobs_in_discard = u8::from(self.discard_jack_suits & (1 << starter.suit) != 0);
            plain[usize::from(nobs_in_discard)] += starter.multiplicity;
            jack_classes |= u8::from(pool.has(jack, starter.suit)) << i;
            flush_classes |= u8::from(self.flush_suit == Some(starter.suit)) << i;
            classes[i] = Some(Class {
                starter,
                pool,
                nobs_in_discard,
            });
        }
        let Some(first) = classes[0] else {
            return;
        };
        let prefix = first.starter.prefix;
        let five = &self.five[prefix..prefix + 13usize.pow(u32::from(self.unknown))];
        for (nobs, &multiplicity) in plain.iter().enumerate() {
            if multiplicity > 0 {
                // No card set (or no weight): the table may hold no score for those ranks.
                for (m, &sets) in self.multisets.iter().zip(weighted) {
                    if sets > 0 {
                        counts[usize::from(five[m.index]) + nobs] += sets * multiplicity;
                    }
                }
            }
        }
        if jack_classes | flush_classes == 0 {
            return;
        }
        // Every class's pool has the same number of cards of each rank.
        let available: [usize; 13] = std::array::from_fn(|r| first.pool.count(r) as usize);
        for (i, class) in classes.iter().flatten().enumerate() {
            let jack_class = jack_classes & (1 << i) != 0;
            let flush_class = flush_classes & (1 << i) != 0;
            for (m, &all) in self.multisets.iter().zip(sets) {
                let jack_counts = jack_class && m.has_jack;
                let flush_counts = flush_class && m.all_single;
                if all == 0 || !(jack_counts || flush_counts) {
                    continue;
                }
                let weight = self.weights.map_or(1, |weights| weights[m.index]);
                let split = Split {
                    all,
                    base: usize::from(five[m.index] + class.nobs_in_discard),
                    multiplicity: class.starter.multiplicity * weight,
                    jack_counts,
                    flush_counts,
                };
                split.add(counts, m, class, &available);
            }
        }
    }
}

/// The card sets of one multiset with one starter class, when some hold the jack of the
/// starter's suit or make a flush: moved from the score they were added at to their own.
struct Split {
    all: u64,
    base: usize,
    multiplicity: u64,
    jack_counts: bool,
    flush_counts: bool,
}

impl Split {
    fn add(&self, counts: &mut [u64; 30], m: &Multiset, class: &Class, available: &[usize; 13]) {
        let jack = Rank::Jack.index();
        let suit = class.starter.suit;
        let ranks = &m.ranks[..usize::from(m.distinct)];
        // Card sets holding the jack of the starter's suit, and those making a flush with
        // the discard and the starter (a flush that holds a jack holds that jack).
        let with_jack: u64 = if self.jack_counts {
            ranks
                .iter()
                .map(|&(r, times)| {
                    let n = available[usize::from(r)];
                    if usize::from(r) == jack {
                        CHOOSE[n - 1][usize::from(times) - 1]
                    } else {
                        CHOOSE[n][usize::from(times)]
                    }
                })
                .product()
        } else {
            0
        };
        let flush = u64::from(
            self.flush_counts
                && ranks
                    .iter()
                    .all(|&(r, _)| class.pool.has(usize::from(r), suit)),
        );
        let flush_with_jack = if m.has_jack { flush } else { 0 };
        // The card sets of neither kind. The flushes with the jack are among `with_jack`,
        // so only the others are taken away (`all - with_jack - flush` alone can go below
        // zero: found by fuzzing, a three-player deal of 10D 10C JS JH JD).
        let all = self.all;
        // All of them were added at `base` (at least this much is there).
        counts[self.base] -= all * self.multiplicity;
        for (extra, n) in [
            (0, all - with_jack - (flush - flush_with_jack)),
            (1, with_jack - flush_with_jack),
            (5, flush - flush_with_jack),
            (6, flush_with_jack),
        ] {
            if n > 0 {
                counts[self.base + extra] += n * self.multiplicity;
            }
        }
    }
}

/// The suit a card set shares, if it does.
pub fn common_suit(cards: &[Card]) -> Option<Suit> {
    let suit = cards.first()?.suit();
    cards.iter().all(|c| c.suit() == suit).then_some(suit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choose_counts_subsets() {
        assert_eq!(choose(4, 2), 6);
        assert_eq!(choose(3, 3), 1);
        assert_eq!(choose(2, 3), 0);
        assert_eq!(choose(46, 2), 1035);
    }

    #[test]
    fn there_are_91_pairs_and_455_triples_of_ranks() {
        assert_eq!(multisets(2).len(), 91);
        assert_eq!(multisets(3).len(), 455);
        assert!(multisets(3).iter().all(|m| m.index < 13 * 13 * 13));
    }

    #[test]
    fn the_choose_table_agrees_with_choose() {
        for (n, row) in CHOOSE.iter().enumerate() {
            for (k, &value) in row.iter().enumerate() {
                assert_eq!(value, choose(n as u64, k as u64), "C({n},{k})");
            }
        }
    }
}
