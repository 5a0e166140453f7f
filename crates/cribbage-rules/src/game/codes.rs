//! The code and values of each problem with a game log.

use super::ProblemKind;
use crate::refusal::numbers;

impl crate::refusal::Coded for ProblemKind {
    fn code(&self) -> &'static str {
        match self {
            ProblemKind::NoHands => "game.no_hands",
            ProblemKind::Seats { .. } => "game.seat_count",
            ProblemKind::NoSuchDealer { .. } => "game.no_such_dealer",
            ProblemKind::DealDoesNotPass { .. } => "game.deal_does_not_pass",
            ProblemKind::ScoresDoNotCarryOver { .. } => "game.scores_do_not_carry_over",
            ProblemKind::StartsWon { .. } => "game.starts_won",
            ProblemKind::PartnersDiffer { .. } => "game.partners_differ",
            ProblemKind::BelowZero { .. } => "game.below_zero",
            ProblemKind::TooLarge { .. } => "game.score_too_large",
            ProblemKind::AfterGameWon { .. } => "game.after_game_won",
            ProblemKind::WinWithoutResult { .. } => "game.win_without_result",
            ProblemKind::ResultWithoutWin { .. } => "game.result_without_win",
            ProblemKind::NoSuchWinner { .. } => "game.no_such_winner",
            ProblemKind::TwoWinners { .. } => "game.two_winners",
            ProblemKind::LoserScores { .. } => "game.loser_scores",
        }
    }

    fn params(&self) -> crate::refusal::Params {
        use crate::refusal::Param;
        let list = |scores: &[u32]| Param::List(scores.iter().map(u32::to_string).collect());
        match self {
            ProblemKind::NoHands => vec![],
            ProblemKind::Seats { expected, found } => {
                numbers!(expected, found)
            }
            ProblemKind::NoSuchDealer { dealer, players } => {
                numbers!(dealer, players)
            }
            ProblemKind::DealDoesNotPass { expected, found } => {
                numbers!(expected, found)
            }
            ProblemKind::ScoresDoNotCarryOver {
                seat,
                expected,
                found,
            } => numbers!(seat, expected, found),
            ProblemKind::StartsWon {
                seat,
                score,
                target,
            } => numbers!(seat, score, target),
            ProblemKind::PartnersDiffer {
                seat,
                partner,
                score,
                other,
            } => numbers!(seat, partner, score, other),
            ProblemKind::BelowZero { seat, before, lost } => {
                numbers!(seat, before, lost)
            }
            ProblemKind::TooLarge { seat, score } => {
                numbers!(seat, score)
            }
            ProblemKind::AfterGameWon { won_in } => numbers!(won_in),
            ProblemKind::WinWithoutResult { seat, score } => {
                numbers!(seat, score)
            }
            ProblemKind::ResultWithoutWin {
                winner,
                score,
                target,
            } => numbers!(winner, score, target),
            ProblemKind::NoSuchWinner { winner, players } => {
                numbers!(winner, players)
            }
            ProblemKind::TwoWinners { winner, other } => {
                numbers!(winner, other)
            }
            ProblemKind::LoserScores { expected, found } => {
                vec![("expected", list(expected)), ("found", list(found))]
            }
        }
    }
}
