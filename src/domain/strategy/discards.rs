//! Discard advice that knows the play: each way to discard gains the expected pegging of the
//! cards it keeps, in the player's role, and the net with it.
//!
//! The pegging comes from a committed table ([`pegging_table`](super::pegging_table), generated
//! by `examples/pegging_table.rs` with the model of [`super::keep`]), so adding it costs a
//! lookup per option.

use crate::domain::card::Card;
use crate::domain::discard::{CribModel, Dealt, DiscardOption};
use crate::domain::input::{Fault, Invalid, Place, Problems, Slot};
use crate::domain::variant::Variant;

use super::board::{Board, BoardInput, check_variant_and_target, discard_win_probability};
use super::keep::{PlayValue, kept_index};
use super::pegging_table::{FIVE_CARD_DEALER, FIVE_CARD_PONE, SIX_CARD_DEALER, SIX_CARD_PONE};
use super::search::Ranks;
use super::table;

/// How the discard options are ordered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Objective {
    /// By `net` (hand and crib), as without the play.
    #[default]
    Net,
    /// By `net_with_play`: hand, crib and the expected net pegging of the kept cards.
    NetWithPlay,
    /// By the chance of winning the game from the board (needs the board).
    Win,
}

/// A way to discard, with the play.
#[derive(Clone, Debug, PartialEq)]
pub struct DiscardWithPlay {
    /// The discard, its hand, crib and net as without the play.
    pub option: DiscardOption,
    /// The kept cards' expected pegging in the coming play, in the player's role.
    pub play: PlayValue,
    /// Three and four players: the standard error of the play's net (it is sampled).
    pub play_standard_error: Option<f64>,
    /// `net` plus the play's net.
    pub net_with_play: f64,
    /// With the board: the chance the player wins the game keeping these cards.
    pub win_probability: Option<f64>,
}

/// A deal to discard from, checked, and whether the play is wanted with the advice.
#[derive(Clone, Debug)]
pub struct DealtWithPlay {
    /// The deal.
    pub dealt: Dealt,
    /// `Some(order)` when the play was asked for (`play`, the board, or ordering by
    /// `net_with_play` or `win`).
    pub play: Option<Objective>,
    variant: Variant,
    /// The board before this hand, the player in seat 0 (the dealer seat is set per request).
    board: Option<Board>,
}

impl DealtWithPlay {
    /// Every discard option with the play, ordered as asked (`dealer`: the crib is the
    /// player's); `None` when the play was not asked for.
    pub fn recommend_with_play(&self, dealer: bool) -> Option<Vec<DiscardWithPlay>> {
        let objective = self.play?;
        let options = self.dealt.recommend(dealer);
        // A board was checked to have two players.
        let board = self.board.map(|b| b.with_dealer(usize::from(!dealer)));
        Some(add_play(options, dealer, self.variant, objective, board))
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The board the advice judges from, if one was given.
    pub fn board(&self) -> Option<&Board> {
        self.board.as_ref()
    }
}

/// The board a discard is judged from: `[own, opponent]` scores before this hand, and the
/// target when not the variant's.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardScores {
    /// The player's score, then the opponent's; `None`: no board (a target given alone is
    /// still checked).
    pub scores: Option<Vec<u32>>,
    /// The target; the variant's when not given.
    pub target: Option<u32>,
}

impl BoardScores {
    /// The board checked for `variant` (the player in seat 0, seat 0 dealing until the role
    /// is known), its problems recorded; `None` without scores. A target given without scores
    /// must still be one the model knows: a value that is never used is no reason to accept
    /// any value.
    pub(crate) fn check(&self, variant: Variant, problems: &mut Problems) -> Option<Board> {
        let Some(scores) = &self.scores else {
            if self.target.is_some() {
                check_variant_and_target(variant, self.target, problems);
            }
            return None;
        };
        let input = BoardInput {
            variant: Some(variant),
            scores: scores.clone(),
            dealer: 0,
            target: self.target,
        };
        match input.validate() {
            Ok(board) => Some(board),
            Err(found) => {
                for invalid in found {
                    problems.add(invalid.place, invalid.fault);
                }
                None
            }
        }
    }
}

/// Checks a request for discard advice: the deal ([`Dealt::validate`]) and, when the play is
/// asked for (`play`, the board, or `objective` [`Objective::NetWithPlay`] or
/// [`Objective::Win`], which need it), that the variant's play is modelled; the board when
/// given, and that ordering by the chance of winning has one. Every problem at once, each at
/// its place.
pub fn validate_dealt(
    cards: &[Slot],
    variant: Variant,
    model: CribModel,
    play: bool,
    objective: Objective,
    board: Option<&BoardScores>,
) -> Result<DealtWithPlay, Vec<Invalid>> {
    let mut problems = Problems::new();
    if objective == Objective::Win && board.is_none_or(|b| b.scores.is_none()) {
        problems.add(Place::Objective, Fault::WinNeedsScores);
    }
    let checked = board.and_then(|b| b.check(variant, &mut problems));
    let wanted = play || objective != Objective::Net || checked.is_some();
    match Dealt::validate(cards, variant, model) {
        Ok(dealt) => problems.or(|| DealtWithPlay {
            dealt,
            play: wanted.then_some(objective),
            variant,
            board: checked,
        }),
        Err(mut found) => {
            found.extend(problems.into_vec());
            Err(found)
        }
    }
}

/// The expected pegging of keeping `keep` (four cards; three in five-card cribbage) as dealer
/// or pone, from the committed table; `None` when the cards are not a kept hand of the
/// variant or the variant has more than two players.
pub fn play_value(keep: &[Card], dealer: bool, variant: Variant) -> Option<PlayValue> {
    if keep.len() != variant.hand_size() {
        return None;
    }
    let index = kept_index(Ranks::of(keep.iter().map(|c| c.rank().index() as u8)))?;
    let table: &[[f64; 2]] = match (variant, dealer) {
        (Variant::SixCard, true) => &SIX_CARD_DEALER,
        (Variant::SixCard, false) => &SIX_CARD_PONE,
        (Variant::FiveCard, true) => &FIVE_CARD_DEALER,
        (Variant::FiveCard, false) => &FIVE_CARD_PONE,
        _ => return None,
    };
    let [own, opponent] = *table.get(index)?;
    Some(PlayValue { own, opponent })
}

/// Adds the play to every discard option (`dealer`: the crib is the player's) and orders them
/// by `objective`: by `net_with_play`, then `net`, then the hand mean, or in the given order.
pub fn with_play(
    options: Vec<DiscardOption>,
    dealer: bool,
    variant: Variant,
    objective: Objective,
) -> Vec<DiscardWithPlay> {
    add_play(options, dealer, variant, objective, None)
}

/// Every discard option with the play and, from a board, the chance of winning, ordered by
/// `objective` (see [`with_play`]; `win` orders by the chance, then as `net_with_play`).
/// `board` has the player in seat 0 and its dealer seat set; without it `win` orders as
/// `net_with_play`.
pub fn with_board(
    options: Vec<DiscardOption>,
    dealer: bool,
    objective: Objective,
    board: &Board,
) -> Vec<DiscardWithPlay> {
    let board = board.with_dealer(usize::from(!dealer));
    add_play(options, dealer, board.variant(), objective, Some(board))
}

/// The name of the model the play's values follow in `variant`.
pub fn play_model(variant: Variant) -> &'static str {
    if variant.players() > 2 {
        table::MODEL
    } else {
        super::MODEL
    }
}

/// [`with_play`]: two players from the committed table, three and four sampled.
fn add_play(
    options: Vec<DiscardOption>,
    dealer: bool,
    variant: Variant,
    objective: Objective,
    board: Option<Board>,
) -> Vec<DiscardWithPlay> {
    let table = options.first().and_then(|first| {
        let dealt: Vec<Card> = first.keep.iter().chain(&first.discard).copied().collect();
        let keeps: Vec<&[Card]> = options.iter().map(|o| &o.keep[..]).collect();
        table::keep_values(variant, &dealt, &keeps, dealer)
    });
    let mut with: Vec<DiscardWithPlay> = options
        .into_iter()
        .enumerate()
        .map(|(i, option)| {
            let sampled = table.as_ref().and_then(|values| values.get(i));
            let play = match sampled {
                Some(value) => PlayValue {
                    own: value.own,
                    opponent: value.opponent,
                },
                None => play_value(&option.keep, dealer, variant).unwrap_or(PlayValue {
                    own: 0.0,
                    opponent: 0.0,
                }),
            };
            let win_probability = board.as_ref().map(|b| {
                discard_win_probability(b, &option.hand, &option.crib, [play.own, play.opponent])
            });
            DiscardWithPlay {
                net_with_play: option.net + play.net(),
                option,
                play,
                play_standard_error: sampled.map(|value| value.net_standard_error),
                win_probability,
            }
        })
        .collect();
    let by_play = |a: &DiscardWithPlay, b: &DiscardWithPlay| {
        b.net_with_play
            .total_cmp(&a.net_with_play)
            .then(b.option.net.total_cmp(&a.option.net))
            .then(b.option.hand.mean().total_cmp(&a.option.hand.mean()))
    };
    match objective {
        Objective::Net => {}
        Objective::NetWithPlay => with.sort_by(by_play),
        Objective::Win => with.sort_by(|a, b| {
            let chance = |o: &DiscardWithPlay| o.win_probability.unwrap_or(0.0);
            chance(b).total_cmp(&chance(a)).then(by_play(a, b))
        }),
    }
    with
}
