//! Referee rulebooks: the rules a table plays under, each with the rule that says so.
//!
//! A referee asks "under ACC rules, what is the ruling, and which rule says so?". A [`Profile`]
//! names a rulebook: [`Profile::Social`] is what the service has always done (no penalty
//! schedule, muggins by house rule), [`Profile::Acc`] is the American Cribbage Congress's
//! tournament rules without muggins, [`Profile::AccMuggins`] the same with its one optional rule
//! on. Each profile lists the rules it applies ([`Profile::rules`]), each a [`RuleId`] with its
//! [`Citation`], its [`Points`], who pays and who gains ([`Party`]) and its text in English,
//! German and Polish ([`RuleId::title`], [`RuleId::summary`]): the referee's reference card.
//!
//! The rulings themselves are pure functions on a [`Table`] (the profile, the variant, the
//! dealer, the target): [`Table::renege`], [`Table::his_heels`], [`Table::claim`],
//! [`Table::muggins_call`] and [`Table::infraction`]. Each returns [`Ruling`]s that a round's timeline
//! can carry as they are: the rule, who pays, who gains, the points, the kind of ruling (penalty,
//! correction, muggins...), a stable [`TextKey`] and a sentence a referee can read aloud.
//!
//! A profile also says when the game is won ([`Profile::judging`]): social play at the entry that
//! reaches the target, the ACC when the step its rulings belong to is done. Social play is
//! refereed by the same round referee as the ACC, through its own table.
//!
//! Sources, edition choices and open questions: `docs/rulebooks.md`.
//!
//! ```
//! use cribbage_rules::card::Card;
//! use cribbage_rules::rulebook::{Profile, RulingKind, Table, TextKey};
//! use cribbage_rules::variant::Variant;
//!
//! // ACC 7.3's own example: the count is 25, the pone holds A, 5 and 6 and says go.
//! let table = Table::new(Profile::Acc, Variant::SixCard, 1, 121).unwrap();
//! let held: Vec<Card> = ["AH", "5S", "6D"].iter().map(|c| c.parse().unwrap()).collect();
//! let rulings = table.renege(0, 25, &held).unwrap();
//! assert_eq!(rulings.len(), 1);
//! let ruling = &rulings[0];
//! assert_eq!((ruling.kind, ruling.points, ruling.gains), (RulingKind::Penalty, 6, Some(1)));
//! assert_eq!(ruling.rule.citation().to_string(), "ACC 7.3");
//! // Read aloud from its key: "six points to the dealer" (the words crate says it).
//! assert_eq!(ruling.key, TextKey::Renege);
//! ```

mod claims;
mod codes;
mod infraction;
mod kinds;
mod play;
mod request;
mod rule;
mod ruling;

pub use claims::{MugginsCall, ScoreClaim};
pub use infraction::Infraction;
pub use kinds::{InfractionKind, PeggedFor, Role};
pub use play::PlayRulings;
pub use request::{PlayRequest, Replay, ReplayFault};
pub use rule::{Book, Citation, Party, Points, RuleId};
pub use ruling::{Facts, RulebookError, Ruling, RulingKind, ScoreChange, Table, TextKey};

use std::fmt;

/// A rulebook a table plays under.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Profile {
    /// What the service has always done: no penalty schedule, muggins by house rule, a
    /// three-player renege costs 2 to each opponent (seed 001).
    #[default]
    Social,
    /// American Cribbage Congress tournament rules, muggins off.
    Acc,
    /// ACC tournament rules with muggins, the ACC's one optional rule (10.1.a), on.
    AccMuggins,
}

/// How a profile treats muggins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MugginsRule {
    /// Only if the table says so (the round's `muggins` house rule).
    HouseRule,
    /// Never: under-pegged points are simply lost (ACC 8.3).
    Off,
    /// Always, as ACC 10.x allows it.
    On,
}

/// When a rulebook judges that the game is won, and so how it pegs a count with its rulings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Judging {
    /// At each entry, the moment a side reaches the target (seed 002: the game "endet sofort";
    /// seed 000: whoever first passes 120 wins; seed 004: whoever first reaches 61). Every entry
    /// must then be true as pegged: a count is pegged at what it truly gives its scorer (an
    /// announcement too high or too low is corrected within the count, not after it), and
    /// nothing after the winning entry is pegged, not even the muggins on the count that won
    /// (seeds 000 and 001 call muggins after the count is pegged, when the game is over).
    EachEntry,
    /// When each step is done: a count is pegged as announced, each ruling on it moves its peg,
    /// the muggins calls on it follow, and only then is the win judged, so that a peg put in the
    /// game hole by a false count (ACC 8.4.b) never wins.
    EachStep,
}

impl Profile {
    /// Every profile, the default first.
    pub const ALL: [Profile; 3] = [Profile::Social, Profile::Acc, Profile::AccMuggins];

    /// Its name on the wire and in documents: `social`, `acc`, `acc_muggins`.
    pub const fn slug(self) -> &'static str {
        match self {
            Profile::Social => "social",
            Profile::Acc => "acc",
            Profile::AccMuggins => "acc_muggins",
        }
    }

    /// The profile named `slug` (exactly as [`Profile::slug`] writes it).
    pub fn from_slug(slug: &str) -> Option<Profile> {
        Profile::ALL.into_iter().find(|p| p.slug() == slug)
    }

    /// How it treats muggins.
    pub const fn muggins(self) -> MugginsRule {
        match self {
            Profile::Social => MugginsRule::HouseRule,
            Profile::Acc => MugginsRule::Off,
            Profile::AccMuggins => MugginsRule::On,
        }
    }

    /// When it judges that the game is won.
    pub const fn judging(self) -> Judging {
        match self {
            Profile::Social => Judging::EachEntry,
            Profile::Acc | Profile::AccMuggins => Judging::EachStep,
        }
    }

    /// Every rule it applies, in the order of the rulebook.
    pub const fn rules(self) -> &'static [RuleId] {
        match self {
            Profile::Social => &SOCIAL_RULES,
            Profile::Acc => &ACC_RULES,
            Profile::AccMuggins => &ACC_MUGGINS_RULES,
        }
    }

    /// Whether it applies `rule`.
    pub fn applies(self, rule: RuleId) -> bool {
        self.rules().contains(&rule)
    }

    /// The infractions a referee may report under it (none under [`Profile::Social`], which has
    /// no penalty schedule).
    pub const fn infractions(self) -> &'static [InfractionKind] {
        match self {
            Profile::Social => &[],
            Profile::Acc | Profile::AccMuggins => &InfractionKind::ALL,
        }
    }
}

impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

const SOCIAL_RULES: [RuleId; 5] = [
    RuleId::SocialHisHeels,
    RuleId::SocialRenege,
    RuleId::SocialMuggins,
    RuleId::SocialClaims,
    RuleId::SocialCountOrder,
];

const ACC_RULES: [RuleId; 17] = [
    RuleId::BottomCardSeen,
    RuleId::CribDiscardRetrieved,
    RuleId::CribExaminedEarly,
    RuleId::CribExaminedBeforeDiscarding,
    RuleId::HandAndCribExchanged,
    RuleId::PonePeekedAtCut,
    RuleId::StarterInDealersHand,
    RuleId::HisHeels,
    RuleId::Renege,
    RuleId::UnderPegging,
    RuleId::FalseClaimOfGame,
    RuleId::PeggedWithOpponentsPegs,
    RuleId::PegOutReminder,
    RuleId::CountOrder,
    RuleId::StarterMixedIn,
    RuleId::OverPegging,
    RuleId::NoPenaltyOnPenalty,
];

const ACC_MUGGINS_RULES: [RuleId; 20] = [
    RuleId::BottomCardSeen,
    RuleId::CribDiscardRetrieved,
    RuleId::CribExaminedEarly,
    RuleId::CribExaminedBeforeDiscarding,
    RuleId::HandAndCribExchanged,
    RuleId::PonePeekedAtCut,
    RuleId::StarterInDealersHand,
    RuleId::HisHeels,
    RuleId::Renege,
    RuleId::UnderPegging,
    RuleId::FalseClaimOfGame,
    RuleId::PeggedWithOpponentsPegs,
    RuleId::CountOrder,
    RuleId::StarterMixedIn,
    RuleId::PegOutMandatory,
    RuleId::MugginsExcluded,
    RuleId::MugginsAward,
    RuleId::WrongMugginsCall,
    RuleId::OverPegging,
    RuleId::NoPenaltyOnPenalty,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profiles_read_back_from_their_slugs_and_nothing_else_does() {
        for profile in Profile::ALL {
            assert_eq!(Profile::from_slug(profile.slug()), Some(profile));
            assert_eq!(profile.to_string(), profile.slug());
        }
        for slug in ["", "ACC", "acc-muggins", "social ", "tournament"] {
            assert_eq!(Profile::from_slug(slug), None, "{slug:?}");
        }
        assert_eq!(Profile::default(), Profile::Social);
    }

    #[test]
    fn social_rules_cite_the_social_book_and_acc_rules_the_acc() {
        for profile in Profile::ALL {
            let book = match profile {
                Profile::Social => Book::Social,
                _ => Book::Acc,
            };
            for rule in profile.rules() {
                assert_eq!(rule.citation().book, book, "{profile:?} {rule:?}");
            }
        }
    }

    #[test]
    fn a_profile_lists_each_rule_once() {
        for profile in Profile::ALL {
            let mut rules = profile.rules().to_vec();
            rules.sort();
            rules.dedup();
            assert_eq!(rules.len(), profile.rules().len(), "{profile:?}");
        }
    }

    #[test]
    fn acc_with_muggins_is_acc_without_the_reminder_plus_the_muggins_rules() {
        let muggins_only = [
            RuleId::PegOutMandatory,
            RuleId::MugginsExcluded,
            RuleId::MugginsAward,
            RuleId::WrongMugginsCall,
        ];
        for rule in Profile::Acc.rules() {
            assert_eq!(
                Profile::AccMuggins.applies(*rule),
                *rule != RuleId::PegOutReminder,
                "{rule:?}"
            );
        }
        for rule in Profile::AccMuggins.rules() {
            assert_eq!(
                Profile::Acc.applies(*rule),
                !muggins_only.contains(rule),
                "{rule:?}"
            );
        }
    }

    #[test]
    fn only_acc_profiles_know_infractions() {
        assert!(Profile::Social.infractions().is_empty());
        assert_eq!(Profile::Acc.infractions(), &InfractionKind::ALL);
        assert_eq!(Profile::AccMuggins.infractions(), &InfractionKind::ALL);
        for kind in InfractionKind::ALL {
            assert!(Profile::Acc.applies(kind.rule()), "{kind:?}");
        }
    }
}
