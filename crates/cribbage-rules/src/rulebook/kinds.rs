//! What rulings are about: the infractions a referee can report, the roles that commit them,
//! and what a pegged score is for. Below the rulings and the rules that make them (claims,
//! infractions), which all speak of these.

use std::fmt;

use super::RuleId;

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
            Role::Seat(seat) => format!("player in seat {}", seat + 1),
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

/// What a pegged score is for: muggins and the penalty rules treat them differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PeggedFor {
    /// Points for a card of the play (fifteen, pair, run, go...).
    Play,
    /// A hand in the show.
    Hand,
    /// The crib in the show.
    Crib,
    /// His heels: never muggins (ACC 10.3.c).
    HisHeels,
    /// A penalty pegged by the side it is paid to: never muggins (10.3.a), never a penalty on
    /// an error in pegging it (11.3).
    Penalty,
    /// A muggins score: never muggins again (10.3.b).
    Muggins,
    /// A backward penalty pegged back by the offender (`pegged` and `actual` count backward):
    /// too far is the offender's loss (8.3, no muggins by 10.3.d), too little is corrected.
    BackwardPenalty,
}

impl PeggedFor {
    /// Its name on the wire.
    pub const fn slug(self) -> &'static str {
        match self {
            PeggedFor::Play => "play",
            PeggedFor::Hand => "hand",
            PeggedFor::Crib => "crib",
            PeggedFor::HisHeels => "his_heels",
            PeggedFor::Penalty => "penalty",
            PeggedFor::Muggins => "muggins",
            PeggedFor::BackwardPenalty => "backward_penalty",
        }
    }

    /// Whether muggins may be called on it (ACC 10.2, 10.3).
    pub const fn muggable(self) -> bool {
        matches!(self, PeggedFor::Play | PeggedFor::Hand | PeggedFor::Crib)
    }
}
