//! Generates the expected pegging of every kept rank hand in each role, and prints it as the
//! Rust source of `src/domain/strategy/pegging_table.rs`.
//!
//! `cargo run --release --features tools --example pegging_table > src/domain/strategy/pegging_table.rs`
//!
//! Six-card cribbage: each of the 1,820 kept rank hands of four, as dealer and as pone, against
//! every rank hand the opponent may keep, weighted as `strategy::keep` says (the expert model's
//! keep counts of the opponent's role, `src/domain/expert_crib.rs`, times the chance the
//! opponent's cards avoid the player's); both play the whole play by the base policy. Five-card
//! cribbage: the 455 rank hands of three against a uniformly random three cards, one series.
//! No randomness and no seed: every pair of hands is played through. Run it again after
//! `examples/expert_model.rs` changes the keep counts. Progress goes to stderr.

use std::time::Instant;

use cribbage_api::domain::expert_crib::{DEALER_KEEPS, PONE_KEEPS};
use cribbage_api::domain::strategy::keep::{
    PlayValue, kept_hand_pegging, kept_hands, uniform_keeps,
};

/// Every kept hand's value in one role, in the order of `kept_hands(size)`, on two cores.
fn values(size: usize, dealer: bool, one_series: bool, opponent_keeps: &[u64]) -> Vec<PlayValue> {
    let hands = kept_hands(size);
    let half = hands.len() / 2;
    let work = |range: std::ops::Range<usize>| -> Vec<PlayValue> {
        hands[range]
            .iter()
            .map(|&hand| kept_hand_pegging(hand, dealer, one_series, opponent_keeps))
            .collect()
    };
    std::thread::scope(|scope| {
        let left = scope.spawn(|| work(0..half));
        let right = scope.spawn(|| work(half..hands.len()));
        let mut all = left.join().expect("worker");
        all.extend(right.join().expect("worker"));
        all
    })
}

fn print_table(name: &str, doc: &str, values: &[PlayValue]) {
    println!("/// {doc}");
    println!("#[rustfmt::skip]");
    println!("pub static {name}: [[f64; 2]; {}] = [", values.len());
    for chunk in values.chunks(5) {
        let cells: Vec<String> = chunk
            .iter()
            .map(|v| format!("[{:.6}, {:.6}]", v.own, v.opponent))
            .collect();
        println!("    {},", cells.join(", "));
    }
    println!("];");
}

fn main() {
    let started = Instant::now();
    // The dealer pegs against what the pone keeps, and the other way round.
    let six_dealer = values(4, true, false, &PONE_KEEPS);
    let six_pone = values(4, false, false, &DEALER_KEEPS);
    eprintln!("six-card done in {:.1} s", started.elapsed().as_secs_f64());
    let uniform = uniform_keeps(3);
    let five_dealer = values(3, true, true, &uniform);
    let five_pone = values(3, false, true, &uniform);
    eprintln!("five-card done in {:.1} s", started.elapsed().as_secs_f64());

    println!(
        "//! Expected pegging of every kept rank hand in the coming play, as dealer and as pone:"
    );
    println!(
        "//! `[own, opponent]`, indexed like `strategy::keep::kept_hands` (4 ranks in six-card"
    );
    println!(
        "//! cribbage, 3 in five-card). The model is `strategy::keep::kept_hand_pegging`: the"
    );
    println!(
        "//! opponent keeps rank hands as the expert model's keep counts say (six-card) or at random"
    );
    println!(
        "//! (five-card), and both play the whole play by the base policy. No seed: every pair of"
    );
    println!("//! hands is played through. Generated: do not edit; regenerate with");
    println!(
        "//! `cargo run --release --features tools --example pegging_table > src/domain/strategy/pegging_table.rs`"
    );
    println!("//! after `examples/expert_model.rs`. A test recomputes a sample of entries.");
    println!();
    print_table(
        "SIX_CARD_DEALER",
        "Six-card cribbage, the dealer's kept hand.",
        &six_dealer,
    );
    println!();
    print_table(
        "SIX_CARD_PONE",
        "Six-card cribbage, the pone's kept hand.",
        &six_pone,
    );
    println!();
    print_table(
        "FIVE_CARD_DEALER",
        "Five-card cribbage, the dealer's kept hand.",
        &five_dealer,
    );
    println!();
    print_table(
        "FIVE_CARD_PONE",
        "Five-card cribbage, the pone's kept hand.",
        &five_pone,
    );
}
