//! Every refusal of the domain in words, in every language the service speaks.
//!
//! The English sentence of each error is its `Display`, written beside the error in the module
//! that owns it (the language the code is written in, and what a library user sees in a log).
//! Every other language has one file here that matches exhaustively on the same errors, so a new
//! kind of refusal does not compile until each language has its sentence; the dependency runs
//! one way, from these texts to the errors. Places are named in words ("the second card of the
//! hand"), never as JSON pointers: the HTTP layer keeps the pointer in its own field.

mod de;
mod pl;

use super::Language;
use crate::domain::game::ProblemKind;
use crate::domain::input::{Fault, Place};

/// The fault in `language`.
pub fn fault(language: Language, fault: &Fault) -> String {
    match language {
        Language::English => fault.to_string(),
        Language::German => de::fault(fault),
        Language::Polish => pl::fault(fault),
    }
}

/// A problem with a game log in `language`.
pub fn game(language: Language, problem: &ProblemKind) -> String {
    match language {
        Language::English => problem.to_string(),
        Language::German => de::game(problem),
        Language::Polish => pl::game(problem),
    }
}

/// A place in the input, in words, in `language`.
pub fn place(language: Language, place: Place) -> String {
    match language {
        Language::English => place.words(),
        Language::German => de::place(place),
        Language::Polish => pl::place(place),
    }
}
