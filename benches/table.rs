//! The play at a table of three or four (issue #22). Targets: play advice ≤ 20 ms (median) at
//! the lead, ≤ 2 ms later in the play; discards with the play ≤ 5 ms.

use std::hint::black_box;

use cribbage_api::domain::card::Card;
use cribbage_api::domain::discard::{CribModel, Dealt};
use cribbage_api::domain::pegging::{Action, EventAction, EventSlot};
use cribbage_api::domain::strategy::{AdviceRequest, Level, Objective, Seated, with_play};
use cribbage_api::domain::variant::Variant;
use criterion::{Criterion, criterion_group, criterion_main};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("bench card"))
        .collect()
}

fn request(variant: Variant, hand: &str, events: &str) -> Seated {
    AdviceRequest {
        variant: Some(variant),
        hand: cards(hand).into_iter().map(Ok).collect(),
        events: cards(events)
            .into_iter()
            .map(|c| EventSlot {
                player: None,
                action: EventAction::Play(Ok(c)),
                claimed: None,
                reneged: None,
            })
            .collect(),
        starter: Some(Ok("2D".parse().expect("bench card"))),
        discards: Vec::new(),
        board: None,
    }
    .seat()
    .expect("a bench position")
}

fn advise(seated: &Seated) -> Action {
    match seated {
        Seated::Three(table) => table.advise(Level::Expert).recommended,
        Seated::Four(table) => table.advise(Level::Expert).recommended,
        Seated::Two(position) => position.advise(Level::Expert).recommended,
    }
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("table_play");
    for (name, variant, hand, events) in [
        ("three_lead", Variant::ThreePlayer, "4H 5C 9S JD", ""),
        (
            "three_third_card",
            Variant::ThreePlayer,
            "4H 5C 9S JD",
            "7S 8C",
        ),
        (
            "three_late",
            Variant::ThreePlayer,
            "5C JD",
            "7S 8C 4H 3S 2S AC",
        ),
        ("four_lead", Variant::FourPlayer, "4H 5C 9S JD", ""),
        (
            "four_fourth_card",
            Variant::FourPlayer,
            "4H 5C 9S JD",
            "7S 8C 3S",
        ),
    ] {
        let seated = request(variant, hand, events);
        group.bench_function(name, |b| b.iter(|| advise(black_box(&seated))));
    }
    group.finish();
    let mut group = c.benchmark_group("table_discards");
    let dealt = cards("4C 5D 6H 10S JD");
    for (name, variant) in [
        ("three_with_play", Variant::ThreePlayer),
        ("four_with_play", Variant::FourPlayer),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| {
                let options = Dealt::validate(black_box(&dealt), variant, CribModel::Uniform)
                    .expect("five cards")
                    .recommend(false);
                with_play(options, false, variant, Objective::NetWithPlay)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
