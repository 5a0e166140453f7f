//! The play alone refereed under a rulebook (`/v1/pegging/score`): each renege and each card
//! pegged wrong ruled at its event, and the totals as the pegs stand after the rulings.
//!
//! The play alone knows no board, so counts are judged from 0 to 0: no count of the play reaches
//! the game hole, and a false claim of game cannot arise. Player 0 is the pone, player 1 the
//! dealer (the ACC profiles take two players only).

use super::super::card::Card;
use super::super::claim::Claim;
use super::super::pegging::{Outcome, Reneged};
use super::{PeggedFor, RulebookError, Ruling, ScoreClaim, Table};

/// The rulings of a play, per event, and each player's total after them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayRulings {
    /// Per event, in order: the rulings on it (none when it was played and pegged right).
    pub events: Vec<Vec<Ruling>>,
    /// Each player's points after every ruling: a card under-pegged counts what was pegged, an
    /// over-pegged one what is true, penalties go to whom they are paid.
    pub totals: Vec<u32>,
}

impl Table {
    /// Rules a replayed play: `outcomes` as the play engine gave them, `claims` what each player
    /// announced for its card, `held` per event the cards the player still held when it said go
    /// (known only with the hands), `decisions` per event what became of reneged cards.
    pub fn play(
        &self,
        outcomes: &[Outcome],
        claims: &[Option<Claim>],
        held: &[Option<Vec<Card>>],
        decisions: &[Option<Reneged>],
    ) -> Result<PlayRulings, RulebookError> {
        let mut totals = vec![0_i64; self.players()];
        let mut events = Vec::with_capacity(outcomes.len());
        for (index, outcome) in outcomes.iter().enumerate() {
            let player = self.seat(outcome.player)?;
            let mut rulings = Vec::new();
            let actual = i64::from(outcome.points());
            totals[player] += actual;
            if let Some(claim) = claims.get(index).copied().flatten() {
                let board = self.board(&totals, player, actual);
                let claim = ScoreClaim {
                    seat: player,
                    what: PeggedFor::Play,
                    pegged: claim.claimed,
                    actual: claim.actual,
                };
                rulings = self.claim(claim, &board)?;
                if !rulings.is_empty() {
                    // Pegged as announced, then each ruling moves its peg.
                    totals[player] += i64::from(claim.pegged) - i64::from(claim.actual);
                }
            }
            if outcome.renege
                && let Some(Some(held)) = held.get(index)
            {
                let decision = decisions.get(index).copied().flatten();
                rulings.extend(self.renege_decided(player, outcome.count, held, decision)?);
            }
            for change in rulings.iter().filter_map(Ruling::change) {
                totals[change.seat] += change.points;
            }
            if let Some(point) = outcome.go_point {
                let seat = self.seat(point.player)?;
                totals[seat] += i64::from(point.points);
            }
            events.push(rulings);
        }
        let totals = totals
            .into_iter()
            .map(|total| u32::try_from(total.max(0)).unwrap_or(u32::MAX))
            .collect();
        Ok(PlayRulings { events, totals })
    }

    /// The board before `player`'s card scored `actual`.
    fn board(&self, totals: &[i64], player: usize, actual: i64) -> Vec<u32> {
        totals
            .iter()
            .enumerate()
            .map(|(seat, &total)| {
                let before = if seat == player {
                    total - actual
                } else {
                    total
                };
                u32::try_from(before.max(0)).unwrap_or(u32::MAX)
            })
            .collect()
    }
}
