//! Self-play: a match of complete two-player games between two policies.
//!
//! `cargo run --release -p cribbage-research --example selfplay -- --games 100000 --seed 1 --a expert --b greedy`
//!
//! Options: `--games N` (default 1000), `--seed S` (default 1), `--a` and `--b` (a level of
//! the ladder, as the advice endpoints take it: `newcomer`, `beginner`, `casual`, `expert`,
//! `master`; or a policy by its own name: `random`,
//! `greedy`, `expert`, `expert-base-table` (the expert whose discards price the play by the
//! base policy's table, as before the sampled one), `expert-uniform` (the expert's play
//! before it read the opponent),
//! `position` (the expert that plays for the win near the end), `position-uniform` (the same
//! under the uniform play model, the review's reference), `position-whole` (its discard by the
//! chance of winning at every score; docs/position.md), `position-reading` (the position
//! policy reading its opponent's kind from every hand the game has shown; docs/strategy.md) or
//! `simple`, the outside opponent
//! that plays by published beginner advice; default expert and greedy), `--variant six_card|five_card` (default
//! six_card), `--threads T` (default 2), `--paired true` (games 2k and 2k+1 deal the same cards
//! with the seats swapped). Policy `a` sits in seat 0 and deals first in the even
//! games, `b` in the odd ones. Game `i` is played from its own seed (derived from `S` and `i`),
//! so the result does not depend on the number of threads. Prints one JSON object on stdout;
//! progress goes to stderr.
//!
//! `--log FILE` writes every game to `FILE` as a game log, one JSON object a line in game order,
//! each one a body `POST /v1/games/score` and `POST /v1/games/review` take as it is (each hand's
//! dealer, starter, kept hands, crib, what each seat was dealt and the play; the scores carry
//! over). `--review true` reviews every game as `POST /v1/games/review` would and adds, per
//! policy, the decisions made, the verdicts, the expected points and chance of winning lost per
//! game, and the mean luck per game with its interval.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use std::collections::BTreeMap;
use std::io::Write;

use cribbage_api::api::review::log::game_log;
use cribbage_strategy::review::{Review, review};
use cribbage_strategy::round::Skunk;
use cribbage_strategy::strategy::Level;
use cribbage_strategy::strategy::selfplay::{Chance, GameRecord, Policy, play_game};
use cribbage_strategy::variant::Variant;
use serde_json::json;

struct Options {
    games: usize,
    seed: u64,
    policies: [Policy; 2],
    variant: Variant,
    threads: usize,
    /// Games 2k and 2k+1 share their cards: the same seed, the first deal swapped, so each
    /// policy plays the other's hands (duplicate play: luck of the cards cancels in the pair).
    paired: bool,
    /// Where to write every game as a game log.
    log: Option<String>,
    /// Whether to review every game.
    review: bool,
}

/// A policy by its own name, or by the name of the level of the ladder it plays (`newcomer`
/// is `random`, `beginner` `greedy`, `casual` `simple`, `master` `position`).
fn policy(name: &str) -> Result<Policy, String> {
    Policy::ALL
        .into_iter()
        .find(|p| p.name() == name || p.ladder().is_some_and(|level| level.name() == name))
        .ok_or_else(|| {
            let names: Vec<&str> = Policy::ALL.iter().map(|p| p.name()).collect();
            let levels: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
            format!(
                "unknown policy {name:?}: {}, or a level: {}",
                names.join(", "),
                levels.join(", ")
            )
        })
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        games: 1000,
        seed: 1,
        policies: [Policy::Expert, Policy::Greedy],
        variant: Variant::SixCard,
        threads: 2,
        paired: false,
        log: None,
        review: false,
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
            "--paired" => options.paired = value == "true",
            "--log" => options.log = Some(value.clone()),
            "--review" => options.review = value == "true",
            "--a" => options.policies[0] = policy(value)?,
            "--b" => options.policies[1] = policy(value)?,
            "--variant" => {
                options.variant = match value.as_str() {
                    "six_card" => Variant::SixCard,
                    "five_card" => Variant::FiveCard,
                    "three_player" | "four_player" => {
                        return Err(format!(
                            "{value}: three and four players are played by \
                             `cargo run --release -p cribbage-research --example table_selfplay -- --variant {value}`"
                        ));
                    }
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

/// Sums over games, all integers, so the order games finish in does not matter.
#[derive(Default)]
struct Tally {
    games: u64,
    wins: [u64; 2],
    skunks: [u64; 2],
    double_skunks: [u64; 2],
    first_dealer_wins: u64,
    deals: u64,
    /// Per seat: deals dealt, and the dealer's play, hand and crib in them.
    dealt: [[u64; 4]; 2],
    /// Per seat: deals as pone, and the pone's play and hand in them.
    poned: [[u64; 3]; 2],
    his_heels: u64,
    margin: [i64; 2],
}

impl Tally {
    fn add(&mut self, game: &GameRecord) {
        self.games += 1;
        self.wins[game.winner] += 1;
        match game.skunk {
            Skunk::None => {}
            Skunk::Skunk => self.skunks[game.winner] += 1,
            Skunk::Double | Skunk::Triple => {
                self.skunks[game.winner] += 1;
                self.double_skunks[game.winner] += 1;
            }
        }
        if game.winner == game.first_dealer {
            self.first_dealer_wins += 1;
        }
        let loser = 1 - game.winner;
        self.margin[game.winner] += i64::from(game.scores[game.winner] - game.scores[loser]);
        for deal in &game.deals {
            let (d, p) = (deal.dealer, 1 - deal.dealer);
            self.deals += 1;
            let dealt = &mut self.dealt[d];
            dealt[0] += 1;
            dealt[1] += u64::from(deal.play[d]);
            dealt[2] += u64::from(deal.hands[d]);
            dealt[3] += u64::from(deal.crib);
            let poned = &mut self.poned[p];
            poned[0] += 1;
            poned[1] += u64::from(deal.play[p]);
            poned[2] += u64::from(deal.hands[p]);
            self.his_heels += u64::from(deal.his_heels);
        }
    }
}

/// The Wilson score interval at 95% for `k` successes in `n`.
fn wilson(k: u64, n: u64) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    let (n, p, z) = (n as f64, k as f64 / n as f64, 1.959_963_984_540_054);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    [centre - half, centre + half]
}

fn rate(k: u64, n: u64) -> serde_json::Value {
    let round = |x: f64| (x * 1e5).round() / 1e5;
    let [lo, hi] = wilson(k, n);
    json!({ "value": round(k as f64 / n.max(1) as f64), "ci95": [round(lo), round(hi)] })
}

fn mean(sum: u64, n: u64) -> f64 {
    (sum as f64 / n.max(1) as f64 * 1e4).round() / 1e4
}

fn report(options: &Options, tally: &Tally, seconds: f64) -> serde_json::Value {
    let role = |dealt: [u64; 4], poned: [u64; 3]| {
        json!({
            "dealer": {
                "play": mean(dealt[1], dealt[0]), "hand": mean(dealt[2], dealt[0]),
                "crib": mean(dealt[3], dealt[0]), "deals": dealt[0],
            },
            "pone": {
                "play": mean(poned[1], poned[0]), "hand": mean(poned[2], poned[0]),
                "deals": poned[0],
            },
        })
    };
    let both_dealt: [u64; 4] = std::array::from_fn(|i| tally.dealt[0][i] + tally.dealt[1][i]);
    let both_poned: [u64; 3] = std::array::from_fn(|i| tally.poned[0][i] + tally.poned[1][i]);
    let [a, b] = options.policies.map(Policy::name);
    json!({
        "games": tally.games,
        "seed": options.seed,
        "variant": options.variant.name(),
        "policies": { "a": a, "b": b },
        "wins": { "a": tally.wins[0], "b": tally.wins[1] },
        "win_rate_a": rate(tally.wins[0], tally.games),
        "first_dealer_wins": rate(tally.first_dealer_wins, tally.games),
        "skunks": { "a": tally.skunks[0], "b": tally.skunks[1] },
        "double_skunks": { "a": tally.double_skunks[0], "b": tally.double_skunks[1] },
        "mean_margin": {
            "a": mean(tally.margin[0].max(0) as u64, tally.wins[0]),
            "b": mean(tally.margin[1].max(0) as u64, tally.wins[1]),
        },
        "per_deal": role(both_dealt, both_poned),
        "per_deal_by_policy": {
            "a": role(tally.dealt[0], tally.poned[0]),
            "b": role(tally.dealt[1], tally.poned[1]),
        },
        "his_heels_per_deal": mean(tally.his_heels, tally.deals),
        "deals_per_game": mean(tally.deals, tally.games),
        "seconds": (seconds * 10.0).round() / 10.0,
    })
}

/// The log file, written in game order whatever order the threads finish games in.
struct Log {
    file: std::io::BufWriter<std::fs::File>,
    waiting: BTreeMap<usize, String>,
    next: usize,
}

impl Log {
    fn add(&mut self, game: usize, line: String) {
        self.waiting.insert(game, line);
        while let Some(line) = self.waiting.remove(&self.next) {
            writeln!(self.file, "{line}").expect("the log is writable");
            self.next += 1;
        }
    }
}

/// Per seat (policy `a` sits in seat 0): each game's review figures, for means and intervals.
#[derive(Default)]
struct Reviews {
    decisions: [u64; 2],
    verdicts: [[u64; 4]; 2],
    /// Per seat, per game: points lost, chance lost, luck in points (all, deal, starter, play)
    /// and in chance.
    samples: [[Vec<f64>; 7]; 2],
    /// The largest difference between a margin or chance explained and what happened.
    residual: f64,
}

impl Reviews {
    fn add(&mut self, review: &Review) {
        for (seat, r) in review.seats.iter().enumerate() {
            self.decisions[seat] += r.decisions as u64;
            for (total, &n) in self.verdicts[seat].iter_mut().zip(&r.verdicts) {
                *total += n as u64;
            }
            let luck = &r.luck;
            let figures = [
                r.points_lost,
                r.win_probability_lost.unwrap_or(0.0),
                luck.total.points,
                luck.deal.points,
                luck.starter.points,
                luck.play.points,
                luck.total.win_probability.unwrap_or(0.0),
            ];
            for (samples, x) in self.samples[seat].iter_mut().zip(figures) {
                samples.push(x);
            }
            let m = r.margin;
            let explained = m.start as f64 + m.baseline + m.luck - m.own_losses
                + m.opponent_losses
                + m.rules as f64
                + m.game_end as f64;
            self.residual = self.residual.max((explained - m.final_margin as f64).abs());
            if let Some(c) = r.chance {
                let result = c.start + c.luck - c.own_losses + c.opponent_losses;
                self.residual = self.residual.max((result - c.result).abs());
            }
        }
    }

    fn merge(&mut self, other: Reviews) {
        for seat in 0..2 {
            self.decisions[seat] += other.decisions[seat];
            for i in 0..4 {
                self.verdicts[seat][i] += other.verdicts[seat][i];
            }
            for (into, from) in self.samples[seat]
                .iter_mut()
                .zip(other.samples[seat].clone())
            {
                into.extend(from);
            }
        }
        self.residual = self.residual.max(other.residual);
    }

    fn report(&self) -> serde_json::Value {
        let seat = |s: usize| {
            let games = self.samples[s][0].len().max(1) as f64;
            let per_game = |n: u64| (n as f64 / games * 1e3).round() / 1e3;
            let v = self.verdicts[s];
            let m = |i: usize| mean_ci(&self.samples[s][i]);
            json!({
                "decisions_per_game": per_game(self.decisions[s]),
                "verdicts_per_game": {
                    "none": per_game(v[0]), "inaccuracy": per_game(v[1]),
                    "mistake": per_game(v[2]), "blunder": per_game(v[3]),
                },
                "points_lost_per_game": m(0),
                "win_probability_lost_per_game": m(1),
                "luck_points_per_game": { "all": m(2), "deal": m(3), "starter": m(4), "play": m(5) },
                "luck_win_probability_per_game": m(6),
            })
        };
        json!({ "a": seat(0), "b": seat(1), "largest_residual": self.residual })
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
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    let outcomes = Mutex::new(Vec::with_capacity(options.games));
    let failures = AtomicUsize::new(0);
    let step = (options.games / 20).max(1);
    let log = options.log.as_ref().map(|path| {
        Mutex::new(Log {
            file: std::io::BufWriter::new(std::fs::File::create(path).expect("the log file")),
            waiting: BTreeMap::new(),
            next: 0,
        })
    });
    let reviews = Mutex::new(Reviews::default());
    std::thread::scope(|scope| {
        for _ in 0..options.threads {
            scope.spawn(|| {
                let mut local = Tally::default();
                let mut reviewed = Reviews::default();
                loop {
                    let game = next.fetch_add(1, Ordering::Relaxed);
                    if game >= options.games {
                        break;
                    }
                    let deal_of = if options.paired { game / 2 } else { game };
                    let seed = Chance::new(
                        options.seed ^ (deal_of as u64).wrapping_mul(0xd1b5_4a32_d192_ed03),
                    )
                    .next_u64();
                    match play_game(options.variant, options.policies, game % 2, seed) {
                        Ok(record) => {
                            local.add(&record);
                            if let Some(log) = &log {
                                let line = game_log(options.variant, &record).to_string();
                                log.lock()
                                    .unwrap_or_else(|e| e.into_inner())
                                    .add(game, line);
                            }
                            if options.review {
                                let hands = record.hands(options.variant);
                                let target = u32::from(options.variant.target());
                                match review(options.variant, target, &hands) {
                                    Ok(review) => reviewed.add(&review),
                                    Err(error) => {
                                        failures.fetch_add(1, Ordering::Relaxed);
                                        eprintln!("game {game}: review {error:?}");
                                    }
                                }
                            }
                            outcomes
                                .lock()
                                .unwrap_or_else(|e| e.into_inner())
                                .push((game, outcome(&record)));
                        }
                        Err(error) => {
                            failures.fetch_add(1, Ordering::Relaxed);
                            eprintln!("game {game}: {error:?}");
                        }
                    }
                    if (game + 1).is_multiple_of(step) {
                        eprintln!(
                            "{} games in {:.1} s",
                            game + 1,
                            started.elapsed().as_secs_f64()
                        );
                    }
                }
                let mut tally = tally.lock().unwrap_or_else(|e| e.into_inner());
                merge(&mut tally, &local);
                reviews
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .merge(reviewed);
            });
        }
    });
    let tally = tally.into_inner().unwrap_or_else(|e| e.into_inner());
    let seconds = started.elapsed().as_secs_f64();
    let mut outcomes = outcomes.into_inner().unwrap_or_else(|e| e.into_inner());
    outcomes.sort_unstable();
    let mut report = report(&options, &tally, seconds);
    report["margin_a"] = margin(&outcomes, options.paired);
    if options.review {
        report["review"] = reviews
            .into_inner()
            .unwrap_or_else(|e| e.into_inner())
            .report();
    }
    if let Some(log) = log {
        let mut log = log.into_inner().unwrap_or_else(|e| e.into_inner());
        log.file.flush().expect("the log is written");
    }
    println!("{report}");
    if failures.load(Ordering::Relaxed) > 0 {
        std::process::exit(1);
    }
}

/// One game from `a`'s side: +1 or -1 for the win, and its ACC match points less `b`'s
/// (win 2, skunk 3).
fn outcome(game: &GameRecord) -> (i64, i64) {
    let points = if game.skunk == Skunk::None { 2 } else { 3 };
    if game.winner == 0 {
        (1, points)
    } else {
        (-1, -points)
    }
}

/// The mean and its 95% interval (normal approximation) of independent samples.
fn mean_ci(samples: &[f64]) -> serde_json::Value {
    let n = samples.len().max(1) as f64;
    let mean = samples.iter().sum::<f64>() / n;
    let var = samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.959_963_984_540_054 * (var / n).sqrt();
    let round = |x: f64| (x * 1e5).round() / 1e5;
    json!({ "value": round(mean), "ci95": [round(mean - half), round(mean + half)] })
}

/// `a`'s margin over `b` per game: in games won (the win rate less a half, so 0 is even) and in
/// ACC match points, with intervals. Paired games are one sample per pair (their luck of the
/// cards cancels), so the interval is the pairs'.
fn margin(outcomes: &[(usize, (i64, i64))], paired: bool) -> serde_json::Value {
    let samples = |pick: fn(&(i64, i64)) -> i64| -> Vec<f64> {
        if paired {
            outcomes
                .chunks(2)
                .filter(|pair| pair.len() == 2 && pair[0].0 / 2 == pair[1].0 / 2)
                .map(|pair| (pick(&pair[0].1) + pick(&pair[1].1)) as f64 / 4.0)
                .collect()
        } else {
            outcomes.iter().map(|(_, o)| pick(o) as f64 / 2.0).collect()
        }
    };
    let wins = samples(|o| o.0);
    let points: Vec<f64> = samples(|o| o.1).into_iter().map(|x| x * 2.0).collect();
    json!({
        "paired": paired,
        "win_rate_over_half": mean_ci(&wins),
        "acc_match_points_per_game": mean_ci(&points),
    })
}

fn merge(into: &mut Tally, from: &Tally) {
    into.games += from.games;
    into.first_dealer_wins += from.first_dealer_wins;
    into.deals += from.deals;
    into.his_heels += from.his_heels;
    for seat in 0..2 {
        into.wins[seat] += from.wins[seat];
        into.skunks[seat] += from.skunks[seat];
        into.double_skunks[seat] += from.double_skunks[seat];
        into.margin[seat] += from.margin[seat];
        for i in 0..4 {
            into.dealt[seat][i] += from.dealt[seat][i];
        }
        for i in 0..3 {
            into.poned[seat][i] += from.poned[seat][i];
        }
    }
}
