//! Adjudicating a whole hand: the play, both shows and the crib, with claims checked and muggins.

use std::hint::black_box;

use cribbage_api::domain::card::Card;
use cribbage_api::domain::pegging::{Action, Event};
use cribbage_api::domain::round::{ClaimsInput, DealInput, adjudicate};
use cribbage_api::domain::rulebook::Profile;
use cribbage_api::domain::variant::Variant;
use criterion::{Criterion, criterion_group, criterion_main};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("bench card"))
        .collect()
}

/// The README's round played out in full from 0-0, so nothing ends it early: eight cards and
/// two goes, the pone's hand, the dealer's 29 and the crib, every claim recorded (one short, so
/// muggins has work to do).
fn deal() -> DealInput {
    let events = ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]
        .iter()
        .map(|text| Event {
            player: None,
            action: if *text == "go" {
                Action::Go
            } else {
                Action::Play(text.parse().expect("bench card"))
            },
        })
        .collect::<Vec<_>>();
    let hands = [cards("4H 6H 9C QD"), cards("5S 5H 5D JC")];
    let starter = "5C".parse().expect("bench card");
    let crib = cards("AH 3S 8D KH");
    let mut deal = DealInput::from_cards(Variant::SixCard, 1, starter, &hands, &crib, &events);
    deal.scores = Some(vec![0, 0]);
    deal.target = Some(121);
    deal.muggins = true;
    deal.claims = ClaimsInput {
        hands: Some(vec![Some(4), Some(29)]),
        crib: Some(2),
        calls: Vec::new(),
    };
    deal
}

fn rounds(c: &mut Criterion) {
    let input = deal();
    let deal = input.validate().expect("the bench deal is a possible hand");
    adjudicate(&deal).expect("the bench deal is a possible hand");
    c.bench_function("round/adjudicate_full_hand_with_claims", |b| {
        b.iter(|| adjudicate(black_box(&deal)).expect("a possible hand"))
    });
    // The same hand refereed under the ACC: the short crib claim is a ruling (8.3) instead of
    // social muggins. Target: no more than 1.5x the social hand above.
    let mut acc = input.clone();
    acc.muggins = false;
    acc.profile = Profile::Acc;
    let acc = acc
        .validate()
        .expect("the bench deal is a possible hand under acc");
    let ruled = adjudicate(&acc).expect("the bench deal is a possible hand under acc");
    assert!(
        ruled.rulings().count() > 0,
        "the acc bench hand has a ruling"
    );
    c.bench_function("round/adjudicate_full_hand_with_claims_acc", |b| {
        b.iter(|| adjudicate(black_box(&acc)).expect("a possible hand"))
    });
}

criterion_group!(benches, rounds);
criterion_main!(benches);
