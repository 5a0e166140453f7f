//! `POST /v1/pegging/score` and `POST /v1/pegging/validate`: the play, event by event, through a
//! real server.

use serde_json::{Value, json};

use crate::helpers::{Reply, TestApp, assert_problem, spawn_app};

/// The first example of seed 000: a complete two-player play with a go.
fn seed_play() -> Value {
    json!({
        "events": ["KH", "6S", "KD", "go", "2H", "2C", "8S", "7S", "9S"],
        "hands": [["2H", "2C", "KH", "KD"], ["6S", "7S", "8S", "9S"]],
        "complete": true
    })
}

/// Three hands that make a whole three-player play with goes, skips and three series.
fn three_hands() -> Value {
    json!([
        ["10H", "9H", "8C", "7C"],
        ["KS", "4D", "6D", "8S"],
        ["5H", "AH", "QD", "3S"]
    ])
}

/// The events of the whole three-player play of [`three_hands`].
fn three_player_events() -> Value {
    json!([
        "10H", "KS", "5H", "go", "4D", "AH", "go", "go", "9H", "6D", "QD", "go", "go", "3S", "8C",
        "8S", "7C"
    ])
}

/// An item as `(category, cards in the order played, points)`.
type Item = (String, Vec<String>, u64);

/// An expected event of the seed play: `(player, card, count, items, go point to)`.
type SeedEvent = (u64, Option<&'static str>, u64, Vec<Item>, Option<u64>);

/// The items of an event (or a verdict), sorted by category: the order of the items is not part
/// of the contract, the order of the cards inside one is.
fn items(scored: &Value) -> Vec<Item> {
    let mut items: Vec<Item> = scored["items"]
        .as_array()
        .expect("items is an array")
        .iter()
        .map(|item| {
            let cards = item["cards"]
                .as_array()
                .expect("an item's cards are an array")
                .iter()
                .map(|card| card.as_str().expect("a card is a string").to_owned())
                .collect();
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

/// The expected form of [`items`].
fn expected(items: &[(&str, &[&str], u64)]) -> Vec<Item> {
    let mut items: Vec<Item> = items
        .iter()
        .map(|(category, cards, points)| {
            (
                (*category).to_owned(),
                cards.iter().map(|&c| c.to_owned()).collect(),
                *points,
            )
        })
        .collect();
    items.sort();
    items
}

/// One field of every event of a scored play.
fn column(body: &Value, field: &str) -> Vec<Value> {
    body["events"]
        .as_array()
        .expect("events is an array")
        .iter()
        .map(|event| event[field].clone())
        .collect()
}

/// Sends a play to `/v1/pegging/score` and asserts the answer is a 200 whose parts agree: one
/// event per request event, each event's points the sum of its items, and each player's total
/// the sum of their cards' points, the go points they took and the penalties paid to them.
async fn score(app: &TestApp, request: &Value, case: &str) -> Value {
    let reply = app.score_play(request).await;
    assert_played(&reply, request, case)
}

fn assert_played(reply: &Reply, request: &Value, case: &str) -> Value {
    assert_eq!(reply.status, 200, "{case}: status; body {}", reply.text);
    assert!(
        reply.content_type.starts_with("application/json"),
        "{case}: content type {}",
        reply.content_type
    );
    let body = &reply.json;
    let events = body["events"].as_array().expect("events is an array");
    assert_eq!(
        events.len(),
        request["events"].as_array().map_or(0, Vec::len),
        "{case}: one answer per event"
    );
    let totals = body["totals"].as_array().expect("totals is an array");
    let mut sums = vec![0u64; totals.len()];
    for (i, event) in events.iter().enumerate() {
        let points = event["points"].as_u64().expect("points");
        let from_items: u64 = items(event).iter().map(|(_, _, p)| p).sum();
        assert_eq!(
            points, from_items,
            "{case}: event {i}: points are its items"
        );
        let player = event["player"].as_u64().expect("player") as usize;
        sums[player] += points;
        if let Some(go) = event.get("go_point") {
            assert_eq!(go["points"], 1, "{case}: event {i}: a go point is 1");
            sums[go["player"].as_u64().expect("go player") as usize] += 1;
        }
        for penalty in event["penalties"].as_array().into_iter().flatten() {
            sums[penalty["player"].as_u64().expect("penalty player") as usize] +=
                penalty["points"].as_u64().expect("penalty points");
        }
    }
    let totals: Vec<u64> = totals
        .iter()
        .map(|t| t.as_u64().expect("a total"))
        .collect();
    assert_eq!(totals, sums, "{case}: the totals add up the events");
    body.clone()
}

/// Asserts a 422 problem with exactly `pointers` whose first error's detail holds every one of
/// `says`.
fn assert_refused(reply: &Reply, pointers: &[&str], says: &[&str], case: &str) {
    let found = assert_problem(reply, 422, case);
    assert_eq!(
        reply.json["type"], "/problems/invalid-input",
        "{case}: problem type"
    );
    assert_eq!(found, pointers, "{case}: pointers in {}", reply.text);
    let detail = reply.json["errors"][0]["detail"]
        .as_str()
        .unwrap_or_default();
    for word in says {
        assert!(
            detail.contains(word),
            "{case}: the detail says why ({word:?}): {detail:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// POST /v1/pegging/score: plays that can happen
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn score_replays_the_seed_play_with_a_go_card_by_card() {
    // Arrange
    let app = spawn_app().await;
    let request = seed_play();
    let expected_events: [SeedEvent; 9] = [
        (0, Some("KH"), 10, vec![], None),
        (1, Some("6S"), 16, vec![], None),
        (0, Some("KD"), 26, vec![], None),
        (1, None, 26, vec![], None),
        (0, Some("2H"), 28, vec![], None),
        (
            0,
            Some("2C"),
            30,
            expected(&[("pair", &["2H", "2C"], 2)]),
            Some(0),
        ),
        (1, Some("8S"), 8, vec![], None),
        (
            1,
            Some("7S"),
            15,
            expected(&[("fifteen", &["8S", "7S"], 2)]),
            None,
        ),
        (
            1,
            Some("9S"),
            24,
            expected(&[("run", &["8S", "7S", "9S"], 3)]),
            Some(1),
        ),
    ];

    // Act
    let body = score(&app, &request, "seed play").await;

    // Assert
    let events = body["events"].as_array().expect("events");
    for (i, (event, (player, card, count, want_items, go_to))) in
        events.iter().zip(&expected_events).enumerate()
    {
        assert_eq!(event["player"], *player, "event {i}: player");
        assert_eq!(event["card"], json!(card), "event {i}: card");
        assert_eq!(event["count"], *count, "event {i}: count");
        let points: u64 = want_items.iter().map(|(_, _, p)| p).sum();
        assert_eq!(event["points"], points, "event {i}: points");
        assert_eq!(&items(event), want_items, "event {i}: items");
        match go_to {
            Some(p) => assert_eq!(
                event["go_point"],
                json!({ "player": p, "points": 1 }),
                "event {i}: go point"
            ),
            None => assert!(event.get("go_point").is_none(), "event {i}: no go point"),
        }
        assert_eq!(event["renege"], false, "event {i}: a legitimate play");
    }
    assert_eq!(
        column(&body, "series_closed"),
        [false, false, false, false, false, true, false, false, true].map(Value::from),
        "the 2C and the last card close their series"
    );
    assert_eq!(body["totals"], json!([3, 6]));
    assert_eq!(body["count"], 0);
    assert_eq!(body["series"], json!([]));
    assert_eq!(body["next_player"], Value::Null);
    assert_eq!(body["over"], true);
    assert!(
        body.get("partnership_totals").is_none(),
        "no partnerships with two players"
    );
}

#[tokio::test]
async fn score_reads_string_and_object_events_mixed_and_go_in_any_case() {
    // Arrange
    let app = spawn_app().await;
    let reference = score(&app, &seed_play(), "all strings").await;
    let hands = seed_play()["hands"].clone();
    let cases = [
        (
            "objects with and without player",
            json!([
                { "card": "KH", "player": 0 }, { "card": "6S" }, "KD", { "go": true, "player": 1 },
                { "card": "2H", "player": 0 }, "2C", { "card": "8S", "player": 1 }, "7S",
                { "card": "9S", "player": null }
            ]),
        ),
        (
            "GO in capitals and lower-case cards",
            json!(["kh", "6s", "kd", "GO", "2h", "2c", "8s", "7s", "9s"]),
        ),
        (
            "Go mixed case and suit symbols",
            json!(["K♥", "6♠", "K♦", "Go", "2♥", "2♣", "8♠", "7♠", "9♠"]),
        ),
    ];

    for (case, events) in cases {
        let request = json!({ "events": events, "hands": hands, "complete": true });

        // Act
        let body = score(&app, &request, case).await;

        // Assert
        assert_eq!(body, reference, "{case}: the same play, the same answer");
    }
}

#[tokio::test]
async fn score_scores_runs_in_any_order_as_the_seeds_count_them() {
    // Arrange
    let app = spawn_app().await;
    // (case, events, points per event, the run item of the last scoring card)
    let cases = [
        (
            "4-2-3-5-6 scores 3 on the 3, 4 on the 5, 5 on the 6",
            json!(["4H", "2S", "3D", "5C", "6H"]),
            [0, 0, 3, 4, 5],
        ),
        (
            "4-2-3-4-3 scores 3 on the first 3, 3 on the second 4, 0 on the last 3",
            json!(["4H", "2S", "3D", "4C", "3S"]),
            [0, 0, 3, 3, 0],
        ),
        (
            "4-2-6-5-3 scores 0 until the 3, which scores 5",
            json!(["4H", "2S", "6D", "5C", "3S"]),
            [0, 0, 0, 0, 5],
        ),
    ];

    for (case, events, points) in cases {
        // Act
        let body = score(&app, &json!({ "events": events }), case).await;

        // Assert
        assert_eq!(
            column(&body, "points"),
            points.map(Value::from),
            "{case}: points"
        );
    }
    let body = score(
        &app,
        &json!({ "events": ["4H", "2S", "3D", "5C", "6H"] }),
        "4-2-3-5-6",
    )
    .await;
    let events = body["events"].as_array().expect("events");
    assert_eq!(
        items(&events[2]),
        expected(&[("run", &["4H", "2S", "3D"], 3)]),
        "the 3 makes a run of three"
    );
    assert_eq!(
        items(&events[3]),
        expected(&[("run", &["4H", "2S", "3D", "5C"], 4)]),
        "the 5 makes a run of four"
    );
    assert_eq!(
        items(&events[4]),
        expected(&[("run", &["4H", "2S", "3D", "5C", "6H"], 5)]),
        "the 6 makes a run of five"
    );
    assert_eq!(body["totals"], json!([8, 4]));
    assert_eq!(body["count"], 20);
    assert_eq!(body["series"], json!(["4H", "2S", "3D", "5C", "6H"]));
    assert_eq!(body["next_player"], 1);
    assert_eq!(body["over"], false);
}

#[tokio::test]
async fn score_scores_2_for_a_31_and_no_go_point() {
    // Arrange
    let app = spawn_app().await;
    let middle = json!({ "events": ["KH", "QS", "5D", "6C"] });
    let last = json!({
        "events": ["AH", "AS", "2H", "2S", "3H", "3S", "KH", "9S"],
        "complete": true
    });

    // Act
    let middle = score(&app, &middle, "a 31 in the middle of the play").await;
    let last = score(&app, &last, "a 31 with the last card").await;

    // Assert
    let event = &middle["events"][3];
    assert_eq!(event["count"], 31, "31 in the middle: count");
    assert_eq!(
        items(event),
        expected(&[("thirty_one", &["KH", "QS", "5D", "6C"], 2)]),
        "31 in the middle: items"
    );
    assert!(
        event.get("go_point").is_none(),
        "31 in the middle: no go point"
    );
    assert_eq!(event["series_closed"], true, "31 in the middle: closes");
    assert_eq!(middle["totals"], json!([0, 2]));
    assert_eq!(middle["count"], 0, "31 in the middle: the count resets");
    assert_eq!(middle["series"], json!([]));
    assert_eq!(
        middle["next_player"], 0,
        "the player after the one who made 31 leads"
    );

    let event = &last["events"][7];
    assert_eq!(event["count"], 31, "31 at the end: count");
    assert_eq!(event["points"], 2, "31 at the end: 2 only");
    assert!(
        event.get("go_point").is_none(),
        "31 at the end: no last-card point"
    );
    assert!(
        column(&last, "go_point").iter().all(Value::is_null),
        "31 at the end: no go point anywhere"
    );
    assert_eq!(last["totals"], json!([0, 8]), "three pairs and the 31");
    assert_eq!(last["over"], true);
    assert_eq!(last["next_player"], Value::Null);
}

#[tokio::test]
async fn score_scores_fifteen_and_a_pair_royal_together_on_one_card() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        (
            "5-5-5: fifteen and a pair royal",
            json!(["5H", "5S", "5D"]),
            expected(&[
                ("fifteen", &["5H", "5S", "5D"], 2),
                ("pair_royal", &["5H", "5S", "5D"], 6),
            ]),
            json!([8, 2]),
        ),
        (
            "K-5-5-5-5: a double pair royal on the fourth five",
            json!(["KH", "5S", "5D", "5C", "5H"]),
            expected(&[("double_pair_royal", &["5S", "5D", "5C", "5H"], 12)]),
            json!([14, 8]),
        ),
    ];

    for (case, events, last_items, totals) in cases {
        // Act
        let body = score(&app, &json!({ "events": events }), case).await;

        // Assert
        let events = body["events"].as_array().expect("events");
        let last = events.last().expect("a last event");
        assert_eq!(items(last), last_items, "{case}: items of the last card");
        assert_eq!(body["totals"], totals, "{case}: totals");
    }
}

#[tokio::test]
async fn score_gives_the_same_answers_for_the_earlier_events_when_one_event_is_added() {
    // Arrange
    let app = spawn_app().await;
    let plays = [
        ("the seed play", seed_play()),
        (
            "the seed play without hands",
            json!({ "events": seed_play()["events"] }),
        ),
        (
            "three players",
            json!({ "players": 3, "events": three_player_events(), "hands": three_hands() }),
        ),
        (
            "four players",
            json!({ "players": 4, "events": ["5H", "10S", "4D", "3C", "2S", "AD", "6H", "KC"] }),
        ),
        (
            "five-card",
            json!({ "variant": "five_card", "events": ["KH", "KS", "QH", "go", "go"] }),
        ),
    ];

    for (play, request) in plays {
        let events = request["events"].as_array().expect("events").clone();
        for len in 0..events.len() {
            let case = format!("{play}: {len} events, then {}", len + 1);
            let mut shorter = request.clone();
            shorter["events"] = Value::from(events[..len].to_vec());
            shorter
                .as_object_mut()
                .expect("an object")
                .remove("complete");
            let mut longer = shorter.clone();
            longer["events"] = Value::from(events[..=len].to_vec());

            // Act
            let shorter = score(&app, &shorter, &case).await;
            let longer = score(&app, &longer, &case).await;

            // Assert
            assert_eq!(
                shorter["events"].as_array().expect("events")[..],
                longer["events"].as_array().expect("events")[..len],
                "{case}: the earlier events"
            );
            assert_eq!(
                longer["events"][len]["player"], shorter["next_player"],
                "{case}: the added event is played by the player named next"
            );
        }
    }
}

#[tokio::test]
async fn score_rotates_three_players_and_skips_whoever_said_go_or_has_no_cards() {
    // Arrange
    let app = spawn_app().await;
    let request = json!({
        "players": 3,
        "events": three_player_events(),
        "hands": three_hands(),
        "complete": true
    });

    // Act
    let body = score(&app, &request, "three players").await;

    // Assert
    assert_eq!(
        column(&body, "player"),
        // 10H KS 5H go(0) 4D AH go go | 9H 6D QD go go 3S | 8C 8S 7C
        [0, 1, 2, 0, 1, 2, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 0].map(Value::from),
        "player 0 is skipped after its go; player 2 is skipped once out of cards"
    );
    let go_points: Vec<(usize, Value)> = column(&body, "go_point")
        .into_iter()
        .enumerate()
        .filter(|(_, go)| !go.is_null())
        .collect();
    assert_eq!(
        go_points,
        [
            (7, json!({ "player": 2, "points": 1 })),
            (13, json!({ "player": 2, "points": 1 })),
            (16, json!({ "player": 0, "points": 1 })),
        ],
        "the last player to lay a card takes each go"
    );
    assert!(
        column(&body, "renege").iter().all(|r| r == false),
        "every go is legitimate"
    );
    let events = body["events"].as_array().expect("events");
    assert_eq!(
        items(&events[9]),
        expected(&[("fifteen", &["9H", "6D"], 2)]),
        "9-6"
    );
    assert_eq!(
        items(&events[15]),
        expected(&[("pair", &["8C", "8S"], 2)]),
        "8-8"
    );
    assert_eq!(body["totals"], json!([1, 4, 2]));
    assert!(body.get("partnership_totals").is_none(), "no partnerships");
    assert_eq!(body["over"], true);
    assert_eq!(body["next_player"], Value::Null);
}

#[tokio::test]
async fn score_gives_2_to_each_opponent_when_a_third_player_says_go_holding_a_card_that_fits() {
    // Arrange
    let app = spawn_app().await;
    let request = json!({ "players": 3, "events": ["10H", "go"], "hands": three_hands() });

    // Act
    let body = score(&app, &request, "a three-player renege").await;

    // Assert
    let go = &body["events"][1];
    assert_eq!(go["player"], 1);
    assert_eq!(go["card"], Value::Null);
    assert_eq!(go["renege"], true, "player 1 holds KS, 4D, 6D and 8S at 10");
    assert_eq!(
        go["penalties"],
        json!([{ "player": 0, "points": 2 }, { "player": 2, "points": 2 }])
    );
    assert_eq!(body["totals"], json!([2, 0, 2]));
    assert_eq!(body["next_player"], 2, "the go passes the turn on");
}

#[tokio::test]
async fn score_flags_a_two_player_go_while_holding_a_card_that_fits_as_a_renege() {
    // Arrange
    let app = spawn_app().await;
    let request = json!({
        "events": ["5H", "go"],
        "hands": [["5H", "6H", "7H", "8H"], ["5S", "6S", "7S", "8S"]]
    });

    // Act
    let body = score(&app, &request, "a two-player renege").await;

    // Assert
    let go = &body["events"][1];
    assert_eq!(go["player"], 1);
    assert_eq!(go["card"], Value::Null);
    assert_eq!(go["count"], 5);
    assert_eq!(go["renege"], true, "every card of player 1 fits at 5");
    assert!(
        go["penalties"].as_array().is_none_or(Vec::is_empty),
        "the penalty is a three-player rule: {go}"
    );
    assert!(go.get("go_point").is_none(), "player 0 still plays");
    assert_eq!(body["totals"], json!([0, 0]));
    assert_eq!(body["next_player"], 0);
}

#[tokio::test]
async fn score_under_acc_takes_the_decision_on_reneged_cards_dead_and_leaves_them_out_of_the_play()
{
    // Arrange: at 25 player 1 says go holding AH and 5H (each fits) and 9H (does not); the
    // pone (player 0) declares them dead, so player 1's last card is 9H.
    let app = spawn_app().await;
    let request = json!({
        "events": ["KS", "KH", "5S", { "go": true, "reneged": "dead" }, "4S", "2S", "9H"],
        "hands": [["KS", "5S", "4S", "2S"], ["AH", "5H", "9H", "KH"]],
        "complete": true,
        "rules": { "profile": "acc" }
    });

    // Act
    let reply = app.post_json("/v1/pegging/score", &request).await;

    // Assert
    assert_eq!(reply.status, 200, "{}", reply.json);
    let body = &reply.json;
    let go = &body["events"][3];
    assert_eq!(go["renege"], true);
    assert_eq!(go["rulings"][0]["text_key"], "renege-dead");
    assert_eq!(go["rulings"][0]["points"], 4, "AH and 5H");
    let said = go["rulings"][0]["sentence"]["en"]
        .as_str()
        .unwrap_or_default();
    assert!(said.contains("declared those cards dead"), "{said}");
    assert_eq!(body["next_player"], Value::Null, "every live card is laid");
    // Player 0: 31 (2) and the renege (4); player 1: the pair of kings (2), the last card (1).
    assert_eq!(body["totals"], json!([6, 3]));
}

#[tokio::test]
async fn score_adds_four_players_points_into_the_partnerships_0_and_2_and_1_and_3() {
    // Arrange
    let app = spawn_app().await;
    let request = json!({
        "players": 4,
        "events": ["5H", "10S", "4D", "3C", "2S", "AD", "6H"],
        "hands": [
            ["5H", "2S", "KC", "QC"],
            ["10S", "AD", "JC", "9C"],
            ["4D", "6H", "8C", "7H"],
            ["3C", "8D", "9D", "10D"]
        ]
    });

    // Act
    let body = score(&app, &request, "four players").await;

    // Assert
    assert_eq!(
        column(&body, "player"),
        [0, 1, 2, 3, 0, 1, 2].map(Value::from)
    );
    assert_eq!(
        column(&body, "points"),
        // 10S fifteen, 2S run of 3, AD run of 4, 6H thirty-one
        [0, 2, 0, 0, 3, 4, 2].map(Value::from)
    );
    assert_eq!(body["totals"], json!([3, 6, 2, 0]));
    assert_eq!(
        body["partnership_totals"],
        json!([5, 6]),
        "players 0 and 2 against players 1 and 3"
    );
    assert_eq!(
        body["next_player"], 3,
        "the player after the one who made 31 leads"
    );
}

#[tokio::test]
async fn score_ends_a_five_card_play_after_the_first_series() {
    // Arrange
    let app = spawn_app().await;
    let request = json!({
        "variant": "five_card",
        "events": ["KH", "KS", "QH", "go", "go"],
        "hands": [["KH", "QH", "JH"], ["KS", "QS", "5S"]]
    });

    // Act
    let body = score(&app, &request, "five-card").await;

    // Assert
    assert_eq!(column(&body, "player"), [0, 1, 0, 1, 0].map(Value::from));
    assert_eq!(
        body["events"][4]["go_point"],
        json!({ "player": 0, "points": 1 }),
        "the QH was the last card"
    );
    assert_eq!(body["totals"], json!([1, 2]));
    assert_eq!(body["over"], true, "no second series in five-card");
    assert_eq!(body["next_player"], Value::Null);
}

#[tokio::test]
async fn score_closes_an_open_five_card_series_when_the_play_is_said_complete() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        (
            "with hands: nobody can play at 30",
            json!({
                "variant": "five_card",
                "events": ["KH", "KS", "QH"],
                "hands": [["KH", "QH", "JH"], ["KS", "QS", "5S"]],
                "complete": true
            }),
        ),
        (
            "without hands",
            json!({ "variant": "five_card", "events": ["KH", "KS", "QH"], "complete": true }),
        ),
    ];

    for (case, request) in cases {
        // Act
        let body = score(&app, &request, case).await;

        // Assert
        let last = &body["events"][2];
        assert_eq!(last["card"], "QH", "{case}: the last event");
        assert_eq!(
            last["go_point"],
            json!({ "player": 0, "points": 1 }),
            "{case}: the go point goes on the last event"
        );
        assert_eq!(last["series_closed"], true, "{case}: closed");
        assert_eq!(body["totals"], json!([1, 2]), "{case}: totals");
        assert_eq!(body["count"], 0, "{case}: count");
        assert_eq!(body["over"], true, "{case}: over");
        assert_eq!(body["next_player"], Value::Null, "{case}: next player");
    }
}

// ---------------------------------------------------------------------------------------------
// POST /v1/pegging/score: plays that cannot happen
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn score_refuses_an_impossible_event_with_a_422_at_that_event() {
    // Arrange
    let app = spawn_app().await;
    let mut seed_and_a_go = seed_play();
    seed_and_a_go["events"]
        .as_array_mut()
        .expect("events")
        .push(json!("go"));
    // (case, request, pointer, words the detail says)
    let cases = [
        (
            "a card taking the count to 33",
            json!({ "events": ["KH", "QS", "5D", "8C"] }),
            "/events/3",
            vec!["8C", "33"],
        ),
        (
            "a card played twice, spelled differently",
            json!({ "events": ["KH", "QS", "kh"] }),
            "/events/2",
            vec!["KH", "already"],
        ),
        (
            "a card played again in a later series",
            json!({ "events": ["KH", "QS", "5D", "6C", "6c"] }),
            "/events/4",
            vec!["6C", "already"],
        ),
        (
            "player 0 twice in a row",
            json!({ "events": ["KH", { "card": "QS", "player": 0 }] }),
            "/events/1",
            vec!["turn"],
        ),
        (
            "player 1 leading",
            json!({ "events": [{ "go": true, "player": 1 }] }),
            "/events/0",
            vec!["turn"],
        ),
        (
            "player 2 in a two-player game",
            json!({ "events": ["KH", { "card": "QS", "player": 2 }] }),
            "/events/1",
            vec!["player 2"],
        ),
        (
            "player 4 in a four-player game",
            json!({ "players": 4, "events": [{ "card": "KH", "player": 4 }] }),
            "/events/0",
            vec!["player 4"],
        ),
        (
            "a fifth card for player 0",
            json!({ "events": [
                { "card": "AS", "player": 0 }, { "go": true, "player": 1 },
                { "card": "AH", "player": 0 }, { "card": "AD", "player": 0 },
                { "card": "AC", "player": 0 }, { "card": "2S", "player": 0 }
            ] }),
            "/events/5",
            vec!["player 0"],
        ),
        (
            "a fifth card for player 0 named in a hand of player 0",
            json!({
                "events": [
                    { "card": "AS", "player": 0 }, { "go": true, "player": 1 },
                    { "card": "AH", "player": 0 }, { "card": "AD", "player": 0 },
                    { "card": "AC", "player": 0 }, { "card": "2S", "player": 0 }
                ],
                "hands": [["AS", "AH", "AD", "AC"], ["2S", "3S", "4S", "5S"]]
            }),
            "/events/5",
            vec!["player 0"],
        ),
        (
            "a go after the play is over",
            seed_and_a_go,
            "/events/9",
            vec!["over"],
        ),
        (
            "a card after a five-card play is over",
            json!({ "variant": "five_card", "events": ["KH", "KS", "QH", "go", "go", "5C"] }),
            "/events/5",
            vec!["over"],
        ),
        (
            "a card not in the player's hand",
            json!({
                "events": ["KH", "QS"],
                "hands": [["2H", "2C", "KH", "KD"], ["6S", "7S", "8S", "9S"]]
            }),
            "/events/1",
            vec!["QS", "hand"],
        ),
        (
            "a card of the opponent's hand",
            json!({
                "events": ["KH", "KD"],
                "hands": [["2H", "2C", "KH", "KD"], ["6S", "7S", "8S", "9S"]]
            }),
            "/events/1",
            vec!["KD", "hand"],
        ),
        (
            "an unknown card string",
            json!({ "events": ["KH", "1X"] }),
            "/events/1",
            vec!["1X"],
        ),
        (
            "an unknown card in object form",
            json!({ "events": ["KH", { "card": "1X", "player": 1 }] }),
            "/events/1/card",
            vec!["1X"],
        ),
        (
            "an object with both card and go",
            json!({ "events": ["KH", { "card": "QS", "go": true }] }),
            "/events/1",
            vec!["card", "go"],
        ),
        (
            "an object with neither card nor go",
            json!({ "events": ["KH", { "player": 1 }] }),
            "/events/1",
            vec!["card", "go"],
        ),
        (
            "go: false",
            json!({ "events": ["KH", { "go": false }] }),
            "/events/1/go",
            vec!["go"],
        ),
    ];

    for (case, request, pointer, says) in cases {
        // Act
        let reply = app.score_play(&request).await;

        // Assert
        assert_refused(&reply, &[pointer], &says, case);
    }
}

#[tokio::test]
async fn score_refuses_a_setup_that_cannot_be_played_with_a_422_at_the_field() {
    // Arrange
    let app = spawn_app().await;
    let two_hands = json!([["2H", "2C", "KH", "KD"], ["6S", "7S", "8S", "9S"]]);
    let too_many = vec!["go"; 201];
    // (case, request, pointer, words the detail says)
    let cases = [
        (
            "complete on an unfinished play",
            json!({ "events": ["KH", "QS"], "complete": true }),
            "/complete",
            vec!["complete"],
        ),
        (
            "complete on an empty play",
            json!({ "events": [], "complete": true }),
            "/complete",
            vec!["complete"],
        ),
        (
            "complete on a five-card series player 0 can still play on",
            json!({
                "variant": "five_card",
                "events": ["KH", "KS"],
                "hands": [["KH", "QH", "JH"], ["KS", "QS", "5S"]],
                "complete": true
            }),
            "/complete",
            vec!["player 0"],
        ),
        (
            "complete on a five-card play with no card",
            json!({ "variant": "five_card", "events": [], "complete": true }),
            "/complete",
            vec!["complete"],
        ),
        (
            "a hand of three in six-card",
            json!({
                "events": ["KH"],
                "hands": [["2H", "2C", "KH", "KD"], ["6S", "7S", "8S"]]
            }),
            "/hands/1",
            vec!["4"],
        ),
        (
            "a hand of four in five-card",
            json!({
                "variant": "five_card",
                "events": ["KH"],
                "hands": [["KH", "QH", "JH"], ["KS", "QS", "5S", "4S"]]
            }),
            "/hands/1",
            vec!["3"],
        ),
        (
            "a card in two hands",
            json!({
                "events": ["KH"],
                "hands": [["2H", "2C", "KH", "KD"], ["6S", "7S", "2h", "9S"]]
            }),
            "/hands/1/2",
            vec!["2H"],
        ),
        (
            "one hand for two players",
            json!({ "events": ["KH"], "hands": [["2H", "2C", "KH", "KD"]] }),
            "/hands",
            vec!["2 players"],
        ),
        (
            "two hands for three players",
            json!({ "players": 3, "events": ["KH"], "hands": two_hands }),
            "/hands",
            vec!["3 players"],
        ),
        (
            "five players",
            json!({ "players": 5, "events": ["KH"] }),
            "/players",
            vec!["5"],
        ),
        (
            "one player",
            json!({ "players": 1, "events": ["KH"] }),
            "/players",
            vec!["1"],
        ),
        (
            "three players of five-card",
            json!({ "players": 3, "variant": "five_card", "events": ["KH"] }),
            "/players",
            vec!["five_card", "3"],
        ),
        (
            "201 events",
            json!({ "events": too_many }),
            "/events",
            vec!["200"],
        ),
    ];

    for (case, request, pointer, says) in cases {
        // Act
        let reply = app.score_play(&request).await;

        // Assert
        assert_refused(&reply, &[pointer], &says, case);
    }
}

#[tokio::test]
async fn score_refuses_complete_on_a_five_card_series_player_1_can_still_play_on_without_hands() {
    // Arrange
    let app = spawn_app().await;
    // At 10 every card fits, and player 1 holds three: the series cannot have closed.
    let request = json!({ "variant": "five_card", "events": ["KH"], "complete": true });

    // Act
    let reply = app.score_play(&request).await;

    // Assert
    assert_refused(
        &reply,
        &["/complete"],
        &["complete"],
        "five-card complete at a count of 10",
    );
}

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
        reason.contains("2H"),
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
        reason.contains("5D"),
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
            vec!["KH"],
        ),
        (
            "a card of the hand already in the series",
            json!({ "series": ["KH", "5S"], "card": "AH", "hand": ["5s", "2C"] }),
            "/hand/0",
            vec!["5S"],
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
