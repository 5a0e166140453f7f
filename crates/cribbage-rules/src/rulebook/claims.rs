//! Rulings on the cards and the pegs: a renege, his heels, a count pegged wrong, a muggins call.
//!
//! Each is a pure function of the table and what happened; the round adjudicator calls it at
//! the moment the rule applies and puts the rulings in its timeline.

use super::super::card::Card;
use super::super::pegging::{Action, MAX_COUNT, Outcome, Penalty, Play, Reneged, judge};
use super::kinds::PeggedFor;
use super::ruling::{Facts, Move, RulebookError, Ruling, RulingKind, Table, TextKey};
use super::{Profile, RuleId};

/// A score as a player pegged it, against what the cards (or the rule) give.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ScoreClaim {
    /// Whose score.
    pub seat: usize,
    /// What it is for.
    pub what: PeggedFor,
    /// What the player announced and pegged.
    pub pegged: u32,
    /// What is true.
    pub actual: u32,
}

/// "Muggins for X": who called it and for how many points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MugginsCall {
    /// The caller's seat.
    pub caller: usize,
    /// The points called.
    pub called: u32,
}

impl Table {
    /// A go said at `count` by `offender` while holding `held`.
    ///
    /// ACC 7.3: 2 to the opponent for each held card that singly could have been played (the
    /// rule's example: at 25 with A, 5 and 6 a go costs 6); the opponent then decides whether
    /// those cards are dead or played. Call it once the renege is established: a go corrected
    /// before either player pegs or the opponent plays is no renege. Social S2: with three
    /// players, 2 to each opponent; with two, no penalty. No ruling when no card fits.
    pub fn renege(
        &self,
        offender: usize,
        count: u8,
        held: &[Card],
    ) -> Result<Vec<Ruling>, RulebookError> {
        self.renege_decided(offender, count, held, None)
    }

    /// [`Table::renege`] with the non-offender's decision on the reneged cards, when one was
    /// made: the ruling's sentence says it (the play itself follows it; see
    /// [`Play::decide`](crate::pegging::Play::decide)).
    pub fn renege_decided(
        &self,
        offender: usize,
        count: u8,
        held: &[Card],
        decision: Option<Reneged>,
    ) -> Result<Vec<Ruling>, RulebookError> {
        let offender = self.seat(offender)?;
        let next = (offender + 1) % self.players();
        let paid = Play::renege_penalties(self.variant(), self.players(), offender, next);
        self.renege_paid(offender, count, held, decision, &paid)
    }

    /// A renege as the play replayed it (`outcome`, with players as seats): under the social
    /// rules its rulings are the penalties the play gave, in the play's order, so seed 001's
    /// two points have one home (the play) whether a play is scored or a hand refereed.
    pub(crate) fn renege_in_play(
        &self,
        outcome: &Outcome,
        held: &[Card],
        decision: Option<Reneged>,
    ) -> Result<Vec<Ruling>, RulebookError> {
        let offender = self.seat(outcome.player)?;
        let count = outcome.count;
        self.renege_paid(offender, count, held, decision, &outcome.penalties)
    }

    /// The rulings on a renege: ACC 7.3's, or under the social rules one for each of `paid`.
    fn renege_paid(
        &self,
        offender: usize,
        count: u8,
        held: &[Card],
        decision: Option<Reneged>,
        paid: &[Penalty],
    ) -> Result<Vec<Ruling>, RulebookError> {
        if count > MAX_COUNT {
            return Err(RulebookError::Count(count));
        }
        self.check_held(held)?;
        let playable = judge(count, None, Action::Go, Some(held))
            .playable
            .unwrap_or_default();
        if playable.is_empty() {
            return Ok(Vec::new());
        }
        let facts = Facts {
            cards: playable,
            count: Some(count),
            ..Facts::default()
        };
        if self.profile() != Profile::Social {
            let points = 2 * facts.cards.len() as u32;
            let gains = Some(self.opponent(offender));
            let key = match decision {
                None => TextKey::Renege,
                Some(Reneged::Dead) => TextKey::RenegeDead,
                Some(Reneged::Played) => TextKey::RenegePlayed,
            };
            let pays = Some(offender);
            let ruling = Move {
                key,
                pays,
                gains,
                points,
                facts,
            };
            return Ok(vec![self.ruling(
                RuleId::Renege,
                RulingKind::Penalty,
                ruling,
            )]);
        }
        Ok(paid
            .iter()
            .map(|penalty| {
                let ruling = Move {
                    key: TextKey::SocialRenege,
                    pays: Some(offender),
                    gains: Some(penalty.player),
                    points: u32::from(penalty.points),
                    facts: facts.clone(),
                };
                self.ruling(RuleId::SocialRenege, RulingKind::Penalty, ruling)
            })
            .collect())
    }

    fn check_held(&self, held: &[Card]) -> Result<(), RulebookError> {
        let max = self.variant().hand_size();
        if held.len() > max {
            return Err(RulebookError::TooManyCards {
                max,
                found: held.len(),
            });
        }
        for (index, card) in held.iter().enumerate() {
            if held[..index].contains(card) {
                return Err(RulebookError::RepeatedCard(*card));
            }
        }
        Ok(())
    }

    fn check_scores(&self, scores: &[u32]) -> Result<(), RulebookError> {
        if scores.len() == self.players() {
            Ok(())
        } else {
            Err(RulebookError::Scores {
                expected: self.players(),
                found: scores.len(),
            })
        }
    }

    /// His heels: `starter` turned with the board at `scores`; `played_first` when the dealer
    /// played a card before pegging the two points.
    ///
    /// ACC 6.3: 2 to the dealer, which may win the game; forfeited if the dealer plays a card
    /// before pegging them, and never open to muggins (10.3.c). Social S1: always 2. `None`
    /// when the starter is not a jack.
    pub fn his_heels(
        &self,
        starter: Card,
        scores: &[u32],
        played_first: bool,
    ) -> Result<Option<Ruling>, RulebookError> {
        self.check_scores(scores)?;
        if starter.rank() != super::super::card::Rank::Jack {
            return Ok(None);
        }
        let dealer = self.dealer();
        let facts = Facts {
            cards: vec![starter],
            ..Facts::default()
        };
        if self.profile() == Profile::Social {
            let ruling = self.move_to(TextKey::HisHeels, None, Some(dealer), 2, facts);
            return Ok(Some(self.ruling(
                RuleId::SocialHisHeels,
                RulingKind::Award,
                ruling,
            )));
        }
        if played_first {
            let ruling = self.move_to(TextKey::HisHeelsForfeited, Some(dealer), None, 2, facts);
            return Ok(Some(self.ruling(
                RuleId::HisHeels,
                RulingKind::Forfeit,
                ruling,
            )));
        }
        let key = if scores[dealer].saturating_add(2) >= self.target() {
            TextKey::HisHeelsPegsOut
        } else {
            TextKey::HisHeels
        };
        let ruling = self.move_to(key, None, Some(dealer), 2, facts);
        Ok(Some(self.ruling(
            RuleId::HisHeels,
            RulingKind::Award,
            ruling,
        )))
    }

    fn move_to(
        &self,
        key: TextKey,
        pays: Option<usize>,
        gains: Option<usize>,
        points: u32,
        facts: Facts,
    ) -> Move {
        Move {
            key,
            pays,
            gains,
            points,
            facts,
        }
    }

    /// A score pegged as `claim` says, with the board at `scores` before it: what the rulebook
    /// does about the difference. Empty when it was pegged right.
    ///
    /// Under the ACC: an under-peg is lost (8.3), unless the true count reaches the game hole,
    /// when the player is reminded to peg out (8.10) — under muggins that reminder does not
    /// apply (10.1.c) and the points lie open to a call ([`Table::muggins_call`]); an over-peg is
    /// taken back, a correction and not a penalty (11.1.b); an over-peg into the game hole is a
    /// false claim of game (8.4.b: back to the true score, the over-claim to the opponent, 15
    /// back); an error in pegging a penalty is corrected and never penalised (11.2, 11.3).
    /// Social S3/S4: the true score is pegged, or with house muggins the next opponent takes
    /// what was left out.
    pub fn claim(&self, claim: ScoreClaim, scores: &[u32]) -> Result<Vec<Ruling>, RulebookError> {
        let seat = self.seat(claim.seat)?;
        self.check_scores(scores)?;
        let facts = Facts {
            claimed: Some(claim.pegged),
            actual: Some(claim.actual),
            ..Facts::default()
        };
        let before = scores[seat];
        if claim.what == PeggedFor::BackwardPenalty {
            return Ok(self.backward_claim(seat, claim, facts));
        }
        if claim.pegged == claim.actual {
            return Ok(Vec::new());
        }
        if self.profile() == Profile::Social {
            return Ok(vec![self.social_claim(seat, claim, facts)]);
        }
        if claim.pegged < claim.actual {
            return Ok(vec![self.acc_under_claim(seat, claim, before, facts)]);
        }
        Ok(self.acc_over_claim(seat, claim, before, facts))
    }

    fn social_claim(&self, seat: usize, claim: ScoreClaim, facts: Facts) -> Ruling {
        let diff = claim.pegged.abs_diff(claim.actual);
        if claim.pegged > claim.actual {
            let ruling = self.move_to(TextKey::SocialOverCount, Some(seat), None, diff, facts);
            return self.ruling(RuleId::SocialClaims, RulingKind::Retraction, ruling);
        }
        if self.muggins_in_effect() {
            let opponent = Some(self.opponent(seat));
            let ruling = self.move_to(TextKey::SocialMuggins, Some(seat), opponent, diff, facts);
            return self.ruling(RuleId::SocialMuggins, RulingKind::Muggins, ruling);
        }
        let ruling = self.move_to(TextKey::SocialUnderCount, None, Some(seat), diff, facts);
        self.ruling(RuleId::SocialClaims, RulingKind::Restoration, ruling)
    }

    fn acc_under_claim(&self, seat: usize, claim: ScoreClaim, before: u32, facts: Facts) -> Ruling {
        let missed = claim.actual - claim.pegged;
        let reaches_game = before.saturating_add(claim.actual) >= self.target();
        if !self.muggins_in_effect() {
            if reaches_game {
                let ruling = self.move_to(TextKey::PegOutReminder, None, Some(seat), missed, facts);
                return self.ruling(RuleId::PegOutReminder, RulingKind::Restoration, ruling);
            }
            let ruling = self.move_to(TextKey::UnderPeggingLost, Some(seat), None, missed, facts);
            return self.ruling(RuleId::UnderPegging, RulingKind::Forfeit, ruling);
        }
        if !claim.what.muggable() {
            let key = TextKey::LostNotMuggable(claim.what);
            let ruling = self.move_to(key, Some(seat), None, missed, facts);
            return self.ruling(RuleId::MugginsExcluded, RulingKind::Forfeit, ruling);
        }
        let (rule, key) = if reaches_game {
            (RuleId::PegOutMandatory, TextKey::MugginsOpenAtGameHole)
        } else {
            (RuleId::UnderPegging, TextKey::MugginsOpen)
        };
        let ruling = self.move_to(key, Some(seat), None, missed, facts);
        self.ruling(rule, RulingKind::Forfeit, ruling)
    }

    fn acc_over_claim(
        &self,
        seat: usize,
        claim: ScoreClaim,
        before: u32,
        facts: Facts,
    ) -> Vec<Ruling> {
        let target = self.target();
        let over = claim.pegged - claim.actual;
        if before.saturating_add(claim.actual) >= target {
            // The game is truly won: the peg stops in the game hole whatever was announced.
            return Vec::new();
        }
        if claim.what == PeggedFor::Penalty {
            let key = TextKey::OverPeggedPenaltyCorrected;
            let ruling = self.move_to(key, Some(seat), None, over, facts);
            return vec![self.ruling(RuleId::NoPenaltyOnPenalty, RulingKind::Retraction, ruling)];
        }
        if before.saturating_add(claim.pegged) < target {
            let key = TextKey::OverPeggingCorrected;
            let ruling = self.move_to(key, Some(seat), None, over, facts);
            return vec![self.ruling(RuleId::OverPegging, RulingKind::Retraction, ruling)];
        }
        // ACC 8.4.b: the peg went into the game hole. It goes back to the true score (all that
        // was over-pegged), the opponent scores the over-claim up to the game hole, and the
        // offender goes back 15 more, even if the award wins the game for the opponent.
        let overclaim = target - (before + claim.actual);
        let opponent = self.opponent(seat);
        let rule = RuleId::FalseClaimOfGame;
        let steps = [
            (
                TextKey::FalseClaimCorrected,
                RulingKind::Retraction,
                Some(seat),
                None,
                over,
            ),
            (
                TextKey::FalseClaimAward,
                RulingKind::Penalty,
                Some(seat),
                Some(opponent),
                overclaim,
            ),
            (
                TextKey::FalseClaimBackward,
                RulingKind::BackwardPenalty,
                Some(seat),
                None,
                15,
            ),
        ];
        steps
            .into_iter()
            .map(|(key, kind, pays, gains, points)| {
                let ruling = self.move_to(key, pays, gains, points, facts.clone());
                self.ruling(rule, kind, ruling)
            })
            .collect()
    }

    fn backward_claim(&self, seat: usize, claim: ScoreClaim, facts: Facts) -> Vec<Ruling> {
        let diff = claim.pegged.abs_diff(claim.actual);
        let too_far = claim.pegged > claim.actual;
        let (rule, kind, key, pays, gains) = match (self.profile(), too_far) {
            (_, _) if diff == 0 => return Vec::new(),
            (Profile::Social, true) => (
                RuleId::SocialClaims,
                RulingKind::Restoration,
                TextKey::SocialUnderCount,
                None,
                Some(seat),
            ),
            (Profile::Social, false) => (
                RuleId::SocialClaims,
                RulingKind::Retraction,
                TextKey::SocialOverCount,
                Some(seat),
                None,
            ),
            (_, true) => (
                RuleId::UnderPegging,
                RulingKind::Forfeit,
                TextKey::BackwardOverPegged,
                Some(seat),
                None,
            ),
            (_, false) => (
                RuleId::NoPenaltyOnPenalty,
                RulingKind::Retraction,
                TextKey::BackwardCorrected,
                Some(seat),
                None,
            ),
        };
        let ruling = self.move_to(key, pays, gains, diff, facts);
        vec![self.ruling(rule, kind, ruling)]
    }

    /// "Muggins for X" called by `call.caller` on `claim`, with the board at `scores` before
    /// the claim was pegged.
    ///
    /// ACC 10.4.a: the caller pegs the lesser of the points called and the points truly left
    /// behind, and never more than the holes the scorer could have pegged; a call where nothing
    /// was left behind gives the points called to the other side as a penalty, and so does a
    /// call on what muggins does not apply to (10.3: penalties, muggins scores, his heels,
    /// points pegged backward). Only under `acc_muggins`; under `social` muggins is taken as a
    /// house rule without calls ([`Table::claim`]).
    pub fn muggins_call(
        &self,
        claim: ScoreClaim,
        call: MugginsCall,
        scores: &[u32],
    ) -> Result<Ruling, RulebookError> {
        match self.profile() {
            Profile::AccMuggins => {}
            Profile::Social if self.muggins_in_effect() => {
                return Err(RulebookError::MugginsWithoutCalls {
                    profile: self.profile(),
                });
            }
            profile => return Err(RulebookError::MugginsNotInEffect { profile }),
        }
        let seat = self.seat(claim.seat)?;
        let caller = self.seat(call.caller)?;
        self.check_scores(scores)?;
        if caller == seat {
            return Err(RulebookError::CallOnOwnCount { seat });
        }
        if call.called == 0 {
            return Err(RulebookError::EmptyCall);
        }
        let missed = claim.actual.saturating_sub(claim.pegged);
        let facts = Facts {
            claimed: Some(call.called),
            actual: Some(missed),
            ..Facts::default()
        };
        let pays_caller = |rule: RuleId, key: TextKey| {
            let ruling = self.move_to(key, Some(caller), Some(seat), call.called, facts.clone());
            self.ruling(rule, RulingKind::Penalty, ruling)
        };
        if !claim.what.muggable() {
            let key = TextKey::MugginsExcluded(claim.what);
            return Ok(pays_caller(RuleId::MugginsExcluded, key));
        }
        if missed == 0 {
            return Ok(pays_caller(
                RuleId::WrongMugginsCall,
                TextKey::WrongMugginsCall,
            ));
        }
        let holes = self
            .target()
            .saturating_sub(scores[seat].saturating_add(claim.pegged));
        let points = call.called.min(missed).min(holes);
        let ruling = self.move_to(
            TextKey::MugginsAward,
            Some(seat),
            Some(caller),
            points,
            facts,
        );
        Ok(self.ruling(RuleId::MugginsAward, RulingKind::Muggins, ruling))
    }
}
