//! The game, as the HTTP layer sees it: the rules (`cribbage-rules`) and the strategy
//! (`cribbage-strategy`) under one name, so that every handler says `domain::card`,
//! `domain::strategy`, ... wherever the module lives, and their words (`cribbage-words`) as
//! `domain::texts`. Nothing is defined here.

pub use cribbage_strategy::*;
pub use cribbage_words as texts;
