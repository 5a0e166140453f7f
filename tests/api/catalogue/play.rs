//! `POST /v1/pegging/score`: impossible plays, events in every wrong shape, hands that do not fit.

use reqwest::Method;
use serde_json::json;

use super::*;

/// Every bad request to this resource, each with the answer it must get.
pub(super) fn rows() -> Vec<Row> {
    // A 65-card hand in the play: the whole deck, then its first 13 cards again.
    let mut long_hand = deck();
    long_hand.extend(deck().into_iter().take(13));
    let mut hand_of_65 = post(
        "play: a 65-card hand names its repeated cards at /hands/0/52..64",
        PLAY,
        json!({ "events": [], "hands": [long_hand, []] }).to_string(),
        422,
        &[],
    );
    hand_of_65.pointers = pointers(&["/hands/0", "/hands/1"], "/hands/0", 52..65);

    vec![
        post(
            "play: truncated JSON",
            PLAY,
            r#"{"events": ["5H", "#,
            400,
            &[],
        ),
        post("play: empty object", PLAY, "{}", 422, &[""]),
        post(
            "play: events is null",
            PLAY,
            json!({ "events": null }).to_string(),
            422,
            &["/events"],
        ),
        post(
            "play: events is a string",
            PLAY,
            json!({ "events": "5H" }).to_string(),
            422,
            &["/events"],
        ),
        post(
            "play: an event is a number",
            PLAY,
            json!({ "events": [5] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: an event is null",
            PLAY,
            json!({ "events": ["5H", null] }).to_string(),
            422,
            &["/events/1"],
        ),
        post(
            "play: an event is an array",
            PLAY,
            json!({ "events": [["5H"]] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: an event with both card and go",
            PLAY,
            json!({ "events": [{ "card": "5H", "go": true }] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: an empty event object",
            PLAY,
            json!({ "events": [{}] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: an unknown field in an event",
            PLAY,
            json!({ "events": [{ "card": "5H", "foo": 1 }] }).to_string(),
            422,
            &["/events/0/foo"],
        ),
        post(
            "play: go false",
            PLAY,
            json!({ "events": [{ "go": false }] }).to_string(),
            422,
            &["/events/0/go"],
        ),
        post(
            "play: a go with a claim",
            PLAY,
            json!({ "events": [{ "go": true, "claimed": 2 }] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: a card with a decision on reneged cards",
            PLAY,
            json!({ "events": [{ "card": "5H", "reneged": "dead" }] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: reneged cards neither dead nor played",
            PLAY,
            json!({ "events": [{ "go": true, "reneged": "gone" }] }).to_string(),
            422,
            &["/events/0/reneged"],
        ),
        post(
            "play: a decision on a go that is no renege",
            PLAY,
            json!({
                "events": ["KS", "QH", "9S", { "go": true, "reneged": "dead" }],
                "hands": [["KS", "9S", "5S", "5H"], ["QH", "10H", "JH", "KH"]]
            })
            .to_string(),
            422,
            &["/events/3/reneged"],
        ),
        post(
            "play: a decision on reneged cards without the hands",
            PLAY,
            json!({ "events": ["5S", { "go": true, "reneged": "dead" }] }).to_string(),
            422,
            &["/events/1/reneged"],
        ),
        post(
            "play: a card declared dead, laid",
            PLAY,
            json!({
                "events": ["KS", "KH", "5S", { "go": true, "reneged": "dead" }, "4S", "2S", "5H"],
                "hands": [["KS", "5S", "4S", "2S"], ["AH", "5H", "9H", "KH"]]
            })
            .to_string(),
            422,
            &["/events/6"],
        ),
        post(
            "play: claimed 30 on a card",
            PLAY,
            json!({ "events": [{ "card": "5H", "claimed": 30 }] }).to_string(),
            422,
            &["/events/0/claimed"],
        ),
        post(
            "play: player -1",
            PLAY,
            json!({ "events": [{ "card": "5H", "player": -1 }] }).to_string(),
            422,
            &["/events/0/player"],
        ),
        post(
            "play: player 2^64",
            PLAY,
            r#"{"events": [{"card": "5H", "player": 18446744073709551616}]}"#,
            422,
            &["/events/0/player"],
        ),
        post(
            "play: player 7 of 2",
            PLAY,
            json!({ "events": [{ "card": "5H", "player": 7 }] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: player out of turn",
            PLAY,
            json!({ "events": [{ "card": "5H", "player": 1 }] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: a card past 31",
            PLAY,
            json!({ "events": ["KH", "QH", "JH", "5H"] }).to_string(),
            422,
            &["/events/3"],
        ),
        post(
            "play: a card played twice",
            PLAY,
            json!({ "events": ["KH", "QH", "kh"] }).to_string(),
            422,
            &["/events/2"],
        ),
        post(
            "play: an empty card",
            PLAY,
            json!({ "events": [""] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: an unknown card in an event object",
            PLAY,
            json!({ "events": [{ "card": "XX" }] }).to_string(),
            422,
            &["/events/0/card"],
        ),
        post(
            "play: a fullwidth card",
            PLAY,
            json!({ "events": ["\u{FF15}H"] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: 5 players",
            PLAY,
            json!({ "players": 5, "events": [] }).to_string(),
            422,
            &["/players"],
        ),
        post(
            "play: 1 player",
            PLAY,
            json!({ "players": 1, "events": [] }).to_string(),
            422,
            &["/players"],
        ),
        post(
            "play: players -1",
            PLAY,
            json!({ "players": -1, "events": [] }).to_string(),
            422,
            &["/players"],
        ),
        post(
            "play: players 2.0",
            PLAY,
            json!({ "players": 2.0, "events": [] }).to_string(),
            422,
            &["/players"],
        ),
        post(
            "play: 3 players in six_card",
            PLAY,
            json!({ "players": 3, "variant": "six_card", "events": [] }).to_string(),
            422,
            &["/players"],
        ),
        post(
            "play: unknown variant",
            PLAY,
            json!({ "variant": "nine_card", "events": [] }).to_string(),
            422,
            &["/variant"],
        ),
        post(
            "play: unknown top-level field",
            PLAY,
            patched(play(), json!({ "extra": true })),
            422,
            &["/extra"],
        ),
        post(
            "play: complete is a string",
            PLAY,
            patched(play(), json!({ "complete": "yes" })),
            422,
            &["/complete"],
        ),
        post(
            "play: complete with no card played",
            PLAY,
            json!({ "events": [], "complete": true }).to_string(),
            422,
            &["/complete"],
        ),
        post(
            "play: complete but cards are left",
            PLAY,
            patched(play(), json!({ "events": ["AH", "AS", "2H"] })),
            422,
            &["/complete"],
        ),
        post(
            "play: a go after the play is over",
            PLAY,
            patched(
                play(),
                json!({ "events": ["AH", "AS", "2H", "2S", "3H", "3S", "4H", "4S", "go"] }),
            ),
            422,
            &["/events/8"],
        ),
        post(
            "play: a card not in the player's hand",
            PLAY,
            patched(play(), json!({ "events": ["9C"] })),
            422,
            &["/events/0"],
        ),
        post(
            "play: one hand for two players",
            PLAY,
            patched(play(), json!({ "hands": [["AH", "2H", "3H", "4H"]] })),
            422,
            &["/hands"],
        ),
        post(
            "play: the same card in two hands",
            PLAY,
            patched(
                play(),
                json!({ "hands": [["AH", "2H", "3H", "4H"], ["AH", "2S", "3S", "4S"]] }),
            ),
            422,
            &["/hands/1/0"],
        ),
        post(
            "play: a three-card hand",
            PLAY,
            patched(
                play(),
                json!({ "hands": [["AH", "2H", "3H"], ["AS", "2S", "3S", "4S"]] }),
            ),
            422,
            &["/hands/0"],
        ),
        post(
            "play: an unknown card in a hand",
            PLAY,
            patched(
                play(),
                json!({ "hands": [["AH", "2H", "3H", "XX"], ["AS", "2S", "3S", "4S"]] }),
            ),
            422,
            &["/hands/0/3"],
        ),
        post(
            "play: hands is an object",
            PLAY,
            patched(play(), json!({ "hands": { "0": ["AH"] } })),
            422,
            &["/hands"],
        ),
        post(
            "play: 201 events",
            PLAY,
            json!({ "events": vec!["go"; 201] }).to_string(),
            422,
            &["/events"],
        ),
        hand_of_65,
        post(
            "play: 10,000 events are over the body limit",
            PLAY,
            json!({ "events": ten_thousand() }).to_string(),
            413,
            &[],
        ),
        post("play: application/xml", PLAY, play().to_string(), 415, &[])
            .content_type("application/xml"),
        bare("play: GET", Method::GET, PLAY, 405).allow("POST"),
        bare("play: PATCH", Method::PATCH, PLAY, 405).allow("POST"),
    ]
}
