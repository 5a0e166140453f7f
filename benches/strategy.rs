//! The strategy engine: play advice at the lead and later, exact over every opponent holding.

use std::hint::black_box;

use cribbage_api::domain::card::Card;
use cribbage_api::domain::discard::{CribModel, Dealt};
use cribbage_api::domain::input::Slot;
use cribbage_api::domain::pegging::{Action, Event, EventSlot};
use cribbage_api::domain::strategy::AdviceRequest;
use cribbage_api::domain::strategy::ladder::{self, Seat};
use cribbage_api::domain::strategy::reading::ShownRequest;
use cribbage_api::domain::strategy::{
    Chance, Level, Objective, Opponent, Position, Ranking, with_play,
};
use cribbage_api::domain::variant::Variant;
use criterion::{Criterion, criterion_group, criterion_main};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("bench card"))
        .collect()
}

fn slots(text: &str) -> Vec<Slot> {
    cards(text).into_iter().map(Ok).collect()
}

fn events(text: &str) -> Vec<Event> {
    text.split_whitespace()
        .map(|t| Event {
            player: None,
            action: if t == "go" {
                Action::Go
            } else {
                Action::Play(t.parse().expect("bench card"))
            },
        })
        .collect()
}

fn advise(c: &mut Criterion) {
    let mut group = c.benchmark_group("play_advice");
    // The pone at the lead, four cards each, knowing its discards and the starter (45 unseen).
    let lead = Position::new(
        Variant::SixCard,
        &cards("4H 5S 10D KC"),
        &[],
        Some("7S".parse().expect("bench card")),
        &cards("2C 9D"),
    )
    .expect("a lead");
    group.bench_function("lead_four_cards_each", |b| {
        b.iter(|| black_box(&lead).advise(Ranking::Expert))
    });
    // The lead knowing nothing but its hand (48 unseen): the most holdings there are.
    let lead_blind =
        Position::new(Variant::SixCard, &cards("4H 5S 10D KC"), &[], None, &[]).expect("a lead");
    group.bench_function("lead_hand_only", |b| {
        b.iter(|| black_box(&lead_blind).advise(Ranking::Expert))
    });
    // The pone at the lead with a pair: fewer distinct options.
    let lead_pair = Position::new(
        Variant::SixCard,
        &cards("3H 3S 8D QC"),
        &[],
        Some("JS".parse().expect("bench card")),
        &cards("6C 6D"),
    )
    .expect("a lead");
    group.bench_function("lead_with_a_pair", |b| {
        b.iter(|| black_box(&lead_pair).advise(Ranking::Expert))
    });
    // The dealer answering the lead: four cards against three.
    let answer = Position::new(
        Variant::SixCard,
        &cards("6H 7S 9D JC"),
        &events("4C"),
        Some("2S".parse().expect("bench card")),
        &cards("QD KD"),
    )
    .expect("an answer");
    group.bench_function("dealer_answers_the_lead", |b| {
        b.iter(|| black_box(&answer).advise(Ranking::Expert))
    });
    // The same answer asked in a game's tenth hand: the nine earlier hands read (each hand's
    // keep judged by both kinds' discards, each card laid by both kinds' rules), then the
    // advice; what the request costs from its checked fields to the answer.
    let earlier = ShownRequest {
        deals: false,
        shown: slots("3C 4D 9S KH"),
        discards: slots("QC JD"),
        events: events("3C 10H 4D AS 9S go go 5H KH 6S")
            .into_iter()
            .map(EventSlot::from)
            .collect(),
    };
    let request = AdviceRequest {
        variant: None,
        hand: slots("5H 6C 9S JD"),
        events: events("4C").into_iter().map(EventSlot::from).collect(),
        starter: Some(Ok("2S".parse().expect("bench card"))),
        discards: slots("QD KD"),
        board: None,
        player: None,
        opponent: None,
        history: vec![earlier; 9],
    };
    group.bench_function("dealer_answers_in_the_tenth_hand", |b| {
        b.iter(|| {
            black_box(&request)
                .validate()
                .expect("an answer")
                .advise(Ranking::Expert)
        })
    });
    // The pone's second card: three cards against three.
    let second = Position::new(
        Variant::SixCard,
        &cards("5S 10D KC"),
        &events("4H JC"),
        Some("7S".parse().expect("bench card")),
        &cards("2C 9D"),
    )
    .expect("a second card");
    group.bench_function("pone_second_card", |b| {
        b.iter(|| black_box(&second).advise(Ranking::Expert))
    });
    // Five-card cribbage at the lead: three cards each, one series.
    let five = Position::new(
        Variant::FiveCard,
        &cards("4H 5S KC"),
        &[],
        Some("7S".parse().expect("bench card")),
        &cards("2C 9D"),
    )
    .expect("a five-card lead");
    group.bench_function("five_card_lead", |b| {
        b.iter(|| black_box(&five).advise(Ranking::Expert))
    });
    group.finish();
}

/// Discard advice with the play: every discard with the expert crib model, then the kept
/// hands' pegging from the committed table and the order by net_with_play.
fn discards_with_play(c: &mut Criterion) {
    let mut group = c.benchmark_group("discards_with_play");
    let dealt = cards("4C 5D 6H 10S 10C JD");
    for dealer in [true, false] {
        let name = if dealer {
            "six_card_dealer"
        } else {
            "six_card_pone"
        };
        group.bench_function(name, |b| {
            b.iter(|| {
                let options =
                    Dealt::validate(black_box(&dealt), Variant::SixCard, CribModel::Expert)
                        .expect("six cards")
                        .recommend(dealer);
                with_play(
                    options,
                    dealer,
                    Variant::SixCard,
                    Objective::NetWithPlay,
                    Opponent::Inferred,
                )
            })
        });
    }
    let five = cards("4C 5D 6H 10S JD");
    group.bench_function("five_card_dealer", |b| {
        b.iter(|| {
            let options = Dealt::validate(black_box(&five), Variant::FiveCard, CribModel::Uniform)
                .expect("five cards")
                .recommend(true);
            with_play(
                options,
                true,
                Variant::FiveCard,
                Objective::NetWithPlay,
                Opponent::Inferred,
            )
        })
    });
    group.finish();
}

/// What each level's discard costs: the part of `POST /v1/discards/recommend` that `level`
/// adds to the analysis (the default, `master`, is the expert's discard with the play).
fn ladder_discard(c: &mut Criterion) {
    let mut group = c.benchmark_group("ladder_discard");
    let dealt = cards("4C 5D 6H 10S 10C JD");
    let at = Seat {
        variant: Variant::SixCard,
        dealer: true,
        seat: None,
        board: None,
    };
    for level in Level::ALL {
        group.bench_function(level.name(), |b| {
            b.iter(|| ladder::discard(level, black_box(&dealt), &at, &mut Chance::new(7)))
        });
    }
    group.finish();
}

criterion_group!(benches, advise, discards_with_play, ladder_discard);
criterion_main!(benches);
