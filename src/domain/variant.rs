//! The game variants: how many play, how many cards each keeps, and the target.

/// Which cribbage is being played (RULES.md, "Variants").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Two players, six cards dealt, four kept: the standard game.
    #[default]
    SixCard,
    /// Three players, five cards dealt, four kept, one card from the pack to the crib.
    ThreePlayer,
    /// Four players in two partnerships, five cards dealt, four kept.
    FourPlayer,
    /// Two players, five cards dealt, three kept, game to 61.
    FiveCard,
}

impl Variant {
    /// Every variant.
    pub const ALL: [Variant; 4] = [
        Variant::SixCard,
        Variant::ThreePlayer,
        Variant::FourPlayer,
        Variant::FiveCard,
    ];

    /// Cards a player keeps for the play and the show.
    pub const fn hand_size(self) -> usize {
        match self {
            Variant::FiveCard => 3,
            _ => 4,
        }
    }

    /// Cards in the crib: always four.
    pub const fn crib_size(self) -> usize {
        4
    }

    /// Cards dealt to each player.
    pub const fn dealt(self) -> usize {
        match self {
            Variant::SixCard => 6,
            _ => 5,
        }
    }

    /// Number of players.
    pub const fn players(self) -> usize {
        match self {
            Variant::ThreePlayer => 3,
            Variant::FourPlayer => 4,
            _ => 2,
        }
    }

    /// Points that win the game.
    pub const fn target(self) -> u16 {
        match self {
            Variant::FiveCard => 61,
            _ => 121,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_keeps_a_hand_and_a_crib_that_fit_the_deal() {
        for variant in Variant::ALL {
            let discarded = variant.players() * (variant.dealt() - variant.hand_size());
            let from_pack = usize::from(variant == Variant::ThreePlayer);
            assert_eq!(discarded + from_pack, variant.crib_size(), "{variant:?}");
        }
    }

    #[test]
    fn five_card_cribbage_is_played_to_61_and_the_rest_to_121() {
        assert_eq!(Variant::FiveCard.target(), 61);
        assert_eq!(Variant::SixCard.target(), 121);
        assert_eq!(Variant::ThreePlayer.target(), 121);
        assert_eq!(Variant::FourPlayer.target(), 121);
    }
}
