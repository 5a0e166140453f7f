//! The show: scoring a hand or the crib together with the starter.
//!
//! Two scorers share one set of rules. [`Show::score`] lists every scoring combination with the
//! cards that make it, for people; [`total`] returns only the points, from rank tables, for
//! enumerations over millions of deals. A test checks that the two agree on every deal.

use std::sync::OnceLock;

use super::card::{Card, Rank};
use super::variant::Variant;

/// Whose cards are counted: the rules differ only for the flush.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ShowKind {
    /// A player's hand: all hand cards of one suit is a flush.
    #[default]
    Hand,
    /// The dealer's crib: only all five cards (crib and starter) of one suit is a flush.
    Crib,
}

/// House rules that change the show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ShowRules {
    /// Count a four-card crib flush (starter of another suit) for 4, as some house rules do.
    pub crib_four_flush: bool,
}

/// The kinds of scoring combination in the show, in the order they are announced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Category {
    /// Cards whose pip values add up to 15: 2 points.
    Fifteen,
    /// Two cards of the same rank: 2 points.
    Pair,
    /// Three or more cards of consecutive rank: one point per card.
    Run,
    /// Cards of one suit.
    Flush,
    /// The jack of the starter's suit in the hand or crib: 1 point.
    Nobs,
}

impl Category {
    /// Every category, in announcement order.
    pub const ALL: [Category; 5] = [
        Category::Fifteen,
        Category::Pair,
        Category::Run,
        Category::Flush,
        Category::Nobs,
    ];
}

/// One scoring combination: what it is, the cards that make it, and its points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoringItem {
    /// Kind of combination.
    pub category: Category,
    /// The cards that make it, ascending by rank (then suit).
    pub cards: Vec<Card>,
    /// Points it scores.
    pub points: u8,
}

/// The itemized score of a hand or crib.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShowScore {
    items: Vec<ScoringItem>,
}

impl ShowScore {
    /// Every scoring combination, fifteens first, then pairs, runs, flush and nobs.
    pub fn items(&self) -> &[ScoringItem] {
        &self.items
    }

    /// All points.
    pub fn total(&self) -> u8 {
        self.items.iter().map(|item| item.points).sum()
    }

    /// The points of one category.
    pub fn subtotal(&self, category: Category) -> u8 {
        self.items
            .iter()
            .filter(|item| item.category == category)
            .map(|item| item.points)
            .sum()
    }
}

/// Why cards cannot be counted as a show.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShowError {
    /// The hand or crib has the wrong number of cards for the variant.
    #[error("{kind} needs {expected} cards, got {found}", kind = kind_name(*.kind))]
    WrongCardCount {
        /// Hand or crib.
        kind: ShowKind,
        /// How many the variant requires.
        expected: usize,
        /// How many were given.
        found: usize,
    },
    /// A card appears twice.
    #[error("{card} appears twice")]
    DuplicateCard {
        /// The repeated card.
        card: Card,
        /// Where it first appears.
        first: CardPosition,
        /// Where it appears again.
        second: CardPosition,
    },
}

fn kind_name(kind: ShowKind) -> &'static str {
    match kind {
        ShowKind::Hand => "a hand",
        ShowKind::Crib => "a crib",
    }
}

/// Where a card sits in a show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardPosition {
    /// The hand's or crib's card at this index.
    Held(usize),
    /// The starter.
    Starter,
}

/// A hand or crib together with the starter, checked: the right number of distinct cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Show {
    cards: Vec<Card>,
    starter: Card,
    kind: ShowKind,
}

impl Show {
    /// Checks the cards against the variant: four held cards (three in a five-card hand), all
    /// distinct from each other and from the starter.
    pub fn new(
        cards: &[Card],
        starter: Card,
        kind: ShowKind,
        variant: Variant,
    ) -> Result<Show, ShowError> {
        let expected = match kind {
            ShowKind::Hand => variant.hand_size(),
            ShowKind::Crib => variant.crib_size(),
        };
        if cards.len() != expected {
            return Err(ShowError::WrongCardCount {
                kind,
                expected,
                found: cards.len(),
            });
        }
        let positioned = cards
            .iter()
            .enumerate()
            .map(|(i, &card)| (card, CardPosition::Held(i)))
            .chain(std::iter::once((starter, CardPosition::Starter)));
        let mut seen: [Option<CardPosition>; 52] = [None; 52];
        for (card, position) in positioned {
            if let Some(first) = seen[card.index()] {
                return Err(ShowError::DuplicateCard {
                    card,
                    first,
                    second: position,
                });
            }
            seen[card.index()] = Some(position);
        }
        Ok(Show {
            cards: cards.to_vec(),
            starter,
            kind,
        })
    }

    /// The held cards, as given.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// The starter.
    pub fn starter(&self) -> Card {
        self.starter
    }

    /// Hand or crib.
    pub fn kind(&self) -> ShowKind {
        self.kind
    }

    /// Every scoring combination, itemized.
    pub fn score(&self, rules: ShowRules) -> ShowScore {
        itemize(&self.cards, self.starter, self.kind, rules)
    }

    /// The points only, from the fast tables; equal to `self.score(rules).total()`.
    pub fn total(&self, rules: ShowRules) -> u8 {
        total(&self.cards, self.starter, self.kind, rules)
    }
}

/// Lists every scoring combination of `cards` with the `starter`.
fn itemize(cards: &[Card], starter: Card, kind: ShowKind, rules: ShowRules) -> ShowScore {
    let all: Vec<Card> = cards.iter().copied().chain([starter]).collect();
    let mut items = Vec::new();

    // Fifteens: every subset of two or more cards whose values add up to 15, smaller subsets first.
    let mut fifteens: Vec<u32> = (1u32..1 << all.len())
        .filter(|mask| mask.count_ones() >= 2)
        .filter(|&mask| {
            subset(&all, mask)
                .map(|c| u32::from(c.value()))
                .sum::<u32>()
                == 15
        })
        .collect();
    // Smaller subsets first; among equals, in the order the cards were given (lexicographic
    // positions, which is descending order of the bit-reversed mask).
    fifteens.sort_by_key(|&mask| (mask.count_ones(), std::cmp::Reverse(mask.reverse_bits())));
    items.extend(fifteens.into_iter().map(|mask| ScoringItem {
        category: Category::Fifteen,
        cards: sorted(subset(&all, mask)),
        points: 2,
    }));

    // Pairs: every two cards of the same rank, grouped by rank (a pair royal's three pairs are
    // announced together).
    let pairs_from = items.len();
    for (i, a) in all.iter().enumerate() {
        for b in &all[i + 1..] {
            if a.rank() == b.rank() {
                items.push(ScoringItem {
                    category: Category::Pair,
                    cards: sorted([*a, *b].into_iter()),
                    points: 2,
                });
            }
        }
    }

    items[pairs_from..].sort_by_key(|item| item.cards[0].rank());

    // Runs: the longest stretch of consecutive ranks, once per way to pick one card of each rank.
    let by_rank = sorted(all.iter().copied());
    let mut counts = [0usize; 13];
    for card in &by_rank {
        counts[card.rank().index()] += 1;
    }
    if let Some((low, len)) = longest_run(|rank| counts[rank] > 0) {
        // The cards of rank `low + k` are by_rank[starts[k]..starts[k] + counts[low + k]].
        let first = counts[..low].iter().sum::<usize>();
        let starts: Vec<usize> = (0..len)
            .scan(first, |at, k| {
                let start = *at;
                *at += counts[low + k];
                Some(start)
            })
            .collect();
        let ways: usize = counts[low..low + len].iter().product();
        for way in 0..ways {
            // Mixed-radix digits of `way` pick one card per rank, the lowest rank varying slowest.
            let mut rest = way;
            let mut run = vec![by_rank[0]; len];
            for k in (0..len).rev() {
                let n = counts[low + k];
                run[k] = by_rank[starts[k] + rest % n];
                rest /= n;
            }
            items.push(ScoringItem {
                category: Category::Run,
                cards: run,
                points: len as u8,
            });
        }
    }

    // Flush: all held cards of one suit (hand), or all five (crib, unless the house rule allows four).
    let suit = cards[0].suit();
    if cards.iter().all(|card| card.suit() == suit) {
        let with_starter = starter.suit() == suit;
        let counts = match kind {
            ShowKind::Hand => true,
            ShowKind::Crib => with_starter || rules.crib_four_flush,
        };
        if counts {
            let flush: Vec<Card> = if with_starter {
                all.clone()
            } else {
                cards.to_vec()
            };
            items.push(ScoringItem {
                category: Category::Flush,
                points: flush.len() as u8,
                cards: sorted(flush.into_iter()),
            });
        }
    }

    // Nobs: the jack of the starter's suit among the held cards (never the starter itself).
    if let Some(&jack) = cards
        .iter()
        .find(|card| card.rank() == Rank::Jack && card.suit() == starter.suit())
    {
        items.push(ScoringItem {
            category: Category::Nobs,
            cards: vec![jack],
            points: 1,
        });
    }

    ShowScore { items }
}

fn subset(cards: &[Card], mask: u32) -> impl Iterator<Item = Card> + '_ {
    cards
        .iter()
        .enumerate()
        .filter(move |(i, _)| mask & (1 << i) != 0)
        .map(|(_, &card)| card)
}

fn sorted(cards: impl Iterator<Item = Card>) -> Vec<Card> {
    let mut cards: Vec<Card> = cards.collect();
    cards.sort();
    cards
}

/// The lowest rank index and length of the longest stretch (3 or more) of ranks present.
/// With at most five cards there is never more than one such stretch.
fn longest_run(present: impl Fn(usize) -> bool) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    let mut start = 0;
    while start < 13 {
        if !present(start) {
            start += 1;
            continue;
        }
        let mut end = start;
        while end < 13 && present(end) {
            end += 1;
        }
        let len = end - start;
        if len >= 3 && best.is_none_or(|(_, longest)| len > longest) {
            best = Some((start, len));
        }
        start = end;
    }
    best
}

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
    five: Box<[u8; FIVE_RANKS]>,
    four: Box<[u8; FOUR_RANKS]>,
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

    /// Points for fifteens, pairs and runs of five cards with these ranks (rank indices 0..13, in
    /// any order): everything but flush and nobs.
    #[inline]
    pub fn rank_points(&self, ranks: [usize; 5]) -> u8 {
        let [a, b, c, d, e] = ranks.map(|r| r.min(12));
        self.five[(((a * 13 + b) * 13 + c) * 13 + d) * 13 + e]
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

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().expect("test card"))
            .collect()
    }

    fn show(hand: &str, starter: &str, kind: ShowKind) -> Show {
        let held = cards(hand);
        let variant = if held.len() == 3 {
            Variant::FiveCard
        } else {
            Variant::SixCard
        };
        Show::new(&held, starter.parse().unwrap(), kind, variant).expect("valid show")
    }

    fn score(hand: &str, starter: &str) -> ShowScore {
        show(hand, starter, ShowKind::Hand).score(ShowRules::default())
    }

    #[test]
    fn rank_tables_have_one_entry_per_rank_sequence() {
        let tables = ShowTables::get();
        assert_eq!(tables.five.len(), 371_293);
        assert_eq!(tables.four.len(), 28_561);
    }

    #[test]
    fn the_table_total_matches_the_itemized_total_on_examples() {
        for (hand, starter) in [
            ("5S 5H 5D JC", "5C"),
            ("7H 8S 8D KC", "9H"),
            ("AH AS 2D 3C", "3H"),
            ("2H 4H 6H 8H", "10H"),
            ("3D 4D 5D", "6C"),
        ] {
            let kinds: &[ShowKind] = if hand.len() > 8 {
                &[ShowKind::Hand, ShowKind::Crib]
            } else {
                &[ShowKind::Hand]
            };
            for &kind in kinds {
                let show = show(hand, starter, kind);
                let rules = ShowRules::default();
                assert_eq!(
                    show.total(rules),
                    show.score(rules).total(),
                    "{hand} {starter}"
                );
            }
        }
    }

    #[test]
    fn longest_run_finds_the_single_stretch_of_three_or_more() {
        let present = |ranks: &'static [usize]| move |r: usize| ranks.contains(&r);
        assert_eq!(longest_run(present(&[0, 1, 2, 3])), Some((0, 4)));
        assert_eq!(longest_run(present(&[10, 11, 12])), Some((10, 3)));
        assert_eq!(longest_run(present(&[11, 12, 0])), None);
        assert_eq!(longest_run(present(&[0, 1, 3, 4])), None);
    }

    #[test]
    fn items_add_up_to_the_total_and_the_subtotals() {
        let score = score("5S 5H 5D JC", "5C");
        let sum: u8 = Category::ALL.iter().map(|&c| score.subtotal(c)).sum();
        assert_eq!(sum, score.total());
        assert_eq!(score.total(), 29);
    }

    #[test]
    fn wrong_card_counts_are_refused() {
        let three = cards("5S 5H 5D");
        let err = Show::new(
            &three,
            "5C".parse().unwrap(),
            ShowKind::Hand,
            Variant::SixCard,
        );
        assert_eq!(
            err,
            Err(ShowError::WrongCardCount {
                kind: ShowKind::Hand,
                expected: 4,
                found: 3
            })
        );
        let crib = Show::new(
            &three,
            "5C".parse().unwrap(),
            ShowKind::Crib,
            Variant::FiveCard,
        );
        assert!(matches!(
            crib,
            Err(ShowError::WrongCardCount { expected: 4, .. })
        ));
    }

    #[test]
    fn a_card_repeated_between_hand_and_starter_is_refused_with_both_places() {
        let err = Show::new(
            &cards("5S 5H 5D JC"),
            "5H".parse().unwrap(),
            ShowKind::Hand,
            Variant::SixCard,
        )
        .unwrap_err();
        assert_eq!(
            err,
            ShowError::DuplicateCard {
                card: "5H".parse().unwrap(),
                first: CardPosition::Held(1),
                second: CardPosition::Starter,
            }
        );
        assert_eq!(err.to_string(), "5H appears twice");
    }
}
