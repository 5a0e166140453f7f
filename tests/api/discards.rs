//! `POST /v1/discards/recommend`: every way to discard, with exact expected values, through a
//! real server.

use serde_json::{Value, json};

use crate::helpers::{Reply, assert_problem, card_set, spawn_app};

const RECOMMEND: &str = "/v1/discards/recommend";

/// The deal of the published example, with the dealer's crib.
fn example_deal() -> Value {
    json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true })
}

/// Every card name, canonical.
fn deck() -> Vec<String> {
    let ranks = [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ];
    ranks
        .iter()
        .flat_map(|rank| ["S", "H", "D", "C"].map(|suit| format!("{rank}{suit}")))
        .collect()
}

/// The expected form of [`card_set`].
fn expected_set(cards: &[&str]) -> Vec<String> {
    let mut names: Vec<String> = cards.iter().map(|&c| c.to_owned()).collect();
    names.sort();
    names
}

/// A number of the body.
fn number(value: &Value, what: &str) -> f64 {
    value
        .as_f64()
        .unwrap_or_else(|| panic!("{what} is a number, got {value}"))
}

/// A count of the body.
fn count(value: &Value, what: &str) -> u64 {
    value
        .as_u64()
        .unwrap_or_else(|| panic!("{what} is an integer, got {value}"))
}

/// Asserts a 200 JSON answer and returns its body.
fn assert_recommended(reply: &Reply, case: &str) -> Value {
    assert_eq!(reply.status, 200, "{case}: status; body {}", reply.text);
    assert!(
        reply.content_type.starts_with("application/json"),
        "{case}: content type {}",
        reply.content_type
    );
    reply.json.clone()
}

/// The options of a body.
fn options(body: &Value) -> &Vec<Value> {
    body["options"].as_array().expect("options is an array")
}

/// The option that keeps exactly `keep`.
fn option_keeping<'a>(body: &'a Value, keep: &[&str]) -> &'a Value {
    let wanted = expected_set(keep);
    options(body)
        .iter()
        .find(|option| card_set(&option["keep"]) == wanted)
        .unwrap_or_else(|| panic!("an option keeps {keep:?} in {body}"))
}

/// Asserts one `hand` or `crib` member: `outcomes`, the exact mean `points / outcomes`, and
/// `min <= mean <= max`.
fn assert_stats(stats: &Value, outcomes: u64, case: &str) {
    assert_eq!(
        count(&stats["outcomes"], "outcomes"),
        outcomes,
        "{case}: outcomes in {stats}"
    );
    let points = count(&stats["points"], "points");
    let mean = number(&stats["mean"], "mean");
    let min = count(&stats["min"], "min");
    let max = count(&stats["max"], "max");
    assert!(
        (mean - points as f64 / outcomes as f64).abs() < 1e-12,
        "{case}: mean is points / outcomes in {stats}"
    );
    assert!(
        min as f64 <= mean && mean <= max as f64,
        "{case}: min <= mean <= max in {stats}"
    );
    assert!(max <= 29, "{case}: no score above 29 in {stats}");
}

/// The shape of a deal's analysis.
struct Expected<'a> {
    /// The variant echoed.
    variant: &'a str,
    /// Whose crib it is.
    dealer: bool,
    /// The dealt cards, canonical.
    dealt: &'a [&'a str],
    /// How many ways to discard.
    options: usize,
    /// Cards laid away.
    discard: usize,
    /// Cards kept.
    keep: usize,
    /// Possible starters for the kept hand.
    hand_outcomes: u64,
    /// Possible cribs, starter included.
    crib_outcomes: u64,
}

/// Asserts everything a body must hold for `expected`: the echoes, one option per way to
/// discard, best first, each splitting the deal into discard and keep, with exact statistics
/// and the net of the crib's owner or of the other side.
fn assert_analysis(body: &Value, expected: &Expected, case: &str) {
    assert_eq!(body["variant"], expected.variant, "{case}: variant echoed");
    assert_eq!(body["dealer"], expected.dealer, "{case}: dealer echoed");
    assert_eq!(
        count(&body["unseen"], "unseen"),
        52 - expected.dealt.len() as u64,
        "{case}: unseen"
    );
    let options = options(body);
    assert_eq!(options.len(), expected.options, "{case}: options");
    let dealt = expected_set(expected.dealt);
    let mut discards: Vec<Vec<String>> = Vec::new();
    for option in options {
        let discard = card_set(&option["discard"]);
        let keep = card_set(&option["keep"]);
        assert_eq!(
            discard.len(),
            expected.discard,
            "{case}: discard of {option}"
        );
        assert_eq!(keep.len(), expected.keep, "{case}: keep of {option}");
        let mut both: Vec<String> = discard.iter().chain(&keep).cloned().collect();
        both.sort();
        assert_eq!(
            both, dealt,
            "{case}: discard and keep make the deal in {option}"
        );
        assert_stats(&option["hand"], expected.hand_outcomes, case);
        assert_stats(&option["crib"], expected.crib_outcomes, case);
        let hand = number(&option["hand"]["mean"], "hand mean");
        let crib = number(&option["crib"]["mean"], "crib mean");
        let net = if expected.dealer {
            hand + crib
        } else {
            hand - crib
        };
        assert!(
            (number(&option["net"], "net") - net).abs() < 1e-12,
            "{case}: net of {option}"
        );
        discards.push(discard);
    }
    discards.sort();
    discards.dedup();
    assert_eq!(
        discards.len(),
        expected.options,
        "{case}: every option discards differently"
    );
    for pair in options.windows(2) {
        let (first, second) = (
            number(&pair[0]["net"], "net"),
            number(&pair[1]["net"], "net"),
        );
        assert!(
            first >= second,
            "{case}: best first, but {first} before {second}"
        );
        if first == second {
            assert!(
                number(&pair[0]["hand"]["mean"], "hand mean")
                    >= number(&pair[1]["hand"]["mean"], "hand mean"),
                "{case}: equal nets come higher hand mean first"
            );
        }
    }
}

/// The analysis of a six-card deal.
fn six_card<'a>(dealt: &'a [&'a str], dealer: bool) -> Expected<'a> {
    Expected {
        variant: "six_card",
        dealer,
        dealt,
        options: 15,
        discard: 2,
        keep: 4,
        hand_outcomes: 46,
        crib_outcomes: 45_540,
    }
}

#[tokio::test]
async fn recommend_lists_the_fifteen_discards_of_six_cards_best_first_for_the_dealer() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let reply = app.recommend_discard(&example_deal()).await;

    // Assert
    let body = assert_recommended(&reply, "dealer");
    assert_analysis(
        &body,
        &six_card(&["4C", "5D", "6H", "10S", "10C", "JD"], true),
        "dealer",
    );
}

#[tokio::test]
async fn recommend_subtracts_the_crib_when_it_is_the_opponents() {
    // Arrange
    let app = spawn_app().await;
    let dealt = ["5H", "5S", "JD", "KC", "2D", "9S"];

    // Act
    let dealer = app
        .recommend_discard(&json!({ "cards": dealt, "dealer": true }))
        .await;
    let pone = app
        .recommend_discard(&json!({ "cards": dealt, "dealer": false }))
        .await;

    // Assert
    let dealer = assert_recommended(&dealer, "dealer");
    let pone = assert_recommended(&pone, "pone");
    assert_analysis(&dealer, &six_card(&dealt, true), "dealer");
    assert_analysis(&pone, &six_card(&dealt, false), "pone");
    for option in options(&pone) {
        let keep = card_set(&option["keep"]);
        let keep: Vec<&str> = keep.iter().map(String::as_str).collect();
        let same = option_keeping(&dealer, &keep);
        assert_eq!(
            option["hand"], same["hand"],
            "keeping {keep:?}: the hand does not depend on whose crib it is"
        );
        assert_eq!(
            option["crib"], same["crib"],
            "keeping {keep:?}: the crib does not depend on whose crib it is"
        );
    }
}

#[tokio::test]
async fn recommend_reads_any_spelling_and_answers_canonical_card_names() {
    // Arrange
    let app = spawn_app().await;
    let request = json!({ "cards": ["4c", "5♦", "6h", "Ts", "10c", "jD"], "dealer": true });

    // Act
    let reply = app.recommend_discard(&request).await;
    let canonical = app.recommend_discard(&example_deal()).await;

    // Assert
    let body = assert_recommended(&reply, "mixed spellings");
    assert_analysis(
        &body,
        &six_card(&["4C", "5D", "6H", "10S", "10C", "JD"], true),
        "mixed spellings",
    );
    assert_eq!(
        reply.text, canonical.text,
        "the spelling of the cards does not change the answer"
    );
}

#[tokio::test]
async fn recommend_answers_10h_for_10h_in_every_option() {
    // Arrange
    let app = spawn_app().await;
    let request = json!({ "cards": ["10h", "9c", "2c", "3d", "4s", "5c"], "dealer": false });

    // Act
    let reply = app.recommend_discard(&request).await;

    // Assert
    let body = assert_recommended(&reply, "10h");
    assert_analysis(
        &body,
        &six_card(&["10H", "9C", "2C", "3D", "4S", "5C"], false),
        "10h",
    );
    let deck = deck();
    for option in options(&body) {
        for side in ["discard", "keep"] {
            for card in card_set(&option[side]) {
                assert!(
                    deck.contains(&card),
                    "{side}: {card:?} is a canonical name in {option}"
                );
            }
        }
    }
}

#[tokio::test]
async fn recommend_matches_the_published_hand_values() {
    // Arrange
    let app = spawn_app().await;
    // (case, dealt, keep, hand points over 46 starters if published, hand mean to two places)
    let cases = [
        (
            "4-5-6-J from 4C 5D 6H 10S 10C JD",
            ["4C", "5D", "6H", "10S", "10C", "JD"],
            ["4C", "5D", "6H", "JD"],
            Some(458),
            "9.96",
        ),
        (
            "3-4-5-5 from 2C 3H 4D 5D 5S JS",
            ["2C", "3H", "4D", "5D", "5S", "JS"],
            ["3H", "4D", "5D", "5S"],
            Some(574),
            "12.48",
        ),
        (
            "3-4-5-6 from A to 6 in mixed suits",
            ["AC", "2D", "3H", "4S", "5C", "6D"],
            ["3H", "4S", "5C", "6D"],
            Some(453),
            "9.85",
        ),
        (
            "2-3-4-5 from A to 6 in mixed suits",
            ["AC", "2D", "3H", "4S", "5C", "6D"],
            ["2D", "3H", "4S", "5C"],
            None,
            "8.57",
        ),
    ];

    for (case, dealt, keep, points, mean) in cases {
        // Act
        let reply = app
            .recommend_discard(&json!({ "cards": dealt, "dealer": true }))
            .await;

        // Assert
        let body = assert_recommended(&reply, case);
        let hand = &option_keeping(&body, &keep)["hand"];
        assert_eq!(hand["outcomes"], 46, "{case}: outcomes");
        if let Some(points) = points {
            assert_eq!(hand["points"], points, "{case}: points");
        }
        assert_eq!(
            format!("{:.2}", number(&hand["mean"], "mean")),
            mean,
            "{case}: mean in {hand}"
        );
    }
}

#[tokio::test]
async fn recommend_counts_the_hand_over_every_starter_as_the_score_endpoint_does() {
    // Arrange
    let app = spawn_app().await;
    // (case, request, keep, variant of the kept hand)
    let cases = [
        (
            "six_card: 4C 5D 6H JD",
            json!({
                "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true,
                "distribution": true
            }),
            vec!["4C", "5D", "6H", "JD"],
            "six_card",
        ),
        (
            "six_card: a flush and nobs, 2H 4H 8H JH",
            json!({
                "cards": ["2H", "4H", "8H", "JH", "5S", "KC"], "dealer": false,
                "distribution": true
            }),
            vec!["2H", "4H", "8H", "JH"],
            "six_card",
        ),
        (
            "five_card: 5H 5S JD",
            json!({
                "cards": ["5H", "5S", "JD", "KC", "2D"], "dealer": true,
                "variant": "five_card", "distribution": true
            }),
            vec!["5H", "5S", "JD"],
            "five_card",
        ),
    ];

    for (case, request, keep, variant) in cases {
        let dealt = card_set(&request["cards"]);
        let mut counts = vec![0u64; 30];
        for starter in deck().iter().filter(|card| !dealt.contains(card)) {
            let scored = app
                .score_hand(&json!({ "hand": keep, "starter": starter, "variant": variant }))
                .await;
            assert_eq!(
                scored.status, 200,
                "{case}: scoring {starter}: {}",
                scored.text
            );
            let total = count(&scored.json["total"], "total");
            counts[usize::try_from(total).expect("a small total")] += 1;
        }

        // Act
        let reply = app.recommend_discard(&request).await;

        // Assert
        let body = assert_recommended(&reply, case);
        let hand = &option_keeping(&body, &keep)["hand"];
        assert_eq!(hand["distribution"], json!(counts), "{case}: distribution");
        let points: u64 = counts.iter().zip(0u64..).map(|(n, score)| n * score).sum();
        assert_eq!(hand["points"], points, "{case}: points");
        assert_eq!(
            hand["outcomes"],
            counts.iter().sum::<u64>(),
            "{case}: outcomes"
        );
        assert_eq!(
            hand["min"],
            counts.iter().position(|&n| n > 0).expect("a starter"),
            "{case}: min"
        );
        assert_eq!(
            hand["max"],
            counts.iter().rposition(|&n| n > 0).expect("a starter"),
            "{case}: max"
        );
    }
}

#[tokio::test]
async fn recommend_adds_distributions_consistent_with_the_statistics_when_asked() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        (
            "six_card, dealer",
            json!({
                "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true,
                "distribution": true
            }),
        ),
        (
            "six_card, pone, flush candidates and jacks",
            json!({
                "cards": ["JH", "5H", "5S", "10H", "QH", "KD"], "dealer": false,
                "distribution": true
            }),
        ),
        (
            "three_player",
            json!({
                "cards": ["JH", "5H", "5S", "10H", "QH"], "dealer": false,
                "variant": "three_player", "distribution": true
            }),
        ),
        (
            "five_card",
            json!({
                "cards": ["JD", "5D", "5C", "KD", "3H"], "dealer": true,
                "variant": "five_card", "distribution": true
            }),
        ),
    ];

    for (case, request) in cases {
        let mut plain = request.clone();
        plain
            .as_object_mut()
            .expect("an object")
            .remove("distribution");

        // Act
        let reply = app.recommend_discard(&request).await;
        let without = app.recommend_discard(&plain).await;

        // Assert
        let body = assert_recommended(&reply, case);
        let without = assert_recommended(&without, case);
        assert!(!options(&body).is_empty(), "{case}: options");
        for (option, plain_option) in options(&body).iter().zip(options(&without)) {
            assert_eq!(
                option["discard"], plain_option["discard"],
                "{case}: the same options in the same order"
            );
            for side in ["hand", "crib"] {
                let stats = &option[side];
                let counts: Vec<u64> = stats["distribution"]
                    .as_array()
                    .unwrap_or_else(|| panic!("{case}: {side} distribution in {stats}"))
                    .iter()
                    .map(|n| count(n, "a distribution entry"))
                    .collect();
                assert_eq!(counts.len(), 30, "{case}: {side}: scores 0 to 29");
                assert_eq!(
                    counts.iter().sum::<u64>(),
                    count(&stats["outcomes"], "outcomes"),
                    "{case}: {side}: the counts add up to the outcomes"
                );
                assert_eq!(
                    counts.iter().zip(0u64..).map(|(n, s)| n * s).sum::<u64>(),
                    count(&stats["points"], "points"),
                    "{case}: {side}: score times count adds up to the points"
                );
                assert_eq!(
                    counts.iter().position(|&n| n > 0).map(|s| s as u64),
                    stats["min"].as_u64(),
                    "{case}: {side}: min is the first score with outcomes"
                );
                assert_eq!(
                    counts.iter().rposition(|&n| n > 0).map(|s| s as u64),
                    stats["max"].as_u64(),
                    "{case}: {side}: max is the last score with outcomes"
                );
                let mut bare = stats.clone();
                bare.as_object_mut()
                    .expect("an object")
                    .remove("distribution");
                assert_eq!(
                    bare, plain_option[side],
                    "{case}: {side}: the distribution adds to the statistics, changes nothing"
                );
            }
        }
    }
}

#[tokio::test]
async fn recommend_leaves_the_distributions_out_unless_asked() {
    // Arrange
    let app = spawn_app().await;
    let cards = json!(["4C", "5D", "6H", "10S", "10C", "JD"]);
    let cases = [
        ("absent", json!({ "cards": cards, "dealer": true })),
        (
            "false",
            json!({ "cards": cards, "dealer": true, "distribution": false }),
        ),
        (
            "null",
            json!({ "cards": cards, "dealer": true, "distribution": null }),
        ),
    ];

    for (case, request) in cases {
        // Act
        let reply = app.recommend_discard(&request).await;

        // Assert
        let body = assert_recommended(&reply, case);
        assert_eq!(options(&body).len(), 15, "{case}: options");
        for option in options(&body) {
            for side in ["hand", "crib"] {
                assert!(
                    option[side].get("distribution").is_none(),
                    "{case}: no {side} distribution in {option}"
                );
            }
        }
    }
}

#[tokio::test]
async fn recommend_analyses_the_five_card_deals_of_the_other_variants() {
    // Arrange
    let app = spawn_app().await;
    let dealt = ["JH", "5H", "5S", "10H", "QH"];
    // One card to the crib: the other three of it from 47 unseen, the starter from the 44 left.
    let one_away = 16_215 * 44;
    // Two to the crib: the other two of it from 47 unseen, the starter from the 45 left.
    let two_away = 1_081 * 45;
    let cases = [
        (
            "three_player, dealer",
            "three_player",
            true,
            5,
            1,
            4,
            one_away,
        ),
        (
            "three_player, not the dealer",
            "three_player",
            false,
            5,
            1,
            4,
            one_away,
        ),
        (
            "four_player, the dealer's side",
            "four_player",
            true,
            5,
            1,
            4,
            one_away,
        ),
        (
            "four_player, the other side",
            "four_player",
            false,
            5,
            1,
            4,
            one_away,
        ),
        ("five_card, dealer", "five_card", true, 10, 2, 3, two_away),
        (
            "five_card, not the dealer",
            "five_card",
            false,
            10,
            2,
            3,
            two_away,
        ),
    ];
    assert_eq!(one_away, 713_460);
    assert_eq!(two_away, 48_645);

    for (case, variant, dealer, option_count, discard, keep, crib_outcomes) in cases {
        let request = json!({ "cards": dealt, "dealer": dealer, "variant": variant });

        // Act
        let reply = app.recommend_discard(&request).await;

        // Assert
        let body = assert_recommended(&reply, case);
        assert_analysis(
            &body,
            &Expected {
                variant,
                dealer,
                dealt: &dealt,
                options: option_count,
                discard,
                keep,
                hand_outcomes: 47,
                crib_outcomes,
            },
            case,
        );
    }
}

#[tokio::test]
async fn recommend_defaults_to_six_card_and_echoes_the_variant() {
    // Arrange
    let app = spawn_app().await;
    let cards = json!(["4C", "5D", "6H", "10S", "10C", "JD"]);
    let cases = [
        ("absent", json!({ "cards": cards, "dealer": true })),
        (
            "null",
            json!({ "cards": cards, "dealer": true, "variant": null }),
        ),
        (
            "six_card",
            json!({ "cards": cards, "dealer": true, "variant": "six_card" }),
        ),
    ];
    let expected = app.recommend_discard(&cases[0].1).await;

    for (case, request) in cases {
        // Act
        let reply = app.recommend_discard(&request).await;

        // Assert
        let body = assert_recommended(&reply, case);
        assert_eq!(body["variant"], "six_card", "{case}: variant");
        assert_eq!(reply.text, expected.text, "{case}: the same analysis");
    }
}

#[tokio::test]
async fn recommend_gives_the_same_body_for_the_same_request() {
    // Arrange
    let app = spawn_app().await;
    let other_app = spawn_app().await;
    let request = json!({
        "cards": ["2C", "3H", "4D", "5D", "5S", "JS"], "dealer": false, "distribution": true
    });

    // Act
    let first = app.recommend_discard(&request).await;
    let second = app.recommend_discard(&request).await;
    let elsewhere = other_app.recommend_discard(&request).await;

    // Assert
    assert_eq!(first.status, 200, "{}", first.text);
    assert!(!first.text.is_empty());
    assert_eq!(first.text, second.text, "the same server twice");
    assert_eq!(first.text, elsewhere.text, "another server");
}

#[tokio::test]
async fn recommend_returns_a_422_with_the_pointers_when_the_deal_is_impossible() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        (
            "five cards in six_card",
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C"], "dealer": true }),
            vec!["/cards"],
        ),
        (
            "seven cards",
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD", "QD"], "dealer": true }),
            vec!["/cards"],
        ),
        (
            "six cards in three_player",
            json!({
                "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true,
                "variant": "three_player"
            }),
            vec!["/cards"],
        ),
        (
            "six cards in five_card",
            json!({
                "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true,
                "variant": "five_card"
            }),
            vec!["/cards"],
        ),
        (
            "no cards",
            json!({ "cards": [], "dealer": true }),
            vec!["/cards"],
        ),
        (
            "an unknown card",
            json!({ "cards": ["4C", "5D", "6H", "1X", "10C", "JD"], "dealer": true }),
            vec!["/cards/3"],
        ),
        (
            "a card repeated, spelled differently",
            json!({ "cards": ["4C", "5D", "6H", "10S", "5d", "JD"], "dealer": true }),
            vec!["/cards/4"],
        ),
        (
            "10h and th, one card spelled twice",
            json!({ "cards": ["10h", "th", "2c", "3d", "4s", "5c"], "dealer": false }),
            vec!["/cards/1"],
        ),
        (
            "a number among the cards",
            json!({ "cards": ["4C", "5D", 6, "10S", "10C", "JD"], "dealer": true }),
            vec!["/cards/2"],
        ),
        (
            "cards as a string",
            json!({ "cards": "4C 5D 6H 10S 10C JD", "dealer": true }),
            vec!["/cards"],
        ),
        ("missing cards", json!({ "dealer": true }), vec![""]),
        (
            "missing dealer",
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"] }),
            vec![""],
        ),
        (
            "dealer as a string",
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": "yes" }),
            vec!["/dealer"],
        ),
        (
            "dealer as a number",
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": 1 }),
            vec!["/dealer"],
        ),
        (
            "unknown variant",
            json!({
                "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true,
                "variant": "seven_card"
            }),
            vec!["/variant"],
        ),
        (
            "unknown field",
            json!({
                "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true,
                "crib": true
            }),
            vec!["/crib"],
        ),
        (
            "distribution as a string",
            json!({
                "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true,
                "distribution": "yes"
            }),
            vec!["/distribution"],
        ),
    ];

    for (case, request, pointers) in cases {
        // Act
        let reply = app.recommend_discard(&request).await;

        // Assert
        let found = assert_problem(&reply, 422, case);
        assert_eq!(
            reply.json["type"], "/problems/invalid-input",
            "{case}: problem type in {}",
            reply.text
        );
        assert_eq!(found, pointers, "{case}: pointers");
        for error in reply.json["errors"].as_array().into_iter().flatten() {
            assert!(
                error["detail"].as_str().is_some_and(|d| !d.is_empty()),
                "{case}: error without a detail: {error}"
            );
        }
    }
}

#[tokio::test]
async fn recommend_names_the_missing_field_in_the_detail_of_the_root_pointer() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        (
            "dealer",
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"] }),
        ),
        ("cards", json!({ "dealer": true })),
    ];

    for (field, request) in cases {
        // Act
        let reply = app.recommend_discard(&request).await;

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
async fn recommend_returns_a_400_when_the_body_is_not_json() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let reply = app
        .post_raw(RECOMMEND, "application/json", r#"{"cards": ["4C", "5D""#)
        .await;

    // Assert
    let found = assert_problem(&reply, 400, "truncated JSON");
    assert!(found.is_empty(), "no pointers: {found:?}");
}

#[tokio::test]
async fn recommend_returns_a_405_with_allow_post_for_get() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let reply = app.get(RECOMMEND).await;

    // Assert
    assert_problem(&reply, 405, "GET");
    assert_eq!(
        reply.headers.get("allow").and_then(|v| v.to_str().ok()),
        Some("POST"),
        "the Allow header"
    );
}

#[tokio::test]
async fn recommend_returns_a_415_when_the_body_is_not_declared_as_json() {
    // Arrange
    let app = spawn_app().await;
    let body = example_deal().to_string();
    let cases = [("no content type", ""), ("text/plain", "text/plain")];

    for (case, content_type) in cases {
        // Act
        let reply = app.post_raw(RECOMMEND, content_type, body.clone()).await;

        // Assert
        let found = assert_problem(&reply, 415, case);
        assert!(found.is_empty(), "{case}: no pointers: {found:?}");
    }
}

#[tokio::test]
async fn recommend_weights_the_opponents_discards_with_the_expert_crib_model() {
    // Arrange
    let app = spawn_app().await;
    let deal = json!(["5H", "5S", "JD", "KC", "2D", "9S"]);

    // Act
    let uniform = app
        .recommend_discard(&json!({ "cards": deal, "dealer": false }))
        .await;
    let expert = app
        .recommend_discard(&json!({ "cards": deal, "dealer": false, "crib_model": "expert" }))
        .await;
    let five_card = app
        .recommend_discard(&json!({
            "cards": ["5H", "5S", "JD", "KC", "2D"], "dealer": true,
            "variant": "five_card", "crib_model": "expert"
        }))
        .await;

    // Assert
    assert_eq!(uniform.json["crib_model"], "uniform");
    assert_eq!(expert.status, 200, "{}", expert.text);
    assert_eq!(expert.json["crib_model"], "expert");
    for option in options(&expert.json) {
        let same = options(&uniform.json)
            .iter()
            .find(|o| o["discard"] == option["discard"])
            .expect("the same discards");
        assert_eq!(
            option["hand"], same["hand"],
            "the hand does not depend on the crib model"
        );
        assert_ne!(option["crib"]["points"], same["crib"]["points"]);
    }
    assert_eq!(
        assert_problem(&five_card, 422, "expert five_card"),
        ["/crib_model"]
    );
}
