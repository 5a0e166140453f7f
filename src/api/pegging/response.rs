//! The answers of `POST /v1/pegging/score`, `POST /v1/pegging/validate` and
//! `POST /v1/pegging/recommend`.

use serde::Serialize;
use utoipa::ToSchema;

use crate::api::wire::cards::{CardName, CardNames, VariantName};
use crate::api::wire::claims::ClaimBody;
use crate::api::wire::events::{GoPointBody, PegItemBody, PenaltyBody, items_body};
use crate::api::wire::level::LevelName;
use crate::api::wire::rulebook::RulingBody;
use crate::domain::claim::Claim;
use crate::domain::pegging::{Action, Outcome};
use crate::domain::rulebook::Ruling;
use crate::domain::strategy::board::{MODEL as POSITION_MODEL, model_of};
use crate::domain::strategy::table::{MODEL as TABLE_MODEL, TableAdvice, TableOption};
use crate::domain::strategy::{Advice, Opponent, PlayOption};

/// The scored play.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScorePlayResponse<'a> {
    /// One entry per request event, in order.
    pub events: Vec<PlayedEvent<'a>>,
    /// Points per player, go points and penalties included (under a tournament profile, as the
    /// pegs stand after the rulings).
    #[schema(example = json!([3, 6]))]
    pub totals: Vec<u32>,
    /// Four players: points per partnership (players 0 and 2, players 1 and 3).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = json!([9, 7]))]
    pub partnership_totals: Option<[u32; 2]>,
    /// The running count now (0 after a reset).
    #[schema(example = 0)]
    pub count: u8,
    /// The cards played since the count was last reset.
    #[schema(value_type = Vec<CardName>)]
    pub series: CardNames<'a>,
    /// Who acts next, or null when the play is over.
    #[schema(example = 1)]
    pub next_player: Option<usize>,
    /// Whether the play is over: every card laid (five-card: the one series closed).
    pub over: bool,
}

/// What one event did.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlayedEvent<'a> {
    /// The player who acted, by play order: 0 is the pone, who leads.
    #[schema(example = 0)]
    pub player: usize,
    /// The card laid, or null for a go.
    pub card: Option<CardName>,
    /// The running count after the event.
    #[schema(example = 15)]
    pub count: u8,
    /// What the card scored for its player (not the go point).
    #[schema(example = 2)]
    pub points: u8,
    /// The scoring combinations of the card.
    pub items: Vec<PegItemBody<'a>>,
    /// The go or last-card point, on the event that closes a series below 31 or ends the play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub go_point: Option<GoPointBody>,
    /// This event closed the series: the count starts again from 0.
    pub series_closed: bool,
    /// A go said while holding a card that fits (needs `hands`, or a count of 21 or less).
    pub renege: bool,
    /// Points others peg for a renege (three players: 2 to each opponent).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<PenaltyBody>,
    /// With `claimed` on the event: the verdict on what the player announced for the card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claim: Option<ClaimBody>,
    /// Under `rules.profile` `acc` or `acc_muggins`: the rulebook's rulings on this event (a
    /// renege, a card pegged short or long), each with its rule, who pays and who gains.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub rulings: Vec<RulingBody>,
}

/// What one event did, with the verdict on its claim and the rulebook's rulings on it.
pub fn event_body<'a>(
    outcome: &'a Outcome,
    claim: Option<Claim>,
    rulings: &[Ruling],
) -> PlayedEvent<'a> {
    PlayedEvent {
        rulings: rulings.iter().map(RulingBody::from).collect(),
        claim: claim.map(ClaimBody::from),
        player: outcome.player,
        card: match outcome.action {
            Action::Play(card) => Some(CardName(card)),
            Action::Go => None,
        },
        count: outcome.count,
        points: outcome.points(),
        items: items_body(&outcome.items),
        go_point: outcome.go_point.map(GoPointBody::from),
        series_closed: outcome.series_closed,
        renege: outcome.renege,
        penalties: outcome.penalties.iter().map(PenaltyBody::from).collect(),
    }
}

/// The verdict on a proposed action.
#[derive(Debug, Serialize, ToSchema)]
pub struct ValidatePlayResponse<'a> {
    /// Whether the rules allow the action now; when false, `reason` says why.
    pub legal: bool,
    /// Why not, when it is not (English; German or Polish with `Accept-Language: de`/`pl` or `?lang=de`/`pl`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = "K♦ would make the count 33, past 31")]
    pub reason: Option<String>,
    /// The count after the action, when legal.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = 23)]
    pub count: Option<u8>,
    /// What the card would score (pairs and runs only when `series` is given).
    #[schema(example = 2)]
    pub points: u8,
    /// The combinations the card would score (empty for a go or a card that scores nothing).
    pub items: Vec<PegItemBody<'a>>,
    /// With `hand`: the cards in it that fit under 31.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Vec<CardName>>)]
    pub playable: Option<CardNames<'a>>,
}

/// The advice for the player to act: every legal action, best first.
#[derive(Debug, Serialize, ToSchema)]
pub struct RecommendPlayResponse {
    /// The variant the play was read under.
    pub variant: VariantName,
    /// Who acts, in the play's order: 0 led (the pone; with three or four players the player
    /// left of the dealer), the last is the dealer.
    #[schema(example = 0)]
    pub player: usize,
    /// The running count now.
    #[schema(example = 0)]
    pub count: u8,
    /// The player of the ladder that chose `recommended` (the request's `level`, `master`
    /// when it gave none).
    #[schema(example = "master")]
    pub level: LevelName,
    /// A level that draws at random (`newcomer`): the seed its card was drawn with, the one
    /// asked for or a fresh one; send it as `seed` to get the same card again. Absent for the
    /// other levels.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = json!(null))]
    pub level_seed: Option<u64>,
    /// Every legal action: the cards in hand that fit, or a go when none does. The level's
    /// choice first. `master` orders them all by `expected.net` (then `expected.own`,
    /// `points`, the lower card), or by `win_probability` first when `ordered_by` says so;
    /// `expert` by `expected.net` alone; `beginner` by `points` (then the lower card);
    /// `casual` and `newcomer` choose one card by their own rules, the others following in
    /// `master`'s order.
    pub options: Vec<PlayOptionBody>,
    /// The level's choice, the first option: its card, or `"go"`.
    #[schema(example = "5H")]
    pub recommended: String,
    /// The model the expected values are for. Two players, exact, every holding of the
    /// opponent enumerated: `inferred-two-kinds/look-ahead-v2` (the default) weighs each
    /// holding by how likely the opponent was to keep it and to lay the cards it laid, taking
    /// it for one of two kinds, half and half: a strong player (the expert discard model in
    /// six-card; every card after the lead by the base play policy, half of those choices at
    /// random; its lead not read) or a player of the common advice (the best hand and crib;
    /// every card, the lead too, by the published beginner rules, one choice in ten at
    /// random); each kind then lays its later cards by its own rules (the strong player by the
    /// base play policy, the other by the beginner rules); and the player looks ahead: among
    /// its last two cards it lays the one with the best expected net over the holdings still
    /// possible then; `uniform-holding/base-policy-v1` (`opponent: uniform`) takes the
    /// opponent's unplayed cards as a uniformly random set of the right size from every card
    /// the player has not seen, laid by the base play policy. In both a go rules out the cards
    /// that fitted then, and after the option's card the player's other choices follow the
    /// service's base play policy (the most points now less the expected reply). Three and
    /// four players
    /// (`uniform-holdings-sampled/base-policy-v1`): the same for every other player's hand
    /// (the partner's included), estimated over `samples` joint holdings drawn with `seed`;
    /// `net` is the player's points less the mean of its two opponents' (three players) or its
    /// side's less the other side's (four). See `docs/strategy.md`.
    #[schema(example = "inferred-two-kinds/look-ahead-v2")]
    pub model: &'static str,
    /// Two players: how many card sets the opponent may hold (every one the goes allow);
    /// under the uniform model each is equally likely and this is the denominator of the
    /// exact expected values. Absent for three and four players.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = 16_215)]
    pub holdings: Option<u64>,
    /// Three and four players: the joint holdings of the other players drawn (4,000 at the
    /// lead, 800 later), each option played out against the same ones.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = json!(null))]
    pub samples: Option<u32>,
    /// Three and four players: the seed of the draw, the same for every request, so the same
    /// question always gets the same answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = json!(null))]
    pub seed: Option<u64>,
    /// With `scores`: `win_probability` when the game can end during this play and the level
    /// reads the board (`master`: the options are then ordered by the chance of winning, then
    /// as `expected`), `expected` otherwise. Absent without `scores`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = "win_probability")]
    pub ordered_by: Option<&'static str>,
    /// With `scores`: the model of the rest of the game after this play (see `POST
    /// /v1/position`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = "expert-selfplay-deals-v1")]
    pub position_model: Option<&'static str>,
    /// With `history` (inferred model): which kind of player the earlier hands say the
    /// opponent is, the shares this play's reading starts from (in twentieths; half and half
    /// when the hands told nothing apart). Absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = json!(null))]
    pub opponent_kinds: Option<OpponentKindsBody>,
}

/// Which kind of player the opponent was taken for: the two shares sum to 1.
#[derive(Debug, Serialize, ToSchema)]
pub struct OpponentKindsBody {
    /// The share of the strong player: the expert discard model, its cards after the lead by
    /// the base play policy half the time.
    #[schema(example = 0.05)]
    pub expert: f64,
    /// The share of the player of the common advice: the best hand and crib, every card by
    /// the published beginner rules.
    #[schema(example = 0.95)]
    pub common_advice: f64,
}

/// One legal action.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlayOptionBody {
    /// The card to lay; absent for a go.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<CardName>,
    /// `true` when no card fits and the action is a go; absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = json!(null))]
    pub go: Option<bool>,
    /// What the card scores at once (fifteen, thirty-one, pairs, runs); a go or last-card
    /// point it may earn later is in `expected`.
    #[schema(example = 2)]
    pub points: u8,
    /// Expected pegging from this action to the end of the play.
    pub expected: ExpectedBody,
    /// With `scores`: the chance the player (with four, its side) wins the game after this
    /// action. Over the rest of this play under `model` (exact for two players, over the same
    /// draw as `expected` for three and four; whoever reaches the target first wins at once);
    /// after the play, the shows and the rest of the game follow `position_model` (the
    /// player's own hand counted exactly when the starter is given, unless it holds the crib
    /// at a table of three, or plays in partnership).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = 0.71)]
    pub win_probability: Option<f64>,
    /// Three and four players with `scores`: the standard error of `win_probability` over the
    /// draw.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = json!(null))]
    pub win_standard_error: Option<f64>,
}

/// Expected pegging to the end of the play under the model: exact for two players, estimated
/// over the draw for three and four.
#[derive(Debug, Serialize, ToSchema)]
pub struct ExpectedBody {
    /// Points the player pegs, this action's own included (four players: its side's, its
    /// partner's included).
    #[schema(example = 4.621_153_253_160_654)]
    pub own: f64,
    /// Points the opponent pegs (three players: the mean of the two opponents'; four: the
    /// other side's).
    #[schema(example = 1.403_453_592_352_759_8)]
    pub opponent: f64,
    /// `own - opponent`.
    #[schema(example = 3.217_699_660_807_894_3)]
    pub net: f64,
    /// Two players under `uniform-holding/base-policy-v1`: the player's points summed over
    /// every card set, `own = own_points / holdings`. Absent under the inferred model, whose
    /// weights are not card sets.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = 74_932)]
    pub own_points: Option<u64>,
    /// Two players under `uniform-holding/base-policy-v1`: the opponent's points summed over
    /// every card set.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = 22_757)]
    pub opponent_points: Option<u64>,
    /// Three and four players: the standard error of `net` over the draw.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = json!(null))]
    pub net_standard_error: Option<f64>,
    /// Three and four players: what each player is expected to peg, in the play's order.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = json!(null))]
    pub players: Option<Vec<f64>>,
}

/// The advice as the answer writes it.
pub fn advice_body(
    advice: &Advice,
    variant: VariantName,
    level: (LevelName, Option<u64>),
    board: bool,
) -> RecommendPlayResponse {
    RecommendPlayResponse {
        variant,
        player: advice.player,
        count: advice.count,
        level: level.0,
        level_seed: level.1,
        options: (advice.options.iter())
            .map(|option| option_body(option, advice.opponent))
            .collect(),
        recommended: action_text(advice.recommended),
        model: advice.model(),
        holdings: Some(advice.holdings),
        samples: None,
        seed: None,
        ordered_by: board.then_some(if advice.by_win {
            "win_probability"
        } else {
            "expected"
        }),
        position_model: board.then_some(POSITION_MODEL),
        opponent_kinds: advice.read.map(|share| OpponentKindsBody {
            expert: share.rest(),
            common_advice: share.get(),
        }),
    }
}

/// The recommended action as the answer names it: its card, or `"go"`.
fn action_text(action: Action) -> String {
    match action {
        Action::Play(card) => card.text().to_owned(),
        Action::Go => "go".to_owned(),
    }
}

impl PlayOptionBody {
    /// One option of either advisor: the action, what it scores now, its expectations.
    fn of(action: Action, points: u8, expected: ExpectedBody, win: Option<f64>) -> PlayOptionBody {
        PlayOptionBody {
            card: match action {
                Action::Play(card) => Some(CardName(card)),
                Action::Go => None,
            },
            go: (action == Action::Go).then_some(true),
            points,
            expected,
            win_probability: win,
            win_standard_error: None,
        }
    }
}

/// One option of the two-player advice. The sums over card sets are whole numbers only under
/// the uniform model; the inferred model's weights are not card sets, so it leaves them out.
fn option_body(option: &PlayOption, opponent: Opponent) -> PlayOptionBody {
    let expected = &option.expected;
    let sum = |points: f64| (opponent == Opponent::Uniform).then_some(points as u64);
    let body = ExpectedBody {
        own: expected.own,
        opponent: expected.opponent,
        net: expected.net,
        own_points: sum(expected.own_points),
        opponent_points: sum(expected.opponent_points),
        net_standard_error: None,
        players: None,
    };
    PlayOptionBody::of(option.action, option.points, body, option.win_probability)
}

/// The advice at a table of three or four as the answer writes it.
pub fn table_advice_body(
    advice: &TableAdvice,
    variant: VariantName,
    level: (LevelName, Option<u64>),
    board: bool,
) -> RecommendPlayResponse {
    RecommendPlayResponse {
        variant,
        player: advice.player,
        count: advice.count,
        level: level.0,
        level_seed: level.1,
        options: advice.options.iter().map(table_option_body).collect(),
        recommended: action_text(advice.recommended),
        model: TABLE_MODEL,
        holdings: None,
        samples: Some(advice.samples),
        seed: Some(advice.seed),
        ordered_by: board.then_some(if advice.by_win {
            "win_probability"
        } else {
            "expected"
        }),
        position_model: board.then(|| model_of(variant.into())),
        opponent_kinds: None,
    }
}

fn table_option_body(option: &TableOption) -> PlayOptionBody {
    let expected = &option.expected;
    let body = ExpectedBody {
        own: expected.own,
        opponent: expected.opponent,
        net: expected.net,
        own_points: None,
        opponent_points: None,
        net_standard_error: Some(expected.net_standard_error),
        players: Some(expected.players.clone()),
    };
    PlayOptionBody {
        win_standard_error: option.win.map(|(_, error)| error),
        ..PlayOptionBody::of(
            option.action,
            option.points,
            body,
            option.win.map(|(w, _)| w),
        )
    }
}
