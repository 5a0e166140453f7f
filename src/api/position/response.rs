//! The answer of `POST /v1/position`.

use serde::Serialize;
use utoipa::ToSchema;

use crate::api::wire::cards::VariantName;
use crate::api::wire::matches::MatchScoringName;
use crate::domain::strategy::board::SeatOutlook;

/// Who is favoured, seat by seat.
#[derive(Debug, Serialize, ToSchema)]
pub struct PositionResponse {
    /// The variant judged.
    pub variant: VariantName,
    /// The target.
    #[schema(example = 121)]
    pub target: u32,
    /// The scores judged, seat 0 first (four players: by side).
    #[schema(example = json!([35, 37]))]
    pub scores: Vec<u32>,
    /// The seat that deals next.
    #[schema(example = 0)]
    pub dealer: usize,
    /// The match scoring the expected match points are counted in.
    pub match_scoring: MatchScoringName,
    /// Seat 0, then seat 1 (and seat 2 with three players); with four players the two sides,
    /// `seat` 0 for seats 0 and 2, 1 for seats 1 and 3.
    pub seats: Vec<SeatBody>,
    /// The seat (side) most likely to win (the lowest on an exact tie).
    #[schema(example = 0)]
    pub favoured: usize,
    /// The model the chances assume. Two players (`expert-selfplay-deals-v1`): both play the
    /// rest of the game as the service's expert does (its discards and its play), every deal
    /// drawn from the distribution measured over deals of the expert against itself. Four
    /// players (`base-selfplay-deals-v1`): the same for two sides, every player discarding for
    /// hand and crib and playing the base policy. Three players (`base-selfplay-race-v1`): each
    /// seat's deals drawn from its role's distribution under that policy, the three seats'
    /// deals taken as independent. See `docs/position.md`.
    #[schema(example = "expert-selfplay-deals-v1")]
    pub model: &'static str,
}

/// One seat's outlook.
#[derive(Debug, Serialize, ToSchema)]
pub struct SeatBody {
    /// The seat.
    #[schema(example = 0)]
    pub seat: usize,
    /// The chance this seat (side) wins the game (the chances sum to 1).
    #[schema(example = 0.51)]
    pub win_probability: f64,
    /// The chance this seat loses below each skunk line (cumulative: a double skunk is also a
    /// skunk).
    pub skunk_probability: SkunkBody,
    /// The match points this seat can expect from the game under `match_scoring`: the points
    /// of each way of winning times its chance (with three players the skunk is the lowest
    /// loser's, as a round is judged).
    #[schema(example = 1.08)]
    pub expected_match_points: f64,
}

/// The chance of losing below each line.
#[derive(Debug, Serialize, ToSchema)]
pub struct SkunkBody {
    /// Losing more than 30 short of the target: below 91 of 121 (a skunk), below 31 of 61 (a
    /// lurch). Zero when the target has no skunk line (60 or less).
    #[schema(example = 0.04)]
    pub skunk: f64,
    /// Targets of 91 or more: more than 60 short, below 61 of 121 (a double skunk).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = 0.0004)]
    pub double: Option<f64>,
    /// Targets of 121 or more: more than 90 short, below 31 of 121 (a triple skunk).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = 0.0)]
    pub triple: Option<f64>,
}

impl SeatBody {
    /// The body of one seat's outlook.
    pub fn new(seat: usize, outlook: &SeatOutlook) -> SeatBody {
        SeatBody {
            seat,
            win_probability: outlook.win,
            skunk_probability: SkunkBody {
                skunk: outlook.skunked[0].unwrap_or(0.0),
                double: outlook.skunked[1],
                triple: outlook.skunked[2],
            },
            expected_match_points: outlook.match_points,
        }
    }
}
