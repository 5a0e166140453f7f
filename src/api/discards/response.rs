//! The answer of `POST /v1/discards/recommend`.

use serde::Serialize;
use utoipa::ToSchema;

use super::request::CribModelName;
use crate::api::wire::cards::{CardName, CardNames, VariantName};
use crate::domain::discard::{DiscardOption, Distribution};

/// Every way to discard, best first.
#[derive(Debug, Serialize, ToSchema)]
pub struct RecommendResponse<'a> {
    /// The variant the cards were analysed under (sets the cards dealt, kept and the crib).
    pub variant: VariantName,
    /// How the other crib cards were assumed to be laid away: `uniform` or `expert`.
    pub crib_model: CribModelName,
    /// Whether the crib counts for the player.
    pub dealer: bool,
    /// Cards the player has not seen: the possible starters and crib cards.
    #[schema(example = 46)]
    pub unseen: usize,
    /// One entry per possible discard, highest `net` first (ties: higher hand mean first).
    pub options: Vec<OptionBody<'a>>,
}

/// One way to discard.
#[derive(Debug, Serialize, ToSchema)]
pub struct OptionBody<'a> {
    /// The cards laid away to the crib.
    #[schema(value_type = Vec<CardName>, example = json!(["4C", "6H"]))]
    pub discard: CardNames<'a>,
    /// The cards kept for the play and the show, in the order dealt.
    #[schema(value_type = Vec<CardName>, example = json!(["5D", "10S", "10C", "JD"]))]
    pub keep: CardNames<'a>,
    /// The kept hand's score over every possible starter.
    pub hand: StatsBody,
    /// The crib's score over every possible crib: the opponents' discards from the unseen cards
    /// (uniformly, or weighted by the expert model), then every starter from the rest.
    pub crib: StatsBody,
    /// Hand mean plus crib mean when the crib is yours, minus it when it is not.
    #[schema(example = 15.556_938_954_765_043)]
    pub net: f64,
}

/// A score's distribution over equally likely outcomes.
#[derive(Debug, Serialize, ToSchema)]
pub struct StatsBody {
    /// The exact mean, `points / outcomes`.
    #[schema(example = 10.673_913_043_478_262)]
    pub mean: f64,
    /// The lowest score any outcome gives, 0 to 29.
    #[schema(example = 8)]
    pub min: u8,
    /// The highest score any outcome gives, 0 to 29.
    #[schema(example = 17)]
    pub max: u8,
    /// The sum of the scores of all outcomes (with `outcomes`, the mean as an exact fraction).
    #[schema(example = 491)]
    pub points: u64,
    /// How many equally likely outcomes were counted. With the expert crib model, outcomes are
    /// weighted by how likely the opponent's discard is, and this is the total weight.
    #[schema(example = 46)]
    pub outcomes: u64,
    /// With `distribution: true`: outcomes scoring 0, 1, ..., 29 (30 entries).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = json!([0, 0, 0, 0, 2, 0, 0, 0, 20, 0, 14, 0, 0, 0, 4, 0, 4, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0]))]
    pub distribution: Option<Vec<u64>>,
}

/// The statistics of a distribution, with its counts when asked for.
pub fn stats(distribution: &Distribution, with_counts: bool) -> StatsBody {
    StatsBody {
        mean: distribution.mean(),
        min: distribution.min(),
        max: distribution.max(),
        points: distribution.points(),
        outcomes: distribution.outcomes(),
        distribution: with_counts.then(|| distribution.counts.to_vec()),
    }
}

/// One option as the answer writes it.
pub fn option_body(option: &DiscardOption, with_counts: bool) -> OptionBody<'_> {
    OptionBody {
        discard: CardNames(&option.discard),
        keep: CardNames(&option.keep),
        hand: stats(&option.hand, with_counts),
        crib: stats(&option.crib, with_counts),
        net: option.net,
    }
}
