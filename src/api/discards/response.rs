//! The answer of `POST /v1/discards/recommend`.

use serde::Serialize;
use utoipa::ToSchema;

use super::request::{CribModelName, ObjectiveName};
use crate::api::wire::cards::{CardName, CardNames, VariantName};
use crate::api::wire::level::LevelName;
use crate::domain::discard::{DiscardOption, Distribution};
use crate::domain::strategy::DiscardWithPlay;

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
    /// How the options are ordered: `net`, `net_with_play` or `win`.
    pub objective: ObjectiveName,
    /// With the play: the model of its expected pegging (see `opponent` and `POST
    /// /v1/pegging/recommend`): `inferred-two-kinds/look-ahead-v2/sampled` (two-player six-card,
    /// the default), `uniform-holding/base-policy-v1` (exact: `opponent: uniform`, five-card),
    /// or the sampled model of three and four players.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = "inferred-two-kinds/look-ahead-v2/sampled")]
    pub play_model: Option<&'static str>,
    /// With `scores`: the model `win_probability` assumes (see `POST /v1/position`): the rest
    /// of the game as measured over self-play, with this hand's own points over every
    /// starter, the crib's over every crib, and the play and the others' hands as measured
    /// for their roles (the play moved by how much more these cards are expected to peg),
    /// each independent of the others. With four players the side's two hands are measured
    /// together, moved by how much more this hand counts than half of them.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = "expert-selfplay-deals-v1")]
    pub position_model: Option<&'static str>,
    /// The player of the ladder that chose `recommended` (the request's `level`, `master`
    /// when it gave none).
    #[schema(example = "master")]
    pub level: LevelName,
    /// A level that draws at random (`newcomer`): the seed its discard was drawn with, the
    /// one asked for or a fresh one; send it as `seed` to get the same discard again. Absent
    /// for the other levels.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = json!(null))]
    pub level_seed: Option<u64>,
    /// The discard the level makes. It need not be the first option: the options are ordered
    /// by `objective`, while each level discards by its own rule (`master` and `expert` by
    /// hand, crib and play together, with the expert crib model in six-card cribbage).
    pub recommended: KeepBody<'a>,
    /// One entry per possible discard, highest `net` first (ties: higher hand mean first),
    /// highest `net_with_play` first (ties: higher `net`, then hand mean), or highest
    /// `win_probability` first (ties as `net_with_play`).
    pub options: Vec<OptionBody<'a>>,
}

/// The cards a level lays away and keeps.
#[derive(Debug, Serialize, ToSchema)]
pub struct KeepBody<'a> {
    /// The cards laid away to the crib, in the order dealt.
    #[schema(value_type = Vec<CardName>, example = json!(["4C", "6H"]))]
    pub discard: CardNames<'a>,
    /// The cards kept, in the order dealt.
    #[schema(value_type = Vec<CardName>, example = json!(["5D", "10S", "10C", "JD"]))]
    pub keep: CardNames<'a>,
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
    /// With `play: true` (or `objective: net_with_play`): the kept cards' expected pegging in
    /// the coming play, in the player's role. Two players: both discarding as the expert model
    /// does and playing as the play advisor's model says. Three and four players: the others'
    /// hands uniformly random from the cards not dealt to the player, everyone playing the
    /// base policy from the lead, the player's place in the play each one that fits `dealer`
    /// (three: last when dealing, else first or second; four: second or last when the crib is
    /// the side's, else first or third), 800 draws in all.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play: Option<PlayBody>,
    /// With the play: `net` plus `play.net`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = 16.179_771_954_765_044)]
    pub net_with_play: Option<f64>,
    /// With `scores`: the chance the player wins the game keeping these cards, playing on as
    /// the expert does.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = 0.62)]
    pub win_probability: Option<f64>,
}

/// Expected pegging in the coming play.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlayBody {
    /// Points the player pegs (four players: its side, its partner's included).
    #[schema(example = 2.787_064)]
    pub own: f64,
    /// Points the opponent pegs (three players: the mean of the two opponents'; four: the
    /// other side's).
    #[schema(example = 2.164_231)]
    pub opponent: f64,
    /// `own - opponent`.
    #[schema(example = 0.622_833)]
    pub net: f64,
    /// Three and four players: the standard error of `net` (sampled; see `play_model`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = json!(null))]
    pub net_standard_error: Option<f64>,
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
        play: None,
        net_with_play: None,
        win_probability: None,
    }
}

/// One option with the play, as the answer writes it.
pub fn option_with_play(option: &DiscardWithPlay, with_counts: bool) -> OptionBody<'_> {
    OptionBody {
        play: Some(PlayBody {
            own: option.play.own,
            opponent: option.play.opponent,
            net: option.play.net(),
            net_standard_error: option.play_standard_error,
        }),
        net_with_play: Some(option.net_with_play),
        win_probability: option.win_probability,
        ..option_body(&option.option, with_counts)
    }
}
