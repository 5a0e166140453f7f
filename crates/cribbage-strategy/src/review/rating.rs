//! A seat's rating: one number for how well it decided, on a scale players can compare from
//! game to game, and a named band.
//!
//! The measure is GNU Backgammon's idea carried over to cribbage: the **error rate**, the
//! expected loss per decision that had a choice. Each decision's error is read on the scale its
//! verdict reads (see [`super::Scale`]): its expected points lost, or, where the chance of
//! winning judges it, the chance lost converted to points at [`POINTS_PER_CHANCE`], the ratio
//! of the verdicts' thresholds on the two scales, so that a decision weighs in the rating as
//! much as its verdict says. Forced decisions (a go with nothing that fits, the last card) are
//! left out: they carry no skill and would dilute the rate of a player who holds many.
//!
//! The rating is `100 · exp(−error rate / SCALE)`: 100 for no loss at all, falling by a factor
//! e for every [`SCALE`] points lost per decision. An exponential keeps the top of the scale
//! readable where strong players differ by hundredths of a point per decision, and never goes
//! below 0 however badly a game is played. The bands cut that scale where self-play games of
//! policies of known strength land (`docs/review.md`, calibrated by
//! `cargo run --release -p cribbage-research --example rating_calibration`).

use super::{Decision, Scale, THRESHOLDS};

/// Expected points a chance of winning of 1 (100%) is worth when a decision is read on the
/// chance: the ratio of the inaccuracy thresholds (0.2 points against 1%), so that the rating
/// weighs a decision as its verdict does.
pub const POINTS_PER_CHANCE: f64 = THRESHOLDS.points[0] / THRESHOLDS.win_probability[0];

/// The error rate, in points per decision, at which the rating falls by a factor e.
pub const SCALE: f64 = 0.5;

/// A named band of the rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Band {
    /// Far below any plan: where random legal choices rate.
    Novice,
    /// Keeps the best-looking hand and takes the points in sight, and little more: where the
    /// greedy policy (the ladder's beginner) rates.
    Beginner,
    /// Sound habits with clear gaps: where published beginner advice (the ladder's casual) rates.
    Casual,
    /// Better than the beginner guides, not yet the engine.
    Strong,
    /// The engine's level within a small margin: where the expert and the position policy rate.
    Expert,
    /// As the review's own reference player decides.
    WorldClass,
}

impl Band {
    /// Every band, weakest first.
    pub const ALL: [Band; 6] = [
        Band::Novice,
        Band::Beginner,
        Band::Casual,
        Band::Strong,
        Band::Expert,
        Band::WorldClass,
    ];

    /// The rating each band starts at, in the order of [`Band::ALL`] (the first starts at 0):
    /// set between the mean ratings of self-play policies of known strength against the
    /// position policy (`docs/review.md`): random 10, greedy 53, simple 74, expert 86,
    /// position 87, the review's own reference player (position-uniform) 99. `strong` holds no
    /// policy: it is the room between published beginner advice and the engine.
    pub const FROM: [f64; 6] = [0.0, 30.0, 63.0, 78.0, 84.0, 95.0];

    /// Its stable name, as the API writes it.
    pub const fn name(self) -> &'static str {
        match self {
            Band::Novice => "novice",
            Band::Beginner => "beginner",
            Band::Casual => "casual",
            Band::Strong => "strong",
            Band::Expert => "expert",
            Band::WorldClass => "world_class",
        }
    }

    /// The band a rating falls in.
    pub fn of(value: f64) -> Band {
        let passed = Band::FROM[1..]
            .iter()
            .filter(|&&from| value >= from)
            .count();
        Band::ALL[passed]
    }
}

/// A seat's rating over the decisions it made.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// From 0 to 100, higher is better, to one decimal.
    pub value: f64,
    /// Its band.
    pub band: Band,
    /// Expected points lost per decision with a choice, each read on its verdict's scale.
    pub error_rate: f64,
    /// The decisions with a choice it is measured over.
    pub decisions: usize,
}

/// The points a decision's error weighs in the rating: its loss on the scale its verdict reads.
pub fn error(decision: &Decision) -> f64 {
    match (decision.scale, decision.loss.win_probability) {
        (Scale::WinProbability, Some(lost)) => lost * POINTS_PER_CHANCE,
        _ => decision.loss.points,
    }
    .max(0.0)
}

/// The rating of an error rate: `100 · exp(−error rate / SCALE)`, to one decimal.
pub fn value(error_rate: f64) -> f64 {
    (1000.0 * (-error_rate.max(0.0) / SCALE).exp()).round() / 10.0
}

/// `seat`'s rating over its decisions among `decisions`; `None` when it had no choice to make
/// (nothing to rate).
pub fn rating(decisions: &[Decision], seat: usize) -> Option<Rating> {
    let (sum, count) = decisions
        .iter()
        .filter(|d| d.seat == seat && !d.forced)
        .fold((0.0, 0usize), |(sum, n), d| (sum + error(d), n + 1));
    if count == 0 {
        return None;
    }
    let error_rate = sum / count as f64;
    let value = value(error_rate);
    Some(Rating {
        value,
        band: Band::of(value),
        error_rate,
        decisions: count,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bands_cover_the_scale_in_order() {
        assert_eq!(Band::of(0.0), Band::Novice);
        assert_eq!(Band::of(100.0), Band::WorldClass);
        for pair in Band::FROM.windows(2) {
            assert!(pair[0] < pair[1], "{pair:?}");
        }
        for (band, &from) in Band::ALL.iter().zip(&Band::FROM) {
            assert_eq!(Band::of(from), *band, "{band:?} starts at {from}");
        }
        for pair in Band::ALL.windows(2) {
            assert!(pair[0] < pair[1]);
        }
    }

    #[test]
    fn a_larger_error_rate_never_rates_higher_nor_in_a_higher_band() {
        // Every error rate from 0 to 5 points a decision, a thousandth apart.
        let mut last = (value(0.0), Band::of(value(0.0)));
        assert_eq!(last, (100.0, Band::WorldClass));
        for step in 1..=5000 {
            let rate = f64::from(step) / 1000.0;
            let now = (value(rate), Band::of(value(rate)));
            assert!(
                now.0 <= last.0 && now.1 <= last.1,
                "{rate}: {now:?} after {last:?}"
            );
            assert!((0.0..=100.0).contains(&now.0));
            assert_eq!((now.0 * 10.0).round() / 10.0, now.0, "one decimal");
            last = now;
        }
        assert_eq!(last.1, Band::Novice);
    }

    #[test]
    fn a_chance_lost_weighs_as_its_verdict_says() {
        // 1% of chance weighs what 0.2 points do: both start an inaccuracy.
        assert!((0.01 * POINTS_PER_CHANCE - THRESHOLDS.points[0]).abs() < 1e-12);
    }
}
