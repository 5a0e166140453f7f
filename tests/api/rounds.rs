//! `POST /v1/rounds/score`: a whole hand adjudicated through a real server — the order of scoring,
//! the moment the game is won, match points, claims and muggins, the variants, and every
//! consistency check of the request.
//!
//! The hands are the ones of `crates/cribbage-rules/tests/rules/round_rules.rs`; the numbers are worked out there and again in
//! the comments here.

use serde_json::{Value, json};

use crate::helpers::{Reply, TestApp, assert_problem, spawn_app};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------
//
// The two-player hand (dealer seat 1, starter 5C):
// Seat 0 (the pone): 4H 6H 9C QD, with 5C: 9. Seat 1 (the dealer): 5S 5H 5D JC, with 5C: 29.
// Crib AH 3S 8D KH, with 5C: 2.
// The whole play, 4H 5S 6H 5H 9C go go 5D QD JC: e2 seat 0 6H fifteen and the run 4-5-6 (5),
// e6 one for the go to seat 0, e8 seat 0 QD fifteen (2), e9 seat 1 JC the last card (1).

fn whole_play() -> Value {
    json!(["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"])
}

/// The two-player hand with `scores`, `starter` and `events`.
fn two_player(scores: [u32; 2], starter: &str, events: Value) -> Value {
    json!({
        "dealer": 1,
        "scores": scores,
        "starter": starter,
        "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]],
        "crib": ["AH", "3S", "8D", "KH"],
        "events": events
    })
}

/// Sends a hand and asserts a 200 JSON answer whose parts agree: every entry's scores are the
/// previous ones plus its points for its side, and `won_at` is the last entry when set.
async fn adjudicate(app: &TestApp, request: &Value, case: &str) -> Value {
    let reply = app.score_round(request).await;
    assert_eq!(reply.status, 200, "{case}: status; body {}", reply.text);
    assert!(
        reply.content_type.starts_with("application/json"),
        "{case}: content type {}",
        reply.content_type
    );
    let body = reply.json;
    let timeline = body["timeline"].as_array().expect("timeline is an array");
    if let Some(won_at) = body["won_at"].as_u64() {
        assert_eq!(
            won_at as usize + 1,
            timeline.len(),
            "{case}: nothing after the winning entry"
        );
    }
    if let Some(last) = timeline.last() {
        assert_eq!(last["scores"], body["scores"], "{case}: final scores");
    }
    body
}

/// An entry as `(phase, seat, points, scores after)`.
type Moment = (String, u64, u64, Vec<u64>);

fn moments(body: &Value) -> Vec<Moment> {
    body["timeline"]
        .as_array()
        .expect("timeline is an array")
        .iter()
        .map(|entry| {
            (
                entry["phase"].as_str().expect("phase").to_owned(),
                entry["player"].as_u64().expect("player"),
                entry["points"].as_u64().expect("points"),
                entry["scores"]
                    .as_array()
                    .expect("scores")
                    .iter()
                    .map(|s| s.as_u64().expect("a score"))
                    .collect(),
            )
        })
        .collect()
}

fn moment(phase: &str, seat: u64, points: u64, scores: &[u64]) -> Moment {
    (phase.to_owned(), seat, points, scores.to_vec())
}

/// One field of every timeline entry.
fn column(body: &Value, field: &str) -> Vec<Value> {
    body["timeline"]
        .as_array()
        .expect("timeline is an array")
        .iter()
        .map(|entry| entry[field].clone())
        .collect()
}

/// Asserts that a reason (its wording is free: English by default) names every one of `words`.
fn assert_says(reason: &Value, words: &[&str], case: &str) {
    let text = reason.as_str().unwrap_or_default().to_lowercase();
    for word in words {
        assert!(
            text.contains(word),
            "{case}: the reason {reason} should say {word:?}"
        );
    }
}

/// An entry without its free-worded `reason`.
fn without_reason(entry: &Value) -> Value {
    let mut entry = entry.clone();
    if let Some(fields) = entry.as_object_mut() {
        fields.remove("reason");
    }
    entry
}

/// Asserts a 422 invalid-input problem with exactly `pointers`.
fn assert_refused(reply: &Reply, pointers: &[&str], case: &str) {
    let found = assert_problem(reply, 422, case);
    assert_eq!(
        reply.json["type"], "/problems/invalid-input",
        "{case}: problem type"
    );
    assert_eq!(found, pointers, "{case}: pointers in {}", reply.text);
    assert!(
        reply.json["errors"][0]["detail"]
            .as_str()
            .is_some_and(|d| !d.is_empty()),
        "{case}: the detail says why: {}",
        reply.text
    );
}

// ---------------------------------------------------------------------------------------------
// The order of scoring and the end of the game
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn score_round_lets_the_pone_peg_out_during_the_play_and_stops_there() {
    // Arrange: 4H, 5S (9: nothing), 6H: fifteen and the run 4-5-6, 119 + 5 = 124. The rest of
    // the play is not needed once the game is won.
    let app = spawn_app().await;
    let request = two_player([119, 100], "5C", json!(["4H", "5S", "6H"]));

    // Act
    let body = adjudicate(&app, &request, "pegging out").await;

    // Assert
    let timeline = body["timeline"].as_array().expect("timeline is an array");
    assert_eq!(timeline.len(), 1, "one entry: {}", body["timeline"]);
    assert_says(
        &timeline[0]["reason"],
        &["fifteen", "run of three"],
        "pegging out",
    );
    assert_eq!(
        without_reason(&timeline[0]),
        json!({
            "phase": "play",
            "player": 0,
            "points": 5,
            "scores": [124, 100],
            "event": 2,
            "items": [
                { "category": "fifteen", "cards": ["4H", "5S", "6H"], "points": 2 },
                { "category": "run", "cards": ["4H", "5S", "6H"], "points": 3 }
            ]
        })
    );
    assert_eq!(body["scores"], json!([124, 100]));
    assert_eq!(body["game_over"], true);
    assert_eq!(body["winner"], 0);
    assert_eq!(body["won_at"], 0);
    assert_eq!(
        body["match"],
        json!({ "winner": 0, "loser_scores": [100], "skunk": "none", "match_points": 2 })
    );
}

#[tokio::test]
async fn score_round_counts_nothing_after_the_winning_card_even_when_the_whole_play_is_given() {
    // Arrange
    let app = spawn_app().await;
    let request = two_player([119, 100], "5C", whole_play());

    // Act
    let body = adjudicate(&app, &request, "pegging out, whole play").await;

    // Assert
    assert_eq!(moments(&body), vec![moment("play", 0, 5, &[124, 100])]);
    assert_eq!(body["won_at"], 0);
    assert_eq!(body["winner"], 0);
}

#[tokio::test]
async fn score_round_pegs_the_play_in_the_order_the_cards_were_laid() {
    // Arrange: QD 10; 5S 15, the dealer pegs 2 first; 6H 21; 5H 26; 4H 30, the run 6-5-4: the
    // pone reaches 122.
    let app = spawn_app().await;
    let request = two_player([119, 100], "5C", json!(["QD", "5S", "6H", "5H", "4H"]));

    // Act
    let body = adjudicate(&app, &request, "dealer first").await;

    // Assert
    assert_eq!(
        moments(&body),
        vec![
            moment("play", 1, 2, &[119, 102]),
            moment("play", 0, 3, &[122, 102]),
        ]
    );
    let reasons = column(&body, "reason");
    assert_says(&reasons[0], &["fifteen"], "the dealer's fifteen");
    assert_says(&reasons[1], &["run of three"], "the pone's run");
    assert_eq!(column(&body, "event"), vec![json!(1), json!(4)]);
    assert_eq!(body["won_at"], 1);
    assert_eq!(body["winner"], 0);
}

#[tokio::test]
async fn score_round_lets_the_pone_win_on_the_show_before_the_dealer_counts_twenty_nine() {
    // Arrange: the pone at 104 pegs 8 and shows 9: 121 exactly. The dealer's 29 is never counted.
    let app = spawn_app().await;
    let request = two_player([104, 115], "5C", whole_play());

    // Act
    let body = adjudicate(&app, &request, "the pone shows first").await;

    // Assert
    assert_eq!(
        moments(&body),
        vec![
            moment("play", 0, 5, &[109, 115]),
            moment("play", 0, 1, &[110, 115]),
            moment("play", 0, 2, &[112, 115]),
            moment("play", 1, 1, &[112, 116]),
            moment("show_hand", 0, 9, &[121, 116]),
        ]
    );
    let reasons = column(&body, "reason");
    assert_says(&reasons[1], &["one for the go"], "the go");
    assert_says(&reasons[2], &["fifteen"], "the fifteen");
    assert_says(&reasons[3], &["one for the last card"], "the last card");
    assert!(
        reasons[4].as_str().is_some_and(|r| !r.is_empty()),
        "the show is announced: {}",
        reasons[4]
    );
    assert_eq!(
        column(&body, "event")[..4],
        [json!(2), json!(6), json!(8), json!(9)]
    );
    assert_eq!(body["scores"], json!([121, 116]));
    assert_eq!(body["game_over"], true);
    assert_eq!(body["winner"], 0);
    assert_eq!(body["won_at"], 4);
    assert_eq!(
        body["match"],
        json!({ "winner": 0, "loser_scores": [116], "skunk": "none", "match_points": 2 })
    );
}

#[tokio::test]
async fn score_round_lets_the_dealer_at_119_win_with_his_heels_at_the_cut() {
    // Arrange: the starter is a jack; no card needs to be played.
    let app = spawn_app().await;
    let request = two_player([110, 119], "JD", json!([]));

    // Act
    let body = adjudicate(&app, &request, "his heels").await;

    // Assert
    let timeline = body["timeline"].as_array().expect("timeline is an array");
    assert_eq!(timeline.len(), 1, "one entry: {}", body["timeline"]);
    assert_says(&timeline[0]["reason"], &["two for his heels"], "his heels");
    assert_eq!(
        without_reason(&timeline[0]),
        json!({ "phase": "cut", "player": 1, "points": 2, "scores": [110, 121] })
    );
    assert_eq!(body["scores"], json!([110, 121]));
    assert_eq!(body["game_over"], true);
    assert_eq!(body["winner"], 1);
    assert_eq!(body["won_at"], 0);
    assert_eq!(
        body["match"],
        json!({ "winner": 1, "loser_scores": [110], "skunk": "none", "match_points": 2 })
    );
}

#[tokio::test]
async fn score_round_reports_a_hand_that_does_not_end_the_game_with_no_winner_and_no_match() {
    // Arrange
    let app = spawn_app().await;
    let request = two_player([0, 0], "5C", whole_play());

    // Act
    let body = adjudicate(&app, &request, "game goes on").await;

    // Assert
    assert_eq!(
        moments(&body),
        vec![
            moment("play", 0, 5, &[5, 0]),
            moment("play", 0, 1, &[6, 0]),
            moment("play", 0, 2, &[8, 0]),
            moment("play", 1, 1, &[8, 1]),
            moment("show_hand", 0, 9, &[17, 1]),
            moment("show_hand", 1, 29, &[17, 30]),
            moment("show_crib", 1, 2, &[17, 32]),
        ]
    );
    assert_eq!(body["scores"], json!([17, 32]));
    assert_eq!(body["game_over"], false);
    assert_eq!(body["winner"], Value::Null);
    assert_eq!(body["won_at"], Value::Null);
    assert!(body.get("match").is_none_or(Value::is_null), "{body}");
}

#[tokio::test]
async fn score_round_lists_the_cards_of_every_combination_of_each_show() {
    // Arrange
    let app = spawn_app().await;
    let request = two_player([0, 0], "5C", whole_play());
    let held = |seat: usize| {
        request["hands"][seat]
            .as_array()
            .cloned()
            .unwrap_or_default()
    };
    let crib = request["crib"].as_array().cloned().unwrap_or_default();

    // Act
    let body = adjudicate(&app, &request, "combinations").await;

    // Assert
    let timeline = body["timeline"].as_array().cloned().unwrap_or_default();
    let shows: Vec<&Value> = timeline
        .iter()
        .filter(|entry| {
            entry["phase"]
                .as_str()
                .is_some_and(|p| p.starts_with("show"))
        })
        .collect();
    assert_eq!(shows.len(), 3, "{body}");
    let mut categories = Vec::new();
    for show in &shows {
        let combinations = show["combinations"].as_array().cloned().unwrap_or_default();
        let points: u64 = combinations
            .iter()
            .filter_map(|c| c["points"].as_u64())
            .sum();
        assert_eq!(Some(points), show["points"].as_u64(), "{show}");
        let mut cards = match (show["phase"].as_str(), show["player"].as_u64()) {
            (Some("show_crib"), _) => crib.clone(),
            (_, Some(seat)) => held(usize::try_from(seat).unwrap_or_default()),
            _ => Vec::new(),
        };
        cards.push(json!("5C"));
        for combination in &combinations {
            for card in combination["cards"].as_array().into_iter().flatten() {
                assert!(cards.contains(card), "{card} is not in the show: {show}");
            }
        }
        let mut names: Vec<String> = combinations
            .iter()
            .filter_map(|c| c["category"].as_str().map(str::to_owned))
            .collect();
        names.sort_unstable();
        categories.push(names);
    }
    assert_eq!(categories[0], ["fifteen", "fifteen", "fifteen", "run"]);
    assert_eq!(
        categories[1],
        [["fifteen"; 8].as_slice(), &["nobs"], &["pair"; 6]].concat()
    );
    assert_eq!(categories[2], ["fifteen"]);
    assert!(
        timeline
            .iter()
            .filter(|entry| entry["phase"] == "play")
            .all(|entry| entry.get("combinations").is_none()),
        "only shows list combinations: {body}"
    );
}

// ---------------------------------------------------------------------------------------------
// Match points and skunks
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn score_round_gives_match_points_by_the_skunk_lines_under_both_match_scorings() {
    // Arrange: the dealer at 119 wins with his heels; the loser keeps its score.
    let app = spawn_app().await;
    // (case, loser's score, match scoring or None for the default, skunk, match points)
    let cases = [
        ("default (acc) win at 91", 91, None, "none", 2),
        ("acc win at 91", 91, Some("acc"), "none", 2),
        ("acc skunk at 90", 90, Some("acc"), "skunk", 3),
        ("acc skunk at 61", 61, Some("acc"), "skunk", 3),
        ("acc double skunk at 60", 60, Some("acc"), "double", 3),
        ("free play win at 91", 91, Some("free_play"), "none", 1),
        ("free play skunk at 90", 90, Some("free_play"), "skunk", 2),
        ("free play skunk at 61", 61, Some("free_play"), "skunk", 2),
        (
            "free play double skunk at 60",
            60,
            Some("free_play"),
            "double",
            3,
        ),
    ];
    for (case, loser, scoring, skunk, points) in cases {
        let mut request = two_player([loser, 119], "JD", json!([]));
        if let Some(scoring) = scoring {
            request["rules"] = json!({ "match_scoring": scoring });
        }

        // Act
        let body = adjudicate(&app, &request, case).await;

        // Assert
        assert_eq!(
            body["match"],
            json!({ "winner": 1, "loser_scores": [loser], "skunk": skunk, "match_points": points }),
            "{case}"
        );
    }
}

#[tokio::test]
async fn score_round_calls_a_loser_below_31_triple_skunked() {
    // Arrange
    let app = spawn_app().await;
    let request = two_player([30, 119], "JD", json!([]));

    // Act
    let body = adjudicate(&app, &request, "triple").await;

    // Assert
    assert_eq!(body["match"]["skunk"], "triple");
}

#[tokio::test]
async fn score_round_judges_a_six_card_game_to_61_by_its_one_line_the_lurch() {
    let app = spawn_app().await;
    // (case, loser, skunk, ACC match points): the dealer at 59 wins with his heels.
    for (case, loser, skunk, points) in [
        ("a plain win at 45", 45, "none", 2),
        ("a lurch at 30", 30, "skunk", 3),
    ] {
        // Arrange
        let mut request = two_player([loser, 59], "JD", json!([]));
        request["target"] = json!(61);

        // Act
        let body = adjudicate(&app, &request, case).await;

        // Assert
        assert_eq!(body["match"]["skunk"], skunk, "{case}");
        assert_eq!(body["match"]["match_points"], points, "{case}");
    }
}

// ---------------------------------------------------------------------------------------------
// Claims and muggins
// ---------------------------------------------------------------------------------------------

/// The whole two-player hand from 0-0 (the play gives [8, 1]) with claims and rules.
fn claimed(claims: Value, muggins: Option<bool>) -> Value {
    let mut request = two_player([0, 0], "5C", whole_play());
    request["claims"] = claims;
    if let Some(muggins) = muggins {
        request["rules"] = json!({ "muggins": muggins });
    }
    request
}

#[tokio::test]
async fn score_round_with_muggins_pegs_an_under_claim_and_gives_the_difference_to_the_opponent() {
    // Arrange: the pone claims 7 of 9, the dealer 29 of 29, the crib 0 of 2.
    let app = spawn_app().await;
    let request = claimed(json!({ "hands": [7, 29], "crib": 0 }), Some(true));

    // Act
    let body = adjudicate(&app, &request, "muggins").await;

    // Assert
    assert_eq!(
        moments(&body)[4..],
        [
            moment("show_hand", 0, 7, &[15, 1]),
            moment("show_hand", 1, 2, &[15, 3]),
            moment("show_hand", 1, 29, &[15, 32]),
            moment("show_crib", 1, 0, &[15, 32]),
            moment("show_crib", 0, 2, &[17, 32]),
        ]
    );
    let claims = column(&body, "claim");
    assert_eq!(
        claims[4..],
        [
            json!({ "claimed": 7, "difference": 2, "verdict": "under" }),
            Value::Null,
            json!({ "claimed": 29, "difference": 0, "verdict": "correct" }),
            json!({ "claimed": 0, "difference": 2, "verdict": "under" }),
            Value::Null,
        ]
    );
    let reasons = column(&body, "reason");
    assert_says(
        &reasons[5],
        &["muggins", "two", "1"],
        "the pone's missed points",
    );
    assert_says(
        &reasons[8],
        &["muggins", "two", "2"],
        "the crib's missed points",
    );
    assert_eq!(body["scores"], json!([17, 32]));
    assert_eq!(body["game_over"], false);
}

#[tokio::test]
async fn score_round_without_muggins_pegs_the_true_total_and_still_reports_the_verdict() {
    // Both with muggins off and with the rule left out (default false).
    let app = spawn_app().await;
    for (case, muggins) in [("muggins false", Some(false)), ("muggins absent", None)] {
        // Arrange
        let request = claimed(json!({ "hands": [7, 29], "crib": 0 }), muggins);

        // Act
        let body = adjudicate(&app, &request, case).await;

        // Assert
        assert_eq!(
            moments(&body)[4..],
            [
                moment("show_hand", 0, 9, &[17, 1]),
                moment("show_hand", 1, 29, &[17, 30]),
                moment("show_crib", 1, 2, &[17, 32]),
            ],
            "{case}"
        );
        assert_eq!(
            column(&body, "claim")[4..],
            [
                json!({ "claimed": 7, "difference": 2, "verdict": "under" }),
                json!({ "claimed": 29, "difference": 0, "verdict": "correct" }),
                json!({ "claimed": 0, "difference": 2, "verdict": "under" }),
            ],
            "{case}"
        );
    }
}

#[tokio::test]
async fn score_round_pegs_only_what_the_cards_hold_for_an_over_claim() {
    // Arrange: the pone claims 12 of 9, the dealer's claim is not recorded, the crib 3 of 2.
    let app = spawn_app().await;
    let request = claimed(json!({ "hands": [12, null], "crib": 3 }), Some(true));

    // Act
    let body = adjudicate(&app, &request, "over").await;

    // Assert
    assert_eq!(
        moments(&body)[4..],
        [
            moment("show_hand", 0, 9, &[17, 1]),
            moment("show_hand", 1, 29, &[17, 30]),
            moment("show_crib", 1, 2, &[17, 32]),
        ]
    );
    assert_eq!(
        column(&body, "claim")[4..],
        [
            json!({ "claimed": 12, "difference": -3, "verdict": "over" }),
            Value::Null,
            json!({ "claimed": 3, "difference": -1, "verdict": "over" }),
        ]
    );
}

#[tokio::test]
async fn score_round_lets_muggins_points_win_the_game() {
    // Arrange: the dealer at 118 + 1 (last card) takes the pone's 2 missed points: 121.
    let app = spawn_app().await;
    let mut request = two_player([0, 118], "5C", whole_play());
    request["rules"] = json!({ "muggins": true });
    request["claims"] = json!({ "hands": [7, 29] });

    // Act
    let body = adjudicate(&app, &request, "muggins wins").await;

    // Assert
    assert_eq!(
        moments(&body)[4..],
        [
            moment("show_hand", 0, 7, &[15, 119]),
            moment("show_hand", 1, 2, &[15, 121]),
        ]
    );
    assert_eq!(body["won_at"], 5);
    assert_eq!(body["winner"], 1);
    // Match points for a triple skunk are not named by the rules: only the skunk is checked.
    assert_eq!(body["match"]["winner"], 1);
    assert_eq!(body["match"]["loser_scores"], json!([15]));
    assert_eq!(body["match"]["skunk"], "triple");
}

// ---------------------------------------------------------------------------------------------
// Three and four players, five-card cribbage
// ---------------------------------------------------------------------------------------------

/// Dealer seat 0, starter 2C. Seat 1 (10H 9H 8C 7C) leads and shows first: 6; seat 2 (KS 4D 6D
/// 8S): nothing; seat 0 (5H AH QD 3S): 7; crib KH KC 7D 9S: 2. The play gives seat 0 two goes
/// (e7, e13), seat 2 a fifteen (e9) and a pair (e15), seat 1 the last card (e16). Every event
/// names its seat.
fn three_player(scores: [u32; 3]) -> Value {
    let script = [
        (1, "10H"),
        (2, "KS"),
        (0, "5H"),
        (1, "go"),
        (2, "4D"),
        (0, "AH"),
        (2, "go"),
        (0, "go"),
        (1, "9H"),
        (2, "6D"),
        (0, "QD"),
        (1, "go"),
        (2, "go"),
        (0, "3S"),
        (1, "8C"),
        (2, "8S"),
        (1, "7C"),
    ];
    let events: Vec<Value> = script
        .iter()
        .map(|&(seat, what)| {
            if what == "go" {
                json!({ "go": true, "player": seat })
            } else {
                json!({ "card": what, "player": seat })
            }
        })
        .collect();
    json!({
        "variant": "three_player",
        "dealer": 0,
        "scores": scores,
        "starter": "2C",
        "hands": [["5H", "AH", "QD", "3S"], ["10H", "9H", "8C", "7C"], ["KS", "4D", "6D", "8S"]],
        "crib": ["KH", "KC", "7D", "9S"],
        "events": events
    })
}

#[tokio::test]
async fn score_round_plays_three_handed_from_the_seat_after_the_dealer_and_shows_round_to_him() {
    // Arrange
    let app = spawn_app().await;
    let request = three_player([0, 0, 0]);

    // Act
    let body = adjudicate(&app, &request, "three players").await;

    // Assert
    assert_eq!(
        moments(&body),
        vec![
            moment("play", 0, 1, &[1, 0, 0]),
            moment("play", 2, 2, &[1, 0, 2]),
            moment("play", 0, 1, &[2, 0, 2]),
            moment("play", 2, 2, &[2, 0, 4]),
            moment("play", 1, 1, &[2, 1, 4]),
            moment("show_hand", 1, 6, &[2, 7, 4]),
            moment("show_hand", 0, 7, &[9, 7, 4]),
            moment("show_crib", 0, 2, &[11, 7, 4]),
        ]
    );
    assert_eq!(
        column(&body, "event")[..5],
        [json!(7), json!(9), json!(13), json!(15), json!(16)]
    );
    assert_eq!(body["game_over"], false);
}

#[tokio::test]
async fn score_round_lets_the_seat_after_the_dealer_win_a_three_handed_race_on_the_show() {
    // Arrange: after the play [116, 116, 59]; seat 1 shows 6 first: 122.
    let app = spawn_app().await;
    let request = three_player([114, 115, 55]);

    // Act
    let body = adjudicate(&app, &request, "three players, a race").await;

    // Assert
    assert_eq!(
        moments(&body)[5..],
        [moment("show_hand", 1, 6, &[116, 122, 59])]
    );
    assert_eq!(body["won_at"], 5);
    assert_eq!(body["winner"], 1);
    assert_eq!(
        body["match"],
        json!({ "winner": 1, "loser_scores": [116, 59], "skunk": "double", "match_points": 3 })
    );
}

/// Dealer seat 1, starter AH; seat 2 leads. Partners 0 & 2 and 1 & 3. Seat 0 pegs a pair (e2), a
/// fifteen (e6) and 31 (e10); seat 2 pegs 31 (e4) and a pair (e12); seats 1 and 3 peg a fifteen
/// (e1), a pair royal (e3), a run (e7), a go (e15) and the last card (e17).
fn four_player(scores: [u32; 4]) -> Value {
    json!({
        "variant": "four_player",
        "dealer": 1,
        "scores": scores,
        "starter": "AH",
        "hands": [
            ["5C", "8C", "4C", "3D"],
            ["5S", "9H", "KH", "QS"],
            ["10S", "6S", "AS", "KD"],
            ["5D", "7D", "2D", "QC"]
        ],
        "crib": ["2S", "3S", "4S", "9S"],
        "events": [
            "10S", "5D", "5C", "5S", "6S", "7D", "8C", "9H", "AS", "2D", "4C", "KH", "KD", "QC",
            "go", "go", "3D", "QS"
        ]
    })
}

#[tokio::test]
async fn score_round_scores_four_handed_points_for_the_partnership() {
    // Arrange: the shows: seat 2 2, seat 3 4, seat 0 5, seat 1 6, the crib 8.
    let app = spawn_app().await;
    let request = four_player([0, 0, 0, 0]);

    // Act
    let body = adjudicate(&app, &request, "four players").await;

    // Assert
    assert_eq!(
        moments(&body),
        vec![
            moment("play", 3, 2, &[0, 2, 0, 2]),
            moment("play", 0, 2, &[2, 2, 2, 2]),
            moment("play", 1, 6, &[2, 8, 2, 8]),
            moment("play", 2, 2, &[4, 8, 4, 8]),
            moment("play", 0, 2, &[6, 8, 6, 8]),
            moment("play", 1, 3, &[6, 11, 6, 11]),
            moment("play", 0, 2, &[8, 11, 8, 11]),
            moment("play", 2, 2, &[10, 11, 10, 11]),
            moment("play", 3, 1, &[10, 12, 10, 12]),
            moment("play", 1, 1, &[10, 13, 10, 13]),
            moment("show_hand", 2, 2, &[12, 13, 12, 13]),
            moment("show_hand", 3, 4, &[12, 17, 12, 17]),
            moment("show_hand", 0, 5, &[17, 17, 17, 17]),
            moment("show_hand", 1, 6, &[17, 23, 17, 23]),
            moment("show_crib", 1, 8, &[17, 31, 17, 31]),
        ]
    );
    let reasons = column(&body, "reason");
    assert_says(&reasons[2], &["pair royal"], "the pair royal");
    assert_says(&reasons[3], &["thirty-one"], "the 31");
    assert_eq!(body["game_over"], false);
}

#[tokio::test]
async fn score_round_names_the_lower_seat_of_the_partnership_that_pegs_out() {
    // Arrange: seats 0 & 2 reach 119 with seat 0's 31 (e10), then seat 2's pair (e12): 121.
    let app = spawn_app().await;
    let request = four_player([111, 100, 111, 100]);

    // Act
    let body = adjudicate(&app, &request, "four players, a win").await;

    // Assert
    assert_eq!(
        moments(&body)[7..],
        [moment("play", 2, 2, &[121, 111, 121, 111])]
    );
    assert_eq!(body["won_at"], 7);
    assert_eq!(body["winner"], 0);
    assert_eq!(
        body["match"],
        json!({ "winner": 0, "loser_scores": [111], "skunk": "none", "match_points": 2 })
    );
}

/// Dealer seat 0, starter 6C; seat 1 (7H 8S KD) leads and shows 5; seat 0 (8C 9C QC) shows 6
/// (a three-card flush with the starter); the crib AD 2D 3D 4S shows 6. The one series: 7H, 8C
/// fifteen for seat 0, 8S pair for seat 1, then neither can play: one for seat 1.
fn five_card(scores: [u32; 2]) -> Value {
    json!({
        "variant": "five_card",
        "dealer": 0,
        "scores": scores,
        "starter": "6C",
        "hands": [["8C", "9C", "QC"], ["7H", "8S", "KD"]],
        "crib": ["AD", "2D", "3D", "4S"],
        "events": ["7H", "8C", "8S", "go", "go"]
    })
}

#[tokio::test]
async fn score_round_plays_five_card_cribbage_to_61_by_default_in_one_series() {
    // Arrange
    let app = spawn_app().await;
    let request = five_card([50, 52]);

    // Act
    let body = adjudicate(&app, &request, "five-card").await;

    // Assert: the dealer reaches 64 with the crib.
    assert_eq!(
        moments(&body),
        vec![
            moment("play", 0, 2, &[52, 52]),
            moment("play", 1, 2, &[52, 54]),
            moment("play", 1, 1, &[52, 55]),
            moment("show_hand", 1, 5, &[52, 60]),
            moment("show_hand", 0, 6, &[58, 60]),
            moment("show_crib", 0, 6, &[64, 60]),
        ]
    );
    assert_eq!(body["won_at"], 5);
    assert_eq!(body["winner"], 0);
    assert_eq!(
        body["match"],
        json!({ "winner": 0, "loser_scores": [60], "skunk": "none", "match_points": 2 })
    );
}

#[tokio::test]
async fn score_round_lurches_a_five_card_loser_below_31_only() {
    let app = spawn_app().await;
    // (case, scores before, loser's final score, skunk): the dealer wins with its hand, 6.
    for (case, scores, loser, skunk) in [
        ("lurch", [55, 20], 28, "skunk"),
        ("no lurch at 40", [55, 40], 48, "none"),
    ] {
        // Arrange
        let request = five_card(scores);

        // Act
        let body = adjudicate(&app, &request, case).await;

        // Assert
        assert_eq!(body["won_at"], 4, "{case}");
        assert_eq!(body["match"]["winner"], 0, "{case}");
        assert_eq!(body["match"]["loser_scores"], json!([loser]), "{case}");
        assert_eq!(body["match"]["skunk"], skunk, "{case}");
    }
}

// ---------------------------------------------------------------------------------------------
// Consistency checks
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn score_round_refuses_an_impossible_hand_with_a_pointer_to_the_problem() {
    // Arrange
    let app = spawn_app().await;
    let base = two_player([0, 0], "5C", whole_play());
    let with = |pointer: &str, value: Value| {
        let mut request = base.clone();
        *request
            .pointer_mut(pointer)
            .expect("a field of the request") = value;
        request
    };
    let cases: Vec<(&str, Value, &str)> = vec![
        (
            "the starter again in a hand",
            with("/hands/1/3", json!("5C")),
            "/hands/1/3",
        ),
        (
            "a crib card again in a hand",
            with("/hands/0/0", json!("AH")),
            "/hands/0/0",
        ),
        (
            "a hand of three",
            with("/hands/1", json!(["5S", "5H", "5D"])),
            "/hands/1",
        ),
        (
            "a crib of three",
            with("/crib", json!(["AH", "3S", "8D"])),
            "/crib",
        ),
        (
            "seat 1 plays seat 0's card",
            with("/events", json!(["4H", "6H"])),
            "/events/1",
        ),
        (
            "cards left at the end of the play while the game goes on",
            with("/events", json!(["4H", "5S", "6H"])),
            "/events",
        ),
        (
            "a dealer seat out of range",
            with("/dealer", json!(2)),
            "/dealer",
        ),
        (
            "three scores for two seats",
            with("/scores", json!([0, 0, 0])),
            "/scores",
        ),
        (
            "seat 1 already at the target",
            with("/scores", json!([0, 121])),
            "/scores/1",
        ),
        (
            "a hand claimed at 30",
            claimed(json!({ "hands": [30, 29] }), None),
            "/claims/hands/0",
        ),
        (
            "partners with different scores",
            four_player([10, 20, 11, 20]),
            "/scores/2",
        ),
    ];
    for (case, request, pointer) in cases {
        // Act
        let reply = app.score_round(&request).await;

        // Assert
        assert_refused(&reply, &[pointer], case);
    }
}

#[tokio::test]
async fn score_round_gives_the_first_five_card_pone_three_for_last_at_the_start() {
    // Arrange: the game's first hand (both at 0); then a later hand; then the rule in six-card.
    let app = spawn_app().await;
    let first = five_card([0, 0]);
    let mut said_off = five_card([0, 0]);
    said_off["rules"] = json!({ "three_for_last": false });
    let mut six_card = five_card([0, 0]);
    six_card["variant"] = json!("six_card");
    six_card["rules"] = json!({ "three_for_last": true });

    // Act
    let body = adjudicate(&app, &first, "first hand").await;
    let off = adjudicate(&app, &said_off, "rule off").await;
    let later = adjudicate(&app, &five_card([50, 52]), "later hand").await;
    let refused = app.score_round(&six_card).await;

    // Assert: seat 1, the pone, pegs 3 before anything else.
    assert_eq!(moments(&body)[0], moment("cut", 1, 3, &[0, 3]));
    assert_eq!(body["timeline"][0]["reason"], "three for last");
    assert_eq!(moments(&off)[0], moment("play", 0, 2, &[2, 0]));
    assert_eq!(moments(&later)[0], moment("play", 0, 2, &[52, 52]));
    let pointers = assert_problem(&refused, 422, "three for last in six-card");
    assert!(
        pointers.contains(&"/rules/three_for_last".to_owned()),
        "{pointers:?}"
    );
}
