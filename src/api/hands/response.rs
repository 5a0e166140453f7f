//! The answer of `POST /v1/hands/score`: the itemized score.

use serde::Serialize;
use utoipa::ToSchema;

use crate::api::wire::cards::{CardName, CardNames, VariantName};
use crate::api::wire::claims::ClaimBody;
use crate::api::wire::show::{ScoringItemBody, item_body};
use crate::domain::claim::Claim;
use crate::domain::hand::{Category, Show, ShowKind, ShowScore};
use crate::domain::language::Language;
use crate::domain::texts::announce;
use crate::domain::variant::Variant;

/// The itemized score.
#[derive(Debug, Serialize, ToSchema)]
#[schema(example = json!({
    "hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "crib": false, "variant": "six_card",
    "total": 10, "fifteens": 8, "pairs": 2, "runs": 0, "flush": 0, "nobs": 0,
    "items": [
        { "category": "fifteen", "cards": ["5H", "JD"], "points": 2 },
        { "category": "fifteen", "cards": ["5S", "JD"], "points": 2 },
        { "category": "fifteen", "cards": ["5H", "KC"], "points": 2 },
        { "category": "fifteen", "cards": ["5S", "KC"], "points": 2 },
        { "category": "pair", "cards": ["5S", "5H"], "points": 2 }
    ],
    "announcement": "Fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten"
}))]
pub struct ScoreHandResponse<'a> {
    /// The held cards as sent, in canonical form (`10H`, not `th`).
    #[schema(value_type = Vec<CardName>, example = json!(["5H", "5S", "JD", "KC"]))]
    pub hand: CardNames<'a>,
    /// The starter in canonical form.
    pub starter: CardName,
    /// Whether it was scored as the crib (only a five-card flush counts there).
    pub crib: bool,
    /// The variant it was scored under (sets the number of cards and the flush).
    pub variant: VariantName,
    /// All points: the sum of the items' points.
    #[schema(example = 10, minimum = 0, maximum = 29)]
    pub total: u8,
    /// Points from fifteens: 2 for each distinct set of cards adding up to 15.
    #[schema(example = 8, minimum = 0, maximum = 16)]
    pub fifteens: u8,
    /// Points from pairs (a pair royal is three pairs, a double pair royal six).
    #[schema(example = 2)]
    pub pairs: u8,
    /// Points from runs: the length of each run, once per distinct set of cards that makes it
    /// (a double run of three is 6).
    #[schema(example = 0, minimum = 0, maximum = 12)]
    pub runs: u8,
    /// Points from the flush: 4 or 5 for a hand (3 or 4 in a five-card hand), 5 for a crib (4
    /// more with the house rule), else 0.
    #[schema(example = 0, minimum = 0, maximum = 5)]
    pub flush: u8,
    /// The point for nobs: 1 when a held jack matches the starter's suit, else 0.
    #[schema(example = 0, minimum = 0, maximum = 1)]
    pub nobs: u8,
    /// Every scoring combination, in the order it is announced.
    pub items: Vec<ScoringItemBody<'a>>,
    /// The traditional spoken count, in the language asked for with `lang` or
    /// `Accept-Language` (English by default; German: "Fünfzehn zwei, fünfzehn vier, und ein
    /// Paar macht sechs"; Polish: "Piętnaście dwa, piętnaście cztery i para to sześć").
    #[schema(example = "Fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten")]
    pub announcement: String,
    /// The verdict on `claimed`, when it was given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claim: Option<ClaimBody>,
}

impl<'a> ScoreHandResponse<'a> {
    /// The answer for `show`, scored as `score`, with the verdict on `claimed`.
    pub fn new(
        show: &'a Show,
        variant: Variant,
        score: &'a ShowScore,
        claimed: Option<u32>,
        language: Language,
    ) -> ScoreHandResponse<'a> {
        let total = score.total();
        ScoreHandResponse {
            hand: CardNames(show.cards()),
            starter: CardName(show.starter()),
            crib: show.kind() == ShowKind::Crib,
            variant: variant.into(),
            total,
            fifteens: score.subtotal(Category::Fifteen),
            pairs: score.subtotal(Category::Pair),
            runs: score.subtotal(Category::Run),
            flush: score.subtotal(Category::Flush),
            nobs: score.subtotal(Category::Nobs),
            items: score.items().iter().map(item_body).collect(),
            announcement: announce(score, language),
            claim: claimed.map(|claimed| {
                ClaimBody::from(Claim {
                    claimed,
                    actual: u32::from(total),
                })
            }),
        }
    }
}
