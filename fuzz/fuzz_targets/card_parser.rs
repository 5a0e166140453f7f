//! Arbitrary bytes as card text: `Card::from_str` agrees with an independent reading of the
//! grammar, every card it accepts prints canonically and re-parses to itself, every refusal names
//! the input, and a card list read as every endpoint reads it reports one error per bad or
//! repeated card at the right JSON pointer.
#![no_main]

use std::str::FromStr;

use cribbage_api::api::problem::ApiError;
use cribbage_api::api::wire::cards::{CardText, slots};
use cribbage_api::api::wire::{invalid, no_events};
use cribbage_api::domain::card::{Card, ParseCardError, Rank, Suit};
use cribbage_api::domain::input::{Place, Problems};
use libfuzzer_sys::fuzz_target;

/// The grammar, read independently: `10` or one of `A 2-9 T J Q K` (any case), then exactly one
/// suit letter (any case) or suit symbol (black or white).
fn reference(text: &str) -> Option<Card> {
    let (rank, rest) = if let Some(rest) = text.strip_prefix("10") {
        (Rank::Ten, rest)
    } else {
        let mut chars = text.chars();
        let rank = match chars.next()? {
            'a' | 'A' => Rank::Ace,
            c @ '2'..='9' => Rank::from_index(c as usize - '1' as usize)?,
            't' | 'T' => Rank::Ten,
            'j' | 'J' => Rank::Jack,
            'q' | 'Q' => Rank::Queen,
            'k' | 'K' => Rank::King,
            _ => return None,
        };
        (rank, chars.as_str())
    };
    let mut chars = rest.chars();
    let suit = match chars.next()? {
        's' | 'S' | '♠' | '♤' => Suit::Spades,
        'h' | 'H' | '♥' | '♡' => Suit::Hearts,
        'd' | 'D' | '♦' | '♢' => Suit::Diamonds,
        'c' | 'C' | '♣' | '♧' => Suit::Clubs,
        _ => return None,
    };
    chars.as_str().is_empty().then(|| Card::new(rank, suit))
}

fn check_one(text: &str) {
    let parsed = Card::from_str(text);
    assert_eq!(parsed.clone().ok(), reference(text), "{text:?}: {parsed:?}");
    match parsed {
        Ok(card) => {
            // Canonical text: printed without allocating, the same as Display, and re-parses.
            assert_eq!(card.to_string(), card.text());
            assert_eq!(Card::from_str(card.text()), Ok(card));
            assert_eq!(Card::from_str(&card.text().to_lowercase()), Ok(card));
            assert_eq!(Card::from_index(card.index()), Some(card));
            // Case does not matter, and the text is two or three characters.
            assert_eq!(Card::from_str(&text.to_uppercase()), Ok(card), "{text:?}");
            assert!((2..=3).contains(&text.chars().count()), "{text:?}");
            assert_eq!(
                Suit::try_from(text.chars().last().unwrap()),
                Ok(card.suit())
            );
        }
        Err(err) => {
            // Every refusal but the empty string quotes the input, and reads as a sentence.
            let message = err.to_string();
            assert!(!message.is_empty());
            match &err {
                ParseCardError::Empty => assert!(text.is_empty()),
                ParseCardError::UnknownRank { input, rank } => {
                    assert_eq!(input, text);
                    assert!(
                        text.starts_with(rank.as_str()) && !rank.is_empty(),
                        "{err:?}"
                    );
                }
                ParseCardError::UnknownSuit { input, suit } => {
                    assert_eq!(input, text);
                    assert!(text.contains(*suit), "{err:?}");
                    assert!(Suit::try_from(*suit).is_err(), "{err:?}");
                }
                ParseCardError::MissingSuit { input } => {
                    assert_eq!(input, text);
                    assert!(text == "10" || text.chars().count() == 1, "{err:?}");
                }
                ParseCardError::Trailing { input, trailing } => {
                    assert_eq!(input, text);
                    assert!(text.ends_with(trailing.as_str()) && !trailing.is_empty());
                }
            }
            if !text.is_empty() {
                assert!(message.contains(&format!("{text:?}")), "{message}");
            }
        }
    }
}

/// A card list as every endpoint reads it: the wire texts become slots, the domain records one
/// problem per unparsable card at its place, then one per repeat at the later place naming the
/// first, and the HTTP layer names each place `/cards/i`.
fn check_list(text: &str) {
    let texts: Vec<CardText> = text
        .split([' ', ','])
        .take(64)
        .map(CardText::from)
        .collect();
    let mut problems: Problems = Problems::new();
    let parsed = problems.cards(&slots(&texts), |i| Place::field("cards").at(i));
    let bad: Vec<String> = parsed
        .iter()
        .enumerate()
        .filter(|(_, c)| c.is_none())
        .map(|(i, _)| format!("/cards/{i}"))
        .collect();
    assert_eq!(problems.len(), bad.len());
    let before = problems.len();
    problems.once(
        parsed
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.map(|c| (c, Place::field("cards").at(i)))),
    );
    let good: Vec<(usize, Card)> = parsed
        .iter()
        .enumerate()
        .filter_map(|(i, c)| c.map(|c| (i, c)))
        .collect();
    let repeats: Vec<(usize, usize)> = good
        .iter()
        .filter_map(|&(i, c)| {
            let first = good.iter().find(|&&(_, d)| d == c).map(|&(j, _)| j)?;
            (first < i).then_some((i, first))
        })
        .collect();
    assert_eq!(problems.len() - before, repeats.len());
    let ApiError::InvalidInput(errors) = invalid(problems.into_vec(), &no_events) else {
        unreachable!("the domain's problems are answered as invalid input");
    };
    let pointers: Vec<&str> = errors[..before]
        .iter()
        .map(|e| e.pointer.as_str())
        .collect();
    assert_eq!(pointers, bad);
    for (error, (at, first)) in errors[before..].iter().zip(&repeats) {
        assert_eq!(error.pointer, format!("/cards/{at}"));
        assert_eq!(
            error.params.get("first").and_then(|v| v.as_str()),
            Some(format!("/cards/{first}").as_str()),
            "{error:?}"
        );
    }
}

fuzz_target!(|data: &[u8]| {
    match std::str::from_utf8(data) {
        Ok(text) => {
            check_one(text);
            check_list(text);
        }
        Err(_) => check_one(&String::from_utf8_lossy(data)),
    }
});
