//! The answer of `POST /v1/games/review` and `POST /v1/rounds/review`.

use serde::Serialize;
use utoipa::ToSchema;

use super::words;
use crate::api::wire::cards::CardName;
use crate::api::wire::scored_game::{ScoreGameResponse, response as game_response};
use crate::domain::language::Language;
use crate::domain::pegging::Action;
use crate::domain::review::rating::{POINTS_PER_CHANCE, SCALE};
use crate::domain::review::{
    Choice, Decision, HandLine, Luck, Margin, Part, Rating, Review, Scale, SeatReview, THRESHOLDS,
    Unjudged, Valued, Verdict, WinAccount,
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

/// Points and chance of winning.
#[derive(Debug, Serialize, ToSchema)]
pub struct LuckPartBody {
    /// In points of margin.
    #[schema(example = 2.4)]
    pub points: f64,
    /// In chance of winning; null when the board does not serve the target.
    #[schema(example = 0.06)]
    pub win_probability: Option<f64>,
}

impl From<Part> for LuckPartBody {
    fn from(part: Part) -> LuckPartBody {
        LuckPartBody {
            points: part.points,
            win_probability: part.win_probability,
        }
    }
}

/// What the cards brought a seat: in all, and by the moment of chance.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewLuckBody {
    /// In points of margin, all parts together.
    #[schema(example = 3.1)]
    pub points: f64,
    /// In chance of winning, all parts together.
    #[schema(example = 0.12)]
    pub win_probability: Option<f64>,
    /// The deals: each best keep against the average best keep in that role.
    pub deal: LuckPartBody,
    /// The starters: what each made of the kept cards against their means.
    pub starter: LuckPartBody,
    /// The opponent's unseen cards, as the play and the show revealed them.
    pub play: LuckPartBody,
    /// A seat's luck only, and only when its luck helped it on one scale and hurt it on the
    /// other (at least a point, and 1%): why, in the request's language. Both scales count luck
    /// the same way, positive when it helped.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(
        example = "The cards cost you 4.2 points yet raised your chance of winning by 6.0%: a point early in a game weighs less than a point near the end, so luck can count one way in points and the other in the chance of winning."
    )]
    pub note: Option<String>,
}

impl From<Luck> for ReviewLuckBody {
    fn from(luck: Luck) -> ReviewLuckBody {
        ReviewLuckBody {
            points: luck.total.points,
            win_probability: luck.total.win_probability,
            deal: luck.deal.into(),
            starter: luck.starter.into(),
            play: luck.play.into(),
            note: None,
        }
    }
}

/// A seat's final margin (its score less the opponent's), explained: `final` = `start` +
/// `baseline` + `luck` − `own_losses` + `opponent_losses` + `rules` + `game_end`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewMarginBody {
    /// Its final score less the opponent's.
    #[serde(rename = "final")]
    #[schema(example = 29)]
    pub final_margin: i64,
    /// The same before the first hand (0 for a whole game).
    #[schema(example = 0)]
    pub start: i64,
    /// What its roles were worth on average: the dealer's edge, hand by hand.
    #[schema(example = 0.0)]
    pub baseline: f64,
    /// Its luck in points.
    #[schema(example = 24.3)]
    pub luck: f64,
    /// Expected points it lost by its decisions.
    #[schema(example = 1.8)]
    pub own_losses: f64,
    /// Expected points the opponent lost by its decisions.
    #[schema(example = 6.5)]
    pub opponent_losses: f64,
    /// Points the rules gave or took that the cards did not: three for last, penalties,
    /// muggins, what was announced, house rules.
    #[schema(example = 0)]
    pub rules: i64,
    /// Points the cards held that were not counted because the game was over.
    #[schema(example = 0)]
    pub game_end: i64,
}

impl From<Margin> for ReviewMarginBody {
    fn from(m: Margin) -> ReviewMarginBody {
        ReviewMarginBody {
            final_margin: m.final_margin,
            start: m.start,
            baseline: m.baseline,
            luck: m.luck,
            own_losses: m.own_losses,
            opponent_losses: m.opponent_losses,
            rules: m.rules,
            game_end: m.game_end,
        }
    }
}

/// A seat's chance of winning, explained: `result` = `start` + `luck` − `own_losses` +
/// `opponent_losses`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewChanceBody {
    /// Its chance before the first hand.
    #[schema(example = 0.5)]
    pub start: f64,
    /// Its luck.
    #[schema(example = 0.41)]
    pub luck: f64,
    /// Chance it lost by its decisions.
    #[schema(example = 0.03)]
    pub own_losses: f64,
    /// Chance the opponent lost by its decisions.
    #[schema(example = 0.12)]
    pub opponent_losses: f64,
    /// 1 if it won, 0 if it lost, its chance after the last hand if the game goes on.
    #[schema(example = 1.0)]
    pub result: f64,
}

impl From<WinAccount> for ReviewChanceBody {
    fn from(w: WinAccount) -> ReviewChanceBody {
        ReviewChanceBody {
            start: w.start,
            luck: w.luck,
            own_losses: w.own_losses,
            opponent_losses: w.opponent_losses,
            result: w.result,
        }
    }
}

/// How many decisions got each verdict.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewVerdictsBody {
    /// No verdict.
    pub none: usize,
    /// Inaccuracies.
    pub inaccuracy: usize,
    /// Mistakes.
    pub mistake: usize,
    /// Blunders.
    pub blunder: usize,
}

/// One seat's review.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewSeatBody {
    /// The seat.
    #[schema(example = 0)]
    pub seat: usize,
    /// Decisions it made, forced ones included.
    #[schema(example = 41)]
    pub decisions: usize,
    /// Of them, those with one legal option.
    #[schema(example = 9)]
    pub forced: usize,
    /// How many got each verdict.
    pub verdicts: ReviewVerdictsBody,
    /// Expected points it lost over the game.
    #[schema(example = 1.8)]
    pub points_lost: f64,
    /// Chance of winning it lost over the game; null when the board does not serve the target.
    #[schema(example = 0.03)]
    pub win_probability_lost: Option<f64>,
    /// What the cards brought it.
    pub luck: ReviewLuckBody,
    /// Its final margin, explained.
    pub margin: ReviewMarginBody,
    /// Its chance of winning, explained; null when the board does not serve the target.
    pub chance: Option<ReviewChanceBody>,
    /// How well it decided, on a scale from 0 to 100; null when it had no choice to make.
    pub rating: Option<ReviewRatingBody>,
    /// What decided the game, from its view, in the request's language: how it stands, what
    /// the cards brought it, and what its decisions gave away against the opponent's (then the
    /// luck note, when there is one).
    #[schema(
        example = "You lost by 1; the cards cost you about 22 points, and your play gave away about 16 points less than your opponent's."
    )]
    pub summary: String,
}

/// A seat's rating: its expected loss per decision that had a choice (each read on the scale
/// its verdict reads, a chance of winning counted at `points_per_chance` points), as
/// `100 · exp(−error_rate / scale)`, and the band it falls in. Calibrated by self-play
/// (the review's documentation has the table).
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewRatingBody {
    /// From 0 to 100, higher is better, to one decimal.
    #[schema(example = 82.4, minimum = 0, maximum = 100)]
    pub value: f64,
    /// The band: `novice`, `beginner`, `casual`, `strong`, `expert` or `world_class` (weakest
    /// first; stable names).
    #[schema(example = "expert")]
    pub band: &'static str,
    /// The band's name in the request's language.
    #[schema(example = "Expert")]
    pub label: &'static str,
    /// Expected points lost per decision with a choice.
    #[schema(example = 0.097)]
    pub error_rate: f64,
    /// The decisions with a choice it is measured over.
    #[schema(example = 31)]
    pub decisions: usize,
    /// The error rate at which the rating falls by a factor e.
    #[schema(example = 0.5)]
    pub scale: f64,
    /// Points a whole chance of winning weighs when a decision is read on the chance.
    #[schema(example = 20.0)]
    pub points_per_chance: f64,
}

impl ReviewRatingBody {
    fn of(rating: &Rating, language: Language) -> ReviewRatingBody {
        ReviewRatingBody {
            value: rating.value,
            band: rating.band.name(),
            label: words::band(language, rating.band),
            error_rate: rating.error_rate,
            decisions: rating.decisions,
            scale: SCALE,
            points_per_chance: POINTS_PER_CHANCE,
        }
    }
}

impl ReviewSeatBody {
    fn of(seat: &SeatReview, language: Language) -> ReviewSeatBody {
        let [none, inaccuracy, mistake, blunder] = seat.verdicts;
        ReviewSeatBody {
            seat: seat.seat,
            decisions: seat.decisions,
            forced: seat.forced,
            verdicts: ReviewVerdictsBody {
                none,
                inaccuracy,
                mistake,
                blunder,
            },
            points_lost: seat.points_lost,
            win_probability_lost: seat.win_probability_lost,
            luck: ReviewLuckBody {
                note: seat
                    .summary
                    .luck_note
                    .map(|note| words::luck_note(language, &note)),
                ..seat.luck.into()
            },
            margin: seat.margin.into(),
            chance: seat.chance.map(ReviewChanceBody::from),
            rating: seat
                .rating
                .as_ref()
                .map(|rating| ReviewRatingBody::of(rating, language)),
            summary: words::summary(language, &seat.summary),
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
