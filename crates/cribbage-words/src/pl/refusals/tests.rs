use super::errors::{play, rulebook};
use super::grammar::{
    CARD, Form, PLAYER, POINT, accusative, genitive, nominative, ordinal, plural,
};
use super::{fault, game, place, round};
use crate::Worded;
use crate::card::Card;
use crate::fault::{AdviceFault, BoardFault, ReviewFault};
use crate::game::ProblemKind;
use crate::input::{Claimed, Fault, Place};
use crate::language::{Language, Plural};
use crate::pegging::PlayFault;
use crate::pegging::{PeggingError, Unfinished};
use crate::round::RoundFault;
use crate::rulebook::RulebookError;
use crate::variant::Variant;

fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

/// 1 is one; 2–4 and 22–24 are few; 0, 5–21 (12–14 among them) and 25–30 are many.
#[test]
fn plural_over_zero_to_thirty() {
    for n in 0..=30_u64 {
        let expected = match n {
            1 => Plural::One,
            2..=4 | 22..=24 => Plural::Few,
            _ => Plural::Many,
        };
        assert_eq!(plural(n), expected, "{n}");
    }
    assert_eq!(plural(102), Plural::Few);
    assert_eq!(plural(112), Plural::Many);
    assert_eq!(plural(121), Plural::Many);
}

#[test]
fn nouns_after_numbers() {
    let nominatives: Vec<String> = (0..=30_usize).map(|n| nominative(n, &CARD)).collect();
    assert_eq!(nominatives[0], "0 kart");
    assert_eq!(nominatives[1], "1 karta");
    assert_eq!(nominatives[2], "2 karty");
    assert_eq!(nominatives[4], "4 karty");
    assert_eq!(nominatives[5], "5 kart");
    assert_eq!(nominatives[12], "12 kart");
    assert_eq!(nominatives[14], "14 kart");
    assert_eq!(nominatives[21], "21 kart");
    assert_eq!(nominatives[22], "22 karty");
    assert_eq!(nominatives[24], "24 karty");
    assert_eq!(nominatives[25], "25 kart");
    assert_eq!(accusative(1_usize, &CARD), "1 kartę");
    assert_eq!(accusative(3_usize, &CARD), "3 karty");
    assert_eq!(genitive(1_u64, &POINT), "1 punktu");
    assert_eq!(genitive(2_u64, &POINT), "2 punktów");
    assert_eq!(genitive(23_u32, &POINT), "23 punktów");
    assert_eq!(nominative(23_u32, &POINT), "23 punkty");
    assert_eq!(nominative(13_u32, &POINT), "13 punktów");
    assert_eq!(nominative(3_usize, &PLAYER), "3 gracze");
    assert_eq!(genitive(-5_i64, &POINT), "-5 punktów");
}

#[test]
fn ordinals_agree_with_their_noun() {
    assert_eq!(ordinal(0, Form::Feminine), "pierwsza");
    assert_eq!(ordinal(1, Form::Masculine), "drugi");
    assert_eq!(ordinal(2, Form::Neuter), "trzecie");
    assert_eq!(ordinal(1, Form::Genitive), "drugiego");
    assert_eq!(ordinal(2, Form::Locative), "trzecim");
    assert_eq!(ordinal(9, Form::Feminine), "dziesiąta");
    assert_eq!(ordinal(10, Form::Masculine), "11.");
}

#[test]
fn places_in_words() {
    assert_eq!(place(Place::field("hand").at(1)), "druga karta ręki");
    assert_eq!(place(Place::field("starter")), "karta startowa");
    assert_eq!(
        place(Place::field("hands").at(1).at(0)),
        "pierwsza karta ręki gracza na miejscu 2"
    );
    assert_eq!(
        place(Place::field("events").at(0)),
        "pierwszy ruch rozgrywki"
    );
    assert_eq!(
        place(Place::field("events").at(2).then("card")),
        "karta trzeciego ruchu rozgrywki"
    );
    assert_eq!(
        place(Place::field("events").at(1).then("go")),
        "„Dalej” w drugim ruchu rozgrywki"
    );
    assert_eq!(
        place(Place::field("claims").then("muggins").at(0)),
        "pierwsze zgłoszenie muggins"
    );
    assert_eq!(
        place(Place::field("discards").at(11)),
        "12. karta odrzucona do kribu"
    );
}

#[test]
fn sentences_name_every_number_and_card() {
    assert_eq!(
        fault(&Fault::Repeated {
            card: card("5H"),
            first: Place::field("hand").at(1),
        }),
        "5♥ już występuje jako druga karta ręki; każda karta istnieje tylko raz"
    );
    assert_eq!(
        round(&RoundFault::CribSize {
            expected: 4,
            found: 5,
        }),
        "krib ma 4 karty, podano 5"
    );
    assert_eq!(
        fault(&Fault::ShowSize {
            crib: false,
            variant: Variant::FiveCard,
            expected: 4,
            found: 6,
        }),
        "w cribbage na pięć kart ręka ma 4 karty, podano 6"
    );
    assert_eq!(
        fault(&Fault::HandCount {
            expected: 2,
            found: 5,
            seats: true,
        }),
        "5 rąk dla 2 miejsc: po jednej na miejsce, w kolejności miejsc"
    );
    assert_eq!(
        fault(&Fault::ClaimTooHigh {
            what: Claimed::Crib,
        }),
        "krib nigdy nie daje więcej niż 29 punktów"
    );
    assert_eq!(
        fault(&Fault::PlayersForVariant {
            variant: Variant::FourPlayer,
            found: 3,
        }),
        "cribbage w cztery osoby to gra dla 4 graczy, nie dla 3"
    );
}

#[test]
fn the_play_in_words() {
    assert_eq!(
        play(
            &PeggingError::HandSize {
                player: 1,
                expected: 4,
                found: 1,
            },
            true,
        ),
        "gracz na miejscu 2 trzyma 1 kartę; ręka ma 4 karty"
    );
    assert_eq!(
        play(
            &PeggingError::OverThirtyOne {
                card: card("KS"),
                would_be: 34,
            },
            false,
        ),
        "K♠ podniosłaby sumę na stole do 34, ponad 31"
    );
    assert_eq!(
        play(
            &PeggingError::Incomplete(Unfinished::CardsLeft(vec![(0, 1), (1, 2)])),
            false,
        ),
        "rozgrywka nie jest zakończona: gracz 1 ma jeszcze 1 kartę, gracz 2 ma jeszcze 2 karty"
    );
    assert_eq!(
        play(
            &PeggingError::OutOfTurn {
                expected: 0,
                found: 1,
            },
            true,
        ),
        "teraz kolej gracza na miejscu 1, nie gracza na miejscu 2"
    );
}

#[test]
fn games_and_rulebooks_in_words() {
    assert_eq!(
        game(&ProblemKind::BelowZero {
            seat: 1,
            before: 3,
            lost: 22,
        }),
        "gracz na miejscu 2 z wynikiem 3 nie może stracić 22 punktów: żaden kołek nie cofa się \
         przed start"
    );
    assert_eq!(
        game(&ProblemKind::NoSuchWinner {
            winner: 3,
            players: 2,
        }),
        "rozstrzygnięcie wskazuje jako zwycięzcę gracza na miejscu 4, a stół ma 2 miejsca"
    );
    assert_eq!(
        rulebook(&RulebookError::Scores {
            expected: 2,
            found: 1,
        }),
        "1 wynik dla 2 miejsc"
    );
    assert_eq!(
        rulebook(&RulebookError::TooManyCards { max: 6, found: 7 }),
        "ręka ma najwyżej 6 kart, nie 7"
    );
}

/// Every module's refusals reach their Polish words through the types that wrap them.
#[test]
fn every_modules_refusal_is_worded_through_its_wrappers() {
    let polish = |words: &dyn Worded| words.words(Language::Polish);
    let worded: [(&str, String); 12] = [
        ("players", polish(&Fault::Players(5))),
        (
            "seat",
            polish(&AdviceFault::from(Fault::NoSuchSeat {
                seats: 3,
                variant: Some(Variant::ThreePlayer),
            })),
        ),
        ("count", polish(&PlayFault::CountPastThirtyOne)),
        ("go", polish(&RoundFault::from(PlayFault::GoFalse))),
        (
            "model",
            polish(&AdviceFault::ExpertVariant(Variant::FiveCard)),
        ),
        ("won", polish(&ReviewFault::from(RoundFault::AlreadyWon(1)))),
        (
            "target",
            polish(&AdviceFault::from(BoardFault::TargetNotModelled {
                variant: Variant::SixCard,
                target: 300,
                most: 241,
            })),
        ),
        (
            "discards",
            polish(&AdviceFault::DiscardCount {
                variant: Variant::SixCard,
                most: 2,
                found: 3,
            }),
        ),
        ("over", polish(&AdviceFault::PlayOver)),
        ("renege", polish(&AdviceFault::Renege { player: 1 })),
        ("event", polish(&RoundFault::NoSuchEvent { events: 0 })),
        (
            "rulebook",
            polish(&RoundFault::from(RulebookError::EmptyCall)),
        ),
    ];
    for (what, words) in &worded {
        assert!(!words.is_empty(), "{what}");
    }
    assert_eq!(
        worded[6].1,
        "model stanu gry jest rozwiązany dla met od 1 do 241 punktów, nie dla mety 300"
    );
    assert_eq!(
        polish(&RoundFault::CallOnUnrecorded {
            claim: Place::field("claims").then("crib"),
        }),
        round(&RoundFault::CallOnUnrecorded {
            claim: Place::field("claims").then("crib"),
        })
    );
}
