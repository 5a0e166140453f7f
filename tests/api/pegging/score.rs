//! `POST /v1/pegging/score`: plays scored event by event, two, three and four players, the rulings.

use super::*;

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
