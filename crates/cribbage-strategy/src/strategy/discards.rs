//! Discard advice that knows the play: each way to discard gains the expected pegging of the
//! cards it keeps, in the player's role, and the net with it.
//!
//! The pegging comes from committed tables, so adding it costs a lookup per option: by default
//! ([`Opponent::Inferred`]) the six-card values sampled as the service's expert plays
//! ([`inferred_pegging_table`](super::inferred_pegging_table)); with [`Opponent::Uniform`], and
//! in five-card cribbage, the exact values of the base policy's play
//! ([`pegging_table`](super::pegging_table), the model of [`super::keep`]). Both are generated
//! by `crates/cribbage-strategy/examples/pegging_table.rs`.

use crate::card::Card;
use crate::discard::{CribModel, Dealt, DiscardOption};
use crate::fault::AdviceFault;
use crate::input::{Fault, Invalid, Place, Problems, Slot};
use crate::variant::Variant;

use super::board::{
    Board, BoardInput, Judged, check_target, check_variant_and_target, discard_win_probability,
};
use super::inference::Opponent;
use super::inferred_pegging_table as inferred;
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

/// A request for discard advice, as a client gives it (a card's text may not be a card).
#[derive(Clone, Copy, Debug)]
pub struct DiscardAsk<'a> {
    /// The cards dealt.
    pub cards: &'a [Slot],
    /// The variant.
    pub variant: Variant,
    /// Who lays the crib's other cards away.
    pub model: CribModel,
    /// Whether the crib is the player's (with four, its side's).
    pub dealer: bool,
    /// The player's seat in the play (0 plays first, the dealer last), when known.
    pub seat: Option<usize>,
    /// Whether the play's values were asked for.
    pub play: bool,
    /// How the play is priced: as the expert plays (the default) or by the base policy.
    pub opponent: Opponent,
    /// How the options are to be ordered.
    pub objective: Objective,
    /// The board before this hand, if given.
    pub board: Option<&'a BoardScores>,
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
    dealer: bool,
    seat: Option<usize>,
    opponent: Opponent,
    /// The board before this hand: two players `[own, opponent]`; three by seat in the play's
    /// order; four by side (the side of seat 0, then the dealer's).
    board: Option<Judged>,
}

impl DealtWithPlay {
    /// Every discard option with the play, ordered as asked; `None` when the play was not
    /// asked for.
    pub fn recommend_with_play(&self) -> Option<Vec<DiscardWithPlay>> {
        let objective = self.play?;
        let dealer = self.dealer;
        let options = self.dealt.recommend(dealer);
        let judging = self
            .board
            .map(|board| judging(board, self.variant, dealer, self.seat));
        Some(add_play(
            options,
            Placed {
                dealer,
                seat: self.seat,
            },
            self.variant,
            objective,
            judging,
            self.opponent,
        ))
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The name of the model the play's values follow.
    pub fn play_model(&self) -> &'static str {
        play_model(self.variant, self.opponent)
    }

    /// The board the advice judges from, if one was given.
    pub fn board(&self) -> Option<&Judged> {
        self.board.as_ref()
    }

    /// Whether the crib is the player's.
    pub fn dealer(&self) -> bool {
        self.dealer
    }

    /// The player's seat in the play, when given.
    pub fn seat(&self) -> Option<usize> {
        self.seat
    }
}

/// The board as a discard is judged from it, seen from the player (`dealer`: the crib is
/// its own; `seat`: its seat in the play, which a pone of three with a board has given).
fn judging(board: Judged, variant: Variant, dealer: bool, seat: Option<usize>) -> Judging {
    match board {
        Judged::Sides(board) if variant.players() == 4 => {
            Judging::Sides(board.seen_from(usize::from(dealer)))
        }
        Judged::Sides(board) => Judging::Sides(board.with_dealer(usize::from(!dealer))),
        Judged::Three(board) => Judging::Three {
            needs: board.scores().map(|score| board.target() - score),
            target: board.target(),
            // Checked: a pone of three with a board gave its seat.
            seat: seat.unwrap_or(2),
        },
    }
}

/// The expert's discard at any table (the best `net_with_play`, the play priced by
/// `opponent`'s model), or with a board the discard with the best chance of winning (ties as
/// `net_with_play`). `None` when there is no option.
pub(super) fn best_discard(
    options: Vec<DiscardOption>,
    dealer: bool,
    seat: Option<usize>,
    variant: Variant,
    board: Option<Judged>,
    opponent: Opponent,
) -> Option<DiscardOption> {
    let judging = board.map(|board| judging(board, variant, dealer, seat));
    let objective = if judging.is_some() {
        Objective::Win
    } else {
        Objective::NetWithPlay
    };
    let placed = Placed { dealer, seat };
    let best = add_play(options, placed, variant, objective, judging, opponent)
        .into_iter()
        .next();
    best.map(|o| o.option)
}

/// Where the player sits: whose crib it is, and its seat in the play when given.
#[derive(Clone, Copy, Debug)]
struct Placed {
    dealer: bool,
    seat: Option<usize>,
}

/// The board a discard is judged from, seen from the player.
#[derive(Clone, Copy, Debug)]
enum Judging {
    /// Two sides, the player's in seat 0, the dealer set.
    Sides(Board),
    /// Three players: each seat's need in the play's order, and the player's seat.
    Three {
        needs: [u32; 3],
        target: u32,
        seat: usize,
    },
}

/// Whether `seat` (in the play's order) holds the crib at a table of `players`: the dealer
/// plays last; with four, its partner second.
fn holds_crib(seat: usize, players: usize) -> bool {
    if players == 4 {
        seat % 2 == 1
    } else {
        seat + 1 == players
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
    pub(crate) fn check(
        &self,
        variant: Variant,
        problems: &mut Problems<AdviceFault>,
    ) -> Option<Board> {
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

impl BoardScores {
    /// The board of any table checked for `variant`, its problems recorded; `None` without
    /// scores. Two players: `[own, opponent]` as [`BoardScores::check`]. Three: each seat's
    /// score; four: each side's (or each seat's, partners equal); `dealer` is the seat that
    /// deals this hand.
    pub(crate) fn judge(
        &self,
        variant: Variant,
        dealer: usize,
        problems: &mut Problems<AdviceFault>,
    ) -> Option<Judged> {
        if variant.players() == 2 {
            return self.check(variant, problems).map(Judged::Sides);
        }
        let Some(scores) = &self.scores else {
            check_target(variant, self.target, problems);
            return None;
        };
        let input = BoardInput {
            variant: Some(variant),
            scores: scores.clone(),
            dealer,
            target: self.target,
        };
        match input.judge() {
            Ok(judged) => Some(judged),
            Err(found) => {
                for invalid in found {
                    problems.add(invalid.place, invalid.fault);
                }
                None
            }
        }
    }
}

/// Checks a request for discard advice: the deal ([`Dealt::validate`]); the board when
/// given, and that ordering by the chance of winning has one; the seat when given (it must
/// fit `dealer`), and that a pone of three with a board gave it (the scores are by seat).
/// The play is wanted with `play`, the board, or `objective` [`Objective::NetWithPlay`] or
/// [`Objective::Win`]. Every problem at once, each at its place.
pub fn validate_dealt(ask: &DiscardAsk<'_>) -> Result<DealtWithPlay, Vec<Invalid<AdviceFault>>> {
    let DiscardAsk {
        cards,
        variant,
        model,
        dealer,
        seat,
        play,
        opponent,
        objective,
        board,
    } = *ask;
    let mut problems = Problems::new();
    if objective == Objective::Win && board.is_none_or(|b| b.scores.is_none()) {
        problems.add(Place::field("objective"), AdviceFault::WinNeedsScores);
    }
    let players = variant.players();
    let checked = board.and_then(|b| b.judge(variant, players - 1, &mut problems));
    match seat {
        Some(seat) if seat >= players => problems.add(
            Place::field("seat"),
            Fault::NoSuchSeat {
                seats: players,
                variant: Some(variant),
            },
        ),
        Some(seat) if holds_crib(seat, players) != dealer => problems.add(
            Place::field("seat"),
            AdviceFault::SeatDealer {
                seat,
                players,
                dealer,
            },
        ),
        None if players == 3 && !dealer && board.is_some_and(|b| b.scores.is_some()) => {
            problems.add(Place::field("seat"), AdviceFault::SeatNeeded);
        }
        _ => {}
    }
    let wanted = play || objective != Objective::Net || checked.is_some();
    match Dealt::validate(cards, variant, model) {
        Ok(dealt) => problems.or(|| DealtWithPlay {
            dealt,
            play: wanted.then_some(objective),
            variant,
            dealer,
            seat,
            opponent,
            board: checked,
        }),
        Err(mut found) => {
            found.extend(problems.into_vec());
            Err(found)
        }
    }
}

/// The expected pegging of keeping `keep` (four cards; three in five-card cribbage) as dealer
/// or pone, from the committed table of the play's model (`opponent`: see the module's
/// words); `None` when the cards are not a kept hand of the variant or the variant has more
/// than two players.
pub fn play_value(
    keep: &[Card],
    dealer: bool,
    variant: Variant,
    opponent: Opponent,
) -> Option<PlayValue> {
    if keep.len() != variant.hand_size() {
        return None;
    }
    let index = kept_index(Ranks::of(keep.iter().map(|c| c.rank().index() as u8)))?;
    let table: &[[f64; 2]] = match (variant, dealer, opponent) {
        (Variant::SixCard, true, Opponent::Inferred) => &inferred::SIX_CARD_DEALER,
        (Variant::SixCard, false, Opponent::Inferred) => &inferred::SIX_CARD_PONE,
        (Variant::SixCard, true, Opponent::Uniform) => &SIX_CARD_DEALER,
        (Variant::SixCard, false, Opponent::Uniform) => &SIX_CARD_PONE,
        (Variant::FiveCard, true, _) => &FIVE_CARD_DEALER,
        (Variant::FiveCard, false, _) => &FIVE_CARD_PONE,
        _ => return None,
    };
    let [own, opponent] = *table.get(index)?;
    Some(PlayValue { own, opponent })
}

/// Adds the play to every discard option (`dealer`: the crib is the player's), priced by the
/// play's model `opponent`, and orders them by `objective`: by `net_with_play`, then `net`,
/// then the hand mean, or in the given order.
pub fn with_play(
    options: Vec<DiscardOption>,
    dealer: bool,
    variant: Variant,
    objective: Objective,
    opponent: Opponent,
) -> Vec<DiscardWithPlay> {
    let placed = Placed { dealer, seat: None };
    add_play(options, placed, variant, objective, None, opponent)
}

/// The expert's discard: the option with the best `net_with_play` (ties as [`with_play`]
/// orders them), the play priced by `opponent`'s model.
pub fn best_with_play(
    options: Vec<DiscardOption>,
    dealer: bool,
    variant: Variant,
    opponent: Opponent,
) -> Option<DiscardOption> {
    let objective = Objective::NetWithPlay;
    let best = with_play(options, dealer, variant, objective, opponent)
        .into_iter()
        .next();
    best.map(|o| o.option)
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
    opponent: Opponent,
) -> Vec<DiscardWithPlay> {
    let board = board.with_dealer(usize::from(!dealer));
    let placed = Placed { dealer, seat: None };
    add_play(
        options,
        placed,
        board.variant(),
        objective,
        Some(Judging::Sides(board)),
        opponent,
    )
}

/// The name of the six-card play's values sampled as the expert plays: each keep's deals are
/// played out by the play advisor's default model (`inferred-two-kinds/look-ahead-v2`) on
/// both sides, the opponent discarding as the expert does.
pub const SAMPLED_PLAY_MODEL: &str = "inferred-two-kinds/look-ahead-v2/sampled";

/// The name of the model the play's values follow in `variant` under `opponent`.
pub fn play_model(variant: Variant, opponent: Opponent) -> &'static str {
    match (variant, opponent) {
        (Variant::SixCard, Opponent::Inferred) => SAMPLED_PLAY_MODEL,
        // The name the base policy's table has always been answered under (the opponent keeps
        // as the expert does; both play by the base policy, no inference).
        (Variant::SixCard | Variant::FiveCard, _) => Opponent::Uniform.model(),
        _ => table::MODEL,
    }
}

/// [`with_play`]: two players from the committed table, three and four sampled.
fn add_play(
    options: Vec<DiscardOption>,
    placed: Placed,
    variant: Variant,
    objective: Objective,
    board: Option<Judging>,
    opponent: Opponent,
) -> Vec<DiscardWithPlay> {
    let dealer = placed.dealer;
    let table = options.first().and_then(|first| {
        let dealt: Vec<Card> = first.keep.iter().chain(&first.discard).copied().collect();
        let keeps: Vec<&[Card]> = options.iter().map(|o| &o.keep[..]).collect();
        table::keep_values(variant, &dealt, &keeps, dealer, placed.seat)
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
                None => play_value(&option.keep, dealer, variant, opponent).unwrap_or(PlayValue {
                    own: 0.0,
                    opponent: 0.0,
                }),
            };
            let win_probability = board.as_ref().map(|judging| match *judging {
                Judging::Sides(b) => discard_win_probability(
                    &b,
                    &option.hand,
                    &option.crib,
                    [play.own, play.opponent],
                ),
                Judging::Three {
                    needs,
                    target,
                    seat,
                } => {
                    let players = sampled.map_or(&[][..], |value| &value.players[..]);
                    // The sampled pegging is the player's first, then in the play's order.
                    let pegging: [f64; 3] = std::array::from_fn(|p| {
                        players.get((p + 3 - seat) % 3).copied().unwrap_or(0.0)
                    });
                    let crib = dealer.then_some(&option.crib);
                    table::three_discard_win(needs, target, seat, &option.hand, crib, pegging)
                }
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
