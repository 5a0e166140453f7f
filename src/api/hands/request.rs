//! The request of `POST /v1/hands/score`, and what the domain makes of it.

use serde::Deserialize;
use utoipa::ToSchema;
use validator::Validate;

use crate::api::wire::cards::{CardText, VariantName, slots};
use crate::domain::hand::{ShowKind, ShowRequest, ShowRules};

/// A hand or crib to score.
#[derive(Debug, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C" }))]
pub struct ScoreHandRequest {
    /// The held cards: four (three in `five_card` hands; a crib always has four).
    #[schema(example = json!(["5H", "5S", "JD", "KC"]))]
    pub hand: Vec<CardText>,
    /// The starter, turned up by the dealer after the cut.
    pub starter: CardText,
    /// Score as the crib: only a five-card flush counts (unless `rules.crib_four_flush`).
    /// Absent or null: false.
    #[serde(default)]
    #[schema(default = false, example = false)]
    pub crib: Option<bool>,
    /// The game variant; sets how many cards the hand holds. Absent or null: `six_card`.
    #[serde(default)]
    #[schema(default = "six_card")]
    pub variant: Option<VariantName>,
    /// House rules. Absent or null: none.
    #[serde(default, deserialize_with = "crate::api::json::object")]
    pub rules: Option<ShowRulesBody>,
    /// The points the player announced for this hand or crib, 0 to 29; the answer then
    /// carries a `claim` verdict. Absent or null: no verdict.
    #[schema(minimum = 0, maximum = 29, example = 10)]
    pub claimed: Option<u32>,
}

/// House rules that change the show.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ShowRulesBody {
    /// Count a four-card crib flush (starter of another suit) for 4. Absent or null: false.
    #[serde(default)]
    #[schema(default = false, example = false)]
    pub crib_four_flush: Option<bool>,
}

impl ScoreHandRequest {
    /// The request in the domain's terms, for it to check.
    pub fn show(&self) -> ShowRequest {
        ShowRequest {
            cards: slots(&self.hand),
            starter: self.starter.slot(),
            kind: if self.crib.unwrap_or(false) {
                ShowKind::Crib
            } else {
                ShowKind::Hand
            },
            variant: self.variant.unwrap_or_default().into(),
            claimed: self.claimed,
        }
    }

    /// The house rules asked for.
    pub fn rules(&self) -> ShowRules {
        ShowRules {
            crib_four_flush: self
                .rules
                .as_ref()
                .and_then(|rules| rules.crib_four_flush)
                .unwrap_or(false),
        }
    }
}
