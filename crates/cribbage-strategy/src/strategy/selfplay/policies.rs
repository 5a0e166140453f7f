//! The self-play policies: how a seat discards and plays, and what each assumes of the other.

use crate::strategy::advice::Ranking;
use crate::strategy::inference::Opponent;
use crate::strategy::ladder::Level;

/// How a seat plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Policy {
    /// Any legal choice, uniformly at random: a random discard, a random card that fits.
    Random,
    /// Keeps the hand with the best mean over the starters, lays the card that scores most now
    /// (ties to the lowest card).
    Greedy,
    /// The service's advice: the discard with the best `net_with_play` (the expert crib model in
    /// six-card cribbage, the play's values sampled as the expert plays), and the play
    /// advisor's recommended card (the inferred model).
    Expert,
    /// The expert as it was before the sampled play table: the same play, its discards priced
    /// by the base policy's table (`opponent: uniform` on the discard advice).
    ExpertBaseTable,
    /// The expert as it was before the inferred model: the base policy's table for the
    /// discards, the play advisor's card with every holding of the opponent equally likely.
    UniformExpert,
    /// The expert, but once either side stands within [`LAST_STREET`] points of the target it
    /// keeps the discard with the best chance of winning from the board (`objective: win`) and
    /// lays the card with the best chance: the service's advice when it is given the scores.
    Position,
    /// The position policy under the uniform model: the review's reference player, as the
    /// review judges the play (`review-v1`) and as the position experiments of
    /// `docs/position.md` were measured.
    PositionUniform,
    /// The position policy's discard by the chance of winning at every score, not only near
    /// the end (a lever of issue #42, measured against the position policy in
    /// `docs/position.md`); its play is the position policy's.
    PositionWhole,
    /// The position policy reading its opponent over the whole game (a lever of issue #42):
    /// after each hand's shows it knows the six cards the opponent was dealt and what it kept
    /// and laid, and its play advisor takes the opponent for a player of the common advice or
    /// an expert in the shares those hands say ([`crate::strategy::reading`]), not half and half.
    PositionReading,
    /// The outside opponent: published beginner advice, not the engine's model (the best hand
    /// plus or minus crib, then lead below five, take the points in sight, avoid leaving 5 or
    /// 21; see [`super::simple`]).
    Simple,
}

pub use crate::strategy::ladder::LAST_STREET;

impl Policy {
    /// Every policy.
    pub const ALL: [Policy; 10] = [
        Policy::Random,
        Policy::Greedy,
        Policy::Expert,
        Policy::ExpertBaseTable,
        Policy::UniformExpert,
        Policy::Position,
        Policy::PositionUniform,
        Policy::PositionWhole,
        Policy::PositionReading,
        Policy::Simple,
    ];

    /// Its name, lower case.
    pub const fn name(self) -> &'static str {
        match self {
            Policy::Random => "random",
            Policy::Greedy => "greedy",
            Policy::Expert => "expert",
            Policy::ExpertBaseTable => "expert-base-table",
            Policy::UniformExpert => "expert-uniform",
            Policy::Position => "position",
            Policy::PositionUniform => "position-uniform",
            Policy::PositionWhole => "position-whole",
            Policy::PositionReading => "position-reading",
            Policy::Simple => "simple",
        }
    }

    /// The player of the ladder it is, if it is one: self-play then discards and plays as the
    /// advice endpoints do at that `level`.
    pub const fn ladder(self) -> Option<Level> {
        match self {
            Policy::Random => Some(Level::Newcomer),
            Policy::Greedy => Some(Level::Beginner),
            Policy::Simple => Some(Level::Casual),
            Policy::Expert => Some(Level::Expert),
            Policy::Position => Some(Level::Master),
            Policy::ExpertBaseTable
            | Policy::UniformExpert
            | Policy::PositionUniform
            | Policy::PositionWhole
            | Policy::PositionReading => None,
        }
    }

    /// Whether it weighs the board near the end of a game.
    pub(super) const fn reads_the_board(self) -> bool {
        matches!(
            self,
            Policy::Position
                | Policy::PositionUniform
                | Policy::PositionWhole
                | Policy::PositionReading
        )
    }

    /// Whether it reads its opponent's kind from the hands the game has shown.
    pub(super) const fn reads_the_opponent(self) -> bool {
        matches!(self, Policy::PositionReading)
    }

    /// How the play advisor orders its options for it (greedy's by points now).
    pub(super) fn ranking(self) -> Ranking {
        if self == Policy::Greedy {
            Ranking::Greedy
        } else {
            Ranking::Expert
        }
    }

    /// What it assumes about the opponent's cards when it asks the play advisor.
    pub(super) fn opponent(self) -> Opponent {
        match self {
            Policy::UniformExpert | Policy::PositionUniform => Opponent::Uniform,
            _ => Opponent::Inferred,
        }
    }

    /// Which table prices the play of its discards: the one sampled as the expert plays, or
    /// the base policy's (the review's reference player keeps the one it was measured with).
    pub(super) fn play_table(self) -> Opponent {
        match self {
            Policy::Expert | Policy::Position | Policy::PositionWhole | Policy::PositionReading => {
                Opponent::Inferred
            }
            _ => Opponent::Uniform,
        }
    }
}
