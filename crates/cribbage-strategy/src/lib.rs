//! Cribbage strategy: what to discard, what to play, who is winning, and the review of a whole
//! game, each exact under a model it states in plain words; the tables those models read, each
//! beside the example that generates it; and self-play, which measures one player against
//! another.
//!
//! The rules come from `cribbage-rules` and are re-exported here under their own names
//! (`cribbage_strategy::card`, `cribbage_strategy::round`, ...), so that the strategy's code and
//! its users name one game: a card is the same type whichever crate it is reached through.
#![warn(missing_docs)]
// The house limit on function length (80 lines, clippy.toml at the workspace's root): a longer
// function is doing two things.
#![warn(clippy::too_many_lines)]

pub use cribbage_rules::*;

pub mod discard;
pub mod expert_crib;
pub mod fault;
pub mod hand_and_crib;
pub mod review;
pub mod strategy;
