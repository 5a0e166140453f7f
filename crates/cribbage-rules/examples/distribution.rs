//! Scores every one of the 12,994,800 four-card hand + starter deals, once as a hand and once as
//! a crib, and prints how many deals score each total as one JSON object on stdout:
//! `{"hand": {"0": n, ..., "29": n}, "crib": {...}}`. Timing goes to stderr.
//!
//! `cargo run --release -p cribbage-rules --example distribution` must reproduce
//! `../shared/oracle/hand_distribution.json` exactly; `crates/cribbage-rules/tests/rules/distribution.rs` checks it.

use std::time::Instant;

use cribbage_rules::distribution::{Distribution, show_distribution};

fn main() {
    let started = Instant::now();
    let Distribution { hand, crib, deals } = show_distribution();
    let elapsed = started.elapsed();

    let object = |counts: &[u64; 30]| {
        let fields: Vec<String> = counts
            .iter()
            .enumerate()
            .map(|(score, n)| format!("\"{score}\": {n}"))
            .collect();
        format!("{{{}}}", fields.join(", "))
    };
    println!(
        "{{\"hand\": {}, \"crib\": {}}}",
        object(&hand),
        object(&crib)
    );
    eprintln!(
        "scored {} deals as hand and as crib ({} scorings) in {:.3} s",
        deals,
        2 * deals,
        elapsed.as_secs_f64()
    );
}
