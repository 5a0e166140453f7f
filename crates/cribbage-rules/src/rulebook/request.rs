//! A play as /v1/pegging/score gives it, scored under a rulebook: checked (every problem with
//! its place), then replayed by the play's engine, each card's announcement judged and, under a
//! tournament profile, every renege and card pegged wrong ruled. It sits here, above the engine,
//! because the engine knows no rulebook.

use super::{PlayRulings, Profile, RulebookError, Table};
use crate::claim::Claim;
use crate::input::{Fault, Invalid, Place, Problems, Refused, Slot};
use crate::pegging::request::{events, held, seats};
use crate::pegging::{EventSlot, Outcome, PeggingError, PeggingFault, Play, PlayFault, Reneged};
use crate::refusal::{Coded, Params};
use crate::variant::Variant;

/// Why a play cannot be scored under a rulebook: the play's own checks and engine, or the
/// rulebook.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayFault {
    /// A check of the play, or what the play's engine refuses.
    Play(PlayFault),
    /// What the rulebook refuses.
    Rulebook(RulebookError),
}

impl From<Fault> for ReplayFault {
    fn from(fault: Fault) -> ReplayFault {
        ReplayFault::Play(PlayFault::Input(fault))
    }
}

impl From<PlayFault> for ReplayFault {
    fn from(fault: PlayFault) -> ReplayFault {
        ReplayFault::Play(fault)
    }
}

impl From<PeggingFault> for ReplayFault {
    fn from(fault: PeggingFault) -> ReplayFault {
        ReplayFault::Play(PlayFault::Refused(fault))
    }
}

impl From<RulebookError> for ReplayFault {
    fn from(error: RulebookError) -> ReplayFault {
        ReplayFault::Rulebook(error)
    }
}

impl Coded for ReplayFault {
    fn code(&self) -> &'static str {
        match self {
            ReplayFault::Play(fault) => fault.code(),
            ReplayFault::Rulebook(error) => error.code(),
        }
    }

    fn params(&self) -> Params {
        match self {
            ReplayFault::Play(fault) => fault.params(),
            ReplayFault::Rulebook(error) => error.params(),
        }
    }
}

impl Refused for ReplayFault {
    fn places(&self) -> Vec<(&'static str, Place)> {
        match self {
            ReplayFault::Play(fault) => fault.places(),
            ReplayFault::Rulebook(_) => Vec::new(),
        }
    }
}

/// The game hole of the tournament profiles; the play alone never comes near it.
const ACC_TARGET: u32 = 121;

/// A play to score, as given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayRequest {
    /// Players, when given.
    pub players: Option<usize>,
    /// The variant, when given.
    pub variant: Option<Variant>,
    /// The events, in order.
    pub events: Vec<EventSlot>,
    /// Each player's hand, when given.
    pub hands: Option<Vec<Vec<Slot>>>,
    /// The request says the whole play is given.
    pub complete: bool,
    /// The rulebook; under a tournament profile every renege and card pegged wrong is ruled.
    pub profile: Profile,
}

/// A play replayed: the state after the last event and what each event did.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The variant played.
    pub variant: Variant,
    /// The state after the last event (and the closing, when `complete`).
    pub play: Play,
    /// What each event did; with `complete`, the last one carries the closing go point.
    pub outcomes: Vec<Outcome>,
    /// Per event: the verdict on what the player announced for the card.
    pub claims: Vec<Option<Claim>>,
    /// Under a tournament profile: the rulings per event and the totals after them.
    pub rulings: Option<PlayRulings>,
}

impl Replay {
    /// Four players: points per partnership (players 0 and 2, 1 and 3).
    pub fn partnership_totals(&self) -> Option<[u32; 2]> {
        let totals = self.play.totals();
        (self.variant == Variant::FourPlayer)
            .then(|| [totals[0] + totals[2], totals[1] + totals[3]])
    }
}

impl PlayRequest {
    /// Checks the request (every problem at once, each with its place), then plays its events:
    /// the first event that cannot happen is refused at its place, and with `complete` an
    /// unfinished play is refused at `/complete`.
    pub fn replay(&self) -> Result<Replay, Vec<Invalid<ReplayFault>>> {
        let mut problems: Problems<ReplayFault> = Problems::new();
        let seats = seats(self.variant, self.players, &mut problems);
        let events = events(&self.events, &mut problems);
        let hands = match (&self.hands, seats) {
            (Some(hands), Some((variant, _))) => held(variant, hands, &mut problems),
            _ => None,
        };
        let table = match (self.profile, seats) {
            (Profile::Social, _) | (_, None) => None,
            // The play's player 1 is the dealer; the play alone knows no board.
            (profile, Some((variant, _))) => match Table::new(profile, variant, 1, ACC_TARGET) {
                Ok(table) => Some(table),
                Err(error) => {
                    problems.add(Place::field("rules").then("profile"), error);
                    None
                }
            },
        };
        let (variant, players) = match seats {
            Some(seats) if problems.is_empty() => seats,
            _ => return Err(problems.into_vec()),
        };
        let mut play = Play::new(variant, players, hands)
            .map_err(|error| refused(Place::field("hands"), error))?;
        let mut outcomes = Vec::with_capacity(events.len());
        let mut held = Vec::with_capacity(events.len());
        let decisions: Vec<Option<Reneged>> = self.events.iter().map(|e| e.reneged).collect();
        for ((i, event), decision) in events.into_iter().enumerate().zip(&decisions) {
            let outcome = play
                .apply(event)
                .map_err(|error| refused(Place::field("events").at(i), error))?;
            let renege = outcome.renege && table.is_some();
            held.push(renege.then(|| play.held(outcome.player)).flatten());
            if let Some(decision) = decision {
                play.decide(&outcome, *decision).map_err(|error| {
                    refused(Place::field("events").at(i).then("reneged"), error)
                })?;
            }
            outcomes.push(outcome);
        }
        if self.complete {
            let closing = play
                .finish()
                .map_err(|error| refused(Place::field("complete"), error))?;
            if let (Some(point), Some(last)) = (closing, outcomes.last_mut()) {
                last.go_point = Some(point);
                last.series_closed = true;
            }
        }
        let claims: Vec<Option<Claim>> = outcomes
            .iter()
            .zip(&self.events)
            .map(|(outcome, event)| {
                event.claimed.map(|claimed| Claim {
                    claimed,
                    actual: u32::from(outcome.points()),
                })
            })
            .collect();
        let rulings = table
            .map(|table| table.play(&outcomes, &claims, &held, &decisions))
            .transpose()
            .map_err(|error| at(Place::field("rules").then("profile"), error))?;
        Ok(Replay {
            variant,
            play,
            outcomes,
            claims,
            rulings,
        })
    }
}

/// What the play's engine refuses, at `place`: players are the play's own.
fn refused(place: Place, error: PeggingError) -> Vec<Invalid<ReplayFault>> {
    let seats = false;
    at(place, PeggingFault { error, seats })
}

/// The one problem that stops the replay.
fn at(place: Place, fault: impl Into<ReplayFault>) -> Vec<Invalid<ReplayFault>> {
    vec![Invalid {
        place,
        fault: fault.into(),
    }]
}
