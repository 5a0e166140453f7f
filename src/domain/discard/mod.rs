//! Discard analysis: for every way to lay cards away to the crib, the exact distribution of the
//! kept hand's score over every starter and of the crib's score over every possible crib.
//!
//! The crib is counted without visiting cribs one by one. Fifteens, pairs and runs depend only on
//! ranks, so the unknown crib cards are enumerated as rank multisets weighted by how many card
//! sets share them (91 multisets of two, 455 of three), and starters as ranks split into the few
//! suit classes that matter for nobs and the flush. Every count stays an integer; nothing is
//! sampled or rounded.

use super::card::{Card, Rank, Suit};
use super::card_set::CardSet;
use super::hand::{ShowKind, ShowRules, ShowTables};
use super::input::{AsSlot, Fault, Invalid, Place, Problems};
use super::variant::Variant;

mod outcomes;
pub use outcomes::Distribution;

/// One way to discard, with what it leads to.
#[derive(Clone, Debug, PartialEq)]
pub struct DiscardOption {
    /// The cards laid away to the crib.
    pub discard: Vec<Card>,
    /// The cards kept.
    pub keep: Vec<Card>,
    /// The kept hand's score over every possible starter.
    pub hand: Distribution,
    /// The crib's score over every possible crib and starter.
    pub crib: Distribution,
    /// Hand mean plus crib mean for the crib's owner, minus it for the others.
    pub net: f64,
}

/// Why cards cannot be analysed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DiscardError {
    /// The wrong number of cards for the variant.
    #[error("{variant} deals {expected} cards, got {found}")]
    WrongCardCount {
        /// The variant.
        variant: Variant,
        /// Cards dealt in it.
        expected: usize,
        /// Cards given.
        found: usize,
    },
    /// A card given twice.
    #[error("{0} appears twice")]
    DuplicateCard(Card),
    /// The expert model is derived for the two-player six-card game only.
    #[error("the expert crib model is derived for six_card only, not {0}")]
    ExpertVariant(Variant),
}

/// Who lays the crib's other cards away, and how.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CribModel {
    /// The other cards are uniformly random among the unseen cards.
    #[default]
    Uniform,
    /// The opponent discards like a strong player: each pair of ranks as often as a player
    /// maximising net expected value lays it away (six-card cribbage; see
    /// `examples/expert_model.rs`).
    Expert,
}

/// The expert model's weight of each opponent card pair by its ranks (index `low * 13 + high`),
/// for the crib's owner (`own_crib`) or for the other player.
pub fn expert_weights(own_crib: bool) -> [u64; 169] {
    // In the dealer's crib the other two cards are the pone's discards, and the other way round.
    let counts = if own_crib {
        &super::expert_crib::PONE_DISCARDS
    } else {
        &super::expert_crib::DEALER_DISCARDS
    };
    // A card pair of ranks (a, b) is as likely as its rank pair's count divided by the number of
    // card pairs with those ranks, 6 or 16; the common factor 48 keeps the weights integers.
    std::array::from_fn(|i| counts[i] * if i / 13 == i % 13 { 8 } else { 3 })
}

/// Cards dealt to a player who is to discard, checked: the variant's number of cards, every
/// card once, and a crib model derived for the variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dealt {
    cards: Vec<Card>,
    variant: Variant,
    model: CribModel,
}

impl Dealt {
    /// Checks the cards as a request gives them: every problem at once, each with its place
    /// ([`Place::CribModel`], [`Place::Dealt`], [`Place::DealtCard`]).
    pub fn validate<S: AsSlot>(
        cards: &[S],
        variant: Variant,
        model: CribModel,
    ) -> Result<Dealt, Vec<Invalid>> {
        let mut problems = Problems::new();
        if model == CribModel::Expert && variant != Variant::SixCard {
            problems.add(Place::CribModel, Fault::ExpertVariant(variant));
        }
        if cards.len() != variant.dealt() {
            problems.add(
                Place::Dealt,
                Fault::DealtSize {
                    variant,
                    expected: variant.dealt(),
                    found: cards.len(),
                },
            );
        }
        let read = problems.cards(cards, Place::DealtCard);
        problems.once(
            read.iter()
                .enumerate()
                .filter_map(|(i, card)| card.map(|card| (card, Place::DealtCard(i)))),
        );
        problems.or(|| Dealt {
            cards: read.into_iter().flatten().collect(),
            variant,
            model,
        })
    }

    /// The cards, as given.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// How many cards the player has not seen: the rest of the pack.
    pub fn unseen(&self) -> usize {
        self.cards.iter().copied().collect::<CardSet>().rest().len()
    }

    /// Every way to discard, best first (highest net, then highest hand mean). `own_crib` says
    /// whether the crib belongs to the player (or, with four players, to the partnership).
    pub fn recommend(&self, own_crib: bool) -> Vec<DiscardOption> {
        let dealt = &self.cards;
        let seen: CardSet = dealt.iter().copied().collect();
        let unseen = Pool::without(seen.bits());
        let tables = ShowTables::get();
        let expert = (self.model == CribModel::Expert).then(|| expert_weights(own_crib));
        let weights = expert.as_ref();
        let crib_size = self.variant.crib_size();
        let discards = dealt.len() - self.variant.hand_size();
        let mut options: Vec<DiscardOption> = subsets(dealt.len(), discards)
            .map(|chosen| {
                let discard: Vec<Card> = chosen.iter().map(|&i| dealt[i]).collect();
                let keep: Vec<Card> = (0..dealt.len())
                    .filter(|i| !chosen.contains(i))
                    .map(|i| dealt[i])
                    .collect();
                let hand = hand_distribution(tables, &keep, &unseen);
                let crib = crib_distribution(tables, &discard, &unseen, crib_size, weights);
                let net = if own_crib {
                    hand.mean() + crib.mean()
                } else {
                    hand.mean() - crib.mean()
                };
                DiscardOption {
                    discard,
                    keep,
                    hand,
                    crib,
                    net,
                }
            })
            .collect();
        options.sort_by(|a, b| {
            b.net
                .total_cmp(&a.net)
                .then(b.hand.mean().total_cmp(&a.hand.mean()))
        });
        options
    }
}

/// Every way to discard from `dealt`, best first; see [`Dealt::recommend`]. The first problem,
/// for callers that hold cards already; requests go through [`Dealt::validate`].
pub fn recommend(
    dealt: &[Card],
    own_crib: bool,
    variant: Variant,
    model: CribModel,
) -> Result<Vec<DiscardOption>, DiscardError> {
    let checked =
        Dealt::validate(dealt, variant, model).map_err(|problems| match problems[0].fault {
            Fault::ExpertVariant(variant) => DiscardError::ExpertVariant(variant),
            Fault::Repeated { card, .. } => DiscardError::DuplicateCard(card),
            _ => DiscardError::WrongCardCount {
                variant,
                expected: variant.dealt(),
                found: dealt.len(),
            },
        })?;
    Ok(checked.recommend(own_crib))
}

/// The index sets of size `k` of `0..n`, in lexicographic order.
fn subsets(n: usize, k: usize) -> impl Iterator<Item = Vec<usize>> {
    (0u32..1 << n)
        .filter(move |mask| mask.count_ones() as usize == k)
        .map(move |mask| {
            (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .collect::<Vec<usize>>()
        })
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
}

/// The cards still unseen, as a bit mask of suits per rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pool {
    suits: [u8; 13],
}

impl Pool {
    /// Every card not in `seen` (a bit set over [`Card::index`]).
    pub fn without(seen: u64) -> Pool {
        let mut suits = [0u8; 13];
        for card in Card::deck() {
            if seen & (1u64 << card.index()) == 0 {
                suits[card.rank().index()] |= 1 << card.suit().index();
            }
        }
        Pool { suits }
    }

    /// Unseen cards.
    pub fn len(&self) -> usize {
        self.suits.iter().map(|s| s.count_ones() as usize).sum()
    }

    /// Whether no card is unseen.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn has(&self, rank: usize, suit: usize) -> bool {
        self.suits[rank] & (1 << suit) != 0
    }

    fn count(&self, rank: usize) -> u64 {
        u64::from(self.suits[rank].count_ones())
    }
}

/// The kept hand with every unseen card as starter.
fn hand_distribution(tables: &ShowTables, keep: &[Card], unseen: &Pool) -> Distribution {
    let mut distribution = Distribution::new();
    for card in Card::deck() {
        if unseen.has(card.rank().index(), card.suit().index()) {
            let score = tables.total(keep, card, ShowKind::Hand, ShowRules::default());
            distribution.counts[usize::from(score)] += 1;
        }
    }
    distribution
}

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

/// The crib made of `discard`, `crib_size - discard.len()` unknown cards from `unseen`, and a
/// starter from the rest of `unseen`: every such crib equally likely, counted exactly.
/// `discard` holds one or two cards and the crib four (the variants' cribs).
/// With `weights`, the two unknown cards (six-card and five-card cribbage) are not equally
/// likely: a card pair of ranks `a <= b` counts `weights[a * 13 + b]` times (the expert model).
pub fn crib_distribution(
    tables: &ShowTables,
    discard: &[Card],
    unseen: &Pool,
    crib_size: usize,
    weights: Option<&[u64; 169]>,
) -> Distribution {
    let mut distribution = Distribution::new();
    let unknown = crib_size.saturating_sub(discard.len());
    let multisets = multisets(unknown);
    if multisets.is_empty() || discard.len() + unknown != 4 {
        return distribution;
    }
    let five = tables.five_rank_table();
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
        five,
        multisets,
        weights: weights.filter(|_| unknown == 2),
        flush_suit,
        discard_jack_suits,
    };
    for starter_rank in 0..13 {
        let prefix = (starter_rank * 13usize.pow(discard.len() as u32) + discard_index) * scale;
        let (classes, count) =
            starter_classes(starter_rank, unseen, flush_suit, discard_jack_suits);
        for &(suit, multiplicity) in &classes[..count] {
            let mut pool = *unseen;
            pool.suits[starter_rank] &= !(1 << suit);
            let starter = Starter {
                suit,
                multiplicity,
                prefix,
            };
            crib.add(&mut distribution.counts, &pool, starter);
        }
    }
    distribution
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
#[derive(Clone, Copy)]
struct Starter {
    suit: usize,
    multiplicity: u64,
    prefix: usize,
}

/// What stays the same across starters while one discard's crib is counted.
struct CribCounts<'a> {
    five: &'a [u8],
    multisets: &'a [Multiset],
    /// The expert weights, for two unknown cards only.
    weights: Option<&'a [u64; 169]>,
    flush_suit: Option<usize>,
    discard_jack_suits: u8,
}

impl CribCounts<'_> {
    /// Adds the cribs of every unknown rank multiset from `pool` with this starter.
    #[inline]
    fn add(&self, counts: &mut [u64; 30], pool: &Pool, starter: Starter) {
        let jack = Rank::Jack.index();
        let suit = starter.suit;
        let available: [usize; 13] = std::array::from_fn(|r| pool.count(r) as usize);
        let nobs_in_discard = u8::from(self.discard_jack_suits & (1 << suit) != 0);
        let nobs_card_in_pool = pool.has(jack, suit);
        let flush_possible = self.flush_suit == Some(suit);
        for m in self.multisets {
            let ranks = &m.ranks[..usize::from(m.distinct)];
            let all: u64 = ranks
                .iter()
                .map(|&(r, times)| CHOOSE[available[usize::from(r)]][usize::from(times)])
                .product();
            if all == 0 {
                continue;
            }
            let base = usize::from(self.five[starter.prefix + m.index] + nobs_in_discard);
            let multiplicity = match self.weights {
                Some(weights) => starter.multiplicity * weights[m.index],
                None => starter.multiplicity,
            };
            let jack_counts = nobs_card_in_pool && m.has_jack;
            let flush_counts = flush_possible && m.all_single;
            if !jack_counts && !flush_counts {
                counts[base] += all * multiplicity;
                continue;
            }
            // Card sets holding the jack of the starter's suit, and those making a flush with
            // the discard and the starter (a flush that holds a jack holds that jack).
            let with_jack: u64 = if jack_counts {
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
                flush_counts && ranks.iter().all(|&(r, _)| pool.has(usize::from(r), suit)),
            );
            let flush_with_jack = if m.has_jack { flush } else { 0 };
            // The card sets of neither kind. The flushes with the jack are among `with_jack`,
            // so only the others are taken away (`all - with_jack - flush` alone can go below
            // zero: found by fuzzing, a three-player deal of 10D 10C JS JH JD).
            for (extra, n) in [
                (0, all - with_jack - (flush - flush_with_jack)),
                (1, with_jack - flush_with_jack),
                (5, flush - flush_with_jack),
                (6, flush_with_jack),
            ] {
                if n > 0 {
                    counts[base + extra] += n * multiplicity;
                }
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
