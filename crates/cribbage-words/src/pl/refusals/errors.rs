//! The refusals of a card's text, of the play and of the rulebook, in Polish.

use crate::card::ParseCardError;
use crate::language::Language;
use crate::pegging::{PeggingError, Unfinished};
use crate::prelude::*;
use crate::rulebook::{InfractionKind, RulebookError};

use super::grammar::{
    CARD, Form, HAND, PLAYER, POINT, SCORE, SEAT, accusative, genitive, nominative, ordinal,
    profile, profile_genitive, role, role_instrumental, variant,
};
use super::name;

pub(crate) fn card(error: &ParseCardError) -> String {
    match error {
        ParseCardError::Empty => "pusta karta: oczekiwano wartości (A, 2–10, T, J, Q, K), a po \
                                  niej koloru (S, H, D, C)"
            .to_owned(),
        ParseCardError::UnknownRank { input, rank } => format!(
            "nieznana wartość „{rank}” w karcie „{input}”: oczekiwano A, 2, 3, 4, 5, 6, 7, \
             8, 9, 10, T, J, Q lub K"
        ),
        ParseCardError::UnknownSuit { input, suit } => {
            format!("nieznany kolor „{suit}” w karcie „{input}”: oczekiwano S, H, D, C lub ♠ ♥ ♦ ♣")
        }
        ParseCardError::MissingSuit { input } => {
            format!("karcie „{input}” brakuje koloru: po wartości ma być S, H, D, C lub ♠ ♥ ♦ ♣")
        }
        ParseCardError::Trailing { input, trailing } => {
            format!("nieoczekiwane „{trailing}” po kolorze w karcie „{input}”")
        }
    }
}

/// A player of the play in the nominative: "gracz na miejscu 1" when `seats`, else "gracz 1".
fn player(n: usize, seats: bool) -> String {
    if seats {
        format!("gracz na miejscu {}", n + 1)
    } else {
        format!("gracz {}", n + 1)
    }
}

/// The same in the genitive: "gracza na miejscu 1", "gracza 1".
fn player_genitive(n: usize, seats: bool) -> String {
    if seats {
        format!("gracza na miejscu {}", n + 1)
    } else {
        format!("gracza {}", n + 1)
    }
}

pub(crate) fn play(error: &PeggingError, seats: bool) -> String {
    let who = |n: usize| player(n, seats);
    let whose = |n: usize| player_genitive(n, seats);
    match error {
        PeggingError::Players(n) => format!("w cribbage gra od 2 do 4 graczy, nie {n}"),
        PeggingError::PlayersForVariant {
            variant: v,
            expected,
            found,
        } => format!(
            "{} to gra dla {}, nie dla {found}",
            variant(*v),
            genitive(*expected, &PLAYER)
        ),
        PeggingError::HandCount { expected, found } => format!(
            "{} dla {}",
            nominative(*found, &HAND),
            genitive(*expected, &PLAYER)
        ),
        PeggingError::HandSize {
            player,
            expected,
            found,
        } => format!(
            "{} trzyma {}; ręka ma {}",
            who(*player),
            accusative(*found, &CARD),
            accusative(*expected, &CARD)
        ),
        PeggingError::CardInTwoHands { card } => {
            format!("{} występuje w rękach więcej niż raz", name(*card))
        }
        PeggingError::PlayOver => {
            "rozgrywka jest zakończona: nie zagrywa się już kart ani nie mówi „Dalej”".to_owned()
        }
        PeggingError::OutOfTurn { expected, found } => {
            format!("teraz kolej {}, nie {}", whose(*expected), whose(*found))
        }
        PeggingError::NoSuchPlayer { player, players } => format!(
            "w grze dla {} nie ma {}",
            genitive(*players, &PLAYER),
            whose(*player)
        ),
        PeggingError::OverThirtyOne { card, would_be } => {
            format!(
                "{} podniosłaby sumę na stole do {would_be}, ponad 31",
                name(*card)
            )
        }
        PeggingError::RepeatedCard { card, first } => format!(
            "{} została już zagrana w {} ruchu",
            name(*card),
            ordinal(*first, Form::Locative)
        ),
        PeggingError::HandExhausted { player, hand_size } => format!(
            "{} zagrał już wszystkie {} z ręki",
            who(*player),
            accusative(*hand_size, &CARD)
        ),
        PeggingError::NotInHand { player, card } => {
            format!("karty {} nie ma w ręce {}", name(*card), whose(*player))
        }
        PeggingError::DeadCard { card, renege } => format!(
            "{} została uznana za martwą przy fałszywym „Dalej” w {} ruchu: nie jest zagrywana",
            name(*card),
            ordinal(*renege, Form::Locative)
        ),
        PeggingError::NotARenege { player, count } => format!(
            "„Dalej” {} przy {count} nie jest fałszywe (żadna karta w ręce się nie mieści): nie ma \
             kart, które byłyby martwe lub zagrane",
            whose(*player)
        ),
        PeggingError::RenegedUnknown => "bez rąk graczy nie wiadomo, których kart dotyczy \
                                         fałszywe „Dalej”: wyślij ręce razem z decyzją o tych \
                                         kartach"
            .to_owned(),
        PeggingError::Incomplete(unfinished) => {
            let why = match unfinished {
                Unfinished::CardsLeft(left) => left
                    .iter()
                    .map(|(p, n)| format!("{} ma jeszcze {}", who(*p), accusative(*n, &CARD)))
                    .collect::<Vec<_>>()
                    .join(", "),
                Unfinished::CanStillPlay(p) => format!("{} może jeszcze zagrać", who(*p)),
                Unfinished::NothingPlayed => "nie zagrano żadnej karty".to_owned(),
            };
            format!("rozgrywka nie jest zakończona: {why}")
        }
    }
}

pub(crate) fn rulebook(error: &RulebookError) -> String {
    match error {
        RulebookError::HouseMuggins { profile: p } => format!(
            "{} sam rozstrzyga o muggins; nie można tego zmieniać zasadą domową",
            profile(*p)
        ),
        RulebookError::CribFourFlush { profile: p } => format!(
            "{} liczy kolor w kribie tylko z kartą startową (ACC 1.6): kolor z czterech kart \
             w kribie to zasada domowa, na którą nie pozwala",
            profile(*p)
        ),
        RulebookError::MugginsNotInEffect { profile: p } => {
            format!("według {} muggins nie obowiązuje", profile_genitive(*p))
        }
        RulebookError::MugginsWithoutCalls { profile: p } => format!(
            "według {} muggins obowiązuje jako zasada domowa, bez zgłoszeń",
            profile_genitive(*p)
        ),
        RulebookError::CallOnOwnCount { seat } => {
            format!(
                "gracz na miejscu {} nie może zgłosić muggins do punktów, które sam liczy",
                seat + 1
            )
        }
        RulebookError::EmptyCall => {
            "zgłoszenie muggins podaje punkty, których żąda, co najmniej 1".to_owned()
        }
        RulebookError::Variant {
            profile: p,
            variant: v,
        } => format!(
            "{} obejmuje grę dwóch graczy w cribbage na sześć kart, nie {}",
            profile(*p),
            variant(*v)
        ),
        RulebookError::Target {
            profile: p,
            target,
            expected,
        } => format!(
            "według {} gra toczy się do {}, nie do {target}",
            profile_genitive(*p),
            genitive(*expected, &POINT)
        ),
        RulebookError::NoSuchSeat { seat, players } => format!(
            "przy stole dla {} nie ma miejsca {}",
            genitive(*players, &PLAYER),
            seat + 1
        ),
        RulebookError::UnknownInfraction {
            profile: p,
            kind,
            known,
        } => {
            format!(
                "{} nie zna przewinienia „{kind}”; zna: {}",
                profile(*p),
                known_list(known)
            )
        }
        RulebookError::WrongRole {
            kind,
            seat,
            required,
            role: r,
        } => format!(
            "tego przewinienia ({}) może się dopuścić tylko {}, a gracz na miejscu {} jest {}",
            kind.description(Language::Polish),
            role(*required),
            seat + 1,
            role_instrumental(*r)
        ),
        RulebookError::Count(count) => {
            format!("suma na stole w rozgrywce wynosi najwyżej 31, nie {count}")
        }
        RulebookError::RepeatedCard(card) => {
            format!("{} występuje dwa razy wśród trzymanych kart", name(*card))
        }
        RulebookError::TooManyCards { max, found } => {
            format!("ręka ma najwyżej {}, nie {found}", accusative(*max, &CARD))
        }
        RulebookError::Scores { expected, found } => format!(
            "{} dla {}",
            nominative(*found, &SCORE),
            genitive(*expected, &SEAT)
        ),
    }
}

/// The infractions a rulebook knows, by their codes.
fn known_list(known: &[InfractionKind]) -> String {
    if known.is_empty() {
        return "żadnego (ten regulamin nie ma taryfikatora kar)".to_owned();
    }
    known
        .iter()
        .map(|kind| kind.description(Language::Polish))
        .collect::<Vec<_>>()
        .join("; ")
}
