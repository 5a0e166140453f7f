//! A whole play as a request gives it: checked (every problem with its place), then replayed.

use super::{Action, Event, Outcome, Play, Reneged};
use crate::domain::card::Card;
use crate::domain::claim::Claim;
use crate::domain::input::{AsSlot, Claimed, Fault, Invalid, Place, Problems, Slot};
use crate::domain::rulebook::{PlayRulings, Profile, Table};
use crate::domain::variant::Variant;

/// The game hole of the tournament profiles; the play alone never comes near it.
const ACC_TARGET: u32 = 121;

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

/// A play to score, as given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayRequest {
    /// Players, when given.
    pub players: Option<usize>,
    /// The variant, when given.
    pub variant: Option<Variant>,
    /// The events, in order.
    pub events: Vec<EventSlot>,
    /// Each player's hand, when given.
    pub hands: Option<Vec<Vec<Slot>>>,
    /// The request says the whole play is given.
    pub complete: bool,
    /// The rulebook; under a tournament profile every renege and card pegged wrong is ruled.
    pub profile: Profile,
}

/// A play replayed: the state after the last event and what each event did.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The variant played.
    pub variant: Variant,
    /// The state after the last event (and the closing, when `complete`).
    pub play: Play,
    /// What each event did; with `complete`, the last one carries the closing go point.
    pub outcomes: Vec<Outcome>,
    /// Per event: the verdict on what the player announced for the card.
    pub claims: Vec<Option<Claim>>,
    /// Under a tournament profile: the rulings per event and the totals after them.
    pub rulings: Option<PlayRulings>,
}

impl Replay {
    /// Four players: points per partnership (players 0 and 2, 1 and 3).
    pub fn partnership_totals(&self) -> Option<[u32; 2]> {
        let totals = self.play.totals();
        (self.variant == Variant::FourPlayer)
            .then(|| [totals[0] + totals[2], totals[1] + totals[3]])
    }
}

impl PlayRequest {
    /// Checks the request (every problem at once, each with its place), then plays its events:
    /// the first event that cannot happen is refused at its place, and with `complete` an
    /// unfinished play is refused at [`Place::Complete`].
    pub fn replay(&self) -> Result<Replay, Vec<Invalid>> {
        let mut problems = Problems::new();
        let seats = seats(self.variant, self.players, &mut problems);
        let events = events(&self.events, &mut problems);
        let hands = match (&self.hands, seats) {
            (Some(hands), Some((variant, _))) => held(variant, hands, &mut problems),
            _ => None,
        };
        let table = match (self.profile, seats) {
            (Profile::Social, _) | (_, None) => None,
            // The play's player 1 is the dealer; the play alone knows no board.
            (profile, Some((variant, _))) => match Table::new(profile, variant, 1, ACC_TARGET) {
                Ok(table) => Some(table),
                Err(error) => {
                    problems.add(Place::Profile, Fault::Rulebook(error));
                    None
                }
            },
        };
        let (variant, players) = match seats {
            Some(seats) if problems.is_empty() => seats,
            _ => return Err(problems.into_vec()),
        };
        let mut play = Play::new(variant, players, hands).map_err(|error| {
            vec![Invalid {
                place: Place::Hands,
                fault: Fault::Play {
                    error,
                    seats: false,
                },
            }]
        })?;
        let mut outcomes = Vec::with_capacity(events.len());
        let mut held = Vec::with_capacity(events.len());
        let decisions: Vec<Option<Reneged>> = self.events.iter().map(|e| e.reneged).collect();
        for ((i, event), decision) in events.into_iter().enumerate().zip(&decisions) {
            let outcome = play
                .apply(event)
                .map_err(|error| refused(Place::Event(i), error))?;
            let renege = outcome.renege && table.is_some();
            held.push(renege.then(|| play.held(outcome.player)).flatten());
            if let Some(decision) = decision {
                play.decide(&outcome, *decision)
                    .map_err(|error| refused(Place::EventReneged(i), error))?;
            }
            outcomes.push(outcome);
        }
        if self.complete {
            let closing = play
                .finish()
                .map_err(|error| refused(Place::Complete, error))?;
            if let (Some(point), Some(last)) = (closing, outcomes.last_mut()) {
                last.go_point = Some(point);
                last.series_closed = true;
            }
        }
        let claims: Vec<Option<Claim>> = outcomes
            .iter()
            .zip(&self.events)
            .map(|(outcome, event)| {
                event.claimed.map(|claimed| Claim {
                    claimed,
                    actual: u32::from(outcome.points()),
                })
            })
            .collect();
        let rulings = table
            .map(|table| table.play(&outcomes, &claims, &held, &decisions))
            .transpose()
            .map_err(|error| {
                vec![Invalid {
                    place: Place::Profile,
                    fault: Fault::Rulebook(error),
                }]
            })?;
        Ok(Replay {
            variant,
            play,
            outcomes,
            claims,
            rulings,
        })
    }
}

fn refused(place: Place, error: super::PeggingError) -> Vec<Invalid> {
    vec![Invalid {
        place,
        fault: Fault::Play {
            error,
            seats: false,
        },
    }]
}

/// The variant and number of players, reconciled: a named variant sets the players; else two
/// players are six-card, three and four their own games.
pub(crate) fn seats(
    variant: Option<Variant>,
    players: Option<usize>,
    problems: &mut Problems,
) -> Option<(Variant, usize)> {
    match (players, variant) {
        (Some(n), _) if !(2..=4).contains(&n) => {
            problems.add(Place::Players, Fault::Players(n));
            None
        }
        (Some(n), Some(variant)) if variant.players() != n => {
            problems.add(
                Place::Players,
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
pub(crate) fn events(slots: &[EventSlot], problems: &mut Problems) -> Vec<Event> {
    let mut events = Vec::with_capacity(slots.len());
    for (i, slot) in slots.iter().enumerate() {
        let action = match &slot.action {
            EventAction::Go => Some(Action::Go),
            EventAction::NotGo => {
                problems.add(Place::EventGo(i), Fault::GoFalse);
                None
            }
            EventAction::Play(_) if slot.claimed.is_some_and(over_the_top) => {
                problems.claim(slot.claimed, Place::EventClaim(i), Claimed::PlayCard);
                None
            }
            EventAction::Play(card) => problems.card(card, Place::EventCard(i)).map(Action::Play),
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
    claimed > crate::domain::input::MAX_SHOW
}

/// The hands of a play: one per player, each of the variant's size, every card read and none
/// twice. `None` when anything is wrong.
pub(super) fn held<S: AsSlot>(
    variant: Variant,
    hands: &[Vec<S>],
    problems: &mut Problems,
) -> Option<Vec<Vec<Card>>> {
    if hands.len() != variant.players() {
        problems.add(
            Place::Hands,
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
pub(crate) fn read_hands<S: AsSlot>(
    variant: Variant,
    hands: &[Vec<S>],
    problems: &mut Problems,
) -> Vec<Vec<Option<Card>>> {
    let mut read = Vec::with_capacity(hands.len());
    for (seat, hand) in hands.iter().enumerate() {
        if hand.len() != variant.hand_size() {
            problems.add(
                Place::SeatHand(seat),
                Fault::HandSize {
                    variant,
                    expected: variant.hand_size(),
                    found: hand.len(),
                },
            );
        }
        read.push(problems.cards(hand, |i| Place::SeatCard(seat, i)));
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
        hand.iter()
            .enumerate()
            .filter_map(move |(i, card)| card.map(|card| (card, Place::SeatCard(seat, i))))
    })
}
