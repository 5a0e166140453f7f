//! The cribbage-api server: configuration from the environment, logging, run until SIGTERM.
#![forbid(unsafe_code)]

use std::process::ExitCode;

use cribbage_api::config::Settings;
use cribbage_api::startup::Application;

#[actix_web::main]
async fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("info")).init();
    let settings = match Settings::from_env() {
        Ok(settings) => settings,
        Err(err) => {
            eprintln!("cribbage-api: {err}");
            return ExitCode::FAILURE;
        }
    };
    let app = match Application::build(&settings) {
        Ok(app) => app,
        Err(err) => {
            eprintln!(
                "cribbage-api: cannot listen on {}:{}: {err}",
                settings.host, settings.port
            );
            return ExitCode::FAILURE;
        }
    };
    log::info!("listening on {}:{}", settings.host, app.port());
    match app.run_until_stopped().await {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("cribbage-api: {err}");
            ExitCode::FAILURE
        }
    }
}
