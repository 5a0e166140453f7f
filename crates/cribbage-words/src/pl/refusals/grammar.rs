//! The grammar the Polish sentences need: the forms of a noun after a number (1 karta, 2–4
//! karty, 5+ kart, 12–14 kart, 22–24 karty) in the nominative, accusative and genitive, ordinals
//! that agree with their noun, and the names of variants, rulebooks and roles.

use crate::language::{Language, Plural};
use crate::prelude::*;
use crate::rulebook::{Profile, Role};
use crate::variant::Variant;

/// The form a number asks of the noun after it: the one Polish rule of [`Plural::of`].
pub(super) fn plural(n: u64) -> Plural {
    Plural::of(Language::Polish, n)
}

/// A noun's forms after a number.
pub(super) struct Noun {
    /// Nominative singular: "karta".
    one: &'static str,
    /// Accusative singular: "kartę".
    one_accusative: &'static str,
    /// Genitive singular: "karty".
    one_genitive: &'static str,
    /// Nominative and accusative after 2–4: "karty".
    few: &'static str,
    /// After 5 and more, and the genitive plural: "kart".
    many: &'static str,
}

pub(super) const CARD: Noun = Noun {
    one: "karta",
    one_accusative: "kartę",
    one_genitive: "karty",
    few: "karty",
    many: "kart",
};
pub(super) const POINT: Noun = Noun {
    one: "punkt",
    one_accusative: "punkt",
    one_genitive: "punktu",
    few: "punkty",
    many: "punktów",
};
pub(super) const HAND: Noun = Noun {
    one: "ręka",
    one_accusative: "rękę",
    one_genitive: "ręki",
    few: "ręce",
    many: "rąk",
};
pub(super) const PLAYER: Noun = Noun {
    one: "gracz",
    one_accusative: "gracza",
    one_genitive: "gracza",
    few: "gracze",
    many: "graczy",
};
pub(super) const SEAT: Noun = Noun {
    one: "miejsce",
    one_accusative: "miejsce",
    one_genitive: "miejsca",
    few: "miejsca",
    many: "miejsc",
};
pub(super) const SCORE: Noun = Noun {
    one: "wynik",
    one_accusative: "wynik",
    one_genitive: "wyniku",
    few: "wyniki",
    many: "wyników",
};
pub(super) const VALUE: Noun = Noun {
    one: "wartość",
    one_accusative: "wartość",
    one_genitive: "wartości",
    few: "wartości",
    many: "wartości",
};
pub(super) const CLAIM: Noun = Noun {
    one: "zgłoszenie punktów",
    one_accusative: "zgłoszenie punktów",
    one_genitive: "zgłoszenia punktów",
    few: "zgłoszenia punktów",
    many: "zgłoszeń punktów",
};

/// A number a noun can follow. Its size picks the noun's form (a score too large to be a
/// cribbage score may be negative); it is written as it is.
pub(super) trait Number: Copy + std::fmt::Display {
    /// Its absolute value.
    fn size(self) -> u64;
}

impl Number for usize {
    fn size(self) -> u64 {
        self as u64
    }
}

impl Number for u16 {
    fn size(self) -> u64 {
        u64::from(self)
    }
}

impl Number for u32 {
    fn size(self) -> u64 {
        u64::from(self)
    }
}

impl Number for u64 {
    fn size(self) -> u64 {
        self
    }
}

impl Number for i64 {
    fn size(self) -> u64 {
        self.unsigned_abs()
    }
}

/// "1 karta", "2 karty", "5 kart": a number as the subject.
pub(super) fn nominative(n: impl Number, noun: &Noun) -> String {
    let word = match plural(n.size()) {
        Plural::One => noun.one,
        Plural::Few => noun.few,
        Plural::Many => noun.many,
    };
    format!("{n} {word}")
}

/// "1 kartę", "2 karty", "5 kart": a number as the object ("trzyma 1 kartę").
pub(super) fn accusative(n: impl Number, noun: &Noun) -> String {
    let word = match plural(n.size()) {
        Plural::One => noun.one_accusative,
        Plural::Few => noun.few,
        Plural::Many => noun.many,
    };
    format!("{n} {word}")
}

/// "1 gracza", "2 graczy", "5 graczy": after "dla", "do", a negation (the genitive plural after
/// every number but 1).
pub(super) fn genitive(n: impl Number, noun: &Noun) -> String {
    let word = match plural(n.size()) {
        Plural::One => noun.one_genitive,
        Plural::Few | Plural::Many => noun.many,
    };
    format!("{n} {word}")
}

/// The form an ordinal takes to agree with its noun.
#[derive(Clone, Copy)]
pub(super) enum Form {
    /// "pierwsza karta".
    Feminine,
    /// "pierwszy ruch".
    Masculine,
    /// "pierwsze zgłoszenie".
    Neuter,
    /// Masculine and neuter genitive: "karta pierwszego ruchu".
    Genitive,
    /// Masculine and neuter locative: "w pierwszym ruchu".
    Locative,
}

/// "pierwsza", "drugi", "trzeciego", ... for an index from 0, agreeing in `form`; "11." past
/// the tenth, which agrees with every noun.
pub(super) fn ordinal(index: usize, form: Form) -> String {
    const WORDS: [[&str; 10]; 5] = [
        [
            "pierwsza",
            "druga",
            "trzecia",
            "czwarta",
            "piąta",
            "szósta",
            "siódma",
            "ósma",
            "dziewiąta",
            "dziesiąta",
        ],
        [
            "pierwszy",
            "drugi",
            "trzeci",
            "czwarty",
            "piąty",
            "szósty",
            "siódmy",
            "ósmy",
            "dziewiąty",
            "dziesiąty",
        ],
        [
            "pierwsze",
            "drugie",
            "trzecie",
            "czwarte",
            "piąte",
            "szóste",
            "siódme",
            "ósme",
            "dziewiąte",
            "dziesiąte",
        ],
        [
            "pierwszego",
            "drugiego",
            "trzeciego",
            "czwartego",
            "piątego",
            "szóstego",
            "siódmego",
            "ósmego",
            "dziewiątego",
            "dziesiątego",
        ],
        [
            "pierwszym",
            "drugim",
            "trzecim",
            "czwartym",
            "piątym",
            "szóstym",
            "siódmym",
            "ósmym",
            "dziewiątym",
            "dziesiątym",
        ],
    ];
    WORDS[form as usize]
        .get(index)
        .map_or_else(|| format!("{}.", index + 1), |word| (*word).to_owned())
}

/// The variant's name; "cribbage" does not decline, so it stands in every case.
pub(super) fn variant(variant: Variant) -> &'static str {
    match variant {
        Variant::SixCard => "cribbage na sześć kart",
        Variant::ThreePlayer => "cribbage w trzy osoby",
        Variant::FourPlayer => "cribbage w cztery osoby",
        Variant::FiveCard => "cribbage na pięć kart",
    }
}

/// "regulamin „…”": the name in quotes, so that it never declines.
pub(super) fn profile(profile: Profile) -> String {
    format!("regulamin „{}”", profile.name(Language::Polish))
}

/// The same after "według" (genitive).
pub(super) fn profile_genitive(profile: Profile) -> String {
    format!("regulaminu „{}”", profile.name(Language::Polish))
}

/// A role in the instrumental ("jest rozdającym").
pub(super) fn role_instrumental(role: Role) -> String {
    match role {
        Role::Dealer => "rozdającym".to_owned(),
        Role::Pone => "nierozdającym".to_owned(),
        Role::Seat(seat) => format!("graczem na miejscu {}", seat + 1),
    }
}

/// A role in the nominative ("może tylko rozdający").
pub(super) fn role(role: Role) -> String {
    match role {
        Role::Dealer => "rozdający".to_owned(),
        Role::Pone => "nierozdający".to_owned(),
        Role::Seat(seat) => format!("gracz na miejscu {}", seat + 1),
    }
}
