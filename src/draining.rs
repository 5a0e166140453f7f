//! Connection draining: from SIGTERM on, every answer closes its connection.
//!
//! A load balancer or client keeps idle keep-alive connections to each instance and sends the
//! next request on any of them. When a stopping instance closes those connections, a request
//! can be on its way on one just then: it arrives at a closed socket, and the client sees an
//! error (nginx retries it elsewhere only when allowed to retry POSTs; most clients do not).
//! During `SHUTDOWN_DELAY` the instance still serves, but answers with `Connection: close`, so
//! every connection in use is closed by the server right after an answer, cleanly, and clients
//! open new ones, which reach other instances once this one stops listening. By the time the
//! listener closes, few connections are left to cut. `scripts/rolling-restart.sh` measures it.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::ConnectionType;
use actix_web::middleware::Next;
use actix_web::web;

use crate::api::health::Readiness;

/// The middleware (`from_fn(draining::close_when_draining)`): `Connection: close` on every
/// answer once shutdown has begun.
pub async fn close_when_draining(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let readiness = req.app_data::<web::Data<Readiness>>().cloned();
    let mut res = next.call(req).await?;
    // Asked after the handler, so that a request served while SIGTERM arrived closes too.
    if readiness.is_some_and(|readiness| !readiness.is_ready()) {
        res.response_mut()
            .head_mut()
            .set_connection_type(ConnectionType::Close);
    }
    Ok(res)
}
