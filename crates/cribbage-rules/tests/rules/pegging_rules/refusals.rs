//! Refused events (each error, and a refusal leaves no trace) and setting up a play.

use super::*;

// ---------------------------------------------------------------------------------------------
// Refused events: each error, and a refusal leaves no trace
// ---------------------------------------------------------------------------------------------

#[test]
fn a_card_taking_the_count_past_thirty_one_is_refused_with_the_count_it_would_make() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);
    run(&mut play, &[(0, "KS"), (1, "QS"), (0, "JS")]);

    // Act + Assert
    assert_refused_without_trace(
        &mut play,
        event(1, "5H"),
        PeggingError::OverThirtyOne {
            card: card("5H"),
            would_be: 35,
        },
        Some(event(1, "AH")),
    );
}

#[test]
fn a_card_played_twice_is_refused_naming_the_event_that_played_it_first() {
    // Arrange: the ace is the fifth event, after a go.
    let mut play = new_play(Variant::SixCard, None);
    run(
        &mut play,
        &[(0, "KS"), (1, "QS"), (0, "5S"), (1, "go"), (0, "AS")],
    );

    // Act + Assert
    assert_refused_without_trace(
        &mut play,
        event(0, "AS"),
        PeggingError::RepeatedCard {
            card: card("AS"),
            first: 4,
        },
        Some(event(0, "2S")),
    );
}

#[test]
fn a_player_acting_out_of_turn_is_refused_naming_whose_turn_it_is() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);
    run(&mut play, &[(0, "5H")]);

    // Act + Assert
    assert_refused_without_trace(
        &mut play,
        event(0, "6H"),
        PeggingError::OutOfTurn {
            expected: 1,
            found: 0,
        },
        Some(event(1, "6H")),
    );
}

#[test]
fn a_go_out_of_turn_is_refused_too() {
    // Arrange
    let mut play = new_play(Variant::ThreePlayer, None);
    run(&mut play, &[(0, "KH"), (1, "KS"), (2, "KD")]);

    // Act + Assert
    assert_refused_without_trace(
        &mut play,
        event(2, "go"),
        PeggingError::OutOfTurn {
            expected: 0,
            found: 2,
        },
        Some(event(0, "go")),
    );
}

#[test]
fn a_player_index_beyond_the_table_is_refused_as_no_such_player() {
    // Arrange
    let cases = [
        (Variant::SixCard, 2),
        (Variant::ThreePlayer, 3),
        (Variant::FourPlayer, 7),
    ];
    for (variant, player) in cases {
        let mut play = new_play(variant, None);

        // Act + Assert
        assert_refused_without_trace(
            &mut play,
            event(player, "5H"),
            PeggingError::NoSuchPlayer {
                player,
                players: variant.players(),
            },
            Some(event(0, "5H")),
        );
    }
}

#[test]
fn a_player_who_has_played_every_card_is_refused_another_as_hand_exhausted() {
    // Arrange: player 0 plays all four cards after player 1's go; player 1 leads next.
    let mut play = new_play(Variant::SixCard, None);
    run(
        &mut play,
        &[
            (0, "KS"),
            (1, "QS"),
            (0, "5S"),
            (1, "go"),
            (0, "AS"),
            (0, "AH"),
        ],
    );
    assert_eq!(play.cards_left(0), 0);
    assert_eq!(play.next_player(), Some(1));

    // Act + Assert: a fifth card by player 0 is "more cards than a hand holds".
    assert_refused_without_trace(
        &mut play,
        event(0, "2S"),
        PeggingError::HandExhausted {
            player: 0,
            hand_size: 4,
        },
        Some(event(1, "2S")),
    );
}

#[test]
fn a_card_the_player_does_not_hold_is_refused_when_the_hands_are_known() {
    // Arrange
    let mut play = new_play(Variant::SixCard, Some(&["2S 2H KS KH", "6C 7C 8C 9C"]));

    // Act + Assert: player 1's six, laid by player 0.
    assert_refused_without_trace(
        &mut play,
        event(0, "6C"),
        PeggingError::NotInHand {
            player: 0,
            card: card("6C"),
        },
        Some(event(0, "KS")),
    );
}

#[test]
fn a_card_outside_both_hands_is_refused_as_not_in_hand() {
    // Arrange
    let mut play = new_play(Variant::SixCard, Some(&["2S 2H KS KH", "6C 7C 8C 9C"]));
    run(&mut play, &[(0, "KS")]);

    // Act + Assert
    assert_refused_without_trace(
        &mut play,
        event(1, "5D"),
        PeggingError::NotInHand {
            player: 1,
            card: card("5D"),
        },
        Some(event(1, "6C")),
    );
}

#[test]
fn once_the_play_is_over_neither_a_card_nor_a_go_is_accepted() {
    // Arrange
    let mut play = new_play(Variant::SixCard, Some(&["2S 2H KS KH", "6C 7C 8C 9C"]));
    run(
        &mut play,
        &[
            (0, "KS"),
            (1, "6C"),
            (0, "KH"),
            (1, "go"),
            (0, "2S"),
            (0, "2H"),
            (1, "8C"),
            (1, "7C"),
            (1, "9C"),
        ],
    );

    // Act + Assert
    assert_refused_without_trace(&mut play, event(0, "AS"), PeggingError::PlayOver, None);
    assert_refused_without_trace(&mut play, event(1, "go"), PeggingError::PlayOver, None);
    assert_refused_without_trace(
        &mut play,
        Event {
            player: None,
            action: Action::Go,
        },
        PeggingError::PlayOver,
        None,
    );
}

#[test]
fn events_without_a_player_follow_the_turn_order() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);
    let unnamed = |what: &str| Event {
        player: None,
        ..event(0, what)
    };

    // Act
    let outcomes: Vec<Outcome> = ["KS", "QS", "9S", "go", "AS", "go"]
        .iter()
        .map(|what| play.apply(unnamed(what)).expect("a legal event"))
        .collect();

    // Assert
    let players: Vec<usize> = outcomes.iter().map(|outcome| outcome.player).collect();
    assert_eq!(players, [0, 1, 0, 1, 0, 0]);
    assert_eq!(go_points(&outcomes), [(5, 0)]);
    assert_eq!(play.next_player(), Some(1));
}

// ---------------------------------------------------------------------------------------------
// Setting up a play
// ---------------------------------------------------------------------------------------------

#[test]
fn a_play_is_refused_for_fewer_than_two_or_more_than_four_players() {
    for players in [0, 1, 5] {
        // Act
        let result = Play::new(Variant::SixCard, players, None);

        // Assert
        assert!(
            matches!(result, Err(PeggingError::Players(n)) if n == players),
            "{players} players: {result:?}"
        );
    }
}

#[test]
fn a_play_is_refused_when_the_number_of_players_does_not_fit_the_variant() {
    let cases = [
        (Variant::SixCard, 3),
        (Variant::FiveCard, 4),
        (Variant::ThreePlayer, 2),
        (Variant::FourPlayer, 3),
    ];
    for (variant, players) in cases {
        // Act
        let result = Play::new(variant, players, None);

        // Assert
        assert!(
            matches!(
                result,
                Err(PeggingError::PlayersForVariant { variant: v, expected, found })
                    if v == variant && expected == variant.players() && found == players
            ),
            "{variant:?} with {players}: {result:?}"
        );
    }
}

#[test]
fn a_play_is_refused_when_there_is_not_one_hand_per_player() {
    // Act
    let result = Play::new(
        Variant::ThreePlayer,
        3,
        Some(hands(&["AS 2S 3S 4S", "AH 2H 3H 4H"])),
    );

    // Assert
    assert!(
        matches!(
            result,
            Err(PeggingError::HandCount {
                expected: 3,
                found: 2
            })
        ),
        "{result:?}"
    );
}

#[test]
fn a_play_is_refused_when_a_hand_holds_the_wrong_number_of_cards() {
    let cases: [(Variant, &[&str], usize, usize, usize); 3] = [
        (Variant::SixCard, &["AS 2S 3S 4S", "AH 2H 3H"], 1, 4, 3),
        (
            Variant::SixCard,
            &["AS 2S 3S 4S 5S", "AH 2H 3H 4H"],
            0,
            4,
            5,
        ),
        (Variant::FiveCard, &["AS 2S 3S", "AH 2H 3H 4H"], 1, 3, 4),
    ];
    for (variant, dealt, player, expected, found) in cases {
        // Act
        let result = Play::new(variant, 2, Some(hands(dealt)));

        // Assert
        assert!(
            matches!(
                result,
                Err(PeggingError::HandSize { player: p, expected: e, found: f })
                    if (p, e, f) == (player, expected, found)
            ),
            "{variant:?} {dealt:?}: {result:?}"
        );
    }
}

#[test]
fn a_play_is_refused_when_a_card_is_in_two_hands_or_twice_in_one() {
    let cases: [(&[&str], &str); 2] = [
        (&["AS 2S 3S 4S", "AH 2H 3S 4H"], "3S"),
        (&["AS 2S AS 4S", "AH 2H 3H 4H"], "AS"),
    ];
    for (dealt, repeated) in cases {
        // Act
        let result = Play::new(Variant::SixCard, 2, Some(hands(dealt)));

        // Assert
        assert!(
            matches!(result, Err(PeggingError::CardInTwoHands { card: c }) if c == card(repeated)),
            "{dealt:?}: {result:?}"
        );
    }
}

#[test]
fn a_new_play_has_player_zero_to_lead_at_a_count_of_zero_with_no_points() {
    // Act
    let play = new_play(Variant::FourPlayer, None);

    // Assert
    assert_eq!(play.next_player(), Some(0));
    assert_eq!(play.count(), 0);
    assert_eq!(play.totals(), [0, 0, 0, 0]);
    assert!(play.series().is_empty());
    assert!(!play.is_over());
}
