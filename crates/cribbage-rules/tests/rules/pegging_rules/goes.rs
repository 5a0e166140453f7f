//! Go, the go point and the last card.

use super::*;

// ---------------------------------------------------------------------------------------------
// Go, the go point and the last card
// ---------------------------------------------------------------------------------------------

#[test]
fn after_a_go_the_other_player_plays_on_alone_and_pegs_one_on_the_card_that_closes_the_series() {
    // Arrange: B says go at 22; A plays the ace and the three, and is then out of cards.
    let mut play = new_play(Variant::SixCard, Some(&["KS 2H AH 3H", "QD JD KD 10D"]));

    // Act
    let (outcomes, turns) = run_with_turns(
        &mut play,
        &[
            (0, "KS"),
            (1, "QD"),
            (0, "2H"),
            (1, "go"),
            (0, "AH"),
            (0, "3H"),
            (1, "JD"),
            (1, "KD"),
            (1, "10D"),
        ],
    );

    // Assert: 2-A-3 is a run of three; A takes the go on the 3, B the last card.
    assert_eq!(counts(&outcomes), [10, 20, 22, 22, 23, 26, 10, 20, 30]);
    assert_eq!(points(&outcomes), [0, 0, 0, 0, 0, 3, 0, 0, 0]);
    assert_eq!(
        turns[3..6],
        [Some(0), Some(0), Some(1)],
        "A plays on after B's go; B leads the next series"
    );
    assert_eq!(go_points(&outcomes), [(5, 0), (8, 1)]);
    assert_eq!(play.totals(), [4, 1]);
}

#[test]
fn after_a_go_the_other_player_plays_what_fits_then_says_go_and_that_go_closes_with_the_point() {
    // Arrange
    let mut play = new_play(Variant::SixCard, Some(&["10S 5S AH 9H", "KD QD JD 8C"]));

    // Act
    let (outcomes, turns) = run_with_turns(
        &mut play,
        &[
            (0, "10S"), // 10
            (1, "KD"),  // 20
            (0, "5S"),  // 25
            (1, "go"),  // Q, J, 8 do not fit
            (0, "AH"),  // 26
            (0, "go"),  // the 9 does not fit: the series closes, A pegs 1
            (1, "QD"),  // B leads
            (0, "9H"),  // 19: A's last card
            (1, "JD"),  // 29
            (1, "go"),  // B pegs 1 for the go
            (1, "8C"),  // B leads again, A being out: the last card
        ],
    );

    // Assert
    assert_eq!(go_points(&outcomes), [(5, 0), (9, 1), (10, 1)]);
    assert_eq!(closings(&outcomes), [5, 9, 10]);
    assert_eq!(outcomes[5].count, 26);
    assert!(outcomes[5].items.is_empty());
    assert_eq!(turns[5], Some(1));
    assert_eq!(turns[9], Some(1), "A has no cards: B leads once more");
    assert!(outcomes.iter().all(|outcome| !outcome.renege));
    assert_eq!(play.totals(), [1, 2]);
}

#[test]
fn the_last_card_of_the_play_scores_one_for_last() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);
    run(
        &mut play,
        &[
            (0, "AS"),
            (1, "3S"),
            (0, "9D"),
            (1, "KC"),
            (0, "2S"),
            (1, "4S"),
        ],
    );

    // Act: at 29 both say go (a queen and a jack are left); they make the last series.
    let last = run(&mut play, &[(0, "go"), (1, "go"), (0, "QS"), (1, "JH")]);

    // Assert
    assert_eq!(
        last[1].go_point,
        Some(GoPoint {
            player: 1,
            points: 1
        })
    );
    assert_eq!(
        last[3].go_point,
        Some(GoPoint {
            player: 1,
            points: 1
        })
    );
    assert!(last[3].series_closed);
    assert!(play.is_over());
}

#[test]
fn a_last_card_that_makes_thirty_one_scores_two_for_the_thirty_one_and_no_point_for_last() {
    // Arrange: both series end at exactly 31.
    let mut play = new_play(Variant::SixCard, Some(&["KS 9D 10S 10D", "QH 2C 10H AS"]));

    // Act
    let outcomes = run(
        &mut play,
        &[
            (0, "KS"),
            (1, "QH"),
            (0, "9D"),
            (1, "2C"), // 31
            (0, "10S"),
            (1, "10H"), // a pair
            (0, "10D"), // a pair royal
            (1, "AS"),  // 31, the last card of the play
        ],
    );

    // Assert
    assert_eq!(counts(&outcomes), [10, 20, 29, 31, 10, 20, 30, 31]);
    assert_eq!(scored(&outcomes[7]), [(PegCategory::ThirtyOne, 2)]);
    assert_eq!(outcomes[7].go_point, None);
    assert!(go_points(&outcomes).is_empty());
    assert_eq!(closings(&outcomes), [3, 7]);
    assert!(play.is_over());
    assert_eq!(play.totals(), [6, 6]);
}
