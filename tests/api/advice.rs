//! `POST /v1/pegging/recommend` and the play in `POST /v1/discards/recommend`, through a real
//! server: exact values on endgames small enough to check by hand, and the properties every
//! answer keeps.

use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app};

const ADVICE: &str = "/v1/pegging/recommend";

/// The pone's K and Q make 30 after the dealer's K (the dealer says go: it holds no ace), the
/// pone's ace makes 31; the dealer leads a 9 and the pone pairs it with its last card.
const ENDGAME: [&str; 7] = ["KH", "KS", "QH", "go", "AH", "9S", "9H"];

/// Posts `body` to the advisor and returns the 200 answer's body.
async fn advise(app: &TestApp, body: &Value) -> Value {
    let reply = app.post_json(ADVICE, body).await;
    assert_eq!(reply.status, 200, "{body}: {}", reply.text);
    assert_eq!(reply.content_type, "application/json");
    reply.json
}

/// `(card or "go", points now, expected own, expected opponent)` of every option, in order.
fn options(answer: &Value) -> Vec<(String, u64, f64, f64)> {
    answer["options"]
        .as_array()
        .expect("options is an array")
        .iter()
        .map(|o| {
            let action = match o["card"].as_str() {
                Some(card) => card.to_owned(),
                None => {
                    assert_eq!(o["go"], true, "an option without a card is a go: {o}");
                    "go".to_owned()
                }
            };
            (
                action,
                o["points"].as_u64().expect("points"),
                o["expected"]["own"].as_f64().expect("own"),
                o["expected"]["opponent"].as_f64().expect("opponent"),
            )
        })
        .collect()
}

#[tokio::test]
async fn the_dealers_last_two_cards_are_priced_exactly() {
    // Arrange: the pone has no card left, so there is one holding (the empty one). The 9 makes
    // 27 and a pair royal (6), then the 4 makes 31 (2): 8. The 4 first makes 22 (nothing),
    // then the 9 makes 31 (2; the 4 between breaks the pairs): 2.
    let app = spawn_app().await;
    let body = json!({ "hand": ["4C", "9D"], "events": ENDGAME });

    // Act
    let answer = advise(&app, &body).await;

    // Assert
    assert_eq!(answer["player"], 1);
    assert_eq!(answer["count"], 18);
    assert_eq!(answer["holdings"], 1);
    assert_eq!(answer["recommended"], "9D");
    assert_eq!(answer["model"], "inferred-two-kinds/look-ahead-v2");
    assert_eq!(
        options(&answer),
        vec![
            ("9D".to_owned(), 6, 8.0, 0.0),
            ("4C".to_owned(), 0, 2.0, 0.0)
        ]
    );
}

#[tokio::test]
async fn the_opponent_model_is_chosen_by_name_and_the_inferred_one_reads_the_keep() {
    // Arrange: the dealer answers a five led. A strong pone keeps some hands far more often
    // than chance deals them, so the inferred model weighs the pone's other cards differently
    // from the uniform one.
    let app = spawn_app().await;
    let reply = json!({ "hand": ["5H", "10C", "6S", "KD"], "events": ["5S"], "starter": "2D" });
    let mut uniform = reply.clone();
    uniform["opponent"] = json!("uniform");
    let mut inferred = reply.clone();
    inferred["opponent"] = json!("inferred");

    // Act
    let by_default = advise(&app, &reply).await;
    let uniform = advise(&app, &uniform).await;
    let inferred = advise(&app, &inferred).await;

    // Assert
    assert_eq!(by_default, inferred);
    assert_eq!(inferred["model"], "inferred-two-kinds/look-ahead-v2");
    assert_eq!(uniform["model"], "uniform-holding/base-policy-v1");
    // The same card sets are possible; they are weighed differently.
    assert_eq!(inferred["holdings"], uniform["holdings"]);
    assert_ne!(options(&inferred), options(&uniform));
    assert!(uniform["options"][0]["expected"]["own_points"].is_u64());
    assert!(
        inferred["options"][0]["expected"]
            .get("own_points")
            .is_none()
    );
    // An unknown model is refused with the field's pointer.
    let mut unknown = reply;
    unknown["opponent"] = json!("psychic");
    let refused = app.post_json(ADVICE, &unknown).await;
    assert_eq!(refused.status, 422, "{}", refused.text);
    assert_eq!(refused.json["errors"][0]["pointer"], "/opponent");
}

#[tokio::test]
async fn a_card_that_does_not_fit_leaves_a_go_worth_the_go_and_the_last_card() {
    // Arrange: at 22 the dealer's king does not fit and the pone has no card: the dealer takes
    // the go (it laid the 4), then leads the king alone for last card.
    let app = spawn_app().await;
    let mut events = ENDGAME.to_vec();
    events.push("4C");
    let body = json!({ "hand": ["KD"], "events": events });

    // Act
    let answer = advise(&app, &body).await;

    // Assert
    assert_eq!(answer["count"], 22);
    assert_eq!(answer["recommended"], "go");
    assert_eq!(options(&answer), vec![("go".to_owned(), 0, 2.0, 0.0)]);
}

#[tokio::test]
async fn the_beginner_takes_the_points_now_and_the_master_orders_by_expected_net() {
    // Arrange: `greedy`, the beginner's name before the ladder, is still accepted.
    let app = spawn_app().await;
    let position = json!({ "hand": ["5H", "6C", "9S", "JD"], "events": ["10S"] });
    let mut beginner = position.clone();
    beginner["level"] = json!("beginner");
    let mut greedy = position.clone();
    greedy["level"] = json!("greedy");

    // Act
    let master = advise(&app, &position).await;
    let beginner = advise(&app, &beginner).await;
    let greedy = advise(&app, &greedy).await;

    // Assert: the same options and values, in two orders.
    assert_eq!(master["level"], "master");
    assert_eq!(beginner["level"], "beginner");
    assert_eq!(greedy, beginner);
    assert_eq!(beginner["recommended"], "5H");
    let mut by_points = options(&beginner);
    assert_eq!(by_points[0].1, 2, "the five makes fifteen");
    assert!(by_points.windows(2).all(|w| w[0].1 >= w[1].1));
    let by_net = options(&master);
    assert!(
        by_net
            .windows(2)
            .all(|w| w[0].2 - w[0].3 >= w[1].2 - w[1].3 - 1e-12)
    );
    let mut sorted = by_net.clone();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    by_points.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(sorted, by_points);
}

#[tokio::test]
async fn every_answer_is_consistent_and_the_recommended_option_has_the_highest_net() {
    // Arrange
    let app = spawn_app().await;
    let positions = [
        json!({ "hand": ["4H", "5S", "10D", "KC"], "starter": "7S", "discards": ["2C", "9D"] }),
        json!({ "hand": ["5H", "6C", "9S", "JD"], "events": ["10S"] }),
        json!({ "hand": ["2H", "3H"], "events": ["KS", "QS", "9D", "go"] }),
        json!({ "hand": ["3D", "8C", "QS"], "events": ["7H"], "variant": "five_card" }),
        json!({ "hand": ["AH", "10H"], "events": [{ "card": "KS" }, { "card": "QS", "player": 1 }], "variant": "five_card" }),
    ];
    for (position, model) in positions
        .into_iter()
        .flat_map(|p| [(p.clone(), "inferred"), (p, "uniform")])
    {
        // Act
        let mut position = position;
        position["opponent"] = json!(model);
        let answer = advise(&app, &position).await;

        // Assert
        let holdings = answer["holdings"].as_f64().expect("holdings");
        assert!(holdings >= 1.0);
        let list = answer["options"].as_array().expect("options");
        assert!(!list.is_empty(), "{position}");
        assert_eq!(
            answer["recommended"],
            list[0]["card"].as_str().map_or(json!("go"), |c| json!(c))
        );
        let best = list[0]["expected"]["net"].as_f64().expect("net");
        for option in list {
            let expected = &option["expected"];
            let own = expected["own"].as_f64().expect("own");
            let opponent = expected["opponent"].as_f64().expect("opponent");
            let net = expected["net"].as_f64().expect("net");
            assert!(
                (net - (own - opponent)).abs() < 1e-9,
                "{position}: {option}"
            );
            assert!(net <= best + 1e-12, "{position}: {option} beats the first");
            // Sums over card sets only where the weights are card sets.
            if model == "uniform" {
                let own_points = expected["own_points"].as_f64().expect("own_points");
                assert!((own_points / holdings - own).abs() < 1e-9, "{position}");
            } else {
                assert!(expected.get("own_points").is_none(), "{position}");
            }
            let points = option["points"].as_f64().expect("points");
            assert!(
                own >= points,
                "{position}: own pegging includes the points now"
            );
        }
    }
}

#[tokio::test]
async fn three_and_four_players_are_advised_by_sampling_and_from_their_board() {
    let app = spawn_app().await;
    for (variant, players, player) in [("three_player", 3, 2), ("four_player", 4, 2)] {
        // Arrange: the third card of the play, a seven and an eight down.
        let position = json!({
            "hand": ["4H", "5C", "9S", "JD"], "variant": variant,
            "events": ["7S", "8C"], "starter": "2D"
        });

        // Act
        let reply = app.post_json(ADVICE, &position).await;
        let again = app.post_json(ADVICE, &position).await;

        // Assert
        assert_eq!(reply.status, 200, "{}", reply.text);
        assert_eq!(reply.json, again.json, "the same question, the same answer");
        assert_eq!(reply.json["player"], player);
        assert_eq!(
            reply.json["model"],
            "uniform-holdings-sampled/base-policy-v1"
        );
        assert_eq!(reply.json["samples"], 800);
        assert!(reply.json["seed"].is_u64());
        assert!(reply.json.get("holdings").is_none());
        let options = reply.json["options"].as_array().expect("options");
        assert_eq!(options.len(), 4, "every card fits at 15");
        assert_eq!(options[0]["card"], reply.json["recommended"]);
        // The nine makes a run of three on the seven and the eight.
        let nine = options
            .iter()
            .find(|o| o["card"] == "9S")
            .expect("the nine");
        assert_eq!(nine["points"], 3);
        for option in options {
            let expected = &option["expected"];
            let each = expected["players"].as_array().expect("players");
            assert_eq!(each.len(), players);
            let error = expected["net_standard_error"].as_f64().expect("error");
            assert!(error > 0.0 && error < 0.5, "{option}");
            assert!(expected.get("own_points").is_none());
        }

        // With a board (three seats, or two sides).
        let mut with_board = position.clone();
        with_board["scores"] = if players == 3 {
            json!([100, 90, 119])
        } else {
            json!([100, 90])
        };
        let reply = app.post_json(ADVICE, &with_board).await;
        assert_eq!(reply.status, 200, "{}", reply.text);
        let model = if players == 3 {
            "base-selfplay-race-v1"
        } else {
            "base-selfplay-deals-v1"
        };
        assert_eq!(reply.json["position_model"], model);
        let options = reply.json["options"].as_array().expect("options");
        for option in options {
            let win = option["win_probability"].as_f64().expect("a chance");
            let error = option["win_standard_error"].as_f64().expect("its error");
            assert!((0.0..=1.0).contains(&win) && error >= 0.0, "{option}");
        }
        if players == 3 {
            // Player 2 deals and is two short; the nine makes a run of three on the seven
            // and the eight, and wins the game at once, whatever else happens.
            assert_eq!(reply.json["ordered_by"], "win_probability");
            assert_eq!(reply.json["recommended"], "9S");
            assert_eq!(options[0]["win_probability"], 1.0);
        }
    }
}

#[tokio::test]
async fn discards_with_the_play_add_the_pegging_and_order_by_it_on_request() {
    // Arrange
    let app = spawn_app().await;
    let deal = json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": false });
    let mut with_play = deal.clone();
    with_play["play"] = json!(true);
    let mut ordered = deal.clone();
    ordered["objective"] = json!("net_with_play");
    let mut uniform = with_play.clone();
    uniform["opponent"] = json!("uniform");

    // Act
    let plain = app.recommend_discard(&deal).await;
    let with_play = app.recommend_discard(&with_play).await;
    let ordered = app.recommend_discard(&ordered).await;
    let uniform = app.recommend_discard(&uniform).await;

    // Assert
    for reply in [&plain, &with_play, &ordered, &uniform] {
        assert_eq!(reply.status, 200, "{}", reply.text);
    }
    let plain = plain.json["options"].as_array().expect("options").clone();
    let added = with_play.json["options"]
        .as_array()
        .expect("options")
        .clone();
    assert!(plain.iter().all(|o| o.get("play").is_none()));
    assert_eq!(with_play.json["objective"], "net");
    assert_eq!(
        with_play.json["play_model"],
        "inferred-two-kinds/look-ahead-v2/sampled"
    );
    // The old table on request: the same hands and cribs, the play priced otherwise.
    assert_eq!(uniform.json["play_model"], "uniform-holding/base-policy-v1");
    let old = uniform.json["options"].as_array().expect("options");
    assert_eq!(old.len(), added.len());
    let mut moved = 0;
    for (new, old) in added.iter().zip(old) {
        assert_eq!(
            (&new["discard"], &new["net"]),
            (&old["discard"], &old["net"])
        );
        moved += usize::from(new["play"] != old["play"]);
    }
    assert_eq!(moved, added.len(), "every keep's play is priced anew");
    assert_eq!(plain.len(), added.len());
    for (before, after) in plain.iter().zip(&added) {
        assert_eq!(
            before["discard"], after["discard"],
            "the order by net is kept"
        );
        assert_eq!(before["net"], after["net"]);
        let play = &after["play"];
        let (own, opponent, net) = (
            play["own"].as_f64().expect("own"),
            play["opponent"].as_f64().expect("opponent"),
            play["net"].as_f64().expect("net"),
        );
        assert!(own > 0.0 && opponent > 0.0 && (net - (own - opponent)).abs() < 1e-12);
        let net_with_play = after["net_with_play"].as_f64().expect("net_with_play");
        let total = after["net"].as_f64().expect("net") + net;
        assert!((net_with_play - total).abs() < 1e-12);
    }
    assert_eq!(ordered.json["objective"], "net_with_play");
    let by_play: Vec<f64> = ordered.json["options"]
        .as_array()
        .expect("options")
        .iter()
        .map(|o| o["net_with_play"].as_f64().expect("net_with_play"))
        .collect();
    assert_eq!(by_play.len(), 15);
    assert!(by_play.windows(2).all(|w| w[0] >= w[1]));
}

#[tokio::test]
async fn five_card_discards_take_the_play_too() {
    let app = spawn_app().await;
    let reply = app
        .recommend_discard(&json!({
            "cards": ["4C", "5D", "6H", "10S", "JD"], "dealer": true,
            "variant": "five_card", "play": true
        }))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let options = reply.json["options"].as_array().expect("options");
    assert_eq!(options.len(), 10);
    assert!(options.iter().all(|o| o["play"]["own"].as_f64().is_some()));
    // Five-card cribbage has the exact table only, whatever the model asked for.
    assert_eq!(reply.json["play_model"], "uniform-holding/base-policy-v1");
}

#[tokio::test]
async fn with_the_board_every_card_has_a_chance_and_the_game_ending_play_orders_by_it() {
    let app = spawn_app().await;
    let plain = advise(
        &app,
        &json!({ "hand": ["7D", "5D", "3H", "8H"], "events": [], "starter": "8C", "opponent": "uniform" }),
    )
    .await;
    assert!(plain.get("ordered_by").is_none(), "{plain}");
    assert!(plain.get("position_model").is_none());
    assert!(plain["options"][0].get("win_probability").is_none());
    assert_eq!(plain["recommended"], "7D");
    // Both one point short: the first point wins, so the play decides the game.
    let board = advise(
        &app,
        &json!({ "hand": ["7D", "5D", "3H", "8H"], "events": [], "starter": "8C", "scores": [120, 120], "opponent": "uniform" }),
    )
    .await;
    assert_eq!(board["ordered_by"], "win_probability");
    assert_eq!(board["position_model"], "expert-selfplay-deals-v1");
    assert_eq!(board["recommended"], "8H");
    let chances: Vec<f64> = board["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["win_probability"].as_f64().expect("a chance per option"))
        .collect();
    assert!(chances.windows(2).all(|w| w[0] >= w[1]), "{chances:?}");
    // Far from the end: the same order as without the board, each with its chance.
    let early = advise(
        &app,
        &json!({ "hand": ["7D", "5D", "3H", "8H"], "events": [], "starter": "8C", "scores": [10, 12], "opponent": "uniform" }),
    )
    .await;
    assert_eq!(early["ordered_by"], "expected");
    assert_eq!(early["recommended"], plain["recommended"]);
}

#[tokio::test]
async fn discards_from_the_board_carry_the_chance_of_winning() {
    let app = spawn_app().await;
    let body = json!({
        "cards": ["4C", "10H", "9D", "3S", "6C", "10D"], "dealer": false,
        "scores": [118, 100], "objective": "win"
    });
    let reply = app.post_json("/v1/discards/recommend", &body).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let answer = reply.json;
    assert_eq!(answer["objective"], "win");
    assert_eq!(answer["position_model"], "expert-selfplay-deals-v1");
    let first = &answer["options"][0];
    assert_eq!(first["keep"], json!(["10H", "9D", "6C", "10D"]));
    assert!(
        first["play"].is_object(),
        "the board brings the play with it: {first}"
    );
    let chances: Vec<f64> = answer["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["win_probability"].as_f64().expect("a chance per option"))
        .collect();
    assert_eq!(chances.len(), 15);
    assert!(chances.windows(2).all(|w| w[0] >= w[1]), "{chances:?}");
    // At 0-0 (the board's far end) nothing reads past the table.
    let reply = app
        .post_json(
            "/v1/discards/recommend",
            &json!({ "cards": ["4C", "10H", "9D", "3S", "6C", "10D"], "dealer": true, "scores": [0, 0] }),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
}

#[tokio::test]
async fn discards_at_a_table_of_three_or_four_read_its_board() {
    let app = spawn_app().await;
    // The first to show two short: the pair of fives counts two whatever the starter.
    for (variant, scores, seat) in [
        ("three_player", json!([119, 10, 20]), json!(0)),
        ("four_player", json!([119, 10]), json!(null)),
    ] {
        let body = json!({
            "cards": ["5H", "5D", "9C", "KS", "2D"], "dealer": false, "variant": variant,
            "scores": scores, "seat": seat, "objective": "win"
        });
        let reply = app.post_json("/v1/discards/recommend", &body).await;
        assert_eq!(reply.status, 200, "{}", reply.text);
        let model = if variant == "three_player" {
            "base-selfplay-race-v1"
        } else {
            "base-selfplay-deals-v1"
        };
        assert_eq!(reply.json["position_model"], model);
        let options = reply.json["options"].as_array().expect("options");
        assert_eq!(options.len(), 5);
        let first = &options[0];
        let keep = first["keep"].as_array().expect("keep");
        assert!(
            keep.contains(&json!("5H")) && keep.contains(&json!("5D")),
            "{first}"
        );
        assert!(first["win_probability"].as_f64().expect("a chance") > 0.999);
    }
}

/// One hand's play through the service itself: the opponent's cards chosen by `level`, ours
/// by the master. Returns the events, as `history` takes them.
async fn played(
    app: &TestApp,
    opponent: &[&str],
    ours: &[&str],
    opponent_deals: bool,
    level: &str,
) -> Vec<Value> {
    let mut events: Vec<Value> = Vec::new();
    loop {
        let score = app
            .post_json("/v1/pegging/score", &json!({ "events": events }))
            .await;
        assert_eq!(score.status, 200, "{}", score.text);
        if score.json["over"] == true {
            return events;
        }
        let next = score.json["next_player"].as_u64().expect("a player to act");
        let theirs = (next == 1) == opponent_deals;
        let cards = if theirs { opponent } else { ours };
        let held: Vec<&str> = cards
            .iter()
            .copied()
            .filter(|card| !events.contains(&json!(card)))
            .collect();
        let level = if theirs { level } else { "master" };
        let answer = advise(
            app,
            &json!({ "hand": held, "events": events, "level": level }),
        )
        .await;
        events.push(answer["recommended"].clone());
    }
}

#[tokio::test]
async fn earlier_hands_tell_the_advisor_which_kind_of_player_it_faces() {
    // Arrange: two earlier hands, the opponent the pone in the first and the dealer in the
    // second, played once by the casual player (the common advice) and once by the master.
    let app = spawn_app().await;
    let deals = [
        (["2C", "4D", "9S", "KH"], ["10H", "5S", "6C", "JD"], false),
        (["3H", "7S", "8D", "QC"], ["4C", "5D", "9H", "KS"], true),
    ];
    let mut shares = Vec::new();
    for level in ["casual", "master"] {
        let mut history = Vec::new();
        for (opponent, ours, deals) in &deals {
            let events = played(&app, opponent, ours, *deals, level).await;
            history.push(json!({
                "role": if *deals { "dealer" } else { "pone" },
                "shown": opponent,
                "events": events
            }));
        }
        // Act
        let body =
            json!({ "hand": ["5H", "6C", "9S", "JD"], "events": ["10S"], "history": history });
        let answer = advise(&app, &body).await;

        // Assert
        assert_eq!(
            answer["model"],
            "inferred-two-kinds/game-read/look-ahead-v2"
        );
        let kinds = &answer["opponent_kinds"];
        let (expert, advice) = (
            kinds["expert"].as_f64().unwrap(),
            kinds["common_advice"].as_f64().unwrap(),
        );
        assert!((expert + advice - 1.0).abs() < 1e-12, "{kinds}");
        shares.push(advice);
    }
    // The casual player leads its highest card below five and takes the points in sight, and
    // is read as a player of the common advice; the master leads a two and answers as the
    // common advice would not, and is read as the strong player.
    assert!(shares[0] >= 0.9 && shares[1] <= 0.1, "{shares:?}");
    // Without earlier hands: half and half, under the model's own name, and no shares said.
    let answer = advise(
        &app,
        &json!({ "hand": ["5H", "6C", "9S", "JD"], "events": ["10S"] }),
    )
    .await;
    assert_eq!(answer["model"], "inferred-two-kinds/look-ahead-v2");
    assert!(answer.get("opponent_kinds").is_none());
}
