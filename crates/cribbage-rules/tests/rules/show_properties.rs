//! Properties of the show that hold for every deal: checked on random hands, cribs and starters.
//!
//! Deals are drawn from the whole pack and, to reach flushes, pair royals, double runs and big
//! fifteen counts far more often than chance would, also from narrower pools of cards.

use cribbage_rules::card::{Card, Rank, Suit};
use cribbage_rules::hand::{
    self, CardPosition, Category, Show, ShowError, ShowKind, ShowRules, ShowScore, ShowTables,
};
use cribbage_rules::variant::Variant;
use proptest::prelude::*;
use proptest::sample::subsequence;

const DEFAULT_RULES: ShowRules = ShowRules {
    crib_four_flush: false,
};
const FOUR_CARD_CRIB_FLUSH: ShowRules = ShowRules {
    crib_four_flush: true,
};
const BOTH_RULES: [ShowRules; 2] = [DEFAULT_RULES, FOUR_CARD_CRIB_FLUSH];
const BOTH_KINDS: [ShowKind; 2] = [ShowKind::Hand, ShowKind::Crib];

/// The cards of the pack that pass `keep`.
fn pool(keep: impl Fn(Card) -> bool) -> Vec<Card> {
    Card::deck().filter(|&card| keep(card)).collect()
}

/// `n` distinct cards in random order: the last is the starter, the rest are held.
fn deal(n: usize) -> impl Strategy<Value = (Vec<Card>, Card)> {
    let whole_pack = pool(|_| true);
    // Two suits: a four-card flush in about one deal in four.
    let two_suits = pool(|card| matches!(card.suit(), Suit::Hearts | Suit::Clubs));
    // Ace to six: runs, pairs and double runs everywhere.
    let low = pool(|card| card.rank() <= Rank::Six);
    // Fives and ten-cards: fifteens galore, the 28 and 29 hands, nobs.
    let fives_and_tens = pool(|card| card.rank() == Rank::Five || card.value() == 10);
    prop_oneof![
        subsequence(whole_pack, n),
        subsequence(two_suits, n),
        subsequence(low, n),
        subsequence(fives_and_tens, n),
    ]
    .prop_shuffle()
    .prop_map(|mut cards| {
        let starter = cards.pop().expect("a deal has a starter");
        (cards, starter)
    })
}

/// A permutation of the four suits.
fn suit_permutation() -> impl Strategy<Value = Vec<Suit>> {
    Just(Suit::ALL.to_vec()).prop_shuffle()
}

fn variant_for(held: &[Card]) -> Variant {
    if held.len() == 3 {
        Variant::FiveCard
    } else {
        Variant::SixCard
    }
}

/// Hand and crib for four held cards; a three-card hand (five-card game) has no crib of three.
fn kinds_for(held: &[Card]) -> &'static [ShowKind] {
    if held.len() == 3 {
        &[ShowKind::Hand]
    } else {
        &BOTH_KINDS
    }
}

fn show(held: &[Card], starter: Card, kind: ShowKind) -> Show {
    Show::new(held, starter, kind, variant_for(held)).expect("distinct cards make a valid show")
}

/// The items as an order-free multiset: sorted (category, cards, points) triples.
fn item_multiset(score: &ShowScore) -> Vec<(Category, Vec<Card>, u8)> {
    let mut items: Vec<_> = score
        .items()
        .iter()
        .map(|item| (item.category, item.cards.clone(), item.points))
        .collect();
    items.sort();
    items
}

/// An independent count of the show straight from RULES.md, category by category, in
/// `Category::ALL` order: every subset adding up to 15 scores 2; every two cards of one rank
/// score 2; runs are the longest length k >= 3 for which some k cards have k consecutive
/// distinct ranks, k points per such set of cards; the flush and nobs as the rules state them.
fn reference_count(held: &[Card], starter: Card, kind: ShowKind, rules: ShowRules) -> [u32; 5] {
    let all: Vec<Card> = held.iter().copied().chain([starter]).collect();
    let subsets = || {
        (0u32..1 << all.len()).map(|mask| -> Vec<Card> {
            all.iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, &card)| card)
                .collect()
        })
    };

    let fifteens = subsets()
        .filter(|cards| {
            cards
                .iter()
                .map(|card| u32::from(card.value()))
                .sum::<u32>()
                == 15
        })
        .count() as u32
        * 2;

    let pairs = subsets()
        .filter(|cards| cards.len() == 2 && cards[0].rank() == cards[1].rank())
        .count() as u32
        * 2;

    let is_run = |cards: &Vec<Card>| {
        let mut ranks: Vec<usize> = cards.iter().map(|card| card.rank().index()).collect();
        ranks.sort_unstable();
        ranks.windows(2).all(|w| w[1] == w[0] + 1)
    };
    let runs = (3..=all.len())
        .rev()
        .map(|k| {
            k as u32
                * subsets()
                    .filter(|cards| cards.len() == k && is_run(cards))
                    .count() as u32
        })
        .find(|&points| points > 0)
        .unwrap_or(0);

    let held_suit = held[0].suit();
    let flush = if held.iter().any(|card| card.suit() != held_suit) {
        0
    } else if starter.suit() == held_suit {
        held.len() as u32 + 1
    } else if kind == ShowKind::Hand || rules.crib_four_flush {
        held.len() as u32
    } else {
        0
    };

    let nobs = u32::from(
        held.iter()
            .any(|card| card.rank() == Rank::Jack && card.suit() == starter.suit()),
    );

    [fifteens, pairs, runs, flush, nobs]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn the_scorer_agrees_category_by_category_with_a_count_straight_from_the_rules(
        (held, starter) in prop_oneof![deal(5), deal(4)],
    ) {
        for &kind in kinds_for(&held) {
            for rules in BOTH_RULES {
                let score = show(&held, starter, kind).score(rules);

                let subtotals = Category::ALL.map(|category| u32::from(score.subtotal(category)));

                prop_assert_eq!(
                    subtotals,
                    reference_count(&held, starter, kind, rules),
                    "{:?} {:?} of {:?} with starter {}", kind, rules, held, starter
                );
            }
        }
    }

    #[test]
    fn the_order_of_the_held_cards_does_not_change_the_score(
        (held, starter) in prop_oneof![deal(5), deal(4)],
    ) {
        let mut sorted = held.clone();
        sorted.sort();
        let reversed: Vec<Card> = sorted.iter().rev().copied().collect();
        for &kind in kinds_for(&held) {
            for rules in BOTH_RULES {
                let as_dealt = show(&held, starter, kind).score(rules);

                for reordered in [&sorted, &reversed] {
                    let score = show(reordered, starter, kind).score(rules);

                    prop_assert_eq!(score.total(), as_dealt.total());
                    prop_assert_eq!(item_multiset(&score), item_multiset(&as_dealt));
                }
            }
        }
    }

    #[test]
    fn relabelling_the_suits_does_not_change_the_score(
        (held, starter) in prop_oneof![deal(5), deal(4)],
        permutation in suit_permutation(),
    ) {
        let relabel = |card: Card| Card::new(card.rank(), permutation[card.suit().index()]);
        let relabelled: Vec<Card> = held.iter().copied().map(relabel).collect();
        for &kind in kinds_for(&held) {
            for rules in BOTH_RULES {
                let original = show(&held, starter, kind).score(rules);

                let score = show(&relabelled, relabel(starter), kind).score(rules);

                prop_assert_eq!(score.total(), original.total());
                for category in Category::ALL {
                    prop_assert_eq!(score.subtotal(category), original.subtotal(category));
                }
            }
        }
    }

    #[test]
    fn no_show_scores_nineteen_twenty_five_twenty_six_twenty_seven_or_more_than_twenty_nine(
        (held, starter) in prop_oneof![deal(5), deal(4)],
    ) {
        for &kind in kinds_for(&held) {
            for rules in BOTH_RULES {
                let total = show(&held, starter, kind).score(rules).total();

                prop_assert!(
                    total <= 29 && ![19, 25, 26, 27].contains(&total),
                    "{:?} {:?} of {:?} with starter {} scores {}", kind, rules, held, starter, total
                );
            }
        }
    }

    #[test]
    fn the_fast_total_equals_the_itemized_total_for_hands_and_cribs_under_both_rules(
        (held, starter) in deal(5),
    ) {
        for &kind in kinds_for(&held) {
            for rules in BOTH_RULES {
                let show = show(&held, starter, kind);
                let itemized = show.score(rules).total();

                prop_assert_eq!(show.total(rules), itemized, "{:?} {:?}", kind, rules);
                prop_assert_eq!(hand::total(&held, starter, kind, rules), itemized);
                prop_assert_eq!(ShowTables::get().total(&held, starter, kind, rules), itemized);
            }
        }
    }

    #[test]
    fn the_fast_total_equals_the_itemized_total_for_five_card_game_hands_of_three(
        (held, starter) in deal(4),
    ) {
        prop_assert_eq!(held.len(), 3);
        for rules in BOTH_RULES {
            let show = Show::new(&held, starter, ShowKind::Hand, Variant::FiveCard)
                .expect("three distinct cards and a starter");
            let itemized = show.score(rules).total();

            prop_assert_eq!(show.total(rules), itemized, "{:?}", rules);
            prop_assert_eq!(hand::total(&held, starter, ShowKind::Hand, rules), itemized);
        }
    }

    #[test]
    fn a_crib_scores_the_same_as_a_hand_except_for_a_four_card_flush_it_cannot_count(
        (held, starter) in deal(5),
    ) {
        let hand_total = show(&held, starter, ShowKind::Hand).score(DEFAULT_RULES).total();
        let crib = show(&held, starter, ShowKind::Crib);
        let crib_total = crib.score(DEFAULT_RULES).total();
        let four_card_flush = held.iter().all(|card| card.suit() == held[0].suit())
            && starter.suit() != held[0].suit();

        prop_assert!(crib_total <= hand_total);
        prop_assert_eq!(hand_total - crib_total, if four_card_flush { 4 } else { 0 });
        prop_assert_eq!(crib.score(FOUR_CARD_CRIB_FLUSH).total(), hand_total);
    }

    #[test]
    fn a_repeated_card_is_refused_naming_where_it_first_and_again_appears(
        (held, starter) in deal(5),
        (first, second) in (0usize..4).prop_flat_map(|first| (Just(first), first + 1..5)),
    ) {
        // Positions 0..4 are held cards, 4 is the starter; copy the card at `first` over `second`.
        let mut cards: Vec<Card> = held.iter().copied().chain([starter]).collect();
        cards[second] = cards[first];
        let position = |i: usize| if i == 4 { CardPosition::Starter } else { CardPosition::Held(i) };
        for kind in BOTH_KINDS {
            let result = Show::new(&cards[..4], cards[4], kind, Variant::SixCard);

            prop_assert_eq!(
                result,
                Err(ShowError::DuplicateCard {
                    card: cards[first],
                    first: position(first),
                    second: position(second),
                })
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn every_item_is_a_well_formed_combination_of_the_shows_cards(
        (held, starter) in prop_oneof![deal(5), deal(4)],
    ) {
        let all: Vec<Card> = held.iter().copied().chain([starter]).collect();
        for &kind in kinds_for(&held) {
            for rules in BOTH_RULES {
                let score = show(&held, starter, kind).score(rules);
                let mut run_length = None;

                for item in score.items() {
                    let cards = &item.cards;
                    prop_assert!(
                        cards.windows(2).all(|w| w[0] < w[1]),
                        "{:?}: cards not strictly ascending", item
                    );
                    prop_assert!(cards.iter().all(|card| all.contains(card)), "{:?}", item);
                    match item.category {
                        Category::Fifteen => {
                            prop_assert!(cards.len() >= 2);
                            let sum: u32 = cards.iter().map(|card| u32::from(card.value())).sum();
                            prop_assert_eq!(sum, 15);
                            prop_assert_eq!(item.points, 2);
                        }
                        Category::Pair => {
                            prop_assert_eq!(cards.len(), 2);
                            prop_assert_eq!(cards[0].rank(), cards[1].rank());
                            prop_assert_eq!(item.points, 2);
                        }
                        Category::Run => {
                            prop_assert!(cards.len() >= 3);
                            prop_assert!(cards
                                .windows(2)
                                .all(|w| w[1].rank().index() == w[0].rank().index() + 1));
                            prop_assert_eq!(usize::from(item.points), cards.len());
                            // All runs of one show are the same length: only the longest counts.
                            prop_assert_eq!(*run_length.get_or_insert(cards.len()), cards.len());
                        }
                        Category::Flush => {
                            prop_assert!(cards.iter().all(|card| card.suit() == cards[0].suit()));
                            prop_assert!(cards.len() >= held.len());
                            prop_assert_eq!(usize::from(item.points), cards.len());
                        }
                        Category::Nobs => {
                            prop_assert_eq!(cards.len(), 1);
                            prop_assert_eq!(cards[0].rank(), Rank::Jack);
                            prop_assert_eq!(cards[0].suit(), starter.suit());
                            prop_assert_ne!(cards[0], starter);
                            prop_assert_eq!(item.points, 1);
                        }
                    }
                }

                let sum: u32 = score.items().iter().map(|item| u32::from(item.points)).sum();
                prop_assert_eq!(sum, u32::from(score.total()));
                let subtotals: u32 =
                    Category::ALL.iter().map(|&c| u32::from(score.subtotal(c))).sum();
                prop_assert_eq!(subtotals, u32::from(score.total()));
                let distinct = {
                    let mut items = item_multiset(&score);
                    items.dedup();
                    items.len()
                };
                prop_assert_eq!(distinct, score.items().len(), "an item is listed twice");
            }
        }
    }
}
