//! Infractions a referee saw that the cards cannot show: each ruled by its fixed penalty.

use super::Profile;
use super::kinds::InfractionKind;
use super::ruling::{Facts, Move, RulebookError, Ruling, RulingKind, Table, TextKey};

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
    use crate::rulebook::Role;
    use crate::variant::Variant;

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
            error,
            RulebookError::WrongRole {
                kind: InfractionKind::BottomCardSeen,
                seat: 0,
                required: Role::Dealer,
                role: Role::Pone,
            }
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
