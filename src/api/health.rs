//! `GET /healthz` and `GET /readyz`: for load balancers and orchestrators.

use actix_web::{HttpResponse, get};
use serde::Serialize;
use utoipa::ToSchema;

/// OpenAPI tag of the operational endpoints.
pub const TAG: &str = "operations";

/// The state of the process.
#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// `ok` when alive, `ready` when ready for traffic.
    #[schema(example = "ok")]
    pub status: &'static str,
}

/// Liveness: the process is up and answering.
#[utoipa::path(
    get,
    path = "/healthz",
    tag = TAG,
    responses((status = 200, description = "Alive", body = Health, example = json!({ "status": "ok" })))
)]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(Health { status: "ok" })
}

/// Readiness: the service can take traffic. The service holds no state and needs no warm-up,
/// so it is ready as soon as it listens.
#[utoipa::path(
    get,
    path = "/readyz",
    tag = TAG,
    responses((status = 200, description = "Ready for traffic", body = Health, example = json!({ "status": "ready" })))
)]
#[get("/readyz")]
pub async fn readyz() -> HttpResponse {
    HttpResponse::Ok().json(Health { status: "ready" })
}
