//! `POST /v1/pegging/validate`: counts past 31, series that do not match, no action.

use reqwest::Method;
use serde_json::json;

use super::*;

/// Every bad request to this resource, each with the answer it must get.
pub(super) fn rows() -> Vec<Row> {
    vec![
        post("validate: empty body", VALIDATE, "", 400, &[]),
        post("validate: truncated JSON", VALIDATE, r#"{"count": 2"#, 400, &[]),
        post(
            "validate: count 32",
            VALIDATE,
            json!({ "count": 32, "card": "5H" }).to_string(),
            422,
            &["/count"],
        ),
        post(
            "validate: count 300",
            VALIDATE,
            json!({ "count": 300, "card": "5H" }).to_string(),
            422,
            &["/count"],
        ),
        post(
            "validate: count -1",
            VALIDATE,
            json!({ "count": -1, "card": "5H" }).to_string(),
            422,
            &["/count"],
        ),
        post(
            "validate: count 1e400",
            VALIDATE,
            r#"{"count": 1e400, "card": "5H"}"#,
            422,
            &["/count"],
        ),
        post(
            "validate: count as a string",
            VALIDATE,
            json!({ "count": "10", "card": "5H" }).to_string(),
            422,
            &["/count"],
        ),
        post(
            "validate: a series past 31",
            VALIDATE,
            json!({ "series": ["KH", "QH", "JH", "5H"], "card": "AH" }).to_string(),
            422,
            &["/series"],
        ),
        post(
            "validate: the series does not add up to the count",
            VALIDATE,
            json!({ "series": ["KH", "QH"], "count": 25, "card": "AH" }).to_string(),
            422,
            &["/count"],
        ),
        post(
            "validate: the card is already in the series",
            VALIDATE,
            json!({ "series": ["KH", "QH"], "card": "KH" }).to_string(),
            422,
            &["/card"],
        ),
        post(
            "validate: a card twice in the series",
            VALIDATE,
            json!({ "series": ["KH", "kh"], "card": "AH" }).to_string(),
            422,
            &["/series/1"],
        ),
        post(
            "validate: a hand card already in the series",
            VALIDATE,
            json!({ "series": ["KH"], "card": "AH", "hand": ["AH", "KH"] }).to_string(),
            422,
            &["/hand/1"],
        ),
        post(
            "validate: a card twice in the hand",
            VALIDATE,
            json!({ "series": ["KH"], "card": "AH", "hand": ["AH", "AH"] }).to_string(),
            422,
            &["/hand/1"],
        ),
        post(
            "validate: the card in the series and in the hand",
            VALIDATE,
            json!({ "series": ["5H"], "card": "5H", "hand": ["5H"] }).to_string(),
            422,
            &["/hand/0", "/card"],
        ),
        post(
            "validate: both a card and a go",
            VALIDATE,
            json!({ "card": "5H", "go": true }).to_string(),
            422,
            &["/go"],
        ),
        post(
            "validate: go false is no action",
            VALIDATE,
            json!({ "go": false }).to_string(),
            422,
            &[""],
        ),
        post("validate: empty object", VALIDATE, "{}", 422, &[""]),
        post(
            "validate: card and go both null",
            VALIDATE,
            json!({ "card": null, "go": null }).to_string(),
            422,
            &[""],
        ),
        post(
            "validate: a seven-card hand",
            VALIDATE,
            json!({ "card": "5H", "hand": ["AH", "2H", "3H", "4H", "5H", "6H", "7H"] })
                .to_string(),
            422,
            &["/hand"],
        ),
        post(
            "validate: a 14-card series",
            VALIDATE,
            json!({
                "series": ["AH", "2H", "3H", "4H", "AS", "2S", "3S", "4S", "AD", "2D", "3D", "4D", "AC", "2C"],
                "card": "5H"
            })
            .to_string(),
            422,
            &["/series"],
        ),
        post(
            "validate: a 3,000-card series under the body limit",
            VALIDATE,
            json!({ "series": three_thousand(), "card": "5H" }).to_string(),
            422,
            &["/series"],
        ),
        post(
            "validate: unknown field",
            VALIDATE,
            json!({ "card": "5H", "extra": true }).to_string(),
            422,
            &["/extra"],
        ),
        post(
            "validate: card is an array",
            VALIDATE,
            json!({ "card": ["5H"] }).to_string(),
            422,
            &["/card"],
        ),
        post(
            "validate: card is a number",
            VALIDATE,
            json!({ "card": 5 }).to_string(),
            422,
            &["/card"],
        ),
        post(
            "validate: go is a string",
            VALIDATE,
            json!({ "card": "5H", "go": "true" }).to_string(),
            422,
            &["/go"],
        ),
        post(
            "validate: 10♥ with emoji variation selector",
            VALIDATE,
            json!({ "card": "10\u{2665}\u{FE0F}" }).to_string(),
            422,
            &["/card"],
        ),
        post(
            "validate: zero-width joiner inside 10",
            VALIDATE,
            json!({ "card": "1\u{200D}0\u{2665}" }).to_string(),
            422,
            &["/card"],
        ),
        post(
            "validate: joker emoji",
            VALIDATE,
            json!({ "card": "\u{1F0CF}" }).to_string(),
            422,
            &["/card"],
        ),
        post(
            "validate: an unsupported lang",
            "/v1/pegging/validate?lang=xx",
            json!({ "card": "5H" }).to_string(),
            422,
            &["/"],
        ),
        post(
            "validate: a 10,000-card series is over the body limit",
            VALIDATE,
            json!({ "series": ten_thousand(), "card": "5H" }).to_string(),
            413,
            &[],
        ),
        post(
            "validate: no content type",
            VALIDATE,
            json!({ "card": "5H" }).to_string(),
            415,
            &[],
        )
        .content_type(""),
        bare("validate: PUT", Method::PUT, VALIDATE, 405).allow("POST"),
    ]
}
