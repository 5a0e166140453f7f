//! Rulebooks through a real server: the reference cards, rounds and plays refereed under the
//! ACC profiles (every ruling with its rule, payer, gainer and sentence in both languages), and
//! whole games checked with their first impossible entry.
//!
//! The hands are those of `crates/cribbage-rules/tests/rules/round_refereed.rs`: the pone (seat 0) holds 4H 6H 9C QD, the
//! dealer (seat 1) 5S 5H 5D JC, the crib AH 3S 8D KH; with the 5C starter 9, 29 and 2.

use serde_json::{Value, json};

use crate::helpers::{assert_problem, spawn_app};

/// The whole hand under `rules`, with the play `events`.
fn round(rules: Value, events: Value) -> Value {
    json!({
        "dealer": 1,
        "starter": "5C",
        "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]],
        "crib": ["AH", "3S", "8D", "KH"],
        "events": events,
        "rules": rules
    })
}

fn whole_play() -> Value {
    json!(["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"])
}

/// At 20 the pone says go holding 9C and QD, both of which fit (ACC 7.3: 4 points).
fn renege_play() -> Value {
    json!(["4H", "5S", "6H", "5H", "go", "5D", "go", "9C", "JC", "QD"])
}

/// The hand after the first: the deal passes to seat 0; seat 0 makes 10, seat 1 makes 6.
fn second_hand() -> Value {
    json!({
        "dealer": 0,
        "starter": "2D",
        "hands": [["3C", "4D", "10S", "KC"], ["7C", "8H", "9H", "QS"]],
        "crib": ["AS", "6C", "JD", "QH"],
        "events": ["7C", "3C", "8H", "10S", "go", "go", "9H", "KC", "QS", "go", "4D"]
    })
}

/// The timeline entries that carry a ruling.
fn rulings(answer: &Value) -> Vec<Value> {
    answer["timeline"]
        .as_array()
        .expect("a timeline")
        .iter()
        .filter(|entry| entry.get("ruling").is_some())
        .cloned()
        .collect()
}

#[tokio::test]
async fn the_rulebooks_are_listed_with_their_reference_cards() {
    let app = spawn_app().await;

    let list = app.get("/v1/rulebooks").await;

    assert_eq!(list.status, 200, "{}", list.text);
    let profiles: Vec<&str> = list.json["profiles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["profile"].as_str().unwrap())
        .collect();
    assert_eq!(profiles, ["social", "acc", "acc_muggins"]);
    for profile in list.json["profiles"].as_array().unwrap() {
        let href = profile["href"].as_str().unwrap();
        let card = app.get(href).await;
        assert_eq!(card.status, 200, "{href}: {}", card.text);
        assert_eq!(
            card.json["rules"].as_array().unwrap().len(),
            profile["rule_count"]
        );
    }
}

#[tokio::test]
async fn the_acc_card_cites_each_rule_in_english_and_in_german() {
    let app = spawn_app().await;

    let english = app.get("/v1/rulebooks/acc").await;
    let german = app.get("/v1/rulebooks/acc?lang=de").await;

    assert_eq!(german.headers["content-language"], "de");
    let renege = |card: &Value| {
        card["rules"]
            .as_array()
            .unwrap()
            .iter()
            .find(|rule| rule["rule"] == "ACC 7.3")
            .cloned()
            .expect("7.3 is on the card")
    };
    let (en, de) = (renege(&english.json), renege(&german.json));
    assert_eq!(en["points"], json!({ "kind": "per_card", "value": 2 }));
    assert_eq!(
        (en["pays"].as_str(), en["gains"].as_str()),
        (Some("offender"), Some("opponent"))
    );
    assert_eq!(en["penalty"], true);
    assert_ne!(en["text"], de["text"]);
    let kinds: Vec<&str> = english.json["infractions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["kind"].as_str().unwrap())
        .collect();
    assert!(kinds.contains(&"bottom_card_seen"), "{kinds:?}");
    let social = app.get("/v1/rulebooks/social").await;
    assert_eq!(social.json["infractions"], json!([]));
    assert_eq!(social.json["muggins"], "house_rule");
}

#[tokio::test]
async fn an_unknown_rulebook_is_404_naming_the_profiles() {
    let app = spawn_app().await;

    let reply = app.get("/v1/rulebooks/tournament").await;

    assert_problem(&reply, 404, "unknown rulebook");
    assert!(
        reply.json["detail"]
            .as_str()
            .unwrap()
            .ends_with("the profiles are social, acc, acc_muggins"),
        "{}",
        reply.text
    );
}

#[tokio::test]
async fn a_renege_under_acc_is_a_ruling_citing_7_3_at_its_event() {
    let app = spawn_app().await;

    let reply = app
        .score_round(&round(json!({ "profile": "acc" }), renege_play()))
        .await;

    assert_eq!(reply.status, 200, "{}", reply.text);
    let rulings = rulings(&reply.json);
    assert_eq!(rulings.len(), 1, "{}", reply.text);
    let entry = &rulings[0];
    assert_eq!(
        (entry["phase"].as_str(), entry["player"].as_u64()),
        (Some("play"), Some(1))
    );
    assert_eq!(
        (entry["points"].as_i64(), entry["event"].as_u64()),
        (Some(4), Some(4))
    );
    let ruling = &entry["ruling"];
    assert_eq!(ruling["rule"], "ACC 7.3");
    assert_eq!(ruling["rule_id"], "acc-7.3");
    assert_eq!(
        (
            ruling["kind"].as_str(),
            ruling["pays"].as_u64(),
            ruling["gains"].as_u64()
        ),
        (Some("penalty"), Some(0), Some(1))
    );
    assert_eq!(entry["reason"], ruling["sentence"]["en"]);
    assert!(
        ruling["sentence"]["de"]
            .as_str()
            .unwrap()
            .contains("(ACC 7.3)")
    );

    // The same hand socially: two players, no penalty, no rulings.
    let social = app.score_round(&round(json!({}), renege_play())).await;
    assert!(self::rulings(&social.json).is_empty(), "{}", social.text);
}

#[tokio::test]
async fn a_false_claim_of_game_is_three_rulings_that_move_pegs_back_and_forward() {
    let app = spawn_app().await;
    let mut request = round(json!({ "profile": "acc" }), whole_play());
    request["scores"] = json!([102, 0]);
    request["claims"] = json!({ "hands": [12, 29] });

    let reply = app.score_round(&request).await;

    assert_eq!(reply.status, 200, "{}", reply.text);
    let moves: Vec<(i64, String)> = rulings(&reply.json)
        .iter()
        .map(|e| {
            (
                e["points"].as_i64().unwrap(),
                e["ruling"]["kind"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(
        moves,
        [
            (-3, "correction".to_owned()),
            (2, "penalty".to_owned()),
            (-15, "backward_penalty".to_owned())
        ]
    );
    assert_eq!(reply.json["scores"], json!([104, 34]));
    assert_eq!(reply.json["game_over"], false);
}

#[tokio::test]
async fn a_muggins_call_under_acc_muggins_takes_the_lesser_of_called_and_missed() {
    let app = spawn_app().await;
    let mut request = round(json!({ "profile": "acc_muggins" }), whole_play());
    request["claims"] =
        json!({ "hands": [7, 29], "muggins": [{ "on": "hand", "seat": 0, "points": 3 }] });

    let reply = app.score_round(&request).await;

    assert_eq!(reply.status, 200, "{}", reply.text);
    let award = rulings(&reply.json)
        .into_iter()
        .find(|e| e["ruling"]["rule_id"] == "acc-10.4.a")
        .expect("a muggins award");
    assert_eq!(
        (award["player"].as_u64(), award["points"].as_i64()),
        (Some(1), Some(2))
    );
    assert_eq!(reply.json["scores"], json!([15, 34]));
}

#[tokio::test]
async fn bad_rulebook_input_is_422_saying_what_the_rulebook_expects() {
    let app = spawn_app().await;
    let cases = [
        (
            "unknown infraction",
            json!({ "rules": { "profile": "acc" }, "infractions": [{ "seat": 0, "kind": "peeking" }] }),
            "/infractions/0/kind",
            "there are: the dealer looked at the bottom card after the last shuffle; ",
        ),
        (
            "infraction under social",
            json!({ "infractions": [{ "seat": 0, "kind": "bottom_card_seen" }] }),
            "/infractions/0/kind",
            "none (this rulebook has no penalty schedule)",
        ),
        (
            "infraction by a seat not at the table",
            json!({ "rules": { "profile": "acc" }, "infractions": [{ "seat": 2, "kind": "starter_mixed_in" }] }),
            "/infractions/0/seat",
            "there is no seat 3 at a table of 2",
        ),
        (
            "muggins call under acc",
            json!({ "rules": { "profile": "acc" }, "claims": { "hands": [7, 29], "muggins": [{ "on": "hand", "seat": 0, "points": 2 }] } }),
            "/claims/muggins/0",
            "muggins is not in effect under the ACC tournament rules",
        ),
        (
            "muggins call on a count not announced",
            json!({ "rules": { "profile": "acc_muggins" }, "claims": { "muggins": [{ "on": "crib", "points": 2 }] } }),
            "/claims/muggins/0",
            "the points claimed for the crib is not recorded",
        ),
        (
            "acc to 61",
            json!({ "rules": { "profile": "acc" }, "target": 61 }),
            "/target",
            "under the ACC tournament rules the game is played to 121, not 61",
        ),
        (
            "house muggins under acc",
            json!({ "rules": { "profile": "acc", "muggins": true } }),
            "/rules/muggins",
            "settle muggins themselves",
        ),
        (
            "unknown profile",
            json!({ "rules": { "profile": "tournament" } }),
            "/rules/profile",
            "expected one of `social`, `acc`, `acc_muggins`",
        ),
    ];
    for (case, patch, pointer, says) in cases {
        let mut request = round(json!(null), whole_play());
        for (key, value) in patch.as_object().unwrap() {
            request[key] = value.clone();
        }
        let reply = app.score_round(&request).await;
        let pointers = assert_problem(&reply, 422, case);
        assert_eq!(pointers, [pointer], "{case}: {}", reply.text);
        let detail = reply.json["errors"][0]["detail"].as_str().unwrap();
        assert!(detail.contains(says), "{case}: {detail}");
        assert!(
            !detail.contains("/claims"),
            "{case}: a place in words, not a pointer: {detail}"
        );
    }
}

#[tokio::test]
async fn a_play_under_acc_carries_its_rulings_and_totals_after_them() {
    let app = spawn_app().await;
    let mut events = renege_play();
    events[7] = json!({ "card": "9C", "claimed": 2 });

    let reply = app
        .score_play(&json!({
            "events": events,
            "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]],
            "rules": { "profile": "acc" }
        }))
        .await;

    assert_eq!(reply.status, 200, "{}", reply.text);
    assert_eq!(reply.json["events"][4]["rulings"][0]["rule"], "ACC 7.3");
    assert_eq!(reply.json["events"][7]["rulings"][0]["rule"], "ACC 11.1.b");
    // Pone: 5 (e2) + the last card; the 2 pegged for 9C taken back. Dealer: 4 + 2 + 1.
    assert_eq!(reply.json["totals"], json!([6, 7]));
    let three = app
        .score_play(&json!({ "players": 3, "events": ["5H"], "rules": { "profile": "acc" } }))
        .await;
    assert_eq!(
        assert_problem(&three, 422, "acc for three"),
        ["/rules/profile"]
    );
}

#[tokio::test]
async fn a_game_is_scored_hand_by_hand_with_its_winner_and_spread() {
    let app = spawn_app().await;
    let mut first = round(json!(null), whole_play());
    first.as_object_mut().unwrap().remove("rules");
    let game = json!({ "rules": { "profile": "acc" }, "hands": [first, second_hand()] });

    let reply = app.post_json("/v1/games/score", &game).await;

    assert_eq!(reply.status, 200, "{}", reply.text);
    assert_eq!(reply.json["scores"], json!([27, 38]));
    assert_eq!(reply.json["hands"][1]["before"], json!([17, 32]));
    assert_eq!(reply.json["hands"][1]["points"], json!([10, 6]));
    assert_eq!(
        (
            reply.json["game_over"].as_bool(),
            reply.json["spread"].is_null()
        ),
        (Some(false), true)
    );

    // A game that ends: the first hand from 119-100 is won by the pone in the play.
    let mut won = round(json!(null), whole_play());
    won.as_object_mut().unwrap().remove("rules");
    won["scores"] = json!([119, 100]);
    let reply = app
        .post_json("/v1/games/score", &json!({ "hands": [won.clone()] }))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert_eq!(
        (reply.json["winner"].as_u64(), reply.json["won_in"].as_u64()),
        (Some(0), Some(0))
    );
    assert_eq!(reply.json["spread"], 21);
    assert_eq!(reply.json["match"]["match_points"], 2);

    // Nothing after the win.
    let reply = app
        .post_json("/v1/games/score", &json!({ "hands": [won, second_hand()] }))
        .await;
    assert_eq!(assert_problem(&reply, 422, "after the win"), ["/hands/1"]);
}

#[tokio::test]
async fn a_game_that_does_not_chain_names_its_first_impossible_entry() {
    let app = spawn_app().await;
    let mut first = round(json!(null), whole_play());
    first.as_object_mut().unwrap().remove("rules");
    let mut bad_card = second_hand();
    bad_card["crib"][0] = json!("ZZ");
    let mut own_variant = second_hand();
    own_variant["variant"] = json!("six_card");
    let mut not_carried = second_hand();
    not_carried["scores"] = json!([17, 30]);
    let cases = [
        (
            "the deal does not pass",
            json!([first, first]),
            vec!["/hands/1/dealer"],
        ),
        (
            "scores do not carry over",
            json!([first, not_carried]),
            vec!["/hands/1/scores/1"],
        ),
        (
            "a card in two places in the second hand",
            json!([first, bad_card]),
            vec!["/hands/1/crib/0"],
        ),
        (
            "a variant per hand",
            json!([first, own_variant]),
            vec!["/hands/1/variant"],
        ),
        ("no hands", json!([]), vec!["/hands"]),
    ];
    for (case, hands, pointers) in cases {
        let reply = app
            .post_json("/v1/games/score", &json!({ "hands": hands }))
            .await;
        assert_eq!(
            assert_problem(&reply, 422, case),
            pointers,
            "{case}: {}",
            reply.text
        );
    }
}
