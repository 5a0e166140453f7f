//! `judge`: "may I play this now?"

use super::*;
use cribbage_words::prelude::*;

// ---------------------------------------------------------------------------------------------
// judge: "may I play this now?"
// ---------------------------------------------------------------------------------------------

#[test]
fn judging_a_card_with_the_series_reports_its_run_and_the_count_after() {
    // Arrange: 4-2-3 at 9.
    let series = cards("4S 2H 3D");

    // Act
    let judgement = judge(9, Some(&series), Action::Play(card("5C")), None);

    // Assert
    assert!(judgement.legal);
    assert_eq!(judgement.refusal, None);
    assert_eq!(judgement.count, Some(14));
    assert_eq!(
        judgement.items,
        [PegItem {
            category: PegCategory::Run,
            cards: cards("4S 2H 3D 5C"),
            points: 4,
        }]
    );
    assert_eq!(judgement.playable, None);
}

#[test]
fn judging_a_card_with_the_series_reports_a_pair_and_a_fifteen_together() {
    // Arrange
    let series = cards("5S 5H");

    // Act
    let judgement = judge(10, Some(&series), Action::Play(card("5D")), None);

    // Assert
    assert!(judgement.legal);
    let found: Vec<(PegCategory, u8)> = judgement
        .items
        .iter()
        .map(|item| (item.category, item.points))
        .collect();
    assert_eq!(
        found,
        [(PegCategory::Fifteen, 2), (PegCategory::PairRoyal, 6)]
    );
}

#[test]
fn judging_a_card_from_the_count_alone_scores_fifteen_and_thirty_one_but_no_pairs_or_runs() {
    let cases = [
        (10, "5H", Some(PegCategory::Fifteen)),
        (21, "KS", Some(PegCategory::ThirtyOne)),
        (5, "5D", None), // might be a pair; the series is not known
        (9, "5C", None), // might complete a run
    ];
    for (count, played, expected) in cases {
        // Act
        let judgement = judge(count, None, Action::Play(card(played)), None);

        // Assert
        assert!(judgement.legal, "{played} at {count}");
        assert_eq!(
            judgement.count,
            Some(count + card(played).value()),
            "{played} at {count}"
        );
        let categories: Vec<PegCategory> =
            judgement.items.iter().map(|item| item.category).collect();
        assert_eq!(categories, Vec::from_iter(expected), "{played} at {count}");
        assert!(
            judgement.items.iter().all(|item| item.points == 2),
            "{played} at {count}"
        );
    }
}

#[test]
fn judging_a_card_that_would_pass_thirty_one_refuses_it_and_says_why() {
    // Act
    let judgement = judge(25, None, Action::Play(card("7S")), None);

    // Assert
    assert!(!judgement.legal);
    assert!(
        judgement
            .refusal
            .as_ref()
            .map(|refusal| refusal.text(cribbage_rules::language::Language::English))
            .as_deref()
            .is_some_and(|why| why.contains("32")),
        "{:?}",
        judgement.refusal
    );
    assert_eq!(judgement.count, None);
    assert!(judgement.items.is_empty());
}

#[test]
fn judging_a_go_while_the_hand_holds_a_fitting_card_refuses_it_and_lists_what_fits() {
    // Arrange
    let hand = cards("7S 6H KD");

    // Act
    let judgement = judge(25, None, Action::Go, Some(&hand));

    // Assert
    assert!(!judgement.legal);
    assert!(
        judgement
            .refusal
            .as_ref()
            .map(|refusal| refusal.text(cribbage_rules::language::Language::English))
            .as_deref()
            .is_some_and(|why| why.contains("6♥")),
        "{:?}",
        judgement.refusal
    );
    assert_eq!(judgement.playable, Some(cards("6H")));
}

#[test]
fn judging_a_go_when_nothing_in_hand_fits_allows_it_at_the_same_count() {
    // Arrange
    let hand = cards("7S 8H KD");

    // Act
    let judgement = judge(25, None, Action::Go, Some(&hand));

    // Assert
    assert_eq!(
        judgement,
        Judgement {
            legal: true,
            refusal: None,
            count: Some(25),
            items: Vec::new(),
            playable: Some(Vec::new()),
        }
    );
}

#[test]
fn judging_a_go_without_the_hand_allows_it_as_nothing_is_known_against_it() {
    // Act
    let judgement = judge(5, None, Action::Go, None);

    // Assert
    assert!(judgement.legal);
    assert_eq!(judgement.playable, None);
}

#[test]
fn judging_with_the_hand_lists_every_card_that_fits_under_thirty_one() {
    // Arrange
    let hand = cards("7S 8H AS QD");

    // Act
    let judgement = judge(24, None, Action::Play(card("7S")), Some(&hand));

    // Assert
    assert!(judgement.legal);
    assert_eq!(judgement.count, Some(31));
    assert_eq!(judgement.playable, Some(cards("7S AS")));
    assert_eq!(
        judgement
            .items
            .iter()
            .map(|item| item.category)
            .collect::<Vec<_>>(),
        [PegCategory::ThirtyOne]
    );
}

#[test]
fn judging_a_card_the_hand_does_not_hold_refuses_it() {
    // Arrange
    let hand = cards("5S 6S");

    // Act
    let judgement = judge(0, None, Action::Play(card("5H")), Some(&hand));

    // Assert
    assert!(!judgement.legal);
    assert!(
        judgement
            .refusal
            .as_ref()
            .map(|refusal| refusal.text(cribbage_rules::language::Language::English))
            .as_deref()
            .is_some_and(|why| why.contains("5♥")),
        "{:?}",
        judgement.refusal
    );
    assert_eq!(judgement.count, None);
    assert_eq!(judgement.playable, Some(cards("5S 6S")));
}
