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
use super::refusal::{Foreign, Raised};
use super::variant::Variant;

mod codes;
mod place;
mod words;

pub use place::{Place, Step};

pub(crate) use words::ordinal;

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
    /// The proposed card is already in the series.
    AlreadyPlayed {
        /// The card.
        card: Card,
        /// Its index in the series.
        at: usize,
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
    /// A crib with the wrong number of cards.
    CribSize {
        /// Cards it holds.
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
    /// Not one claim per seat.
    ClaimCount {
        /// Seats.
        expected: usize,
        /// Claims given.
        found: usize,
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
    /// A count above 31.
    CountPastThirtyOne,
    /// A series whose cards count past 31.
    SeriesPastThirtyOne {
        /// Their count.
        sum: u32,
    },
    /// A series whose cards do not make the count given.
    SeriesCount {
        /// Their count.
        sum: u32,
        /// The count given.
        count: u8,
    },
    /// Neither a card nor a go proposed.
    NoAction,
    /// An event that says go is false: it is no action.
    GoFalse,
    /// Both a card and a go proposed.
    CardAndGo,
    /// Three for last outside five-card cribbage.
    ThreeForLast,
    /// The expert crib model for a variant it is not derived for.
    ExpertVariant(Variant),
    /// The play's engine or a rulebook refuses it: the refusal as it was raised (the play's
    /// `PeggingFault`, a `RulebookError`), known here only by its code, params and sentence.
    Raised(Raised),
    /// A seat had reached the target before the hand.
    AlreadyWon(usize),
    /// The play advisor models the two-player games only.
    NotModelled(Variant),
    /// The position model covers the two-player games only.
    BoardNotModelled(Variant),
    /// The position model is solved for targets from 1 to `most` only.
    TargetNotModelled {
        /// The variant.
        variant: Variant,
        /// The target asked for.
        target: u32,
        /// The largest target it is solved for.
        most: u32,
    },
    /// A score at or past the target: the game is over, there is no position to judge.
    GameOver {
        /// The score.
        score: u32,
        /// The target.
        target: u32,
    },
    /// Ordering by the chance of winning without the board to judge it from.
    WinNeedsScores,
    /// A seat given to discard advice that does not fit whose crib it is.
    SeatDealer {
        /// The seat given (in the play's order: 0 plays first).
        seat: usize,
        /// Players at the table.
        players: usize,
        /// Whether the request says the crib is the player's.
        dealer: bool,
    },
    /// A three-handed board given to discard advice by a player who does not deal, without
    /// its seat: the scores are by seat, so which is the player's is not known.
    SeatNeeded,
    /// Advice on the play asked by a player whose turn it is not.
    NotToPlay {
        /// The player asking.
        player: usize,
        /// The player to act after the events.
        to_play: usize,
    },
    /// A card in the hand of the player to act was already played.
    Played {
        /// The card.
        card: Card,
        /// The event that played it.
        event: usize,
    },
    /// The hand of the player to act does not hold as many cards as the events leave it.
    HeldSize {
        /// Cards the player still holds after the events.
        expected: usize,
        /// Cards given.
        found: usize,
    },
    /// More discards than a player lays away in the variant.
    DiscardCount {
        /// The variant.
        variant: Variant,
        /// Cards a player discards in it.
        most: usize,
        /// Cards given.
        found: usize,
    },
    /// The play is over: there is nothing to advise.
    PlayOver,
    /// A go said while a card in hand fitted (the player's own hand shows it, or at a count
    /// of 21 or less every card fits): advice needs a play that follows the rules.
    Renege {
        /// The player who said go.
        player: usize,
    },
    /// A muggins call that does not say which count it is on.
    CallWithout {
        /// What it must name: `seat` (a hand) or `event` (a card of the play).
        field: &'static str,
    },
    /// A muggins call on a play event the play does not have.
    NoSuchEvent {
        /// Events in the play.
        events: usize,
    },
    /// A muggins call on a count whose announcement is not recorded.
    CallOnUnrecorded {
        /// Where the announcement would be.
        claim: Place,
    },
    /// Not one set of dealt cards per seat.
    DealtSeats {
        /// Seats.
        expected: usize,
        /// Sets given.
        found: usize,
    },
    /// A card a seat kept that it was not dealt.
    KeptNotDealt {
        /// The card.
        card: Card,
    },
    /// A card dealt to a seat that is neither in its hand nor in the crib.
    DealtNotLaid {
        /// The card.
        card: Card,
    },
    /// A review without the cards each seat was dealt.
    DealtNeeded,
}

impl Fault {
    /// The fault of a refusal raised above the shared checks (the play's engine, a rulebook).
    pub fn raised(refusal: impl Foreign + 'static) -> Fault {
        Fault::Raised(Raised::new(refusal))
    }
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

/// One problem with the input, at its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invalid {
    /// Where.
    pub place: Place,
    /// What.
    pub fault: Fault,
}

/// The problems found so far while checking one input, in input order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Problems(Vec<Invalid>);

impl Problems {
    /// None yet.
    pub fn new() -> Problems {
        Problems(Vec::new())
    }

    /// Records `fault` at `place`.
    pub fn add(&mut self, place: Place, fault: Fault) {
        self.0.push(Invalid { place, fault });
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

    /// The first problem, if any.
    pub fn first(&self) -> Option<&Invalid> {
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
    pub fn or<T>(self, value: impl FnOnce() -> T) -> Result<T, Vec<Invalid>> {
        if self.0.is_empty() {
            Ok(value())
        } else {
            Err(self.0)
        }
    }

    /// The problems.
    pub fn into_vec(self) -> Vec<Invalid> {
        self.0
    }
}

impl From<Problems> for Vec<Invalid> {
    fn from(problems: Problems) -> Vec<Invalid> {
        problems.0
    }
}
