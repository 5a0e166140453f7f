//! The play at a table of three or four (issue #22). Targets: play advice ≤ 20 ms (median) at
//! the lead, ≤ 2 ms later in the play; discards with the play ≤ 5 ms. The `*_board` cases weigh
//! the chance of winning from a board late in the game, where most lines run to the end of the
//! play and the shows and the rest of the game are read from the position model.

use std::hint::black_box;

use cribbage_api::domain::card::Card;
use cribbage_api::domain::discard::{CribModel, Dealt};
use cribbage_api::domain::pegging::{Action, EventAction, EventSlot};
use cribbage_api::domain::strategy::{
    AdviceRequest, BoardScores, DiscardAsk, Objective, Opponent, Ranking, Seated, validate_dealt,
    with_play,
};
use cribbage_api::domain::variant::Variant;
use criterion::{Criterion, criterion_group, criterion_main};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("bench card"))
        .collect()
}

fn request(variant: Variant, hand: &str, events: &str, scores: &[u32]) -> Seated {
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
        board: (!scores.is_empty()).then(|| BoardScores {
            scores: Some(scores.to_vec()),
            target: None,
        }),
        player: None,
        opponent: None,
        history: Vec::new(),
    }
    .seat()
    .expect("a bench position")
}

fn advise(seated: &Seated) -> Action {
    match seated {
        Seated::Three(table) => table.advise(Ranking::Expert).recommended,
        Seated::Four(table) => table.advise(Ranking::Expert).recommended,
        Seated::Two(position) => position.advise(Ranking::Expert).recommended,
    }
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("table_play");
    let none: &[u32] = &[];
    for (name, variant, hand, events, scores) in [
        ("three_lead", Variant::ThreePlayer, "4H 5C 9S JD", "", none),
        (
            "three_lead_board",
            Variant::ThreePlayer,
            "4H 5C 9S JD",
            "",
            &[96, 100, 104][..],
        ),
        (
            "three_third_card_board",
            Variant::ThreePlayer,
            "4H 5C 9S JD",
            "7S 8C",
            &[96, 100, 104][..],
        ),
        (
            "three_third_card",
            Variant::ThreePlayer,
            "4H 5C 9S JD",
            "7S 8C",
            none,
        ),
        (
            "three_late",
            Variant::ThreePlayer,
            "5C JD",
            "7S 8C 4H 3S 2S AC",
            none,
        ),
        ("four_lead", Variant::FourPlayer, "4H 5C 9S JD", "", none),
        (
            "four_lead_board",
            Variant::FourPlayer,
            "4H 5C 9S JD",
            "",
            &[96, 104][..],
        ),
        (
            "four_fourth_card",
            Variant::FourPlayer,
            "4H 5C 9S JD",
            "7S 8C 3S",
            none,
        ),
        (
            "four_fourth_card_board",
            Variant::FourPlayer,
            "4H 5C 9S JD",
            "7S 8C 3S",
            &[96, 104][..],
        ),
    ] {
        let seated = request(variant, hand, events, scores);
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
                with_play(
                    options,
                    false,
                    variant,
                    Objective::NetWithPlay,
                    Opponent::Inferred,
                )
            })
        });
    }
    let slots: Vec<_> = dealt.iter().map(|&c| Ok(c)).collect();
    for (name, variant, scores, seat) in [
        (
            "three_board",
            Variant::ThreePlayer,
            &[96, 100, 104][..],
            Some(0),
        ),
        ("four_board", Variant::FourPlayer, &[96, 104][..], None),
    ] {
        let board = BoardScores {
            scores: Some(scores.to_vec()),
            target: None,
        };
        let ask = DiscardAsk {
            cards: &slots,
            variant,
            model: CribModel::Uniform,
            dealer: false,
            seat,
            play: true,
            opponent: Opponent::Inferred,
            objective: Objective::Win,
            board: Some(&board),
        };
        group.bench_function(name, |b| {
            b.iter(|| {
                validate_dealt(black_box(&ask))
                    .expect("a deal")
                    .recommend_with_play()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
