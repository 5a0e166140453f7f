//! The code and values of each refusal of the rulebook.

use super::Profile;
use super::kinds::Role;
use super::ruling::RulebookError;

impl crate::refusal::Coded for RulebookError {
    fn code(&self) -> &'static str {
        match self {
            RulebookError::Variant { .. } => "rulebook.variant",
            RulebookError::Target { .. } => "rulebook.target",
            RulebookError::NoSuchSeat { .. } => "rulebook.no_such_seat",
            RulebookError::HouseMuggins { .. } => "rulebook.house_muggins",
            RulebookError::CribFourFlush { .. } => "rulebook.house_crib_four_flush",
            RulebookError::MugginsNotInEffect { .. } => "rulebook.muggins_not_in_effect",
            RulebookError::MugginsWithoutCalls { .. } => "rulebook.muggins_without_calls",
            RulebookError::CallOnOwnCount { .. } => "rulebook.call_on_own_count",
            RulebookError::EmptyCall => "rulebook.empty_call",
            RulebookError::UnknownInfraction { .. } => "rulebook.unknown_infraction",
            RulebookError::WrongRole { .. } => "rulebook.wrong_role",
            RulebookError::Count(_) => "rulebook.count_past_31",
            RulebookError::RepeatedCard(_) => "rulebook.card_held_twice",
            RulebookError::TooManyCards { .. } => "rulebook.too_many_cards",
            RulebookError::Scores { .. } => "rulebook.score_count",
        }
    }

    fn params(&self) -> crate::refusal::Params {
        use crate::refusal::Param;
        let profile = |p: &Profile| ("profile", Param::text(p.slug()));
        match self {
            RulebookError::Variant {
                profile: p,
                variant,
            } => {
                vec![profile(p), ("variant", Param::text(variant))]
            }
            RulebookError::Target {
                profile: p,
                target,
                expected,
            } => vec![
                profile(p),
                ("target", Param::number(*target)),
                ("expected", Param::number(*expected)),
            ],
            RulebookError::NoSuchSeat { seat, players } => {
                vec![
                    ("seat", Param::number(*seat)),
                    ("players", Param::number(*players)),
                ]
            }
            RulebookError::HouseMuggins { profile: p }
            | RulebookError::CribFourFlush { profile: p }
            | RulebookError::MugginsNotInEffect { profile: p }
            | RulebookError::MugginsWithoutCalls { profile: p } => vec![profile(p)],
            RulebookError::CallOnOwnCount { seat } => vec![("seat", Param::number(*seat))],
            RulebookError::EmptyCall => vec![],
            RulebookError::UnknownInfraction {
                profile: p,
                kind,
                known,
            } => vec![
                profile(p),
                ("kind", Param::text(kind)),
                (
                    "known",
                    Param::List(known.iter().map(|k| k.slug().to_owned()).collect()),
                ),
            ],
            RulebookError::WrongRole {
                kind,
                seat,
                required,
                role,
            } => vec![
                ("kind", Param::text(kind.slug())),
                ("seat", Param::number(*seat)),
                ("required", Param::text(role_code(*required))),
                ("role", Param::text(role_code(*role))),
            ],
            RulebookError::Count(count) => vec![("count", Param::number(*count))],
            RulebookError::RepeatedCard(card) => vec![("card", Param::text(card))],
            RulebookError::TooManyCards { max, found } => {
                vec![
                    ("max", Param::number(*max)),
                    ("found", Param::number(*found)),
                ]
            }
            RulebookError::Scores { expected, found } => {
                vec![
                    ("expected", Param::number(*expected)),
                    ("found", Param::number(*found)),
                ]
            }
        }
    }
}

/// A role as a parameter: `dealer`, `pone`, or `player` (another seat).
fn role_code(role: Role) -> &'static str {
    match role {
        Role::Dealer => "dealer",
        Role::Pone => "pone",
        Role::Seat(_) => "player",
    }
}
