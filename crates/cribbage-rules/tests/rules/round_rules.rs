//! A whole hand adjudicated rule by rule (RULES.md, "End of the game", "Muggins", "Variants"):
//! the order of scoring — his heels, the play, the shows from the seat after the dealer round to
//! the dealer, the crib — the moment a side reaches the target, match points and skunks, claims
//! with and without muggins, and the three-player, four-player and five-card games.
//!
//! Every deal is built as a `DealInput` of cards, made a `Deal` by its checks and sent through
//! `adjudicate`; every expected number is worked out by hand in the comments next to it.

use cribbage_rules::card::Card;
use cribbage_rules::claim::Claim;
use cribbage_rules::input::{Invalid, Place};
use cribbage_rules::language::Language;
use cribbage_rules::pegging::{Action, Event, EventSlot, PegCategory, PeggingError};
use cribbage_rules::round::RoundFault;
use cribbage_rules::round::{
    Adjudication, ClaimsInput, Deal, DealInput, MatchScoring, Phase, Reason, RoundError, Skunk,
    adjudicate,
};
use cribbage_rules::variant::Variant;
use cribbage_words::prelude::*;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

fn card(text: &str) -> Card {
    text.parse()
        .unwrap_or_else(|err| panic!("test card {text:?}: {err}"))
}

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(card).collect()
}

/// A card or `"go"`, by whoever's turn it is.
fn event(what: &str) -> Event {
    let action = if what == "go" {
        Action::Go
    } else {
        Action::Play(card(what))
    };
    Event {
        player: None,
        action,
    }
}

/// A deal of `variant` to its default target, with no house rules, no three for last and no
/// claims.
fn deal(
    variant: Variant,
    dealer: usize,
    scores: &[u32],
    starter: &str,
    hands: &[&str],
    crib: &str,
    events: &str,
) -> DealInput {
    let hands: Vec<Vec<Card>> = hands.iter().map(|hand| cards(hand)).collect();
    let events: Vec<Event> = events.split_whitespace().map(event).collect();
    let starter = card(starter);
    let mut deal = DealInput::from_cards(variant, dealer, starter, &hands, &cards(crib), &events);
    deal.scores = Some(scores.to_vec());
    deal.target = Some(u32::from(variant.target()));
    deal.three_for_last = Some(false);
    deal
}

/// The deal through its checks, which it should pass.
fn checked(deal: &DealInput, case: &str) -> Deal {
    deal.validate()
        .unwrap_or_else(|problems| panic!("{case}: the hand should pass its checks: {problems:?}"))
}

fn adjudicated(deal: &DealInput, case: &str) -> Adjudication {
    adjudicate(&checked(deal, case))
        .unwrap_or_else(|err| panic!("{case}: the hand should be adjudicated: {err}"))
}

/// The problems the checks find, each at its place.
fn refused(deal: &DealInput) -> Vec<Invalid<RoundFault>> {
    match deal.validate() {
        Ok(accepted) => panic!("the checks accepted {accepted:?}"),
        Err(problems) => problems,
    }
}

/// A timeline entry as `(phase, seat, points, what, scores after)`, where `what` is `heels`,
/// `e<event> <categories>` for a card's points, `e<event> go` / `e<event> last` for a go or last
/// card, `show` for a show and `muggins from <seat>`.
type Moment = (Phase, usize, u32, String, Vec<u32>);

fn moments(adjudication: &Adjudication) -> Vec<Moment> {
    adjudication
        .timeline
        .iter()
        .map(|entry| {
            let what = match &entry.reason {
                Reason::ThreeForLast => "three".to_owned(),
                Reason::HisHeels => "heels".to_owned(),
                Reason::Ruling { ruling, .. } => format!("rule {}", ruling.rule.citation()),
                Reason::Peg { event, items } => {
                    let categories: Vec<&str> = items
                        .iter()
                        .map(|item| match item.category {
                            PegCategory::Fifteen => "fifteen",
                            PegCategory::ThirtyOne => "thirty_one",
                            PegCategory::Pair => "pair",
                            PegCategory::PairRoyal => "pair_royal",
                            PegCategory::DoublePairRoyal => "double_pair_royal",
                            PegCategory::Run => "run",
                        })
                        .collect();
                    format!("e{event} {}", categories.join(" "))
                }
                Reason::Go {
                    event,
                    last_card: true,
                } => format!("e{event} last"),
                Reason::Go { event, .. } => format!("e{event} go"),
                Reason::Renege { event, offender } => format!("e{event} renege by {offender}"),
                Reason::Show(_) => "show".to_owned(),
                Reason::Muggins { from } => format!("muggins from {from}"),
            };
            (
                entry.phase,
                entry.player,
                entry.points,
                what,
                entry.scores.clone(),
            )
        })
        .collect()
}

fn moment(phase: Phase, seat: usize, points: u32, what: &str, scores: &[u32]) -> Moment {
    (phase, seat, points, what.to_owned(), scores.to_vec())
}

/// The claim verdicts of the timeline, entry by entry.
fn claims(adjudication: &Adjudication) -> Vec<Option<Claim>> {
    adjudication.timeline.iter().map(|e| e.claim).collect()
}

// ---------------------------------------------------------------------------------------------
// The two-player hand used by most tests (dealer seat 1, starter 5C)
// ---------------------------------------------------------------------------------------------
//
// Seat 0 (the pone, leads, shows first): 4H 6H 9C QD. With 5C: fifteens 6+9, Q+5, 4+5+6 (6),
// the run 4-5-6 (3): 9.
// Seat 1 (the dealer): 5S 5H 5D JC. With 5C: 29 (eight fifteens of 16, six pairs of 12, nobs).
// Crib: AH 3S 8D KH. With 5C: K+5 (2): 2.
//
// The whole play, 4H 5S 6H 5H 9C go go 5D QD JC:
//   e0 seat 0 4H  4
//   e1 seat 1 5S  9
//   e2 seat 0 6H 15  fifteen 2 and the run 4-5-6 3: 5
//   e3 seat 1 5H 20
//   e4 seat 0 9C 29
//   e5 seat 1 go (5D and JC do not fit)
//   e6 seat 0 go (QD does not fit): one for the go to seat 0, who laid 9C
//   e7 seat 1 5D  5
//   e8 seat 0 QD 15  fifteen 2
//   e9 seat 1 JC 25  the last card: 1 to seat 1
// Seat 0 pegs 8, seat 1 pegs 1.

const PONE: &str = "4H 6H 9C QD";
const TWENTY_NINE: &str = "5S 5H 5D JC";
const CRIB: &str = "AH 3S 8D KH";
const WHOLE_PLAY: &str = "4H 5S 6H 5H 9C go go 5D QD JC";

fn two_player(scores: &[u32], starter: &str, events: &str) -> DealInput {
    deal(
        Variant::SixCard,
        1,
        scores,
        starter,
        &[PONE, TWENTY_NINE],
        CRIB,
        events,
    )
}

// ---------------------------------------------------------------------------------------------
// The order of scoring and the end of the game
// ---------------------------------------------------------------------------------------------

#[test]
fn a_whole_hand_is_scored_cut_play_pone_dealer_crib_when_nobody_reaches_the_target() {
    // Arrange
    let deal = two_player(&[0, 0], "5C", WHOLE_PLAY);

    // Act
    let adjudication = adjudicated(&deal, "whole hand");

    // Assert
    assert_eq!(
        moments(&adjudication),
        vec![
            moment(Phase::Play, 0, 5, "e2 fifteen run", &[5, 0]),
            moment(Phase::Play, 0, 1, "e6 go", &[6, 0]),
            moment(Phase::Play, 0, 2, "e8 fifteen", &[8, 0]),
            moment(Phase::Play, 1, 1, "e9 last", &[8, 1]),
            moment(Phase::ShowHand, 0, 9, "show", &[17, 1]),
            moment(Phase::ShowHand, 1, 29, "show", &[17, 30]),
            moment(Phase::ShowCrib, 1, 2, "show", &[17, 32]),
        ]
    );
    assert_eq!(adjudication.scores, vec![17, 32]);
    assert_eq!(adjudication.won_at, None);
    assert_eq!(adjudication.result, None);
}

#[test]
fn the_pone_who_pegs_out_during_the_play_wins_and_the_rest_of_the_play_may_be_omitted() {
    // Arrange: 4H, 5S (count 9, nothing), 6H: fifteen and the run 4-5-6, 5 points: 119 -> 124.
    let deal = two_player(&[119, 100], "5C", "4H 5S 6H");

    // Act
    let adjudication = adjudicated(&deal, "pegging out");

    // Assert
    assert_eq!(
        moments(&adjudication),
        vec![moment(Phase::Play, 0, 5, "e2 fifteen run", &[124, 100])]
    );
    assert_eq!(adjudication.scores, vec![124, 100]);
    assert_eq!(adjudication.won_at, Some(0));
    let result = adjudication.result.expect("the game is over");
    assert_eq!(result.winner, 0);
    assert_eq!(result.loser_scores, vec![100]);
    assert_eq!(result.skunk, Skunk::None);
    assert_eq!(result.match_points, 2);
}

#[test]
fn nothing_after_the_card_that_pegs_out_counts_not_the_go_the_last_card_or_the_dealers_29() {
    // Arrange: the whole play is given; seat 0 wins on e2.
    let deal = two_player(&[119, 100], "5C", WHOLE_PLAY);

    // Act
    let adjudication = adjudicated(&deal, "pegging out, whole play given");

    // Assert
    assert_eq!(
        moments(&adjudication),
        vec![moment(Phase::Play, 0, 5, "e2 fifteen run", &[124, 100])]
    );
    assert_eq!(adjudication.scores, vec![124, 100]);
    assert_eq!(adjudication.won_at, Some(0));
    assert_eq!(adjudication.result.map(|r| r.winner), Some(0));
}

#[test]
fn a_go_point_that_pegs_out_mid_play_is_a_go_not_the_last_card() {
    // Arrange: the pone at 115 pegs 5 on e2 (120); both say go at 29 and the pone's 9C takes the
    // go on e6 (121). The events stop there, as a referee's record of a won game does; the
    // dealer still holds QD JC, so it is not the last card of the play.
    let deal = two_player(&[115, 100], "5C", "4H 5S 6H 5H 9C go go");

    // Act
    let adjudication = adjudicated(&deal, "pegging out on a go");

    // Assert
    assert_eq!(
        moments(&adjudication),
        vec![
            moment(Phase::Play, 0, 5, "e2 fifteen run", &[120, 100]),
            moment(Phase::Play, 0, 1, "e6 go", &[121, 100]),
        ]
    );
    assert_eq!(adjudication.won_at, Some(1));
}

#[test]
fn the_points_of_the_play_are_pegged_in_the_order_the_cards_were_laid() {
    // Arrange: QD 10; 5S 15, the dealer pegs 2 (119-102); 6H 21; 5H 26; 4H 30 makes the run
    // 6-5-4 for 3: the pone reaches 122.
    let deal = two_player(&[119, 100], "5C", "QD 5S 6H 5H 4H");

    // Act
    let adjudication = adjudicated(&deal, "dealer first");

    // Assert
    assert_eq!(
        moments(&adjudication),
        vec![
            moment(Phase::Play, 1, 2, "e1 fifteen", &[119, 102]),
            moment(Phase::Play, 0, 3, "e4 run", &[122, 102]),
        ]
    );
    assert_eq!(adjudication.won_at, Some(1));
    assert_eq!(adjudication.result.map(|r| r.winner), Some(0));
}

#[test]
fn the_pone_shows_first_and_wins_before_the_dealer_counts_twenty_nine() {
    // Arrange: the pone at 104 pegs 8 (112) and shows 9: exactly 121. The dealer, at 115 + 1,
    // would have reached 145 with 29.
    let deal = two_player(&[104, 115], "5C", WHOLE_PLAY);

    // Act
    let adjudication = adjudicated(&deal, "pone shows first");

    // Assert
    assert_eq!(
        moments(&adjudication),
        vec![
            moment(Phase::Play, 0, 5, "e2 fifteen run", &[109, 115]),
            moment(Phase::Play, 0, 1, "e6 go", &[110, 115]),
            moment(Phase::Play, 0, 2, "e8 fifteen", &[112, 115]),
            moment(Phase::Play, 1, 1, "e9 last", &[112, 116]),
            moment(Phase::ShowHand, 0, 9, "show", &[121, 116]),
        ]
    );
    assert_eq!(adjudication.scores, vec![121, 116]);
    assert_eq!(adjudication.won_at, Some(4));
    let result = adjudication.result.expect("the game is over");
    assert_eq!(result.winner, 0);
    assert_eq!(result.loser_scores, vec![116]);
    assert_eq!(result.skunk, Skunk::None);
    assert_eq!(result.match_points, 2);
}

#[test]
fn the_dealer_at_119_wins_with_his_heels_before_a_card_is_played() {
    for (case, events) in [("whole play given", WHOLE_PLAY), ("no play given", "")] {
        // Arrange: the starter is a jack.
        let deal = two_player(&[110, 119], "JD", events);

        // Act
        let adjudication = adjudicated(&deal, case);

        // Assert
        assert_eq!(
            moments(&adjudication),
            vec![moment(Phase::Cut, 1, 2, "heels", &[110, 121])],
            "{case}"
        );
        assert_eq!(adjudication.won_at, Some(0), "{case}");
        let result = adjudication.result.expect("the game is over");
        assert_eq!(result.winner, 1, "{case}");
        assert_eq!(result.loser_scores, vec![110], "{case}");
        assert_eq!(result.match_points, 2, "{case}");
    }
}

#[test]
fn his_heels_are_pegged_before_the_play_when_the_game_goes_on() {
    // Arrange: the same hand with JD as starter. The play is unchanged; the shows change:
    // seat 0 4H 6H 9C QD + JD: 6+9 (2), the run? 4, 6, 9, Q, J: none: 2.
    // seat 1 5S 5H 5D JC + JD: each jack with each five, 6 fifteens, and 5+5+5: 14; the three
    // fives (6) and the two jacks (2): 22; no nobs (JC is not a diamond).
    // Crib AH 3S 8D KH + JD: none.
    let deal = two_player(&[0, 0], "JD", WHOLE_PLAY);

    // Act
    let adjudication = adjudicated(&deal, "his heels and on");

    // Assert
    assert_eq!(
        moments(&adjudication),
        vec![
            moment(Phase::Cut, 1, 2, "heels", &[0, 2]),
            moment(Phase::Play, 0, 5, "e2 fifteen run", &[5, 2]),
            moment(Phase::Play, 0, 1, "e6 go", &[6, 2]),
            moment(Phase::Play, 0, 2, "e8 fifteen", &[8, 2]),
            moment(Phase::Play, 1, 1, "e9 last", &[8, 3]),
            moment(Phase::ShowHand, 0, 2, "show", &[10, 3]),
            moment(Phase::ShowHand, 1, 22, "show", &[10, 25]),
        ]
    );
    assert_eq!(adjudication.scores, vec![10, 25]);
    assert_eq!(adjudication.result, None);
}

// ---------------------------------------------------------------------------------------------
// Match points and skunks
// ---------------------------------------------------------------------------------------------

#[test]
fn match_points_follow_the_skunk_lines_under_both_match_scorings() {
    // (case, loser's score, scoring, skunk, match points): the dealer at 119 wins with his heels,
    // the loser keeps the score it had.
    let cases = [
        ("acc win at 91", 91, MatchScoring::Acc, Skunk::None, 2),
        ("acc skunk at 90", 90, MatchScoring::Acc, Skunk::Skunk, 3),
        ("acc skunk at 61", 61, MatchScoring::Acc, Skunk::Skunk, 3),
        ("acc double at 60", 60, MatchScoring::Acc, Skunk::Double, 3),
        (
            "free play win at 91",
            91,
            MatchScoring::FreePlay,
            Skunk::None,
            1,
        ),
        (
            "free play skunk at 90",
            90,
            MatchScoring::FreePlay,
            Skunk::Skunk,
            2,
        ),
        (
            "free play skunk at 61",
            61,
            MatchScoring::FreePlay,
            Skunk::Skunk,
            2,
        ),
        (
            "free play double at 60",
            60,
            MatchScoring::FreePlay,
            Skunk::Double,
            3,
        ),
    ];
    for (case, loser, scoring, skunk, points) in cases {
        // Arrange
        let mut deal = two_player(&[loser, 119], "JD", "");
        deal.match_scoring = scoring;

        // Act
        let adjudication = adjudicated(&deal, case);

        // Assert
        let result = adjudication.result.expect("the game is over");
        assert_eq!(result.winner, 1, "{case}");
        assert_eq!(result.loser_scores, vec![loser], "{case}");
        assert_eq!(result.skunk, skunk, "{case}");
        assert_eq!(result.match_points, points, "{case}");
    }
}

#[test]
fn a_loser_below_31_is_triple_skunked_in_the_121_game() {
    // Arrange
    let deal = two_player(&[30, 119], "JD", "");

    // Act
    let adjudication = adjudicated(&deal, "triple");

    // Assert
    assert_eq!(adjudication.result.map(|r| r.skunk), Some(Skunk::Triple));
}

// ---------------------------------------------------------------------------------------------
// Claims and muggins
// ---------------------------------------------------------------------------------------------

/// The whole hand from 0-0 with claims: the play gives [8, 1].
fn claimed(hands: [Option<u32>; 2], crib: Option<u32>, muggins: bool) -> DealInput {
    let mut deal = two_player(&[0, 0], "5C", WHOLE_PLAY);
    deal.muggins = muggins;
    deal.claims = ClaimsInput {
        hands: Some(hands.to_vec()),
        crib,
        calls: Vec::new(),
    };
    deal
}

fn claim(claimed: u32, actual: u32) -> Option<Claim> {
    Some(Claim { claimed, actual })
}

const PLAY_FROM_ZERO: [(Phase, usize, u32, &str, [u32; 2]); 4] = [
    (Phase::Play, 0, 5, "e2 fifteen run", [5, 0]),
    (Phase::Play, 0, 1, "e6 go", [6, 0]),
    (Phase::Play, 0, 2, "e8 fifteen", [8, 0]),
    (Phase::Play, 1, 1, "e9 last", [8, 1]),
];

fn play_from_zero() -> Vec<Moment> {
    PLAY_FROM_ZERO
        .iter()
        .map(|(phase, seat, points, what, scores)| moment(*phase, *seat, *points, what, scores))
        .collect()
}

#[test]
fn under_muggins_an_under_claim_pegs_the_claim_and_the_opponent_takes_the_difference() {
    // Arrange: the pone claims 7 of its 9, the dealer 29 of 29 and 0 of the crib's 2.
    let deal = claimed([Some(7), Some(29)], Some(0), true);

    // Act
    let adjudication = adjudicated(&deal, "muggins");

    // Assert
    let mut expected = play_from_zero();
    expected.extend([
        moment(Phase::ShowHand, 0, 7, "show", &[15, 1]),
        moment(Phase::ShowHand, 1, 2, "muggins from 0", &[15, 3]),
        moment(Phase::ShowHand, 1, 29, "show", &[15, 32]),
        moment(Phase::ShowCrib, 1, 0, "show", &[15, 32]),
        moment(Phase::ShowCrib, 0, 2, "muggins from 1", &[17, 32]),
    ]);
    assert_eq!(moments(&adjudication), expected);
    assert_eq!(
        claims(&adjudication)[4..],
        [claim(7, 9), None, claim(29, 29), claim(0, 2), None]
    );
    assert_eq!(adjudication.scores, vec![17, 32]);
    assert_eq!(adjudication.result, None);
}

#[test]
fn without_muggins_an_under_claim_still_pegs_the_true_total_and_reports_the_verdict() {
    // Arrange
    let deal = claimed([Some(7), Some(29)], Some(0), false);

    // Act
    let adjudication = adjudicated(&deal, "no muggins");

    // Assert
    let mut expected = play_from_zero();
    expected.extend([
        moment(Phase::ShowHand, 0, 9, "show", &[17, 1]),
        moment(Phase::ShowHand, 1, 29, "show", &[17, 30]),
        moment(Phase::ShowCrib, 1, 2, "show", &[17, 32]),
    ]);
    assert_eq!(moments(&adjudication), expected);
    assert_eq!(
        claims(&adjudication)[4..],
        [claim(7, 9), claim(29, 29), claim(0, 2)]
    );
}

#[test]
fn an_over_claim_pegs_only_what_the_cards_hold_with_or_without_muggins() {
    for muggins in [true, false] {
        // Arrange: the pone claims 12 of 9, the dealer says nothing, the crib is claimed 3 of 2.
        let deal = claimed([Some(12), None], Some(3), muggins);

        // Act
        let adjudication = adjudicated(&deal, "over");

        // Assert
        let mut expected = play_from_zero();
        expected.extend([
            moment(Phase::ShowHand, 0, 9, "show", &[17, 1]),
            moment(Phase::ShowHand, 1, 29, "show", &[17, 30]),
            moment(Phase::ShowCrib, 1, 2, "show", &[17, 32]),
        ]);
        assert_eq!(moments(&adjudication), expected, "muggins {muggins}");
        assert_eq!(
            claims(&adjudication)[4..],
            [claim(12, 9), None, claim(3, 2)],
            "muggins {muggins}"
        );
    }
}

#[test]
fn muggins_points_can_win_the_game_before_the_seat_that_missed_them_goes_on() {
    // Arrange: the dealer at 118 + 1 (last card) = 119 takes the pone's 2 missed points.
    let mut deal = two_player(&[0, 118], "5C", WHOLE_PLAY);
    deal.muggins = true;
    deal.claims = ClaimsInput {
        hands: Some(vec![Some(7), Some(29)]),
        crib: None,
        calls: Vec::new(),
    };

    // Act
    let adjudication = adjudicated(&deal, "muggins wins");

    // Assert
    let timeline = moments(&adjudication);
    assert_eq!(
        timeline[4..],
        [
            moment(Phase::ShowHand, 0, 7, "show", &[15, 119]),
            moment(Phase::ShowHand, 1, 2, "muggins from 0", &[15, 121]),
        ]
    );
    assert_eq!(adjudication.won_at, Some(5));
    let result = adjudication.result.expect("the game is over");
    assert_eq!((result.winner, result.loser_scores), (1, vec![15]));
    assert_eq!(result.skunk, Skunk::Triple);
}

// ---------------------------------------------------------------------------------------------
// Three players
// ---------------------------------------------------------------------------------------------
//
// Dealer seat 0: seat 1 leads, then seat 2, then seat 0. Starter 2C.
// Seat 1: 10H 9H 8C 7C. With 2C: 8+7 (2), the run 7-8-9-10 (4): 6.
// Seat 2: KS 4D 6D 8S. With 2C: nothing: no entry.
// Seat 0: 5H AH QD 3S. With 2C: Q+5, Q+3+2 (4), the run A-2-3 (3): 7.
// Crib: KH KC 7D 9S. With 2C: the pair of kings: 2.
//
// The play, 10H KS 5H go 4D AH go go 9H 6D QD go go 3S 8C 8S 7C:
//   e0 s1 10H 10, e1 s2 KS 20, e2 s0 5H 25, e3 s1 go, e4 s2 4D 29, e5 s0 AH 30, e6 s2 go,
//   e7 s0 go: one for the go to seat 0 (AH). Seat 1 leads (after seat 0):
//   e8 s1 9H 9, e9 s2 6D 15 fifteen 2, e10 s0 QD 25, e11 s1 go, e12 s2 go,
//   e13 s0 3S 28: seat 0 is out of cards and everybody else has said go: one for the go.
//   Seat 1 leads: e14 s1 8C 8, e15 s2 8S 16 pair 2, e16 s1 7C 23: the last card, 1.

const THREE_HANDS: [&str; 3] = ["5H AH QD 3S", "10H 9H 8C 7C", "KS 4D 6D 8S"];
const THREE_PLAY: &str = "10H KS 5H go 4D AH go go 9H 6D QD go go 3S 8C 8S 7C";

fn three_player(scores: &[u32]) -> DealInput {
    deal(
        Variant::ThreePlayer,
        0,
        scores,
        "2C",
        &THREE_HANDS,
        "KH KC 7D 9S",
        THREE_PLAY,
    )
}

#[test]
fn three_players_play_and_show_from_the_seat_after_the_dealer_round_to_the_dealer() {
    // Arrange
    let deal = three_player(&[0, 0, 0]);

    // Act
    let adjudication = adjudicated(&deal, "three players");

    // Assert
    assert_eq!(
        moments(&adjudication),
        vec![
            moment(Phase::Play, 0, 1, "e7 go", &[1, 0, 0]),
            moment(Phase::Play, 2, 2, "e9 fifteen", &[1, 0, 2]),
            moment(Phase::Play, 0, 1, "e13 go", &[2, 0, 2]),
            moment(Phase::Play, 2, 2, "e15 pair", &[2, 0, 4]),
            moment(Phase::Play, 1, 1, "e16 last", &[2, 1, 4]),
            moment(Phase::ShowHand, 1, 6, "show", &[2, 7, 4]),
            moment(Phase::ShowHand, 0, 7, "show", &[9, 7, 4]),
            moment(Phase::ShowCrib, 0, 2, "show", &[11, 7, 4]),
        ]
    );
    assert_eq!(adjudication.scores, vec![11, 7, 4]);
    assert_eq!(adjudication.result, None);
}

#[test]
fn a_three_player_renege_names_the_seat_that_reneged_in_words() {
    // Arrange: seat 0 says go at 20 holding 5H (docs/api.md's example); the renege's 2 points
    // take seat 1 from 119 to 121.
    let deal = deal(
        Variant::ThreePlayer,
        0,
        &[100, 119, 40],
        "2C",
        &THREE_HANDS,
        "KH KC 7D 9S",
        "10H KS go",
    );

    // Act
    let adjudication = adjudicated(&deal, "a three-player renege");

    // Assert
    let entry = &adjudication.timeline[0];
    assert!(matches!(entry.reason, Reason::Renege { offender: 0, .. }));
    assert_eq!(
        [Language::English, Language::German, Language::Polish].map(|l| entry.reason_text(l)),
        [
            "two for a renege by seat 1",
            "zwei Strafpunkte fürs falsche Passen von Platz 1",
            "dwa karne za fałszywe Dalej gracza na miejscu 1",
        ]
    );
}

#[test]
fn in_three_player_the_seat_after_the_dealer_shows_and_wins_before_the_dealer() {
    // Arrange: after the play [116, 116, 59]; seat 1 shows 6 first (122); the dealer's 7 would
    // also have made it, but is never counted.
    let deal = three_player(&[114, 115, 55]);

    // Act
    let adjudication = adjudicated(&deal, "three players, a race");

    // Assert
    let timeline = moments(&adjudication);
    assert_eq!(timeline.len(), 6);
    assert_eq!(
        timeline[5],
        moment(Phase::ShowHand, 1, 6, "show", &[116, 122, 59])
    );
    assert_eq!(adjudication.won_at, Some(5));
    let result = adjudication.result.expect("the game is over");
    assert_eq!(result.winner, 1);
    assert_eq!(result.loser_scores, vec![116, 59]);
    // Judged on the lowest loser: 59 is below 61.
    assert_eq!(result.skunk, Skunk::Double);
    assert_eq!(result.match_points, 3);
}

// ---------------------------------------------------------------------------------------------
// Four players
// ---------------------------------------------------------------------------------------------
//
// Dealer seat 1: seat 2 leads, then 3, 0, 1. Partners 0 & 2 and 1 & 3. Starter AH.
// Seat 2: 10S 6S AS KD. With AH: the pair of aces: 2.
// Seat 3: 5D 7D 2D QC. With AH: Q+5, 7+5+2+A (4): 4.
// Seat 0: 5C 8C 4C 3D. With AH: 8+4+3 (2), the run 3-4-5 (3): 5.
// Seat 1: 5S 9H KH QS. With AH: K+5, Q+5, 9+5+A (6): 6.
// Crib: 2S 3S 4S 9S. With AH: 9+4+2, 9+3+2+A (4), the run A-2-3-4 (4): 8 (12 with a four-card
// crib flush allowed).
//
// The play, 10S 5D 5C 5S 6S 7D 8C 9H AS 2D 4C KH KD QC go go 3D QS:
//   e0 s2 10S 10, e1 s3 5D 15 fifteen 2, e2 s0 5C 20 pair 2, e3 s1 5S 25 pair royal 6,
//   e4 s2 6S 31 thirty-one 2. Seat 3 leads:
//   e5 s3 7D 7, e6 s0 8C 15 fifteen 2, e7 s1 9H 24 run 3, e8 s2 AS 25, e9 s3 2D 27,
//   e10 s0 4C 31 thirty-one 2. Seat 1 leads:
//   e11 s1 KH 10, e12 s2 KD 20 pair 2, e13 s3 QC 30, e14 s0 go, e15 s1 go: one for the go to
//   seat 3. Seat 0 leads: e16 s0 3D 3, e17 s1 QS 13: the last card, 1.

const FOUR_HANDS: [&str; 4] = ["5C 8C 4C 3D", "5S 9H KH QS", "10S 6S AS KD", "5D 7D 2D QC"];
const FOUR_PLAY: &str = "10S 5D 5C 5S 6S 7D 8C 9H AS 2D 4C KH KD QC go go 3D QS";

fn four_player(scores: &[u32]) -> DealInput {
    deal(
        Variant::FourPlayer,
        1,
        scores,
        "AH",
        &FOUR_HANDS,
        "2S 3S 4S 9S",
        FOUR_PLAY,
    )
}

#[test]
fn four_players_score_for_their_partnership_in_the_official_order() {
    // Arrange
    let deal = four_player(&[0, 0, 0, 0]);

    // Act
    let adjudication = adjudicated(&deal, "four players");

    // Assert
    assert_eq!(
        moments(&adjudication),
        vec![
            moment(Phase::Play, 3, 2, "e1 fifteen", &[0, 2, 0, 2]),
            moment(Phase::Play, 0, 2, "e2 pair", &[2, 2, 2, 2]),
            moment(Phase::Play, 1, 6, "e3 pair_royal", &[2, 8, 2, 8]),
            moment(Phase::Play, 2, 2, "e4 thirty_one", &[4, 8, 4, 8]),
            moment(Phase::Play, 0, 2, "e6 fifteen", &[6, 8, 6, 8]),
            moment(Phase::Play, 1, 3, "e7 run", &[6, 11, 6, 11]),
            moment(Phase::Play, 0, 2, "e10 thirty_one", &[8, 11, 8, 11]),
            moment(Phase::Play, 2, 2, "e12 pair", &[10, 11, 10, 11]),
            moment(Phase::Play, 3, 1, "e15 go", &[10, 12, 10, 12]),
            moment(Phase::Play, 1, 1, "e17 last", &[10, 13, 10, 13]),
            moment(Phase::ShowHand, 2, 2, "show", &[12, 13, 12, 13]),
            moment(Phase::ShowHand, 3, 4, "show", &[12, 17, 12, 17]),
            moment(Phase::ShowHand, 0, 5, "show", &[17, 17, 17, 17]),
            moment(Phase::ShowHand, 1, 6, "show", &[17, 23, 17, 23]),
            moment(Phase::ShowCrib, 1, 8, "show", &[17, 31, 17, 31]),
        ]
    );
    assert_eq!(adjudication.scores, vec![17, 31, 17, 31]);
    assert_eq!(adjudication.result, None);
}

#[test]
fn a_four_card_crib_flush_counts_only_when_the_rules_allow_it() {
    // Arrange
    let mut deal = four_player(&[0, 0, 0, 0]);
    deal.crib_four_flush = true;

    // Act
    let adjudication = adjudicated(&deal, "four-card crib flush");

    // Assert
    let last = moments(&adjudication).pop().expect("a timeline");
    assert_eq!(
        last,
        moment(Phase::ShowCrib, 1, 12, "show", &[17, 35, 17, 35])
    );
}

#[test]
fn a_partner_pegging_out_wins_for_the_partnership_named_by_its_lower_seat() {
    // Arrange: 111 + 2 + 2 + 2 + 2 = 119 at e10, then seat 2's pair at e12: 121.
    let deal = four_player(&[111, 100, 111, 100]);

    // Act
    let adjudication = adjudicated(&deal, "four players, a win");

    // Assert
    let timeline = moments(&adjudication);
    assert_eq!(timeline.len(), 8);
    assert_eq!(
        timeline[7],
        moment(Phase::Play, 2, 2, "e12 pair", &[121, 111, 121, 111])
    );
    assert_eq!(adjudication.won_at, Some(7));
    let result = adjudication.result.expect("the game is over");
    assert_eq!(result.winner, 0);
    assert_eq!(result.loser_scores, vec![111]);
    assert_eq!(result.skunk, Skunk::None);
    assert_eq!(result.match_points, 2);
}

// ---------------------------------------------------------------------------------------------
// Five-card cribbage
// ---------------------------------------------------------------------------------------------
//
// Dealer seat 0: seat 1 leads. Starter 6C. Target 61.
// Seat 1: 7H 8S KD. With 6C: 7+8 (2), the run 6-7-8 (3): 5.
// Seat 0: 8C 9C QC. With 6C: 9+6 (2), the flush of three with the starter (4): 6.
// Crib: AD 2D 3D 4S. With 6C: 6+4+3+2 (2), the run A-2-3-4 (4): 6.
//
// The play is one series: e0 s1 7H 7, e1 s0 8C 15 fifteen 2, e2 s1 8S 23 pair 2; then neither
// can play (9C, QC, KD do not fit): seat 1 pegs 1, and the play is over.

fn five_card(scores: &[u32], events: &str) -> DealInput {
    deal(
        Variant::FiveCard,
        0,
        scores,
        "6C",
        &["8C 9C QC", "7H 8S KD"],
        "AD 2D 3D 4S",
        events,
    )
}

#[test]
fn five_card_cribbage_plays_one_series_and_is_won_at_61() {
    for (case, events, go_at) in [
        ("goes given", "7H 8C 8S go go", "e4 last"),
        ("goes left out", "7H 8C 8S", "e2 last"),
    ] {
        // Arrange
        let deal = five_card(&[50, 52], events);
        assert_eq!(deal.target, Some(61));

        // Act
        let adjudication = adjudicated(&deal, case);

        // Assert: the dealer reaches 64 with the crib.
        assert_eq!(
            moments(&adjudication),
            vec![
                moment(Phase::Play, 0, 2, "e1 fifteen", &[52, 52]),
                moment(Phase::Play, 1, 2, "e2 pair", &[52, 54]),
                moment(Phase::Play, 1, 1, go_at, &[52, 55]),
                moment(Phase::ShowHand, 1, 5, "show", &[52, 60]),
                moment(Phase::ShowHand, 0, 6, "show", &[58, 60]),
                moment(Phase::ShowCrib, 0, 6, "show", &[64, 60]),
            ],
            "{case}"
        );
        assert_eq!(adjudication.won_at, Some(5), "{case}");
        let result = adjudication.result.expect("the game is over");
        assert_eq!(result.winner, 0, "{case}");
        assert_eq!(result.loser_scores, vec![60], "{case}");
        assert_eq!(result.skunk, Skunk::None, "{case}");
        assert_eq!(result.match_points, 2, "{case}");
    }
}

#[test]
fn in_five_card_cribbage_only_a_loser_below_31_is_lurched() {
    // (case, scores before, loser's final score, skunk): the dealer wins with its hand (6).
    for (case, scores, loser, skunk) in [
        ("lurch", [55, 20], 28, Skunk::Skunk),
        ("no lurch at 40, though below 91", [55, 40], 48, Skunk::None),
    ] {
        // Arrange
        let deal = five_card(&scores, "7H 8C 8S go go");

        // Act
        let adjudication = adjudicated(&deal, case);

        // Assert
        assert_eq!(adjudication.won_at, Some(4), "{case}");
        let result = adjudication.result.expect("the game is over");
        assert_eq!(result.winner, 0, "{case}");
        assert_eq!(result.loser_scores, vec![loser], "{case}");
        assert_eq!(result.skunk, skunk, "{case}");
    }
}

#[test]
fn a_six_card_game_to_61_has_one_line_the_lurch_below_31() {
    // (case, loser's score, skunk, ACC match points): the dealer at 59 wins with his heels.
    for (case, loser, skunk, points) in [
        ("a win at 45, not a double skunk", 45, Skunk::None, 2),
        ("a win at 31", 31, Skunk::None, 2),
        ("a lurch at 30", 30, Skunk::Skunk, 3),
        ("a lurch at 0, not a triple", 0, Skunk::Skunk, 3),
    ] {
        // Arrange
        let mut deal = two_player(&[loser, 59], "JD", "");
        deal.target = Some(61);

        // Act
        let adjudication = adjudicated(&deal, case);

        // Assert
        let result = adjudication.result.expect("the game is over");
        assert_eq!(result.winner, 1, "{case}");
        assert_eq!(result.skunk, skunk, "{case}");
        assert_eq!(result.match_points, points, "{case}");
    }
}

#[test]
fn a_five_card_game_to_121_has_the_three_lines_of_121() {
    // Arrange: the dealer at 115 wins with its hand (6); the loser ends on 60.
    let mut deal = five_card(&[115, 52], "7H 8C 8S go go");
    deal.target = Some(121);

    // Act
    let adjudication = adjudicated(&deal, "five-card to 121");

    // Assert
    let result = adjudication.result.expect("the game is over");
    assert_eq!(result.loser_scores, vec![60]);
    assert_eq!(result.skunk, Skunk::Double);
}

#[test]
fn skunk_lines_lie_30_points_apart_below_every_target_and_never_below_31() {
    for target in 1..=1000u32 {
        let margins = Skunk::margins(target);
        let expected: Vec<u32> = [30, 60, 90]
            .into_iter()
            .filter(|&m| target >= m + 31)
            .collect();
        assert_eq!(margins, expected.as_slice(), "target {target}");
        let levels = [Skunk::None, Skunk::Skunk, Skunk::Double, Skunk::Triple];
        for score in 0..target {
            let deepest = margins.iter().filter(|&&m| score < target - m).count();
            assert_eq!(
                Skunk::of(score, target),
                levels[deepest],
                "{score} of {target}"
            );
        }
    }
    // The sources' own games.
    assert_eq!(Skunk::margins(121), &[30, 60, 90]);
    assert_eq!(Skunk::margins(61), &[30]);
    assert_eq!(Skunk::margins(60), &[] as &[u32]);
    assert_eq!(
        [90, 91, 60, 61, 30, 31].map(|s| Skunk::of(s, 121)),
        [
            Skunk::Skunk,
            Skunk::None,
            Skunk::Double,
            Skunk::Skunk,
            Skunk::Triple,
            Skunk::Double
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// Hands that cannot be adjudicated
// ---------------------------------------------------------------------------------------------

#[test]
fn a_seat_already_at_the_target_before_the_hand_is_refused() {
    // Arrange
    let deal = checked(&two_player(&[0, 121], "5C", WHOLE_PLAY), "at the target");

    // Act
    let refused = adjudicate(&deal);

    // Assert
    assert_eq!(refused, Err(RoundError::AlreadyWon(1)));
}

#[test]
fn a_card_not_in_the_seats_hand_is_refused_at_its_event() {
    // Arrange: seat 1 answers 4H with seat 0's 6H.
    let deal = checked(&two_player(&[0, 0], "5C", "4H 6H"), "a card not held");

    // Act
    let refused = adjudicate(&deal);

    // Assert
    assert!(
        matches!(
            refused,
            Err(RoundError::Play {
                event: 1,
                error: PeggingError::NotInHand { .. }
            })
        ),
        "{refused:?}"
    );
}

#[test]
fn an_unfinished_play_is_refused_when_the_game_goes_on_past_it() {
    // Arrange
    let deal = checked(&two_player(&[0, 0], "5C", "4H 5S 6H"), "an unfinished play");

    // Act
    let refused = adjudicate(&deal);

    // Assert
    assert!(
        matches!(
            refused,
            Err(RoundError::PlaySetup(PeggingError::Incomplete(_)))
        ),
        "{refused:?}"
    );
}

#[test]
fn a_hand_of_the_wrong_size_is_refused() {
    // Arrange
    let mut deal = two_player(&[0, 0], "5C", WHOLE_PLAY);
    deal.hands[1].pop();

    // Act
    let problems = refused(&deal);

    // Assert: refused at the short hand, before anything is scored.
    assert_eq!(
        problems[0].place,
        Place::field("hands").at(1),
        "{problems:?}"
    );
}

#[test]
fn a_card_under_claimed_in_the_play_gives_the_difference_to_the_opponent_under_muggins() {
    // Arrange: the pone's 6H (event 2) makes fifteen and a run of three, 5, but is called 3.
    let mut with_muggins = two_player(&[0, 0], "5C", WHOLE_PLAY);
    with_muggins.muggins = true;
    with_muggins.events[2].claimed = Some(3);
    let mut without = with_muggins.clone();
    without.muggins = false;

    // Act
    let called = adjudicated(&with_muggins, "play muggins");
    let plain = adjudicated(&without, "play claim without muggins");

    // Assert
    let first = &called.timeline[0];
    assert_eq!(
        (first.phase, first.player, first.points),
        (Phase::Play, 0, 3)
    );
    assert_eq!(first.claim, claim(3, 5));
    let second = &called.timeline[1];
    assert_eq!(
        (second.phase, second.player, second.points),
        (Phase::Play, 1, 2)
    );
    assert!(matches!(second.reason, Reason::Muggins { from: 0 }));
    // Said as people say it: the seat in words, not a bare number in brackets.
    let said = [Language::English, Language::German, Language::Polish]
        .map(|language| second.reason_text(language));
    assert_eq!(
        said,
        [
            "muggins: two, missed by seat 1",
            "Töffel: zwei, übersehen von Platz 1",
            "muggins: dwa, za przeoczenie gracza na miejscu 1",
        ]
    );
    assert_eq!(second.scores, vec![3, 2]);
    assert_eq!(
        (plain.timeline[0].points, plain.timeline[0].claim),
        (5, claim(3, 5))
    );
    assert!(!matches!(plain.timeline[1].reason, Reason::Muggins { .. }));
}

// ---------------------------------------------------------------------------------------------
// A deal a program builds is checked like a request, never trusted (issues 11 and 20): a `Deal`
// is made only by `DealInput::validate`.

#[test]
fn a_deal_with_fewer_hands_than_seats_is_refused_not_a_panic() {
    let mut short = two_player(&[0, 0], "5C", "");
    short.hands.pop();
    assert!(!refused(&short).is_empty());
}

#[test]
fn a_dealer_past_the_last_seat_is_refused() {
    let mut deal = two_player(&[0, 0], "5C", "");
    deal.dealer = 2;
    let problems = refused(&deal);
    assert_eq!(
        problems[0].fault.words(Language::English),
        "seats are 1 to 2 in six-card cribbage"
    );
}

#[test]
fn a_claim_on_a_go_above_what_a_card_can_score_is_refused_at_its_event() {
    // The wire refuses any claim on a go; a program's deal can carry one, and 30 is more than
    // any count scores.
    let mut deal = two_player(&[0, 0], "5C", WHOLE_PLAY);
    deal.events[5].claimed = Some(30);
    let places: Vec<Place> = refused(&deal).into_iter().map(|p| p.place).collect();
    assert_eq!(places, vec![Place::field("events").at(5).then("claimed")]);
}

#[test]
fn a_play_out_of_turn_in_a_round_names_the_seats() {
    // Dealer seat 1: seat 0 leads, so a first card from seat 1 (its 5S) is out of turn.
    let mut deal = two_player(&[0, 0], "5C", "");
    deal.events = vec![EventSlot {
        player: Some(1),
        ..EventSlot::card(card("5S"))
    }];
    let refused = adjudicate(&checked(&deal, "out of turn")).expect_err("out of turn");
    let said = refused.into_invalid()[0].fault.words(Language::English);
    assert!(said.contains("it is seat 1's turn, not seat 2's"), "{said}");
}
