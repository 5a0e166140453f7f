//! The play: scoring a complete eight-card two-player play, event by event.

use std::hint::black_box;

use cribbage_api::domain::card::Card;
use cribbage_api::domain::pegging::{Action, Event, Play, peg};
use cribbage_api::domain::variant::Variant;
use criterion::{Criterion, criterion_group, criterion_main};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("bench card"))
        .collect()
}

/// Seed 000's first worked play: K 6 K go 2 2 | 8 7 9, with a pair, a fifteen, a run and two go
/// points.
fn events() -> Vec<Event> {
    ["KH", "6S", "KD", "go", "2H", "2C", "8S", "7S", "9S"]
        .iter()
        .map(|text| Event {
            player: None,
            action: if *text == "go" {
                Action::Go
            } else {
                Action::Play(text.parse().expect("bench card"))
            },
        })
        .collect()
}

fn pegging(c: &mut Criterion) {
    let events = events();
    let hands = vec![cards("2H 2C KH KD"), cards("6S 7S 8S 9S")];
    let mut group = c.benchmark_group("play");
    group.bench_function("complete_eight_card_play", |b| {
        b.iter(|| {
            let mut play = Play::new(Variant::SixCard, 2, None).expect("two players");
            for event in black_box(&events) {
                black_box(play.apply(*event).expect("a legal play"));
            }
            play.totals()[1]
        })
    });
    group.bench_function("complete_eight_card_play_with_hands", |b| {
        b.iter(|| {
            let mut play =
                Play::new(Variant::SixCard, 2, Some(black_box(hands.clone()))).expect("two hands");
            for event in black_box(&events) {
                black_box(play.apply(*event).expect("a legal play"));
            }
            play.totals()[1]
        })
    });
    let series = cards("4H 2S 6D 5C");
    let three: Card = "3S".parse().expect("bench card");
    group.bench_function("peg_one_card_run_of_five", |b| {
        b.iter(|| peg(black_box(&series), black_box(three)))
    });
    group.finish();
}

criterion_group!(benches, pegging);
criterion_main!(benches);
