//! What a hand is worth on average in each role, the zero of the luck of the deal: measured by
//! `cargo run --release -p cribbage-research --example review_baseline` (the figures and their standard errors are
//! in `docs/review.md`) and checked against a fresh sample by the tests.

use crate::variant::Variant;

/// The average value of the best keep (its expected net points with the play, as the discard
/// advice values it) over random deals, for the dealer and the pone.
pub fn best_keep(variant: Variant, dealer: bool) -> f64 {
    match (variant, dealer) {
        (Variant::FiveCard, true) => FIVE_CARD_BEST[0],
        (Variant::FiveCard, false) => FIVE_CARD_BEST[1],
        (_, true) => SIX_CARD_BEST[0],
        (_, false) => SIX_CARD_BEST[1],
    }
}

/// The average margin of a hand from the cards (the dealer's points less the pone's) when both
/// play as the expert does: the dealer's edge; the pone's is its negative.
pub fn margin(variant: Variant, dealer: bool) -> f64 {
    let edge = match variant {
        Variant::FiveCard => FIVE_CARD_EDGE,
        _ => SIX_CARD_EDGE,
    };
    if dealer { edge } else { -edge }
}

/// Six-card: the dealer's and the pone's average best keep.
const SIX_CARD_BEST: [f64; 2] = [13.8977, 2.2685];
/// Five-card: the same.
const FIVE_CARD_BEST: [f64; 2] = [10.6148, 0.0661];
/// Six-card: the dealer's average margin of a hand.
const SIX_CARD_EDGE: f64 = 6.0250;
/// Five-card: the same.
const FIVE_CARD_EDGE: f64 = 5.1814;
