//! The service with one more route, `POST /bench/noop`, that reads a JSON body the way every
//! scoring endpoint does and answers a constant: the floor under what any POST endpoint can cost.
//! Used by `scripts/instructions-per-request.sh`; never part of the public API (it is not in the
//! library, the binary or the spec).
//!
//! `HOST=127.0.0.1 PORT=18490 cargo run --release --features tools --example noop_post`
//!
//! Everything but the handler is the real application: [`Application::build_with`] builds the
//! same `App` as the `cribbage-api` binary (the same middleware: request id, metrics, access log,
//! problem+json error handler, CORS when configured; the same body limit and timeouts) and adds
//! this route ahead of the API's own, so that routing costs it no more than any endpoint (an
//! endpoint pays for the few fixed paths tried before its own, a few hundred instructions, on
//! top: counted in its excess over this floor, not in the floor). The handler
//! takes the body through the library's own extractor, [`ApiJson`]: content type check, body
//! limit, read with its timeout, and `serde_json` over the whole document (into
//! [`IgnoredAny`], which checks the syntax and keeps nothing). What it skips is exactly an
//! endpoint's own work: building the request's types and checking them, the domain, and
//! serializing the answer.
#![forbid(unsafe_code)]

use std::process::ExitCode;

use actix_web::{HttpResponse, web};
use cribbage_api::api::json::ApiJson;
use cribbage_api::config::Settings;
use cribbage_api::startup::Application;
use serde::Deserialize;
use serde::de::IgnoredAny;
use validator::{Validate, ValidationErrors};

/// The path of the no-op route.
const NOOP_PATH: &str = "/bench/noop";

/// Any JSON value, read to the end and dropped.
#[derive(Deserialize)]
struct AnyJson(#[allow(dead_code)] IgnoredAny);

/// Nothing to check: [`ApiJson`] asks every body for its `validator` rules.
impl Validate for AnyJson {
    fn validate(&self) -> Result<(), ValidationErrors> {
        Ok(())
    }
}

/// A constant answer, shaped like the API's (JSON, a few bytes).
async fn noop(_body: ApiJson<AnyJson>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(r#"{"ok":true}"#)
}

fn noop_route(cfg: &mut web::ServiceConfig) {
    cfg.route(NOOP_PATH, web::post().to(noop));
}

#[actix_web::main]
async fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("info")).init();
    let settings = match Settings::from_env() {
        Ok(settings) => settings,
        Err(err) => {
            eprintln!("noop_post: {err}");
            return ExitCode::FAILURE;
        }
    };
    let app = match Application::build_with(&settings, noop_route) {
        Ok(app) => app,
        Err(err) => {
            eprintln!("noop_post: cannot listen: {err}");
            return ExitCode::FAILURE;
        }
    };
    log::info!(
        "listening on {}:{} (with POST {NOOP_PATH})",
        settings.host,
        app.port()
    );
    match app.run_until_stopped().await {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("noop_post: {err}");
            ExitCode::FAILURE
        }
    }
}
