//! `POST /v1/rounds/score`: hands, crib, starter and play that cannot make one deal.

use reqwest::Method;
use serde_json::json;

use super::*;

/// Every bad request to this resource, each with the answer it must get.
pub(super) fn rows() -> Vec<Row> {
    vec![
        post(
            "rounds: truncated JSON",
            ROUNDS,
            &round().to_string()[..40],
            400,
            &[],
        ),
        post(
            "rounds: dealer 2 of 2 seats",
            ROUNDS,
            patched(round(), json!({ "dealer": 2 })),
            422,
            &["/dealer"],
        ),
        post(
            "rounds: dealer -1",
            ROUNDS,
            patched(round(), json!({ "dealer": -1 })),
            422,
            &["/dealer"],
        ),
        post(
            "rounds: dealer 2^64",
            ROUNDS,
            round()
                .to_string()
                .replacen("\"dealer\":1", "\"dealer\":18446744073709551616", 1),
            422,
            &["/dealer"],
        ),
        post(
            "rounds: dealer 1e400",
            ROUNDS,
            round()
                .to_string()
                .replacen("\"dealer\":1", "\"dealer\":1e400", 1),
            422,
            &["/dealer"],
        ),
        post(
            "rounds: dealer null",
            ROUNDS,
            patched(round(), json!({ "dealer": null })),
            422,
            &["/dealer"],
        ),
        post(
            "rounds: missing dealer",
            ROUNDS,
            without(round(), "dealer"),
            422,
            &[""],
        ),
        post(
            "rounds: a seat has already won",
            ROUNDS,
            patched(round(), json!({ "scores": [121, 0] })),
            422,
            &["/scores/0"],
        ),
        post(
            "rounds: three scores for two seats",
            ROUNDS,
            patched(round(), json!({ "scores": [1, 2, 3] })),
            422,
            &["/scores"],
        ),
        post(
            "rounds: a negative score",
            ROUNDS,
            patched(round(), json!({ "scores": [-5, 0] })),
            422,
            &["/scores/0"],
        ),
        post(
            "rounds: target 0",
            ROUNDS,
            patched(round(), json!({ "target": 0 })),
            422,
            &["/target"],
        ),
        post(
            "rounds: target 1001",
            ROUNDS,
            patched(round(), json!({ "target": 1001 })),
            422,
            &["/target"],
        ),
        post(
            "rounds: the same card in two seats' hands",
            ROUNDS,
            patched(
                round(),
                json!({ "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "4H"]] }),
            ),
            422,
            &["/hands/1/3"],
        ),
        post(
            "rounds: the starter in the crib",
            ROUNDS,
            patched(round(), json!({ "starter": "AH" })),
            422,
            &["/crib/0"],
        ),
        post(
            "rounds: a hand card in the crib",
            ROUNDS,
            patched(round(), json!({ "crib": ["AH", "3S", "8D", "QD"] })),
            422,
            &["/hands/0/3"],
        ),
        post(
            "rounds: a five-card crib",
            ROUNDS,
            patched(round(), json!({ "crib": ["AH", "3S", "8D", "KH", "2C"] })),
            422,
            &["/crib"],
        ),
        post(
            "rounds: an empty crib",
            ROUNDS,
            patched(round(), json!({ "crib": [] })),
            422,
            &["/crib"],
        ),
        post(
            "rounds: crib is a string",
            ROUNDS,
            patched(round(), json!({ "crib": "AH 3S 8D KH" })),
            422,
            &["/crib"],
        ),
        post(
            "rounds: one hand for two seats",
            ROUNDS,
            patched(round(), json!({ "hands": [["4H", "6H", "9C", "QD"]] })),
            422,
            &["/hands"],
        ),
        post(
            "rounds: five hands",
            ROUNDS,
            patched(round(), json!({ "hands": [[], [], [], [], []] })),
            422,
            &["/hands"],
        ),
        post(
            "rounds: hands of strings",
            ROUNDS,
            patched(round(), json!({ "hands": ["4H", "6H"] })),
            422,
            &["/hands/0"],
        ),
        post(
            "rounds: four-card hands in five_card",
            ROUNDS,
            patched(round(), json!({ "variant": "five_card" })),
            422,
            &["/hands/0", "/hands/1"],
        ),
        post(
            "rounds: four_player with unequal partners and two hands",
            ROUNDS,
            patched(
                round(),
                json!({ "variant": "four_player", "scores": [1, 2, 3, 4] }),
            ),
            422,
            &["/scores/2", "/scores/3", "/hands"],
        ),
        post(
            "rounds: the play is incomplete",
            ROUNDS,
            patched(round(), json!({ "events": ["4H", "5S", "6H", "5H"] })),
            422,
            &["/events"],
        ),
        post(
            "rounds: a card past 31",
            ROUNDS,
            patched(
                round(),
                json!({ "events": ["4H", "5S", "6H", "5H", "9C", "5D"] }),
            ),
            422,
            &["/events/5"],
        ),
        post(
            "rounds: a go after the play is over",
            ROUNDS,
            patched(
                round(),
                json!({ "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC", "go"] }),
            ),
            422,
            &["/events/10"],
        ),
        post(
            "rounds: a crib card played",
            ROUNDS,
            patched(
                round(),
                json!({ "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "KH"] }),
            ),
            422,
            &["/events/9"],
        ),
        post(
            "rounds: a card played twice",
            ROUNDS,
            patched(
                round(),
                json!({ "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "4H"] }),
            ),
            422,
            &["/events/9"],
        ),
        post(
            "rounds: player 5",
            ROUNDS,
            patched(
                round(),
                json!({ "events": [{ "card": "4H", "player": 5 }] }),
            ),
            422,
            &["/events/0/player"],
        ),
        post(
            "rounds: player -1",
            ROUNDS,
            patched(
                round(),
                json!({ "events": [{ "card": "4H", "player": -1 }] }),
            ),
            422,
            &["/events/0/player"],
        ),
        post(
            "rounds: the dealer leads",
            ROUNDS,
            patched(
                round(),
                json!({ "events": [{ "card": "5S", "player": 1 }] }),
            ),
            422,
            &["/events/0"],
        ),
        post(
            "rounds: claims over 29",
            ROUNDS,
            patched(
                round(),
                json!({ "claims": { "hands": [30, 2], "crib": 40 } }),
            ),
            422,
            &["/claims/hands/0", "/claims/crib"],
        ),
        post(
            "rounds: one claim for two seats",
            ROUNDS,
            patched(round(), json!({ "claims": { "hands": [3] } })),
            422,
            &["/claims/hands"],
        ),
        post(
            "rounds: a negative crib claim",
            ROUNDS,
            patched(round(), json!({ "claims": { "crib": -1 } })),
            422,
            &["/claims/crib"],
        ),
        post(
            "rounds: unknown field in claims",
            ROUNDS,
            patched(round(), json!({ "claims": { "hand": [3, 4] } })),
            422,
            &["/claims/hand"],
        ),
        post(
            "rounds: unknown match scoring",
            ROUNDS,
            patched(round(), json!({ "rules": { "match_scoring": "bogus" } })),
            422,
            &["/rules/match_scoring"],
        ),
        post(
            "rounds: three for last in six_card",
            ROUNDS,
            patched(round(), json!({ "rules": { "three_for_last": true } })),
            422,
            &["/rules/three_for_last"],
        ),
        post(
            "rounds: muggins is a number",
            ROUNDS,
            patched(round(), json!({ "rules": { "muggins": 1 } })),
            422,
            &["/rules/muggins"],
        ),
        post(
            "rounds: unknown field in rules",
            ROUNDS,
            patched(
                round(),
                json!({ "rules": { "muggins": true, "unknown": 1 } }),
            ),
            422,
            &["/rules/unknown"],
        ),
        post(
            "rounds: unknown top-level field",
            ROUNDS,
            patched(round(), json!({ "extra": {} })),
            422,
            &["/extra"],
        ),
        post(
            "rounds: a duplicate key",
            ROUNDS,
            format!(
                "{},\"starter\":\"5C\"}}",
                round().to_string().trim_end_matches('}')
            ),
            422,
            &[""],
        ),
        post(
            "rounds: a lone suit symbol as the starter",
            ROUNDS,
            patched(round(), json!({ "starter": "\u{2665}" })),
            422,
            &["/starter"],
        ),
        post(
            "rounds: an unsupported lang",
            "/v1/rounds/score?lang=fr",
            round().to_string(),
            422,
            &["/"],
        ),
        post(
            "rounds: a 10,000-card hand is over the body limit",
            ROUNDS,
            patched(round(), json!({ "hands": [ten_thousand(), []] })),
            413,
            &[],
        ),
        post(
            "rounds: application/xml",
            ROUNDS,
            round().to_string(),
            415,
            &[],
        )
        .content_type("application/xml"),
        bare("rounds: DELETE", Method::DELETE, ROUNDS, 405).allow("POST"),
        bare("rounds: GET", Method::GET, ROUNDS, 405).allow("POST"),
    ]
}
