//! `POST /v1/pegging/score` and `POST /v1/pegging/validate`: the play, event by event, through a
//! real server.

use serde_json::{Value, json};

use crate::helpers::{Reply, TestApp, assert_problem, spawn_app};

mod both;
mod refusals;
mod score;
mod validate;

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
