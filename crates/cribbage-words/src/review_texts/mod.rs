//! The review's sentences for people, one file per language: why the better choice was better
//! ([`Reason`]), what decided the game for a seat ([`Summary`]), a seat's luck that reads one
//! way in points and the other in chance ([`LuckNote`]), why a decision was not judged
//! ([`NotJudged`](crate::review::NotJudged)) and the rating's bands ([`Band`]). Each language matches every typed value
//! whole, with no catch-all arm, so a new kind of reason does not build until every language
//! words it.
//!
//! Each language's sentences are its folder's `review.rs`; this module holds only what they
//! share (numbers as each language writes them, lists, the capital) and the choice of one.

use crate::language::Language;
use crate::review::{Band, LuckNote, Reason, Summary, Unjudged};
use crate::{de, en, pl};

/// Why the better choice was better, in `language`.
pub fn reason(language: Language, reason: &Reason) -> String {
    match language {
        Language::English => en::review::reason(reason),
        Language::German => de::review::reason(reason),
        Language::Polish => pl::review::reason(reason),
    }
}

/// What decided the game for a seat, in `language`; the luck note follows when there is one.
pub fn summary(language: Language, summary: &Summary) -> String {
    let sentence = match language {
        Language::English => en::review::summary(summary),
        Language::German => de::review::summary(summary),
        Language::Polish => pl::review::summary(summary),
    };
    match &summary.luck_note {
        Some(note) => format!("{sentence} {}", luck_note(language, note)),
        None => sentence,
    }
}

/// Why a seat's luck reads one way in points and the other in chance, in `language`.
pub fn luck_note(language: Language, note: &LuckNote) -> String {
    match language {
        Language::English => en::review::luck_note(note),
        Language::German => de::review::luck_note(note),
        Language::Polish => pl::review::luck_note(note),
    }
}

/// Why a decision was not judged, in `language`.
pub fn unjudged(language: Language, unjudged: &Unjudged) -> String {
    match language {
        Language::English => en::review::unjudged(unjudged),
        Language::German => de::review::unjudged(unjudged),
        Language::Polish => pl::review::unjudged(unjudged),
    }
}

/// A band's name, in `language`.
pub fn band(language: Language, band: Band) -> &'static str {
    match language {
        Language::English => en::review::band(band),
        Language::German => de::review::band(band),
        Language::Polish => pl::review::band(band),
    }
}

/// `x` to one decimal, with the language's decimal sign ("1.4", "1,4").
pub(crate) fn decimal(language: Language, x: f64) -> String {
    let text = format!("{:.1}", x.abs());
    match language {
        Language::English => text,
        Language::German | Language::Polish => text.replace('.', ","),
    }
}

/// A chance as a percentage to one decimal, as the language writes it ("3.1%", "3,1 %").
pub(crate) fn percent(language: Language, p: f64) -> String {
    let number = decimal(language, p * 100.0);
    match language {
        Language::German => format!("{number} %"),
        Language::English | Language::Polish => format!("{number}%"),
    }
}

/// A value part worth saying: a tenth of a point or more, as it is shown rounded.
pub(crate) fn worth_saying(x: f64) -> bool {
    x.abs() >= 0.05
}

/// Items joined as a list: "a, b and c", with the language's "and".
pub(crate) fn list(items: &[String], and: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
    }
}

/// The first letter in upper case.
pub(crate) fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests;
