//! Every refusal of the domain in words, in every language the service speaks.
//!
//! The English sentence of each error is its `Display`, written beside the error in the module
//! that owns it (the language the code is written in, and what a library user sees in a log).
//! Every other language has its refusals in its own folder (`de/refusals.rs`,
//! `pl/refusals/`), matching exhaustively on the same errors, so a new kind of refusal does not
//! compile until each language has its sentence; the dependency runs one way, from these texts
//! to the errors; this module only picks the language. Places are named in words ("the second
//! card of the hand"), never as JSON pointers: the HTTP layer keeps the pointer in its own field.
//!
//! Each language's sentences are tables: one function per kind of error, one match arm per
//! refusal, with no catch-all, so a new refusal does not compile until every language has its
//! sentence. The tables are long by nature, and read best whole.

use super::{Language, de, pl};
use crate::game::ProblemKind;
use crate::input::{Fault, Place};
use crate::pegging::{PeggingError, PeggingFault, Refusal};
use crate::refusal::Foreign;
use crate::rulebook::RulebookError;

/// The fault in `language`.
pub fn fault(language: Language, fault: &Fault) -> String {
    match language {
        Language::English => fault.to_string(),
        Language::German => de::refusals::fault(fault),
        Language::Polish => pl::refusals::fault(fault),
    }
}

/// Why the play's engine refuses, in `language`; `seats` names players as the seats of a deal.
pub fn play(language: Language, error: &PeggingError, seats: bool) -> String {
    match language {
        Language::English => error.describe(seats),
        Language::German => de::refusals::play(error, seats),
        Language::Polish => pl::refusals::play(error, seats),
    }
}

/// Why a rulebook cannot rule on what it was asked, in `language`.
pub fn rulebook(language: Language, error: &RulebookError) -> String {
    match language {
        Language::English => error.to_string(),
        Language::German => de::refusals::rulebook(error),
        Language::Polish => pl::refusals::rulebook(error),
    }
}

// The refusals raised above the shared checks speak through these: their words live here,
// with every other sentence of each language, and the modules that raise them stay below the
// texts.
impl Foreign for PeggingFault {
    fn words(&self, language: Language) -> String {
        play(language, &self.error, self.seats)
    }
}

impl Foreign for RulebookError {
    fn words(&self, language: Language) -> String {
        rulebook(language, self)
    }
}

/// A problem with a game log in `language`.
pub fn game(language: Language, problem: &ProblemKind) -> String {
    match language {
        Language::English => problem.to_string(),
        Language::German => de::refusals::game(problem),
        Language::Polish => pl::refusals::game(problem),
    }
}

/// A place in the input, in words, in `language`.
pub fn place(language: Language, place: Place) -> String {
    match language {
        Language::English => place.words(),
        Language::German => de::refusals::place(place),
        Language::Polish => pl::refusals::place(place),
    }
}

/// Why a proposed play is refused, in the words a player hears at the table.
impl Refusal {
    /// Why, in `language`.
    pub fn text(&self, language: Language) -> String {
        let texts = language.texts();
        match self {
            Refusal::NotInHand { card } => texts.not_in_hand(&texts.card(*card)),
            Refusal::PastThirtyOne { card, would_be } => {
                texts.past_thirty_one(&texts.card(*card), *would_be)
            }
            Refusal::GoWhileCardFits { fits } => texts.go_while_card_fits(&texts.cards(fits)),
        }
    }
}
