//! The rules of cribbage: cards, variants, the show and claims. Pure: no HTTP, no JSON.

pub mod card;
pub mod card_set;
pub mod claim;
pub mod discard;
pub mod distribution;
pub mod expert_crib;
pub mod game;
pub mod hand;
pub mod hand_and_crib;
pub mod input;
pub mod language;
pub mod pegging;
pub mod refusal;
pub mod review;
pub mod round;
pub mod rulebook;
pub mod strategy;
pub mod texts;
pub mod variant;
