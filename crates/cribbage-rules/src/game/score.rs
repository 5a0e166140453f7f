//! A whole game from its hands as requests give them: each hand checked and adjudicated (its
//! scores carried over from the hand before when the log leaves them out), then the hands
//! chained ([`super::check`]).

use super::{Field, GameVerdict, HandResult, LogPlace, Problem, ProblemKind, check};
use crate::input::{Invalid, lift};
use crate::round::{Adjudication, Deal, DealInput, RoundFault, adjudicate};
use crate::variant::Variant;

/// A game whose hands chain, with each hand's adjudication.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredGame {
    /// Each hand as checked, in order.
    pub deals: Vec<Deal>,
    /// Each hand as adjudicated, in order.
    pub adjudications: Vec<Adjudication>,
    /// The chained game.
    pub verdict: GameVerdict,
}

/// Why a game log cannot be scored: the first impossible entry. `F` is the refusals of a
/// hand: a round's when scoring, a review's (which adds its own) when reviewing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameProblems<F = RoundFault> {
    /// A hand that is not a possible hand, or cannot be adjudicated: its problems, at places
    /// within that hand.
    Hand {
        /// The hand's index.
        hand: usize,
        /// Its problems.
        problems: Vec<Invalid<F>>,
    },
    /// Hands that do not chain: every problem, in hand order.
    Chain(Vec<Problem>),
}

impl<F> GameProblems<F> {
    /// The same problems as a module above says them.
    pub fn lift<G: From<F>>(self) -> GameProblems<G> {
        match self {
            GameProblems::Hand { hand, problems } => GameProblems::Hand {
                hand,
                problems: lift(problems),
            },
            GameProblems::Chain(problems) => GameProblems::Chain(problems),
        }
    }
}

/// Scores a game of `variant` to `target` from its hands, each as a request gives it (their own
/// variant and target are taken to be the game's). A hand without scores starts where the one
/// before ended (0 to 0 for the first); nothing is adjudicated after the hand that wins.
///
/// The answer on failure is the first entry that is impossible: a hand that cannot be played
/// is reported only when every hand before it chains.
pub fn score(
    variant: Variant,
    target: u32,
    hands: &[DealInput],
) -> Result<ScoredGame, GameProblems> {
    let mut results: Vec<HandResult> = Vec::with_capacity(hands.len());
    let mut adjudications: Vec<Adjudication> = Vec::with_capacity(hands.len());
    let mut deals: Vec<Deal> = Vec::with_capacity(hands.len());
    let mut carried: Option<Vec<u32>> = None;
    for (index, input) in hands.iter().enumerate() {
        if let Some(won_in) = adjudications.iter().position(|a| a.result.is_some()) {
            let place = LogPlace {
                hand: Some(index),
                field: Field::Hand,
            };
            let kind = ProblemKind::AfterGameWon { won_in };
            let mut problems = check(variant, target, &results).err().unwrap_or_default();
            problems.push(Problem { place, kind });
            return Err(GameProblems::Chain(problems));
        }
        let mut input = input.clone();
        input.variant = variant;
        input.target = Some(target);
        let given = input.scores.clone();
        if given.is_none() {
            input.scores = carried.clone();
        }
        let adjudication = input
            .validate()
            .and_then(|deal| {
                let adjudication = adjudicate(&deal).map_err(|e| e.into_invalid())?;
                Ok((deal, adjudication))
            })
            .map_err(|problems| {
                let hand = HandResult {
                    dealer: input.dealer,
                    given_scores: given.clone(),
                    points: vec![0; variant.players()],
                    result: None,
                };
                first_impossible(variant, target, &results, hand, index, problems)
            });
        let (deal, adjudication) = adjudication?;
        let points = adjudication
            .scores
            .iter()
            .zip(deal.scores())
            .map(|(&after, &before)| i64::from(after) - i64::from(before))
            .collect();
        results.push(HandResult {
            dealer: deal.dealer(),
            given_scores: given,
            points,
            result: adjudication.result.clone(),
        });
        carried = Some(adjudication.scores.clone());
        adjudications.push(adjudication);
        deals.push(deal);
    }
    let verdict = check(variant, target, &results).map_err(GameProblems::Chain)?;
    Ok(ScoredGame {
        deals,
        adjudications,
        verdict,
    })
}

/// The first impossible entry when hand `index` cannot be played: an earlier hand that does not
/// chain, or this hand's own dealer or scores that do not follow from the hands before, come
/// before the hand's own problems.
fn first_impossible(
    variant: Variant,
    target: u32,
    results: &[HandResult],
    hand: HandResult,
    index: usize,
    problems: Vec<Invalid<RoundFault>>,
) -> GameProblems {
    let mut chained = results.to_vec();
    chained.push(hand);
    let chain: Vec<Problem> = check(variant, target, &chained)
        .err()
        .unwrap_or_default()
        .into_iter()
        .filter(|problem| match problem.place.hand {
            Some(hand) if hand < index => true,
            Some(_) => matches!(problem.place.field, Field::Dealer | Field::Scores { .. }),
            None => false,
        })
        .collect();
    if chain.is_empty() {
        GameProblems::Hand {
            hand: index,
            problems,
        }
    } else {
        GameProblems::Chain(chain)
    }
}
