//! A game reviewed: every decision judged by the service's advisors, and what the cards brought
//! told apart from what the players did with them.
//!
//! # Decisions
//! Each seat's discard is judged as `/v1/discards/recommend` judges it with `play: true` and the
//! board (the expert crib model in six-card cribbage, the uniform one in five-card), and each
//! card or go in the play as `/v1/pegging/recommend` judges it with the seat's starter, its own
//! discards and the board at that moment. An option's value is its expected net points under
//! the advisor's model (`net_with_play` for a discard, the expected net pegging to the end of
//! the play for a card) and, when the board serves the target, its chance of winning. A
//! decision's `loss` on each scale is the best option's value on that scale less the chosen
//! one's, so it is 0 whenever the advisor would have chosen the same.
//!
//! The verdict reads one scale: the chance of winning where the game can be decided before the
//! next decision that matters (a discard when either side stands within [`LAST_STREET`] points
//! of the target, a card when the advisor finds the game can end during this play: its
//! `by_win`), the points everywhere else, since far from the end every point is worth about the
//! same and the chance moves in steps too small to read. [`THRESHOLDS`] say where each verdict
//! starts.
//!
//! # Luck
//! Each seat's account of a hand is a chain of its own expectations of the hand's margin (its
//! points less the opponent's), each step either chance or a decision:
//! - before the deal, the average margin of a hand in its role ([`baseline`]);
//! - **deal**: its best keep's value against the average best keep for its role;
//! - its discard: minus its loss;
//! - **starter**: what the starter made of its hand, its crib share and his heels, against the
//!   kept cards' means;
//! - **play** (to the end of the hand): what the opponent's cards and choices brought in the
//!   play and the show, against what the seat expected, its own play losses added back and the
//!   opponent's losses taken out (they are the opponent's skill, not the seat's luck).
//!
//! A hand whose log does not say what each seat was dealt has its play judged and its discards
//! listed as unjudged ([`Review::unjudged`]): the best keep is unknown, so for such a hand the
//! deal and the discard are one step, from the role's average best keep to the value of the
//! keep made (its mean over the ways the crib may have been split between the seats).
//!
//! So, exactly and hand by hand: margin = baseline + luck − own losses + opponent's losses +
//! points the rules gave or took (three for last, penalties, muggins) + points not counted
//! because the game was over. The chance of winning is accounted the same way, from the board
//! at the start of each hand to the next (or to the result), so that over the game the chance
//! at the start plus luck, less own losses, plus the opponent's losses, is the result: 1 or 0.

mod account;
pub mod baseline;
mod judge;
mod play;
pub mod rating;
pub mod reason;
pub mod summary;

use crate::card::Card;
use crate::fault::ReviewFault;
use crate::game::{GameProblems, ScoredGame, score};
use crate::input::{Invalid, Place};
use crate::pegging::Action;
use crate::round::DealInput;
use crate::strategy::ladder::LAST_STREET;
use crate::variant::Variant;

pub use account::{HandSeat, Luck, Margin, Part, WinAccount};
pub use rating::{Band, Rating};
pub use reason::{DiscardReason, Holding, Needed, Opening, PlayReason, Reason, Reply};
pub use summary::{LuckNote, Standing, Summary};

/// Where each verdict starts, on each scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thresholds {
    /// Expected points lost: an inaccuracy, a mistake, a blunder from these on.
    pub points: [f64; 3],
    /// Chance of winning lost: the same, as a probability.
    pub win_probability: [f64; 3],
}

/// The thresholds the review uses. In points: a fifth of a point is about what two sound
/// keeps of one deal often differ by, so less than that is no verdict; losing more than a
/// point and a half is losing a pair. In chance: 1%, 3% and 8%, the rough size of a point, of
/// a two-point swing and of a hand's worth near the end of a game to 121.
pub const THRESHOLDS: Thresholds = Thresholds {
    points: [0.2, 0.6, 1.5],
    win_probability: [0.01, 0.03, 0.08],
};

/// How a decision is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The loss is below every threshold.
    None,
    /// A small loss.
    Inaccuracy,
    /// A loss that matters.
    Mistake,
    /// A large loss.
    Blunder,
}

impl Verdict {
    /// Every verdict, mildest first.
    pub const ALL: [Verdict; 4] = [
        Verdict::None,
        Verdict::Inaccuracy,
        Verdict::Mistake,
        Verdict::Blunder,
    ];

    /// The verdict of `loss` against `thresholds` (an inaccuracy from the first, ...).
    fn of(loss: f64, thresholds: [f64; 3]) -> Verdict {
        let passed = thresholds.iter().filter(|&&t| loss >= t - 1e-12).count();
        Verdict::ALL[passed]
    }
}

/// Which scale decided a verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scale {
    /// Expected points.
    Points,
    /// The chance of winning.
    WinProbability,
}

/// What a decision chose among.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// Cards laid away to the crib.
    Discard(Vec<Card>),
    /// A card laid, or a go.
    Play(Action),
}

/// One option of a decision, valued under the advisor's model.
#[derive(Clone, Debug, PartialEq)]
pub struct Valued {
    /// The option.
    pub choice: Choice,
    /// Its expected net points.
    pub points: f64,
    /// Its chance of winning, when the board serves the target.
    pub win_probability: Option<f64>,
}

/// What a decision cost, on each scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Loss {
    /// The best option's expected points less the chosen one's.
    pub points: f64,
    /// The best option's chance of winning less the chosen one's.
    pub win_probability: Option<f64>,
}

/// One decision judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The hand, from 0.
    pub hand: usize,
    /// The seat that decided.
    pub seat: usize,
    /// The play event, for a card or a go (`None`: the discard).
    pub event: Option<usize>,
    /// What was chosen.
    pub chosen: Choice,
    /// The advisor's choice: the best option on the scale that judges the decision.
    pub best: Choice,
    /// Every option, best first on that scale.
    pub options: Vec<Valued>,
    /// What the choice cost.
    pub loss: Loss,
    /// The scale the verdict reads.
    pub scale: Scale,
    /// The verdict.
    pub verdict: Verdict,
    /// Only one option was legal (a go with nothing that fits, the last card).
    pub forced: bool,
    /// Why the best option was better, for every verdict worse than none.
    pub reason: Option<Reason>,
}

/// One seat's review.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatReview {
    /// The seat.
    pub seat: usize,
    /// Decisions it made, forced ones included.
    pub decisions: usize,
    /// Of them, those with one legal option.
    pub forced: usize,
    /// How many of each verdict, in the order of [`Verdict::ALL`].
    pub verdicts: [usize; 4],
    /// Expected points lost over the game.
    pub points_lost: f64,
    /// Chance of winning lost over the game.
    pub win_probability_lost: Option<f64>,
    /// What the cards brought it.
    pub luck: Luck,
    /// Its final margin, explained.
    pub margin: Margin,
    /// Its chance of winning, explained.
    pub chance: Option<WinAccount>,
    /// How well it decided, on the rating's scale; `None` when it had no choice to make.
    pub rating: Option<Rating>,
    /// What decided the game, from its view.
    pub summary: Summary,
}

/// Why a decision was not judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NotJudged {
    /// A discard of a hand whose log does not say what each seat was dealt: which of the
    /// crib's cards were the seat's is unknown, so its options are too.
    DiscardWithoutDealt,
}

/// A decision the review could not judge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Unjudged {
    /// The hand, from 0.
    pub hand: usize,
    /// The seat that decided.
    pub seat: usize,
    /// Why it was not judged.
    pub reason: NotJudged,
}

/// A hand as the chart shows it: each seat's chance of winning at its start.
#[derive(Clone, Debug, PartialEq)]
pub struct HandLine {
    /// The dealer's seat.
    pub dealer: usize,
    /// Each seat's score before the hand.
    pub scores: Vec<u32>,
    /// Each seat's chance of winning before the hand, from the board.
    pub win_probability: Option<[f64; 2]>,
    /// Each seat's part of the hand: its luck, its losses, its chance after it.
    pub seats: [HandSeat; 2],
}

/// A game reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The game as `/v1/games/score` rules it.
    pub game: ScoredGame,
    /// Every decision, in the order made: each hand's discards (the pone's first), then its
    /// play.
    pub decisions: Vec<Decision>,
    /// The decisions it could not judge, in the order made.
    pub unjudged: Vec<Unjudged>,
    /// Each seat's review.
    pub seats: [SeatReview; 2],
    /// Each hand's start, for the chart.
    pub hands: Vec<HandLine>,
    /// Each seat's chance of winning once the game is over (1 or 0), or after the last hand
    /// logged.
    pub end: Option<[f64; 2]>,
}

/// Reviews a game of `variant` to `target` from its hands as requests give them. A hand that
/// says what its seats were dealt has every decision judged; one that does not has its play
/// judged and its discards listed in [`Review::unjudged`]. The problems are those of
/// `/v1/games/score` (which checks `dealt` when given), and a variant the advisors do not model
/// (three and four players).
pub fn review(
    variant: Variant,
    target: u32,
    hands: &[DealInput],
) -> Result<Review, GameProblems<ReviewFault>> {
    if variant.players() != 2 {
        let problems = vec![Invalid {
            place: Place::field("variant"),
            fault: ReviewFault::NotModelled(variant),
        }];
        return Err(GameProblems::Hand { hand: 0, problems });
    }
    let game = score(variant, target, hands).map_err(GameProblems::lift)?;
    Ok(judge::game(game, hands, target))
}

/// A decision from its options (best first on `scale`) and loss.
fn decision(
    hand: usize,
    seat: usize,
    event: Option<usize>,
    chosen: Choice,
    options: Vec<Valued>,
    loss: Loss,
    scale: Scale,
) -> Decision {
    let verdict = match (scale, loss.win_probability) {
        (Scale::WinProbability, Some(lost)) => Verdict::of(lost, THRESHOLDS.win_probability),
        _ => Verdict::of(loss.points, THRESHOLDS.points),
    };
    Decision {
        hand,
        seat,
        event,
        best: options[0].choice.clone(),
        forced: options.len() == 1,
        chosen,
        options,
        loss,
        scale,
        verdict,
        reason: None,
    }
}

/// The largest of some values, when there are any.
fn best_of(values: impl Iterator<Item = Option<f64>>) -> Option<f64> {
    values.fold(None, |best, v| match (best, v) {
        (Some(b), Some(v)) => Some(f64::max(b, v)),
        (None, v) => v,
        (b, None) => b,
    })
}
