//! The game, as the HTTP layer sees it: the rules (`cribbage-rules`) and the strategy
//! (`cribbage-strategy`) under one name, so that every handler says `domain::card`,
//! `domain::strategy`, ... wherever the module lives. Nothing is defined here.

pub use cribbage_strategy::*;
