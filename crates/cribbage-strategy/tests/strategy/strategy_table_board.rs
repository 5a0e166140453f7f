//! The board at a table of three or four in the advice: the chance of winning after a card in
//! the play and after a discard, and the checks of the seat a discard is asked from.

use cribbage_strategy::card::{Card, ParseCardError};
use cribbage_strategy::discard::CribModel;
use cribbage_strategy::fault::AdviceFault;
use cribbage_strategy::input::{Fault, Invalid, Place};
use cribbage_strategy::pegging::{Action, Event, EventSlot};
use cribbage_strategy::round::MatchScoring;
use cribbage_strategy::strategy::Opponent;
use cribbage_strategy::strategy::board::{BoardInput, Judged};
use cribbage_strategy::strategy::table::TableAdvice;
use cribbage_strategy::strategy::table::race::{RaceSeat, race};
use cribbage_strategy::strategy::{
    AdviceRequest, BoardScores, DealtWithPlay, DiscardAsk, DiscardWithPlay, Objective, Ranking,
    Seated, validate_dealt,
};
use cribbage_strategy::variant::Variant;
use proptest::prelude::*;

fn slots(text: &str) -> Vec<Result<Card, ParseCardError>> {
    text.split_whitespace().map(str::parse).collect()
}

fn scores(scores: &[u32]) -> BoardScores {
    BoardScores {
        scores: Some(scores.to_vec()),
        target: None,
    }
}

/// Play advice for the player to act after `played` (cards laid in turn from player 0).
fn advise(variant: Variant, hand: &str, played: &str, board: &[u32]) -> TableAdvice {
    let events = (played.split_whitespace())
        .map(|text| {
            EventSlot::from(Event {
                player: None,
                action: Action::Play(text.parse().expect("test card")),
            })
        })
        .collect();
    let request = AdviceRequest {
        variant: Some(variant),
        hand: slots(hand),
        events,
        starter: None,
        discards: Vec::new(),
        board: (!board.is_empty()).then(|| scores(board)),
        player: None,
        opponent: None,
        history: Vec::new(),
    };
    match request.seat().expect("a position") {
        Seated::Three(table) => table.advise(Ranking::Expert),
        Seated::Four(table) => table.advise(Ranking::Expert),
        Seated::Two(_) => panic!("a table of three or four"),
    }
}

fn card(action: Action) -> String {
    match action {
        Action::Play(card) => card.text().to_owned(),
        Action::Go => "go".to_owned(),
    }
}

#[test]
fn the_race_of_three_from_a_measured_deal_is_the_outlook() {
    // `wins_from` with every seat's deal at hand as measured walks the same steps as the
    // outlook: the two agree to rounding.
    let race = race(121);
    for (needs, dealer) in [([121, 121, 121], 2), ([31, 6, 70], 0), ([2, 90, 15], 1)] {
        let seats: [RaceSeat; 3] = std::array::from_fn(|s| RaceSeat {
            need: needs[s],
            role: (s + 2 - dealer) % 3,
        });
        let outlook = race.outlook(seats, 121);
        let first = seats.map(|s| race.measured(s.role));
        let wins = race.wins_from(seats, first);
        for s in 0..3 {
            assert!(
                (wins[s] - outlook[s].win).abs() < 1e-12,
                "{needs:?} seat {s}"
            );
        }
    }
}

#[test]
fn three_handed_fifteen_for_the_game_wins_at_once() {
    // 7, 3: the dealer, two short, makes fifteen with its five and wins there and then; the
    // others, five and six short, show first if the play does not end the game.
    let advice = advise(
        Variant::ThreePlayer,
        "5H KS 9C 2D",
        "7C 3D",
        &[115, 116, 119],
    );
    assert_eq!(advice.player, 2);
    assert!(advice.by_win);
    assert_eq!(card(advice.recommended), "5H");
    let (win, error) = advice.options[0].win.expect("a chance");
    assert_eq!((win, error), (1.0, 0.0));
    for option in &advice.options[1..] {
        let (other, _) = option.win.expect("a chance");
        assert!(other < 1.0, "{option:?}");
    }
}

#[test]
fn four_handed_the_side_s_points_win_for_the_partner_too() {
    // 7, 3, 2: the dealer makes fifteen with its three for its side, which is two short.
    let advice = advise(Variant::FourPlayer, "3H KS 9C 10D", "7C 3D 2S", &[50, 119]);
    assert_eq!(advice.player, 3);
    assert_eq!(card(advice.recommended), "3H");
    assert_eq!(advice.options[0].win, Some((1.0, 0.0)));
    // The other side two short instead: the dealer's fifteen cannot win, and every card
    // leaves the other side a chance to peg out first.
    let advice = advise(Variant::FourPlayer, "3H KS 9C 10D", "7C 3D 2S", &[119, 50]);
    for option in &advice.options {
        let (win, _) = option.win.expect("a chance");
        assert!(win < 1.0, "{option:?}");
    }
}

#[test]
fn far_from_the_end_the_board_keeps_the_order_of_the_points() {
    for (variant, board) in [
        (Variant::ThreePlayer, &[0, 5, 10][..]),
        (Variant::FourPlayer, &[10, 0][..]),
    ] {
        let plain = advise(variant, "5H 10S KD 4C", "", &[]);
        let judged = advise(variant, "5H 10S KD 4C", "", board);
        assert!(!judged.by_win, "no line of this play can end the game");
        let order = |a: &TableAdvice| a.options.iter().map(|o| o.action).collect::<Vec<_>>();
        assert_eq!(order(&plain), order(&judged));
        // Every card's chance stays near the board's at the start of the deal (the dealer
        // is the last to play).
        let position = BoardInput {
            variant: Some(variant),
            scores: board.to_vec(),
            dealer: variant.players() - 1,
            target: None,
        };
        let before = match position.judge().expect("a board") {
            Judged::Three(board) => board.outlook(MatchScoring::Acc)[0].win,
            Judged::Sides(board) => board.outlook(MatchScoring::Acc)[0].win,
        };
        for option in &judged.options {
            let (win, error) = option.win.expect("a chance");
            assert!((win - before).abs() < 0.05, "{option:?} against {before}");
            assert!(error < 0.01, "{option:?}");
        }
    }
}

fn ask(
    variant: Variant,
    cards: &str,
    dealer: bool,
    seat: Option<usize>,
    board: Option<&BoardScores>,
    objective: Objective,
) -> Result<DealtWithPlay, Vec<Invalid<AdviceFault>>> {
    validate_dealt(&DiscardAsk {
        cards: &slots(cards),
        variant,
        model: CribModel::Uniform,
        dealer,
        seat,
        play: false,
        opponent: Opponent::Inferred,
        objective,
        board,
    })
}

fn refusal(found: Result<DealtWithPlay, Vec<Invalid<AdviceFault>>>) -> (Place, AdviceFault) {
    let problems = found.expect_err("refused");
    assert_eq!(problems.len(), 1, "{problems:?}");
    (problems[0].place, problems[0].fault.clone())
}

#[test]
fn a_seat_must_fit_whose_crib_it_is_and_a_pone_of_three_must_give_it() {
    let cards = "5H 10S KD 4C 5D";
    let three = Variant::ThreePlayer;
    let board = scores(&[10, 20, 30]);
    assert_eq!(
        refusal(ask(three, cards, false, None, Some(&board), Objective::Win)),
        (Place::field("seat"), AdviceFault::SeatNeeded)
    );
    let seat_dealer = |seat, players, dealer| AdviceFault::SeatDealer {
        seat,
        players,
        dealer,
    };
    assert_eq!(
        refusal(ask(three, cards, false, Some(2), None, Objective::Net)),
        (Place::field("seat"), seat_dealer(2, 3, false))
    );
    assert_eq!(
        refusal(ask(three, cards, true, Some(0), None, Objective::Net)),
        (Place::field("seat"), seat_dealer(0, 3, true))
    );
    let four = Variant::FourPlayer;
    assert_eq!(
        refusal(ask(four, cards, true, Some(2), None, Objective::Net)),
        (Place::field("seat"), seat_dealer(2, 4, true))
    );
    assert_eq!(
        refusal(ask(four, cards, false, Some(4), None, Objective::Net)),
        (
            Place::field("seat"),
            AdviceFault::Input(Fault::NoSuchSeat {
                seats: 4,
                variant: Some(four)
            })
        )
    );
    let two = "4C 5D 6H 10S 10C JD";
    assert_eq!(
        refusal(ask(
            Variant::SixCard,
            two,
            false,
            Some(1),
            None,
            Objective::Net
        )),
        (Place::field("seat"), seat_dealer(1, 2, false))
    );
    // The dealer of three needs no seat; a seat that fits is taken.
    for (dealer, seat) in [(true, None), (true, Some(2)), (false, Some(1))] {
        let options = ask(three, cards, dealer, seat, Some(&board), Objective::Win)
            .expect("a deal")
            .recommend_with_play()
            .expect("the play");
        assert_eq!(options.len(), 5);
    }
}

fn chances(options: &[DiscardWithPlay]) -> Vec<f64> {
    (options.iter())
        .map(|o| o.win_probability.expect("a chance"))
        .collect()
}

#[test]
fn a_pone_two_short_keeps_the_hand_sure_to_count_two() {
    // The first to show needs two; the others are far behind and cannot peg out in one play.
    // Keeping the pair of fives counts two whatever the starter: the game is won.
    let cards = "5H 5D 9C KS 2D";
    for (variant, board, seat, dealer) in [
        (Variant::ThreePlayer, &[119, 10, 20][..], Some(0), false),
        (Variant::FourPlayer, &[119, 10][..], None, false),
    ] {
        let options = ask(
            variant,
            cards,
            dealer,
            seat,
            Some(&scores(board)),
            Objective::Win,
        )
        .expect("a deal")
        .recommend_with_play()
        .expect("the play");
        let best = &options[0];
        assert!(best.option.hand.min() >= 2, "{variant:?}: {best:?}");
        assert!(
            best.win_probability.expect("a chance") > 0.999,
            "{variant:?}"
        );
        let all = chances(&options);
        for pair in all.windows(2) {
            assert!(pair[0] >= pair[1], "ordered by the chance: {all:?}");
        }
    }
}

#[test]
fn the_dealer_s_chances_at_love_all_stay_near_the_board_s() {
    // At 0-0-0 one deal is a small part of the game: every keep's chance stays near the
    // dealer's at the start of a deal, and the best keep for points is near the top.
    let race = race(121);
    let seats = std::array::from_fn(|s| RaceSeat { need: 121, role: s });
    let dealer = race.outlook(seats, 121)[2].win;
    let options = ask(
        Variant::ThreePlayer,
        "5H 10S KD 4C 6D",
        true,
        None,
        Some(&scores(&[0, 0, 0])),
        Objective::Win,
    )
    .expect("a deal")
    .recommend_with_play()
    .expect("the play");
    for chance in chances(&options) {
        assert!((chance - dealer).abs() < 0.12, "{chance} against {dealer}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn a_three_handed_outlook_from_any_board_sums_to_one(
        a in 1usize..=121, b in 1usize..=121, c in 1usize..=121, dealer in 0usize..3,
    ) {
        let race = race(121);
        let needs = [a, b, c];
        let seats: [RaceSeat; 3] = std::array::from_fn(|s| RaceSeat {
            need: needs[s],
            role: (s + 2 - dealer) % 3,
        });
        let shows = seats.map(|s| race.show_after_play(s.role));
        let wins = race.wins_from(seats, [&shows[0], &shows[1], &shows[2]]);
        prop_assert!((wins.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        for w in wins {
            prop_assert!((0.0..=1.0).contains(&w));
        }
    }
}
