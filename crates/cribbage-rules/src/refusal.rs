//! What every refusal of the domain has in common: a stable machine `code` and its `params`.
//!
//! Each module owns its error enum (a card's text, the play, the rulebook, a game log, the checks
//! of [`input`](super::input)), which wraps the ones below it, and says, beside it, which code
//! each variant is and what values fill its sentence. The sentences themselves, in every
//! language, live in the words crate (`cribbage-words`), one folder per language; a client that
//! wants its own words localizes from `code` and `params` alone. Codes are `area.what` in snake
//! case and never change once published: a new kind of refusal gets a new code.

/// One value a refusal's sentence is made from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Param {
    /// A count, a score, a seat, an index.
    Number(i64),
    /// A card, a variant's or rulebook's name, a text as it was given.
    Text(String),
    /// A yes or no.
    Flag(bool),
    /// Several texts: the cards or names a sentence lists.
    List(Vec<String>),
}

impl Param {
    /// A count, seat or index as a parameter.
    pub fn number(n: impl TryInto<i64>) -> Param {
        Param::Number(n.try_into().unwrap_or(i64::MAX))
    }

    /// Anything shown as text (a card, a name) as a parameter.
    pub fn text(value: impl ToString) -> Param {
        Param::Text(value.to_string())
    }
}

/// The named values of one refusal, in the order its sentence uses them.
pub type Params = Vec<(&'static str, Param)>;

/// An error the domain can refuse input with.
pub trait Coded {
    /// The stable machine code (`card.unknown_rank`, `play.past_31`).
    fn code(&self) -> &'static str;
    /// The values its sentence is made from.
    fn params(&self) -> Params;
}

/// The params of fields that are all numbers, named as the fields: `numbers!(seat, score)`.
/// Exported for the crates above, whose refusals are made the same way.
#[macro_export]
macro_rules! numbers {
    ($($field:ident),* $(,)?) => {
        vec![$((stringify!($field), $crate::refusal::Param::number(*$field))),*]
    };
}
pub use numbers;
