//! The review of self-play games: a game played by the policy the review judges with has no
//! decision flagged, the same game with one deliberate poor discard has exactly that one, and
//! every seat's account adds up in both.

use cribbage_strategy::review::{Choice, Reason, Review, Verdict, review};
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

#[test]
fn a_game_without_dealt_cards_has_its_play_judged_and_its_discards_listed() {
    for (variant, seed, without) in [
        (Variant::SixCard, 11, vec![0, 3]),
        (Variant::SixCard, 12, (0..40).collect::<Vec<_>>()),
        (Variant::FiveCard, 13, vec![1]),
    ] {
        // Arrange: the game's log with `dealt` taken out of some hands (all of them in the
        // second game), and one deliberate poor discard in the first.
        let game = play_game_with(
            variant,
            [Policy::PositionUniform, Policy::Greedy],
            0,
            seed,
            None,
        )
        .expect("a game");
        let mut hands = game.hands(variant);
        for &h in &without {
            if let Some(hand) = hands.get_mut(h) {
                hand.dealt = None;
            }
        }
        let whole =
            review(variant, u32::from(variant.target()), &game.hands(variant)).expect("a review");
        // Act
        let partial = review(variant, u32::from(variant.target()), &hands).expect("a review");
        // Assert: each hand without dealt has both discards unjudged and none judged; every
        // other decision is as the whole log's review judges it, apart from the play of those
        // hands (judged without the seat's own discards).
        let missing: Vec<usize> = without
            .iter()
            .copied()
            .filter(|&h| h < hands.len())
            .collect();
        let listed: Vec<(usize, usize)> =
            partial.unjudged.iter().map(|u| (u.hand, u.seat)).collect();
        assert_eq!(listed.len(), 2 * missing.len(), "{listed:?}");
        for &h in &missing {
            let pone = 1 - game.deals[h].dealer;
            let at: Vec<_> = listed.iter().filter(|(hand, _)| *hand == h).collect();
            assert_eq!(at, [&(h, pone), &(h, 1 - pone)], "the pone's first");
            assert!(
                !partial
                    .decisions
                    .iter()
                    .any(|d| d.hand == h && d.event.is_none()),
                "no discard judged in hand {h}"
            );
        }
        let kept: Vec<_> = whole
            .decisions
            .iter()
            .filter(|d| !missing.contains(&d.hand))
            .collect();
        let kept_partial: Vec<_> = partial
            .decisions
            .iter()
            .filter(|d| !missing.contains(&d.hand))
            .collect();
        assert_eq!(kept, kept_partial, "{variant} seed {seed}");
        let plays = |r: &Review| r.decisions.iter().filter(|d| d.event.is_some()).count();
        assert_eq!(plays(&whole), plays(&partial), "every card judged");
        // The accounts stay exact, the deal and the discard one step.
        adds_up(&partial);
        assert!(whole.unjudged.is_empty());
    }
}

#[test]
fn every_flagged_decision_has_its_reason_and_no_other_has_one() {
    // Arrange: greedy against the reference player, so there is much to flag.
    for (variant, seed) in [(Variant::SixCard, 5), (Variant::FiveCard, 6)] {
        let game = play_game_with(
            variant,
            [Policy::Greedy, Policy::PositionUniform],
            0,
            seed,
            None,
        )
        .expect("a game");
        // Act
        let review =
            review(variant, u32::from(variant.target()), &game.hands(variant)).expect("a review");
        // Assert
        let flagged = review
            .decisions
            .iter()
            .filter(|d| d.verdict != Verdict::None)
            .count();
        assert!(flagged > 3, "{variant}: {flagged} flagged");
        for decision in &review.decisions {
            assert_eq!(
                decision.reason.is_some(),
                decision.verdict != Verdict::None,
                "{decision:#?}"
            );
            match &decision.reason {
                Some(Reason::Discard(reason)) => {
                    // The parts are the loss in points, to rounding.
                    let sign = if reason.own_crib { 1.0 } else { -1.0 };
                    let parts = reason.hand + sign * reason.crib + reason.play;
                    let Some(best) = decision.options.first() else {
                        panic!("options");
                    };
                    let chosen = decision
                        .options
                        .iter()
                        .find(|o| o.choice == decision.chosen)
                        .expect("the chosen option");
                    assert!((parts - (best.points - chosen.points)).abs() < 1e-9);
                    assert_eq!(Choice::Discard(reason.better.clone()), decision.best);
                    assert_eq!(Choice::Discard(reason.chosen.clone()), decision.chosen);
                }
                Some(Reason::Play(reason)) => {
                    assert_eq!(Choice::Play(reason.better), decision.best);
                    assert_eq!(Choice::Play(reason.chosen), decision.chosen);
                    assert!(reason.chosen_opens.cards <= 52);
                }
                None => {}
            }
        }
        // The rating follows: greedy rates below the reference player.
        let [greedy, reference] = &review.seats;
        let (greedy, reference) = (
            greedy.rating.expect("rated"),
            reference.rating.expect("rated"),
        );
        assert!(greedy.value < reference.value, "{greedy:?} {reference:?}");
        assert!((0.0..=100.0).contains(&greedy.value));
    }
}
