//! The answer of `POST /v1/games/score`.

use serde::Serialize;
use utoipa::ToSchema;

use crate::api::wire::matches::{MatchBody, match_body};
use crate::domain::game::ScoredGame;

/// A game whose hands chain.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScoreGameResponse {
    /// One entry per hand, in order.
    pub hands: Vec<GameHandBody>,
    /// Every seat's final score.
    #[schema(example = json!([121, 84]))]
    pub scores: Vec<u32>,
    /// Whether a seat reached the target.
    pub game_over: bool,
    /// The winning seat (with partners, the lower seat), or null while the game goes on.
    #[schema(example = 0)]
    pub winner: Option<usize>,
    /// The index of the hand that won the game, or null.
    #[schema(example = 9)]
    pub won_in: Option<usize>,
    /// When the game is over: the match result (skunk and match points as the rules score
    /// them).
    #[serde(rename = "match", skip_serializing_if = "Option::is_none")]
    pub result: Option<MatchBody>,
    /// When the game is over: the winner's margin (ACC tournament tie-break), counted to the
    /// game hole: the target less the best losing score.
    #[schema(example = 37)]
    pub spread: Option<u32>,
}

/// One hand of the game.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameHandBody {
    /// The dealer's seat.
    #[schema(example = 1)]
    pub dealer: usize,
    /// Every seat's score before the hand.
    #[schema(example = json!([0, 0]))]
    pub before: Vec<u32>,
    /// What each seat made in the hand, net (negative when backward penalties outweigh it).
    #[schema(example = json!([17, 32]))]
    pub points: Vec<i64>,
    /// Every seat's score after the hand.
    #[schema(example = json!([17, 32]))]
    pub scores: Vec<u32>,
    /// The rulings in the hand (penalties, corrections, muggins, infractions), as the round's
    /// timeline carries them.
    #[schema(example = 0)]
    pub rulings: usize,
    /// Index into the hand's timeline of the entry that won the game, or null.
    pub won_at: Option<usize>,
}

/// The answer for a scored game.
pub fn response(game: &ScoredGame) -> ScoreGameResponse {
    let verdict = &game.verdict;
    ScoreGameResponse {
        hands: verdict
            .hands
            .iter()
            .zip(&game.adjudications)
            .map(|(hand, adjudication)| GameHandBody {
                dealer: hand.dealer,
                before: hand.before.clone(),
                points: hand
                    .after
                    .iter()
                    .zip(&hand.before)
                    .map(|(&after, &before)| i64::from(after) - i64::from(before))
                    .collect(),
                scores: hand.after.clone(),
                rulings: adjudication.rulings().count(),
                won_at: adjudication.won_at,
            })
            .collect(),
        scores: verdict.scores.clone(),
        game_over: verdict.winner.is_some(),
        winner: verdict.winner,
        won_in: verdict.won_in,
        result: verdict.result.as_ref().map(match_body),
        spread: verdict.spread,
    }
}
