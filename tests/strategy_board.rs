//! The board in the advice: discards judged by the chance of winning, and the checks of the
//! board a discard is judged from.

use cribbage_api::domain::card::Card;
use cribbage_api::domain::discard::CribModel;
use cribbage_api::domain::input::{Fault, Place};
use cribbage_api::domain::strategy::board::Board;
use cribbage_api::domain::strategy::{BoardScores, Objective, validate_dealt, with_board};
use cribbage_api::domain::variant::Variant;

fn slots(text: &str) -> Vec<Result<Card, cribbage_api::domain::card::ParseCardError>> {
    text.split_whitespace().map(str::parse).collect()
}

fn keep(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("test card"))
        .collect()
}

fn board(own: u32, opponent: u32) -> BoardScores {
    BoardScores {
        scores: vec![own, opponent],
        target: None,
    }
}

#[test]
fn the_pone_needing_three_keeps_the_hand_sure_to_count_it_over_a_richer_one() {
    // 4C 10H 9D 3S 6C 10D as pone on 118. By points, 10-9-3-6 is best with the play (two
    // fifteens, but it counts only 2 with some starters); 10-10-9-6 counts at least 4 with
    // every starter, and the pone counts before the dealer: it wins unless the dealer, on
    // 100, pegs 21 first.
    let cards = slots("4C 10H 9D 3S 6C 10D");
    let by = |objective| {
        let checked = validate_dealt(
            &cards,
            Variant::SixCard,
            CribModel::Uniform,
            false,
            objective,
            Some(&board(118, 100)),
        )
        .expect("a deal");
        checked.recommend_with_play(false).expect("the play")
    };
    let by_points = by(Objective::NetWithPlay);
    let by_chance = by(Objective::Win);
    assert_eq!(by_points[0].option.keep, keep("10H 9D 3S 6C"));
    assert_eq!(by_points[0].option.hand.min(), 2);
    assert_eq!(by_chance[0].option.keep, keep("10H 9D 6C 10D"));
    assert_eq!(by_chance[0].option.hand.min(), 4);
    let chance = |o: &cribbage_api::domain::strategy::DiscardWithPlay| o.win_probability.unwrap();
    assert!(chance(&by_chance[0]) > chance(&by_points[0]) + 0.01);
    assert!(chance(&by_chance[0]) > 0.999);
    // The same options either way, only ordered differently.
    assert_eq!(by_points.len(), by_chance.len());
}

#[test]
fn far_from_the_end_the_chance_of_winning_follows_the_points() {
    // At 0-0 a deal is a small part of the game: every option's chance stays near the
    // dealer's 56%, and the best hand for points is among the best for the win.
    let options = validate_dealt(
        &slots("4C 5D 6H 10S 10C JD"),
        Variant::SixCard,
        CribModel::Uniform,
        false,
        Objective::Win,
        Some(&board(0, 0)),
    )
    .expect("a deal")
    .recommend_with_play(true)
    .expect("the play");
    for option in &options {
        let chance = option.win_probability.unwrap();
        assert!((0.45..0.65).contains(&chance), "{chance}");
    }
    let best_net = options
        .iter()
        .max_by(|a, b| a.option.net.total_cmp(&b.option.net))
        .unwrap();
    let top = options[0].win_probability.unwrap();
    assert!(best_net.win_probability.unwrap() > top - 0.005);
}

#[test]
fn ordering_by_the_chance_of_winning_needs_the_board() {
    let problems = validate_dealt(
        &slots("4C 5D 6H 10S 10C JD"),
        Variant::SixCard,
        CribModel::Uniform,
        false,
        Objective::Win,
        None,
    )
    .unwrap_err();
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].place, Place::Objective);
    assert_eq!(problems[0].fault, Fault::WinNeedsScores);
}

#[test]
fn the_board_is_checked_with_the_deal_every_problem_at_once() {
    let problems = validate_dealt(
        &slots("4C 5D 6H 10S 10C"),
        Variant::SixCard,
        CribModel::Uniform,
        false,
        Objective::Net,
        Some(&BoardScores {
            scores: vec![121, 5],
            target: Some(100),
        }),
    )
    .unwrap_err();
    let places: Vec<Place> = problems.iter().map(|p| p.place).collect();
    assert!(places.contains(&Place::Target), "{places:?}");
    assert!(places.contains(&Place::Dealt), "{places:?}");
    let problems = validate_dealt(
        &slots("4C 5D 6H 10S 10C JD"),
        Variant::SixCard,
        CribModel::Uniform,
        false,
        Objective::Net,
        Some(&board(121, 5)),
    )
    .unwrap_err();
    assert_eq!(problems[0].place, Place::Score(0));
    assert!(matches!(
        problems[0].fault,
        Fault::GameOver {
            score: 121,
            target: 121
        }
    ));
    let problems = validate_dealt(
        &slots("4C 5D 6H 10S 10C"),
        Variant::ThreePlayer,
        CribModel::Uniform,
        false,
        Objective::Net,
        Some(&board(1, 5)),
    )
    .unwrap_err();
    assert!(problems.iter().any(|p| p.place == Place::Variant));
}

#[test]
fn with_board_and_the_checked_request_give_the_same_chances_in_either_role() {
    let dealt = cribbage_api::domain::discard::Dealt::validate(
        &keep("4C 5D 6H 10S 10C JD"),
        Variant::SixCard,
        CribModel::Uniform,
    )
    .expect("a deal");
    let on = Board::new(Variant::SixCard, [100, 118], 0, None).expect("a board");
    for dealer in [false, true] {
        let direct = with_board(dealt.recommend(dealer), dealer, Objective::Win, &on);
        let checked = validate_dealt(
            &slots("4C 5D 6H 10S 10C JD"),
            Variant::SixCard,
            CribModel::Uniform,
            false,
            Objective::Win,
            Some(&board(100, 118)),
        )
        .expect("a deal")
        .recommend_with_play(dealer)
        .expect("the play");
        let chances = |o: &[cribbage_api::domain::strategy::DiscardWithPlay]| {
            o.iter()
                .map(|o| o.win_probability.unwrap())
                .collect::<Vec<_>>()
        };
        assert_eq!(chances(&direct), chances(&checked));
        // 18 points behind with the opponent 3 short: the underdog either way.
        assert!(chances(&direct)[0] < 0.2, "{:?}", chances(&direct));
    }
}
