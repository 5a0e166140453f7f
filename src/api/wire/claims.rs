//! The verdict on an announced score, as every answer that checks a claim writes it.

use serde::Serialize;
use utoipa::ToSchema;

use crate::domain::claim::{Claim, Verdict};

/// The verdict on an announced score.
#[derive(Debug, Serialize, ToSchema)]
pub struct ClaimBody {
    /// The points the player announced, as sent.
    #[schema(example = 8)]
    pub claimed: u32,
    /// The true score minus the announced one: positive for points missed (under muggins the
    /// opponent may take them), negative for points claimed that are not there, 0 when right.
    #[schema(example = 2)]
    pub difference: i64,
    /// How the announced score compares with the true one: `correct`, `under` or `over`.
    pub verdict: VerdictName,
}

/// How the announced score compares with the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum VerdictName {
    /// Exactly what the cards hold.
    Correct,
    /// Fewer points than the cards hold: under muggins the opponent may take the difference.
    Under,
    /// More points than the cards hold: the surplus is not scored.
    Over,
}

impl From<Verdict> for VerdictName {
    fn from(verdict: Verdict) -> Self {
        match verdict {
            Verdict::Correct => VerdictName::Correct,
            Verdict::Under => VerdictName::Under,
            Verdict::Over => VerdictName::Over,
        }
    }
}

impl From<Claim> for ClaimBody {
    fn from(claim: Claim) -> Self {
        ClaimBody {
            claimed: claim.claimed,
            difference: claim.difference(),
            verdict: claim.verdict().into(),
        }
    }
}
