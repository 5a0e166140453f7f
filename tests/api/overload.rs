//! Overload: heavy advice beyond what the compute pool can start within its queue time is
//! refused at once with 503, problem+json and `Retry-After`; the rest is answered.

use std::time::Duration;

use cribbage_api::config::Settings;
use serde_json::json;

use crate::helpers::{TestApp, spawn_app_with};

/// A server with one compute thread and `queue_ms` of queue: easy to fill.
async fn one_compute_thread(queue_ms: u64) -> TestApp {
    spawn_app_with(Settings {
        compute_threads: 1,
        compute_queue: Duration::from_millis(queue_ms),
        ..Settings::default()
    })
    .await
}

/// Sends `body` to the discards endpoint.
async fn discards(client: reqwest::Client, address: String, body: String) -> reqwest::Response {
    client
        .post(format!("{address}/v1/discards/recommend"))
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .expect("sent")
}

#[tokio::test]
async fn advice_past_the_queue_time_is_refused_at_once_with_retry_after_and_the_rest_answered() {
    // Arrange: one compute thread, 50 ms of queue, 100 win-objective discards (about 1.5 ms of
    // work each, 150 ms in all) sent at once: the first few dozen are admitted, the rest cannot
    // start in time.
    let app = one_compute_thread(50).await;
    let body = json!({
        "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true,
        "scores": [0, 0], "objective": "win"
    });

    // Act
    let mut requests = tokio::task::JoinSet::new();
    for _ in 0..100 {
        requests.spawn(discards(
            app.client.clone(),
            app.address.clone(),
            body.to_string(),
        ));
    }
    let health = app.get("/healthz").await;
    let mut answered = 0;
    let mut refused = Vec::new();
    while let Some(response) = requests.join_next().await {
        let response = response.expect("the request task ends");
        match response.status().as_u16() {
            200 => answered += 1,
            503 => refused.push(response),
            other => panic!("neither answered nor refused: {other}"),
        }
    }

    // Assert
    assert_eq!(health.status, 200);
    assert!(answered >= 1, "the first request is always admitted");
    assert!(
        !refused.is_empty(),
        "100 at once on one thread cannot all start within 50 ms"
    );
    let refused_count = refused.len();
    for response in refused {
        assert_eq!(response.headers()["retry-after"], "1");
        assert_eq!(
            response.headers()["content-type"],
            "application/problem+json"
        );
        let problem: serde_json::Value = response.json().await.expect("a problem body");
        assert_eq!(problem["type"], "/problems/overloaded");
        assert_eq!(problem["status"], 503);
        assert!(
            problem["detail"].as_str().unwrap().contains("within 50 ms"),
            "{problem}"
        );
    }
    // Every request is counted once: admitted, or refused on arrival; an admitted one whose
    // turn came past the queue time (the estimate was low) is refused then, uncomputed.
    let metrics = app.get("/metrics").await.text;
    let admitted = counter(&metrics, r#"compute_admitted_total{work="discards"}"#);
    let busy = counter(
        &metrics,
        r#"compute_refused_total{reason="busy",work="discards"}"#,
    );
    let waited = counter(
        &metrics,
        r#"compute_refused_total{reason="waited",work="discards"}"#,
    );
    assert_eq!(admitted + busy, 100, "{metrics}");
    assert_eq!(admitted - waited, answered, "{metrics}");
    assert_eq!(busy + waited, refused_count, "{metrics}");
}

/// A counter's value in the Prometheus text, 0 when it was never counted.
fn counter(metrics: &str, series: &str) -> usize {
    metrics
        .lines()
        .find_map(|line| line.strip_prefix(series))
        .map_or(0, |value| value.trim().parse().expect("a count"))
}

#[tokio::test]
async fn input_problems_are_answered_before_the_pool_and_never_refused_for_load() {
    // A queue of 1 ms that a burst of good requests fills; the impossible ones among them are
    // checked on the I/O worker and get their 422 whatever the pool is doing.
    let app = one_compute_thread(1).await;
    let good = json!({"cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "scores": [0, 0], "objective": "win"});
    let bad = json!({"cards": ["4C", "5D", "6H", "10S", "10C"], "dealer": true});
    let mut requests = tokio::task::JoinSet::new();
    for i in 0..30 {
        let impossible = i % 3 == 2;
        let body = if impossible { &bad } else { &good }.to_string();
        let sent = discards(app.client.clone(), app.address.clone(), body);
        requests.spawn(async move { (impossible, sent.await.status().as_u16()) });
    }
    let mut impossible = 0;
    while let Some(outcome) = requests.join_next().await {
        let (is_impossible, status) = outcome.expect("the request task ends");
        if is_impossible {
            impossible += 1;
            assert_eq!(status, 422);
        } else {
            assert!(status == 200 || status == 503, "{status}");
        }
    }
    assert_eq!(impossible, 10);
}
