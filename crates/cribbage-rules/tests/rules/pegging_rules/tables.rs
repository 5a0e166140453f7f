//! Three and four players: rotation, goes, who leads.

use super::*;

// ---------------------------------------------------------------------------------------------
// Three and four players: rotation, goes, who leads
// ---------------------------------------------------------------------------------------------

#[test]
fn with_three_players_a_go_passes_the_turn_on_and_the_player_after_the_last_card_leads() {
    // Arrange
    let mut play = new_play(Variant::ThreePlayer, None);

    // Act
    let (outcomes, turns) = run_with_turns(
        &mut play,
        &[
            (0, "KS"), // 10
            (1, "QS"), // 20
            (2, "9S"), // 29
            (0, "go"), // the first to say go
            (1, "AS"), // 30
            (2, "go"),
            (1, "go"), // player 1 laid the last card: 1 for go
        ],
    );

    // Assert: player 2 leads (after player 1, who laid the last card), not player 0, who
    // said go first (seed 001 names the first to say go; RULES.md and API.md rule otherwise).
    assert_eq!(
        turns,
        [
            Some(1),
            Some(2),
            Some(0),
            Some(1),
            Some(2),
            Some(1),
            Some(2)
        ]
    );
    assert_eq!(go_points(&outcomes), [(6, 1)]);
    assert_eq!(play.totals(), [0, 1, 0]);
}

#[test]
fn with_three_players_anyone_out_of_cards_is_skipped_in_turn_and_when_leading() {
    // Arrange: player 0 holds the aces, 1 the kings, 2 the queens.
    let mut play = new_play(
        Variant::ThreePlayer,
        Some(&["AS AH AD AC", "KS KH KD KC", "QS QH QD QC"]),
    );

    // Act
    let (outcomes, turns) = run_with_turns(
        &mut play,
        &[
            (0, "AS"), // 1
            (1, "KS"), // 11
            (2, "QS"), // 21
            (0, "AH"), // 22
            (1, "go"),
            (2, "go"),
            (0, "AD"), // 23, a pair
            (0, "AC"), // 24, a pair royal; player 0 is out: 1 for last
            (1, "KH"), // player 1 leads
            (2, "QH"), // 20; player 0 is skipped
            (1, "KD"), // 30
            (2, "go"),
            (1, "go"), // 1 for go to player 1
            (2, "QD"), // player 2 leads
            (1, "KC"),
            (2, "QC"), // 30, the last card
        ],
    );

    // Assert
    assert_eq!(
        turns,
        [
            Some(1),
            Some(2),
            Some(0),
            Some(1),
            Some(2),
            Some(0),
            Some(0),
            Some(1),
            Some(2),
            Some(1),
            Some(2),
            Some(1),
            Some(2),
            Some(1),
            Some(2),
            None
        ]
    );
    assert_eq!(points(&outcomes)[6..8], [2, 6]);
    assert_eq!(go_points(&outcomes), [(7, 0), (12, 1), (15, 2)]);
    assert!(outcomes.iter().all(|outcome| !outcome.renege));
    assert_eq!(play.totals(), [9, 1, 1]);
}

#[test]
fn with_four_players_turns_wrap_around_goes_are_skipped_and_the_go_point_goes_to_the_last_card() {
    // Arrange
    let mut play = new_play(Variant::FourPlayer, None);

    // Act
    let (outcomes, turns) = run_with_turns(
        &mut play,
        &[
            (0, "KS"),
            (1, "QS"),
            (2, "9S"), // 29
            (3, "go"),
            (0, "go"),
            (1, "AS"), // 30
            (2, "go"),
            (1, "go"),
        ],
    );

    // Assert
    assert_eq!(
        turns,
        [
            Some(1),
            Some(2),
            Some(3),
            Some(0),
            Some(1),
            Some(2),
            Some(1),
            Some(2)
        ]
    );
    assert_eq!(go_points(&outcomes), [(7, 1)]);
    assert_eq!(play.totals(), [0, 1, 0, 0]);
}

#[test]
fn with_four_players_thirty_one_by_the_fourth_player_hands_the_lead_back_to_the_first() {
    // Arrange
    let mut play = new_play(Variant::FourPlayer, None);

    // Act
    let outcomes = run(&mut play, &[(0, "5S"), (1, "KS"), (2, "QS"), (3, "6S")]);

    // Assert
    assert_eq!(counts(&outcomes), [5, 15, 25, 31]);
    assert_eq!(play.totals(), [0, 2, 0, 2]);
    assert!(outcomes[3].series_closed);
    assert_eq!(play.next_player(), Some(0));
}
