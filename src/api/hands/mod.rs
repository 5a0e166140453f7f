//! `POST /v1/hands/score`: a hand or crib with its starter, scored item by item.

pub mod request;
pub mod response;

use actix_web::{HttpRequest, HttpResponse};

use super::json::{ApiJson, json_answer};
use super::language::{AcceptLanguage, LangQuery, content_language, language};
use super::problem::{ApiError, Problem};
use super::wire::{invalid, no_events};
use request::ScoreHandRequest;
use response::ScoreHandResponse;

/// OpenAPI tag of the show endpoints.
pub const TAG: &str = "show";

/// The path of the one operation.
pub const PATH: &str = "/v1/hands/score";

/// Score a hand or crib.
///
/// Counts the held cards with the starter and lists every scoring combination (each fifteen,
/// pair, run, flush and nobs) with the cards that make it, the subtotals, and the spoken count.
/// With `claimed`, also says whether the announced score was correct, under or over. His heels
/// (a jack turned as starter) is scored at the cut, never in the show. The spoken count is in
/// English, or in German with `?lang=de` or `Accept-Language: de`, in Polish with `pl`.
#[utoipa::path(
    post,
    path = PATH,
    tag = TAG,
    params(LangQuery, AcceptLanguage),
    request_body(
        content = ScoreHandRequest,
        examples(
            ("hand" = (summary = "A hand: fifteen eight and a pair", value = json!({
                "hand": ["5H", "5S", "JD", "KC"], "starter": "8C"
            }))),
            ("crib" = (summary = "A crib with a claim", value = json!({
                "hand": ["7H", "8S", "8D", "KC"], "starter": "9C", "crib": true, "claimed": 10
            }))),
            ("twenty_nine" = (summary = "The best hand there is", value = json!({
                "hand": ["5S", "5H", "5D", "JC"], "starter": "5C"
            }))),
            ("five_card" = (summary = "A three-card hand in five-card cribbage", value = json!({
                "hand": ["4H", "5H", "6H"], "starter": "6C", "variant": "five_card"
            })))
        )
    ),
    responses(
        (status = 200, description = "The itemized score", body = ScoreHandResponse,
            headers(("Content-Language" = String, description = "The language of `announcement`: `en`, `de` or `pl`"),
                ("Vary" = String, description = "`Accept-Language`: the answer depends on it"))),
        (status = 422, description = "Well-formed JSON that is not a possible hand (unknown card, repeated card, wrong number of cards, wrong type), or an unsupported `lang`", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "the request is well-formed JSON but cannot be scored: 2 problems",
                "errors": [
                    { "pointer": "/hand/2", "code": "card.unknown_rank", "params": { "rank": "1", "text": "1X" },
                        "detail": "unknown rank \"1\" in card \"1X\": expected A, 2, 3, 4, 5, 6, 7, 8, 9, 10, T, J, Q or K" },
                    { "pointer": "/starter", "code": "card.repeated", "params": { "card": "5H", "first": "/hand/0" },
                        "detail": "5♥ is already the first card of the hand: every card exists once" }
                ]
            }))
    )
)]
pub async fn score_hand(
    req: HttpRequest,
    body: ApiJson<ScoreHandRequest>,
) -> Result<HttpResponse, ApiError> {
    let language = language(&req)?;
    let request = body.0;
    let (show, claimed) = request
        .show()
        .validate()
        .map_err(|problems| invalid(problems, &no_events))?;
    let score = show.score(request.rules());
    let variant = request.variant.unwrap_or_default().into();
    let answer = ScoreHandResponse::new(&show, variant, &score, claimed, language);
    Ok(json_answer(
        content_language(HttpResponse::Ok(), language),
        &answer,
    ))
}
