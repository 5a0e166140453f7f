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
    /// The scores judged, seat 0 first.
    #[schema(example = json!([35, 37]))]
    pub scores: [u32; 2],
    /// The seat that deals next.
    #[schema(example = 0)]
    pub dealer: usize,
    /// The match scoring the expected match points are counted in.
    pub match_scoring: MatchScoringName,
    /// Seat 0, then seat 1.
    pub seats: [SeatBody; 2],
    /// The seat more likely to win (seat 0 on an exact tie, which the table never shows).
    #[schema(example = 0)]
    pub favoured: usize,
    /// The model the chances assume: both players play the rest of the game as the service's
    /// expert does (its discards and its play), with every deal drawn from the distribution
    /// measured over deals of the expert against itself.
    #[schema(example = "expert-selfplay-deals-v1")]
    pub model: &'static str,
}

/// One seat's outlook.
#[derive(Debug, Serialize, ToSchema)]
pub struct SeatBody {
    /// The seat.
    #[schema(example = 0)]
    pub seat: usize,
    /// The chance this seat wins the game (the two seats' chances sum to 1).
    #[schema(example = 0.51)]
    pub win_probability: f64,
    /// The chance this seat loses below each skunk line (cumulative: a double skunk is also a
    /// skunk).
    pub skunk_probability: SkunkBody,
    /// The match points this seat can expect from the game under `match_scoring`: the points
    /// of each way of winning times its chance.
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
