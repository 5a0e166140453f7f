//! The play (pegging), rule by rule: every example of RULES.md's "The play" and "Variants"
//! sections, the two worked plays of seed 000, the three-player and five-card rules of seed 001,
//! every error the play can refuse an event with, and `judge`, the "may I play this now?" check.
//!
//! Plays are written as scripts of `(player, "card")` or `(player, "go")` steps and applied
//! through `Play::apply`, so every test goes through the same state machine the API uses.

use cribbage_api::domain::card::Card;
use cribbage_api::domain::pegging::{
    Action, Event, GoPoint, Judgement, Outcome, PegCategory, PegItem, PeggingError, Penalty, Play,
    Reneged, judge, peg,
};
use cribbage_api::domain::variant::Variant;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

fn card(text: &str) -> Card {
    text.parse()
        .unwrap_or_else(|err| panic!("test card {text:?}: {err}"))
}

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(card).collect()
}

/// One hand per player, each written as space-separated cards.
fn hands(texts: &[&str]) -> Vec<Vec<Card>> {
    texts.iter().map(|text| cards(text)).collect()
}

/// A play of `variant` with its own number of players, and the hands when given.
fn new_play(variant: Variant, dealt: Option<&[&str]>) -> Play {
    Play::new(variant, variant.players(), dealt.map(hands))
        .unwrap_or_else(|err| panic!("a {variant:?} play should start: {err}"))
}

/// The event of a script step: `"go"` or a card, by the named player.
fn event(player: usize, what: &str) -> Event {
    let action = if what == "go" {
        Action::Go
    } else {
        Action::Play(card(what))
    };
    Event {
        player: Some(player),
        action,
    }
}

/// Applies every step of `script`, failing the test on the first refused one.
fn run(play: &mut Play, script: &[(usize, &str)]) -> Vec<Outcome> {
    script
        .iter()
        .enumerate()
        .map(|(index, &(player, what))| {
            play.apply(event(player, what)).unwrap_or_else(|err| {
                panic!("step {index} (player {player}: {what}) should be accepted: {err}")
            })
        })
        .collect()
}

/// Like [`run`], also recording who is to act after each step.
fn run_with_turns(play: &mut Play, script: &[(usize, &str)]) -> (Vec<Outcome>, Vec<Option<usize>>) {
    let mut outcomes = Vec::new();
    let mut turns = Vec::new();
    for step in script {
        outcomes.extend(run(play, std::slice::from_ref(step)));
        turns.push(play.next_player());
    }
    (outcomes, turns)
}

/// The points each event's card scored for its player (go points excluded).
fn points(outcomes: &[Outcome]) -> Vec<u8> {
    outcomes.iter().map(Outcome::points).collect()
}

fn counts(outcomes: &[Outcome]) -> Vec<u8> {
    outcomes.iter().map(|outcome| outcome.count).collect()
}

/// The go points, as `(event index, player)`.
fn go_points(outcomes: &[Outcome]) -> Vec<(usize, usize)> {
    outcomes
        .iter()
        .enumerate()
        .filter_map(|(index, outcome)| {
            outcome.go_point.map(|go| {
                assert_eq!(go.points, 1, "a go point is worth 1 (event {index})");
                (index, go.player)
            })
        })
        .collect()
}

/// The indices of the events that closed a series.
fn closings(outcomes: &[Outcome]) -> Vec<usize> {
    outcomes
        .iter()
        .enumerate()
        .filter(|(_, outcome)| outcome.series_closed)
        .map(|(index, _)| index)
        .collect()
}

/// The categories and points of an event's items.
fn scored(outcome: &Outcome) -> Vec<(PegCategory, u8)> {
    outcome
        .items
        .iter()
        .map(|item| (item.category, item.points))
        .collect()
}

/// Everything the play shows of itself.
fn snapshot(play: &Play) -> (Vec<u32>, u8, Option<usize>, Vec<Card>, bool) {
    (
        play.totals().to_vec(),
        play.count(),
        play.next_player(),
        play.series().to_vec(),
        play.is_over(),
    )
}

/// Applies `refused` (which must fail with `expected`), checks that the play is unchanged, and
/// that `then` (a legal event) gives the same outcome as on a copy that never saw the refusal.
fn assert_refused_without_trace(
    play: &mut Play,
    refused: Event,
    expected: PeggingError,
    then: Option<Event>,
) {
    let untouched = play.clone();
    let before = snapshot(play);

    let result = play.apply(refused);

    assert_eq!(result, Err(expected), "{refused:?}");
    assert_eq!(
        snapshot(play),
        before,
        "a refused {refused:?} must leave the play as it was"
    );
    if let Some(then) = then {
        let mut reference = untouched;
        assert_eq!(
            play.apply(then),
            reference.apply(then),
            "after the refused {refused:?}, {then:?} must go as if it never happened"
        );
        assert_eq!(snapshot(play), snapshot(&reference));
    }
}

// ---------------------------------------------------------------------------------------------
// Runs: the three examples of RULES.md (seed 000)
// ---------------------------------------------------------------------------------------------

#[test]
fn four_two_three_five_six_scores_three_on_the_three_four_on_the_five_and_five_on_the_six() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(
        &mut play,
        &[(0, "4S"), (1, "2H"), (0, "3D"), (1, "5C"), (0, "6S")],
    );

    // Assert
    assert_eq!(counts(&outcomes), [4, 6, 9, 14, 20]);
    assert_eq!(points(&outcomes), [0, 0, 3, 4, 5]);
    assert_eq!(scored(&outcomes[4]), [(PegCategory::Run, 5)]);
    assert_eq!(outcomes[4].items[0].cards, cards("4S 2H 3D 5C 6S"));
    assert_eq!(play.totals(), [8, 4]);
}

#[test]
fn four_two_three_four_three_scores_three_then_three_then_nothing() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(
        &mut play,
        &[(0, "4S"), (1, "2H"), (0, "3D"), (1, "4C"), (0, "3S")],
    );

    // Assert: the second 4 makes 2-3-4; the last 3 completes nothing (4-3 is no run).
    assert_eq!(counts(&outcomes), [4, 6, 9, 13, 16]);
    assert_eq!(points(&outcomes), [0, 0, 3, 3, 0]);
    assert_eq!(outcomes[2].items[0].cards, cards("4S 2H 3D"));
    assert_eq!(outcomes[3].items[0].cards, cards("2H 3D 4C"));
    assert!(outcomes[4].items.is_empty());
}

#[test]
fn four_two_six_five_three_scores_nothing_until_the_three_which_scores_five() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(
        &mut play,
        &[(0, "4S"), (1, "2H"), (0, "6D"), (1, "5C"), (0, "3S")],
    );

    // Assert
    assert_eq!(counts(&outcomes), [4, 6, 12, 17, 20]);
    assert_eq!(points(&outcomes), [0, 0, 0, 0, 5]);
    assert_eq!(scored(&outcomes[4]), [(PegCategory::Run, 5)]);
}

#[test]
fn a_run_of_seven_from_ace_to_seven_across_two_players_reaches_twenty_eight() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(
        &mut play,
        &[
            (0, "AS"),
            (1, "2S"),
            (0, "3S"),
            (1, "4S"),
            (0, "5S"),
            (1, "6S"),
            (0, "7S"),
        ],
    );

    // Assert: the five also makes fifteen.
    assert_eq!(counts(&outcomes), [1, 3, 6, 10, 15, 21, 28]);
    assert_eq!(points(&outcomes), [0, 0, 3, 4, 7, 6, 7]);
    assert_eq!(
        scored(&outcomes[4]),
        [(PegCategory::Fifteen, 2), (PegCategory::Run, 5)]
    );
    assert_eq!(outcomes[6].items[0].cards, cards("AS 2S 3S 4S 5S 6S 7S"));
    assert_eq!(play.count(), 28);
    assert_eq!(play.totals(), [17, 10]);
}

#[test]
fn a_run_of_seven_laid_out_of_order_scores_seven_on_the_card_that_completes_it() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(
        &mut play,
        &[
            (0, "3S"),
            (1, "AS"),
            (0, "2S"),
            (1, "5S"),
            (0, "4S"),
            (1, "7S"),
            (0, "6S"),
        ],
    );

    // Assert: 3-A-2 is a run of 3; 5 breaks it; 4 completes A..5 (and fifteen); 7 completes
    // nothing; 6 completes A..7.
    assert_eq!(counts(&outcomes), [3, 4, 6, 11, 15, 22, 28]);
    assert_eq!(points(&outcomes), [0, 0, 3, 0, 7, 0, 7]);
    assert_eq!(scored(&outcomes[6]), [(PegCategory::Run, 7)]);
}

#[test]
fn a_pair_among_the_last_cards_breaks_the_run_until_a_fresh_run_forms_behind_it() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act: 3-4-4-5-6
    let outcomes = run(
        &mut play,
        &[(0, "3S"), (1, "4H"), (0, "4D"), (1, "5C"), (0, "6S")],
    );

    // Assert: the second 4 is a pair; 4-4-5 is no run; the 6 makes 4-5-6 (3), not 3-4-5-6.
    assert_eq!(counts(&outcomes), [3, 7, 11, 16, 22]);
    assert_eq!(points(&outcomes), [0, 0, 2, 0, 3]);
    assert_eq!(scored(&outcomes[2]), [(PegCategory::Pair, 2)]);
    assert!(outcomes[3].items.is_empty(), "{:?}", outcomes[3].items);
    assert_eq!(outcomes[4].items[0].cards, cards("4D 5C 6S"));
}

#[test]
fn a_queen_king_ace_is_no_run_because_the_ace_is_low() {
    // Arrange
    let series = cards("QS KH");

    // Act
    let items = peg(&series, card("AD"));

    // Assert
    assert!(items.is_empty(), "{items:?}");
}

// ---------------------------------------------------------------------------------------------
// Fifteen, thirty-one and pairs, alone and together
// ---------------------------------------------------------------------------------------------

#[test]
fn four_five_six_makes_fifteen_and_a_run_of_three_for_five_points() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(&mut play, &[(0, "4S"), (1, "5H"), (0, "6D")]);

    // Assert
    assert_eq!(
        scored(&outcomes[2]),
        [(PegCategory::Fifteen, 2), (PegCategory::Run, 3)]
    );
    assert_eq!(outcomes[2].points(), 5);
    assert_eq!(play.totals(), [5, 0]);
}

#[test]
fn a_third_five_reaching_fifteen_scores_fifteen_two_and_a_pair_royal_for_eight() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(&mut play, &[(0, "5S"), (1, "5H"), (0, "5D")]);

    // Assert
    assert_eq!(counts(&outcomes), [5, 10, 15]);
    assert_eq!(scored(&outcomes[1]), [(PegCategory::Pair, 2)]);
    assert_eq!(
        scored(&outcomes[2]),
        [(PegCategory::Fifteen, 2), (PegCategory::PairRoyal, 6)]
    );
    assert_eq!(play.totals(), [8, 2]);
}

#[test]
fn seven_on_eight_is_fifteen_two_and_its_item_lists_the_whole_series() {
    // Arrange
    let series = cards("8C");

    // Act
    let items = peg(&series, card("7H"));

    // Assert
    assert_eq!(
        items,
        [PegItem {
            category: PegCategory::Fifteen,
            cards: cards("8C 7H"),
            points: 2,
        }]
    );
}

#[test]
fn an_eight_pairing_the_eight_before_it_to_make_thirty_one_scores_two_and_two_without_a_go_point() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act: 10-5-8-8
    let outcomes = run(&mut play, &[(0, "10S"), (1, "5H"), (0, "8D"), (1, "8C")]);

    // Assert
    assert_eq!(counts(&outcomes), [10, 15, 23, 31]);
    assert_eq!(
        scored(&outcomes[3]),
        [(PegCategory::ThirtyOne, 2), (PegCategory::Pair, 2)]
    );
    assert_eq!(outcomes[3].go_point, None);
    assert!(outcomes[3].series_closed);
    assert_eq!(play.totals(), [0, 6]);
    assert_eq!(play.count(), 0, "the count starts again after 31");
    assert_eq!(
        play.next_player(),
        Some(0),
        "the player after the one who made 31 leads"
    );
}

#[test]
fn a_five_completing_a_run_of_four_at_thirty_one_scores_the_run_and_the_thirty_one() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act: 5-6-7-8-5
    let outcomes = run(
        &mut play,
        &[(0, "5S"), (1, "6H"), (0, "7D"), (1, "8C"), (0, "5D")],
    );

    // Assert
    assert_eq!(counts(&outcomes), [5, 11, 18, 26, 31]);
    assert_eq!(points(&outcomes), [0, 0, 3, 4, 6]);
    assert_eq!(
        scored(&outcomes[4]),
        [(PegCategory::ThirtyOne, 2), (PegCategory::Run, 4)]
    );
    assert_eq!(outcomes[4].items[1].cards, cards("6H 7D 8C 5D"));
    assert_eq!(outcomes[4].go_point, None);
}

#[test]
fn a_third_seven_making_thirty_one_scores_a_pair_royal_and_thirty_one() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(&mut play, &[(0, "KS"), (1, "7H"), (0, "7D"), (1, "7C")]);

    // Assert
    assert_eq!(
        scored(&outcomes[3]),
        [(PegCategory::ThirtyOne, 2), (PegCategory::PairRoyal, 6)]
    );
    assert_eq!(outcomes[3].go_point, None);
    assert_eq!(play.totals(), [2, 8]);
}

#[test]
fn pair_pair_royal_and_double_pair_royal_score_two_six_and_twelve() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act
    let outcomes = run(&mut play, &[(0, "6S"), (1, "6H"), (0, "6D"), (1, "6C")]);

    // Assert
    assert_eq!(points(&outcomes), [0, 2, 6, 12]);
    assert_eq!(scored(&outcomes[1]), [(PegCategory::Pair, 2)]);
    assert_eq!(scored(&outcomes[2]), [(PegCategory::PairRoyal, 6)]);
    assert_eq!(scored(&outcomes[3]), [(PegCategory::DoublePairRoyal, 12)]);
    assert_eq!(outcomes[3].items[0].cards, cards("6S 6H 6D 6C"));
    assert_eq!(outcomes[2].items[0].cards, cards("6S 6H 6D"));
    assert_eq!(play.totals(), [6, 14]);
}

#[test]
fn a_card_between_breaks_a_pair_royal_the_third_card_pairs_only_the_card_just_before() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);

    // Act: 6-6-5-6
    let outcomes = run(&mut play, &[(0, "6S"), (1, "6H"), (0, "5D"), (1, "6C")]);

    // Assert
    assert_eq!(points(&outcomes), [0, 2, 0, 0]);
}

#[test]
fn a_king_and_a_queen_are_no_pair_though_both_count_ten() {
    // Arrange
    let series = cards("KS");

    // Act
    let items = peg(&series, card("QS"));

    // Assert
    assert!(items.is_empty(), "{items:?}");
}

#[test]
fn a_pair_never_reaches_back_across_a_reset() {
    // Arrange: K-Q-J to 30, both say go; player 1 leads the new series with a jack.
    let mut play = new_play(Variant::SixCard, None);
    run(
        &mut play,
        &[(0, "KS"), (1, "QH"), (0, "JD"), (1, "go"), (0, "go")],
    );

    // Act
    let lead = run(&mut play, &[(1, "JC")]);

    // Assert
    assert!(lead[0].items.is_empty(), "{:?}", lead[0].items);
    assert_eq!(lead[0].count, 10);
    assert_eq!(play.series(), cards("JC"));
}

#[test]
fn a_run_never_reaches_back_across_a_reset() {
    // Arrange: the first series ends on an 8 with two goes.
    let mut play = new_play(Variant::SixCard, None);
    run(
        &mut play,
        &[(0, "KS"), (1, "QS"), (0, "8S"), (1, "go"), (0, "go")],
    );

    // Act: 9-10 in the new series would be 8-9-10 with the old 8.
    let outcomes = run(&mut play, &[(1, "9S"), (0, "10S")]);

    // Assert
    assert_eq!(points(&outcomes), [0, 0]);
    assert_eq!(counts(&outcomes), [9, 19]);
}

// ---------------------------------------------------------------------------------------------
// The two worked plays of seed 000, end to end with the hands
// ---------------------------------------------------------------------------------------------

#[test]
fn seed_example_one_kings_and_twos_against_six_to_nine_ends_three_to_six() {
    // Arrange: A (player 0, the pone) holds 2-2-K-K, B holds 6-7-8-9.
    let mut play = new_play(Variant::SixCard, Some(&["2S 2H KS KH", "6C 7C 8C 9C"]));

    // Act
    let (outcomes, turns) = run_with_turns(
        &mut play,
        &[
            (0, "KS"), // 10
            (1, "6C"), // 16
            (0, "KH"), // 26
            (1, "go"), // B cannot play
            (0, "2S"), // 28
            (0, "2H"), // 30: a pair, and one for last as A is out and B said go
            (1, "8C"), // 8: B leads the second series and plays it alone
            (1, "7C"), // 15: fifteen two
            (1, "9C"), // 24: run of three, and one for the last card
        ],
    );

    // Assert
    assert_eq!(counts(&outcomes), [10, 16, 26, 26, 28, 30, 8, 15, 24]);
    assert_eq!(points(&outcomes), [0, 0, 0, 0, 0, 2, 0, 2, 3]);
    assert_eq!(go_points(&outcomes), [(5, 0), (8, 1)]);
    assert_eq!(closings(&outcomes), [5, 8]);
    assert!(!outcomes[3].renege, "B holds nothing that fits under 31");
    assert_eq!(
        turns,
        [
            Some(1),
            Some(0),
            Some(1),
            Some(0),
            Some(0),
            Some(1),
            Some(1),
            Some(1),
            None
        ]
    );
    assert_eq!(play.totals(), [3, 6]);
    assert!(play.is_over());
}

#[test]
fn seed_example_two_ends_the_first_series_with_two_goes_and_a_leads_the_second() {
    // Arrange: A holds 5-7-8-10, B holds 4-5-6-7.
    let mut play = new_play(Variant::SixCard, Some(&["5S 7S 8S 10S", "4H 5H 6H 7H"]));

    // Act
    let (outcomes, turns) = run_with_turns(
        &mut play,
        &[
            (0, "8S"),  // 8
            (1, "7H"),  // 15: fifteen two
            (0, "7S"),  // 22: a pair
            (1, "6H"),  // 28
            (0, "go"),  // A: 5 and 10 do not fit
            (1, "go"),  // B: 4 and 5 do not fit; B laid the last card
            (0, "5S"),  // 5: A leads; no run with the 6 and 7 of the last series
            (1, "5H"),  // 10: a pair
            (0, "10S"), // 20
            (1, "4H"),  // 24: the last card
        ],
    );

    // Assert
    assert_eq!(counts(&outcomes), [8, 15, 22, 28, 28, 28, 5, 10, 20, 24]);
    assert_eq!(points(&outcomes), [0, 2, 2, 0, 0, 0, 0, 2, 0, 0]);
    assert_eq!(scored(&outcomes[1]), [(PegCategory::Fifteen, 2)]);
    assert_eq!(scored(&outcomes[2]), [(PegCategory::Pair, 2)]);
    assert_eq!(go_points(&outcomes), [(5, 1), (9, 1)]);
    assert_eq!(closings(&outcomes), [5, 9]);
    assert!(outcomes.iter().all(|outcome| !outcome.renege));
    assert_eq!(
        turns[5],
        Some(0),
        "A leads the second series: the player after B, who laid the last card"
    );
    assert!(outcomes[6].items.is_empty());
    assert_eq!(play.totals(), [2, 6]);
    assert_eq!(play.next_player(), None);
}

// ---------------------------------------------------------------------------------------------
// Go, the go point and the last card
// ---------------------------------------------------------------------------------------------

#[test]
fn after_a_go_the_other_player_plays_on_alone_and_pegs_one_on_the_card_that_closes_the_series() {
    // Arrange: B says go at 22; A plays the ace and the three, and is then out of cards.
    let mut play = new_play(Variant::SixCard, Some(&["KS 2H AH 3H", "QD JD KD 10D"]));

    // Act
    let (outcomes, turns) = run_with_turns(
        &mut play,
        &[
            (0, "KS"),
            (1, "QD"),
            (0, "2H"),
            (1, "go"),
            (0, "AH"),
            (0, "3H"),
            (1, "JD"),
            (1, "KD"),
            (1, "10D"),
        ],
    );

    // Assert: 2-A-3 is a run of three; A takes the go on the 3, B the last card.
    assert_eq!(counts(&outcomes), [10, 20, 22, 22, 23, 26, 10, 20, 30]);
    assert_eq!(points(&outcomes), [0, 0, 0, 0, 0, 3, 0, 0, 0]);
    assert_eq!(
        turns[3..6],
        [Some(0), Some(0), Some(1)],
        "A plays on after B's go; B leads the next series"
    );
    assert_eq!(go_points(&outcomes), [(5, 0), (8, 1)]);
    assert_eq!(play.totals(), [4, 1]);
}

#[test]
fn after_a_go_the_other_player_plays_what_fits_then_says_go_and_that_go_closes_with_the_point() {
    // Arrange
    let mut play = new_play(Variant::SixCard, Some(&["10S 5S AH 9H", "KD QD JD 8C"]));

    // Act
    let (outcomes, turns) = run_with_turns(
        &mut play,
        &[
            (0, "10S"), // 10
            (1, "KD"),  // 20
            (0, "5S"),  // 25
            (1, "go"),  // Q, J, 8 do not fit
            (0, "AH"),  // 26
            (0, "go"),  // the 9 does not fit: the series closes, A pegs 1
            (1, "QD"),  // B leads
            (0, "9H"),  // 19: A's last card
            (1, "JD"),  // 29
            (1, "go"),  // B pegs 1 for the go
            (1, "8C"),  // B leads again, A being out: the last card
        ],
    );

    // Assert
    assert_eq!(go_points(&outcomes), [(5, 0), (9, 1), (10, 1)]);
    assert_eq!(closings(&outcomes), [5, 9, 10]);
    assert_eq!(outcomes[5].count, 26);
    assert!(outcomes[5].items.is_empty());
    assert_eq!(turns[5], Some(1));
    assert_eq!(turns[9], Some(1), "A has no cards: B leads once more");
    assert!(outcomes.iter().all(|outcome| !outcome.renege));
    assert_eq!(play.totals(), [1, 2]);
}

#[test]
fn the_last_card_of_the_play_scores_one_for_last() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);
    run(
        &mut play,
        &[
            (0, "AS"),
            (1, "3S"),
            (0, "9D"),
            (1, "KC"),
            (0, "2S"),
            (1, "4S"),
        ],
    );

    // Act: at 29 both say go (a queen and a jack are left); they make the last series.
    let last = run(&mut play, &[(0, "go"), (1, "go"), (0, "QS"), (1, "JH")]);

    // Assert
    assert_eq!(
        last[1].go_point,
        Some(GoPoint {
            player: 1,
            points: 1
        })
    );
    assert_eq!(
        last[3].go_point,
        Some(GoPoint {
            player: 1,
            points: 1
        })
    );
    assert!(last[3].series_closed);
    assert!(play.is_over());
}

#[test]
fn a_last_card_that_makes_thirty_one_scores_two_for_the_thirty_one_and_no_point_for_last() {
    // Arrange: both series end at exactly 31.
    let mut play = new_play(Variant::SixCard, Some(&["KS 9D 10S 10D", "QH 2C 10H AS"]));

    // Act
    let outcomes = run(
        &mut play,
        &[
            (0, "KS"),
            (1, "QH"),
            (0, "9D"),
            (1, "2C"), // 31
            (0, "10S"),
            (1, "10H"), // a pair
            (0, "10D"), // a pair royal
            (1, "AS"),  // 31, the last card of the play
        ],
    );

    // Assert
    assert_eq!(counts(&outcomes), [10, 20, 29, 31, 10, 20, 30, 31]);
    assert_eq!(scored(&outcomes[7]), [(PegCategory::ThirtyOne, 2)]);
    assert_eq!(outcomes[7].go_point, None);
    assert!(go_points(&outcomes).is_empty());
    assert_eq!(closings(&outcomes), [3, 7]);
    assert!(play.is_over());
    assert_eq!(play.totals(), [6, 6]);
}

// ---------------------------------------------------------------------------------------------
// Three and four players: rotation, goes, who leads
// ---------------------------------------------------------------------------------------------

#[test]
fn with_three_players_a_go_passes_the_turn_on_and_the_player_after_the_last_card_leads() {
    // Arrange
    let mut play = new_play(Variant::ThreePlayer, None);

    // Act
    let (outcomes, turns) = run_with_turns(
        &mut play,
        &[
            (0, "KS"), // 10
            (1, "QS"), // 20
            (2, "9S"), // 29
            (0, "go"), // the first to say go
            (1, "AS"), // 30
            (2, "go"),
            (1, "go"), // player 1 laid the last card: 1 for go
        ],
    );

    // Assert: player 2 leads (after player 1, who laid the last card), not player 0, who
    // said go first (seed 001 names the first to say go; RULES.md and API.md rule otherwise).
    assert_eq!(
        turns,
        [
            Some(1),
            Some(2),
            Some(0),
            Some(1),
            Some(2),
            Some(1),
            Some(2)
        ]
    );
    assert_eq!(go_points(&outcomes), [(6, 1)]);
    assert_eq!(play.totals(), [0, 1, 0]);
}

#[test]
fn with_three_players_anyone_out_of_cards_is_skipped_in_turn_and_when_leading() {
    // Arrange: player 0 holds the aces, 1 the kings, 2 the queens.
    let mut play = new_play(
        Variant::ThreePlayer,
        Some(&["AS AH AD AC", "KS KH KD KC", "QS QH QD QC"]),
    );

    // Act
    let (outcomes, turns) = run_with_turns(
        &mut play,
        &[
            (0, "AS"), // 1
            (1, "KS"), // 11
            (2, "QS"), // 21
            (0, "AH"), // 22
            (1, "go"),
            (2, "go"),
            (0, "AD"), // 23, a pair
            (0, "AC"), // 24, a pair royal; player 0 is out: 1 for last
            (1, "KH"), // player 1 leads
            (2, "QH"), // 20; player 0 is skipped
            (1, "KD"), // 30
            (2, "go"),
            (1, "go"), // 1 for go to player 1
            (2, "QD"), // player 2 leads
            (1, "KC"),
            (2, "QC"), // 30, the last card
        ],
    );

    // Assert
    assert_eq!(
        turns,
        [
            Some(1),
            Some(2),
            Some(0),
            Some(1),
            Some(2),
            Some(0),
            Some(0),
            Some(1),
            Some(2),
            Some(1),
            Some(2),
            Some(1),
            Some(2),
            Some(1),
            Some(2),
            None
        ]
    );
    assert_eq!(points(&outcomes)[6..8], [2, 6]);
    assert_eq!(go_points(&outcomes), [(7, 0), (12, 1), (15, 2)]);
    assert!(outcomes.iter().all(|outcome| !outcome.renege));
    assert_eq!(play.totals(), [9, 1, 1]);
}

#[test]
fn with_four_players_turns_wrap_around_goes_are_skipped_and_the_go_point_goes_to_the_last_card() {
    // Arrange
    let mut play = new_play(Variant::FourPlayer, None);

    // Act
    let (outcomes, turns) = run_with_turns(
        &mut play,
        &[
            (0, "KS"),
            (1, "QS"),
            (2, "9S"), // 29
            (3, "go"),
            (0, "go"),
            (1, "AS"), // 30
            (2, "go"),
            (1, "go"),
        ],
    );

    // Assert
    assert_eq!(
        turns,
        [
            Some(1),
            Some(2),
            Some(3),
            Some(0),
            Some(1),
            Some(2),
            Some(1),
            Some(2)
        ]
    );
    assert_eq!(go_points(&outcomes), [(7, 1)]);
    assert_eq!(play.totals(), [0, 1, 0, 0]);
}

#[test]
fn with_four_players_thirty_one_by_the_fourth_player_hands_the_lead_back_to_the_first() {
    // Arrange
    let mut play = new_play(Variant::FourPlayer, None);

    // Act
    let outcomes = run(&mut play, &[(0, "5S"), (1, "KS"), (2, "QS"), (3, "6S")]);

    // Assert
    assert_eq!(counts(&outcomes), [5, 15, 25, 31]);
    assert_eq!(play.totals(), [0, 2, 0, 2]);
    assert!(outcomes[3].series_closed);
    assert_eq!(play.next_player(), Some(0));
}

// ---------------------------------------------------------------------------------------------
// Reneging: a go while a card fits
// ---------------------------------------------------------------------------------------------

#[test]
fn with_three_players_a_go_while_able_to_play_costs_two_points_to_each_opponent() {
    // Arrange: player 1 holds the 2, which fits at 5.
    let mut play = new_play(
        Variant::ThreePlayer,
        Some(&["5S KS QS JS", "2H KH QH JH", "3D KD QD JD"]),
    );
    run(&mut play, &[(0, "5S")]);

    // Act
    let renege = run(&mut play, &[(1, "go")]);

    // Assert
    assert!(renege[0].renege);
    assert_eq!(
        renege[0].penalties,
        [
            Penalty {
                player: 0,
                points: 2
            },
            Penalty {
                player: 2,
                points: 2
            }
        ]
    );
    assert_eq!(play.totals(), [2, 0, 2]);
    assert_eq!(play.next_player(), Some(2), "the go passes the turn on");
}

#[test]
fn with_three_players_and_no_hands_a_go_at_twenty_one_or_less_is_a_renege_and_above_is_not() {
    // Arrange
    let mut play = new_play(Variant::ThreePlayer, None);
    run(&mut play, &[(0, "KS"), (1, "AS"), (2, "KH")]); // 21

    // Act
    let at_21 = run(&mut play, &[(0, "go")]);
    let at_22 = run(&mut play, &[(1, "AH"), (2, "go")]);

    // Assert: at 21 every card fits; at 22 a ten-card does not.
    assert!(at_21[0].renege);
    assert_eq!(at_21[0].penalties.len(), 2);
    assert!(!at_22[1].renege);
    assert!(at_22[1].penalties.is_empty());
    assert_eq!(play.totals(), [0, 2, 2]);
}

#[test]
fn with_two_players_and_hands_a_go_while_a_card_fits_is_flagged_as_a_renege_without_a_penalty() {
    // Arrange: player 1 holds the 2, which fits at 29.
    let mut play = new_play(Variant::SixCard, Some(&["KS 9S 5S 5H", "QH 2H JH KH"]));
    run(&mut play, &[(0, "KS"), (1, "QH"), (0, "9S")]);

    // Act
    let outcomes = run(&mut play, &[(1, "go")]);

    // Assert
    assert!(outcomes[0].renege);
    assert!(outcomes[0].penalties.is_empty());
    assert_eq!(play.totals(), [0, 0]);
    assert_eq!(play.next_player(), Some(0));
}

#[test]
fn with_two_players_and_hands_an_honest_go_is_not_a_renege() {
    // Arrange: at 29 player 1 holds only ten-cards.
    let mut play = new_play(Variant::SixCard, Some(&["KS 9S 5S 5H", "QH 10H JH KH"]));
    run(&mut play, &[(0, "KS"), (1, "QH"), (0, "9S")]);

    // Act
    let outcomes = run(&mut play, &[(1, "go")]);

    // Assert
    assert!(!outcomes[0].renege);
}

#[test]
fn with_four_players_a_renege_is_flagged_but_costs_no_points() {
    // Arrange
    let mut play = new_play(Variant::FourPlayer, None);
    run(&mut play, &[(0, "5S")]);

    // Act
    let outcomes = run(&mut play, &[(1, "go")]);

    // Assert
    assert!(outcomes[0].renege);
    assert!(outcomes[0].penalties.is_empty());
    assert_eq!(play.totals(), [0, 0, 0, 0]);
}

// ---------------------------------------------------------------------------------------------
// ACC 7.3: the non-offender decides whether reneged cards are dead or played
// ---------------------------------------------------------------------------------------------

/// The rule's own example: at 25 the offender holds A and 5 (each fits) and 9 (does not).
const RENEGE_AT_25: [&str; 2] = ["KS 5S 4S 2S", "AH 5H 9H KH"];

#[test]
fn reneged_cards_declared_dead_leave_the_play_and_laying_one_is_refused() {
    // Arrange: KS, KH (pair), 5S makes 25; player 1 says go holding AH and 5H, which fit.
    let mut play = new_play(Variant::SixCard, Some(&RENEGE_AT_25));
    run(&mut play, &[(0, "KS"), (1, "KH"), (0, "5S")]);
    let go = run(&mut play, &[(1, "go")]).remove(0);

    // Act
    let reneged = play.decide(&go, Reneged::Dead);

    // Assert: the two cards that fit are the reneged ones, not the 9.
    assert_eq!(reneged, Ok(cards("AH 5H")));
    assert_eq!(
        play.cards_left(1),
        1,
        "KH laid, AH and 5H dead: only 9H is left"
    );
    run(&mut play, &[(0, "4S"), (0, "2S")]);
    assert_eq!(
        play.apply(event(1, "5H")).map(|o| o.count),
        Err(PeggingError::DeadCard {
            card: card("5H"),
            renege: 3
        })
    );
    let last = run(&mut play, &[(1, "9H")]);
    assert!(play.is_over(), "every live card is laid");
    assert_eq!(last[0].go_point.map(|p| p.player), Some(1));
}

#[test]
fn reneged_cards_played_stay_in_the_hand_and_the_play_goes_on_as_before() {
    // Arrange
    let mut play = new_play(Variant::SixCard, Some(&RENEGE_AT_25));
    run(&mut play, &[(0, "KS"), (1, "KH"), (0, "5S")]);
    let go = run(&mut play, &[(1, "go")]).remove(0);

    // Act
    let reneged = play.decide(&go, Reneged::Played);

    // Assert: nothing leaves the hand; the offender lays them in the next series.
    assert_eq!(reneged, Ok(cards("AH 5H")));
    assert_eq!(play.cards_left(1), 3);
    run(
        &mut play,
        &[(0, "4S"), (0, "2S"), (1, "AH"), (1, "5H"), (1, "9H")],
    );
    assert!(play.is_over());
}

#[test]
fn a_decision_on_a_go_that_is_no_renege_is_refused() {
    // Arrange: at 29 player 1 holds only ten-cards.
    let mut play = new_play(Variant::SixCard, Some(&["KS 9S 5S 5H", "QH 10H JH KH"]));
    run(&mut play, &[(0, "KS"), (1, "QH"), (0, "9S")]);
    let go = run(&mut play, &[(1, "go")]).remove(0);

    // Act
    let refused = play.decide(&go, Reneged::Dead);

    // Assert
    assert_eq!(
        refused,
        Err(PeggingError::NotARenege {
            player: 1,
            count: 29
        })
    );
    assert_eq!(play.cards_left(1), 3, "nothing left the hand");
}

#[test]
fn a_decision_without_the_hands_is_refused_since_the_reneged_cards_are_unknown() {
    // Arrange: without hands a go at 5 is a renege, but of which cards is unknown.
    let mut play = new_play(Variant::SixCard, None);
    run(&mut play, &[(0, "5S")]);
    let go = run(&mut play, &[(1, "go")]).remove(0);

    // Act
    let refused = play.decide(&go, Reneged::Dead);

    // Assert
    assert!(go.renege);
    assert_eq!(refused, Err(PeggingError::RenegedUnknown));
}

#[test]
fn when_the_renege_closes_the_series_and_leaves_the_offender_only_dead_cards_the_play_ends() {
    // Arrange: the first series ends at 31 (AS); in the second, player 0 runs out and player 1
    // says go at 21 holding 9H, which fits. The go closes the series and player 1 would lead.
    let mut play = new_play(Variant::SixCard, Some(&["KS QS AS JS", "KH 5H 6H 9H"]));
    run(
        &mut play,
        &[
            (0, "KS"),
            (1, "KH"),
            (0, "QS"),
            (1, "go"),
            (0, "AS"),
            (1, "5H"),
            (0, "JS"),
            (1, "6H"),
        ],
    );
    let go = run(&mut play, &[(1, "go")]).remove(0);
    assert!(go.renege && go.series_closed);
    assert!(!play.is_over(), "played, 9H would lead the next series");

    // Act
    let reneged = play.decide(&go, Reneged::Dead);

    // Assert
    assert_eq!(reneged, Ok(cards("9H")));
    assert!(play.is_over(), "no live card is left");
    assert_eq!(play.finish(), Ok(None));
}

// ---------------------------------------------------------------------------------------------
// Five-card cribbage: one series only
// ---------------------------------------------------------------------------------------------

#[test]
fn in_five_card_cribbage_the_play_is_over_once_the_first_series_closes_on_a_go() {
    // Arrange
    let mut play = new_play(Variant::FiveCard, None);

    // Act
    let outcomes = run(
        &mut play,
        &[(0, "KS"), (1, "QS"), (0, "9S"), (1, "go"), (0, "go")],
    );

    // Assert
    assert_eq!(go_points(&outcomes), [(4, 0)]);
    assert!(outcomes[4].series_closed);
    assert!(play.is_over());
    assert_eq!(play.next_player(), None);
    assert_eq!(play.totals(), [1, 0]);
    assert_eq!(play.cards_left(1), 2, "player 1 keeps two cards unplayed");
}

#[test]
fn in_five_card_cribbage_thirty_one_ends_the_play_with_no_go_point() {
    // Arrange
    let mut play = new_play(Variant::FiveCard, None);

    // Act
    let outcomes = run(&mut play, &[(0, "KS"), (1, "QS"), (0, "9S"), (1, "2S")]);

    // Assert
    assert_eq!(scored(&outcomes[3]), [(PegCategory::ThirtyOne, 2)]);
    assert_eq!(outcomes[3].go_point, None);
    assert!(play.is_over());
    assert_eq!(play.totals(), [0, 2]);
}

#[test]
fn in_five_card_cribbage_six_cards_under_thirty_one_end_the_play_with_one_for_last() {
    // Arrange
    let mut play = new_play(Variant::FiveCard, None);

    // Act: 1, 3, 6, 7, 9, 12
    let outcomes = run(
        &mut play,
        &[
            (0, "AS"),
            (1, "2S"),
            (0, "3S"),
            (1, "AH"),
            (0, "2H"),
            (1, "3H"),
        ],
    );

    // Assert
    assert_eq!(points(&outcomes), [0, 0, 3, 3, 3, 3]);
    assert_eq!(go_points(&outcomes), [(5, 1)]);
    assert!(play.is_over());
}

#[test]
fn in_five_card_cribbage_finish_closes_the_open_series_and_awards_its_go_point() {
    // Arrange: player 1 said go; the request declares the play complete.
    let mut play = new_play(Variant::FiveCard, None);
    run(&mut play, &[(0, "KS"), (1, "QS"), (0, "9S"), (1, "go")]);

    // Act
    let closed = play.finish();

    // Assert
    assert_eq!(
        closed,
        Ok(Some(GoPoint {
            player: 0,
            points: 1
        }))
    );
    assert!(play.is_over());
    assert_eq!(play.next_player(), None);
    assert_eq!(play.count(), 0);
    assert_eq!(play.totals(), [1, 0]);
    assert_eq!(
        play.finish(),
        Ok(None),
        "a closed play has nothing more to close"
    );
    assert_eq!(
        play.apply(event(0, "AS")),
        Err(PeggingError::PlayOver),
        "no card after the one series"
    );
}

#[test]
fn in_five_card_cribbage_finish_is_refused_while_a_player_with_a_fitting_card_has_not_said_go() {
    // Arrange: at 29 player 0 still holds the ace.
    let mut play = new_play(Variant::FiveCard, Some(&["KS 9S AS", "QS JS KH"]));
    run(&mut play, &[(0, "KS"), (1, "QS"), (0, "9S"), (1, "go")]);
    let before = snapshot(&play);

    // Act
    let result = play.finish();

    // Assert
    assert!(
        matches!(&result, Err(why @ PeggingError::Incomplete(_)) if why.to_string().contains("player 0")),
        "{result:?}"
    );
    assert_eq!(snapshot(&play), before);
}

#[test]
fn in_five_card_cribbage_finish_is_refused_before_any_card_is_played() {
    // Arrange
    let mut play = new_play(Variant::FiveCard, None);

    // Act
    let result = play.finish();

    // Assert
    assert!(
        matches!(result, Err(PeggingError::Incomplete(_))),
        "{result:?}"
    );
    assert!(!play.is_over());
}

#[test]
fn in_the_six_card_game_finish_is_refused_while_cards_are_left_and_accepted_when_all_are_played() {
    // Arrange
    let mut play = new_play(Variant::SixCard, Some(&["2S 2H KS KH", "6C 7C 8C 9C"]));
    run(&mut play, &[(0, "KS"), (1, "6C"), (0, "KH"), (1, "go")]);

    // Act
    let early = play.finish();
    run(
        &mut play,
        &[(0, "2S"), (0, "2H"), (1, "8C"), (1, "7C"), (1, "9C")],
    );
    let done = play.finish();

    // Assert
    assert!(
        matches!(&early, Err(why @ PeggingError::Incomplete(_)) if why.to_string().contains("player 0 has 2 cards left")
            && why.to_string().contains("player 1 has 3 cards left")),
        "{early:?}"
    );
    assert_eq!(done, Ok(None));
    assert_eq!(play.totals(), [3, 6]);
}

// ---------------------------------------------------------------------------------------------
// Refused events: each error, and a refusal leaves no trace
// ---------------------------------------------------------------------------------------------

#[test]
fn a_card_taking_the_count_past_thirty_one_is_refused_with_the_count_it_would_make() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);
    run(&mut play, &[(0, "KS"), (1, "QS"), (0, "JS")]);

    // Act + Assert
    assert_refused_without_trace(
        &mut play,
        event(1, "5H"),
        PeggingError::OverThirtyOne {
            card: card("5H"),
            would_be: 35,
        },
        Some(event(1, "AH")),
    );
}

#[test]
fn a_card_played_twice_is_refused_naming_the_event_that_played_it_first() {
    // Arrange: the ace is the fifth event, after a go.
    let mut play = new_play(Variant::SixCard, None);
    run(
        &mut play,
        &[(0, "KS"), (1, "QS"), (0, "5S"), (1, "go"), (0, "AS")],
    );

    // Act + Assert
    assert_refused_without_trace(
        &mut play,
        event(0, "AS"),
        PeggingError::RepeatedCard {
            card: card("AS"),
            first: 4,
        },
        Some(event(0, "2S")),
    );
}

#[test]
fn a_player_acting_out_of_turn_is_refused_naming_whose_turn_it_is() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);
    run(&mut play, &[(0, "5H")]);

    // Act + Assert
    assert_refused_without_trace(
        &mut play,
        event(0, "6H"),
        PeggingError::OutOfTurn {
            expected: 1,
            found: 0,
        },
        Some(event(1, "6H")),
    );
}

#[test]
fn a_go_out_of_turn_is_refused_too() {
    // Arrange
    let mut play = new_play(Variant::ThreePlayer, None);
    run(&mut play, &[(0, "KH"), (1, "KS"), (2, "KD")]);

    // Act + Assert
    assert_refused_without_trace(
        &mut play,
        event(2, "go"),
        PeggingError::OutOfTurn {
            expected: 0,
            found: 2,
        },
        Some(event(0, "go")),
    );
}

#[test]
fn a_player_index_beyond_the_table_is_refused_as_no_such_player() {
    // Arrange
    let cases = [
        (Variant::SixCard, 2),
        (Variant::ThreePlayer, 3),
        (Variant::FourPlayer, 7),
    ];
    for (variant, player) in cases {
        let mut play = new_play(variant, None);

        // Act + Assert
        assert_refused_without_trace(
            &mut play,
            event(player, "5H"),
            PeggingError::NoSuchPlayer {
                player,
                players: variant.players(),
            },
            Some(event(0, "5H")),
        );
    }
}

#[test]
fn a_player_who_has_played_every_card_is_refused_another_as_hand_exhausted() {
    // Arrange: player 0 plays all four cards after player 1's go; player 1 leads next.
    let mut play = new_play(Variant::SixCard, None);
    run(
        &mut play,
        &[
            (0, "KS"),
            (1, "QS"),
            (0, "5S"),
            (1, "go"),
            (0, "AS"),
            (0, "AH"),
        ],
    );
    assert_eq!(play.cards_left(0), 0);
    assert_eq!(play.next_player(), Some(1));

    // Act + Assert: a fifth card by player 0 is "more cards than a hand holds".
    assert_refused_without_trace(
        &mut play,
        event(0, "2S"),
        PeggingError::HandExhausted {
            player: 0,
            hand_size: 4,
        },
        Some(event(1, "2S")),
    );
}

#[test]
fn a_card_the_player_does_not_hold_is_refused_when_the_hands_are_known() {
    // Arrange
    let mut play = new_play(Variant::SixCard, Some(&["2S 2H KS KH", "6C 7C 8C 9C"]));

    // Act + Assert: player 1's six, laid by player 0.
    assert_refused_without_trace(
        &mut play,
        event(0, "6C"),
        PeggingError::NotInHand {
            player: 0,
            card: card("6C"),
        },
        Some(event(0, "KS")),
    );
}

#[test]
fn a_card_outside_both_hands_is_refused_as_not_in_hand() {
    // Arrange
    let mut play = new_play(Variant::SixCard, Some(&["2S 2H KS KH", "6C 7C 8C 9C"]));
    run(&mut play, &[(0, "KS")]);

    // Act + Assert
    assert_refused_without_trace(
        &mut play,
        event(1, "5D"),
        PeggingError::NotInHand {
            player: 1,
            card: card("5D"),
        },
        Some(event(1, "6C")),
    );
}

#[test]
fn once_the_play_is_over_neither_a_card_nor_a_go_is_accepted() {
    // Arrange
    let mut play = new_play(Variant::SixCard, Some(&["2S 2H KS KH", "6C 7C 8C 9C"]));
    run(
        &mut play,
        &[
            (0, "KS"),
            (1, "6C"),
            (0, "KH"),
            (1, "go"),
            (0, "2S"),
            (0, "2H"),
            (1, "8C"),
            (1, "7C"),
            (1, "9C"),
        ],
    );

    // Act + Assert
    assert_refused_without_trace(&mut play, event(0, "AS"), PeggingError::PlayOver, None);
    assert_refused_without_trace(&mut play, event(1, "go"), PeggingError::PlayOver, None);
    assert_refused_without_trace(
        &mut play,
        Event {
            player: None,
            action: Action::Go,
        },
        PeggingError::PlayOver,
        None,
    );
}

#[test]
fn events_without_a_player_follow_the_turn_order() {
    // Arrange
    let mut play = new_play(Variant::SixCard, None);
    let unnamed = |what: &str| Event {
        player: None,
        ..event(0, what)
    };

    // Act
    let outcomes: Vec<Outcome> = ["KS", "QS", "9S", "go", "AS", "go"]
        .iter()
        .map(|what| play.apply(unnamed(what)).expect("a legal event"))
        .collect();

    // Assert
    let players: Vec<usize> = outcomes.iter().map(|outcome| outcome.player).collect();
    assert_eq!(players, [0, 1, 0, 1, 0, 0]);
    assert_eq!(go_points(&outcomes), [(5, 0)]);
    assert_eq!(play.next_player(), Some(1));
}

// ---------------------------------------------------------------------------------------------
// Setting up a play
// ---------------------------------------------------------------------------------------------

#[test]
fn a_play_is_refused_for_fewer_than_two_or_more_than_four_players() {
    for players in [0, 1, 5] {
        // Act
        let result = Play::new(Variant::SixCard, players, None);

        // Assert
        assert!(
            matches!(result, Err(PeggingError::Players(n)) if n == players),
            "{players} players: {result:?}"
        );
    }
}

#[test]
fn a_play_is_refused_when_the_number_of_players_does_not_fit_the_variant() {
    let cases = [
        (Variant::SixCard, 3),
        (Variant::FiveCard, 4),
        (Variant::ThreePlayer, 2),
        (Variant::FourPlayer, 3),
    ];
    for (variant, players) in cases {
        // Act
        let result = Play::new(variant, players, None);

        // Assert
        assert!(
            matches!(
                result,
                Err(PeggingError::PlayersForVariant { variant: v, expected, found })
                    if v == variant && expected == variant.players() && found == players
            ),
            "{variant:?} with {players}: {result:?}"
        );
    }
}

#[test]
fn a_play_is_refused_when_there_is_not_one_hand_per_player() {
    // Act
    let result = Play::new(
        Variant::ThreePlayer,
        3,
        Some(hands(&["AS 2S 3S 4S", "AH 2H 3H 4H"])),
    );

    // Assert
    assert!(
        matches!(
            result,
            Err(PeggingError::HandCount {
                expected: 3,
                found: 2
            })
        ),
        "{result:?}"
    );
}

#[test]
fn a_play_is_refused_when_a_hand_holds_the_wrong_number_of_cards() {
    let cases: [(Variant, &[&str], usize, usize, usize); 3] = [
        (Variant::SixCard, &["AS 2S 3S 4S", "AH 2H 3H"], 1, 4, 3),
        (
            Variant::SixCard,
            &["AS 2S 3S 4S 5S", "AH 2H 3H 4H"],
            0,
            4,
            5,
        ),
        (Variant::FiveCard, &["AS 2S 3S", "AH 2H 3H 4H"], 1, 3, 4),
    ];
    for (variant, dealt, player, expected, found) in cases {
        // Act
        let result = Play::new(variant, 2, Some(hands(dealt)));

        // Assert
        assert!(
            matches!(
                result,
                Err(PeggingError::HandSize { player: p, expected: e, found: f })
                    if (p, e, f) == (player, expected, found)
            ),
            "{variant:?} {dealt:?}: {result:?}"
        );
    }
}

#[test]
fn a_play_is_refused_when_a_card_is_in_two_hands_or_twice_in_one() {
    let cases: [(&[&str], &str); 2] = [
        (&["AS 2S 3S 4S", "AH 2H 3S 4H"], "3S"),
        (&["AS 2S AS 4S", "AH 2H 3H 4H"], "AS"),
    ];
    for (dealt, repeated) in cases {
        // Act
        let result = Play::new(Variant::SixCard, 2, Some(hands(dealt)));

        // Assert
        assert!(
            matches!(result, Err(PeggingError::CardInTwoHands { card: c }) if c == card(repeated)),
            "{dealt:?}: {result:?}"
        );
    }
}

#[test]
fn a_new_play_has_player_zero_to_lead_at_a_count_of_zero_with_no_points() {
    // Act
    let play = new_play(Variant::FourPlayer, None);

    // Assert
    assert_eq!(play.next_player(), Some(0));
    assert_eq!(play.count(), 0);
    assert_eq!(play.totals(), [0, 0, 0, 0]);
    assert!(play.series().is_empty());
    assert!(!play.is_over());
}

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
            .map(|refusal| refusal.text(cribbage_api::domain::language::Language::English))
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
            .map(|refusal| refusal.text(cribbage_api::domain::language::Language::English))
            .as_deref()
            .is_some_and(|why| why.contains("6H")),
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
            .map(|refusal| refusal.text(cribbage_api::domain::language::Language::English))
            .as_deref()
            .is_some_and(|why| why.contains("5H")),
        "{:?}",
        judgement.refusal
    );
    assert_eq!(judgement.count, None);
    assert_eq!(judgement.playable, Some(cards("5S 6S")));
}
