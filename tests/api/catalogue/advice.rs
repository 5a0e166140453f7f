//! `POST /v1/pegging/recommend`, and the play's additions to `POST /v1/discards/recommend`.

use reqwest::Method;
use serde_json::json;

use super::*;

/// `POST /v1/pegging/recommend`, and the play's additions to `POST /v1/discards/recommend`.
pub(super) fn rows() -> Vec<Row> {
    vec![
        post(
            "advice: truncated JSON",
            ADVICE,
            r#"{"hand": ["5H""#,
            400,
            &[],
        ),
        post(
            "advice: a hand card already played",
            ADVICE,
            patched(position(), json!({ "hand": ["10S", "6C", "9S", "JD"] })),
            422,
            &["/hand/0"],
        ),
        post(
            "advice: three cards where the events leave four",
            ADVICE,
            patched(position(), json!({ "hand": ["5H", "6C", "9S"] })),
            422,
            &["/hand"],
        ),
        post(
            "advice: the play is over",
            ADVICE,
            json!({
                "hand": [],
                "events": ["AH", "AS", "2H", "2S", "3H", "3S", "4H", "4S"]
            })
            .to_string(),
            422,
            &["/events"],
        ),
        post(
            "advice: a discard repeats a hand card",
            ADVICE,
            patched(position(), json!({ "discards": ["5H", "2C"] })),
            422,
            &["/discards/0"],
        ),
        post(
            "advice: three discards in six_card",
            ADVICE,
            patched(position(), json!({ "discards": ["2C", "3C", "4C"] })),
            422,
            &["/discards"],
        ),
        post(
            "advice: the starter is in the play",
            ADVICE,
            patched(position(), json!({ "starter": "10S" })),
            422,
            &["/starter"],
        ),
        post(
            "advice: three players holding five cards at the lead",
            ADVICE,
            json!({ "variant": "three_player", "hand": ["5H", "6C", "9S", "JD", "KD"] })
                .to_string(),
            422,
            &["/hand"],
        ),
        post(
            "advice: four players, a go at 21 where every card fits",
            ADVICE,
            json!({
                "variant": "four_player", "hand": ["5H", "6C", "9S"],
                "events": ["KS", "QS", "AD", "go"]
            })
            .to_string(),
            422,
            &["/events/3"],
        ),
        post(
            "advice: a target the four-player board does not serve",
            ADVICE,
            json!({
                "variant": "four_player", "hand": ["5H", "6C", "9S", "JD"],
                "scores": [10, 20], "target": 300
            })
            .to_string(),
            422,
            &["/target"],
        ),
        post(
            "advice: four scores whose partners differ",
            ADVICE,
            json!({
                "variant": "four_player", "hand": ["5H", "6C", "9S", "JD"],
                "scores": [10, 20, 11, 20]
            })
            .to_string(),
            422,
            &["/scores/2"],
        ),
        post(
            "advice: an event past 31",
            ADVICE,
            json!({ "hand": ["5S", "2C"], "events": ["KH", "QH", "KS", "5D"] }).to_string(),
            422,
            &["/events/3"],
        ),
        post(
            "advice: a go at 10, where every card fits",
            ADVICE,
            patched(
                position(),
                json!({ "events": ["10S", "go"], "hand": ["5H", "6C", "9S"] }),
            ),
            422,
            &["/events/1"],
        ),
        post(
            "advice: a decision on reneged cards (the go was a renege)",
            ADVICE,
            patched(
                position(),
                json!({ "events": ["10S", { "go": true, "reneged": "dead" }], "hand": ["5H", "6C", "9S"] }),
            ),
            422,
            &["/events/1/reneged"],
        ),
        post(
            "advice: an earlier hand's shown hand of three cards",
            ADVICE,
            patched(position(), json!({ "history": [earlier(json!({ "shown": ["3C", "4D", "9S"], "events": [] }))] })),
            422,
            &["/history/0/shown"],
        ),
        post(
            "advice: an earlier hand's one discard",
            ADVICE,
            patched(position(), json!({ "history": [earlier(json!({ "discards": ["QC"] }))] })),
            422,
            &["/history/0/discards"],
        ),
        post(
            "advice: an earlier hand's discard repeats a card it showed",
            ADVICE,
            patched(position(), json!({ "history": [earlier(json!({ "discards": ["QC", "3C"] }))] })),
            422,
            &["/history/0/discards/1"],
        ),
        post(
            "advice: an earlier hand's shown card that is not a card",
            ADVICE,
            patched(position(), json!({ "history": [earlier(json!({ "shown": ["3C", "4D", "9S", "KX"], "events": [] }))] })),
            422,
            &["/history/0/shown/3"],
        ),
        post(
            "advice: an earlier hand's play past 31 (a card's text alone)",
            ADVICE,
            patched(position(), json!({ "history": [earlier(json!({ "events": ["3C", "10H", "4D", "AS", "9S", "5H"] }))] })),
            422,
            &["/history/0/events/5"],
        ),
        post(
            "advice: an earlier hand's event card that is not a card (an object)",
            ADVICE,
            patched(position(), json!({ "history": [earlier(json!({ "events": ["3C", { "card": "1H" }] }))] })),
            422,
            &["/history/0/events/1/card"],
        ),
        post(
            "advice: the opponent laid a card it did not show",
            ADVICE,
            patched(position(), json!({ "history": [earlier(json!({ "events": ["3C", "10H", "QS"] }))] })),
            422,
            &["/history/0/events/2"],
        ),
        post(
            "advice: an earlier hand's unknown role",
            ADVICE,
            patched(position(), json!({ "history": [earlier(json!({ "role": "crib" }))] })),
            422,
            &["/history/0/role"],
        ),
        post(
            "advice: an earlier hand without its shown hand",
            ADVICE,
            patched(position(), json!({ "history": [{ "role": "pone" }] })),
            422,
            &["/history/0"],
        ),
        post(
            "advice: more earlier hands than a game has",
            ADVICE,
            patched(position(), json!({ "history": vec![earlier(json!({})); 65] })),
            422,
            &["/history"],
        ),
        post(
            "advice: earlier hands with three players",
            ADVICE,
            json!({
                "variant": "three_player", "hand": ["5H", "6C", "9S"], "events": [],
                "history": [{ "role": "pone", "shown": ["3C", "4D", "9S"] }]
            })
            .to_string(),
            422,
            &["/history"],
        ),
        post(
            "advice: an unknown level",
            ADVICE,
            patched(position(), json!({ "level": "hard" })),
            422,
            &["/level"],
        ),
        post(
            "advice: a seed that is not a whole number",
            ADVICE,
            patched(position(), json!({ "level": "newcomer", "seed": 1.5 })),
            422,
            &["/seed"],
        ),
        post(
            "advice: an unknown model of the opponent",
            ADVICE,
            patched(position(), json!({ "opponent": "psychic" })),
            422,
            &["/opponent"],
        ),
        post(
            "advice: an unknown card in the hand",
            ADVICE,
            patched(position(), json!({ "hand": ["5H", "6C", "9S", "1D"] })),
            422,
            &["/hand/3"],
        ),
        post(
            "advice: the card of an event object",
            ADVICE,
            patched(position(), json!({ "events": [{ "card": "ZZ" }] })),
            422,
            &["/events/0/card"],
        ),
        post(
            "advice: unknown field",
            ADVICE,
            patched(position(), json!({ "board": [0, 0] })),
            422,
            &["/board"],
        ),
        post(
            "advice: a score at the target",
            ADVICE,
            patched(position(), json!({ "scores": [121, 100] })),
            422,
            &["/scores/0"],
        ),
        post(
            "advice: one score",
            ADVICE,
            patched(position(), json!({ "scores": [100] })),
            422,
            &["/scores"],
        ),
        post(
            "advice: a negative score",
            ADVICE,
            patched(position(), json!({ "scores": [100, -3] })),
            422,
            &["/scores/1"],
        ),
        post(
            "advice: a target the board does not serve",
            ADVICE,
            patched(position(), json!({ "scores": [10, 20], "target": 300 })),
            422,
            &["/target"],
        ),
        post(
            "advice: asked by player 0 when the dealer is to play",
            ADVICE,
            patched(position(), json!({ "player": 0 })),
            422,
            &["/player"],
        ),
        post(
            "advice: two scores with three players",
            ADVICE,
            json!({
                "variant": "three_player", "hand": ["5H", "6C", "9S", "JD"],
                "scores": [10, 20]
            })
            .to_string(),
            422,
            &["/scores"],
        ),
        post(
            "discards: ordering for the win without the board",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "objective": "win" })
                .to_string(),
            422,
            &["/objective"],
        ),
        post(
            "discards: a score past the target",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "scores": [5, 130] })
                .to_string(),
            422,
            &["/scores/1"],
        ),
        post(
            "discards: a target the board does not serve",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "scores": [5, 13], "target": 242 })
                .to_string(),
            422,
            &["/target"],
        ),
        post(
            "discards: a target past the schema's range, without scores, is still checked",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "target": 2_147_483_648_u64 })
                .to_string(),
            422,
            &["/target"],
        ),
        post(
            "advice: a target without scores is still checked",
            ADVICE,
            patched(position(), json!({ "target": 300 })),
            422,
            &["/target"],
        ),
        post(
            "discards: three scores",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "scores": [5, 13, 20] })
                .to_string(),
            422,
            &["/scores"],
        ),
        post(
            "discards: two scores with three players",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C"], "dealer": true, "variant": "three_player", "scores": [5, 13] })
                .to_string(),
            422,
            &["/scores"],
        ),
        post(
            "discards: a pone of three with a board and no seat",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C"], "dealer": false, "variant": "three_player", "scores": [5, 13, 20] })
                .to_string(),
            422,
            &["/seat"],
        ),
        post(
            "discards: the dealer's seat of three with dealer false",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C"], "dealer": false, "variant": "three_player", "seat": 2 })
                .to_string(),
            422,
            &["/seat"],
        ),
        post(
            "discards: seat 4 with four players",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C"], "dealer": true, "variant": "four_player", "seat": 4 })
                .to_string(),
            422,
            &["/seat"],
        ),
        post(
            "discards: a negative seat",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "seat": -1 })
                .to_string(),
            422,
            &["/seat"],
        ),
        post(
            "advice: missing hand",
            ADVICE,
            without(position(), "hand"),
            422,
            &[""],
        ),
        post(
            "advice: 10,000 cards are over the body limit",
            ADVICE,
            patched(position(), json!({ "hand": vec!["5H"; 10_000] })),
            413,
            &[],
        ),
        post(
            "advice: text/plain",
            ADVICE,
            position().to_string(),
            415,
            &[],
        )
        .content_type("text/plain"),
        bare("advice: GET", Method::GET, ADVICE, 405).allow("POST"),
        post(
            "discards: ordered for the win with three players and no board",
            DISCARDS,
            json!({
                "cards": ["JH", "5H", "5S", "10H", "QH"], "dealer": false,
                "variant": "three_player", "objective": "win"
            })
            .to_string(),
            422,
            &["/objective"],
        ),
        post(
            "discards: the play with four players and a card twice",
            DISCARDS,
            json!({
                "cards": ["JH", "5H", "5S", "10H", "JH"], "dealer": false,
                "variant": "four_player", "play": true
            })
            .to_string(),
            422,
            &["/cards/4"],
        ),
        post(
            "discards: an unknown objective",
            DISCARDS,
            patched(deal(), json!({ "objective": "win" })),
            422,
            &["/objective"],
        ),
        post(
            "discards: play is a string",
            DISCARDS,
            patched(deal(), json!({ "play": "yes" })),
            422,
            &["/play"],
        ),
    ]
}

/// An earlier hand of the game, the opponent the pone, with `changes` made: a play the rules
/// allow in which the opponent laid the four cards it showed.
fn earlier(changes: Value) -> Value {
    let mut hand = json!({
            "role": "pone",
            "shown": ["3C", "4D", "9S", "KH"],
            "discards": ["QC", "JD"],
        "events": ["3C", "10H", "4D", "AS", "9S", "go", "go", "5H", "KH", "6S"]
    });
    for (key, value) in changes.as_object().expect("changes are an object") {
        hand[key] = value.clone();
    }
    hand
}
