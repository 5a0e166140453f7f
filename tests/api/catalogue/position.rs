//! `POST /v1/position`, and the board wherever scores are taken.

use reqwest::Method;
use serde_json::json;

use super::*;

/// A board `POST /v1/position` judges: dealer on 35, pone on 37.
fn board() -> Value {
    json!({ "scores": [35, 37], "dealer": 0 })
}

/// `POST /v1/position`: every way a board can be refused. Each detail says what the model
/// expects, so the rows check its words too. (HEAD, whose 405 has no body to check, is in
/// `position.rs`.)
pub(super) fn rows() -> Vec<Row> {
    let row = |name, patch: Value, pointers: &[&str]| {
        post(name, POSITION, patched(board(), patch), 422, pointers)
    };
    vec![
        row(
            "position: three players with two scores",
            json!({ "variant": "three_player" }),
            &["/scores"],
        )
        .errors_say("2 scores for 3 seats"),
        row(
            "position: three players, dealer seat 3",
            json!({ "variant": "three_player", "scores": [1, 2, 3], "dealer": 3 }),
            &["/dealer"],
        ),
        row(
            "position: three players, a score at the target",
            json!({ "variant": "three_player", "scores": [1, 121, 3] }),
            &["/scores/1"],
        ),
        row(
            "position: four players with three scores",
            json!({ "variant": "four_player", "scores": [1, 2, 3] }),
            &["/scores"],
        )
        .errors_say("for 4 seats"),
        row(
            "position: four players whose partners' scores differ",
            json!({ "variant": "four_player", "scores": [10, 20, 10, 25] }),
            &["/scores/3"],
        )
        .errors_say("partners share a score"),
        row(
            "position: four players, dealer seat 4, to 300",
            json!({ "variant": "four_player", "dealer": 4, "target": 300 }),
            &["/target", "/dealer"],
        ),
        row("position: an unknown variant", json!({ "variant": "six" }), &["/variant"])
            .errors_say("expected one of"),
        row("position: a target of 242", json!({ "target": 242 }), &["/target"])
            .errors_say("solved for targets from 1 to 241, not 242"),
        row(
            "position: five_card to 1000",
            json!({ "variant": "five_card", "scores": [10, 13], "target": 1000 }),
            &["/target"],
        )
        .errors_say("solved for targets from 1 to 241, not 1000"),
        row("position: a negative target", json!({ "target": -1 }), &["/target"])
            .errors_say("a whole number from 0"),
        row("position: one score", json!({ "scores": [35] }), &["/scores"])
            .errors_say("1 score for 2 seats"),
        row("position: three scores", json!({ "scores": [35, 37, 40] }), &["/scores"])
            .errors_say("for 2 seats"),
        row("position: no scores", json!({ "scores": [] }), &["/scores"]).errors_say("for 2 seats"),
        row("position: five scores", json!({ "scores": [1, 2, 3, 4, 5] }), &["/scores"])
            .errors_say("5 scores for 2 seats: one score a seat"),
        row(
            "position: five scores, dealer 5 and target 700: every problem at once",
            json!({ "scores": [1, 2, 3, 4, 5], "dealer": 5, "target": 700 }),
            &["/target", "/scores", "/dealer"],
        ),
        row(
            "position: a refused target does not judge the scores",
            json!({ "scores": [1, 2], "target": 0 }),
            &["/target"],
        ),
        row(
            "position: with a refused target the scores are judged against 121",
            json!({ "scores": [150, 2], "target": 300 }),
            &["/target", "/scores/0"],
        ),
        row("position: scores as text", json!({ "scores": "35,37" }), &["/scores"])
            .errors_say("expected an array"),
        row("position: a score at the target", json!({ "scores": [121, 37] }), &["/scores/0"])
            .errors_say("has reached the target of 121: the game is over"),
        row("position: a score past the target", json!({ "scores": [35, 300] }), &["/scores/1"])
            .errors_say("has reached the target of 121: the game is over"),
        row("position: both scores at the target", json!({ "scores": [121, 121] }), &["/scores/0", "/scores/1"])
            .errors_say("the game is over"),
        row(
            "position: a five_card score at 61",
            json!({ "variant": "five_card", "scores": [10, 61] }),
            &["/scores/1"],
        )
        .errors_say("has reached the target of 61"),
        row("position: a negative score", json!({ "scores": [-1, 37] }), &["/scores/0"])
            .errors_say("a whole number from 0"),
        row("position: a fractional score", json!({ "scores": [35, 1.5] }), &["/scores/1"])
            .errors_say("a whole number from 0"),
        row("position: a score past u32", json!({ "scores": [4_294_967_296_u64, 37] }), &["/scores/0"])
            .errors_say("a whole number from 0"),
        row("position: dealer 2", json!({ "dealer": 2 }), &["/dealer"]).errors_say("seats are 1 to 2"),
        row("position: a negative dealer", json!({ "dealer": -1 }), &["/dealer"])
            .errors_say("a non-negative whole number"),
        row("position: the dealer as text", json!({ "dealer": "0" }), &["/dealer"])
            .errors_say("a non-negative whole number"),
        row(
            "position: every board problem at once",
            json!({ "scores": [130], "dealer": 2, "target": 300 }),
            &["/target", "/scores", "/dealer", "/scores/0"],
        ),
        row("position: unknown field", json!({ "board": [35, 37] }), &["/board"])
            .errors_say("unknown field `board`, expected one of `scores`, `dealer`, `target`, `variant`, `rules`"),
        row("position: rules as an array", json!({ "rules": ["acc"] }), &["/rules"])
            .errors_say("expected a JSON object"),
        row("position: rules as text", json!({ "rules": "acc" }), &["/rules"])
            .errors_say("expected a JSON object"),
        row("position: a rulebook profile in rules", json!({ "rules": { "profile": "acc" } }), &["/rules/profile"])
            .errors_say("unknown field `profile`, expected `match_scoring`"),
        row(
            "position: an unknown match_scoring",
            json!({ "rules": { "match_scoring": "tournament" } }),
            &["/rules/match_scoring"],
        )
        .errors_say("expected `acc` or `free_play`"),
        post("position: missing dealer", POSITION, without(board(), "dealer"), 422, &[""])
            .errors_say("missing field `dealer`"),
        post("position: missing scores", POSITION, without(board(), "scores"), 422, &[""])
            .errors_say("missing field `scores`"),
        post("position: a repeated key", POSITION, r#"{"scores": [1, 2], "dealer": 0, "dealer": 1}"#, 422, &[""])
            .errors_say("duplicate field `dealer`"),
        post("position: an array body", POSITION, "[35, 37]", 422, &[""])
            .errors_say("a JSON object"),
        post("position: truncated JSON", POSITION, r#"{"scores": [35, 3"#, 400, &[]),
        post("position: not JSON", POSITION, "scores=35,37&dealer=0", 400, &[]),
        post(
            "position: 10,000 scores are over the body limit",
            POSITION,
            patched(board(), json!({ "scores": vec![1; 10_000] })),
            413,
            &[],
        ),
        post("position: text/plain", POSITION, board().to_string(), 415, &[]).content_type("text/plain"),
        post("position: no content type", POSITION, board().to_string(), 415, &[]).content_type(""),
        bare("position: GET", Method::GET, POSITION, 405).allow("POST"),
        bare("position: PUT", Method::PUT, POSITION, 405).allow("POST"),
    ]
}
