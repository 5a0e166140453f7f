//! Measures what a hand is worth on average in each role: the zero of the review's luck
//! (`crates/cribbage-strategy/src/review/baseline.rs`).
//!
//! `cargo run --release -p cribbage-research --example review_baseline -- [deals]` (default 20,000 per variant)
//!
//! For six-card and five-card cribbage, on seeded random deals:
//! - the best keep's value for the dealer and for the pone, as the discard advice values it
//!   (its expected net points with the play; the expert crib model in six-card), so the luck of
//!   a deal is 0 on average;
//! - the dealer's average margin of a hand from the cards (its pegging, hand, crib and his
//!   heels less the pone's pegging and hand) when both seats play as the expert policy does,
//!   from 0 to 0, so a hand's expected margin before the deal is that edge.
//!
//! Each mean is printed with its standard error. One thread per variant.

use cribbage_strategy::discard::{CribModel, Dealt};
use cribbage_strategy::strategy::selfplay::{Chance, Policy, play_one_deal};
use cribbage_strategy::strategy::{Objective, Opponent, with_play};
use cribbage_strategy::variant::Variant;

/// A running mean and its standard error.
#[derive(Default)]
struct Mean {
    n: f64,
    sum: f64,
    squares: f64,
}

impl Mean {
    fn add(&mut self, x: f64) {
        self.n += 1.0;
        self.sum += x;
        self.squares += x * x;
    }

    fn mean(&self) -> f64 {
        self.sum / self.n
    }

    fn error(&self) -> f64 {
        let mean = self.mean();
        ((self.squares / self.n - mean * mean) / (self.n - 1.0)).sqrt()
    }
}

fn measure(variant: Variant, deals: usize) -> String {
    let model = if variant == Variant::SixCard {
        CribModel::Expert
    } else {
        CribModel::Uniform
    };
    let mut best = [Mean::default(), Mean::default()];
    let mut chance = Chance::new(0x5eed_0001 + variant.dealt() as u64);
    for _ in 0..deals {
        let deck = chance.shuffled();
        for (role, dealer) in [true, false].into_iter().enumerate() {
            let cards = &deck[role * variant.dealt()..(role + 1) * variant.dealt()];
            let options = Dealt::validate(cards, variant, model)
                .expect("a deal")
                .recommend(dealer);
            // The review's own pricing of the play (the base policy's table).
            let objective = Objective::NetWithPlay;
            let value = with_play(options, dealer, variant, objective, Opponent::Uniform)
                .first()
                .map_or(0.0, |o| o.net_with_play);
            best[role].add(value);
        }
    }
    let mut edge = Mean::default();
    let mut chance = Chance::new(0x5eed_0002 + variant.dealt() as u64);
    for i in 0..deals {
        let dealer = i % 2;
        let record =
            play_one_deal(variant, [Policy::Expert; 2], dealer, &mut chance).expect("a deal plays");
        let pone = 1 - dealer;
        let dealer_points =
            record.play[dealer] + record.hands[dealer] + record.crib + record.his_heels;
        let pone_points = record.play[pone] + record.hands[pone];
        edge.add(f64::from(dealer_points) - f64::from(pone_points));
    }
    format!(
        "{variant}: best keep dealer {:.4} ± {:.4}, pone {:.4} ± {:.4}; dealer's edge {:.4} ± {:.4} ({deals} deals)",
        best[0].mean(),
        best[0].error(),
        best[1].mean(),
        best[1].error(),
        edge.mean(),
        edge.error(),
    )
}

fn main() {
    let deals: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20_000);
    std::thread::scope(|scope| {
        let six = scope.spawn(|| measure(Variant::SixCard, deals));
        let five = scope.spawn(|| measure(Variant::FiveCard, deals));
        println!("{}", six.join().expect("six-card"));
        println!("{}", five.join().expect("five-card"));
    });
}
