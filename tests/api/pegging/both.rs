//! What `POST /v1/pegging/score` and `POST /v1/pegging/validate` share.

use super::*;

// ---------------------------------------------------------------------------------------------
// Both paths
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn both_play_paths_return_a_405_with_allow_post_for_get() {
    // Arrange
    let app = spawn_app().await;

    for path in ["/v1/pegging/score", "/v1/pegging/validate"] {
        // Act
        let reply = app.get(path).await;

        // Assert
        assert_problem(&reply, 405, path);
        assert_eq!(
            reply.json["type"], "/problems/method-not-allowed",
            "{path}: problem type"
        );
        assert_eq!(
            reply.headers.get("allow").and_then(|v| v.to_str().ok()),
            Some("POST"),
            "{path}: the Allow header"
        );
    }
}

#[tokio::test]
async fn score_judges_what_a_player_claimed_for_a_card() {
    // Arrange: 4-2-3 makes a run of three on the 3; the player calls it 2, then 3, then 4.
    let app = spawn_app().await;
    let play =
        |claimed: u32| json!({ "events": ["4H", "2S", { "card": "3D", "claimed": claimed }] });

    // Act
    let under = app.score_play(&play(2)).await;
    let correct = app.score_play(&play(3)).await;
    let over = app.score_play(&play(4)).await;
    let too_many = app.score_play(&play(30)).await;
    let go_claim = app
        .score_play(&json!({ "events": ["4H", { "go": true, "claimed": 1 }] }))
        .await;

    // Assert
    assert_eq!(
        under.json["events"][2]["claim"],
        json!({ "claimed": 2, "difference": 1, "verdict": "under" })
    );
    assert_eq!(correct.json["events"][2]["claim"]["verdict"], "correct");
    assert_eq!(over.json["events"][2]["claim"]["difference"], -1);
    assert!(under.json["events"][0].get("claim").is_none());
    assert_eq!(
        assert_problem(&too_many, 422, "claim 30"),
        ["/events/2/claimed"]
    );
    assert_eq!(
        assert_problem(&go_claim, 422, "a go claims nothing"),
        ["/events/1"]
    );
}
