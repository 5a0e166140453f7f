//! A game reviewed: every discard and every card of a ten-hand game judged by the advisors, each
//! seat's account built. Target (issue #23): a ten-hand game ≤ 100 ms (median), the answer
//! ≤ 256 KB before compression (measured in `docs/review.md`).
//!
//! The game is the first ten-hand game self-play deals from seed 1 on (the position policy
//! against greedy, so the review has mistakes to find), found once before measuring.

use std::hint::black_box;

use cribbage_api::domain::review::review;
use cribbage_api::domain::round::DealInput;
use cribbage_api::domain::strategy::selfplay::{Policy, play_game};
use cribbage_api::domain::variant::Variant;
use criterion::{Criterion, criterion_group, criterion_main};

/// The log of the first game of exactly `hands` hands from seed 1 on.
fn game_of(variant: Variant, hands: usize) -> Vec<DealInput> {
    (1u64..)
        .map(|seed| play_game(variant, [Policy::Position, Policy::Greedy], 0, seed))
        .filter_map(Result::ok)
        .find(|game| game.deals.len() == hands)
        .map(|game| game.hands(variant))
        .unwrap_or_default()
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("review");
    group.sample_size(20);
    for (name, variant, hands) in [
        ("six_card_ten_hands", Variant::SixCard, 10),
        ("five_card_ten_hands", Variant::FiveCard, 10),
    ] {
        let log = game_of(variant, hands);
        let target = u32::from(variant.target());
        group.bench_function(name, |b| {
            b.iter(|| review(variant, target, black_box(&log)).map(|r| r.decisions.len()))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
