//! Response compression: large answers brotli- or gzip-encoded when asked, small ones never, and
//! the decoded body always the plain answer, through a real server.

use std::io::Read;

use reqwest::header::{ACCEPT_ENCODING, CONTENT_ENCODING, CONTENT_LENGTH, HeaderMap, VARY};
use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app};

/// Discards with distributions: 6.6 KB of JSON, well over the threshold.
fn discards_with_distributions() -> Value {
    json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "distribution": true })
}

/// A whole two-seat hand: its timeline is over 1 KB.
fn whole_round() -> Value {
    json!({
        "dealer": 1, "scores": [0, 0], "starter": "5C",
        "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]],
        "crib": ["AH", "3S", "8D", "KH"],
        "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]
    })
}

/// A scored hand: about 560 bytes, under the threshold.
fn small_hand() -> Value {
    json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C" })
}

/// An answer as it came over the wire: status, headers, undecoded bytes.
struct Raw {
    status: u16,
    headers: HeaderMap,
    bytes: Vec<u8>,
}

impl Raw {
    fn header(&self, name: reqwest::header::HeaderName) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    fn varies_on_accept_encoding(&self) -> bool {
        self.headers
            .get_all(VARY)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .any(|v| v.trim().eq_ignore_ascii_case("accept-encoding"))
    }

    /// The body decoded by its Content-Encoding.
    fn decoded(&self) -> Vec<u8> {
        let mut plain = Vec::new();
        match self.header(CONTENT_ENCODING) {
            None => plain.clone_from(&self.bytes),
            Some("gzip") => {
                flate2::read::GzDecoder::new(self.bytes.as_slice())
                    .read_to_end(&mut plain)
                    .expect("a valid gzip stream");
            }
            Some("br") => {
                brotli::Decompressor::new(self.bytes.as_slice(), 4096)
                    .read_to_end(&mut plain)
                    .expect("a valid brotli stream");
            }
            Some(other) => panic!("unexpected Content-Encoding {other}"),
        }
        plain
    }

    fn json(&self) -> Value {
        serde_json::from_slice(&self.decoded()).expect("the decoded body is JSON")
    }
}

async fn post(app: &TestApp, path: &str, body: &Value, accept_encoding: Option<&str>) -> Raw {
    let mut request = app
        .client
        .post(format!("{}{path}", app.address))
        .header("content-type", "application/json")
        .body(body.to_string());
    if let Some(accept) = accept_encoding {
        request = request.header(ACCEPT_ENCODING, accept);
    }
    raw(request).await
}

async fn raw(request: reqwest::RequestBuilder) -> Raw {
    let response = request.send().await.expect("the request is sent");
    Raw {
        status: response.status().as_u16(),
        headers: response.headers().clone(),
        bytes: response.bytes().await.expect("the body is read").to_vec(),
    }
}

#[tokio::test]
async fn discards_with_distributions_are_compressed_in_each_coding_asked_for() {
    // Arrange
    let app = spawn_app().await;
    let plain = post(
        &app,
        "/v1/discards/recommend",
        &discards_with_distributions(),
        None,
    )
    .await;

    for (accept, coding) in [
        ("gzip", "gzip"),
        ("br", "br"),
        ("gzip, deflate, br, zstd", "gzip"),
        ("gzip;q=0.5, br", "br"),
    ] {
        // Act
        let answer = post(
            &app,
            "/v1/discards/recommend",
            &discards_with_distributions(),
            Some(accept),
        )
        .await;

        // Assert
        assert_eq!(answer.status, 200, "{accept}");
        assert_eq!(answer.header(CONTENT_ENCODING), Some(coding), "{accept}");
        assert!(answer.varies_on_accept_encoding(), "{accept}: Vary");
        assert_eq!(
            answer.decoded(),
            plain.bytes,
            "{accept}: decodes to the plain answer"
        );
        assert!(
            answer.bytes.len() * 2 < plain.bytes.len(),
            "{accept}: {} bytes compressed against {} plain",
            answer.bytes.len(),
            plain.bytes.len()
        );
    }
}

#[tokio::test]
async fn a_whole_round_is_compressed_when_asked() {
    // Arrange
    let app = spawn_app().await;
    let plain = post(&app, "/v1/rounds/score", &whole_round(), None).await;
    assert!(
        plain.bytes.len() >= 1024,
        "the round's answer is large: {}",
        plain.bytes.len()
    );

    // Act
    let answer = post(&app, "/v1/rounds/score", &whole_round(), Some("gzip")).await;

    // Assert
    assert_eq!(answer.status, 200);
    assert_eq!(answer.header(CONTENT_ENCODING), Some("gzip"));
    assert_eq!(answer.json(), plain.json());
    assert!(answer.bytes.len() < plain.bytes.len());
}

#[tokio::test]
async fn a_small_answer_is_sent_as_it_is_even_when_compression_is_asked_for() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let answer = post(&app, "/v1/hands/score", &small_hand(), Some("br, gzip")).await;

    // Assert
    assert_eq!(answer.status, 200);
    assert!(answer.bytes.len() < 1024, "{} bytes", answer.bytes.len());
    assert_eq!(answer.header(CONTENT_ENCODING), None);
    assert!(
        !answer.varies_on_accept_encoding(),
        "small answers never vary"
    );
    assert_eq!(
        answer.header(CONTENT_LENGTH),
        Some(answer.bytes.len().to_string().as_str())
    );
    assert_eq!(answer.json()["total"], 10);
}

#[tokio::test]
async fn a_large_answer_without_accept_encoding_is_plain_but_says_it_varies() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let answer = post(
        &app,
        "/v1/discards/recommend",
        &discards_with_distributions(),
        None,
    )
    .await;

    // Assert
    assert_eq!(answer.status, 200);
    assert_eq!(answer.header(CONTENT_ENCODING), None);
    assert!(answer.varies_on_accept_encoding());
    assert!(answer.bytes.len() >= 1024);
    assert_eq!(answer.json()["options"][0]["discard"], json!(["4C", "6H"]));
}

#[tokio::test]
async fn refusing_every_coding_we_offer_still_gets_the_answer_not_a_406() {
    // Arrange
    let app = spawn_app().await;

    for accept in [
        "identity;q=0",
        "br;q=0, gzip;q=0, identity;q=0",
        "deflate",
        "zstd",
    ] {
        // Act
        let answer = post(
            &app,
            "/v1/discards/recommend",
            &discards_with_distributions(),
            Some(accept),
        )
        .await;

        // Assert
        assert_eq!(answer.status, 200, "{accept}");
        assert_eq!(answer.header(CONTENT_ENCODING), None, "{accept}");
        assert!(answer.json()["options"].is_array(), "{accept}");
    }
}

#[tokio::test]
async fn the_clients_weights_choose_between_the_codings() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let answer = post(
        &app,
        "/v1/discards/recommend",
        &discards_with_distributions(),
        Some("br;q=0.4, gzip;q=0.8"),
    )
    .await;

    // Assert
    assert_eq!(answer.header(CONTENT_ENCODING), Some("gzip"));
    assert!(answer.json()["options"].is_array());
}

#[tokio::test]
async fn the_openapi_document_and_problems_follow_the_same_rule() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let spec = raw(app
        .client
        .get(format!("{}/api-docs/openapi.json", app.address))
        .header(ACCEPT_ENCODING, "gzip"))
    .await;
    let problem = post(
        &app,
        "/v1/hands/score",
        &json!({ "hand": ["5H", "5S", "1X"], "starter": "5H" }),
        Some("gzip"),
    )
    .await;

    // Assert
    assert_eq!(spec.status, 200);
    assert_eq!(spec.header(CONTENT_ENCODING), Some("gzip"));
    assert_eq!(spec.json()["openapi"], "3.1.0");
    assert_eq!(problem.status, 422);
    assert_eq!(problem.header(CONTENT_ENCODING), None);
    assert_eq!(problem.json()["type"], "/problems/invalid-input");
}
