//! The reviews of a game and of a hand, and what scoring checks of `dealt`.

use reqwest::Method;
use serde_json::json;

use super::*;

/// [`round()`] with what each seat was dealt: the log a review takes.
fn dealt_round() -> Value {
    let mut round = round();
    round["dealt"] = json!([
        ["4H", "6H", "9C", "QD", "AH", "3S"],
        ["5S", "5H", "5D", "JC", "8D", "KH"]
    ]);
    round
}

/// [`game()`] with what each seat was dealt in each hand.
fn dealt_game() -> Value {
    let mut game = game();
    game["hands"][0] = dealt_round();
    game["hands"][1]["dealt"] = json!([
        ["3C", "4D", "10S", "KC", "AS", "6C"],
        ["7C", "8H", "9H", "QS", "JD", "QH"]
    ]);
    game
}

/// `dealt_round()` with `patch` applied to its `dealt`.
fn dealt_as(dealt: Value) -> String {
    patched(dealt_round(), json!({ "dealt": dealt }))
}

/// The reviews of a game and of a hand, and what scoring checks of `dealt`.
pub(super) fn rows() -> Vec<Row> {
    let six = |first: &str| {
        json!([
            ["4H", "6H", "9C", "QD", "AH", first],
            ["5S", "5H", "5D", "JC", "8D", "KH"]
        ])
    };
    vec![
        post(
            "round review: dealt for one seat of two",
            ROUND_REVIEW,
            dealt_as(json!([["4H", "6H", "9C", "QD", "AH", "3S"]])),
            422,
            &["/dealt"],
        ),
        post(
            "round review: five cards dealt in six-card cribbage",
            ROUND_REVIEW,
            dealt_as(json!([
                ["4H", "6H", "9C", "QD", "AH"],
                ["5S", "5H", "5D", "JC", "8D", "KH"]
            ])),
            422,
            &["/dealt/0"],
        ),
        post(
            "round review: a dealt card neither kept nor in the crib",
            ROUND_REVIEW,
            dealt_as(six("7C")),
            422,
            &["/dealt/0/5"],
        ),
        post(
            "round review: a kept card that was not dealt",
            ROUND_REVIEW,
            dealt_as(json!([
                ["2H", "6H", "9C", "QD", "AH", "3S"],
                ["5S", "5H", "5D", "JC", "8D", "KH"]
            ])),
            422,
            &["/dealt/0", "/dealt/0/0"],
        ),
        post(
            "round review: the starter dealt to a seat",
            ROUND_REVIEW,
            dealt_as(six("5C")),
            422,
            &["/dealt/0/5", "/dealt/0/5"],
        ),
        post(
            "round review: a dealt card that is not a card",
            ROUND_REVIEW,
            dealt_as(six("ZZ")),
            422,
            &["/dealt/0/5"],
        ),
        post(
            "round review: three players are not modelled",
            ROUND_REVIEW,
            patched(dealt_round(), json!({ "variant": "three_player" })),
            422,
            &["/variant"],
        ),
        post(
            "rounds: dealt, when given, is checked",
            ROUNDS,
            dealt_as(six("7C")),
            422,
            &["/dealt/0/5"],
        ),
        post(
            "round review: truncated JSON",
            ROUND_REVIEW,
            "{\"dealer\": ",
            400,
            &[],
        ),
        post(
            "round review: a 10,000-card dealt is over the body limit",
            ROUND_REVIEW,
            json!({ "dealt": [vec!["5H"; 10_000]] }).to_string(),
            413,
            &[],
        ),
        post(
            "round review: text/plain",
            ROUND_REVIEW,
            dealt_round().to_string(),
            415,
            &[],
        )
        .content_type("text/plain"),
        bare("round review: GET", Method::GET, ROUND_REVIEW, 405).allow("POST"),
        post(
            "game review: a dealt card unaccounted for in a later hand",
            GAME_REVIEW,
            {
                let mut game = dealt_game();
                game["hands"][1]["dealt"][1][5] = json!("2C");
                game.to_string()
            },
            422,
            &["/hands/1/dealt/1/5"],
        ),
        post(
            "game review: the deal does not pass",
            GAME_REVIEW,
            {
                let mut game = dealt_game();
                game["hands"][1]["dealer"] = json!(1);
                game.to_string()
            },
            422,
            &["/hands/1/dealer"],
        ),
        post(
            "game review: four players are not modelled",
            GAME_REVIEW,
            patched(dealt_game(), json!({ "variant": "four_player" })),
            422,
            &["/variant"],
        ),
        post(
            "game review: truncated JSON",
            GAME_REVIEW,
            "{\"hands\": [",
            400,
            &[],
        ),
        post(
            "game review: a 10,000-card hand is over the body limit",
            GAME_REVIEW,
            json!({ "hands": [{ "dealt": [vec!["5H"; 10_000]] }] }).to_string(),
            413,
            &[],
        ),
        post(
            "game review: text/plain",
            GAME_REVIEW,
            dealt_game().to_string(),
            415,
            &[],
        )
        .content_type("text/plain"),
        bare("game review: GET", Method::GET, GAME_REVIEW, 405).allow("POST"),
    ]
}
