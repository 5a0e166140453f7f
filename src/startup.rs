//! The application: binds its listener, wires routes and middleware, runs until stopped.

use std::net::TcpListener;
use std::time::Duration;

use actix_cors::Cors;
use futures_util::future::Either;

use actix_web::body::EitherBody;
use actix_web::dev::{Server, ServiceResponse};
use actix_web::http::header;
use actix_web::middleware::{Condition, ErrorHandlerResponse, ErrorHandlers, Logger, from_fn};
use actix_web::{App, HttpServer, web};
use utoipa::OpenApi;

use crate::api::health::Readiness;
use crate::api::json::BodyLimit;
use crate::api::openapi::ApiDoc;
use crate::api::problem::{ApiError, PROBLEM_JSON};
use crate::api::{self, not_found};
use crate::compression;
use crate::compute::{Compute, ComputeSettings};
use crate::config::Settings;
use crate::domain::language::Language;
use crate::draining;
use crate::observability::{self, Metrics, REQUEST_ID};

/// The log target of the access log: actix's own, so existing `RUST_LOG` filters still apply.
const ACCESS_LOG_TARGET: &str = "actix_web::middleware::logger";

/// A bound, not yet running server.
pub struct Application {
    port: u16,
    server: Server,
    readiness: web::Data<Readiness>,
    shutdown_delay: Duration,
}

impl Application {
    /// Binds `settings.host:settings.port` (port 0 picks a free port, for tests) and builds the
    /// server.
    pub fn build(settings: &Settings) -> std::io::Result<Application> {
        Application::build_with(settings, |_| {})
    }

    /// [`Application::build`], with `extra` routes served by the same application
    /// (middleware, body limit, app data), matched before the API's (so that routing costs
    /// them less than any endpoint, never more): for measuring binaries such as
    /// `examples/noop_post.rs`, never for public routes.
    pub fn build_with(
        settings: &Settings,
        extra: fn(&mut web::ServiceConfig),
    ) -> std::io::Result<Application> {
        // The position tables are solved once per process; before the listener opens, so no
        // request waits for them.
        crate::domain::strategy::board::solve();
        // The wide tables (targets above a variant's own) take about half a second: on a thread
        // of their own, so the listener opens now; a request that needs them first waits.
        std::thread::spawn(crate::domain::strategy::board::solve_wide);
        let listener = TcpListener::bind((settings.host.as_str(), settings.port))?;
        let port = listener.local_addr()?.port();
        let readiness = web::Data::new(Readiness::new());
        let server = run(listener, settings, readiness.clone(), extra)?;
        Ok(Application {
            port,
            server,
            readiness,
            shutdown_delay: settings.shutdown_delay,
        })
    }

    /// The port actually bound.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// Serves until SIGTERM or SIGINT. Then `/readyz` answers 503 at once; after the shutdown
    /// delay the listener closes, and requests in flight get the shutdown timeout to finish.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let handle = self.server.handle();
        let readiness = self.readiness.clone();
        let delay = self.shutdown_delay;
        let watcher = Box::pin(async move {
            if wait_for_termination().await.is_err() {
                // No signal handling here: serve until stopped another way.
                return std::future::pending().await;
            }
            readiness.shutting_down();
            log::info!("shutting down: not ready; closing the listener in {delay:?}");
            actix_web::rt::time::sleep(delay).await;
            handle.stop(true).await;
        });
        match futures_util::future::select(Box::pin(self.server), watcher).await {
            Either::Left((result, _)) => result,
            Either::Right(((), server)) => server.await,
        }
    }
}

/// Resolves on SIGTERM or SIGINT (Ctrl-C).
#[cfg(unix)]
async fn wait_for_termination() -> std::io::Result<()> {
    use actix_web::rt::signal::unix::{SignalKind, signal};
    let mut term = signal(SignalKind::terminate())?;
    let mut int = signal(SignalKind::interrupt())?;
    futures_util::future::select(Box::pin(term.recv()), Box::pin(int.recv())).await;
    Ok(())
}

/// Resolves on Ctrl-C, the one termination signal other platforms deliver.
#[cfg(not(unix))]
async fn wait_for_termination() -> std::io::Result<()> {
    actix_web::rt::signal::ctrl_c().await
}

fn cors(origins: &[String]) -> Cors {
    let cors = Cors::default()
        .allowed_methods(["GET", "POST"])
        .allowed_header(header::CONTENT_TYPE)
        .allowed_header(REQUEST_ID)
        // Retry-After: a page refused as overloaded (503) waits as long as it is told.
        .expose_headers([REQUEST_ID, header::RETRY_AFTER])
        .max_age(3600);
    if origins.iter().any(|o| o == "*") {
        cors.allow_any_origin()
    } else {
        origins
            .iter()
            .fold(cors, |cors, origin| cors.allowed_origin(origin))
    }
}

fn run(
    listener: TcpListener,
    settings: &Settings,
    readiness: web::Data<Readiness>,
    extra: fn(&mut web::ServiceConfig),
) -> std::io::Result<Server> {
    let body_limit = BodyLimit {
        bytes: settings.max_body_bytes,
        timeout: settings.client_request_timeout,
    };
    let openapi = ApiDoc::openapi();
    let metrics = Metrics::new().map_err(std::io::Error::other)?;
    let compute = web::Data::new(Compute::new(
        ComputeSettings {
            threads: settings.compute_threads,
            queue_time: settings.compute_queue,
        },
        metrics.registry(),
    )?);
    let metrics = web::Data::new(metrics);
    let origins = settings.cors_allowed_origins.clone();
    // actix's access log renders its fields for every request (the peer address, the request
    // line, the status: some 6,000 instructions) before it knows whether its line is written,
    // so it is left out when its target is off (`RUST_LOG=warn`); env_logger's filter is fixed
    // at start-up.
    let access_log = log::log_enabled!(target: ACCESS_LOG_TARGET, log::Level::Info);
    let server = HttpServer::new(move || {
        // Outermost last: the request id first, so the access log and every answer carry it.
        App::new()
            .wrap(Condition::new(!origins.is_empty(), cors(&origins)))
            .wrap(ErrorHandlers::new().default_handler(into_problem))
            .wrap(from_fn(compression::compress))
            .wrap(from_fn(draining::close_when_draining))
            .wrap(Condition::new(
                access_log,
                Logger::new("%a \"%r\" %s %b %Dms %{x-request-id}i").log_target(ACCESS_LOG_TARGET),
            ))
            .wrap(from_fn(observability::track))
            .wrap(from_fn(observability::request_id))
            .app_data(body_limit)
            .app_data(readiness.clone())
            .app_data(metrics.clone())
            .app_data(compute.clone())
            .configure(extra)
            .configure(api::routes)
            .configure(crate::console::routes)
            .configure(|cfg| api::docs::routes(cfg, openapi.clone()))
            .default_service(web::to(not_found))
    })
    .workers(settings.workers)
    .keep_alive(settings.keep_alive)
    .client_request_timeout(settings.client_request_timeout)
    .shutdown_timeout(settings.shutdown_timeout.as_secs())
    .disable_signals()
    .listen(listener)?
    .run();
    Ok(server)
}

/// Writes every error answer as a problem in the request's language (`?lang=`,
/// `Accept-Language`): an [`ApiError`] a handler or extractor returned (written in English where
/// the request was not at hand), and whatever actix answers on its own (404, 405, 408, ...), so
/// every non-2xx body has the same shape. Headers the first answer set (`Allow`, `Retry-After`)
/// are kept.
fn into_problem<B>(res: ServiceResponse<B>) -> actix_web::Result<ErrorHandlerResponse<B>> {
    let language = api::language::language_of_refusal(res.request());
    let api_error = res
        .response()
        .error()
        .and_then(|error| error.as_error::<ApiError>());
    let problem = match api_error {
        Some(_) if language == Language::English => None,
        Some(error) => Some(error.response_in(language)),
        None if is_problem(&res) => None,
        None => {
            let status = res.status();
            let detail = res
                .response()
                .error()
                .map(ToString::to_string)
                .filter(|text| !text.is_empty())
                .unwrap_or_else(|| {
                    status
                        .canonical_reason()
                        .unwrap_or("the request failed")
                        .to_lowercase()
                });
            Some(ApiError::Status { status, detail }.response_in(language))
        }
    };
    let Some(mut problem) = problem else {
        return Ok(ErrorHandlerResponse::Response(res.map_into_left_body()));
    };
    let (req, res) = res.into_parts();
    for (name, value) in res.headers() {
        if !problem.headers().contains_key(name) && name != header::CONTENT_LENGTH {
            problem.headers_mut().insert(name.clone(), value.clone());
        }
    }
    let res: ServiceResponse<EitherBody<B>> =
        ServiceResponse::new(req, problem).map_into_right_body();
    Ok(ErrorHandlerResponse::Response(res))
}

fn is_problem<B>(res: &ServiceResponse<B>) -> bool {
    res.headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(PROBLEM_JSON.as_bytes()))
}
