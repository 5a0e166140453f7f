//! Derives the expert crib model: how often strong players lay away each pair of ranks, and
//! keep each rank hand, as dealer and as pone, and prints it as the Rust source of
//! `crates/cribbage-strategy/src/expert_crib.rs`.
//!
//! `cargo run --release -p cribbage-strategy --features tools --example expert_model > crates/cribbage-strategy/src/expert_crib.rs`
//!
//! Start from opponents who discard at random. Then, over all 20,358,520 six-card deals, let a
//! player maximising net expected value choose the discard — hand mean over the 46 starters, plus
//! (dealer) or minus (pone) the crib mean of that discard given how the *other* player discards,
//! plus the expected net pegging of the kept rank hand in its role given which hands the other
//! player keeps (`strategy::keep`: both play the whole play by the base policy) — and count
//! which pairs of ranks each role lays away and which rank hands it keeps. The counts summed
//! over all rounds so far are the new opponents (fictitious play: answering only the last
//! round cycles); repeat until no crib mean or pegging value moves by 1e-4, or for 40 rounds
//! (it converges like 1/rounds: after 40 the means move by well under 0.001 a round). The crib
//! mean of a discard here averages over the cards the player keeps (its other crib cards come
//! from the 50 cards not discarded), and the pegging value over the opponent's keeps weighted
//! by the chance their cards avoid the player's, which keeps one table of 169 entries and one of
//! 1,820 per role; the service itself always counts the crib with the player's actual cards.
//! Progress goes to stderr. No randomness: every deal is visited, every result is exact or a
//! deterministic floating-point sum.

use std::time::Instant;

use cribbage_strategy::card::{Card, Rank, Suit};
use cribbage_strategy::discard::{Pool, crib_distribution};
use cribbage_strategy::hand::{ShowKind, ShowRules, ShowTables};
use cribbage_strategy::strategy::keep::{kept_hands, kept_index, opponent_weight, uniform_keeps};
use cribbage_strategy::strategy::search::{Ranks, play_between};

/// Kept rank hands of four.
const KEEPS: usize = 1820;

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

/// What a role's choices are judged by: the crib mean of each discard kind and the net pegging
/// of each kept rank hand.
struct Values {
    crib: Vec<f64>,
    pegging: Vec<f64>,
}

/// What a role chose over every deal: the rank pairs laid away and the rank hands kept.
struct Chosen {
    discards: [u64; 169],
    keeps: Vec<u64>,
}

impl Chosen {
    fn new() -> Chosen {
        Chosen {
            discards: [0; 169],
            keeps: vec![0; KEEPS],
        }
    }

    fn add(&mut self, other: &Chosen) {
        for (a, b) in self.discards.iter_mut().zip(&other.discards) {
            *a += b;
        }
        for (a, b) in self.keeps.iter_mut().zip(&other.keeps) {
            *a += b;
        }
    }
}

/// The tables every deal looks things up in.
struct Lookups<'a> {
    tables: &'a ShowTables,
    deck: &'a [Card],
    hand48: &'a [u16],
    binomials: &'a [[usize; 5]; 52],
    /// The kept rank hand of every four-card hand, by its colex index.
    keep_of: &'a [u16],
}

/// The best discard of one deal for each role: (discard kind, kept rank hand) for the dealer
/// and for the pone.
fn best_discards(
    six: [usize; 6],
    lookups: &Lookups,
    dealer_values: &Values,
    pone_values: &Values,
) -> ((usize, usize), (usize, usize)) {
    let Lookups {
        tables,
        deck,
        hand48,
        binomials,
        keep_of,
    } = lookups;
    let (mut best_dealer, mut best_pone) = ((f64::MIN, 0, 0), (f64::MIN, 0, 0));
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
        let four = four_index(keep, binomials);
        // The 46 starters: the 48 not held, less the two discarded.
        let show = |starter: Card| {
            i32::from(tables.total(&held, starter, ShowKind::Hand, ShowRules::default()))
        };
        let points = i32::from(hand48[four]) - show(deck[six[i]]) - show(deck[six[j]]);
        let hand = f64::from(points) / 46.0;
        let kind = kind(deck[six[i]], deck[six[j]]);
        let kept = usize::from(keep_of[four]);
        let as_dealer = hand + dealer_values.crib[kind] + dealer_values.pegging[kept];
        let as_pone = hand - pone_values.crib[kind] + pone_values.pegging[kept];
        if as_dealer > best_dealer.0 {
            best_dealer = (as_dealer, kind, kept);
        }
        if as_pone > best_pone.0 {
            best_pone = (as_pone, kind, kept);
        }
    }
    ((best_dealer.1, best_dealer.2), (best_pone.1, best_pone.2))
}

/// Over every deal, the rank pairs the dealer and the pone lay away and the rank hands they
/// keep (best responses).
fn choices(lookups: &Lookups, dealer_values: &Values, pone_values: &Values) -> (Chosen, Chosen) {
    let work = |first: std::ops::Range<usize>| {
        let mut dealer = Chosen::new();
        let mut pone = Chosen::new();
        for a in first {
            for b in a + 1..52 {
                for c in b + 1..52 {
                    for d in c + 1..52 {
                        for e in d + 1..52 {
                            for f in e + 1..52 {
                                let six = [a, b, c, d, e, f];
                                let (as_dealer, as_pone) =
                                    best_discards(six, lookups, dealer_values, pone_values);
                                dealer.discards[as_dealer.0 / 2] += 1;
                                dealer.keeps[as_dealer.1] += 1;
                                pone.discards[as_pone.0 / 2] += 1;
                                pone.keeps[as_pone.1] += 1;
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
    let (mut dealer, mut pone) = left;
    dealer.add(&right.0);
    pone.add(&right.1);
    (dealer, pone)
}

/// The whole play between every kept pone hand and every kept dealer hand, both by the base
/// policy: `plays[pone * KEEPS + dealer]` = (pone's points, dealer's points).
fn every_play() -> Vec<[u8; 2]> {
    let hands = kept_hands(4);
    let work = |pones: std::ops::Range<usize>| {
        let mut out = Vec::with_capacity(pones.len() * KEEPS);
        for pone in pones {
            for dealer in hands {
                let points = play_between(hands[pone], *dealer, false);
                out.push(points.map(|p| p as u8));
            }
        }
        out
    };
    std::thread::scope(|scope| {
        let left = scope.spawn(|| work(0..KEEPS / 2));
        let right = scope.spawn(|| work(KEEPS / 2..KEEPS));
        let mut plays = left.join().expect("worker");
        plays.extend(right.join().expect("worker"));
        plays
    })
}

/// Expected net pegging of every kept hand in a role, the opponent keeping hands as often as
/// `opponent_keeps` says (weighted by the chance their cards avoid the player's; the same
/// weights as `strategy::keep::kept_hand_pegging`).
fn pegging_values(plays: &[[u8; 2]], dealer: bool, opponent_keeps: &[u64]) -> Vec<f64> {
    let hands = kept_hands(4);
    (0..KEEPS)
        .map(|mine| {
            let (mut net, mut total) = (0.0, 0.0);
            for (theirs, &count) in opponent_keeps.iter().enumerate() {
                let weight = opponent_weight(hands[mine], hands[theirs], count);
                if weight == 0.0 {
                    continue;
                }
                let [pone, dealer_points] = if dealer {
                    plays[theirs * KEEPS + mine]
                } else {
                    plays[mine * KEEPS + theirs]
                };
                let (own, opponent) = if dealer {
                    (dealer_points, pone)
                } else {
                    (pone, dealer_points)
                };
                net += weight * (f64::from(own) - f64::from(opponent));
                total += weight;
            }
            net / total
        })
        .collect()
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
    let hand48 = hand_sums(tables, &deck, &binomials);
    let keep_of = kept_hand_of_every_four(&deck, &binomials);
    eprintln!(
        "hand sums ready in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let lookups = Lookups {
        tables,
        deck: &deck,
        hand48: &hand48,
        binomials: &binomials,
        keep_of: &keep_of,
    };
    if std::env::args().any(|arg| arg == "--hand-and-crib") {
        let (dealer, pone) = hand_and_crib_keeps(&lookups);
        print_hand_and_crib(&dealer, &pone);
        eprintln!("done in {:.1} s", started.elapsed().as_secs_f64());
        return;
    }
    let plays = every_play();
    eprintln!(
        "every play of kept hands ready in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let (dealer, pone, rounds) = fictitious_play(&lookups, &plays, started);
    eprintln!("{rounds} rounds of best responses");
    print_model(&dealer, &pone, rounds);
    eprintln!("done in {:.1} s", started.elapsed().as_secs_f64());
}

/// Every four-card hand's points summed over the 48 starters it does not hold, by colex index.
fn hand_sums(tables: &ShowTables, deck: &[Card], binomials: &[[usize; 5]; 52]) -> Vec<u16> {
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
                    hand48[four_index([a, b, c, d], binomials)] = sum as u16;
                }
            }
        }
    }
    hand48
}

/// The kept rank hand (`kept_index`) of every four-card hand, by colex index.
fn kept_hand_of_every_four(deck: &[Card], binomials: &[[usize; 5]; 52]) -> Vec<u16> {
    let mut keep_of = vec![0u16; binomial(52, 4)];
    for a in 0..52 {
        for b in a + 1..52 {
            for c in b + 1..52 {
                for d in c + 1..52 {
                    let ranks = Ranks::of([a, b, c, d].map(|x| deck[x].rank().index() as u8));
                    let kept = kept_index(ranks).expect("four ranks");
                    keep_of[four_index([a, b, c, d], binomials)] = kept as u16;
                }
            }
        }
    }
    keep_of
}

/// Fictitious play: each round answers the opponents' discards and keeps summed over all
/// rounds so far (a plain best response to the last round alone cycles between a few states).
/// Returns what the dealer and the pone chose, summed over the rounds, and how many rounds.
fn fictitious_play(
    lookups: &Lookups,
    plays: &[[u8; 2]],
    started: Instant,
) -> (Chosen, Chosen, usize) {
    let tables = lookups.tables;
    let uniform = [1u64; 169];
    let (mut dealer_chosen, mut pone_chosen) = (Chosen::new(), Chosen::new());
    let (mut pone_weights, mut dealer_weights) = (uniform, uniform);
    let (mut pone_keeps, mut dealer_keeps) = (uniform_keeps(4), uniform_keeps(4));
    let mut previous: Option<(Values, Values)> = None;
    let mut rounds = 0;
    for round in 1..=40 {
        // The dealer's crib holds the pone's discards, and the other way round; the dealer
        // pegs against the pone's kept hand, and the other way round.
        let dealer_values = Values {
            crib: crib_means(tables, &pone_weights),
            pegging: pegging_values(plays, true, &pone_keeps),
        };
        let pone_values = Values {
            crib: crib_means(tables, &dealer_weights),
            pegging: pegging_values(plays, false, &dealer_keeps),
        };
        let change = previous.as_ref().map_or(f64::INFINITY, |(d, p)| {
            let pairs = d
                .crib
                .iter()
                .zip(&dealer_values.crib)
                .chain(p.crib.iter().zip(&pone_values.crib))
                .chain(d.pegging.iter().zip(&dealer_values.pegging))
                .chain(p.pegging.iter().zip(&pone_values.pegging));
            pairs.map(|(a, b)| (a - b).abs()).fold(0.0, f64::max)
        });
        progress(round, started, &dealer_values, &pone_values, change);
        if change < 1e-4 {
            break;
        }
        let (dealer, pone) = choices(lookups, &dealer_values, &pone_values);
        previous = Some((dealer_values, pone_values));
        dealer_chosen.add(&dealer);
        pone_chosen.add(&pone);
        rounds = round;
        dealer_weights = weights(&dealer_chosen.discards);
        pone_weights = weights(&pone_chosen.discards);
        dealer_keeps = dealer_chosen.keeps.clone();
        pone_keeps = pone_chosen.keeps.clone();
    }
    (dealer_chosen, pone_chosen, rounds)
}

/// What a player keeps who maximises hand plus crib alone (no pegging), the rest of the crib
/// any of the unseen cards: the first round of the fictitious play with the pegging left out.
fn hand_and_crib_keeps(lookups: &Lookups) -> (Chosen, Chosen) {
    let uniform = [1u64; 169];
    let values = || Values {
        crib: crib_means(lookups.tables, &uniform),
        pegging: vec![0.0; KEEPS],
    };
    choices(lookups, &values(), &values())
}

/// Prints the hand-and-crib keeps as the Rust source of `crates/cribbage-strategy/src/hand_and_crib.rs`.
fn print_hand_and_crib(dealer: &Chosen, pone: &Chosen) {
    for line in [
        "//! The hand-and-crib keeper: how often a player who keeps the best hand mean plus (dealer)",
        "//! or minus (pone) the crib mean, the rest of the crib any of the unseen cards and the play",
        "//! left out, keeps each rank hand, over all 20,358,520 six-card deals, in",
        "//! `crates/cribbage-strategy/examples/expert_model.rs`. This is how the simple published advice discards",
        "//! (`strategy::simple`). No seed: every deal is visited. Generated: do not edit; regenerate",
        "//! with",
        "//! `cargo run --release -p cribbage-strategy --features tools --example expert_model -- --hand-and-crib > crates/cribbage-strategy/src/hand_and_crib.rs`.",
        "//!",
        "//! Keeps are indexed like `strategy::keep::kept_hands(4)`.",
        "",
    ] {
        println!("{line}");
    }
    print_keeps(dealer, pone);
}

/// Prints the rank hands each role keeps as `DEALER_KEEPS` and `PONE_KEEPS`.
fn print_keeps(dealer: &Chosen, pone: &Chosen) {
    println!("/// Deals in which the dealer keeps each rank hand of four.");
    println!("#[rustfmt::skip]");
    println!(
        "pub const DEALER_KEEPS: [u64; 1820] = [\n{}\n];",
        rows(&dealer.keeps)
    );
    println!();
    println!("/// Deals in which the pone keeps each rank hand of four.");
    println!("#[rustfmt::skip]");
    println!(
        "pub const PONE_KEEPS: [u64; 1820] = [\n{}\n];",
        rows(&pone.keeps)
    );
}

/// One line of progress on stderr.
fn progress(round: usize, started: Instant, dealer: &Values, pone: &Values, change: f64) {
    // The mean over every rank hand, each once: a summary that moves as the model does.
    let mean_pegging = |values: &Values| {
        let keeps = uniform_keeps(4);
        let total: u64 = keeps.iter().sum();
        let sum: f64 = values
            .pegging
            .iter()
            .zip(&keeps)
            .map(|(v, &n)| v * n as f64)
            .sum();
        sum / total as f64
    };
    eprintln!(
        "round {round}: {:.1} s; own-crib 5-5 {:.3}, opponent-crib 5-5 {:.3}, own-crib 10-K {:.3}, opponent-crib 10-K {:.3}; net pegging of the kept hands as dealer {:.3}, as pone {:.3}; largest change {change:.2e}",
        started.elapsed().as_secs_f64(),
        dealer.crib[(4 * 13 + 4) * 2],
        pone.crib[(4 * 13 + 4) * 2],
        dealer.crib[(9 * 13 + 12) * 2],
        pone.crib[(9 * 13 + 12) * 2],
        mean_pegging(dealer),
        mean_pegging(pone),
    );
}

/// Prints the model as the Rust source of `crates/cribbage-strategy/src/expert_crib.rs`.
fn print_model(dealer: &Chosen, pone: &Chosen, rounds: usize) {
    println!(
        "//! The expert crib model: how often a player maximising net expected value (hand, crib and"
    );
    println!(
        "//! the pegging of the kept hand) lays away each pair of ranks and keeps each rank hand, as"
    );
    println!(
        "//! dealer and as pone, summed over the {rounds} rounds of best responses to each other (over all"
    );
    println!(
        "//! 20,358,520 six-card deals each) in `crates/cribbage-strategy/examples/expert_model.rs`. No seed: every deal is"
    );
    println!("//! visited. Generated: do not edit; regenerate with");
    println!(
        "//! `cargo run --release -p cribbage-strategy --features tools --example expert_model > crates/cribbage-strategy/src/expert_crib.rs`."
    );
    println!("//!");
    println!(
        "//! Discards are indexed `low * 13 + high` by rank index (ace 0 .. king 12), `low <= high`; the"
    );
    println!("//! other half is 0. Keeps are indexed like `strategy::keep::kept_hands(4)`.");
    println!();
    println!("/// Deals in which the dealer lays away each rank pair.");
    println!("#[rustfmt::skip]");
    println!(
        "pub const DEALER_DISCARDS: [u64; 169] = [\n{}\n];",
        rows(&dealer.discards)
    );
    println!();
    println!("/// Deals in which the pone lays away each rank pair.");
    println!("#[rustfmt::skip]");
    println!(
        "pub const PONE_DISCARDS: [u64; 169] = [\n{}\n];",
        rows(&pone.discards)
    );
    println!();
    print_keeps(dealer, pone);
}

/// Counts as lines of source, 13 to a line.
fn rows(counts: &[u64]) -> String {
    counts
        .chunks(13)
        .map(|chunk| {
            let cells: Vec<String> = chunk.iter().map(u64::to_string).collect();
            format!("    {},", cells.join(", "))
        })
        .collect::<Vec<String>>()
        .join("\n")
}
