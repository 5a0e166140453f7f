//! Each seat's part of the review's answer: its decisions summed, its rating, what decided the
//! game, its luck, and its margin and chance of winning explained.

use serde::Serialize;
use utoipa::ToSchema;

use crate::domain::language::Language;
use crate::domain::review::rating::{POINTS_PER_CHANCE, SCALE};
use crate::domain::review::{Luck, Margin, Part, Rating, SeatReview, WinAccount};
use crate::domain::texts::review_texts as words;

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
    pub(super) fn of(seat: &SeatReview, language: Language) -> ReviewSeatBody {
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
