//! The checks of a play as a request gives it, each problem with its place: the players and
//! variant, the events, the hands. The requests that use them (a play to score, a hand to
//! adjudicate, a position) live with what they ask for.

use super::PlayFault;
use super::{Action, Event, Reneged};
use crate::card::Card;
use crate::input::{AsSlot, Claimed, Fault, Place, Problems, Slot};
use crate::variant::Variant;

/// What an event of the input does, before it is checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventAction {
    /// Lay this card (or its text was not a card).
    Play(Slot),
    /// Say go.
    Go,
    /// An event that says go is false, which is no action at all.
    NotGo,
}

/// One event of the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventSlot {
    /// The player (or seat) named, if any.
    pub player: Option<usize>,
    /// What it does.
    pub action: EventAction,
    /// The points announced for the card, if any.
    pub claimed: Option<u32>,
    /// On a go that is a renege: what becomes of the reneged cards (None: played).
    pub reneged: Option<Reneged>,
}

impl From<Event> for EventSlot {
    /// An event already read, as input again: nothing announced, no renege decided.
    fn from(event: Event) -> EventSlot {
        EventSlot {
            player: event.player,
            action: match event.action {
                Action::Play(card) => EventAction::Play(Ok(card)),
                Action::Go => EventAction::Go,
            },
            claimed: None,
            reneged: None,
        }
    }
}

impl EventSlot {
    /// A card laid by whoever's turn it is.
    pub fn card(card: Card) -> EventSlot {
        EventSlot {
            player: None,
            action: EventAction::Play(Ok(card)),
            claimed: None,
            reneged: None,
        }
    }
}

/// The variant and number of players, reconciled: a named variant sets the players; else two
/// players are six-card, three and four their own games.
pub(crate) fn seats<F: From<Fault>>(
    variant: Option<Variant>,
    players: Option<usize>,
    problems: &mut Problems<F>,
) -> Option<(Variant, usize)> {
    match (players, variant) {
        (Some(n), _) if !(2..=4).contains(&n) => {
            problems.add(Place::field("players"), Fault::Players(n));
            None
        }
        (Some(n), Some(variant)) if variant.players() != n => {
            problems.add(
                Place::field("players"),
                Fault::PlayersForVariant { variant, found: n },
            );
            None
        }
        (_, Some(variant)) => Some((variant, variant.players())),
        (Some(n), None) => Variant::for_players(n).map(|v| (v, n)),
        (None, None) => Some((Variant::SixCard, 2)),
    }
}

/// The events, read: card texts and claims checked, each at its place.
pub fn events<F: From<Fault> + From<PlayFault>>(
    slots: &[EventSlot],
    problems: &mut Problems<F>,
) -> Vec<Event> {
    events_at(slots, Place::field("events"), problems)
}

/// [`events`] of a play that sits at `root` in its input (an earlier hand's play).
pub fn events_at<F: From<Fault> + From<PlayFault>>(
    slots: &[EventSlot],
    root: Place,
    problems: &mut Problems<F>,
) -> Vec<Event> {
    let mut events = Vec::with_capacity(slots.len());
    for (i, slot) in slots.iter().enumerate() {
        let action = match &slot.action {
            EventAction::Go => Some(Action::Go),
            EventAction::NotGo => {
                problems.add(root.at(i).then("go"), PlayFault::GoFalse);
                None
            }
            EventAction::Play(_) if slot.claimed.is_some_and(over_the_top) => {
                problems.claim(slot.claimed, root.at(i).then("claimed"), Claimed::PlayCard);
                None
            }
            EventAction::Play(card) => problems
                .card(card, root.at(i).then("card"))
                .map(Action::Play),
        };
        if let Some(action) = action {
            events.push(Event {
                player: slot.player,
                action,
            });
        }
    }
    events
}

fn over_the_top(claimed: u32) -> bool {
    claimed > crate::input::MAX_SHOW
}

/// The hands of a play: one per player, each of the variant's size, every card read and none
/// twice. `None` when anything is wrong.
pub(crate) fn held<S: AsSlot, F: From<Fault>>(
    variant: Variant,
    hands: &[Vec<S>],
    problems: &mut Problems<F>,
) -> Option<Vec<Vec<Card>>> {
    if hands.len() != variant.players() {
        problems.add(
            Place::field("hands"),
            Fault::HandCount {
                expected: variant.players(),
                found: hands.len(),
                seats: false,
            },
        );
        return None;
    }
    let before = problems.len();
    let read = read_hands(variant, hands, problems);
    problems.once(placed(&read));
    (problems.len() == before).then(|| flatten(read))
}

/// Each seat's hand read: its size checked against the variant, every card read at its place.
pub(crate) fn read_hands<S: AsSlot, F: From<Fault>>(
    variant: Variant,
    hands: &[Vec<S>],
    problems: &mut Problems<F>,
) -> Vec<Vec<Option<Card>>> {
    let mut read = Vec::with_capacity(hands.len());
    for (seat, hand) in hands.iter().enumerate() {
        if hand.len() != variant.hand_size() {
            problems.add(
                Place::field("hands").at(seat),
                Fault::HandSize {
                    variant,
                    expected: variant.hand_size(),
                    found: hand.len(),
                },
            );
        }
        read.push(problems.cards(hand, |i| Place::field("hands").at(seat).at(i)));
    }
    read
}

/// The cards read, without the slots that were not cards.
pub(crate) fn flatten(read: Vec<Vec<Option<Card>>>) -> Vec<Vec<Card>> {
    read.into_iter()
        .map(|hand| hand.into_iter().flatten().collect())
        .collect()
}

/// Every read card of the hands with its seat place, for the "every card once" check.
pub(crate) fn placed(
    hands: &[Vec<Option<Card>>],
) -> impl Iterator<Item = (Card, Place)> + Clone + '_ {
    hands.iter().enumerate().flat_map(|(seat, hand)| {
        hand.iter().enumerate().filter_map(move |(i, card)| {
            card.map(|card| (card, Place::field("hands").at(seat).at(i)))
        })
    })
}
