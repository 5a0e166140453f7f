//! The answer of `POST /v1/games/review` and `POST /v1/rounds/review`.

use serde::Serialize;
use utoipa::ToSchema;

use crate::api::wire::cards::CardName;
use crate::api::wire::scored_game::{ScoreGameResponse, response as game_response};
use crate::domain::language::Language;
use crate::domain::pegging::Action;
use crate::domain::review::{
    Choice, Decision, HandLine, Review, Scale, THRESHOLDS, Unjudged, Valued, Verdict,
};
use crate::domain::texts::review_texts as words;

pub use super::seat::{
    LuckPartBody, ReviewChanceBody, ReviewLuckBody, ReviewMarginBody, ReviewRatingBody,
    ReviewSeatBody, ReviewVerdictsBody,
};

/// The model the review judges with, as the answer names it.
pub const MODEL: &str = "review-v1: discards as /v1/discards/recommend judges them with play and \
    the board (the expert crib model in six_card), the play as /v1/pegging/recommend judges it \
    (uniform-holding/base-policy-v1) with the starter, the seat's discards and the board";

/// A game reviewed.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewResponse {
    /// Every decision, in the order made: each hand's discards (the pone's first), then every
    /// card and go of its play until the game was won.
    pub decisions: Vec<ReviewDecisionBody>,
    /// The decisions that could not be judged, in the order made, each with its reason: the
    /// discards of a hand without `dealt`. Empty when everything was judged.
    pub unjudged: Vec<UnjudgedBody>,
    /// Each seat's decisions summed, its luck, and its final margin and chance of winning
    /// explained.
    pub seats: Vec<ReviewSeatBody>,
    /// Each hand's start: the dealer, the scores and each seat's chance of winning (for a
    /// chart of the game).
    pub hands: Vec<ReviewHandBody>,
    /// Each seat's chance of winning at the end: 1 or 0 once the game is won, the board's
    /// chance after the last hand otherwise; null when the board does not serve the target.
    #[schema(example = json!([1.0, 0.0]))]
    pub end: Option<[f64; 2]>,
    /// The game as `/v1/games/score` rules it.
    pub game: ScoreGameResponse,
    /// The advisors' model every value is exact for.
    #[schema(example = "review-v1: …")]
    pub model: &'static str,
    /// Where each verdict starts.
    pub thresholds: ReviewThresholdsBody,
}

/// A decision the review could not judge.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnjudgedBody {
    /// The hand (index into the game's hands).
    #[schema(example = 2)]
    pub hand: usize,
    /// The seat whose decision it was.
    #[schema(example = 0)]
    pub seat: usize,
    /// Why it was not judged, in the request's language.
    #[schema(
        example = "Player 1's discard in hand 3 is not judged: the game's record does not say which cards player 1 was dealt."
    )]
    pub reason: String,
}

impl UnjudgedBody {
    fn of(unjudged: &Unjudged, language: Language) -> UnjudgedBody {
        UnjudgedBody {
            hand: unjudged.hand,
            seat: unjudged.seat,
            reason: words::unjudged(language, unjudged),
        }
    }
}

/// Where each verdict starts, on each scale.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewThresholdsBody {
    /// In expected points lost.
    pub points: VerdictLevelsBody,
    /// In chance of winning lost.
    pub win_probability: VerdictLevelsBody,
}

/// The loss from which each verdict starts.
#[derive(Debug, Serialize, ToSchema)]
pub struct VerdictLevelsBody {
    /// An inaccuracy from this loss on.
    pub inaccuracy: f64,
    /// A mistake.
    pub mistake: f64,
    /// A blunder.
    pub blunder: f64,
}

impl VerdictLevelsBody {
    fn of(levels: [f64; 3]) -> VerdictLevelsBody {
        VerdictLevelsBody {
            inaccuracy: levels[0],
            mistake: levels[1],
            blunder: levels[2],
        }
    }
}

/// A choice: the cards laid away, a card, or a go.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub enum ReviewChoiceBody {
    /// The cards a discard lays away.
    #[schema(value_type = Vec<CardName>)]
    Discard(Vec<CardName>),
    /// A card laid, or `"go"`.
    #[schema(example = "5H")]
    Play(String),
}

impl ReviewChoiceBody {
    fn of(choice: &Choice) -> ReviewChoiceBody {
        match choice {
            Choice::Discard(cards) => {
                ReviewChoiceBody::Discard(cards.iter().copied().map(CardName).collect())
            }
            Choice::Play(Action::Play(card)) => ReviewChoiceBody::Play(card.text().to_owned()),
            Choice::Play(Action::Go) => ReviewChoiceBody::Play("go".to_owned()),
        }
    }
}

/// One option of a decision.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewOptionBody {
    /// For a discard: the cards laid away.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Vec<CardName>>)]
    pub discard: Option<Vec<CardName>>,
    /// For the play: the card laid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<CardName>,
    /// For the play: true for a go.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub go: Option<bool>,
    /// Its expected net points under the model: a discard's `net_with_play`, a card's expected
    /// net pegging to the end of the play.
    #[schema(example = 8.73)]
    pub points: f64,
    /// Its chance of winning; null when the board does not serve the target.
    #[schema(example = 0.512)]
    pub win_probability: Option<f64>,
}

impl ReviewOptionBody {
    fn of(option: &Valued) -> ReviewOptionBody {
        let (discard, card, go) = match &option.choice {
            Choice::Discard(cards) => (
                Some(cards.iter().copied().map(CardName).collect()),
                None,
                None,
            ),
            Choice::Play(Action::Play(card)) => (None, Some(CardName(*card)), None),
            Choice::Play(Action::Go) => (None, None, Some(true)),
        };
        ReviewOptionBody {
            discard,
            card,
            go,
            points: option.points,
            win_probability: option.win_probability,
        }
    }
}

/// What a decision cost.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewLossBody {
    /// The best option's expected points less the chosen one's (0 when it was the best).
    #[schema(example = 0.41)]
    pub points: f64,
    /// The best chance of winning less the chosen one's; null when the board does not serve
    /// the target.
    #[schema(example = 0.004)]
    pub win_probability: Option<f64>,
}

/// One decision judged.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewDecisionBody {
    /// The hand (index into the game's hands).
    #[schema(example = 0)]
    pub hand: usize,
    /// The seat that decided.
    #[schema(example = 1)]
    pub seat: usize,
    /// `discard` or `play`.
    #[schema(example = "discard")]
    pub kind: &'static str,
    /// For the play: the index of the event in the hand's `events`.
    #[schema(example = json!(null))]
    pub event: Option<usize>,
    /// What was chosen: the discarded cards, or the card or `"go"`.
    pub chosen: ReviewChoiceBody,
    /// The advisor's choice, in the same shape.
    pub best: ReviewChoiceBody,
    /// Every option with its value, best first on the scale that judges the decision.
    pub options: Vec<ReviewOptionBody>,
    /// What the choice cost on each scale.
    pub loss: ReviewLossBody,
    /// The scale the verdict reads: `points`, or `win_probability` where the game can be
    /// decided before the next decision that matters.
    #[schema(example = "points")]
    pub scale: &'static str,
    /// `none`, `inaccuracy`, `mistake` or `blunder` (see `thresholds`).
    #[schema(example = "inaccuracy")]
    pub verdict: &'static str,
    /// Only one option was legal.
    pub forced: bool,
    /// For a verdict worse than `none` (and only then): why the advisor's choice was better, in
    /// the request's language, from the numbers of `options` (the hand, the crib and the play of
    /// a discard; what a card scores and what it lets the opponent's next card score).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(
        example = "Laying away 4♠ and 6♥ instead keeps fifteen four and a run of three; the hand scores 1.2 points more on average and your opponent's crib 1.4 points less."
    )]
    pub reason: Option<String>,
}

fn verdict_name(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::None => "none",
        Verdict::Inaccuracy => "inaccuracy",
        Verdict::Mistake => "mistake",
        Verdict::Blunder => "blunder",
    }
}

impl ReviewDecisionBody {
    fn of(decision: &Decision, language: Language) -> ReviewDecisionBody {
        ReviewDecisionBody {
            hand: decision.hand,
            seat: decision.seat,
            kind: if decision.event.is_some() {
                "play"
            } else {
                "discard"
            },
            event: decision.event,
            chosen: ReviewChoiceBody::of(&decision.chosen),
            best: ReviewChoiceBody::of(&decision.best),
            options: decision.options.iter().map(ReviewOptionBody::of).collect(),
            loss: ReviewLossBody {
                points: decision.loss.points,
                win_probability: decision.loss.win_probability,
            },
            scale: match decision.scale {
                Scale::Points => "points",
                Scale::WinProbability => "win_probability",
            },
            verdict: verdict_name(decision.verdict),
            forced: decision.forced,
            reason: decision
                .reason
                .as_ref()
                .map(|reason| words::reason(language, reason)),
        }
    }
}

/// A hand's start.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewHandBody {
    /// The dealer's seat.
    #[schema(example = 1)]
    pub dealer: usize,
    /// Each seat's score before the hand.
    #[schema(example = json!([0, 0]))]
    pub scores: Vec<u32>,
    /// Each seat's chance of winning before the hand; null when the board does not serve the
    /// target.
    #[schema(example = json!([0.45, 0.55]))]
    pub win_probability: Option<[f64; 2]>,
    /// Each seat's part of the hand, in seat order: the hand's luck and losses, and its chance
    /// after the hand (for marking the chart's moments of luck and of error).
    pub seats: Vec<ReviewHandSeatBody>,
}

/// One seat's part of one hand.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewHandSeatBody {
    /// What the hand's cards brought it: in all and by the moment of chance.
    pub luck: ReviewLuckBody,
    /// What its decisions in the hand cost it.
    pub losses: LuckPartBody,
    /// Its chance of winning after the hand: at the next hand's start, 1 or 0 if the game was
    /// won in it; null when the board does not serve the target.
    #[schema(example = 0.58)]
    pub win_probability: Option<f64>,
}

impl ReviewHandBody {
    fn of(line: &HandLine) -> ReviewHandBody {
        ReviewHandBody {
            dealer: line.dealer,
            scores: line.scores.clone(),
            win_probability: line.win_probability,
            seats: line
                .seats
                .iter()
                .map(|part| ReviewHandSeatBody {
                    luck: part.luck.into(),
                    losses: part.losses.into(),
                    win_probability: part.end,
                })
                .collect(),
        }
    }
}

/// The answer for a reviewed game, its sentences in `language`.
pub fn response(review: &Review, language: Language) -> ReviewResponse {
    ReviewResponse {
        decisions: review
            .decisions
            .iter()
            .map(|d| ReviewDecisionBody::of(d, language))
            .collect(),
        unjudged: review
            .unjudged
            .iter()
            .map(|u| UnjudgedBody::of(u, language))
            .collect(),
        seats: review
            .seats
            .iter()
            .map(|s| ReviewSeatBody::of(s, language))
            .collect(),
        hands: review.hands.iter().map(ReviewHandBody::of).collect(),
        end: review.end,
        game: game_response(&review.game),
        model: MODEL,
        thresholds: ReviewThresholdsBody {
            points: VerdictLevelsBody::of(THRESHOLDS.points),
            win_probability: VerdictLevelsBody::of(THRESHOLDS.win_probability),
        },
    }
}
