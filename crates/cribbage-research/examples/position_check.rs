//! The committed position table against simulation: fresh expert self-play deals (a seed the
//! table was not made from), whole games drawn from them, and at every board those games pass
//! through, the share the dealer went on to win against the table's chance.
//!
//! `cargo run --release -p cribbage-research --example position_check -- --deals 100000 --games 1000000 --seed 99`
//!
//! Prints one JSON object: the boards compared (each visited at least `--min-visits` times,
//! default 5000), how many of them agree within their 95% interval (about 95% should), the
//! largest deviation in standard errors, and a few named boards.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use cribbage_strategy::strategy::board::{Board, DealPath, draw_game};
use cribbage_strategy::strategy::selfplay::{Chance, Policy, play_one_deal};
use cribbage_strategy::variant::Variant;
use serde_json::json;

fn arg(name: &str, default: u64) -> u64 {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn fresh_paths(variant: Variant, deals: usize, seed: u64) -> Vec<DealPath> {
    let next = AtomicUsize::new(0);
    let paths = Mutex::new(Vec::with_capacity(deals));
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                let mut local = Vec::new();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= deals {
                        break;
                    }
                    let mut chance =
                        Chance::new(seed ^ (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
                    chance = Chance::new(chance.next_u64());
                    let policies = [Policy::Expert, Policy::Expert];
                    match play_one_deal(variant, policies, i % 2, &mut chance) {
                        Ok(deal) => local.push((i, DealPath::of(&deal))),
                        Err(error) => {
                            eprintln!("deal {i}: {error:?}");
                            std::process::exit(1);
                        }
                    }
                }
                paths
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .extend(local);
            });
        }
    });
    // In deal order, whatever thread played each: the games drawn from them are then the same
    // on every run.
    let mut paths = paths.into_inner().unwrap_or_else(|e| e.into_inner());
    paths.sort_unstable_by_key(|&(i, _)| i);
    paths.into_iter().map(|(_, path)| path).collect()
}

/// Boards across the whole board: every pair of scores from a grid, the first seat dealing, each
/// the start of an equal share of `games` games; the share the dealer won against the table.
fn grid_check(variant: Variant, paths: &[DealPath], games: u64, seed: u64) -> serde_json::Value {
    let target = u32::from(variant.target());
    let scores: Vec<u32> = [0, 25, 50, 75, 90, 100, 110, 115, 118, 120]
        .into_iter()
        .map(|s| s * target / 121)
        .collect();
    let boards: Vec<(u32, u32)> = scores
        .iter()
        .flat_map(|&a| scores.iter().map(move |&b| (a, b)))
        .collect();
    let each = games / boards.len() as u64;
    let mut chance = Chance::new(seed.wrapping_mul(17) + 3);
    let mut within = 0;
    let mut worst: f64 = 0.0;
    let mut rows = Vec::new();
    for &(a, b) in &boards {
        let mut won = 0u64;
        for _ in 0..each {
            if draw_game(paths, target - a, target - b, &mut chance, |_, _, _| {}).first_dealer_won
            {
                won += 1;
            }
        }
        let table = Board::new(variant, [a, b], 0, None)
            .expect("a board short of the target")
            .dealer_wins();
        let share = won as f64 / each as f64;
        let sigma = (table * (1.0 - table) / each as f64).sqrt().max(1e-9);
        let z = (share - table) / sigma;
        if z.abs() <= 1.959_963_984_540_054 {
            within += 1;
        }
        worst = worst.max(z.abs());
        rows.push(json!({ "dealer": a, "pone": b, "table": table, "simulated": share, "z": z }));
    }
    json!({
        "boards": boards.len(),
        "games_each": each,
        "within_95": within,
        "largest_deviation_in_sigmas": worst,
        "rows": rows,
    })
}

fn main() {
    let variant = if arg("--five-card", 0) == 1 {
        Variant::FiveCard
    } else {
        Variant::SixCard
    };
    let deals = arg("--deals", 100_000) as usize;
    let games = arg("--games", 1_000_000);
    let seed = arg("--seed", 99);
    let min_visits = arg("--min-visits", 5000);
    let target = u32::from(variant.target());
    eprintln!("playing {deals} fresh deals");
    let paths = fresh_paths(variant, deals, seed);
    let size = target as usize + 1;
    // [dealer need][pone need]: visits, and deals whose dealer went on to win.
    let mut visits = vec![0u64; size * size];
    let mut dealer_won = vec![0u64; size * size];
    let mut first_dealer_wins = 0u64;
    let mut chance = Chance::new(seed.wrapping_mul(31) + 7);
    let mut seen = Vec::with_capacity(24);
    for _ in 0..games {
        seen.clear();
        let drawn = draw_game(&paths, target, target, &mut chance, |d, p, first| {
            seen.push((d as usize, p as usize, first));
        });
        if drawn.first_dealer_won {
            first_dealer_wins += 1;
        }
        for &(d, p, first) in &seen {
            visits[d * size + p] += 1;
            if first == drawn.first_dealer_won {
                dealer_won[d * size + p] += 1;
            }
        }
    }
    let mut compared = 0u64;
    let mut within = 0u64;
    let mut worst: f64 = 0.0;
    for d in 1..size {
        for p in 1..size {
            let n = visits[d * size + p];
            if n < min_visits {
                continue;
            }
            let board = Board::new(variant, [target - d as u32, target - p as u32], 0, None)
                .expect("a board short of the target");
            let chance = board.dealer_wins();
            let share = dealer_won[d * size + p] as f64 / n as f64;
            let sigma = (chance * (1.0 - chance) / n as f64).sqrt().max(1e-9);
            let z = (share - chance) / sigma;
            compared += 1;
            if z.abs() <= 1.959_963_984_540_054 {
                within += 1;
            }
            worst = worst.max(z.abs());
        }
    }
    let grid = grid_check(variant, &paths, games, seed);
    let start = Board::new(variant, [0, 0], 0, None).expect("a board");
    let report = json!({
        "variant": variant.name(),
        "fresh_deals": deals,
        "games": games,
        "seed": seed,
        "boards_compared": compared,
        "within_95": within,
        "share_within_95": within as f64 / compared.max(1) as f64,
        "largest_deviation_in_sigmas": worst,
        "grid": grid,
        "first_dealer": {
            "table": start.dealer_wins(),
            "simulated": first_dealer_wins as f64 / games as f64,
        },
    });
    println!("{report}");
}
