//! What every refusal of the domain has in common: a stable machine `code` and its `params`.
//!
//! Each module owns its error enum (a card's text, the play, the rulebook, a game log, the checks
//! of [`input`](super::input)) and says, beside it, which code each variant is and what values
//! fill its sentence. The sentences themselves, in every language, live in
//! [`texts::refusals`](super::texts::refusals); a client that wants its own words localizes from
//! `code` and `params` alone. Codes are `area.what` in snake case and never change once published:
//! a new kind of refusal gets a new code.

use std::fmt;
use std::sync::Arc;

use crate::language::Language;

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
macro_rules! numbers {
    ($($field:ident),* $(,)?) => {
        vec![$((stringify!($field), $crate::refusal::Param::number(*$field))),*]
    };
}
pub(crate) use numbers;

/// A refusal raised by a module above the shared checks of [`input`](super::input) (the play's
/// engine, a rulebook), which those checks carry as it is in a
/// [`Fault::Raised`](super::input::Fault::Raised). The checks sit below the modules that raise
/// these, so they know them only by what every refusal has: a code, params, and its sentence in
/// each language, which the refusal says itself ([`Foreign::words`]) from the language's own
/// file. Nothing reads the error back by its type: a new kind of raised refusal brings its
/// words with it, or it does not compile.
pub trait Foreign: Coded + fmt::Display + fmt::Debug + Send + Sync {
    /// The refusal in `language`, as a person reads it.
    fn words(&self, language: Language) -> String;
}

/// A [`Foreign`] refusal, shared: faults are cloned as problems are collected and reported.
#[derive(Clone)]
pub struct Raised(Arc<dyn Foreign>);

impl Raised {
    /// Carries `refusal`.
    pub fn new(refusal: impl Foreign + 'static) -> Raised {
        Raised(Arc::new(refusal))
    }

    /// The refusal in `language`.
    pub fn words(&self, language: Language) -> String {
        self.0.words(language)
    }
}

impl Coded for Raised {
    fn code(&self) -> &'static str {
        self.0.code()
    }

    fn params(&self) -> Params {
        self.0.params()
    }
}

impl fmt::Display for Raised {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Debug for Raised {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Two refusals are the same when they say the same: the same code with the same values.
impl PartialEq for Raised {
    fn eq(&self, other: &Raised) -> bool {
        self.code() == other.code() && self.params() == other.params()
    }
}

impl Eq for Raised {}
