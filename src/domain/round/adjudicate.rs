//! A hand adjudicated: the play replayed with seats for players, then handed to the one referee
//! ([`refereed`]) under the hand's rulebook. The deal was checked when it was made.

use super::ledger::Ledger;
use super::refereed::refereed;
use super::result::result;
use super::{Adjudication, Deal, RoundError};
use crate::domain::card::Card;
use crate::domain::hand::{Show, ShowKind};
use crate::domain::pegging::{Event, GoPoint, Outcome, PeggingError, Play, Reneged};

/// Adjudicates a hand under its rulebook, social play's house rules included: his heels, every
/// point of the play as it happened, then the shows from the seat after the dealer round to the
/// dealer, then the crib; nothing after the moment a side reaches the target counts (the
/// rulebook says whether that moment is an entry or a whole step: [`Judging`]). A [`Deal`] is
/// checked when it is made, so any deal gets an answer.
///
/// [`Judging`]: crate::domain::rulebook::Judging
pub fn adjudicate(deal: &Deal) -> Result<Adjudication, RoundError> {
    let (shows, crib) = shows(deal);
    let replay = replay(deal)?;
    if let Some(seat) = (0..deal.variant.players()).find(|&s| deal.scores[s] >= deal.target) {
        return Err(RoundError::AlreadyWon(seat));
    }
    let ledger = refereed(deal, &shows, &crib, &replay)?;
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
