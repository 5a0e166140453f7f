//! Every way a request can go wrong, answered as `application/problem+json` with the right
//! status and the exact pointers.

use serde_json::{Value, json};

use crate::helpers::{Reply, assert_problem, spawn_app};

const SCORE: &str = "/v1/hands/score";

/// A request the service scores (10 points).
fn ten_hand() -> Value {
    json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C" })
}

/// Asserts the problem's `type`, the stable identifier clients branch on.
fn assert_type(reply: &Reply, kind: &str, case: &str) {
    assert_eq!(
        reply.json["type"], kind,
        "{case}: problem type in {}",
        reply.text
    );
}

/// Asserts every listed error says what is wrong, not only where.
fn assert_errors_have_details(reply: &Reply, case: &str) {
    for error in reply.json["errors"].as_array().into_iter().flatten() {
        assert!(
            error["detail"].as_str().is_some_and(|d| !d.is_empty()),
            "{case}: error without a detail: {error}"
        );
    }
}

#[tokio::test]
async fn score_returns_a_422_with_the_pointers_when_the_input_cannot_be_scored() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        (
            "unknown card 1X",
            json!({ "hand": ["5H", "5S", "1X", "KC"], "starter": "8C" }),
            vec!["/hand/2"],
        ),
        (
            "unknown suit 5X",
            json!({ "hand": ["5X", "5S", "JD", "KC"], "starter": "8C" }),
            vec!["/hand/0"],
        ),
        (
            "empty card",
            json!({ "hand": ["5H", "", "JD", "KC"], "starter": "8C" }),
            vec!["/hand/1"],
        ),
        (
            "card with a space",
            json!({ "hand": ["5H", "5S", "JD", " KC"], "starter": "8C" }),
            vec!["/hand/3"],
        ),
        (
            "unknown starter",
            json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "ZZ" }),
            vec!["/starter"],
        ),
        (
            "a card repeated inside the hand, spelled differently",
            json!({ "hand": ["5H", "5S", "5h", "KC"], "starter": "8C" }),
            vec!["/hand/2"],
        ),
        (
            "a card repeated between hand and starter",
            json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "5♥" }),
            vec!["/starter"],
        ),
        (
            "an unknown card and a repeated starter at once",
            json!({ "hand": ["5H", "5S", "1X", "KC"], "starter": "5H" }),
            vec!["/hand/2", "/starter"],
        ),
        (
            "no cards",
            json!({ "hand": [], "starter": "8C" }),
            vec!["/hand"],
        ),
        (
            "three cards where four are needed",
            json!({ "hand": ["5H", "5S", "JD"], "starter": "8C" }),
            vec!["/hand"],
        ),
        (
            "five cards",
            json!({ "hand": ["5H", "5S", "JD", "KC", "2C"], "starter": "8C" }),
            vec!["/hand"],
        ),
        (
            "four cards in a five_card hand",
            json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "variant": "five_card" }),
            vec!["/hand"],
        ),
        (
            "three cards in a five_card crib",
            json!({
                "hand": ["5H", "5S", "JD"], "starter": "8C", "variant": "five_card", "crib": true
            }),
            vec!["/hand"],
        ),
        (
            "hand as a string",
            json!({ "hand": "5H 5S JD KC", "starter": "8C" }),
            vec!["/hand"],
        ),
        (
            "a number inside hand",
            json!({ "hand": ["5H", 5, "JD", "KC"], "starter": "8C" }),
            vec!["/hand/1"],
        ),
        (
            "crib as a string",
            json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "crib": "yes" }),
            vec!["/crib"],
        ),
        (
            "starter null",
            json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": null }),
            vec!["/starter"],
        ),
        (
            "rules as a boolean",
            json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "rules": true }),
            vec!["/rules"],
        ),
        (
            "missing starter",
            json!({ "hand": ["5H", "5S", "JD", "KC"] }),
            vec![""],
        ),
        (
            "unknown top-level field",
            json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "cut": "8C" }),
            vec!["/cut"],
        ),
        (
            "unknown field inside rules",
            json!({
                "hand": ["5H", "5S", "JD", "KC"], "starter": "8C",
                "rules": { "crib_four_flsh": true }
            }),
            vec!["/rules/crib_four_flsh"],
        ),
        (
            "unknown variant",
            json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "variant": "seven_card" }),
            vec!["/variant"],
        ),
        (
            "claimed above 29",
            json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": 30 }),
            vec!["/claimed"],
        ),
        (
            "claimed negative",
            json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": -1 }),
            vec!["/claimed"],
        ),
        (
            "claimed a fraction",
            json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": 2.5 }),
            vec!["/claimed"],
        ),
    ];

    for (case, request, pointers) in cases {
        // Act
        let reply = app.score_hand(&request).await;

        // Assert
        let found = assert_problem(&reply, 422, case);
        assert_type(&reply, "/problems/invalid-input", case);
        assert_eq!(found, pointers, "{case}: pointers");
        assert_errors_have_details(&reply, case);
    }
}

#[tokio::test]
async fn score_names_the_missing_field_in_the_detail_of_the_root_pointer() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        ("starter", json!({ "hand": ["5H", "5S", "JD", "KC"] })),
        ("hand", json!({ "starter": "8C" })),
    ];

    for (field, request) in cases {
        // Act
        let reply = app.score_hand(&request).await;

        // Assert
        let case = format!("missing {field}");
        assert_eq!(assert_problem(&reply, 422, &case), [""], "{case}: pointer");
        let detail = reply.json["errors"][0]["detail"]
            .as_str()
            .unwrap_or_default();
        assert!(
            detail.contains(field),
            "{case}: the detail names the field: {detail:?}"
        );
    }
}

#[tokio::test]
async fn score_returns_a_422_at_variant_when_the_variant_is_not_a_string() {
    // Arrange
    let app = spawn_app().await;
    let three = json!(["2H", "4H", "6H"]);
    let cases = [
        ("a number", json!(5)),
        ("a boolean", json!(true)),
        ("an array", json!(["five_card"])),
        ("an empty object", json!({})),
        // serde's externally tagged form of the enum: not the contract's string.
        ("an object naming a variant", json!({ "five_card": null })),
    ];

    for (case, variant) in cases {
        let request = json!({ "hand": three, "starter": "KS", "variant": variant });

        // Act
        let reply = app.score_hand(&request).await;

        // Assert
        let case = format!("variant as {case}");
        let found = assert_problem(&reply, 422, &case);
        assert_eq!(found, ["/variant"], "{case}: pointer");
    }
}

#[tokio::test]
async fn a_value_that_does_not_fit_is_refused_by_its_kind_where_serde_json_only_says_expected_value()
 {
    // Arrange: serde_json stops at these with a syntax message ("expected value", "trailing
    // characters") although the JSON is well-formed.
    let app = spawn_app().await;
    let round = json!({
        "dealer": 1, "starter": "5C", "hands": [], "crib": [], "events": [],
        "infractions": [[0, "x", 1, 2]]
    });
    let cases = [
        (
            "/v1/pegging/score",
            json!({ "events": [{ "go": true, "reneged": 5 }] }),
            "/events/0/reneged",
            "json.wrong_type",
            json!({ "found": "integer `5`", "expected": "`played` or `dead`" }),
        ),
        (
            "/v1/pegging/score",
            json!({ "events": ["5H"], "rules": { "profile": {} } }),
            "/rules/profile",
            "json.wrong_type",
            json!({ "found": "map", "expected": "one of `social`, `acc`, `acc_muggins`" }),
        ),
        (
            "/v1/rounds/score",
            round,
            "/infractions/0",
            "json.invalid_length",
            json!({ "found": "4", "expected": "an object" }),
        ),
    ];

    for (path, body, pointer, code, params) in cases {
        // Act
        let reply = app.post_json(path, &body).await;

        // Assert
        let found = assert_problem(&reply, 422, pointer);
        assert_eq!(found, [pointer], "{pointer}");
        let error = &reply.json["errors"][0];
        assert_eq!(error["code"], code, "{pointer}");
        assert_eq!(error["params"], params, "{pointer}");
    }
}

#[tokio::test]
async fn score_returns_a_422_with_the_root_pointer_when_the_body_is_json_but_not_an_object() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        ("null", "null".to_owned()),
        ("a number", "42".to_owned()),
        ("a boolean", "true".to_owned()),
        ("a string", "\"5H 5S JD KC 8C\"".to_owned()),
        ("an empty array", "[]".to_owned()),
        ("an array of numbers", "[1, 2]".to_owned()),
        (
            "deeply nested arrays",
            format!("{}{}", "[".repeat(100), "]".repeat(100)),
        ),
    ];

    for (case, body) in cases {
        // Act
        let reply = app.post_raw(SCORE, "application/json", body).await;

        // Assert
        let found = assert_problem(&reply, 422, case);
        assert_type(&reply, "/problems/invalid-input", case);
        assert_eq!(found, [""], "{case}: the whole body is the wrong type");
    }
}

#[tokio::test]
async fn score_does_not_read_a_json_array_as_positional_fields() {
    // Arrange
    let app = spawn_app().await;
    // The fields of a request, in declaration order, without their names.
    let body = json!([["5H", "5S", "JD", "KC"], "8C", false, "six_card", {}, null]);

    // Act
    let reply = app.score_hand(&body).await;

    // Assert
    let found = assert_problem(&reply, 422, "a positional array");
    assert_eq!(found, [""], "the body must be an object");
}

#[tokio::test]
async fn score_returns_a_400_when_the_body_is_not_json() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        ("truncated JSON", r#"{"hand": ["5H", "5S""#),
        ("not JSON at all", "hand=5H,5S,JD,KC&starter=8C"),
        ("an empty body", ""),
        ("white space only", " \n\t "),
        (
            "trailing garbage",
            r#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C"} x"#,
        ),
        (
            "two objects",
            r#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C"} {}"#,
        ),
        (
            "single quotes",
            "{'hand': ['5H', '5S', 'JD', 'KC'], 'starter': '8C'}",
        ),
        (
            "a trailing comma",
            r#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C",}"#,
        ),
    ];

    for (case, body) in cases {
        // Act
        let reply = app.post_raw(SCORE, "application/json", body).await;

        // Assert
        let found = assert_problem(&reply, 400, case);
        assert_type(&reply, "/problems/malformed-json", case);
        assert!(found.is_empty(), "{case}: no pointers: {found:?}");
    }
}

#[tokio::test]
async fn score_returns_a_413_when_the_body_is_over_16_kib() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        (
            "a 20,000-character string field",
            json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "note": "x".repeat(20_000) }),
        ),
        (
            "a 10,000-card hand",
            json!({ "hand": vec!["5H"; 10_000], "starter": "8C" }),
        ),
    ];

    for (case, request) in cases {
        assert!(
            request.to_string().len() > 16 * 1024,
            "{case}: over the limit"
        );

        // Act
        let reply = app.score_hand(&request).await;

        // Assert
        let found = assert_problem(&reply, 413, case);
        assert_type(&reply, "/problems/payload-too-large", case);
        assert!(found.is_empty(), "{case}: no pointers: {found:?}");
    }
}

#[tokio::test]
async fn score_lists_at_most_50_errors_for_a_2000_card_hand_under_the_size_limit() {
    // Arrange
    let app = spawn_app().await;
    let request = json!({ "hand": vec!["1X"; 2_000], "starter": "8C" });
    assert!(
        request.to_string().len() < 16 * 1024,
        "under the body limit"
    );

    // Act
    let reply = app.score_hand(&request).await;

    // Assert
    let found = assert_problem(&reply, 422, "2,000 unknown cards");
    assert_eq!(found.len(), 50, "at most 50 errors are listed");
    assert_eq!(found[0], "/hand", "the count comes first");
    assert_eq!(found[1], "/hand/0");
    assert_eq!(found[49], "/hand/48");
    let detail = reply.json["detail"].as_str().unwrap_or_default();
    assert!(
        detail.contains("2001"),
        "the detail counts every problem: {detail:?}"
    );
}

#[tokio::test]
async fn score_returns_a_415_when_the_body_is_not_declared_as_json() {
    // Arrange
    let app = spawn_app().await;
    let body = ten_hand().to_string();
    let cases = [
        ("no content type", ""),
        ("text/plain", "text/plain"),
        ("a form", "application/x-www-form-urlencoded"),
        ("xml", "application/xml"),
        ("json as text", "text/json"),
    ];

    for (case, content_type) in cases {
        // Act
        let reply = app.post_raw(SCORE, content_type, body.clone()).await;

        // Assert
        let found = assert_problem(&reply, 415, case);
        assert_type(&reply, "/problems/unsupported-media-type", case);
        assert!(found.is_empty(), "{case}: no pointers: {found:?}");
    }
}

#[tokio::test]
async fn score_accepts_json_whatever_the_parameters_or_case_of_its_content_type() {
    // Arrange
    let app = spawn_app().await;
    let body = ten_hand().to_string();
    let content_types = [
        "application/json",
        "application/json; charset=utf-8",
        "application/json;charset=UTF-8",
        "Application/JSON",
    ];

    for content_type in content_types {
        // Act
        let reply = app.post_raw(SCORE, content_type, body.clone()).await;

        // Assert
        assert_eq!(reply.status, 200, "{content_type}: {}", reply.text);
        assert_eq!(reply.json["total"], 10, "{content_type}: total");
    }
}

#[tokio::test]
async fn an_unknown_path_returns_a_404_problem() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let cases = [
        ("GET /v1/nope", app.get("/v1/nope").await),
        ("GET /index.html", app.get("/index.html").await),
        (
            "POST /v1/hands/scor",
            app.post_json("/v1/hands/scor", &ten_hand()).await,
        ),
        (
            "POST /v2/hands/score",
            app.post_json("/v2/hands/score", &ten_hand()).await,
        ),
    ];

    // Assert
    for (case, reply) in cases {
        let found = assert_problem(&reply, 404, case);
        assert_type(&reply, "/problems/not-found", case);
        assert!(found.is_empty(), "{case}: no pointers: {found:?}");
    }
}

#[tokio::test]
async fn score_returns_a_405_with_allow_post_for_get() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let reply = app.get(SCORE).await;

    // Assert
    assert_problem(&reply, 405, "GET");
    assert_type(&reply, "/problems/method-not-allowed", "GET");
    assert_eq!(
        reply.headers.get("allow").and_then(|v| v.to_str().ok()),
        Some("POST"),
        "the Allow header"
    );
}

#[tokio::test]
async fn score_returns_a_405_with_allow_post_for_every_other_method() {
    // Arrange
    let app = spawn_app().await;
    let methods = [
        reqwest::Method::PUT,
        reqwest::Method::PATCH,
        reqwest::Method::DELETE,
    ];

    for method in methods {
        // Act
        let response = app
            .client
            .request(method.clone(), format!("{}{SCORE}", app.address))
            .header("content-type", "application/json")
            .body(ten_hand().to_string())
            .send()
            .await
            .expect("the request is sent");

        // Assert
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_owned()
        };
        assert_eq!(response.status().as_u16(), 405, "{method}: status");
        assert_eq!(header("allow"), "POST", "{method}: the Allow header");
        assert_eq!(
            header("content-type"),
            "application/problem+json",
            "{method}: content type"
        );
    }
}

#[tokio::test]
async fn score_never_answers_a_500_or_a_plain_body_to_hostile_input() {
    // Arrange
    let app = spawn_app().await;
    // Each case with the status it must get and, for a 422, where the error points.
    let cases: Vec<(&str, Vec<u8>, u16, Option<&str>)> = vec![
        (
            "invalid UTF-8 inside a card",
            b"{\"hand\": [\"5\xffH\", \"5S\", \"JD\", \"KC\"], \"starter\": \"8C\"}".to_vec(),
            400,
            None
        ),
        (
            "a byte order mark",
            b"\xef\xbb\xbf{\"hand\": [\"5H\", \"5S\", \"JD\", \"KC\"], \"starter\": \"8C\"}"
                .to_vec(),
            400,
            None
        ),
        (
            "a lone surrogate escape",
            br#"{"hand": ["\ud800", "5S", "JD", "KC"], "starter": "8C"}"#.to_vec(),
            422,
            Some("/hand/0")
        ),
        (
            "a NUL inside a card",
            br#"{"hand": ["5H\u0000", "5S", "JD", "KC"], "starter": "8C"}"#.to_vec(),
            422,
            Some("/hand/0")
        ),
        (
            "a playing-card emoji",
            json!({ "hand": ["🂡", "5S", "JD", "KC"], "starter": "8C" })
                .to_string()
                .into_bytes(),
            422,
            Some("/hand/0")
        ),
        (
            "a doubled suit symbol",
            json!({ "hand": ["10♥♥", "5S", "JD", "KC"], "starter": "8C" })
                .to_string()
                .into_bytes(),
            422,
            Some("/hand/0")
        ),
        (
            "a 5,000-character card",
            json!({ "hand": ["5".repeat(5_000), "5S", "JD", "KC"], "starter": "8C" })
                .to_string()
                .into_bytes(),
            422,
            Some("/hand/0")
        ),
        (
            "claimed beyond u32",
            br#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": 4294967296}"#
                .to_vec(),
            422,
            Some("/claimed")
        ),
        (
            "claimed beyond u64",
            br#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": 99999999999999999999}"#
                .to_vec(),
            422,
            Some("/claimed")
        ),
        (
            "claimed beyond f64",
            br#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": 1e400}"#.to_vec(),
            422,
            Some("/claimed")
        ),
        (
            "a duplicate key",
            br#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "starter": "9C"}"#.to_vec(),
            422,
            Some("")
        ),
        (
            "nesting deeper than the parser allows",
            format!(
                r#"{{"hand": {}{}, "starter": "8C"}}"#,
                "[".repeat(2_000),
                "]".repeat(2_000)
            )
            .into_bytes(),
            422,
            Some("/hand/0")
        ),
    ];

    for (case, body, status, pointer) in cases {
        // Act
        let reply = app.post_raw(SCORE, "application/json", body).await;

        // Assert
        assert_eq!(reply.status, status, "{case}: {}", reply.text);
        assert_problem(&reply, status, case);
        if let Some(pointer) = pointer {
            assert_eq!(reply.json["errors"][0]["pointer"], pointer, "{case}");
        }
    }
}

/// A list past its length limit whose items are not cards: `validator` writes the refused list
/// into its error, and a card text that could not be written made that a panic and a dropped
/// connection (schemathesis, 201 empty play events). Every length-limited list of cards, each
/// filled with non-cards past its limit, is now a 422 like any other.
#[tokio::test]
async fn a_too_long_list_of_texts_that_are_not_cards_is_a_422_not_a_dropped_connection() {
    // Arrange
    let app = spawn_app().await;
    let blanks = |n: usize| json!(vec![""; n]);
    let cases = [
        ("/v1/pegging/score", json!({ "events": blanks(201) })),
        (
            "/v1/rounds/score",
            json!({ "dealer": 1, "starter": "5C", "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]], "crib": ["AH", "3S", "8D", "KH"], "events": blanks(201) }),
        ),
        (
            "/v1/discards/recommend",
            json!({ "cards": blanks(7), "dealer": true }),
        ),
        (
            "/v1/pegging/validate",
            json!({ "series": blanks(14), "card": "5H" }),
        ),
        (
            "/v1/pegging/validate",
            json!({ "card": "5H", "hand": blanks(7) }),
        ),
        (
            "/v1/pegging/recommend",
            json!({ "hand": blanks(7), "events": [] }),
        ),
        (
            "/v1/pegging/recommend",
            json!({ "hand": ["5H"], "events": blanks(201) }),
        ),
        (
            "/v1/pegging/recommend",
            json!({ "hand": ["5H"], "events": [], "discards": blanks(7) }),
        ),
    ];

    for (path, request) in cases {
        // Act
        let reply = app.post_json(path, &request).await;

        // Assert
        let case = format!(
            "{path} with {}",
            &request.to_string()[..60.min(request.to_string().len())]
        );
        let pointers = assert_problem(&reply, 422, &case);
        assert!(!pointers.is_empty(), "{case}: the problem says where");
    }
}
