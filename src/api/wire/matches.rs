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
    /// `none`, `skunk`, `double` or `triple`, judged on the lowest loser by lines that follow
    /// the target: below 91, 61 and 31 in a game to 121; in a game to 61 (five-card, or six-card
    /// to 61) only `skunk`, the lurch below 31; for a target `T`, below `T`-30, `T`-60, `T`-90,
    /// each line kept while it is 31 or more.
    pub skunk: SkunkName,
    /// Match points for the win under the chosen match scoring.
    #[schema(example = 2)]
    pub match_points: u32,
}

/// Skunks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SkunkName {
    /// The lowest loser reached the skunk line (91 of 121; 31 of 61, the lurch line).
    None,
    /// The lowest loser ended more than 30 short (below 91 of 121; below 31 of 61: a lurch).
    Skunk,
    /// The lowest loser ended more than 60 short (below 61 of 121).
    Double,
    /// The lowest loser ended more than 90 short (below 31 of 121).
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
