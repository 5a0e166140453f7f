//! Prints the crib mean of every discarded rank pair under the expert crib model, for your own
//! crib and for the opponent's, as the published discard tables give them (docs/strategy.md
//! compares the two).
//!
//! `cargo run --release -p cribbage-research --example crib_means`
//!
//! Each mean is over every crib the other two cards (laid away as the expert model says) and
//! the starter can make, the crib's other cards coming from the 50 cards not discarded: like
//! the published tables, it averages over the cards the player keeps. A pair of different ranks
//! is suited in 4 of its 16 card pairs; the mean weighs the suited and unsuited cribs so.
//! Output: one JSON object, `{"own": [[13 numbers] x 13], "opponent": [...]}`, ranks ace to king.

use cribbage_strategy::card::{Card, Rank, Suit};
use cribbage_strategy::discard::{Pool, crib_distribution, expert_weights};
use cribbage_strategy::hand::ShowTables;

fn crib_mean(low: usize, high: usize, own_crib: bool) -> f64 {
    let tables = ShowTables::get();
    let weights = expert_weights(own_crib);
    let mean = |suited: bool| {
        let a = Card::new(Rank::ALL[low], Suit::Spades);
        let b = Card::new(
            Rank::ALL[high],
            if suited { Suit::Spades } else { Suit::Hearts },
        );
        let seen = (1u64 << a.index()) | (1u64 << b.index());
        crib_distribution(tables, &[a, b], &Pool::without(seen), 4, Some(&weights)).mean()
    };
    if low == high {
        mean(false)
    } else {
        0.25 * mean(true) + 0.75 * mean(false)
    }
}

fn table(own_crib: bool) -> Vec<Vec<f64>> {
    (0..13)
        .map(|a| {
            (0..13)
                .map(|b| {
                    let mean = crib_mean(a.min(b), a.max(b), own_crib);
                    (mean * 1000.0).round() / 1000.0
                })
                .collect()
        })
        .collect()
}

fn main() {
    let json = serde_json::json!({ "own": table(true), "opponent": table(false) });
    println!("{json}");
}
