//! `POST /v1/position`: who is winning, from any board.

pub mod request;
pub mod response;

use actix_web::HttpResponse;

use super::json::{ApiJson, json_answer};
use super::problem::{ApiError, Problem};
use super::wire::matches::MatchScoringName;
use super::wire::{invalid, no_events};
use crate::domain::round::MatchScoring;
use crate::domain::strategy::board::{Judged, model_of};
use crate::domain::variant::Variant;
use request::PositionRequest;
use response::{PositionResponse, SeatBody};

/// OpenAPI tag of the position endpoint.
pub const TAG: &str = "position";

/// The path that judges a board.
pub const PATH: &str = "/v1/position";

/// Who is winning: each seat's chance to win, to be skunked, and its expected match points.
///
/// For two players at any scores, with the seat that deals next: the chance each seat wins the
/// game, loses below each skunk line of the target (91, 61 and 31 of 121; a lurch below 31 of
/// 61, six-card or five-card), and the match points it can expect (ACC: 2 a win, 3 a skunk; free play: 1, 2,
/// 3). The model: both players play the rest of the game as the service's expert does, and
/// every deal from here brings each side what deals of the expert against itself brought, in
/// the order it is scored (his heels, the play point by point, the pone's hand, the dealer's
/// hand, the crib), so a pone on 118 can win before the dealer counts. The chances are solved
/// backwards from the target over that measured distribution. In five-card cribbage, the three
/// for last is part of the score: at the start of a game the pone stands on 3.
///
/// Four players in partnerships: two sides (`scores` by side, or by seat with partners equal;
/// `dealer` any seat), solved the same way over deals where every player discards for hand and
/// crib and plays the base policy. Three players: three seats, each seat's race to the target
/// over its role's deals under that policy, the seats' deals taken as independent; a winner's
/// skunk is the lowest loser's, as rounds are judged. Both were checked against simulated
/// games (`docs/position.md`).
#[utoipa::path(
    post,
    path = PATH,
    tag = TAG,
    request_body(
        content = PositionRequest,
        examples(
            ("love_all" = (summary = "The start of a game: how much is the first deal worth?", value = json!({
                "scores": [0, 0], "dealer": 0
            }))),
            ("mid_game" = (summary = "Dealer on 35, pone on 37", value = json!({
                "scores": [35, 37], "dealer": 0
            }))),
            ("pone_counts_first" = (summary = "Both near the end: the pone counts first", value = json!({
                "scores": [115, 117], "dealer": 0, "rules": { "match_scoring": "free_play" }
            }))),
            ("five_card" = (summary = "Five-card cribbage to 61, the pone's three for last counted", value = json!({
                "variant": "five_card", "scores": [0, 3], "dealer": 0
            }))),
            ("three_player" = (summary = "Three players near the end, seat 2 dealing", value = json!({
                "variant": "three_player", "scores": [110, 115, 100], "dealer": 2
            }))),
            ("four_player" = (summary = "Four players: the side of seats 0 and 2 on 60, the other on 64, seat 3 dealing", value = json!({
                "variant": "four_player", "scores": [60, 64], "dealer": 3
            })))
        )
    ),
    responses(
        (status = 200, description = "Each seat's chances and expected match points", body = PositionResponse,
            example = json!({
                "variant": "six_card", "target": 121, "scores": [0, 0], "dealer": 0, "match_scoring": "acc",
                "seats": [
                    {"seat": 0, "win_probability": 0.56, "skunk_probability": {"skunk": 0.02, "double": 0.0, "triple": 0.0}, "expected_match_points": 1.15},
                    {"seat": 1, "win_probability": 0.44, "skunk_probability": {"skunk": 0.03, "double": 0.0, "triple": 0.0}, "expected_match_points": 0.9}
                ],
                "favoured": 0, "model": "expert-selfplay-deals-v1"
            })),
        (status = 422, description = "No position to judge: a target the model does not serve, the wrong number of scores (two; three with three players; two or four with four, partners equal), a score at or past the target, a dealer seat the table does not have, a negative score", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "the request is well-formed JSON but cannot be scored: 1 problem",
                "errors": [{ "pointer": "/scores/1", "code": "position.game_over", "params": { "score": 121, "target": 121 },
                    "detail": "a score of 121 has reached the target of 121: the game is over" }]
            }))
    )
)]
pub async fn judge_position(body: ApiJson<PositionRequest>) -> Result<HttpResponse, ApiError> {
    let body = body.0;
    let judged = body
        .board()
        .judge()
        .map_err(|problems| invalid(problems, &no_events))?;
    let scoring = body.match_scoring();
    let (variant, target, scores, seats) = match judged {
        Judged::Sides(board) => (
            board.variant(),
            board.target(),
            board.scores().to_vec(),
            board.outlook(scoring).to_vec(),
        ),
        Judged::Three(board) => (
            Variant::ThreePlayer,
            board.target(),
            board.scores().to_vec(),
            board.outlook(scoring).to_vec(),
        ),
    };
    let favoured = (0..seats.len())
        .reduce(|best, s| {
            if seats[s].win > seats[best].win {
                s
            } else {
                best
            }
        })
        .unwrap_or(0);
    let response = PositionResponse {
        variant: variant.into(),
        target,
        scores,
        dealer: body.dealer,
        match_scoring: match scoring {
            MatchScoring::Acc => MatchScoringName::Acc,
            MatchScoring::FreePlay => MatchScoringName::FreePlay,
        },
        favoured,
        seats: (seats.iter().enumerate())
            .map(|(seat, outlook)| SeatBody::new(seat, outlook))
            .collect(),
        model: model_of(variant),
    };
    Ok(json_answer(HttpResponse::Ok(), &response))
}
