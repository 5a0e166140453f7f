//! Properties of the play that hold for every honest play: checked on random complete plays.
//!
//! A play is simulated: the cards are dealt, and at each turn the player to act lays a random card
//! that fits under 31, or says go when none does. Deals come from the whole pack and, to reach
//! pairs, runs, long series and many goes far more often than chance would, from narrower pools.

use cribbage_rules::card::{Card, Rank};
use cribbage_rules::pegging::{Action, Event, MAX_COUNT, Outcome, PeggingError, Play, judge, peg};
use cribbage_rules::variant::Variant;
use proptest::prelude::*;
use proptest::sample::{Index, subsequence};

/// The cards of the pack that pass `keep`.
fn pool(keep: impl Fn(Card) -> bool) -> Vec<Card> {
    Card::deck().filter(|&card| keep(card)).collect()
}

/// `n` distinct cards in random order.
fn deal(n: usize) -> impl Strategy<Value = Vec<Card>> {
    let whole_pack = pool(|_| true);
    // Ace to six: pairs, runs and long series everywhere.
    let low = pool(|card| card.rank() <= Rank::Six);
    // Aces to fours and ten-cards: goes, 31s and lone players laying small cards.
    let small_and_tens = pool(|card| card.rank() <= Rank::Four || card.value() == 10);
    prop_oneof![
        subsequence(whole_pack, n),
        subsequence(low, n),
        subsequence(small_and_tens, n),
    ]
    .prop_shuffle()
}

/// The deal and the random choices of a play of `variant`.
fn game(variant: Variant) -> impl Strategy<Value = (Vec<Card>, Vec<Index>)> {
    (
        deal(variant.players() * variant.hand_size()),
        prop::collection::vec(any::<Index>(), 24),
    )
}

/// One simulated event: the play before it, the event, and what it did.
struct Step {
    before: Play,
    event: Event,
    outcome: Outcome,
}

/// A simulated play, played out to its end.
struct Simulation {
    hands: Vec<Vec<Card>>,
    steps: Vec<Step>,
    play: Play,
}

impl Simulation {
    /// The play before step `k`, or the final play for `k == steps.len()`.
    fn state(&self, k: usize) -> &Play {
        self.steps.get(k).map_or(&self.play, |step| &step.before)
    }
}

/// Plays `cards` (dealt in order, a hand at a time) honestly to the end: the player to act lays
/// a card that fits, picked by `choices`, or says go when none fits.
fn simulate(variant: Variant, cards: &[Card], choices: &[Index]) -> Simulation {
    let hands: Vec<Vec<Card>> = cards
        .chunks(variant.hand_size())
        .map(<[Card]>::to_vec)
        .collect();
    let mut play = Play::new(variant, variant.players(), Some(hands.clone()))
        .unwrap_or_else(|err| panic!("{variant:?} deal {hands:?} should start a play: {err}"));
    let mut choices = choices.iter().cycle();
    let mut steps = Vec::new();
    while let Some(player) = play.next_player() {
        assert!(steps.len() < 100, "the play never ends: {hands:?}");
        let held = play.held(player).expect("the hands are known");
        let fits: Vec<Card> = held
            .into_iter()
            .filter(|card| play.count() + card.value() <= MAX_COUNT)
            .collect();
        let action = match choices.next() {
            Some(choice) if !fits.is_empty() => Action::Play(fits[choice.index(fits.len())]),
            _ => Action::Go,
        };
        let event = Event {
            player: Some(player),
            action,
        };
        let before = play.clone();
        let outcome = play
            .apply(event)
            .unwrap_or_else(|err| panic!("{event:?} is honest and must be accepted: {err}"));
        steps.push(Step {
            before,
            event,
            outcome,
        });
    }
    Simulation { hands, steps, play }
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

/// The totals rebuilt from the events: card points, go points and penalties.
fn totals_from_events(players: usize, steps: &[Step]) -> Vec<u32> {
    let mut totals = vec![0u32; players];
    for step in steps {
        let outcome = &step.outcome;
        totals[outcome.player] += u32::from(outcome.points());
        if let Some(go) = outcome.go_point {
            totals[go.player] += u32::from(go.points);
        }
        for penalty in &outcome.penalties {
            totals[penalty.player] += u32::from(penalty.points);
        }
    }
    totals
}

/// The invariants every event of an honest play keeps, whatever the variant.
fn check_every_event(variant: Variant, sim: &Simulation) -> Result<(), TestCaseError> {
    let mut series: Vec<Card> = Vec::new();
    for (index, step) in sim.steps.iter().enumerate() {
        let Step {
            before,
            event,
            outcome,
        } = step;
        prop_assert_eq!(
            Some(outcome.player),
            before.next_player(),
            "event {}",
            index
        );
        prop_assert_eq!(outcome.action, event.action, "event {}", index);
        prop_assert_eq!(before.series(), &series[..], "event {}", index);

        // What the card scores is exactly `peg` on the series before it, and `judge` agrees.
        let held = before.held(outcome.player).expect("the hands are known");
        let judgement = judge(
            before.count(),
            Some(before.series()),
            event.action,
            Some(&held),
        );
        prop_assert!(judgement.legal, "event {}: {:?}", index, judgement.refusal);
        match event.action {
            Action::Play(card) => {
                prop_assert_eq!(&outcome.items, &peg(&series, card), "event {}", index);
                prop_assert_eq!(&judgement.items, &outcome.items, "event {}", index);
                prop_assert_eq!(judgement.count, Some(outcome.count), "event {}", index);
                series.push(card);
            }
            Action::Go => {
                prop_assert!(outcome.items.is_empty(), "event {}", index);
                prop_assert_eq!(judgement.count, Some(outcome.count), "event {}", index);
            }
        }

        // The count is the sum of the series, never past 31.
        let sum: u32 = series.iter().map(|card| u32::from(card.value())).sum();
        prop_assert_eq!(u32::from(outcome.count), sum, "event {}", index);
        prop_assert!(outcome.count <= MAX_COUNT, "event {}", index);
        prop_assert!(sim.state(index + 1).count() <= MAX_COUNT);

        // Honest goes are no reneges.
        prop_assert!(!outcome.renege, "event {}", index);
        prop_assert!(outcome.penalties.is_empty(), "event {}", index);

        // A go point exactly on each series closed below 31, to the last player to lay a card.
        if outcome.series_closed {
            let last = sim.steps[..=index]
                .iter()
                .rev()
                .find(|step| matches!(step.event.action, Action::Play(_)))
                .map(|step| step.outcome.player);
            let expected = (outcome.count != MAX_COUNT).then_some(last).flatten();
            prop_assert_eq!(
                outcome.go_point.map(|go| (go.player, go.points)),
                expected.map(|player| (player, 1)),
                "event {}",
                index
            );
            series.clear();
            prop_assert_eq!(sim.state(index + 1).count(), 0, "after event {}", index);

            // The player after the last to lay a card, with cards left, leads the next series.
            let after = sim.state(index + 1);
            if let (Some(last), Some(leader)) = (last, after.next_player()) {
                let expected = (1..=variant.players())
                    .map(|k| (last + k) % variant.players())
                    .find(|&p| after.cards_left(p) > 0);
                prop_assert_eq!(Some(leader), expected, "leader after event {}", index);
            }
        } else {
            prop_assert_eq!(outcome.go_point, None, "event {}", index);
        }
    }
    Ok(())
}

/// The end of a complete play of two, three or four players: every card played, nobody to act.
fn check_complete_play(variant: Variant, sim: &Simulation) -> Result<(), TestCaseError> {
    check_every_event(variant, sim)?;
    let play = &sim.play;
    prop_assert_eq!(
        play.totals(),
        &totals_from_events(variant.players(), &sim.steps)[..]
    );
    prop_assert!(play.is_over());
    prop_assert_eq!(play.next_player(), None);
    prop_assert_eq!(play.count(), 0);
    let laid = sim
        .steps
        .iter()
        .filter(|step| matches!(step.event.action, Action::Play(_)))
        .count();
    prop_assert_eq!(laid, variant.players() * variant.hand_size());
    for player in 0..variant.players() {
        prop_assert_eq!(play.cards_left(player), 0);
    }
    let last = sim.steps.last().expect("a play has events");
    prop_assert!(last.outcome.series_closed);
    prop_assert_eq!(play.clone().finish(), Ok(None));
    Ok(())
}

/// Replays the first `k` events in a fresh play, naming no players (the turn order decides) and
/// without the hands: an honest play goes the same event by event.
fn check_prefix_replay(variant: Variant, sim: &Simulation, k: usize) -> Result<(), TestCaseError> {
    let with_hands = Some(sim.hands.clone());
    for hands in [with_hands, None] {
        let known = hands.is_some();
        let mut fresh = Play::new(variant, variant.players(), hands).expect("the same deal");
        for (index, step) in sim.steps[..k].iter().enumerate() {
            let outcome = fresh.apply(Event {
                player: None,
                action: step.event.action,
            });
            prop_assert_eq!(
                outcome.as_ref(),
                Ok(&step.outcome),
                "event {} of {}, hands known: {}",
                index,
                k,
                known
            );
        }
        prop_assert_eq!(
            snapshot(&fresh),
            snapshot(sim.state(k)),
            "after {} events, hands known: {}",
            k,
            known
        );
    }
    Ok(())
}

/// Throws a random event at the play before step `k`: if refused, the play must be as it was,
/// and the honest event of step `k` must give the same outcome.
fn check_refusal_leaves_no_trace(
    variant: Variant,
    sim: &Simulation,
    k: usize,
    intruder: (Index, Index, bool),
) -> Result<(), TestCaseError> {
    let (which_card, which_player, go) = intruder;
    let card = Card::deck().nth(which_card.index(52)).expect("52 cards");
    let player = which_player.index(variant.players() + 1);
    let event = Event {
        player: Some(player),
        action: if go { Action::Go } else { Action::Play(card) },
    };
    let Some(step) = sim.steps.get(k) else {
        return Ok(());
    };
    let mut play = step.before.clone();
    let before = snapshot(&step.before);
    match play.apply(event) {
        Err(err) => {
            prop_assert_eq!(snapshot(&play), before, "refused with {}", err);
            prop_assert_eq!(play.apply(step.event), Ok(step.outcome.clone()));
            if player >= variant.players() {
                prop_assert_eq!(
                    err,
                    PeggingError::NoSuchPlayer {
                        player,
                        players: variant.players()
                    }
                );
            }
        }
        // Accepted: it was a legal event, and it moved the play on.
        Ok(outcome) => {
            prop_assert!(player < variant.players(), "player {} accepted", player);
            prop_assert_eq!(outcome.player, player);
            prop_assert!(play.count() <= 31, "count {}", play.count());
            let (totals, _, _, series, _) = &before;
            let scored = u32::from(outcome.points())
                + outcome.go_point.map_or(0, |go| u32::from(go.points))
                + outcome
                    .penalties
                    .iter()
                    .map(|p| u32::from(p.points))
                    .sum::<u32>();
            prop_assert_eq!(
                play.totals().iter().sum::<u32>(),
                totals.iter().sum::<u32>() + scored,
                "the points the event scored, and no others"
            );
            match event.action {
                Action::Play(card) => {
                    prop_assert!(!series.contains(&card), "{} again in the series", card);
                    prop_assert!(
                        play.series().last() == Some(&card) || play.count() == 0,
                        "{} is not the last card of the series",
                        card
                    );
                }
                // A go may change nothing the snapshot shows (who has gone is kept inside).
                Action::Go => {}
            }
        }
    }
    Ok(())
}

fn intruder() -> impl Strategy<Value = (Index, Index, bool)> {
    (any::<Index>(), any::<Index>(), any::<bool>())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn a_two_player_play_adds_up_never_passes_31_and_ends_with_every_card_played(
        (cards, choices) in game(Variant::SixCard),
    ) {
        let sim = simulate(Variant::SixCard, &cards, &choices);
        check_complete_play(Variant::SixCard, &sim)?;
    }

    #[test]
    fn a_three_player_play_adds_up_never_passes_31_and_ends_with_every_card_played(
        (cards, choices) in game(Variant::ThreePlayer),
    ) {
        let sim = simulate(Variant::ThreePlayer, &cards, &choices);
        check_complete_play(Variant::ThreePlayer, &sim)?;
    }

    #[test]
    fn a_four_player_play_adds_up_never_passes_31_and_ends_with_every_card_played(
        (cards, choices) in game(Variant::FourPlayer),
    ) {
        let sim = simulate(Variant::FourPlayer, &cards, &choices);
        check_complete_play(Variant::FourPlayer, &sim)?;
    }

    #[test]
    fn a_five_card_play_adds_up_and_is_over_when_its_one_series_closes(
        (cards, choices) in game(Variant::FiveCard),
    ) {
        let sim = simulate(Variant::FiveCard, &cards, &choices);
        check_every_event(Variant::FiveCard, &sim)?;
        prop_assert_eq!(
            sim.play.totals(),
            &totals_from_events(2, &sim.steps)[..]
        );
        let closings: Vec<usize> = sim
            .steps
            .iter()
            .enumerate()
            .filter(|(_, step)| step.outcome.series_closed)
            .map(|(index, _)| index)
            .collect();
        prop_assert_eq!(closings, vec![sim.steps.len() - 1]);
        prop_assert!(sim.play.is_over());
        prop_assert_eq!(sim.play.next_player(), None);
        prop_assert_eq!(sim.play.clone().finish(), Ok(None));
    }

    #[test]
    fn replaying_the_first_events_of_a_two_player_play_gives_the_same_answers(
        (cards, choices) in game(Variant::SixCard),
        cut in any::<Index>(),
    ) {
        let sim = simulate(Variant::SixCard, &cards, &choices);
        check_prefix_replay(Variant::SixCard, &sim, cut.index(sim.steps.len() + 1))?;
    }

    #[test]
    fn replaying_the_first_events_of_a_three_player_play_gives_the_same_answers(
        (cards, choices) in game(Variant::ThreePlayer),
        cut in any::<Index>(),
    ) {
        let sim = simulate(Variant::ThreePlayer, &cards, &choices);
        check_prefix_replay(Variant::ThreePlayer, &sim, cut.index(sim.steps.len() + 1))?;
    }

    #[test]
    fn replaying_the_first_events_of_a_four_player_play_gives_the_same_answers(
        (cards, choices) in game(Variant::FourPlayer),
        cut in any::<Index>(),
    ) {
        let sim = simulate(Variant::FourPlayer, &cards, &choices);
        check_prefix_replay(Variant::FourPlayer, &sim, cut.index(sim.steps.len() + 1))?;
    }

    #[test]
    fn replaying_the_first_events_of_a_five_card_play_gives_the_same_answers(
        (cards, choices) in game(Variant::FiveCard),
        cut in any::<Index>(),
    ) {
        let sim = simulate(Variant::FiveCard, &cards, &choices);
        check_prefix_replay(Variant::FiveCard, &sim, cut.index(sim.steps.len() + 1))?;
    }

    #[test]
    fn a_refused_event_in_a_two_player_play_leaves_no_trace(
        (cards, choices) in game(Variant::SixCard),
        at in any::<Index>(),
        wild in intruder(),
    ) {
        let sim = simulate(Variant::SixCard, &cards, &choices);
        check_refusal_leaves_no_trace(Variant::SixCard, &sim, at.index(sim.steps.len()), wild)?;
    }

    #[test]
    fn a_refused_event_in_a_three_player_play_leaves_no_trace(
        (cards, choices) in game(Variant::ThreePlayer),
        at in any::<Index>(),
        wild in intruder(),
    ) {
        let sim = simulate(Variant::ThreePlayer, &cards, &choices);
        check_refusal_leaves_no_trace(Variant::ThreePlayer, &sim, at.index(sim.steps.len()), wild)?;
    }

    #[test]
    fn a_refused_event_in_a_four_player_play_leaves_no_trace(
        (cards, choices) in game(Variant::FourPlayer),
        at in any::<Index>(),
        wild in intruder(),
    ) {
        let sim = simulate(Variant::FourPlayer, &cards, &choices);
        check_refusal_leaves_no_trace(Variant::FourPlayer, &sim, at.index(sim.steps.len()), wild)?;
    }
}
