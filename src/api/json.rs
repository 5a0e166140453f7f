//! The JSON body extractor: content type, size limit, and deserialization errors that name
//! the exact place in the body (a JSON pointer), all answered as problem+json.

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::rt::time::timeout;
use actix_web::web::BytesMut;
use actix_web::{FromRequest, HttpRequest};
use futures_util::StreamExt;
use futures_util::future::LocalBoxFuture;
use serde::de::DeserializeOwned;
use validator::{Validate, ValidationErrors, ValidationErrorsKind};

use super::problem::words::{self, RequestRefusal};
use super::problem::{ApiError, InputError, Malformed};

mod again;
mod refused;

pub use refused::refuse;

/// How much body a request may send, and how long it may take; app data of the application.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BodyLimit {
    /// The largest body accepted, in bytes.
    pub bytes: usize,
    /// How long the body may take to arrive once the head is in.
    pub timeout: std::time::Duration,
}

impl Default for BodyLimit {
    /// The configuration's defaults, for an application built without settings (tests).
    fn default() -> Self {
        let settings = crate::config::Settings::default();
        BodyLimit {
            bytes: settings.max_body_bytes,
            timeout: settings.client_request_timeout,
        }
    }
}

/// A JSON request body, deserialized and checked with its `validator` rules.
#[derive(Debug)]
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned + Validate + 'static> FromRequest for ApiJson<T> {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    /// The head is judged at once (media type, declared length); the body is read within
    /// `BodyLimit::timeout` of the start (a slow body gets 408), then parsed and checked.
    ///
    /// An ordinary boxed future under a timer: a hand-written future that armed its timer only
    /// when the body kept it waiting was measured side by side against this and bought less
    /// than the 5% of throughput that would pay for it (BENCHMARKS.md, "The JSON body extractor").
    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let limit = req.app_data::<BodyLimit>().copied().unwrap_or_default();
        let head = check_content_type(req).and_then(|()| declared_length(req, limit));
        let payload = payload.take();
        Box::pin(async move {
            let declared = head?;
            let body = timeout(limit.timeout, read(payload, limit.bytes, declared))
                .await
                .map_err(|_| ApiError::BodyTimeout(limit.timeout))??;
            checked(&body)
        })
    }
}

/// The whole body, refused (413) as soon as it grows past `limit` bytes.
async fn read(
    mut payload: Payload,
    limit: usize,
    declared: Option<usize>,
) -> Result<BytesMut, ApiError> {
    let mut body = BytesMut::with_capacity(declared.unwrap_or(0));
    while let Some(chunk) = payload.next().await {
        let chunk = chunk
            .map_err(|err| ApiError::BadRequest(format!("the body could not be read: {err}")))?;
        if body.len() + chunk.len() > limit {
            return Err(ApiError::PayloadTooLarge { limit });
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// The body parsed and checked with its `validator` rules.
fn checked<T: DeserializeOwned + Validate>(body: &[u8]) -> Result<ApiJson<T>, ApiError> {
    let value: T = parse(body)?;
    value
        .validate()
        .map_err(|errors| ApiError::InvalidInput(input_errors(&errors)))?;
    Ok(ApiJson(value))
}

/// `Content-Type` must be JSON: `application/json` or `application/*+json`, any case, any
/// parameters (compared without copying: every POST passes here).
fn check_content_type(req: &HttpRequest) -> Result<(), ApiError> {
    let Some(value) = req.headers().get(header::CONTENT_TYPE) else {
        return Err(ApiError::UnsupportedMediaType(None));
    };
    let essence = value
        .to_str()
        .unwrap_or_default()
        .split(';')
        .next()
        .unwrap_or_default()
        .trim();
    let starts = |prefix: &str| {
        essence
            .get(..prefix.len())
            .is_some_and(|start| start.eq_ignore_ascii_case(prefix))
    };
    let ends = |suffix: &str| {
        essence
            .len()
            .checked_sub(suffix.len())
            .and_then(|at| essence.get(at..))
            .is_some_and(|end| end.eq_ignore_ascii_case(suffix))
    };
    if essence.eq_ignore_ascii_case("application/json") || (starts("application/") && ends("+json"))
    {
        Ok(())
    } else {
        Err(ApiError::UnsupportedMediaType(Some(
            value.to_str().unwrap_or("(not text)").to_owned(),
        )))
    }
}

/// The `Content-Length` the head declares, if any; 413 at once when it is over the limit.
fn declared_length(req: &HttpRequest, limit: BodyLimit) -> Result<Option<usize>, ApiError> {
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|len| len > limit.bytes) {
        return Err(ApiError::PayloadTooLarge { limit: limit.bytes });
    }
    Ok(declared)
}

/// Deserializes `body`, telling a body that is not JSON (400) from JSON that does not fit the
/// request (422, with the pointer of the value that does not fit).
pub fn parse<T: DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    // The common case pays for plain serde_json only; the path is tracked on the error path.
    match serde_json::from_slice::<T>(body) {
        Ok(value) if starts_with_object(body) => Ok(value),
        Ok(_) => Err(explain::<T>(body, None)),
        Err(err) => Err(explain::<T>(body, Some(err))),
    }
}

fn starts_with_object(body: &[u8]) -> bool {
    let text = body.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(body);
    text.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{')
}

fn explain<T: DeserializeOwned>(body: &[u8], err: Option<serde_json::Error>) -> ApiError {
    // JSON text is UTF-8 (RFC 8259 §8.1); serde only notices bad bytes inside the strings it
    // keeps, and would report them as a data error at that string.
    if let Err(utf8) = std::str::from_utf8(body) {
        return ApiError::MalformedJson(Malformed::NotUtf8(utf8.valid_up_to()));
    }
    // Is it JSON at all? serde reports some type mismatches as syntax errors, so ask separately.
    if let Err(syntax) = serde_json::from_slice::<serde::de::IgnoredAny>(body) {
        return if body.iter().all(u8::is_ascii_whitespace) {
            ApiError::MalformedJson(Malformed::Empty)
        } else {
            ApiError::MalformedJson(Malformed::Syntax(syntax))
        };
    }
    if !starts_with_object(body) {
        return ApiError::InvalidInput(vec![InputError::api("", RequestRefusal::NotObject)]);
    }
    let (pointer, refusal) = again::read_again::<T>(body).unwrap_or_else(|| {
        let message = err
            .as_ref()
            .map_or_else(|| "invalid body".to_owned(), message);
        (String::new(), RequestRefusal::Json { message })
    });
    ApiError::InvalidInput(vec![InputError::api(pointer, refusal)])
}

/// serde_json's message without " at line 1 column 12" (the pointer says where): the words of
/// `json.invalid`, for what only serde_json can say is wrong.
fn message(err: &serde_json::Error) -> String {
    let text = err.to_string();
    match text.rfind(" at line ") {
        Some(at) => text[..at].to_owned(),
        None => text,
    }
}

/// The RFC 6901 pointer of a serde path.
fn pointer(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut pointer = String::new();
    for segment in path.iter() {
        match segment {
            Segment::Seq { index } => {
                pointer.push('/');
                pointer.push_str(&index.to_string());
            }
            Segment::Map { key } => {
                pointer.push('/');
                pointer.push_str(&escape(key));
            }
            Segment::Enum { .. } | Segment::Unknown => {}
        }
    }
    pointer
}

/// Escapes one pointer segment (RFC 6901: `~` as `~0`, `/` as `~1`).
pub fn escape(segment: &str) -> String {
    segment.replace('~', "~0").replace('/', "~1")
}

/// `validator`'s errors, one per offending field, with pointers.
fn input_errors(errors: &ValidationErrors) -> Vec<InputError> {
    let mut out = Vec::new();
    collect(errors, "", &mut out);
    out
}

fn collect(errors: &ValidationErrors, prefix: &str, out: &mut Vec<InputError>) {
    for (field, kind) in errors.errors() {
        let here = format!("{prefix}/{}", escape(field));
        match kind {
            ValidationErrorsKind::Field(list) => {
                for error in list {
                    out.push(InputError::api(here.clone(), words::from_validator(error)));
                }
            }
            ValidationErrorsKind::Struct(nested) => collect(nested, &here, out),
            ValidationErrorsKind::List(items) => {
                for (index, nested) in items {
                    collect(nested, &format!("{here}/{index}"), out);
                }
            }
        }
    }
}

/// How much room an answer's JSON gets before the first byte: more than most answers need, so
/// serializing one never grows and copies its buffer (`HttpResponseBuilder::json` starts at
/// 128 bytes and doubles, three or four copies for a scored hand, more for a round).
const ANSWER_CAPACITY: usize = 2048;

/// A 200-style answer with `value` as its JSON body, written by serde_json once into a buffer
/// that is already large enough; the same bytes and `Content-Type` as
/// [`HttpResponseBuilder::json`], which also serves a value that cannot be serialized (none of
/// the API's can). A hand-written serializer that copied plain strings whole was measured side
/// by side against this and bought nothing wrk could see (BENCHMARKS.md), so it is gone.
///
/// [`HttpResponseBuilder::json`]: actix_web::HttpResponseBuilder::json
pub fn json_answer<T: serde::Serialize>(
    builder: actix_web::HttpResponseBuilder,
    value: &T,
) -> actix_web::HttpResponse {
    match json_bytes(value) {
        Ok(body) => json_body(builder, body),
        Err(_) => {
            let mut builder = builder;
            builder.json(value)
        }
    }
}

/// `value` as JSON bytes, as [`json_answer`] writes them: for answers computed off the I/O
/// workers, where the writing is part of the work.
pub fn json_bytes<T: serde::Serialize>(value: &T) -> Result<Vec<u8>, serde_json::Error> {
    let mut body = Vec::with_capacity(ANSWER_CAPACITY);
    serde_json::to_writer(&mut body, value)?;
    Ok(body)
}

/// An answer whose JSON `body` is already written.
pub fn json_body(
    mut builder: actix_web::HttpResponseBuilder,
    body: Vec<u8>,
) -> actix_web::HttpResponse {
    builder
        .insert_header((
            header::CONTENT_TYPE,
            header::HeaderValue::from_static("application/json"),
        ))
        .body(body)
}

/// An object and nothing else. serde's derive also reads a struct from an array of its fields
/// in order (`"rules": [true]`), which the spec does not allow and a client would only send by
/// mistake; every nested object of a request goes through this.
struct Object<T>(T);

impl<'de, T: serde::Deserialize<'de>> serde::Deserialize<'de> for Object<T> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Only<T>(std::marker::PhantomData<T>);
        impl<'de, T: serde::Deserialize<'de>> serde::de::Visitor<'de> for Only<T> {
            type Value = T;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
                T::deserialize(serde::de::value::MapAccessDeserializer::new(map))
            }
        }
        deserializer
            .deserialize_map(Only(std::marker::PhantomData))
            .map(Object)
    }
}

/// An optional nested object: absent or `null` is `None`, an object is read, anything else
/// (an array included) is refused at its pointer.
pub fn object<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    let object: Option<Object<T>> = serde::Deserialize::deserialize(deserializer)?;
    Ok(object.map(|Object(value)| value))
}

/// An array of objects, each refused at its pointer unless it is an object.
pub fn objects<'de, D, T>(deserializer: D) -> Result<Vec<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    let objects: Vec<Object<T>> = serde::Deserialize::deserialize(deserializer)?;
    Ok(objects.into_iter().map(|Object(value)| value).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Body {
        hand: Vec<String>,
        rules: Option<Rules>,
    }

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Rules {
        crib_four_flush: bool,
    }

    fn problem(body: &str) -> (u16, Vec<super::super::problem::ProblemEntry>) {
        let err = parse::<Body>(body.as_bytes()).unwrap_err();
        let problem = err.problem();
        (problem.status, problem.errors)
    }

    #[test]
    fn syntax_errors_are_400() {
        assert_eq!(problem("{\"hand\": [").0, 400);
        assert_eq!(problem("not json").0, 400);
        assert_eq!(problem("").0, 400);
        assert_eq!(problem("{\"hand\": []} trailing").0, 400);
    }

    #[test]
    fn wrong_types_are_422_with_the_pointer_of_the_value() {
        let (status, errors) = problem(r#"{"hand": ["5H", 7]}"#);
        assert_eq!(status, 422);
        assert_eq!(errors[0].pointer, "/hand/1");
        assert!(
            errors[0].detail.starts_with("invalid type: integer `7`"),
            "{}",
            errors[0].detail
        );
    }

    #[test]
    fn unknown_and_missing_fields_are_422_with_pointers() {
        let (status, errors) = problem(r#"{"hand": [], "rules": {"crib_four_flsh": true}}"#);
        assert_eq!(status, 422);
        assert_eq!(errors[0].pointer, "/rules/crib_four_flsh");
        let (_, errors) = problem(r#"{"rules": null}"#);
        assert_eq!(errors[0].pointer, "");
        assert_eq!(errors[0].detail, "missing field `hand`");
    }

    #[test]
    fn json_that_is_not_an_object_is_422_at_the_root() {
        for body in ["[1, 2]", "null", "42", "\"hand\"", "[[\"5H\"], \"8C\"]"] {
            let (status, errors) = problem(body);
            assert_eq!(status, 422, "{body}");
            assert_eq!(errors[0].pointer, "", "{body}");
        }
    }

    #[test]
    fn rust_type_names_do_not_reach_the_client() {
        let (_, errors) = problem(r#"{"hand": [], "rules": 5}"#);
        assert_eq!(errors[0].pointer, "/rules");
        assert_eq!(
            errors[0].detail,
            "invalid type: integer `5`, expected an object"
        );
    }

    /// The code, params and pointer of the one refusal of `body` read as `T`.
    fn refusal<T: DeserializeOwned + std::fmt::Debug>(
        body: &str,
    ) -> (&'static str, serde_json::Value, String) {
        let problem = parse::<T>(body.as_bytes()).unwrap_err().problem();
        assert_eq!(problem.errors.len(), 1, "{body}");
        let error = &problem.errors[0];
        (
            error.code,
            error.params.clone().into(),
            error.pointer.clone(),
        )
    }

    #[test]
    fn numbers_are_refused_with_their_json_range_not_a_rust_type() {
        use crate::api::pegging::request::ValidatePlayRequest as Validate;
        for (count, found) in [("300", "integer `300`"), ("-3", "integer `-3`")] {
            let body = format!(r#"{{"series": ["5H"], "count": {count}}}"#);
            let (code, params, pointer) = refusal::<Validate>(&body);
            assert_eq!((code, pointer.as_str()), ("json.invalid_value", "/count"));
            assert_eq!(params["found"], found);
            assert_eq!(params["expected"], "a whole number from 0 to 255");
        }
        let (code, params, _) = refusal::<Validate>(r#"{"series": ["5H"], "count": 2.0}"#);
        assert_eq!(code, "json.wrong_type");
        assert_eq!(params["found"], "number `2.0`");
    }

    #[test]
    fn an_enum_of_the_wrong_type_names_its_values() {
        use crate::api::pegging::request::ScorePlayRequest as Play;
        let (code, params, pointer) =
            refusal::<Play>(r#"{"events": ["5H"], "rules": {"profile": 1}}"#);
        assert_eq!(
            (code, pointer.as_str()),
            ("json.wrong_type", "/rules/profile")
        );
        assert_eq!(params["found"], "integer `1`");
        assert_eq!(params["expected"], "one of `social`, `acc`, `acc_muggins`");
        let (code, params, _) = refusal::<Play>(r#"{"events": ["5H"], "variant": "six"}"#);
        assert_eq!(code, "json.invalid_value");
        assert_eq!(params["found"], "string \"six\"");
    }

    #[test]
    fn the_first_problem_is_found_in_the_order_sent_with_repeated_keys() {
        let (code, params, pointer) = refusal::<Body>(r#"{"zz": 1, "aa": 2, "hand": []}"#);
        assert_eq!((code, pointer.as_str()), ("json.unknown_field", "/zz"));
        assert_eq!(params["expected"], serde_json::json!(["hand", "rules"]));
        let (code, params, pointer) = refusal::<Body>(r#"{"hand": [], "hand": []}"#);
        assert_eq!((code, pointer.as_str()), ("json.duplicate_field", ""));
        assert_eq!(params["field"], "hand");
    }

    #[test]
    fn the_projects_own_refusals_are_kinds_not_sentences() {
        use crate::api::wire::events::EventBody;
        #[derive(Debug, Deserialize)]
        #[allow(dead_code)]
        struct Events {
            events: Vec<EventBody>,
        }
        let (code, _, pointer) = refusal::<Events>(r#"{"events": [{"go": true, "claimed": 2}]}"#);
        assert_eq!((code, pointer.as_str()), ("event.claim_on_go", "/events/0"));

        // Someone else's custom error in the same words is not taken for the project's.
        #[derive(Debug)]
        struct Mimic;
        impl<'de> Deserialize<'de> for Mimic {
            fn deserialize<D: serde::Deserializer<'de>>(_: D) -> Result<Self, D::Error> {
                Err(serde::de::Error::custom(
                    crate::domain::texts::request::CARD_OR_GO,
                ))
            }
        }
        #[derive(Debug, Deserialize)]
        #[allow(dead_code)]
        struct Mimics {
            event: Mimic,
        }
        let (code, params, _) = refusal::<Mimics>(r#"{"event": {}}"#);
        assert_eq!(code, "json.invalid");
        assert_eq!(params["message"], crate::domain::texts::request::CARD_OR_GO);
    }

    #[test]
    fn only_what_serde_json_cannot_hold_is_left_to_its_words() {
        let (code, params, pointer) = refusal::<Body>(r#"{"hand": [1e400]}"#);
        assert_eq!((code, pointer.as_str()), ("json.invalid", "/hand/0"));
        assert_eq!(params["message"], "number out of range");
    }

    #[test]
    fn deep_nesting_is_refused_where_the_request_stops_fitting() {
        let deep = format!("{}{}", "[".repeat(200), "]".repeat(200));
        let (code, params, pointer) = refusal::<Body>(&format!(r#"{{"hand": [{deep}]}}"#));
        assert_eq!((code, pointer.as_str()), ("json.wrong_type", "/hand/0"));
        assert_eq!(params["found"], "sequence");
    }

    #[test]
    fn pointer_segments_are_escaped() {
        assert_eq!(escape("a/b~c"), "a~1b~0c");
    }
}
