//! The committed spec must be what the code generates: `UPDATE_OPENAPI=1 cargo test` rewrites it.

use cribbage_api::api::openapi::ApiDoc;
use utoipa::OpenApi;

use crate::helpers::spawn_app;

const COMMITTED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/openapi/openapi.json");

fn generated() -> String {
    ApiDoc::openapi()
        .to_pretty_json()
        .expect("the spec serializes")
        + "\n"
}

#[test]
fn committed_openapi_json_matches_the_code() {
    let generated = generated();
    if std::env::var_os("UPDATE_OPENAPI").is_some() {
        std::fs::write(COMMITTED, &generated).expect("openapi/openapi.json is writable");
    }
    let committed = std::fs::read_to_string(COMMITTED).unwrap_or_default();
    assert!(
        committed == generated,
        "openapi/openapi.json is out of date: run `UPDATE_OPENAPI=1 cargo test --test api openapi` and commit it"
    );
}

#[tokio::test]
async fn the_served_spec_is_the_committed_one() {
    let app = spawn_app().await;

    let reply = app.get("/api-docs/openapi.json").await;

    assert_eq!(reply.status, 200);
    let committed: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(COMMITTED).unwrap_or_default())
            .unwrap_or_default();
    assert!(
        reply.json == committed,
        "the served spec differs from openapi/openapi.json"
    );
}

#[test]
fn every_operation_lists_its_error_responses_and_every_error_is_problem_json() {
    let spec = serde_json::to_value(ApiDoc::openapi()).expect("the spec serializes");
    assert_eq!(spec["openapi"], "3.1.0");
    let paths = spec["paths"].as_object().expect("paths");
    for (path, item) in paths {
        for (method, operation) in item.as_object().expect("path item") {
            let responses = operation["responses"].as_object().expect("responses");
            if method == "post" {
                for status in ["400", "405", "413", "415", "422"] {
                    assert!(
                        responses.contains_key(status),
                        "{method} {path} lacks {status}"
                    );
                }
                assert!(
                    operation["requestBody"]["content"]["application/json"]["examples"]
                        .as_object()
                        .is_some_and(|e| !e.is_empty()),
                    "{method} {path} has no request examples"
                );
            }
            for (status, response) in responses {
                // A shared response is a reference into components.responses.
                let response = match response["$ref"].as_str() {
                    Some(reference) => {
                        let name = reference.trim_start_matches("#/components/responses/");
                        &spec["components"]["responses"][name]
                    }
                    None => response,
                };
                if status.starts_with('4') || status.starts_with('5') {
                    let content = &response["content"]["application/problem+json"];
                    assert!(
                        content.is_object(),
                        "{method} {path} {status} is not documented as problem+json"
                    );
                    assert!(
                        content["example"].is_object() || content["examples"].is_object(),
                        "{method} {path} {status} has no example"
                    );
                }
            }
        }
    }
}

#[test]
fn every_registered_route_is_in_the_spec_and_every_spec_path_is_registered() {
    let registered: std::collections::BTreeSet<&str> =
        cribbage_api::api::registered_paths().into_iter().collect();
    let spec = ApiDoc::openapi();
    let documented: std::collections::BTreeSet<&str> =
        spec.paths.paths.keys().map(String::as_str).collect();
    assert_eq!(registered, documented);
}

#[tokio::test]
async fn a_body_whose_transfer_breaks_off_is_a_400_bad_request() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    // Arrange: a chunked body whose chunk size is not hexadecimal.
    let app = spawn_app().await;
    let host = app.address.trim_start_matches("http://").to_owned();
    let mut stream = tokio::net::TcpStream::connect(&host)
        .await
        .expect("connect");
    let request = format!(
        "POST /v1/hands/score HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n\
         Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\n{{\"han\r\nZZ\r\nbroken\r\n"
    );

    // Act
    stream.write_all(request.as_bytes()).await.expect("sent");
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(
        std::time::Duration::from_secs(5),
        stream.read_to_end(&mut answer),
    )
    .await;
    let answer = String::from_utf8_lossy(&answer);

    // Assert
    assert!(answer.starts_with("HTTP/1.1 400"), "{answer}");
    assert!(!answer.contains("malformed-json"), "{answer}");
}
