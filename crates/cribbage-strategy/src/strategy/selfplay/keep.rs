//! The play of one chosen keep against an opponent's own discard: what tables of the play's
//! value of each keep are sampled from, and the sampling of one entry of such a table.

use crate::card::{Card, Rank, Suit};
use crate::strategy::inference::Share;
use crate::strategy::search::{Ranks, play_between};
use crate::variant::Variant;

use super::{Chance, Policy, SelfPlayError, Table, discard, play_out};

/// The play of one deal in which a player keeps `kept` and laid away `laid_away`, against an
/// opponent dealt `opponent_dealt`, who discards by its policy: what the player and the
/// opponent peg, `[player, opponent]`, and the cards the opponent kept. `policies` are the
/// player's and the opponent's. What a table of the play's value of each keep is sampled from
/// (`crates/cribbage-strategy/examples/pegging_table.rs`, `--inferred`).
#[allow(clippy::too_many_arguments)]
pub fn play_of_keep(
    variant: Variant,
    policies: [Policy; 2],
    kept: &[Card],
    laid_away: &[Card],
    opponent_dealt: &[Card],
    starter: Card,
    dealer: bool,
    chance: &mut Chance,
) -> Result<([u32; 2], Vec<Card>), SelfPlayError> {
    // Seat 0 is the player, seat 1 the opponent.
    let (opponent_kept, opponent_away) = discard(
        policies[1],
        opponent_dealt,
        !dealer,
        variant,
        [0, 0],
        chance,
    )?;
    let kept = [kept.to_vec(), opponent_kept];
    let laid_away = [laid_away.to_vec(), opponent_away];
    let dealer_seat = usize::from(!dealer);
    let table = Table {
        kept: &kept,
        laid_away: &laid_away,
        starter,
        scores: [0, 0],
    };
    let (_, pegged, _) = play_out(
        variant,
        (policies, [Share::default(); 2]),
        [1 - dealer_seat, dealer_seat],
        &table,
        chance,
    )?;
    // The play's player 0 is the pone.
    let pegged = if dealer {
        [pegged[1], pegged[0]]
    } else {
        [pegged[0], pegged[1]]
    };
    let [_, opponent_kept] = kept;
    Ok((pegged, opponent_kept))
}

/// What the play of a kept rank hand gains when both sides play as the expert rather than by
/// the base policy: the mean difference, `[player, opponent]`, and its standard error.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayShift {
    /// The mean difference of each side's pegging, `[player, opponent]`.
    pub mean: [f64; 2],
    /// The standard error of each mean.
    pub standard_error: [f64; 2],
}

/// The seed of one entry of a sampled table: the table's seed mixed with the entry's index and
/// role, so that every entry has its own deals and any entry can be sampled again alone.
pub fn entry_seed(seed: u64, index: usize, dealer: bool) -> u64 {
    seed ^ ((index as u64) << 1 | u64::from(dealer)).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// How the six-card play of `hand` (kept ranks) in its role moves when both sides play as the
/// service's expert (`Policy::ExpertBaseTable`: the play advisor under the inferred model; the
/// opponent discards from six with the base-policy table, so the sample does not depend on the
/// table it builds) rather than by the base policy, over `deals` deals drawn from `seed`.
///
/// Each deal gives the kept ranks suits at random, lays two other cards away, deals the
/// opponent six and cuts a starter, then plays the same cards both ways: the difference varies
/// far less than either play (a control variate), and the base policy's own value is exact in
/// the committed table.
pub fn sampled_play_shift(
    hand: Ranks,
    dealer: bool,
    deals: usize,
    seed: u64,
) -> Result<PlayShift, SelfPlayError> {
    let mut chance = Chance::new(seed);
    let mut sums = [0.0f64; 2];
    let mut squares = [0.0f64; 2];
    for _ in 0..deals {
        let kept = cards_of(hand, &mut chance);
        let mut rest: Vec<Card> = Card::deck().filter(|c| !kept.contains(c)).collect();
        for i in (1..rest.len()).rev() {
            rest.swap(i, chance.below(i + 1));
        }
        let policies = [Policy::ExpertBaseTable; 2];
        let (pegged, theirs) = play_of_keep(
            Variant::SixCard,
            policies,
            &kept,
            &rest[..2],
            &rest[2..8],
            rest[8],
            dealer,
            &mut chance,
        )?;
        let theirs = Ranks::of(theirs.iter().map(|c| c.rank().index() as u8));
        let base = if dealer {
            let [pone, dealer] = play_between(theirs, hand, false);
            [dealer, pone]
        } else {
            play_between(hand, theirs, false)
        };
        for side in 0..2 {
            let difference = f64::from(pegged[side]) - base[side] as f64;
            sums[side] += difference;
            squares[side] += difference * difference;
        }
    }
    let n = deals.max(1) as f64;
    let mean = sums.map(|s| s / n);
    let standard_error =
        [0, 1].map(|side| ((squares[side] / n - mean[side] * mean[side]).max(0.0) / n).sqrt());
    Ok(PlayShift {
        mean,
        standard_error,
    })
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
