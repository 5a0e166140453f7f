//! Errors as RFC 9457 problem details (`application/problem+json`).
//!
//! Every non-2xx answer of the service is one of these: the handlers return [`ApiError`], and the
//! catch-all in [`crate::startup`] rewrites whatever actix itself answers (404, 405, timeouts) into
//! the same shape, so a client needs exactly one error parser.

pub mod kinds;
pub mod pages;

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use utoipa::{ToResponse, ToSchema};

/// Media type of every error body.
pub const PROBLEM_JSON: &str = "application/problem+json";

/// A problem details object (RFC 9457).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({
    "type": "/problems/invalid-input",
    "title": "Invalid input",
    "status": 422,
    "detail": "the request is well-formed JSON but cannot be scored: 1 problem",
    "errors": [{ "pointer": "/hand/2", "detail": "unknown rank \"1\" in card \"1X\": expected A, 2, 3, 4, 5, 6, 7, 8, 9, 10, T, J, Q or K" }]
}))]
pub struct Problem {
    /// A stable identifier of the kind of problem (a URI reference); clients branch on it.
    #[serde(rename = "type")]
    #[schema(example = "/problems/invalid-input")]
    pub kind: String,
    /// A short summary of the kind of problem; the same for every occurrence of that kind.
    #[schema(example = "Invalid input")]
    pub title: String,
    /// The HTTP status code, repeated from the response for clients that keep only the body.
    #[schema(example = 422)]
    pub status: u16,
    /// What went wrong in this request, for people.
    #[schema(example = "the request is well-formed JSON but cannot be scored: 1 problem")]
    pub detail: String,
    /// For input problems: each thing wrong, with a JSON pointer (RFC 6901) into the request body.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub errors: Vec<InputError>,
}

/// 400: the body is not JSON (syntax error, truncated, or empty).
#[derive(ToResponse)]
#[response(
    content_type = "application/problem+json",
    example = json!({
        "type": "/problems/malformed-json", "title": "Malformed JSON", "status": 400,
        "detail": "the body is not valid JSON: EOF while parsing a list at line 1 column 10"
    })
)]
pub struct MalformedJson(pub Problem);

/// 405: the path does not take this method; the `Allow` header names the one it takes.
#[derive(ToResponse)]
#[response(
    content_type = "application/problem+json",
    headers(("Allow" = String, description = "The method the path takes")),
    example = json!({
        "type": "/problems/method-not-allowed", "title": "Method not allowed", "status": 405,
        "detail": "GET is not allowed on /v1/hands/score: use POST"
    })
)]
pub struct MethodNotAllowed(pub Problem);

/// 413: the body is larger than the limit (`MAX_BODY_BYTES`, 16 KiB by default).
#[derive(ToResponse)]
#[response(
    content_type = "application/problem+json",
    example = json!({
        "type": "/problems/payload-too-large", "title": "Payload too large", "status": 413,
        "detail": "the body is larger than the limit of 16384 bytes"
    })
)]
pub struct PayloadTooLarge(pub Problem);

/// 503: too busy to start this advice within the queue time; refused at once.
#[derive(ToResponse)]
#[response(
    description = "Too busy to start this advice within the queue time (`COMPUTE_QUEUE_MS`): refused at once, before any work, never left to time out. Retry after `Retry-After` seconds or on another instance; the endpoint has no side effects.",
    content_type = "application/problem+json",
    headers(("Retry-After" = u32, description = "Seconds to wait before retrying here")),
    example = json!({
        "type": "/problems/overloaded", "title": "Overloaded", "status": 503,
        "detail": "the service is too busy to start this within 100 ms; retry in 1 s, or on another instance"
    })
)]
pub struct Overloaded(pub Problem);

/// 415: the body is not declared as `application/json`.
#[derive(ToResponse)]
#[response(
    content_type = "application/problem+json",
    example = json!({
        "type": "/problems/unsupported-media-type", "title": "Unsupported media type", "status": 415,
        "detail": "the request has no Content-Type: send the body as application/json"
    })
)]
pub struct UnsupportedMediaType(pub Problem);

/// One thing wrong with the request body, and where.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct InputError {
    /// JSON pointer (RFC 6901) to the offending value; `""` is the whole body.
    #[schema(example = "/hand/2")]
    pub pointer: String,
    /// What is wrong with the value, and what the rules expect instead.
    #[schema(
        example = "unknown rank \"1\" in card \"1X\": expected A, 2, 3, 4, 5, 6, 7, 8, 9, 10, T, J, Q or K"
    )]
    pub detail: String,
}

impl InputError {
    /// An error at `pointer`.
    pub fn new(pointer: impl Into<String>, detail: impl Into<String>) -> InputError {
        InputError {
            pointer: pointer.into(),
            detail: detail.into(),
        }
    }
}

/// The pointer of an error in a query parameter: the body has no place for it, so the error
/// points at the document root (`/`) and its detail names the parameter.
pub const QUERY_POINTER: &str = "/";

/// The `Retry-After` of an overloaded answer, in seconds: the smallest the header can say. A
/// queue drains in a fraction of a second (`COMPUTE_QUEUE_MS`), so any longer would only idle
/// clients that could be served.
pub const RETRY_AFTER_SECONDS: u32 = 1;

/// Most input errors listed in one answer; a 10,000-card array does not get 10,000 entries.
pub const MAX_INPUT_ERRORS: usize = 50;

/// Everything a request can do wrong, and the service's one way to fail.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// The body is not JSON (empty, not UTF-8, a syntax error or truncated); the message says
    /// which, whole.
    #[error("{0}")]
    MalformedJson(String),
    /// A query parameter that is not possible; each error points at [`QUERY_POINTER`] and
    /// names the parameter in its detail.
    #[error("{}", .0.iter().map(|e| e.detail.as_str()).collect::<Vec<_>>().join("; "))]
    InvalidQuery(Vec<InputError>),
    /// The body could not be read at all (its transfer broke off).
    #[error("{0}")]
    BadRequest(String),
    /// Well-formed JSON that does not describe a possible request.
    #[error("the request is well-formed JSON but cannot be scored: {}", count(.0.len()))]
    InvalidInput(Vec<InputError>),
    /// The body is larger than the configured limit.
    #[error("the body is larger than the limit of {limit} bytes")]
    PayloadTooLarge {
        /// The limit in bytes.
        limit: usize,
    },
    /// The body is not declared as JSON.
    #[error("{0}")]
    UnsupportedMediaType(String),
    /// No such path.
    #[error("no resource at {0}")]
    NotFound(String),
    /// Heavy work the instance is too busy to start within the queue time: refused at once.
    #[error(
        "the service is too busy to start this within {} ms; retry in {RETRY_AFTER_SECONDS} s, or on another instance",
        .queue_time.as_millis()
    )]
    Overloaded {
        /// How long a request may wait for the compute pool (`COMPUTE_QUEUE_MS`).
        queue_time: std::time::Duration,
    },
    /// The computation failed (a defect: the service is built never to).
    #[error("the service failed to compute the answer; please report it with the X-Request-Id")]
    Internal,
    /// A status actix produced on its own (405, 408, ...), made into a problem.
    #[error("{detail}")]
    Status {
        /// The status.
        status: StatusCode,
        /// What happened.
        detail: String,
    },
}

fn count(n: usize) -> String {
    if n == 1 {
        "1 problem".to_owned()
    } else {
        format!("{n} problems")
    }
}

impl ApiError {
    /// The kind of problem this error is, from the one table.
    pub fn kind(&self) -> &'static kinds::ProblemKind {
        let slug = match self {
            ApiError::MalformedJson(_) => "malformed-json",
            ApiError::BadRequest(_) => "bad-request",
            ApiError::InvalidInput(_) | ApiError::InvalidQuery(_) => "invalid-input",
            ApiError::PayloadTooLarge { .. } => "payload-too-large",
            ApiError::UnsupportedMediaType(_) => "unsupported-media-type",
            ApiError::NotFound(_) => "not-found",
            ApiError::Overloaded { .. } => "overloaded",
            ApiError::Internal => "internal",
            ApiError::Status { status, .. } => return kinds::for_status(status.as_u16()),
        };
        kinds::kind(slug).unwrap_or_else(|| kinds::for_status(self.status_code().as_u16()))
    }

    /// The problem details this error is answered with.
    pub fn problem(&self) -> Problem {
        let kind = self.kind();
        let errors = match self {
            ApiError::InvalidInput(errors) | ApiError::InvalidQuery(errors) => {
                errors.iter().take(MAX_INPUT_ERRORS).cloned().collect()
            }
            _ => Vec::new(),
        };
        Problem {
            kind: kind.uri(),
            title: kind.title.to_owned(),
            status: self.status_code().as_u16(),
            detail: self.to_string(),
            errors,
        }
    }
}

/// A problem for `status` produced outside the handlers (e.g. by actix's routing).
pub fn problem_for_status(status: StatusCode, detail: impl Into<String>) -> Problem {
    ApiError::Status {
        status,
        detail: detail.into(),
    }
    .problem()
}

/// The response carrying `problem`.
pub fn problem_response(problem: &Problem) -> HttpResponse {
    let status = StatusCode::from_u16(problem.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    HttpResponse::build(status)
        .insert_header((header::CONTENT_TYPE, HeaderValue::from_static(PROBLEM_JSON)))
        .body(serde_json::to_string(problem).unwrap_or_default())
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::MalformedJson(_) | ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::InvalidInput(_) | ApiError::InvalidQuery(_) => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            ApiError::PayloadTooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::Overloaded { .. } => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal => StatusCode::INTERNAL_SERVER_ERROR,
            ApiError::Status { status, .. } => *status,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let mut response = problem_response(&self.problem());
        if let ApiError::Overloaded { .. } = self {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(RETRY_AFTER_SECONDS));
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_input_lists_at_most_fifty_errors() {
        let errors = (0..10_000)
            .map(|i| InputError::new(format!("/hand/{i}"), "bad"))
            .collect();
        let problem = ApiError::InvalidInput(errors).problem();
        assert_eq!(problem.errors.len(), MAX_INPUT_ERRORS);
        assert_eq!(problem.status, 422);
        assert!(
            problem.detail.ends_with("10000 problems"),
            "{}",
            problem.detail
        );
    }

    #[test]
    fn every_error_names_a_kind_of_the_table_with_its_own_status() {
        let errors = [
            ApiError::MalformedJson(String::new()),
            ApiError::BadRequest(String::new()),
            ApiError::InvalidInput(Vec::new()),
            ApiError::PayloadTooLarge { limit: 1 },
            ApiError::UnsupportedMediaType(String::new()),
            ApiError::NotFound(String::new()),
            ApiError::Overloaded {
                queue_time: std::time::Duration::from_millis(100),
            },
            ApiError::Internal,
        ];
        let mut types = std::collections::HashSet::new();
        for error in &errors {
            let problem = error.problem();
            assert_eq!(problem.status, error.kind().status, "{error:?}");
            assert!(types.insert(problem.kind), "{error:?} shares its type");
        }
        for status in [400, 404, 405, 408, 411, 413, 415, 422, 431, 500, 503] {
            let status = StatusCode::from_u16(status).unwrap();
            let problem = problem_for_status(status, "");
            let slug = problem.kind.strip_prefix("/problems/").unwrap();
            let page = kinds::kind(slug).unwrap_or_else(|| panic!("{slug} has no page"));
            assert_eq!(page.title, problem.title);
        }
    }
}
