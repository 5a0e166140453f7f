//! The refusals of a request before the domain sees it, in Polish, and the titles of the
//! problem kinds. Impersonal ("należy wysłać"), as the domain's Polish refusals; quotation
//! marks „…”.

use crate::Language;
use crate::language::Plural;
use crate::request::{RequestRefusal, quoted, supported};

/// `n` with its noun in the right form: `[one, few, many]`.
fn counted(n: u64, forms: [&str; 3]) -> String {
    format!("{n} {}", Plural::of(Language::Polish, n).pick(forms))
}

/// The refusal in Polish.
pub(crate) fn refusal(refusal: &RequestRefusal) -> String {
    match refusal {
        RequestRefusal::NotObject => "treść żądania musi być obiektem JSON".to_owned(),
        RequestRefusal::UnknownField { field, expected } => match expected.as_slice() {
            [] => format!("nieznane pole „{field}”; tu nie ma żadnych pól"),
            many => format!(
                "nieznane pole „{field}”; dozwolone: {}",
                quoted(many, "„", "”")
            ),
        },
        RequestRefusal::MissingField { field } => format!("brak pola „{field}”"),
        RequestRefusal::WrongType { found, expected } => {
            format!("zły typ: {}, oczekiwano: {}", sent(found), wanted(expected))
        }
        RequestRefusal::InvalidValue { found, expected } => format!(
            "nieprawidłowa wartość: {}, oczekiwano: {}",
            sent(found),
            wanted(expected)
        ),
        RequestRefusal::InvalidLength { found, expected } => format!(
            "nieprawidłowa długość {found}, oczekiwano: {}",
            wanted(expected)
        ),
        RequestRefusal::DuplicateField { field } => format!("pole „{field}” występuje dwa razy"),
        RequestRefusal::ClaimOnGo => {
            "kto mówi „Dalej”, nie zgłasza punktów: \"claimed\" należy do karty".to_owned()
        }
        RequestRefusal::RenegedOnCard => "karta to nie fałszywe „Dalej”: \"reneged\" należy do \
                                      „Dalej”, które nim jest"
            .to_owned(),
        RequestRefusal::CardOrGo => "ruch jako obiekt ma albo \"card\", albo \"go\", nie oba \
                                 naraz i nie żadnego"
            .to_owned(),
        RequestRefusal::Json { message } => {
            format!("wartość nie pasuje do żądania ({message})")
        }
        RequestRefusal::TooLong { max, of } => {
            let forms = match *of {
                "cards" => ["karta", "karty", "kart"],
                "events" => ["ruch", "ruchy", "ruchów"],
                "seats" => ["miejsce", "miejsca", "miejsc"],
                "history" => [
                    "wcześniejsze rozdanie",
                    "wcześniejsze rozdania",
                    "wcześniejszych rozdań",
                ],
                "muggins" => [
                    "zgłoszenie muggins",
                    "zgłoszenia muggins",
                    "zgłoszeń muggins",
                ],
                _ => ["wykroczenie", "wykroczenia", "wykroczeń"],
            };
            format!("najwyżej {}", counted(*max, forms))
        }
        RequestRefusal::OutOfRange { min, max } => {
            format!("liczba całkowita od {min} do {max}")
        }
        RequestRefusal::Language { value } => format!(
            "nieobsługiwany język {value:?} w parametrze zapytania lang: należy użyć {}",
            supported(" lub ")
        ),
        RequestRefusal::GameHands { max } => format!("gra ma od 1 do {max} rozdań"),
        RequestRefusal::GameFieldPerHand { field } => {
            format!("gra ma jedno „{field}” dla wszystkich rozdań: należy podać je raz, w /{field}")
        }
    }
}

/// serde's words for what was sent, in Polish.
fn sent(found: &str) -> String {
    let with_value = |prefix: &str, noun: &str| {
        found
            .strip_prefix(prefix)
            .map(|value| format!("{noun} {}", value.trim_matches('`')))
    };
    with_value("string ", "napis")
        .or_else(|| with_value("integer ", "liczba"))
        .or_else(|| with_value("number ", "liczba"))
        .or_else(|| with_value("floating point ", "liczba"))
        .or_else(|| with_value("boolean ", "wartość logiczna"))
        .unwrap_or_else(|| match found {
            "null" | "unit value" => "null".to_owned(),
            "sequence" => "tablica".to_owned(),
            "map" => "obiekt".to_owned(),
            other => other.to_owned(),
        })
}

/// The schema's words for what is expected, in Polish.
fn wanted(expected: &str) -> String {
    if let Some(range) = expected.strip_prefix("a whole number from ") {
        return format!("liczba całkowita od {}", range.replace(" to ", " do "));
    }
    if let Some(rest) = expected.strip_prefix("one of ") {
        return format!("jedno z: {rest}");
    }
    // Two names of an enum (`acc` or `free_play`): the names stay, the conjunction does not.
    if expected.starts_with('`') {
        return expected.replace("` or `", "` lub `");
    }
    if let Some(rest) = expected.strip_prefix("a card such as ") {
        return format!("karta, np. {}", rest.replace(" or ", " lub "));
    }
    match expected {
        "a non-negative whole number" => "nieujemna liczba całkowita",
        "an array" => "tablica",
        "an object" | "a JSON object" => "obiekt",
        "a string" | "a borrowed string" => "napis",
        "a number" => "liczba",
        "a boolean" => "wartość logiczna",
        "null" => "null",
        other => other,
    }
    .to_owned()
}

/// The title of the problem kind `slug`.
pub(crate) fn title(slug: &str) -> Option<&'static str> {
    Some(match slug {
        "malformed-json" => "Błędny JSON",
        "bad-request" => "Błędne żądanie",
        "not-found" => "Nie znaleziono",
        "method-not-allowed" => "Niedozwolona metoda",
        "request-timeout" => "Przekroczony czas żądania",
        "length-required" => "Wymagana długość",
        "payload-too-large" => "Za duża treść żądania",
        "unsupported-media-type" => "Nieobsługiwany typ danych",
        "invalid-input" => "Nieprawidłowe dane",
        "headers-too-large" => "Za duże nagłówki",
        "internal" => "Błąd wewnętrzny",
        "unavailable" => "Usługa niedostępna",
        "overloaded" => "Przeciążenie",
        _ => return None,
    })
}
