//! Boards for `POST /v1/position`: arbitrary bytes as its JSON body (parsed as the endpoint parses
//! it, then judged), and arbitrary boards straight into the domain (any variant, any number of
//! scores, any dealer and target; most of them folded onto the board so that they are accepted).
//!
//! Invariants: nothing panics; a board is accepted exactly when it has two players, the variant's
//! own target (or none), two scores both short of it and a dealer of 0 or 1, and a refused board
//! names each of those faults at its place; an accepted board keeps its scores, dealer and target;
//! under both match scorings the two chances to win are each in [0, 1] and sum to 1 within 1e-9;
//! six-card boards have three skunk lines and five-card boards one; the chance to be skunked is
//! at most the chance to lose and shrinks line by line; expected match points are ACC's 2 a win
//! and 3 a skunk, free play's 1, 2 and 3, and never more in free play than under ACC; the dealer's
//! chance is `dealer_wins`; swapping the seats' scores and the dealer mirrors the outlook exactly;
//! one more point for a seat never lowers its chance.
#![no_main]

use arbitrary::Arbitrary;
use cribbage_api::api::json::parse;
use cribbage_api::api::position::request::PositionRequest;
use cribbage_api::domain::fault::BoardFault;
use cribbage_api::domain::input::{Invalid, Place};
use cribbage_api::domain::round::MatchScoring;
use cribbage_api::domain::strategy::board::{Board, BoardInput, SeatOutlook};
use cribbage_api::domain::variant::Variant;
use libfuzzer_sys::fuzz_target;
use validator::Validate;

#[derive(Debug, Arbitrary)]
enum Input<'a> {
    /// A request body, as the endpoint receives it: the rest of the input, byte for byte.
    Body(&'a [u8]),
    /// A board, as the domain receives it.
    Board {
        /// Low two bits: six-card, five-card, three or four players; bit 2: no variant given.
        variant: u8,
        dealer: u8,
        target: Option<u32>,
        /// Fold the scores below the target plus two, the dealer to 0..=2 and the target to the
        /// variant's or one off, so that most boards are accepted and the edges are met.
        fold: bool,
        free_play: bool,
        /// Last, so that its length is the input's (`fuzz/make_seeds.py` spells the layout).
        scores: Vec<u32>,
    },
}

const VARIANTS: [Variant; 4] = [
    Variant::SixCard,
    Variant::FiveCard,
    Variant::ThreePlayer,
    Variant::FourPlayer,
];

fuzz_target!(|input: Input<'_>| {
    match input {
        Input::Body(body) => {
            let Ok(request) = parse::<PositionRequest>(body) else {
                return;
            };
            if request.validate().is_err() {
                return;
            }
            judge(&request.board(), request.match_scoring());
        }
        Input::Board {
            variant,
            dealer,
            mut target,
            fold,
            free_play,
            mut scores,
        } => {
            let given = (variant & 4 == 0).then_some(VARIANTS[usize::from(variant & 3)]);
            let own = u32::from(given.unwrap_or_default().target());
            let mut dealer = usize::from(dealer);
            if fold {
                scores.truncate(3);
                for score in &mut scores {
                    *score %= own + 2;
                }
                dealer %= 3;
                target = target.map(|t| own + t % 3 - 1);
            }
            let board = BoardInput {
                variant: given,
                scores,
                dealer,
                target,
            };
            let scoring = if free_play {
                MatchScoring::FreePlay
            } else {
                MatchScoring::Acc
            };
            judge(&board, scoring);
        }
    }
});

/// Validates `input` and checks the verdict and, for an accepted board, its outlook.
fn judge(input: &BoardInput, scoring: MatchScoring) {
    let variant = input.variant.unwrap_or_default();
    let own = u32::from(variant.target());
    let two_players = variant.players() == 2;
    let target_ok = input.target.is_none_or(|t| t == own);
    // A refused target never judges the scores: the variant's own does.
    let target = own;
    let over: Vec<usize> = (0..input.scores.len())
        .filter(|&seat| input.scores[seat] >= target)
        .collect();
    let accepted =
        two_players && target_ok && input.scores.len() == 2 && input.dealer <= 1 && over.is_empty();
    match input.validate() {
        Err(problems) => {
            assert!(!accepted, "{input:?} refused: {problems:?}");
            refused_at_every_fault(input, &problems, two_players, target_ok, &over);
        }
        Ok(board) => {
            assert!(accepted, "{input:?} accepted");
            assert_eq!(board.variant(), variant);
            assert_eq!(board.target(), own);
            assert_eq!(board.scores().to_vec(), input.scores);
            assert_eq!(board.dealer(), input.dealer);
            check_outlook(&board, scoring);
        }
    }
}

/// Each fault of the board is named at its place.
fn refused_at_every_fault(
    input: &BoardInput,
    problems: &[Invalid<BoardFault>],
    two_players: bool,
    target_ok: bool,
    over: &[usize],
) {
    assert!(!problems.is_empty());
    let at = |place: Place| problems.iter().any(|p| p.place == place);
    assert_eq!(
        at(Place::field("variant")),
        !two_players,
        "{input:?}: {problems:?}"
    );
    if two_players {
        assert_eq!(
            at(Place::field("target")),
            !target_ok,
            "{input:?}: {problems:?}"
        );
    }
    assert_eq!(
        at(Place::field("scores")),
        input.scores.len() != 2,
        "{problems:?}"
    );
    assert_eq!(at(Place::field("dealer")), input.dealer > 1, "{problems:?}");
    for seat in 0..input.scores.len() {
        assert_eq!(
            at(Place::field("scores").at(seat)),
            over.contains(&seat),
            "{input:?}: {problems:?}"
        );
    }
}

/// The outlook of an accepted board under `scoring`, and its relations to the other scoring,
/// the mirrored board and the board with one more point.
fn check_outlook(board: &Board, scoring: MatchScoring) {
    let seats = board.outlook(scoring);
    let wins = [seats[0].win, seats[1].win];
    assert!(
        wins.iter().all(|w| (0.0..=1.0).contains(w)),
        "{board:?}: {wins:?}"
    );
    assert!(
        (wins[0] + wins[1] - 1.0).abs() <= 1e-9,
        "{board:?}: {wins:?}"
    );
    assert_eq!(seats[board.dealer()].win, board.dealer_wins());
    let six_card = board.variant() == Variant::SixCard;
    for (seat, outlook) in seats.iter().enumerate() {
        skunks_are_losses(board, outlook, wins[seat], six_card);
    }
    let other = match scoring {
        MatchScoring::Acc => MatchScoring::FreePlay,
        MatchScoring::FreePlay => MatchScoring::Acc,
    };
    let others = board.outlook(other);
    let (acc, free_play) = match scoring {
        MatchScoring::Acc => (&seats, &others),
        MatchScoring::FreePlay => (&others, &seats),
    };
    for seat in 0..2 {
        let lost = |i: usize| acc[1 - seat].skunked[i].unwrap_or(0.0);
        let win = acc[seat].win;
        assert_eq!(free_play[seat].win, win);
        assert_eq!(free_play[seat].skunked, acc[seat].skunked);
        assert!((acc[seat].match_points - (2.0 * win + lost(0))).abs() <= 1e-12);
        assert!((free_play[seat].match_points - (win + lost(0) + lost(1))).abs() <= 1e-12);
        assert!(free_play[seat].match_points <= acc[seat].match_points + 1e-12);
    }
    let [a, b] = board.scores();
    let mirror = Board::new(board.variant(), [b, a], 1 - board.dealer(), None)
        .expect("the mirrored board is a board");
    let mirrored = mirror.outlook(scoring);
    assert_eq!([mirrored[1], mirrored[0]], seats, "{board:?} mirrored");
    for seat in 0..2 {
        let mut scores = board.scores();
        scores[seat] += 1;
        if let Ok(ahead) = Board::new(board.variant(), scores, board.dealer(), None) {
            let now = ahead.outlook(scoring)[seat].win;
            assert!(
                now >= wins[seat] - 1e-12,
                "{board:?}: seat {seat} one point on: {now}"
            );
        }
    }
}

/// A seat's skunk lines: as many as the variant has, each a chance no greater than losing, the
/// deeper lines no likelier than the shallower.
fn skunks_are_losses(board: &Board, outlook: &SeatOutlook, win: f64, six_card: bool) {
    let lines: Vec<f64> = outlook.skunked.iter().flatten().copied().collect();
    assert_eq!(lines.len(), if six_card { 3 } else { 1 }, "{board:?}");
    assert!(outlook.skunked[0].is_some(), "{board:?}");
    assert!(lines.iter().all(|p| (0.0..=1.0).contains(p)), "{board:?}");
    assert!(lines[0] <= 1.0 - win + 1e-9, "{board:?}: {lines:?}");
    assert!(
        lines.windows(2).all(|w| w[0] >= w[1]),
        "{board:?}: {lines:?}"
    );
}
