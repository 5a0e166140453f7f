//! Reneging (a go while a card fits), and ACC 7.3: the non-offender decides whether reneged cards are dead or played.

use super::*;

// ---------------------------------------------------------------------------------------------
// Reneging: a go while a card fits
// ---------------------------------------------------------------------------------------------

#[test]
fn with_three_players_a_go_while_able_to_play_costs_two_points_to_each_opponent() {
    // Arrange: player 1 holds the 2, which fits at 5.
    let mut play = new_play(
        Variant::ThreePlayer,
        Some(&["5S KS QS JS", "2H KH QH JH", "3D KD QD JD"]),
    );
    run(&mut play, &[(0, "5S")]);

    // Act
    let renege = run(&mut play, &[(1, "go")]);

    // Assert
    assert!(renege[0].renege);
    assert_eq!(
        renege[0].penalties,
        [
            Penalty {
                player: 0,
                points: 2
            },
            Penalty {
                player: 2,
                points: 2
            }
        ]
    );
    assert_eq!(play.totals(), [2, 0, 2]);
    assert_eq!(play.next_player(), Some(2), "the go passes the turn on");
}

#[test]
fn with_three_players_and_no_hands_a_go_at_twenty_one_or_less_is_a_renege_and_above_is_not() {
    // Arrange
    let mut play = new_play(Variant::ThreePlayer, None);
    run(&mut play, &[(0, "KS"), (1, "AS"), (2, "KH")]); // 21

    // Act
    let at_21 = run(&mut play, &[(0, "go")]);
    let at_22 = run(&mut play, &[(1, "AH"), (2, "go")]);

    // Assert: at 21 every card fits; at 22 a ten-card does not.
    assert!(at_21[0].renege);
    assert_eq!(at_21[0].penalties.len(), 2);
    assert!(!at_22[1].renege);
    assert!(at_22[1].penalties.is_empty());
    assert_eq!(play.totals(), [0, 2, 2]);
}

#[test]
fn with_two_players_and_hands_a_go_while_a_card_fits_is_flagged_as_a_renege_without_a_penalty() {
    // Arrange: player 1 holds the 2, which fits at 29.
    let mut play = new_play(Variant::SixCard, Some(&["KS 9S 5S 5H", "QH 2H JH KH"]));
    run(&mut play, &[(0, "KS"), (1, "QH"), (0, "9S")]);

    // Act
    let outcomes = run(&mut play, &[(1, "go")]);

    // Assert
    assert!(outcomes[0].renege);
    assert!(outcomes[0].penalties.is_empty());
    assert_eq!(play.totals(), [0, 0]);
    assert_eq!(play.next_player(), Some(0));
}

#[test]
fn with_two_players_and_hands_an_honest_go_is_not_a_renege() {
    // Arrange: at 29 player 1 holds only ten-cards.
    let mut play = new_play(Variant::SixCard, Some(&["KS 9S 5S 5H", "QH 10H JH KH"]));
    run(&mut play, &[(0, "KS"), (1, "QH"), (0, "9S")]);

    // Act
    let outcomes = run(&mut play, &[(1, "go")]);

    // Assert
    assert!(!outcomes[0].renege);
}

#[test]
fn with_four_players_a_renege_is_flagged_but_costs_no_points() {
    // Arrange
    let mut play = new_play(Variant::FourPlayer, None);
    run(&mut play, &[(0, "5S")]);

    // Act
    let outcomes = run(&mut play, &[(1, "go")]);

    // Assert
    assert!(outcomes[0].renege);
    assert!(outcomes[0].penalties.is_empty());
    assert_eq!(play.totals(), [0, 0, 0, 0]);
}

// ---------------------------------------------------------------------------------------------
// ACC 7.3: the non-offender decides whether reneged cards are dead or played
// ---------------------------------------------------------------------------------------------

/// The rule's own example: at 25 the offender holds A and 5 (each fits) and 9 (does not).
const RENEGE_AT_25: [&str; 2] = ["KS 5S 4S 2S", "AH 5H 9H KH"];

#[test]
fn reneged_cards_declared_dead_leave_the_play_and_laying_one_is_refused() {
    // Arrange: KS, KH (pair), 5S makes 25; player 1 says go holding AH and 5H, which fit.
    let mut play = new_play(Variant::SixCard, Some(&RENEGE_AT_25));
    run(&mut play, &[(0, "KS"), (1, "KH"), (0, "5S")]);
    let go = run(&mut play, &[(1, "go")]).remove(0);

    // Act
    let reneged = play.decide(&go, Reneged::Dead);

    // Assert: the two cards that fit are the reneged ones, not the 9.
    assert_eq!(reneged, Ok(cards("AH 5H")));
    assert_eq!(
        play.cards_left(1),
        1,
        "KH laid, AH and 5H dead: only 9H is left"
    );
    run(&mut play, &[(0, "4S"), (0, "2S")]);
    assert_eq!(
        play.apply(event(1, "5H")).map(|o| o.count),
        Err(PeggingError::DeadCard {
            card: card("5H"),
            renege: 3
        })
    );
    let last = run(&mut play, &[(1, "9H")]);
    assert!(play.is_over(), "every live card is laid");
    assert_eq!(last[0].go_point.map(|p| p.player), Some(1));
}

#[test]
fn reneged_cards_played_stay_in_the_hand_and_the_play_goes_on_as_before() {
    // Arrange
    let mut play = new_play(Variant::SixCard, Some(&RENEGE_AT_25));
    run(&mut play, &[(0, "KS"), (1, "KH"), (0, "5S")]);
    let go = run(&mut play, &[(1, "go")]).remove(0);

    // Act
    let reneged = play.decide(&go, Reneged::Played);

    // Assert: nothing leaves the hand; the offender lays them in the next series.
    assert_eq!(reneged, Ok(cards("AH 5H")));
    assert_eq!(play.cards_left(1), 3);
    run(
        &mut play,
        &[(0, "4S"), (0, "2S"), (1, "AH"), (1, "5H"), (1, "9H")],
    );
    assert!(play.is_over());
}

#[test]
fn a_decision_on_a_go_that_is_no_renege_is_refused() {
    // Arrange: at 29 player 1 holds only ten-cards.
    let mut play = new_play(Variant::SixCard, Some(&["KS 9S 5S 5H", "QH 10H JH KH"]));
    run(&mut play, &[(0, "KS"), (1, "QH"), (0, "9S")]);
    let go = run(&mut play, &[(1, "go")]).remove(0);

    // Act
    let refused = play.decide(&go, Reneged::Dead);

    // Assert
    assert_eq!(
        refused,
        Err(PeggingError::NotARenege {
            player: 1,
            count: 29
        })
    );
    assert_eq!(play.cards_left(1), 3, "nothing left the hand");
}

#[test]
fn a_decision_without_the_hands_is_refused_since_the_reneged_cards_are_unknown() {
    // Arrange: without hands a go at 5 is a renege, but of which cards is unknown.
    let mut play = new_play(Variant::SixCard, None);
    run(&mut play, &[(0, "5S")]);
    let go = run(&mut play, &[(1, "go")]).remove(0);

    // Act
    let refused = play.decide(&go, Reneged::Dead);

    // Assert
    assert!(go.renege);
    assert_eq!(refused, Err(PeggingError::RenegedUnknown));
}

#[test]
fn when_the_renege_closes_the_series_and_leaves_the_offender_only_dead_cards_the_play_ends() {
    // Arrange: the first series ends at 31 (AS); in the second, player 0 runs out and player 1
    // says go at 21 holding 9H, which fits. The go closes the series and player 1 would lead.
    let mut play = new_play(Variant::SixCard, Some(&["KS QS AS JS", "KH 5H 6H 9H"]));
    run(
        &mut play,
        &[
            (0, "KS"),
            (1, "KH"),
            (0, "QS"),
            (1, "go"),
            (0, "AS"),
            (1, "5H"),
            (0, "JS"),
            (1, "6H"),
        ],
    );
    let go = run(&mut play, &[(1, "go")]).remove(0);
    assert!(go.renege && go.series_closed);
    assert!(!play.is_over(), "played, 9H would lead the next series");

    // Act
    let reneged = play.decide(&go, Reneged::Dead);

    // Assert
    assert_eq!(reneged, Ok(cards("9H")));
    assert!(play.is_over(), "no live card is left");
    assert_eq!(play.finish(), Ok(None));
}
