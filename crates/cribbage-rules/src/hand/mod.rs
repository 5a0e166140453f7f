//! The show: scoring a hand or the crib together with the starter.
//!
//! Two scorers share one set of rules. [`Show::score`] lists every scoring combination with the
//! cards that make it, for people; [`total`] returns only the points, from rank tables, for
//! enumerations over millions of deals. A test checks that the two agree on every deal.

mod itemize;
mod tables;

pub use tables::{ShowTables, total};

use super::card::Card;
use super::card_set::repeats;
use super::input::{AsSlot, Claimed, Fault, Invalid, Place, Problems, Slot, Step};
use super::variant::Variant;
use itemize::itemize;

/// Whose cards are counted: the rules differ only for the flush.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ShowKind {
    /// A player's hand: all hand cards of one suit is a flush.
    #[default]
    Hand,
    /// The dealer's crib: only all five cards (crib and starter) of one suit is a flush.
    Crib,
}

/// House rules that change the show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ShowRules {
    /// Count a four-card crib flush (starter of another suit) for 4, as some house rules do.
    pub crib_four_flush: bool,
}

/// The kinds of scoring combination in the show, in the order they are announced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Category {
    /// Cards whose pip values add up to 15: 2 points.
    Fifteen,
    /// Two cards of the same rank: 2 points.
    Pair,
    /// Three or more cards of consecutive rank: one point per card.
    Run,
    /// Cards of one suit.
    Flush,
    /// The jack of the starter's suit in the hand or crib: 1 point.
    Nobs,
}

impl Category {
    /// Every category, in announcement order.
    pub const ALL: [Category; 5] = [
        Category::Fifteen,
        Category::Pair,
        Category::Run,
        Category::Flush,
        Category::Nobs,
    ];
}

/// One scoring combination: what it is, the cards that make it, and its points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoringItem {
    /// Kind of combination.
    pub category: Category,
    /// The cards that make it, ascending by rank (then suit).
    pub cards: Vec<Card>,
    /// Points it scores.
    pub points: u8,
}

/// The itemized score of a hand or crib.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShowScore {
    items: Vec<ScoringItem>,
}

impl ShowScore {
    /// Every scoring combination, fifteens first, then pairs, runs, flush and nobs.
    pub fn items(&self) -> &[ScoringItem] {
        &self.items
    }

    /// All points.
    pub fn total(&self) -> u8 {
        self.items.iter().map(|item| item.points).sum()
    }

    /// The points of one category.
    pub fn subtotal(&self, category: Category) -> u8 {
        self.items
            .iter()
            .filter(|item| item.category == category)
            .map(|item| item.points)
            .sum()
    }
}

/// Why cards cannot be counted as a show.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShowError {
    /// The hand or crib has the wrong number of cards for the variant.
    #[error("{kind} needs {expected} cards, got {found}", kind = kind_name(*.kind))]
    WrongCardCount {
        /// Hand or crib.
        kind: ShowKind,
        /// How many the variant requires.
        expected: usize,
        /// How many were given.
        found: usize,
    },
    /// A card appears twice.
    #[error("{} appears twice", .card.symbols())]
    DuplicateCard {
        /// The repeated card.
        card: Card,
        /// Where it first appears.
        first: CardPosition,
        /// Where it appears again.
        second: CardPosition,
    },
}

/// A hand or crib to score as a request gives it, with the points the player announced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShowRequest {
    /// The held cards.
    pub cards: Vec<Slot>,
    /// The starter.
    pub starter: Slot,
    /// Hand or crib.
    pub kind: ShowKind,
    /// The variant.
    pub variant: Variant,
    /// What the player announced, if anything.
    pub claimed: Option<u32>,
}

impl ShowRequest {
    /// The show and the claim, checked: every problem at once, each with its place.
    pub fn validate(&self) -> Result<(Show, Option<u32>), Vec<Invalid>> {
        let mut problems = Problems::new();
        let show = Show::check(
            &self.cards,
            &self.starter,
            self.kind,
            self.variant,
            &mut problems,
        );
        problems.claim(self.claimed, Place::field("claimed"), Claimed::Show);
        match show {
            Some(show) if problems.is_empty() => Ok((show, self.claimed)),
            _ => Err(problems.into_vec()),
        }
    }
}

/// Cards a hand or crib holds in `variant`.
fn held(kind: ShowKind, variant: Variant) -> usize {
    match kind {
        ShowKind::Hand => variant.hand_size(),
        ShowKind::Crib => variant.crib_size(),
    }
}

/// A show's place as a position among its cards.
fn position(place: Place) -> CardPosition {
    match *place.steps() {
        [Step::Field("hand"), Step::Index(i)] => CardPosition::Held(i),
        _ => CardPosition::Starter,
    }
}

fn kind_name(kind: ShowKind) -> &'static str {
    match kind {
        ShowKind::Hand => "a hand",
        ShowKind::Crib => "a crib",
    }
}

/// Where a card sits in a show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardPosition {
    /// The hand's or crib's card at this index.
    Held(usize),
    /// The starter.
    Starter,
}

/// A hand or crib together with the starter, checked: the right number of distinct cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Show {
    cards: Vec<Card>,
    starter: Card,
    kind: ShowKind,
}

impl Show {
    /// Checks the cards against the variant: four held cards (three in a five-card hand), all
    /// distinct from each other and from the starter. The first problem, for callers that hold
    /// cards already; requests go through [`Show::from_slots`], which reports every problem.
    pub fn new(
        cards: &[Card],
        starter: Card,
        kind: ShowKind,
        variant: Variant,
    ) -> Result<Show, ShowError> {
        let expected = held(kind, variant);
        if cards.len() != expected {
            return Err(ShowError::WrongCardCount {
                kind,
                expected,
                found: cards.len(),
            });
        }
        // Cards are read already: a repeat is the only other problem they can have.
        let placed = cards
            .iter()
            .enumerate()
            .map(|(i, &card)| (card, Place::field("hand").at(i)))
            .chain(std::iter::once((starter, Place::field("starter"))));
        if let Some(repeat) = repeats(placed).first() {
            return Err(ShowError::DuplicateCard {
                card: repeat.card,
                first: position(repeat.first),
                second: position(repeat.again),
            });
        }
        Ok(Show {
            cards: cards.to_vec(),
            starter,
            kind,
        })
    }

    /// Checks a hand or crib as a request gives it: the number of cards (at `/hand`),
    /// every card read (at `/hand/i`, `/starter`), and every card once.
    pub fn from_slots<S: AsSlot>(
        cards: &[S],
        starter: &S,
        kind: ShowKind,
        variant: Variant,
    ) -> Result<Show, Vec<Invalid>> {
        let mut problems = Problems::new();
        let show = Show::check(cards, starter, kind, variant, &mut problems);
        match show {
            Some(show) if problems.is_empty() => Ok(show),
            _ => Err(problems.into_vec()),
        }
    }

    /// A show of cards a caller has checked already (a checked [`Deal`](crate::round::Deal)
    /// holds only possible shows), so the one check is not run twice.
    pub(crate) fn trusted(cards: &[Card], starter: Card, kind: ShowKind) -> Show {
        debug_assert!(
            !cards.contains(&starter),
            "a checked show repeats the starter"
        );
        Show {
            cards: cards.to_vec(),
            starter,
            kind,
        }
    }

    fn check<S: AsSlot>(
        cards: &[S],
        starter: &S,
        kind: ShowKind,
        variant: Variant,
        problems: &mut Problems,
    ) -> Option<Show> {
        let expected = held(kind, variant);
        if cards.len() != expected {
            let crib = kind == ShowKind::Crib;
            let found = cards.len();
            let fault = Fault::ShowSize {
                crib,
                variant,
                expected,
                found,
            };
            problems.add(Place::field("hand"), fault);
        }
        let read = problems.cards(cards, |i| Place::field("hand").at(i));
        let starter = problems.card(starter, Place::field("starter"));
        let placed = read
            .iter()
            .enumerate()
            .filter_map(|(i, card)| card.map(|card| (card, Place::field("hand").at(i))))
            .chain(starter.map(|card| (card, Place::field("starter"))));
        problems.once(placed);
        starter.map(|starter| Show {
            cards: read.into_iter().flatten().collect(),
            starter,
            kind,
        })
    }

    /// The held cards, as given.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// The starter.
    pub fn starter(&self) -> Card {
        self.starter
    }

    /// Hand or crib.
    pub fn kind(&self) -> ShowKind {
        self.kind
    }

    /// Every scoring combination, itemized.
    pub fn score(&self, rules: ShowRules) -> ShowScore {
        itemize(&self.cards, self.starter, self.kind, rules)
    }

    /// The points only, from the fast tables; equal to `self.score(rules).total()`.
    pub fn total(&self, rules: ShowRules) -> u8 {
        total(&self.cards, self.starter, self.kind, rules)
    }
}

#[cfg(test)]
mod tests {
    use super::itemize::longest_run;
    use super::*;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().expect("test card"))
            .collect()
    }

    fn show(hand: &str, starter: &str, kind: ShowKind) -> Show {
        let held = cards(hand);
        let variant = if held.len() == 3 {
            Variant::FiveCard
        } else {
            Variant::SixCard
        };
        Show::new(&held, starter.parse().unwrap(), kind, variant).expect("valid show")
    }

    fn score(hand: &str, starter: &str) -> ShowScore {
        show(hand, starter, ShowKind::Hand).score(ShowRules::default())
    }

    #[test]
    fn rank_tables_have_one_entry_per_rank_sequence() {
        let tables = ShowTables::get();
        assert_eq!(tables.five.len(), 371_293);
        assert_eq!(tables.four.len(), 28_561);
    }

    #[test]
    fn the_table_total_matches_the_itemized_total_on_examples() {
        for (hand, starter) in [
            ("5S 5H 5D JC", "5C"),
            ("7H 8S 8D KC", "9H"),
            ("AH AS 2D 3C", "3H"),
            ("2H 4H 6H 8H", "10H"),
            ("3D 4D 5D", "6C"),
        ] {
            let kinds: &[ShowKind] = if hand.len() > 8 {
                &[ShowKind::Hand, ShowKind::Crib]
            } else {
                &[ShowKind::Hand]
            };
            for &kind in kinds {
                let show = show(hand, starter, kind);
                let rules = ShowRules::default();
                assert_eq!(
                    show.total(rules),
                    show.score(rules).total(),
                    "{hand} {starter}"
                );
            }
        }
    }

    #[test]
    fn longest_run_finds_the_single_stretch_of_three_or_more() {
        let present = |ranks: &'static [usize]| move |r: usize| ranks.contains(&r);
        assert_eq!(longest_run(present(&[0, 1, 2, 3])), Some((0, 4)));
        assert_eq!(longest_run(present(&[10, 11, 12])), Some((10, 3)));
        assert_eq!(longest_run(present(&[11, 12, 0])), None);
        assert_eq!(longest_run(present(&[0, 1, 3, 4])), None);
    }

    #[test]
    fn items_add_up_to_the_total_and_the_subtotals() {
        let score = score("5S 5H 5D JC", "5C");
        let sum: u8 = Category::ALL.iter().map(|&c| score.subtotal(c)).sum();
        assert_eq!(sum, score.total());
        assert_eq!(score.total(), 29);
    }

    #[test]
    fn wrong_card_counts_are_refused() {
        let three = cards("5S 5H 5D");
        let err = Show::new(
            &three,
            "5C".parse().unwrap(),
            ShowKind::Hand,
            Variant::SixCard,
        );
        assert_eq!(
            err,
            Err(ShowError::WrongCardCount {
                kind: ShowKind::Hand,
                expected: 4,
                found: 3
            })
        );
        let crib = Show::new(
            &three,
            "5C".parse().unwrap(),
            ShowKind::Crib,
            Variant::FiveCard,
        );
        assert!(matches!(
            crib,
            Err(ShowError::WrongCardCount { expected: 4, .. })
        ));
    }

    #[test]
    fn a_card_repeated_between_hand_and_starter_is_refused_with_both_places() {
        let err = Show::new(
            &cards("5S 5H 5D JC"),
            "5H".parse().unwrap(),
            ShowKind::Hand,
            Variant::SixCard,
        )
        .unwrap_err();
        assert_eq!(
            err,
            ShowError::DuplicateCard {
                card: "5H".parse().unwrap(),
                first: CardPosition::Held(1),
                second: CardPosition::Starter,
            }
        );
        assert_eq!(err.to_string(), "5♥ appears twice");
    }
}
