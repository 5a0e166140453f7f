//! The rules themselves: what each one is called, where it is written, how many points it
//! moves and between whom. Which profile applies which rule is in [`super::Profile::rules`].

use std::fmt;

/// A rule some profile applies. Its citation, points, parties and texts are its methods.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RuleId {
    /// Social S1: a jack turned as the starter is 2 for the dealer, and may win the game.
    SocialHisHeels,
    /// Social S2: a go said while a card fits; three players: 2 to each opponent (seed 001).
    SocialRenege,
    /// Social S3: with the house rule, the next opponent takes points a count left out.
    SocialMuggins,
    /// Social S4: a count announced too high or (without muggins) too low is pegged as it is.
    SocialClaims,
    /// Social S5: the shows in order from the seat after the dealer round to the dealer, then
    /// the crib; the first side to reach the target wins.
    SocialCountOrder,
    /// ACC 2.1: the dealer looks at the bottom card after the last shuffle.
    BottomCardSeen,
    /// ACC 5.1.b: a card laid away to the crib and released is taken back and examined.
    CribDiscardRetrieved,
    /// ACC 5.2.a: the crib examined or exposed before its count.
    CribExaminedEarly,
    /// ACC 5.2.b: the crib examined before the examiner has laid away.
    CribExaminedBeforeDiscarding,
    /// ACC 5.2.c: the dealer interchanges the hand and the crib.
    HandAndCribExchanged,
    /// ACC 6.1.b: the pone looks at the bottom card of the upper pack when cutting.
    PonePeekedAtCut,
    /// ACC 6.1.c: the starter put into the dealer's hand unseen by the pone.
    StarterInDealersHand,
    /// ACC 6.3: his heels, 2 to the dealer; may peg out; forfeited by playing a card first.
    HisHeels,
    /// ACC 7.3: a renege, 2 to the opponent per card that singly could have been played.
    Renege,
    /// ACC 8.3: under-pegging is not corrected once the fingers leave the peg.
    UnderPegging,
    /// ACC 8.4.b: a false claim of game.
    FalseClaimOfGame,
    /// ACC 8.7 (8.8 in 2010): pegging with the opponent's pegs.
    PeggedWithOpponentsPegs,
    /// ACC 8.10 (8.11 in 2010): a player who has the game and does not peg out is reminded to.
    PegOutReminder,
    /// ACC 9.2: pone's hand, dealer's hand, crib; each completed before the next.
    CountOrder,
    /// ACC 9.3.a: the starter put into a hand or the crib, or mixed into the pack.
    StarterMixedIn,
    /// ACC 10.1.c: with muggins, pegging out is mandatory.
    PegOutMandatory,
    /// ACC 10.3: muggins does not apply to penalties, to muggins scores, to his heels or to
    /// points lost by pegging backward.
    MugginsExcluded,
    /// ACC 10.4.a: a muggins call is awarded the lesser of the claimed and the true amount.
    MugginsAward,
    /// ACC 10.4.a: a call that is not a muggins pays the points called to the other side.
    WrongMugginsCall,
    /// ACC 11.1.b (with 8.4): an over-peg is corrected; a correction, not a penalty.
    OverPegging,
    /// ACC 11.3 (with 11.2): no penalty for an error in calling or pegging a penalty.
    NoPenaltyOnPenalty,
}

/// Which rulebook a citation refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Book {
    /// The American Cribbage Congress's tournament rules, 2020 edition numbering.
    Acc,
    /// This service's social rules, numbered in `docs/rulebooks.md`.
    Social,
}

/// Where a rule is written: `ACC 7.3`, `Social S2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Citation {
    /// The book.
    pub book: Book,
    /// The rule's number in it (for the ACC, as numbered in the 2020 edition).
    pub rule: &'static str,
    /// The number in the 2010 text (cribbage.org/rules), where it differs.
    pub rule_2010: Option<&'static str>,
}

impl fmt::Display for Citation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.book {
            Book::Acc => write!(f, "ACC {}", self.rule),
            Book::Social => write!(f, "Social {}", self.rule),
        }
    }
}

/// How many points a rule moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Points {
    /// A fixed number.
    Fixed(u32),
    /// This many per card (a renege: per card that singly could have been played).
    PerCard(u32),
    /// The difference between the announced (or pegged) and the true count.
    Difference,
    /// Muggins: the lesser of the points called and the points truly left behind.
    LesserOfCallAndMissed,
    /// The points a muggins caller called.
    Called,
    /// A false claim of game: the over-claim (up to the game hole) to the opponent, and this
    /// many backward for the offender.
    FalseClaim {
        /// The backward penalty.
        backward: u32,
    },
    /// A procedure: no points move.
    None,
}

/// Who a rule takes points from or gives points to, by role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Party {
    /// The dealer.
    Dealer,
    /// The pone.
    Pone,
    /// Whoever broke the rule.
    Offender,
    /// The offender's opponent (the other side).
    Opponent,
    /// Every opponent of the offender (three players).
    EachOpponent,
    /// The player whose count or peg is in question.
    Scorer,
    /// Whoever called muggins.
    Caller,
    /// Nobody.
    Nobody,
}

impl RuleId {
    /// Every rule, in declaration order (Social first, then the ACC by number).
    pub const ALL: [RuleId; 26] = [
        RuleId::SocialHisHeels,
        RuleId::SocialRenege,
        RuleId::SocialMuggins,
        RuleId::SocialClaims,
        RuleId::SocialCountOrder,
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
        RuleId::PegOutMandatory,
        RuleId::MugginsExcluded,
        RuleId::MugginsAward,
        RuleId::WrongMugginsCall,
        RuleId::OverPegging,
        RuleId::NoPenaltyOnPenalty,
    ];

    /// Its position in [`RuleId::ALL`]: the index of its texts.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// A stable name for it: `acc-7.3`, `social-s2`.
    pub fn slug(self) -> String {
        let citation = self.citation();
        match citation.book {
            Book::Acc => format!("acc-{}", citation.rule),
            Book::Social => format!("social-{}", citation.rule.to_lowercase()),
        }
    }

    /// Where it is written.
    pub const fn citation(self) -> Citation {
        let (book, rule, rule_2010) = match self {
            RuleId::SocialHisHeels => (Book::Social, "S1", None),
            RuleId::SocialRenege => (Book::Social, "S2", None),
            RuleId::SocialMuggins => (Book::Social, "S3", None),
            RuleId::SocialClaims => (Book::Social, "S4", None),
            RuleId::SocialCountOrder => (Book::Social, "S5", None),
            RuleId::BottomCardSeen => (Book::Acc, "2.1", None),
            RuleId::CribDiscardRetrieved => (Book::Acc, "5.1.b", None),
            RuleId::CribExaminedEarly => (Book::Acc, "5.2.a", None),
            RuleId::CribExaminedBeforeDiscarding => (Book::Acc, "5.2.b", None),
            RuleId::HandAndCribExchanged => (Book::Acc, "5.2.c", None),
            RuleId::PonePeekedAtCut => (Book::Acc, "6.1.b", None),
            RuleId::StarterInDealersHand => (Book::Acc, "6.1.c", None),
            RuleId::HisHeels => (Book::Acc, "6.3", None),
            RuleId::Renege => (Book::Acc, "7.3", None),
            RuleId::UnderPegging => (Book::Acc, "8.3", None),
            RuleId::FalseClaimOfGame => (Book::Acc, "8.4.b", None),
            RuleId::PeggedWithOpponentsPegs => (Book::Acc, "8.7", Some("8.8")),
            RuleId::PegOutReminder => (Book::Acc, "8.10", Some("8.11")),
            RuleId::CountOrder => (Book::Acc, "9.2", None),
            RuleId::StarterMixedIn => (Book::Acc, "9.3.a", None),
            RuleId::PegOutMandatory => (Book::Acc, "10.1.c", None),
            RuleId::MugginsExcluded => (Book::Acc, "10.3", None),
            RuleId::MugginsAward => (Book::Acc, "10.4.a", None),
            RuleId::WrongMugginsCall => (Book::Acc, "10.4.a", None),
            RuleId::OverPegging => (Book::Acc, "11.1.b", None),
            RuleId::NoPenaltyOnPenalty => (Book::Acc, "11.3", None),
        };
        Citation {
            book,
            rule,
            rule_2010,
        }
    }

    /// How many points it moves.
    pub const fn points(self) -> Points {
        match self {
            RuleId::SocialHisHeels | RuleId::SocialRenege | RuleId::HisHeels => Points::Fixed(2),
            RuleId::BottomCardSeen
            | RuleId::CribDiscardRetrieved
            | RuleId::CribExaminedEarly
            | RuleId::CribExaminedBeforeDiscarding
            | RuleId::HandAndCribExchanged
            | RuleId::PonePeekedAtCut
            | RuleId::StarterInDealersHand
            | RuleId::PeggedWithOpponentsPegs
            | RuleId::StarterMixedIn => Points::Fixed(2),
            RuleId::Renege => Points::PerCard(2),
            RuleId::SocialMuggins
            | RuleId::SocialClaims
            | RuleId::UnderPegging
            | RuleId::PegOutReminder
            | RuleId::OverPegging => Points::Difference,
            RuleId::FalseClaimOfGame => Points::FalseClaim { backward: 15 },
            RuleId::MugginsAward => Points::LesserOfCallAndMissed,
            RuleId::MugginsExcluded | RuleId::WrongMugginsCall => Points::Called,
            RuleId::SocialCountOrder
            | RuleId::CountOrder
            | RuleId::PegOutMandatory
            | RuleId::NoPenaltyOnPenalty => Points::None,
        }
    }

    /// Who pays: whose points are taken, forgone or pegged back.
    pub const fn pays(self) -> Party {
        match self {
            RuleId::BottomCardSeen | RuleId::HandAndCribExchanged => Party::Dealer,
            RuleId::StarterInDealersHand => Party::Dealer,
            RuleId::PonePeekedAtCut => Party::Pone,
            RuleId::SocialRenege
            | RuleId::CribDiscardRetrieved
            | RuleId::CribExaminedEarly
            | RuleId::CribExaminedBeforeDiscarding
            | RuleId::Renege
            | RuleId::FalseClaimOfGame
            | RuleId::PeggedWithOpponentsPegs
            | RuleId::StarterMixedIn => Party::Offender,
            RuleId::SocialMuggins
            | RuleId::SocialClaims
            | RuleId::UnderPegging
            | RuleId::OverPegging
            | RuleId::MugginsAward => Party::Scorer,
            RuleId::MugginsExcluded | RuleId::WrongMugginsCall => Party::Caller,
            RuleId::SocialHisHeels
            | RuleId::SocialCountOrder
            | RuleId::HisHeels
            | RuleId::PegOutReminder
            | RuleId::CountOrder
            | RuleId::PegOutMandatory
            | RuleId::NoPenaltyOnPenalty => Party::Nobody,
        }
    }

    /// Who gains: who pegs the points.
    pub const fn gains(self) -> Party {
        match self {
            RuleId::SocialHisHeels | RuleId::HisHeels => Party::Dealer,
            RuleId::PonePeekedAtCut => Party::Dealer,
            RuleId::BottomCardSeen
            | RuleId::HandAndCribExchanged
            | RuleId::StarterInDealersHand => Party::Pone,
            RuleId::SocialRenege => Party::EachOpponent,
            RuleId::SocialMuggins
            | RuleId::CribDiscardRetrieved
            | RuleId::CribExaminedEarly
            | RuleId::CribExaminedBeforeDiscarding
            | RuleId::Renege
            | RuleId::FalseClaimOfGame
            | RuleId::PeggedWithOpponentsPegs
            | RuleId::StarterMixedIn
            | RuleId::MugginsExcluded
            | RuleId::WrongMugginsCall => Party::Opponent,
            RuleId::SocialClaims | RuleId::PegOutReminder => Party::Scorer,
            RuleId::MugginsAward => Party::Caller,
            RuleId::UnderPegging
            | RuleId::OverPegging
            | RuleId::SocialCountOrder
            | RuleId::CountOrder
            | RuleId::PegOutMandatory
            | RuleId::NoPenaltyOnPenalty => Party::Nobody,
        }
    }

    /// Whether the points it moves are a penalty in the sense of ACC 11.1 (and so, by 10.3.a
    /// and 11.3, neither muggins nor a further penalty ever follows from pegging them wrong).
    pub const fn is_penalty(self) -> bool {
        matches!(
            self,
            RuleId::SocialRenege
                | RuleId::BottomCardSeen
                | RuleId::CribDiscardRetrieved
                | RuleId::CribExaminedEarly
                | RuleId::CribExaminedBeforeDiscarding
                | RuleId::HandAndCribExchanged
                | RuleId::PonePeekedAtCut
                | RuleId::StarterInDealersHand
                | RuleId::Renege
                | RuleId::FalseClaimOfGame
                | RuleId::PeggedWithOpponentsPegs
                | RuleId::StarterMixedIn
                | RuleId::MugginsExcluded
                | RuleId::WrongMugginsCall
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_is_listed_once_in_order_of_its_index() {
        for (index, rule) in RuleId::ALL.into_iter().enumerate() {
            assert_eq!(rule.index(), index, "{rule:?}");
        }
    }

    #[test]
    fn citations_read_as_a_referee_writes_them() {
        assert_eq!(RuleId::Renege.citation().to_string(), "ACC 7.3");
        assert_eq!(RuleId::FalseClaimOfGame.citation().to_string(), "ACC 8.4.b");
        assert_eq!(RuleId::SocialRenege.citation().to_string(), "Social S2");
        assert_eq!(RuleId::Renege.slug(), "acc-7.3");
        assert_eq!(RuleId::SocialMuggins.slug(), "social-s3");
        assert_eq!(
            RuleId::PeggedWithOpponentsPegs.citation().rule_2010,
            Some("8.8")
        );
    }

    #[test]
    fn slugs_are_unique_but_for_the_two_halves_of_10_4_a() {
        let mut slugs: Vec<String> = RuleId::ALL.iter().map(|r| r.slug()).collect();
        slugs.sort();
        let before = slugs.len();
        slugs.dedup();
        assert_eq!(before - slugs.len(), 1, "only acc-10.4.a is shared");
    }

    #[test]
    fn a_rule_that_moves_points_names_who_gains_or_who_pays() {
        for rule in RuleId::ALL {
            if rule.points() != Points::None {
                assert!(
                    rule.pays() != Party::Nobody || rule.gains() != Party::Nobody,
                    "{rule:?}"
                );
            } else {
                assert_eq!((rule.pays(), rule.gains()), (Party::Nobody, Party::Nobody));
            }
        }
    }
}
