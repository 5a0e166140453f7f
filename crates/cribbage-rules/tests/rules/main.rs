//! The rules, tested through the crate's public API, in one binary (one link instead of one per
//! file: link time is CI time): the show, the play, rounds refereed and not, the rulebook, games,
//! and the published distribution of hands.

mod distribution;
mod game_check;
mod pegging_properties;
mod pegging_rules;
mod round_refereed;
mod round_rules;
mod rulebook;
mod show_properties;
mod show_rules;
