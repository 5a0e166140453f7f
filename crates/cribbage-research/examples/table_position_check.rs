//! The position tables of three and four players against simulated games: from each board,
//! the table's chance of each seat (side) winning next to the share of games it won when every
//! seat played `TablePolicy::Base` (the policy the tables assume) to the end.
//!
//! `cargo run --release -p cribbage-research --example table_position_check -- --games 2000 --seed 3`
//!
//! Prints a Markdown table per variant: the board, each seat's chance by the table, its share of
//! the simulated games with the standard error, and the largest difference in standard errors.

use cribbage_strategy::round::MatchScoring;
use cribbage_strategy::strategy::board::{BoardInput, Judged};
use cribbage_strategy::strategy::selfplay::Chance;
use cribbage_strategy::strategy::table::deal::{TablePolicy, play_table_game};
use cribbage_strategy::variant::Variant;

fn chances(variant: Variant, scores: &[u32], dealer: usize) -> Vec<f64> {
    let input = BoardInput {
        variant: Some(variant),
        scores: scores.to_vec(),
        dealer,
        target: None,
    };
    match input.judge().expect("a board the model serves") {
        Judged::Sides(board) => board.outlook(MatchScoring::Acc).map(|o| o.win).to_vec(),
        Judged::Three(board) => board.outlook(MatchScoring::Acc).map(|o| o.win).to_vec(),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str, default: u64| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let games = value("--games", 2000) as usize;
    let seed = value("--seed", 3);
    let boards: [(Variant, &[u32], usize); 10] = [
        (Variant::ThreePlayer, &[0, 0, 0], 0),
        (Variant::ThreePlayer, &[60, 60, 60], 0),
        (Variant::ThreePlayer, &[100, 90, 80], 1),
        (Variant::ThreePlayer, &[110, 110, 110], 2),
        (Variant::ThreePlayer, &[115, 100, 118], 0),
        (Variant::FourPlayer, &[0, 0], 0),
        (Variant::FourPlayer, &[60, 60], 1),
        (Variant::FourPlayer, &[100, 90], 0),
        (Variant::FourPlayer, &[110, 115], 3),
        (Variant::FourPlayer, &[118, 100], 1),
    ];
    println!("| variant | board (dealer) | table | simulated (± s.e.) | worst, in s.e. |");
    println!("|---|---|---|---|---|");
    for (b, &(variant, scores, dealer)) in boards.iter().enumerate() {
        let table = chances(variant, scores, dealer);
        let policies = vec![TablePolicy::Base; variant.players()];
        let mut wins = vec![0u32; table.len()];
        for g in 0..games {
            let mut chance =
                Chance::new(seed ^ ((b * 1_000_003 + g) as u64).wrapping_mul(0x9e37_79b9));
            let game = play_table_game(variant, &policies, scores, dealer, 121, &mut chance)
                .expect("three or four players");
            wins[game.winner] += 1;
        }
        let n = games as f64;
        let mut worst: f64 = 0.0;
        let simulated: Vec<String> = (wins.iter().zip(&table))
            .map(|(&w, &t)| {
                let p = f64::from(w) / n;
                let se = (p * (1.0 - p) / n).sqrt().max(1e-9);
                worst = worst.max((p - t).abs() / se);
                format!("{p:.3} ± {se:.3}")
            })
            .collect();
        let table: Vec<String> = table.iter().map(|t| format!("{t:.3}")).collect();
        println!(
            "| {} | {scores:?} ({dealer}) | {} | {} | {worst:.1} |",
            variant.name(),
            table.join(" / "),
            simulated.join(" / ")
        );
    }
}
