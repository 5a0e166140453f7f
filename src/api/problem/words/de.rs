//! The HTTP layer's words in German: its refusals, the titles of the problem kinds and each
//! problem's `detail`. Impersonal, as the domain's German refusals.

use super::super::{ApiError, Malformed, RETRY_AFTER_SECONDS};
use crate::domain::language::Language;
use crate::domain::texts::request;

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
            format!(
                "{} ({detail})",
                request::title(kind.slug, kind.title, Language::German)
            )
        }
    }
}
