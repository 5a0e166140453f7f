//! The strategy, tested through the crate's public API, in one binary (one link instead of one per
//! file: link time is CI time): discards, the play's advice and its inference, the board and the
//! table's positions, the ladder of players, self-play and the review.

mod discards;
mod review;
mod strategy_board;
mod strategy_discards;
mod strategy_inference;
mod strategy_input;
mod strategy_ladder;
mod strategy_play;
mod strategy_selfplay;
mod strategy_table;
mod strategy_table_board;
