//! The outcomes of a kept hand or a crib: how many score each total.

/// How many outcomes score each total 0..=29, and what that gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Distribution {
    /// Outcomes per score.
    pub counts: [u64; 30],
}

impl Distribution {
    pub(super) fn new() -> Distribution {
        Distribution { counts: [0; 30] }
    }

    /// All outcomes (each equally likely).
    pub fn outcomes(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// The sum of the scores of all outcomes: `points() / outcomes()` is the exact mean.
    pub fn points(&self) -> u64 {
        self.counts
            .iter()
            .enumerate()
            .map(|(score, n)| score as u64 * n)
            .sum()
    }

    /// The mean score.
    pub fn mean(&self) -> f64 {
        match self.outcomes() {
            0 => 0.0,
            n => self.points() as f64 / n as f64,
        }
    }

    /// The lowest score with any outcome.
    pub fn min(&self) -> u8 {
        self.counts.iter().position(|&n| n > 0).unwrap_or(0) as u8
    }

    /// The highest score with any outcome.
    pub fn max(&self) -> u8 {
        self.counts.iter().rposition(|&n| n > 0).unwrap_or(0) as u8
    }
}
