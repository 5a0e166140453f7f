//! Show scoring: the fast total against the itemized breakdown, over a fixed spread of deals.

use std::hint::black_box;

use cribbage_api::domain::card::Card;
use cribbage_api::domain::hand::{Show, ShowKind, ShowRules, ShowTables, total};
use cribbage_api::domain::language::Language;
use cribbage_api::domain::texts::announce;
use cribbage_api::domain::variant::Variant;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// 1,024 distinct deals spread over the whole space (a fixed stride through a deterministic
/// shuffle), so the table lookups are not all cache-hot.
fn deals() -> Vec<([Card; 4], Card)> {
    let deck: Vec<Card> = Card::deck().collect();
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..1024)
        .map(|_| {
            let mut cards = deck.clone();
            for i in 0..5 {
                let j = i + (next() as usize) % (52 - i);
                cards.swap(i, j);
            }
            ([cards[0], cards[1], cards[2], cards[3]], cards[4])
        })
        .collect()
}

fn show_scoring(c: &mut Criterion) {
    let deals = deals();
    let rules = ShowRules::default();
    let tables = ShowTables::get();
    let shows: Vec<Show> = deals
        .iter()
        .map(|(hand, starter)| Show::new(hand, *starter, ShowKind::Hand, Variant::SixCard).unwrap())
        .collect();

    let mut group = c.benchmark_group("show");
    group.throughput(Throughput::Elements(deals.len() as u64));
    group.bench_function("total_only", |b| {
        b.iter(|| {
            let mut sum = 0u32;
            for (hand, starter) in &deals {
                sum += u32::from(tables.total(
                    black_box(hand),
                    black_box(*starter),
                    ShowKind::Hand,
                    rules,
                ));
            }
            sum
        })
    });
    group.bench_function("total_only_via_free_function", |b| {
        b.iter(|| {
            let mut sum = 0u32;
            for (hand, starter) in &deals {
                sum += u32::from(total(
                    black_box(hand),
                    black_box(*starter),
                    ShowKind::Crib,
                    rules,
                ));
            }
            sum
        })
    });
    group.bench_function("itemized", |b| {
        b.iter(|| {
            let mut sum = 0u32;
            for show in &shows {
                sum += u32::from(black_box(show).score(rules).total());
            }
            sum
        })
    });
    group.bench_function("itemized_with_announcement", |b| {
        b.iter(|| {
            let mut len = 0usize;
            for show in &shows {
                len += announce(&black_box(show).score(rules), Language::English).len();
            }
            len
        })
    });
    group.finish();
}

criterion_group!(benches, show_scoring);
criterion_main!(benches);
