//! Research programs, one an example, none a dependency of the service:
//!
//! - `selfplay`, `table_selfplay`: matches between the strategy's players (two players; three and
//!   four), with a confidence interval, and game logs for the review;
//! - `position_check`, `table_position_check`: the position tables against fresh self-play;
//! - `review_baseline`: what the review's verdicts look like over many self-played games;
//! - `crib_means`, `score_deals`: the models beside published figures (crib averages, the
//!   distribution of deals);
//! - `core_instructions`: instruction counts of the core calls, for `scripts/core-instructions.sh`.
//!
//! Each says at its top what it measures and how to run it.
#![forbid(unsafe_code)]
