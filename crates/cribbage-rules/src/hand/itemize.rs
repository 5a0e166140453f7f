//! The itemized scorer: every fifteen, pair, run, flush and nobs with the cards that make it.

use super::{Category, ScoringItem, ShowKind, ShowRules, ShowScore};
use crate::card::{Card, Rank};

/// Lists every scoring combination of `cards` with the `starter`, in announcement order.
pub(super) fn itemize(
    cards: &[Card],
    starter: Card,
    kind: ShowKind,
    rules: ShowRules,
) -> ShowScore {
    let all: Vec<Card> = cards.iter().copied().chain([starter]).collect();
    let mut items = Vec::new();
    fifteens(&all, &mut items);
    pairs(&all, &mut items);
    runs(&all, &mut items);
    flush(cards, starter, kind, rules, &mut items);
    nobs(cards, starter, &mut items);
    ShowScore { items }
}

/// Every subset of two or more cards whose values add up to 15, smaller subsets first.
fn fifteens(all: &[Card], items: &mut Vec<ScoringItem>) {
    let mut fifteens: Vec<u32> = (1u32..1 << all.len())
        .filter(|mask| mask.count_ones() >= 2)
        .filter(|&mask| subset(all, mask).map(|c| u32::from(c.value())).sum::<u32>() == 15)
        .collect();
    // Smaller subsets first; among equals, in the order the cards were given (lexicographic
    // positions, which is descending order of the bit-reversed mask).
    fifteens.sort_by_key(|&mask| (mask.count_ones(), std::cmp::Reverse(mask.reverse_bits())));
    items.extend(fifteens.into_iter().map(|mask| ScoringItem {
        category: Category::Fifteen,
        cards: sorted(subset(all, mask)),
        points: 2,
    }));
}

/// Every two cards of the same rank, grouped by rank (a pair royal's three pairs are announced
/// together).
fn pairs(all: &[Card], items: &mut Vec<ScoringItem>) {
    let pairs_from = items.len();
    for (i, a) in all.iter().enumerate() {
        for b in &all[i + 1..] {
            if a.rank() == b.rank() {
                items.push(ScoringItem {
                    category: Category::Pair,
                    cards: sorted([*a, *b].into_iter()),
                    points: 2,
                });
            }
        }
    }
    items[pairs_from..].sort_by_key(|item| item.cards[0].rank());
}

/// The longest stretch of consecutive ranks, once per way to pick one card of each rank.
fn runs(all: &[Card], items: &mut Vec<ScoringItem>) {
    let by_rank = sorted(all.iter().copied());
    let mut counts = [0usize; 13];
    for card in &by_rank {
        counts[card.rank().index()] += 1;
    }
    let Some((low, len)) = longest_run(|rank| counts[rank] > 0) else {
        return;
    };
    // The cards of rank `low + k` are by_rank[starts[k]..starts[k] + counts[low + k]].
    let first = counts[..low].iter().sum::<usize>();
    let starts: Vec<usize> = (0..len)
        .scan(first, |at, k| {
            let start = *at;
            *at += counts[low + k];
            Some(start)
        })
        .collect();
    let ways: usize = counts[low..low + len].iter().product();
    for way in 0..ways {
        // Mixed-radix digits of `way` pick one card per rank, the lowest rank varying slowest.
        let mut rest = way;
        let mut run = vec![by_rank[0]; len];
        for k in (0..len).rev() {
            let n = counts[low + k];
            run[k] = by_rank[starts[k] + rest % n];
            rest /= n;
        }
        items.push(ScoringItem {
            category: Category::Run,
            cards: run,
            points: len as u8,
        });
    }
}

/// All held cards of one suit (hand), or all five (crib, unless the house rule allows four).
fn flush(
    cards: &[Card],
    starter: Card,
    kind: ShowKind,
    rules: ShowRules,
    items: &mut Vec<ScoringItem>,
) {
    let suit = cards[0].suit();
    if !cards.iter().all(|card| card.suit() == suit) {
        return;
    }
    let with_starter = starter.suit() == suit;
    let counts = match kind {
        ShowKind::Hand => true,
        ShowKind::Crib => with_starter || rules.crib_four_flush,
    };
    if counts {
        let flush: Vec<Card> = cards
            .iter()
            .copied()
            .chain(with_starter.then_some(starter))
            .collect();
        items.push(ScoringItem {
            category: Category::Flush,
            points: flush.len() as u8,
            cards: sorted(flush.into_iter()),
        });
    }
}

/// The jack of the starter's suit among the held cards (never the starter itself).
fn nobs(cards: &[Card], starter: Card, items: &mut Vec<ScoringItem>) {
    if let Some(&jack) = cards
        .iter()
        .find(|card| card.rank() == Rank::Jack && card.suit() == starter.suit())
    {
        items.push(ScoringItem {
            category: Category::Nobs,
            cards: vec![jack],
            points: 1,
        });
    }
}

fn subset(cards: &[Card], mask: u32) -> impl Iterator<Item = Card> + '_ {
    cards
        .iter()
        .enumerate()
        .filter(move |(i, _)| mask & (1 << i) != 0)
        .map(|(_, &card)| card)
}

fn sorted(cards: impl Iterator<Item = Card>) -> Vec<Card> {
    let mut cards: Vec<Card> = cards.collect();
    cards.sort();
    cards
}

/// The lowest rank index and length of the longest stretch (3 or more) of ranks present.
/// With at most five cards there is never more than one such stretch.
pub(super) fn longest_run(present: impl Fn(usize) -> bool) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    let mut start = 0;
    while start < 13 {
        if !present(start) {
            start += 1;
            continue;
        }
        let mut end = start;
        while end < 13 && present(end) {
            end += 1;
        }
        let len = end - start;
        if len >= 3 && best.is_none_or(|(_, longest)| len > longest) {
            best = Some((start, len));
        }
        start = end;
    }
    best
}
