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

    /// The variant a play of `players` players is, when no variant is named: six-card for two,
    /// and the three- and four-player games.
    pub const fn for_players(players: usize) -> Option<Variant> {
        match players {
            2 => Some(Variant::SixCard),
            3 => Some(Variant::ThreePlayer),
            4 => Some(Variant::FourPlayer),
            _ => None,
        }
    }

    /// The variant's name, as requests and messages spell it: `six_card`, `three_player`,
    /// `four_player`, `five_card`.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::SixCard => "six_card",
            Variant::ThreePlayer => "three_player",
            Variant::FourPlayer => "four_player",
            Variant::FiveCard => "five_card",
        }
    }

    /// The variant in words, as in "six-card cribbage".
    pub const fn words(self) -> &'static str {
        match self {
            Variant::SixCard => "six-card",
            Variant::ThreePlayer => "three-player",
            Variant::FourPlayer => "four-player",
            Variant::FiveCard => "five-card",
        }
    }

    /// Whether seats `a` and `b` score together: partners in four-player cribbage (seats 0
    /// and 2, 1 and 3), otherwise only a seat with itself.
    pub const fn same_side(self, a: usize, b: usize) -> bool {
        match self {
            Variant::FourPlayer => a % 2 == b % 2,
            _ => a == b,
        }
    }

    /// The side a seat scores for: its partnership in four-player cribbage (0 or 1), else
    /// the seat itself.
    pub const fn side(self, seat: usize) -> usize {
        match self {
            Variant::FourPlayer => seat % 2,
            _ => seat,
        }
    }
}

impl std::fmt::Display for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
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
    fn a_number_of_players_implies_a_variant_only_from_two_to_four() {
        assert_eq!(Variant::for_players(2), Some(Variant::SixCard));
        assert_eq!(Variant::for_players(3), Some(Variant::ThreePlayer));
        assert_eq!(Variant::for_players(4), Some(Variant::FourPlayer));
        assert_eq!(Variant::for_players(1), None);
        assert_eq!(Variant::for_players(5), None);
        for variant in Variant::ALL {
            assert!(
                !variant.to_string().contains(char::is_uppercase),
                "{variant}"
            );
        }
    }

    #[test]
    fn partners_sit_opposite_in_four_player_cribbage_only() {
        assert!(Variant::FourPlayer.same_side(0, 2));
        assert!(Variant::FourPlayer.same_side(1, 3));
        assert!(!Variant::FourPlayer.same_side(0, 1));
        assert!(!Variant::ThreePlayer.same_side(0, 2));
        assert_eq!(Variant::FourPlayer.side(3), 1);
        assert_eq!(Variant::ThreePlayer.side(2), 2);
    }

    #[test]
    fn five_card_cribbage_is_played_to_61_and_the_rest_to_121() {
        assert_eq!(Variant::FiveCard.target(), 61);
        assert_eq!(Variant::SixCard.target(), 121);
        assert_eq!(Variant::ThreePlayer.target(), 121);
        assert_eq!(Variant::FourPlayer.target(), 121);
    }
}
