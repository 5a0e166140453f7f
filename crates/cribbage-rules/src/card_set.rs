//! A set of distinct cards, and the one check that every card exists once.

use super::card::Card;

/// Cards as a 52-bit set (bit `card.index()`): "every card once" is a property of the set,
/// so membership, union and the unseen rest of the pack are single instructions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// The whole pack.
    pub const DECK: CardSet = CardSet((1 << 52) - 1);

    /// The set with these bits; bits past the 52nd are dropped.
    pub const fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & CardSet::DECK.0)
    }

    /// The bits, one per card index.
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Whether `card` is in the set.
    pub const fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.index()) != 0
    }

    /// Adds `card`; false when it was already there.
    pub fn insert(&mut self, card: Card) -> bool {
        let bit = 1 << card.index();
        let new = self.0 & bit == 0;
        self.0 |= bit;
        new
    }

    /// Removes `card`; false when it was not there.
    pub fn remove(&mut self, card: Card) -> bool {
        let bit = 1 << card.index();
        let had = self.0 & bit != 0;
        self.0 &= !bit;
        had
    }

    /// How many cards.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether there are none.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards of both sets.
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// The cards of the pack not in this set: what a player has not seen.
    pub const fn rest(self) -> CardSet {
        CardSet(!self.0 & CardSet::DECK.0)
    }

    /// The cards, in index order (rank-major).
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let index = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Card::from_index(index)
        })
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(cards: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in cards {
            set.insert(card);
        }
        set
    }
}

/// A card found again: where it is now, and where it was first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Repeat<P> {
    /// The card.
    pub card: Card,
    /// Its first place.
    pub first: P,
    /// The place it appears again.
    pub again: P,
}

/// Every card that appears more than once among `placed` (each card with its place, in the
/// order the input gives them), reported at its second and later places. This is the one
/// implementation of "every card exists once"; every constructor that takes cards calls it.
pub fn repeats<P: Copy, I>(placed: I) -> Vec<Repeat<P>>
where
    I: IntoIterator<Item = (Card, P)>,
    I::IntoIter: Clone,
{
    let placed = placed.into_iter();
    // Nearly every input repeats nothing, and 52 bits say so without filling the table of
    // first places (a kilobyte for a `Place`).
    let mut seen = CardSet::EMPTY;
    if placed.clone().all(|(card, _)| seen.insert(card)) {
        return Vec::new();
    }
    let mut seen = CardSet::EMPTY;
    let mut first: [Option<P>; 52] = [None; 52];
    let mut found = Vec::new();
    for (card, place) in placed {
        if seen.insert(card) {
            first[card.index()] = Some(place);
        } else if let Some(at) = first[card.index()] {
            found.push(Repeat {
                card,
                first: at,
                again: place,
            });
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn a_set_holds_each_card_once_and_knows_the_rest_of_the_pack() {
        let mut set = CardSet::EMPTY;
        assert!(set.insert(card("5H")));
        assert!(!set.insert(card("5H")));
        assert!(set.insert(card("KC")));
        assert_eq!(set.len(), 2);
        assert_eq!(set.rest().len(), 50);
        assert!(!set.rest().contains(card("5H")));
        assert!(set.remove(card("5H")));
        assert!(!set.remove(card("5H")));
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![card("KC")]);
    }

    #[test]
    fn the_deck_iterates_every_card_in_index_order() {
        let cards: Vec<Card> = CardSet::DECK.iter().collect();
        assert_eq!(cards, Card::deck().collect::<Vec<_>>());
        assert_eq!(CardSet::from_bits(u64::MAX), CardSet::DECK);
        assert_eq!(Card::deck().collect::<CardSet>(), CardSet::DECK);
    }

    #[test]
    fn repeats_are_reported_at_every_later_place_with_the_first() {
        let placed = [
            (card("5H"), 0),
            (card("5S"), 1),
            (card("5H"), 2),
            (card("5H"), 3),
        ];
        let found = repeats(placed);
        assert_eq!(
            found,
            vec![
                Repeat {
                    card: card("5H"),
                    first: 0,
                    again: 2
                },
                Repeat {
                    card: card("5H"),
                    first: 0,
                    again: 3
                },
            ]
        );
        assert!(repeats([(card("AS"), 'a'), (card("AH"), 'b')]).is_empty());
    }
}
