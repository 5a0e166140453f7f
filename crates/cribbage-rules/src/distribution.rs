//! Exhaustive enumeration of the show: every four-card hand with every starter.

use super::card::Card;
use super::hand::{ShowKind, ShowRules, ShowTables};

/// How many deals score each total 0..=29, as a hand and as a crib.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Distribution {
    /// Deals per total, scored as a hand.
    pub hand: [u64; 30],
    /// Deals per total, scored as a crib (only a five-card flush counts).
    pub crib: [u64; 30],
    /// Deals enumerated: C(52,4) x 48 = 12,994,800.
    pub deals: u64,
}

/// Scores every four-card hand with every one of its 48 possible starters, one deal at a time,
/// once as a hand and once as a crib, under the default rules.
pub fn show_distribution() -> Distribution {
    let deck: Vec<Card> = Card::deck().collect();
    let rules = ShowRules::default();
    let tables = ShowTables::get();
    let mut hand = [0u64; 30];
    let mut crib = [0u64; 30];
    let mut deals = 0;
    for a in 0..52 {
        for b in a + 1..52 {
            for c in b + 1..52 {
                for d in c + 1..52 {
                    let held = [deck[a], deck[b], deck[c], deck[d]];
                    for (s, &starter) in deck.iter().enumerate() {
                        if s == a || s == b || s == c || s == d {
                            continue;
                        }
                        hand[usize::from(tables.total(&held, starter, ShowKind::Hand, rules))] += 1;
                        crib[usize::from(tables.total(&held, starter, ShowKind::Crib, rules))] += 1;
                        deals += 1;
                    }
                }
            }
        }
    }
    Distribution { hand, crib, deals }
}
