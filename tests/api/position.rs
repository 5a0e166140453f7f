//! `POST /v1/position` through a real server: the published anchor at 0-0, the fields every
//! answer carries and the relations between them (chances that sum to one, skunk lines by variant,
//! match points by scoring), the mirror of a board, and the method and error conventions.

use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, spawn_app};

const POSITION: &str = "/v1/position";

/// Posts `body` and returns the 200 answer's body.
async fn judge(app: &TestApp, body: &Value) -> Value {
    let reply = app.post_json(POSITION, body).await;
    assert_eq!(reply.status, 200, "{body}: {}", reply.text);
    assert_eq!(reply.content_type, "application/json", "{body}");
    reply.json
}

/// Seat `seat`'s `field` as a number.
fn seat(answer: &Value, seat: usize, field: &str) -> f64 {
    answer["seats"][seat][field]
        .as_f64()
        .unwrap_or_else(|| panic!("seats/{seat}/{field} is a number in {answer}"))
}

/// Seat `seat`'s chance of losing below `line` (`skunk`, `double` or `triple`).
fn skunked(answer: &Value, seat: usize, line: &str) -> f64 {
    answer["seats"][seat]["skunk_probability"][line]
        .as_f64()
        .unwrap_or_else(|| panic!("seats/{seat}/skunk_probability/{line} in {answer}"))
}

/// Boards across the game, in both variants and both scorings.
fn boards() -> Vec<Value> {
    let mut boards = Vec::new();
    for (variant, target) in [("six_card", 121), ("five_card", 61)] {
        let third = target / 3;
        for scores in [
            [0, 0],
            [third - 5, third - 3],
            [2 * third, third],
            [target - 1, 0],
            [target - 6, target - 2],
        ] {
            for dealer in [0, 1] {
                for scoring in ["acc", "free_play"] {
                    boards.push(json!({
                        "variant": variant, "scores": scores, "dealer": dealer,
                        "rules": { "match_scoring": scoring }
                    }));
                }
            }
        }
    }
    boards
}

#[tokio::test]
async fn at_love_all_the_first_dealer_is_favoured_as_published() {
    // Arrange: published, the first dealer of a six-card game wins 55.5-56% of the time.
    let app = spawn_app().await;

    for dealer in [0, 1] {
        // Act
        let answer = judge(&app, &json!({ "scores": [0, 0], "dealer": dealer })).await;

        // Assert
        let first = seat(&answer, dealer, "win_probability");
        assert!((0.54..=0.58).contains(&first), "the first dealer: {first}");
        assert_eq!(answer["favoured"], dealer);
        assert_eq!(answer["variant"], "six_card");
        assert_eq!(answer["target"], 121);
        assert_eq!(answer["scores"], json!([0, 0]));
        assert_eq!(answer["dealer"], dealer);
        assert_eq!(answer["match_scoring"], "acc");
        assert_eq!(answer["model"], "expert-selfplay-deals-v1");
        assert_eq!(answer["seats"][0]["seat"], 0);
        assert_eq!(answer["seats"][1]["seat"], 1);
    }
}

#[tokio::test]
async fn every_answer_has_chances_that_sum_to_one_and_the_variants_skunk_lines() {
    // Arrange
    let app = spawn_app().await;

    for board in boards() {
        // Act
        let answer = judge(&app, &board).await;

        // Assert
        let wins = [
            seat(&answer, 0, "win_probability"),
            seat(&answer, 1, "win_probability"),
        ];
        assert!((wins[0] + wins[1] - 1.0).abs() < 1e-9, "{board}: {wins:?}");
        assert!(wins.iter().all(|w| (0.0..=1.0).contains(w)), "{board}");
        assert_eq!(
            answer["favoured"],
            usize::from(wins[1] > wins[0]),
            "{board}"
        );
        assert_eq!(answer["variant"], board["variant"]);
        assert_eq!(answer["scores"], board["scores"]);
        assert_eq!(answer["dealer"], board["dealer"]);
        assert_eq!(answer["match_scoring"], board["rules"]["match_scoring"]);
        let lines: Vec<&str> = if board["variant"] == "six_card" {
            vec!["double", "skunk", "triple"]
        } else {
            vec!["skunk"]
        };
        for s in 0..2 {
            let mut fields: Vec<&str> = answer["seats"][s]["skunk_probability"]
                .as_object()
                .expect("skunk_probability is an object")
                .keys()
                .map(String::as_str)
                .collect();
            fields.sort_unstable();
            assert_eq!(fields, lines, "{board}: the lines of seat {s}");
            // A seat is skunked only when it loses; a double skunk is also a skunk.
            let chances: Vec<f64> = ["skunk", "double", "triple"][..lines.len()]
                .iter()
                .map(|l| skunked(&answer, s, l))
                .collect();
            assert!(chances[0] <= wins[1 - s] + 1e-12, "{board}: {chances:?}");
            assert!(chances.windows(2).all(|w| w[0] >= w[1]), "{board}");
            assert!(chances.iter().all(|c| *c >= 0.0), "{board}");
        }
    }
}

#[tokio::test]
async fn expected_match_points_count_each_way_of_winning_by_the_scoring() {
    // Arrange: ACC pays 2 a win and 3 a skunk (or lurch); free play 1, 2 a skunk, 3 a double.
    let app = spawn_app().await;

    for board in boards() {
        // Act
        let answer = judge(&app, &board).await;

        // Assert
        let five_card = board["variant"] == "five_card";
        for s in 0..2 {
            let win = seat(&answer, s, "win_probability");
            let skunk = skunked(&answer, 1 - s, "skunk");
            let double = if five_card {
                0.0
            } else {
                skunked(&answer, 1 - s, "double")
            };
            let expected = if board["rules"]["match_scoring"] == "acc" {
                2.0 * win + skunk
            } else {
                win + skunk + double
            };
            let found = seat(&answer, s, "expected_match_points");
            assert!((found - expected).abs() < 1e-12, "{board}: seat {s}");
        }
    }
}

#[tokio::test]
async fn free_play_expects_fewer_match_points_than_acc_from_the_same_board() {
    // Arrange: a win is 1 in free play and 2 under ACC; the chances do not depend on the scoring.
    let app = spawn_app().await;
    for (variant, scores) in [
        ("six_card", [35, 37]),
        ("six_card", [0, 80]),
        ("five_card", [0, 3]),
    ] {
        let board = json!({ "variant": variant, "scores": scores, "dealer": 0 });
        let mut free_play = board.clone();
        free_play["rules"] = json!({ "match_scoring": "free_play" });

        // Act
        let acc = judge(&app, &board).await;
        let free_play = judge(&app, &free_play).await;

        // Assert
        assert_eq!(free_play["match_scoring"], "free_play");
        assert_eq!(
            acc["seats"][0]["win_probability"],
            free_play["seats"][0]["win_probability"]
        );
        assert_eq!(
            acc["seats"][1]["skunk_probability"],
            free_play["seats"][1]["skunk_probability"]
        );
        for s in 0..2 {
            let acc_points = seat(&acc, s, "expected_match_points");
            let free_points = seat(&free_play, s, "expected_match_points");
            assert!(
                free_points < acc_points,
                "{board}: seat {s}: {free_points} vs {acc_points}"
            );
            assert!(free_points >= seat(&free_play, s, "win_probability"));
        }
    }
}

#[tokio::test]
async fn swapping_the_seats_scores_and_the_dealer_mirrors_the_answer_exactly() {
    // Arrange
    let app = spawn_app().await;

    for board in boards() {
        let mut mirror = board.clone();
        mirror["scores"] = json!([board["scores"][1], board["scores"][0]]);
        mirror["dealer"] = json!(1 - board["dealer"].as_u64().expect("a dealer"));

        // Act
        let answer = judge(&app, &board).await;
        let mirrored = judge(&app, &mirror).await;

        // Assert: seat by seat, the same numbers to the bit.
        for s in 0..2 {
            let mut theirs = mirrored["seats"][1 - s].clone();
            theirs["seat"] = json!(s);
            assert_eq!(answer["seats"][s], theirs, "{board}: seat {s}");
        }
    }
}

#[tokio::test]
async fn more_points_never_lower_a_seats_chance() {
    // Arrange: seat 1 deals; seat 0's score climbs while seat 1 stays on 60.
    let app = spawn_app().await;
    let mut last = 0.0;

    for score in (0..121).step_by(8) {
        // Act
        let answer = judge(&app, &json!({ "scores": [score, 60], "dealer": 1 })).await;

        // Assert
        let win = seat(&answer, 0, "win_probability");
        assert!(win >= last, "seat 0 on {score}: {win} after {last}");
        last = win;
    }
    assert!(last > 0.9, "seat 0 on 120 against 60: {last}");
}

#[tokio::test]
async fn five_card_is_judged_to_61_and_takes_the_pones_three_for_last() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let start = judge(
        &app,
        &json!({ "variant": "five_card", "scores": [0, 3], "dealer": 0 }),
    )
    .await;
    let target = judge(
        &app,
        &json!({ "variant": "five_card", "scores": [0, 3], "dealer": 0, "target": 61 }),
    )
    .await;

    // Assert
    assert_eq!(start["target"], 61);
    assert_eq!(start, target, "the variant's target given or not");
    let dealer = seat(&start, 0, "win_probability");
    assert!(
        (0.3..0.7).contains(&dealer),
        "the five-card dealer: {dealer}"
    );
}

#[tokio::test]
async fn a_six_card_game_to_61_is_the_121_game_at_the_same_needs_with_only_the_lurch() {
    // Arrange
    let app = spawn_app().await;

    // Act: 31-45 to 61 leaves each side what 91-105 to 121 does.
    let short = judge(
        &app,
        &json!({ "scores": [31, 45], "dealer": 1, "target": 61 }),
    )
    .await;
    let long = judge(&app, &json!({ "scores": [91, 105], "dealer": 1 })).await;
    let wide = judge(
        &app,
        &json!({ "scores": [151, 165], "dealer": 1, "target": 181 }),
    )
    .await;

    // Assert
    assert_eq!(short["target"], 61);
    for seat in 0..2 {
        let win = |answer: &Value| answer["seats"][seat]["win_probability"].as_f64().unwrap();
        assert!((win(&short) - win(&long)).abs() < 1e-12, "seat {seat}");
        assert!((win(&wide) - win(&long)).abs() < 1e-12, "seat {seat}");
        let lines = &short["seats"][seat]["skunk_probability"];
        assert_eq!(
            lines["skunk"],
            long["seats"][seat]["skunk_probability"]["skunk"]
        );
        assert!(
            lines.get("double").is_none() && lines.get("triple").is_none(),
            "{lines}"
        );
    }
    let lines = &wide["seats"][0]["skunk_probability"];
    assert!(
        lines.get("triple").is_some(),
        "181 has three lines: {lines}"
    );
}

#[tokio::test]
async fn position_refuses_head_and_get_with_a_405_that_allows_post() {
    // Arrange
    let app = spawn_app().await;

    for method in [Method::GET, Method::HEAD, Method::PUT, Method::DELETE] {
        // Act
        let response = app
            .client
            .request(method.clone(), format!("{}{POSITION}", app.address))
            .send()
            .await
            .expect("the request is sent");

        // Assert
        assert_eq!(response.status().as_u16(), 405, "{method}");
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned)
        };
        assert_eq!(header("allow").as_deref(), Some("POST"), "{method}: Allow");
        assert_eq!(
            header("content-type").as_deref(),
            Some("application/problem+json"),
            "{method}: Content-Type"
        );
    }
    let reply = app.get(POSITION).await;
    assert!(assert_problem(&reply, 405, "GET").is_empty());
}

#[tokio::test]
async fn position_errors_are_problem_json() {
    // Arrange
    let app = spawn_app().await;
    let board = json!({ "scores": [35, 37], "dealer": 0 }).to_string();
    let cases: [(&str, &str, String, u16); 4] = [
        (
            "truncated JSON",
            "application/json",
            r#"{"scores": [3"#.to_owned(),
            400,
        ),
        ("text/plain", "text/plain", board.clone(), 415),
        ("no content type", "", board, 415),
        (
            "a score at the target",
            "application/json",
            json!({ "scores": [121, 0], "dealer": 0 }).to_string(),
            422,
        ),
    ];

    for (case, content_type, body, status) in cases {
        // Act
        let reply = app.post_raw(POSITION, content_type, body).await;

        // Assert
        let pointers = assert_problem(&reply, status, case);
        if status == 422 {
            assert_eq!(pointers, ["/scores/0"], "{case}");
            assert_eq!(
                reply.json["errors"][0]["detail"],
                "a score of 121 has reached the target of 121: the game is over"
            );
        } else {
            assert!(pointers.is_empty(), "{case}: {pointers:?}");
        }
    }
}

#[tokio::test]
async fn three_seats_and_two_sides_are_judged_with_chances_that_sum_to_one() {
    let app = spawn_app().await;
    // Three players: every seat at 0, seat 0 dealing first; a seat near the end.
    let love_all = judge(
        &app,
        &json!({ "variant": "three_player", "scores": [0, 0, 0], "dealer": 0 }),
    )
    .await;
    assert_eq!(love_all["model"], "base-selfplay-race-v1");
    assert_eq!(love_all["seats"].as_array().map(Vec::len), Some(3));
    let wins: Vec<f64> = (0..3)
        .map(|s| seat(&love_all, s, "win_probability"))
        .collect();
    assert!((wins.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{wins:?}");
    // The first dealer deals four times in the first ten deals: favoured (simulated 0.404).
    assert_eq!(love_all["favoured"], 0, "{love_all}");
    assert!((0.38..0.43).contains(&wins[0]), "{wins:?}");
    let near = judge(
        &app,
        &json!({ "variant": "three_player", "scores": [119, 40, 30], "dealer": 2 }),
    )
    .await;
    assert!(seat(&near, 0, "win_probability") > 0.95, "{near}");
    // The two far behind are skunked often; a winner's match points count the lowest loser's.
    assert!(skunked(&near, 2, "skunk") > 0.9, "{near}");
    assert!(seat(&near, 0, "expected_match_points") > 2.9, "{near}");
    for s in 0..3 {
        let lost = 1.0 - seat(&near, s, "win_probability");
        assert!(skunked(&near, s, "skunk") <= lost + 1e-9, "{near}");
    }

    // Four players: two sides, by side or by seat with partners equal.
    let by_side = judge(
        &app,
        &json!({ "variant": "four_player", "scores": [60, 60], "dealer": 1 }),
    )
    .await;
    let by_seat = judge(
        &app,
        &json!({ "variant": "four_player", "scores": [60, 60, 60, 60], "dealer": 1 }),
    )
    .await;
    assert_eq!(by_side["seats"], by_seat["seats"]);
    assert_eq!(by_side["model"], "base-selfplay-deals-v1");
    assert_eq!(by_side["seats"].as_array().map(Vec::len), Some(2));
    let sides = seat(&by_side, 0, "win_probability") + seat(&by_side, 1, "win_probability");
    assert!((sides - 1.0).abs() < 1e-9);
    // Seat 1 deals: its side (1 and 3) is favoured, as the simulated 0.564.
    assert_eq!(by_side["favoured"], 1, "{by_side}");
    // Seat 3 dealing is the same side dealing.
    let three = judge(
        &app,
        &json!({ "variant": "four_player", "scores": [60, 60], "dealer": 3 }),
    )
    .await;
    assert_eq!(by_side["seats"], three["seats"]);
    assert_eq!(three["dealer"], 3);
}
