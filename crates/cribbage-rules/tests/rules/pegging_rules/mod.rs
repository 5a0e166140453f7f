//! The play (pegging), rule by rule: every example of RULES.md's "The play" and "Variants"
//! sections, the two worked plays of seed 000, the three-player and five-card rules of seed 001,
//! every error the play can refuse an event with, and `judge`, the "may I play this now?" check.
//!
//! Plays are written as scripts of `(player, "card")` or `(player, "go")` steps and applied
//! through `Play::apply`, so every test goes through the same state machine the API uses.

use cribbage_rules::card::Card;
use cribbage_rules::pegging::{
    Action, Event, GoPoint, Judgement, Outcome, PegCategory, PegItem, PeggingError, Penalty, Play,
    Reneged, judge, peg,
};
use cribbage_rules::variant::Variant;

mod five_card;
mod goes;
mod judge;
mod refusals;
mod renege;
mod scoring;
mod seed_plays;
mod tables;

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
