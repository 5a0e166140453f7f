//! The English words of the errors the domain's other modules own: a card that is not one, a
//! play that breaks the rules, a rulebook that does not fit the table, a game log.

use super::{name, ordinal, role_name, variant_name};
use crate::card::ParseCardError;
use crate::game::ProblemKind;
use crate::pegging::{PeggingError, Unfinished};
use crate::rulebook::{InfractionKind, Profile, RulebookError};
use crate::rulebook_texts::{InfractionWords, ProfileWords};

/// Why the play's engine refuses, naming players as "seat N" when `seats` (a round), else
/// "player N".
pub(crate) fn play(error: &PeggingError, seats: bool) -> String {
    let en = name;
    let kind = if seats { "seat" } else { "player" };
    // Seats and players are counted from 1 for people, from 0 in the request.
    let who = |n: &usize| format!("{kind} {}", n + 1);
    match error {
        PeggingError::Players(n) => format!("cribbage is played by 2 to 4 players, not {n}"),
        PeggingError::PlayersForVariant {
            variant,
            expected,
            found,
        } => format!(
            "{} cribbage is played by {expected} players, not {found}",
            variant_name(*variant)
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
            format!(
                "the play is not complete: {}",
                unfinished_words(unfinished, &who)
            )
        }
    }
}

/// What is left to play, naming players by `who`.
fn unfinished_words(unfinished: &Unfinished, who: &dyn Fn(&usize) -> String) -> String {
    match unfinished {
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

/// The profile as an English sentence names it: "the ACC tournament rules", "social play".
fn profile(profile: Profile) -> String {
    match profile {
        Profile::Social => "social play".to_owned(),
        acc => format!("the {}", acc.name(crate::Language::English)),
    }
}

/// What a referee reports of each kind, or that the rulebook has none.
fn known_list(known: &[InfractionKind]) -> String {
    if known.is_empty() {
        return "none (this rulebook has no penalty schedule)".to_owned();
    }
    known
        .iter()
        .map(|kind| kind.description(crate::Language::English))
        .collect::<Vec<_>>()
        .join("; ")
}

/// Why a rulebook cannot rule on what it was asked.
pub(crate) fn rulebook(error: &RulebookError) -> String {
    match error {
        RulebookError::Variant {
            profile: p,
            variant,
        } => format!(
            "{} are written for two players at six-card cribbage, not {} cribbage",
            profile(*p),
            variant_name(*variant)
        ),
        RulebookError::Target {
            profile: p,
            target,
            expected,
        } => format!(
            "under {} the game is played to {expected}, not {target}",
            profile(*p)
        ),
        RulebookError::NoSuchSeat { seat, players } => {
            format!("there is no seat {} at a table of {players}", seat + 1)
        }
        RulebookError::HouseMuggins { profile: p } => format!(
            "{} settle muggins themselves; it cannot be switched as a house rule",
            profile(*p)
        ),
        RulebookError::CribFourFlush { profile: p } => format!(
            "{} count a flush in the crib only with the starter (ACC 1.6): the four-card crib \
             flush is a house rule they do not allow",
            profile(*p)
        ),
        RulebookError::MugginsNotInEffect { profile: p } => {
            format!("muggins is not in effect under {}", profile(*p))
        }
        RulebookError::MugginsWithoutCalls { profile: p } => format!(
            "in {} muggins is taken as a house rule, without calls",
            profile(*p)
        ),
        RulebookError::CallOnOwnCount { seat } => {
            format!("seat {} cannot call muggins on its own count", seat + 1)
        }
        RulebookError::EmptyCall => {
            "a muggins call names the points it claims, at least 1".to_owned()
        }
        RulebookError::UnknownInfraction {
            profile: p,
            kind,
            known,
        } => format!(
            "under {} there is no infraction {kind:?}; there are: {}",
            profile(*p),
            known_list(known)
        ),
        RulebookError::WrongRole {
            kind,
            seat,
            required,
            role,
        } => format!(
            "only the {} can commit this infraction ({}), and seat {} is the {}",
            role_name(*required),
            kind.description(crate::Language::English),
            seat + 1,
            role_name(*role)
        ),
        RulebookError::Count(count) => {
            format!("the count of the play is at most 31, not {count}")
        }
        RulebookError::RepeatedCard(card) => format!("{} is held twice", name(*card)),
        RulebookError::TooManyCards { max, found } => {
            format!("a hand holds at most {max} cards, not {found}")
        }
        RulebookError::Scores { expected, found } => {
            format!("{found} scores for {expected} seats")
        }
    }
}

/// Why a text is not a card.
pub(crate) fn card_text(error: &ParseCardError) -> String {
    error.to_string()
}

/// Why a game log cannot be scored.
pub(crate) fn game(problem: &ProblemKind) -> String {
    problem.to_string()
}
