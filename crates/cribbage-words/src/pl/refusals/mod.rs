//! Every refusal in Polish, in the words of the Polish rules (seed 004): rozdający, nierozdający
//! for the pone (as in the spoken texts, never "przeciwnik rozdającego"), krib, karta startowa,
//! seria, "Dalej" for a go, "fałszywe Dalej" for a renege (never "renons"), muggins. The count of
//! the play is always "suma na stole"; the play itself is the "rozgrywka" and one of its events
//! a "ruch"; a hand of cards is a "ręka", a hand of a game a "rozdanie"; a seat is a "miejsce"
//! and its player "gracz na miejscu 1"; the target is the "meta"; a rulebook is a "regulamin",
//! its name in quotes so that it never declines; a rank is a "wartość" and a suit a "kolor", as
//! in the rule text; a muggins call is a "zgłoszenie muggins", an infraction a "przewinienie",
//! the result of a game its "rozstrzygnięcie". "Cribbage" does not decline, so the names of the
//! variants stand in every case. Sentences are impersonal (no "ty", no "Pan").
//!
//! Polish nouns after a number take one of three forms (1 karta, 2–4 karty, 5+ kart, 12–14 kart,
//! 22–24 karty), and ordinals agree with their noun: `grammar` has both. The matches are
//! exhaustive, `fault` included (its last part names every fault worded before it), so a new
//! refusal does not compile until it has its Polish sentence.
#![expect(
    clippy::too_many_lines,
    reason = "one match arm per refusal: a language's table of sentences, kept whole so the \
              compiler checks that every refusal has one"
)]

mod errors;
mod grammar;
#[cfg(test)]
mod tests;

use crate::card::Card;
use crate::fault::{AdviceFault, BoardFault, ReviewFault};
use crate::game::ProblemKind;
use crate::input::{Claimed, Fault, Place, Step::Field as F, Step::Index as I};
use crate::language::Language;
use crate::pegging::PlayFault;
use crate::prelude::*;
use crate::round::RoundFault;
use crate::rulebook::ReplayFault;

use errors::card;
pub(crate) use errors::{card as card_text, play, rulebook};
use grammar::{
    CARD, CLAIM, Form, HAND, PLAYER, POINT, SCORE, SEAT, VALUE, accusative, genitive, nominative,
    ordinal, variant,
};

/// A place as a person names it (nominative).
pub(crate) fn place(place: Place) -> String {
    let f = |i| ordinal(i, Form::Feminine);
    let m = |i| ordinal(i, Form::Masculine);
    let n = |i| ordinal(i, Form::Neuter);
    let g = |i| ordinal(i, Form::Genitive);
    let l = |i| ordinal(i, Form::Locative);
    match *place.steps() {
        [] => "zapytanie".to_owned(),
        [F("hand")] => "ręka".to_owned(),
        [F("hand"), I(i)] => format!("{} karta ręki", f(i)),
        [F("starter")] => "karta startowa".to_owned(),
        [F("crib")] => "krib".to_owned(),
        [F("crib"), I(i)] => format!("{} karta kribu", f(i)),
        [F("hands")] => "ręce".to_owned(),
        [F("hands"), I(seat)] => format!("ręka gracza na miejscu {}", seat + 1),
        [F("hands"), I(seat), I(i)] => {
            format!("{} karta ręki gracza na miejscu {}", f(i), seat + 1)
        }
        [F("cards")] => "rozdane karty".to_owned(),
        [F("cards"), I(i)] => format!("{} rozdana karta", f(i)),
        [F("series")] => "seria".to_owned(),
        [F("series"), I(i)] => format!("{} karta serii", f(i)),
        [F("count")] => "suma na stole".to_owned(),
        [F("card")] => "karta do zagrania".to_owned(),
        [F("go")] => "„Dalej”".to_owned(),
        [F("events")] => "rozgrywka".to_owned(),
        [F("events"), I(i)] => format!("{} ruch rozgrywki", m(i)),
        [F("events"), I(i), F("card")] => format!("karta {} ruchu rozgrywki", g(i)),
        [F("events"), I(i), F("player")] => format!("gracz {} ruchu rozgrywki", g(i)),
        [F("events"), I(i), F("claimed")] => {
            format!("suma na stole ogłoszona w {} ruchu rozgrywki", l(i))
        }
        [F("events"), I(i), F("go")] => format!("„Dalej” w {} ruchu rozgrywki", l(i)),
        [F("events"), I(i), F("reneged")] => format!(
            "decyzja o kartach fałszywego „Dalej” w {} ruchu rozgrywki",
            l(i)
        ),
        [F("players")] => "liczba graczy".to_owned(),
        [F("variant")] => "odmiana gry".to_owned(),
        [F("dealer")] => "rozdający".to_owned(),
        [F("scores")] => "wyniki".to_owned(),
        [F("scores"), I(seat)] => format!("wynik gracza na miejscu {}", seat + 1),
        [F("target")] => "meta gry".to_owned(),
        [F("crib_model")] => "model kribu".to_owned(),
        [F("complete")] => "stwierdzenie, że rozgrywka jest zakończona".to_owned(),
        [F("claimed")] => "zgłoszone punkty".to_owned(),
        [F("claims"), F("hands")] => "punkty zgłoszone za ręce".to_owned(),
        [F("claims"), F("hands"), I(seat)] => {
            format!(
                "punkty zgłoszone przez gracza na miejscu {} za jego rękę",
                seat + 1
            )
        }
        [F("claims"), F("crib")] => "punkty zgłoszone za krib".to_owned(),
        [F("rules"), F("three_for_last")] => "zasada „trzy dla nierozdającego”".to_owned(),
        [F("discards")] => "karty odrzucone do kribu".to_owned(),
        [F("discards"), I(i)] => format!("{} karta odrzucona do kribu", f(i)),
        [F("play")] => "liczenie punktów z rozgrywki".to_owned(),
        [F("objective")] => "kryterium kolejności".to_owned(),
        [F("seat")] => "twoje miejsce".to_owned(),
        [F("player")] => "pytający gracz".to_owned(),
        [F("rules"), F("profile")] => "regulamin".to_owned(),
        [F("rules"), F("muggins")] => "zasada domowa muggins".to_owned(),
        [F("rules"), F("crib_four_flush")] => {
            "zasada domowa koloru z czterech kart w kribie".to_owned()
        }
        [F("infractions"), I(i), F("seat")] => format!("miejsce {} przewinienia", g(i)),
        [F("infractions"), I(i), F("kind")] => format!("rodzaj {} przewinienia", g(i)),
        [F("claims"), F("muggins"), I(i)] => format!("{} zgłoszenie muggins", n(i)),
        [F("claims"), F("muggins"), I(i), F("seat")] => {
            format!("miejsce {} zgłoszenia muggins", g(i))
        }
        [F("claims"), F("muggins"), I(i), F("event")] => {
            format!("ruch {} zgłoszenia muggins", g(i))
        }
        [F("claims"), F("muggins"), I(i), F("points")] => {
            format!("punkty {} zgłoszenia muggins", g(i))
        }
        [F("dealt")] => "karty rozdane graczom".to_owned(),
        [F("dealt"), I(seat)] => {
            format!("karty rozdane graczowi na miejscu {}", seat + 1)
        }
        [F("dealt"), I(seat), I(i)] => {
            format!("{} karta rozdana graczowi na miejscu {}", f(i), seat + 1)
        }
        [F("history"), ..] => earlier(place),
        // A place no request has: named by the nearest place that has a name.
        _ => place.parent().map_or_else(String::new, self::place),
    }
}

/// A place in an earlier hand of the game (the play advice's `history`), named by the hand.
fn earlier(place: Place) -> String {
    let f = |i| ordinal(i, Form::Feminine);
    match *place.steps() {
        [F("history")] => "wcześniejsze rozdania partii".to_owned(),
        [F("history"), I(h)] => format!("wcześniejsze rozdanie {}", h + 1),
        [F("history"), I(h), F("shown")] => {
            format!(
                "ręka pokazana przez przeciwnika we wcześniejszym rozdaniu {}",
                h + 1
            )
        }
        [F("history"), I(h), F("shown"), I(i)] => format!(
            "{} karta pokazana przez przeciwnika we wcześniejszym rozdaniu {}",
            f(i),
            h + 1
        ),
        [F("history"), I(h), F("discards")] => format!(
            "karty odrzucone przez przeciwnika do kribu we wcześniejszym rozdaniu {}",
            h + 1
        ),
        [F("history"), I(h), F("discards"), I(i)] => format!(
            "{} karta odrzucona przez przeciwnika do kribu we wcześniejszym rozdaniu {}",
            f(i),
            h + 1
        ),
        [F("history"), I(h), F("events"), ..] => {
            format!(
                "{} we wcześniejszym rozdaniu {}",
                self::place(place.below(2)),
                h + 1
            )
        }
        _ => place.parent().map_or_else(String::new, self::place),
    }
}

/// A problem with a game log.
pub(crate) fn game(problem: &ProblemKind) -> String {
    match problem {
        ProblemKind::NoHands => "gra ma co najmniej jedno rozdanie".to_owned(),
        ProblemKind::Seats { expected, found } => format!(
            "{} dla {}",
            nominative(*found, &VALUE),
            genitive(*expected, &SEAT)
        ),
        ProblemKind::NoSuchDealer { dealer, players } => format!(
            "przy stole dla {} nie ma miejsca {}",
            genitive(*players, &PLAYER),
            dealer + 1
        ),
        ProblemKind::DealDoesNotPass { expected, found } => format!(
            "po poprzednim rozdaniu rozdaje gracz na miejscu {}, nie gracz na miejscu \
             {}",
            expected + 1,
            found + 1
        ),
        ProblemKind::ScoresDoNotCarryOver {
            seat,
            expected,
            found,
        } => format!(
            "gracz na miejscu {} zakończył poprzednie rozdanie z wynikiem {expected}, nie \
             {found}",
            seat + 1
        ),
        ProblemKind::StartsWon {
            seat,
            score,
            target,
        } => format!(
            "gracz na miejscu {} zaczyna z wynikiem {score}, a więc już osiągnął metę \
             {target}",
            seat + 1
        ),
        ProblemKind::PartnersDiffer {
            seat,
            partner,
            score,
            other,
        } => format!(
            "partnerzy na miejscach {} i {} mają jeden wspólny wynik, nie {score} i \
             {other}",
            seat + 1,
            partner + 1
        ),
        ProblemKind::BelowZero { seat, before, lost } => format!(
            "gracz na miejscu {} z wynikiem {before} nie może stracić {}: żaden kołek nie \
             cofa się przed start",
            seat + 1,
            genitive(*lost, &POINT)
        ),
        ProblemKind::TooLarge { seat, score } => format!(
            "gracz na miejscu {} doszedłby do {}, więcej niż w jakiejkolwiek grze w cribbage",
            seat + 1,
            genitive(*score, &POINT)
        ),
        ProblemKind::AfterGameWon { won_in } => {
            format!(
                "gra została wygrana w {}. rozdaniu; po nim nic się już nie rozgrywa",
                won_in + 1
            )
        }
        ProblemKind::WinWithoutResult { seat, score } => {
            format!(
                "gracz na miejscu {} osiąga {score}, metę gry, ale rozdanie nie kończy gry",
                seat + 1
            )
        }
        ProblemKind::ResultWithoutWin {
            winner,
            score,
            target,
        } => format!(
            "rozstrzygnięcie wskazuje jako zwycięzcę gracza na miejscu {}, który jednak \
             kończy z wynikiem {score}, poniżej mety {target}",
            winner + 1
        ),
        ProblemKind::NoSuchWinner { winner, players } => format!(
            "rozstrzygnięcie wskazuje jako zwycięzcę gracza na miejscu {}, a stół ma {}",
            winner + 1,
            accusative(*players, &SEAT)
        ),
        ProblemKind::TwoWinners { winner, other } => {
            format!(
                "gracze na miejscach {} i {} obaj kończą na mecie lub za nią",
                winner + 1,
                other + 1
            )
        }
        ProblemKind::LoserScores { expected, found } => format!(
            "rozstrzygnięcie przypisuje przegranym wyniki {found:?}, ale kończą oni z wynikami \
             {expected:?}"
        ),
    }
}

/// The fault.
pub(crate) fn fault(fault: &Fault) -> String {
    match fault {
        Fault::Card(error) => card(error),
        Fault::Repeated { card, first } => format!(
            "{} już występuje jako {}; każda karta istnieje tylko raz",
            name(*card),
            place(*first)
        ),
        Fault::ShowSize {
            crib,
            variant: v,
            expected,
            found,
        } => format!(
            "w {} {} ma {}, podano {found}",
            variant(*v),
            if *crib { "krib" } else { "ręka" },
            accusative(*expected, &CARD)
        ),
        Fault::HandSize {
            variant: v,
            expected,
            found,
        } => format!(
            "w {} ręka ma {}, podano {found}",
            variant(*v),
            accusative(*expected, &CARD)
        ),
        Fault::DealtSize {
            variant: v,
            expected,
            found,
        } => format!(
            "w {} gracz dostaje {}, podano {found}",
            variant(*v),
            accusative(*expected, &CARD)
        ),
        Fault::HandCount {
            expected,
            found,
            seats: true,
        } => format!(
            "{} dla {}: po jednej na miejsce, w kolejności miejsc",
            nominative(*found, &HAND),
            genitive(*expected, &SEAT)
        ),
        Fault::HandCount {
            expected, found, ..
        } => format!(
            "{} dla {}: po jednej na gracza, w kolejności miejsc",
            nominative(*found, &HAND),
            genitive(*expected, &PLAYER)
        ),
        Fault::ScoreCount { expected, found } => format!(
            "{} dla {}: jeden wynik na miejsce",
            nominative(*found, &SCORE),
            genitive(*expected, &SEAT)
        ),
        Fault::PartnersShare { seat, partner } => format!(
            "partnerzy mają wspólny wynik: wynik gracza na miejscu {} musi być równy wynikowi \
             gracza na miejscu {}",
            seat + 1,
            partner + 1
        ),
        Fault::NoSuchSeat {
            seats,
            variant: Some(v),
        } => format!("w {} miejsca mają numery od 1 do {seats}", variant(*v)),
        Fault::NoSuchSeat { seats, .. } => {
            format!("miejsca mają numery od 1 do {seats}")
        }
        Fault::Players(n) => format!("w cribbage gra od 2 do 4 graczy, nie {n}"),
        Fault::PlayersForVariant { variant: v, found } => format!(
            "{} to gra dla {}, nie dla {found}",
            variant(*v),
            genitive(v.players(), &PLAYER)
        ),
        Fault::ClaimTooHigh { what } => match what {
            Claimed::Show => "ani ręka, ani krib nigdy nie daje więcej niż 29 punktów",
            Claimed::Hand => "ręka nigdy nie daje więcej niż 29 punktów",
            Claimed::Crib => "krib nigdy nie daje więcej niż 29 punktów",
            Claimed::PlayCard => "karta w rozgrywce nigdy nie daje więcej niż 29 punktów",
        }
        .to_owned(),
    }
}

/// A check of the play.
pub(crate) fn play_check(fault: &PlayFault) -> String {
    match fault {
        PlayFault::Input(input) => self::fault(input),
        PlayFault::Refused(refused) => play(&refused.error, refused.seats),
        PlayFault::AlreadyPlayed { card, at } => format!(
            "{} została już zagrana jako {}; każda karta istnieje tylko raz",
            name(*card),
            place(Place::field("series").at(*at))
        ),
        PlayFault::CountPastThirtyOne => "suma na stole nigdy nie przekracza 31".to_owned(),
        PlayFault::SeriesPastThirtyOne { sum } => {
            format!("karty serii dają sumę {sum}, ponad 31")
        }
        PlayFault::SeriesCount { sum, count } => {
            format!("karty serii dają sumę {sum}, nie {count}")
        }
        PlayFault::NoAction => {
            "brak proponowanego ruchu: karty do zagrania albo „Dalej”".to_owned()
        }
        PlayFault::GoFalse => {
            "ruch, który nie jest „Dalej”, kładzie kartę: należy podać tę kartę".to_owned()
        }
        PlayFault::CardAndGo => "albo karta, albo „Dalej”, nie jedno i drugie".to_owned(),
    }
}

/// A play under a rulebook.
pub(crate) fn replay(fault: &ReplayFault) -> String {
    match fault {
        ReplayFault::Play(play) => play_check(play),
        ReplayFault::Rulebook(error) => rulebook(error),
    }
}

/// A hand to adjudicate.
pub(crate) fn round(fault: &RoundFault) -> String {
    match fault {
        RoundFault::Input(input) => self::fault(input),
        RoundFault::Play(play) => play_check(play),
        RoundFault::Rulebook(error) => rulebook(error),
        RoundFault::CribSize { expected, found } => {
            format!("krib ma {}, podano {found}", accusative(*expected, &CARD))
        }
        RoundFault::ClaimCount { expected, found } => format!(
            "{} dla {}",
            nominative(*found, &CLAIM),
            genitive(*expected, &SEAT)
        ),
        RoundFault::ThreeForLast => {
            "„trzy dla nierozdającego” to zasada cribbage na pięć kart".to_owned()
        }
        RoundFault::AlreadyWon(seat) => {
            format!(
                "gracz na miejscu {} osiągnął metę już przed tym rozdaniem",
                seat + 1
            )
        }
        RoundFault::CallWithout { field } => {
            if *field == "seat" {
                "zgłoszenie muggins do ręki podaje jej miejsce (seat)".to_owned()
            } else {
                "zgłoszenie muggins do karty rozgrywki podaje jej ruch (event)".to_owned()
            }
        }
        RoundFault::NoSuchEvent { events } => match events {
            0 => "rozgrywka nie ma ruchów, do których można zgłosić muggins".to_owned(),
            n => format!("rozgrywka ma {n} ruchów: zgłoszenie wskazuje jeden z nich"),
        },
        RoundFault::CallOnUnrecorded { claim } => format!(
            "zgłoszenie muggins ocenia się względem ogłoszonych punktów, a tego nie zapisano: {}",
            place(*claim)
        ),
        RoundFault::DealtSeats { expected, found } => format!(
            "{found} zestawów rozdanych kart dla {expected} miejsc: po jednym na miejsce, w \
             kolejności miejsc"
        ),
        RoundFault::KeptNotDealt { card } => {
            format!(
                "{} jest w ręce tego gracza, ale nie ma jej wśród kart, które mu rozdano",
                name(*card)
            )
        }
        RoundFault::DealtNotLaid { card } => {
            format!(
                "{} rozdano temu graczowi, ale nie ma jej ani w jego ręce, ani w kribie",
                name(*card)
            )
        }
    }
}

/// A board.
pub(crate) fn board(fault: &BoardFault) -> String {
    match fault {
        BoardFault::Input(input) => self::fault(input),
        BoardFault::BoardNotModelled(v) => format!(
            "stan gry jest modelowany dla gier dwuosobowych (cribbage na sześć i na pięć kart), \
             nie dla {}",
            variant(*v)
        ),
        BoardFault::TargetNotModelled { target, most, .. } => format!(
            "model stanu gry jest rozwiązany dla met od 1 do {}, nie dla mety {target}",
            genitive(*most, &POINT)
        ),
        BoardFault::GameOver { score, target } => {
            format!("wynik {score} osiągnął metę {target}: gra jest skończona")
        }
    }
}

/// A request for advice.
pub(crate) fn advice(fault: &AdviceFault) -> String {
    match fault {
        AdviceFault::Input(input) => self::fault(input),
        AdviceFault::Play(play) => play_check(play),
        AdviceFault::Board(board_fault) => board(board_fault),
        AdviceFault::ExpertVariant(v) => format!(
            "ekspercki model kribu jest opracowany tylko dla cribbage na sześć kart, nie dla {}",
            variant(*v)
        ),
        AdviceFault::NotModelled(v) => format!(
            "ta porada do rozgrywki jest modelowana dla gier dwuosobowych (cribbage na sześć i \
             na pięć kart), nie dla {}",
            variant(*v)
        ),
        AdviceFault::WinNeedsScores => {
            "kolejność według szansy na wygraną wymaga stanu gry: należy \
                                  podać wyniki, najpierw własny"
                .to_owned()
        }
        AdviceFault::SeatDealer {
            seat,
            players,
            dealer: true,
        } => format!(
            "miejsce {} nie ma kribu: przy {} graczach krib należy do {}",
            seat + 1,
            players_locative(*players),
            crib_seats(*players)
        ),
        AdviceFault::SeatDealer { seat, players, .. } => format!(
            "miejsce {} ma krib przy {} graczach ({}), ale podano, że krib nie jest twój",
            seat + 1,
            players_locative(*players),
            crib_seats(*players)
        ),
        AdviceFault::NotToPlay { player, to_play } => {
            format!(
                "gracz {} nie ma teraz ruchu: po tych ruchach kolej na gracza {}",
                player + 1,
                to_play + 1
            )
        }
        AdviceFault::SeatNeeded => {
            "przy trzech graczach stany gry są podane według miejsc: należy \
                              wskazać, który stan jest twój (pierwszy, jeśli grasz pierwszy, \
                              drugi, jeśli drugi)"
                .to_owned()
        }
        AdviceFault::Played { card, event } => format!(
            "{} została już zagrana: to {}",
            name(*card),
            place(Place::field("events").at(*event).then("card"))
        ),
        AdviceFault::HeldSize { expected, found } => format!(
            "po tych ruchach gracz, na którego kolej, trzyma {}, podano {found}",
            accusative(*expected, &CARD)
        ),
        AdviceFault::DiscardCount {
            variant: v,
            most,
            found,
        } => format!(
            "w {} gracz odrzuca do kribu {}, podano {found}",
            variant(*v),
            accusative(*most, &CARD)
        ),
        AdviceFault::PlayOver => "rozgrywka jest zakończona: nie ma ruchu do doradzenia".to_owned(),
        AdviceFault::Renege { player } => format!(
            "gracz {} powiedział „Dalej”, choć miał kartę, która się mieściła (fałszywe \
             Dalej): porada wymaga rozgrywki zgodnej z zasadami",
            player + 1
        ),
        AdviceFault::NotShown { card } => format!(
            "{}: przeciwnik zagrał tę kartę w rozgrywce tamtego rozdania, ale nie ma jej w \
             ręce, którą pokazał",
            name(*card)
        ),
    }
}

/// A game to review.
pub(crate) fn review(fault: &ReviewFault) -> String {
    match fault {
        ReviewFault::Round(round_fault) => round(round_fault),
        ReviewFault::NotModelled(v) => format!(
            "analiza partii jest modelowana dla gier dwuosobowych (cribbage na sześć i na pięć \
             kart), nie dla {}",
            variant(*v)
        ),
    }
}

/// "przy {n} graczach": the number of players in the locative.
fn players_locative(players: usize) -> String {
    match players {
        2 => "dwóch".to_owned(),
        3 => "trzech".to_owned(),
        4 => "czterech".to_owned(),
        n => n.to_string(),
    }
}

/// Whose crib it is at a table of `players` (genitive), in the play's order.
fn crib_seats(players: usize) -> String {
    match players {
        4 => "strony miejsc 2 i 4".to_owned(),
        n => format!("miejsca {n}"),
    }
}

/// A card as Polish players write it, for the sentences of this module and its `errors`.
pub(super) fn name(card: Card) -> String {
    card.written(Language::Polish)
}
