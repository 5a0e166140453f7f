//! A whole game checked: its hands in order, each as its adjudication left it, chained into one
//! game, with the winner, the hand that won it, the match result and the spread.
//!
//! Tournament software sends a finished game log; the question is whether the hands chain (the
//! deal passes round the table, each hand starts where the last one ended, nothing is played
//! after the game is won) and, if they do, who won by how much. A hand comes in as a
//! [`HandResult`]: plain data the round adjudicator fills in (the dealer, the scores the log
//! states before the hand, the points each seat made in it, and the [`MatchResult`] when the
//! hand ended the game), so this check does not depend on how a round is adjudicated.
//!
//! ```
//! use cribbage_rules::game::{HandResult, check};
//! use cribbage_rules::round::{MatchResult, Skunk};
//! use cribbage_rules::variant::Variant;
//!
//! let hand = |dealer, points: [i64; 2]| HandResult {
//!     dealer,
//!     given_scores: None,
//!     points: points.to_vec(),
//!     result: None,
//! };
//! let mut hands = vec![hand(0, [60, 55]), hand(1, [61, 20])];
//! hands[1].result = Some(MatchResult {
//!     winner: 0,
//!     loser_scores: vec![75],
//!     skunk: Skunk::Skunk,
//!     match_points: 3,
//! });
//! let verdict = check(Variant::SixCard, 121, &hands).unwrap();
//! assert_eq!((verdict.winner, verdict.won_in, verdict.spread), (Some(0), Some(1), Some(46)));
//! ```

mod score;

mod codes;

pub use score::{GameProblems, ScoredGame, score};

use super::round::MatchResult;
use super::variant::Variant;

/// One hand of a game, as its adjudication left it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandResult {
    /// The dealer's seat.
    pub dealer: usize,
    /// The scores the log states before the hand, if it states them; otherwise they carry over
    /// from the hand before (zeros before the first).
    pub given_scores: Option<Vec<u32>>,
    /// Each seat's net points in the hand (negative when backward penalties outweigh what it
    /// scored); partners both carry their side's points.
    pub points: Vec<i64>,
    /// The adjudicator's match result, when this hand ended the game.
    pub result: Option<MatchResult>,
}

/// A hand as chained into the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandSummary {
    /// The dealer's seat.
    pub dealer: usize,
    /// Every seat's score before the hand.
    pub before: Vec<u32>,
    /// Every seat's score after it.
    pub after: Vec<u32>,
}

/// A game whose hands chain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameVerdict {
    /// Every hand, chained.
    pub hands: Vec<HandSummary>,
    /// The final scores.
    pub scores: Vec<u32>,
    /// The winning seat (the lower seat of a partnership), if the game is over.
    pub winner: Option<usize>,
    /// The index of the hand that won it.
    pub won_in: Option<usize>,
    /// The match result as the adjudicator gave it for that hand.
    pub result: Option<MatchResult>,
    /// The winner's margin, the ACC's tournament tie-break measure: the target (the game hole:
    /// points pegged past it do not count) less the best losing side's score.
    pub spread: Option<u32>,
}

/// Which part of a hand a problem is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// The list of hands itself.
    Hands,
    /// The hand as a whole.
    Hand,
    /// Its dealer.
    Dealer,
    /// The scores given before it (a seat's, or all of them).
    Scores {
        /// The seat, when one seat is wrong.
        seat: Option<usize>,
    },
    /// The points made in it (a seat's, or all of them).
    Points {
        /// The seat, when one seat is wrong.
        seat: Option<usize>,
    },
    /// The match result given for it.
    Result,
}

/// Where a problem is: a hand (none for the list as a whole) and a field of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LogPlace {
    /// The hand's index.
    pub hand: Option<usize>,
    /// The field.
    pub field: Field,
}

/// Why a game log does not chain.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProblemKind {
    /// An empty log.
    #[error("a game has at least one hand")]
    NoHands,
    /// Not one value per seat.
    #[error("{found} values for {expected} seats")]
    Seats {
        /// Seats at the table.
        expected: usize,
        /// Values given.
        found: usize,
    },
    /// A dealer who is not at the table.
    #[error("there is no seat {} at a table of {players}", .dealer + 1)]
    NoSuchDealer {
        /// The seat given.
        dealer: usize,
        /// Seats at the table.
        players: usize,
    },
    /// The deal did not pass to the next seat.
    #[error("the deal passes to seat {} after the hand before, not to seat {}", .expected + 1, .found + 1)]
    DealDoesNotPass {
        /// The seat that deals.
        expected: usize,
        /// The seat given.
        found: usize,
    },
    /// Given scores that are not where the hand before left them.
    #[error("seat {} ended the hand before on {expected}, not {found}", .seat + 1)]
    ScoresDoNotCarryOver {
        /// The seat.
        seat: usize,
        /// The score the hand before ended on.
        expected: u32,
        /// The score given.
        found: u32,
    },
    /// A game that starts at or past the target.
    #[error("seat {} starts on {score}, already at the target of {target}", .seat + 1)]
    StartsWon {
        /// The seat.
        seat: usize,
        /// Its score.
        score: u32,
        /// The target.
        target: u32,
    },
    /// Partners with different scores.
    #[error("partners in seats {} and {} share one score, not {score} and {other}", .seat + 1, .partner + 1)]
    PartnersDiffer {
        /// A seat.
        seat: usize,
        /// Its partner.
        partner: usize,
        /// The seat's score.
        score: u32,
        /// The partner's score.
        other: u32,
    },
    /// A score below zero.
    #[error("seat {} on {before} cannot lose {lost} points: a peg cannot go behind the start", .seat + 1)]
    BelowZero {
        /// The seat.
        seat: usize,
        /// Its score before the hand.
        before: u32,
        /// The points it lost.
        lost: u64,
    },
    /// A score too large to be a cribbage score.
    #[error("seat {} would reach {score} points, past any cribbage game", .seat + 1)]
    TooLarge {
        /// The seat.
        seat: usize,
        /// The score it would reach.
        score: i64,
    },
    /// A hand after the game was won.
    #[error("the game was won in hand {}; nothing is played after it", won_in + 1)]
    AfterGameWon {
        /// The hand that won it.
        won_in: usize,
    },
    /// A seat reaches the target but the hand gives no match result.
    #[error("seat {} reaches {score}, the target, but the hand does not end the game", .seat + 1)]
    WinWithoutResult {
        /// The seat.
        seat: usize,
        /// Its score.
        score: u32,
    },
    /// A match result for a winner who did not reach the target.
    #[error("the result names seat {} the winner, but it ends on {score}, short of {target}", .winner + 1)]
    ResultWithoutWin {
        /// The winner named.
        winner: usize,
        /// Its score.
        score: u32,
        /// The target.
        target: u32,
    },
    /// A match result naming a seat that is not at the table.
    #[error("the result names seat {} the winner, and there are {players} seats", .winner + 1)]
    NoSuchWinner {
        /// The winner named.
        winner: usize,
        /// Seats at the table.
        players: usize,
    },
    /// Two sides at the target.
    #[error("seats {} and {} both end at or past the target", .winner + 1, .other + 1)]
    TwoWinners {
        /// The winner named.
        winner: usize,
        /// Another side's seat at the target.
        other: usize,
    },
    /// Losers' scores in the result that are not the final scores.
    #[error("the result gives the losers {found:?}, but they end on {expected:?}")]
    LoserScores {
        /// The losing sides' final scores.
        expected: Vec<u32>,
        /// The result's.
        found: Vec<u32>,
    },
}

/// A problem with its place.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind}")]
pub struct Problem {
    /// Where.
    pub place: LogPlace,
    /// What.
    pub kind: ProblemKind,
}

struct Checker<'a> {
    variant: Variant,
    target: u32,
    players: usize,
    problems: Vec<Problem>,
    hands: Vec<HandSummary>,
    won: Option<(usize, &'a MatchResult)>,
}

impl Checker<'_> {
    fn problem(&mut self, hand: Option<usize>, field: Field, kind: ProblemKind) {
        self.problems.push(Problem {
            place: LogPlace { hand, field },
            kind,
        });
    }

    /// The scores before hand `index`: the log's, checked against where the hand before left
    /// the board, or carried over.
    fn before(&mut self, index: usize, given: Option<&Vec<u32>>) -> Option<Vec<u32>> {
        let carried = self.hands.last().map(|hand| hand.after.clone());
        let Some(given) = given else {
            return Some(carried.unwrap_or_else(|| vec![0; self.players]));
        };
        if given.len() != self.players {
            let kind = ProblemKind::Seats {
                expected: self.players,
                found: given.len(),
            };
            self.problem(Some(index), Field::Scores { seat: None }, kind);
            return carried;
        }
        match carried {
            Some(carried) => {
                for (seat, (&expected, &found)) in carried.iter().zip(given).enumerate() {
                    if expected != found {
                        let kind = ProblemKind::ScoresDoNotCarryOver {
                            seat,
                            expected,
                            found,
                        };
                        self.problem(Some(index), Field::Scores { seat: Some(seat) }, kind);
                    }
                }
                Some(carried)
            }
            None => {
                self.check_start(given);
                self.check_partners(index, Field::Scores { seat: None }, given);
                Some(given.clone())
            }
        }
    }

    fn check_start(&mut self, scores: &[u32]) {
        for (seat, &score) in scores.iter().enumerate() {
            if score >= self.target {
                let kind = ProblemKind::StartsWon {
                    seat,
                    score,
                    target: self.target,
                };
                self.problem(Some(0), Field::Scores { seat: Some(seat) }, kind);
            }
        }
    }

    fn check_partners(&mut self, index: usize, field: Field, scores: &[u32]) {
        if self.variant != Variant::FourPlayer {
            return;
        }
        for seat in 0..2 {
            let (score, other) = (scores[seat], scores[seat + 2]);
            if score != other {
                let partner = seat + 2;
                let kind = ProblemKind::PartnersDiffer {
                    seat,
                    partner,
                    score,
                    other,
                };
                self.problem(Some(index), field, kind);
            }
        }
    }

    fn check_dealer(&mut self, index: usize, dealer: usize) {
        if dealer >= self.players {
            let players = self.players;
            let kind = ProblemKind::NoSuchDealer { dealer, players };
            self.problem(Some(index), Field::Dealer, kind);
            return;
        }
        if let Some(last) = self.hands.last()
            && last.dealer < self.players
        {
            let expected = (last.dealer + 1) % self.players;
            if dealer != expected {
                let kind = ProblemKind::DealDoesNotPass {
                    expected,
                    found: dealer,
                };
                self.problem(Some(index), Field::Dealer, kind);
            }
        }
    }

    /// The scores after hand `index`, each seat's points added; a seat that would go below
    /// zero or past any real score is a problem and stays where it was.
    fn after(&mut self, index: usize, before: &[u32], points: &[i64]) -> Vec<u32> {
        let mut after = before.to_vec();
        if points.len() != self.players {
            let kind = ProblemKind::Seats {
                expected: self.players,
                found: points.len(),
            };
            self.problem(Some(index), Field::Points { seat: None }, kind);
            return after;
        }
        for (seat, (&start, &made)) in before.iter().zip(points).enumerate() {
            let score = i64::from(start).saturating_add(made);
            let field = Field::Points { seat: Some(seat) };
            if score < 0 {
                let lost = made.unsigned_abs();
                let kind = ProblemKind::BelowZero {
                    seat,
                    before: start,
                    lost,
                };
                self.problem(Some(index), field, kind);
            } else if let Ok(score) = u32::try_from(score) {
                after[seat] = score;
            } else {
                self.problem(Some(index), field, ProblemKind::TooLarge { seat, score });
            }
        }
        self.check_partners(index, Field::Points { seat: None }, &after);
        after
    }

    /// Whether hand `index` ends the game, and whether its result agrees with the board.
    fn check_end<'a>(
        &mut self,
        index: usize,
        after: &[u32],
        result: Option<&'a MatchResult>,
    ) -> Option<&'a MatchResult> {
        let target = self.target;
        let at_target = move |seat: &usize| after[*seat] >= target;
        let Some(result) = result else {
            if let Some(seat) = (0..self.players).find(at_target) {
                let score = after[seat];
                let kind = ProblemKind::WinWithoutResult { seat, score };
                self.problem(Some(index), Field::Hand, kind);
            }
            return None;
        };
        let winner = result.winner;
        if winner >= self.players {
            let players = self.players;
            let kind = ProblemKind::NoSuchWinner { winner, players };
            self.problem(Some(index), Field::Result, kind);
            return Some(result);
        }
        if !at_target(&winner) {
            let (score, target) = (after[winner], self.target);
            let kind = ProblemKind::ResultWithoutWin {
                winner,
                score,
                target,
            };
            self.problem(Some(index), Field::Result, kind);
        }
        let winning = self.variant.side(winner);
        if let Some(other) = (0..self.players)
            .filter(|&seat| self.variant.side(seat) != winning)
            .find(at_target)
        {
            let kind = ProblemKind::TwoWinners { winner, other };
            self.problem(Some(index), Field::Result, kind);
        }
        let expected = self.loser_scores(after, winner);
        if expected != result.loser_scores {
            let found = result.loser_scores.clone();
            let kind = ProblemKind::LoserScores { expected, found };
            self.problem(Some(index), Field::Result, kind);
        }
        Some(result)
    }

    /// One score per losing side, in seat order (as the round adjudicator lists them).
    fn loser_scores(&self, scores: &[u32], winner: usize) -> Vec<u32> {
        let winning = self.variant.side(winner);
        (0..self.players)
            .filter(|&seat| self.variant.side(seat) == seat && seat != winning)
            .map(|seat| scores[seat])
            .collect()
    }
}

/// Checks a game of `variant` to `target` given as its `hands` in order: the deal passes to
/// the next seat each hand, given scores are where the hand before left the board, no score
/// goes below zero, partners share a score, the hand that reaches the target carries the match
/// result and agrees with the board, and nothing is played after it.
///
/// Returns the chained game, or every problem with its place, in hand order.
pub fn check(
    variant: Variant,
    target: u32,
    hands: &[HandResult],
) -> Result<GameVerdict, Vec<Problem>> {
    let players = variant.players();
    let mut checker = Checker {
        variant,
        target,
        players,
        problems: Vec::new(),
        hands: Vec::with_capacity(hands.len()),
        won: None,
    };
    if hands.is_empty() {
        checker.problem(None, Field::Hands, ProblemKind::NoHands);
    }
    for (index, hand) in hands.iter().enumerate() {
        if let Some((won_in, _)) = checker.won {
            let kind = ProblemKind::AfterGameWon { won_in };
            checker.problem(Some(index), Field::Hand, kind);
            continue;
        }
        checker.check_dealer(index, hand.dealer);
        let Some(before) = checker.before(index, hand.given_scores.as_ref()) else {
            // The first hand's given scores are unusable: nothing to chain from.
            break;
        };
        let after = checker.after(index, &before, &hand.points);
        if let Some(result) = checker.check_end(index, &after, hand.result.as_ref()) {
            checker.won = Some((index, result));
        }
        checker.hands.push(HandSummary {
            dealer: hand.dealer,
            before,
            after,
        });
    }
    if !checker.problems.is_empty() {
        return Err(checker.problems);
    }
    let scores = checker
        .hands
        .last()
        .map(|hand| hand.after.clone())
        .unwrap_or_default();
    let spread = checker.won.map(|(_, result)| {
        let best_loser = checker
            .loser_scores(&scores, result.winner)
            .into_iter()
            .max()
            .unwrap_or(0);
        target.saturating_sub(best_loser)
    });
    Ok(GameVerdict {
        winner: checker.won.map(|(_, result)| result.winner),
        won_in: checker.won.map(|(index, _)| index),
        result: checker.won.map(|(_, result)| result.clone()),
        spread,
        hands: checker.hands,
        scores,
    })
}
