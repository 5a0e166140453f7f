//! How each fault reads in English, the language the domain is written in: the messages say what
//! the rules expect, and name any other place in words. Every other language's sentences are in
//! [`texts::refusals`](crate::texts::refusals), matched on the same faults.

use std::fmt;

use super::{Claimed, Fault, Place, Step::Field as F, Step::Index as I};
use crate::language::Language;

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

impl Place {
    /// The place as a person names it, in English: "the second card of the hand", "the card of
    /// the 7th event". Indexes count from 0 in the input and from "first" in words.
    pub fn words(self) -> String {
        let o = ordinal;
        match *self.steps() {
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
            // A place no request has: named by the nearest place that has a name.
            _ => self.parent().map_or_else(String::new, Place::words),
        }
    }
}

impl fmt::Display for Fault {
    #[expect(
        clippy::too_many_lines,
        reason = "one arm per fault: the table of English sentences, whole so the compiler \
                  checks that every fault has one"
    )]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Card(error) => write!(f, "{error}"),
            Fault::Repeated { card, first } => {
                write!(
                    f,
                    "{} is already {}: every card exists once",
                    card.written(Language::English),
                    first.words()
                )
            }
            Fault::AlreadyPlayed { card, at } => write!(
                f,
                "{} was already played as {}: every card exists once",
                card.written(Language::English),
                Place::field("series").at(*at).words()
            ),
            Fault::Played { card, event } => write!(
                f,
                "{} was already played: it is {}",
                card.written(Language::English),
                Place::field("events").at(*event).then("card").words()
            ),
            Fault::CallOnUnrecorded { claim } => write!(
                f,
                "a muggins call is judged against the count as announced, and {} is not recorded",
                claim.words()
            ),
            Fault::PartnersShare { seat, partner } => write!(
                f,
                "partners share a score: seat {} must equal seat {}",
                seat + 1,
                partner + 1
            ),
            Fault::NoSuchSeat {
                seats,
                variant: Some(variant),
            } => write!(f, "seats are 1 to {seats} in {} cribbage", variant.words()),
            Fault::NoSuchSeat { seats, .. } => write!(f, "seats are 1 to {seats}"),
            Fault::Players(n) => write!(f, "cribbage is played by 2 to 4 players, not {n}"),
            Fault::PlayersForVariant { variant, found } => write!(
                f,
                "{} cribbage is played by {} players, not {found}",
                variant.words(),
                variant.players()
            ),
            Fault::ClaimTooHigh { what } => f.write_str(match what {
                Claimed::Show => "a hand or crib never scores more than 29",
                Claimed::Hand => "a hand never scores more than 29",
                Claimed::Crib => "a crib never scores more than 29",
                Claimed::PlayCard => "a card in the play never scores more than 29",
            }),
            Fault::CountPastThirtyOne => f.write_str("the count never exceeds 31"),
            Fault::SeriesPastThirtyOne { sum } => write!(f, "the series counts {sum}, past 31"),
            Fault::SeriesCount { sum, count } => {
                write!(f, "the series counts {sum}, not {count}")
            }
            Fault::NoAction => f.write_str("give the proposed action: a card to play, or a go"),
            Fault::GoFalse => {
                f.write_str("an event that is not a go lays a card: give its card instead")
            }
            Fault::CardAndGo => f.write_str("give either a card or a go, not both"),
            Fault::ThreeForLast => f.write_str("three for last is a rule of five-card cribbage"),
            Fault::ExpertVariant(variant) => write!(
                f,
                "the expert crib model is derived for six-card cribbage only, not {} cribbage",
                variant.words()
            ),
            Fault::Raised(refusal) => write!(f, "{refusal}"),
            Fault::AlreadyWon(seat) => write!(
                f,
                "seat {} had already reached the target before this hand",
                seat + 1
            ),
            Fault::ShowSize {
                crib,
                variant,
                expected,
                found,
            } => write!(
                f,
                "{} in {} cribbage holds {expected} cards, got {found}",
                if *crib { "a crib" } else { "a hand" },
                variant.words()
            ),
            Fault::HandSize {
                variant,
                expected,
                found,
            } => write!(
                f,
                "a hand in {} cribbage holds {expected} cards, got {found}",
                variant.words()
            ),
            Fault::CribSize { expected, found } => {
                write!(f, "a crib holds {expected} cards, got {found}")
            }
            Fault::DealtSize {
                variant,
                expected,
                found,
            } => write!(
                f,
                "{} cribbage deals {expected} cards, got {found}",
                variant.words()
            ),
            Fault::HandCount {
                expected,
                found,
                seats: true,
            } => write!(
                f,
                "{found} hands for {expected} seats: give one per seat, in seat order"
            ),
            Fault::HandCount {
                expected, found, ..
            } => write!(
                f,
                "{found} hands for {expected} players: give one per player, in seat order"
            ),
            Fault::ClaimCount { expected, found } => {
                write!(f, "{found} claims for {expected} seats")
            }
            Fault::ScoreCount { expected, found } => {
                let noun = if *found == 1 { "score" } else { "scores" };
                write!(f, "{found} {noun} for {expected} seats: one score a seat")
            }
            Fault::HeldSize { expected, found } => write!(
                f,
                "after these events the player to act holds {expected} cards, got {found}"
            ),
            Fault::DiscardCount {
                variant,
                most,
                found,
            } => write!(
                f,
                "a player discards {most} cards in {} cribbage, got {found}",
                variant.words()
            ),
            Fault::NotModelled(variant) => write!(
                f,
                "reviews are modelled for the two-player games (six-card and five-card \
                 cribbage), not {} cribbage",
                variant.words()
            ),
            Fault::BoardNotModelled(variant) => write!(
                f,
                "positions are modelled for the two-player games (six-card and five-card \
                 cribbage), not {} cribbage",
                variant.words()
            ),
            Fault::TargetNotModelled { target, most, .. } => write!(
                f,
                "the position model is solved for targets from 1 to {most}, not {target}"
            ),
            Fault::GameOver { score, target } => write!(
                f,
                "a score of {score} has reached the target of {target}: the game is over"
            ),
            Fault::WinNeedsScores => f.write_str(
                "ordering by the chance of winning needs the board: give the scores, yours first",
            ),
            Fault::SeatDealer {
                seat,
                players,
                dealer: true,
            } => write!(
                f,
                "seat {} does not hold the crib: with {players} players it is {}",
                seat + 1,
                crib_seats(*players)
            ),
            Fault::SeatDealer { seat, players, .. } => write!(
                f,
                "seat {} holds the crib with {players} players ({}), but the crib was said not to be yours",
                seat + 1,
                crib_seats(*players)
            ),
            Fault::SeatNeeded => f.write_str(
                "with three players the scores are by seat: say which score is yours (the first \
                 if you play first, the second if you play second)",
            ),
            Fault::NotToPlay { player, to_play } => write!(
                f,
                "player {} is not to play: after these events it is player {}'s turn",
                player + 1,
                to_play + 1
            ),
            Fault::PlayOver => f.write_str("the play is over: there is no action to advise"),
            Fault::Renege { player } => write!(
                f,
                "player {} said go while holding a card that fits (a renege): \
                 advice needs a play that follows the rules",
                player + 1
            ),
            Fault::CallWithout { field } => write!(
                f,
                "a muggins call on a {} names its {field}",
                if *field == "seat" {
                    "hand"
                } else {
                    "card of the play"
                }
            ),
            Fault::NoSuchEvent { events } => match events {
                0 => f.write_str("the play has no events to call muggins on"),
                n => write!(f, "the play has {n} events: a call names one of them"),
            },
            Fault::DealtSeats { expected, found } => write!(
                f,
                "{found} sets of dealt cards for {expected} seats: give one per seat, in seat order"
            ),
            Fault::KeptNotDealt { card } => write!(
                f,
                "{} is in this seat's hand but not among the cards it was dealt",
                card.written(Language::English)
            ),
            Fault::DealtNotLaid { card } => write!(
                f,
                "{} was dealt to this seat but is neither in its hand nor in the crib",
                card.written(Language::English)
            ),
            Fault::DealtNeeded => f.write_str(
                "a review judges each discard, so it needs the cards each seat was dealt",
            ),
        }
    }
}

/// Whose crib it is at a table of `players`, in the play's order.
fn crib_seats(players: usize) -> String {
    match players {
        4 => "the side of seats 2 and 4".to_owned(),
        n => format!("seat {}'s", n),
    }
}
