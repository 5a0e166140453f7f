//! The code and values of each shared [`Fault`]; a card's text takes its own error's code.

use super::{Claimed, Fault, Place, Refused};
use crate::refusal::{Coded, Param, Params, numbers};
use crate::variant::Variant;

impl Coded for Fault {
    fn code(&self) -> &'static str {
        match self {
            Fault::Card(error) => error.code(),
            Fault::Repeated { .. } => "card.repeated",
            Fault::ShowSize { crib: false, .. } => "hand.card_count",
            Fault::ShowSize { crib: true, .. } => "crib.card_count",
            Fault::HandSize { .. } => "seat.hand_card_count",
            Fault::DealtSize { .. } => "dealt.card_count",
            Fault::HandCount { .. } => "hands.count",
            Fault::ScoreCount { .. } => "scores.count",
            Fault::PartnersShare { .. } => "scores.partners_differ",
            Fault::NoSuchSeat { .. } => "seat.unknown",
            Fault::Players(_) => "players.count",
            Fault::PlayersForVariant { .. } => "players.for_variant",
            Fault::ClaimTooHigh { .. } => "claim.above_29",
        }
    }

    fn params(&self) -> Params {
        let n = |value: usize| Param::number(value);
        let count =
            |expected: usize, found: usize| vec![("expected", n(expected)), ("found", n(found))];
        match self {
            Fault::Card(error) => error.params(),
            Fault::Repeated { card, .. } => vec![("card", Param::text(card))],
            Fault::ShowSize {
                variant: v,
                expected,
                found,
                ..
            }
            | Fault::HandSize {
                variant: v,
                expected,
                found,
            }
            | Fault::DealtSize {
                variant: v,
                expected,
                found,
            } => [vec![variant(*v)], count(*expected, *found)].concat(),
            Fault::ScoreCount { expected, found } => count(*expected, *found),
            Fault::HandCount {
                expected,
                found,
                seats,
            } => [
                count(*expected, *found),
                vec![("seats", Param::Flag(*seats))],
            ]
            .concat(),
            Fault::PartnersShare { seat, partner } => numbers!(seat, partner),
            Fault::NoSuchSeat { seats, variant: v } => {
                let mut params = vec![("seats", n(*seats))];
                params.extend(v.map(variant));
                params
            }
            Fault::Players(found) => numbers!(found),
            Fault::PlayersForVariant { variant: v, found } => vec![
                variant(*v),
                ("expected", n(v.players())),
                ("found", n(*found)),
            ],
            Fault::ClaimTooHigh { what } => vec![
                ("max", Param::number(super::MAX_SHOW)),
                ("claimed_for", Param::text(claimed_for(*what))),
            ],
        }
    }
}

impl Refused for Fault {
    fn places(&self) -> Vec<(&'static str, Place)> {
        match self {
            Fault::Repeated { first, .. } => vec![("first", *first)],
            _ => Vec::new(),
        }
    }
}

/// A variant as a param: its wire name.
pub fn variant(variant: Variant) -> (&'static str, Param) {
    ("variant", Param::text(variant))
}

/// What a claim was for, as a param.
fn claimed_for(what: Claimed) -> &'static str {
    match what {
        Claimed::Show => "show",
        Claimed::Hand => "hand",
        Claimed::Crib => "crib",
        Claimed::PlayCard => "play_card",
    }
}
