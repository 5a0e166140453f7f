//! The ledger of a hand: the scores as they move, every entry in order, and the entry that won
//! the game. One home for how points are pegged under every rulebook: an entry is pegged
//! ([`Ledger::peg`]) or a ruling carried out ([`Ledger::rule`]), and a step ends with
//! [`Ledger::settle_step`]; whether the win is judged at each entry or when the step is done is
//! the rulebook's ([`Judging`]).

use super::{Deal, Entry, Phase, Reason};
use crate::claim::Claim;
use crate::rulebook::{Judging, RuleId, Ruling};
use crate::variant::Variant;

/// The scores and the timeline of a hand being adjudicated.
pub(super) struct Ledger {
    variant: Variant,
    target: u32,
    pub(super) scores: Vec<u32>,
    pub(super) timeline: Vec<Entry>,
    pub(super) won_at: Option<usize>,
    judging: Judging,
}

impl Ledger {
    /// The ledger of `deal` before its first point, judged as the rulebook judges.
    pub(super) fn new(deal: &Deal, judging: Judging) -> Ledger {
        Ledger {
            variant: deal.variant,
            target: deal.target,
            scores: deal.scores.clone(),
            timeline: Vec::new(),
            won_at: None,
            judging,
        }
    }

    /// Moves `player`'s side's pegs by `change` (never behind the start) and records the entry,
    /// unless the game is already won. Judging at each entry, an entry that reaches the target
    /// wins at once.
    pub(super) fn peg(
        &mut self,
        phase: Phase,
        player: usize,
        change: i64,
        reason: Reason,
        claim: Option<Claim>,
    ) {
        if self.won_at.is_some() {
            return;
        }
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
            claim,
        });
        let reached = self.scores.get(player).is_some_and(|&s| s >= self.target);
        if self.judging == Judging::EachEntry && reached {
            self.won_at = Some(self.timeline.len() - 1);
        }
    }

    /// Carries out a ruling: the peg it names moves forward or back; a forfeit is recorded
    /// against the seat that loses the points, moving nothing.
    pub(super) fn rule(&mut self, phase: Phase, ruling: Ruling, event: Option<usize>) {
        let (player, change) = match ruling.change() {
            Some(change) => (change.seat, change.points),
            None => (ruling.pays.or(ruling.gains).unwrap_or(0), 0),
        };
        self.peg(phase, player, change, reason(ruling, event), None);
    }

    /// Ends a step begun at timeline index `from`. Judging when the step is done: if a side now
    /// stands at the target, the game was won at the step's last entry that pegged that side
    /// forward. False once won.
    pub(super) fn settle_step(&mut self, from: usize) -> bool {
        if self.won_at.is_some() || self.judging == Judging::EachEntry {
            return self.won_at.is_none();
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

/// Why a ruling's entry was pegged. The social house rules cite no rulebook: their timeline says
/// what players at a table say (his heels, two for a renege, muggins); a tournament ruling
/// carries its rule.
fn reason(ruling: Ruling, event: Option<usize>) -> Reason {
    match (ruling.rule, event, ruling.pays) {
        (RuleId::SocialHisHeels, _, _) => Reason::HisHeels,
        (RuleId::SocialRenege, Some(event), Some(offender)) => Reason::Renege { event, offender },
        (RuleId::SocialMuggins, _, Some(from)) => Reason::Muggins { from },
        _ => Reason::Ruling {
            ruling: Box::new(ruling),
            event,
        },
    }
}
