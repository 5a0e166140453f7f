//! The two worked plays of seed 000, end to end with the hands.

use super::*;

// ---------------------------------------------------------------------------------------------
// The two worked plays of seed 000, end to end with the hands
// ---------------------------------------------------------------------------------------------

#[test]
fn seed_example_one_kings_and_twos_against_six_to_nine_ends_three_to_six() {
    // Arrange: A (player 0, the pone) holds 2-2-K-K, B holds 6-7-8-9.
    let mut play = new_play(Variant::SixCard, Some(&["2S 2H KS KH", "6C 7C 8C 9C"]));

    // Act
    let (outcomes, turns) = run_with_turns(
        &mut play,
        &[
            (0, "KS"), // 10
            (1, "6C"), // 16
            (0, "KH"), // 26
            (1, "go"), // B cannot play
            (0, "2S"), // 28
            (0, "2H"), // 30: a pair, and one for last as A is out and B said go
            (1, "8C"), // 8: B leads the second series and plays it alone
            (1, "7C"), // 15: fifteen two
            (1, "9C"), // 24: run of three, and one for the last card
        ],
    );

    // Assert
    assert_eq!(counts(&outcomes), [10, 16, 26, 26, 28, 30, 8, 15, 24]);
    assert_eq!(points(&outcomes), [0, 0, 0, 0, 0, 2, 0, 2, 3]);
    assert_eq!(go_points(&outcomes), [(5, 0), (8, 1)]);
    assert_eq!(closings(&outcomes), [5, 8]);
    assert!(!outcomes[3].renege, "B holds nothing that fits under 31");
    assert_eq!(
        turns,
        [
            Some(1),
            Some(0),
            Some(1),
            Some(0),
            Some(0),
            Some(1),
            Some(1),
            Some(1),
            None
        ]
    );
    assert_eq!(play.totals(), [3, 6]);
    assert!(play.is_over());
}

#[test]
fn seed_example_two_ends_the_first_series_with_two_goes_and_a_leads_the_second() {
    // Arrange: A holds 5-7-8-10, B holds 4-5-6-7.
    let mut play = new_play(Variant::SixCard, Some(&["5S 7S 8S 10S", "4H 5H 6H 7H"]));

    // Act
    let (outcomes, turns) = run_with_turns(
        &mut play,
        &[
            (0, "8S"),  // 8
            (1, "7H"),  // 15: fifteen two
            (0, "7S"),  // 22: a pair
            (1, "6H"),  // 28
            (0, "go"),  // A: 5 and 10 do not fit
            (1, "go"),  // B: 4 and 5 do not fit; B laid the last card
            (0, "5S"),  // 5: A leads; no run with the 6 and 7 of the last series
            (1, "5H"),  // 10: a pair
            (0, "10S"), // 20
            (1, "4H"),  // 24: the last card
        ],
    );

    // Assert
    assert_eq!(counts(&outcomes), [8, 15, 22, 28, 28, 28, 5, 10, 20, 24]);
    assert_eq!(points(&outcomes), [0, 2, 2, 0, 0, 0, 0, 2, 0, 0]);
    assert_eq!(scored(&outcomes[1]), [(PegCategory::Fifteen, 2)]);
    assert_eq!(scored(&outcomes[2]), [(PegCategory::Pair, 2)]);
    assert_eq!(go_points(&outcomes), [(5, 1), (9, 1)]);
    assert_eq!(closings(&outcomes), [5, 9]);
    assert!(outcomes.iter().all(|outcome| !outcome.renege));
    assert_eq!(
        turns[5],
        Some(0),
        "A leads the second series: the player after B, who laid the last card"
    );
    assert!(outcomes[6].items.is_empty());
    assert_eq!(play.totals(), [2, 6]);
    assert_eq!(play.next_player(), None);
}
