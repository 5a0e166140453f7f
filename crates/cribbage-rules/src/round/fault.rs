//! What can be wrong with a hand as a request gives it for adjudication: the shared checks, the
//! play's, the deal's own (the crib, the claims, the cards dealt), the muggins calls, and what
//! the rulebook refuses.

use crate::card::Card;
use crate::input::{Fault, Place, Refused};
use crate::pegging::{PeggingFault, PlayFault};
use crate::refusal::{Coded, Param, Params, numbers};
use crate::rulebook::RulebookError;

/// Why a hand as a request gives it cannot be adjudicated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundFault {
    /// A shared check: a card's text, a repeat, the hands, the scores, the seats.
    Input(Fault),
    /// A check of the play, or what the play's engine refuses.
    Play(PlayFault),
    /// What the rulebook refuses: a profile for the table, a house rule, an infraction.
    Rulebook(RulebookError),
    /// A crib with the wrong number of cards.
    CribSize {
        /// Cards it holds.
        expected: usize,
        /// Cards given.
        found: usize,
    },
    /// Not one claim per seat.
    ClaimCount {
        /// Seats.
        expected: usize,
        /// Claims given.
        found: usize,
    },
    /// Three for last outside five-card cribbage.
    ThreeForLast,
    /// A seat had reached the target before the hand.
    AlreadyWon(usize),
    /// A muggins call that does not say which count it is on.
    CallWithout {
        /// What it must name: `seat` (a hand) or `event` (a card of the play).
        field: &'static str,
    },
    /// A muggins call on a play event the play does not have.
    NoSuchEvent {
        /// Events in the play.
        events: usize,
    },
    /// A muggins call on a count whose announcement is not recorded.
    CallOnUnrecorded {
        /// Where the announcement would be.
        claim: Place,
    },
    /// Not one set of dealt cards per seat.
    DealtSeats {
        /// Seats.
        expected: usize,
        /// Sets given.
        found: usize,
    },
    /// A card a seat kept that it was not dealt.
    KeptNotDealt {
        /// The card.
        card: Card,
    },
    /// A card dealt to a seat that is neither in its hand nor in the crib.
    DealtNotLaid {
        /// The card.
        card: Card,
    },
}

impl From<Fault> for RoundFault {
    fn from(fault: Fault) -> RoundFault {
        RoundFault::Input(fault)
    }
}

impl From<PlayFault> for RoundFault {
    fn from(fault: PlayFault) -> RoundFault {
        match fault {
            PlayFault::Input(fault) => RoundFault::Input(fault),
            other => RoundFault::Play(other),
        }
    }
}

impl From<PeggingFault> for RoundFault {
    fn from(fault: PeggingFault) -> RoundFault {
        RoundFault::Play(PlayFault::Refused(fault))
    }
}

impl From<RulebookError> for RoundFault {
    fn from(error: RulebookError) -> RoundFault {
        RoundFault::Rulebook(error)
    }
}

impl Coded for RoundFault {
    fn code(&self) -> &'static str {
        match self {
            RoundFault::Input(fault) => fault.code(),
            RoundFault::Play(fault) => fault.code(),
            RoundFault::Rulebook(error) => error.code(),
            RoundFault::CribSize { .. } => "deal.crib_card_count",
            RoundFault::ClaimCount { .. } => "claims.count",
            RoundFault::ThreeForLast => "rules.three_for_last_variant",
            RoundFault::AlreadyWon(_) => "game.already_won",
            RoundFault::CallWithout { .. } => "muggins.call_incomplete",
            RoundFault::NoSuchEvent { .. } => "muggins.no_such_event",
            RoundFault::CallOnUnrecorded { .. } => "muggins.count_not_recorded",
            RoundFault::DealtSeats { .. } => "dealt.seat_count",
            RoundFault::KeptNotDealt { .. } => "dealt.kept_card_missing",
            RoundFault::DealtNotLaid { .. } => "dealt.card_unaccounted",
        }
    }

    fn params(&self) -> Params {
        match self {
            RoundFault::Input(fault) => fault.params(),
            RoundFault::Play(fault) => fault.params(),
            RoundFault::Rulebook(error) => error.params(),
            RoundFault::CribSize { expected, found }
            | RoundFault::ClaimCount { expected, found }
            | RoundFault::DealtSeats { expected, found } => numbers!(expected, found),
            RoundFault::ThreeForLast | RoundFault::CallOnUnrecorded { .. } => Vec::new(),
            RoundFault::AlreadyWon(seat) => numbers!(seat),
            RoundFault::CallWithout { field } => vec![("field", Param::text(field))],
            RoundFault::NoSuchEvent { events } => numbers!(events),
            RoundFault::KeptNotDealt { card } | RoundFault::DealtNotLaid { card } => {
                vec![("card", Param::text(card))]
            }
        }
    }
}

impl Refused for RoundFault {
    fn places(&self) -> Vec<(&'static str, Place)> {
        match self {
            RoundFault::Input(fault) => fault.places(),
            RoundFault::Play(fault) => fault.places(),
            RoundFault::CallOnUnrecorded { claim } => vec![("claim", *claim)],
            _ => Vec::new(),
        }
    }
}
