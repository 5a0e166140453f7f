//! Writes the deal tables the position model of three and four players is solved from:
//! `crates/cribbage-strategy/src/strategy/table/race_deals.rs` (three players: what each role brings in the play
//! and the show) and `crates/cribbage-strategy/src/strategy/board/deals_four.rs` (four players: what a deal brings
//! the dealer's side and the other, step by step, as `deal_table` counts two players).
//!
//! `cargo run --release -p cribbage-strategy --features tools --example table_deal_table -- --three-deals 200000 --four-deals 200000 --seed 7`
//!
//! Every seat plays `TablePolicy::Base` (the discard with the best hand and crib, the base
//! policy's card): the rest of the game the tables assume. Deal `i` is played from its own seed
//! with dealer `i % players`, so the tables do not depend on the number of threads (`--threads`,
//! default 2). Progress goes to stderr.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use cribbage_strategy::strategy::board::{Counts, DealPath};
use cribbage_strategy::strategy::selfplay::Chance;
use cribbage_strategy::strategy::table::deal::{TableDeal, TablePolicy, play_table_deal};
use cribbage_strategy::strategy::table::race::RaceCounts;
use cribbage_strategy::variant::Variant;

struct Options {
    three: usize,
    four: usize,
    seed: u64,
    threads: usize,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        three: 200_000,
        four: 200_000,
        seed: 7,
        threads: 2,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let [flag, value] = pair else {
            return Err(format!("{} needs a value", pair[0]));
        };
        let number = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--three-deals" => options.three = number()? as usize,
            "--four-deals" => options.four = number()? as usize,
            "--seed" => options.seed = number()?,
            "--threads" => options.threads = (number()? as usize).max(1),
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(options)
}

/// Plays `deals` deals of `variant` on `threads` threads, each counted by `add` into a `T`.
fn tally<T: Default + Send>(
    variant: Variant,
    deals: usize,
    options: &Options,
    add: impl Fn(&mut T, &TableDeal) + Sync,
    merge: impl Fn(&mut T, &T) + Sync,
) -> T {
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let total = Mutex::new(T::default());
    let players = variant.players();
    let policies = vec![TablePolicy::Base; players];
    let step = (deals / 10).max(1);
    std::thread::scope(|scope| {
        for _ in 0..options.threads {
            scope.spawn(|| {
                let mut local = T::default();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= deals {
                        break;
                    }
                    let mut chance =
                        Chance::new(options.seed ^ (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
                    chance = Chance::new(chance.next_u64());
                    let deal = play_table_deal(variant, &policies, i % players, &mut chance)
                        .expect("three or four players");
                    add(&mut local, &deal);
                    if (i + 1).is_multiple_of(step) {
                        eprintln!(
                            "{}: {} deals in {:.0} s",
                            variant.name(),
                            i + 1,
                            started.elapsed().as_secs_f64()
                        );
                    }
                }
                merge(&mut total.lock().unwrap_or_else(|e| e.into_inner()), &local);
            });
        }
    });
    total.into_inner().unwrap_or_else(|e| e.into_inner())
}

fn write(path: &str, text: &str) {
    if let Err(error) = std::fs::write(path, text) {
        eprintln!("{path}: {error}");
        std::process::exit(1);
    }
}

fn main() {
    let options = match options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    let command = format!(
        "`cargo run --release -p cribbage-strategy --features tools --example table_deal_table -- --three-deals {} --four-deals {} \
         --seed {}`",
        options.three, options.four, options.seed
    );
    let three: RaceCounts = tally(
        Variant::ThreePlayer,
        options.three,
        &options,
        RaceCounts::add,
        RaceCounts::merge,
    );
    write(
        "crates/cribbage-strategy/src/strategy/table/race_deals.rs",
        &format!(
            "//! Generated: do not edit. What one deal of three brings each role, over deals of\n\
             //! `TablePolicy::Base` in every seat; written by\n//! {command}.\n\n\
             use super::record::RaceDeals;\nuse crate::domain::strategy::shares::Dense;\n\n{}",
            three.rust("THREE_PLAYER", "Three players")
        ),
    );
    let four: Counts = tally(
        Variant::FourPlayer,
        options.four,
        &options,
        |counts: &mut Counts, deal| {
            let (path, shows) = DealPath::of_sides(deal);
            counts.add(&path, shows);
        },
        Counts::merge,
    );
    write(
        "crates/cribbage-strategy/src/strategy/board/deals_four.rs",
        &format!(
            "//! Generated: do not edit. What one deal of four in partnerships brings the dealer's\n\
             //! side and the other, in the order it is scored, over deals of `TablePolicy::Base`\n\
             //! in every seat; written by\n//! {command}.\n\n\
             use super::model::{{Deals, Dense}};\n\n{}",
            four.tables()
                .rust("FOUR_PLAYER", "Four players in partnerships")
        ),
    );
}
