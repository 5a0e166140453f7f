//! `POST /v1/rounds/score`: a whole hand adjudicated — the cut, the play, the show — until a side
//! reaches the target.

pub mod response;

use actix_web::{HttpRequest, HttpResponse};

use super::json::{ApiJson, json_answer};
use super::language::{AcceptLanguage, LangQuery, content_language, language};
use super::problem::{ApiError, Problem};
use super::wire::events::EventBody;
use super::wire::invalid;
use super::wire::round::ScoreRoundRequest;
use crate::domain::round::adjudicate;
use response::{ScoreRoundResponse, response};

/// OpenAPI tag of the referee endpoints.
pub const TAG: &str = "referee";

/// The path of the one operation.
pub const PATH: &str = "/v1/rounds/score";

/// Adjudicate a whole hand.
///
/// Replays one hand in the official order — his heels at the cut, every point of the play as it
/// happened, then the shows from the seat after the dealer round to the dealer, then the crib —
/// and stops the moment a side reaches the target: nothing after that entry counts. A pone who
/// pegs out during the play wins before the dealer shows; a pone who shows first wins a close
/// race. With `claims`, each show carries its verdict, and under `rules.muggins` the points a
/// seat missed go to the next opponent. When the game is over, `match` gives the winner, the
/// skunk and the match points. Every card must be in one place only, every played card in its
/// seat's hand, and the play complete unless the game ends during it.
#[utoipa::path(
    post,
    path = PATH,
    tag = TAG,
    params(LangQuery, AcceptLanguage),
    request_body(
        content = ScoreRoundRequest,
        examples(
            ("who_pegged_out_first" = (summary = "Who pegged out first? The pone at 119 pegs a fifteen before the dealer's 29 is shown", value = json!({
                "dealer": 1, "scores": [119, 100], "starter": "5C",
                "hands": [["7H", "2D", "9C", "QS"], ["5S", "5H", "5D", "JC"]],
                "crib": ["AH", "3S", "8D", "KH"],
                "events": ["7H", "5S", "2D", "5H", "9C", "go", "go", "5D", "QS", "JC"]
            }))),
            ("claims_and_muggins" = (summary = "An under-claimed hand with muggins", value = json!({
                "dealer": 0, "scores": [50, 60], "starter": "8C",
                "hands": [["5H", "5S", "JD", "KC"], ["2C", "3C", "4C", "9D"]],
                "crib": ["AH", "7S", "8D", "QH"],
                "events": ["2C", "5H", "3C", "5S", "4C", "JD", "go", "go", "9D", "KC"],
                "rules": { "muggins": true },
                "claims": { "hands": [8, 4], "crib": 6 }
            })))
        )
    ),
    responses(
        (status = 200, description = "The timeline, the scores and, when the game is over, the match", body = ScoreRoundResponse,
            headers(("Content-Language" = String, description = "The language of every `reason`: `en`, `de` or `pl`"),
                ("Vary" = String, description = "`Accept-Language`: the answer depends on it"))),
        (status = 422, description = "Not a possible hand: a card in two places, a hand or crib of the wrong size, a played card not in that seat's hand, an impossible or incomplete play, a seat already past the target", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "the request is well-formed JSON but cannot be scored: 1 problem",
                "errors": [{ "pointer": "/hands/1/3", "code": "card.repeated", "params": { "card": "8D", "first": "/crib/2" },
                    "detail": "8♦ is already the third card of the crib: every card exists once" }]
            }))
    )
)]
pub async fn score_round(
    req: HttpRequest,
    body: ApiJson<ScoreRoundRequest>,
) -> Result<HttpResponse, ApiError> {
    let language = language(&req)?;
    let body = body.0;
    let objects = |i: usize| body.events.get(i).is_some_and(EventBody::is_object);
    let deal = body
        .deal()
        .validate()
        .map_err(|problems| invalid(problems, &objects))?;
    let adjudication = adjudicate(&deal).map_err(|err| invalid(err.into_invalid(), &objects))?;
    Ok(json_answer(
        content_language(HttpResponse::Ok(), language),
        &response(&adjudication, language),
    ))
}
