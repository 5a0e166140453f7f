//! A nested object sent as an array of its fields: serde's derive would read it, the spec does
//! not allow it, so it is a 422 at its pointer (found by schemathesis on `/v1/games/score`).

use serde_json::json;

use crate::helpers::spawn_app;

#[tokio::test]
async fn a_nested_object_sent_as_an_array_is_refused_at_its_pointer() {
    // Arrange
    let app = spawn_app().await;
    let round = json!({
        "dealer": 1, "starter": "5C",
        "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]],
        "crib": ["AH", "3S", "8D", "KH"],
        "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]
    });
    let mut round_rules = round.clone();
    round_rules["rules"] = json!([null]);
    let mut round_claims = round.clone();
    round_claims["claims"] = json!([null, null]);
    let cases = [
        (
            "/v1/hands/score",
            json!({"hand": ["5H", "5S", "5D", "JC"], "starter": "5C", "rules": [false]}),
            "/rules",
        ),
        (
            "/v1/pegging/score",
            json!({"events": ["5H"], "rules": [null]}),
            "/rules",
        ),
        ("/v1/rounds/score", round_rules, "/rules"),
        ("/v1/rounds/score", round_claims, "/claims"),
        (
            "/v1/games/score",
            json!({"hands": [round.clone()], "rules": [null, null]}),
            "/rules",
        ),
        ("/v1/games/score", json!({"hands": [["5C"]]}), "/hands/0"),
    ];

    for (path, body, pointer) in cases {
        // Act
        let reply = app.post_json(path, &body).await;

        // Assert
        assert_eq!(reply.status, 422, "{path} {body}: {}", reply.text);
        assert_eq!(
            reply.json["errors"][0]["pointer"], pointer,
            "{path}: {}",
            reply.text
        );
    }

    // The same objects as objects (or null) are read as before.
    let mut fine = round.clone();
    fine["rules"] = json!({"muggins": true});
    fine["claims"] = json!(null);
    assert_eq!(app.post_json("/v1/rounds/score", &fine).await.status, 200);
}
