//! The requests of `POST /v1/pegging/score`, `POST /v1/pegging/validate` and
//! `POST /v1/pegging/recommend`.

use crate::api::limits;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use crate::api::wire::cards::{CardText, VariantName, slots};
use crate::api::wire::events::{self, EventBody};
use crate::api::wire::level::LevelName;
use crate::api::wire::opponent::{OpponentName, RoleName};
use crate::api::wire::rulebook::ProfileName;
use crate::domain::input::{Invalid, Step};
use crate::domain::pegging::ProposalRequest;
use crate::domain::rulebook::PlayRequest;
use crate::domain::strategy::reading::ShownRequest;
use crate::domain::strategy::{AdviceRequest, BoardScores};

/// A play to score.
#[derive(Debug, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScorePlayRequest {
    /// How many play, 2 to 4. Absent or null: 2, or what `variant` implies.
    #[schema(minimum = 2, maximum = 4, example = 2)]
    pub players: Option<usize>,
    /// The variant. Absent or null: `six_card` for 2 players, `three_player` for 3,
    /// `four_player` for 4.
    pub variant: Option<VariantName>,
    /// The events of the play, in order. Player 0 (the pone) leads. A four-player play has 16
    /// cards and a few goes, far below the limit.
    #[validate(length(max = limits::EVENTS, code = "events"))]
    #[schema(example = json!(["4H", "2S", "3D", {"card": "5C", "player": 1}, "go"]))]
    pub events: Vec<EventBody>,
    /// The request holds the whole play: every card must be played (in `five_card`, the one
    /// series is closed and scored). Absent or null: false.
    #[serde(default)]
    pub complete: Option<bool>,
    /// Each player's hand (seat order), enabling go, renege and hand checks.
    #[schema(example = json!([["4H", "3D", "KS", "KH"], ["2S", "5C", "9D", "QC"]]))]
    pub hands: Option<Vec<Vec<CardText>>>,
    /// The rulebook. Absent or null: `social`.
    #[serde(default, deserialize_with = "crate::api::json::object")]
    pub rules: Option<PlayRulesBody>,
}

/// The rulebook a play is refereed under.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayRulesBody {
    /// `social` (the default: no penalty schedule), `acc` or `acc_muggins` (ACC tournament
    /// rules, two players at six-card: player 0 is the pone, player 1 the dealer). Under the
    /// ACC each event carries its `rulings`: a renege costs 2 per card that could have been
    /// played (ACC 7.3, needs `hands`), a card announced short (`claimed`) loses the rest (8.3)
    /// and one announced long is corrected (11.1.b); `totals` are the pegs after the rulings.
    #[serde(default)]
    pub profile: Option<ProfileName>,
}

impl ScorePlayRequest {
    /// The request in the domain's terms, for it to check and replay.
    pub fn play(&self) -> PlayRequest {
        PlayRequest {
            players: self.players,
            variant: self.variant.map(Into::into),
            events: events::slots(&self.events),
            hands: self
                .hands
                .as_ref()
                .map(|hands| hands.iter().map(|h| slots(h)).collect()),
            complete: self.complete.unwrap_or(false),
            profile: self
                .rules
                .as_ref()
                .and_then(|rules| rules.profile)
                .unwrap_or_default()
                .into(),
        }
    }
}

/// A proposed action to check.
#[derive(Debug, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ValidatePlayRequest {
    /// The cards played since the count was last reset, in order. Needed for pairs and runs.
    #[validate(length(max = limits::SERIES, code = "cards"))]
    #[schema(example = json!(["7H", "8S"]))]
    pub series: Option<Vec<CardText>>,
    /// The running count before the action, 0 to 31, when the cards are not known. With
    /// `series`, it must match their count. Absent with no series: 0.
    #[schema(minimum = 0, maximum = 31, example = 15)]
    pub count: Option<u8>,
    /// The card to lay (give either `card` or `go`).
    pub card: Option<CardText>,
    /// `true` to ask whether the player may say go (give either this or `card`).
    #[schema(example = false)]
    pub go: Option<bool>,
    /// The player's cards still in hand: enables the go check and the `playable` list.
    #[validate(length(max = limits::HELD, code = "cards"))]
    #[schema(example = json!(["8D", "KC", "2H"]))]
    pub hand: Option<Vec<CardText>>,
}

impl ValidatePlayRequest {
    /// The request in the domain's terms, for it to check.
    pub fn proposal(&self) -> ProposalRequest {
        ProposalRequest {
            series: self.series.as_deref().map(slots),
            count: self.count,
            card: self.card.as_ref().map(CardText::slot),
            go: self.go,
            hand: self.hand.as_deref().map(slots),
        }
    }
}

/// The position of the player to act, for advice on what to play.
#[derive(Debug, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RecommendPlayRequest {
    /// The cards the player to act still holds (four at the lead, three in `five_card`, fewer
    /// as the play goes on).
    #[validate(length(max = limits::HELD, code = "cards"))]
    #[schema(example = json!(["4H", "5S", "10D", "KC"]))]
    pub hand: Vec<CardText>,
    /// The play so far, exactly as in `/v1/pegging/score` (player 0 leads: the pone, or with
    /// three or four players the player left of the dealer, who plays last). Absent, null or
    /// empty: the lead.
    #[serde(default)]
    #[validate(length(max = limits::EVENTS, code = "events"))]
    #[schema(example = json!([]))]
    pub events: Option<Vec<EventBody>>,
    /// The variant: `six_card`, `five_card`, `three_player` or `four_player` (partners are
    /// players 0 and 2, 1 and 3; the advisor plays for its side). Absent or null: `six_card`.
    pub variant: Option<VariantName>,
    /// The starter, when cut: no other player can hold it.
    #[schema(example = "7S")]
    pub starter: Option<CardText>,
    /// The player's own discards to the crib: no other player can hold them either. At most
    /// as many as the variant lays away (two in `six_card` and `five_card`, one with three or
    /// four players); the domain checks
    /// it (its one home: `AdviceRequest::validate`), the body limit bounds the list.
    #[schema(example = json!(["2C", "9D"]))]
    pub discards: Option<Vec<CardText>>,
    /// Which player of the ladder chooses the card (`recommended`, listed first), weakest
    /// first: `newcomer`, `beginner`, `casual`, `expert`, `master`. Absent or null: `master`,
    /// the strongest.
    #[serde(default)]
    #[schema(example = "master")]
    pub level: Option<LevelName>,
    /// A level that draws at random (`newcomer`): the seed of its draw, so that the same
    /// question with the same seed gets the same card. Absent or null: a fresh seed, named in
    /// the answer's `level_seed`. At most 2^53 - 1, the largest whole number JavaScript
    /// holds exactly. Ignored by the other levels.
    #[serde(default)]
    #[validate(range(max = limits::SEED))]
    #[schema(minimum = 0, maximum = 9_007_199_254_740_991_u64, example = json!(null))]
    pub seed: Option<u64>,
    /// The board now, the points pegged so far in this play included, each short of the
    /// target. Two players: your score, then your opponent's. Three players: each player's,
    /// in the play's order (the `player` numbers of `events`: 0 led, 2 deals). Four players:
    /// the side of players 0 and 2, then the dealer's side (1 and 3); or all four, partners
    /// equal. Every option then has `win_probability`, and when the game can end during this
    /// play (a player or side can reach the target before the shows) the expert orders the
    /// options by it.
    #[serde(default)]
    #[schema(example = json!([117, 119]))]
    pub scores: Option<Vec<u32>>,
    /// The target, from 1 to 241 (the largest the position model is solved for); its skunk
    /// lines follow it. Absent or null: the variant's, 121 (61 in `five_card`).
    #[serde(default)]
    #[schema(example = 121)]
    pub target: Option<u32>,
    /// Who is asking, in the play's order (the `player` numbers of `events`: 0 led, the
    /// dealer is the last). When given, the advice is refused unless this player is the one
    /// to act: a bot that asks out of turn learns it instead of getting another player's
    /// advice. Absent or null: whoever is to act.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 3, example = json!(null))]
    pub player: Option<usize>,
    /// Two players: what to assume about the opponent's cards. `inferred` (the default,
    /// `inferred-two-kinds/look-ahead-v2`): weighed by how likely the opponent was to keep
    /// them and to lay the cards it laid, as a strong player (the expert discard model, the
    /// base play policy after the lead) or as a player of the common advice (the best hand
    /// and crib, the beginner rules for every card, the lead too), half and half, each kind
    /// laying its later cards by its own rules; and the player's last two cards searched.
    /// `uniform`: every set of cards the goes allow equally likely, the
    /// answers of `uniform-holding/base-policy-v1`. Ignored with three and four players
    /// (uniform).
    #[serde(default)]
    #[schema(example = "inferred")]
    pub opponent: Option<OpponentName>,
    /// Two players: the earlier hands of this game, in any order, as the shows revealed the
    /// opponent's part in each (its hand, and with the crib the two cards it laid away) with
    /// that hand's play. The inferred model reads from them which kind of player it faces
    /// before this play starts, instead of taking it for either kind half and half: a
    /// player of the common advice shows itself in a game's first hands by its leads and by
    /// taking the points in sight, and is then read as one (the answer's
    /// `opponent_kinds` says how it was read, and `model` is
    /// `inferred-two-kinds/game-read/look-ahead-v2`). Ignored by `opponent: uniform`; refused
    /// with three and four players. Absent, null or empty: nothing read.
    #[serde(default)]
    #[validate(length(max = limits::EARLIER_HANDS, code = "history"), nested)]
    #[schema(example = json!([{
        "role": "pone",
        "shown": ["3C", "4D", "9S", "KH"],
        "discards": ["QC", "JD"],
        "events": ["3C", "10H", "4D", "AS", "9S", "go", "go", "5H", "KH", "6S"]
    }]))]
    pub history: Option<Vec<ShownHandBody>>,
}

/// One earlier hand of the game: what its shows revealed of the opponent's part in it.
/// (`Serialize` because a list's length check writes the refused list into its error.)
#[derive(Debug, Deserialize, Serialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ShownHandBody {
    /// The opponent's role in that hand: `dealer` or `pone`.
    #[schema(example = "pone")]
    pub role: RoleName,
    /// The hand the opponent showed: the cards it kept (four; three in `five_card`).
    #[validate(length(max = limits::HELD, code = "cards"))]
    #[schema(example = json!(["3C", "4D", "9S", "KH"]))]
    pub shown: Vec<CardText>,
    /// The two cards the opponent laid away to the crib, when known (the crib's show
    /// reveals them: the crib less your own two). With them the model also reads which kind
    /// keeps those cards of the six. Absent, null or empty: not known.
    #[serde(default)]
    #[validate(length(max = limits::HELD, code = "cards"))]
    #[schema(example = json!(["QC", "JD"]))]
    pub discards: Option<Vec<CardText>>,
    /// That hand's play, exactly as in `/v1/pegging/score` (player 0 leads: the pone). The
    /// opponent's cards in it must be cards it showed. Absent, null or empty: not known.
    #[serde(default)]
    #[validate(length(max = limits::EVENTS, code = "events"))]
    #[schema(example = json!(["3C", "10H", "4D", "AS", "9S", "go", "go", "5H", "KH", "6S"]))]
    pub events: Option<Vec<EventBody>>,
}

impl ShownHandBody {
    /// The hand in the domain's terms.
    fn shown(&self) -> ShownRequest {
        ShownRequest {
            deals: self.role == RoleName::Dealer,
            shown: slots(&self.shown),
            discards: self.discards.as_deref().map(slots).unwrap_or_default(),
            events: self
                .events
                .as_deref()
                .map(events::slots)
                .unwrap_or_default(),
        }
    }

    /// Whether event `i` of its play was sent as an object (its card then has a pointer of
    /// its own).
    pub fn event_is_object(&self, i: usize) -> bool {
        (self.events.as_ref())
            .and_then(|events| events.get(i))
            .is_some_and(EventBody::is_object)
    }
}

impl RecommendPlayRequest {
    /// The domain's problems with the places a pointer names: an earlier hand's event sent as
    /// a card's text alone is its card, as the top-level events are (see
    /// [`crate::api::wire::pointer`]).
    pub fn history_places<F>(&self, problems: Vec<Invalid<F>>) -> Vec<Invalid<F>> {
        let history = self.history.as_deref().unwrap_or_default();
        problems
            .into_iter()
            .map(|mut problem| {
                if let [
                    Step::Field("history"),
                    Step::Index(h),
                    Step::Field("events"),
                    Step::Index(i),
                    Step::Field("card"),
                ] = *problem.place.steps()
                    && !history.get(h).is_some_and(|hand| hand.event_is_object(i))
                    && let Some(event) = problem.place.parent()
                {
                    problem.place = event;
                }
                problem
            })
            .collect()
    }

    /// The request in the domain's terms, for it to check.
    pub fn advice(&self) -> AdviceRequest {
        AdviceRequest {
            variant: self.variant.map(Into::into),
            hand: slots(&self.hand),
            events: self
                .events
                .as_deref()
                .map(events::slots)
                .unwrap_or_default(),
            starter: self.starter.as_ref().map(CardText::slot),
            discards: self.discards.as_deref().map(slots).unwrap_or_default(),
            board: (self.scores.is_some() || self.target.is_some()).then(|| BoardScores {
                scores: self.scores.clone(),
                target: self.target,
            }),
            player: self.player,
            opponent: self.opponent.map(Into::into),
            history: (self.history.iter().flatten())
                .map(ShownHandBody::shown)
                .collect(),
        }
    }
}
