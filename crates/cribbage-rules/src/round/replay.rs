//! The play of a deal replayed through the play's state machine, its players turned into seats:
//! what each event did, how the play closed, the cards a renege left dead. What the one referee
//! ([`refereed`](super::refereed)) rules on.

use super::{Deal, RoundError};
use crate::card::Card;
use crate::pegging::{Event, GoPoint, Outcome, PeggingError, Play, Reneged};

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
pub(super) fn replay(deal: &Deal) -> Result<Replayed, RoundError> {
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
