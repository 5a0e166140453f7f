//! The wire forms several resources share (cards, events, claims) and the one mapping from the
//! domain's places to JSON pointers. No resource reaches into another's module: what two share
//! lives here.

pub mod cards;
pub mod claims;
pub mod events;
pub mod game;
pub mod level;
pub mod matches;
pub mod opponent;
pub mod round;
pub mod rulebook;
pub mod scored_game;
pub mod show;

use super::problem::{ApiError, InputError};
use crate::domain::input::{Invalid, Place, Refused, Step};
use crate::domain::texts::Worded;

/// The JSON pointer (RFC 6901) of a place in the request body: the place's own path, except
/// that an event sent as a card's text alone (`"5H"`, not `{"card": "5H"}`) is its card.
/// `event_objects` says which events were sent as objects.
pub fn pointer(place: Place, event_objects: &dyn Fn(usize) -> bool) -> String {
    match *place.steps() {
        [Step::Field("events"), Step::Index(i), Step::Field("card")] if !event_objects(i) => {
            format!("/events/{i}")
        }
        _ => place.pointer(),
    }
}

/// The 422 answer to the domain's problems, each at its pointer.
pub fn invalid<F>(problems: Vec<Invalid<F>>, event_objects: &dyn Fn(usize) -> bool) -> ApiError
where
    F: Refused + Worded + std::fmt::Debug + Send + Sync + 'static,
{
    let name = |place| pointer(place, event_objects);
    ApiError::InvalidInput(
        problems
            .into_iter()
            .map(|problem| InputError::fault(name(problem.place), problem.fault, &name))
            .collect(),
    )
}

/// For requests without events.
pub fn no_events(_: usize) -> bool {
    false
}
