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
use crate::domain::input::{Invalid, Place};

/// The JSON pointer (RFC 6901) of a place in the request body. `event_objects` says which
/// events were sent as objects, whose card then sits at `/events/i/card`.
pub fn pointer(place: Place, event_objects: &dyn Fn(usize) -> bool) -> String {
    match place {
        Place::Whole => String::new(),
        Place::Hand => "/hand".to_owned(),
        Place::HandCard(i) => format!("/hand/{i}"),
        Place::Starter => "/starter".to_owned(),
        Place::Crib => "/crib".to_owned(),
        Place::CribCard(i) => format!("/crib/{i}"),
        Place::Hands => "/hands".to_owned(),
        Place::SeatHand(seat) => format!("/hands/{seat}"),
        Place::SeatCard(seat, i) => format!("/hands/{seat}/{i}"),
        Place::Dealt => "/cards".to_owned(),
        Place::DealtCard(i) => format!("/cards/{i}"),
        Place::Series => "/series".to_owned(),
        Place::SeriesCard(i) => format!("/series/{i}"),
        Place::Count => "/count".to_owned(),
        Place::Card => "/card".to_owned(),
        Place::Go => "/go".to_owned(),
        Place::Events => "/events".to_owned(),
        Place::Event(i) => format!("/events/{i}"),
        Place::EventCard(i) if event_objects(i) => format!("/events/{i}/card"),
        Place::EventCard(i) => format!("/events/{i}"),
        Place::EventPlayer(i) => format!("/events/{i}/player"),
        Place::EventClaim(i) => format!("/events/{i}/claimed"),
        Place::EventGo(i) => format!("/events/{i}/go"),
        Place::EventReneged(i) => format!("/events/{i}/reneged"),
        Place::Players => "/players".to_owned(),
        Place::Variant => "/variant".to_owned(),
        Place::Dealer => "/dealer".to_owned(),
        Place::Scores => "/scores".to_owned(),
        Place::Score(seat) => format!("/scores/{seat}"),
        Place::Target => "/target".to_owned(),
        Place::CribModel => "/crib_model".to_owned(),
        Place::Complete => "/complete".to_owned(),
        Place::Claimed => "/claimed".to_owned(),
        Place::HandClaims => "/claims/hands".to_owned(),
        Place::HandClaim(seat) => format!("/claims/hands/{seat}"),
        Place::CribClaim => "/claims/crib".to_owned(),
        Place::ThreeForLast => "/rules/three_for_last".to_owned(),
        Place::Discards => "/discards".to_owned(),
        Place::Discard(i) => format!("/discards/{i}"),
        Place::PlayValue => "/play".to_owned(),
        Place::Objective => "/objective".to_owned(),
        Place::Seat => "/seat".to_owned(),
        Place::Player => "/player".to_owned(),
        Place::Profile => "/rules/profile".to_owned(),
        Place::Muggins => "/rules/muggins".to_owned(),
        Place::CribFourFlush => "/rules/crib_four_flush".to_owned(),
        Place::InfractionSeat(i) => format!("/infractions/{i}/seat"),
        Place::InfractionKind(i) => format!("/infractions/{i}/kind"),
        Place::MugginsCall(i) => format!("/claims/muggins/{i}"),
        Place::MugginsCallSeat(i) => format!("/claims/muggins/{i}/seat"),
        Place::MugginsCallEvent(i) => format!("/claims/muggins/{i}/event"),
        Place::MugginsCallPoints(i) => format!("/claims/muggins/{i}/points"),
        Place::SeatsDealt => "/dealt".to_owned(),
        Place::SeatDealt(seat) => format!("/dealt/{seat}"),
        Place::SeatDealtCard(seat, i) => format!("/dealt/{seat}/{i}"),
    }
}

/// The 422 answer to the domain's problems, each at its pointer.
pub fn invalid(problems: Vec<Invalid>, event_objects: &dyn Fn(usize) -> bool) -> ApiError {
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
