//! The review of self-play games: a game played by the policy the review judges with has no
//! decision flagged, the same game with one deliberate poor discard has exactly that one, and
//! every seat's account adds up in both.

use cribbage_strategy::review::{Choice, Review, Verdict, review};
use cribbage_strategy::strategy::selfplay::{GameRecord, Policy, Slip, play_game_with};
use cribbage_strategy::variant::Variant;

/// A game between two players of the position policy (the advisors' own choices: for points far
/// from the end, for the chance of winning near it), with `slip` if given, and its review.
fn reviewed(variant: Variant, seed: u64, slip: Option<Slip>) -> (GameRecord, Review) {
    let game =
        play_game_with(variant, [Policy::PositionUniform; 2], 0, seed, slip).expect("a game");
    let hands = game.hands(variant);
    let review = review(variant, u32::from(variant.target()), &hands).expect("a review");
    (game, review)
}

/// Every seat's margin and chance, explained, add up to what happened (a finished game).
fn adds_up(review: &Review) {
    adds_up_in(review, true);
}

/// The same, for a game over or not.
fn adds_up_in(review: &Review, over: bool) {
    for seat in &review.seats {
        let m = seat.margin;
        let explained = m.start as f64 + m.baseline + m.luck - m.own_losses
            + m.opponent_losses
            + m.rules as f64
            + m.game_end as f64;
        assert!((explained - m.final_margin as f64).abs() < 1e-9, "{m:?}");
        let Some(c) = seat.chance else {
            assert!(!over, "the board serves 121 and 61");
            continue;
        };
        let result = c.start + c.luck - c.own_losses + c.opponent_losses;
        assert!((result - c.result).abs() < 1e-9, "{c:?}");
        if over {
            assert!(c.result == 0.0 || c.result == 1.0, "the game is over");
        }
    }
}

#[test]
fn the_advisors_own_game_has_no_decision_flagged() {
    for (variant, seed) in [
        (Variant::SixCard, 11),
        (Variant::SixCard, 12),
        (Variant::FiveCard, 13),
    ] {
        // Act
        let (game, review) = reviewed(variant, seed, None);
        // Assert: every decision judged, none flagged, none with a loss on its own scale.
        let flagged: Vec<_> = review
            .decisions
            .iter()
            .filter(|d| d.verdict != Verdict::None)
            .collect();
        assert!(flagged.is_empty(), "{variant} seed {seed}: {flagged:#?}");
        assert_eq!(review.hands.len(), game.deals.len());
        let discards = review
            .decisions
            .iter()
            .filter(|d| d.event.is_none())
            .count();
        assert_eq!(discards, 2 * game.deals.len(), "every discard judged");
        adds_up(&review);
    }
}

#[test]
fn one_poor_discard_is_the_one_decision_flagged() {
    for (variant, seed, deal, seat) in [
        (Variant::SixCard, 11, 2, 0),
        (Variant::SixCard, 12, 4, 1),
        (Variant::FiveCard, 13, 1, 1),
    ] {
        // Arrange: the same game, but in one deal one seat keeps its worst hand.
        let slip = Slip { deal, seat };
        // Act
        let (game, review) = reviewed(variant, seed, Some(slip));
        // Assert
        let flagged: Vec<_> = review
            .decisions
            .iter()
            .filter(|d| d.verdict != Verdict::None)
            .collect();
        assert_eq!(flagged.len(), 1, "{variant} seed {seed}: {flagged:#?}");
        let decision = flagged[0];
        assert_eq!(
            (decision.hand, decision.seat, decision.event),
            (deal, seat, None)
        );
        let laid = game.deals[deal].log.dealt[seat]
            .iter()
            .filter(|c| !game.deals[deal].log.kept[seat].contains(c))
            .copied()
            .collect();
        assert_eq!(decision.chosen, Choice::Discard(laid));
        assert_ne!(decision.best, decision.chosen);
        assert!(decision.loss.points > 0.0, "{decision:#?}");
        adds_up(&review);
    }
}

#[test]
fn a_game_won_by_three_for_last_leaves_no_decision_to_judge() {
    // Arrange: five-card cribbage to 3: the pone's three for last wins before anyone discards
    // (found by the review fuzz target). And the same hand to 61: the discards are judged from
    // 3 to 0, the board as it stands when the seats discard.
    let variant = Variant::FiveCard;
    let game = play_game_with(variant, [Policy::Expert; 2], 0, 2, None).expect("a game");
    let first = &game.hands(variant)[..1];
    // Act
    let won = review(variant, 3, first).expect("a review");
    let played = review(variant, 61, first).expect("a review");
    // Assert
    assert!(won.decisions.is_empty(), "{:#?}", won.decisions);
    assert_eq!(won.game.verdict.won_in, Some(0));
    adds_up_in(&won, false);
    let dealer = game.deals[0].dealer;
    let mut scores = [0, 0];
    scores[1 - dealer] = 3;
    let board = cribbage_strategy::strategy::board::Board::new(variant, scores, dealer, None)
        .expect("a board");
    let start = played.hands[0]
        .win_probability
        .expect("the board serves 61");
    assert!(
        (start[1 - dealer] - (1.0 - board.dealer_wins())).abs() < 1e-12,
        "{start:?}"
    );
    adds_up_in(&played, false);
}
