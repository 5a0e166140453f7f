//! Every test that calls the domain (or reads the source tree) directly, in one binary: one link
//! of the crate instead of one per file (link time is CI time). The HTTP tests are `tests/api/`.

mod discards;
mod distribution;
mod fuzz_regressions;
mod game_check;
mod layout;
mod pegging_properties;
mod pegging_rules;
mod review;
mod round_refereed;
mod round_rules;
mod rulebook;
mod show_properties;
mod show_rules;
mod strategy_board;
mod strategy_discards;
mod strategy_inference;
mod strategy_input;
mod strategy_ladder;
mod strategy_play;
mod strategy_selfplay;
mod strategy_table;
mod strategy_table_board;
