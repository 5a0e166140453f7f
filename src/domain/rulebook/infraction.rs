//! Infractions a referee saw that the cards cannot show: each ruled by its fixed penalty.

use std::fmt;

use super::ruling::{Facts, Move, RulebookError, Ruling, RulingKind, Table, TextKey};
use super::{Profile, RuleId};

/// A seat's role in a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// The dealer.
    Dealer,
    /// The pone: the seat after the dealer.
    Pone,
    /// Any other seat (three or four players).
    Seat(usize),
}

impl Role {
    /// Its English name, for error messages.
    pub fn name(self) -> String {
        match self {
            Role::Dealer => "dealer".to_owned(),
            Role::Pone => "pone".to_owned(),
            Role::Seat(seat) => format!("player in seat {seat}"),
        }
    }
}

/// Something a referee saw that the cards cannot show, with a fixed penalty in the ACC rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum InfractionKind {
    /// ACC 2.1: the dealer looked at the bottom card after the last shuffle.
    BottomCardSeen,
    /// ACC 5.1.b: a card laid away to the crib was taken back and examined.
    CribDiscardRetrieved,
    /// ACC 5.2.a: the crib was examined or exposed before its count.
    CribExaminedEarly,
    /// ACC 5.2.b: a player examined the crib before laying away to it.
    CribExaminedBeforeDiscarding,
    /// ACC 5.2.c: the dealer interchanged the hand and the crib.
    HandAndCribExchanged,
    /// ACC 6.1.b: the pone looked at the bottom card of the upper pack when cutting.
    PonePeekedAtCut,
    /// ACC 6.1.c: the starter went into the dealer's hand, unseen by the pone.
    StarterInDealersHand,
    /// ACC 8.7 (8.8 in 2010): a player pegged with the opponent's pegs.
    PeggedWithOpponentsPegs,
    /// ACC 9.3.a: the starter was put into a hand or the crib, or mixed into the pack.
    StarterMixedIn,
}

impl InfractionKind {
    /// Every kind, in the order of the rulebook.
    pub const ALL: [InfractionKind; 9] = [
        InfractionKind::BottomCardSeen,
        InfractionKind::CribDiscardRetrieved,
        InfractionKind::CribExaminedEarly,
        InfractionKind::CribExaminedBeforeDiscarding,
        InfractionKind::HandAndCribExchanged,
        InfractionKind::PonePeekedAtCut,
        InfractionKind::StarterInDealersHand,
        InfractionKind::PeggedWithOpponentsPegs,
        InfractionKind::StarterMixedIn,
    ];

    /// Its name on the wire: `bottom_card_seen`, `crib_examined_early`...
    pub const fn slug(self) -> &'static str {
        match self {
            InfractionKind::BottomCardSeen => "bottom_card_seen",
            InfractionKind::CribDiscardRetrieved => "crib_discard_retrieved",
            InfractionKind::CribExaminedEarly => "crib_examined_early",
            InfractionKind::CribExaminedBeforeDiscarding => "crib_examined_before_discarding",
            InfractionKind::HandAndCribExchanged => "hand_and_crib_exchanged",
            InfractionKind::PonePeekedAtCut => "pone_peeked_at_cut",
            InfractionKind::StarterInDealersHand => "starter_in_dealers_hand",
            InfractionKind::PeggedWithOpponentsPegs => "pegged_with_opponents_pegs",
            InfractionKind::StarterMixedIn => "starter_mixed_in",
        }
    }

    /// The rule that penalises it.
    pub const fn rule(self) -> RuleId {
        match self {
            InfractionKind::BottomCardSeen => RuleId::BottomCardSeen,
            InfractionKind::CribDiscardRetrieved => RuleId::CribDiscardRetrieved,
            InfractionKind::CribExaminedEarly => RuleId::CribExaminedEarly,
            InfractionKind::CribExaminedBeforeDiscarding => RuleId::CribExaminedBeforeDiscarding,
            InfractionKind::HandAndCribExchanged => RuleId::HandAndCribExchanged,
            InfractionKind::PonePeekedAtCut => RuleId::PonePeekedAtCut,
            InfractionKind::StarterInDealersHand => RuleId::StarterInDealersHand,
            InfractionKind::PeggedWithOpponentsPegs => RuleId::PeggedWithOpponentsPegs,
            InfractionKind::StarterMixedIn => RuleId::StarterMixedIn,
        }
    }

    /// Who alone can commit it, when only one role can: the dealer shuffles, turns the starter
    /// and owns the crib; the pone cuts.
    pub const fn committed_by(self) -> Option<Role> {
        match self {
            InfractionKind::BottomCardSeen
            | InfractionKind::HandAndCribExchanged
            | InfractionKind::StarterInDealersHand => Some(Role::Dealer),
            InfractionKind::PonePeekedAtCut => Some(Role::Pone),
            _ => None,
        }
    }

    /// Its penalty: every infraction with a fixed penalty in the ACC text is 2 points to the
    /// offender's opponent.
    pub const fn points(self) -> u32 {
        2
    }
}

impl fmt::Display for InfractionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// One infraction as a referee reports it: who, and what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Infraction {
    /// The offender's seat.
    pub seat: usize,
    /// What was seen.
    pub kind: InfractionKind,
}

impl Profile {
    /// The infraction named `slug` under this profile, or the error that lists every kind the
    /// profile knows (none under `social`).
    pub fn infraction_kind(self, slug: &str) -> Result<InfractionKind, RulebookError> {
        let known = self.infractions();
        known
            .iter()
            .copied()
            .find(|kind| kind.slug() == slug)
            .ok_or_else(|| RulebookError::UnknownInfraction {
                profile: self,
                kind: slug.to_owned(),
                known,
            })
    }
}

impl Table {
    /// The infraction named `slug` under this table's profile (see
    /// [`Profile::infraction_kind`]).
    pub fn infraction_kind(&self, slug: &str) -> Result<InfractionKind, RulebookError> {
        self.profile().infraction_kind(slug)
    }

    /// Rules one infraction: its fixed penalty to the offender's opponent, with its citation.
    pub fn infraction(&self, infraction: Infraction) -> Result<Ruling, RulebookError> {
        let Infraction { seat, kind } = infraction;
        let known = self.profile().infractions();
        if !known.contains(&kind) {
            return Err(RulebookError::UnknownInfraction {
                profile: self.profile(),
                kind: kind.slug().to_owned(),
                known,
            });
        }
        let seat = self.seat(seat)?;
        let role = self.role(seat);
        if let Some(required) = kind.committed_by()
            && required != role
        {
            return Err(RulebookError::WrongRole {
                kind,
                seat,
                required,
                role,
            });
        }
        Ok(self.ruling(
            kind.rule(),
            RulingKind::Penalty,
            Move {
                key: TextKey::Infraction(kind),
                pays: Some(seat),
                gains: Some(self.opponent(seat)),
                points: kind.points(),
                facts: Facts::default(),
            },
        ))
    }

    /// Rules every infraction reported, in order; on failure, every problem with the index of
    /// the infraction it is about.
    pub fn infractions(
        &self,
        infractions: &[Infraction],
    ) -> Result<Vec<Ruling>, Vec<(usize, RulebookError)>> {
        let mut rulings = Vec::with_capacity(infractions.len());
        let mut problems = Vec::new();
        for (index, infraction) in infractions.iter().enumerate() {
            match self.infraction(*infraction) {
                Ok(ruling) => rulings.push(ruling),
                Err(error) => problems.push((index, error)),
            }
        }
        if problems.is_empty() {
            Ok(rulings)
        } else {
            Err(problems)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::variant::Variant;

    fn acc(dealer: usize) -> Table {
        Table::new(Profile::Acc, Variant::SixCard, dealer, 121).unwrap()
    }

    #[test]
    fn every_kind_reads_back_from_its_slug() {
        let table = acc(0);
        for kind in InfractionKind::ALL {
            assert_eq!(table.infraction_kind(kind.slug()), Ok(kind));
            assert_eq!(kind.to_string(), kind.slug());
        }
    }

    #[test]
    fn every_kind_is_two_points_from_the_offender_to_the_opponent() {
        let table = acc(1);
        for kind in InfractionKind::ALL {
            let seat = match kind.committed_by() {
                Some(Role::Pone) => 0,
                _ => 1,
            };
            let ruling = table.infraction(Infraction { seat, kind }).unwrap();
            assert_eq!(ruling.rule, kind.rule());
            assert_eq!(ruling.kind, RulingKind::Penalty);
            assert_eq!((ruling.pays, ruling.gains), (Some(seat), Some(1 - seat)));
            assert_eq!(ruling.points, 2);
        }
    }

    #[test]
    fn a_role_bound_infraction_by_the_other_role_is_refused() {
        let table = acc(1);
        let error = table
            .infraction(Infraction {
                seat: 0,
                kind: InfractionKind::BottomCardSeen,
            })
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            "bottom_card_seen is an infraction by the dealer, and seat 0 is the pone"
        );
        assert!(
            table
                .infraction(Infraction {
                    seat: 1,
                    kind: InfractionKind::PonePeekedAtCut,
                })
                .is_err()
        );
    }

    #[test]
    fn a_seat_not_at_the_table_is_refused() {
        assert_eq!(
            acc(0).infraction(Infraction {
                seat: 2,
                kind: InfractionKind::StarterMixedIn,
            }),
            Err(RulebookError::NoSuchSeat {
                seat: 2,
                players: 2
            })
        );
    }

    #[test]
    fn social_play_has_no_penalty_schedule() {
        let table = Table::new(Profile::Social, Variant::SixCard, 0, 121).unwrap();
        let error = table
            .infraction(Infraction {
                seat: 0,
                kind: InfractionKind::BottomCardSeen,
            })
            .unwrap_err();
        assert!(matches!(
            error,
            RulebookError::UnknownInfraction { known, .. } if known.is_empty()
        ));
        assert!(table.infraction_kind("bottom_card_seen").is_err());
    }

    #[test]
    fn all_infractions_are_ruled_or_every_problem_is_reported_with_its_index() {
        let table = acc(0);
        let good = Infraction {
            seat: 0,
            kind: InfractionKind::CribExaminedEarly,
        };
        assert_eq!(table.infractions(&[good, good]).unwrap().len(), 2);
        let problems = table
            .infractions(&[
                good,
                Infraction {
                    seat: 5,
                    kind: InfractionKind::StarterMixedIn,
                },
                Infraction {
                    seat: 0,
                    kind: InfractionKind::PonePeekedAtCut,
                },
            ])
            .unwrap_err();
        let indices: Vec<usize> = problems.iter().map(|(index, _)| *index).collect();
        assert_eq!(indices, [1, 2]);
    }
}
