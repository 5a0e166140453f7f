//! The show, rule by rule: every rule of RULES.md's "The show" section, the traps listed in the
//! oracle README, and the worked examples of seed 000, each scored through the domain API.
//!
//! Every scoring test checks the total and, where it matters, the itemization: which combinations
//! were found, how many, with which cards. Every show scored here is also counted by the fast
//! table path, which must agree with the itemized total.

use cribbage_rules::card::Card;
use cribbage_rules::hand::{
    self, CardPosition, Category, Show, ShowError, ShowKind, ShowRules, ShowScore, ShowTables,
};
use cribbage_rules::language::Language;
use cribbage_rules::variant::Variant;
use cribbage_words::announce;

const DEFAULT_RULES: ShowRules = ShowRules {
    crib_four_flush: false,
};
const FOUR_CARD_CRIB_FLUSH: ShowRules = ShowRules {
    crib_four_flush: true,
};

fn card(text: &str) -> Card {
    text.parse()
        .unwrap_or_else(|err| panic!("test card {text:?}: {err}"))
}

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(card).collect()
}

/// Scores `held` with the `starter`, checking on the way that the fast table paths agree with
/// the itemized total.
fn count(
    held: &str,
    starter: &str,
    kind: ShowKind,
    variant: Variant,
    rules: ShowRules,
) -> ShowScore {
    let held_cards = cards(held);
    let starter_card = card(starter);
    let show = Show::new(&held_cards, starter_card, kind, variant)
        .unwrap_or_else(|err| panic!("{held} + {starter} should be a valid show: {err}"));
    let score = show.score(rules);
    let fast = show.total(rules);
    assert_eq!(
        fast,
        score.total(),
        "fast total disagrees with the itemized total for {kind:?} {held} + {starter}"
    );
    assert_eq!(
        hand::total(&held_cards, starter_card, kind, rules),
        fast,
        "hand::total disagrees with Show::total for {kind:?} {held} + {starter}"
    );
    assert_eq!(
        ShowTables::get().total(&held_cards, starter_card, kind, rules),
        fast,
        "ShowTables::total disagrees with Show::total for {kind:?} {held} + {starter}"
    );
    score
}

/// A four-card hand in the six-card game, default rules.
fn hand_score(held: &str, starter: &str) -> ShowScore {
    count(
        held,
        starter,
        ShowKind::Hand,
        Variant::SixCard,
        DEFAULT_RULES,
    )
}

/// A crib in the six-card game.
fn crib_score(held: &str, starter: &str, rules: ShowRules) -> ShowScore {
    count(held, starter, ShowKind::Crib, Variant::SixCard, rules)
}

/// A three-card hand in five-card cribbage.
fn five_card_hand_score(held: &str, starter: &str) -> ShowScore {
    count(
        held,
        starter,
        ShowKind::Hand,
        Variant::FiveCard,
        DEFAULT_RULES,
    )
}

fn spelled(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Asserts that the items of `category` are exactly `expected` (as card sets, in any order),
/// each worth `points`, and that each item lists its cards in ascending order.
fn assert_items(score: &ShowScore, category: Category, points: u8, expected: &[&str]) {
    let items: Vec<_> = score
        .items()
        .iter()
        .filter(|item| item.category == category)
        .collect();
    for item in &items {
        assert_eq!(
            item.points,
            points,
            "{category:?} {} should score {points}",
            spelled(&item.cards)
        );
    }
    // The item's cards as listed (not re-sorted): they must already be ascending.
    let mut found: Vec<String> = items.iter().map(|item| spelled(&item.cards)).collect();
    found.sort();
    let mut wanted: Vec<String> = expected
        .iter()
        .map(|text| {
            let mut cards = cards(text);
            cards.sort();
            spelled(&cards)
        })
        .collect();
    wanted.sort();
    assert_eq!(found, wanted, "{category:?} items");
}

fn assert_no_items(score: &ShowScore, category: Category) {
    assert_items(score, category, 0, &[]);
}

// ---------------------------------------------------------------------------------------------
// Fifteens
// ---------------------------------------------------------------------------------------------

#[test]
fn two_cards_adding_up_to_fifteen_score_fifteen_two() {
    // Arrange: 7 + 8 is the only fifteen among 2 4 7 8 Q.
    let (held, starter) = ("7H 8S 2C 4D", "QS");

    // Act
    let score = hand_score(held, starter);

    // Assert
    assert_items(&score, Category::Fifteen, 2, &["7H 8S"]);
    assert_eq!(score.total(), 2);
}

#[test]
fn three_cards_adding_up_to_fifteen_score_two() {
    // Seed 000: ace-four-jack is fifteen.
    let score = hand_score("AS 4H JD 9C", "7S");

    assert_items(&score, Category::Fifteen, 2, &["AS 4H JD"]);
    assert_eq!(score.total(), 2);
}

#[test]
fn four_cards_adding_up_to_fifteen_score_two() {
    // Seed 000: ace-two-three-nine is fifteen; A-2-3 is also a run of three.
    let score = hand_score("AS 2H 3D 9C", "8S");

    assert_items(&score, Category::Fifteen, 2, &["AS 2H 3D 9C"]);
    assert_items(&score, Category::Run, 3, &["AS 2H 3D"]);
    assert_eq!(score.total(), 5);
}

#[test]
fn all_five_cards_adding_up_to_fifteen_score_two() {
    // A-2-3-4-5 adds up to exactly fifteen and is a run of five.
    let score = hand_score("AS 2H 3D 4C", "5S");

    assert_items(&score, Category::Fifteen, 2, &["AS 2H 3D 4C 5S"]);
    assert_items(&score, Category::Run, 5, &["AS 2H 3D 4C 5S"]);
    assert_eq!(score.total(), 7);
}

#[test]
fn every_distinct_subset_adding_up_to_fifteen_scores_even_when_they_share_cards() {
    // The five makes fifteen with each of the four ten-cards; 10-J-Q-K is a run of four.
    let score = hand_score("5H 10S JD QC", "KH");

    assert_items(
        &score,
        Category::Fifteen,
        2,
        &["5H 10S", "5H JD", "5H QC", "5H KH"],
    );
    assert_eq!(score.subtotal(Category::Fifteen), 8);
    assert_items(&score, Category::Run, 4, &["10S JD QC KH"]);
    assert_eq!(score.total(), 12);
}

#[test]
fn fifteens_of_different_sizes_are_all_counted() {
    // The fifteens among 4 5 6 10 K are 5+10, 5+K and 4+5+6, and nothing else; 4-5-6 is also
    // a run of three.
    let score = hand_score("4S 5H 6D 10C", "KS");

    assert_items(
        &score,
        Category::Fifteen,
        2,
        &["5H 10C", "5H KS", "4S 5H 6D"],
    );
    assert_items(&score, Category::Run, 3, &["4S 5H 6D"]);
    assert_eq!(score.total(), 9);
}

// ---------------------------------------------------------------------------------------------
// Pairs
// ---------------------------------------------------------------------------------------------

#[test]
fn two_cards_of_the_same_rank_are_a_pair_for_two() {
    let score = hand_score("9S 9H 2D 8C", "KS");

    assert_items(&score, Category::Pair, 2, &["9S 9H"]);
    assert_eq!(score.total(), 2);
}

#[test]
fn a_pair_needs_equal_rank_not_equal_value_so_king_queen_and_ten_jack_are_no_pairs() {
    // Ten, jack, queen and king all count ten, but no two share a rank: only the run of four.
    let score = hand_score("10S JH QD 4C", "KS");

    assert_no_items(&score, Category::Pair);
    assert_items(&score, Category::Run, 4, &["10S JH QD KS"]);
    assert_eq!(score.total(), 4);
}

#[test]
fn three_of_a_kind_is_a_pair_royal_of_three_pairs_for_six() {
    let score = hand_score("3S 3H 3D 8C", "KH");

    assert_items(&score, Category::Pair, 2, &["3S 3H", "3S 3D", "3H 3D"]);
    assert_eq!(score.subtotal(Category::Pair), 6);
    assert_eq!(score.total(), 6);
}

#[test]
fn a_pair_royal_completed_by_the_starter_still_scores_six() {
    let score = hand_score("3S 3H 8C KD", "3D");

    assert_items(&score, Category::Pair, 2, &["3S 3H", "3S 3D", "3H 3D"]);
    assert_eq!(score.total(), 6);
}

#[test]
fn four_of_a_kind_is_a_double_pair_royal_of_six_pairs_for_twelve() {
    let score = hand_score("9S 9H 9D 9C", "2H");

    assert_items(
        &score,
        Category::Pair,
        2,
        &["9S 9H", "9S 9D", "9S 9C", "9H 9D", "9H 9C", "9D 9C"],
    );
    assert_eq!(score.subtotal(Category::Pair), 12);
    assert_eq!(score.total(), 12);
}

#[test]
fn a_pair_royal_and_another_pair_score_eight() {
    let score = hand_score("2S 2H 2D KC", "KH");

    assert_items(
        &score,
        Category::Pair,
        2,
        &["2S 2H", "2S 2D", "2H 2D", "KC KH"],
    );
    assert_eq!(score.total(), 8);
}

// ---------------------------------------------------------------------------------------------
// Runs
// ---------------------------------------------------------------------------------------------

#[test]
fn three_cards_of_consecutive_rank_in_any_suits_are_a_run_of_three() {
    let score = hand_score("9S 10H JD AC", "2H");

    assert_items(&score, Category::Run, 3, &["9S 10H JD"]);
    assert_eq!(score.total(), 3);
}

#[test]
fn a_run_of_four_scores_four_not_four_plus_three_plus_three() {
    // Seed 000: 9-10-J-Q is 4; the runs of three inside it do not count.
    let score = hand_score("9S 10H JD QC", "2H");

    assert_items(&score, Category::Run, 4, &["9S 10H JD QC"]);
    assert_eq!(score.subtotal(Category::Run), 4);
    assert_eq!(score.total(), 4);
}

#[test]
fn a_run_of_five_scores_five_once() {
    let score = hand_score("9S 10H JD QC", "KH");

    assert_items(&score, Category::Run, 5, &["9S 10H JD QC KH"]);
    assert_eq!(score.total(), 5);
}

#[test]
fn a_run_completed_by_the_starter_counts() {
    let score = hand_score("JS QH 2D 4C", "KD");

    assert_items(&score, Category::Run, 3, &["JS QH KD"]);
    assert_eq!(score.total(), 3);
}

#[test]
fn the_ace_is_low_so_queen_king_ace_is_not_a_run() {
    let score = hand_score("QS KH AD 6C", "3S");

    assert_no_items(&score, Category::Run);
    assert_eq!(score.total(), 0);
}

#[test]
fn the_ace_is_low_so_king_ace_two_is_not_a_run() {
    let score = hand_score("KS AH 2D 7C", "9S");

    assert_no_items(&score, Category::Run);
    assert_eq!(score.total(), 0);
}

#[test]
fn a_double_run_of_three_is_two_runs_of_three() {
    // Seed 000: 6-7-7-8 holds two runs of three, two fifteens and a pair: 12 without the
    // starter; a king starter adds nothing.
    let score = hand_score("6S 7H 7D 8C", "KS");

    assert_items(&score, Category::Run, 3, &["6S 7H 8C", "6S 7D 8C"]);
    assert_items(&score, Category::Fifteen, 2, &["7H 8C", "7D 8C"]);
    assert_items(&score, Category::Pair, 2, &["7H 7D"]);
    assert_eq!(score.total(), 12);
}

#[test]
fn a_double_run_of_four_is_two_runs_of_four() {
    let score = hand_score("6S 7H 7D 8C", "9S");

    assert_items(&score, Category::Run, 4, &["6S 7H 8C 9S", "6S 7D 8C 9S"]);
    assert_items(&score, Category::Fifteen, 2, &["7H 8C", "7D 8C", "6S 9S"]);
    assert_items(&score, Category::Pair, 2, &["7H 7D"]);
    assert_eq!(score.total(), 16);
}

#[test]
fn a_triple_run_is_three_runs_of_three_and_a_pair_royal() {
    let score = hand_score("6S 7H 7D 7C", "8S");

    assert_items(
        &score,
        Category::Run,
        3,
        &["6S 7H 8S", "6S 7D 8S", "6S 7C 8S"],
    );
    assert_items(&score, Category::Pair, 2, &["7H 7D", "7H 7C", "7D 7C"]);
    assert_items(&score, Category::Fifteen, 2, &["7H 8S", "7D 8S", "7C 8S"]);
    assert_eq!(score.total(), 21);
}

#[test]
fn a_double_double_run_ace_ace_two_two_three_is_four_runs_of_three_and_two_pairs() {
    let score = hand_score("AS AH 2D 2C", "3S");

    assert_items(
        &score,
        Category::Run,
        3,
        &["AS 2D 3S", "AS 2C 3S", "AH 2D 3S", "AH 2C 3S"],
    );
    assert_items(&score, Category::Pair, 2, &["AS AH", "2D 2C"]);
    assert_no_items(&score, Category::Fifteen);
    assert_eq!(score.total(), 16);
}

#[test]
fn a_double_double_run_ace_ace_two_three_three_is_four_runs_of_three_and_two_pairs() {
    let score = hand_score("AS AH 2D 3C", "3S");

    assert_items(
        &score,
        Category::Run,
        3,
        &["AS 2D 3C", "AS 2D 3S", "AH 2D 3C", "AH 2D 3S"],
    );
    assert_items(&score, Category::Pair, 2, &["AS AH", "3S 3C"]);
    assert_no_items(&score, Category::Fifteen);
    assert_eq!(score.total(), 16);
}

#[test]
fn a_double_double_run_ace_two_two_three_three_is_four_runs_of_three_and_two_pairs() {
    let score = hand_score("AS 2H 2D 3C", "3S");

    assert_items(
        &score,
        Category::Run,
        3,
        &["AS 2H 3C", "AS 2H 3S", "AS 2D 3C", "AS 2D 3S"],
    );
    assert_items(&score, Category::Pair, 2, &["2H 2D", "3S 3C"]);
    assert_no_items(&score, Category::Fifteen);
    assert_eq!(score.total(), 16);
}

#[test]
fn the_rules_double_double_run_six_six_seven_seven_eight_scores_twenty() {
    // RULES.md: 6-6-7-7-8 is four runs of three; plus two pairs and two 7-8 fifteens.
    let score = hand_score("6S 6H 7D 7C", "8S");

    assert_items(
        &score,
        Category::Run,
        3,
        &["6S 7D 8S", "6S 7C 8S", "6H 7D 8S", "6H 7C 8S"],
    );
    assert_items(&score, Category::Pair, 2, &["6S 6H", "7D 7C"]);
    assert_items(&score, Category::Fifteen, 2, &["7D 8S", "7C 8S"]);
    assert_eq!(score.total(), 20);
}

#[test]
fn every_double_double_run_layout_of_four_five_six_scores_twenty_four() {
    // Each layout: four runs of three (12), two pairs (4), and four 4-5-6 fifteens (8).
    for (held, starter) in [
        ("4S 4H 5D 5C", "6S"),
        ("4S 4H 5D 6C", "6S"),
        ("4S 5H 5D 6C", "6S"),
    ] {
        let score = hand_score(held, starter);

        let runs: Vec<_> = score
            .items()
            .iter()
            .filter(|item| item.category == Category::Run)
            .collect();
        assert_eq!(runs.len(), 4, "{held} + {starter}: four runs");
        assert!(
            runs.iter()
                .all(|run| run.points == 3 && run.cards.len() == 3)
        );
        assert_eq!(score.subtotal(Category::Run), 12, "{held} + {starter}");
        assert_eq!(score.subtotal(Category::Pair), 4, "{held} + {starter}");
        assert_eq!(score.subtotal(Category::Fifteen), 8, "{held} + {starter}");
        assert_eq!(score.total(), 24, "{held} + {starter}");
    }
}

// ---------------------------------------------------------------------------------------------
// Flush
// ---------------------------------------------------------------------------------------------

#[test]
fn four_hand_cards_of_one_suit_are_a_flush_for_four() {
    // All even cards: no fifteens.
    let score = hand_score("2H 4H 6H 8H", "QS");

    assert_items(&score, Category::Flush, 4, &["2H 4H 6H 8H"]);
    assert_eq!(score.total(), 4);
}

#[test]
fn a_hand_flush_with_a_starter_of_its_suit_is_one_flush_of_five_not_four_plus_one() {
    let score = hand_score("2H 4H 6H 8H", "QH");

    assert_items(&score, Category::Flush, 5, &["2H 4H 6H 8H QH"]);
    assert_eq!(score.total(), 5);
}

#[test]
fn three_hand_cards_and_the_starter_of_one_suit_are_no_flush() {
    let score = hand_score("2H 4H 6H 8S", "QH");

    assert_no_items(&score, Category::Flush);
    assert_eq!(score.total(), 0);
}

#[test]
fn a_crib_of_one_suit_with_a_starter_of_that_suit_is_a_flush_of_five() {
    let score = crib_score("2H 4H 6H 8H", "QH", DEFAULT_RULES);

    assert_items(&score, Category::Flush, 5, &["2H 4H 6H 8H QH"]);
    assert_eq!(score.total(), 5);
}

#[test]
fn a_crib_of_one_suit_with_a_starter_of_another_suit_is_no_flush_by_default() {
    let score = crib_score("2H 4H 6H 8H", "QS", DEFAULT_RULES);

    assert_no_items(&score, Category::Flush);
    assert_eq!(score.total(), 0);
}

#[test]
fn the_four_card_crib_flush_house_rule_scores_a_crib_of_one_suit_four() {
    let score = crib_score("2H 4H 6H 8H", "QS", FOUR_CARD_CRIB_FLUSH);

    assert_items(&score, Category::Flush, 4, &["2H 4H 6H 8H"]);
    assert_eq!(score.total(), 4);
}

#[test]
fn the_four_card_crib_flush_house_rule_still_scores_a_five_card_crib_flush_five() {
    let score = crib_score("2H 4H 6H 8H", "QH", FOUR_CARD_CRIB_FLUSH);

    assert_items(&score, Category::Flush, 5, &["2H 4H 6H 8H QH"]);
    assert_eq!(score.total(), 5);
}

#[test]
fn three_crib_cards_and_the_starter_are_no_flush_even_under_the_house_rule() {
    let score = crib_score("2H 4H 6H 8S", "QH", FOUR_CARD_CRIB_FLUSH);

    assert_no_items(&score, Category::Flush);
    assert_eq!(score.total(), 0);
}

#[test]
fn the_crib_house_rule_does_not_change_a_hand() {
    let held = cards("2H 4H 6H 8H");
    let show = Show::new(&held, card("QS"), ShowKind::Hand, Variant::SixCard).expect("valid");

    assert_eq!(show.score(FOUR_CARD_CRIB_FLUSH), show.score(DEFAULT_RULES));
    assert_eq!(show.total(FOUR_CARD_CRIB_FLUSH), 4);
}

#[test]
fn in_five_card_cribbage_three_hand_cards_of_one_suit_are_a_flush_for_three() {
    let score = five_card_hand_score("2H 4H 8H", "QS");

    assert_items(&score, Category::Flush, 3, &["2H 4H 8H"]);
    assert_eq!(score.total(), 3);
}

#[test]
fn in_five_card_cribbage_a_hand_flush_with_a_starter_of_its_suit_is_four() {
    let score = five_card_hand_score("2H 4H 8H", "QH");

    assert_items(&score, Category::Flush, 4, &["2H 4H 8H QH"]);
    assert_eq!(score.total(), 4);
}

#[test]
fn in_five_card_cribbage_two_hand_cards_and_the_starter_are_no_flush() {
    let score = five_card_hand_score("2H 4H 8S", "QH");

    assert_no_items(&score, Category::Flush);
    assert_eq!(score.total(), 0);
}

#[test]
fn in_five_card_cribbage_the_crib_still_needs_all_five_cards_for_a_flush() {
    let four_of_a_suit = count(
        "2H 4H 6H 8H",
        "QS",
        ShowKind::Crib,
        Variant::FiveCard,
        DEFAULT_RULES,
    );
    let five_of_a_suit = count(
        "2H 4H 6H 8H",
        "QH",
        ShowKind::Crib,
        Variant::FiveCard,
        DEFAULT_RULES,
    );

    assert_eq!(four_of_a_suit.total(), 0);
    assert_items(&five_of_a_suit, Category::Flush, 5, &["2H 4H 6H 8H QH"]);
    assert_eq!(five_of_a_suit.total(), 5);
}

#[test]
fn a_five_card_hand_counts_fifteens_pairs_and_runs_with_the_starter() {
    // 4-5-6 with a second five as starter: two 4-5-6 fifteens, a pair, a double run.
    let score = five_card_hand_score("5H 6S 4D", "5C");

    assert_items(&score, Category::Fifteen, 2, &["4D 5H 6S", "4D 5C 6S"]);
    assert_items(&score, Category::Pair, 2, &["5H 5C"]);
    assert_items(&score, Category::Run, 3, &["4D 5H 6S", "4D 5C 6S"]);
    assert_eq!(score.total(), 12);
}

// ---------------------------------------------------------------------------------------------
// Nobs
// ---------------------------------------------------------------------------------------------

#[test]
fn the_jack_of_the_starters_suit_in_the_hand_is_one_for_his_nobs() {
    // All other cards even, so the jack makes no fifteen.
    let score = hand_score("JH 2S 4D 8C", "6H");

    assert_items(&score, Category::Nobs, 1, &["JH"]);
    assert_eq!(score.total(), 1);
}

#[test]
fn a_jack_of_another_suit_than_the_starter_is_not_nobs() {
    let score = hand_score("JS 2S 4D 8C", "6H");

    assert_no_items(&score, Category::Nobs);
    assert_eq!(score.total(), 0);
}

#[test]
fn the_jack_of_the_starters_suit_in_the_crib_is_one_for_his_nobs() {
    let score = crib_score("JH 2S 4D 8C", "6H", DEFAULT_RULES);

    assert_items(&score, Category::Nobs, 1, &["JH"]);
    assert_eq!(score.total(), 1);
}

#[test]
fn a_jack_turned_as_starter_is_his_heels_and_never_scores_in_the_show() {
    // Four hearts with the jack of hearts turned: a flush of five, but no nobs.
    let score = hand_score("2H 4H 6H 8H", "JH");

    assert_no_items(&score, Category::Nobs);
    assert_items(&score, Category::Flush, 5, &["2H 4H 6H 8H JH"]);
    assert_eq!(score.total(), 5);
}

#[test]
fn a_jack_starter_gives_no_nobs_to_a_hand_jack_of_another_suit() {
    // Jack of spades in hand, jack of hearts turned: a pair of jacks, nothing for nobs.
    let score = hand_score("JS 2S 4D 8C", "JH");

    assert_items(&score, Category::Pair, 2, &["JS JH"]);
    assert_no_items(&score, Category::Nobs);
    assert_eq!(score.total(), 2);
}

#[test]
fn in_five_card_cribbage_the_jack_of_the_starters_suit_is_one_for_his_nobs() {
    let score = five_card_hand_score("JH 2S 4D", "6H");

    assert_items(&score, Category::Nobs, 1, &["JH"]);
    assert_eq!(score.total(), 1);
}

// ---------------------------------------------------------------------------------------------
// Famous hands and the seed's worked examples
// ---------------------------------------------------------------------------------------------

#[test]
fn twenty_nine_is_three_fives_and_a_jack_with_the_fifth_five_of_the_jacks_suit() {
    // Seed 000: the four fives make four fifteens (leave one out), the jack makes four more
    // with each five, the fives are a double pair royal, and the jack is his nobs.
    let score = hand_score("5S 5H 5D JC", "5C");

    assert_items(
        &score,
        Category::Fifteen,
        2,
        &[
            "5S 5H 5D", "5S 5H 5C", "5S 5D 5C", "5H 5D 5C", "5S JC", "5H JC", "5D JC", "5C JC",
        ],
    );
    assert_items(
        &score,
        Category::Pair,
        2,
        &["5S 5H", "5S 5D", "5S 5C", "5H 5D", "5H 5C", "5D 5C"],
    );
    assert_no_items(&score, Category::Run);
    assert_no_items(&score, Category::Flush);
    assert_items(&score, Category::Nobs, 1, &["JC"]);
    assert_eq!(score.items().len(), 15);
    assert_eq!(score.total(), 29);
}

#[test]
fn twenty_nine_is_announced_with_a_double_pair_royal_and_his_nobs() {
    let score = hand_score("5S 5H 5D JC", "5C");

    assert_eq!(
        announce(&score, Language::English),
        "Fifteen two, fifteen four, fifteen six, fifteen eight, fifteen ten, fifteen twelve, \
         fifteen fourteen, fifteen sixteen, and a double pair royal is twenty-eight, \
         and one for his nobs is twenty-nine"
    );
}

#[test]
fn four_fives_with_any_ten_card_starter_are_twenty_eight() {
    // A jack starter is his heels for the dealer at the cut, not nobs: still 28.
    for starter in ["10H", "JH", "QH", "KH"] {
        let score = hand_score("5S 5H 5D 5C", starter);

        assert_eq!(score.subtotal(Category::Fifteen), 16, "starter {starter}");
        assert_eq!(score.subtotal(Category::Pair), 12, "starter {starter}");
        assert_no_items(&score, Category::Nobs);
        assert_eq!(score.total(), 28, "starter {starter}");
    }
}

#[test]
fn three_fives_and_a_jack_with_the_fifth_five_of_another_suit_are_twenty_eight() {
    // The jack of spades with the five of clubs turned: no nobs, one short of 29.
    let score = hand_score("5S 5H 5D JS", "5C");

    assert_eq!(score.subtotal(Category::Fifteen), 16);
    assert_eq!(score.subtotal(Category::Pair), 12);
    assert_no_items(&score, Category::Nobs);
    assert_eq!(score.total(), 28);
}

#[test]
fn a_hand_with_nothing_scores_zero_and_is_announced_as_nineteen() {
    // No two of A 3 7 9 K share a rank, no subset adds up to 15, no three are consecutive.
    let score = hand_score("AS 3H 7D 9C", "KS");

    assert!(score.items().is_empty(), "items: {:?}", score.items());
    assert_eq!(score.total(), 0);
    assert_eq!(announce(&score, Language::English), "Nineteen");
}

#[test]
fn the_seeds_five_five_jack_king_with_an_eight_starter_is_ten() {
    // Seed 000: "Fünfzehn zwei, fünfzehn vier, fünfzehn sechs, fünfzehn acht und ein Paar macht
    // zehn": the jack and the king each make fifteen with both fives; the eight adds nothing.
    let score = hand_score("5H 5S JD KC", "8C");

    assert_items(
        &score,
        Category::Fifteen,
        2,
        &["5H JD", "5S JD", "5H KC", "5S KC"],
    );
    assert_items(&score, Category::Pair, 2, &["5S 5H"]);
    assert_eq!(score.items().len(), 5);
    assert_eq!(score.total(), 10);
    assert_eq!(
        announce(&score, Language::English),
        "Fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten"
    );
}

#[test]
fn the_seeds_seven_eight_eight_king_with_a_nine_starter_is_twelve() {
    // Seed 000: each eight is part of a fifteen, the pair and a run of three.
    let score = hand_score("7H 8S 8D KC", "9C");

    assert_items(&score, Category::Fifteen, 2, &["7H 8S", "7H 8D"]);
    assert_items(&score, Category::Pair, 2, &["8S 8D"]);
    assert_items(&score, Category::Run, 3, &["7H 8S 9C", "7H 8D 9C"]);
    assert_eq!(score.items().len(), 5);
    assert_eq!(score.total(), 12);
    assert_eq!(
        announce(&score, Language::English),
        "Fifteen two, fifteen four, and a pair is six, \
         and a run of three is nine, and another run of three is twelve"
    );
}

#[test]
fn the_seeds_six_seven_seven_eight_is_announced_as_two_fifteens_a_pair_and_two_runs() {
    let score = hand_score("6S 7H 7D 8C", "KS");

    assert_eq!(score.total(), 12);
    assert_eq!(
        announce(&score, Language::English),
        "Fifteen two, fifteen four, and a pair is six, \
         and a run of three is nine, and another run of three is twelve"
    );
}

#[test]
fn a_flush_and_his_nobs_are_announced_last() {
    // 2 4 6 J Q of hearts: all even, so no fifteens; J-Q is no run: only the flush and nobs.
    let score = hand_score("2H 4H 6H JH", "QH");

    assert_eq!(
        announce(&score, Language::English),
        "A flush of five is five, and one for his nobs is six"
    );
}

#[test]
fn a_pair_royal_is_announced_as_a_pair_royal_whatever_order_the_cards_are_held_in() {
    // Three fives and two twos: one 5-5-5 fifteen, a pair royal of fives, a pair of twos: 10.
    // The pairs of one rank must be told together, however the hand is held.
    let acceptable = [
        "Fifteen two, and a pair royal is eight, and another pair is ten",
        "Fifteen two, and a pair is four, and a pair royal is ten",
    ];
    for (held, starter) in [
        ("5S 5D 5C 2H", "2C"),
        ("2H 2C 5S 5D", "5C"),
        ("5S 2H 5D 2C", "5C"),
    ] {
        let score = hand_score(held, starter);
        assert_eq!(score.total(), 10, "{held} + {starter}");

        let announced = announce(&score, Language::English);

        assert!(
            acceptable.contains(&announced.as_str()),
            "{held} + {starter} is announced {announced:?}, expected one of {acceptable:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Bookkeeping: items, subtotals and totals
// ---------------------------------------------------------------------------------------------

/// A sample of the shows above, one of each kind, as (held, starter, kind, variant, rules).
const EXAMPLES: &[(&str, &str, ShowKind, Variant, ShowRules)] = &[
    (
        "5S 5H 5D JC",
        "5C",
        ShowKind::Hand,
        Variant::SixCard,
        DEFAULT_RULES,
    ),
    (
        "5H 5S JD KC",
        "8C",
        ShowKind::Hand,
        Variant::SixCard,
        DEFAULT_RULES,
    ),
    (
        "7H 8S 8D KC",
        "9C",
        ShowKind::Hand,
        Variant::SixCard,
        DEFAULT_RULES,
    ),
    (
        "6S 7H 7D 8C",
        "9S",
        ShowKind::Hand,
        Variant::SixCard,
        DEFAULT_RULES,
    ),
    (
        "6S 6H 7D 7C",
        "8S",
        ShowKind::Hand,
        Variant::SixCard,
        DEFAULT_RULES,
    ),
    (
        "AS 2H 3D 4C",
        "5S",
        ShowKind::Hand,
        Variant::SixCard,
        DEFAULT_RULES,
    ),
    (
        "2H 4H 6H JH",
        "QH",
        ShowKind::Hand,
        Variant::SixCard,
        DEFAULT_RULES,
    ),
    (
        "2H 4H 6H 8H",
        "QS",
        ShowKind::Crib,
        Variant::SixCard,
        FOUR_CARD_CRIB_FLUSH,
    ),
    (
        "5H 6S 4D",
        "5C",
        ShowKind::Hand,
        Variant::FiveCard,
        DEFAULT_RULES,
    ),
    (
        "2H 4H 8H",
        "QH",
        ShowKind::Hand,
        Variant::FiveCard,
        DEFAULT_RULES,
    ),
];

#[test]
fn the_items_add_up_to_the_total() {
    for &(held, starter, kind, variant, rules) in EXAMPLES {
        let score = count(held, starter, kind, variant, rules);

        let sum: u32 = score
            .items()
            .iter()
            .map(|item| u32::from(item.points))
            .sum();

        assert!(score.total() > 0, "{held} + {starter} should score");
        assert_eq!(sum, u32::from(score.total()), "{held} + {starter}");
    }
}

#[test]
fn the_subtotals_of_the_five_categories_add_up_to_the_total() {
    for &(held, starter, kind, variant, rules) in EXAMPLES {
        let score = count(held, starter, kind, variant, rules);

        let sum: u32 = Category::ALL
            .iter()
            .map(|&category| u32::from(score.subtotal(category)))
            .sum();

        assert_eq!(sum, u32::from(score.total()), "{held} + {starter}");
    }
}

#[test]
fn the_items_are_listed_in_announcement_order() {
    for &(held, starter, kind, variant, rules) in EXAMPLES {
        let score = count(held, starter, kind, variant, rules);

        let categories: Vec<Category> = score.items().iter().map(|item| item.category).collect();
        let mut ordered = categories.clone();
        ordered.sort();

        assert_eq!(categories, ordered, "{held} + {starter}");
    }
}

// ---------------------------------------------------------------------------------------------
// Invalid shows
// ---------------------------------------------------------------------------------------------

#[test]
fn a_six_card_game_hand_of_three_cards_is_refused() {
    let result = Show::new(
        &cards("5S 5H 5D"),
        card("5C"),
        ShowKind::Hand,
        Variant::SixCard,
    );

    let err = result.expect_err("three cards are not a six-card game hand");
    assert_eq!(
        err,
        ShowError::WrongCardCount {
            kind: ShowKind::Hand,
            expected: 4,
            found: 3,
        }
    );
    assert_eq!(err.to_string(), "a hand needs 4 cards, got 3");
}

#[test]
fn a_five_card_game_hand_of_four_cards_is_refused() {
    let result = Show::new(
        &cards("5S 5H 5D JC"),
        card("5C"),
        ShowKind::Hand,
        Variant::FiveCard,
    );

    assert_eq!(
        result,
        Err(ShowError::WrongCardCount {
            kind: ShowKind::Hand,
            expected: 3,
            found: 4,
        })
    );
}

#[test]
fn a_five_card_game_crib_of_three_cards_is_refused() {
    let result = Show::new(
        &cards("5S 5H 5D"),
        card("5C"),
        ShowKind::Crib,
        Variant::FiveCard,
    );

    let err = result.expect_err("a crib always holds four cards");
    assert_eq!(
        err,
        ShowError::WrongCardCount {
            kind: ShowKind::Crib,
            expected: 4,
            found: 3,
        }
    );
    assert_eq!(err.to_string(), "a crib needs 4 cards, got 3");
}

#[test]
fn a_crib_of_five_cards_is_refused() {
    let result = Show::new(
        &cards("5S 5H 5D JC 2H"),
        card("5C"),
        ShowKind::Crib,
        Variant::SixCard,
    );

    assert_eq!(
        result,
        Err(ShowError::WrongCardCount {
            kind: ShowKind::Crib,
            expected: 4,
            found: 5,
        })
    );
}

#[test]
fn three_and_four_player_hands_hold_four_cards() {
    for variant in [Variant::ThreePlayer, Variant::FourPlayer] {
        let four = Show::new(&cards("5S 5H 5D JC"), card("5C"), ShowKind::Hand, variant);
        let three = Show::new(&cards("5S 5H 5D"), card("5C"), ShowKind::Hand, variant);

        assert_eq!(
            four.map(|show| show.total(DEFAULT_RULES)),
            Ok(29),
            "{variant:?}"
        );
        assert!(
            matches!(
                three,
                Err(ShowError::WrongCardCount {
                    expected: 4,
                    found: 3,
                    ..
                })
            ),
            "{variant:?}: {three:?}"
        );
    }
}

#[test]
fn a_card_held_twice_is_refused_naming_both_places_in_the_hand() {
    let result = Show::new(
        &cards("5S 5H 5S JC"),
        card("5C"),
        ShowKind::Hand,
        Variant::SixCard,
    );

    let err = result.expect_err("the five of spades is held twice");
    assert_eq!(
        err,
        ShowError::DuplicateCard {
            card: card("5S"),
            first: CardPosition::Held(0),
            second: CardPosition::Held(2),
        }
    );
    assert_eq!(err.to_string(), "5♠ appears twice");
}

#[test]
fn a_card_spelled_two_ways_is_still_the_same_card_held_twice() {
    let result = Show::new(
        &cards("2D 10H 4S TH"),
        card("5C"),
        ShowKind::Crib,
        Variant::SixCard,
    );

    assert_eq!(
        result,
        Err(ShowError::DuplicateCard {
            card: card("10H"),
            first: CardPosition::Held(1),
            second: CardPosition::Held(3),
        })
    );
}

#[test]
fn a_starter_that_is_also_held_is_refused_naming_the_held_position_and_the_starter() {
    let result = Show::new(
        &cards("5S 5H 5D JC"),
        card("JC"),
        ShowKind::Hand,
        Variant::SixCard,
    );

    assert_eq!(
        result,
        Err(ShowError::DuplicateCard {
            card: card("JC"),
            first: CardPosition::Held(3),
            second: CardPosition::Starter,
        })
    );
}

#[test]
fn a_five_card_game_hand_repeating_the_starter_is_refused() {
    let result = Show::new(
        &cards("AH 2H 3H"),
        card("AH"),
        ShowKind::Hand,
        Variant::FiveCard,
    );

    assert_eq!(
        result,
        Err(ShowError::DuplicateCard {
            card: card("AH"),
            first: CardPosition::Held(0),
            second: CardPosition::Starter,
        })
    );
}
