//! The request of `POST /v1/discards/recommend`.

use crate::api::limits;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use crate::api::wire::cards::{CardText, VariantName, slots};
use crate::api::wire::level::LevelName;
use crate::api::wire::opponent::OpponentName;
use crate::domain::discard::CribModel;
use crate::domain::fault::AdviceFault;
use crate::domain::input::Invalid;
use crate::domain::strategy::{BoardScores, DealtWithPlay, DiscardAsk, Objective, validate_dealt};

/// A dealt hand to analyse.
#[derive(Debug, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true }))]
pub struct RecommendRequest {
    /// The cards dealt: six (five in `three_player`, `four_player` and `five_card`).
    #[validate(length(max = limits::HELD, code = "cards"))]
    #[schema(example = json!(["4C", "5D", "6H", "10S", "10C", "JD"]))]
    pub cards: Vec<CardText>,
    /// Whether the crib is yours (with four players: your partnership's).
    #[schema(example = true)]
    pub dealer: bool,
    /// Your seat in the coming play: 0 plays first, the dealer last (1 with two players, 2
    /// with three; with four, the dealer's side holds 1 and 3). It must fit `dealer`. With
    /// three or four players it sharpens `play` (without it, every seat that fits `dealer`
    /// is averaged), and with three players and `scores` a player who does not deal must
    /// give it: the scores are by seat. Absent or null: not given.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 3, example = json!(null))]
    pub seat: Option<usize>,
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
    /// Also return each option's expected pegging in the coming play (`play`) and
    /// `net_with_play`: exact from a committed table for two players, sampled for three and
    /// four (each with its standard error). Absent or null: false.
    #[serde(default)]
    #[schema(default = false, example = true)]
    pub play: Option<bool>,
    /// How the options are ordered: `net` (hand and crib, the default), `net_with_play`
    /// (hand, crib and the play; implies `play`) or `win` (the chance of winning the game from
    /// the board; needs `scores`). Absent or null: `net`.
    #[serde(default)]
    pub objective: Option<ObjectiveName>,
    /// The board before this hand, each score short of the target. Two players: your score,
    /// then your opponent's. Three players: each seat's, in the order of the coming play (the
    /// dealer's last; say yours with `seat` unless you deal). Four players: the side of seats
    /// 0 and 2, then the dealer's side (1 and 3); or all four, partners equal. Each option then
    /// gains `win_probability`, and the play is added as with `play: true`.
    #[serde(default)]
    #[schema(example = json!([110, 118]))]
    pub scores: Option<Vec<u32>>,
    /// The target, from 1 to 241 (the largest the position model is solved for); its skunk
    /// lines follow it. Absent or null: the variant's, 121 (61 in `five_card`).
    #[serde(default)]
    #[schema(example = 121)]
    pub target: Option<u32>,
    /// Two-player six-card cribbage: how the play is priced. `inferred` (the default,
    /// `inferred-two-kinds/look-ahead-v2/sampled`): each kept hand's deals played out as the
    /// play advice plays by default, on both sides, sampled over 1,000 deals a hand and role.
    /// `uniform`: both sides play by the base policy, exact (`uniform-holding/base-policy-v1`,
    /// the answers given before). Five-card cribbage has the exact table only; three and four
    /// players sample the play as they always have. Absent or null: `inferred`.
    #[serde(default)]
    #[schema(example = "inferred")]
    pub opponent: Option<OpponentName>,
    /// Which player of the ladder makes the discard in `recommended`, weakest first:
    /// `newcomer`, `beginner`, `casual`, `expert`, `master`. It does not change the options
    /// or their order. Absent or null: `master`, the strongest.
    #[serde(default)]
    #[schema(example = "master")]
    pub level: Option<LevelName>,
    /// A level that draws at random (`newcomer`): the seed of its draw, so that the same
    /// cards with the same seed get the same discard. Absent or null: a fresh seed, named in
    /// the answer's `level_seed`. At most 2^53 - 1, the largest whole number JavaScript
    /// holds exactly. Ignored by the other levels.
    #[serde(default)]
    #[validate(range(max = limits::SEED))]
    #[schema(minimum = 0, maximum = 9_007_199_254_740_991_u64, example = json!(null))]
    pub seed: Option<u64>,
}

/// How the discard options are ordered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ObjectiveName {
    /// By `net`: hand plus or minus crib.
    #[default]
    Net,
    /// By `net_with_play`: `net` plus the expected net pegging of the kept cards.
    NetWithPlay,
    /// By `win_probability`: the chance of winning the game from the board in `scores`.
    Win,
}

impl From<ObjectiveName> for Objective {
    fn from(name: ObjectiveName) -> Self {
        match name {
            ObjectiveName::Net => Objective::Net,
            ObjectiveName::NetWithPlay => Objective::NetWithPlay,
            ObjectiveName::Win => Objective::Win,
        }
    }
}

/// Who lays the crib's other cards away.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CribModelName {
    /// At random from the unseen cards: every crib equally likely.
    #[default]
    Uniform,
    /// Like a strong player: each pair of ranks as often as a player maximising net expected
    /// value lays it away (derived over all six-card deals by `crates/cribbage-strategy/examples/expert_model.rs`).
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
    /// The dealt cards and whether the play is wanted, checked by the domain.
    pub fn dealt(&self) -> Result<DealtWithPlay, Vec<Invalid<AdviceFault>>> {
        let variant = self.variant.unwrap_or_default().into();
        let model = self.crib_model.unwrap_or_default().into();
        let board = (self.scores.is_some() || self.target.is_some()).then(|| BoardScores {
            scores: self.scores.clone(),
            target: self.target,
        });
        validate_dealt(&DiscardAsk {
            cards: &slots(&self.cards),
            variant,
            model,
            dealer: self.dealer,
            seat: self.seat,
            play: self.play.unwrap_or(false),
            opponent: self.opponent.unwrap_or_default().into(),
            objective: self.objective.unwrap_or_default().into(),
            board: board.as_ref(),
        })
    }
}
