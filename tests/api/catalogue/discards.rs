//! `POST /v1/discards/recommend`: deals of the wrong size, unknown models, the ladder's `level` and `seed`.

use reqwest::Method;
use serde_json::json;

use super::*;

/// Every bad request to this resource, each with the answer it must get.
pub(super) fn rows() -> Vec<Row> {
    vec![
        post(
            "discards: truncated JSON",
            DISCARDS,
            r#"{"cards": ["4C""#,
            400,
            &[],
        ),
        post(
            "discards: five cards in six_card",
            DISCARDS,
            patched(deal(), json!({ "cards": ["4C", "5D", "6H", "10S", "10C"] })),
            422,
            &["/cards"],
        ),
        post(
            "discards: seven cards",
            DISCARDS,
            patched(
                deal(),
                json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD", "QD"] }),
            ),
            422,
            &["/cards"],
        ),
        post(
            "discards: empty cards",
            DISCARDS,
            patched(deal(), json!({ "cards": [] })),
            422,
            &["/cards"],
        ),
        post(
            "discards: a card twice (any case)",
            DISCARDS,
            patched(
                deal(),
                json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "4c"] }),
            ),
            422,
            &["/cards/5"],
        ),
        post(
            "discards: missing dealer",
            DISCARDS,
            without(deal(), "dealer"),
            422,
            &[""],
        ),
        post(
            "discards: dealer is a string",
            DISCARDS,
            patched(deal(), json!({ "dealer": "true" })),
            422,
            &["/dealer"],
        ),
        post(
            "discards: dealer is null",
            DISCARDS,
            patched(deal(), json!({ "dealer": null })),
            422,
            &["/dealer"],
        ),
        post(
            "discards: dealer is 0",
            DISCARDS,
            patched(deal(), json!({ "dealer": 0 })),
            422,
            &["/dealer"],
        ),
        post(
            "discards: expert crib model in five_card, with six cards",
            DISCARDS,
            patched(
                deal(),
                json!({ "variant": "five_card", "crib_model": "expert" }),
            ),
            422,
            &["/crib_model", "/cards"],
        ),
        post(
            "discards: unknown crib model",
            DISCARDS,
            patched(deal(), json!({ "crib_model": "random" })),
            422,
            &["/crib_model"],
        ),
        post(
            "discards: an unknown model of the opponent's play",
            DISCARDS,
            patched(deal(), json!({ "play": true, "opponent": "psychic" })),
            422,
            &["/opponent"],
        ),
        post(
            "discards: an unknown level",
            DISCARDS,
            patched(deal(), json!({ "level": "grandmaster" })),
            422,
            &["/level"],
        ),
        post(
            "discards: a seed below zero",
            DISCARDS,
            patched(deal(), json!({ "level": "newcomer", "seed": -1 })),
            422,
            &["/seed"],
        ),
        post(
            "discards: a seed past what JavaScript holds exactly",
            DISCARDS,
            patched(
                deal(),
                json!({ "level": "newcomer", "seed": 9_007_199_254_740_992_u64 }),
            ),
            422,
            &["/seed"],
        ),
        post(
            "discards: six cards in three_player",
            DISCARDS,
            patched(deal(), json!({ "variant": "three_player" })),
            422,
            &["/cards"],
        ),
        post(
            "discards: unknown field",
            DISCARDS,
            patched(deal(), json!({ "players": 2 })),
            422,
            &["/players"],
        ),
        post(
            "discards: a field name in the wrong case",
            DISCARDS,
            json!({ "Cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true }).to_string(),
            422,
            &["/Cards"],
        ),
        post(
            "discards: distribution is a string",
            DISCARDS,
            patched(deal(), json!({ "distribution": "yes" })),
            422,
            &["/distribution"],
        ),
        post(
            "discards: three unknown ranks",
            DISCARDS,
            patched(
                deal(),
                json!({ "cards": ["1C", "0D", "6H", "10S", "11C", "JD"] }),
            ),
            422,
            &["/cards/0", "/cards/1", "/cards/4"],
        ),
        post(
            "discards: cards is an object",
            DISCARDS,
            patched(deal(), json!({ "cards": { "0": "4C" } })),
            422,
            &["/cards"],
        ),
        post(
            "discards: a null card",
            DISCARDS,
            patched(
                deal(),
                json!({ "cards": ["4C", "5D", "6H", "10S", "10C", null] }),
            ),
            422,
            &["/cards/5"],
        ),
        post(
            "discards: a fullwidth king",
            DISCARDS,
            patched(
                deal(),
                json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "\u{FF2B}C"] }),
            ),
            422,
            &["/cards/5"],
        ),
        post(
            "discards: 3,000 cards under the body limit",
            DISCARDS,
            patched(deal(), json!({ "cards": three_thousand() })),
            422,
            &["/cards"],
        ),
        post(
            "discards: 10,000 cards are over the body limit",
            DISCARDS,
            patched(deal(), json!({ "cards": ten_thousand() })),
            413,
            &[],
        ),
        post(
            "discards: text/plain",
            DISCARDS,
            deal().to_string(),
            415,
            &[],
        )
        .content_type("text/plain"),
        bare("discards: GET", Method::GET, DISCARDS, 405).allow("POST"),
    ]
}
