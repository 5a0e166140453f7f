//! The HTTP layer's words in Polish: its refusals, the titles of the problem kinds and each
//! problem's `detail`. Impersonal ("należy wysłać"), as the domain's Polish refusals; quotation
//! marks „…”.

use super::super::{ApiError, Malformed, RETRY_AFTER_SECONDS};
use super::{ApiRefusal, quoted, supported};
use crate::domain::language::{Language, Plural};

/// `n` with its noun in the right form: `[one, few, many]`.
fn counted(n: u64, forms: [&str; 3]) -> String {
    format!("{n} {}", Plural::of(Language::Polish, n).pick(forms))
}

/// The refusal in Polish.
pub(super) fn refusal(refusal: &ApiRefusal) -> String {
    match refusal {
        ApiRefusal::NotObject => "treść żądania musi być obiektem JSON".to_owned(),
        ApiRefusal::UnknownField { field, expected } => match expected.as_slice() {
            [] => format!("nieznane pole „{field}”; tu nie ma żadnych pól"),
            many => format!(
                "nieznane pole „{field}”; dozwolone: {}",
                quoted(many, "„", "”")
            ),
        },
        ApiRefusal::MissingField { field } => format!("brak pola „{field}”"),
        ApiRefusal::WrongType { found, expected } => {
            format!("zły typ: {}, oczekiwano: {}", sent(found), wanted(expected))
        }
        ApiRefusal::InvalidValue { found, expected } => format!(
            "nieprawidłowa wartość: {}, oczekiwano: {}",
            sent(found),
            wanted(expected)
        ),
        ApiRefusal::InvalidLength { found, expected } => format!(
            "nieprawidłowa długość {found}, oczekiwano: {}",
            wanted(expected)
        ),
        ApiRefusal::DuplicateField { field } => format!("pole „{field}” występuje dwa razy"),
        ApiRefusal::ClaimOnGo => {
            "kto mówi „Dalej”, nie zgłasza punktów: \"claimed\" należy do karty".to_owned()
        }
        ApiRefusal::RenegedOnCard => "karta to nie fałszywe „Dalej”: \"reneged\" należy do \
                                      „Dalej”, które nim jest"
            .to_owned(),
        ApiRefusal::CardOrGo => "ruch jako obiekt ma albo \"card\", albo \"go\", nie oba \
                                 naraz i nie żadnego"
            .to_owned(),
        ApiRefusal::Json { message } => {
            format!("wartość nie pasuje do żądania ({message})")
        }
        ApiRefusal::TooLong { max, of } => {
            let forms = match *of {
                "cards" => ["karta", "karty", "kart"],
                "events" => ["ruch", "ruchy", "ruchów"],
                "seats" => ["miejsce", "miejsca", "miejsc"],
                "muggins" => [
                    "zgłoszenie muggins",
                    "zgłoszenia muggins",
                    "zgłoszeń muggins",
                ],
                _ => ["wykroczenie", "wykroczenia", "wykroczeń"],
            };
            format!("najwyżej {}", counted(*max, forms))
        }
        ApiRefusal::OutOfRange { min, max } => {
            format!("liczba całkowita od {min} do {max}")
        }
        ApiRefusal::Language { value } => format!(
            "nieobsługiwany język {value:?} w parametrze zapytania lang: należy użyć {}",
            supported(" lub ")
        ),
        ApiRefusal::GameHands { max } => format!("gra ma od 1 do {max} rozdań"),
        ApiRefusal::GameFieldPerHand { field } => {
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
pub(super) fn title(slug: &str) -> Option<&'static str> {
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

/// An error's `detail` in Polish.
pub(super) fn detail(error: &ApiError) -> String {
    match error {
        ApiError::MalformedJson(Malformed::Empty) => {
            "treść żądania jest pusta: oczekiwano obiektu JSON".to_owned()
        }
        ApiError::MalformedJson(Malformed::NotUtf8(offset)) => format!(
            "treść żądania nie jest poprawnym JSON-em: nie jest w UTF-8 (błędny bajt na \
             pozycji {offset})"
        ),
        ApiError::MalformedJson(Malformed::Syntax(error)) => format!(
            "treść żądania nie jest poprawnym JSON-em: błąd w wierszu {}, w kolumnie {}",
            error.line(),
            error.column()
        ),
        ApiError::BadRequest(english) => {
            format!("tego żądania nie da się odczytać ({english})")
        }
        ApiError::InvalidInput(errors) => format!(
            "żądanie jest poprawnym JSON-em, ale nie da się go ocenić: {}",
            counted(
                u64::try_from(errors.len()).unwrap_or(u64::MAX),
                ["problem", "problemy", "problemów"]
            )
        ),
        ApiError::PayloadTooLarge { limit } => {
            format!("treść żądania przekracza limit {limit} bajtów")
        }
        ApiError::UnsupportedMediaType(None) => {
            "żądanie nie ma nagłówka Content-Type: treść należy wysłać jako application/json"
                .to_owned()
        }
        ApiError::UnsupportedMediaType(Some(given)) => format!(
            "Content-Type {given:?} nie jest obsługiwany: treść należy wysłać jako \
             application/json"
        ),
        ApiError::NotFound(path) => format!("pod {path} nie ma żadnego zasobu"),
        ApiError::Overloaded { queue_time } => format!(
            "usługa jest zbyt zajęta, by zacząć to w ciągu {} ms; należy spróbować ponownie \
             za {RETRY_AFTER_SECONDS} s albo w innej instancji",
            queue_time.as_millis()
        ),
        ApiError::Internal => "usługa nie zdołała obliczyć odpowiedzi; prosimy zgłosić to \
                               z identyfikatorem X-Request-Id"
            .to_owned(),
        ApiError::MethodNotAllowed {
            method,
            path,
            allowed,
        } => format!("{method} nie jest dozwolona dla {path}: należy użyć {allowed}"),
        ApiError::BodyTimeout(timeout) => {
            format!(
                "treść żądania nie dotarła w ciągu {} ms",
                timeout.as_millis()
            )
        }
        ApiError::NoRulebook(slug, known) => {
            format!("nie ma zbioru zasad {slug:?}: dostępne profile to {known}")
        }
        ApiError::InvalidQuery(errors) => errors
            .iter()
            .map(|e| e.detail(Language::Polish))
            .collect::<Vec<_>>()
            .join("; "),
        ApiError::Status { detail, .. } => {
            let kind = error.kind();
            format!("{} ({detail})", title(kind.slug).unwrap_or(kind.title))
        }
    }
}
