//! Derives the expert crib model: how often strong players lay away each pair of ranks, as
//! dealer and as pone, and prints it as the Rust source of `src/domain/expert_crib.rs`.
//!
//! `cargo run --release --example expert_model > src/domain/expert_crib.rs`
//!
//! Start from opponents who discard at random. Then, over all 20,358,520 six-card deals, let a
//! player maximising net expected value choose the discard — hand mean over the 46 starters, plus
//! (dealer) or minus (pone) the crib mean of that discard given how the *other* player discards —
//! and count which pairs of ranks each role lays away. The counts summed over all rounds so far
//! are the new opponents (fictitious play: answering only the last round cycles); repeat until
//! no crib mean moves by 1e-4, or for 40 rounds (it converges like 1/rounds: after 40 the crib
//! means move by well under 0.001 a round). The crib mean of a discard here averages over the cards the
//! player keeps (its other crib cards come from the 50 cards not discarded), which keeps one table
//! of 169 entries per role; the service itself always counts with the player's actual cards.
//! Progress goes to stderr.

use std::time::Instant;

use cribbage_api::domain::card::{Card, Rank, Suit};
use cribbage_api::domain::discard::{Pool, crib_distribution};
use cribbage_api::domain::hand::{ShowKind, ShowRules, ShowTables};

const PAIRS: [(usize, usize); 15] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (0, 5),
    (1, 2),
    (1, 3),
    (1, 4),
    (1, 5),
    (2, 3),
    (2, 4),
    (2, 5),
    (3, 4),
    (3, 5),
    (4, 5),
];

fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// Colex rank of four increasing card indices.
fn four_index(c: [usize; 4], binomials: &[[usize; 5]; 52]) -> usize {
    binomials[c[0]][1] + binomials[c[1]][2] + binomials[c[2]][3] + binomials[c[3]][4]
}

/// Index of a discard's kind: ranks a <= b, and whether the two cards share a suit.
fn kind(a: Card, b: Card) -> usize {
    let (low, high) = if a.rank() <= b.rank() {
        (a.rank().index(), b.rank().index())
    } else {
        (b.rank().index(), a.rank().index())
    };
    (low * 13 + high) * 2 + usize::from(a.suit() == b.suit())
}

/// Crib mean of every discard kind (169 x suited), the other two crib cards laid away by an
/// opponent whose rank pairs carry `weights`.
fn crib_means(tables: &ShowTables, weights: &[u64; 169]) -> Vec<f64> {
    let mut means = vec![0.0; 169 * 2];
    for low in 0..13 {
        for high in low..13 {
            for suited in [false, true] {
                if suited && low == high {
                    continue;
                }
                let a = Card::new(Rank::ALL[low], Suit::Spades);
                let b = Card::new(
                    Rank::ALL[high],
                    if suited { Suit::Spades } else { Suit::Hearts },
                );
                let seen = (1u64 << a.index()) | (1u64 << b.index());
                let crib =
                    crib_distribution(tables, &[a, b], &Pool::without(seen), 4, Some(weights));
                means[kind(a, b)] = crib.mean();
            }
        }
    }
    means
}

/// Over every deal, the rank pairs the dealer and the pone lay away (best responses).
fn choices(
    tables: &ShowTables,
    deck: &[Card],
    hand48: &[u16],
    binomials: &[[usize; 5]; 52],
    dealer_crib: &[f64],
    pone_crib: &[f64],
) -> ([u64; 169], [u64; 169]) {
    let work = |first: std::ops::Range<usize>| {
        let mut dealer = [0u64; 169];
        let mut pone = [0u64; 169];
        for a in first {
            for b in a + 1..52 {
                for c in b + 1..52 {
                    for d in c + 1..52 {
                        for e in d + 1..52 {
                            for f in e + 1..52 {
                                let six = [a, b, c, d, e, f];
                                let (mut best_dealer, mut best_pone) =
                                    ((f64::MIN, 0), (f64::MIN, 0));
                                for &(i, j) in &PAIRS {
                                    let mut keep = [0usize; 4];
                                    let mut k = 0;
                                    for (at, &card) in six.iter().enumerate() {
                                        if at != i && at != j {
                                            keep[k] = card;
                                            k += 1;
                                        }
                                    }
                                    let held = keep.map(|x| deck[x]);
                                    // The 46 starters: the 48 not held, less the two discarded.
                                    let points = i32::from(hand48[four_index(keep, binomials)])
                                        - i32::from(tables.total(
                                            &held,
                                            deck[six[i]],
                                            ShowKind::Hand,
                                            ShowRules::default(),
                                        ))
                                        - i32::from(tables.total(
                                            &held,
                                            deck[six[j]],
                                            ShowKind::Hand,
                                            ShowRules::default(),
                                        ));
                                    let hand = f64::from(points) / 46.0;
                                    let kind = kind(deck[six[i]], deck[six[j]]);
                                    let as_dealer = hand + dealer_crib[kind];
                                    let as_pone = hand - pone_crib[kind];
                                    if as_dealer > best_dealer.0 {
                                        best_dealer = (as_dealer, kind);
                                    }
                                    if as_pone > best_pone.0 {
                                        best_pone = (as_pone, kind);
                                    }
                                }
                                dealer[best_dealer.1 / 2] += 1;
                                pone[best_pone.1 / 2] += 1;
                            }
                        }
                    }
                }
            }
        }
        (dealer, pone)
    };
    // Split the first card so both halves hold about the same number of deals.
    let (left, right) = std::thread::scope(|scope| {
        let left = scope.spawn(|| work(0..5));
        let right = scope.spawn(|| work(5..47));
        (left.join().expect("worker"), right.join().expect("worker"))
    });
    let mut dealer = left.0;
    let mut pone = left.1;
    for i in 0..169 {
        dealer[i] += right.0[i];
        pone[i] += right.1[i];
    }
    (dealer, pone)
}

/// Opponent weights from counts of rank pairs laid away: a card pair of ranks (a, b) is as likely
/// as its rank pair's count divided by the number of card pairs with those ranks (6 or 16). The
/// common factor 48 keeps them integers.
fn weights(counts: &[u64; 169]) -> [u64; 169] {
    let mut weights = [0u64; 169];
    for low in 0..13 {
        for high in low..13 {
            let i = low * 13 + high;
            weights[i] = counts[i] * if low == high { 8 } else { 3 };
        }
    }
    weights
}

fn main() {
    let started = Instant::now();
    let tables = ShowTables::get();
    let deck: Vec<Card> = Card::deck().collect();
    let mut binomials = [[0usize; 5]; 52];
    for (n, row) in binomials.iter_mut().enumerate() {
        for (k, value) in row.iter_mut().enumerate() {
            *value = binomial(n, k);
        }
    }
    // Every four-card hand's points summed over the 48 starters it does not hold.
    let mut hand48 = vec![0u16; binomial(52, 4)];
    for a in 0..52 {
        for b in a + 1..52 {
            for c in b + 1..52 {
                for d in c + 1..52 {
                    let held = [deck[a], deck[b], deck[c], deck[d]];
                    let sum: u32 = deck
                        .iter()
                        .filter(|s| !held.contains(s))
                        .map(|&s| {
                            u32::from(tables.total(&held, s, ShowKind::Hand, ShowRules::default()))
                        })
                        .sum();
                    hand48[four_index([a, b, c, d], &binomials)] = sum as u16;
                }
            }
        }
    }
    eprintln!(
        "hand sums ready in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    // Fictitious play: each round answers the opponents' discards summed over all rounds so far
    // (a plain best response to the last round alone cycles between a few states).
    let uniform = [1u64; 169];
    let (mut dealer_counts, mut pone_counts) = ([0u64; 169], [0u64; 169]);
    let (mut pone_weights, mut dealer_weights) = (uniform, uniform);
    let mut previous: Option<(Vec<f64>, Vec<f64>)> = None;
    let mut rounds = 0;
    for round in 1..=40 {
        // The dealer's crib holds the pone's discards, and the other way round.
        let dealer_crib = crib_means(tables, &pone_weights);
        let pone_crib = crib_means(tables, &dealer_weights);
        let change = previous.as_ref().map_or(f64::INFINITY, |(d, p)| {
            d.iter()
                .zip(&dealer_crib)
                .chain(p.iter().zip(&pone_crib))
                .map(|(a, b)| (a - b).abs())
                .fold(0.0, f64::max)
        });
        eprintln!(
            "round {round}: {:.1} s; own-crib 5-5 {:.3}, opponent-crib 5-5 {:.3}, own-crib 10-K {:.3}, opponent-crib 10-K {:.3}; largest change {change:.2e}",
            started.elapsed().as_secs_f64(),
            dealer_crib[(4 * 13 + 4) * 2],
            pone_crib[(4 * 13 + 4) * 2],
            dealer_crib[(9 * 13 + 12) * 2],
            pone_crib[(9 * 13 + 12) * 2],
        );
        if change < 1e-4 {
            break;
        }
        previous = Some((dealer_crib.clone(), pone_crib.clone()));
        let (dealer, pone) = choices(tables, &deck, &hand48, &binomials, &dealer_crib, &pone_crib);
        for i in 0..169 {
            dealer_counts[i] += dealer[i];
            pone_counts[i] += pone[i];
        }
        rounds = round;
        dealer_weights = weights(&dealer_counts);
        pone_weights = weights(&pone_counts);
    }
    eprintln!("{rounds} rounds of best responses");

    let row = |counts: &[u64; 169]| {
        counts
            .chunks(13)
            .map(|chunk| {
                let cells: Vec<String> = chunk.iter().map(u64::to_string).collect();
                format!("    {},", cells.join(", "))
            })
            .collect::<Vec<String>>()
            .join("\n")
    };
    println!(
        "//! The expert crib model: how often a player maximising net expected value lays away each"
    );
    println!(
        "//! pair of ranks, as dealer and as pone, summed over the {rounds} rounds of best responses to"
    );
    println!(
        "//! each other (over all 20,358,520 six-card deals each) in `examples/expert_model.rs`."
    );
    println!("//! Generated: do not edit; regenerate with");
    println!("//! `cargo run --release --example expert_model > src/domain/expert_crib.rs`.");
    println!("//!");
    println!(
        "//! Indexed `low * 13 + high` by rank index (ace 0 .. king 12), `low <= high`; the other half is 0."
    );
    println!();
    println!("/// Deals in which the dealer lays away each rank pair.");
    println!(
        "pub const DEALER_DISCARDS: [u64; 169] = [\n{}\n];",
        row(&dealer_counts)
    );
    println!();
    println!("/// Deals in which the pone lays away each rank pair.");
    println!(
        "pub const PONE_DISCARDS: [u64; 169] = [\n{}\n];",
        row(&pone_counts)
    );
    eprintln!("done in {:.1} s", started.elapsed().as_secs_f64());
}
