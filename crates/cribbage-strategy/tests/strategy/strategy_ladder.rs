//! The ladder of opponents: each level discards and plays by its own documented rule, the
//! newcomer follows its seed, and only the master reads the board.

use std::collections::BTreeSet;

use cribbage_strategy::card::Card;
use cribbage_strategy::discard::{CribModel, Dealt};
use cribbage_strategy::pegging::{Action, MAX_COUNT};
use cribbage_strategy::strategy::board::{Board, Judged};
use cribbage_strategy::strategy::ladder::{self, Keep, LAST_STREET, Seat};
use cribbage_strategy::strategy::{
    AdviceRequest, BoardScores, Chance, Level, Opponent, Position, Ranking, best_with_play, simple,
};
use cribbage_strategy::variant::Variant;

use crate::strategy_play::{cards, events};

/// The board of two players, the asker first, the asker dealing or not.
fn sides(own: u32, opponent: u32, dealer: bool) -> Judged {
    let board = Board::new(
        Variant::SixCard,
        [own, opponent],
        usize::from(!dealer),
        None,
    )
    .expect("a board");
    Judged::Sides(board)
}

fn seat(dealer: bool, board: Option<Judged>) -> Seat {
    Seat {
        variant: Variant::SixCard,
        dealer,
        seat: None,
        board,
    }
}

fn discard(level: Level, dealt: &str, at: &Seat) -> Keep {
    ladder::discard(level, &cards(dealt), at, &mut Chance::new(1)).expect("a discard")
}

fn position(hand: &str, played: &str, board: Option<[u32; 2]>) -> Position {
    let request = AdviceRequest {
        variant: None,
        hand: cards(hand).into_iter().map(Ok).collect(),
        events: events(played).into_iter().map(Into::into).collect(),
        starter: None,
        discards: Vec::new(),
        board: board.map(|scores| BoardScores {
            scores: Some(scores.to_vec()),
            target: None,
        }),
        player: None,
        opponent: None,
        history: Vec::new(),
    };
    request.validate().expect("a position")
}

const DEALS: [&str; 4] = [
    "4C 5D 6H 10S 10C JD",
    "4C 10H 9D 3S 6C 10D",
    "AH 2S 3D 7C 8H KS",
    "5H 5S JC JD QH 2C",
];

#[test]
fn the_ladder_runs_from_the_newcomer_to_the_master_and_each_name_is_its_own() {
    let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    assert_eq!(
        names,
        ["newcomer", "beginner", "casual", "expert", "master"]
    );
    assert!(Level::ALL.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(
        Level::default(),
        Level::Master,
        "the default is the strongest"
    );
    let drawing: Vec<Level> = Level::ALL.into_iter().filter(|l| l.draws()).collect();
    assert_eq!(drawing, [Level::Newcomer]);
}

#[test]
fn the_newcomer_lays_away_any_two_cards_and_the_same_seed_lays_away_the_same() {
    let dealt = cards(DEALS[0]);
    let at = seat(true, None);
    let mut seen = BTreeSet::new();
    for seed in 0..400 {
        let draw = |seed| ladder::discard(Level::Newcomer, &dealt, &at, &mut Chance::new(seed));
        let keep = draw(seed).expect("a discard");
        assert_eq!(draw(seed).expect("a discard"), keep, "seed {seed}");
        assert_eq!((keep.keep.len(), keep.discard.len()), (4, 2));
        let mut all: Vec<Card> = keep.keep.iter().chain(&keep.discard).copied().collect();
        all.sort();
        let mut sorted = dealt.clone();
        sorted.sort();
        assert_eq!(
            all, sorted,
            "the kept and laid-away cards are the dealt ones"
        );
        let mut away = keep.discard.clone();
        away.sort();
        seen.insert(away);
    }
    assert_eq!(
        seen.len(),
        15,
        "every pair of the six is laid away for some seed"
    );
}

#[test]
fn the_newcomer_lays_any_card_that_fits_and_says_go_when_none_does() {
    let held = cards("5H 9S KD AC");
    let mut laid = BTreeSet::new();
    for seed in 0..200 {
        match ladder::newcomer_card(&held, 22, &mut Chance::new(seed)) {
            Action::Play(card) => {
                assert!(22 + card.value() <= MAX_COUNT, "{card} fits at 22");
                laid.insert(card);
            }
            Action::Go => panic!("a card fits at 22"),
        }
    }
    assert_eq!(laid, cards("5H 9S AC").into_iter().collect());
    let go = ladder::newcomer_card(&cards("9S KD"), 25, &mut Chance::new(3));
    assert_eq!(go, Action::Go);
}

#[test]
fn the_beginner_keeps_the_best_hand_whatever_it_gives_the_crib() {
    for dealer in [true, false] {
        for dealt in DEALS {
            let options = Dealt::validate(&cards(dealt), Variant::SixCard, CribModel::Uniform)
                .expect("a deal")
                .recommend(dealer);
            let best = options
                .iter()
                .map(|o| o.hand.mean())
                .fold(f64::MIN, f64::max);
            let keep = discard(Level::Beginner, dealt, &seat(dealer, None));
            let kept = options
                .iter()
                .find(|o| o.keep == keep.keep)
                .expect("one of the options");
            assert_eq!(kept.hand.mean(), best, "{dealt}, dealer {dealer}");
        }
    }
}

#[test]
fn the_casual_player_discards_and_plays_by_the_common_advice() {
    for dealer in [true, false] {
        for dealt in DEALS {
            let advice = simple::discard(&cards(dealt), dealer, Variant::SixCard).expect("advice");
            let keep = discard(Level::Casual, dealt, &seat(dealer, None));
            assert_eq!((keep.keep, keep.discard), (advice.keep, advice.discard));
        }
    }
    for (hand, played) in [
        ("5H 6C 9S JD", ""),
        ("5H 6C 9S JD", "10S"),
        ("2H 3H 7D", "KS QS"),
        ("4S 4D JC", "6H 5C"),
    ] {
        let position = position(hand, played, None);
        let advice = ladder::advise(Level::Casual, &position, &mut Chance::new(1));
        let series: Vec<Card> = cards(played);
        let count: u8 = series.iter().map(|c| c.value()).sum();
        let rule = simple::choose(&cards(hand), &series, count);
        assert_eq!(advice.recommended, rule, "{hand} on {played:?}");
        assert_eq!(advice.options[0].action, rule);
    }
}

#[test]
fn every_level_lists_every_legal_action_with_its_own_choice_first() {
    for (hand, played) in [
        ("5H 6C 9S JD", "10S"),
        ("4H 5S 10D KC", ""),
        ("2H 3H", "KS QS 9D go"),
    ] {
        let position = position(hand, played, Some([90, 95]));
        let master = position.advise(Ranking::Expert);
        let mut all: Vec<Action> = master.options.iter().map(|o| o.action).collect();
        all.sort_by_key(|a| format!("{a:?}"));
        for level in Level::ALL {
            let advice = ladder::advise(level, &position, &mut Chance::new(9));
            assert_eq!(advice.recommended, advice.options[0].action, "{level:?}");
            let mut listed: Vec<Action> = advice.options.iter().map(|o| o.action).collect();
            listed.sort_by_key(|a| format!("{a:?}"));
            assert_eq!(listed, all, "{level:?} on {hand} / {played}");
        }
    }
}

#[test]
fn the_expert_discards_for_hand_crib_and_play_and_never_reads_the_board() {
    for dealer in [true, false] {
        for dealt in DEALS {
            let options = Dealt::validate(&cards(dealt), Variant::SixCard, CribModel::Expert)
                .expect("a deal")
                .recommend(dealer);
            let best = best_with_play(options, dealer, Variant::SixCard, Opponent::Inferred)
                .expect("an option");
            let free = discard(Level::Expert, dealt, &seat(dealer, None));
            let near = discard(
                Level::Expert,
                dealt,
                &seat(dealer, Some(sides(118, 100, dealer))),
            );
            assert_eq!(free.keep, best.keep, "{dealt}");
            assert_eq!(
                near, free,
                "{dealt}: the board changes nothing for the expert"
            );
        }
    }
}

#[test]
fn the_master_keeps_the_hand_sure_to_count_out_near_the_end_and_plays_as_the_expert_before() {
    // KS 10C 2H 8D 9C 3C as pone on 118 against 100: for points the expert keeps 10-8-9-3
    // (a run of three and a fifteen); K-10-2-3 holds two fifteens whatever the starter, and
    // the pone counts first: three points win the game.
    let dealt = "KS 10C 2H 8D 9C 3C";
    let board = || Some(sides(118, 100, false));
    let expert = discard(Level::Expert, dealt, &seat(false, board()));
    let master = discard(Level::Master, dealt, &seat(false, board()));
    assert_eq!(expert.keep, cards("10C 8D 9C 3C"));
    assert_eq!(master.keep, cards("KS 10C 2H 3C"));
    // Far from the end, and without a board, the master discards as the expert does.
    let far = 121 - LAST_STREET - 1;
    for board in [None, Some(sides(far, far, false))] {
        let master = discard(Level::Master, dealt, &seat(false, board));
        assert_eq!(master, expert, "board {board:?}");
    }
}

#[test]
fn only_the_master_orders_the_play_by_the_chance_of_winning() {
    // The dealer on 119 lays its last cards: a pair or a fifteen wins at once.
    let position = position("5H 6C 9S JD", "10S", Some([119, 110]));
    let master = ladder::advise(Level::Master, &position, &mut Chance::new(1));
    let expert = ladder::advise(Level::Expert, &position, &mut Chance::new(1));
    assert!(master.by_win, "the game can end during this play");
    assert!(!expert.by_win);
    let chance = |a: &cribbage_strategy::strategy::Advice| {
        a.options[0].win_probability.expect("a board was given")
    };
    assert!(chance(&master) >= chance(&expert));
    assert!(
        master
            .options
            .windows(2)
            .all(|w| w[0].win_probability >= w[1].win_probability)
    );
    assert!(
        expert
            .options
            .windows(2)
            .all(|w| w[0].expected.net >= w[1].expected.net - 1e-12)
    );
}
