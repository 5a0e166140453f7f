//! Play advice on arbitrary legal plays of both two-player variants, from any point of the play,
//! with or without the starter and the player's discards; and mangled positions (a hand card
//! already played, a hand of the wrong size, three or four players, the play over), which must
//! be refused, never answered or panicked on.
//!
//! Invariants: one option per card in hand that fits (a go when none does); the expert order is
//! by exact expected net, best first, and `recommended` is its first action and what `choose`
//! plays; `net = own - opponent` and each mean is its points over the holdings' weight (their
//! card sets under the uniform model, which both models count alike); a card's own
//! pegging includes its points now; greedy holds the same options ordered by points now. From
//! a board: the same options with the same expected pegging, each with a chance of winning in
//! [0, 1]; ordered by it when the game can end in this play, as without the board otherwise.
//! Every level of the ladder lists the same options with the same values, its own choice
//! first, and the newcomer's choice is the same for the same seed.
#![no_main]

use arbitrary::Arbitrary;
use cribbage_api::domain::card::Card;
use cribbage_api::domain::fault::AdviceFault;
use cribbage_api::domain::input::Place;
use cribbage_api::domain::pegging::{Action, Event, Play};
use cribbage_api::domain::strategy::{Chance, Level, Opponent, Position, Ranking, ladder};
use cribbage_api::domain::variant::Variant;
use libfuzzer_sys::fuzz_target;

#[derive(Debug, Arbitrary)]
struct Input {
    five_card: bool,
    /// Cards dealt (two hands, the starter, two discards), each an index into what is left of the
    /// deck.
    picks: [u8; 11],
    /// How many events to play before asking.
    steps: u8,
    /// Which fitting card each event lays.
    choices: [u8; 12],
    with_starter: bool,
    discards: u8,
    /// 0..: a proper position; 1: a card played put back in the hand; 2: one card short; 3:
    /// three or four players; 4: played to the end.
    mangle: u8,
    /// The board `[own, opponent]`, each taken below the target.
    board: Option<[u8; 2]>,
    /// Which level of the ladder is asked too, and the seed of its draw.
    level: u8,
    seed: u64,
    /// Every holding of the opponent equally likely, rather than inferred.
    uniform: bool,
}

fuzz_target!(|input: Input| {
    let variant = if input.five_card {
        Variant::FiveCard
    } else {
        Variant::SixCard
    };
    let mut deck: Vec<Card> = Card::deck().collect();
    let dealt: Vec<Card> = input
        .picks
        .iter()
        .map(|&p| deck.remove(usize::from(p) % deck.len()))
        .collect();
    let size = variant.hand_size();
    let hands = vec![dealt[..size].to_vec(), dealt[size..2 * size].to_vec()];
    let mut play = Play::new(variant, 2, Some(hands)).expect("two hands");
    let mangle = input.mangle % 8;
    let steps = if mangle == 4 {
        usize::MAX
    } else {
        usize::from(input.steps % 12)
    };
    let mut events = Vec::new();
    while events.len() < steps {
        let Some(actor) = play.next_player() else {
            break;
        };
        let fits: Vec<Card> = play
            .held(actor)
            .expect("hands known")
            .into_iter()
            .filter(|c| play.count() + c.value() <= 31)
            .collect();
        let action = match fits.len() {
            0 => Action::Go,
            n => Action::Play(fits[usize::from(input.choices[events.len() % 12]) % n]),
        };
        let event = Event {
            player: None,
            action,
        };
        play.apply(event).expect("a legal action");
        events.push(event);
    }
    let starter = input.with_starter.then_some(dealt[2 * size]);
    let discards = &dealt[2 * size + 1..2 * size + 1 + usize::from(input.discards % 3)];
    let Some(me) = play.next_player() else {
        let refused =
            Position::new(variant, &[], &events, starter, discards).expect_err("the play is over");
        assert!(
            refused.iter().any(|p| p.fault == AdviceFault::PlayOver),
            "{refused:?}"
        );
        return;
    };
    let mut hand = play.held(me).expect("hands known");
    let laid: Vec<Card> = events
        .iter()
        .filter_map(|e| match e.action {
            Action::Play(card) => Some(card),
            Action::Go => None,
        })
        .collect();
    match mangle {
        1 if !laid.is_empty() && !hand.is_empty() => {
            hand[0] = laid[0];
            let refused = Position::new(variant, &hand, &events, starter, discards)
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
            let refused = Position::new(variant, &hand, &events, starter, discards)
                .expect_err("one card short");
            assert!(
                refused.iter().any(|p| p.place == Place::field("hand")),
                "{refused:?}"
            );
            return;
        }
        3 => {
            let players = [Variant::ThreePlayer, Variant::FourPlayer][usize::from(input.steps) % 2];
            let refused = Position::new(players, &hand, &events, starter, discards)
                .expect_err("more than two players");
            assert_eq!(refused[0].fault, AdviceFault::NotModelled(players));
            return;
        }
        _ => {}
    }
    let opponent = if input.uniform {
        Opponent::Uniform
    } else {
        Opponent::Inferred
    };
    let position = Position::new(variant, &hand, &events, starter, discards)
        .expect("a position reached by a legal play")
        .with_opponent(opponent);
    let advice = position.advise(Ranking::Expert);
    let greedy = position.advise(Ranking::Greedy);
    let fitting = hand
        .iter()
        .filter(|c| play.count() + c.value() <= 31)
        .count();
    assert_eq!(advice.options.len(), fitting.max(1));
    assert_eq!(advice.player, me);
    assert_eq!(advice.count, play.count());
    assert_eq!(advice.recommended, advice.options[0].action);
    assert_eq!(position.choose(Ranking::Expert), advice.recommended);
    assert_eq!(position.choose(Ranking::Greedy), greedy.recommended);
    for pair in advice.options.windows(2) {
        assert!(pair[0].expected.net_points() >= pair[1].expected.net_points());
    }
    for pair in greedy.options.windows(2) {
        assert!(pair[0].points >= pair[1].points);
    }
    let level = Level::ALL[usize::from(input.level) % Level::ALL.len()];
    let laddered = ladder::advise(level, &position, &mut Chance::new(input.seed));
    assert_eq!(laddered.recommended, laddered.options[0].action);
    assert_eq!(laddered.options.len(), advice.options.len());
    for option in &laddered.options {
        let same = advice.options.iter().find(|o| o.action == option.action);
        assert_eq!(same.map(|o| o.expected), Some(option.expected), "{level:?}");
    }
    let again = ladder::advise(level, &position, &mut Chance::new(input.seed));
    assert_eq!(again.recommended, laddered.recommended);
    for option in &advice.options {
        let expected = option.expected;
        if input.uniform {
            assert_eq!(expected.outcomes, advice.holdings as f64);
        }
        assert!(advice.holdings >= 1);
        assert!(expected.outcomes > 0.0);
        let n = expected.outcomes;
        assert_eq!(expected.own, expected.own_points / n);
        assert_eq!(expected.opponent, expected.opponent_points / n);
        assert_eq!(expected.net, expected.own - expected.opponent);
        assert!(expected.own >= f64::from(option.points) * (1.0 - 1e-12));
        assert_eq!(option.action == Action::Go, fitting == 0);
        let same = greedy
            .options
            .iter()
            .find(|o| o.action == option.action)
            .expect("the same options at both levels");
        assert_eq!(same.expected, option.expected);
    }
    if let Some([own, opponent]) = input.board {
        let target = u32::from(variant.target());
        let scores = [u32::from(own) % target, u32::from(opponent) % target];
        let judged = position
            .clone()
            .with_board(scores)
            .expect("a board short of the target")
            .advise(Ranking::Expert);
        assert_eq!(judged.options.len(), advice.options.len());
        for option in &judged.options {
            let chance = option.win_probability.expect("a chance with the board");
            assert!((-1e-9..=1.0 + 1e-9).contains(&chance), "{chance}");
            let plain = advice
                .options
                .iter()
                .find(|o| o.action == option.action)
                .expect("the same options");
            assert_eq!(plain.expected, option.expected);
        }
        if judged.by_win {
            for pair in judged.options.windows(2) {
                assert!(pair[0].win_probability >= pair[1].win_probability);
            }
        } else {
            let actions = |a: &cribbage_api::domain::strategy::Advice| {
                a.options.iter().map(|o| o.action).collect::<Vec<_>>()
            };
            assert_eq!(actions(&judged), actions(&advice));
        }
    }
});
