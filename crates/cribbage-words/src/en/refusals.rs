//! Every refusal in English: the checks of each module and what the play's engine and the
//! rulebook refuse, each naming places, cards and players as an English player would.

mod errors;

pub(crate) use errors::{card_text, game, play, rulebook};

use super::TEXTS;
use crate::card::Card;
use crate::fault::{AdviceFault, BoardFault, ReviewFault};
use crate::input::{Claimed, Fault, Place, Step::Field as F, Step::Index as I};
use crate::pegging::PlayFault;
use crate::round::RoundFault;
use crate::rulebook::{ReplayFault, Role};
use crate::variant::Variant;

/// A card as English players write it: "5♥", "J♣".
pub(super) fn name(card: Card) -> String {
    TEXTS.card(card)
}

/// "first", "second", ... for an index from 0; "11th" past the tenth.
pub(crate) fn ordinal(index: usize) -> String {
    const WORDS: [&str; 10] = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth",
    ];
    WORDS.get(index).map_or_else(
        || {
            let n = index + 1;
            let suffix = match (n % 10, n % 100) {
                (1, 11) | (2, 12) | (3, 13) => "th",
                (1, _) => "st",
                (2, _) => "nd",
                (3, _) => "rd",
                _ => "th",
            };
            format!("{n}{suffix}")
        },
        |word| (*word).to_owned(),
    )
}

/// The place as a person names it, in English: "the second card of the hand", "the card of
/// the 7th event". Indexes count from 0 in the input and from "first" in words.
pub(crate) fn place(place: Place) -> String {
    let o = ordinal;
    match *place.steps() {
        [] => "the request".to_owned(),
        [F("hand")] => "the hand".to_owned(),
        [F("hand"), I(i)] => format!("the {} card of the hand", o(i)),
        [F("starter")] => "the starter".to_owned(),
        [F("crib")] => "the crib".to_owned(),
        [F("crib"), I(i)] => format!("the {} card of the crib", o(i)),
        [F("hands")] => "the hands".to_owned(),
        [F("hands"), I(seat)] => format!("the hand of seat {}", seat + 1),
        [F("hands"), I(seat), I(i)] => format!("the {} card of seat {}'s hand", o(i), seat + 1),
        [F("cards")] => "the cards dealt".to_owned(),
        [F("cards"), I(i)] => format!("the {} card dealt", o(i)),
        [F("series")] => "the series".to_owned(),
        [F("series"), I(i)] => format!("the {} card of the series", o(i)),
        [F("count")] => "the count".to_owned(),
        [F("card")] => "the card to play".to_owned(),
        [F("go")] => "the go".to_owned(),
        [F("events")] => "the play".to_owned(),
        [F("events"), I(i)] => format!("the {} event of the play", o(i)),
        [F("events"), I(i), F("card")] => format!("the card of the {} event of the play", o(i)),
        [F("events"), I(i), F("player")] => {
            format!("the player of the {} event of the play", o(i))
        }
        [F("events"), I(i), F("claimed")] => {
            format!("the count announced at the {} event of the play", o(i))
        }
        [F("events"), I(i), F("go")] => format!("the go of the {} event of the play", o(i)),
        [F("events"), I(i), F("reneged")] => format!(
            "the decision on the reneged cards of the {} event of the play",
            o(i)
        ),
        [F("players")] => "the number of players".to_owned(),
        [F("variant")] => "the game".to_owned(),
        [F("dealer")] => "the dealer".to_owned(),
        [F("scores")] => "the scores".to_owned(),
        [F("scores"), I(seat)] => format!("the score of seat {}", seat + 1),
        [F("target")] => "the target".to_owned(),
        [F("crib_model")] => "the crib model".to_owned(),
        [F("complete")] => "the statement that the play is complete".to_owned(),
        [F("claimed")] => "the points claimed".to_owned(),
        [F("claims"), F("hands")] => "the points claimed for the hands".to_owned(),
        [F("claims"), F("hands"), I(seat)] => {
            format!("the points seat {} claimed for its hand", seat + 1)
        }
        [F("claims"), F("crib")] => "the points claimed for the crib".to_owned(),
        [F("rules"), F("three_for_last")] => "the rule of three for last".to_owned(),
        [F("discards")] => "the discards".to_owned(),
        [F("discards"), I(i)] => format!("the {} discard", o(i)),
        [F("play")] => "counting the play".to_owned(),
        [F("objective")] => "the objective".to_owned(),
        [F("seat")] => "your seat".to_owned(),
        [F("player")] => "the player asking".to_owned(),
        [F("rules"), F("profile")] => "the rulebook".to_owned(),
        [F("rules"), F("muggins")] => "the house rule of muggins".to_owned(),
        [F("rules"), F("crib_four_flush")] => {
            "the house rule of the four-card crib flush".to_owned()
        }
        [F("infractions"), I(i), F("seat")] => format!("the seat of the {} infraction", o(i)),
        [F("infractions"), I(i), F("kind")] => format!("the kind of the {} infraction", o(i)),
        [F("claims"), F("muggins"), I(i)] => format!("the {} muggins call", o(i)),
        [F("claims"), F("muggins"), I(i), F("seat")] => {
            format!("the seat of the {} muggins call", o(i))
        }
        [F("claims"), F("muggins"), I(i), F("event")] => {
            format!("the event of the {} muggins call", o(i))
        }
        [F("claims"), F("muggins"), I(i), F("points")] => {
            format!("the points of the {} muggins call", o(i))
        }
        [F("dealt")] => "the cards dealt to each seat".to_owned(),
        [F("dealt"), I(seat)] => format!("the cards dealt to seat {}", seat + 1),
        [F("dealt"), I(seat), I(i)] => {
            format!("the {} card dealt to seat {}", o(i), seat + 1)
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
        [F("history")] => "the earlier hands of the game".to_owned(),
        [F("history"), I(h)] => format!("earlier hand {}", h + 1),
        [F("history"), I(h), F("shown")] => {
            format!("the hand the opponent showed in earlier hand {}", h + 1)
        }
        [F("history"), I(h), F("shown"), I(i)] => format!(
            "the {} card the opponent showed in earlier hand {}",
            o(i),
            h + 1
        ),
        [F("history"), I(h), F("discards")] => {
            format!("the opponent's discards in earlier hand {}", h + 1)
        }
        [F("history"), I(h), F("discards"), I(i)] => {
            format!("the opponent's {} discard in earlier hand {}", o(i), h + 1)
        }
        [F("history"), I(h), F("events"), ..] => {
            format!("{} of earlier hand {}", self::place(place.below(2)), h + 1)
        }
        _ => place.parent().map_or_else(String::new, self::place),
    }
}

pub(crate) fn fault(fault: &Fault) -> String {
    match fault {
        Fault::Card(error) => format!("{error}"),
        Fault::Repeated { card, first } => {
            format!(
                "{} is already {}: every card exists once",
                name(*card),
                place(*first)
            )
        }
        Fault::PartnersShare { seat, partner } => format!(
            "partners share a score: seat {} must equal seat {}",
            seat + 1,
            partner + 1
        ),
        Fault::NoSuchSeat {
            seats,
            variant: Some(variant),
        } => format!(
            "seats are 1 to {seats} in {} cribbage",
            variant_name(*variant)
        ),
        Fault::NoSuchSeat { seats, .. } => format!("seats are 1 to {seats}"),
        Fault::Players(n) => format!("cribbage is played by 2 to 4 players, not {n}"),
        Fault::PlayersForVariant { variant, found } => format!(
            "{} cribbage is played by {} players, not {found}",
            variant_name(*variant),
            variant.players()
        ),
        Fault::ClaimTooHigh { what } => String::from(match what {
            Claimed::Show => "a hand or crib never scores more than 29",
            Claimed::Hand => "a hand never scores more than 29",
            Claimed::Crib => "a crib never scores more than 29",
            Claimed::PlayCard => "a card in the play never scores more than 29",
        }),
        Fault::ShowSize {
            crib,
            variant,
            expected,
            found,
        } => format!(
            "{} in {} cribbage holds {expected} cards, got {found}",
            if *crib { "a crib" } else { "a hand" },
            variant_name(*variant)
        ),
        Fault::HandSize {
            variant,
            expected,
            found,
        } => format!(
            "a hand in {} cribbage holds {expected} cards, got {found}",
            variant_name(*variant)
        ),
        Fault::DealtSize {
            variant,
            expected,
            found,
        } => format!(
            "{} cribbage deals {expected} cards, got {found}",
            variant_name(*variant)
        ),
        Fault::HandCount {
            expected,
            found,
            seats: true,
        } => format!("{found} hands for {expected} seats: give one per seat, in seat order"),
        Fault::HandCount {
            expected, found, ..
        } => format!("{found} hands for {expected} players: give one per player, in seat order"),
        Fault::ScoreCount { expected, found } => {
            let noun = if *found == 1 { "score" } else { "scores" };
            format!("{found} {noun} for {expected} seats: one score a seat")
        }
    }
}

/// A check of the play.
pub(crate) fn play_check(fault: &PlayFault) -> String {
    match fault {
        PlayFault::Input(input) => self::fault(input),
        PlayFault::Refused(refused) => play(&refused.error, refused.seats),
        PlayFault::AlreadyPlayed { card, at } => format!(
            "{} was already played as {}: every card exists once",
            name(*card),
            place(Place::field("series").at(*at))
        ),
        PlayFault::CountPastThirtyOne => String::from("the count never exceeds 31"),
        PlayFault::SeriesPastThirtyOne { sum } => format!("the series counts {sum}, past 31"),
        PlayFault::SeriesCount { sum, count } => {
            format!("the series counts {sum}, not {count}")
        }
        PlayFault::NoAction => String::from("give the proposed action: a card to play, or a go"),
        PlayFault::GoFalse => {
            String::from("an event that is not a go lays a card: give its card instead")
        }
        PlayFault::CardAndGo => String::from("give either a card or a go, not both"),
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
        RoundFault::CallOnUnrecorded { claim } => format!(
            "a muggins call is judged against the count as announced, and {} is not recorded",
            place(*claim)
        ),
        RoundFault::ThreeForLast => String::from("three for last is a rule of five-card cribbage"),
        RoundFault::AlreadyWon(seat) => format!(
            "seat {} had already reached the target before this hand",
            seat + 1
        ),
        RoundFault::CribSize { expected, found } => {
            format!("a crib holds {expected} cards, got {found}")
        }
        RoundFault::ClaimCount { expected, found } => {
            format!("{found} claims for {expected} seats")
        }
        RoundFault::CallWithout { field } => format!(
            "a muggins call on a {} names its {field}",
            if *field == "seat" {
                "hand"
            } else {
                "card of the play"
            }
        ),
        RoundFault::NoSuchEvent { events } => match events {
            0 => String::from("the play has no events to call muggins on"),
            n => format!("the play has {n} events: a call names one of them"),
        },
        RoundFault::DealtSeats { expected, found } => format!(
            "{found} sets of dealt cards for {expected} seats: give one per seat, in seat order"
        ),
        RoundFault::KeptNotDealt { card } => format!(
            "{} is in this seat's hand but not among the cards it was dealt",
            name(*card)
        ),
        RoundFault::DealtNotLaid { card } => format!(
            "{} was dealt to this seat but is neither in its hand nor in the crib",
            name(*card)
        ),
    }
}

/// A board.
pub(crate) fn board(fault: &BoardFault) -> String {
    match fault {
        BoardFault::Input(input) => self::fault(input),
        BoardFault::BoardNotModelled(variant) => format!(
            "positions are modelled for the two-player games (six-card and five-card \
             cribbage), not {} cribbage",
            variant_name(*variant)
        ),
        BoardFault::TargetNotModelled { target, most, .. } => {
            format!("the position model is solved for targets from 1 to {most}, not {target}")
        }
        BoardFault::GameOver { score, target } => {
            format!("a score of {score} has reached the target of {target}: the game is over")
        }
    }
}

/// A request for advice.
pub(crate) fn advice(fault: &AdviceFault) -> String {
    match fault {
        AdviceFault::Input(input) => self::fault(input),
        AdviceFault::Play(play) => play_check(play),
        AdviceFault::Board(board_fault) => board(board_fault),
        AdviceFault::Played { card, event } => format!(
            "{} was already played: it is {}",
            name(*card),
            place(Place::field("events").at(*event).then("card"))
        ),
        AdviceFault::ExpertVariant(variant) => format!(
            "the expert crib model is derived for six-card cribbage only, not {} cribbage",
            variant_name(*variant)
        ),
        AdviceFault::HeldSize { expected, found } => {
            format!("after these events the player to act holds {expected} cards, got {found}")
        }
        AdviceFault::DiscardCount {
            variant,
            most,
            found,
        } => format!(
            "a player discards {most} cards in {} cribbage, got {found}",
            variant_name(*variant)
        ),
        AdviceFault::NotModelled(variant) => format!(
            "this advice on the play is modelled for the two-player games (six-card and \
             five-card cribbage), not {} cribbage",
            variant_name(*variant)
        ),
        AdviceFault::WinNeedsScores => String::from(
            "ordering by the chance of winning needs the board: give the scores, yours first",
        ),
        AdviceFault::SeatDealer {
            seat,
            players,
            dealer: true,
        } => format!(
            "seat {} does not hold the crib: with {players} players it is {}",
            seat + 1,
            crib_seats(*players)
        ),
        AdviceFault::SeatDealer { seat, players, .. } => format!(
            "seat {} holds the crib with {players} players ({}), but the crib was said not to be yours",
            seat + 1,
            crib_seats(*players)
        ),
        AdviceFault::SeatNeeded => String::from(
            "with three players the scores are by seat: say which score is yours (the first \
             if you play first, the second if you play second)",
        ),
        AdviceFault::NotToPlay { player, to_play } => format!(
            "player {} is not to play: after these events it is player {}'s turn",
            player + 1,
            to_play + 1
        ),
        AdviceFault::PlayOver => String::from("the play is over: there is no action to advise"),
        AdviceFault::Renege { player } => format!(
            "player {} said go while holding a card that fits (a renege): \
             advice needs a play that follows the rules",
            player + 1
        ),
        AdviceFault::NotShown { card } => format!(
            "the opponent laid {} in that hand's play, but it is not in the hand it showed",
            name(*card)
        ),
    }
}

/// A game to review.
pub(crate) fn review(fault: &ReviewFault) -> String {
    match fault {
        ReviewFault::Round(round_fault) => round(round_fault),
        ReviewFault::NotModelled(variant) => format!(
            "reviews are modelled for the two-player games (six-card and five-card \
             cribbage), not {} cribbage",
            variant_name(*variant)
        ),
    }
}

/// Whose crib it is at a table of `players`, in the play's order.
fn crib_seats(players: usize) -> String {
    match players {
        4 => "the side of seats 2 and 4".to_owned(),
        n => format!("seat {}'s", n),
    }
}

/// A variant as an English sentence names it, before "cribbage": "six-card".
pub(super) fn variant_name(variant: Variant) -> &'static str {
    match variant {
        Variant::SixCard => "six-card",
        Variant::ThreePlayer => "three-player",
        Variant::FourPlayer => "four-player",
        Variant::FiveCard => "five-card",
    }
}

/// A seat by its role in the hand: "dealer", "pone", "player in seat 2".
pub(super) fn role_name(role: Role) -> String {
    match role {
        Role::Dealer => "dealer".to_owned(),
        Role::Pone => "pone".to_owned(),
        Role::Seat(seat) => format!("player in seat {}", seat + 1),
    }
}
