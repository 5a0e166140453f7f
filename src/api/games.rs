//! `POST /v1/games/score`: a whole game checked — each hand adjudicated, the hands chained —
//! with the winner, the match result and the spread.

use actix_web::{HttpResponse, web};

use super::heavy;
use super::json::{ApiJson, json_body};
use super::problem::{ApiError, Overloaded, Problem};
use super::wire::game::{ScoreGameRequest, problems};
use super::wire::scored_game::{ScoreGameResponse, response};
use crate::compute::{Compute, Work};
use crate::domain::game::score;
use crate::domain::variant::Variant;

/// The path of the one operation.
pub const PATH: &str = "/v1/games/score";

/// A game of up to this many hands is judged on the I/O worker, as a round is (each hand costs
/// about what `POST /v1/rounds/score` does, tens of microseconds); a longer one goes to the
/// compute pool with the advice, so a hundred-hand log never holds up the cheap answers.
const HANDS_ON_THE_IO_WORKER: usize = 4;

/// Check a whole game.
///
/// Tournament software and game sites send a game log — its hands in order, each as
/// `/v1/rounds/score` takes it — and get each hand adjudicated under the game's rules and
/// rulebook, the hands chained (the deal passes to the next seat, each hand starts where the
/// last ended, nothing is played after the game is won), the winner, the hand that won it, the
/// match result and the spread. A hand that leaves out `scores` starts where the one before
/// ended. The first impossible entry is a 422 whose pointer names it.
#[utoipa::path(
    post,
    path = PATH,
    tag = crate::api::rounds::TAG,
    request_body(
        content = ScoreGameRequest,
        examples(
            ("two_hands" = (summary = "The dealer's 29 hand, then the deal passes", value = json!({
                "rules": { "profile": "acc" },
                "hands": [
                    { "dealer": 1, "starter": "5C",
                      "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]],
                      "crib": ["AH", "3S", "8D", "KH"],
                      "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"] },
                    { "dealer": 0, "starter": "2D",
                      "hands": [["3C", "4D", "10S", "KC"], ["7C", "8H", "9H", "QS"]],
                      "crib": ["AS", "6C", "JD", "QH"],
                      "events": ["7C", "3C", "8H", "10S", "go", "go", "9H", "KC", "QS", "go", "4D"] }
                ]
            })))
        )
    ),
    responses(
        (status = 200, description = "The game: each hand, the final scores and, when it is over, the winner, the match and the spread", body = ScoreGameResponse),
        (status = 422, description = "The first impossible entry: a hand that cannot be played, a deal that does not pass, scores that do not carry over, a hand after the game was won", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "the request is well-formed JSON but cannot be scored: 1 problem",
                "errors": [{ "pointer": "/hands/1/dealer", "code": "game.deal_does_not_pass", "params": { "expected": 0, "found": 1 },
                    "detail": "the deal passes to seat 1 after the hand before, not to seat 2" }]
            })),
        (status = 503, response = Overloaded)
    )
)]
pub async fn score_game(
    compute: web::Data<Compute>,
    body: ApiJson<ScoreGameRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.0;
    let deals = body.deals()?;
    let variant: Variant = body.variant.unwrap_or_default().into();
    let target = body.target.unwrap_or(u32::from(variant.target()));
    let on_pool = deals.len() > HANDS_ON_THE_IO_WORKER;
    let judge = move || {
        let game = score(variant, target, &deals).map_err(|p| problems(&body, p))?;
        let answer: ScoreGameResponse = response(&game);
        heavy::json(&answer)
    };
    if on_pool {
        heavy::answer(&compute, Work::Game, judge).await
    } else {
        Ok(json_body(HttpResponse::Ok(), judge()?))
    }
}
