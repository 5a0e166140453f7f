//! Scores a file of hand + starter deals with both of our show scorers and times them, for the
//! side-by-side comparison with the PyPI package cribbage-scorer (`scripts/compare-scorer.sh`).
//!
//! `cargo run --release -p cribbage-research --example score_deals -- target/compare-deals.txt`
//!
//! The deals file has one deal a line, four hand cards then the starter in card text
//! (`5S 5H 5D JC 5C`); lines starting with `#` are comments. Every deal is scored as a hand and as
//! a crib (default rules, six-card game):
//!
//! - `ours itemized`: what `POST /v1/hands/score` does: check the cards ([`Show::new`]) and list
//!   every scoring item ([`Show::score`]), then take its total;
//! - `ours fast total`: the rank-table total ([`ShowTables::total`]), no itemization, no checks.
//!
//! Each is timed in-process with `Instant` over the whole set of deals, excluding file parsing and
//! building the tables; the best of several passes counts (at least 5, and more until a second is
//! spent). Writes, beside the deals file, `compare-ours-totals.txt` (one line per deal:
//! `itemized_hand itemized_crib fast_hand fast_crib`) and `compare-ours-timings.tsv`
//! (`scorer  kind  deals  best_seconds  passes`).

use std::error::Error;
use std::fmt::Write as _;
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use cribbage_strategy::card::Card;
use cribbage_strategy::hand::{Show, ShowKind, ShowRules, ShowTables};
use cribbage_strategy::variant::Variant;

type Deal = ([Card; 4], Card);

const KINDS: [(ShowKind, &str); 2] = [(ShowKind::Hand, "hand"), (ShowKind::Crib, "crib")];
const MIN_PASSES: u32 = 5;
const MAX_PASSES: u32 = 1000;
const MIN_TIME: Duration = Duration::from_secs(1);

fn main() -> Result<(), Box<dyn Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [path] = args.as_slice() else {
        return Err("usage: score_deals DEALS_FILE".into());
    };
    let path = Path::new(path);
    let deals = read_deals(path)?;
    let rules = ShowRules::default();
    let tables = ShowTables::get();

    let mut totals = vec![[0u8; 4]; deals.len()];
    let mut timings = Timings {
        deals: deals.len(),
        tsv: String::new(),
    };
    let mut out = vec![0u8; deals.len()];
    for (k, (kind, kind_name)) in KINDS.into_iter().enumerate() {
        let (best, passes) = best_of(&deals, &mut out, |deals, out| {
            for (slot, (hand, starter)) in out.iter_mut().zip(deals) {
                let show =
                    Show::new(hand, *starter, kind, Variant::SixCard).expect("deals were checked");
                *slot = black_box(show.score(rules)).total();
            }
        });
        timings.record("ours itemized", kind_name, best, passes);
        for (total, &points) in totals.iter_mut().zip(&out) {
            total[k] = points;
        }

        let (best, passes) = best_of(&deals, &mut out, |deals, out| {
            for (slot, (hand, starter)) in out.iter_mut().zip(deals) {
                *slot = tables.total(hand, *starter, kind, rules);
            }
        });
        timings.record("ours fast total", kind_name, best, passes);
        for (total, &points) in totals.iter_mut().zip(&out) {
            total[2 + k] = points;
        }
    }

    let dir = path.parent().unwrap_or(Path::new("."));
    let totals_path = dir.join("compare-ours-totals.txt");
    let text: String = totals
        .iter()
        .map(|[a, b, c, d]| format!("{a} {b} {c} {d}\n"))
        .collect();
    write(&totals_path, &text)?;
    write(&dir.join("compare-ours-timings.tsv"), &timings.tsv)?;
    eprintln!("wrote {}", totals_path.display());
    Ok(())
}

/// Parses and checks every deal: five distinct cards.
fn read_deals(path: &Path) -> Result<Vec<Deal>, Box<dyn Error>> {
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("reading {}: {e}", path.display()))?;
    let mut deals = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let at = || format!("{}:{}", path.display(), n + 1);
        let cards = line
            .split_whitespace()
            .map(str::parse)
            .collect::<Result<Vec<Card>, _>>()
            .map_err(|e| format!("{}: {e}", at()))?;
        let [a, b, c, d, starter] = cards[..] else {
            return Err(format!("{}: expected 5 cards, got {}", at(), cards.len()).into());
        };
        Show::new(&[a, b, c, d], starter, ShowKind::Hand, Variant::SixCard)
            .map_err(|e| format!("{}: {e}", at()))?;
        deals.push(([a, b, c, d], starter));
    }
    Ok(deals)
}

/// Runs `pass` over all deals at least `MIN_PASSES` times and until `MIN_TIME` is spent; returns
/// the fastest pass and the number of passes.
fn best_of(
    deals: &[Deal],
    out: &mut [u8],
    mut pass: impl FnMut(&[Deal], &mut [u8]),
) -> (Duration, u32) {
    let started = Instant::now();
    let mut best = Duration::MAX;
    let mut passes = 0;
    while passes < MIN_PASSES || (started.elapsed() < MIN_TIME && passes < MAX_PASSES) {
        let deals = black_box(deals);
        let at = Instant::now();
        pass(deals, &mut *out);
        best = best.min(at.elapsed());
        black_box(&mut *out);
        passes += 1;
    }
    (best, passes)
}

/// The timings file being written: one TSV line per scorer and kind.
struct Timings {
    deals: usize,
    tsv: String,
}

impl Timings {
    fn record(&mut self, scorer: &str, kind: &str, best: Duration, passes: u32) {
        let (deals, seconds) = (self.deals, best.as_secs_f64());
        writeln!(
            self.tsv,
            "{scorer}\t{kind}\t{deals}\t{seconds:.9}\t{passes}"
        )
        .expect("writing to a String");
        eprintln!(
            "{scorer} {kind}: {deals} deals in {:.3} ms (best of {passes}), {:.1} ns/deal",
            seconds * 1e3,
            seconds * 1e9 / deals.max(1) as f64
        );
    }
}

fn write(path: &Path, text: &str) -> Result<(), Box<dyn Error>> {
    std::fs::write(path, text).map_err(|e| format!("writing {}: {e}", path.display()).into())
}
