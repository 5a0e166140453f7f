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
//!
//! `--inferred N [--seed S]` instead samples the six-card tables as the service's expert plays:
//! for each kept rank hand and role, `N` deals (the kept ranks given suits at random, two other
//! cards laid away, the opponent dealt six that it discards from as the expert does, a starter),
//! each played out by the play advisor under the inferred model on both sides
//! (`selfplay::play_of_keep`). Each deal is also played by the base policy on both sides
//! (the committed table's model), and an entry is the committed model's exact value plus the
//! mean difference between the two plays over its deals: the same cards in both plays, so the
//! difference varies far less than either play (a control variate). It prints the two six-card
//! tables only.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use cribbage_api::domain::card::{Card, Rank, Suit};
use cribbage_api::domain::strategy::search::{Ranks, play_between};
use cribbage_api::domain::strategy::selfplay::{Chance, Policy, play_of_keep};
use cribbage_api::domain::variant::Variant;

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

/// `hand`'s ranks as cards, each rank's suits drawn at random.
fn cards_of(hand: Ranks, chance: &mut Chance) -> Vec<Card> {
    let mut cards = Vec::with_capacity(4);
    for (index, rank) in Rank::ALL.into_iter().enumerate() {
        let mut suits = Suit::ALL.to_vec();
        for _ in 0..hand.count(index as u8) {
            let suit = suits.swap_remove(chance.below(suits.len()));
            cards.push(Card::new(rank, suit));
        }
    }
    cards
}

/// The ranks of `cards`.
fn ranks(cards: &[Card]) -> Ranks {
    Ranks::of(cards.iter().map(|c| c.rank().index() as u8))
}

/// One entry of the inferred table: how much more (or less) `hand` pegs in its role, and lets
/// the opponent peg, when both sides play as the expert rather than by the base policy, over
/// `deals` deals; with the standard errors of the two differences.
fn sampled(hand: Ranks, dealer: bool, deals: usize, seed: u64) -> ([f64; 2], [f64; 2]) {
    let mut chance = Chance::new(seed);
    let mut sums = [0.0f64; 2];
    let mut squares = [0.0f64; 2];
    for _ in 0..deals {
        let kept = cards_of(hand, &mut chance);
        let mut rest: Vec<Card> = Card::deck().filter(|c| !kept.contains(c)).collect();
        for i in (1..rest.len()).rev() {
            rest.swap(i, chance.below(i + 1));
        }
        let policies = [Policy::Expert, Policy::Expert];
        let (pegged, theirs) = play_of_keep(
            Variant::SixCard,
            policies,
            &kept,
            &rest[..2],
            &rest[2..8],
            rest[8],
            dealer,
            &mut chance,
        )
        .unwrap_or_else(|error| panic!("{error:?}"));
        let base = if dealer {
            let [pone, dealer] = play_between(ranks(&theirs), hand, false);
            [dealer, pone]
        } else {
            play_between(hand, ranks(&theirs), false)
        };
        for side in 0..2 {
            let difference = f64::from(pegged[side]) - base[side] as f64;
            sums[side] += difference;
            squares[side] += difference * difference;
        }
    }
    let n = deals as f64;
    let mean = sums.map(|s| s / n);
    let error =
        [0, 1].map(|side| ((squares[side] / n - mean[side] * mean[side]).max(0.0) / n).sqrt());
    (mean, error)
}

/// The six-card tables sampled under the inferred play, on two threads.
fn inferred(deals: usize, seed: u64) {
    let started = Instant::now();
    let hands = kept_hands(4);
    for (dealer, name, doc) in [
        (
            true,
            "SIX_CARD_DEALER",
            "Six-card cribbage, the dealer's kept hand.",
        ),
        (
            false,
            "SIX_CARD_PONE",
            "Six-card cribbage, the pone's kept hand.",
        ),
    ] {
        let next = AtomicUsize::new(0);
        type Entry = (PlayValue, [f64; 2], [f64; 2]);
        let values: Vec<std::sync::Mutex<Option<Entry>>> =
            hands.iter().map(|_| std::sync::Mutex::new(None)).collect();
        std::thread::scope(|scope| {
            for _ in 0..2 {
                scope.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= hands.len() {
                            break;
                        }
                        let entry_seed = seed
                            ^ ((i as u64) << 1 | u64::from(dealer))
                                .wrapping_mul(0x9e37_79b9_7f4a_7c15);
                        let keeps = if dealer { &PONE_KEEPS } else { &DEALER_KEEPS };
                        let exact = kept_hand_pegging(hands[i], dealer, false, keeps);
                        let (shift, error) = sampled(hands[i], dealer, deals, entry_seed);
                        let value = PlayValue {
                            own: exact.own + shift[0],
                            opponent: exact.opponent + shift[1],
                        };
                        *values[i].lock().unwrap_or_else(|e| e.into_inner()) =
                            Some((value, shift, error));
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
        eprintln!(
            "{name}: mean shift own {:+.3}, opponent {:+.3}; mean standard error {:.3}, {:.3}",
            mean(&|e| e.1[0]),
            mean(&|e| e.1[1]),
            mean(&|e| e.2[0]),
            mean(&|e| e.2[1]),
        );
        let values: Vec<PlayValue> = entries.iter().map(|e| e.0).collect();
        print_table(name, doc, &values);
        println!();
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
