//! The HTTP layer's glue to the words: a `validator` rule as the refusal it stands for, and
//! each problem's top-level `detail` in a language other than English (English is the error's
//! own `Display`). The refusals themselves, with their codes and words in every language, are
//! the words crate's ([`RequestRefusal`]), beside the domain's.

use serde_json::Value;

use super::ApiError;
use crate::domain::language::Language;
pub use crate::domain::texts::request::RequestRefusal;

mod de;
mod pl;

/// An error's `detail` in a language other than English.
pub(super) fn detail(error: &ApiError, language: Language) -> String {
    match language {
        Language::English => error.to_string(),
        Language::German => de::detail(error),
        Language::Polish => pl::detail(error),
    }
}

/// The refusal a `validator` rule stands for: a list's `length(max)` (its `code` names what
/// the list holds: `cards`, `events`, `seats`, `history`, `infractions`, `muggins`) or a number's
/// `range`.
pub fn from_validator(error: &validator::ValidationError) -> RequestRefusal {
    let number = |name: &str| {
        error
            .params
            .get(name)
            .and_then(Value::as_u64)
            .unwrap_or_default()
    };
    match error.code.as_ref() {
        "range" => RequestRefusal::OutOfRange {
            min: number("min"),
            max: number("max"),
        },
        "cards" => RequestRefusal::TooLong {
            max: number("max"),
            of: "cards",
        },
        "events" => RequestRefusal::TooLong {
            max: number("max"),
            of: "events",
        },
        "seats" => RequestRefusal::TooLong {
            max: number("max"),
            of: "seats",
        },
        "history" => RequestRefusal::TooLong {
            max: number("max"),
            of: "history",
        },
        "muggins" => RequestRefusal::TooLong {
            max: number("max"),
            of: "muggins",
        },
        _ => RequestRefusal::TooLong {
            max: number("max"),
            of: "infractions",
        },
    }
}
