//! What can be wrong with a play as a request gives it: the shared checks, the series and the
//! proposed action, and what the play's engine refuses.

use super::PeggingFault;
use crate::card::Card;
use crate::input::{Fault, Place, Refused};
use crate::refusal::{Coded, Param, Params, numbers};

/// Why a play as a request gives it cannot be judged or replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayFault {
    /// A shared check: a card's text, a repeat, the hands and players.
    Input(Fault),
    /// The proposed card is already in the series.
    AlreadyPlayed {
        /// The card.
        card: Card,
        /// Its index in the series.
        at: usize,
    },
    /// A count above 31.
    CountPastThirtyOne,
    /// A series whose cards count past 31.
    SeriesPastThirtyOne {
        /// Their count.
        sum: u32,
    },
    /// A series whose cards do not make the count given.
    SeriesCount {
        /// Their count.
        sum: u32,
        /// The count given.
        count: u8,
    },
    /// Neither a card nor a go proposed.
    NoAction,
    /// An event that says go is false: it is no action.
    GoFalse,
    /// Both a card and a go proposed.
    CardAndGo,
    /// The play's engine refuses an event.
    Refused(PeggingFault),
}

impl From<Fault> for PlayFault {
    fn from(fault: Fault) -> PlayFault {
        PlayFault::Input(fault)
    }
}

impl From<PeggingFault> for PlayFault {
    fn from(fault: PeggingFault) -> PlayFault {
        PlayFault::Refused(fault)
    }
}

impl Coded for PlayFault {
    fn code(&self) -> &'static str {
        match self {
            PlayFault::Input(fault) => fault.code(),
            PlayFault::AlreadyPlayed { .. } => "card.already_in_series",
            PlayFault::CountPastThirtyOne => "count.past_31",
            PlayFault::SeriesPastThirtyOne { .. } => "series.past_31",
            PlayFault::SeriesCount { .. } => "series.count_differs",
            PlayFault::NoAction => "action.missing",
            PlayFault::GoFalse => "action.go_false",
            PlayFault::CardAndGo => "action.card_and_go",
            PlayFault::Refused(fault) => fault.code(),
        }
    }

    fn params(&self) -> Params {
        match self {
            PlayFault::Input(fault) => fault.params(),
            PlayFault::AlreadyPlayed { card, .. } => vec![("card", Param::text(card))],
            PlayFault::SeriesPastThirtyOne { sum } => numbers!(sum),
            PlayFault::SeriesCount { sum, count } => numbers!(sum, count),
            PlayFault::CountPastThirtyOne
            | PlayFault::NoAction
            | PlayFault::GoFalse
            | PlayFault::CardAndGo => Vec::new(),
            PlayFault::Refused(fault) => fault.params(),
        }
    }
}

impl Refused for PlayFault {
    fn places(&self) -> Vec<(&'static str, Place)> {
        match self {
            PlayFault::Input(fault) => fault.places(),
            PlayFault::AlreadyPlayed { at, .. } => vec![("at", Place::field("series").at(*at))],
            _ => Vec::new(),
        }
    }
}
