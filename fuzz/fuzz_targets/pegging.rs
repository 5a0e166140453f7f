//! An arbitrary sequence of events fed to the play's state machine, for 2 to 4 players and every
//! variant, with or without the hands: honest moves mixed with arbitrary cards, goes, players
//! out of turn and early finishes.
//!
//! Invariants: nothing panics; the count never exceeds 31; a refused event (or finish) leaves the
//! state exactly as it was and is refused for the reason given; an honest move is never refused;
//! an accepted event's points are `peg()`'s, and `judge()` agrees with `apply()` (legal, count,
//! items, renege); the totals move by exactly the points of the event; a closed series resets the
//! count; a finished play has no cards left. A decision on reneged cards is taken only right
//! after a renege with the hands known, returns exactly the held cards that fit, and dead cards
//! are refused as dead ever after.
#![no_main]

use arbitrary::Arbitrary;
use cribbage_api::domain::card::Card;
use cribbage_api::domain::pegging::{
    Action, Event, MAX_COUNT, Outcome, PegCategory, PeggingError, Play, Reneged, judge, peg,
};
use cribbage_api::domain::variant::Variant;
use libfuzzer_sys::fuzz_target;

#[derive(Debug, Arbitrary)]
enum Op {
    /// The player to act lays the `k`-th card of theirs that fits, or says go when none does.
    Honest { k: u8, named: bool },
    /// Any card (index `card % 52`), by a named player or by whoever's turn it is.
    Card { card: u8, player: Option<u8> },
    /// A go, by a named player or by whoever's turn it is.
    Go { player: Option<u8> },
    /// Declare the play complete.
    Finish,
    /// The non-offender's decision on the cards of the last event (a renege or not).
    Decide { dead: bool },
}

#[derive(Debug, Arbitrary)]
struct Input {
    variant: u8,
    /// Ask for this many players instead of the variant's (refused unless it is the same).
    players: Option<u8>,
    with_hands: bool,
    /// Card picks for the deal: each an index into the cards not yet dealt.
    deal: [u8; 16],
    ops: Vec<Op>,
}

fn state(play: &Play) -> String {
    format!("{play:?}")
}

/// (category, points) of the 15 and 31 items: what `judge` can tell without the series.
fn count_items(items: &[cribbage_api::domain::pegging::PegItem]) -> Vec<(PegCategory, u8)> {
    items
        .iter()
        .filter(|i| matches!(i.category, PegCategory::Fifteen | PegCategory::ThirtyOne))
        .map(|i| (i.category, i.points))
        .collect()
}

fuzz_target!(|input: Input| {
    let variant = Variant::ALL[usize::from(input.variant) % 4];
    let players = variant.players();
    let mut deck: Vec<Card> = Card::deck().collect();
    let dealt: Vec<Vec<Card>> = (0..players)
        .map(|p| {
            (0..variant.hand_size())
                .map(|i| {
                    let pick = input.deal[p * variant.hand_size() + i];
                    deck.remove(usize::from(pick) % deck.len())
                })
                .collect()
        })
        .collect();
    let hands = input.with_hands.then(|| dealt.clone());

    if let Some(asked) = input.players.map(|n| usize::from(n) % 6)
        && asked != players
    {
        let refused = Play::new(variant, asked, hands);
        assert!(
            matches!(
                refused,
                Err(PeggingError::Players(_) | PeggingError::PlayersForVariant { .. })
            ),
            "{refused:?}"
        );
        return;
    }
    let mut play = Play::new(variant, players, hands).expect("a proper deal");

    // Cards accepted so far, and whether `dealt` still describes what each player holds (an
    // arbitrary card accepted without the hands breaks that).
    let mut played: u64 = 0;
    let mut dead_cards: u64 = 0;
    let mut exact = true;
    let mut pegged: u32 = 0;
    // The last event accepted, while nothing else has happened since.
    let mut last: Option<Outcome> = None;

    for op in input.ops.iter().take(64) {
        let before = play.clone();
        let snapshot = state(&before);
        let count = before.count();
        assert!(count <= MAX_COUNT);

        if let Op::Decide { dead } = *op {
            let Some(outcome) = last.take() else {
                continue;
            };
            let decision = if dead { Reneged::Dead } else { Reneged::Played };
            match play.decide(&outcome, decision) {
                Ok(cards) => {
                    assert!(outcome.renege && outcome.action == Action::Go);
                    let fits: Vec<Card> = before
                        .held(outcome.player)
                        .expect("a decision needs the hands")
                        .into_iter()
                        .filter(|c| outcome.count + c.value() <= MAX_COUNT)
                        .collect();
                    assert_eq!(cards, fits);
                    assert!(!cards.is_empty());
                    if dead {
                        for card in &cards {
                            played |= 1 << card.index();
                            dead_cards |= 1 << card.index();
                        }
                        let left = before.cards_left(outcome.player) - cards.len();
                        assert_eq!(play.cards_left(outcome.player), left);
                    } else {
                        assert_eq!(state(&play), snapshot, "played cards change nothing");
                    }
                }
                Err(PeggingError::NotARenege { player, count: at }) => {
                    assert!(!outcome.renege || outcome.action != Action::Go);
                    assert_eq!((player, at), (outcome.player, outcome.count));
                    assert_eq!(state(&play), snapshot);
                }
                Err(PeggingError::RenegedUnknown) => {
                    assert!(!input.with_hands && outcome.renege);
                    assert_eq!(state(&play), snapshot);
                }
                Err(other) => panic!("decide refused with {other:?}"),
            }
            continue;
        }
        if let Op::Finish = op {
            last = None;
            match play.finish() {
                Ok(point) => {
                    assert!(play.is_over());
                    let added: u32 =
                        play.totals().iter().sum::<u32>() - before.totals().iter().sum::<u32>();
                    assert_eq!(added, point.map_or(0, |p| u32::from(p.points)));
                    pegged += added;
                    if before.is_over() {
                        assert_eq!(point, None);
                    }
                }
                Err(err) => {
                    assert!(matches!(err, PeggingError::Incomplete(_)), "{err:?}");
                    assert_eq!(state(&play), snapshot, "a refused finish changed the play");
                }
            }
            continue;
        }

        let turn = before.next_player();
        let honest_held = |p: usize| -> Vec<Card> {
            dealt[p]
                .iter()
                .copied()
                .filter(|c| played & 1 << c.index() == 0)
                .collect()
        };
        let (event, honest) = match *op {
            Op::Honest { k, named } => {
                let Some(p) = turn else {
                    let refused = play.apply(Event {
                        player: None,
                        action: Action::Go,
                    });
                    assert_eq!(refused.unwrap_err(), PeggingError::PlayOver);
                    assert_eq!(state(&play), snapshot);
                    continue;
                };
                let fits: Vec<Card> = honest_held(p)
                    .into_iter()
                    .filter(|c| count + c.value() <= MAX_COUNT)
                    .collect();
                let action = if fits.is_empty() {
                    Action::Go
                } else {
                    Action::Play(fits[usize::from(k) % fits.len()])
                };
                (
                    Event {
                        player: named.then_some(p),
                        action,
                    },
                    true,
                )
            }
            Op::Card { card, player } => {
                let card = Card::from_index(usize::from(card) % 52).unwrap();
                (
                    Event {
                        player: player.map(|p| usize::from(p) % 5),
                        action: Action::Play(card),
                    },
                    false,
                )
            }
            Op::Go { player } => (
                Event {
                    player: player.map(|p| usize::from(p) % 5),
                    action: Action::Go,
                },
                false,
            ),
            Op::Finish | Op::Decide { .. } => unreachable!(),
        };

        let result = play.apply(event);
        let outcome = match result {
            Err(err) => {
                assert_eq!(
                    state(&play),
                    snapshot,
                    "refused {event:?} ({err:?}) changed the play"
                );
                assert!(!honest, "an honest move was refused: {event:?}: {err:?}");
                match err {
                    PeggingError::PlayOver => assert!(before.is_over()),
                    PeggingError::NoSuchPlayer { player, players: n } => {
                        assert!(player >= n && n == players)
                    }
                    PeggingError::OutOfTurn { expected, found } => {
                        assert_eq!(Some(expected), turn);
                        assert_ne!(expected, found);
                        assert!(before.cards_left(found) > 0);
                    }
                    PeggingError::HandExhausted { player, .. } => {
                        assert_eq!(before.cards_left(player), 0)
                    }
                    PeggingError::RepeatedCard { card, .. } => {
                        assert!(played & 1 << card.index() != 0)
                    }
                    PeggingError::DeadCard { card, .. } => {
                        assert!(dead_cards & 1 << card.index() != 0)
                    }
                    PeggingError::NotInHand { player, card } => {
                        assert!(input.with_hands && !dealt[player].contains(&card))
                    }
                    PeggingError::OverThirtyOne { card, would_be } => {
                        assert_eq!(would_be, count + card.value());
                        assert!(would_be > MAX_COUNT);
                    }
                    other => panic!("apply refused with {other:?}"),
                }
                // Whatever judge says, a card it calls illegal is never accepted (checked below);
                // here: a card past 31 that the player holds is exactly judge's refusal.
                continue;
            }
            Ok(outcome) => outcome,
        };
        last = Some(outcome.clone());

        // Who acted, and what judge() says of the same action from the same state.
        assert!(!before.is_over());
        assert_eq!(Some(outcome.player), turn);
        if let Some(named) = event.player {
            assert_eq!(named, outcome.player);
        }
        let p = outcome.player;
        let held = before.held(p);
        let verdict = judge(count, Some(before.series()), event.action, held.as_deref());
        match event.action {
            Action::Play(card) => {
                assert!(
                    verdict.legal,
                    "apply took {card} that judge refuses: {verdict:?}"
                );
                assert_eq!(outcome.count, count + card.value());
                assert_eq!(verdict.count, Some(outcome.count));
                assert_eq!(outcome.items, peg(before.series(), card));
                assert_eq!(verdict.items, outcome.items);
                let blind = judge(count, None, event.action, None);
                assert_eq!(count_items(&blind.items), count_items(&outcome.items));
                assert!(!outcome.renege && outcome.penalties.is_empty());
                assert_eq!(
                    outcome
                        .items
                        .iter()
                        .any(|i| i.category == PegCategory::ThirtyOne),
                    outcome.count == MAX_COUNT
                );
                if !dealt[p].contains(&card) {
                    exact = false;
                }
                played |= 1 << card.index();
            }
            Action::Go => {
                assert_eq!(outcome.count, count);
                assert!(outcome.items.is_empty());
                match held {
                    Some(_) => assert_eq!(verdict.legal, !outcome.renege, "{verdict:?}"),
                    None => assert_eq!(outcome.renege, count <= MAX_COUNT - 10),
                }
                if honest && exact {
                    assert!(!outcome.renege, "an honest go was called a renege");
                }
                let penalized = outcome.renege && variant == Variant::ThreePlayer;
                assert_eq!(outcome.penalties.len(), if penalized { 2 } else { 0 });
                for penalty in &outcome.penalties {
                    assert!(penalty.player != p && penalty.points == 2);
                }
            }
        }

        // The count and the series after the event.
        assert!(outcome.count <= MAX_COUNT);
        assert!(play.count() <= MAX_COUNT);
        if outcome.count == MAX_COUNT {
            assert!(outcome.series_closed && outcome.go_point.is_none());
        }
        if let Some(point) = outcome.go_point {
            assert!(outcome.series_closed && point.points == 1);
        }
        if outcome.series_closed {
            assert_eq!(play.count(), 0);
            assert!(play.series().is_empty());
        } else {
            assert_eq!(play.count(), outcome.count);
            let mut series = before.series().to_vec();
            if let Action::Play(card) = event.action {
                series.push(card);
            }
            assert_eq!(play.series(), &series[..]);
        }

        // The totals move by exactly this event's points.
        for q in 0..players {
            let mut expected = before.totals()[q];
            if q == p {
                expected += u32::from(outcome.points());
            }
            if outcome.go_point.is_some_and(|g| g.player == q) {
                expected += 1;
            }
            for penalty in outcome.penalties.iter().filter(|x| x.player == q) {
                expected += u32::from(penalty.points);
            }
            assert_eq!(play.totals()[q], expected, "player {q} after {outcome:?}");
        }
        pegged += u32::from(outcome.points())
            + outcome.go_point.map_or(0, |g| u32::from(g.points))
            + outcome
                .penalties
                .iter()
                .map(|x| u32::from(x.points))
                .sum::<u32>();

        // Whose turn, and the end of the play.
        match play.next_player() {
            Some(next) => {
                assert!(!play.is_over());
                assert!(
                    play.cards_left(next) > 0,
                    "player {next} to act holds nothing"
                );
            }
            None => {
                assert!(play.is_over());
                assert!(outcome.series_closed);
                if variant != Variant::FiveCard {
                    assert!((0..players).all(|q| play.cards_left(q) == 0));
                }
            }
        }
    }
    assert_eq!(play.totals().iter().sum::<u32>(), pegged);
});
