//! "May I do this now?": a proposed card or go judged against the running count.

use super::PlayFault;
use super::{Action, MAX_COUNT, PegCategory, PegItem, peg};
use crate::card::Card;
use crate::input::{Invalid, Place, Problems, Slot, Step};

/// A proposed action as a request gives it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ProposalRequest {
    /// The cards of the current series, when known.
    pub series: Option<Vec<Slot>>,
    /// The running count, when the cards are not known.
    pub count: Option<u8>,
    /// The card proposed.
    pub card: Option<Slot>,
    /// A go proposed (`Some(false)` proposes nothing).
    pub go: Option<bool>,
    /// The player's cards still in hand, when known.
    pub hand: Option<Vec<Slot>>,
}

/// A proposed action, checked: a possible series and count, distinct cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proposal {
    /// The running count before the action.
    pub count: u8,
    /// The series, when known.
    pub series: Option<Vec<Card>>,
    /// The action.
    pub action: Action,
    /// The hand, when known.
    pub hand: Option<Vec<Card>>,
}

impl ProposalRequest {
    /// Checks the request: every problem at once, each with its place.
    pub fn validate(&self) -> Result<Proposal, Vec<Invalid<PlayFault>>> {
        let mut problems = Problems::new();
        if self.count.is_some_and(|c| c > MAX_COUNT) {
            problems.add(Place::field("count"), PlayFault::CountPastThirtyOne);
        }
        let series = read(
            &self.series,
            |i| Place::field("series").at(i),
            &mut problems,
        );
        let hand = read(&self.hand, |i| Place::field("hand").at(i), &mut problems);
        let card = self
            .card
            .as_ref()
            .and_then(|slot| problems.card(slot, Place::field("card")));
        let action = match (&self.card, self.go) {
            (Some(_), Some(true)) => {
                problems.add(Place::field("go"), PlayFault::CardAndGo);
                None
            }
            (Some(_), _) => card.map(Action::Play),
            (None, Some(true)) => Some(Action::Go),
            (None, _) => {
                problems.add(Place::WHOLE, PlayFault::NoAction);
                None
            }
        };
        problems.once(
            placed(&series, |i| Place::field("series").at(i))
                .chain(placed(&hand, |i| Place::field("hand").at(i))),
        );
        // The card is expected to be in the hand; in the series it was already played.
        let played_at = card.and_then(|card| {
            placed(&series, |i| Place::field("series").at(i))
                .find(|&(c, _)| c == card)
                .map(|(_, place)| (card, place))
        });
        if let Some((card, &[Step::Field("series"), Step::Index(at)])) = played_at
            .as_ref()
            .map(|(card, place)| (*card, place.steps()))
        {
            problems.add(Place::field("card"), PlayFault::AlreadyPlayed { card, at });
        }
        let series: Option<Vec<Card>> = series.map(|s| s.into_iter().flatten().collect());
        let sum = series
            .as_ref()
            .map(|s| s.iter().map(|c| u32::from(c.value())).sum::<u32>());
        if let Some(sum) = sum.filter(|&sum| sum > u32::from(MAX_COUNT)) {
            problems.add(
                Place::field("series"),
                PlayFault::SeriesPastThirtyOne { sum },
            );
        }
        if let (Some(sum), Some(count)) = (sum, self.count)
            && sum != u32::from(count)
            && count <= MAX_COUNT
        {
            problems.add(Place::field("count"), PlayFault::SeriesCount { sum, count });
        }
        let hand = hand.map(|h| h.into_iter().flatten().collect());
        match action {
            Some(action) if problems.is_empty() => Ok(Proposal {
                count: self.count.or(sum.map(|s| s as u8)).unwrap_or(0),
                series,
                action,
                hand,
            }),
            _ => Err(problems.into_vec()),
        }
    }
}

fn read(
    slots: &Option<Vec<Slot>>,
    place: fn(usize) -> Place,
    problems: &mut Problems<PlayFault>,
) -> Option<Vec<Option<Card>>> {
    slots.as_ref().map(|slots| problems.cards(slots, place))
}

fn placed(
    cards: &Option<Vec<Option<Card>>>,
    place: fn(usize) -> Place,
) -> impl Iterator<Item = (Card, Place)> + Clone + '_ {
    cards
        .iter()
        .flatten()
        .enumerate()
        .filter_map(move |(i, card)| card.map(|card| (card, place(i))))
}

impl Proposal {
    /// The verdict: legal or not and why, the count after, what the card scores.
    pub fn judge(&self) -> Judgement {
        judge(
            self.count,
            self.series.as_deref(),
            self.action,
            self.hand.as_deref(),
        )
    }
}

/// Why an action is not allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The card is not in the player's hand.
    NotInHand {
        /// The card.
        card: Card,
    },
    /// The card would take the count past 31.
    PastThirtyOne {
        /// The card.
        card: Card,
        /// The count it would make.
        would_be: u8,
    },
    /// A go while cards in hand fit.
    GoWhileCardFits {
        /// The cards that fit.
        fits: Vec<Card>,
    },
}

/// The answer to "may I do this now?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// Whether the action is allowed.
    pub legal: bool,
    /// Why not, when it is not.
    pub refusal: Option<Refusal>,
    /// The count after the action, when legal.
    pub count: Option<u8>,
    /// What the card scores, when legal.
    pub items: Vec<PegItem>,
    /// With the hand: the cards in it that fit under 31.
    pub playable: Option<Vec<Card>>,
}

/// Judges `action` at `count`, with the `series` when known (pairs and runs need it) and the
/// player's `hand` when known (a go is illegal while a card fits).
pub fn judge(
    count: u8,
    series: Option<&[Card]>,
    action: Action,
    hand: Option<&[Card]>,
) -> Judgement {
    let playable: Option<Vec<Card>> = hand.map(|hand| {
        hand.iter()
            .copied()
            .filter(|card| count.saturating_add(card.value()) <= MAX_COUNT)
            .collect()
    });
    let refuse = |refusal: Refusal, playable: Option<Vec<Card>>| Judgement {
        legal: false,
        refusal: Some(refusal),
        count: None,
        items: Vec::new(),
        playable,
    };
    match action {
        Action::Play(card) => {
            if let Some(hand) = hand
                && !hand.contains(&card)
            {
                return refuse(Refusal::NotInHand { card }, playable);
            }
            let would_be = count.saturating_add(card.value());
            if would_be > MAX_COUNT {
                return refuse(Refusal::PastThirtyOne { card, would_be }, playable);
            }
            let items = match series {
                Some(series) => peg(series, card),
                // Without the series only the count is known: 15 and 31 can still be scored.
                None => count_items(would_be, card),
            };
            Judgement {
                legal: true,
                refusal: None,
                count: Some(would_be),
                items,
                playable,
            }
        }
        Action::Go => match &playable {
            Some(fits) if !fits.is_empty() => {
                let fits = fits.clone();
                refuse(Refusal::GoWhileCardFits { fits }, playable)
            }
            _ => Judgement {
                legal: true,
                refusal: None,
                count: Some(count),
                items: Vec::new(),
                playable,
            },
        },
    }
}

/// The 15 and 31 items of a card that makes `count`, when the series is not known.
fn count_items(count: u8, card: Card) -> Vec<PegItem> {
    let category = match count {
        15 => PegCategory::Fifteen,
        31 => PegCategory::ThirtyOne,
        _ => return Vec::new(),
    };
    vec![PegItem {
        category,
        cards: vec![card],
        points: 2,
    }]
}
