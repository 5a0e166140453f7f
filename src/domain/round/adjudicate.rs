//! Scoring a checked hand in the official order until a side reaches the target.

use super::ledger::Ledger;
use super::refereed::refereed;
use super::result::result;
use super::{Adjudication, Deal, Phase, Reason, RoundError};
use crate::domain::card::{Card, Rank};
use crate::domain::claim::{Claim, Verdict};
use crate::domain::hand::{Show, ShowKind, ShowRules};
use crate::domain::pegging::{Event, GoPoint, Outcome, PeggingError, Play, Reneged};
use crate::domain::rulebook::Profile;
use crate::domain::variant::Variant;

/// Adjudicates a hand: his heels, every point of the play as it happened, then the shows from
/// the seat after the dealer round to the dealer, then the crib; nothing after the entry that
/// reaches the target counts. A [`Deal`] is checked when it is made, so any deal gets an answer.
pub fn adjudicate(deal: &Deal) -> Result<Adjudication, RoundError> {
    let (shows, crib) = shows(deal);
    let replay = replay(deal)?;
    if let Some(seat) = (0..deal.variant.players()).find(|&s| deal.scores[s] >= deal.target) {
        return Err(RoundError::AlreadyWon(seat));
    }
    let mut ledger = Ledger {
        variant: deal.variant,
        target: deal.target,
        scores: deal.scores.clone(),
        timeline: Vec::new(),
        won_at: None,
    };
    if deal.rules.profile != Profile::Social {
        refereed(&mut ledger, deal, &shows, &crib, &replay)?;
        return Ok(finish(ledger, deal));
    }
    let mut going = cut(&mut ledger, deal) && play(&mut ledger, deal, &replay);
    if going {
        // The play had to be complete, since the game went on past it.
        replay.closing.map_err(RoundError::PlaySetup)?;
    }
    let rules = ShowRules {
        crib_four_flush: deal.rules.crib_four_flush,
    };
    let seats = deal.variant.players();
    for seat in (1..=seats).map(|k| (deal.dealer + k) % seats) {
        if !going {
            break;
        }
        let claimed = deal.claims.hands.get(seat).copied().flatten();
        let phase = Phase::ShowHand;
        going = show(&mut ledger, deal, seat, phase, &shows[seat], rules, claimed);
    }
    if going {
        let phase = Phase::ShowCrib;
        show(
            &mut ledger,
            deal,
            deal.dealer,
            phase,
            &crib,
            rules,
            deal.claims.crib,
        );
    }
    Ok(finish(ledger, deal))
}

/// The adjudication the ledger holds: the winner is the seat that pegged the winning entry.
fn finish(ledger: Ledger, deal: &Deal) -> Adjudication {
    let winner = ledger.won_at.map(|at| ledger.timeline[at].player);
    Adjudication {
        result: winner.map(|w| result(deal, &ledger.scores, w)),
        scores: ledger.scores,
        timeline: ledger.timeline,
        won_at: ledger.won_at,
    }
}

/// Every seat's hand and the crib as shows.
pub(super) fn shows(deal: &Deal) -> (Vec<Show>, Show) {
    let show = |cards: &[Card], kind| Show::trusted(cards, deal.starter, kind);
    let hands = deal.hands.iter().map(|h| show(h, ShowKind::Hand)).collect();
    (hands, show(&deal.crib, ShowKind::Crib))
}

/// The play replayed, with players as seats.
pub(super) struct Replayed {
    /// What each event did; players are seats.
    pub(super) outcomes: Vec<Outcome>,
    /// The closing of the play: its last go point, or why it is not complete.
    pub(super) closing: Result<Option<GoPoint>, PeggingError>,
    /// The cards declared dead, each with the event of its renege (as `Play::decide` found them).
    pub(super) dead: Vec<(usize, Card)>,
}

/// Plays the events. The play's player 0 is the seat after the dealer; every player number
/// that comes back (outcomes, penalties, go points, errors) is turned into a seat.
fn replay(deal: &Deal) -> Result<Replayed, RoundError> {
    let seats = deal.variant.players();
    let to_engine = |seat: usize| (seat + seats - deal.dealer - 1) % seats;
    let to_seat = |player: usize| (player + deal.dealer + 1) % seats;
    let hands: Vec<Vec<Card>> = (0..seats).map(|p| deal.hands[to_seat(p)].clone()).collect();
    let mut play = Play::trusted(deal.variant, seats, Some(hands));
    let mut outcomes = Vec::with_capacity(deal.events.len());
    let mut dead = Vec::new();
    for (index, event) in deal.events.iter().enumerate() {
        let event = Event {
            player: event.player.map(to_engine),
            action: event.action,
        };
        let refused = |error: PeggingError| RoundError::Play {
            event: index,
            error: error.map_players(to_seat),
        };
        let mut outcome = play.apply(event).map_err(refused)?;
        if let Some(decision) = deal.reneged.get(index).copied().flatten() {
            let reneged = play.decide(&outcome, decision).map_err(refused)?;
            if decision == Reneged::Dead {
                dead.extend(reneged.into_iter().map(|card| (index, card)));
            }
        }
        outcome.player = to_seat(outcome.player);
        for penalty in &mut outcome.penalties {
            penalty.player = to_seat(penalty.player);
        }
        if let Some(point) = &mut outcome.go_point {
            point.player = to_seat(point.player);
        }
        outcomes.push(outcome);
    }
    let closing = play
        .finish()
        .map(|point| {
            point.map(|p| GoPoint {
                player: to_seat(p.player),
                points: p.points,
            })
        })
        .map_err(|error| error.map_players(to_seat));
    Ok(Replayed {
        outcomes,
        closing,
        dead,
    })
}

/// Three for last (five-card cribbage's first hand) and his heels. False once the game is won.
fn cut(ledger: &mut Ledger, deal: &Deal) -> bool {
    let mut going = true;
    if deal.rules.three_for_last && deal.variant == Variant::FiveCard {
        let pone = (deal.dealer + 1) % deal.variant.players();
        going = ledger.score(Phase::Cut, pone, 3, Reason::ThreeForLast, None);
    }
    if going && deal.starter.rank() == Rank::Jack {
        going = ledger.score(Phase::Cut, deal.dealer, 2, Reason::HisHeels, None);
    }
    going
}

/// Every point of the play as it happened. False once the game is won.
fn play(ledger: &mut Ledger, deal: &Deal, replay: &Replayed) -> bool {
    let last = replay.outcomes.len().saturating_sub(1);
    for (index, outcome) in replay.outcomes.iter().enumerate() {
        let claim = deal
            .claims
            .play
            .get(index)
            .copied()
            .flatten()
            .map(|claimed| Claim {
                claimed,
                actual: u32::from(outcome.points()),
            });
        if !outcome.items.is_empty() || claim.is_some() {
            let reason = Reason::Peg {
                event: index,
                items: outcome.items.clone(),
            };
            let points = u32::from(outcome.points());
            if !settle(
                ledger,
                deal,
                Phase::Play,
                outcome.player,
                reason,
                points,
                claim,
            ) {
                return false;
            }
        }
        for penalty in &outcome.penalties {
            let reason = Reason::Renege {
                event: index,
                offender: outcome.player,
            };
            let points = u32::from(penalty.points);
            if !ledger.score(Phase::Play, penalty.player, points, reason, None) {
                return false;
            }
        }
        let go_point = match (&replay.closing, index == last) {
            (Ok(Some(point)), true) => outcome.go_point.or(Some(*point)),
            _ => outcome.go_point,
        };
        if let Some(point) = go_point {
            // The last event given is the last card of the play only when the play is complete;
            // a record that stops where a side pegged out ends on an ordinary go.
            let reason = Reason::Go {
                event: index,
                last_card: index == last && replay.closing.is_ok(),
            };
            let points = u32::from(point.points);
            if !ledger.score(Phase::Play, point.player, points, reason, None) {
                return false;
            }
        }
    }
    true
}

/// Counts one show, with its claim and muggins. Returns false once the game is won.
fn show(
    ledger: &mut Ledger,
    deal: &Deal,
    seat: usize,
    phase: Phase,
    cards: &Show,
    rules: ShowRules,
    claimed: Option<u32>,
) -> bool {
    let score = cards.score(rules);
    let actual = u32::from(score.total());
    let claim = claimed.map(|claimed| Claim { claimed, actual });
    settle(
        ledger,
        deal,
        phase,
        seat,
        Reason::Show(score),
        actual,
        claim,
    )
}

/// Pegs `actual` points for `seat`, or under muggins what it claimed when it claimed less, the
/// next opponent then pegging what it missed. Returns false once the game is won.
fn settle(
    ledger: &mut Ledger,
    deal: &Deal,
    phase: Phase,
    seat: usize,
    reason: Reason,
    actual: u32,
    claim: Option<Claim>,
) -> bool {
    let (points, missed) = match claim {
        Some(claim) if deal.rules.muggins && claim.verdict() == Verdict::Under => {
            (claim.claimed, actual - claim.claimed)
        }
        _ => (actual, 0),
    };
    if !ledger.score(phase, seat, points, reason, claim) {
        return false;
    }
    if missed > 0 {
        let seats = deal.variant.players();
        let opponent = (1..seats)
            .map(|k| (seat + k) % seats)
            .find(|&other| deal.variant.side(other) != deal.variant.side(seat))
            .unwrap_or((seat + 1) % seats);
        return ledger.score(
            phase,
            opponent,
            missed,
            Reason::Muggins { from: seat },
            None,
        );
    }
    true
}
