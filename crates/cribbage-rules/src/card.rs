//! Cards: rank, suit, pip value, strict parsing and canonical display.

use std::fmt;
use std::str::FromStr;

/// A card's rank, ace low: `A 2 3 4 5 6 7 8 9 10 J Q K`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    /// Ace, always low: pip value 1, below the two in runs.
    Ace = 0,
    /// Two.
    Two,
    /// Three.
    Three,
    /// Four.
    Four,
    /// Five.
    Five,
    /// Six.
    Six,
    /// Seven.
    Seven,
    /// Eight.
    Eight,
    /// Nine.
    Nine,
    /// Ten.
    Ten,
    /// Jack: pip value 10; of the starter's suit in a hand it is nobs.
    Jack,
    /// Queen.
    Queen,
    /// King.
    King,
}

impl Rank {
    /// Every rank, from ace to king.
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// Position in rank order, 0 (ace) to 12 (king).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank at position `index` in rank order, if there is one.
    pub const fn from_index(index: usize) -> Option<Rank> {
        if index < 13 {
            Some(Rank::ALL[index])
        } else {
            None
        }
    }

    /// Pip value used for fifteens and the running count: ace 1, two to ten face value, courts 10.
    #[inline]
    pub const fn value(self) -> u8 {
        let ordinal = self as u8 + 1;
        if ordinal > 10 { 10 } else { ordinal }
    }

    /// Canonical symbol: `A`, `2`..`10`, `J`, `Q`, `K`.
    pub const fn symbol(self) -> &'static str {
        [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ][self as usize]
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// A card's suit. Suits never rank; they matter only for flush and nobs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Suit {
    /// Spades, `S` or `♠`.
    Spades = 0,
    /// Hearts, `H` or `♥`.
    Hearts,
    /// Diamonds, `D` or `♦`.
    Diamonds,
    /// Clubs, `C` or `♣`.
    Clubs,
}

impl Suit {
    /// Every suit, in the order `S H D C`.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// Position in `Suit::ALL`.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Canonical letter: `S`, `H`, `D` or `C`.
    pub const fn letter(self) -> char {
        ['S', 'H', 'D', 'C'][self as usize]
    }

    /// The symbol printed on the card, `♠ ♥ ♦ ♣`: the same in every language, so sentences
    /// for people name suits by it (the words crate's `Texts::card`).
    pub const fn symbol(self) -> char {
        ['♠', '♥', '♦', '♣'][self as usize]
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl TryFrom<char> for Suit {
    type Error = ParseCardError;

    /// Accepts `S H D C` in either case and the suit symbols, black or white.
    fn try_from(c: char) -> Result<Self, Self::Error> {
        match c {
            'S' | 's' | '♠' | '♤' => Ok(Suit::Spades),
            'H' | 'h' | '♥' | '♡' => Ok(Suit::Hearts),
            'D' | 'd' | '♦' | '♢' => Ok(Suit::Diamonds),
            'C' | 'c' | '♣' | '♧' => Ok(Suit::Clubs),
            other => Err(ParseCardError::UnknownSuit {
                input: other.to_string(),
                suit: other,
            }),
        }
    }
}

/// One of the 52 cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    rank: Rank,
    suit: Suit,
}

impl Card {
    /// The card of this rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card { rank, suit }
    }

    /// Its rank.
    #[inline]
    pub const fn rank(self) -> Rank {
        self.rank
    }

    /// Its suit.
    #[inline]
    pub const fn suit(self) -> Suit {
        self.suit
    }

    /// Its pip value (see [`Rank::value`]).
    #[inline]
    pub const fn value(self) -> u8 {
        self.rank.value()
    }

    /// A dense index 0..52 (rank-major), e.g. for bit sets.
    #[inline]
    pub const fn index(self) -> usize {
        self.rank as usize * 4 + self.suit as usize
    }

    /// The card with dense index `index`, if `index < 52`.
    pub const fn from_index(index: usize) -> Option<Card> {
        match Rank::from_index(index / 4) {
            Some(rank) if index < 52 => Some(Card::new(rank, Suit::ALL[index % 4])),
            _ => None,
        }
    }

    /// Canonical text, as [`Display`](fmt::Display) writes it, without allocating.
    pub const fn text(self) -> &'static str {
        const TEXT: [&str; 52] = [
            "AS", "AH", "AD", "AC", "2S", "2H", "2D", "2C", "3S", "3H", "3D", "3C", "4S", "4H",
            "4D", "4C", "5S", "5H", "5D", "5C", "6S", "6H", "6D", "6C", "7S", "7H", "7D", "7C",
            "8S", "8H", "8D", "8C", "9S", "9H", "9D", "9C", "10S", "10H", "10D", "10C", "JS", "JH",
            "JD", "JC", "QS", "QH", "QD", "QC", "KS", "KH", "KD", "KC",
        ];
        TEXT[self.index()]
    }

    /// The whole pack, in index order.
    pub fn deck() -> impl Iterator<Item = Card> {
        (0..52).filter_map(Card::from_index)
    }
}

impl Card {
    /// The card in symbols, as English players write it ("5♥", "J♣"): what the English
    /// messages of this crate's errors (for logs and library users) name a card by. People's
    /// sentences, in each language, come from the words crate.
    pub fn symbols(self) -> String {
        format!("{}{}", self.rank().symbol(), self.suit().symbol())
    }
}

impl fmt::Display for Card {
    /// Canonical form: rank symbol then suit letter, `10` for ten (`"5H"`, `"10D"`, `"JS"`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

/// Why a string is not a card.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseCardError {
    /// The string was empty.
    #[error("empty card: expected a rank (A, 2-10, T, J, Q, K) followed by a suit (S, H, D, C)")]
    Empty,
    /// The rank part is not a rank.
    #[error(
        "unknown rank {rank:?} in card {input:?}: expected A, 2, 3, 4, 5, 6, 7, 8, 9, 10, T, J, Q or K"
    )]
    UnknownRank {
        /// The whole input.
        input: String,
        /// The part taken as the rank.
        rank: String,
    },
    /// The suit character is not a suit.
    #[error("unknown suit {suit:?} in card {input:?}: expected S, H, D, C or ♠ ♥ ♦ ♣")]
    UnknownSuit {
        /// The whole input.
        input: String,
        /// The character taken as the suit.
        suit: char,
    },
    /// A rank with no suit after it.
    #[error("card {input:?} has no suit: expected S, H, D, C or ♠ ♥ ♦ ♣ after the rank")]
    MissingSuit {
        /// The whole input.
        input: String,
    },
    /// Characters after the suit.
    #[error("unexpected {trailing:?} after the suit in card {input:?}")]
    Trailing {
        /// The whole input.
        input: String,
        /// What follows the suit.
        trailing: String,
    },
}

impl crate::refusal::Coded for ParseCardError {
    fn code(&self) -> &'static str {
        match self {
            ParseCardError::Empty => "card.empty",
            ParseCardError::UnknownRank { .. } => "card.unknown_rank",
            ParseCardError::UnknownSuit { .. } => "card.unknown_suit",
            ParseCardError::MissingSuit { .. } => "card.missing_suit",
            ParseCardError::Trailing { .. } => "card.trailing",
        }
    }

    fn params(&self) -> crate::refusal::Params {
        use crate::refusal::Param;
        match self {
            ParseCardError::Empty => vec![],
            ParseCardError::UnknownRank { input, rank } => {
                vec![("text", Param::text(input)), ("rank", Param::text(rank))]
            }
            ParseCardError::UnknownSuit { input, suit } => {
                vec![("text", Param::text(input)), ("suit", Param::text(suit))]
            }
            ParseCardError::MissingSuit { input } => vec![("text", Param::text(input))],
            ParseCardError::Trailing { input, trailing } => vec![
                ("text", Param::text(input)),
                ("trailing", Param::text(trailing)),
            ],
        }
    }
}

impl FromStr for Card {
    type Err = ParseCardError;

    /// Parses a card strictly: the whole string is one rank then one suit, case-insensitive.
    ///
    /// ```
    /// use cribbage_rules::card::{Card, ParseCardError};
    /// assert_eq!("10h".parse::<Card>().unwrap().to_string(), "10H");
    /// assert_eq!("T♥".parse::<Card>().unwrap().to_string(), "10H");
    /// assert!(matches!("1X".parse::<Card>(), Err(ParseCardError::UnknownRank { .. })));
    /// ```
    fn from_str(input: &str) -> Result<Self, Self::Err> {
        if input.is_empty() {
            return Err(ParseCardError::Empty);
        }
        let (rank, rest) = if let Some(rest) = input.strip_prefix("10") {
            (Rank::Ten, rest)
        } else {
            let mut chars = input.chars();
            let first = chars.next().ok_or(ParseCardError::Empty)?;
            let rank = match first.to_ascii_uppercase() {
                'A' => Rank::Ace,
                '2' => Rank::Two,
                '3' => Rank::Three,
                '4' => Rank::Four,
                '5' => Rank::Five,
                '6' => Rank::Six,
                '7' => Rank::Seven,
                '8' => Rank::Eight,
                '9' => Rank::Nine,
                'T' => Rank::Ten,
                'J' => Rank::Jack,
                'Q' => Rank::Queen,
                'K' => Rank::King,
                _ => {
                    // Name the whole leading digit run ("11" in "11H"), not just its first digit.
                    let rank: String = if first.is_ascii_digit() {
                        input.chars().take_while(char::is_ascii_digit).collect()
                    } else {
                        first.to_string()
                    };
                    return Err(ParseCardError::UnknownRank {
                        input: input.to_owned(),
                        rank,
                    });
                }
            };
            (rank, chars.as_str())
        };
        let mut chars = rest.chars();
        let Some(suit_char) = chars.next() else {
            return Err(ParseCardError::MissingSuit {
                input: input.to_owned(),
            });
        };
        let suit = Suit::try_from(suit_char).map_err(|_| ParseCardError::UnknownSuit {
            input: input.to_owned(),
            suit: suit_char,
        })?;
        let trailing = chars.as_str();
        if !trailing.is_empty() {
            return Err(ParseCardError::Trailing {
                input: input.to_owned(),
                trailing: trailing.to_owned(),
            });
        }
        Ok(Card::new(rank, suit))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_round_trips_through_display_and_parse() {
        let cards: Vec<Card> = Card::deck().collect();
        assert_eq!(cards.len(), 52);
        for (i, card) in cards.iter().enumerate() {
            assert_eq!(card.index(), i);
            assert_eq!(card.to_string().parse::<Card>(), Ok(*card));
            assert_eq!(card.text(), format!("{}{}", card.rank(), card.suit()));
            assert_eq!(card.to_string().to_lowercase().parse::<Card>(), Ok(*card));
        }
    }

    #[test]
    fn every_spelling_of_the_ten_of_hearts_is_the_same_card() {
        let ten = Card::new(Rank::Ten, Suit::Hearts);
        for spelling in ["10H", "10h", "TH", "th", "tH", "10♥", "T♥", "10♡"] {
            assert_eq!(spelling.parse::<Card>(), Ok(ten), "{spelling}");
        }
        assert_eq!(ten.to_string(), "10H");
    }

    #[test]
    fn suit_symbols_parse_to_their_suits() {
        assert_eq!("A♠".parse::<Card>().map(Card::suit), Ok(Suit::Spades));
        assert_eq!("A♦".parse::<Card>().map(Card::suit), Ok(Suit::Diamonds));
        assert_eq!("A♣".parse::<Card>().map(Card::suit), Ok(Suit::Clubs));
    }

    #[test]
    fn pip_values_follow_the_rules() {
        let values: Vec<u8> = Rank::ALL.iter().map(|r| r.value()).collect();
        assert_eq!(values, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]);
    }

    #[test]
    fn malformed_cards_are_refused_with_the_reason() {
        let cases: [(&str, ParseCardError); 9] = [
            ("", ParseCardError::Empty),
            (
                "1X",
                ParseCardError::UnknownRank {
                    input: "1X".into(),
                    rank: "1".into(),
                },
            ),
            (
                "11H",
                ParseCardError::UnknownRank {
                    input: "11H".into(),
                    rank: "11".into(),
                },
            ),
            (
                "5X",
                ParseCardError::UnknownSuit {
                    input: "5X".into(),
                    suit: 'X',
                },
            ),
            ("5", ParseCardError::MissingSuit { input: "5".into() }),
            ("10", ParseCardError::MissingSuit { input: "10".into() }),
            (
                "5HH",
                ParseCardError::Trailing {
                    input: "5HH".into(),
                    trailing: "H".into(),
                },
            ),
            (
                " 5H",
                ParseCardError::UnknownRank {
                    input: " 5H".into(),
                    rank: " ".into(),
                },
            ),
            (
                "5H ",
                ParseCardError::Trailing {
                    input: "5H ".into(),
                    trailing: " ".into(),
                },
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(input.parse::<Card>(), Err(expected), "input {input:?}");
        }
    }

    #[test]
    fn parse_errors_read_as_sentences_naming_the_input() {
        let err = "1X".parse::<Card>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown rank \"1\" in card \"1X\": expected A, 2, 3, 4, 5, 6, 7, 8, 9, 10, T, J, Q or K"
        );
    }
}
