//! Operations: Prometheus metrics and request ids, as actix middleware.

use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{Error, HttpMessage, web};
use prometheus::{
    Encoder, HistogramOpts, HistogramVec, IntCounterVec, IntGauge, Opts, Registry, TextEncoder,
};

/// The header that carries a request's id, in and out.
pub const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// The service's metrics, in their own registry (no global state, so tests can build many apps).
#[derive(Clone)]
pub struct Metrics {
    registry: Registry,
    requests: IntCounterVec,
    duration: HistogramVec,
    in_flight: IntGauge,
}

impl Metrics {
    /// Registers the HTTP metrics and the process collector (memory, CPU, file descriptors).
    pub fn new() -> Result<Metrics, prometheus::Error> {
        let registry = Registry::new();
        let requests = IntCounterVec::new(
            Opts::new("http_requests_total", "HTTP requests answered"),
            &["route", "method", "status"],
        )?;
        let duration = HistogramVec::new(
            HistogramOpts::new(
                "http_request_duration_seconds",
                "Time from request head to response, in seconds",
            )
            .buckets(vec![
                0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05,
                0.1, 0.25, 1.0,
            ]),
            &["route", "method"],
        )?;
        let in_flight = IntGauge::new("http_requests_in_flight", "HTTP requests being handled")?;
        registry.register(Box::new(requests.clone()))?;
        registry.register(Box::new(duration.clone()))?;
        registry.register(Box::new(in_flight.clone()))?;
        registry.register(Box::new(
            prometheus::process_collector::ProcessCollector::for_self(),
        ))?;
        Ok(Metrics {
            registry,
            requests,
            duration,
            in_flight,
        })
    }

    /// The registry, for metrics registered elsewhere (the compute pool's).
    pub fn registry(&self) -> &Registry {
        &self.registry
    }

    /// The Prometheus text exposition of every metric.
    pub fn render(&self) -> String {
        let mut buffer = Vec::new();
        // Encoding into a Vec cannot fail for well-formed metric families.
        let _ = TextEncoder::new().encode(&self.registry.gather(), &mut buffer);
        String::from_utf8(buffer).unwrap_or_default()
    }
}

/// Counts and times every request by route pattern (not raw path: unknown paths all count as
/// "unmatched", so a scanner cannot blow up the label set).
///
/// The in-flight gauge is held by a guard: a request whose future is dropped (the client went
/// away, the server stopped) still leaves the gauge.
pub async fn track(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let metrics = req.app_data::<web::Data<Metrics>>().cloned();
    let Some(metrics) = metrics else {
        return next.call(req).await;
    };
    let method = req.method().as_str().to_owned();
    let started = Instant::now();
    let in_flight = InFlight::enter(&metrics.in_flight);
    let result = next.call(req).await;
    drop(in_flight);
    let (route, status) = match &result {
        Ok(res) => (
            res.request()
                .match_pattern()
                .unwrap_or_else(|| "unmatched".to_owned()),
            res.status().as_u16(),
        ),
        Err(err) => (
            "unmatched".to_owned(),
            err.error_response().status().as_u16(),
        ),
    };
    metrics
        .requests
        .with_label_values(&[route.as_str(), method.as_str(), &status.to_string()])
        .inc();
    metrics
        .duration
        .with_label_values(&[route.as_str(), method.as_str()])
        .observe(started.elapsed().as_secs_f64());
    result
}

/// A request's id: the caller's `X-Request-Id` when it is a sensible token, else a new UUID.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequestId(pub HeaderValue);

fn acceptable(value: &HeaderValue) -> bool {
    let bytes = value.as_bytes();
    (1..=128).contains(&bytes.len())
        && bytes
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || b"-_.:/+=".contains(b))
}

/// Gives every request an id, puts it on the request (for the access log) and on the response.
pub async fn request_id(
    mut req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let id = match req.headers().get(&REQUEST_ID) {
        Some(value) if acceptable(value) => value.clone(),
        _ => HeaderValue::from_str(&uuid::Uuid::new_v4().to_string())
            .unwrap_or_else(|_| HeaderValue::from_static("unknown")),
    };
    req.headers_mut().insert(REQUEST_ID, id.clone());
    req.extensions_mut().insert(RequestId(id.clone()));
    let mut res = next.call(req).await?;
    res.headers_mut().insert(REQUEST_ID, id);
    Ok(res)
}

/// One request counted in the in-flight gauge for as long as the guard lives.
struct InFlight<'a>(&'a IntGauge);

impl<'a> InFlight<'a> {
    fn enter(gauge: &'a IntGauge) -> InFlight<'a> {
        gauge.inc();
        InFlight(gauge)
    }
}

impl Drop for InFlight<'_> {
    fn drop(&mut self) {
        self.0.dec();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_ids_from_callers_are_kept_only_when_they_are_sensible_tokens() {
        for good in [
            "abc-123",
            "0f8fad5b-d9cb-469f-a165-70867728950e",
            "trace:1/2+3=",
        ] {
            assert!(acceptable(&HeaderValue::from_static(good)), "{good}");
        }
        let long = "a".repeat(129);
        for bad in ["", "has space", "quote\"", long.as_str()] {
            let value = HeaderValue::from_str(bad).unwrap();
            assert!(!acceptable(&value), "{bad:?}");
        }
    }

    #[test]
    fn metrics_render_in_prometheus_text_format() {
        let metrics = Metrics::new().unwrap();
        metrics
            .requests
            .with_label_values(&["/healthz", "GET", "200"])
            .inc();
        let text = metrics.render();
        assert!(
            text.contains("# TYPE http_requests_total counter"),
            "{text}"
        );
        assert!(
            text.contains(r#"http_requests_total{method="GET",route="/healthz",status="200"} 1"#),
            "{text}"
        );
        assert!(text.contains("process_resident_memory_bytes"), "{text}");
    }
}
