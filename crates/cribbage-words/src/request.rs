//! What a request can be refused for before the domain sees it: the body does not fit the
//! request's shape, a list is too long, a number out of range, a query parameter unknown. The
//! HTTP layer finds these; their codes, values and words are here, beside every other refusal's,
//! each language's in its own folder (`request.rs`).

use crate::refusal::{Coded, Param, Params};
use crate::{Language, de, en, pl};

/// A refusal of a request before the domain sees it: the body does not fit the request's shape,
/// a list is too long, a number out of range, a query parameter unknown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RequestRefusal {
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

impl Coded for RequestRefusal {
    fn code(&self) -> &'static str {
        match self {
            RequestRefusal::NotObject => "json.not_object",
            RequestRefusal::UnknownField { .. } => "json.unknown_field",
            RequestRefusal::MissingField { .. } => "json.missing_field",
            RequestRefusal::WrongType { .. } => "json.wrong_type",
            RequestRefusal::InvalidValue { .. } => "json.invalid_value",
            RequestRefusal::InvalidLength { .. } => "json.invalid_length",
            RequestRefusal::DuplicateField { .. } => "json.duplicate_field",
            RequestRefusal::ClaimOnGo => "event.claim_on_go",
            RequestRefusal::RenegedOnCard => "event.reneged_on_card",
            RequestRefusal::CardOrGo => "event.card_or_go",
            RequestRefusal::Json { .. } => "json.invalid",
            RequestRefusal::TooLong { .. } => "list.too_long",
            RequestRefusal::OutOfRange { .. } => "number.out_of_range",
            RequestRefusal::Language { .. } => "query.unsupported_language",
            RequestRefusal::GameHands { .. } => "game.hand_count",
            RequestRefusal::GameFieldPerHand { .. } => "game.field_per_hand",
        }
    }

    fn params(&self) -> Params {
        let text = |value: &str| Param::Text(value.to_owned());
        match self {
            RequestRefusal::NotObject
            | RequestRefusal::ClaimOnGo
            | RequestRefusal::RenegedOnCard
            | RequestRefusal::CardOrGo => Vec::new(),
            RequestRefusal::UnknownField { field, expected } => vec![
                ("field", text(field)),
                ("expected", Param::List(expected.clone())),
            ],
            RequestRefusal::MissingField { field } | RequestRefusal::DuplicateField { field } => {
                vec![("field", text(field))]
            }
            RequestRefusal::WrongType { found, expected }
            | RequestRefusal::InvalidValue { found, expected }
            | RequestRefusal::InvalidLength { found, expected } => {
                vec![("found", text(found)), ("expected", text(expected))]
            }
            RequestRefusal::Json { message } => vec![("message", text(message))],
            RequestRefusal::TooLong { max, of } => {
                vec![("max", Param::number(*max)), ("of", text(of))]
            }
            RequestRefusal::OutOfRange { min, max } => {
                vec![("min", Param::number(*min)), ("max", Param::number(*max))]
            }
            RequestRefusal::Language { value } => vec![
                ("value", text(value)),
                (
                    "supported",
                    Param::List(Language::ALL.map(|l| l.code().to_owned()).to_vec()),
                ),
            ],
            RequestRefusal::GameHands { max } => {
                vec![("min", Param::number(1)), ("max", Param::number(*max))]
            }
            RequestRefusal::GameFieldPerHand { field } => vec![("field", text(field))],
        }
    }
}

impl crate::Worded for RequestRefusal {
    fn words(&self, language: Language) -> String {
        match language {
            Language::English => en::request::refusal(self),
            Language::German => de::request::refusal(self),
            Language::Polish => pl::request::refusal(self),
        }
    }
}

/// What an event object with both a card and a go, or neither, is told in English: also the
/// message the JSON reader is given, by which the HTTP layer knows the refusal for its own.
pub use en::request::CARD_OR_GO;

/// The `title` of a problem kind in `language` (the English title is the kind table's).
pub fn title(slug: &str, english: &'static str, language: Language) -> &'static str {
    match language {
        Language::English => None,
        Language::German => de::request::title(slug),
        Language::Polish => pl::request::title(slug),
    }
    .unwrap_or(english)
}

pub(crate) fn quoted(items: &[String], open: &str, close: &str) -> String {
    items
        .iter()
        .map(|item| format!("{open}{item}{close}"))
        .collect::<Vec<_>>()
        .join(", ")
}

pub(crate) fn supported(or: &str) -> String {
    let codes = Language::ALL.map(Language::code);
    match codes.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}{or}{last}", rest.join(", ")),
        _ => codes.join(""),
    }
}
