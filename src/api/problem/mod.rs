//! Errors as RFC 9457 problem details (`application/problem+json`).
//!
//! Every non-2xx answer of the service is one of these: the handlers return [`ApiError`], and the
//! catch-all in [`crate::startup`] rewrites whatever actix itself answers (404, 405, timeouts) into
//! the same shape, so a client needs exactly one error parser.

pub mod codes;
pub mod kinds;
pub mod pages;
pub mod words;

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::{ToResponse, ToSchema};

use std::fmt;
use std::sync::Arc;

use crate::domain::game::ProblemKind as GameProblem;
use crate::domain::input::{Place, Refused};
use crate::domain::language::Language;
use crate::domain::refusal::{Coded, Param};
use crate::domain::texts::{Worded, request};
use words::RequestRefusal;

/// Media type of every error body.
pub const PROBLEM_JSON: &str = "application/problem+json";

/// A problem details object (RFC 9457).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({
    "type": "/problems/invalid-input",
    "title": "Invalid input",
    "status": 422,
    "detail": "the request is well-formed JSON but cannot be scored: 1 problem",
    "errors": [{
        "pointer": "/hand/2", "code": "card.unknown_rank", "params": { "text": "1X", "rank": "1" },
        "detail": "unknown rank \"1\" in card \"1X\": expected A, 2, 3, 4, 5, 6, 7, 8, 9, 10, T, J, Q or K"
    }]
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
    /// What went wrong in this request, for people, in the request's language (`Content-Language`).
    #[schema(example = "the request is well-formed JSON but cannot be scored: 1 problem")]
    pub detail: String,
    /// For input problems: each thing wrong, with a JSON pointer (RFC 6901) into the request
    /// body, its stable `code` and `params`, and its sentence.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub errors: Vec<ProblemEntry>,
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

/// One thing wrong with the request body, and where, as answered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[schema(as = InputError)]
pub struct ProblemEntry {
    /// JSON pointer (RFC 6901) to the offending value; `""` is the whole body.
    #[schema(example = "/hand/2")]
    pub pointer: String,
    /// The stable machine code of this refusal (`card.repeated`, `play.past_31`): branch on it,
    /// or localize from it and `params`. Every code is listed at `/problems/invalid-input`.
    #[schema(example = "card.unknown_rank")]
    pub code: &'static str,
    /// The values the sentence is made from, by name (numbers, texts as given, and for another
    /// place the refusal mentions, its JSON pointer).
    #[schema(value_type = Object, example = json!({ "text": "1X", "rank": "1" }))]
    pub params: Map<String, Value>,
    /// What is wrong with the value and what the rules expect instead, in the request's
    /// language, naming any other place in words.
    #[schema(
        example = "unknown rank \"1\" in card \"1X\": expected A, 2, 3, 4, 5, 6, 7, 8, 9, 10, T, J, Q or K"
    )]
    pub detail: String,
}

/// One thing wrong with the request body, and where: kept as the refusal itself, so that it is
/// worded in the request's language only when the answer is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// JSON pointer (RFC 6901) to the offending value.
    pub pointer: String,
    /// The refusal's code.
    pub code: &'static str,
    /// Its values, other places as pointers.
    pub params: Map<String, Value>,
    said: Said,
}

/// A refusal of any module of the domain, as the answer keeps it until it is worded.
trait DomainRefusal: Worded + fmt::Debug + Send + Sync {}

impl<T: Worded + fmt::Debug + Send + Sync> DomainRefusal for T {}

#[derive(Clone, Debug)]
enum Said {
    Domain(Arc<dyn DomainRefusal>),
    Game(GameProblem),
    Api(RequestRefusal),
}

/// Two refusals are the same when they say the same.
impl PartialEq for Said {
    fn eq(&self, other: &Said) -> bool {
        match (self, other) {
            (Said::Domain(a), Said::Domain(b)) => {
                a.words(Language::English) == b.words(Language::English)
            }
            (Said::Game(a), Said::Game(b)) => a == b,
            (Said::Api(a), Said::Api(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for Said {}

fn param_value(param: Param) -> Value {
    match param {
        Param::Number(n) => Value::from(n),
        Param::Text(text) => Value::from(text),
        Param::Flag(flag) => Value::from(flag),
        Param::List(items) => Value::from(items),
    }
}

impl InputError {
    /// A refusal of the domain at `pointer`; `name` gives the pointer of any other place it
    /// mentions.
    pub fn fault<F>(pointer: String, fault: F, name: &dyn Fn(Place) -> String) -> InputError
    where
        F: Refused + Worded + fmt::Debug + Send + Sync + 'static,
    {
        let mut params: Map<String, Value> = fault
            .params()
            .into_iter()
            .map(|(key, value)| (key.to_owned(), param_value(value)))
            .collect();
        for (key, place) in fault.places() {
            params.insert(key.to_owned(), Value::from(name(place)));
        }
        InputError {
            pointer,
            code: fault.code(),
            params,
            said: Said::Domain(Arc::new(fault)),
        }
    }

    /// A problem with a game log at `pointer`.
    pub fn game(pointer: String, problem: GameProblem) -> InputError {
        InputError {
            pointer,
            code: problem.code(),
            params: problem
                .params()
                .into_iter()
                .map(|(key, value)| (key.to_owned(), param_value(value)))
                .collect(),
            said: Said::Game(problem),
        }
    }

    /// A refusal of the HTTP layer at `pointer`.
    pub fn api(pointer: impl Into<String>, refusal: RequestRefusal) -> InputError {
        InputError {
            pointer: pointer.into(),
            code: refusal.code(),
            params: refusal
                .params()
                .into_iter()
                .map(|(key, value)| (key.to_owned(), param_value(value)))
                .collect(),
            said: Said::Api(refusal),
        }
    }

    /// Its sentence in `language`.
    pub fn detail(&self, language: Language) -> String {
        match &self.said {
            Said::Domain(refusal) => refusal.words(language),
            Said::Game(problem) => problem.words(language),
            Said::Api(refusal) => refusal.words(language),
        }
    }

    /// As answered in `language`.
    pub fn entry(&self, language: Language) -> ProblemEntry {
        ProblemEntry {
            pointer: self.pointer.clone(),
            code: self.code,
            params: self.params.clone(),
            detail: self.detail(language),
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
    /// The body is not JSON (empty, not UTF-8, a syntax error or truncated).
    #[error("{0}")]
    MalformedJson(Malformed),
    /// A query parameter that is not possible; each error points at [`QUERY_POINTER`] and
    /// names the parameter in its detail.
    #[error("{}", .0.iter().map(|e| e.detail(Language::English)).collect::<Vec<_>>().join("; "))]
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
    /// The body is not declared as JSON: no `Content-Type`, or this one.
    #[error("{}", match .0 {
        None => "the request has no Content-Type: send the body as application/json".to_owned(),
        Some(given) => format!("Content-Type {given:?} is not supported: send the body as application/json"),
    })]
    UnsupportedMediaType(Option<String>),
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
    /// A method the path does not take.
    #[error("{method} is not allowed on {path}: use {allowed}")]
    MethodNotAllowed {
        /// The method asked for.
        method: String,
        /// The path.
        path: String,
        /// The methods it takes.
        allowed: &'static str,
    },
    /// A body that did not arrive in time.
    #[error("the body did not arrive within {} ms", .0.as_millis())]
    BodyTimeout(std::time::Duration),
    /// A rulebook the service does not have.
    #[error("no rulebook {0:?}: the profiles are {1}")]
    NoRulebook(String, String),
    /// A status actix produced on its own (400, 408, 431, ...), made into a problem.
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

/// Why a body is not JSON.
#[derive(Debug, thiserror::Error)]
pub enum Malformed {
    /// Nothing but whitespace.
    #[error("the body is empty: expected a JSON object")]
    Empty,
    /// Not UTF-8, at this byte offset.
    #[error("the body is not valid JSON: it is not UTF-8 (invalid byte at offset {0})")]
    NotUtf8(usize),
    /// A syntax error or a truncated text.
    #[error("the body is not valid JSON: {0}")]
    Syntax(serde_json::Error),
}

impl ApiError {
    /// The kind of problem this error is, from the one table.
    pub fn kind(&self) -> &'static kinds::ProblemType {
        let slug = match self {
            ApiError::MalformedJson(_) => "malformed-json",
            ApiError::BadRequest(_) => "bad-request",
            ApiError::InvalidInput(_) | ApiError::InvalidQuery(_) => "invalid-input",
            ApiError::PayloadTooLarge { .. } => "payload-too-large",
            ApiError::UnsupportedMediaType(_) => "unsupported-media-type",
            ApiError::NotFound(_) => "not-found",
            ApiError::Overloaded { .. } => "overloaded",
            ApiError::Internal => "internal",
            ApiError::MethodNotAllowed { .. } => "method-not-allowed",
            ApiError::BodyTimeout(_) => "request-timeout",
            ApiError::NoRulebook(..) => "not-found",
            ApiError::Status { status, .. } => return kinds::for_status(status.as_u16()),
        };
        kinds::kind(slug).unwrap_or_else(|| kinds::for_status(self.status_code().as_u16()))
    }

    /// The problem details this error is answered with, in English.
    pub fn problem(&self) -> Problem {
        self.problem_in(Language::English)
    }

    /// The problem details this error is answered with, in `language`.
    pub fn problem_in(&self, language: Language) -> Problem {
        let kind = self.kind();
        let errors = match self {
            ApiError::InvalidInput(errors) | ApiError::InvalidQuery(errors) => errors
                .iter()
                .take(MAX_INPUT_ERRORS)
                .map(|error| error.entry(language))
                .collect(),
            _ => Vec::new(),
        };
        Problem {
            kind: kind.uri(),
            title: request::title(kind.slug, kind.title, language).to_owned(),
            status: self.status_code().as_u16(),
            detail: self.detail(language),
            errors,
        }
    }

    /// `detail` in `language`.
    fn detail(&self, language: Language) -> String {
        words::detail(self, language)
    }
}

impl ApiError {
    /// The answer to this error in `language`: the problem, `Content-Language`, and on an
    /// overloaded answer `Retry-After`.
    pub fn response_in(&self, language: Language) -> HttpResponse {
        let mut response = problem_response(&self.problem_in(language));
        let headers = response.headers_mut();
        headers.insert(
            header::CONTENT_LANGUAGE,
            HeaderValue::from_static(language.code()),
        );
        if let ApiError::Overloaded { .. } = self {
            headers.insert(header::RETRY_AFTER, HeaderValue::from(RETRY_AFTER_SECONDS));
        }
        response
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
            ApiError::MethodNotAllowed { .. } => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::BodyTimeout(_) => StatusCode::REQUEST_TIMEOUT,
            ApiError::NoRulebook(..) => StatusCode::NOT_FOUND,
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

    /// In English: the request is not at hand here. The error handler of the application
    /// (`startup::into_problem`) writes it again in the request's language.
    fn error_response(&self) -> HttpResponse {
        self.response_in(Language::English)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_input_lists_at_most_fifty_errors() {
        let errors = (0..10_000)
            .map(|i| InputError::api(format!("/hand/{i}"), RequestRefusal::NotObject))
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
            ApiError::MalformedJson(Malformed::Empty),
            ApiError::BadRequest(String::new()),
            ApiError::InvalidInput(Vec::new()),
            ApiError::PayloadTooLarge { limit: 1 },
            ApiError::UnsupportedMediaType(None),
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
