//! The rules of cribbage: cards and variants, the show, the play, a whole round and game, the
//! tournament rulebook, and the single validator of every input. Pure: no HTTP, no JSON, no
//! strategy, no sentences: every refusal is a typed value with a code and params, which the
//! words crate (`cribbage-words`) says in English, German and Polish.
//!
//! The HTTP service (`cribbage-api`), the strategy engine (`cribbage-strategy`) and the words
//! build on this crate; nothing here knows any of them.
#![warn(missing_docs)]
// The house limit on function length (80 lines, clippy.toml at the workspace's root): a longer
// function is doing two things.
#![warn(clippy::too_many_lines)]

pub mod card;
pub mod card_set;
pub mod claim;
pub mod distribution;
pub mod game;
pub mod hand;
pub mod input;
pub mod language;
pub mod pegging;
pub mod refusal;
pub mod round;
pub mod rulebook;
pub mod variant;
