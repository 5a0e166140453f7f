//! The answer of `POST /v1/rounds/score`: the timeline a referee reads aloud.

use serde::Serialize;
use utoipa::ToSchema;

use crate::api::wire::claims::ClaimBody;
use crate::api::wire::events::{PegItemBody, items_body};
use crate::api::wire::matches::{MatchBody, match_body};
use crate::api::wire::rulebook::RulingBody;
use crate::api::wire::show::{ScoringItemBody, item_body};
use crate::domain::language::Language;
use crate::domain::round::{Adjudication, Entry, Phase, Reason};
use crate::domain::texts::prelude::*;

/// The adjudicated hand.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScoreRoundResponse<'a> {
    /// Every scoring moment in the official order, up to the one that won the game.
    pub timeline: Vec<EntryBody<'a>>,
    /// Every seat's score after the last entry that counted, in seat order.
    #[schema(example = json!([121, 100]))]
    pub scores: Vec<u32>,
    /// Whether a seat reached the target.
    pub game_over: bool,
    /// The seat that reached the target, or null while the game goes on.
    #[schema(example = 0)]
    pub winner: Option<usize>,
    /// Index into `timeline` of the entry that reached the target, or null.
    #[schema(example = 1)]
    pub won_at: Option<usize>,
    /// When the game is over: the match result.
    #[serde(rename = "match", skip_serializing_if = "Option::is_none")]
    pub result: Option<MatchBody>,
}

/// One scoring moment.
#[derive(Debug, Serialize, ToSchema)]
pub struct EntryBody<'a> {
    /// `cut` (the start of the hand: three for last, his heels), `play`, `show_hand` or
    /// `show_crib`.
    pub phase: PhaseName,
    /// The seat that pegs these points (for muggins, the seat that takes them; for a ruling,
    /// the seat whose peg it moves, or that loses the points of a forfeit).
    #[schema(example = 0)]
    pub player: usize,
    /// How far this entry moves `player`'s peg: 1 to 29 for points scored, and for a ruling
    /// negative when it pegs back (a correction, a backward penalty) and 0 when the points are
    /// simply lost.
    #[schema(example = 2)]
    pub points: i64,
    /// Why, as it would be said at the table (English; German or Polish with `Accept-Language`
    /// or `?lang=de`/`pl`); for a show, the whole spoken count.
    #[schema(example = "fifteen two")]
    pub reason: String,
    /// Every seat's score after this entry.
    #[schema(example = json!([121, 100]))]
    pub scores: Vec<u32>,
    /// For play entries: the index of the play event.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<usize>,
    /// For play entries that score cards: the combinations.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<PegItemBody<'a>>,
    /// For shows that score: every combination with the cards that make it, in the order
    /// `reason` counts them (as `/v1/hands/score` itemizes a hand), so that a referee can point
    /// at each one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[schema(example = json!([
        { "category": "fifteen", "cards": ["5H", "10S"], "points": 2 },
        { "category": "pair", "cards": ["5H", "5C"], "points": 2 }
    ]))]
    pub combinations: Vec<ScoringItemBody<'a>>,
    /// For shows and cards with a claim: the verdict.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claim: Option<ClaimBody>,
    /// Under a rulebook profile, on penalties, corrections, muggins, his heels and infractions:
    /// the rule that decides it, who pays, who gains, and the sentence in English, German and Polish
    /// (`reason` is that sentence in the language asked for).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ruling: Option<RulingBody>,
}

/// Where in the hand a scoring moment falls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PhaseName {
    /// His heels, when the starter is turned.
    Cut,
    /// A card, a go or the last card of the play, or a renege penalty.
    Play,
    /// A seat's hand counted with the starter.
    ShowHand,
    /// The dealer's crib counted with the starter.
    ShowCrib,
}

fn entry_body(entry: &Entry, language: Language) -> EntryBody<'_> {
    let (event, items) = match &entry.reason {
        Reason::Peg { event, items } => (Some(*event), items_body(items)),
        Reason::Go { event, .. } | Reason::Renege { event, .. } => (Some(*event), Vec::new()),
        Reason::Ruling { event, .. } => (*event, Vec::new()),
        _ => (None, Vec::new()),
    };
    let combinations = match &entry.reason {
        Reason::Show(score) => score.items().iter().map(item_body).collect(),
        _ => Vec::new(),
    };
    let (points, ruling) = match &entry.reason {
        Reason::Ruling { ruling, .. } => {
            let change = ruling.change().map_or(0, |change| change.points);
            (change, Some(RulingBody::from(ruling.as_ref())))
        }
        _ => (i64::from(entry.points), None),
    };
    EntryBody {
        phase: match entry.phase {
            Phase::Cut => PhaseName::Cut,
            Phase::Play => PhaseName::Play,
            Phase::ShowHand => PhaseName::ShowHand,
            Phase::ShowCrib => PhaseName::ShowCrib,
        },
        player: entry.player,
        points,
        reason: entry.reason_text(language),
        scores: entry.scores.clone(),
        event,
        items,
        combinations,
        claim: entry.claim.map(ClaimBody::from),
        ruling,
    }
}

/// The answer for an adjudicated hand, its texts in `language`.
pub fn response(adjudication: &Adjudication, language: Language) -> ScoreRoundResponse<'_> {
    ScoreRoundResponse {
        timeline: adjudication
            .timeline
            .iter()
            .map(|entry| entry_body(entry, language))
            .collect(),
        scores: adjudication.scores.clone(),
        game_over: adjudication.result.is_some(),
        winner: adjudication.result.as_ref().map(|r| r.winner),
        won_at: adjudication.won_at,
        result: adjudication.result.as_ref().map(match_body),
    }
}
