//! Every refusal of the domain in words, in every language the service speaks.
//!
//! Each language has its refusals in its own folder (`en/refusals.rs`, `de/refusals.rs`,
//! `pl/refusals/`): one function per module's error type, one match arm per refusal, no
//! catch-all, so a new refusal does not compile until every language has its sentence. A type
//! that wraps the errors of the modules below it (a round's wraps the play's, which wraps the
//! shared checks') hands each wrapped error to that module's function. This module only picks
//! the language. Places are named in words ("the second card of the hand"), never as JSON
//! pointers: the HTTP layer keeps the pointer in its own field.

use crate::card::ParseCardError;
use crate::fault::{AdviceFault, BoardFault, ReviewFault};
use crate::game::ProblemKind;
use crate::input::{Fault, Place};
use crate::pegging::{PeggingFault, PlayFault, Refusal};
use crate::round::RoundFault;
use crate::rulebook::{ReplayFault, RulebookError};
use crate::{Language, Speaking, de, en, pl};

/// A refusal said in each language a person may read it in.
pub trait Worded {
    /// The refusal in `language`.
    fn words(&self, language: Language) -> String;
}

/// Each error type's sentence, from each language's own function of the same name.
macro_rules! worded {
    ($($ty:ty => $function:ident),* $(,)?) => {
        $(impl Worded for $ty {
            fn words(&self, language: Language) -> String {
                match language {
                    Language::English => en::refusals::$function(self),
                    Language::German => de::refusals::$function(self),
                    Language::Polish => pl::refusals::$function(self),
                }
            }
        })*
    };
}

worded! {
    Fault => fault,
    PlayFault => play_check,
    ReplayFault => replay,
    RoundFault => round,
    BoardFault => board,
    AdviceFault => advice,
    ReviewFault => review,
    RulebookError => rulebook,
    ProblemKind => game,
    ParseCardError => card_text,
}

impl Worded for PeggingFault {
    fn words(&self, language: Language) -> String {
        play(language, &self.error, self.seats)
    }
}

/// Why the play's engine refuses, in `language`; `seats` names players as the seats of a deal.
pub fn play(language: Language, error: &crate::pegging::PeggingError, seats: bool) -> String {
    match language {
        Language::English => en::refusals::play(error, seats),
        Language::German => de::refusals::play(error, seats),
        Language::Polish => pl::refusals::play(error, seats),
    }
}

/// A place in the input, in words, in `language`.
pub fn place(language: Language, place: Place) -> String {
    match language {
        Language::English => en::refusals::place(place),
        Language::German => de::refusals::place(place),
        Language::Polish => pl::refusals::place(place),
    }
}

/// Why a proposed play is refused, in the words a player hears at the table.
pub trait RefusalText {
    /// Why, in `language`.
    fn text(&self, language: Language) -> String;
}

impl RefusalText for Refusal {
    fn text(&self, language: Language) -> String {
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
