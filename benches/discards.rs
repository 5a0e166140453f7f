//! Discard analysis: every discard of one dealt hand, exact crib (uniform, and the expert model).

use std::hint::black_box;

use cribbage_api::domain::card::Card;
use cribbage_api::domain::discard::{CribModel, recommend};
use cribbage_api::domain::variant::Variant;
use criterion::{Criterion, criterion_group, criterion_main};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("bench card"))
        .collect()
}

fn discards(c: &mut Criterion) {
    let mut group = c.benchmark_group("discards");
    for (name, dealt, variant) in [
        ("six_card", "4C 5D 6H 10S 10C JD", Variant::SixCard),
        (
            "six_card_flush_and_jacks",
            "JH 5H 5S 10H QH KH",
            Variant::SixCard,
        ),
        ("three_player", "JH 5H 5S 10H QH", Variant::ThreePlayer),
        ("five_card", "JD 5D 5C KD 3H", Variant::FiveCard),
    ] {
        let dealt = cards(dealt);
        group.bench_function(name, |b| {
            b.iter(|| {
                recommend(black_box(&dealt), true, variant, CribModel::Uniform)
                    .expect("a valid deal")
            })
        });
    }
    // The expert crib model weighs each crib by how likely the opponent's discard is.
    let dealt = cards("4C 5D 6H 10S 10C JD");
    group.bench_function("six_card_expert", |b| {
        b.iter(|| {
            recommend(
                black_box(&dealt),
                false,
                Variant::SixCard,
                CribModel::Expert,
            )
            .expect("a valid deal")
        })
    });
    group.finish();
}

criterion_group!(benches, discards);
criterion_main!(benches);
