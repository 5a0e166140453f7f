//! What the expert leads from each kept rank hand, seeing nothing but that hand: the lead the
//! inferred model expects of a strong pone ([`super::inference`]).
//!
//! The lead depends on the cards the leader has seen, not only on its hand: its discards and
//! the starter change what the dealer may hold. The table reads the lead of a pone that has
//! seen nothing else, which is what the dealer can work out without knowing the pone's
//! discards; the starter is left out too, so that one table serves every cut. It is computed by
//! the advisor itself (the expert level, the inferred model, which at the lead reads only the
//! dealer's keep) and committed in `leads_table.rs`, because computing it takes 2,275 lead
//! searches (about two seconds) that no request should wait for. `tests/domain/strategy_leads.rs`
//! computes it again and fails on any difference; `UPDATE_LEADS=1` rewrites it.

use crate::domain::card::{Card, Rank, Suit};
use crate::domain::pegging::Action;
use crate::domain::variant::Variant;

use super::advice::Level;
use super::keep::{kept_hands, kept_index};
use super::leads_table::{FIVE_CARD, SIX_CARD};
use super::position::Position;
use super::ranks::RANKS;
use super::search::Ranks;

/// The rank the expert leads from `kept` (four ranks, or three in five-card cribbage, where the
/// play is `one_series`), or `None` for a hand of another size.
pub fn lead(kept: Ranks, one_series: bool) -> Option<u8> {
    let index = kept_index(kept)?;
    let table: &[u8] = match (kept.len(), one_series) {
        (4, false) => &SIX_CARD,
        (3, true) => &FIVE_CARD,
        _ => return None,
    };
    table.get(index).copied()
}

/// The table computed: the rank the expert leads from each hand of [`kept_hands`]`(size)`, in
/// its order (`size` 4: six-card cribbage; 3: five-card).
pub fn compute(size: usize) -> Vec<u8> {
    let variant = if size == 3 {
        Variant::FiveCard
    } else {
        Variant::SixCard
    };
    kept_hands(size)
        .iter()
        .map(|hand| {
            // Any suits do: the play never reads them. Repeated ranks take distinct suits.
            let mut suits = [0usize; RANKS];
            let cards: Vec<Card> = hand
                .iter()
                .map(|r| {
                    let suit = Suit::ALL[suits[usize::from(r)]];
                    suits[usize::from(r)] += 1;
                    Card::new(Rank::ALL[usize::from(r)], suit)
                })
                .collect();
            match Position::new(variant, &cards, &[], None, &[]).map(|p| p.choose(Level::Expert)) {
                Ok(Action::Play(card)) => card.rank().index() as u8,
                // A hand of four cards always has a lead.
                Ok(Action::Go) | Err(_) => RANKS as u8,
            }
        })
        .collect()
}
