//! The review's rating calibrated: self-play games of policies of known strength against one
//! fixed opponent, each game reviewed as `POST /v1/games/review` reviews it, and each policy's
//! rating summed up (its mean with a 95% interval, the band of the mean, and the middle 80% of
//! single games), so the bands of `crates/cribbage-strategy/src/review/rating.rs` can be set
//! where known players land and `docs/review.md` can publish the table.
//!
//! `nice cargo run --release -p cribbage-research --example rating_calibration -- --games 700`
//!
//! Options: `--games N` per policy (default 700), `--seed S` (default 1), `--opponent P`
//! (default `position`, the strongest of the ladder), `--policies a,b,...` (default
//! `random,greedy,simple,expert,position,position-uniform`: newcomer, beginner, casual, expert
//! and master of the ladder, and the master under the uniform play model, the review's own
//! reference player), `--variant six_card|five_card` (default six_card), `--threads T` (default 1). The
//! rated policy sits in seat 0 and deals first in the even games; game `i` of every policy is
//! dealt from the same seed, so the policies meet the same cards. Prints a Markdown table on
//! stdout (the one in `docs/review.md`), progress on stderr.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use cribbage_strategy::review::rating::Band;
use cribbage_strategy::review::review;
use cribbage_strategy::strategy::selfplay::{Chance, Policy, play_game};
use cribbage_strategy::variant::Variant;

struct Options {
    games: usize,
    seed: u64,
    opponent: Policy,
    policies: Vec<Policy>,
    variant: Variant,
    threads: usize,
}

fn policy(name: &str) -> Result<Policy, String> {
    Policy::ALL
        .into_iter()
        .find(|p| p.name() == name)
        .ok_or_else(|| format!("unknown policy {name:?}"))
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        games: 700,
        seed: 1,
        opponent: Policy::Position,
        policies: vec![
            Policy::Random,
            Policy::Greedy,
            Policy::Simple,
            Policy::Expert,
            Policy::Position,
            Policy::PositionUniform,
        ],
        variant: Variant::SixCard,
        threads: 1,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let [flag, value] = pair else {
            return Err(format!("{} needs a value", pair[0]));
        };
        let number = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--games" => options.games = number()? as usize,
            "--seed" => options.seed = number()?,
            "--threads" => options.threads = (number()? as usize).max(1),
            "--opponent" => options.opponent = policy(value)?,
            "--policies" => {
                options.policies = value.split(',').map(policy).collect::<Result<_, _>>()?;
            }
            "--variant" => {
                options.variant = match value.as_str() {
                    "six_card" => Variant::SixCard,
                    "five_card" => Variant::FiveCard,
                    other => {
                        return Err(format!("unknown variant {other:?}: six_card or five_card"));
                    }
                }
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(options)
}

/// One policy's games: each game's rating of the rated seat (and of the opponent), and its
/// error rate.
#[derive(Default)]
struct Sample {
    ratings: Vec<f64>,
    opponent: Vec<f64>,
    error_rates: Vec<f64>,
}

/// The mean and the half width of its 95% interval (normal approximation).
fn mean_ci(samples: &[f64]) -> (f64, f64) {
    let n = samples.len().max(1) as f64;
    let mean = samples.iter().sum::<f64>() / n;
    let var = samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.959_963_984_540_054 * (var / n).sqrt())
}

/// The `q` quantile of sorted samples (nearest rank).
fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

fn rate(options: &Options, rated: Policy) -> Sample {
    let next = AtomicUsize::new(0);
    let sample = Mutex::new(Sample::default());
    let target = u32::from(options.variant.target());
    std::thread::scope(|scope| {
        for _ in 0..options.threads {
            scope.spawn(|| {
                loop {
                    let game = next.fetch_add(1, Ordering::Relaxed);
                    if game >= options.games {
                        break;
                    }
                    let seed = Chance::new(
                        options.seed ^ (game as u64).wrapping_mul(0xd1b5_4a32_d192_ed03),
                    )
                    .next_u64();
                    let policies = [rated, options.opponent];
                    let record = play_game(options.variant, policies, game % 2, seed)
                        .unwrap_or_else(|e| panic!("game {game}: {e:?}"));
                    let hands = record.hands(options.variant);
                    let reviewed = review(options.variant, target, &hands)
                        .unwrap_or_else(|e| panic!("game {game}: review {e:?}"));
                    let [own, other] = &reviewed.seats;
                    let mut sample = sample.lock().unwrap_or_else(|e| e.into_inner());
                    if let Some(rating) = own.rating {
                        sample.ratings.push(rating.value);
                        sample.error_rates.push(rating.error_rate);
                    }
                    if let Some(rating) = other.rating {
                        sample.opponent.push(rating.value);
                    }
                }
            });
        }
    });
    sample.into_inner().unwrap_or_else(|e| e.into_inner())
}

fn main() {
    let options = match options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    let started = Instant::now();
    println!(
        "| policy | mean rating | band of the mean | 95% interval | middle 80% of games | error rate (points a decision) | games | {} in the same games |",
        options.opponent.name()
    );
    println!("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for &rated in &options.policies {
        let clock = Instant::now();
        let mut sample = rate(&options, rated);
        let (mean, half) = mean_ci(&sample.ratings);
        let (error, _) = mean_ci(&sample.error_rates);
        let (opponent, opponent_half) = mean_ci(&sample.opponent);
        sample.ratings.sort_by(f64::total_cmp);
        println!(
            "| {} | {mean:.1} | {} | [{:.1}, {:.1}] | {:.1} to {:.1} | {error:.3} | {} | {opponent:.1} ± {opponent_half:.1} |",
            rated.name(),
            Band::of(mean).name(),
            mean - half,
            mean + half,
            quantile(&sample.ratings, 0.1),
            quantile(&sample.ratings, 0.9),
            sample.ratings.len(),
        );
        eprintln!(
            "{}: {} games in {:.0} s",
            rated.name(),
            sample.ratings.len(),
            clock.elapsed().as_secs_f64()
        );
    }
    eprintln!(
        "{} policies, {} games each, against {}, in {:.0} s",
        options.policies.len(),
        options.games,
        options.opponent.name(),
        started.elapsed().as_secs_f64()
    );
}
