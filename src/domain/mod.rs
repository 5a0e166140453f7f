//! The rules of cribbage: cards, variants and the show. Pure: no HTTP, no JSON.

pub mod announcement;
pub mod card;
pub mod distribution;
pub mod hand;
pub mod variant;
