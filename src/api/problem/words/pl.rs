//! The HTTP layer's words in Polish: its refusals, the titles of the problem kinds and each
//! problem's `detail`. Impersonal ("należy wysłać"), as the domain's Polish refusals; quotation
//! marks „…”.

use super::super::{ApiError, Malformed, RETRY_AFTER_SECONDS};
use crate::domain::language::{Language, Plural};
use crate::domain::texts::request;

/// `n` with its noun in the right form: `[one, few, many]`.
fn counted(n: u64, forms: [&str; 3]) -> String {
    format!("{n} {}", Plural::of(Language::Polish, n).pick(forms))
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
            format!(
                "{} ({detail})",
                request::title(kind.slug, kind.title, Language::Polish)
            )
        }
    }
}
