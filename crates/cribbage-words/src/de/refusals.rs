//! Every refusal in German, in the words of the German rules (seed 000): Startkarte, Geber,
//! Nichtgeber, Krippe, Zählung, Serie, Passen, Töffel. Sentences are impersonal (no du, no Sie).
#![expect(
    clippy::too_many_lines,
    reason = "one match arm per refusal: a language's table of sentences, kept whole so the \
              compiler checks that every refusal has one"
)]

mod errors;

use crate::card::Card;
use crate::fault::{AdviceFault, BoardFault, ReviewFault};
use crate::game::ProblemKind;
use crate::input::{Claimed, Fault, Place, Step::Field as F, Step::Index as I};
use crate::language::Language;
use crate::pegging::PlayFault;
use crate::prelude::*;
use crate::round::RoundFault;
use crate::rulebook::ReplayFault;
use crate::rulebook::{Profile, Role};
use crate::variant::Variant;
use errors::card;
pub(crate) use errors::{card as card_text, play, rulebook};

/// "erste", "zweite", ... for an index from 0; "11." past the tenth.
fn ordinal(index: usize) -> String {
    const WORDS: [&str; 10] = [
        "erste", "zweite", "dritte", "vierte", "fünfte", "sechste", "siebte", "achte", "neunte",
        "zehnte",
    ];
    WORDS
        .get(index)
        .map_or_else(|| format!("{}.", index + 1), |word| (*word).to_owned())
}

/// The same in the genitive after "des"/"der": "ersten", "zweiten", ...
fn ordinal_genitive(index: usize) -> String {
    match index {
        0..10 => format!("{}n", ordinal(index)),
        _ => format!("{}.", index + 1),
    }
}

fn variant(variant: Variant) -> &'static str {
    match variant {
        Variant::SixCard => "Sechs-Karten-Cribbage",
        Variant::ThreePlayer => "Cribbage zu dritt",
        Variant::FourPlayer => "Cribbage zu viert",
        Variant::FiveCard => "Fünf-Karten-Cribbage",
    }
}

fn profile(profile: Profile) -> &'static str {
    profile.name(Language::German)
}

fn role(role: Role) -> String {
    match role {
        Role::Dealer => "der Geber".to_owned(),
        Role::Pone => "der Nichtgeber".to_owned(),
        Role::Seat(seat) => format!("der Spieler auf Platz {}", seat + 1),
    }
}

fn cards(n: usize) -> String {
    if n == 1 {
        "1 Karte".to_owned()
    } else {
        format!("{n} Karten")
    }
}

/// A place as a person names it (nominative, with its article).
pub(crate) fn place(place: Place) -> String {
    let o = ordinal;
    let g = ordinal_genitive;
    match *place.steps() {
        [] => "die Anfrage".to_owned(),
        [F("hand")] => "die Hand".to_owned(),
        [F("hand"), I(i)] => format!("die {} Karte der Hand", o(i)),
        [F("starter")] => "die Startkarte".to_owned(),
        [F("crib")] => "die Krippe".to_owned(),
        [F("crib"), I(i)] => format!("die {} Karte der Krippe", o(i)),
        [F("hands")] => "die Hände".to_owned(),
        [F("hands"), I(seat)] => format!("die Hand von Platz {}", seat + 1),
        [F("hands"), I(seat), I(i)] => {
            format!("die {} Karte der Hand von Platz {}", o(i), seat + 1)
        }
        [F("cards")] => "die ausgeteilten Karten".to_owned(),
        [F("cards"), I(i)] => format!("die {} ausgeteilte Karte", o(i)),
        [F("series")] => "die Serie".to_owned(),
        [F("series"), I(i)] => format!("die {} Karte der Serie", o(i)),
        [F("count")] => "die Zählung".to_owned(),
        [F("card")] => "die zu spielende Karte".to_owned(),
        [F("go")] => "das Passen".to_owned(),
        [F("events")] => "das Ausspielen".to_owned(),
        [F("events"), I(i)] => format!("der {} Zug des Ausspielens", o(i)),
        [F("events"), I(i), F("card")] => format!("die Karte des {} Zuges des Ausspielens", g(i)),
        [F("events"), I(i), F("player")] => {
            format!("der Spieler des {} Zuges des Ausspielens", g(i))
        }
        [F("events"), I(i), F("claimed")] => {
            format!("die angesagte Zählung im {} Zug des Ausspielens", g(i))
        }
        [F("events"), I(i), F("go")] => format!("das Passen im {} Zug des Ausspielens", g(i)),
        [F("events"), I(i), F("reneged")] => format!(
            "die Entscheidung über die Karten des falschen Passens im {} Zug des Ausspielens",
            g(i)
        ),
        [F("players")] => "die Zahl der Spieler".to_owned(),
        [F("variant")] => "das Spiel".to_owned(),
        [F("dealer")] => "der Geber".to_owned(),
        [F("scores")] => "die Spielstände".to_owned(),
        [F("scores"), I(seat)] => format!("der Spielstand von Platz {}", seat + 1),
        [F("target")] => "das Spielziel".to_owned(),
        [F("crib_model")] => "das Krippenmodell".to_owned(),
        [F("complete")] => "die Angabe, dass das Ausspielen vollständig ist".to_owned(),
        [F("claimed")] => "die angesagten Punkte".to_owned(),
        [F("claims"), F("hands")] => "die für die Hände angesagten Punkte".to_owned(),
        [F("claims"), F("hands"), I(seat)] => format!(
            "die von Platz {} für seine Hand angesagten Punkte",
            seat + 1
        ),
        [F("claims"), F("crib")] => "die für die Krippe angesagten Punkte".to_owned(),
        [F("rules"), F("three_for_last")] => "die Regel „drei für den Nichtgeber“".to_owned(),
        [F("discards")] => "die abgelegten Karten".to_owned(),
        [F("discards"), I(i)] => format!("die {} abgelegte Karte", o(i)),
        [F("play")] => "das Mitzählen des Ausspielens".to_owned(),
        [F("objective")] => "das Ziel der Rangfolge".to_owned(),
        [F("seat")] => "dein Platz".to_owned(),
        [F("player")] => "der fragende Spieler".to_owned(),
        [F("rules"), F("profile")] => "das Regelwerk".to_owned(),
        [F("rules"), F("muggins")] => "die Hausregel Töffel".to_owned(),
        [F("rules"), F("crib_four_flush")] => {
            "die Hausregel der Langen Farbe von vier in der Krippe".to_owned()
        }
        [F("infractions"), I(i), F("seat")] => format!("der Platz des {} Verstoßes", g(i)),
        [F("infractions"), I(i), F("kind")] => format!("die Art des {} Verstoßes", g(i)),
        [F("claims"), F("muggins"), I(i)] => format!("der {} Töffel-Ruf", o(i)),
        [F("claims"), F("muggins"), I(i), F("seat")] => {
            format!("der Platz des {} Töffel-Rufs", g(i))
        }
        [F("claims"), F("muggins"), I(i), F("event")] => {
            format!("der Zug des {} Töffel-Rufs", g(i))
        }
        [F("claims"), F("muggins"), I(i), F("points")] => {
            format!("die Punkte des {} Töffel-Rufs", g(i))
        }
        [F("dealt")] => "die jedem Platz ausgeteilten Karten".to_owned(),
        [F("dealt"), I(seat)] => format!("die Platz {} ausgeteilten Karten", seat + 1),
        [F("dealt"), I(seat), I(i)] => {
            format!("die {} Platz {} ausgeteilte Karte", o(i), seat + 1)
        }
        [F("history"), ..] => earlier(place),
        // A place no request has: named by the nearest place that has a name.
        _ => place.parent().map_or_else(String::new, self::place),
    }
}

/// A place in an earlier hand of the game (the play advice's `history`), named by the hand.
fn earlier(place: Place) -> String {
    let o = ordinal;
    match *place.steps() {
        [F("history")] => "die früheren Hände der Partie".to_owned(),
        [F("history"), I(h)] => format!("die frühere Hand {}", h + 1),
        [F("history"), I(h), F("shown")] => {
            format!(
                "die Hand, die der Gegner in der früheren Hand {} gezeigt hat",
                h + 1
            )
        }
        [F("history"), I(h), F("shown"), I(i)] => format!(
            "die {} Karte, die der Gegner in der früheren Hand {} gezeigt hat",
            o(i),
            h + 1
        ),
        [F("history"), I(h), F("discards")] => format!(
            "die Karten, die der Gegner in der früheren Hand {} abgelegt hat",
            h + 1
        ),
        [F("history"), I(h), F("discards"), I(i)] => format!(
            "die {} Karte, die der Gegner in der früheren Hand {} abgelegt hat",
            o(i),
            h + 1
        ),
        [F("history"), I(h), F("events"), ..] => {
            format!(
                "{} in der früheren Hand {}",
                self::place(place.below(2)),
                h + 1
            )
        }
        _ => place.parent().map_or_else(String::new, self::place),
    }
}

pub(crate) fn game(problem: &ProblemKind) -> String {
    match problem {
        ProblemKind::NoHands => "ein Spiel hat mindestens ein Blatt".to_owned(),
        ProblemKind::Seats { expected, found } => {
            format!("{found} Werte für {expected} Plätze")
        }
        ProblemKind::NoSuchDealer { dealer, players } => {
            format!(
                "Platz {} gibt es an einem Tisch zu {players} nicht",
                dealer + 1
            )
        }
        ProblemKind::DealDoesNotPass { expected, found } => {
            format!(
                "nach dem Blatt davor gibt Platz {}, nicht Platz {}",
                expected + 1,
                found + 1
            )
        }
        ProblemKind::ScoresDoNotCarryOver {
            seat,
            expected,
            found,
        } => format!(
            "Platz {} beendete das Blatt davor mit {expected}, nicht mit {found}",
            seat + 1
        ),
        ProblemKind::StartsWon {
            seat,
            score,
            target,
        } => format!(
            "Platz {} beginnt mit {score} und hat das Spielziel {target} schon erreicht",
            seat + 1
        ),
        ProblemKind::PartnersDiffer {
            seat,
            partner,
            score,
            other,
        } => format!(
            "die Partner auf Platz {} und {} teilen einen Spielstand, nicht {score} \
             und {other}",
            seat + 1,
            partner + 1
        ),
        ProblemKind::BelowZero { seat, before, lost } => format!(
            "Platz {} mit {before} kann nicht {lost} Punkte verlieren: kein Stift geht hinter \
             den Start zurück",
            seat + 1
        ),
        ProblemKind::TooLarge { seat, score } => {
            format!(
                "Platz {} käme auf {score} Punkte, mehr als jedes Cribbage-Spiel",
                seat + 1
            )
        }
        ProblemKind::AfterGameWon { won_in } => {
            format!(
                "das Spiel wurde im {}. Blatt gewonnen; danach wird nichts mehr gespielt",
                won_in + 1
            )
        }
        ProblemKind::WinWithoutResult { seat, score } => format!(
            "Platz {} erreicht {score}, das Spielziel, aber das Blatt beendet das Spiel nicht",
            seat + 1
        ),
        ProblemKind::ResultWithoutWin {
            winner,
            score,
            target,
        } => format!(
            "das Ergebnis nennt Platz {} als Sieger, der aber mit {score} endet, unter \
             {target}",
            winner + 1
        ),
        ProblemKind::NoSuchWinner { winner, players } => {
            format!(
                "das Ergebnis nennt Platz {} als Sieger, und es gibt {players} Plätze",
                winner + 1
            )
        }
        ProblemKind::TwoWinners { winner, other } => {
            format!(
                "Platz {} und Platz {} enden beide am oder über dem Spielziel",
                winner + 1,
                other + 1
            )
        }
        ProblemKind::LoserScores { expected, found } => {
            format!("das Ergebnis gibt den Verlierern {found:?}, sie enden aber mit {expected:?}")
        }
    }
}

fn count(what: &str, expected: usize, found: usize) -> String {
    format!("{what} hat {expected} Karten, nicht {found}")
}

pub(crate) fn fault(fault: &Fault) -> String {
    match fault {
        Fault::Card(error) => card(error),
        Fault::Repeated { card, first } => format!(
            "{} ist schon vergeben: {}; jede Karte gibt es nur einmal",
            name(*card),
            place(*first)
        ),
        Fault::ShowSize {
            crib,
            variant: v,
            expected,
            found,
        } => format!(
            "beim {} hat {} {expected} Karten, nicht {found}",
            variant(*v),
            if *crib { "eine Krippe" } else { "eine Hand" }
        ),
        Fault::HandSize {
            variant: v,
            expected,
            found,
        } => format!(
            "beim {} hat eine Hand {expected} Karten, nicht {found}",
            variant(*v)
        ),
        Fault::DealtSize {
            variant: v,
            expected,
            found,
        } => format!(
            "beim {} werden {expected} Karten ausgeteilt, nicht {found}",
            variant(*v)
        ),
        Fault::HandCount {
            expected,
            found,
            seats: true,
        } => format!(
            "{found} Hände für {expected} Plätze: eine je Platz, in der Reihenfolge der Plätze"
        ),
        Fault::HandCount {
            expected, found, ..
        } => format!(
            "{found} Hände für {expected} Spieler: eine je Spieler, in der Reihenfolge der Plätze"
        ),
        Fault::ScoreCount { expected, found } => {
            format!("{found} Spielstände für {expected} Plätze: ein Spielstand je Platz")
        }
        Fault::PartnersShare { seat, partner } => format!(
            "Partner teilen einen Spielstand: Platz {} muss gleich Platz {} sein",
            seat + 1,
            partner + 1
        ),
        Fault::NoSuchSeat {
            seats,
            variant: Some(v),
        } => format!("beim {} gibt es die Plätze 1 bis {seats}", variant(*v)),
        Fault::NoSuchSeat { seats, .. } => format!("es gibt die Plätze 1 bis {seats}"),
        Fault::Players(n) => {
            format!("Cribbage wird von 2 bis 4 Spielern gespielt, nicht von {n}")
        }
        Fault::PlayersForVariant { variant: v, found } => format!(
            "{} wird von {} Spielern gespielt, nicht von {found}",
            variant(*v),
            v.players()
        ),
        Fault::ClaimTooHigh { what } => match what {
            Claimed::Show => "eine Hand oder Krippe zählt nie mehr als 29",
            Claimed::Hand => "eine Hand zählt nie mehr als 29",
            Claimed::Crib => "eine Krippe zählt nie mehr als 29",
            Claimed::PlayCard => "eine Karte im Ausspielen zählt nie mehr als 29",
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
            "{} wurde schon gespielt: {}; jede Karte gibt es nur einmal",
            name(*card),
            place(Place::field("series").at(*at))
        ),
        PlayFault::CountPastThirtyOne => "die Zählung geht nie über 31".to_owned(),
        PlayFault::SeriesPastThirtyOne { sum } => {
            format!("die Serie zählt {sum}, über 31")
        }
        PlayFault::SeriesCount { sum, count } => {
            format!("die Serie zählt {sum}, nicht {count}")
        }
        PlayFault::NoAction => "es fehlt der vorgeschlagene Zug: eine Karte oder Passen".to_owned(),
        PlayFault::GoFalse => {
            "ein Zug, der kein Passen ist, legt eine Karte: statt dessen die Karte angeben"
                .to_owned()
        }
        PlayFault::CardAndGo => "entweder eine Karte oder Passen, nicht beides".to_owned(),
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
        RoundFault::CribSize { expected, found } => count("eine Krippe", *expected, *found),
        RoundFault::ClaimCount { expected, found } => {
            format!("{found} Ansagen für {expected} Plätze")
        }
        RoundFault::ThreeForLast => {
            "„drei für den Nichtgeber“ ist eine Regel des Fünf-Karten-Cribbage".to_owned()
        }
        RoundFault::AlreadyWon(seat) => {
            format!(
                "Platz {} hatte das Spielziel schon vor diesem Blatt erreicht",
                seat + 1
            )
        }
        RoundFault::CallWithout { field } => {
            if *field == "seat" {
                "ein Töffel-Ruf auf eine Hand nennt ihren Platz (seat)".to_owned()
            } else {
                "ein Töffel-Ruf auf eine Karte des Ausspielens nennt ihren Zug (event)".to_owned()
            }
        }
        RoundFault::NoSuchEvent { events } => match events {
            0 => "das Ausspielen hat keine Züge, auf die Töffel gerufen werden kann".to_owned(),
            n => format!("das Ausspielen hat {n} Züge: ein Ruf nennt einen davon"),
        },
        RoundFault::CallOnUnrecorded { claim } => format!(
            "ein Töffel-Ruf wird an der angesagten Zählung gemessen, und {} ist nicht erfasst",
            place(*claim)
        ),
        RoundFault::DealtSeats { expected, found } => format!(
            "{found} Sätze ausgeteilter Karten für {expected} Plätze: einer je Platz, in der \
             Reihenfolge der Plätze"
        ),
        RoundFault::KeptNotDealt { card } => format!(
            "{} ist in der Hand dieses Platzes, aber nicht unter den ihm ausgeteilten Karten",
            name(*card)
        ),
        RoundFault::DealtNotLaid { card } => format!(
            "{} wurde diesem Platz ausgeteilt, ist aber weder in seiner Hand noch in der Krippe",
            name(*card)
        ),
    }
}

/// A board.
pub(crate) fn board(fault: &BoardFault) -> String {
    match fault {
        BoardFault::Input(input) => self::fault(input),
        BoardFault::BoardNotModelled(v) => format!(
            "Spielstände sind für die Spiele zu zweit modelliert (Sechs- und \
             Fünf-Karten-Cribbage), nicht für {}",
            variant(*v)
        ),
        BoardFault::TargetNotModelled { target, most, .. } => format!(
            "das Modell der Spielstände ist für Spielziele von 1 bis {most} gelöst, nicht für \
             {target}"
        ),
        BoardFault::GameOver { score, target } => format!(
            "ein Spielstand von {score} hat das Spielziel {target} erreicht: das Spiel ist aus"
        ),
    }
}

/// A request for advice.
pub(crate) fn advice(fault: &AdviceFault) -> String {
    match fault {
        AdviceFault::Input(input) => self::fault(input),
        AdviceFault::Play(play) => play_check(play),
        AdviceFault::Board(board_fault) => board(board_fault),
        AdviceFault::ExpertVariant(v) => format!(
            "das Expertenmodell der Krippe gilt nur für Sechs-Karten-Cribbage, nicht für {}",
            variant(*v)
        ),
        AdviceFault::NotModelled(v) => format!(
            "dieser Rat zum Ausspielen ist für die Spiele zu zweit modelliert (Sechs- und \
             Fünf-Karten-Cribbage), nicht für {}",
            variant(*v)
        ),
        AdviceFault::WinNeedsScores => "die Rangfolge nach der Siegchance braucht den Spielstand: \
                                  die Spielstände angeben, den eigenen zuerst"
            .to_owned(),
        AdviceFault::SeatDealer {
            seat,
            players,
            dealer: true,
        } => format!(
            "Platz {} hat nicht die Krippe: bei {players} Spielern gehört sie {}",
            seat + 1,
            crib_seats(*players)
        ),
        AdviceFault::SeatDealer { seat, players, .. } => format!(
            "Platz {} hat bei {players} Spielern die Krippe ({}), aber die Krippe wurde als nicht die eigene angegeben",
            seat + 1,
            crib_seats(*players)
        ),
        AdviceFault::NotToPlay { player, to_play } => format!(
            "Spieler {} ist nicht am Zug: nach diesen Zügen ist Spieler {} an der Reihe",
            player + 1,
            to_play + 1
        ),
        AdviceFault::SeatNeeded => {
            "zu dritt sind die Spielstände nach Plätzen geordnet: sag, welcher \
                              Stand deiner ist (der erste, wenn du zuerst spielst, der zweite, \
                              wenn als Zweiter)"
                .to_owned()
        }
        AdviceFault::Played { card, event } => format!(
            "{} wurde schon gespielt: {}",
            name(*card),
            place(Place::field("events").at(*event).then("card"))
        ),
        AdviceFault::HeldSize { expected, found } => {
            format!("nach diesen Zügen hält der Spieler am Zug {expected} Karten, nicht {found}")
        }
        AdviceFault::DiscardCount {
            variant: v,
            most,
            found,
        } => format!(
            "beim {} legt ein Spieler {most} Karten ab, nicht {found}",
            variant(*v)
        ),
        AdviceFault::PlayOver => {
            "das Ausspielen ist vorbei: es gibt keinen Zug zu raten".to_owned()
        }
        AdviceFault::Renege { player } => format!(
            "Spieler {} hat gepasst, obwohl eine Karte passte (falsches Passen): ein Rat \
             braucht ein regelgerechtes Ausspielen",
            player + 1
        ),
        AdviceFault::NotShown { card } => format!(
            "der Gegner hat in dieser Hand {} ausgespielt, aber die Karte ist nicht in der \
             Hand, die er gezeigt hat",
            name(*card)
        ),
    }
}

/// A game to review.
pub(crate) fn review(fault: &ReviewFault) -> String {
    match fault {
        ReviewFault::Round(round_fault) => round(round_fault),
        ReviewFault::NotModelled(v) => format!(
            "Spielbewertungen sind für die Spiele zu zweit modelliert (Sechs- und \
             Fünf-Karten-Cribbage), nicht für {}",
            variant(*v)
        ),
    }
}

/// Wem die Krippe bei `players` Spielern gehört, in der Reihenfolge des Ausspielens.
fn crib_seats(players: usize) -> String {
    match players {
        4 => "der Partei der Plätze 2 und 4".to_owned(),
        n => format!("Platz {n}"),
    }
}

/// A card as German players write it, for the sentences of this module and its `errors`.
pub(super) fn name(card: Card) -> String {
    card.written(Language::German)
}
