//! The ledger of a hand: the scores as they move, every entry in order, and the entry that won
//! the game. One home for how points are pegged, whichever way the hand is refereed: the social
//! house rules peg counts as they come ([`Ledger::score`]), a rulebook pegs a count and its
//! rulings as one step and judges the win when the step is done ([`Ledger::push`],
//! [`Ledger::rule`], [`Ledger::settle_step`]).

use super::{Entry, Phase, Reason};
use crate::domain::claim::Claim;
use crate::domain::rulebook::Ruling;
use crate::domain::variant::Variant;

/// The scores and the timeline of a hand being adjudicated.
pub(super) struct Ledger {
    pub(super) variant: Variant,
    pub(super) target: u32,
    pub(super) scores: Vec<u32>,
    pub(super) timeline: Vec<Entry>,
    pub(super) won_at: Option<usize>,
}

impl Ledger {
    /// Records points unless the game is already won. Returns false once it is.
    pub(super) fn score(
        &mut self,
        phase: Phase,
        player: usize,
        points: u32,
        reason: Reason,
        claim: Option<Claim>,
    ) -> bool {
        if self.won_at.is_some() {
            return false;
        }
        if points == 0 && claim.is_none() {
            return true;
        }
        let scorer = self.variant.side(player);
        for (seat, score) in self.scores.iter_mut().enumerate() {
            if self.variant.side(seat) == scorer {
                *score += points;
            }
        }
        self.timeline.push(Entry {
            phase,
            player,
            points,
            reason,
            scores: self.scores.clone(),
            claim,
        });
        if self.scores[player] >= self.target {
            self.won_at = Some(self.timeline.len() - 1);
            return false;
        }
        true
    }
}

impl Ledger {
    /// Records an entry without judging the win: the step it belongs to may still move pegs.
    pub(super) fn push(
        &mut self,
        phase: Phase,
        player: usize,
        change: i64,
        reason: Reason,
    ) -> &mut Entry {
        let side = self.variant.side(player);
        for (seat, score) in self.scores.iter_mut().enumerate() {
            if self.variant.side(seat) == side {
                let moved = i64::from(*score)
                    .saturating_add(change)
                    .clamp(0, i64::from(u32::MAX));
                *score = u32::try_from(moved).unwrap_or(u32::MAX);
            }
        }
        self.timeline.push(Entry {
            phase,
            player,
            points: u32::try_from(change.unsigned_abs()).unwrap_or(u32::MAX),
            reason,
            scores: self.scores.clone(),
            claim: None,
        });
        let last = self.timeline.len() - 1;
        &mut self.timeline[last]
    }

    /// Records a ruling: the peg it names moves forward or back (never behind the start); a
    /// forfeit is recorded against the seat that loses the points, moving nothing.
    pub(super) fn rule(&mut self, phase: Phase, ruling: Ruling, event: Option<usize>) {
        let (player, change) = match ruling.change() {
            Some(change) => (change.seat, change.points),
            None => (ruling.pays.or(ruling.gains).unwrap_or(0), 0),
        };
        let ruling = Box::new(ruling);
        self.push(phase, player, change, Reason::Ruling { ruling, event });
    }

    /// Ends a step begun at timeline index `from`. If a side now stands at the target, the game
    /// was won at the step's last entry that pegged that side forward. False once won.
    pub(super) fn settle_step(&mut self, from: usize) -> bool {
        if self.won_at.is_some() {
            return false;
        }
        let Some(winner) = (0..self.scores.len()).find(|&s| self.scores[s] >= self.target) else {
            return true;
        };
        let side = self.variant.side(winner);
        let forward = |entry: &Entry| match &entry.reason {
            Reason::Ruling { ruling, .. } => ruling.change().is_some_and(|c| c.points > 0),
            _ => entry.points > 0,
        };
        let last = self.timeline.len().saturating_sub(1);
        let at = (from..self.timeline.len())
            .rev()
            .find(|&i| {
                let entry = &self.timeline[i];
                self.variant.side(entry.player) == side && forward(entry)
            })
            .unwrap_or(last);
        self.won_at = Some(at);
        false
    }
}
