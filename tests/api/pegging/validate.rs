//! `POST /v1/pegging/validate`: may I play this now, and what does it score.

use super::*;

// ---------------------------------------------------------------------------------------------
// POST /v1/pegging/validate
// ---------------------------------------------------------------------------------------------

/// Sends a proposal to `/v1/pegging/validate` and asserts a 200 JSON verdict whose points are
/// its items.
async fn validate(app: &TestApp, request: &Value, case: &str) -> Value {
    let reply = app.validate_play(request).await;
    assert_eq!(reply.status, 200, "{case}: status; body {}", reply.text);
    assert!(
        reply.content_type.starts_with("application/json"),
        "{case}: content type {}",
        reply.content_type
    );
    let from_items: u64 = items(&reply.json).iter().map(|(_, _, p)| p).sum();
    assert_eq!(
        reply.json["points"], from_items,
        "{case}: points are the items"
    );
    reply.json.clone()
}

#[tokio::test]
async fn validate_scores_a_legal_card_with_the_pairs_and_runs_of_the_series() {
    // Arrange
    let app = spawn_app().await;
    // (case, request, count after, items)
    let cases = [
        (
            "a pair on 7-8",
            json!({ "series": ["7H", "8S"], "card": "8D" }),
            23,
            expected(&[("pair", &["8S", "8D"], 2)]),
        ),
        (
            "a run on 4-2",
            json!({ "series": ["4H", "2S"], "card": "3D" }),
            9,
            expected(&[("run", &["4H", "2S", "3D"], 3)]),
        ),
        (
            "fifteen on a 5, the count given too",
            json!({ "series": ["5H"], "count": 5, "card": "10S" }),
            15,
            expected(&[("fifteen", &["5H", "10S"], 2)]),
        ),
        (
            "a pair royal and fifteen",
            json!({ "series": ["5H", "5S"], "card": "5D" }),
            15,
            expected(&[
                ("fifteen", &["5H", "5S", "5D"], 2),
                ("pair_royal", &["5H", "5S", "5D"], 6),
            ]),
        ),
        (
            "a lead on an empty series",
            json!({ "series": [], "card": "5H" }),
            5,
            vec![],
        ),
    ];

    for (case, request, count, want) in cases {
        // Act
        let body = validate(&app, &request, case).await;

        // Assert
        assert_eq!(body["legal"], true, "{case}: legal");
        assert!(body.get("reason").is_none(), "{case}: no reason");
        assert_eq!(body["count"], count, "{case}: count");
        assert_eq!(items(&body), want, "{case}: items");
    }
}

#[tokio::test]
async fn validate_scores_only_fifteen_and_thirty_one_from_a_count_alone() {
    // Arrange
    let app = spawn_app().await;
    // (case, request, count after, category scored or none)
    let cases = [
        (
            "8 on 7",
            json!({ "count": 7, "card": "8D" }),
            15,
            Some("fifteen"),
        ),
        (
            "K on 21",
            json!({ "count": 21, "card": "KD" }),
            31,
            Some("thirty_one"),
        ),
        ("K on 10", json!({ "count": 10, "card": "KD" }), 20, None),
        // Without the series the 5 could pair a 5 or not: no pair is guessed.
        ("5 on 5", json!({ "count": 5, "card": "5D" }), 10, None),
        ("a lead", json!({ "card": "5D" }), 5, None),
    ];

    for (case, request, count, category) in cases {
        // Act
        let body = validate(&app, &request, case).await;

        // Assert
        assert_eq!(body["legal"], true, "{case}: legal");
        assert_eq!(body["count"], count, "{case}: count");
        let found: Vec<String> = items(&body).into_iter().map(|(c, _, _)| c).collect();
        let want: Vec<String> = category.into_iter().map(str::to_owned).collect();
        assert_eq!(found, want, "{case}: categories");
        assert_eq!(
            body["points"],
            if category.is_some() { 2 } else { 0 },
            "{case}: points"
        );
    }
}

#[tokio::test]
async fn validate_answers_legal_false_with_a_reason_for_a_card_past_31() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        ("a count", json!({ "count": 23, "card": "KD" })),
        (
            "a series",
            json!({ "series": ["KH", "QS", "3D"], "card": "KD" }),
        ),
    ];

    for (case, request) in cases {
        // Act
        let body = validate(&app, &request, case).await;

        // Assert
        assert_eq!(body["legal"], false, "{case}: legal");
        let reason = body["reason"].as_str().unwrap_or_default();
        assert!(reason.contains("33"), "{case}: the reason: {reason:?}");
        assert!(body.get("count").is_none(), "{case}: no count when illegal");
        assert_eq!(body["points"], 0, "{case}: points");
    }
}

#[tokio::test]
async fn validate_refuses_a_go_while_a_card_in_hand_fits_and_lists_it() {
    // Arrange
    let app = spawn_app().await;
    let request = json!({ "count": 28, "go": true, "hand": ["2H", "KC", "3S"] });

    // Act
    let body = validate(&app, &request, "go holding a 2 at 28").await;

    // Assert
    assert_eq!(body["legal"], false);
    let reason = body["reason"].as_str().unwrap_or_default();
    assert!(
        reason.contains("2♥"),
        "the reason names the card: {reason:?}"
    );
    assert_eq!(body["playable"], json!(["2H", "3S"]));
}

#[tokio::test]
async fn validate_allows_a_go_when_no_card_in_hand_fits() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        (
            "hand of 5 and K at 28",
            json!({ "count": 28, "go": true, "hand": ["5H", "KC"] }),
            28,
        ),
        (
            "empty hand on a series",
            json!({ "series": ["KH", "QH"], "go": true, "hand": [] }),
            20,
        ),
    ];

    for (case, request, count) in cases {
        // Act
        let body = validate(&app, &request, case).await;

        // Assert
        assert_eq!(body["legal"], true, "{case}: legal");
        assert!(body.get("reason").is_none(), "{case}: no reason");
        assert_eq!(body["count"], count, "{case}: the count is unchanged");
        assert_eq!(body["points"], 0, "{case}: a go scores nothing");
        assert_eq!(body["playable"], json!([]), "{case}: playable");
    }
}

#[tokio::test]
async fn validate_answers_legal_false_for_a_card_not_in_the_hand() {
    // Arrange
    let app = spawn_app().await;
    let request = json!({ "count": 10, "card": "5D", "hand": ["2H", "KC"] });

    // Act
    let body = validate(&app, &request, "5D not in 2H KC").await;

    // Assert
    assert_eq!(body["legal"], false);
    let reason = body["reason"].as_str().unwrap_or_default();
    assert!(
        reason.contains("5♦"),
        "the reason names the card: {reason:?}"
    );
    assert_eq!(body["playable"], json!(["2H", "KC"]));
}

#[tokio::test]
async fn validate_accepts_a_card_from_the_hand_laid_on_a_known_series() {
    // Arrange
    let app = spawn_app().await;
    // The card to lay is one of the cards in hand: that is not a card repeated.
    let request = json!({ "series": ["7H", "8S"], "card": "8D", "hand": ["8D", "KC"] });

    // Act
    let body = validate(&app, &request, "8D from the hand on 7-8").await;

    // Assert
    assert_eq!(body["legal"], true);
    assert_eq!(body["count"], 23);
    assert_eq!(items(&body), expected(&[("pair", &["8S", "8D"], 2)]));
    assert_eq!(body["playable"], json!(["8D", "KC"]));
}

#[tokio::test]
async fn validate_refuses_impossible_input_with_a_422_at_the_pointer() {
    // Arrange
    let app = spawn_app().await;
    // (case, request, pointer, words the detail says)
    let cases = [
        (
            "count 32",
            json!({ "count": 32, "card": "AH" }),
            "/count",
            vec!["31"],
        ),
        (
            "a series counting 32",
            json!({ "series": ["KH", "QS", "JD", "2C"], "card": "AH" }),
            "/series",
            vec!["32"],
        ),
        (
            "a series of 15 with count 14",
            json!({ "series": ["KH", "5S"], "count": 14, "card": "AH" }),
            "/count",
            vec!["15", "14"],
        ),
        (
            "the card already in the series",
            json!({ "series": ["KH", "5S"], "card": "kh" }),
            "/card",
            vec!["K♥"],
        ),
        (
            "a card of the hand already in the series",
            json!({ "series": ["KH", "5S"], "card": "AH", "hand": ["5s", "2C"] }),
            "/hand/0",
            vec!["5♠"],
        ),
        (
            "an unknown card in the hand",
            json!({ "count": 5, "card": "AH", "hand": ["2C", "1X"] }),
            "/hand/1",
            vec!["1X"],
        ),
        (
            "neither card nor go",
            json!({ "count": 5 }),
            "",
            vec!["card", "go"],
        ),
        (
            "go: false and no card",
            json!({ "count": 5, "go": false }),
            "",
            vec!["card", "go"],
        ),
        (
            "both card and go",
            json!({ "count": 5, "card": "AH", "go": true }),
            "/go",
            vec!["card", "go"],
        ),
    ];

    for (case, request, pointer, says) in cases {
        // Act
        let reply = app.validate_play(&request).await;

        // Assert
        assert_refused(&reply, &[pointer], &says, case);
    }
}
