//! What the advice assumes about the opponent: the play advice and the discard advice's play
//! take the same two words.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::strategy::Opponent;

/// What the advice assumes about the opponent's cards and play (two players).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum OpponentName {
    /// Read from what it kept and laid, as a strong player or a player of the common advice;
    /// the play as the service's expert plays it.
    #[default]
    Inferred,
    /// Every holding the goes allow equally likely; the play by the base policy (the answers
    /// given before the inference).
    Uniform,
}

impl From<OpponentName> for Opponent {
    fn from(name: OpponentName) -> Self {
        match name {
            OpponentName::Inferred => Opponent::Inferred,
            OpponentName::Uniform => Opponent::Uniform,
        }
    }
}

/// The opponent's role in an earlier hand of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RoleName {
    /// It dealt that hand: the crib was its.
    Dealer,
    /// It was the pone: it led the play.
    Pone,
}
