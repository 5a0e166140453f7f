//! The application: binds its listener, wires routes and middleware, runs until stopped.

use std::net::TcpListener;

use actix_web::body::EitherBody;
use actix_web::dev::{Server, ServiceResponse};
use actix_web::http::header;
use actix_web::middleware::{ErrorHandlerResponse, ErrorHandlers, Logger};
use actix_web::{App, HttpServer, web};
use utoipa::OpenApi;
use utoipa_swagger_ui::SwaggerUi;

use crate::api::json::BodyLimit;
use crate::api::openapi::ApiDoc;
use crate::api::problem::{PROBLEM_JSON, problem_for_status, problem_response};
use crate::api::{self, not_found};
use crate::config::Settings;

/// A bound, not yet running server.
pub struct Application {
    port: u16,
    server: Server,
}

impl Application {
    /// Binds `settings.host:settings.port` (port 0 picks a free port, for tests) and builds the
    /// server.
    pub fn build(settings: &Settings) -> std::io::Result<Application> {
        let listener = TcpListener::bind((settings.host.as_str(), settings.port))?;
        let port = listener.local_addr()?.port();
        let server = run(listener, settings)?;
        Ok(Application { port, server })
    }

    /// The port actually bound.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// Serves until SIGTERM or SIGINT, then lets in-flight requests finish within the shutdown
    /// timeout.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

fn run(listener: TcpListener, settings: &Settings) -> std::io::Result<Server> {
    let body_limit = BodyLimit(settings.max_body_bytes);
    let openapi = ApiDoc::openapi();
    let server = HttpServer::new(move || {
        App::new()
            .wrap(ErrorHandlers::new().default_handler(into_problem))
            .wrap(Logger::new("%a \"%r\" %s %b %Dms"))
            .app_data(body_limit)
            .configure(api::routes)
            .service(
                SwaggerUi::new("/swagger-ui/{_:.*}").url("/api-docs/openapi.json", openapi.clone()),
            )
            .default_service(web::to(not_found))
    })
    .workers(settings.workers)
    .keep_alive(settings.keep_alive)
    .client_request_timeout(settings.client_request_timeout)
    .shutdown_timeout(settings.shutdown_timeout.as_secs())
    .listen(listener)?
    .run();
    Ok(server)
}

/// Rewrites any error response that is not problem+json yet (actix's own 404, 405, 408, ...)
/// into one, so every non-2xx body has the same shape.
fn into_problem<B>(res: ServiceResponse<B>) -> actix_web::Result<ErrorHandlerResponse<B>> {
    let is_problem = res
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(PROBLEM_JSON.as_bytes()));
    if is_problem {
        return Ok(ErrorHandlerResponse::Response(res.map_into_left_body()));
    }
    let (req, res) = res.into_parts();
    let status = res.status();
    let detail = res
        .error()
        .map(ToString::to_string)
        .filter(|text| !text.is_empty())
        .unwrap_or_else(|| {
            status
                .canonical_reason()
                .unwrap_or("the request failed")
                .to_lowercase()
        });
    let mut problem = problem_response(&problem_for_status(status, detail));
    for (name, value) in res.headers() {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            problem.headers_mut().insert(name.clone(), value.clone());
        }
    }
    let res: ServiceResponse<EitherBody<B>> =
        ServiceResponse::new(req, problem).map_into_right_body();
    Ok(ErrorHandlerResponse::Response(res))
}
