//! `POST /v1/hands/score`: the happy paths, through a real server.

use serde_json::{Value, json};

use crate::helpers::{Reply, spawn_app};

/// The items of a score as `(category, cards sorted, points)`, sorted: comparable whatever
/// order the cards of one item or items of one category come in.
fn item_set(body: &Value) -> Vec<(String, Vec<String>, u64)> {
    let mut items: Vec<(String, Vec<String>, u64)> = body["items"]
        .as_array()
        .expect("items is an array")
        .iter()
        .map(|item| {
            let mut cards: Vec<String> = item["cards"]
                .as_array()
                .expect("an item's cards are an array")
                .iter()
                .map(|card| card.as_str().expect("a card is a string").to_owned())
                .collect();
            cards.sort();
            (
                item["category"].as_str().expect("category").to_owned(),
                cards,
                item["points"].as_u64().expect("points"),
            )
        })
        .collect();
    items.sort();
    items
}

/// The expected form of [`item_set`].
fn expected_items(items: &[(&str, &[&str], u64)]) -> Vec<(String, Vec<String>, u64)> {
    let mut items: Vec<(String, Vec<String>, u64)> = items
        .iter()
        .map(|(category, cards, points)| {
            let mut cards: Vec<String> = cards.iter().map(|&c| c.to_owned()).collect();
            cards.sort();
            ((*category).to_owned(), cards, *points)
        })
        .collect();
    items.sort();
    items
}

/// Asserts a 200 JSON answer whose items add up to `total` and, category by category, to the
/// subtotals; returns the body.
fn assert_scored(reply: &Reply, case: &str) -> Value {
    assert_eq!(reply.status, 200, "{case}: status; body {}", reply.text);
    assert!(
        reply.content_type.starts_with("application/json"),
        "{case}: content type {}",
        reply.content_type
    );
    let body = &reply.json;
    let items = body["items"].as_array().expect("items is an array");
    let sum = |category: Option<&str>| -> u64 {
        items
            .iter()
            .filter(|item| category.is_none_or(|c| item["category"] == c))
            .map(|item| item["points"].as_u64().expect("points"))
            .sum()
    };
    assert_eq!(
        body["total"].as_u64(),
        Some(sum(None)),
        "{case}: the items add up to the total"
    );
    for (subtotal, category) in [
        ("fifteens", "fifteen"),
        ("pairs", "pair"),
        ("runs", "run"),
        ("flush", "flush"),
        ("nobs", "nobs"),
    ] {
        assert_eq!(
            body[subtotal].as_u64(),
            Some(sum(Some(category))),
            "{case}: {subtotal} is the sum of the {category} items"
        );
    }
    body.clone()
}

#[tokio::test]
async fn score_counts_fifteen_eight_and_a_pair_as_ten() {
    // Arrange
    let app = spawn_app().await;
    let request = json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C" });

    // Act
    let reply = app.score_hand(&request).await;

    // Assert
    let body = assert_scored(&reply, "5H 5S JD KC + 8C");
    assert_eq!(body["total"], 10);
    assert_eq!(body["fifteens"], 8);
    assert_eq!(body["pairs"], 2);
    assert_eq!(body["runs"], 0);
    assert_eq!(body["flush"], 0);
    assert_eq!(body["nobs"], 0);
    assert_eq!(
        item_set(&body),
        expected_items(&[
            ("fifteen", &["5H", "JD"], 2),
            ("fifteen", &["5H", "KC"], 2),
            ("fifteen", &["5S", "JD"], 2),
            ("fifteen", &["5S", "KC"], 2),
            ("pair", &["5H", "5S"], 2),
        ])
    );
    let categories: Vec<&str> = body["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|item| item["category"].as_str().expect("category"))
        .collect();
    assert_eq!(
        categories,
        ["fifteen", "fifteen", "fifteen", "fifteen", "pair"],
        "items come in the order they are announced"
    );
    assert_eq!(
        body["announcement"],
        "Fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten"
    );
}

#[tokio::test]
async fn score_counts_the_twenty_nine_hand_in_the_hand_and_in_the_crib() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        (
            "hand",
            json!({ "hand": ["5S", "5H", "5D", "JC"], "starter": "5C" }),
        ),
        (
            "crib",
            json!({ "hand": ["5S", "5H", "5D", "JC"], "starter": "5C", "crib": true }),
        ),
    ];

    for (case, request) in cases {
        // Act
        let reply = app.score_hand(&request).await;

        // Assert
        let body = assert_scored(&reply, case);
        assert_eq!(body["total"], 29, "{case}: total");
        assert_eq!(body["fifteens"], 16, "{case}: fifteens");
        assert_eq!(body["pairs"], 12, "{case}: pairs");
        assert_eq!(body["runs"], 0, "{case}: runs");
        assert_eq!(body["flush"], 0, "{case}: flush");
        assert_eq!(body["nobs"], 1, "{case}: nobs");
        let items = item_set(&body);
        let count = |category: &str| items.iter().filter(|(c, _, _)| c == category).count();
        assert_eq!(count("fifteen"), 8, "{case}: eight fifteens");
        assert_eq!(count("pair"), 6, "{case}: six pairs");
        assert!(
            items.contains(&("nobs".to_owned(), vec!["JC".to_owned()], 1)),
            "{case}: his nobs is the jack of clubs in {items:?}"
        );
        let announcement = body["announcement"].as_str().expect("announcement");
        assert!(
            announcement.starts_with("Fifteen two, fifteen four,")
                && announcement.ends_with("is twenty-nine"),
            "{case}: announcement {announcement:?}"
        );
    }
}

#[tokio::test]
async fn score_applies_the_flush_rules_of_hand_crib_house_rule_and_five_card() {
    // Arrange
    let app = spawn_app().await;
    // All even cards: no fifteen, pair or run can hide among them, so the total is the flush.
    // (case, request, flush points, cards in the flush item or 0 when none)
    let cases = [
        (
            "hand: four hearts, starter a spade",
            json!({ "hand": ["2H", "4H", "6H", "8H"], "starter": "KS" }),
            4,
            4,
        ),
        (
            "hand: four hearts, starter a heart",
            json!({ "hand": ["2H", "4H", "6H", "8H"], "starter": "KH" }),
            5,
            5,
        ),
        (
            "hand: three hearts and the starter a heart score nothing",
            json!({ "hand": ["2H", "4H", "6S", "8H"], "starter": "KH" }),
            0,
            0,
        ),
        (
            "crib: four hearts, starter a spade is no flush",
            json!({ "hand": ["2H", "4H", "6H", "8H"], "starter": "KS", "crib": true }),
            0,
            0,
        ),
        (
            "crib: five hearts",
            json!({ "hand": ["2H", "4H", "6H", "8H"], "starter": "KH", "crib": true }),
            5,
            5,
        ),
        (
            "crib with crib_four_flush: four hearts, starter a spade",
            json!({
                "hand": ["2H", "4H", "6H", "8H"], "starter": "KS", "crib": true,
                "rules": { "crib_four_flush": true }
            }),
            4,
            4,
        ),
        (
            "crib with crib_four_flush: five hearts still score five",
            json!({
                "hand": ["2H", "4H", "6H", "8H"], "starter": "KH", "crib": true,
                "rules": { "crib_four_flush": true }
            }),
            5,
            5,
        ),
        (
            "hand with crib_four_flush: the house rule leaves hands alone",
            json!({
                "hand": ["2H", "4H", "6S", "8H"], "starter": "KH",
                "rules": { "crib_four_flush": true }
            }),
            0,
            0,
        ),
        (
            "five_card hand: three hearts, starter a spade",
            json!({ "hand": ["2H", "4H", "6H"], "starter": "KS", "variant": "five_card" }),
            3,
            3,
        ),
        (
            "five_card hand: three hearts, starter a heart",
            json!({ "hand": ["2H", "4H", "6H"], "starter": "KH", "variant": "five_card" }),
            4,
            4,
        ),
        (
            "five_card crib: four cards, all five hearts",
            json!({
                "hand": ["2H", "4H", "6H", "8H"], "starter": "KH", "crib": true,
                "variant": "five_card"
            }),
            5,
            5,
        ),
        (
            "five_card crib: four hearts, starter a spade is no flush",
            json!({
                "hand": ["2H", "4H", "6H", "8H"], "starter": "KS", "crib": true,
                "variant": "five_card"
            }),
            0,
            0,
        ),
    ];

    for (case, request, flush, flush_cards) in cases {
        // Act
        let reply = app.score_hand(&request).await;

        // Assert
        let body = assert_scored(&reply, case);
        assert_eq!(body["flush"], flush, "{case}: flush");
        assert_eq!(body["total"], flush, "{case}: total");
        let items = item_set(&body);
        let flush_items: Vec<_> = items.iter().filter(|(c, _, _)| c == "flush").collect();
        if flush_cards == 0 {
            assert!(flush_items.is_empty(), "{case}: no flush item in {items:?}");
        } else {
            assert_eq!(flush_items.len(), 1, "{case}: one flush item in {items:?}");
            assert_eq!(flush_items[0].1.len(), flush_cards, "{case}: flush cards");
        }
    }
}

#[tokio::test]
async fn score_reads_every_spelling_of_a_card_and_answers_the_canonical_one() {
    // Arrange
    let app = spawn_app().await;
    let spellings = ["10H", "10h", "TH", "th", "Th", "tH", "10♥", "T♥", "t♥"];

    for spelling in spellings {
        // Act
        let in_hand = app
            .score_hand(&json!({ "hand": [spelling, "jd", "Qs", "kC"], "starter": "9c" }))
            .await;
        let as_starter = app
            .score_hand(&json!({ "hand": ["jd", "Qs", "kC", "9c"], "starter": spelling }))
            .await;

        // Assert
        let body = assert_scored(&in_hand, spelling);
        assert_eq!(
            body["hand"],
            json!(["10H", "JD", "QS", "KC"]),
            "{spelling}: echoed hand"
        );
        assert_eq!(body["starter"], "9C", "{spelling}: echoed starter");
        assert_eq!(
            item_set(&body),
            expected_items(&[("run", &["9C", "10H", "JD", "QS", "KC"], 5)]),
            "{spelling}: items name canonical cards"
        );
        let body = assert_scored(&as_starter, spelling);
        assert_eq!(
            body["hand"],
            json!(["JD", "QS", "KC", "9C"]),
            "{spelling} as starter: echoed hand"
        );
        assert_eq!(
            body["starter"], "10H",
            "{spelling} as starter: echoed starter"
        );
        assert_eq!(
            item_set(&body),
            expected_items(&[("run", &["9C", "10H", "JD", "QS", "KC"], 5)]),
            "{spelling} as starter: items name canonical cards"
        );
    }
}

#[tokio::test]
async fn score_reads_the_suit_symbols_of_every_suit() {
    // Arrange
    let app = spawn_app().await;
    let request = json!({ "hand": ["5♠", "5♥", "5♦", "j♣"], "starter": "5♣" });

    // Act
    let reply = app.score_hand(&request).await;

    // Assert
    let body = assert_scored(&reply, "suit symbols");
    assert_eq!(body["hand"], json!(["5S", "5H", "5D", "JC"]));
    assert_eq!(body["starter"], "5C");
    assert_eq!(body["total"], 29);
}

#[tokio::test]
async fn score_judges_the_claimed_points_correct_under_or_over() {
    // Arrange
    let app = spawn_app().await;
    // The hand is worth 10. (claimed, difference = total - claimed, verdict)
    let cases = [
        (10, 0, "correct"),
        (8, 2, "under"),
        (0, 10, "under"),
        (12, -2, "over"),
        (29, -19, "over"),
    ];

    for (claimed, difference, verdict) in cases {
        let request = json!({
            "hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": claimed
        });

        // Act
        let reply = app.score_hand(&request).await;

        // Assert
        let case = format!("claimed {claimed}");
        let body = assert_scored(&reply, &case);
        assert_eq!(
            body["total"], 10,
            "{case}: the claim does not change the total"
        );
        assert_eq!(
            body["claim"],
            json!({ "claimed": claimed, "difference": difference, "verdict": verdict }),
            "{case}: claim"
        );
    }
}

#[tokio::test]
async fn score_has_no_claim_when_nothing_was_claimed() {
    // Arrange
    let app = spawn_app().await;
    let request = json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C" });

    // Act
    let reply = app.score_hand(&request).await;

    // Assert
    let body = assert_scored(&reply, "no claimed");
    assert!(
        body.get("claim").is_none(),
        "no claim key without claimed: {body}"
    );
}

#[tokio::test]
async fn score_answers_every_field_the_contract_names() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        (
            "a ten hand",
            json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C" }),
        ),
        (
            "a zero hand",
            json!({ "hand": ["2H", "4S", "6D", "8C"], "starter": "KH" }),
        ),
        (
            "a crib with fifteens, pairs, runs and a flush",
            json!({ "hand": ["5H", "6H", "4H", "JH"], "starter": "5S", "crib": true,
                    "rules": { "crib_four_flush": true } }),
        ),
    ];

    for (case, request) in cases {
        // Act
        let reply = app.score_hand(&request).await;

        // Assert
        let body = assert_scored(&reply, case);
        for field in ["total", "fifteens", "pairs", "runs", "flush", "nobs"] {
            assert!(
                body[field].is_u64(),
                "{case}: {field} is an integer in {body}"
            );
        }
        assert!(
            body["announcement"].as_str().is_some_and(|a| !a.is_empty()),
            "{case}: announcement in {body}"
        );
        for item in body["items"].as_array().expect("items is an array") {
            assert!(
                ["fifteen", "pair", "run", "flush", "nobs"]
                    .iter()
                    .any(|c| item["category"] == *c),
                "{case}: category of {item}"
            );
            assert!(
                item["cards"].as_array().is_some_and(|c| !c.is_empty()),
                "{case}: cards of {item}"
            );
            assert!(
                item["points"].as_u64().is_some_and(|p| p > 0),
                "{case}: points of {item}"
            );
        }
    }
}

#[tokio::test]
async fn score_itemizes_fifteens_pairs_runs_flush_and_nobs_together() {
    // Arrange
    let app = spawn_app().await;
    // 4H 5H 6H JH in the crib, 5S turned: fifteens 4-5-6, 4-5-6, 5-J, 5-J; a pair of fives; a
    // double run 4-5-6; a four-card crib flush (house rule); nobs is no (starter a spade).
    let request = json!({
        "hand": ["4H", "5H", "6H", "JH"], "starter": "5S", "crib": true,
        "rules": { "crib_four_flush": true }
    });

    // Act
    let reply = app.score_hand(&request).await;

    // Assert
    let body = assert_scored(&reply, "double run crib");
    assert_eq!(
        item_set(&body),
        expected_items(&[
            ("fifteen", &["4H", "5H", "6H"], 2),
            ("fifteen", &["4H", "5S", "6H"], 2),
            ("fifteen", &["5H", "JH"], 2),
            ("fifteen", &["5S", "JH"], 2),
            ("pair", &["5H", "5S"], 2),
            ("run", &["4H", "5H", "6H"], 3),
            ("run", &["4H", "5S", "6H"], 3),
            ("flush", &["4H", "5H", "6H", "JH"], 4),
        ])
    );
    assert_eq!(body["total"], 20);
}

#[tokio::test]
async fn score_gives_the_same_body_for_the_same_request() {
    // Arrange
    let app = spawn_app().await;
    let other_app = spawn_app().await;
    let request = json!({
        "hand": ["5S", "5H", "5D", "JC"], "starter": "5C", "claimed": 28
    });

    // Act
    let first = app.score_hand(&request).await;
    let second = app.score_hand(&request).await;
    let elsewhere = other_app.score_hand(&request).await;

    // Assert
    assert_eq!(first.status, 200, "{}", first.text);
    assert!(!first.text.is_empty());
    assert_eq!(first.text, second.text, "the same server twice");
    assert_eq!(first.text, elsewhere.text, "another server");
}

#[tokio::test]
async fn score_reads_null_optional_fields_as_absent() {
    // Arrange: generated clients send null for every optional field they do not set.
    let app = spawn_app().await;
    let plain = json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C" });
    let nulls = json!({
        "hand": ["5H", "5S", "JD", "KC"], "starter": "8C",
        "crib": null, "variant": null, "rules": null, "claimed": null
    });
    let null_rule = json!({
        "hand": ["2H", "4H", "6H", "8H"], "starter": "KS", "crib": true,
        "rules": { "crib_four_flush": null }
    });

    // Act
    let expected = app.score_hand(&plain).await;
    let with_nulls = app.score_hand(&nulls).await;
    let crib = app.score_hand(&null_rule).await;

    // Assert
    assert_eq!(with_nulls.status, 200, "{}", with_nulls.text);
    assert_eq!(with_nulls.json, expected.json);
    assert!(with_nulls.json.get("claim").is_none());
    assert_eq!(crib.status, 200, "{}", crib.text);
    assert_eq!(
        crib.json["flush"], 0,
        "a null house rule is the default: no four-card crib flush"
    );
}
