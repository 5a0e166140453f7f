//! The refusals of a request before the domain sees it, in German, and the titles of the
//! problem kinds. Impersonal, as the domain's German refusals.

use crate::request::{RequestRefusal, quoted, supported};

/// The refusal in German.
pub(crate) fn refusal(refusal: &RequestRefusal) -> String {
    match refusal {
        RequestRefusal::NotObject => "der Rumpf muss ein JSON-Objekt sein".to_owned(),
        RequestRefusal::UnknownField { field, expected } => match expected.as_slice() {
            [] => format!("unbekanntes Feld „{field}“; hier gibt es keine Felder"),
            many => format!(
                "unbekanntes Feld „{field}“; erlaubt: {}",
                quoted(many, "„", "“")
            ),
        },
        RequestRefusal::MissingField { field } => format!("das Feld „{field}“ fehlt"),
        RequestRefusal::WrongType { found, expected } => format!(
            "falscher Typ: {}, erwartet wird {}",
            sent(found),
            wanted(expected)
        ),
        RequestRefusal::InvalidValue { found, expected } => format!(
            "ungültiger Wert: {}, erwartet wird {}",
            sent(found),
            wanted(expected)
        ),
        RequestRefusal::InvalidLength { found, expected } => {
            format!("falsche Länge {found}, erwartet wird {}", wanted(expected))
        }
        RequestRefusal::DuplicateField { field } => format!("das Feld „{field}“ steht doppelt"),
        RequestRefusal::ClaimOnGo => {
            "wer passt, sagt keine Punkte an: \"claimed\" gehört zu einer Karte".to_owned()
        }
        RequestRefusal::RenegedOnCard => "eine Karte ist kein falsches Passen: \"reneged\" gehört \
                                      zu einem Passen, das eines ist"
            .to_owned(),
        RequestRefusal::CardOrGo => "ein Zug als Objekt hat entweder \"card\" oder \"go\", nicht \
                                 beides und nicht keins"
            .to_owned(),
        RequestRefusal::Json { message } => {
            format!("der Wert passt nicht zur Anfrage ({message})")
        }
        RequestRefusal::TooLong { max, of } => {
            let noun = match *of {
                "cards" => "Karten",
                "events" => "Züge",
                "seats" => "Plätze",
                "history" => "frühere Hände",
                "muggins" => "Töffel-Rufe",
                _ => "Verstöße",
            };
            format!("höchstens {max} {noun}")
        }
        RequestRefusal::OutOfRange { min, max } => {
            format!("eine ganze Zahl von {min} bis {max}")
        }
        RequestRefusal::Language { value } => format!(
            "nicht unterstützte Sprache {value:?} im Abfrageparameter lang: {} verwenden",
            supported(" oder ")
        ),
        RequestRefusal::GameHands { max } => format!("ein Spiel hat 1 bis {max} Blätter"),
        RequestRefusal::GameFieldPerHand { field } => {
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
pub(crate) fn title(slug: &str) -> Option<&'static str> {
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
