//! `POST /v1/games/review` and `POST /v1/rounds/review`: every decision of a game (or of one
//! hand) judged by the advisors, and each seat's luck told apart from its skill.

pub mod log;
pub mod response;
mod seat;

use actix_web::{HttpRequest, HttpResponse, web};

use super::heavy;
use super::json::ApiJson;
use super::language::{AcceptLanguage, LangQuery, language};
use super::problem::{ApiError, InputError, Overloaded, Problem};
use super::wire::events::EventBody;
use super::wire::game::{ScoreGameRequest, chain_pointer, problems as game_problems};
use super::wire::invalid;
use super::wire::round::ScoreRoundRequest;
use crate::compute::{Compute, Work};
use crate::domain::game::GameProblems;
use crate::domain::review::review;
use crate::domain::variant::Variant;
use response::{ReviewResponse, response};

/// The path of the game's review.
pub const GAME: &str = "/v1/games/review";

/// The path of one hand's review.
pub const ROUND: &str = "/v1/rounds/review";

/// OpenAPI tag of the reviews.
pub const TAG: &str = "review";

/// Review a whole game.
///
/// Takes a game log as `/v1/games/score` does, with each hand's `dealt` (the cards each seat
/// was dealt) where it is known, and judges every decision in the order it was made: each
/// seat's discard as `/v1/discards/recommend` would (with the play and the board), each card
/// and go as `/v1/pegging/recommend` would (with the starter, the seat's own discards and the
/// board). A hand without `dealt` has its play judged and its discards listed in `unjudged`.
/// Each decision has its options with their values, what the choice cost in expected points and
/// in chance of winning, a verdict (`none`, `inaccuracy`, `mistake`, `blunder`; the thresholds
/// are in the answer) and, when it is worse than `none`, the reason the better choice was
/// better. Each seat gets its totals, its rating and band, a sentence on what decided the game,
/// its luck (the deal, the starter, the opponent's cards), and its final margin and chance of
/// winning explained: the average worth of its roles, plus luck, less its own losses, plus the
/// opponent's, plus what the rules gave and what the end of the game left uncounted. Two
/// players (six-card and five-card cribbage). Sentences in English, German or Polish. A game's
/// review runs on the compute pool (tens of milliseconds).
#[utoipa::path(
    post,
    path = GAME,
    tag = TAG,
    params(LangQuery, AcceptLanguage),
    request_body(
        content = ScoreGameRequest,
        examples(
            ("one_hand" = (summary = "A hand with what each seat was dealt", value = json!({
                "hands": [
                    { "dealer": 1, "starter": "5C",
                      "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]],
                      "crib": ["AH", "3S", "8D", "KH"],
                      "dealt": [["4H", "6H", "9C", "QD", "AH", "3S"], ["5S", "5H", "5D", "JC", "8D", "KH"]],
                      "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"] }
                ]
            })))
        )
    ),
    responses(
        (status = 200, description = "Every decision judged (the play alone of a hand without `dealt`); each seat's rating, losses, luck, margin and chance explained", body = ReviewResponse,
            headers(("Content-Language" = String, description = "The language of every sentence: `en`, `de` or `pl`"),
                ("Vary" = String, description = "`Accept-Language`: the answer depends on it"))),
        (status = 422, description = "A game that cannot be scored (as `/v1/games/score`), dealt cards that do not hold the seat's kept hand and its discards, or three or four players", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "the request is well-formed JSON but cannot be scored: 1 problem",
                "errors": [{ "pointer": "/hands/0/dealt/1/4", "code": "dealt.card_unaccounted", "params": { "card": "7C" },
                    "detail": "7♣ was dealt to this seat but is neither in its hand nor in the crib" }]
            })),
        (status = 503, response = Overloaded)
    )
)]
pub async fn review_game(
    req: HttpRequest,
    compute: web::Data<Compute>,
    body: ApiJson<ScoreGameRequest>,
) -> Result<HttpResponse, ApiError> {
    let language = language(&req)?;
    let body = body.0;
    let deals = body.deals()?;
    let variant: Variant = body.variant.unwrap_or_default().into();
    let target = body.target.unwrap_or(u32::from(variant.target()));
    heavy::answer_in(&compute, Work::Review, language, move || {
        let review = review(variant, target, &deals).map_err(|p| game_problems(&body, p))?;
        let answer: ReviewResponse = response(&review, language);
        heavy::json(&answer)
    })
    .await
}

/// Review one hand.
///
/// `/v1/games/review` for a single hand: the hand as `/v1/rounds/score` takes it, with `dealt`
/// where it is known (without it the play is judged and the discards listed in `unjudged`).
/// Its `scores` (default 0 to 0) place it on the board.
#[utoipa::path(
    post,
    path = ROUND,
    tag = TAG,
    params(LangQuery, AcceptLanguage),
    request_body(
        content = ScoreRoundRequest,
        examples(
            ("near_the_end" = (summary = "The pone on 115 leads", value = json!({
                "dealer": 1, "scores": [115, 110], "starter": "5C",
                "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]],
                "crib": ["AH", "3S", "8D", "KH"],
                "dealt": [["4H", "6H", "9C", "QD", "AH", "3S"], ["5S", "5H", "5D", "JC", "8D", "KH"]],
                "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]
            })))
        )
    ),
    responses(
        (status = 200, description = "Every decision of the hand judged (the play alone without `dealt`); each seat's rating, losses, luck and margin", body = ReviewResponse,
            headers(("Content-Language" = String, description = "The language of every sentence: `en`, `de` or `pl`"),
                ("Vary" = String, description = "`Accept-Language`: the answer depends on it"))),
        (status = 422, description = "A hand that cannot be scored (as `/v1/rounds/score`), dealt cards that do not hold the seat's kept hand and its discards, or three or four players", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "the request is well-formed JSON but cannot be scored: 1 problem",
                "errors": [{ "pointer": "/dealt/1", "code": "dealt.kept_card_missing", "params": { "card": "5S" },
                    "detail": "5♠ is in this seat's hand but not among the cards it was dealt" }]
            })),
        (status = 503, response = Overloaded)
    )
)]
pub async fn review_round(
    req: HttpRequest,
    compute: web::Data<Compute>,
    body: ApiJson<ScoreRoundRequest>,
) -> Result<HttpResponse, ApiError> {
    let language = language(&req)?;
    let body = body.0;
    let deal = body.deal();
    let variant = deal.variant;
    let target = deal.target.unwrap_or(u32::from(variant.target()));
    heavy::answer_in(&compute, Work::Review, language, move || {
        let objects = |i: usize| body.events.get(i).is_some_and(EventBody::is_object);
        let review = review(variant, target, std::slice::from_ref(&deal)).map_err(|p| match p {
            GameProblems::Hand { problems, .. } => invalid(problems, &objects),
            // A lone hand's chain problems are its own dealer's and scores'.
            GameProblems::Chain(problems) => ApiError::InvalidInput(
                problems
                    .into_iter()
                    .map(|p| {
                        let pointer = chain_pointer(p.place);
                        let own = pointer.strip_prefix("/hands/0").unwrap_or(&pointer);
                        InputError::game(own.to_owned(), p.kind)
                    })
                    .collect(),
            ),
        })?;
        heavy::json(&response(&review, language))
    })
    .await
}
