//! The board in the advice: discards judged by the chance of winning, and the checks of the
//! board a discard is judged from.

use cribbage_strategy::card::Card;
use cribbage_strategy::discard::CribModel;
use cribbage_strategy::fault::{AdviceFault, BoardFault};
use cribbage_strategy::input::Invalid;
use cribbage_strategy::input::{Fault, Place};
use cribbage_strategy::strategy::board::Board;
use cribbage_strategy::strategy::{
    BoardScores, DealtWithPlay, DiscardAsk, Objective, Opponent, validate_dealt, with_board,
    with_play,
};
use cribbage_strategy::variant::Variant;

fn slots(text: &str) -> Vec<Result<Card, cribbage_strategy::card::ParseCardError>> {
    text.split_whitespace().map(str::parse).collect()
}

/// A discard request with no seat and no `play`, checked.
fn ask(
    cards: &[Result<Card, cribbage_strategy::card::ParseCardError>],
    variant: Variant,
    model: CribModel,
    play: bool,
    objective: Objective,
    board: Option<&BoardScores>,
    dealer: bool,
) -> Result<DealtWithPlay, Vec<Invalid<AdviceFault>>> {
    validate_dealt(&DiscardAsk {
        cards,
        variant,
        model,
        dealer,
        seat: None,
        play,
        opponent: Opponent::Inferred,
        objective,
        board,
    })
}

fn keep(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("test card"))
        .collect()
}

fn board(own: u32, opponent: u32) -> BoardScores {
    BoardScores {
        scores: Some(vec![own, opponent]),
        target: None,
    }
}

#[test]
fn the_pone_needing_three_keeps_the_hand_sure_to_count_it_over_a_richer_one() {
    // 4C 10H 9D 3S 6C 10D as pone on 118. By points with the play, 4-10-9-3 is best (the
    // play as the expert plays it: low cards peg; 10-9-3-6, two fifteens, by the base
    // policy's table), and those count nothing or only 2 with some starters; 10-10-9-6
    // counts at least 4 with every starter, and the pone counts before the dealer: it wins
    // unless the dealer, on 100, pegs 21 first.
    let cards = slots("4C 10H 9D 3S 6C 10D");
    let by = |objective| {
        let checked = ask(
            &cards,
            Variant::SixCard,
            CribModel::Uniform,
            false,
            objective,
            Some(&board(118, 100)),
            false,
        )
        .expect("a deal");
        checked.recommend_with_play().expect("the play")
    };
    let by_points = by(Objective::NetWithPlay);
    let by_chance = by(Objective::Win);
    assert_eq!(by_points[0].option.keep, keep("4C 10H 9D 3S"));
    assert_eq!(by_points[0].option.hand.min(), 0);
    let exact = with_play(
        by_points.iter().map(|o| o.option.clone()).collect(),
        false,
        Variant::SixCard,
        Objective::NetWithPlay,
        Opponent::Uniform,
    );
    assert_eq!(exact[0].option.keep, keep("10H 9D 3S 6C"));
    assert_eq!(exact[0].option.hand.min(), 2);
    assert_eq!(by_chance[0].option.keep, keep("10H 9D 6C 10D"));
    assert_eq!(by_chance[0].option.hand.min(), 4);
    let chance = |o: &cribbage_strategy::strategy::DiscardWithPlay| o.win_probability.unwrap();
    assert!(chance(&by_chance[0]) > chance(&by_points[0]) + 0.01);
    assert!(chance(&by_chance[0]) > 0.999);
    // The same options either way, only ordered differently.
    assert_eq!(by_points.len(), by_chance.len());
}

#[test]
fn far_from_the_end_the_chance_of_winning_follows_the_points() {
    // At 0-0 a deal is a small part of the game: every option's chance stays near the
    // dealer's 56%, and the best keep for points (the play's included) is among the best for
    // the win.
    let options = ask(
        &slots("4C 5D 6H 10S 10C JD"),
        Variant::SixCard,
        CribModel::Uniform,
        false,
        Objective::Win,
        Some(&board(0, 0)),
        true,
    )
    .expect("a deal")
    .recommend_with_play()
    .expect("the play");
    for option in &options {
        let chance = option.win_probability.unwrap();
        assert!((0.45..0.65).contains(&chance), "{chance}");
    }
    let best_net = options
        .iter()
        .max_by(|a, b| a.net_with_play.total_cmp(&b.net_with_play))
        .unwrap();
    let top = options[0].win_probability.unwrap();
    let best = best_net.win_probability.unwrap();
    assert!(
        best > top - 0.005,
        "best for points {best}, best for the win {top}"
    );
}

#[test]
fn ordering_by_the_chance_of_winning_needs_the_board() {
    let problems = ask(
        &slots("4C 5D 6H 10S 10C JD"),
        Variant::SixCard,
        CribModel::Uniform,
        false,
        Objective::Win,
        None,
        false,
    )
    .unwrap_err();
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].place, Place::field("objective"));
    assert_eq!(problems[0].fault, AdviceFault::WinNeedsScores);
}

#[test]
fn the_board_is_checked_with_the_deal_every_problem_at_once() {
    let problems = ask(
        &slots("4C 5D 6H 10S 10C"),
        Variant::SixCard,
        CribModel::Uniform,
        false,
        Objective::Net,
        Some(&BoardScores {
            scores: Some(vec![121, 5]),
            target: Some(300),
        }),
        false,
    )
    .unwrap_err();
    let places: Vec<Place> = problems.iter().map(|p| p.place).collect();
    assert!(places.contains(&Place::field("target")), "{places:?}");
    assert!(places.contains(&Place::field("cards")), "{places:?}");
    let problems = ask(
        &slots("4C 5D 6H 10S 10C JD"),
        Variant::SixCard,
        CribModel::Uniform,
        false,
        Objective::Net,
        Some(&board(121, 5)),
        false,
    )
    .unwrap_err();
    assert_eq!(problems[0].place, Place::field("scores").at(0));
    assert!(matches!(
        problems[0].fault,
        AdviceFault::Board(BoardFault::GameOver {
            score: 121,
            target: 121
        })
    ));
    let problems = ask(
        &slots("4C 5D 6H 10S 10C"),
        Variant::ThreePlayer,
        CribModel::Uniform,
        false,
        Objective::Net,
        Some(&board(1, 5)),
        true, // The dealer: no seat needed.
    )
    .unwrap_err();
    // Three players have three scores.
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].place, Place::field("scores"));
    assert_eq!(
        problems[0].fault,
        AdviceFault::Input(Fault::ScoreCount {
            expected: 3,
            found: 2
        })
    );
}

#[test]
fn with_board_and_the_checked_request_give_the_same_chances_in_either_role() {
    let dealt = cribbage_strategy::discard::Dealt::validate(
        &keep("4C 5D 6H 10S 10C JD"),
        Variant::SixCard,
        CribModel::Uniform,
    )
    .expect("a deal");
    let on = Board::new(Variant::SixCard, [100, 118], 0, None).expect("a board");
    for dealer in [false, true] {
        let direct = with_board(
            dealt.recommend(dealer),
            dealer,
            Objective::Win,
            &on,
            Opponent::Inferred,
        );
        let checked = ask(
            &slots("4C 5D 6H 10S 10C JD"),
            Variant::SixCard,
            CribModel::Uniform,
            false,
            Objective::Win,
            Some(&board(100, 118)),
            dealer,
        )
        .expect("a deal")
        .recommend_with_play()
        .expect("the play");
        let chances = |o: &[cribbage_strategy::strategy::DiscardWithPlay]| {
            o.iter()
                .map(|o| o.win_probability.unwrap())
                .collect::<Vec<_>>()
        };
        assert_eq!(chances(&direct), chances(&checked));
        // 18 points behind with the opponent 3 short: the underdog either way.
        assert!(chances(&direct)[0] < 0.2, "{:?}", chances(&direct));
    }
}

mod play {
    use cribbage_strategy::card::Card;
    use cribbage_strategy::pegging::{Action, Event};
    use cribbage_strategy::strategy::{Opponent, Position, Ranking};
    use cribbage_strategy::variant::Variant;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().expect("test card"))
            .collect()
    }

    fn events(text: &str) -> Vec<Event> {
        cards(text)
            .into_iter()
            .map(|card| Event {
                player: None,
                action: Action::Play(card),
            })
            .collect()
    }

    fn position(hand: &str, played: &str, starter: &str) -> Position {
        let starter = starter.parse().expect("test card");
        Position::new(
            Variant::SixCard,
            &cards(hand),
            &events(played),
            Some(starter),
            &[],
        )
        .expect("a position")
        // The orders these tests pin were worked out with every holding equally likely.
        .with_opponent(Opponent::Uniform)
    }

    fn card(option: &cribbage_strategy::strategy::PlayOption) -> String {
        match option.action {
            Action::Play(card) => card.text().to_owned(),
            Action::Go => "go".to_owned(),
        }
    }

    #[test]
    fn thirty_one_for_two_wins_the_game_on_119() {
        let advice = position("5H 4C KD", "10S JD 6C", "2S")
            .with_board([119, 119])
            .expect("a board")
            .advise(Ranking::Expert);
        assert!(advice.by_win);
        assert_eq!(card(&advice.options[0]), "5H");
        assert_eq!(advice.options[0].win_probability, Some(1.0));
        assert!(advice.options[1].win_probability.unwrap() < 1.0);
    }

    #[test]
    fn both_one_short_the_first_point_wins_and_the_order_changes() {
        // Both on 120: the game ends in this play (the last card's point at the latest), so
        // the chances are exact over the opponent's holdings, whatever the position table
        // says. By expected points the pone leads the 7; for the win, the 8.
        let plain = position("7D 5D 3H 8H", "", "8C").advise(Ranking::Expert);
        assert_eq!(card(&plain.options[0]), "7D");
        assert!(!plain.by_win);
        assert!(plain.options.iter().all(|o| o.win_probability.is_none()));
        let advice = position("7D 5D 3H 8H", "", "8C")
            .with_board([120, 120])
            .expect("a board")
            .advise(Ranking::Expert);
        assert!(advice.by_win);
        assert_eq!(card(&advice.options[0]), "8H");
        let chances: Vec<f64> = advice
            .options
            .iter()
            .map(|o| o.win_probability.unwrap())
            .collect();
        assert!(chances.windows(2).all(|w| w[0] >= w[1]), "{chances:?}");
        assert!((chances[0] - 0.287).abs() < 0.001, "{chances:?}");
    }

    #[test]
    fn far_from_the_end_the_board_does_not_change_the_order() {
        let plain = position("7D 5D 3H 8H", "", "8C").advise(Ranking::Expert);
        let advice = position("7D 5D 3H 8H", "", "8C")
            .with_board([10, 12])
            .expect("a board")
            .advise(Ranking::Expert);
        assert!(!advice.by_win);
        let order = |a: &cribbage_strategy::strategy::Advice| {
            a.options.iter().map(card).collect::<Vec<_>>()
        };
        assert_eq!(order(&plain), order(&advice));
        for option in &advice.options {
            let chance = option.win_probability.unwrap();
            assert!((0.3..0.7).contains(&chance), "{chance}");
        }
    }

    #[test]
    fn a_board_at_the_target_is_refused() {
        let problems = position("7D 5D 3H 8H", "", "8C")
            .with_board([121, 12])
            .unwrap_err();
        assert_eq!(
            problems[0].place,
            cribbage_strategy::input::Place::field("scores").at(0)
        );
    }
}

mod properties {
    use cribbage_strategy::card::Card;
    use cribbage_strategy::discard::{CribModel, Dealt};
    use cribbage_strategy::strategy::board::Board;
    use cribbage_strategy::strategy::{Objective, Opponent, Position, Ranking, with_board};
    use cribbage_strategy::variant::Variant;
    use proptest::prelude::*;
    use proptest::sample::subsequence;

    fn deck() -> Vec<Card> {
        Card::deck().collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Any deal from any board, either role: every chance is a probability, and ordering
        /// by it puts the highest first.
        #[test]
        fn every_discard_has_a_chance_between_zero_and_one(
            cards in subsequence(deck(), 6).prop_shuffle(),
            own in 0u32..121,
            opponent in 0u32..121,
            dealer in any::<bool>(),
        ) {
            let dealt = Dealt::validate(&cards, Variant::SixCard, CribModel::Uniform).unwrap();
            let board = Board::new(Variant::SixCard, [own, opponent], 0, None).unwrap();
            let options = with_board(
                dealt.recommend(dealer), dealer, Objective::Win, &board, Opponent::Inferred,
            );
            let chances: Vec<f64> = options.iter().map(|o| o.win_probability.unwrap()).collect();
            prop_assert!(chances.iter().all(|c| (-1e-9..=1.0 + 1e-9).contains(c)), "{:?}", chances);
            prop_assert!(chances.windows(2).all(|w| w[0] >= w[1]));
        }

        /// Any lead or reply from any board: every option's chance is a probability.
        #[test]
        fn every_card_in_the_play_has_a_chance_between_zero_and_one(
            cards in subsequence(deck(), 6).prop_shuffle(),
            own in 0u32..121,
            opponent in 0u32..121,
            reply in any::<bool>(),
        ) {
            let (hand, played) = cards.split_at(4);
            let events: Vec<_> = played[..usize::from(reply)]
                .iter()
                .map(|&card| cribbage_strategy::pegging::Event {
                    player: None,
                    action: cribbage_strategy::pegging::Action::Play(card),
                })
                .collect();
            let position =
                Position::new(Variant::SixCard, hand, &events, Some(played[1]), &[]).unwrap();
            let advice = position.with_board([own, opponent]).unwrap().advise(Ranking::Expert);
            for option in &advice.options {
                let chance = option.win_probability.unwrap();
                prop_assert!((-1e-9..=1.0 + 1e-9).contains(&chance), "{}", chance);
            }
        }
    }
}
