//! The error of the error path's second reading (see [`again`](super::again)): what went wrong,
//! kept as data as serde raises it (a field unknown, what was found and what was wanted), and
//! the refusal a client is given for it, worded from that data in the request's terms.

use std::cell::Cell;
use std::fmt;

use serde::de::{self, Unexpected};

use crate::api::problem::words::RequestRefusal;
use crate::domain::language::Language;
use crate::domain::texts::Worded;

thread_local! {
    /// The project's own refusal being raised on this thread. serde hands a custom error on as
    /// text only (`de::Error::custom` takes anything `Display`), so the kind travels beside it:
    /// [`refuse`] leaves it here and [`Refused::custom`] takes it at once.
    static RAISED: Cell<Option<RequestRefusal>> = const { Cell::new(None) };
}

/// Runs `read` (the second reading) with no refusal left over from serde_json's reading, which
/// raised the same one and had no use for it.
pub(super) fn raising<R>(read: impl FnOnce() -> R) -> R {
    RAISED.set(None);
    let result = read();
    RAISED.set(None);
    result
}

/// Raises one of the project's own refusals (an event object that claims on a go, ...) from a
/// `Deserialize` impl: serde_json gets its English, the error path's reader the kind itself.
pub fn refuse<E: de::Error>(refusal: RequestRefusal) -> E {
    let english = refusal.words(Language::English);
    RAISED.set(Some(refusal));
    E::custom(english)
}

/// What was sent where a value did not fit, in JSON's terms.
#[derive(Debug)]
pub(super) enum Found {
    Null,
    Boolean(bool),
    Unsigned(u64),
    Signed(i64),
    Float(f64),
    Text(String),
    Array,
    Object,
    /// Something JSON cannot send (a char, bytes, a Rust enum), in serde's words.
    Other(String),
}

impl From<Unexpected<'_>> for Found {
    fn from(unexpected: Unexpected<'_>) -> Self {
        match unexpected {
            Unexpected::Unit => Found::Null,
            Unexpected::Bool(v) => Found::Boolean(v),
            Unexpected::Unsigned(v) => Found::Unsigned(v),
            Unexpected::Signed(v) => Found::Signed(v),
            Unexpected::Float(v) => Found::Float(v),
            Unexpected::Str(v) => Found::Text(v.to_owned()),
            Unexpected::Seq => Found::Array,
            Unexpected::Map => Found::Object,
            other => Found::Other(other.to_string()),
        }
    }
}

/// The `found` param: the words clients have always been given (`integer `7``, `sequence`).
impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Null => f.write_str("null"),
            Found::Boolean(v) => write!(f, "boolean `{v}`"),
            Found::Unsigned(v) => write!(f, "integer `{v}`"),
            Found::Signed(v) => write!(f, "integer `{v}`"),
            // As serde_json writes the number (`2.0`, `1e20`), not as Rust does (`2`).
            Found::Float(v) => match serde_json::Number::from_f64(*v) {
                Some(number) => write!(f, "number `{number}`"),
                None => write!(f, "number `{v}`"),
            },
            Found::Text(v) => write!(f, "string {v:?}"),
            Found::Array => f.write_str("sequence"),
            Found::Object => f.write_str("map"),
            Found::Other(v) => f.write_str(v),
        }
    }
}

/// What the request wanted where a value did not fit.
#[derive(Debug)]
pub(super) enum Wanted {
    /// A visitor's own words: the project's (`a JSON object`, `a card such as ...`) or, for a
    /// JSON type the deserializer cannot name (a string), serde's.
    Said(String),
    /// A whole number in a range (`u8`, `u32`).
    Whole {
        min: i64,
        max: u64,
    },
    /// Any whole number from 0 (`usize`, `u64`).
    NonNegative,
    Number,
    Boolean,
    Array,
    Object,
    Null,
    /// One of an enum's names.
    Variants(&'static [&'static str]),
}

/// The `expected` param, in the request's terms, never a Rust type's name.
impl fmt::Display for Wanted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Wanted::Said(words) => f.write_str(words),
            Wanted::Whole { min, max } => write!(f, "a whole number from {min} to {max}"),
            Wanted::NonNegative => f.write_str("a non-negative whole number"),
            Wanted::Number => f.write_str("a number"),
            Wanted::Boolean => f.write_str("a boolean"),
            Wanted::Array => f.write_str("an array"),
            Wanted::Object => f.write_str("an object"),
            Wanted::Null => f.write_str("null"),
            Wanted::Variants(names) => match names {
                [] => f.write_str("nothing"),
                [one] => write!(f, "`{one}`"),
                [first, second] => write!(f, "`{first}` or `{second}`"),
                many => {
                    let quoted: Vec<String> = many.iter().map(|name| format!("`{name}`")).collect();
                    write!(f, "one of {}", quoted.join(", "))
                }
            },
        }
    }
}

/// The error of the second reading: the kind of mismatch, as serde raised it.
#[derive(Debug)]
pub(super) struct Refused {
    kind: Kind,
    /// Raised by a value inside the one being read (an array's item, an object's member): its
    /// expectation is that value's, not to be replaced by the outer one's.
    inner: bool,
}

#[derive(Debug)]
pub(super) enum Kind {
    /// Complete as raised: a field unknown, missing or repeated; the project's own refusals.
    Refusal(RequestRefusal),
    WrongType {
        found: Found,
        wanted: Wanted,
    },
    InvalidValue {
        found: Found,
        wanted: Wanted,
    },
    InvalidLength {
        length: usize,
        wanted: Wanted,
    },
}

impl Refused {
    pub(super) fn of(kind: Kind) -> Self {
        Refused { kind, inner: false }
    }

    /// The refusal a client is given.
    pub(super) fn refusal(self) -> RequestRefusal {
        match self.kind {
            Kind::Refusal(refusal) => refusal,
            Kind::WrongType { found, wanted } => RequestRefusal::WrongType {
                found: found.to_string(),
                expected: wanted.to_string(),
            },
            Kind::InvalidValue { found, wanted } => RequestRefusal::InvalidValue {
                found: found.to_string(),
                expected: wanted.to_string(),
            },
            Kind::InvalidLength { length, wanted } => RequestRefusal::InvalidLength {
                found: length.to_string(),
                expected: wanted.to_string(),
            },
        }
    }

    /// The error with what the deserializer was asked for (a `u8`, an array) as its
    /// expectation, unless it came from a value inside: a primitive visitor words what it
    /// wants as a Rust type (`u8`, `struct Rules`).
    pub(super) fn wanting(mut self, what: Wanted) -> Self {
        if !self.inner {
            match &mut self.kind {
                Kind::WrongType { wanted, .. }
                | Kind::InvalidValue { wanted, .. }
                | Kind::InvalidLength { wanted, .. } => *wanted = what,
                Kind::Refusal(_) => {}
            }
        }
        self
    }

    pub(super) fn raised_inside(mut self) -> Self {
        self.inner = true;
        self
    }
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            Kind::Refusal(refusal) => f.write_str(&refusal.words(Language::English)),
            Kind::WrongType { found, wanted } => {
                write!(f, "invalid type: {found}, expected {wanted}")
            }
            Kind::InvalidValue { found, wanted } => {
                write!(f, "invalid value: {found}, expected {wanted}")
            }
            Kind::InvalidLength { length, wanted } => {
                write!(f, "invalid length {length}, expected {wanted}")
            }
        }
    }
}

impl std::error::Error for Refused {}

impl de::Error for Refused {
    fn custom<T: fmt::Display>(message: T) -> Self {
        let refusal = RAISED.take().unwrap_or_else(|| RequestRefusal::Json {
            message: message.to_string(),
        });
        Refused::of(Kind::Refusal(refusal))
    }

    fn invalid_type(unexpected: Unexpected<'_>, expected: &dyn de::Expected) -> Self {
        Refused::of(Kind::WrongType {
            found: unexpected.into(),
            wanted: Wanted::Said(expected.to_string()),
        })
    }

    fn invalid_value(unexpected: Unexpected<'_>, expected: &dyn de::Expected) -> Self {
        Refused::of(Kind::InvalidValue {
            found: unexpected.into(),
            wanted: Wanted::Said(expected.to_string()),
        })
    }

    fn invalid_length(length: usize, expected: &dyn de::Expected) -> Self {
        Refused::of(Kind::InvalidLength {
            length,
            wanted: Wanted::Said(expected.to_string()),
        })
    }

    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> Self {
        Refused::of(Kind::InvalidValue {
            found: Found::Text(variant.to_owned()),
            wanted: Wanted::Variants(expected),
        })
    }

    fn unknown_field(field: &str, expected: &'static [&'static str]) -> Self {
        Refused::of(Kind::Refusal(RequestRefusal::UnknownField {
            field: field.to_owned(),
            expected: expected.iter().map(|name| (*name).to_owned()).collect(),
        }))
    }

    fn missing_field(field: &'static str) -> Self {
        Refused::of(Kind::Refusal(RequestRefusal::MissingField {
            field: field.to_owned(),
        }))
    }

    fn duplicate_field(field: &'static str) -> Self {
        Refused::of(Kind::Refusal(RequestRefusal::DuplicateField {
            field: field.to_owned(),
        }))
    }
}
