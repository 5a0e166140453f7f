//! Generates the expected pegging of every kept rank hand in each role, and prints it as the
//! Rust source of `crates/cribbage-strategy/src/strategy/pegging_table.rs`.
//!
//! `cargo run --release -p cribbage-strategy --features tools --example pegging_table > crates/cribbage-strategy/src/strategy/pegging_table.rs`
//!
//! Six-card cribbage: each of the 1,820 kept rank hands of four, as dealer and as pone, against
//! every rank hand the opponent may keep, weighted as `strategy::keep` says (the expert model's
//! keep counts of the opponent's role, `crates/cribbage-strategy/src/expert_crib.rs`, times the chance the
//! opponent's cards avoid the player's); both play the whole play by the base policy. Five-card
//! cribbage: the 455 rank hands of three against a uniformly random three cards, one series.
//! No randomness and no seed: every pair of hands is played through. Run it again after
//! `crates/cribbage-strategy/examples/expert_model.rs` changes the keep counts. Progress goes to stderr.
//!
//! `--inferred N [--seed S]` instead samples the six-card tables as the service's expert plays,
//! and prints the source of `crates/cribbage-strategy/src/strategy/inferred_pegging_table.rs`: for each kept rank
//! hand and role, `N` deals (the kept ranks given suits at random, two other cards laid away,
//! the opponent dealt six that it discards from as the expert does, a starter), each played
//! out by the play advisor under the inferred model on both sides (`selfplay::play_of_keep`).
//! Each deal is also played by the base policy on both sides (the exact table's model), and an
//! entry is that exact value plus the mean difference between the two plays over its deals: the
//! same cards in both plays, so the difference varies far less than either play (a control
//! variate). `selfplay::sampled_play_shift` samples one entry, so a test can sample it again.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use cribbage_strategy::strategy::selfplay::{PlayShift, entry_seed, sampled_play_shift};

use cribbage_strategy::expert_crib::{DEALER_KEEPS, PONE_KEEPS};
use cribbage_strategy::strategy::keep::{PlayValue, kept_hand_pegging, kept_hands, uniform_keeps};

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

/// The six-card tables sampled under the expert's play, on two threads, printed as the Rust
/// source of `crates/cribbage-strategy/src/strategy/inferred_pegging_table.rs`.
fn inferred(deals: usize, seed: u64) {
    let started = Instant::now();
    let hands = kept_hands(4);
    let mut tables = Vec::new();
    let mut errors = Vec::new();
    for (dealer, name) in [(true, "SIX_CARD_DEALER"), (false, "SIX_CARD_PONE")] {
        let next = AtomicUsize::new(0);
        type Entry = (PlayValue, PlayShift);
        let values: Vec<Mutex<Option<Entry>>> = hands.iter().map(|_| Mutex::new(None)).collect();
        std::thread::scope(|scope| {
            for _ in 0..2 {
                scope.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= hands.len() {
                            break;
                        }
                        let keeps = if dealer { &PONE_KEEPS } else { &DEALER_KEEPS };
                        let exact = kept_hand_pegging(hands[i], dealer, false, keeps);
                        let shift = sampled_play_shift(
                            hands[i],
                            dealer,
                            deals,
                            entry_seed(seed, i, dealer),
                        )
                        .unwrap_or_else(|error| panic!("{error:?}"));
                        let value = PlayValue {
                            own: exact.own + shift.mean[0],
                            opponent: exact.opponent + shift.mean[1],
                        };
                        *values[i].lock().unwrap_or_else(|e| e.into_inner()) = Some((value, shift));
                        if (i + 1).is_multiple_of(100) {
                            eprintln!(
                                "{name}: {} of {} in {:.0} s",
                                i + 1,
                                hands.len(),
                                started.elapsed().as_secs_f64()
                            );
                        }
                    }
                });
            }
        });
        let entries: Vec<Entry> = values
            .into_iter()
            .filter_map(|v| v.into_inner().unwrap_or_else(|e| e.into_inner()))
            .collect();
        let n = entries.len() as f64;
        let mean = |f: &dyn Fn(&Entry) -> f64| entries.iter().map(f).sum::<f64>() / n;
        let summary = [
            mean(&|e| e.1.mean[0]),
            mean(&|e| e.1.mean[1]),
            mean(&|e| e.1.standard_error[0]),
            mean(&|e| e.1.standard_error[1]),
        ];
        eprintln!(
            "{name}: mean shift own {:+.3}, opponent {:+.3}; mean standard error {:.3}, {:.3}",
            summary[0], summary[1], summary[2], summary[3],
        );
        errors.push(summary);
        tables.push((
            name,
            dealer,
            entries.iter().map(|e| e.0).collect::<Vec<_>>(),
        ));
    }
    eprintln!("done in {:.0} s", started.elapsed().as_secs_f64());

    let [dealer, pone] = [errors[0], errors[1]];
    println!(
        "//! Expected pegging of every kept rank hand of six-card cribbage in the coming play, as
//! dealer and as pone, when both sides play as the service's expert: `[own, opponent]`,
//! indexed like `strategy::keep::kept_hands(4)`. Each entry is the base policy's exact value
//! (`pegging_table.rs`) plus the mean difference between the expert's play and the base
//! policy's over `DEALS` deals of its own (`selfplay::sampled_play_shift`, seeded by
//! `selfplay::entry_seed(SEED, index, dealer)`). Mean shift and mean standard error of an
//! entry: dealer {:+.3} own, {:+.3} opponent, error {:.3} and {:.3}; pone {:+.3}, {:+.3},
//! error {:.3} and {:.3}. Generated: do not edit; regenerate with `cargo run --release
//! -p cribbage-strategy --features tools --example pegging_table -- --inferred {deals} --seed {seed} >
//! crates/cribbage-strategy/src/strategy/inferred_pegging_table.rs` (about an hour on two cores) after the
//! expert's play or discards change. A test samples entries again.",
        dealer[0], dealer[1], dealer[2], dealer[3], pone[0], pone[1], pone[2], pone[3],
    );
    println!();
    println!("/// The deals each entry is sampled over.");
    println!("pub const DEALS: usize = {deals};");
    println!();
    println!("/// The seed the entries' seeds are drawn from.");
    println!("pub const SEED: u64 = {seed};");
    for (name, dealer, values) in tables {
        let role = if dealer { "dealer" } else { "pone" };
        println!();
        print_table(
            name,
            &format!("Six-card cribbage, the {role}'s kept hand."),
            &values,
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse::<u64>().ok())
    };
    if let Some(deals) = value("--inferred") {
        inferred(deals as usize, value("--seed").unwrap_or(7));
        return;
    }
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
        "//! `cargo run --release -p cribbage-strategy --features tools --example pegging_table > crates/cribbage-strategy/src/strategy/pegging_table.rs`"
    );
    println!(
        "//! after `crates/cribbage-strategy/examples/expert_model.rs`. A test recomputes a sample of entries."
    );
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
