//! One core workload run `n` times, for counting its instructions under callgrind
//! (`scripts/core-instructions.sh`): wall-clock benchmarks on a shared two-core machine move
//! with the neighbours' load, instruction counts do not.
//!
//! `cargo run --release -p cribbage-research --example core_instructions -- <workload> <n>`; workloads: `round`
//! (the rounds bench's hand, adjudicated with claims and muggins), `play` and
//! `play_with_hands` (the pegging bench's play), `discards` and `discards_expert` (the discards
//! bench's six-card deal), `position` (the position bench's board, dealer on 35 and pone on 37:
//! `BoardInput::validate` and `Board::outlook`, the tables solved before the first call). Prints
//! a checksum so nothing is optimised away.

use std::hint::black_box;
use std::process::ExitCode;

use cribbage_strategy::card::Card;
use cribbage_strategy::discard::{CribModel, recommend};
use cribbage_strategy::pegging::{Action, Event, Play};
use cribbage_strategy::round::{ClaimsInput, Deal, DealInput, MatchScoring, adjudicate};
use cribbage_strategy::strategy::board::{self, BoardInput};
use cribbage_strategy::variant::Variant;

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("a workload card"))
        .collect()
}

fn events(texts: &[&str]) -> Vec<Event> {
    texts
        .iter()
        .map(|text| Event {
            player: None,
            action: if *text == "go" {
                Action::Go
            } else {
                Action::Play(text.parse().expect("a workload card"))
            },
        })
        .collect()
}

/// The rounds bench's hand: played out from 0-0, every claim recorded, muggins on.
fn round_deal() -> Deal {
    let events = events(&["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]);
    let hands = [cards("4H 6H 9C QD"), cards("5S 5H 5D JC")];
    let starter = "5C".parse().expect("a workload card");
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
    deal.validate().expect("a possible hand")
}

fn play(hands: Option<&Vec<Vec<Card>>>, events: &[Event]) -> usize {
    let mut play = Play::new(Variant::SixCard, 2, hands.cloned()).expect("two players");
    for event in events {
        black_box(play.apply(*event).expect("a legal play"));
    }
    play.totals()[1] as usize
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let workload = args.next().unwrap_or_default();
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let deal = round_deal();
    let play_events = events(&["KH", "6S", "KD", "go", "2H", "2C", "8S", "7S", "9S"]);
    let hands = vec![cards("2H 2C KH KD"), cards("6S 7S 8S 9S")];
    let dealt = cards("4C 5D 6H 10S 10C JD");
    let discards = |model| {
        recommend(black_box(&dealt), true, Variant::SixCard, model)
            .expect("a valid deal")
            .len()
    };
    let once: Box<dyn Fn() -> usize> = match workload.as_str() {
        "round" => Box::new(|| {
            adjudicate(black_box(&deal))
                .expect("a possible hand")
                .timeline
                .len()
        }),
        "play" => Box::new(|| play(None, black_box(&play_events))),
        "play_with_hands" => Box::new(|| play(Some(black_box(&hands)), black_box(&play_events))),
        "discards" => Box::new(|| discards(CribModel::Uniform)),
        "discards_expert" => Box::new(|| discards(CribModel::Expert)),
        "position" => {
            board::solve();
            let input = BoardInput {
                variant: Some(Variant::SixCard),
                scores: vec![35, 37],
                dealer: 0,
                target: None,
            };
            Box::new(move || {
                let seats = black_box(&input)
                    .validate()
                    .expect("a board")
                    .outlook(MatchScoring::Acc);
                usize::from(seats[1].win > seats[0].win)
            })
        }
        other => {
            eprintln!(
                "unknown workload {other:?}: round, play, play_with_hands, discards, discards_expert, position"
            );
            return ExitCode::FAILURE;
        }
    };
    let checksum: usize = (0..n).map(|_| once()).sum();
    println!("{checksum}");
    ExitCode::SUCCESS
}
