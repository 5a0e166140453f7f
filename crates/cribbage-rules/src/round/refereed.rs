//! The one referee: a hand adjudicated under its rulebook, social play's house rules as much as
//! the ACC's tournament rules, in the official order, with every penalty, correction, muggins,
//! award and infraction a [`Ruling`](crate::rulebook::Ruling) from the rulebook's
//! [`Table`].
//!
//! The model (`docs/rulebooks.md`): a count with an announcement is pegged as announced, then
//! each ruling on it moves its peg; the count, its rulings and the muggins calls on it are one
//! step. When the win is judged is the rulebook's ([`Judging`]): the ACC judges it when the step
//! is done — so a false claim of game (ACC 8.4.b) never wins, while the over-claim it pays to
//! the opponent may — and social play at each entry, pegging each count at its true worth to
//! the scorer, so that nothing after the entry that reaches the target is pegged.

use super::ledger::Ledger;
use super::replay::Replayed;
use super::{CallOn, Deal, Phase, Reason, RoundError, RoundFault};
use crate::card::Card;
use crate::claim::Claim;
use crate::hand::{Show, ShowRules};
use crate::input::{Invalid, Place};
use crate::pegging::{Action, Outcome};
use crate::rulebook::{
    InfractionKind, Judging, MugginsCall, PeggedFor, RulebookError, Ruling, ScoreClaim, Table,
};
use crate::variant::Variant;

/// A count to peg: what it is, for whom, what is true and what was announced.
struct Count {
    phase: Phase,
    seat: usize,
    reason: Reason,
    actual: u32,
    claimed: Option<u32>,
    what: PeggedFor,
    on: CallOn,
}

/// A rulebook error after the deal's checks: a [`Deal`] is only made by them, and they cover
/// every case, so this cannot happen; were it to, it is reported, never a panic.
fn unruled(error: RulebookError) -> RoundError {
    RoundError::Invalid(vec![Invalid {
        place: Place::WHOLE,
        fault: RoundFault::Rulebook(error),
    }])
}

/// Adjudicates a checked hand under its rulebook: infractions of the deal and the cut, three
/// for last, his heels, the play with its reneges and announcements, infractions of the count,
/// the shows in order (ACC 9.2, Social S5) with their announcements and muggins.
pub(super) fn refereed(
    deal: &Deal,
    shows: &[Show],
    crib: &Show,
    replay: &Replayed,
) -> Result<Ledger, RoundError> {
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
    let mut ledger = Ledger::new(deal, table.profile().judging());
    in_order(&mut ledger, &table, deal, shows, crib, replay)?;
    Ok(ledger)
}

/// Every moment of the hand in order, until the game is won.
fn in_order(
    ledger: &mut Ledger,
    table: &Table,
    deal: &Deal,
    shows: &[Show],
    crib: &Show,
    replay: &Replayed,
) -> Result<(), RoundError> {
    let rules = deal.rules;
    if !infractions(ledger, table, deal, Phase::Cut)?
        || !three_for_last(ledger, deal)
        || !his_heels(ledger, table, deal)?
    {
        return Ok(());
    }
    if !play(ledger, table, deal, replay)? {
        return Ok(());
    }
    // The play had to be complete, since the game went on past it.
    replay.closing.clone().map_err(RoundError::PlaySetup)?;
    if !infractions(ledger, table, deal, Phase::ShowHand)? {
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
            what: PeggedFor::Hand,
            on: CallOn::Hand(seat),
        }
    });
    for hand in hand_counts {
        if !count(ledger, table, deal, hand)? {
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
        what: PeggedFor::Crib,
        on: CallOn::Crib,
    };
    count(ledger, table, deal, crib)?;
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

/// Five-card cribbage's three for last (seed 001): 3 to the pone at the start of the game's
/// first hand, before his heels. False once the game is won.
fn three_for_last(ledger: &mut Ledger, deal: &Deal) -> bool {
    if !(deal.rules.three_for_last && deal.variant == Variant::FiveCard) {
        return true;
    }
    let pone = (deal.dealer + 1) % deal.variant.players();
    let from = ledger.timeline.len();
    ledger.peg(Phase::Cut, pone, 3, Reason::ThreeForLast, None);
    ledger.settle_step(from)
}

/// His heels (ACC 6.3, Social S1): 2 to the dealer, who may peg out with them. False once the
/// game is won.
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

/// Every point of the play: each card's points as announced and ruled, each renege (ACC 7.3,
/// Social S2), each go. False once the game is won.
fn play(
    ledger: &mut Ledger,
    table: &Table,
    deal: &Deal,
    replay: &Replayed,
) -> Result<bool, RoundError> {
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
                what: PeggedFor::Play,
                on: CallOn::Play(index),
            };
            if !count(ledger, table, deal, card)? {
                return Ok(false);
            }
        }
        if outcome.renege && !renege(ledger, table, deal, replay, index, &mut played)? {
            return Ok(false);
        }
        if !go(ledger, replay, index, outcome) {
            return Ok(false);
        }
    }
    Ok(true)
}

/// The renege at play event `index`, as one step; `played` holds the cards out of the play so
/// far, and takes the cards declared dead here. False once the game is won.
fn renege(
    ledger: &mut Ledger,
    table: &Table,
    deal: &Deal,
    replay: &Replayed,
    index: usize,
    played: &mut Vec<Card>,
) -> Result<bool, RoundError> {
    let Some(outcome) = replay.outcomes.get(index) else {
        return Ok(true);
    };
    let hand = deal.hands.get(outcome.player).map(Vec::as_slice);
    let held: Vec<Card> = hand
        .unwrap_or_default()
        .iter()
        .filter(|c| !played.contains(c))
        .copied()
        .collect();
    let decision = deal.reneged.get(index).copied().flatten();
    // Dead cards leave the play: a later go is judged without them.
    let dead = replay.dead.iter().filter(|&&(at, _)| at == index);
    played.extend(dead.map(|&(_, card)| card));
    let rulings = table
        .renege_in_play(outcome, &held, decision)
        .map_err(unruled)?;
    let from = ledger.timeline.len();
    for ruling in rulings {
        ledger.rule(Phase::Play, ruling, Some(index));
    }
    Ok(ledger.settle_step(from))
}

/// The go or last-card point of play event `index`, if it closed a series or the play, as one
/// step. False once the game is won.
fn go(ledger: &mut Ledger, replay: &Replayed, index: usize, outcome: &Outcome) -> bool {
    let last = index + 1 == replay.outcomes.len();
    let go_point = match (&replay.closing, last) {
        (Ok(Some(point)), true) => outcome.go_point.or(Some(*point)),
        _ => outcome.go_point,
    };
    let Some(point) = go_point else {
        return true;
    };
    // The last event given is the last card of the play only when the play is complete; a
    // record that stops where a side pegged out ends on an ordinary go.
    let reason = Reason::Go {
        event: index,
        last_card: last && replay.closing.is_ok(),
    };
    let from = ledger.timeline.len();
    let points = i64::from(point.points);
    ledger.peg(Phase::Play, point.player, points, reason, None);
    ledger.settle_step(from)
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
    let mut rulings = match claim {
        Some(claim) => table.claim(claim, &before).map_err(unruled)?,
        None => Vec::new(),
    };
    let mut pegged = i64::from(match count.claimed {
        Some(claimed) if !rulings.is_empty() => claimed,
        _ => count.actual,
    });
    if table.profile().judging() == Judging::EachEntry {
        // Judged at each entry, the count must be true as pegged: a ruling that only moves the
        // scorer's own peg (a social count announced too high or too low) is part of the count.
        let own = |ruling: &Ruling| ruling.change().filter(|c| c.seat == count.seat);
        pegged += rulings
            .iter()
            .filter_map(own)
            .map(|c| c.points)
            .sum::<i64>();
        rulings.retain(|ruling| own(ruling).is_none());
    }
    let verdict = count.claimed.map(|claimed| Claim {
        claimed,
        actual: count.actual,
    });
    let from = ledger.timeline.len();
    if pegged > 0 || verdict.is_some() {
        ledger.peg(count.phase, count.seat, pegged, count.reason, verdict);
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
