//! The request of `POST /v1/discards/recommend`.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use crate::api::wire::cards::{CardText, VariantName, slots};
use crate::domain::discard::{CribModel, Dealt};
use crate::domain::input::Invalid;

/// A dealt hand to analyse.
#[derive(Debug, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true }))]
pub struct RecommendRequest {
    /// The cards dealt: six (five in `three_player`, `four_player` and `five_card`).
    #[validate(length(max = 6, message = "a deal holds at most six cards"))]
    #[schema(min_items = 5, max_items = 6, example = json!(["4C", "5D", "6H", "10S", "10C", "JD"]))]
    pub cards: Vec<CardText>,
    /// Whether the crib is yours (with four players: your partnership's).
    #[schema(example = true)]
    pub dealer: bool,
    /// The variant. Absent or null: `six_card`.
    #[serde(default)]
    pub variant: Option<VariantName>,
    /// Who lays the crib's other cards away: `uniform` (at random from the unseen cards; exact
    /// enumeration) or `expert` (like a strong player; six_card only). Absent or null: `uniform`.
    #[serde(default)]
    pub crib_model: Option<CribModelName>,
    /// Also return, for the hand and for the crib, how many outcomes score each total.
    /// Absent or null: false.
    #[serde(default)]
    #[schema(default = false, example = false)]
    pub distribution: Option<bool>,
}

/// Who lays the crib's other cards away.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CribModelName {
    /// At random from the unseen cards: every crib equally likely.
    #[default]
    Uniform,
    /// Like a strong player: each pair of ranks as often as a player maximising net expected
    /// value lays it away (derived over all six-card deals by `examples/expert_model.rs`).
    Expert,
}

impl From<CribModelName> for CribModel {
    fn from(name: CribModelName) -> Self {
        match name {
            CribModelName::Uniform => CribModel::Uniform,
            CribModelName::Expert => CribModel::Expert,
        }
    }
}

impl RecommendRequest {
    /// The dealt cards, checked by the domain.
    pub fn dealt(&self) -> Result<Dealt, Vec<Invalid>> {
        let variant = self.variant.unwrap_or_default().into();
        let model = self.crib_model.unwrap_or_default().into();
        Dealt::validate(&slots(&self.cards), variant, model)
    }
}
