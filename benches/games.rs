//! A whole game checked (ten hands chained, won in the tenth), and the rulings a referee asks
//! for most: a renege, a false claim of game, an infraction. Target: a 10-hand game ≤ 50 µs.

use std::hint::black_box;

use cribbage_api::domain::card::Card;
use cribbage_api::domain::game::{HandResult, check, score};
use cribbage_api::domain::pegging::{EventAction, EventSlot};
use cribbage_api::domain::round::{ClaimsInput, DealInput, MatchResult, MatchScoring, Skunk};
use cribbage_api::domain::rulebook::{
    Infraction, InfractionKind, PeggedFor, Profile, ScoreClaim, Table,
};
use cribbage_api::domain::variant::Variant;
use criterion::{Criterion, criterion_group, criterion_main};

/// Ten hands, the deal passing each hand, every hand's scores given as a log states them, won
/// 121-104 by seat 1 in the tenth.
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
    let mut scores = [0i64; 2];
    let mut hands = Vec::with_capacity(points.len());
    for (index, made) in points.iter().enumerate() {
        hands.push(HandResult {
            dealer: index % 2,
            given_scores: Some(scores.iter().map(|&s| s as u32).collect()),
            points: made.to_vec(),
            result: None,
        });
        scores = [scores[0] + made[0], scores[1] + made[1]];
    }
    hands[9].result = Some(MatchResult {
        winner: 1,
        loser_scores: vec![104],
        skunk: Skunk::None,
        match_points: 2,
    });
    hands
}

/// One hand as a request gives it: seat 0 holds `zero`, seat 1 `one`; the crib AS 6C JD QH,
/// the starter 2D, the play laid in the same order whoever deals.
fn hand(dealer: usize, zero: &str, one: &str, scores: Option<Vec<u32>>) -> DealInput {
    let slots = |text: &str| -> Vec<_> { text.split_whitespace().map(|c| c.parse()).collect() };
    let events = "7C 3C 8H 10S go go 9H KC QS go 4D"
        .split_whitespace()
        .map(|what| match what {
            "go" => EventSlot {
                player: None,
                action: EventAction::Go,
                claimed: None,
                reneged: None,
            },
            card => EventSlot::card(card.parse().expect("bench card")),
        })
        .collect();
    DealInput {
        variant: Variant::SixCard,
        dealer,
        scores,
        target: Some(121),
        starter: "2D".parse(),
        hands: vec![slots(zero), slots(one)],
        crib: slots("AS 6C JD QH"),
        events,
        crib_four_flush: false,
        match_scoring: MatchScoring::Acc,
        muggins: false,
        three_for_last: None,
        claims: ClaimsInput::default(),
        profile: Profile::Acc,
        infractions: Vec::new(),
        dealt: None,
    }
}

/// A ten-hand game under the ACC, as tournament software sends it: the deal passing each hand,
/// only the first hand's scores given (42-41), the rest carried over; 6 and 10 points a hand
/// until seat 0 pegs out in the tenth.
fn ten_hand_log() -> Vec<DealInput> {
    let (low, high) = ("7C 8H 9H QS", "3C 4D 10S KC");
    (0..10)
        .map(|index| {
            let scores = (index == 0).then(|| vec![42, 41]);
            if index % 2 == 0 {
                hand(1, low, high, scores)
            } else {
                hand(0, high, low, scores)
            }
        })
        .collect()
}

fn games(c: &mut Criterion) {
    let hands = ten_hands();
    check(Variant::SixCard, 121, &hands).expect("the bench game chains");
    let log = ten_hand_log();
    let game = score(Variant::SixCard, 121, &log).expect("the bench log is a game");
    assert_eq!(
        game.verdict.won_in,
        Some(9),
        "the bench game is won in its tenth hand"
    );
    let mut group = c.benchmark_group("game");
    group.bench_function("check_ten_hands", |b| {
        b.iter(|| check(Variant::SixCard, 121, black_box(&hands)).expect("chains"))
    });
    // What `POST /v1/games/score` does past JSON: every hand validated, adjudicated under the
    // ACC and chained. Target: <= 50 us.
    group.bench_function("score_ten_hands_acc", |b| {
        b.iter(|| score(Variant::SixCard, 121, black_box(&log)).expect("a game"))
    });
    group.finish();
}

fn rulings(c: &mut Criterion) {
    let table = Table::new(Profile::Acc, Variant::SixCard, 1, 121).expect("an ACC table");
    let held: Vec<Card> = ["AH", "5S", "6D"]
        .iter()
        .map(|c| c.parse().expect("bench card"))
        .collect();
    let false_claim = ScoreClaim {
        seat: 0,
        what: PeggedFor::Hand,
        pegged: 14,
        actual: 8,
    };
    let mut group = c.benchmark_group("rulebook");
    group.bench_function("renege_7_3", |b| {
        b.iter(|| {
            table
                .renege(0, black_box(25), black_box(&held))
                .expect("rules")
        })
    });
    group.bench_function("false_claim_of_game_8_4_b", |b| {
        b.iter(|| {
            table
                .claim(black_box(false_claim), black_box(&[110, 80]))
                .expect("rules")
        })
    });
    group.bench_function("infraction_2_1", |b| {
        let infraction = Infraction {
            seat: 1,
            kind: InfractionKind::BottomCardSeen,
        };
        b.iter(|| table.infraction(black_box(infraction)).expect("rules"))
    });
    group.finish();
}

criterion_group!(benches, games, rulings);
criterion_main!(benches);
