//! `GET /healthz`, `GET /readyz` and `GET /metrics`: for load balancers, orchestrators and
//! Prometheus.

use std::sync::atomic::{AtomicBool, Ordering};

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::problem::{Problem, problem_for_status, problem_response};
use crate::observability::Metrics;

/// OpenAPI tag of the operational endpoints.
pub const TAG: &str = "operations";

/// Liveness.
pub const HEALTHZ: &str = "/healthz";
/// Readiness.
pub const READYZ: &str = "/readyz";
/// Prometheus metrics.
pub const METRICS: &str = "/metrics";

/// The state of the process.
#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// `ok` when alive, `ready` when ready for traffic.
    #[schema(example = "ok")]
    pub status: &'static str,
}

/// Whether the service takes traffic: true from start until shutdown begins.
#[derive(Debug)]
pub struct Readiness(AtomicBool);

impl Readiness {
    /// Ready.
    pub fn new() -> Readiness {
        Readiness(AtomicBool::new(true))
    }

    /// Shutdown has begun: answer 503 on `/readyz` so load balancers stop sending traffic.
    pub fn shutting_down(&self) {
        self.0.store(false, Ordering::Release);
    }

    /// Whether the service takes traffic.
    pub fn is_ready(&self) -> bool {
        self.0.load(Ordering::Acquire)
    }
}

impl Default for Readiness {
    fn default() -> Self {
        Readiness::new()
    }
}

/// Liveness: the process is up and answering.
#[utoipa::path(
    get,
    path = HEALTHZ,
    tag = TAG,
    responses((status = 200, description = "Alive", body = Health, example = json!({ "status": "ok" })))
)]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(Health { status: "ok" })
}

/// Readiness: the service takes traffic. It holds no state and needs no warm-up, so it is ready
/// as soon as it listens, and stops being ready the moment shutdown begins (SIGTERM), while
/// requests in flight finish.
#[utoipa::path(
    get,
    path = READYZ,
    tag = TAG,
    responses(
        (status = 200, description = "Ready for traffic", body = Health, example = json!({ "status": "ready" })),
        (status = 503, description = "Shutting down: send traffic elsewhere", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/unavailable", "title": "Service unavailable", "status": 503,
                "detail": "shutting down: requests in flight are finishing"
            }))
    )
)]
pub async fn readyz(readiness: Option<web::Data<Readiness>>) -> HttpResponse {
    match readiness {
        Some(readiness) if !readiness.is_ready() => problem_response(&problem_for_status(
            StatusCode::SERVICE_UNAVAILABLE,
            "shutting down: requests in flight are finishing",
        )),
        _ => HttpResponse::Ok().json(Health { status: "ready" }),
    }
}

/// Prometheus metrics: requests by route, method and status, latency histograms, requests in
/// flight, and the process's memory, CPU and file descriptors.
#[utoipa::path(
    get,
    path = METRICS,
    tag = TAG,
    responses((status = 200, description = "Prometheus text exposition format 0.0.4",
        content_type = "text/plain; version=0.0.4", body = String,
        example = "# HELP http_requests_total HTTP requests answered\n# TYPE http_requests_total counter\nhttp_requests_total{method=\"POST\",route=\"/v1/hands/score\",status=\"200\"} 42\n"))
)]
pub async fn metrics(metrics: Option<web::Data<Metrics>>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .body(metrics.map(|m| m.render()).unwrap_or_default())
}
