//! Checking what a player announced against what the cards hold.

/// How an announced score compares with the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Announced exactly what the cards hold.
    Correct,
    /// Announced less: under muggins the opponent may take the difference.
    Under,
    /// Announced more than the cards hold.
    Over,
}

/// An announced score checked against the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Claim {
    /// What the player announced.
    pub claimed: u32,
    /// What the cards hold.
    pub actual: u32,
}

impl Claim {
    /// The true score minus the announced one: positive for points missed, negative for
    /// points claimed that are not there.
    pub fn difference(self) -> i64 {
        i64::from(self.actual) - i64::from(self.claimed)
    }

    /// Correct, under or over.
    pub fn verdict(self) -> Verdict {
        match self.claimed.cmp(&self.actual) {
            std::cmp::Ordering::Equal => Verdict::Correct,
            std::cmp::Ordering::Less => Verdict::Under,
            std::cmp::Ordering::Greater => Verdict::Over,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_claim_is_correct_under_or_over_with_the_signed_difference() {
        let correct = Claim {
            claimed: 12,
            actual: 12,
        };
        let under = Claim {
            claimed: 10,
            actual: 12,
        };
        let over = Claim {
            claimed: 14,
            actual: 12,
        };
        assert_eq!(
            (correct.verdict(), correct.difference()),
            (Verdict::Correct, 0)
        );
        assert_eq!((under.verdict(), under.difference()), (Verdict::Under, 2));
        assert_eq!((over.verdict(), over.difference()), (Verdict::Over, -2));
    }
}
