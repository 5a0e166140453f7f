//! The tables the service reads: each two-sided variant's, solved from its committed deals
//! ([`super::deals`], [`super::deals_four`]) once per process, on first use.

use std::sync::OnceLock;

use crate::round::Skunk;
use crate::variant::Variant;

use super::deals::{FIVE_CARD, SIX_CARD};
use super::deals_four::FOUR_PLAYER;
use super::model::{MOST_TARGET, Table};

/// The solved table of a two-sided variant (two players, or four in partnerships) to its own
/// target, solved once on first use.
pub(crate) fn table(variant: Variant) -> &'static Table {
    static SIX: OnceLock<Table> = OnceLock::new();
    static FIVE: OnceLock<Table> = OnceLock::new();
    static FOUR: OnceLock<Table> = OnceLock::new();
    let own = u32::from(variant.target());
    let lines = Skunk::margins(own);
    match variant {
        Variant::FiveCard => FIVE.get_or_init(|| Table::solve(61, &FIVE_CARD, lines)),
        Variant::FourPlayer => FOUR.get_or_init(|| Table::solve(121, &FOUR_PLAYER, lines)),
        _ => SIX.get_or_init(|| Table::solve(121, &SIX_CARD, lines)),
    }
}

/// The table that serves a game of `variant` to `target`: the variant's own up to its target
/// (its lines are all a smaller target has), else the wide table of [`MOST_TARGET`], solved
/// once on first use.
pub(crate) fn table_to(variant: Variant, target: u32) -> &'static Table {
    static SIX: OnceLock<Table> = OnceLock::new();
    static FIVE: OnceLock<Table> = OnceLock::new();
    static FOUR: OnceLock<Table> = OnceLock::new();
    if target <= u32::from(variant.target()) {
        return table(variant);
    }
    let size = MOST_TARGET as usize;
    let lines = Skunk::margins(MOST_TARGET);
    match variant {
        Variant::FiveCard => FIVE.get_or_init(|| Table::solve(size, &FIVE_CARD, lines)),
        Variant::FourPlayer => FOUR.get_or_init(|| Table::solve(size, &FOUR_PLAYER, lines)),
        _ => SIX.get_or_init(|| Table::solve(size, &SIX_CARD, lines)),
    }
}
