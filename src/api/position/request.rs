//! The request of `POST /v1/position`.

use serde::Deserialize;
use utoipa::ToSchema;
use validator::Validate;

use crate::api::wire::cards::VariantName;
use crate::api::wire::matches::MatchScoringName;
use crate::domain::round::MatchScoring;
use crate::domain::strategy::board::BoardInput;

/// A board: the scores, who deals next, the variant and its target.
#[derive(Debug, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PositionRequest {
    /// Each seat's score now, seat 0 first: from 0 up to one short of the target. Three players:
    /// three scores. Four players in partnerships: two, the side of seats 0 and 2 then the side
    /// of seats 1 and 3 (four in seat order are accepted when partners' scores are equal).
    #[schema(example = json!([35, 37]))]
    pub scores: Vec<u32>,
    /// The seat that deals the next hand (its crib; the seat after it plays first and counts
    /// first): 0 or 1, 0 to 2 with three players, 0 to 3 with four.
    #[schema(minimum = 0, maximum = 3, example = 0)]
    pub dealer: usize,
    /// The target, from 1 to 241 (the largest the model is solved for): 61 for the six-card game
    /// of the Polish rule text. The skunk lines follow it (below 91, 61, 31 of 121; only the
    /// lurch, below 31, of 61). Absent or null: the variant's, 121 (61 in `five_card`).
    #[schema(example = 121)]
    pub target: Option<u32>,
    /// `six_card`, `five_card`, `three_player` or `four_player`. Absent or null: `six_card`.
    pub variant: Option<VariantName>,
    /// How a won game converts into match points. Absent or null: ACC scoring.
    #[serde(default, deserialize_with = "crate::api::json::object")]
    pub rules: Option<PositionRulesBody>,
}

/// How match points are counted.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PositionRulesBody {
    /// `acc` (win 2, skunk 3) or `free_play` (win 1, skunk 2, double skunk 3). Absent or
    /// null: `acc`.
    #[serde(default)]
    pub match_scoring: Option<MatchScoringName>,
}

impl PositionRequest {
    /// The board in the domain's terms, for it to check.
    pub fn board(&self) -> BoardInput {
        BoardInput {
            variant: self.variant.map(Into::into),
            scores: self.scores.clone(),
            dealer: self.dealer,
            target: self.target,
        }
    }

    /// How match points are counted.
    pub fn match_scoring(&self) -> MatchScoring {
        self.rules
            .as_ref()
            .and_then(|r| r.match_scoring)
            .unwrap_or_default()
            .into()
    }
}
