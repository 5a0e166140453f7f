//! `GET /problems/{kind}`: the documentation behind every problem `type`.
//!
//! RFC 9457 §3.1.1 asks that a problem's `type` URI, when dereferenced, give human-readable
//! documentation. Ours are relative references (`/problems/invalid-input`), so they resolve
//! against the service that answered, and this page is what a developer finds there.

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, web};

use super::kinds::{ProblemType, kind};
use super::{ApiError, Problem};
use crate::api::health::TAG;

/// Where the pages live: the `type` of a problem is this path with the kind's slug.
pub const PATH: &str = "/problems/{kind}";

/// The page of a problem kind: static text only, nothing from the request, so nothing to escape.
fn page(kind: &ProblemType) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>{title} — \
         cribbage-api</title></head>\n<body>\n<h1>{title}</h1>\n<p><code>type</code>: \
         <code>/problems/{slug}</code>, status {status}</p>\n<h2>When</h2>\n<p>{when}</p>\n\
         <h2>What to do</h2>\n<p>{remedy}</p>\n{codes}<p>Every error of this service is \
         <code>application/problem+json</code> (RFC 9457); the full contract is in the \
         <a href=\"/swagger-ui/\">API documentation</a>.</p>\n</body>\n</html>\n",
        title = kind.title,
        slug = kind.slug,
        status = kind.status,
        when = kind.when,
        remedy = kind.remedy,
        codes = if kind.slug == "invalid-input" {
            super::codes::table()
        } else {
            String::new()
        },
    )
}

/// What a problem `type` means: human-readable documentation of one kind of error, the page a
/// problem's `type` (`/problems/invalid-input`) resolves to.
#[utoipa::path(
    get,
    path = PATH,
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
        None => ApiError::NotFound(req.path().to_owned())
            .response_in(crate::api::language::language_of_refusal(&req)),
    }
}
