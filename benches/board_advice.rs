//! Advice judged from the board: discards ordered by the chance of winning (target: ≤ 2 ms for
//! all fifteen options) and a card in the play priced by the chance of winning.

use std::hint::black_box;

use cribbage_api::domain::card::Card;
use cribbage_api::domain::discard::{CribModel, Dealt};
use cribbage_api::domain::strategy::board::{Board, solve};
use cribbage_api::domain::strategy::{Objective, Opponent, Position, Ranking, with_board};
use cribbage_api::domain::variant::Variant;
use criterion::{Criterion, criterion_group, criterion_main};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("bench card"))
        .collect()
}

fn board_advice(c: &mut Criterion) {
    solve();
    let mut group = c.benchmark_group("board_advice");
    let dealt = cards("4C 10H 9D 3S 6C 10D");
    for (name, scores) in [
        ("discards_win_118_100", [118, 100]),
        ("discards_win_0_0", [0, 0]),
    ] {
        let board = Board::new(Variant::SixCard, scores, 1, None).expect("a board");
        group.bench_function(name, |b| {
            b.iter(|| {
                let checked =
                    Dealt::validate(black_box(&dealt), Variant::SixCard, CribModel::Expert)
                        .expect("a deal");
                with_board(
                    checked.recommend(false),
                    false,
                    Objective::Win,
                    &board,
                    Opponent::Inferred,
                )
            });
        });
    }
    let lead = Position::new(
        Variant::SixCard,
        &cards("7D 5D 3H 8H"),
        &[],
        Some("8C".parse().expect("bench card")),
        &[],
    )
    .expect("a position");
    for (name, scores) in [
        ("play_lead_120_120", [120, 120]),
        ("play_lead_100_105", [100, 105]),
    ] {
        let position = lead.clone().with_board(scores).expect("a board");
        group.bench_function(name, |b| {
            b.iter(|| black_box(&position).advise(Ranking::Expert))
        });
    }
    group.finish();
}

criterion_group!(benches, board_advice);
criterion_main!(benches);
