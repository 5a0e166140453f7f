//! `GET /problems/{kind}`: the documentation behind every problem `type`.
//!
//! RFC 9457 §3.1.1 asks that a problem's `type` URI, when dereferenced, give human-readable
//! documentation. Ours are relative references (`/problems/invalid-input`), so they resolve
//! against the service that answered, and this page is what a developer finds there.

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, web};

use super::health::TAG;
use super::problem::{ApiError, Problem};

/// One kind of problem: what its `type` means and what to do about it.
#[derive(Debug)]
pub struct ProblemKind {
    /// The last segment of the `type` (`invalid-input`).
    pub slug: &'static str,
    /// The `title` every occurrence carries.
    pub title: &'static str,
    /// The status it comes with.
    pub status: u16,
    /// When the service answers with it.
    pub when: &'static str,
    /// What a client does about it.
    pub remedy: &'static str,
}

/// Every kind the service answers with; `problem::kind_of` names no other.
pub const KINDS: &[ProblemKind] = &[
    ProblemKind {
        slug: "malformed-json",
        title: "Malformed JSON",
        status: 400,
        when: "The body is not JSON: empty, not UTF-8, a syntax error, or truncated. The detail \
               quotes the parser's message with the line and column.",
        remedy: "Send one JSON object encoded as UTF-8.",
    },
    ProblemKind {
        slug: "bad-request",
        title: "Bad request",
        status: 400,
        when: "The HTTP request itself cannot be served as sent (a malformed header, for \
               instance).",
        remedy: "Fix the request as the detail says.",
    },
    ProblemKind {
        slug: "not-found",
        title: "Not found",
        status: 404,
        when: "No resource lives at the path, or no problem kind has that name.",
        remedy: "Check the path against the OpenAPI document at /api-docs/openapi.json.",
    },
    ProblemKind {
        slug: "method-not-allowed",
        title: "Method not allowed",
        status: 405,
        when: "The path exists but does not take the method.",
        remedy: "Use the method the Allow header names: POST for the scoring endpoints, GET or \
                 HEAD for the others.",
    },
    ProblemKind {
        slug: "request-timeout",
        title: "Request timeout",
        status: 408,
        when: "The client took longer than CLIENT_REQUEST_TIMEOUT to send the request head or \
               the body.",
        remedy: "Send the whole request promptly; retrying is safe, every endpoint is \
                 stateless.",
    },
    ProblemKind {
        slug: "payload-too-large",
        title: "Payload too large",
        status: 413,
        when: "The body is longer than MAX_BODY_BYTES (16 KiB unless configured). No valid \
               request comes near it.",
        remedy: "Send the request as documented; a deal is a few hundred bytes.",
    },
    ProblemKind {
        slug: "unsupported-media-type",
        title: "Unsupported media type",
        status: 415,
        when: "The body is not declared as application/json (no Content-Type, or another one).",
        remedy: "Send Content-Type: application/json.",
    },
    ProblemKind {
        slug: "invalid-input",
        title: "Invalid input",
        status: 422,
        when: "Well-formed JSON that is not a possible request: an unknown or repeated card, the \
               wrong number of cards, a wrong type, an unknown field, a claim over 29, a play \
               past 31 or out of turn. The errors member lists each problem with a JSON pointer \
               (RFC 6901) into the body, such as /hand/2; at most 50 are listed.",
        remedy: "Fix each value the pointers name; every one is reported in one answer.",
    },
    ProblemKind {
        slug: "internal",
        title: "Internal error",
        status: 500,
        when: "The service failed. It is built and tested never to do this on any input.",
        remedy: "Report it with the X-Request-Id of the response.",
    },
    ProblemKind {
        slug: "unavailable",
        title: "Service unavailable",
        status: 503,
        when: "The instance is shutting down (readiness after SIGTERM) while requests in flight \
               finish.",
        remedy: "Send traffic to another instance; load balancers do this on their own.",
    },
];

/// The kind named `slug`.
pub fn kind(slug: &str) -> Option<&'static ProblemKind> {
    KINDS.iter().find(|kind| kind.slug == slug)
}

/// The page of a problem kind: static text only, nothing from the request, so nothing to escape.
fn page(kind: &ProblemKind) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>{title} — \
         cribbage-api</title></head>\n<body>\n<h1>{title}</h1>\n<p><code>type</code>: \
         <code>/problems/{slug}</code>, status {status}</p>\n<h2>When</h2>\n<p>{when}</p>\n\
         <h2>What to do</h2>\n<p>{remedy}</p>\n<p>Every error of this service is \
         <code>application/problem+json</code> (RFC 9457); the full contract is in the \
         <a href=\"/swagger-ui/\">API documentation</a>.</p>\n</body>\n</html>\n",
        title = kind.title,
        slug = kind.slug,
        status = kind.status,
        when = kind.when,
        remedy = kind.remedy,
    )
}

/// What a problem `type` means: human-readable documentation of one kind of error, the page a
/// problem's `type` (`/problems/invalid-input`) resolves to.
#[utoipa::path(
    get,
    path = "/problems/{kind}",
    tag = TAG,
    params(("kind" = String, Path, description = "The last segment of a problem's `type`",
        example = "invalid-input")),
    responses(
        (status = 200, description = "The documentation of the kind", content_type = "text/html",
            body = String, example = "<!doctype html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>Invalid input — cribbage-api</title></head>\n<body>\n<h1>Invalid input</h1>\n..."),
        (status = 404, description = "No kind of problem has this name", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/not-found", "title": "Not found", "status": 404,
                "detail": "no resource at /problems/no-such-kind"
            })),
        (status = 405, response = super::problem::MethodNotAllowed)
    )
)]
pub async fn problem_kind(slug: web::Path<String>, req: actix_web::HttpRequest) -> HttpResponse {
    match kind(&slug) {
        Some(kind) => HttpResponse::Ok()
            .insert_header((
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/html; charset=utf-8"),
            ))
            .body(page(kind)),
        None => {
            super::problem::problem_response(&ApiError::NotFound(req.path().to_owned()).problem())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_unique_and_titles_nonempty() {
        for (i, a) in KINDS.iter().enumerate() {
            assert!(!a.title.is_empty() && !a.when.is_empty() && !a.remedy.is_empty());
            assert!(
                KINDS[i + 1..].iter().all(|b| b.slug != a.slug),
                "{}",
                a.slug
            );
        }
    }

    #[test]
    fn pages_carry_no_markup_from_their_text() {
        for kind in KINDS {
            for text in [kind.title, kind.when, kind.remedy] {
                assert!(!text.contains(['<', '>', '&']), "{text}");
            }
        }
    }
}
