//! The request of `POST /v1/games/score`: a whole game as its hands.

use crate::api::limits;
use serde::Deserialize;
use utoipa::ToSchema;
use validator::Validate;

use crate::api::problem::words::ApiRefusal;
use crate::api::problem::{ApiError, InputError};
use crate::api::wire::cards::VariantName;
use crate::api::wire::round::{RoundRulesBody, ScoreRoundRequest};
use crate::domain::round::DealInput;

/// A finished (or unfinished) game log.
#[derive(Debug, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScoreGameRequest {
    /// The variant, for every hand. Absent or null: `six_card`.
    #[serde(default)]
    pub variant: Option<VariantName>,
    /// Points that win, 1 to 1000. Absent or null: 121 (61 in `five_card`).
    #[validate(range(min = 1, max = limits::TARGET))]
    #[schema(example = 121)]
    pub target: Option<u32>,
    /// The rules, for every hand, as for `/v1/rounds/score` (`profile` included; match scoring
    /// sets the match points).
    #[serde(default, deserialize_with = "crate::api::json::object")]
    pub rules: Option<RoundRulesBody>,
    /// The hands in the order they were played, each as `/v1/rounds/score` takes it; its
    /// `scores` may be left out (they carry over from the hand before; 0 for the first), and
    /// `variant`, `target` and `rules` are the game's, given above.
    #[validate(nested)]
    #[serde(deserialize_with = "crate::api::json::objects")]
    pub hands: Vec<ScoreRoundRequest>,
}

impl ScoreGameRequest {
    /// Each hand in the domain's terms, with the game's variant, target and rules; a hand that
    /// gives its own is refused (a game has one of each).
    pub fn deals(&self) -> Result<Vec<DealInput>, ApiError> {
        let mut errors = Vec::new();
        if self.hands.is_empty() || self.hands.len() > limits::HANDS_OF_A_GAME {
            errors.push(InputError::api(
                "/hands",
                ApiRefusal::GameHands {
                    max: limits::HANDS_OF_A_GAME,
                },
            ));
        }
        for (index, hand) in self.hands.iter().enumerate() {
            let given = [
                ("variant", hand.variant.is_some()),
                ("target", hand.target.is_some()),
                ("rules", hand.rules.is_some()),
            ];
            for (field, _) in given.iter().filter(|(_, given)| *given) {
                errors.push(InputError::api(
                    format!("/hands/{index}/{field}"),
                    ApiRefusal::GameFieldPerHand { field },
                ));
            }
        }
        if !errors.is_empty() {
            return Err(ApiError::InvalidInput(errors));
        }
        Ok(self
            .hands
            .iter()
            .map(|hand| hand.deal_with(self.variant, self.target, self.rules.as_ref()))
            .collect())
    }
}
