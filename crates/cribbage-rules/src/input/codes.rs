//! The code and values of each [`Fault`]; a fault that wraps another module's error (a card's
//! text, the play, the rulebook) takes that error's code.

use super::{Claimed, Fault, Place};
use crate::refusal::{Coded, Param, Params, numbers};

impl Coded for Fault {
    fn code(&self) -> &'static str {
        match self {
            Fault::Card(error) => error.code(),
            Fault::Repeated { .. } => "card.repeated",
            Fault::AlreadyPlayed { .. } => "card.already_in_series",
            Fault::ShowSize { crib: false, .. } => "hand.card_count",
            Fault::ShowSize { crib: true, .. } => "crib.card_count",
            Fault::HandSize { .. } => "seat.hand_card_count",
            Fault::CribSize { .. } => "deal.crib_card_count",
            Fault::DealtSize { .. } => "dealt.card_count",
            Fault::HandCount { .. } => "hands.count",
            Fault::ClaimCount { .. } => "claims.count",
            Fault::ScoreCount { .. } => "scores.count",
            Fault::PartnersShare { .. } => "scores.partners_differ",
            Fault::NoSuchSeat { .. } => "seat.unknown",
            Fault::Players(_) => "players.count",
            Fault::PlayersForVariant { .. } => "players.for_variant",
            Fault::ClaimTooHigh { .. } => "claim.above_29",
            Fault::CountPastThirtyOne => "count.past_31",
            Fault::SeriesPastThirtyOne { .. } => "series.past_31",
            Fault::SeriesCount { .. } => "series.count_differs",
            Fault::NoAction => "action.missing",
            Fault::GoFalse => "action.go_false",
            Fault::CardAndGo => "action.card_and_go",
            Fault::ThreeForLast => "rules.three_for_last_variant",
            Fault::ExpertVariant(_) => "crib_model.variant",
            Fault::Raised(refusal) => refusal.code(),
            Fault::AlreadyWon(_) => "game.already_won",
            Fault::NotModelled(_) => "advice.variant",
            Fault::BoardNotModelled(_) => "position.variant",
            Fault::TargetNotModelled { .. } => "position.target",
            Fault::GameOver { .. } => "position.game_over",
            Fault::WinNeedsScores => "objective.win_needs_scores",
            Fault::SeatDealer { .. } => "discards.seat_dealer",
            Fault::SeatNeeded => "discards.seat_needed",
            Fault::NotToPlay { .. } => "advice.not_to_play",
            Fault::Played { .. } => "card.already_played",
            Fault::HeldSize { .. } => "advice.held_card_count",
            Fault::DiscardCount { .. } => "discards.count",
            Fault::PlayOver => "advice.play_over",
            Fault::Renege { .. } => "advice.renege",
            Fault::CallWithout { .. } => "muggins.call_incomplete",
            Fault::NoSuchEvent { .. } => "muggins.no_such_event",
            Fault::CallOnUnrecorded { .. } => "muggins.count_not_recorded",
            Fault::DealtSeats { .. } => "dealt.seat_count",
            Fault::KeptNotDealt { .. } => "dealt.kept_card_missing",
            Fault::DealtNotLaid { .. } => "dealt.card_unaccounted",
            Fault::DealtNeeded => "review.dealt_missing",
        }
    }

    fn params(&self) -> Params {
        let n = |value: usize| Param::number(value);
        let variant = |v: &crate::variant::Variant| ("variant", Param::text(v));
        match self {
            Fault::Card(error) => error.params(),
            Fault::Repeated { card, .. }
            | Fault::AlreadyPlayed { card, .. }
            | Fault::Played { card, .. } => vec![("card", Param::text(card))],
            Fault::ShowSize { .. }
            | Fault::HandSize { .. }
            | Fault::DealtSize { .. }
            | Fault::CribSize { .. }
            | Fault::ClaimCount { .. }
            | Fault::ScoreCount { .. }
            | Fault::HeldSize { .. }
            | Fault::HandCount { .. } => self.count_params(),
            Fault::PartnersShare { seat, partner } => numbers!(seat, partner),
            Fault::NoSuchSeat { seats, variant: v } => {
                let mut params = vec![("seats", n(*seats))];
                params.extend(v.as_ref().map(variant));
                params
            }
            Fault::Players(found) => numbers!(found),
            Fault::PlayersForVariant { variant: v, found } => vec![
                variant(v),
                ("expected", n(v.players())),
                ("found", n(*found)),
            ],
            Fault::ClaimTooHigh { what } => vec![
                ("max", Param::number(super::MAX_SHOW)),
                ("claimed_for", Param::text(claimed_for(*what))),
            ],
            Fault::SeriesPastThirtyOne { sum } => numbers!(sum),
            Fault::SeriesCount { sum, count } => numbers!(sum, count),
            Fault::CountPastThirtyOne
            | Fault::NoAction
            | Fault::GoFalse
            | Fault::CardAndGo
            | Fault::ThreeForLast
            | Fault::WinNeedsScores
            | Fault::SeatNeeded
            | Fault::PlayOver => vec![],
            Fault::SeatDealer { .. } | Fault::NotToPlay { .. } => self.seat_params(),
            Fault::ExpertVariant(v) | Fault::NotModelled(v) | Fault::BoardNotModelled(v) => {
                vec![variant(v)]
            }
            Fault::Raised(refusal) => refusal.params(),
            Fault::AlreadyWon(seat) => numbers!(seat),
            Fault::TargetNotModelled {
                variant: v,
                target,
                most,
            } => vec![
                variant(v),
                ("target", Param::number(*target)),
                ("most", Param::number(*most)),
            ],
            Fault::GameOver { score, target } => numbers!(score, target),
            Fault::DiscardCount {
                variant: v,
                most,
                found,
            } => [vec![variant(v)], numbers!(most, found)].concat(),
            Fault::Renege { player } => numbers!(player),
            Fault::CallWithout { field } => vec![("field", Param::text(field))],
            Fault::NoSuchEvent { events } => numbers!(events),
            Fault::CallOnUnrecorded { .. } | Fault::DealtNeeded => vec![],
            Fault::DealtSeats { expected, found } => numbers!(expected, found),
            Fault::KeptNotDealt { card } | Fault::DealtNotLaid { card } => {
                vec![("card", Param::text(card))]
            }
        }
    }
}

impl Fault {
    /// The values of the refusals of who sits where and who is to play.
    fn seat_params(&self) -> Params {
        match self {
            Fault::SeatDealer {
                seat,
                players,
                dealer,
            } => [
                numbers!(seat, players),
                vec![("dealer", Param::Flag(*dealer))],
            ]
            .concat(),
            Fault::NotToPlay { player, to_play } => numbers!(player, to_play),
            _ => Vec::new(),
        }
    }

    /// The params of the faults about how many of something there are.
    fn count_params(&self) -> Params {
        let n = |value: usize| Param::number(value);
        let count =
            |expected: usize, found: usize| vec![("expected", n(expected)), ("found", n(found))];
        let variant = |v: &crate::variant::Variant| ("variant", Param::text(v));
        match self {
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
            } => [vec![variant(v)], count(*expected, *found)].concat(),
            Fault::CribSize { expected, found }
            | Fault::ClaimCount { expected, found }
            | Fault::ScoreCount { expected, found }
            | Fault::HeldSize { expected, found } => count(*expected, *found),
            Fault::HandCount {
                expected,
                found,
                seats,
            } => [
                count(*expected, *found),
                vec![("seats", Param::Flag(*seats))],
            ]
            .concat(),
            _ => Vec::new(),
        }
    }
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

impl Fault {
    /// The other places a fault's sentence names (the first place of a repeated card, the
    /// event that played a card): over HTTP each becomes a JSON pointer among the params.
    pub fn places(&self) -> Vec<(&'static str, Place)> {
        match self {
            Fault::Repeated { first, .. } => vec![("first", *first)],
            Fault::AlreadyPlayed { at, .. } => vec![("at", Place::field("series").at(*at))],
            Fault::Played { event, .. } => {
                vec![("event", Place::field("events").at(*event).then("card"))]
            }
            Fault::CallOnUnrecorded { claim } => vec![("claim", *claim)],
            _ => Vec::new(),
        }
    }
}
