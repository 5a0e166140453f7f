//! The German words of the errors the domain's other modules own: a card that is not one, a play
//! that breaks the rules, a rulebook that does not fit the table.

use super::{cards, name, ordinal_genitive, profile, role, variant};
use crate::card::ParseCardError;
use crate::language::Language;
use crate::pegging::{PeggingError, Unfinished};
use crate::prelude::*;
use crate::rulebook::RulebookError;

pub(crate) fn card(error: &ParseCardError) -> String {
    match error {
        ParseCardError::Empty => "leere Karte: erwartet wird ein Rang (A, 2–10, T, J, Q, K) und \
                                  dahinter eine Farbe (S, H, D, C)"
            .to_owned(),
        ParseCardError::UnknownRank { input, rank } => format!(
            "unbekannter Rang „{rank}“ in der Karte „{input}“: erwartet wird A, 2, 3, 4, 5, 6, 7, \
             8, 9, 10, T, J, Q oder K"
        ),
        ParseCardError::UnknownSuit { input, suit } => format!(
            "unbekannte Farbe „{suit}“ in der Karte „{input}“: erwartet wird S, H, D, C oder \
             ♠ ♥ ♦ ♣"
        ),
        ParseCardError::MissingSuit { input } => format!(
            "der Karte „{input}“ fehlt die Farbe: nach dem Rang kommt S, H, D, C oder ♠ ♥ ♦ ♣"
        ),
        ParseCardError::Trailing { input, trailing } => {
            format!("unerwartetes „{trailing}“ nach der Farbe in der Karte „{input}“")
        }
    }
}

pub(crate) fn play(error: &PeggingError, seats: bool) -> String {
    let who = |n: usize| {
        if seats {
            format!("Platz {}", n + 1)
        } else {
            format!("Spieler {}", n + 1)
        }
    };
    match error {
        PeggingError::Players(n) => {
            format!("Cribbage wird von 2 bis 4 Spielern gespielt, nicht von {n}")
        }
        PeggingError::PlayersForVariant {
            variant: v,
            expected,
            found,
        } => format!(
            "{} wird von {expected} Spielern gespielt, nicht von {found}",
            variant(*v)
        ),
        PeggingError::HandCount { expected, found } => {
            format!("{found} Hände für {expected} Spieler")
        }
        PeggingError::HandSize {
            player,
            expected,
            found,
        } => format!(
            "{} hält {}; eine Hand hat {expected}",
            who(*player),
            cards(*found)
        ),
        PeggingError::CardInTwoHands { card } => {
            format!("{} steht an mehr als einer Stelle der Hände", name(*card))
        }
        PeggingError::PlayOver => {
            "das Ausspielen ist vorbei: keine Karten und kein Passen mehr".to_owned()
        }
        PeggingError::OutOfTurn { expected, found } => {
            format!("{} ist am Zug, nicht {}", who(*expected), who(*found))
        }
        PeggingError::NoSuchPlayer { player, players } => {
            format!("{} gibt es in einem Spiel zu {players} nicht", who(*player))
        }
        PeggingError::OverThirtyOne { card, would_be } => {
            format!(
                "{} brächte die Zählung auf {would_be}, über 31",
                name(*card)
            )
        }
        PeggingError::RepeatedCard { card, first } => format!(
            "{} wurde schon gespielt, im {} Zug",
            name(*card),
            ordinal_genitive(*first)
        ),
        PeggingError::HandExhausted { player, hand_size } => format!(
            "{} hat schon alle {hand_size} Karten der Hand gespielt",
            who(*player)
        ),
        PeggingError::NotInHand { player, card } => {
            format!("{} ist nicht in der Hand von {}", name(*card), who(*player))
        }
        PeggingError::DeadCard { card, renege } => format!(
            "{} wurde beim falschen Passen im {} Zug für tot erklärt: sie wird nicht gespielt",
            name(*card),
            ordinal_genitive(*renege)
        ),
        PeggingError::NotARenege { player, count } => format!(
            "das Passen von {} bei {count} ist kein falsches Passen (keine gehaltene Karte \
             passt): es gibt keine Karten, die tot oder gespielt sein könnten",
            who(*player)
        ),
        PeggingError::RenegedUnknown => "ohne die Hände ist nicht bekannt, welche Karten beim \
                                         falschen Passen zurückgehalten wurden: Senden Sie die \
                                         Hände mit der Entscheidung über diese Karten"
            .to_owned(),
        PeggingError::Incomplete(unfinished) => {
            let why = match unfinished {
                Unfinished::CardsLeft(left) => left
                    .iter()
                    .map(|(p, n)| format!("{} hat noch {}", who(*p), cards(*n)))
                    .collect::<Vec<_>>()
                    .join(", "),
                Unfinished::CanStillPlay(p) => format!("{} kann noch spielen", who(*p)),
                Unfinished::NothingPlayed => "es wurde keine Karte gespielt".to_owned(),
            };
            format!("das Ausspielen ist nicht vollständig: {why}")
        }
    }
}

pub(crate) fn rulebook(error: &RulebookError) -> String {
    match error {
        RulebookError::HouseMuggins { profile: p } => format!(
            "das Regelwerk {} regelt Töffel selbst; als Hausregel lässt es sich nicht schalten",
            profile(*p)
        ),
        RulebookError::CribFourFlush { profile: p } => format!(
            "das Regelwerk {} zählt eine Lange Farbe in der Krippe nur mit der Startkarte \
             (ACC 1.6): die Lange Farbe von vier in der Krippe ist eine Hausregel, die es nicht \
             erlaubt",
            profile(*p)
        ),
        RulebookError::MugginsNotInEffect { profile: p } => {
            format!("nach dem Regelwerk {} gilt Töffel nicht", profile(*p))
        }
        RulebookError::MugginsWithoutCalls { profile: p } => format!(
            "nach dem Regelwerk {} gilt Töffel als Hausregel, ohne Rufe",
            profile(*p)
        ),
        RulebookError::CallOnOwnCount { seat } => {
            format!(
                "Platz {} kann nicht auf die eigene Zählung Töffel rufen",
                seat + 1
            )
        }
        RulebookError::EmptyCall => {
            "ein Töffel-Ruf nennt die Punkte, die er beansprucht, mindestens 1".to_owned()
        }
        RulebookError::Variant {
            profile: p,
            variant: v,
        } => format!(
            "das Regelwerk {} gilt für zwei Spieler beim Sechs-Karten-Cribbage, nicht für {}",
            profile(*p),
            variant(*v)
        ),
        RulebookError::Target {
            profile: p,
            target,
            expected,
        } => format!(
            "nach dem Regelwerk {} wird bis {expected} gespielt, nicht bis {target}",
            profile(*p)
        ),
        RulebookError::NoSuchSeat { seat, players } => {
            format!(
                "Platz {} gibt es an einem Tisch zu {players} nicht",
                seat + 1
            )
        }
        RulebookError::UnknownInfraction {
            profile: p,
            kind,
            known,
        } => {
            let known = if known.is_empty() {
                "keinen (dieses Regelwerk hat keinen Strafenkatalog)".to_owned()
            } else {
                known
                    .iter()
                    .map(|k| k.description(Language::German))
                    .collect::<Vec<_>>()
                    .join("; ")
            };
            format!(
                "das Regelwerk {} kennt keinen Verstoß „{kind}“; es kennt: {known}",
                profile(*p)
            )
        }
        RulebookError::WrongRole {
            kind,
            seat,
            required,
            role: r,
        } => format!(
            "diesen Verstoß ({}) kann nur {} begehen, und Platz {} ist {}",
            kind.description(Language::German),
            role(*required),
            seat + 1,
            role(*r)
        ),
        RulebookError::Count(count) => {
            format!("die Zählung des Ausspielens ist höchstens 31, nicht {count}")
        }
        RulebookError::RepeatedCard(card) => {
            format!("{} wird doppelt gehalten", name(*card))
        }
        RulebookError::TooManyCards { max, found } => {
            format!("eine Hand hat höchstens {max} Karten, nicht {found}")
        }
        RulebookError::Scores { expected, found } => {
            format!("{found} Spielstände für {expected} Plätze")
        }
    }
}
