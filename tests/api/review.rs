//! `POST /v1/rounds/review` and `POST /v1/games/review` through a real server: every decision's
//! options are the advisors' own answers for the same situation, each seat's account adds up,
//! a log without the dealt cards has its play judged and its discards listed as unjudged, every
//! seat is rated, every flagged decision says why in the request's language, and a log that
//! cannot be reviewed is refused at its place.

use serde_json::{Value, json};

use cribbage_api::api::review::log::game_log;
use cribbage_api::domain::strategy::selfplay::{Policy, play_game};
use cribbage_api::domain::variant::Variant;

use crate::helpers::{TestApp, assert_problem, card_set, spawn_app};

/// A hand as a game log records it, with what each seat was dealt, on a board of `scores`.
fn hand(scores: [u32; 2]) -> Value {
    json!({
        "dealer": 1, "scores": scores, "starter": "5C",
        "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]],
        "crib": ["AH", "3S", "8D", "KH"],
        "dealt": [["4H", "6H", "9C", "QD", "AH", "3S"], ["5S", "5H", "5D", "JC", "8D", "KH"]],
        "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]
    })
}

/// The hand after [`hand`]: the deal passes to seat 0, the scores carry over.
fn second_hand() -> Value {
    json!({
        "dealer": 0, "starter": "5C",
        "hands": [["5S", "5H", "5D", "JC"], ["4H", "6H", "9C", "QD"]],
        "crib": ["AH", "3S", "8D", "KH"],
        "dealt": [["5S", "5H", "5D", "JC", "8D", "KH"], ["4H", "6H", "9C", "QD", "AH", "3S"]],
        "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]
    })
}

async fn ok(app: &TestApp, path: &str, body: &Value) -> Value {
    let reply = app.post_json(path, body).await;
    assert_eq!(reply.status, 200, "{path} {body}: {}", reply.text);
    reply.json
}

fn close(a: &Value, b: &Value, what: &str) {
    match (a.as_f64(), b.as_f64()) {
        (Some(x), Some(y)) => assert!((x - y).abs() < 1e-9, "{what}: {x} != {y}"),
        _ => assert_eq!(a, b, "{what}"),
    }
}

/// Every seat's score just before play event `event`, from the hand's timeline.
fn board_before(round: &Value, start: [u64; 2], event: u64) -> [u64; 2] {
    let mut scores = start;
    for entry in round["timeline"].as_array().expect("timeline") {
        let before = entry["phase"] == "cut"
            || (entry["phase"] == "play" && entry["event"].as_u64().is_some_and(|e| e < event));
        if !before {
            break;
        }
        scores = [
            entry["scores"][0].as_u64().expect("score"),
            entry["scores"][1].as_u64().expect("score"),
        ];
    }
    scores
}

/// Checks `decision`, one of the review of hand `body` (which started from `scores`, in
/// `variant`), against the advisor's own answer for the same situation.
async fn matches_the_advisor(
    app: &TestApp,
    variant: &str,
    body: &Value,
    scores: [u64; 2],
    decision: &Value,
) {
    let round = {
        let mut scored = body.clone();
        scored["scores"] = json!(scores);
        scored["variant"] = json!(variant);
        ok(app, "/v1/rounds/score", &scored).await
    };
    let seat = decision["seat"].as_u64().expect("seat") as usize;
    let dealer = body["dealer"].as_u64().expect("dealer") as usize;
    let kept = body["hands"][seat].as_array().expect("hand");
    let answer = if decision["kind"] == "discard" {
        let model = if variant == "six_card" {
            "expert"
        } else {
            "uniform"
        };
        // The seats discard after five-card cribbage's three for last (its first hand, from
        // 0 to 0) is pegged for the pone.
        let mut scores = scores;
        if variant == "five_card" && scores == [0, 0] {
            scores[1 - dealer] = 3;
        }
        let request = json!({
            "cards": body["dealt"][seat], "dealer": seat == dealer, "play": true, "variant": variant,
            "crib_model": model, "scores": [scores[seat], scores[1 - seat]],
            // The review prices a discard's play by the base policy's table (review-v1).
            "opponent": "uniform"
        });
        ok(app, "/v1/discards/recommend", &request).await
    } else {
        let event = decision["event"].as_u64().expect("event");
        let events = &body["events"].as_array().expect("events")[..event as usize];
        let held: Vec<&Value> = kept.iter().filter(|c| !events.contains(c)).collect();
        let dealt = body["dealt"][seat].as_array().expect("dealt");
        let discards: Vec<&Value> = dealt.iter().filter(|c| !kept.contains(c)).collect();
        let now = board_before(&round, scores, event);
        let request = json!({
            "hand": held, "events": events, "starter": body["starter"], "variant": variant,
            "discards": discards, "scores": [now[seat], now[1 - seat]],
            // The review judges the play under the uniform model (review-v1).
            "opponent": "uniform"
        });
        ok(app, "/v1/pegging/recommend", &request).await
    };
    let options = decision["options"].as_array().expect("options");
    let advised = answer["options"].as_array().expect("options");
    assert_eq!(options.len(), advised.len(), "{decision}");
    for option in options {
        let same = advised
            .iter()
            .find(|a| match option.get("discard") {
                Some(discard) => card_set(discard) == card_set(&a["discard"]),
                None => a.get("card") == option.get("card") && a.get("go") == option.get("go"),
            })
            .unwrap_or_else(|| panic!("{option} is not among {advised:?}"));
        let points = same
            .get("net_with_play")
            .unwrap_or(&same["expected"]["net"]);
        close(&option["points"], points, "points");
        close(
            &option["win_probability"],
            &same["win_probability"],
            "win_probability",
        );
    }
    // A choice the advisor would make costs nothing on its scale.
    if decision["chosen"] == decision["best"] {
        let scale = decision["scale"].as_str().expect("scale");
        assert_eq!(decision["loss"][scale], 0.0, "{decision}");
        assert_eq!(decision["verdict"], "none", "{decision}");
    }
}

#[tokio::test]
async fn every_decision_is_valued_as_the_advisors_value_it() {
    // Arrange: one hand in the middle of a game and the same hand near its end.
    let app = spawn_app().await;
    // Near the end the pone pegs out at the seventh event: nothing after it is judged.
    for (scores, judged) in [([40, 52], 12), ([115, 110], 9)] {
        let body = hand(scores);
        // Act
        let review = ok(&app, "/v1/rounds/review", &body).await;
        // Assert: two discards, then each event until the game is won, in order.
        let decisions = review["decisions"].as_array().expect("decisions");
        assert_eq!(decisions.len(), judged, "{review}");
        let scores = [u64::from(scores[0]), u64::from(scores[1])];
        for decision in decisions {
            matches_the_advisor(&app, "six_card", &body, scores, decision).await;
        }
    }
}

#[tokio::test]
async fn seeded_self_play_games_are_judged_as_the_advisors_judge() {
    // Arrange: whole games the engine played against greedy, as their logs.
    let app = spawn_app().await;
    let games = [
        (Variant::SixCard, [Policy::Position, Policy::Greedy], 3),
        (Variant::FiveCard, [Policy::Greedy, Policy::Expert], 4),
    ];
    for (variant, policies, seed) in games {
        let game = play_game(variant, policies, 0, seed).expect("a game");
        let log = game_log(variant, &game);
        // Act
        let review = ok(&app, "/v1/games/review", &log).await;
        // Assert: every decision of every hand, against the advisors.
        let hands = review["hands"].as_array().expect("hands");
        assert_eq!(hands.len(), game.deals.len());
        let decisions = review["decisions"].as_array().expect("decisions");
        assert!(
            decisions.len() > 20 * hands.len() / 10,
            "{}",
            decisions.len()
        );
        for decision in decisions {
            let index = decision["hand"].as_u64().expect("hand") as usize;
            let before = &hands[index]["scores"];
            let scores = [
                before[0].as_u64().expect("score"),
                before[1].as_u64().expect("score"),
            ];
            let body = &log["hands"][index];
            matches_the_advisor(&app, variant.name(), body, scores, decision).await;
        }
        let flagged = decisions.iter().filter(|d| d["verdict"] != "none").count();
        assert!(flagged > 0, "greedy's game has mistakes to find");
    }
}

#[tokio::test]
async fn each_seats_margin_and_chance_add_up() {
    // Arrange: a game of two hands, the second won by the dealer's 29 hand.
    let app = spawn_app().await;
    let game = json!({ "hands": [hand([80, 60]), second_hand()] });
    // Act
    let review = ok(&app, "/v1/games/review", &game).await;
    // Assert
    assert_eq!(review["hands"].as_array().map(Vec::len), Some(2));
    for seat in &review["seats"].as_array().expect("seats")[..] {
        let m = &seat["margin"];
        let f = |k: &str| m[k].as_f64().expect(k);
        let explained = f("start") + f("baseline") + f("luck") - f("own_losses")
            + f("opponent_losses")
            + f("rules")
            + f("game_end");
        assert!((explained - f("final")).abs() < 1e-9, "{seat}");
        let luck = &seat["luck"];
        let parts: f64 = ["deal", "starter", "play"]
            .iter()
            .map(|p| luck[p]["points"].as_f64().expect("part"))
            .sum();
        assert!((parts - f("luck")).abs() < 1e-9, "{seat}");
        let c = &seat["chance"];
        let g = |k: &str| c[k].as_f64().expect(k);
        let result = g("start") + g("luck") - g("own_losses") + g("opponent_losses");
        assert!((result - g("result")).abs() < 1e-9, "{seat}");
        assert!(
            g("result") == 0.0 || g("result") == 1.0,
            "the game is over: {seat}"
        );
        // The hands' parts add up to the game's.
        let index = seat["seat"].as_u64().expect("seat") as usize;
        let hands = review["hands"].as_array().expect("hands");
        let sum = |part: &dyn Fn(&Value) -> f64| {
            hands.iter().map(|h| part(&h["seats"][index])).sum::<f64>()
        };
        let luck_points = sum(&|h| h["luck"]["points"].as_f64().expect("luck"));
        assert!((luck_points - f("luck")).abs() < 1e-9, "{seat}");
        let lost = sum(&|h| h["losses"]["points"].as_f64().expect("losses"));
        assert!((lost - f("own_losses")).abs() < 1e-9, "{seat}");
        let luck_chance = sum(&|h| h["luck"]["win_probability"].as_f64().expect("luck"));
        assert!((luck_chance - g("luck")).abs() < 1e-9, "{seat}");
        let last = hands.last().expect("a hand")["seats"][index]["win_probability"].as_f64();
        assert_eq!(last, Some(g("result")), "{seat}");
    }
    assert_eq!(review["game"]["game_over"], true, "{review}");
}

#[tokio::test]
async fn a_log_that_cannot_be_reviewed_is_refused_at_its_place() {
    let app = spawn_app().await;
    let mut unaccounted = hand([0, 0]);
    unaccounted["dealt"][1][4] = json!("7C");
    let mut not_dealt = hand([0, 0]);
    not_dealt["dealt"][0][0] = json!("2S");
    let mut short = hand([0, 0]);
    short["dealt"][0] = json!(["4H", "6H", "9C", "QD", "AH"]);
    let mut repeated = hand([0, 0]);
    repeated["dealt"][1][5] = json!("5C");
    let cases = [
        (unaccounted, "/dealt/1/4", "dealt.card_unaccounted"),
        (not_dealt, "/dealt/0", "dealt.kept_card_missing"),
        (short, "/dealt/0", "dealt.card_count"),
        (repeated, "/dealt/1/5", "card.repeated"),
    ];
    for (body, pointer, code) in cases {
        let reply = app.post_json("/v1/rounds/review", &body).await;
        let pointers = assert_problem(&reply, 422, code);
        assert!(
            pointers.iter().any(|p| p == pointer),
            "{code}: {pointers:?}"
        );
        let codes: Vec<&str> = reply.json["errors"]
            .as_array()
            .expect("errors")
            .iter()
            .filter_map(|e| e["code"].as_str())
            .collect();
        assert!(codes.contains(&code), "{code}: {codes:?}");
    }
    // Scoring takes the same log, and checks its dealt cards when given.
    let mut body = hand([0, 0]);
    assert_eq!(app.post_json("/v1/rounds/score", &body).await.status, 200);
    body["dealt"][1][4] = json!("7C");
    let reply = app.post_json("/v1/rounds/score", &body).await;
    let pointers = assert_problem(&reply, 422, "scoring checks dealt");
    assert_eq!(pointers, ["/dealt/1/4"]);
    // A later hand's dealt cards are named by its index; three players are not modelled.
    let mut later = second_hand();
    later["dealt"][0][5] = json!("7C");
    let game = json!({ "hands": [hand([0, 0]), later] });
    let reply = app.post_json("/v1/games/review", &game).await;
    assert_eq!(
        assert_problem(&reply, 422, "a later hand's dealt card unaccounted for"),
        ["/hands/1/dealt/0/5"]
    );
    let three = json!({ "variant": "three_player", "hands": [hand([0, 0])] });
    let reply = app.post_json("/v1/games/review", &three).await;
    assert!(assert_problem(&reply, 422, "three players").contains(&"/variant".to_owned()));
}

#[tokio::test]
async fn the_longest_of_thirty_games_is_reviewed_in_under_256_kb() {
    // Arrange: the game with the most hands among thirty greedy games (greedy scores least, so
    // its games run longest).
    let variant = Variant::SixCard;
    let longest = (1..=30)
        .map(|seed| play_game(variant, [Policy::Greedy; 2], 0, seed).expect("a game"))
        .max_by_key(|game| game.deals.len())
        .expect("thirty games");
    let app = spawn_app().await;
    // Act
    let reply = app
        .post_json("/v1/games/review", &game_log(variant, &longest))
        .await;
    // Assert: every option of every decision, within the bound before compression.
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert!(longest.deals.len() >= 10, "{} hands", longest.deals.len());
    assert!(reply.text.len() < 256 * 1024, "{} bytes", reply.text.len());
}

/// `body` without its `dealt`.
fn without_dealt(mut body: Value) -> Value {
    body.as_object_mut().expect("a hand").remove("dealt");
    body
}

/// Each seat's margin and chance, explained, add up to what happened.
fn accounts_add_up(review: &Value) {
    for seat in review["seats"].as_array().expect("seats") {
        let m = &seat["margin"];
        let f = |k: &str| m[k].as_f64().expect(k);
        let explained = f("start") + f("baseline") + f("luck") - f("own_losses")
            + f("opponent_losses")
            + f("rules")
            + f("game_end");
        assert!((explained - f("final")).abs() < 1e-9, "{seat}");
        if let Some(c) = seat["chance"].as_object() {
            let g = |k: &str| c[k].as_f64().expect(k);
            let result = g("start") + g("luck") - g("own_losses") + g("opponent_losses");
            assert!((result - g("result")).abs() < 1e-9, "{seat}");
        }
    }
}

#[tokio::test]
async fn a_hand_without_dealt_has_its_play_judged_and_its_discards_listed_as_unjudged() {
    let app = spawn_app().await;
    // Arrange: one hand, and a game of two whose second hand has no dealt.
    let lone = without_dealt(hand([40, 52]));
    let game = json!({ "hands": [hand([0, 0]), without_dealt(second_hand())] });
    // Act
    let one = ok(&app, "/v1/rounds/review", &lone).await;
    let two = ok(&app, "/v1/games/review", &game).await;
    let judged = ok(&app, "/v1/rounds/review", &hand([40, 52])).await;
    // Assert: the pone's discard, then the dealer's, are unjudged; every card is judged.
    let listed = |review: &Value| -> Vec<(u64, u64)> {
        review["unjudged"]
            .as_array()
            .expect("unjudged")
            .iter()
            .map(|u| {
                let reason = u["reason"].as_str().expect("a reason");
                assert!(reason.contains("Player") && reason.contains("hand"), "{u}");
                (
                    u["hand"].as_u64().expect("hand"),
                    u["seat"].as_u64().expect("seat"),
                )
            })
            .collect()
    };
    assert_eq!(listed(&one), [(0, 0), (0, 1)]);
    assert_eq!(
        listed(&two),
        [(1, 1), (1, 0)],
        "the second hand's pone is seat 1"
    );
    assert_eq!(listed(&judged), []);
    let kinds = |review: &Value, hand: u64, kind: &str| {
        review["decisions"]
            .as_array()
            .expect("decisions")
            .iter()
            .filter(|d| d["hand"] == hand && d["kind"] == kind)
            .count()
    };
    assert_eq!(kinds(&one, 0, "discard"), 0);
    assert_eq!(kinds(&one, 0, "play"), kinds(&judged, 0, "play"));
    assert_eq!(
        kinds(&two, 0, "discard"),
        2,
        "the first hand is judged whole"
    );
    assert_eq!(kinds(&two, 1, "discard"), 0);
    assert!(kinds(&two, 1, "play") > 0);
    accounts_add_up(&one);
    accounts_add_up(&two);
}

/// A game greedy lost to the reference player, as its log: much to flag.
fn greedy_game() -> Value {
    let variant = Variant::SixCard;
    let game = play_game(variant, [Policy::Greedy, Policy::PositionUniform], 0, 7).expect("a game");
    game_log(variant, &game)
}

async fn review_in(app: &TestApp, path: &str, body: &Value, language: &str) -> (String, Value) {
    let reply = app
        .client
        .post(format!("{}{path}?lang={language}", app.address))
        .json(body)
        .send()
        .await
        .expect("an answer");
    assert_eq!(reply.status(), 200);
    let said = reply
        .headers()
        .get("content-language")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    (said, reply.json().await.expect("JSON"))
}

#[tokio::test]
async fn each_seat_is_rated_with_a_band_and_its_label_in_the_requests_language() {
    let app = spawn_app().await;
    let log = greedy_game();
    let bands = [
        "novice",
        "beginner",
        "casual",
        "strong",
        "expert",
        "world_class",
    ];
    let mut labels = Vec::new();
    for language in ["en", "de", "pl"] {
        // Act
        let (said, review) = review_in(&app, "/v1/games/review", &log, language).await;
        // Assert
        assert_eq!(said, language);
        let seats = review["seats"].as_array().expect("seats");
        let ratings: Vec<&Value> = seats.iter().map(|s| &s["rating"]).collect();
        for rating in &ratings {
            let value = rating["value"].as_f64().expect("a value");
            assert!((0.0..=100.0).contains(&value), "{rating}");
            assert_eq!((value * 10.0).round() / 10.0, value, "one decimal");
            let band = rating["band"].as_str().expect("a band");
            assert!(bands.contains(&band), "{rating}");
            assert!(!rating["label"].as_str().expect("a label").is_empty());
        }
        let value = |i: usize| ratings[i]["value"].as_f64().expect("value");
        assert!(
            value(0) < value(1),
            "greedy rates below the reference player"
        );
        labels.push(ratings[1]["label"].clone());
        for seat in seats {
            let summary = seat["summary"].as_str().expect("a summary");
            assert!(summary.ends_with('.'), "{summary}");
        }
    }
    // The reference player's band, worded in each language.
    assert!(
        labels[0] != labels[1] && labels[1] != labels[2] && labels[0] != labels[2],
        "{labels:?}"
    );
}

#[tokio::test]
async fn every_flagged_decision_says_why_in_the_requests_language() {
    let app = spawn_app().await;
    let log = greedy_game();
    for (language, openings) in [
        ("en", ["Better ", "Laying away "]),
        ("de", ["Besser ", "Besser "]),
        ("pl", ["Lepiej ", "Lepiej odłożyć"]),
    ] {
        // Act
        let (_, review) = review_in(&app, "/v1/games/review", &log, language).await;
        // Assert: a reason exactly on the flagged decisions, worded in the language.
        let decisions = review["decisions"].as_array().expect("decisions");
        let mut flagged = 0;
        for decision in decisions {
            let reason = decision.get("reason").and_then(Value::as_str);
            assert_eq!(
                reason.is_some(),
                decision["verdict"] != "none",
                "{language}: {decision}"
            );
            if let Some(reason) = reason {
                flagged += 1;
                let opening = if decision["kind"] == "play" {
                    openings[0]
                } else {
                    openings[1]
                };
                assert!(reason.starts_with(opening), "{language}: {reason}");
            }
        }
        assert!(flagged > 3, "{language}: {flagged} flagged");
    }
}
