//! The result of a finished game: winner, skunk and match points.

use super::{Deal, MatchResult, MatchScoring, Skunk};

pub(super) fn result(deal: &Deal, scores: &[u32], winner: usize) -> MatchResult {
    let winning_side = deal.variant.side(winner);
    let winner = (0..scores.len())
        .find(|&s| deal.variant.side(s) == winning_side)
        .unwrap_or(winner);
    let mut loser_scores: Vec<u32> = Vec::new();
    for (seat, &score) in scores.iter().enumerate() {
        // One score per losing side.
        if deal.variant.side(seat) != winning_side && deal.variant.side(seat) == seat {
            loser_scores.push(score);
        }
    }
    let lowest = loser_scores.iter().copied().min().unwrap_or(deal.target);
    let skunk = Skunk::of(lowest, deal.target);
    let match_points = match (deal.rules.match_scoring, skunk) {
        (MatchScoring::Acc, Skunk::None) => 2,
        (MatchScoring::Acc, _) => 3,
        (MatchScoring::FreePlay, Skunk::None) => 1,
        (MatchScoring::FreePlay, Skunk::Skunk) => 2,
        (MatchScoring::FreePlay, _) => 3,
    };
    MatchResult {
        winner,
        loser_scores,
        skunk,
        match_points,
    }
}
