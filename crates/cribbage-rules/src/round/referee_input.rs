//! The rulebook's part of a hand as a request gives it — the profile, the infractions a referee
//! saw, the muggins calls — checked like the cards: every problem at once, each at its place,
//! in words that say what the rulebook expects.

use super::RoundFault;
use super::{Call, CallOn, Claims};
use crate::input::{Place, Problems};
use crate::rulebook::{Infraction, Profile, RulebookError, Table};
use crate::variant::Variant;

/// One infraction as a request gives it: the offender's seat and the kind's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InfractionInput {
    /// The offender's seat.
    pub seat: usize,
    /// The kind, as the rulebook names it (`bottom_card_seen`...).
    pub kind: String,
}

/// Which count a muggins call is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CallKind {
    /// A seat's hand (the call names the seat).
    Hand,
    /// The crib.
    Crib,
    /// A card of the play (the call names the event).
    Play,
}

/// One muggins call as a request gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CallInput {
    /// Which count.
    pub on: CallKind,
    /// For a hand: whose.
    pub seat: Option<usize>,
    /// For a card of the play: the event's index.
    pub event: Option<usize>,
    /// The points called.
    pub points: u32,
}

impl From<Call> for CallInput {
    fn from(call: Call) -> CallInput {
        let (on, seat, event) = match call.on {
            CallOn::Hand(seat) => (CallKind::Hand, Some(seat), None),
            CallOn::Crib => (CallKind::Crib, None, None),
            CallOn::Play(event) => (CallKind::Play, None, Some(event)),
        };
        CallInput {
            on,
            seat,
            event,
            points: call.points,
        }
    }
}

/// The house rules a hand asks for, which its rulebook must allow.
#[derive(Clone, Copy, Debug)]
pub(super) struct HouseRules {
    /// Muggins by house rule.
    pub muggins: bool,
    /// The four-card crib flush.
    pub crib_four_flush: bool,
}

/// The table a hand is refereed at: the profile fits the variant and the target, and muggins
/// and the four-card crib flush are asked for as house rules only where the profile takes
/// them (asking for none is no change under any profile). None when it does not (or the
/// dealer is not at the table, which the deal's own check reports).
pub(super) fn table(
    profile: Profile,
    variant: Variant,
    dealer: usize,
    target: u32,
    house: HouseRules,
    problems: &mut Problems<RoundFault>,
) -> Option<Table> {
    let table = match Table::new(profile, variant, dealer, target) {
        Ok(table) => table,
        Err(error @ RulebookError::Target { .. }) => {
            problems.add(Place::field("target"), RoundFault::from(error));
            return None;
        }
        Err(RulebookError::NoSuchSeat { .. }) => return None,
        Err(error) => {
            problems.add(
                Place::field("rules").then("profile"),
                RoundFault::from(error),
            );
            return None;
        }
    };
    let flush = table.house_crib_four_flush(house.crib_four_flush);
    let table = if house.muggins {
        table
            .with_house_muggins(true)
            .map_err(|error| {
                problems.add(
                    Place::field("rules").then("muggins"),
                    RoundFault::from(error),
                )
            })
            .ok()
    } else {
        Some(table)
    };
    if let Err(error) = flush {
        problems.add(
            Place::field("rules").then("crib_four_flush"),
            RoundFault::from(error),
        );
        return None;
    }
    table
}

/// Every infraction the profile knows, by a seat at the table that can commit it.
pub(super) fn infractions(
    profile: Profile,
    table: Option<&Table>,
    players: usize,
    given: &[InfractionInput],
    problems: &mut Problems<RoundFault>,
) -> Vec<Infraction> {
    let mut ruled = Vec::with_capacity(given.len());
    for (index, input) in given.iter().enumerate() {
        let kind = profile.infraction_kind(&input.kind);
        if let Err(error) = &kind {
            problems.add(
                Place::field("infractions").at(index).then("kind"),
                RoundFault::from(error.clone()),
            );
        }
        if input.seat >= players {
            let error = RulebookError::NoSuchSeat {
                seat: input.seat,
                players,
            };
            problems.add(
                Place::field("infractions").at(index).then("seat"),
                RoundFault::from(error),
            );
            continue;
        }
        let (Ok(kind), Some(table)) = (kind, table) else {
            continue;
        };
        let infraction = Infraction {
            seat: input.seat,
            kind,
        };
        match table.infraction(infraction) {
            Ok(_) => ruled.push(infraction),
            Err(error) => problems.add(
                Place::field("infractions").at(index).then("seat"),
                RoundFault::from(error),
            ),
        }
    }
    ruled
}

/// Every muggins call, where the profile takes calls, on a count whose announcement is
/// recorded, for at least one point.
pub(super) fn calls(
    table: Option<&Table>,
    players: usize,
    claims: &Claims,
    given: &[CallInput],
    problems: &mut Problems<RoundFault>,
) -> Vec<Call> {
    let mut calls = Vec::with_capacity(given.len());
    for (index, input) in given.iter().enumerate() {
        let refused = table.and_then(|table| match table.profile() {
            Profile::AccMuggins => None,
            profile @ Profile::Social if table.muggins_in_effect() => {
                Some(RulebookError::MugginsWithoutCalls { profile })
            }
            profile => Some(RulebookError::MugginsNotInEffect { profile }),
        });
        if let Some(error) = refused {
            problems.add(
                Place::field("claims").then("muggins").at(index),
                RoundFault::from(error),
            );
            continue;
        }
        if input.points == 0 {
            let fault = RoundFault::from(RulebookError::EmptyCall);
            problems.add(
                Place::field("claims")
                    .then("muggins")
                    .at(index)
                    .then("points"),
                fault,
            );
        }
        if let Some(on) = call_on(index, input, players, claims, problems)
            && input.points > 0
        {
            calls.push(Call {
                on,
                points: input.points,
            });
        }
    }
    calls
}

/// The count a call is on, checked to exist and to have its announcement recorded.
fn call_on(
    index: usize,
    input: &CallInput,
    players: usize,
    claims: &Claims,
    problems: &mut Problems<RoundFault>,
) -> Option<CallOn> {
    let without = |field| RoundFault::CallWithout { field };
    let (on, claimed, at, claim) = match input.on {
        CallKind::Hand => {
            let Some(seat) = input.seat else {
                problems.add(
                    Place::field("claims").then("muggins").at(index),
                    without("seat"),
                );
                return None;
            };
            if seat >= players {
                let error = RulebookError::NoSuchSeat { seat, players };
                problems.add(
                    Place::field("claims")
                        .then("muggins")
                        .at(index)
                        .then("seat"),
                    RoundFault::from(error),
                );
                return None;
            }
            let claimed = claims.hands.get(seat).copied().flatten();
            let at = Place::field("claims")
                .then("muggins")
                .at(index)
                .then("seat");
            (
                CallOn::Hand(seat),
                claimed,
                at,
                Place::field("claims").then("hands").at(seat),
            )
        }
        CallKind::Crib => (
            CallOn::Crib,
            claims.crib,
            Place::field("claims").then("muggins").at(index),
            Place::field("claims").then("crib"),
        ),
        CallKind::Play => {
            let Some(event) = input.event else {
                problems.add(
                    Place::field("claims").then("muggins").at(index),
                    without("event"),
                );
                return None;
            };
            let events = claims.play.len();
            if event >= events {
                problems.add(
                    Place::field("claims")
                        .then("muggins")
                        .at(index)
                        .then("event"),
                    RoundFault::NoSuchEvent { events },
                );
                return None;
            }
            let claimed = claims.play[event];
            let at = Place::field("claims")
                .then("muggins")
                .at(index)
                .then("event");
            (
                CallOn::Play(event),
                claimed,
                at,
                Place::field("events").at(event).then("claimed"),
            )
        }
    };
    if claimed.is_none() {
        problems.add(at, RoundFault::CallOnUnrecorded { claim });
        return None;
    }
    Some(on)
}
