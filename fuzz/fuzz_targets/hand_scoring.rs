//! Arbitrary distinct cards (four held and a starter, or three held in five-card cribbage), hand
//! or crib, with or without the four-card crib flush rule: the itemized scorer, the fast rank
//! tables and a naive scorer written here all agree; the total is 0..=29 and never 19; every item
//! is the combination it says it is; the order of the held cards does not matter.
#![no_main]

use arbitrary::Arbitrary;
use cribbage_api::domain::card::{Card, Rank};
use cribbage_api::domain::hand::{Category, Show, ShowKind, ShowRules, ShowTables, total};
use cribbage_api::domain::language::Language;
use cribbage_api::domain::texts::announce;
use cribbage_api::domain::variant::Variant;
use libfuzzer_sys::fuzz_target;

#[derive(Debug, Arbitrary)]
struct Input {
    /// Card picks: each an index into the cards not yet picked, so the five are distinct.
    picks: [u8; 5],
    crib: bool,
    crib_four_flush: bool,
    five_card: bool,
    /// A rotation of the held cards, to check that order does not matter.
    rotate: u8,
}

/// Distinct cards from the picks: pick `k` takes the `picks[k] % remaining`-th unpicked card.
fn pick(picks: &[u8]) -> Vec<Card> {
    let mut deck: Vec<Card> = Card::deck().collect();
    picks
        .iter()
        .map(|&p| deck.remove(usize::from(p) % deck.len()))
        .collect()
}

/// The show counted the slow, obvious way.
fn naive(held: &[Card], starter: Card, kind: ShowKind, rules: ShowRules) -> u32 {
    let all: Vec<Card> = held.iter().copied().chain([starter]).collect();
    let n = all.len();
    let mut points = 0;
    for mask in 1u32..1 << n {
        let cards: Vec<Card> = (0..n)
            .filter(|i| mask & 1 << i != 0)
            .map(|i| all[i])
            .collect();
        if cards.len() >= 2 && cards.iter().map(|c| u32::from(c.value())).sum::<u32>() == 15 {
            points += 2;
        }
        if cards.len() == 2 && cards[0].rank() == cards[1].rank() {
            points += 2;
        }
    }
    // Runs: the longest length with any run, counted once per subset of that length.
    for len in (3..=n).rev() {
        let runs = (1u32..1 << n)
            .filter(|mask| mask.count_ones() as usize == len)
            .filter(|&mask| {
                let mut ranks: Vec<usize> = (0..n)
                    .filter(|i| mask & 1 << i != 0)
                    .map(|i| all[i].rank().index())
                    .collect();
                ranks.sort_unstable();
                ranks.windows(2).all(|w| w[1] == w[0] + 1)
            })
            .count() as u32;
        if runs > 0 {
            points += runs * len as u32;
            break;
        }
    }
    let suit = held[0].suit();
    if held.iter().all(|c| c.suit() == suit) {
        if starter.suit() == suit {
            points += n as u32;
        } else if kind == ShowKind::Hand || rules.crib_four_flush {
            points += held.len() as u32;
        }
    }
    if held
        .iter()
        .any(|c| c.rank() == Rank::Jack && c.suit() == starter.suit())
    {
        points += 1;
    }
    points
}

fuzz_target!(|input: Input| {
    let cards = pick(&input.picks);
    let (variant, held_count) = if input.five_card && !input.crib {
        (Variant::FiveCard, 3)
    } else {
        (Variant::SixCard, 4)
    };
    let held = &cards[..held_count];
    let starter = cards[4];
    let kind = if input.crib {
        ShowKind::Crib
    } else {
        ShowKind::Hand
    };
    let rules = ShowRules {
        crib_four_flush: input.crib_four_flush,
    };

    let show = Show::new(held, starter, kind, variant).expect("distinct cards of the right count");
    let score = show.score(rules);
    let itemized = score.total();
    let fast = show.total(rules);
    assert_eq!(itemized, fast, "{held:?} {starter} {kind:?} {rules:?}");
    assert_eq!(fast, total(held, starter, kind, rules));
    assert_eq!(
        fast,
        ShowTables::get().total(held, starter, kind, rules),
        "tables"
    );
    assert_eq!(
        u32::from(itemized),
        naive(held, starter, kind, rules),
        "naive: {held:?} {starter} {kind:?} {rules:?}: {:?}",
        score.items()
    );
    assert!(itemized <= 29);
    if held_count == 4 {
        assert_ne!(itemized, 19, "nineteen is the one impossible hand");
    } else {
        assert!(itemized <= 20, "three cards and a starter make at most 20");
    }

    // Items: the subtotals add up, each item is what it says, announced in category order.
    let by_category: u8 = Category::ALL.iter().map(|&c| score.subtotal(c)).sum();
    assert_eq!(by_category, itemized);
    let all: Vec<Card> = held.iter().copied().chain([starter]).collect();
    let mut previous = Category::Fifteen;
    for item in score.items() {
        assert!(
            item.category >= previous,
            "out of order: {:?}",
            score.items()
        );
        previous = item.category;
        assert!(item.cards.iter().all(|c| all.contains(c)), "{item:?}");
        assert!(
            item.cards.windows(2).all(|w| w[0] < w[1]),
            "sorted: {item:?}"
        );
        let values: u32 = item.cards.iter().map(|c| u32::from(c.value())).sum();
        match item.category {
            Category::Fifteen => assert!(values == 15 && item.points == 2, "{item:?}"),
            Category::Pair => assert!(
                item.cards.len() == 2
                    && item.cards[0].rank() == item.cards[1].rank()
                    && item.points == 2,
                "{item:?}"
            ),
            Category::Run => {
                assert!(item.cards.len() >= 3 && usize::from(item.points) == item.cards.len());
                let ranks: Vec<usize> = item.cards.iter().map(|c| c.rank().index()).collect();
                assert!(ranks.windows(2).all(|w| w[1] == w[0] + 1), "{item:?}");
            }
            Category::Flush => {
                assert_eq!(usize::from(item.points), item.cards.len());
                assert!(item.cards.len() >= held_count);
                assert!(item.cards.iter().all(|c| c.suit() == item.cards[0].suit()));
            }
            Category::Nobs => {
                assert_eq!(item.points, 1);
                assert_eq!(item.cards.len(), 1);
                let jack = item.cards[0];
                assert!(jack.rank() == Rank::Jack && jack.suit() == starter.suit());
                assert!(held.contains(&jack), "nobs is never the starter");
            }
        }
    }
    for (i, item) in score.items().iter().enumerate() {
        assert!(
            !score.items()[i + 1..].contains(item),
            "an item twice: {item:?}"
        );
    }

    // Order of the held cards does not change the points.
    let mut rotated = held.to_vec();
    rotated.rotate_left(usize::from(input.rotate) % held_count);
    let turned = Show::new(&rotated, starter, kind, variant).unwrap();
    assert_eq!(turned.total(rules), fast);
    assert_eq!(turned.score(rules).total(), itemized);

    // The crib counts the flush more strictly; with the house rule it counts like a hand.
    if held_count == 4 {
        let hand = Show::new(held, starter, ShowKind::Hand, variant).unwrap();
        let crib = Show::new(held, starter, ShowKind::Crib, variant).unwrap();
        let plain = ShowRules::default();
        assert!(crib.total(plain) <= hand.total(plain));
        assert_eq!(
            crib.total(ShowRules {
                crib_four_flush: true
            }),
            hand.total(plain)
        );
    }

    // The spoken count never fails and is never empty.
    for language in [Language::English, Language::German] {
        assert!(!announce(&score, language).is_empty());
    }
});
