//! The HTTP layer's words in German: its refusals, the titles of the problem kinds and each
//! problem's `detail`. Impersonal, as the domain's German refusals.

use super::super::{ApiError, Malformed, RETRY_AFTER_SECONDS};
use super::{ApiRefusal, quoted, supported};
use crate::domain::language::Language;

/// The refusal in German.
pub(super) fn refusal(refusal: &ApiRefusal) -> String {
    match refusal {
        ApiRefusal::NotObject => "der Rumpf muss ein JSON-Objekt sein".to_owned(),
        ApiRefusal::UnknownField { field, expected } => match expected.as_slice() {
            [] => format!("unbekanntes Feld „{field}“; hier gibt es keine Felder"),
            many => format!(
                "unbekanntes Feld „{field}“; erlaubt: {}",
                quoted(many, "„", "“")
            ),
        },
        ApiRefusal::MissingField { field } => format!("das Feld „{field}“ fehlt"),
        ApiRefusal::WrongType { found, expected } => format!(
            "falscher Typ: {}, erwartet wird {}",
            sent(found),
            wanted(expected)
        ),
        ApiRefusal::InvalidValue { found, expected } => format!(
            "ungültiger Wert: {}, erwartet wird {}",
            sent(found),
            wanted(expected)
        ),
        ApiRefusal::InvalidLength { found, expected } => {
            format!("falsche Länge {found}, erwartet wird {}", wanted(expected))
        }
        ApiRefusal::DuplicateField { field } => format!("das Feld „{field}“ steht doppelt"),
        ApiRefusal::ClaimOnGo => {
            "wer passt, sagt keine Punkte an: \"claimed\" gehört zu einer Karte".to_owned()
        }
        ApiRefusal::RenegedOnCard => "eine Karte ist kein falsches Passen: \"reneged\" gehört \
                                      zu einem Passen, das eines ist"
            .to_owned(),
        ApiRefusal::CardOrGo => "ein Zug als Objekt hat entweder \"card\" oder \"go\", nicht \
                                 beides und nicht keins"
            .to_owned(),
        ApiRefusal::Json { message } => {
            format!("der Wert passt nicht zur Anfrage ({message})")
        }
        ApiRefusal::TooLong { max, of } => {
            let noun = match *of {
                "cards" => "Karten",
                "events" => "Züge",
                "seats" => "Plätze",
                "muggins" => "Töffel-Rufe",
                _ => "Verstöße",
            };
            format!("höchstens {max} {noun}")
        }
        ApiRefusal::OutOfRange { min, max } => {
            format!("eine ganze Zahl von {min} bis {max}")
        }
        ApiRefusal::Language { value } => format!(
            "nicht unterstützte Sprache {value:?} im Abfrageparameter lang: {} verwenden",
            supported(" oder ")
        ),
        ApiRefusal::GameHands { max } => format!("ein Spiel hat 1 bis {max} Blätter"),
        ApiRefusal::GameFieldPerHand { field } => {
            format!("ein Spiel hat ein „{field}“ für alle Blätter: einmal angeben, bei /{field}")
        }
    }
}

/// serde's words for what was sent, in German.
fn sent(found: &str) -> String {
    let with_value = |prefix: &str, noun: &str| {
        found
            .strip_prefix(prefix)
            .map(|value| format!("{noun} {}", value.trim_matches('`')))
    };
    with_value("string ", "die Zeichenkette")
        .or_else(|| with_value("integer ", "die Zahl"))
        .or_else(|| with_value("number ", "die Zahl"))
        .or_else(|| with_value("floating point ", "die Zahl"))
        .or_else(|| with_value("boolean ", "der Wahrheitswert"))
        .unwrap_or_else(|| match found {
            "null" | "unit value" => "null".to_owned(),
            "sequence" => "ein Array".to_owned(),
            "map" => "ein Objekt".to_owned(),
            other => other.to_owned(),
        })
}

/// The schema's words for what is expected, in German.
fn wanted(expected: &str) -> String {
    if let Some(range) = expected.strip_prefix("a whole number from ") {
        return format!("eine ganze Zahl von {}", range.replace(" to ", " bis "));
    }
    if let Some(rest) = expected.strip_prefix("one of ") {
        return format!("eines von {rest}");
    }
    // Two names of an enum (`acc` or `free_play`): the names stay, the conjunction does not.
    if expected.starts_with('`') {
        return expected.replace("` or `", "` oder `");
    }
    if let Some(rest) = expected.strip_prefix("a card such as ") {
        return format!("eine Karte wie {}", rest.replace(" or ", " oder "));
    }
    match expected {
        "a non-negative whole number" => "eine nicht negative ganze Zahl",
        "an array" => "ein Array",
        "an object" | "a JSON object" => "ein Objekt",
        "a string" | "a borrowed string" => "eine Zeichenkette",
        "a number" => "eine Zahl",
        "a boolean" => "ein Wahrheitswert",
        "null" => "null",
        other => other,
    }
    .to_owned()
}

/// The title of the problem kind `slug`.
pub(super) fn title(slug: &str) -> Option<&'static str> {
    Some(match slug {
        "malformed-json" => "Fehlerhaftes JSON",
        "bad-request" => "Fehlerhafte Anfrage",
        "not-found" => "Nicht gefunden",
        "method-not-allowed" => "Methode nicht erlaubt",
        "request-timeout" => "Zeitüberschreitung der Anfrage",
        "length-required" => "Länge erforderlich",
        "payload-too-large" => "Rumpf zu groß",
        "unsupported-media-type" => "Nicht unterstützter Medientyp",
        "invalid-input" => "Ungültige Eingabe",
        "headers-too-large" => "Kopfzeilen zu groß",
        "internal" => "Interner Fehler",
        "unavailable" => "Dienst nicht verfügbar",
        "overloaded" => "Überlastet",
        _ => return None,
    })
}

/// An error's `detail` in German.
pub(super) fn detail(error: &ApiError) -> String {
    match error {
        ApiError::MalformedJson(Malformed::Empty) => {
            "der Rumpf ist leer: erwartet wird ein JSON-Objekt".to_owned()
        }
        ApiError::MalformedJson(Malformed::NotUtf8(offset)) => format!(
            "der Rumpf ist kein gültiges JSON: er ist nicht UTF-8 (ungültiges Byte bei \
         Position {offset})"
        ),
        ApiError::MalformedJson(Malformed::Syntax(error)) => format!(
            "der Rumpf ist kein gültiges JSON: Fehler in Zeile {}, Spalte {}",
            error.line(),
            error.column()
        ),
        ApiError::BadRequest(english) => {
            format!("die Anfrage lässt sich so nicht lesen ({english})")
        }
        ApiError::InvalidInput(errors) => format!(
            "die Anfrage ist wohlgeformtes JSON, lässt sich aber nicht auswerten: {}",
            if errors.len() == 1 {
                "1 Problem".to_owned()
            } else {
                format!("{} Probleme", errors.len())
            }
        ),
        ApiError::PayloadTooLarge { limit } => {
            format!("der Rumpf ist größer als die Grenze von {limit} Bytes")
        }
        ApiError::UnsupportedMediaType(None) => {
            "die Anfrage hat keinen Content-Type: den Rumpf als application/json senden".to_owned()
        }
        ApiError::UnsupportedMediaType(Some(given)) => format!(
            "Content-Type {given:?} wird nicht unterstützt: den Rumpf als application/json \
         senden"
        ),
        ApiError::NotFound(path) => format!("unter {path} gibt es keine Ressource"),
        ApiError::Overloaded { queue_time } => format!(
            "der Dienst ist zu beschäftigt, um dies binnen {} ms zu beginnen; in \
         {RETRY_AFTER_SECONDS} s erneut versuchen oder bei einer anderen Instanz",
            queue_time.as_millis()
        ),
        ApiError::Internal => "der Dienst konnte die Antwort nicht berechnen; bitte mit der \
                           X-Request-Id melden"
            .to_owned(),
        ApiError::MethodNotAllowed {
            method,
            path,
            allowed,
        } => format!("{method} ist für {path} nicht erlaubt: {allowed} verwenden"),
        ApiError::BodyTimeout(timeout) => {
            format!("der Rumpf kam nicht binnen {} ms an", timeout.as_millis())
        }
        ApiError::NoRulebook(slug, known) => {
            format!("kein Regelwerk {slug:?}: die Profile sind {known}")
        }
        ApiError::InvalidQuery(errors) => errors
            .iter()
            .map(|e| e.detail(Language::German))
            .collect::<Vec<_>>()
            .join("; "),
        ApiError::Status { detail, .. } => {
            let kind = error.kind();
            format!("{} ({detail})", title(kind.slug).unwrap_or(kind.title))
        }
    }
}
