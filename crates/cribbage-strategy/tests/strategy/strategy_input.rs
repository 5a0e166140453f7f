//! Bad requests for play advice: every one refused with its place and a fault that says why.

use cribbage_strategy::card::{Card, ParseCardError};
use cribbage_strategy::fault::AdviceFault;
use cribbage_strategy::input::{Fault, Place, Slot};
use cribbage_strategy::pegging::{EventAction, EventSlot, PeggingError, PeggingFault};
use cribbage_strategy::strategy::{AdviceRequest, Ranking};
use cribbage_strategy::variant::Variant;

fn slots(text: &str) -> Vec<Slot> {
    text.split_whitespace().map(|c| c.parse::<Card>()).collect()
}

fn events(text: &str) -> Vec<EventSlot> {
    text.split_whitespace()
        .map(|t| EventSlot {
            player: None,
            action: if t == "go" {
                EventAction::Go
            } else {
                EventAction::Play(t.parse::<Card>())
            },
            claimed: None,
            reneged: None,
        })
        .collect()
}

fn request(hand: &str, play: &str) -> AdviceRequest {
    AdviceRequest {
        variant: None,
        hand: slots(hand),
        events: events(play),
        starter: None,
        discards: Vec::new(),
        board: None,
        player: None,
        opponent: None,
        history: Vec::new(),
    }
}

fn card(text: &str) -> Card {
    text.parse().expect("test card")
}

/// What a request should be refused with: each problem's place and fault.
type Refusal = Vec<(Place, AdviceFault)>;

/// Refuses each request with exactly the problems expected.
fn refused_as_expected(cases: Vec<(&str, AdviceRequest, Refusal)>) {
    for (case, request, expected) in cases {
        let problems = request
            .validate()
            .map(|_| ())
            .expect_err("a bad request is refused");
        let found: Refusal = problems.into_iter().map(|p| (p.place, p.fault)).collect();
        assert_eq!(found, expected, "{case}");
    }
}

#[test]
fn cards_that_do_not_fit_the_play_are_refused_at_their_place() {
    refused_as_expected(vec![
        (
            "a hand card already played",
            request("5S KH 2C", "5S 6H"),
            vec![(
                Place::field("hand").at(0),
                AdviceFault::Played {
                    card: card("5S"),
                    event: 0,
                },
            )],
        ),
        (
            "a hand too small for the lead",
            request("5S KH 2C", ""),
            vec![(
                Place::field("hand"),
                AdviceFault::HeldSize {
                    expected: 4,
                    found: 3,
                },
            )],
        ),
        (
            "a hand too large for what the events show",
            request("5S KH 2C 3C", "4H 6H"),
            vec![(
                Place::field("hand"),
                AdviceFault::HeldSize {
                    expected: 3,
                    found: 4,
                },
            )],
        ),
        (
            "asking after the play is over",
            request("", "KH 6S KD go 2H 2C 8S 7S 9S"),
            vec![(Place::field("events"), AdviceFault::PlayOver)],
        ),
        (
            "discards that repeat a hand card",
            AdviceRequest {
                discards: slots("9C KH"),
                ..request("5S KH 2C 3C", "")
            },
            vec![(
                Place::field("discards").at(1),
                AdviceFault::Input(Fault::Repeated {
                    card: card("KH"),
                    first: Place::field("hand").at(1),
                }),
            )],
        ),
        (
            "more discards than a player lays away",
            AdviceRequest {
                discards: slots("9C 9D 9H"),
                ..request("5S KH 2C 3C", "")
            },
            vec![(
                Place::field("discards"),
                AdviceFault::DiscardCount {
                    variant: Variant::SixCard,
                    most: 2,
                    found: 3,
                },
            )],
        ),
        (
            "a starter that is also in the play",
            AdviceRequest {
                starter: Some(Ok(card("4H"))),
                ..request("5S KH 2C", "4H 6H")
            },
            vec![(
                Place::field("starter"),
                AdviceFault::Input(Fault::Repeated {
                    card: card("4H"),
                    first: Place::field("events").at(0).then("card"),
                }),
            )],
        ),
    ]);
}

#[test]
fn variants_texts_and_plays_the_advisor_cannot_take_are_refused_at_their_place() {
    refused_as_expected(vec![
        (
            "three players",
            AdviceRequest {
                variant: Some(Variant::ThreePlayer),
                ..request("5S KH 2C 3C", "")
            },
            vec![(
                Place::field("variant"),
                AdviceFault::NotModelled(Variant::ThreePlayer),
            )],
        ),
        (
            "four players",
            AdviceRequest {
                variant: Some(Variant::FourPlayer),
                ..request("5S KH 2C 3C", "")
            },
            vec![(
                Place::field("variant"),
                AdviceFault::NotModelled(Variant::FourPlayer),
            )],
        ),
        (
            "asked by the pone when the dealer is to play, with a hand one card short",
            AdviceRequest {
                player: Some(0),
                ..request("5S KH 2C", "10D")
            },
            vec![
                (
                    Place::field("player"),
                    AdviceFault::NotToPlay {
                        player: 0,
                        to_play: 1,
                    },
                ),
                (
                    Place::field("hand"),
                    AdviceFault::HeldSize {
                        expected: 4,
                        found: 3,
                    },
                ),
            ],
        ),
        (
            "a text that is not a card, in the hand and in the discards",
            AdviceRequest {
                discards: slots("1X"),
                ..request("5S KH 2C ZZ", "")
            },
            vec![
                (
                    Place::field("hand").at(3),
                    AdviceFault::Input(Fault::Card(ParseCardError::UnknownRank {
                        input: "ZZ".into(),
                        rank: "Z".into(),
                    })),
                ),
                (
                    Place::field("discards").at(0),
                    AdviceFault::Input(Fault::Card(ParseCardError::UnknownRank {
                        input: "1X".into(),
                        rank: "1".into(),
                    })),
                ),
            ],
        ),
        (
            "an event the play refuses: past 31",
            request("5S 2C", "KH QH KS 5D"),
            vec![(
                Place::field("events").at(3),
                AdviceFault::from(PeggingFault {
                    error: PeggingError::OverThirtyOne {
                        card: card("5D"),
                        would_be: 35,
                    },
                    seats: false,
                }),
            )],
        ),
        (
            "an event the play refuses: a card laid twice",
            request("5S 2C", "KH QH KH"),
            vec![(
                Place::field("events").at(2),
                AdviceFault::from(PeggingFault {
                    error: PeggingError::RepeatedCard {
                        card: card("KH"),
                        first: 0,
                    },
                    seats: false,
                }),
            )],
        ),
        (
            "the player's own go while its hand held an ace",
            request("AH 7C", "KS QS 5D 5C go go"),
            vec![(
                Place::field("events").at(4),
                AdviceFault::Renege { player: 0 },
            )],
        ),
        (
            "the opponent's go at 21, where every card fits",
            request("9H 7C", "KS QS AD go"),
            vec![(
                Place::field("events").at(3),
                AdviceFault::Renege { player: 1 },
            )],
        ),
    ]);
}

#[test]
fn a_good_request_is_advised_whatever_the_suits_of_the_discards() {
    let position = AdviceRequest {
        starter: Some(Ok(card("7S"))),
        discards: slots("2C 9D"),
        ..request("4H 5S 10D KC", "")
    }
    .validate()
    .expect("a good request");
    let advice = position.advise(Ranking::Expert);
    assert_eq!(advice.options.len(), 4);
    assert_eq!(advice.player, 0);
    assert_eq!(advice.holdings, 45 * 44 * 43 * 42 / 24);
}
