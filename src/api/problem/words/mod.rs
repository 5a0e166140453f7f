//! The refusals of the HTTP layer itself (the JSON does not fit, a list is too long, a query
//! parameter is unknown), with their codes and their words in every language; and the titles and
//! details of the problem kinds. The domain's refusals are worded in
//! [`texts::refusals`](crate::domain::texts::refusals); these are about JSON and HTTP, which the
//! domain does not know.

use serde_json::{Map, Value, json};

use super::ApiError;
use crate::domain::language::Language;

mod de;
mod pl;

/// A refusal of the HTTP layer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApiRefusal {
    /// The body (or a nested value that must be one) is not a JSON object.
    NotObject,
    /// A field the request does not have.
    UnknownField {
        /// The field.
        field: String,
        /// The fields it has.
        expected: Vec<String>,
    },
    /// A required field left out.
    MissingField {
        /// The field.
        field: String,
    },
    /// A value of the wrong JSON type.
    WrongType {
        /// What was sent, as serde words it.
        found: String,
        /// What is expected, as the request's schema words it.
        expected: String,
    },
    /// A value of the right type that is not one of the values allowed.
    InvalidValue {
        /// What was sent.
        found: String,
        /// What is expected.
        expected: String,
    },
    /// An array of the wrong length.
    InvalidLength {
        /// What was sent.
        found: String,
        /// What is expected.
        expected: String,
    },
    /// A field given twice in one object.
    DuplicateField {
        /// The field.
        field: String,
    },
    /// A go event that claims points.
    ClaimOnGo,
    /// A card event that decides on reneged cards.
    RenegedOnCard,
    /// An event object with both a card and a go, or neither.
    CardOrGo,
    /// Any other mismatch the JSON reader reported, in its words.
    Json {
        /// The reader's message.
        message: String,
    },
    /// A list longer than the request allows.
    TooLong {
        /// The most it holds.
        max: u64,
        /// What the list is: `cards`, `events`, `seats`, `infractions`.
        of: &'static str,
    },
    /// A number outside its range.
    OutOfRange {
        /// The least allowed.
        min: u64,
        /// The most allowed.
        max: u64,
    },
    /// A `lang` the service does not speak.
    Language {
        /// The value given.
        value: String,
    },
    /// A game log without hands, or with too many.
    GameHands {
        /// The most a game has.
        max: usize,
    },
    /// A hand of a game that gives its own variant, target or rules.
    GameFieldPerHand {
        /// The field.
        field: &'static str,
    },
}

impl ApiRefusal {
    /// The stable code.
    pub fn code(&self) -> &'static str {
        match self {
            ApiRefusal::NotObject => "json.not_object",
            ApiRefusal::UnknownField { .. } => "json.unknown_field",
            ApiRefusal::MissingField { .. } => "json.missing_field",
            ApiRefusal::WrongType { .. } => "json.wrong_type",
            ApiRefusal::InvalidValue { .. } => "json.invalid_value",
            ApiRefusal::InvalidLength { .. } => "json.invalid_length",
            ApiRefusal::DuplicateField { .. } => "json.duplicate_field",
            ApiRefusal::ClaimOnGo => "event.claim_on_go",
            ApiRefusal::RenegedOnCard => "event.reneged_on_card",
            ApiRefusal::CardOrGo => "event.card_or_go",
            ApiRefusal::Json { .. } => "json.invalid",
            ApiRefusal::TooLong { .. } => "list.too_long",
            ApiRefusal::OutOfRange { .. } => "number.out_of_range",
            ApiRefusal::Language { .. } => "query.unsupported_language",
            ApiRefusal::GameHands { .. } => "game.hand_count",
            ApiRefusal::GameFieldPerHand { .. } => "game.field_per_hand",
        }
    }

    /// The values of its sentence.
    pub fn params(&self) -> Map<String, Value> {
        let value = match self {
            ApiRefusal::NotObject
            | ApiRefusal::ClaimOnGo
            | ApiRefusal::RenegedOnCard
            | ApiRefusal::CardOrGo => json!({}),
            ApiRefusal::UnknownField { field, expected } => {
                json!({ "field": field, "expected": expected })
            }
            ApiRefusal::MissingField { field } | ApiRefusal::DuplicateField { field } => {
                json!({ "field": field })
            }
            ApiRefusal::WrongType { found, expected }
            | ApiRefusal::InvalidValue { found, expected }
            | ApiRefusal::InvalidLength { found, expected } => {
                json!({ "found": found, "expected": expected })
            }
            ApiRefusal::Json { message } => json!({ "message": message }),
            ApiRefusal::TooLong { max, of } => json!({ "max": max, "of": of }),
            ApiRefusal::OutOfRange { min, max } => json!({ "min": min, "max": max }),
            ApiRefusal::Language { value } => {
                json!({ "value": value, "supported": Language::ALL.map(Language::code) })
            }
            ApiRefusal::GameHands { max } => json!({ "min": 1, "max": max }),
            ApiRefusal::GameFieldPerHand { field } => json!({ "field": field }),
        };
        match value {
            Value::Object(map) => map,
            _ => Map::new(),
        }
    }

    /// The sentence in `language`.
    pub fn words(&self, language: Language) -> String {
        match language {
            Language::English => self.english(),
            Language::German => de::refusal(self),
            Language::Polish => pl::refusal(self),
        }
    }

    pub(super) fn english(&self) -> String {
        match self {
            ApiRefusal::NotObject => "the body must be a JSON object".to_owned(),
            ApiRefusal::UnknownField { field, expected } => match expected.as_slice() {
                [] => format!("unknown field `{field}`, there are no fields"),
                [one] => format!("unknown field `{field}`, expected `{one}`"),
                many => format!(
                    "unknown field `{field}`, expected one of {}",
                    quoted(many, "`", "`")
                ),
            },
            ApiRefusal::MissingField { field } => format!("missing field `{field}`"),
            ApiRefusal::WrongType { found, expected } => {
                format!("invalid type: {found}, expected {expected}")
            }
            ApiRefusal::InvalidValue { found, expected } => {
                format!("invalid value: {found}, expected {expected}")
            }
            ApiRefusal::InvalidLength { found, expected } => {
                format!("invalid length {found}, expected {expected}")
            }
            ApiRefusal::DuplicateField { field } => format!("duplicate field `{field}`"),
            ApiRefusal::ClaimOnGo => CLAIM_ON_GO.to_owned(),
            ApiRefusal::RenegedOnCard => RENEGED_ON_CARD.to_owned(),
            ApiRefusal::CardOrGo => CARD_OR_GO.to_owned(),
            ApiRefusal::Json { message } => message.clone(),
            ApiRefusal::TooLong { max, of } => {
                let noun = match *of {
                    "cards" => "cards",
                    "events" => "events",
                    "seats" => "seats",
                    "muggins" => "muggins calls",
                    _ => "infractions",
                };
                format!("at most {max} {noun}")
            }
            ApiRefusal::OutOfRange { min, max } => format!("a whole number from {min} to {max}"),
            ApiRefusal::Language { value } => format!(
                "unsupported language {value:?} in the query parameter lang: use {}",
                supported(" or ")
            ),
            ApiRefusal::GameHands { max } => format!("a game has 1 to {max} hands"),
            ApiRefusal::GameFieldPerHand { field } => {
                format!("a game has one {field} for every hand: give it once, at /{field}")
            }
        }
    }
}

/// What a go event that claims points is told, in English.
pub const CLAIM_ON_GO: &str = "a go claims nothing: \"claimed\" goes with a card";
/// What a card event that decides on reneged cards is told, in English.
pub const RENEGED_ON_CARD: &str = "a card is not a renege: \"reneged\" goes with a go that is one";
/// What an event object with both a card and a go, or neither, is told.
pub const CARD_OR_GO: &str = "an event object has either \"card\" or \"go\", not both or neither";

pub(super) fn quoted(items: &[String], open: &str, close: &str) -> String {
    items
        .iter()
        .map(|item| format!("{open}{item}{close}"))
        .collect::<Vec<_>>()
        .join(", ")
}

pub(super) fn supported(or: &str) -> String {
    let codes = Language::ALL.map(Language::code);
    match codes.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}{or}{last}", rest.join(", ")),
        _ => codes.join(""),
    }
}

/// An error's `detail` in a language other than English.
pub(super) fn detail(error: &ApiError, language: Language) -> String {
    match language {
        Language::English => error.to_string(),
        Language::German => de::detail(error),
        Language::Polish => pl::detail(error),
    }
}

/// The `title` of a problem kind in `language` (the English title is the kind table's).
pub fn title(slug: &str, english: &'static str, language: Language) -> &'static str {
    match language {
        Language::English => None,
        Language::German => de::title(slug),
        Language::Polish => pl::title(slug),
    }
    .unwrap_or(english)
}

/// The refusal a `validator` rule stands for: a list's `length(max)` (its `code` names what
/// the list holds: `cards`, `events`, `seats`, `infractions`, `muggins`) or a number's
/// `range`.
pub fn from_validator(error: &validator::ValidationError) -> ApiRefusal {
    let number = |name: &str| {
        error
            .params
            .get(name)
            .and_then(Value::as_u64)
            .unwrap_or_default()
    };
    match error.code.as_ref() {
        "range" => ApiRefusal::OutOfRange {
            min: number("min"),
            max: number("max"),
        },
        "cards" => ApiRefusal::TooLong {
            max: number("max"),
            of: "cards",
        },
        "events" => ApiRefusal::TooLong {
            max: number("max"),
            of: "events",
        },
        "seats" => ApiRefusal::TooLong {
            max: number("max"),
            of: "seats",
        },
        "muggins" => ApiRefusal::TooLong {
            max: number("max"),
            of: "muggins",
        },
        _ => ApiRefusal::TooLong {
            max: number("max"),
            of: "infractions",
        },
    }
}
