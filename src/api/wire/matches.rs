//! A game's result and how it converts into match points: what the round, game and position
//! answers share.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::round::{MatchResult, MatchScoring, Skunk};

/// How a won game converts into match points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MatchScoringName {
    /// American Cribbage Congress: win 2, skunk 3.
    #[default]
    Acc,
    /// Free play: win 1, skunk 2, double skunk 3.
    FreePlay,
}

impl From<MatchScoringName> for MatchScoring {
    fn from(name: MatchScoringName) -> Self {
        match name {
            MatchScoringName::Acc => MatchScoring::Acc,
            MatchScoringName::FreePlay => MatchScoring::FreePlay,
        }
    }
}

/// The result of a finished game.
#[derive(Debug, Serialize, ToSchema)]
pub struct MatchBody {
    /// The winning seat (with partners, the lower seat of the partnership).
    #[schema(example = 0)]
    pub winner: usize,
    /// The final score of each losing side (one per partnership with four players).
    #[schema(example = json!([100]))]
    pub loser_scores: Vec<u32>,
    /// `none`, `skunk` (below 91; in `five_card`, a lurch below 31), `double` (below 61) or
    /// `triple` (below 31), judged on the lowest loser.
    pub skunk: SkunkName,
    /// Match points for the win under the chosen match scoring.
    #[schema(example = 2)]
    pub match_points: u32,
}

/// Skunks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SkunkName {
    /// The lowest loser reached the skunk line (91; in five-card the lurch line, 31).
    None,
    /// The lowest loser ended below 91 (in five-card below 31: a lurch).
    Skunk,
    /// The lowest loser ended below 61.
    Double,
    /// The lowest loser ended below 31.
    Triple,
}

/// The match result as every answer writes it.
pub fn match_body(result: &MatchResult) -> MatchBody {
    MatchBody {
        winner: result.winner,
        loser_scores: result.loser_scores.clone(),
        skunk: match result.skunk {
            Skunk::None => SkunkName::None,
            Skunk::Skunk => SkunkName::Skunk,
            Skunk::Double => SkunkName::Double,
            Skunk::Triple => SkunkName::Triple,
        },
        match_points: result.match_points,
    }
}
