//! Arbitrary bytes as the JSON body of every POST endpoint, through the real actix handlers (an
//! in-process service in a single-threaded runtime, no sockets), and through the public pure
//! parts: `api::json::parse` for every request type, `validate()`, and the domain's validating
//! constructor each endpoint calls (`ShowRequest::validate`, `PlayRequest::replay`,
//! `ProposalRequest::validate`, `Dealt::validate`, `DealInput::validate`, `BoardInput::validate`).
//!
//! The first byte picks the endpoint (low 3 bits) and the language (bit 3: `Accept-Language: de`);
//! the rest is the body.
//!
//! Invariants: nothing panics and no answer is a 5xx; a 400 exactly when the body is not JSON;
//! every 4xx is `application/problem+json` whose `status` is the HTTP status; every 422 for the
//! body lists at least one error, each with a JSON pointer that is `""` or starts with `/` and
//! points at a value present in the request body; a 200 is a JSON object; the pure parser agrees
//! with the handler (400, or 422 with the same pointers, or on to the handler).
#![no_main]

use std::time::Duration;

use actix_web::http::StatusCode;
use actix_web::http::header::{self, ContentType};
use actix_web::rt::System;
use actix_web::{App, test, web};
use cribbage_api::api::discards::request::RecommendRequest;
use cribbage_api::api::hands::request::ScoreHandRequest;
use cribbage_api::api::json::{BodyLimit, parse};
use cribbage_api::api::pegging::request::{
    RecommendPlayRequest, ScorePlayRequest, ValidatePlayRequest,
};
use cribbage_api::api::position::request::PositionRequest;
use cribbage_api::api::problem::{ApiError, InputError, MAX_INPUT_ERRORS};
use cribbage_api::api::wire::events::EventBody;
use cribbage_api::api::wire::round::ScoreRoundRequest;
use cribbage_api::api::wire::{invalid, no_events};
use cribbage_api::api::{self};
use cribbage_api::compute::{Compute, ComputeSettings};
use cribbage_api::domain::input::{Invalid, Refused};
use cribbage_api::domain::language::Language;
use cribbage_api::domain::texts::Worded;
use cribbage_api::observability::Metrics;
use libfuzzer_sys::fuzz_target;
use serde::de::DeserializeOwned;
use serde_json::Value;
use validator::Validate;

const ENDPOINTS: [&str; 7] = [
    "/v1/hands/score",
    "/v1/pegging/score",
    "/v1/pegging/validate",
    "/v1/discards/recommend",
    "/v1/rounds/score",
    "/v1/pegging/recommend",
    "/v1/position",
];

/// Status, content type and body of one request.
type Answer = (StatusCode, String, Vec<u8>);

thread_local! {
    /// One runtime and one service for the whole run. Leaked: dropping them at exit would touch
    /// actix's own thread-locals after their destruction.
    static CALL: &'static dyn Fn(&'static str, bool, Vec<u8>) -> Answer = {
        let system = System::new();
        // The heavy endpoints compute on the pool the server gives them; without it actix
        // answers 500 ("app data is not configured").
        let metrics = Metrics::new().expect("the metrics registry");
        let settings = ComputeSettings {
            threads: 1,
            queue_time: Duration::from_secs(60),
        };
        let compute =
            web::Data::new(Compute::new(settings, metrics.registry()).expect("the compute pool"));
        let app = system.block_on(test::init_service(
            App::new()
                .app_data(BodyLimit::default())
                .app_data(compute)
                .configure(api::routes),
        ));
        Box::leak(Box::new(move |path: &'static str, german: bool, body: Vec<u8>| {
            system.block_on(async {
                let mut request = test::TestRequest::post()
                    .uri(path)
                    .insert_header(ContentType::json());
                if german {
                    request = request.insert_header((header::ACCEPT_LANGUAGE, "de"));
                }
                let response = test::call_service(&app, request.set_payload(body).to_request()).await;
                let status = response.status();
                let content_type = response
                    .headers()
                    .get(header::CONTENT_TYPE)
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or_default()
                    .to_owned();
                let body = test::read_body(response).await.to_vec();
                (status, content_type, body)
            })
        }))
    };
}

/// What the pure parts say of the body: `Err` with the problem, or `Ok` to go on to the handler.
fn pure<T: DeserializeOwned + Validate>(body: &[u8]) -> Result<T, ApiError> {
    let value: T = parse(body)?;
    value
        .validate()
        .map_err(|_| ApiError::InvalidInput(Vec::new()))?;
    Ok(value)
}

/// The domain's verdict on a parsed request, as the handler answers it.
fn domain<F>(
    checked: Result<(), Vec<Invalid<F>>>,
    event_objects: &dyn Fn(usize) -> bool,
) -> Result<(), ApiError>
where
    F: Refused + Worded + std::fmt::Debug + Send + Sync + 'static,
{
    checked.map_err(|problems| invalid(problems, event_objects))
}

/// The body as a `Value`, keeping the first of repeated keys as serde's derive reads them (and
/// points at them); `serde_json::Value` keeps the last.
struct FirstWins(Value);

impl<'de> serde::Deserialize<'de> for FirstWins {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = Value;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("JSON")
            }
            fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
                Ok(Value::Bool(v))
            }
            fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
                Ok(Value::from(v))
            }
            fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
                Ok(Value::from(v))
            }
            fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
                Ok(Value::from(v))
            }
            fn visit_str<E>(self, v: &str) -> Result<Value, E> {
                Ok(Value::from(v))
            }
            fn visit_unit<E>(self) -> Result<Value, E> {
                Ok(Value::Null)
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<Value, A::Error> {
                let mut items = Vec::new();
                while let Some(FirstWins(item)) = seq.next_element()? {
                    items.push(item);
                }
                Ok(Value::Array(items))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Value, A::Error> {
                let mut object = serde_json::Map::new();
                while let Some(key) = map.next_key::<String>()? {
                    let FirstWins(value) = map.next_value()?;
                    object.entry(key).or_insert(value);
                }
                Ok(Value::Object(object))
            }
        }
        deserializer.deserialize_any(Visitor).map(FirstWins)
    }
}

/// Every error has a pointer; with the body as a `Value` (not when it holds a number past f64 or
/// a lone surrogate, which are JSON but not a `serde_json::Value`), the pointer finds a value.
fn check_pointers(errors: &[Entry], request: Option<&Value>) {
    assert!(!errors.is_empty(), "a 422 without errors");
    for error in errors {
        assert!(
            error.pointer.is_empty() || error.pointer.starts_with('/'),
            "not a JSON pointer: {error:?}"
        );
        if let Some(request) = request {
            assert!(
                request.pointer(&error.pointer).is_some(),
                "{error:?} points at nothing in {request}"
            );
        }
        assert!(!error.code.is_empty(), "no code: {error:?}");
        assert!(!error.detail.is_empty(), "no words: {error:?}");
    }
}

/// One entry of a 422's `errors`, as the parser made it or as the answer carried it.
#[derive(Debug)]
struct Entry {
    pointer: String,
    code: String,
    detail: String,
}

impl Entry {
    fn of(error: &InputError, language: Language) -> Entry {
        Entry {
            pointer: error.pointer.clone(),
            code: error.code.to_owned(),
            detail: error.detail(language),
        }
    }
}

fuzz_target!(
    // Build the service before the first input. (actix's router leaks the names of its path
    // segments on purpose when the app is built: fuzz/lsan.supp tells LeakSanitizer.)
    init: CALL.with(|_| ()),
    |data: &[u8]| {
    let Some((&selector, body)) = data.split_first() else {
        return;
    };
    let endpoint = usize::from(selector & 7) % ENDPOINTS.len();
    let german = selector & 8 != 0;
    let language = if german {
        Language::German
    } else {
        Language::English
    };

    // The pure parser and the domain: 400 exactly for what is not JSON; its 422s point into
    // the body.
    let parsed: Result<(), ApiError> = match endpoint {
        0 => pure::<ScoreHandRequest>(body)
            .and_then(|r| domain(r.show().validate().map(drop), &no_events)),
        1 => pure::<ScorePlayRequest>(body).and_then(|r| {
            let objects = |i: usize| r.events.get(i).is_some_and(EventBody::is_object);
            domain(r.play().replay().map(drop), &objects)
        }),
        2 => pure::<ValidatePlayRequest>(body)
            .and_then(|r| domain(r.proposal().validate().map(drop), &no_events)),
        3 => pure::<RecommendRequest>(body).and_then(|r| domain(r.dealt().map(drop), &no_events)),
        4 => pure::<ScoreRoundRequest>(body).and_then(|r| {
            let objects = |i: usize| r.events.get(i).is_some_and(EventBody::is_object);
            domain(r.deal().validate().map(drop), &objects)
        }),
        5 => pure::<RecommendPlayRequest>(body).and_then(|r| {
            let objects = |i: usize| {
                r.events
                    .as_ref()
                    .and_then(|events| events.get(i))
                    .is_some_and(EventBody::is_object)
            };
            let problems = r.advice().seat().map(drop).map_err(|p| r.history_places(p));
            domain(problems, &objects)
        }),
        _ => pure::<PositionRequest>(body)
            .and_then(|r| domain(r.board().validate().map(drop), &no_events)),
    };
    // JSON: UTF-8 (RFC 8259 section 8.1) and the grammar. A number past f64 (`1e400`) is JSON,
    // though serde_json cannot make a `Value` of it.
    let is_json = std::str::from_utf8(body).is_ok()
        && serde_json::from_slice::<serde::de::IgnoredAny>(body).is_ok();
    let json: Option<Value> = serde_json::from_slice::<FirstWins>(body).ok().map(|v| v.0);
    assert!(is_json || json.is_none());
    match &parsed {
        Err(ApiError::MalformedJson(_)) => assert!(!is_json, "400 for JSON"),
        Err(ApiError::InvalidInput(errors)) => {
            assert!(is_json, "a 422 for a body that is not JSON");
            // Validation errors are listed by the extractor, with their own pointers.
            if !errors.is_empty() {
                let entries: Vec<Entry> = errors.iter().map(|e| Entry::of(e, language)).collect();
                check_pointers(&entries, json.as_ref());
            }
        }
        Err(other) => panic!("the parser answered {other:?}"),
        Ok(()) => assert!(is_json && json.as_ref().is_none_or(Value::is_object)),
    }

    // The handler.
    let (status, content_type, answer) =
        CALL.with(|call| call(ENDPOINTS[endpoint], german, body.to_vec()));
    assert!(
        !status.is_server_error(),
        "{status} for {:?}",
        String::from_utf8_lossy(body)
    );
    let answer: Value = serde_json::from_slice(&answer).expect("every answer is JSON");
    if status.is_success() {
        assert_eq!(status, StatusCode::OK);
        assert!(answer.is_object());
        assert!(!matches!(parsed, Err(ApiError::MalformedJson(_))));
        return;
    }
    assert_eq!(content_type, "application/problem+json");
    assert_eq!(answer["status"], status.as_u16(), "{answer}");
    assert!(
        answer["type"]
            .as_str()
            .is_some_and(|t| t.starts_with("/problems/"))
    );
    match status {
        StatusCode::BAD_REQUEST => assert!(!is_json, "400 for JSON: {answer}"),
        StatusCode::UNPROCESSABLE_ENTITY => {
            assert!(is_json, "422 for a body that is not JSON: {answer}");
            let errors: Vec<Entry> = answer["errors"]
                .as_array()
                .expect("a 422 lists its errors")
                .iter()
                .map(|e| Entry {
                    pointer: e["pointer"].as_str().expect("a pointer").to_owned(),
                    code: e["code"].as_str().expect("a code").to_owned(),
                    detail: e["detail"].as_str().expect("a detail").to_owned(),
                })
                .collect();
            check_pointers(&errors, json.as_ref());
            // The pure parser's own 422s are the handler's.
            if let Err(ApiError::InvalidInput(pure_errors)) = &parsed
                && !pure_errors.is_empty()
            {
                // (The answer lists at most MAX_INPUT_ERRORS of them.)
                let ours: Vec<&str> = pure_errors.iter().map(|e| e.pointer.as_str()).collect();
                let theirs: Vec<&str> = errors.iter().map(|e| e.pointer.as_str()).collect();
                assert_eq!(theirs.len(), ours.len().min(MAX_INPUT_ERRORS));
                assert_eq!(ours[..theirs.len()], theirs[..]);
            }
        }
        StatusCode::PAYLOAD_TOO_LARGE => assert!(body.len() > BodyLimit::default().bytes),
        other => panic!("{other} for {:?}: {answer}", String::from_utf8_lossy(body)),
    }
});
