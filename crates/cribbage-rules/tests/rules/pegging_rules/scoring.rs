//! Runs (the three examples of RULES.md, seed 000), fifteen, thirty-one and pairs, alone and together.

use super::*;

// ---------------------------------------------------------------------------------------------
// Runs: the three examples of RULES.md (seed 000)
// ---------------------------------------------------------------------------------------------

#[test]
fn four_two_three_five_six_scores_three_on_the_three_four_on_the_five_and_five_on_the_six() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(
        &mut play,
        &[(0, "4S"), (1, "2H"), (0, "3D"), (1, "5C"), (0, "6S")],
    );

    // Assert
    assert_eq!(counts(&outcomes), [4, 6, 9, 14, 20]);
    assert_eq!(points(&outcomes), [0, 0, 3, 4, 5]);
    assert_eq!(scored(&outcomes[4]), [(PegCategory::Run, 5)]);
    assert_eq!(outcomes[4].items[0].cards, cards("4S 2H 3D 5C 6S"));
    assert_eq!(play.totals(), [8, 4]);
}

#[test]
fn four_two_three_four_three_scores_three_then_three_then_nothing() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(
        &mut play,
        &[(0, "4S"), (1, "2H"), (0, "3D"), (1, "4C"), (0, "3S")],
    );

    // Assert: the second 4 makes 2-3-4; the last 3 completes nothing (4-3 is no run).
    assert_eq!(counts(&outcomes), [4, 6, 9, 13, 16]);
    assert_eq!(points(&outcomes), [0, 0, 3, 3, 0]);
    assert_eq!(outcomes[2].items[0].cards, cards("4S 2H 3D"));
    assert_eq!(outcomes[3].items[0].cards, cards("2H 3D 4C"));
    assert!(outcomes[4].items.is_empty());
}

#[test]
fn four_two_six_five_three_scores_nothing_until_the_three_which_scores_five() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(
        &mut play,
        &[(0, "4S"), (1, "2H"), (0, "6D"), (1, "5C"), (0, "3S")],
    );

    // Assert
    assert_eq!(counts(&outcomes), [4, 6, 12, 17, 20]);
    assert_eq!(points(&outcomes), [0, 0, 0, 0, 5]);
    assert_eq!(scored(&outcomes[4]), [(PegCategory::Run, 5)]);
}

#[test]
fn a_run_of_seven_from_ace_to_seven_across_two_players_reaches_twenty_eight() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(
        &mut play,
        &[
            (0, "AS"),
            (1, "2S"),
            (0, "3S"),
            (1, "4S"),
            (0, "5S"),
            (1, "6S"),
            (0, "7S"),
        ],
    );

    // Assert: the five also makes fifteen.
    assert_eq!(counts(&outcomes), [1, 3, 6, 10, 15, 21, 28]);
    assert_eq!(points(&outcomes), [0, 0, 3, 4, 7, 6, 7]);
    assert_eq!(
        scored(&outcomes[4]),
        [(PegCategory::Fifteen, 2), (PegCategory::Run, 5)]
    );
    assert_eq!(outcomes[6].items[0].cards, cards("AS 2S 3S 4S 5S 6S 7S"));
    assert_eq!(play.count(), 28);
    assert_eq!(play.totals(), [17, 10]);
}

#[test]
fn a_run_of_seven_laid_out_of_order_scores_seven_on_the_card_that_completes_it() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(
        &mut play,
        &[
            (0, "3S"),
            (1, "AS"),
            (0, "2S"),
            (1, "5S"),
            (0, "4S"),
            (1, "7S"),
            (0, "6S"),
        ],
    );

    // Assert: 3-A-2 is a run of 3; 5 breaks it; 4 completes A..5 (and fifteen); 7 completes
    // nothing; 6 completes A..7.
    assert_eq!(counts(&outcomes), [3, 4, 6, 11, 15, 22, 28]);
    assert_eq!(points(&outcomes), [0, 0, 3, 0, 7, 0, 7]);
    assert_eq!(scored(&outcomes[6]), [(PegCategory::Run, 7)]);
}

#[test]
fn a_pair_among_the_last_cards_breaks_the_run_until_a_fresh_run_forms_behind_it() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act: 3-4-4-5-6
    let outcomes = run(
        &mut play,
        &[(0, "3S"), (1, "4H"), (0, "4D"), (1, "5C"), (0, "6S")],
    );

    // Assert: the second 4 is a pair; 4-4-5 is no run; the 6 makes 4-5-6 (3), not 3-4-5-6.
    assert_eq!(counts(&outcomes), [3, 7, 11, 16, 22]);
    assert_eq!(points(&outcomes), [0, 0, 2, 0, 3]);
    assert_eq!(scored(&outcomes[2]), [(PegCategory::Pair, 2)]);
    assert!(outcomes[3].items.is_empty(), "{:?}", outcomes[3].items);
    assert_eq!(outcomes[4].items[0].cards, cards("4D 5C 6S"));
}

#[test]
fn a_queen_king_ace_is_no_run_because_the_ace_is_low() {
    // Arrange
    let series = cards("QS KH");

    // Act
    let items = peg(&series, card("AD"));

    // Assert
    assert!(items.is_empty(), "{items:?}");
}

// ---------------------------------------------------------------------------------------------
// Fifteen, thirty-one and pairs, alone and together
// ---------------------------------------------------------------------------------------------

#[test]
fn four_five_six_makes_fifteen_and_a_run_of_three_for_five_points() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(&mut play, &[(0, "4S"), (1, "5H"), (0, "6D")]);

    // Assert
    assert_eq!(
        scored(&outcomes[2]),
        [(PegCategory::Fifteen, 2), (PegCategory::Run, 3)]
    );
    assert_eq!(outcomes[2].points(), 5);
    assert_eq!(play.totals(), [5, 0]);
}

#[test]
fn a_third_five_reaching_fifteen_scores_fifteen_two_and_a_pair_royal_for_eight() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(&mut play, &[(0, "5S"), (1, "5H"), (0, "5D")]);

    // Assert
    assert_eq!(counts(&outcomes), [5, 10, 15]);
    assert_eq!(scored(&outcomes[1]), [(PegCategory::Pair, 2)]);
    assert_eq!(
        scored(&outcomes[2]),
        [(PegCategory::Fifteen, 2), (PegCategory::PairRoyal, 6)]
    );
    assert_eq!(play.totals(), [8, 2]);
}

#[test]
fn seven_on_eight_is_fifteen_two_and_its_item_lists_the_whole_series() {
    // Arrange
    let series = cards("8C");

    // Act
    let items = peg(&series, card("7H"));

    // Assert
    assert_eq!(
        items,
        [PegItem {
            category: PegCategory::Fifteen,
            cards: cards("8C 7H"),
            points: 2,
        }]
    );
}

#[test]
fn an_eight_pairing_the_eight_before_it_to_make_thirty_one_scores_two_and_two_without_a_go_point() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act: 10-5-8-8
    let outcomes = run(&mut play, &[(0, "10S"), (1, "5H"), (0, "8D"), (1, "8C")]);

    // Assert
    assert_eq!(counts(&outcomes), [10, 15, 23, 31]);
    assert_eq!(
        scored(&outcomes[3]),
        [(PegCategory::ThirtyOne, 2), (PegCategory::Pair, 2)]
    );
    assert_eq!(outcomes[3].go_point, None);
    assert!(outcomes[3].series_closed);
    assert_eq!(play.totals(), [0, 6]);
    assert_eq!(play.count(), 0, "the count starts again after 31");
    assert_eq!(
        play.next_player(),
        Some(0),
        "the player after the one who made 31 leads"
    );
}

#[test]
fn a_five_completing_a_run_of_four_at_thirty_one_scores_the_run_and_the_thirty_one() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act: 5-6-7-8-5
    let outcomes = run(
        &mut play,
        &[(0, "5S"), (1, "6H"), (0, "7D"), (1, "8C"), (0, "5D")],
    );

    // Assert
    assert_eq!(counts(&outcomes), [5, 11, 18, 26, 31]);
    assert_eq!(points(&outcomes), [0, 0, 3, 4, 6]);
    assert_eq!(
        scored(&outcomes[4]),
        [(PegCategory::ThirtyOne, 2), (PegCategory::Run, 4)]
    );
    assert_eq!(outcomes[4].items[1].cards, cards("6H 7D 8C 5D"));
    assert_eq!(outcomes[4].go_point, None);
}

#[test]
fn a_third_seven_making_thirty_one_scores_a_pair_royal_and_thirty_one() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(&mut play, &[(0, "KS"), (1, "7H"), (0, "7D"), (1, "7C")]);

    // Assert
    assert_eq!(
        scored(&outcomes[3]),
        [(PegCategory::ThirtyOne, 2), (PegCategory::PairRoyal, 6)]
    );
    assert_eq!(outcomes[3].go_point, None);
    assert_eq!(play.totals(), [2, 8]);
}

#[test]
fn pair_pair_royal_and_double_pair_royal_score_two_six_and_twelve() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(&mut play, &[(0, "6S"), (1, "6H"), (0, "6D"), (1, "6C")]);

    // Assert
    assert_eq!(points(&outcomes), [0, 2, 6, 12]);
    assert_eq!(scored(&outcomes[1]), [(PegCategory::Pair, 2)]);
    assert_eq!(scored(&outcomes[2]), [(PegCategory::PairRoyal, 6)]);
    assert_eq!(scored(&outcomes[3]), [(PegCategory::DoublePairRoyal, 12)]);
    assert_eq!(outcomes[3].items[0].cards, cards("6S 6H 6D 6C"));
    assert_eq!(outcomes[2].items[0].cards, cards("6S 6H 6D"));
    assert_eq!(play.totals(), [6, 14]);
}

#[test]
fn a_card_between_breaks_a_pair_royal_the_third_card_pairs_only_the_card_just_before() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act: 6-6-5-6
    let outcomes = run(&mut play, &[(0, "6S"), (1, "6H"), (0, "5D"), (1, "6C")]);

    // Assert
    assert_eq!(points(&outcomes), [0, 2, 0, 0]);
}

#[test]
fn a_king_and_a_queen_are_no_pair_though_both_count_ten() {
    // Arrange
    let series = cards("KS");

    // Act
    let items = peg(&series, card("QS"));

    // Assert
    assert!(items.is_empty(), "{items:?}");
}

#[test]
fn a_pair_never_reaches_back_across_a_reset() {
    // Arrange: K-Q-J to 30, both say go; player 1 leads the new series with a jack.
    let mut play = new_play(Variant::SixCard, None);
    run(
        &mut play,
        &[(0, "KS"), (1, "QH"), (0, "JD"), (1, "go"), (0, "go")],
    );

    // Act
    let lead = run(&mut play, &[(1, "JC")]);

    // Assert
    assert!(lead[0].items.is_empty(), "{:?}", lead[0].items);
    assert_eq!(lead[0].count, 10);
    assert_eq!(play.series(), cards("JC"));
}

#[test]
fn a_run_never_reaches_back_across_a_reset() {
    // Arrange: the first series ends on an 8 with two goes.
    let mut play = new_play(Variant::SixCard, None);
    run(
        &mut play,
        &[(0, "KS"), (1, "QS"), (0, "8S"), (1, "go"), (0, "go")],
    );

    // Act: 9-10 in the new series would be 8-9-10 with the old 8.
    let outcomes = run(&mut play, &[(1, "9S"), (0, "10S")]);

    // Assert
    assert_eq!(points(&outcomes), [0, 0]);
    assert_eq!(counts(&outcomes), [9, 19]);
}
