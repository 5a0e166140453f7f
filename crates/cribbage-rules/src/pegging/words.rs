//! How the play's errors read in English, the language the domain is written in; German and
//! Polish are in [`texts::refusals`](crate::texts::refusals), matched on the same errors.

use super::{PeggingError, Unfinished};
use crate::card::Card;
use crate::input::ordinal;
use crate::language::Language;

impl PeggingError {
    /// The error in words, naming players as "seat N" when `seats` (a round), else "player N".
    pub fn describe(&self, seats: bool) -> String {
        let en = |card: Card| card.written(Language::English);
        let kind = if seats { "seat" } else { "player" };
        // Seats and players are counted from 1 for people, from 0 in the request.
        let who = |n: &usize| format!("{kind} {}", n + 1);
        match self {
            PeggingError::Players(n) => format!("cribbage is played by 2 to 4 players, not {n}"),
            PeggingError::PlayersForVariant {
                variant,
                expected,
                found,
            } => format!(
                "{} cribbage is played by {expected} players, not {found}",
                variant.words()
            ),
            PeggingError::HandCount { expected, found } => {
                format!("{found} hands for {expected} players")
            }
            PeggingError::HandSize {
                player,
                expected,
                found,
            } => format!(
                "{} holds {found} cards; a hand holds {expected}",
                who(player)
            ),
            PeggingError::CardInTwoHands { card } => {
                format!("{} is in more than one place in the hands", en(*card))
            }
            PeggingError::PlayOver => "the play is over: no more cards or goes".to_owned(),
            PeggingError::OutOfTurn { expected, found } => {
                format!("it is {}'s turn, not {}'s", who(expected), who(found))
            }
            PeggingError::NoSuchPlayer { player, players } => {
                format!("there is no {} in a game of {players}", who(player))
            }
            PeggingError::OverThirtyOne { card, would_be } => {
                format!("{} would make the count {would_be}, past 31", en(*card))
            }
            PeggingError::RepeatedCard { card, first } => {
                format!(
                    "{} was already played as the {} event",
                    en(*card),
                    ordinal(*first)
                )
            }
            PeggingError::HandExhausted { player, hand_size } => {
                format!(
                    "{} has already played all {hand_size} cards of the hand",
                    who(player)
                )
            }
            PeggingError::NotInHand { player, card } => {
                format!("{} is not in {}'s hand", en(*card), who(player))
            }
            PeggingError::DeadCard { card, renege } => {
                format!(
                    "{} was declared dead at the renege of the {} event: it is not played",
                    en(*card),
                    ordinal(*renege)
                )
            }
            PeggingError::NotARenege { player, count } => format!(
                "{}'s go at {count} is not a renege (no card held fits): there are no \
                 reneged cards to declare dead or played",
                who(player)
            ),
            PeggingError::RenegedUnknown => "without the hands, which cards were reneged is not \
                                             known: send the hands with a decision on reneged cards"
                .to_owned(),
            PeggingError::Incomplete(unfinished) => {
                format!("the play is not complete: {}", unfinished.describe(&who))
            }
        }
    }
}

impl Unfinished {
    /// What is left to play, in English, naming players by `who`.
    fn describe(&self, who: &dyn Fn(&usize) -> String) -> String {
        match self {
            Unfinished::CardsLeft(left) => left
                .iter()
                .map(|(p, n)| {
                    let cards = if *n == 1 { "card" } else { "cards" };
                    format!("{} has {n} {cards} left", who(p))
                })
                .collect::<Vec<_>>()
                .join(", "),
            Unfinished::CanStillPlay(p) => format!("{} can still play", who(p)),
            Unfinished::NothingPlayed => "no card was played".to_owned(),
        }
    }
}
