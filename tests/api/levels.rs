//! The ladder of opponents on both advice endpoints: every level answers, names itself, and
//! the newcomer's draw follows its seed.

use serde_json::{Value, json};

use crate::helpers::{TestApp, card_set, spawn_app};

const PLAY: &str = "/v1/pegging/recommend";
const DISCARDS: &str = "/v1/discards/recommend";
const LEVELS: [&str; 5] = ["newcomer", "beginner", "casual", "expert", "master"];

async fn answer(app: &TestApp, path: &str, body: &Value) -> Value {
    let reply = app.post_json(path, body).await;
    assert_eq!(reply.status, 200, "{path} {body}: {}", reply.text);
    reply.json
}

fn with(mut body: Value, extra: Value) -> Value {
    for (key, value) in extra.as_object().expect("an object") {
        body[key] = value.clone();
    }
    body
}

#[tokio::test]
async fn every_level_lays_a_card_of_its_options_and_keeps_cards_it_was_dealt() {
    // Arrange: two players at six-card and five-card, three and four players.
    let app = spawn_app().await;
    let plays = [
        json!({ "hand": ["5H", "6C", "9S", "JD"], "events": ["10S"], "scores": [100, 110] }),
        json!({ "hand": ["3D", "8C", "QS"], "events": ["7H"], "variant": "five_card" }),
        json!({ "hand": ["5H", "6C", "9S", "JD"], "events": ["10S"], "variant": "three_player" }),
        json!({ "hand": ["5H", "6C", "9S", "JD"], "events": ["10S", "KD"], "variant": "four_player" }),
    ];
    let deals = [
        json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "scores": [100, 95] }),
        json!({ "cards": ["4C", "5D", "6H", "10S", "10C"], "dealer": false, "variant": "five_card" }),
        json!({ "cards": ["4C", "5D", "6H", "10S", "10C"], "dealer": true, "variant": "three_player" }),
        json!({ "cards": ["4C", "5D", "6H", "10S", "10C"], "dealer": false, "variant": "four_player" }),
    ];
    for level in LEVELS {
        for play in &plays {
            // Act
            let advice = answer(&app, PLAY, &with(play.clone(), json!({ "level": level }))).await;

            // Assert
            assert_eq!(advice["level"], level);
            let first = &advice["options"][0];
            let first = first["card"].as_str().unwrap_or("go");
            assert_eq!(advice["recommended"], first, "{level} on {play}");
            assert_eq!(advice.get("level_seed").is_some(), level == "newcomer");
        }
        for deal in &deals {
            // Act
            let advice = answer(
                &app,
                DISCARDS,
                &with(deal.clone(), json!({ "level": level })),
            )
            .await;

            // Assert: the level's discard is one of the options, in the order dealt.
            assert_eq!(advice["level"], level);
            let chosen = &advice["recommended"];
            let option = advice["options"]
                .as_array()
                .expect("options")
                .iter()
                .find(|o| card_set(&o["discard"]) == card_set(&chosen["discard"]))
                .unwrap_or_else(|| panic!("{level}: {chosen} is no option of {deal}"));
            assert_eq!(option["keep"], chosen["keep"], "{level}: the order dealt");
            assert_eq!(advice.get("level_seed").is_some(), level == "newcomer");
        }
    }
}

#[tokio::test]
async fn the_default_is_the_master_and_the_options_keep_their_order_whatever_the_level() {
    // Arrange
    let app = spawn_app().await;
    let deal = json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true });

    // Act
    let default = answer(&app, DISCARDS, &deal).await;
    let beginner = answer(
        &app,
        DISCARDS,
        &with(deal.clone(), json!({ "level": "beginner" })),
    )
    .await;

    // Assert: the master keeps for hand, crib and play together; the beginner the best hand.
    assert_eq!(default["level"], "master");
    assert_eq!(default["options"], beginner["options"]);
    assert_eq!(
        default["recommended"]["keep"],
        json!(["4C", "5D", "6H", "JD"])
    );
    assert_eq!(
        beginner["recommended"]["keep"],
        json!(["5D", "10S", "10C", "JD"])
    );
}

#[tokio::test]
async fn the_newcomer_draws_the_same_with_the_same_seed_and_names_a_fresh_one() {
    // Arrange
    let app = spawn_app().await;
    let play = json!({ "hand": ["AH", "2S", "3D", "4C"], "level": "newcomer" });
    let deal = json!({ "cards": ["AH", "2S", "3D", "4C", "9H", "KS"], "dealer": false, "level": "newcomer" });
    for (path, body) in [(PLAY, play), (DISCARDS, deal)] {
        // Act: with a seed twice; without one, then again with the seed it named.
        let seeded = with(body.clone(), json!({ "seed": 42 }));
        let first = answer(&app, path, &seeded).await;
        let again = answer(&app, path, &seeded).await;
        let fresh = answer(&app, path, &body).await;
        let seed = fresh["level_seed"].clone();
        let replayed = answer(&app, path, &with(body.clone(), json!({ "seed": seed }))).await;

        // Assert
        assert_eq!(first["level_seed"], 42);
        assert_eq!(first["recommended"], again["recommended"], "{path}");
        assert!(seed.is_u64(), "{path}: a fresh seed is named: {fresh}");
        assert_eq!(replayed["recommended"], fresh["recommended"], "{path}");
    }
    // Over many seeds the newcomer lays every card it holds (any card fits at the lead).
    let mut laid = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let body = json!({ "hand": ["AH", "2S", "3D", "4C"], "level": "newcomer", "seed": seed });
        let advice = answer(&app, PLAY, &body).await;
        laid.insert(advice["recommended"].as_str().expect("a card").to_owned());
    }
    assert_eq!(laid.len(), 4, "{laid:?}");
}

#[tokio::test]
async fn near_the_end_the_master_keeps_for_the_win_and_the_expert_for_points() {
    // Arrange: the pone on 118 against 100 (see crates/cribbage-strategy/tests/strategy/strategy_ladder.rs).
    let app = spawn_app().await;
    let deal = json!({
        "cards": ["KS", "10C", "2H", "8D", "9C", "3C"], "dealer": false, "scores": [118, 100]
    });

    // Act
    let master = answer(
        &app,
        DISCARDS,
        &with(deal.clone(), json!({ "level": "master" })),
    )
    .await;
    let expert = answer(&app, DISCARDS, &with(deal, json!({ "level": "expert" }))).await;

    // Assert
    assert_eq!(
        master["recommended"]["keep"],
        json!(["KS", "10C", "2H", "3C"])
    );
    assert_eq!(
        expert["recommended"]["keep"],
        json!(["10C", "8D", "9C", "3C"])
    );
}

#[tokio::test]
async fn greedy_the_beginners_name_before_the_ladder_still_answers_as_the_beginner() {
    // Arrange
    let app = spawn_app().await;
    let deal = json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true });

    // Act
    let greedy = answer(
        &app,
        DISCARDS,
        &with(deal.clone(), json!({ "level": "greedy" })),
    )
    .await;
    let beginner = answer(&app, DISCARDS, &with(deal, json!({ "level": "beginner" }))).await;

    // Assert
    assert_eq!(greedy, beginner);
}
