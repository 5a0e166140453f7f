//! Strategy: which card to play, and what the play is worth when choosing a discard.
//!
//! # The model, in plain words
//!
//! **What the opponent is assumed to hold.** Any set of cards of the right size drawn from the
//! cards the asking player has not seen (not in its hand, its own discards, the starter or the
//! play so far), except that a go the opponent said rules out every card that would have
//! fitted then. Under the inferred model (the default, [`inference`]) each set is weighed by
//! how likely a strong player was to keep it and to lay the cards it laid after the lead;
//! under the uniform model every set is equally likely. Suits never score in the play, so the sets are
//! enumerated as rank multisets, each weighted by how many card sets give it; nothing is
//! sampled.
//!
//! **How both sides play from there.** The option's card is laid now. Every later choice of
//! either player follows the *base policy* ([`policy::base_key`]): lay the card that maximises
//! the points it scores now less the points the opponent's reply is expected to score, the
//! reply being one card drawn from the cards not yet laid in this play (only while the
//! opponent can still reply in this series); ties go to the higher pip value, then the higher
//! rank. It sees only the player's own cards and the play, so the advisor can apply it to the
//! opponent for every holding. A player who cannot lay a card says go. Under the inferred
//! model the asking player looks further ahead ([`search::look_ahead`]): its own choices among its
//! last two cards go to the card with the best expected net over the holdings still possible
//! on that line. The opponent there is one of two kinds ([`inference`]), and each holding
//! lays its cards by its kind's rules: the expert's by the base policy, the common advice's
//! player's by the rules beginner guides give ([`simple`]).
//!
//! **The expert play policy** is the advisor's own first choice: the option with the highest
//! expected net pegging under that model (one step of policy improvement over the base
//! policy). The expected values each option carries are exact for the model above.
//!
//! **Greedy** lays the card that scores the most now, ties to the lowest card.
//!
//! **Simple** is self-play's outside opponent: the rules of published beginner advice, not this
//! model, so that a match against it measures the engine against a standard ([`simple`]).
//!
//! Two players only: six-card cribbage (four cards each, series until every card is laid) and
//! five-card cribbage (three cards each, one series). Three and four players are refused.

mod advice;
pub mod board;
mod chance;
mod discards;
pub mod inference;
pub mod inferred_pegging_table;
pub mod keep;
pub mod ladder;
mod memo;
mod pegging_table;
pub mod policy;
mod position;
pub mod ranks;
pub mod reading;
pub mod record;
pub mod search;
mod seen;
pub mod selfplay;
pub mod shares;
pub mod simple;
pub mod table;

pub use advice::{Advice, Expected, PlayOption, Ranking};
pub use chance::Chance;
pub use discards::{
    BoardScores, DealtWithPlay, DiscardAsk, DiscardWithPlay, Objective, SAMPLED_PLAY_MODEL,
    best_with_play, play_model, play_value, validate_dealt, with_board, with_play,
};
pub use inference::Opponent;
pub use ladder::Level;
pub use memo::{PLIES, PlayMemo};
pub use position::{AdviceRequest, Position, Seated};
