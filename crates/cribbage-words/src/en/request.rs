//! The refusals of a request before the domain sees it, in English: they name the JSON's own
//! types and fields, since only a program sends a body of the wrong shape.

use crate::request::{RequestRefusal, quoted, supported};

/// What a go event that claims points is told, in English.
const CLAIM_ON_GO: &str = "a go claims nothing: \"claimed\" goes with a card";
/// What a card event that decides on reneged cards is told, in English.
const RENEGED_ON_CARD: &str = "a card is not a renege: \"reneged\" goes with a go that is one";
/// What an event object with both a card and a go, or neither, is told.
pub const CARD_OR_GO: &str = "an event object has either \"card\" or \"go\", not both or neither";

pub(crate) fn refusal(refusal: &RequestRefusal) -> String {
    match refusal {
        RequestRefusal::NotObject => "the body must be a JSON object".to_owned(),
        RequestRefusal::UnknownField { field, expected } => match expected.as_slice() {
            [] => format!("unknown field `{field}`, there are no fields"),
            [one] => format!("unknown field `{field}`, expected `{one}`"),
            many => format!(
                "unknown field `{field}`, expected one of {}",
                quoted(many, "`", "`")
            ),
        },
        RequestRefusal::MissingField { field } => format!("missing field `{field}`"),
        RequestRefusal::WrongType { found, expected } => {
            format!("invalid type: {found}, expected {expected}")
        }
        RequestRefusal::InvalidValue { found, expected } => {
            format!("invalid value: {found}, expected {expected}")
        }
        RequestRefusal::InvalidLength { found, expected } => {
            format!("invalid length {found}, expected {expected}")
        }
        RequestRefusal::DuplicateField { field } => format!("duplicate field `{field}`"),
        RequestRefusal::ClaimOnGo => CLAIM_ON_GO.to_owned(),
        RequestRefusal::RenegedOnCard => RENEGED_ON_CARD.to_owned(),
        RequestRefusal::CardOrGo => CARD_OR_GO.to_owned(),
        RequestRefusal::Json { message } => message.clone(),
        RequestRefusal::TooLong { max, of } => {
            let noun = match *of {
                "cards" => "cards",
                "events" => "events",
                "seats" => "seats",
                "history" => "earlier hands",
                "muggins" => "muggins calls",
                _ => "infractions",
            };
            format!("at most {max} {noun}")
        }
        RequestRefusal::OutOfRange { min, max } => format!("a whole number from {min} to {max}"),
        RequestRefusal::Language { value } => format!(
            "unsupported language {value:?} in the query parameter lang: use {}",
            supported(" or ")
        ),
        RequestRefusal::GameHands { max } => format!("a game has 1 to {max} hands"),
        RequestRefusal::GameFieldPerHand { field } => {
            format!("a game has one {field} for every hand: give it once, at /{field}")
        }
    }
}
