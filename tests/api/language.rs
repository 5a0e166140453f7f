//! The language of the spoken texts: English by default, German with `Accept-Language: de` or
//! `?lang=de` (the query wins), through a real server.

use cribbage_api::api::language::preferred;
use cribbage_api::api::openapi::ApiDoc;
use cribbage_api::domain::language::Language;
use serde_json::{Value, json};
use utoipa::OpenApi;

use crate::helpers::{Reply, TestApp, assert_problem, spawn_app};

const SCORE: &str = "/v1/hands/score";

const ENGLISH: &str = "Fifteen two, fifteen four, and a pair is six";
const GERMAN: &str = "Fünfzehn zwei, fünfzehn vier, und ein Paar macht sechs";

/// 5H 5S KD 9C with a 2 starter: two fifteens and a pair.
fn six_hand() -> Value {
    json!({ "hand": ["5H", "5S", "KD", "9C"], "starter": "2C" })
}

/// `POST {SCORE}{query}` with `body` and, when given, an `Accept-Language` header.
async fn score_in(
    app: &TestApp,
    query: &str,
    accept_language: Option<&str>,
    body: &Value,
) -> Reply {
    let mut request = app
        .client
        .post(format!("{}{SCORE}{query}", app.address))
        .header("content-type", "application/json")
        .body(body.to_string());
    if let Some(accept_language) = accept_language {
        request = request.header("accept-language", accept_language);
    }
    let response = request.send().await.expect("the request is sent");
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let text = response.text().await.expect("the body is read");
    let json = serde_json::from_str(&text).unwrap_or(Value::Null);
    Reply {
        status,
        content_type,
        headers,
        json,
        text,
    }
}

/// The `Content-Language` header of `reply`, or "".
fn content_language(reply: &Reply) -> &str {
    reply
        .headers
        .get("content-language")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
}

/// Asserts a 200 whose announcement and `Content-Language` are `expected`'s.
fn assert_announced(reply: &Reply, announcement: &str, language: &str, case: &str) {
    assert_eq!(reply.status, 200, "{case}: status; body {}", reply.text);
    assert_eq!(
        reply.json["announcement"], announcement,
        "{case}: announcement"
    );
    assert_eq!(
        content_language(reply),
        language,
        "{case}: Content-Language"
    );
}

#[tokio::test]
async fn score_announces_in_english_without_a_language() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let reply = score_in(&app, "", None, &six_hand()).await;

    // Assert
    assert_announced(&reply, ENGLISH, "en", "no language");
    let vary = reply
        .headers
        .get_all("vary")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect::<Vec<_>>()
        .join(",");
    assert!(
        vary.to_ascii_lowercase().contains("accept-language"),
        "Vary: {vary}"
    );
}

#[tokio::test]
async fn score_announces_in_german_with_accept_language_de() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let reply = score_in(&app, "", Some("de"), &six_hand()).await;

    // Assert
    assert_announced(&reply, GERMAN, "de", "Accept-Language: de");
}

#[tokio::test]
async fn score_announces_in_german_with_lang_de_in_the_query() {
    // Arrange
    let app = spawn_app().await;

    for query in ["?lang=de", "?lang=DE", "?lang=de-AT", "?other=1&lang=de"] {
        // Act
        let reply = score_in(&app, query, None, &six_hand()).await;

        // Assert
        assert_announced(&reply, GERMAN, "de", query);
    }
}

#[tokio::test]
async fn the_lang_query_wins_over_accept_language() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        ("?lang=de", "en", GERMAN, "de"),
        ("?lang=en", "de", ENGLISH, "en"),
        ("?lang=en", "de-DE,de;q=0.9", ENGLISH, "en"),
    ];

    for (query, header, announcement, language) in cases {
        // Act
        let reply = score_in(&app, query, Some(header), &six_hand()).await;

        // Assert
        let case = format!("{query} with Accept-Language: {header}");
        assert_announced(&reply, announcement, language, &case);
    }
}

#[tokio::test]
async fn accept_language_picks_the_supported_language_with_the_highest_q() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        ("de-DE,de;q=0.9,en;q=0.8", GERMAN, "de"),
        ("fr, de;q=0.5", GERMAN, "de"),
        ("en, de;q=0.5", ENGLISH, "en"),
        ("en;q=0.3, de;q=0.8", GERMAN, "de"),
        ("de;q=0, en;q=0.1", ENGLISH, "en"),
        ("en-GB,en;q=0.9,de;q=0.8", ENGLISH, "en"),
        ("DE-ch", GERMAN, "de"),
    ];

    for (header, announcement, language) in cases {
        // Act
        let reply = score_in(&app, "", Some(header), &six_hand()).await;

        // Assert
        let case = format!("Accept-Language: {header}");
        assert_announced(&reply, announcement, language, &case);
    }
}

#[tokio::test]
async fn an_unsupported_or_malformed_accept_language_is_answered_in_english() {
    // Arrange
    let app = spawn_app().await;

    for header in [
        "fr",
        "fr-FR, it;q=0.9",
        "*",
        "de;q=0",
        "de;q=nonsense",
        ";;,",
    ] {
        // Act
        let reply = score_in(&app, "", Some(header), &six_hand()).await;

        // Assert
        let case = format!("Accept-Language: {header}");
        assert_announced(&reply, ENGLISH, "en", &case);
    }
}

#[tokio::test]
async fn an_unsupported_lang_in_the_query_is_a_422_naming_the_supported_values() {
    // Arrange
    let app = spawn_app().await;

    for query in ["?lang=fr", "?lang=", "?lang=deutsch"] {
        // Act
        let reply = score_in(&app, query, Some("de"), &six_hand()).await;

        // Assert
        assert_problem(&reply, 422, query);
        assert_eq!(reply.json["type"], "/problems/invalid-input", "{query}");
        let detail = reply.json["detail"].as_str().unwrap_or_default();
        assert!(
            detail.contains("lang") && detail.contains("en, de oder pl"),
            "{query}: detail {detail:?}"
        );
        assert_eq!(
            reply
                .headers
                .get("content-language")
                .map(|v| v.to_str().unwrap()),
            Some("de"),
            "{query}: refused in the language Accept-Language asks for, and says so"
        );
    }
}

#[tokio::test]
async fn the_seeds_worked_shows_are_counted_in_german() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        (
            json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C" }),
            "Fünfzehn zwei, fünfzehn vier, fünfzehn sechs, fünfzehn acht, und ein Paar macht zehn",
        ),
        (
            json!({ "hand": ["7H", "8S", "8D", "KC"], "starter": "9C" }),
            "Fünfzehn zwei, fünfzehn vier, und ein Paar macht sechs, \
             und eine Dreierfolge macht neun, und noch eine Dreierfolge macht zwölf",
        ),
        (
            json!({ "hand": ["5S", "5H", "5D", "JC"], "starter": "5C", "crib": true }),
            "Fünfzehn zwei, fünfzehn vier, fünfzehn sechs, fünfzehn acht, fünfzehn zehn, \
             fünfzehn zwölf, fünfzehn vierzehn, fünfzehn sechzehn, \
             und ein Vierling macht achtundzwanzig, und einen für den Jack macht neunundzwanzig",
        ),
        (
            json!({ "hand": ["2S", "4H", "6D", "8C"], "starter": "QH" }),
            "Neunzehn",
        ),
    ];

    for (request, announcement) in cases {
        // Act
        let reply = score_in(&app, "?lang=de", None, &request).await;

        // Assert
        assert_announced(&reply, announcement, "de", &request.to_string());
    }
}

#[tokio::test]
async fn the_language_changes_only_the_announcement() {
    // Arrange
    let app = spawn_app().await;
    let request = json!({ "hand": ["7H", "8S", "8D", "KC"], "starter": "9C", "claimed": 10 });

    // Act
    let english = score_in(&app, "", None, &request).await;
    let german = score_in(&app, "", Some("de"), &request).await;

    // Assert
    let without_announcement = |reply: &Reply| {
        let mut body = reply.json.clone();
        body.as_object_mut()
            .expect("an object")
            .remove("announcement");
        body
    };
    assert_eq!(english.status, 200);
    assert_eq!(german.status, 200);
    assert_eq!(
        without_announcement(&english),
        without_announcement(&german)
    );
    assert_ne!(english.json["announcement"], german.json["announcement"]);
}

#[tokio::test]
async fn validate_and_rounds_give_their_reasons_in_german_too() {
    // Arrange
    let app = spawn_app().await;
    let round = serde_json::json!({
        "dealer": 1, "scores": [119, 100], "starter": "5C",
        "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]],
        "crib": ["AH", "3S", "8D", "KH"], "events": ["4H", "5S", "6H"]
    });

    // Act
    let refused = app
        .client
        .post(format!("{}/v1/pegging/validate?lang=de", app.address))
        .json(&serde_json::json!({ "count": 28, "go": true, "hand": ["2H", "KC"] }))
        .send()
        .await
        .expect("sent");
    let content_language = refused.headers()["content-language"].clone();
    let refused: Value = refused.json().await.expect("JSON");
    let adjudged: Value = app
        .client
        .post(format!("{}/v1/rounds/score", app.address))
        .header("accept-language", "de")
        .json(&round)
        .send()
        .await
        .expect("sent")
        .json()
        .await
        .expect("JSON");

    // Assert
    assert_eq!(content_language, "de");
    assert_eq!(
        refused["reason"],
        "Passen ist nicht erlaubt, solange eine Karte passt: 2♥"
    );
    assert_eq!(
        adjudged["timeline"][0]["reason"],
        "fünfzehn zwei und eine Dreierfolge macht fünf"
    );
}

const POLISH: &str = "Piętnaście dwa, piętnaście cztery i para to sześć";

#[tokio::test]
async fn score_announces_in_polish_with_accept_language_pl_or_lang_pl() {
    // Arrange
    let app = spawn_app().await;

    for (query, header) in [
        ("", Some("pl")),
        ("", Some("pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7")),
        ("?lang=pl", None),
        ("?lang=PL-pl", Some("de")),
    ] {
        // Act
        let reply = score_in(&app, query, header, &six_hand()).await;

        // Assert
        assert_announced(&reply, POLISH, "pl", &format!("{query} {header:?}"));
    }
}

#[tokio::test]
async fn validate_rounds_and_refusals_speak_polish_too() {
    // Arrange
    let app = spawn_app().await;
    let round = serde_json::json!({
        "dealer": 1, "scores": [119, 100], "starter": "5C",
        "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]],
        "crib": ["AH", "3S", "8D", "KH"], "events": ["4H", "5S", "6H"]
    });
    let post = |path: &str, body: &Value| {
        app.client
            .post(format!("{}{path}", app.address))
            .header("accept-language", "pl-PL")
            .json(body)
            .send()
    };

    // Act
    let refused: Value = post(
        "/v1/pegging/validate",
        &json!({ "count": 28, "go": true, "hand": ["2H", "KC"] }),
    )
    .await
    .expect("sent")
    .json()
    .await
    .expect("JSON");
    let adjudged: Value = post("/v1/rounds/score", &round)
        .await
        .expect("sent")
        .json()
        .await
        .expect("JSON");
    let repeated = post(
        SCORE,
        &json!({ "hand": ["5H", "5H", "KD", "9C"], "starter": "2C" }),
    )
    .await
    .expect("sent");
    let content_language = repeated.headers()["content-language"].clone();
    let repeated: Value = repeated.json().await.expect("JSON");

    // Assert
    assert_eq!(
        refused["reason"],
        "„Dalej” nie wolno mówić, gdy pasuje karta: 2♥"
    );
    assert_eq!(
        adjudged["timeline"][0]["reason"],
        "piętnaście dwa i sekwens z trzech kart to pięć"
    );
    assert_eq!(content_language, "pl");
    assert_eq!(repeated["title"], "Nieprawidłowe dane");
    assert_eq!(repeated["errors"][0]["code"], "card.repeated");
    let detail = repeated["errors"][0]["detail"].as_str().unwrap_or_default();
    assert!(
        detail.contains("5♥") && !detail.contains("/hand"),
        "a Polish sentence naming the card and its places in words: {detail}"
    );
}

/// Swagger UI's "Try it out" pre-fills every parameter with its `example` and the body with the
/// first request example. No pre-filled parameter names German or Polish, and every operation
/// that speaks a language, sent exactly as pre-filled (path, query and header examples, with each
/// of its request examples), answers in English: a newcomer's first try reads in English.
#[tokio::test]
async fn swagger_ui_try_it_out_answers_in_english() {
    // Arrange
    let spec = serde_json::to_value(ApiDoc::openapi()).expect("the spec serializes");
    let app = spawn_app().await;
    let mut tried = 0;

    for (path, item) in spec["paths"].as_object().expect("paths") {
        for (method, operation) in item.as_object().expect("path item") {
            let mut url = path.clone();
            let mut query = Vec::new();
            let mut headers = Vec::new();
            let mut speaks = false;
            for parameter in operation["parameters"].as_array().into_iter().flatten() {
                let name = parameter["name"].as_str().expect("a named parameter");
                speaks |= name == "lang" || name == "Accept-Language";
                let Some(example) = parameter["example"].as_str() else {
                    continue;
                };
                assert!(
                    preferred(example).is_none_or(|language| language == Language::English),
                    "{method} {path}: {name} is pre-filled with {example:?}"
                );
                match parameter["in"].as_str() {
                    Some("path") => url = url.replace(&format!("{{{name}}}"), example),
                    Some("query") => query.push(format!("{name}={example}")),
                    Some("header") => headers.push((name, example)),
                    other => panic!("{method} {path}: {name} is in {other:?}"),
                }
            }
            if !speaks {
                continue;
            }
            let bodies: Vec<Option<&Value>> =
                match operation["requestBody"]["content"]["application/json"]["examples"]
                    .as_object()
                {
                    Some(examples) => examples.values().map(|e| Some(&e["value"])).collect(),
                    None => vec![None],
                };
            for body in bodies {
                // Act
                let query = if query.is_empty() {
                    String::new()
                } else {
                    format!("?{}", query.join("&"))
                };
                let mut request = app.client.request(
                    method.to_uppercase().parse().expect("a method"),
                    format!("{}{url}{query}", app.address),
                );
                for (name, value) in &headers {
                    request = request.header(*name, *value);
                }
                if let Some(body) = body {
                    request = request.json(body);
                }
                let response = request.send().await.expect("the request is sent");

                // Assert
                let status = response.status().as_u16();
                let language = response
                    .headers()
                    .get("content-language")
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or_default()
                    .to_owned();
                let text = response.text().await.expect("the body is read");
                assert_eq!(status, 200, "{method} {url}{query} {headers:?}: {text}");
                assert_eq!(language, "en", "{method} {url}{query} {headers:?}");
                tried += 1;
            }
        }
    }
    assert!(tried >= 5, "only {tried} pre-filled requests tried");
}
