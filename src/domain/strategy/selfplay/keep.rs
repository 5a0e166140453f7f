//! The play of one chosen keep against an opponent's own discard: what tables of the play's
//! value of each keep are sampled from.

use crate::domain::card::Card;
use crate::domain::variant::Variant;

use super::{Chance, Policy, SelfPlayError, Table, discard, play_out};

/// The play of one deal in which a player keeps `kept` and laid away `laid_away`, against an
/// opponent dealt `opponent_dealt`, who discards by its policy: what the player and the
/// opponent peg, `[player, opponent]`, and the cards the opponent kept. `policies` are the
/// player's and the opponent's. What a table of the play's value of each keep is sampled from
/// (`examples/pegging_table.rs`, `--inferred`).
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
        policies,
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
