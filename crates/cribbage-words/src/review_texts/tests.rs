//! Every typed value worded in every language, as people write cards.

use super::*;
use crate::Written;
use crate::card::{Card, Rank};
use crate::pegging::{Action, PegCategory};
use crate::review::{
    DiscardReason, Holding, Needed, NotJudged, Opening, PlayReason, Reply, Standing,
};

fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

fn discard() -> Reason {
    Reason::Discard(DiscardReason {
        better: vec![card("4S"), card("6H")],
        better_keep: vec![card("5D"), card("5C"), card("10S"), card("JD")],
        chosen: vec![card("5D"), card("JD")],
        own_crib: false,
        holds: vec![Holding::Fifteens(4), Holding::Pair(Rank::Five)],
        hand: 1.24,
        crib: -1.41,
        play: 0.02,
        win_probability: Some(0.031),
    })
}

fn play() -> Reason {
    Reason::Play(PlayReason {
        better: Action::Play(card("9C")),
        chosen: Action::Play(card("5H")),
        better_scores: vec![PegCategory::Fifteen],
        better_points: 2,
        chosen_points: 0,
        chosen_opens: Opening {
            cards: 15,
            main: Some(Reply {
                category: PegCategory::Fifteen,
                cards: 15,
                with: Needed::Value(10),
            }),
        },
        better_opens: Opening {
            cards: 3,
            main: None,
        },
        net: 1.33,
        win_probability: None,
    })
}

/// What only a program reads: a wire card code among the words.
fn has_wire_card(sentence: &str) -> bool {
    sentence
        .split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| ["4S", "6H", "5D", "JD", "9C", "5H", "10S", "5C"].contains(&w))
}

#[test]
fn every_band_has_a_distinct_label_in_every_language() {
    for language in Language::ALL {
        let labels: Vec<&str> = Band::ALL.iter().map(|b| band(language, *b)).collect();
        for (i, label) in labels.iter().enumerate() {
            assert!(!label.is_empty());
            assert!(!labels[..i].contains(label), "{language:?}: {label} twice");
        }
    }
}

#[test]
fn reasons_name_the_cards_as_people_write_them_and_say_the_numbers() {
    for language in Language::ALL {
        let discard = reason(language, &discard());
        let play = reason(language, &play());
        for sentence in [&discard, &play] {
            assert!(!has_wire_card(sentence), "{language:?}: {sentence}");
            assert!(sentence.ends_with('.'), "{sentence}");
        }
        let (four, nine) = (card("4S").written(language), card("9C").written(language));
        assert!(discard.contains(&four), "{discard}");
        assert!(play.contains(&nine), "{play}");
        let decimal = |x: &str| match language {
            Language::English => x.to_owned(),
            _ => x.replace('.', ","),
        };
        for number in ["1.2", "1.4", "3.1"] {
            assert!(discard.contains(&decimal(number)), "{discard}");
        }
        assert!(
            play.contains("15") && play.contains(&decimal("1.3")),
            "{play}"
        );
        // A part below a tenth of a point is not said.
        assert!(!discard.contains(&decimal("0.0")), "{discard}");
    }
}

#[test]
fn a_summary_says_the_standing_the_cards_and_the_play_in_whole_points() {
    let lost = Summary {
        standing: Standing::Lost,
        by: 1,
        luck: -21.6,
        own_losses: 2.2,
        opponent_losses: 18.4,
        luck_note: None,
    };
    assert_eq!(
        summary(Language::English, &lost),
        "You lost by 1; the cards cost you about 22 points, and your play gave away about 16 \
         points less than your opponent's."
    );
    assert!(summary(Language::German, &lost).contains("1 Punkt Rückstand"));
    assert!(summary(Language::Polish, &lost).starts_with("Przegrana różnicą 1 punktu"));
    for language in Language::ALL {
        for standing in [
            Standing::Won,
            Standing::Lost,
            Standing::Ahead,
            Standing::Behind,
            Standing::Level,
        ] {
            let noted = Summary {
                standing,
                luck_note: Some(LuckNote {
                    points: -4.2,
                    win_probability: 0.06,
                }),
                ..lost
            };
            let text = summary(language, &noted);
            let note = luck_note(language, noted.luck_note.as_ref().expect("a note"));
            assert!(text.ends_with(&note), "{text}");
            assert!(note.contains("4") && note.contains("6"), "{note}");
        }
    }
}

#[test]
fn an_unjudged_discard_names_its_player_and_hand_from_one() {
    let u = Unjudged {
        hand: 2,
        seat: 0,
        reason: NotJudged::DiscardWithoutDealt,
    };
    for (language, player, hand) in [
        (Language::English, "Player 1", "hand 3"),
        (Language::German, "Spieler 1", "Hand 3"),
        (Language::Polish, "gracza 1", "rozdaniu 3"),
    ] {
        let text = unjudged(language, &u);
        assert!(text.contains(player) && text.contains(hand), "{text}");
    }
}
