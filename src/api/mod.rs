//! The HTTP edge: JSON in, domain types, JSON out. No rule lives here.

pub mod discards;
pub mod docs;
pub mod games;
pub mod hands;
pub mod health;
pub mod heavy;
pub mod json;
pub mod language;
pub mod limits;
pub mod openapi;
pub mod pegging;
pub mod position;
pub mod problem;
pub mod review;
pub mod rounds;
pub mod rulebooks;
pub mod wire;

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};

use problem::ApiError;

/// Every resource of the API with its path, each path written once (the handler's
/// `#[utoipa::path]` names the same constant). [`registered_paths`] and the spec are compared
/// by a test, so a route cannot be added without its documentation or the other way round.
fn resources() -> Vec<(&'static str, actix_web::Resource)> {
    vec![
        (health::HEALTHZ, get_only(health::HEALTHZ, health::healthz)),
        (health::READYZ, get_only(health::READYZ, health::readyz)),
        (health::METRICS, get_only(health::METRICS, health::metrics)),
        (hands::PATH, post_only(hands::PATH, hands::score_hand)),
        (
            pegging::SCORE,
            post_only(pegging::SCORE, pegging::score_play),
        ),
        (
            pegging::VALIDATE,
            post_only(pegging::VALIDATE, pegging::validate_play),
        ),
        (
            pegging::RECOMMEND,
            post_only(pegging::RECOMMEND, pegging::recommend_play),
        ),
        (
            discards::PATH,
            post_only(discards::PATH, discards::recommend_discard),
        ),
        (
            position::PATH,
            post_only(position::PATH, position::judge_position),
        ),
        (rounds::PATH, post_only(rounds::PATH, rounds::score_round)),
        (games::PATH, post_only(games::PATH, games::score_game)),
        (review::GAME, post_only(review::GAME, review::review_game)),
        (
            review::ROUND,
            post_only(review::ROUND, review::review_round),
        ),
        (
            rulebooks::LIST,
            get_only(rulebooks::LIST, rulebooks::list_rulebooks),
        ),
        // Templated paths last: the router tries resources in order, and each template it
        // passes costs a regular expression run on the path (a thousand instructions), while a
        // fixed path is one comparison. No two paths here match the same request.
        (
            rulebooks::CARD,
            get_only(rulebooks::CARD, rulebooks::rulebook),
        ),
        (
            problem::pages::PATH,
            get_only(problem::pages::PATH, problem::pages::problem_kind),
        ),
    ]
}

/// Registers every endpoint of the API.
pub fn routes(cfg: &mut web::ServiceConfig) {
    for (_, resource) in resources() {
        cfg.service(resource);
    }
}

/// The paths [`routes`] registers, in the spec's template form.
pub fn registered_paths() -> Vec<&'static str> {
    resources().into_iter().map(|(path, _)| path).collect()
}

/// A resource that answers POST, and 405 with `Allow: POST` to any other method.
fn post_only<F, Args>(path: &str, handler: F) -> actix_web::Resource
where
    F: actix_web::Handler<Args>,
    Args: actix_web::FromRequest + 'static,
    F::Output: actix_web::Responder + 'static,
{
    only(path, web::post().to(handler), "POST")
}

/// A resource whose one `route` answers, and every other method gets 405 with `Allow: allowed`.
fn only(path: &str, route: actix_web::Route, allowed: &'static str) -> actix_web::Resource {
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
    let mut response = ApiError::MethodNotAllowed {
        method: req.method().to_string(),
        path: req.path().to_owned(),
        allowed,
    }
    .response_in(language::language_of_refusal(req));
    response
        .headers_mut()
        .insert(header::ALLOW, header::HeaderValue::from_static(allowed));
    response
}

/// The answer to a path that does not exist.
pub async fn not_found(req: HttpRequest) -> HttpResponse {
    ApiError::NotFound(req.path().to_owned()).response_in(language::language_of_refusal(&req))
}
