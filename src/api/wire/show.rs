//! A show's scoring combinations, as `/v1/hands/score` itemizes them and the timeline of a
//! round shows them on each show entry.

use serde::Serialize;
use utoipa::ToSchema;

use super::cards::{CardName, CardNames};
use crate::domain::hand::{Category, ScoringItem};

/// One scoring combination.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScoringItemBody<'a> {
    /// What kind of combination it is.
    pub category: CategoryName,
    /// The cards that make it, ascending by rank.
    #[schema(value_type = Vec<CardName>, example = json!(["5H", "KC"]))]
    pub cards: CardNames<'a>,
    /// Its points: 2 for a fifteen or a pair, the length for a run, the flush's cards, 1 for
    /// nobs.
    #[schema(example = 2, minimum = 1, maximum = 5)]
    pub points: u8,
}

/// Kind of scoring combination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CategoryName {
    /// Cards adding up to 15: 2.
    Fifteen,
    /// Two cards of one rank: 2.
    Pair,
    /// Three or more consecutive ranks: 1 per card.
    Run,
    /// All held cards of one suit, with the starter when it matches: one point per card.
    Flush,
    /// The jack of the starter's suit: 1.
    Nobs,
}

impl From<Category> for CategoryName {
    fn from(category: Category) -> Self {
        match category {
            Category::Fifteen => CategoryName::Fifteen,
            Category::Pair => CategoryName::Pair,
            Category::Run => CategoryName::Run,
            Category::Flush => CategoryName::Flush,
            Category::Nobs => CategoryName::Nobs,
        }
    }
}

/// The wire form of one combination.
pub fn item_body(item: &ScoringItem) -> ScoringItemBody<'_> {
    ScoringItemBody {
        category: item.category.into(),
        cards: CardNames(&item.cards),
        points: item.points,
    }
}
