//! Writes `crates/cribbage-strategy/src/strategy/board/deals.rs`: what one deal brings the dealer and the pone, in
//! the order it is scored, over many deals of the expert against itself. The position model
//! (`POST /v1/position`, win probabilities in the advice) is solved from these tables.
//!
//! `cargo run --release -p cribbage-strategy --features tools --example deal_table -- --deals 300000 --five-card-deals 200000 --seed 7`
//!
//! Options: `--deals N` (six-card deals, default 300000), `--five-card-deals N` (default
//! 200000), `--seed S` (default 7), `--threads T` (default 2), `--out PATH`. Deal `i` is played
//! from its own seed, so the tables do not depend on the number of threads. Progress goes to
//! stderr.
//!
//! `--games N --five-card-games N` instead count every deal of N whole games of the position
//! policy against itself, at the boards the games reach: the deals of the player that uses the
//! table, near the end of a game included (there it plays for the win, not for points). A deal
//! in which the game is won is played out and counted whole, as if the target were further
//! away, since the table says what a deal brings at any board. Solving the table again from
//! the games of a build with that table is the next step of the fixed point
//! (`docs/position.md`, "A self-consistent board"). Game `i` is played from its own seed.
//!
//! A deal is a path of scoring steps: his heels (dealer), each point of the play in the order
//! it was pegged, the pone's hand, the dealer's hand, the crib. For every total `n` a side
//! reaches during the deal, the table records how much the other side had gained at that
//! moment (`dealer_cross`, `pone_cross`); with the deal's end totals (`totals`) that is enough
//! to say, for any board, who reaches the target first and where the loser stands. The same
//! is recorded for the play alone (his heels and the play), and the shows' points by role.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use cribbage_strategy::strategy::board::Counts;
use cribbage_strategy::strategy::selfplay::{Chance, Policy, play_game, play_one_deal};
use cribbage_strategy::variant::Variant;

struct Options {
    deals: usize,
    five_card_deals: usize,
    /// Whole games of the position policy instead of single deals of the expert, when set.
    games: Option<(usize, usize)>,
    seed: u64,
    threads: usize,
    out: String,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        deals: 300_000,
        five_card_deals: 200_000,
        games: None,
        seed: 7,
        threads: 2,
        out: "crates/cribbage-strategy/src/strategy/board/deals.rs".to_owned(),
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let [flag, value] = pair else {
            return Err(format!("{} needs a value", pair[0]));
        };
        let number = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--deals" => options.deals = number()? as usize,
            "--five-card-deals" => options.five_card_deals = number()? as usize,
            "--games" => {
                options.games = Some((number()? as usize, options.games.unwrap_or((0, 0)).1))
            }
            "--five-card-games" => {
                options.games = Some((options.games.unwrap_or((0, 0)).0, number()? as usize));
            }
            "--seed" => options.seed = number()?,
            "--threads" => options.threads = (number()? as usize).max(1),
            "--out" => options.out.clone_from(value),
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(options)
}

/// What `items` deals (or whole games, with `games`) bring, on `threads` threads.
fn tally(variant: Variant, items: usize, games: bool, seed: u64, threads: usize) -> Counts {
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let total = Mutex::new(Counts::default());
    let step = (items / 10).max(1);
    let what = if games { "games" } else { "deals" };
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let mut local = Counts::default();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= items {
                        break;
                    }
                    let mut chance =
                        Chance::new(seed ^ (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
                    chance = Chance::new(chance.next_u64());
                    let played = if games {
                        let policies = [Policy::Position, Policy::Position];
                        play_game(variant, policies, i % 2, chance.next_u64())
                            .map(|game| game.deals)
                    } else {
                        let policies = [Policy::Expert, Policy::Expert];
                        play_one_deal(variant, policies, i % 2, &mut chance).map(|d| vec![d])
                    };
                    match played {
                        Ok(deals) => deals.iter().for_each(|deal| local.add_deal(deal)),
                        Err(error) => {
                            eprintln!("{what} {i}: {error:?}");
                            std::process::exit(1);
                        }
                    }
                    if (i + 1).is_multiple_of(step) {
                        eprintln!(
                            "{}: {} {what} in {:.0} s",
                            variant.name(),
                            i + 1,
                            started.elapsed().as_secs_f64()
                        );
                    }
                }
                total
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .merge(&local);
            });
        }
    });
    total.into_inner().unwrap_or_else(|e| e.into_inner())
}

fn main() {
    let options = match options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    let (six_items, five_items) = options
        .games
        .unwrap_or((options.deals, options.five_card_deals));
    let games = options.games.is_some();
    let (threads, seed) = (options.threads, options.seed);
    let six = tally(Variant::SixCard, six_items, games, seed, threads);
    let five = tally(Variant::FiveCard, five_items, games, seed, threads);
    let (over, flags) = if games {
        (
            format!(
                "\n//! every deal of whole games of the position policy against itself ({} six-card \
                 deals,\n//! {} five-card)",
                six.deals(),
                five.deals()
            ),
            format!("--games {six_items} --five-card-games {five_items}"),
        )
    } else {
        (
            "\n//! deals of the expert against itself".to_owned(),
            format!("--deals {six_items} --five-card-deals {five_items}"),
        )
    };
    let header = format!(
        "//! Generated: do not edit. What one deal brings each side, in the order it is scored, \
         over{over}; written by\n//! `cargo run --release -p cribbage-strategy --features tools --example deal_table \
         -- {flags} --seed {seed}`.\n//! See that example for what each table counts.\n\n\
         use super::model::{{Deals, Dense}};\n"
    );
    let out = format!(
        "{header}\n{}\n{}",
        six.tables().rust("SIX_CARD", "Six-card cribbage"),
        five.tables().rust("FIVE_CARD", "Five-card cribbage"),
    );
    if let Err(error) = std::fs::write(&options.out, out) {
        eprintln!("{}: {error}", options.out);
        std::process::exit(1);
    }
    eprintln!("wrote {}", options.out);
}
