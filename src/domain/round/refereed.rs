//! A hand refereed under a tournament rulebook: the official order of the house rules, with
//! every penalty, correction, muggins call and infraction a [`Ruling`] that names its rule.
//!
//! The model (`docs/rulebooks.md`): a count with an announcement is pegged as announced, then
//! each ruling on it moves its peg; the count, its rulings and the muggins calls on it are one
//! step, and whether the game is won is judged when the step is done — so a false claim of
//! game (ACC 8.4.b) never wins, while the over-claim it pays to the opponent may.

use super::adjudicate::Replayed;
use super::ledger::Ledger;
use super::{CallOn, Deal, Phase, Reason, RoundError};
use crate::domain::card::Card;
use crate::domain::claim::Claim;
use crate::domain::hand::{Show, ShowRules};
use crate::domain::input::{Fault, Invalid, Place};
use crate::domain::pegging::Action;
use crate::domain::rulebook::{
    Claimed, InfractionKind, MugginsCall, RulebookError, ScoreClaim, Table,
};

/// A count to peg: what it is, for whom, what is true and what was announced.
struct Count {
    phase: Phase,
    seat: usize,
    reason: Reason,
    actual: u32,
    claimed: Option<u32>,
    what: Claimed,
    on: CallOn,
}

/// A rulebook error after the deal's own check: the check covers every case, so this is only
/// reachable by a deal that was never checked, and it is reported, never a panic.
fn unruled(error: RulebookError) -> RoundError {
    RoundError::Invalid(vec![Invalid {
        place: Place::Whole,
        fault: Fault::raised(error),
    }])
}

/// Adjudicates a checked hand under its rulebook into `ledger`: infractions of the deal and the
/// cut, his heels, the play with its reneges and announcements, infractions of the count, the
/// shows in order (ACC 9.2) with their announcements and muggins calls.
pub(super) fn refereed(
    ledger: &mut Ledger,
    deal: &Deal,
    shows: &[Show],
    crib: &Show,
    replay: &Replayed,
) -> Result<(), RoundError> {
    let rules = deal.rules;
    let table = Table::new(rules.profile, deal.variant, deal.dealer, deal.target)
        .and_then(|table| {
            if rules.muggins {
                table.with_house_muggins(true)
            } else {
                Ok(table)
            }
        })
        .map_err(unruled)?;
    if !infractions(ledger, &table, deal, Phase::Cut)? || !his_heels(ledger, &table, deal)? {
        return Ok(());
    }
    if !play(ledger, &table, deal, replay)? {
        return Ok(());
    }
    // The play had to be complete, since the game went on past it.
    replay.closing.clone().map_err(RoundError::PlaySetup)?;
    if !infractions(ledger, &table, deal, Phase::ShowHand)? {
        return Ok(());
    }
    let show_rules = ShowRules {
        crib_four_flush: rules.crib_four_flush,
    };
    let seats = deal.variant.players();
    let hand_counts = (1..=seats).map(|k| (deal.dealer + k) % seats).map(|seat| {
        let score = shows[seat].score(show_rules);
        Count {
            phase: Phase::ShowHand,
            seat,
            actual: u32::from(score.total()),
            reason: Reason::Show(score),
            claimed: deal.claims.hands.get(seat).copied().flatten(),
            what: Claimed::Hand,
            on: CallOn::Hand(seat),
        }
    });
    for hand in hand_counts {
        if !count(ledger, &table, deal, hand)? {
            return Ok(());
        }
    }
    let score = crib.score(show_rules);
    let crib = Count {
        phase: Phase::ShowCrib,
        seat: deal.dealer,
        actual: u32::from(score.total()),
        reason: Reason::Show(score),
        claimed: deal.claims.crib,
        what: Claimed::Crib,
        on: CallOn::Crib,
    };
    count(ledger, &table, deal, crib)?;
    Ok(())
}

/// Whether the referee rules an infraction before the shows rather than at the deal: the
/// request does not say when each was seen, so each kind is ruled at its own moment — the
/// starter mixed in (9.3.a), pegs taken from the opponent (8.7) and the crib looked at before
/// its count (5.2.a) before the shows, everything of the deal and the cut before the starter.
fn at_the_count(kind: InfractionKind) -> bool {
    matches!(
        kind,
        InfractionKind::StarterMixedIn
            | InfractionKind::PeggedWithOpponentsPegs
            | InfractionKind::CribExaminedEarly
    )
}

/// The infractions of one moment (`Cut` for the deal, `ShowHand` for the count), in the order
/// given, each one step. False once the game is won.
fn infractions(
    ledger: &mut Ledger,
    table: &Table,
    deal: &Deal,
    phase: Phase,
) -> Result<bool, RoundError> {
    let count = phase != Phase::Cut;
    for infraction in deal
        .infractions
        .iter()
        .filter(|i| at_the_count(i.kind) == count)
    {
        let ruling = table.infraction(*infraction).map_err(unruled)?;
        let from = ledger.timeline.len();
        ledger.rule(phase, ruling, None);
        if !ledger.settle_step(from) {
            return Ok(false);
        }
    }
    Ok(true)
}

/// His heels (ACC 6.3): 2 to the dealer, who may peg out with them. False once the game is won.
fn his_heels(ledger: &mut Ledger, table: &Table, deal: &Deal) -> Result<bool, RoundError> {
    let heels = table
        .his_heels(deal.starter, &ledger.scores, false)
        .map_err(unruled)?;
    let Some(ruling) = heels else {
        return Ok(true);
    };
    let from = ledger.timeline.len();
    ledger.rule(Phase::Cut, ruling, None);
    Ok(ledger.settle_step(from))
}

/// Every point of the play: each card's points as announced and ruled, each renege (7.3), each
/// go. False once the game is won.
fn play(
    ledger: &mut Ledger,
    table: &Table,
    deal: &Deal,
    replay: &Replayed,
) -> Result<bool, RoundError> {
    let last = replay.outcomes.len().saturating_sub(1);
    let mut played: Vec<Card> = Vec::with_capacity(replay.outcomes.len());
    for (index, outcome) in replay.outcomes.iter().enumerate() {
        if let Action::Play(card) = outcome.action {
            played.push(card);
        }
        let claimed = deal.claims.play.get(index).copied().flatten();
        if !outcome.items.is_empty() || claimed.is_some() {
            let card = Count {
                phase: Phase::Play,
                seat: outcome.player,
                reason: Reason::Peg {
                    event: index,
                    items: outcome.items.clone(),
                },
                actual: u32::from(outcome.points()),
                claimed,
                what: Claimed::Play,
                on: CallOn::Play(index),
            };
            if !count(ledger, table, deal, card)? {
                return Ok(false);
            }
        }
        if outcome.renege {
            let seat = outcome.player;
            let hand = deal.hands.get(seat).map(Vec::as_slice).unwrap_or_default();
            let held: Vec<Card> = hand
                .iter()
                .filter(|c| !played.contains(c))
                .copied()
                .collect();
            let decision = deal.reneged.get(index).copied().flatten();
            // Dead cards leave the play: a later go is judged without them.
            let dead = replay.dead.iter().filter(|&&(at, _)| at == index);
            played.extend(dead.map(|&(_, card)| card));
            let rulings = table
                .renege_decided(seat, outcome.count, &held, decision)
                .map_err(unruled)?;
            let from = ledger.timeline.len();
            for ruling in rulings {
                ledger.rule(Phase::Play, ruling, Some(index));
            }
            if !ledger.settle_step(from) {
                return Ok(false);
            }
        }
        let go_point = match (&replay.closing, index == last) {
            (Ok(Some(point)), true) => outcome.go_point.or(Some(*point)),
            _ => outcome.go_point,
        };
        if let Some(point) = go_point {
            let reason = Reason::Go {
                event: index,
                last_card: index == last && replay.closing.is_ok(),
            };
            let points = u32::from(point.points);
            if !ledger.score(Phase::Play, point.player, points, reason, None) {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// One count as one step: pegged as announced when the rulebook has something to say about
/// the announcement (else at its true value), then each ruling on it, then each muggins call on
/// it (by the scorer's opponent, before the scorer pegs again: 10.2). False once the game is won.
fn count(
    ledger: &mut Ledger,
    table: &Table,
    deal: &Deal,
    count: Count,
) -> Result<bool, RoundError> {
    if ledger.won_at.is_some() {
        return Ok(false);
    }
    let before = ledger.scores.clone();
    let claim = count.claimed.map(|pegged| ScoreClaim {
        seat: count.seat,
        what: count.what,
        pegged,
        actual: count.actual,
    });
    let rulings = match claim {
        Some(claim) => table.claim(claim, &before).map_err(unruled)?,
        None => Vec::new(),
    };
    let pegged = match count.claimed {
        Some(claimed) if !rulings.is_empty() => claimed,
        _ => count.actual,
    };
    let verdict = count.claimed.map(|claimed| Claim {
        claimed,
        actual: count.actual,
    });
    let from = ledger.timeline.len();
    if pegged > 0 || verdict.is_some() {
        let entry = ledger.push(count.phase, count.seat, i64::from(pegged), count.reason);
        entry.claim = verdict;
    }
    let event = match count.on {
        CallOn::Play(event) => Some(event),
        _ => None,
    };
    for ruling in rulings {
        ledger.rule(count.phase, ruling, event);
    }
    let calls = deal.claims.calls.iter().filter(|call| call.on == count.on);
    for call in calls {
        let claim = claim.unwrap_or(ScoreClaim {
            seat: count.seat,
            what: count.what,
            pegged: count.actual,
            actual: count.actual,
        });
        let call = MugginsCall {
            caller: table.opponent(count.seat),
            called: call.points,
        };
        let ruling = table.muggins_call(claim, call, &before).map_err(unruled)?;
        ledger.rule(count.phase, ruling, event);
    }
    Ok(ledger.settle_step(from))
}
