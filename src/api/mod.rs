//! The HTTP edge: JSON in, domain types, JSON out. No rule lives here.

pub mod cards;
pub mod discards;
pub mod hands;
pub mod health;
pub mod json;
pub mod language;
pub mod openapi;
pub mod pegging;
pub mod problem;
pub mod problems;
pub mod rounds;

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};

use problem::{ApiError, problem_response};

/// Registers every endpoint of the API.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(get_only("/healthz", health::healthz))
        .service(get_only("/readyz", health::readyz))
        .service(get_only("/metrics", health::metrics))
        .service(get_only("/problems/{kind}", problems::problem_kind))
        .configure(hands::routes)
        .configure(pegging::routes)
        .configure(discards::routes)
        .configure(rounds::routes);
}

/// A resource whose one `route` answers, and every other method gets 405 with `Allow: allowed`.
pub fn only(path: &str, route: actix_web::Route, allowed: &'static str) -> actix_web::Resource {
    web::resource(path)
        .route(route)
        .default_service(web::to(move |req: HttpRequest| async move {
            method_not_allowed(&req, allowed)
        }))
}

/// A resource that answers GET and HEAD, and 405 with `Allow: GET, HEAD` to any other method.
fn get_only<F, Args>(path: &str, handler: F) -> actix_web::Resource
where
    F: actix_web::Handler<Args>,
    Args: actix_web::FromRequest + 'static,
    F::Output: actix_web::Responder + 'static,
{
    use actix_web::guard;
    let route = web::route()
        .guard(guard::Any(guard::Get()).or(guard::Head()))
        .to(handler);
    only(path, route, "GET, HEAD")
}

/// The answer to a method a resource does not take: 405 with the `Allow` header.
pub fn method_not_allowed(req: &HttpRequest, allowed: &'static str) -> HttpResponse {
    let mut response = problem_response(
        &ApiError::Status {
            status: actix_web::http::StatusCode::METHOD_NOT_ALLOWED,
            detail: format!(
                "{} is not allowed on {}: use {allowed}",
                req.method(),
                req.path()
            ),
        }
        .problem(),
    );
    response
        .headers_mut()
        .insert(header::ALLOW, header::HeaderValue::from_static(allowed));
    response
}

/// The answer to a path that does not exist.
pub async fn not_found(req: HttpRequest) -> HttpResponse {
    problem_response(&ApiError::NotFound(req.path().to_owned()).problem())
}
