//! The ladder of opponents: the play advice and the discard advice take the same `level`
//! names, and a level that draws at random its `seed`.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::strategy::Level;

/// Which player of the ladder answers, weakest first. Each is a whole player, discard and
/// play; `docs/strategy.md` measures each against the one below.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LevelName {
    /// Knows only which cards may be laid: lays away any two cards and lays any card that
    /// fits, at random (reproducible with `seed`).
    Newcomer,
    /// Keeps the hand that scores best on average, paying no attention to the crib; lays the
    /// card that scores the most at once, the lowest when none scores. `greedy`, its name
    /// before the ladder, is still accepted.
    #[serde(alias = "greedy")]
    Beginner,
    /// Follows the common advice of beginner guides: the best hand plus its own crib (less the
    /// opponent's); takes the points in sight, leads below five, avoids leaving 5 or 21.
    Casual,
    /// The service's advice, for points: the best hand, crib and expected pegging together,
    /// and the card with the best expected net pegging; never reads the board.
    Expert,
    /// The expert who also plays the board: given `scores`, it keeps the cards with the best
    /// chance of winning once either side is within 30 points of the target, and lays the
    /// card with the best chance when the game can end during this play. The strongest.
    #[default]
    Master,
}

impl From<LevelName> for Level {
    fn from(name: LevelName) -> Self {
        match name {
            LevelName::Newcomer => Level::Newcomer,
            LevelName::Beginner => Level::Beginner,
            LevelName::Casual => Level::Casual,
            LevelName::Expert => Level::Expert,
            LevelName::Master => Level::Master,
        }
    }
}
