//! The board: what `POST /v1/position` computes once its body is parsed (`BoardInput::validate`
//! and `Board::outlook`: a lookup in the solved tables, the skunk lines and the match points),
//! at boards across the game, and the same from the raw body through the endpoint's parser.
//! The target is 20 µs for the whole request.

use std::hint::black_box;

use cribbage_api::api::json::parse;
use cribbage_api::api::position::request::PositionRequest;
use cribbage_api::domain::round::MatchScoring;
use cribbage_api::domain::strategy::board::{self, BoardInput, Judged, SeatOutlook};
use cribbage_api::domain::variant::Variant;
use criterion::{Criterion, criterion_group, criterion_main};

fn outlook(input: &BoardInput, scoring: MatchScoring) -> [SeatOutlook; 2] {
    input
        .validate()
        .expect("a bench board is a board")
        .outlook(scoring)
}

fn position(c: &mut Criterion) {
    // The tables are solved once per process, at start-up in the service; not what is measured.
    board::solve();
    let mut group = c.benchmark_group("position");
    for (name, variant, scores, dealer, scoring) in [
        ("love_all", Variant::SixCard, [0, 0], 0, MatchScoring::Acc),
        (
            "dealer_35_pone_37",
            Variant::SixCard,
            [35, 37],
            0,
            MatchScoring::Acc,
        ),
        (
            "pone_counts_first",
            Variant::SixCard,
            [115, 117],
            1,
            MatchScoring::FreePlay,
        ),
        (
            "five_card_start",
            Variant::FiveCard,
            [0, 3],
            0,
            MatchScoring::Acc,
        ),
    ] {
        let input = BoardInput {
            variant: Some(variant),
            scores: scores.to_vec(),
            dealer,
            target: None,
        };
        group.bench_function(name, |b| b.iter(|| outlook(black_box(&input), scoring)));
    }
    // Three seats and two sides: `judge` and the outlook (issue #22: ≤ 50 µs for any variant).
    for (name, variant, scores, dealer) in [
        (
            "three_player_love_all",
            Variant::ThreePlayer,
            vec![0, 0, 0],
            0,
        ),
        (
            "three_player_near_the_end",
            Variant::ThreePlayer,
            vec![110, 115, 100],
            2,
        ),
        ("four_player_sides", Variant::FourPlayer, vec![60, 64], 3),
    ] {
        let input = BoardInput {
            variant: Some(variant),
            scores,
            dealer,
            target: None,
        };
        group.bench_function(name, |b| {
            b.iter(|| match black_box(&input).judge().expect("a bench board") {
                Judged::Sides(board) => board.outlook(MatchScoring::Acc)[0].win,
                Judged::Three(board) => board.outlook(MatchScoring::Acc)[0].win,
            })
        });
    }
    let body = br#"{"scores": [35, 37], "dealer": 0, "rules": {"match_scoring": "free_play"}}"#;
    group.bench_function("body_to_outlook", |b| {
        b.iter(|| {
            let request: PositionRequest = parse(black_box(body)).expect("a board");
            outlook(&request.board(), request.match_scoring())
        })
    });
    group.finish();
    // What a new target costs: each table solved afresh (the service solves each once per
    // process). The target: a new target's table in 1 s or less.
    let mut group = c.benchmark_group("position");
    group.sample_size(10);
    for (name, variant, size) in [
        ("solve_six_card_121", Variant::SixCard, 121),
        ("solve_five_card_61", Variant::FiveCard, 61),
        ("solve_six_card_241", Variant::SixCard, 241),
        ("solve_five_card_241", Variant::FiveCard, 241),
        ("solve_four_player_121", Variant::FourPlayer, 121),
        ("solve_three_player_121", Variant::ThreePlayer, 121),
        ("solve_three_player_241", Variant::ThreePlayer, 241),
    ] {
        group.bench_function(name, |b| b.iter(|| board::solve_afresh(variant, size)));
    }
    group.finish();
}

criterion_group!(benches, position);
criterion_main!(benches);
