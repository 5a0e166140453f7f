//! Request ids, metrics, CORS and slow clients.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use cribbage_api::config::Settings;
use serde_json::json;

use crate::helpers::{spawn_app, spawn_app_with};

#[tokio::test]
async fn every_response_carries_a_request_id_and_a_sensible_caller_id_is_kept() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let generated = app.get("/healthz").await;
    let kept = app
        .client
        .get(format!("{}/nope", app.address))
        .header("x-request-id", "trace-42")
        .send()
        .await
        .expect("sent");
    let replaced = app
        .client
        .get(format!("{}/healthz", app.address))
        .header("x-request-id", "has spaces in it")
        .send()
        .await
        .expect("sent");

    // Assert
    let id = generated.headers["x-request-id"].to_str().unwrap();
    assert_eq!(id.len(), 36, "a UUID: {id}");
    assert_eq!(kept.status(), 404);
    assert_eq!(kept.headers()["x-request-id"], "trace-42");
    assert_ne!(replaced.headers()["x-request-id"], "has spaces in it");
}

#[tokio::test]
async fn metrics_count_requests_by_route_method_and_status() {
    // Arrange
    let app = spawn_app().await;
    app.score_hand(&json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C" }))
        .await;
    app.score_hand(&json!({ "hand": ["5H"], "starter": "8C" }))
        .await;
    app.get("/no/such/path/123").await;

    // Act
    let reply = app.get("/metrics").await;

    // Assert
    assert_eq!(reply.status, 200);
    assert!(
        reply.content_type.starts_with("text/plain"),
        "{}",
        reply.content_type
    );
    for line in [
        r#"http_requests_total{method="POST",route="/v1/hands/score",status="200"} 1"#,
        r#"http_requests_total{method="POST",route="/v1/hands/score",status="422"} 1"#,
        r#"http_requests_total{method="GET",route="unmatched",status="404"} 1"#,
        "# TYPE http_request_duration_seconds histogram",
        "http_requests_in_flight 1",
        "process_resident_memory_bytes",
    ] {
        assert!(
            reply.text.contains(line),
            "missing {line} in\n{}",
            reply.text
        );
    }
    assert!(
        !reply.text.contains("/no/such/path"),
        "raw paths are not labels"
    );
}

#[tokio::test]
async fn cors_answers_allowed_origins_only_when_configured() {
    // Arrange
    let open = spawn_app_with(Settings {
        cors_allowed_origins: vec!["https://cards.example".to_owned()],
        ..Settings::default()
    })
    .await;
    let closed = spawn_app().await;
    let preflight = |address: String, origin: &'static str| {
        let client = open.client.clone();
        async move {
            client
                .request(
                    reqwest::Method::OPTIONS,
                    format!("{address}/v1/hands/score"),
                )
                .header("origin", origin)
                .header("access-control-request-method", "POST")
                .header("access-control-request-headers", "content-type")
                .send()
                .await
                .expect("sent")
        }
    };

    // Act
    let allowed = preflight(open.address.clone(), "https://cards.example").await;
    let other = preflight(open.address.clone(), "https://evil.example").await;
    let unconfigured = preflight(closed.address.clone(), "https://cards.example").await;

    // Assert
    assert_eq!(allowed.status(), 200);
    assert_eq!(
        allowed.headers()["access-control-allow-origin"],
        "https://cards.example"
    );
    assert!(other.headers().get("access-control-allow-origin").is_none());
    assert!(other.status().is_client_error());
    assert_eq!(other.headers()["content-type"], "application/problem+json");
    assert!(
        unconfigured
            .headers()
            .get("access-control-allow-origin")
            .is_none()
    );
}

#[tokio::test]
async fn a_page_from_an_allowed_origin_may_read_retry_after_and_the_request_id() {
    // Arrange: a page that is refused as overloaded must be able to wait as it is told.
    let app = spawn_app_with(Settings {
        cors_allowed_origins: vec!["https://cards.example".to_owned()],
        ..Settings::default()
    })
    .await;

    // Act
    let reply = app
        .client
        .post(format!("{}/v1/hands/score", app.address))
        .header("origin", "https://cards.example")
        .json(&serde_json::json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C" }))
        .send()
        .await
        .expect("sent");

    // Assert
    assert_eq!(reply.status(), 200);
    let exposed = reply.headers()["access-control-expose-headers"]
        .to_str()
        .expect("ASCII")
        .to_ascii_lowercase();
    let exposed: Vec<&str> = exposed.split(',').map(str::trim).collect();
    assert!(exposed.contains(&"retry-after"), "{exposed:?}");
    assert!(exposed.contains(&"x-request-id"), "{exposed:?}");
}

#[tokio::test]
async fn a_client_that_sends_its_body_too_slowly_is_cut_off_with_408() {
    // Arrange
    let app = spawn_app_with(Settings {
        client_request_timeout: Duration::from_millis(300),
        ..Settings::default()
    })
    .await;
    let address = app.address.trim_start_matches("http://").to_owned();

    // Act: a head that promises 100 bytes, then only 10 of them.
    let answer = tokio::task::spawn_blocking(move || {
        let mut stream = TcpStream::connect(address).expect("connects");
        stream
            .write_all(
                b"POST /v1/hands/score HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n\
                  Content-Length: 100\r\n\r\n{\"hand\": ",
            )
            .expect("sends");
        stream
            .set_read_timeout(Some(Duration::from_secs(5)))
            .expect("timeout");
        let mut text = String::new();
        let _ = stream.read_to_string(&mut text);
        text
    })
    .await
    .expect("the client thread");

    // Assert
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("application/problem+json"), "{answer}");
}

#[tokio::test]
async fn a_body_that_trickles_in_is_cut_off_at_the_deadline_not_after_the_last_piece() {
    // Arrange: 300 ms for the whole body.
    let app = spawn_app_with(Settings {
        client_request_timeout: Duration::from_millis(300),
        ..Settings::default()
    })
    .await;
    let address = app.address.trim_start_matches("http://").to_owned();

    // Act: a head that promises 100 bytes, then one byte every 100 ms for 3 s, while the
    // answer is read as it comes.
    let (answer, waited) = tokio::task::spawn_blocking(move || {
        let mut stream = TcpStream::connect(address).expect("connects");
        stream
            .write_all(
                b"POST /v1/hands/score HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n\
                  Content-Length: 100\r\n\r\n",
            )
            .expect("sends");
        let mut writer = stream.try_clone().expect("a second handle");
        let trickle = std::thread::spawn(move || {
            for _ in 0..30 {
                std::thread::sleep(Duration::from_millis(100));
                // Once the server has answered and closed, writes fail: stop.
                if writer.write_all(b" ").is_err() {
                    break;
                }
            }
        });
        let started = std::time::Instant::now();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .expect("timeout");
        let mut first = [0u8; 12];
        let _ = stream.read_exact(&mut first);
        let waited = started.elapsed();
        let mut rest = String::new();
        let _ = stream.read_to_string(&mut rest);
        let _ = trickle.join();
        (String::from_utf8_lossy(&first).into_owned() + &rest, waited)
    })
    .await
    .expect("the client thread");

    // Assert: 408 while pieces were still coming (a deadline renewed by each piece would have
    // waited for the client to stop, 3 s), not at the end.
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(waited < Duration::from_secs(2), "answered after {waited:?}");
}

#[tokio::test]
async fn every_problem_type_the_service_answers_resolves_to_its_documentation() {
    // Arrange: one request for each kind of problem a client can provoke.
    let app = spawn_app().await;
    let provoked = [
        app.post_raw("/v1/hands/score", "application/json", "{")
            .await,
        app.get("/no/such/path").await,
        app.get("/v1/hands/score").await,
        app.post_raw("/v1/hands/score", "application/json", "x".repeat(20_000))
            .await,
        app.post_raw("/v1/hands/score", "text/plain", "{}").await,
        app.score_hand(&json!({ "hand": ["1X"], "starter": "5H" }))
            .await,
    ];

    for problem in provoked {
        // Act: dereference the type, as RFC 9457 suggests, against the service that answered.
        let kind = problem.json["type"].as_str().expect("a type").to_owned();
        let page = app.get(&kind).await;

        // Assert
        assert_eq!(page.status, 200, "{kind}");
        assert_eq!(page.content_type, "text/html; charset=utf-8", "{kind}");
        let title = problem.json["title"].as_str().expect("a title");
        assert!(
            page.text.contains(&format!("<h1>{title}</h1>")),
            "{kind}: {}",
            page.text
        );
        assert!(
            page.text.contains(&format!("status {}", problem.status)),
            "{kind}"
        );
    }
}

#[tokio::test]
async fn an_unknown_problem_kind_is_a_404_problem() {
    let app = spawn_app().await;

    let reply = app.get("/problems/no-such-kind").await;

    assert_eq!(reply.status, 404);
    assert_eq!(reply.content_type, "application/problem+json");
    assert_eq!(reply.json["type"], "/problems/not-found");
}
