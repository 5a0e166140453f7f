//! Input as the domain receives it, and every problem with it, each at its place.
//!
//! The domain is the single validator. The HTTP layer reads JSON into [`Slot`]s (a card, or why
//! its text is not a card) and calls a constructor ([`Show::from_slots`](super::hand::Show),
//! [`PlayRequest::replay`](super::rulebook::PlayRequest), [`Proposal::validate`](super::pegging::Proposal),
//! [`Dealt::validate`](super::discard::Dealt), [`DealInput::validate`](super::round::DealInput));
//! the constructor returns either the checked value or **every** problem at once, each an
//! [`Invalid`] with the [`Place`] it concerns. The HTTP layer only turns places into JSON pointers.

use super::card::{Card, ParseCardError};
use super::card_set::repeats;
use super::refusal::Coded;
use super::variant::Variant;

mod codes;

pub use codes::variant as variant_param;
mod place;

pub use place::{Place, Step};

/// A card read from the input, or why its text is not a card.
pub type Slot = Result<Card, ParseCardError>;

/// Anything that stands for a card in input: a [`Card`] (already known) or a [`Slot`]. The
/// checks are written once over this, so trusted callers (a [`Card`] slice) and requests (a
/// [`Slot`] slice) go through the same code without copying.
pub trait AsSlot {
    /// The card, or why the text is not one.
    fn as_slot(&self) -> Result<Card, &ParseCardError>;
}

impl AsSlot for Card {
    fn as_slot(&self) -> Result<Card, &ParseCardError> {
        Ok(*self)
    }
}

impl AsSlot for Slot {
    fn as_slot(&self) -> Result<Card, &ParseCardError> {
        self.as_ref().copied()
    }
}

/// What can be wrong with input. Messages are lower case and say what the rules expect; a
/// message that mentions another place names it through the caller's namer (a JSON pointer
/// over HTTP).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The text is not a card.
    Card(ParseCardError),
    /// The card is also somewhere else.
    Repeated {
        /// The card.
        card: Card,
        /// Its first place.
        first: Place,
    },
    /// A hand or crib to score with the wrong number of cards.
    ShowSize {
        /// Whether it is a crib.
        crib: bool,
        /// The variant.
        variant: Variant,
        /// Cards it holds.
        expected: usize,
        /// Cards given.
        found: usize,
    },
    /// One seat's hand with the wrong number of cards.
    HandSize {
        /// The variant.
        variant: Variant,
        /// Cards a hand holds.
        expected: usize,
        /// Cards given.
        found: usize,
    },
    /// The wrong number of cards dealt to discard from.
    DealtSize {
        /// The variant.
        variant: Variant,
        /// Cards dealt in it.
        expected: usize,
        /// Cards given.
        found: usize,
    },
    /// Not one hand per player or seat.
    HandCount {
        /// Players (or seats).
        expected: usize,
        /// Hands given.
        found: usize,
        /// Whether the places are seats of a deal (else players of a play).
        seats: bool,
    },
    /// Not one score per seat.
    ScoreCount {
        /// Seats.
        expected: usize,
        /// Scores given.
        found: usize,
    },
    /// Partners with different scores.
    PartnersShare {
        /// The seat.
        seat: usize,
        /// Its partner.
        partner: usize,
    },
    /// A seat number past the last seat.
    NoSuchSeat {
        /// Seats in the variant.
        seats: usize,
        /// The variant, when the message names it.
        variant: Option<Variant>,
    },
    /// A number of players cribbage is not played by.
    Players(usize),
    /// A number of players that does not fit the variant.
    PlayersForVariant {
        /// The variant.
        variant: Variant,
        /// The number given.
        found: usize,
    },
    /// A claim above what anything can score.
    ClaimTooHigh {
        /// What was claimed for.
        what: Claimed,
    },
}

/// What a claim was for: the most it can be differs in words only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Claimed {
    /// A hand or crib scored alone.
    Show,
    /// A seat's hand.
    Hand,
    /// The crib.
    Crib,
    /// A card in the play.
    PlayCard,
}

/// The most a hand or crib (and so anything claimed) can score.
pub const MAX_SHOW: u32 = 29;

/// One problem with the input, at its place. `F` is the refusals of the module that checked it:
/// each module owns its error type, which wraps the ones below it ([`Fault`] at the bottom).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invalid<F = Fault> {
    /// Where.
    pub place: Place,
    /// What.
    pub fault: F,
}

impl<F> Invalid<F> {
    /// The same problem as a module above says it: its fault wrapped in that module's type.
    pub fn lift<G: From<F>>(self) -> Invalid<G> {
        Invalid {
            place: self.place,
            fault: self.fault.into(),
        }
    }
}

/// Every problem of one module as a module above says it.
pub fn lift<F, G: From<F>>(problems: Vec<Invalid<F>>) -> Vec<Invalid<G>> {
    problems.into_iter().map(Invalid::lift).collect()
}

/// A refusal of any module: its code and params ([`Coded`]) and the other places its sentence
/// names (where a repeated card first appeared), which over HTTP become JSON pointers.
pub trait Refused: Coded {
    /// The other places the sentence names, each under its param's name.
    fn places(&self) -> Vec<(&'static str, Place)> {
        Vec::new()
    }
}

/// The problems found so far while checking one input, in input order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problems<F = Fault>(Vec<Invalid<F>>);

impl<F> Default for Problems<F> {
    fn default() -> Problems<F> {
        Problems(Vec::new())
    }
}

impl<F: From<Fault>> Problems<F> {
    /// None yet.
    pub fn new() -> Problems<F> {
        Problems(Vec::new())
    }

    /// Records `fault` at `place`.
    pub fn add(&mut self, place: Place, fault: impl Into<F>) {
        self.0.push(Invalid {
            place,
            fault: fault.into(),
        });
    }

    /// Records every problem a module below found.
    pub fn extend<G>(&mut self, problems: Vec<Invalid<G>>)
    where
        F: From<G>,
    {
        self.0.extend(problems.into_iter().map(Invalid::lift));
    }

    /// The card in `slot`, or records why its text is not one.
    pub fn card(&mut self, slot: &impl AsSlot, place: Place) -> Option<Card> {
        match slot.as_slot() {
            Ok(card) => Some(card),
            Err(error) => {
                self.add(place, Fault::Card(error.clone()));
                None
            }
        }
    }

    /// The cards in `slots`, each at `place(i)`; records why any is not a card.
    pub fn cards(
        &mut self,
        slots: &[impl AsSlot],
        place: impl Fn(usize) -> Place,
    ) -> Vec<Option<Card>> {
        slots
            .iter()
            .enumerate()
            .map(|(i, slot)| self.card(slot, place(i)))
            .collect()
    }

    /// Every card read into `cards`, at its place; records each repeat at its later places.
    pub fn once<I>(&mut self, placed: I)
    where
        I: IntoIterator<Item = (Card, Place)>,
        I::IntoIter: Clone,
    {
        for repeat in repeats(placed) {
            self.add(
                repeat.again,
                Fault::Repeated {
                    card: repeat.card,
                    first: repeat.first,
                },
            );
        }
    }

    /// Records a claim above [`MAX_SHOW`].
    pub fn claim(&mut self, claimed: Option<u32>, place: Place, what: Claimed) {
        if claimed.is_some_and(|c| c > MAX_SHOW) {
            self.add(place, Fault::ClaimTooHigh { what });
        }
    }
}

impl<F> Problems<F> {
    /// The first problem, if any.
    pub fn first(&self) -> Option<&Invalid<F>> {
        self.0.first()
    }

    /// How many problems so far.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether nothing was found.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `value` if nothing was found, else every problem.
    pub fn or<T>(self, value: impl FnOnce() -> T) -> Result<T, Vec<Invalid<F>>> {
        if self.0.is_empty() {
            Ok(value())
        } else {
            Err(self.0)
        }
    }

    /// The problems.
    pub fn into_vec(self) -> Vec<Invalid<F>> {
        self.0
    }
}

impl<F> From<Problems<F>> for Vec<Invalid<F>> {
    fn from(problems: Problems<F>) -> Vec<Invalid<F>> {
        problems.0
    }
}
