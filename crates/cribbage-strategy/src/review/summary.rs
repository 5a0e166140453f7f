//! What decided a game, from one seat's view, as facts a sentence can be made of: how the game
//! stands for it, what the cards brought it and what its decisions cost against the opponent's,
//! and, when its luck reads one way in points and the other in chance of winning, that it does.

use super::{Luck, Margin};

/// How the game stands for a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Standing {
    /// It won the game.
    Won,
    /// It lost the game.
    Lost,
    /// The game goes on, the seat ahead.
    Ahead,
    /// The game goes on, the seat behind.
    Behind,
    /// The game goes on, the scores level.
    Level,
}

/// What decided the game for a seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Summary {
    /// How the game stands for it.
    pub standing: Standing,
    /// By how many points (its final margin, without the sign).
    pub by: u64,
    /// What the cards brought it, in points of margin (negative: what they cost it).
    pub luck: f64,
    /// Expected points its decisions gave away.
    pub own_losses: f64,
    /// Expected points the opponent's decisions gave away.
    pub opponent_losses: f64,
    /// Its luck read one way in points and the other in chance of winning.
    pub luck_note: Option<LuckNote>,
}

/// A seat's luck that helped it on one scale and hurt it on the other. Both scales count luck
/// the same way (positive is good for the seat); they part when the points came at moments that
/// weighed little for the game (early, or past what the game needed) and the chance moved the
/// other way at moments that weighed more (near the end).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LuckNote {
    /// Luck in points of margin.
    pub points: f64,
    /// Luck in chance of winning.
    pub win_probability: f64,
}

/// Luck smaller than this in points is not worth a sentence on its sign.
pub const NOTE_POINTS: f64 = 1.0;

/// Nor smaller than this in chance of winning: the inaccuracy threshold on that scale.
pub const NOTE_CHANCE: f64 = 0.01;

/// The summary of a seat whose final margin is `margin`, in a game won by `winner` (if over).
pub fn summary(seat: usize, winner: Option<usize>, margin: &Margin, luck: &Luck) -> Summary {
    let standing = match winner {
        Some(w) if w == seat => Standing::Won,
        Some(_) => Standing::Lost,
        None if margin.final_margin > 0 => Standing::Ahead,
        None if margin.final_margin < 0 => Standing::Behind,
        None => Standing::Level,
    };
    let luck_note = luck.total.win_probability.and_then(|chance| {
        let points = luck.total.points;
        let apart = points.signum() != chance.signum()
            && points.abs() >= NOTE_POINTS
            && chance.abs() >= NOTE_CHANCE;
        apart.then_some(LuckNote {
            points,
            win_probability: chance,
        })
    });
    Summary {
        standing,
        by: margin.final_margin.unsigned_abs(),
        luck: luck.total.points,
        own_losses: margin.own_losses,
        opponent_losses: margin.opponent_losses,
        luck_note,
    }
}
