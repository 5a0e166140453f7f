//! The show over every deal: all 270,725 four-card hands with each of their 48 starters,
//! 12,994,800 deals, checked against the published distribution (the committed copy
//! `tests/oracle/hand_distribution.json` of `../shared/oracle/hand_distribution.json`) and, deal by
//! deal, the itemized scorer against the fast table scorer. That the copy is faithful is checked
//! by `.ci/run` (`cmp` with the shared original, which CI always has beside the repository);
//! here the copy itself must hold the published facts, so a test that cannot see the original
//! still checks something.
//!
//! The exhaustive tests take seconds in release and minutes without optimization, so they are
//! ignored in debug builds: run them with `cargo test --release`.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use cribbage_rules::card::Card;
use cribbage_rules::distribution::{Distribution, show_distribution};
use cribbage_rules::hand::{Category, Show, ShowKind, ShowRules, ShowTables};
use cribbage_rules::variant::Variant;

/// The committed copy of the oracle, so the tests run from the repository alone.
const ORACLE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../tests/oracle/hand_distribution.json"
);

/// C(52, 4) hands x 48 starters.
const DEALS: u64 = 12_994_800;
/// Sum of all hand totals over every deal (oracle README).
const HAND_POINTS: u64 = 61_974_180;
/// Sum of all crib totals over every deal (oracle README).
const CRIB_POINTS: u64 = 61_528_020;
/// Points per category over every deal, scored as a hand, in `Category::ALL` order:
/// fifteens, pairs, runs, flush, nobs (oracle README).
const HAND_POINTS_BY_CATEGORY: [u64; 5] = [33_865_560, 15_288_000, 11_304_960, 574_860, 940_800];

const DEFAULT_RULES: ShowRules = ShowRules {
    crib_four_flush: false,
};
const FOUR_CARD_CRIB_FLUSH: ShowRules = ShowRules {
    crib_four_flush: true,
};

/// The oracle's deal counts per total 0..=29: (hand, crib).
fn oracle() -> ([u64; 30], [u64; 30]) {
    let text = std::fs::read_to_string(ORACLE)
        .unwrap_or_else(|err| panic!("cannot read the oracle {ORACLE}: {err}"));
    let json: serde_json::Value = serde_json::from_str(&text).expect("the oracle is JSON");
    let table = |name: &str| {
        let object = json[name]
            .as_object()
            .unwrap_or_else(|| panic!("the oracle has no {name:?} object"));
        assert_eq!(object.len(), 30, "{name}: one count per total 0..=29");
        let mut counts = [0u64; 30];
        for (total, count) in object {
            let total: usize = total
                .parse()
                .unwrap_or_else(|_| panic!("{name}: key {total:?} is not a total"));
            counts[total] = count
                .as_u64()
                .unwrap_or_else(|| panic!("{name}[{total}] is not a count"));
        }
        counts
    };
    (table("hand"), table("crib"))
}

fn points(counts: &[u64; 30]) -> u64 {
    counts
        .iter()
        .enumerate()
        .map(|(total, deals)| total as u64 * deals)
        .sum()
}

#[test]
fn the_oracle_file_holds_the_published_facts() {
    let (hand, crib) = oracle();

    assert_eq!(hand.iter().sum::<u64>(), DEALS);
    assert_eq!(crib.iter().sum::<u64>(), DEALS);
    assert_eq!(points(&hand), HAND_POINTS);
    assert_eq!(points(&crib), CRIB_POINTS);
    assert_eq!(
        (hand[0], hand[28], hand[29]),
        (1_009_008, 76, 4),
        "zero hands, 28s and 29s"
    );
    assert_eq!(crib[0], 1_022_208, "zero cribs");
    for impossible in [19, 25, 26, 27] {
        assert_eq!((hand[impossible], crib[impossible]), (0, 0), "{impossible}");
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive: run with cargo test --release")]
fn the_show_distribution_over_every_deal_is_the_published_one() {
    let (hand, crib) = oracle();

    let Distribution {
        hand: hand_counts,
        crib: crib_counts,
        deals,
    } = show_distribution();

    assert_eq!(deals, DEALS);
    assert_eq!(hand_counts, hand, "deals per hand total");
    assert_eq!(crib_counts, crib, "deals per crib total");
    assert_eq!(points(&hand_counts), HAND_POINTS);
    assert_eq!(points(&crib_counts), CRIB_POINTS);
}

/// What one worker saw over its share of the deals.
#[derive(Default)]
struct Tally {
    deals: u64,
    /// Deals per itemized hand total.
    hand: [u64; 30],
    /// Deals per itemized crib total.
    crib: [u64; 30],
    /// Itemized hand points per category, in `Category::ALL` order.
    by_category: [u64; 5],
    /// Deals that score differently as a crib than as a hand.
    cribs_unlike_hands: u64,
    mismatches: u64,
    examples: Vec<String>,
}

impl Tally {
    fn merge(&mut self, other: Tally) {
        self.deals += other.deals;
        for total in 0..30 {
            self.hand[total] += other.hand[total];
            self.crib[total] += other.crib[total];
        }
        for (sum, part) in self.by_category.iter_mut().zip(other.by_category) {
            *sum += part;
        }
        self.cribs_unlike_hands += other.cribs_unlike_hands;
        self.mismatches += other.mismatches;
        self.examples.extend(other.examples);
        self.examples.truncate(10);
    }

    fn expect(&mut self, what: &str, held: &[Card; 4], starter: Card, fast: u8, itemized: u8) {
        if fast != itemized {
            self.mismatches += 1;
            if self.examples.len() < 10 {
                self.examples.push(format!(
                    "{what} {} {} {} {} + {starter}: fast {fast}, itemized {itemized}",
                    held[0], held[1], held[2], held[3]
                ));
            }
        }
    }

    /// Scores one deal with both scorers, as a hand and as a crib under both rules.
    fn deal(&mut self, tables: &ShowTables, held: [Card; 4], starter: Card) {
        let hand = Show::new(&held, starter, ShowKind::Hand, Variant::SixCard)
            .expect("distinct cards make a valid hand");
        let score = hand.score(DEFAULT_RULES);
        let hand_total = score.total();
        for (sum, category) in self.by_category.iter_mut().zip(Category::ALL) {
            *sum += u64::from(score.subtotal(category));
        }
        let fast = tables.total(&held, starter, ShowKind::Hand, DEFAULT_RULES);
        self.expect("hand", &held, starter, fast, hand_total);
        self.hand[usize::from(hand_total)] += 1;

        let crib = Show::new(&held, starter, ShowKind::Crib, Variant::SixCard)
            .expect("distinct cards make a valid crib");
        let crib_total = crib.score(DEFAULT_RULES).total();
        let house_total = crib.score(FOUR_CARD_CRIB_FLUSH).total();
        if crib_total != hand_total {
            self.cribs_unlike_hands += 1;
        }
        let fast = tables.total(&held, starter, ShowKind::Crib, DEFAULT_RULES);
        self.expect("crib", &held, starter, fast, crib_total);
        let fast = tables.total(&held, starter, ShowKind::Crib, FOUR_CARD_CRIB_FLUSH);
        self.expect("crib (four-card flush)", &held, starter, fast, house_total);
        self.crib[usize::from(crib_total)] += 1;

        self.deals += 1;
    }
}

/// Every deal, shared out by the lowest held card among all available cores.
fn tally_every_deal() -> Tally {
    let deck: Vec<Card> = Card::deck().collect();
    let tables = ShowTables::get();
    let next_first_card = AtomicUsize::new(0);
    let workers = thread::available_parallelism().map_or(2, usize::from);
    let tallies: Vec<Tally> = thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| {
                    let mut tally = Tally::default();
                    loop {
                        let a = next_first_card.fetch_add(1, Ordering::Relaxed);
                        if a >= 52 {
                            break tally;
                        }
                        for b in a + 1..52 {
                            for c in b + 1..52 {
                                for d in c + 1..52 {
                                    let held = [deck[a], deck[b], deck[c], deck[d]];
                                    for &starter in &deck {
                                        if !held.contains(&starter) {
                                            tally.deal(tables, held, starter);
                                        }
                                    }
                                }
                            }
                        }
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|handle| handle.join().expect("a worker panicked"))
            .collect()
    });
    let mut total = Tally::default();
    for tally in tallies {
        total.merge(tally);
    }
    total
}

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive: run with cargo test --release")]
fn the_itemized_scorer_agrees_with_the_fast_tables_and_the_oracle_on_every_deal() {
    let (hand, crib) = oracle();

    let tally = tally_every_deal();

    assert_eq!(tally.deals, DEALS);
    assert_eq!(
        tally.mismatches, 0,
        "the fast tables disagree with the itemized scorer on {} scorings, e.g. {:#?}",
        tally.mismatches, tally.examples
    );
    // Only a four-card flush with a starter of another suit scores differently in the crib:
    // 4 suits x C(13, 4) one-suit hands x 39 starters of the other suits.
    assert_eq!(tally.cribs_unlike_hands, 4 * 715 * 39);
    assert_eq!(tally.hand, hand, "deals per itemized hand total");
    assert_eq!(tally.crib, crib, "deals per itemized crib total");
    assert_eq!(points(&tally.hand), HAND_POINTS);
    assert_eq!(points(&tally.crib), CRIB_POINTS);
    assert_eq!(
        tally.by_category, HAND_POINTS_BY_CATEGORY,
        "hand points per category (fifteens, pairs, runs, flush, nobs)"
    );
}
