//! Five-card cribbage: one series only.

use super::*;
use cribbage_rules::language::Language;

// ---------------------------------------------------------------------------------------------
// Five-card cribbage: one series only
// ---------------------------------------------------------------------------------------------

#[test]
fn in_five_card_cribbage_the_play_is_over_once_the_first_series_closes_on_a_go() {
    // Arrange
    let mut play = new_play(Variant::FiveCard, None);

    // Act
    let outcomes = run(
        &mut play,
        &[(0, "KS"), (1, "QS"), (0, "9S"), (1, "go"), (0, "go")],
    );

    // Assert
    assert_eq!(go_points(&outcomes), [(4, 0)]);
    assert!(outcomes[4].series_closed);
    assert!(play.is_over());
    assert_eq!(play.next_player(), None);
    assert_eq!(play.totals(), [1, 0]);
    assert_eq!(play.cards_left(1), 2, "player 1 keeps two cards unplayed");
}

#[test]
fn in_five_card_cribbage_thirty_one_ends_the_play_with_no_go_point() {
    // Arrange
    let mut play = new_play(Variant::FiveCard, None);

    // Act
    let outcomes = run(&mut play, &[(0, "KS"), (1, "QS"), (0, "9S"), (1, "2S")]);

    // Assert
    assert_eq!(scored(&outcomes[3]), [(PegCategory::ThirtyOne, 2)]);
    assert_eq!(outcomes[3].go_point, None);
    assert!(play.is_over());
    assert_eq!(play.totals(), [0, 2]);
}

#[test]
fn in_five_card_cribbage_six_cards_under_thirty_one_end_the_play_with_one_for_last() {
    // Arrange
    let mut play = new_play(Variant::FiveCard, None);

    // Act: 1, 3, 6, 7, 9, 12
    let outcomes = run(
        &mut play,
        &[
            (0, "AS"),
            (1, "2S"),
            (0, "3S"),
            (1, "AH"),
            (0, "2H"),
            (1, "3H"),
        ],
    );

    // Assert
    assert_eq!(points(&outcomes), [0, 0, 3, 3, 3, 3]);
    assert_eq!(go_points(&outcomes), [(5, 1)]);
    assert!(play.is_over());
}

#[test]
fn in_five_card_cribbage_finish_closes_the_open_series_and_awards_its_go_point() {
    // Arrange: player 1 said go; the request declares the play complete.
    let mut play = new_play(Variant::FiveCard, None);
    run(&mut play, &[(0, "KS"), (1, "QS"), (0, "9S"), (1, "go")]);

    // Act
    let closed = play.finish();

    // Assert
    assert_eq!(
        closed,
        Ok(Some(GoPoint {
            player: 0,
            points: 1
        }))
    );
    assert!(play.is_over());
    assert_eq!(play.next_player(), None);
    assert_eq!(play.count(), 0);
    assert_eq!(play.totals(), [1, 0]);
    assert_eq!(
        play.finish(),
        Ok(None),
        "a closed play has nothing more to close"
    );
    assert_eq!(
        play.apply(event(0, "AS")),
        Err(PeggingError::PlayOver),
        "no card after the one series"
    );
}

#[test]
fn in_five_card_cribbage_finish_is_refused_while_a_player_with_a_fitting_card_has_not_said_go() {
    // Arrange: at 29 player 0 still holds the ace.
    let mut play = new_play(Variant::FiveCard, Some(&["KS 9S AS", "QS JS KH"]));
    run(&mut play, &[(0, "KS"), (1, "QS"), (0, "9S"), (1, "go")]);
    let before = snapshot(&play);

    // Act
    let result = play.finish();

    // Assert
    assert!(
        matches!(&result, Err(why @ PeggingError::Incomplete(_)) if cribbage_words::refusals::play(Language::English, why, false).contains("player 1")),
        "{result:?}"
    );
    assert_eq!(snapshot(&play), before);
}

#[test]
fn in_five_card_cribbage_finish_is_refused_before_any_card_is_played() {
    // Arrange
    let mut play = new_play(Variant::FiveCard, None);

    // Act
    let result = play.finish();

    // Assert
    assert!(
        matches!(result, Err(PeggingError::Incomplete(_))),
        "{result:?}"
    );
    assert!(!play.is_over());
}

#[test]
fn in_the_six_card_game_finish_is_refused_while_cards_are_left_and_accepted_when_all_are_played() {
    // Arrange
    let mut play = new_play(Variant::SixCard, Some(&["2S 2H KS KH", "6C 7C 8C 9C"]));
    run(&mut play, &[(0, "KS"), (1, "6C"), (0, "KH"), (1, "go")]);

    // Act
    let early = play.finish();
    run(
        &mut play,
        &[(0, "2S"), (0, "2H"), (1, "8C"), (1, "7C"), (1, "9C")],
    );
    let done = play.finish();

    // Assert
    assert!(
        matches!(&early, Err(why @ PeggingError::Incomplete(_)) if cribbage_words::refusals::play(Language::English, why, false).contains("player 1 has 2 cards left")
            && cribbage_words::refusals::play(Language::English, why, false).contains("player 2 has 3 cards left")),
        "{early:?}"
    );
    assert_eq!(done, Ok(None));
    assert_eq!(play.totals(), [3, 6]);
}
