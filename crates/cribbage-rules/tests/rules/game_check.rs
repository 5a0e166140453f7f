//! A whole game checked: the hands of a log chained into one game (the deal passes, scores
//! carry over, nothing after the win), with the winner, the hand that won, the match result and
//! the spread; every break in the chain reported with its hand and field.

use cribbage_rules::game::{Field, GameVerdict, HandResult, LogPlace, Problem, ProblemKind, check};
use cribbage_rules::round::{MatchResult, Skunk};
use cribbage_rules::variant::Variant;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

fn hand(dealer: usize, points: &[i64]) -> HandResult {
    HandResult {
        dealer,
        given_scores: None,
        points: points.to_vec(),
        result: None,
    }
}

fn won(winner: usize, loser_scores: &[u32], skunk: Skunk, match_points: u32) -> MatchResult {
    MatchResult {
        winner,
        loser_scores: loser_scores.to_vec(),
        skunk,
        match_points,
    }
}

/// A two-player game of ten hands, seat 0 dealing first, that seat 1 wins 121-104 in the
/// tenth hand (each line: the points of seat 0, seat 1).
fn ten_hands() -> Vec<HandResult> {
    let points: [[i64; 2]; 10] = [
        [14, 9],
        [8, 17],
        [12, 10],
        [11, 13],
        [9, 16],
        [13, 7],
        [10, 14],
        [15, 11],
        [6, 12],
        [6, 12],
    ];
    let mut hands: Vec<HandResult> = points
        .iter()
        .enumerate()
        .map(|(index, points)| hand(index % 2, points))
        .collect();
    hands[9].result = Some(won(1, &[104], Skunk::None, 2));
    hands
}

fn problems(variant: Variant, hands: &[HandResult]) -> Vec<Problem> {
    check(variant, u32::from(variant.target()), hands).expect_err("a game that does not chain")
}

fn places(problems: &[Problem]) -> Vec<LogPlace> {
    problems.iter().map(|p| p.place).collect()
}

fn at(hand: usize, field: Field) -> LogPlace {
    LogPlace {
        hand: Some(hand),
        field,
    }
}

fn verdict(variant: Variant, hands: &[HandResult]) -> GameVerdict {
    check(variant, u32::from(variant.target()), hands)
        .unwrap_or_else(|problems| panic!("the game should chain: {problems:?}"))
}

// ---------------------------------------------------------------------------------------------
// Games that chain
// ---------------------------------------------------------------------------------------------

#[test]
fn ten_hands_chain_into_a_game_won_in_the_tenth_with_its_spread() {
    let game = verdict(Variant::SixCard, &ten_hands());
    assert_eq!(game.scores, [104, 121]);
    assert_eq!((game.winner, game.won_in), (Some(1), Some(9)));
    assert_eq!(game.result, Some(won(1, &[104], Skunk::None, 2)));
    assert_eq!(game.spread, Some(17));
    assert_eq!(game.hands.len(), 10);
    assert_eq!(game.hands[0].before, [0, 0]);
    assert_eq!(game.hands[1].before, [14, 9]);
    assert_eq!(game.hands[9].after, [104, 121]);
    let dealers: Vec<usize> = game.hands.iter().map(|h| h.dealer).collect();
    assert_eq!(dealers, [0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
}

#[test]
fn the_spread_counts_to_the_game_hole_not_past_it() {
    // Seat 1 pegs out with 8 to spare (129); the spread is still 121 - 104.
    let mut hands = ten_hands();
    hands[9].points = vec![6, 20];
    let game = verdict(Variant::SixCard, &hands);
    assert_eq!(game.scores, [104, 129]);
    assert_eq!(game.spread, Some(17));
}

#[test]
fn given_scores_that_carry_over_are_accepted() {
    let mut hands = ten_hands();
    hands[1].given_scores = Some(vec![14, 9]);
    hands[9].given_scores = Some(vec![98, 109]);
    assert_eq!(verdict(Variant::SixCard, &hands).scores, [104, 121]);
}

#[test]
fn a_backward_penalty_can_leave_a_seat_behind_where_it_started_the_hand() {
    // In the third hand seat 0, on 110, scores 6 and then pegs into the game hole on a count
    // that is not there (ACC 8.4.b): back to the true score, the over-claim to seat 1, and 15
    // back: 6 - 15 = -9 for the hand.
    let hands = vec![hand(0, &[60, 58]), hand(1, &[50, 40]), hand(0, &[-9, 10])];
    let game = verdict(Variant::SixCard, &hands);
    assert_eq!(game.hands[2].before, [110, 98]);
    assert_eq!(game.scores, [101, 108]);
    assert_eq!((game.winner, game.spread), (None, None));
}

#[test]
fn a_log_may_start_from_given_scores() {
    let mut hands = vec![hand(1, &[10, 5])];
    hands[0].given_scores = Some(vec![60, 70]);
    assert_eq!(verdict(Variant::SixCard, &hands).scores, [70, 75]);
}

#[test]
fn three_players_the_spread_is_the_margin_over_the_runner_up() {
    let mut hands = vec![
        hand(0, &[40, 30, 35]),
        hand(1, &[40, 42, 33]),
        hand(2, &[41, 20, 20]),
    ];
    hands[2].result = Some(won(0, &[92, 88], Skunk::None, 2));
    let game = verdict(Variant::ThreePlayer, &hands);
    assert_eq!(game.scores, [121, 92, 88]);
    assert_eq!(game.spread, Some(29));
}

#[test]
fn four_players_partners_share_a_score_and_the_lower_seat_names_the_winners() {
    let mut hands = vec![hand(0, &[60, 55, 60, 55]), hand(1, &[61, 30, 61, 30])];
    hands[1].result = Some(won(0, &[85], Skunk::Skunk, 3));
    let game = verdict(Variant::FourPlayer, &hands);
    assert_eq!((game.winner, game.spread), (Some(0), Some(36)));
}

#[test]
fn five_card_cribbage_is_played_to_61() {
    let mut hands = vec![hand(0, &[30, 25]), hand(1, &[31, 4])];
    hands[1].result = Some(won(0, &[29], Skunk::Skunk, 3));
    let game = verdict(Variant::FiveCard, &hands);
    assert_eq!((game.scores.clone(), game.spread), (vec![61, 29], Some(32)));
}

// ---------------------------------------------------------------------------------------------
// Games that do not chain
// ---------------------------------------------------------------------------------------------

#[test]
fn the_deal_must_pass_to_the_next_seat_each_hand() {
    let mut hands = ten_hands();
    hands[3].dealer = 0;
    let found = problems(Variant::SixCard, &hands);
    // Hand 3 repeats hand 2's dealer; hand 4 then follows hand 3 correctly by its own dealer.
    assert_eq!(places(&found)[0], at(3, Field::Dealer));
    assert_eq!(
        found[0].kind,
        ProblemKind::DealDoesNotPass {
            expected: 1,
            found: 0
        }
    );
    assert_eq!(
        found[0].to_string(),
        "the deal passes to seat 2 after the hand before, not to seat 1"
    );
}

#[test]
fn given_scores_must_be_where_the_hand_before_left_the_board() {
    let mut hands = ten_hands();
    hands[2].given_scores = Some(vec![22, 27]);
    let found = problems(Variant::SixCard, &hands);
    assert_eq!(places(&found), [at(2, Field::Scores { seat: Some(1) })]);
    assert_eq!(
        found[0].kind,
        ProblemKind::ScoresDoNotCarryOver {
            seat: 1,
            expected: 26,
            found: 27
        }
    );
}

#[test]
fn nothing_is_played_after_the_game_is_won() {
    let mut hands = ten_hands();
    hands.push(hand(0, &[5, 5]));
    hands.push(hand(1, &[5, 5]));
    let found = problems(Variant::SixCard, &hands);
    assert_eq!(places(&found), [at(10, Field::Hand), at(11, Field::Hand)]);
    assert_eq!(found[0].kind, ProblemKind::AfterGameWon { won_in: 9 });
    // Said counting hands from one, as a person counts them, in every language.
    let said = |language| cribbage_words::Worded::words(&found[0].kind, language);
    use cribbage_rules::language::Language;
    assert_eq!(
        said(Language::English),
        "the game was won in hand 10; nothing is played after it"
    );
    assert!(said(Language::German).contains("im 10. Blatt"));
    assert!(said(Language::Polish).contains("w 10. rozdaniu"));
}

#[test]
fn a_hand_that_reaches_the_target_must_end_the_game_and_one_that_ends_it_must_reach_it() {
    let mut hands = ten_hands();
    hands[9].result = None;
    let found = problems(Variant::SixCard, &hands);
    assert_eq!(
        found[0].kind,
        ProblemKind::WinWithoutResult {
            seat: 1,
            score: 121
        }
    );
    let mut hands = ten_hands();
    hands[9].points = vec![6, 10];
    hands[9].result = Some(won(1, &[104], Skunk::None, 2));
    let found = problems(Variant::SixCard, &hands);
    assert_eq!(places(&found), [at(9, Field::Result)]);
    assert!(matches!(
        found[0].kind,
        ProblemKind::ResultWithoutWin {
            winner: 1,
            score: 119,
            target: 121
        }
    ));
}

#[test]
fn the_result_must_agree_with_the_board() {
    let mut hands = ten_hands();
    hands[9].result = Some(won(1, &[100], Skunk::None, 2));
    let found = problems(Variant::SixCard, &hands);
    assert_eq!(
        found[0].kind,
        ProblemKind::LoserScores {
            expected: vec![104],
            found: vec![100]
        }
    );
    hands[9].result = Some(won(2, &[104], Skunk::None, 2));
    let found = problems(Variant::SixCard, &hands);
    assert!(matches!(
        found[0].kind,
        ProblemKind::NoSuchWinner {
            winner: 2,
            players: 2
        }
    ));
}

#[test]
fn two_sides_cannot_both_end_at_the_target() {
    let mut hands = ten_hands();
    hands[9].points = vec![23, 12];
    let found = problems(Variant::SixCard, &hands);
    assert!(found.iter().any(|p| p.kind
        == ProblemKind::TwoWinners {
            winner: 1,
            other: 0
        }));
}

#[test]
fn no_score_goes_below_zero() {
    let hands = vec![hand(0, &[10, 8]), hand(1, &[-15, 9])];
    let found = problems(Variant::SixCard, &hands);
    assert_eq!(places(&found), [at(1, Field::Points { seat: Some(0) })]);
    assert_eq!(
        found[0].to_string(),
        "seat 1 on 10 cannot lose 15 points: a peg cannot go behind the start"
    );
}

#[test]
fn partners_must_share_one_score() {
    let hands = vec![hand(0, &[10, 8, 12, 8])];
    let found = problems(Variant::FourPlayer, &hands);
    assert_eq!(places(&found), [at(0, Field::Points { seat: None })]);
    assert!(matches!(
        found[0].kind,
        ProblemKind::PartnersDiffer {
            seat: 0,
            partner: 2,
            score: 10,
            other: 12
        }
    ));
}

#[test]
fn a_log_needs_hands_seats_and_a_start_short_of_the_target() {
    let found = problems(Variant::SixCard, &[]);
    assert_eq!(
        places(&found),
        [LogPlace {
            hand: None,
            field: Field::Hands
        }]
    );
    let found = problems(Variant::SixCard, &[hand(2, &[1, 2, 3])]);
    let kinds: Vec<ProblemKind> = found.into_iter().map(|p| p.kind).collect();
    assert_eq!(
        kinds,
        [
            ProblemKind::NoSuchDealer {
                dealer: 2,
                players: 2
            },
            ProblemKind::Seats {
                expected: 2,
                found: 3
            }
        ]
    );
    let mut started_won = vec![hand(0, &[0, 0])];
    started_won[0].given_scores = Some(vec![121, 3]);
    let found = problems(Variant::SixCard, &started_won);
    assert!(matches!(
        found[0].kind,
        ProblemKind::StartsWon {
            seat: 0,
            score: 121,
            ..
        }
    ));
}

#[test]
fn every_problem_is_reported_in_hand_order() {
    let mut hands = ten_hands();
    hands[2].dealer = 1;
    hands[5].given_scores = Some(vec![0, 0]);
    hands.push(hand(0, &[1, 1]));
    let found = problems(Variant::SixCard, &hands);
    let hands_with_problems: Vec<Option<usize>> = found.iter().map(|p| p.place.hand).collect();
    let mut sorted = hands_with_problems.clone();
    sorted.sort();
    assert_eq!(hands_with_problems, sorted);
    assert_eq!(hands_with_problems.first(), Some(&Some(2)));
    assert_eq!(hands_with_problems.last(), Some(&Some(10)));
    assert!(found.len() >= 4, "{found:?}");
}
