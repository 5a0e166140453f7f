//! Play advice at a table of three, or of four in partnerships, from any point of an arbitrary
//! legal play, with or without the starter, the player's discard and a board; and mangled
//! positions (a hand card already played, a hand of the wrong size, a board with the wrong
//! number of scores, the play over), which must be refused at their place, never answered or
//! panicked on.
//!
//! Invariants: one option per card in hand that fits (a go when none does); the expert order
//! is by the sampled net, best first, and `recommended` is its first action and what `choose`
//! plays; `own` is the side's points (the partner's included with four), `opponent` the mean of
//! the two opponents' (three) or the other side's (four), `net = own - opponent`, each standard
//! error finite and not negative; the same request gets the same answer; greedy holds the same
//! cards ordered by points now. With a board: every option has a chance of winning in [0, 1]
//! with a finite standard error, and when the advice is ordered by it, the order holds.
#![no_main]

use arbitrary::Arbitrary;
use cribbage_api::domain::card::Card;
use cribbage_api::domain::fault::AdviceFault;
use cribbage_api::domain::input::{Fault, Place};
use cribbage_api::domain::pegging::{Action, Event, EventSlot, Play};
use cribbage_api::domain::strategy::table::{Table, TableAdvice};
use cribbage_api::domain::strategy::{AdviceRequest, BoardScores, Ranking, Seated};
use cribbage_api::domain::variant::Variant;
use libfuzzer_sys::fuzz_target;

#[derive(Debug, Arbitrary)]
struct Input {
    four: bool,
    /// Cards dealt (four hands, the starter, a discard), each an index into what is left.
    picks: [u8; 18],
    /// How many events to play before asking.
    steps: u8,
    /// Which fitting card each event lays.
    choices: [u8; 16],
    with_starter: bool,
    with_discard: bool,
    /// 0..: a proper position; 1: a card played put back in the hand; 2: one card short; 3: a
    /// board with the wrong number of scores; 4: played to the end; 5: a board; 6: asked by
    /// the player to act, and by the next one.
    mangle: u8,
    /// The board's scores, for mangle 5.
    scores: [u8; 3],
}

fn slots(events: &[Event]) -> Vec<EventSlot> {
    (events.iter()).map(|&e| EventSlot::from(e)).collect()
}

fn check<const N: usize>(table: &Table<N>, hand: &[Card], count: u8) {
    let advice: TableAdvice = table.advise(Ranking::Expert);
    let fitting = hand.iter().filter(|c| count + c.value() <= 31).count();
    assert_eq!(advice.options.len(), fitting.max(1));
    assert_eq!(advice.recommended, advice.options[0].action);
    assert_eq!(table.choose(Ranking::Expert), advice.recommended);
    for option in &advice.options {
        let e = &option.expected;
        assert_eq!(e.players.len(), N);
        let me = advice.player;
        let ally = |p: usize| p == me || (N == 4 && p == (me + 2) % 4);
        let own: f64 = (0..N).filter(|&p| ally(p)).map(|p| e.players[p]).sum();
        let others: f64 = (0..N)
            .filter(|&p| !ally(p))
            .map(|p| e.players[p])
            .sum::<f64>()
            / if N == 3 { 2.0 } else { 1.0 };
        assert!((e.own - own).abs() < 1e-9, "{option:?}");
        assert!((e.opponent - others).abs() < 1e-9, "{option:?}");
        assert!((e.net - (own - others)).abs() < 1e-9, "{option:?}");
        assert!(e.net_standard_error.is_finite() && e.net_standard_error >= 0.0);
        if let Action::Play(card) = option.action {
            assert!(hand.contains(&card) && count + card.value() <= 31);
        }
    }
    for pair in advice.options.windows(2) {
        match (advice.by_win, pair[0].win, pair[1].win) {
            (true, Some((a, _)), Some((b, _))) => assert!(a >= b - 1e-12),
            _ => assert!(pair[0].expected.net >= pair[1].expected.net - 1e-9),
        }
    }
    for option in &advice.options {
        if let Some((win, error)) = option.win {
            assert!((0.0..=1.0).contains(&win), "{option:?}");
            assert!(error.is_finite() && error >= 0.0, "{option:?}");
        }
    }
    assert_eq!(
        table.advise(Ranking::Expert),
        advice,
        "the same answer twice"
    );
    let greedy = table.advise(Ranking::Greedy);
    let mut a: Vec<_> = advice.options.iter().map(|o| o.action).collect();
    let mut b: Vec<_> = greedy.options.iter().map(|o| o.action).collect();
    for pair in greedy.options.windows(2) {
        assert!(pair[0].points >= pair[1].points);
    }
    a.sort_by_key(|x| format!("{x:?}"));
    b.sort_by_key(|x| format!("{x:?}"));
    assert_eq!(a, b);
}

fuzz_target!(|input: Input| {
    let (variant, players) = if input.four {
        (Variant::FourPlayer, 4)
    } else {
        (Variant::ThreePlayer, 3)
    };
    let mut deck: Vec<Card> = Card::deck().collect();
    let dealt: Vec<Card> = (input.picks.iter())
        .map(|&p| deck.remove(usize::from(p) % deck.len()))
        .collect();
    let hands: Vec<Vec<Card>> = (0..players)
        .map(|p| dealt[4 * p..4 * p + 4].to_vec())
        .collect();
    let mut play = Play::new(variant, players, Some(hands)).expect("hands");
    let mangle = input.mangle % 8;
    let steps = if mangle == 4 {
        usize::MAX
    } else {
        usize::from(input.steps % 16)
    };
    let mut events = Vec::new();
    while events.len() < steps {
        let Some(actor) = play.next_player() else {
            break;
        };
        let fits: Vec<Card> = (play.held(actor).expect("hands known").into_iter())
            .filter(|c| play.count() + c.value() <= 31)
            .collect();
        let action = match fits.len() {
            0 => Action::Go,
            n => Action::Play(fits[usize::from(input.choices[events.len() % 16]) % n]),
        };
        let event = Event {
            player: None,
            action,
        };
        play.apply(event).expect("a legal action");
        events.push(event);
    }
    let starter = input.with_starter.then_some(dealt[16]);
    let discards: Vec<Card> = input
        .with_discard
        .then_some(dealt[17])
        .into_iter()
        .collect();
    let request = |hand: &[Card], board: Option<BoardScores>, asking: usize| AdviceRequest {
        variant: Some(variant),
        hand: hand.iter().map(|&c| Ok(c)).collect(),
        events: slots(&events),
        starter: starter.map(Ok),
        discards: discards.iter().map(|&c| Ok(c)).collect(),
        board,
        player: (mangle == 6).then_some(asking),
        // Three and four players are advised under the uniform model whatever is asked.
        opponent: None,
        history: Vec::new(),
    };
    let Some(me) = play.next_player() else {
        let refused = request(&[], None, 0).seat().expect_err("the play is over");
        assert!(
            refused.iter().any(|p| p.fault == AdviceFault::PlayOver),
            "{refused:?}"
        );
        return;
    };
    let mut hand = play.held(me).expect("hands known");
    let laid: Vec<Card> = (events.iter())
        .filter_map(|e| match e.action {
            Action::Play(card) => Some(card),
            Action::Go => None,
        })
        .collect();
    match mangle {
        1 if !laid.is_empty() && !hand.is_empty() => {
            hand[0] = laid[0];
            let refused = request(&hand, None, me)
                .seat()
                .expect_err("a hand card already played");
            assert!(
                refused
                    .iter()
                    .any(|p| p.place == Place::field("hand").at(0)),
                "{refused:?}"
            );
            return;
        }
        2 => {
            hand.pop();
            let refused = request(&hand, None, me).seat().expect_err("one card short");
            assert!(
                refused.iter().any(|p| p.place == Place::field("hand")),
                "{refused:?}"
            );
            return;
        }
        3 => {
            // Three scores for four players, two for three.
            let found = if players == 4 { 3 } else { 2 };
            let board = BoardScores {
                scores: Some(vec![10; found]),
                target: None,
            };
            let refused = request(&hand, Some(board), me).seat().expect_err("a board");
            assert_eq!(refused[0].place, Place::field("scores"), "{refused:?}");
            let expected = players;
            assert_eq!(
                refused[0].fault,
                AdviceFault::Input(Fault::ScoreCount { expected, found })
            );
            return;
        }
        _ => {}
    }
    let board = (mangle == 5).then(|| BoardScores {
        scores: Some(
            (input.scores.iter().take(if players == 4 { 2 } else { 3 }))
                .map(|&s| u32::from(s) % 121)
                .collect(),
        ),
        target: None,
    });
    if mangle == 6 {
        let next = (me + 1) % players;
        let refused = request(&hand, None, next).seat().expect_err("out of turn");
        assert_eq!(refused.len(), 1, "{refused:?}");
        assert_eq!(refused[0].place, Place::field("player"));
        let fault = AdviceFault::NotToPlay {
            player: next,
            to_play: me,
        };
        assert_eq!(refused[0].fault, fault);
    }
    match request(&hand, board, me)
        .seat()
        .expect("a position reached by a legal play")
    {
        Seated::Three(table) => check(&table, &hand, play.count()),
        Seated::Four(table) => check(&table, &hand, play.count()),
        Seated::Two(_) => panic!("three or four players"),
    }
});
