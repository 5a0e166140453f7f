//! The play at a table of three, or of four in partnerships: every legal action with what it
//! scores now and its expected pegging to the end of the play, estimated by sampling.
//!
//! # The model, in plain words
//!
//! **What the others are assumed to hold.** Every way to give each other player its number of
//! cards from the cards the asking player has not seen (not in its hand, its own discard, the
//! starter or the play so far) is equally likely, except that a go rules out every card that
//! would have fitted then. In three-handed cribbage the card that went from the pack to the crib
//! is one of the unseen cards like any other, and so are the other players' discards.
//!
//! **How everyone plays from there.** The option's card is laid now; every later choice of
//! every player, partner included, follows the base policy of the two-player advisor
//! ([`policy::base_key`](super::policy::base_key)): the card that scores most now less what the
//! next player who can still lay a card is expected to score on it. A player who cannot lay a
//! card says go.
//!
//! **What is best.** With three players, the points a player pegs less the mean of what the
//! other two peg (`net`): each opponent is a rival for the game. With four, the points of the
//! player's side (its partner's included) less the other side's.
//!
//! **Why sampled.** At the lead the two other hands of a three-handed play are about 10^10
//! pairs of card sets (10^6 even as rank multisets), and a four-handed table hides three
//! hands, so the expectation is estimated: [`LEAD_SAMPLES`] joint holdings at the lead and
//! [`SAMPLES`] later, drawn from the model with a fixed seed ([`SEED`]). Every option is played
//! out against the same holdings, so the differences between options are sharper than each
//! estimate, and the same request always gets the same answer. Each option carries the
//! standard error of its `net`. The numbers of samples spend the time budget (20 ms at the
//! lead, 2 ms later; `benches/table.rs`): the lead decides the most and has the longest lines.

mod board;
pub mod deal;
pub mod race;
mod race_deals;
pub mod record;
mod sample;

use std::cmp::Ordering;

use crate::card::Card;
use crate::card_set::CardSet;
use crate::pegging::Action;
use crate::variant::Variant;

use super::chance::Chance;
use super::policy::{Ranking, base_choice};
use super::ranks::RankPlay;
use super::search::Ranks;

pub use board::{TableBoard, three_discard_win};
pub use sample::Unseen;

use board::{AfterTable, reached};

/// Joint holdings drawn for an answer once a card is down.
pub const SAMPLES: u32 = 800;

/// Joint holdings drawn for the lead of the play.
pub const LEAD_SAMPLES: u32 = 4_000;

/// The seed of every answer's draw.
pub const SEED: u64 = 0x0C21_BBA6_E5EE_D001;

/// The name of the model, as answers state it.
pub const MODEL: &str = "uniform-holdings-sampled/base-policy-v1";

/// The point of view of the player to act at a table of `N`, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table<const N: usize> {
    pub(super) variant: Variant,
    pub(super) player: usize,
    pub(super) hand: Vec<Card>,
    pub(super) play: RankPlay<N>,
    pub(super) unseen: Unseen<N>,
    /// The board, when the advice is to weigh the chance of winning.
    pub(super) board: Option<TableBoard>,
    /// The player's hand total with the starter, when both are known in full.
    pub(super) own_show: Option<u8>,
}

/// Expected pegging from an action to the end of the play, estimated over the draw.
#[derive(Clone, Debug, PartialEq)]
pub struct TableExpected {
    /// Points the player pegs (with four, its side: its partner's too), this action's own
    /// included.
    pub own: f64,
    /// With three players, the mean of the two opponents' points; with four, the other side's.
    pub opponent: f64,
    /// `own - opponent`.
    pub net: f64,
    /// The standard error of `net` over the draw.
    pub net_standard_error: f64,
    /// Points each player pegs, in the play's order (player 0 led).
    pub players: Vec<f64>,
}

/// One legal action at the table.
#[derive(Clone, Debug, PartialEq)]
pub struct TableOption {
    /// The card to lay, or a go when nothing fits.
    pub action: Action,
    /// What the card scores at once (the go or last-card point it may earn is in `expected`).
    pub points: u8,
    /// Expected pegging to the end of the play.
    pub expected: TableExpected,
    /// With the board: the chance the player (with four, its side) wins the game after this
    /// action, and its standard error over the draw.
    pub win: Option<(f64, f64)>,
    /// Sums over the draw, for exact ordering: the net in units of `1 / divisor`.
    net_units: i64,
    own_units: i64,
}

/// The advice for the player to act at a table.
#[derive(Clone, Debug, PartialEq)]
pub struct TableAdvice {
    /// Who acts, in the play's order (player 0 led; the dealer is the last).
    pub player: usize,
    /// The running count.
    pub count: u8,
    /// Every legal action, best first for the level asked.
    pub options: Vec<TableOption>,
    /// The first option's action.
    pub recommended: Action,
    /// Joint holdings drawn.
    pub samples: u32,
    /// The draw's seed.
    pub seed: u64,
    /// The options are ordered by the chance of winning: a board was given and the game
    /// ended during the play on some line drawn.
    pub by_win: bool,
}

impl<const N: usize> Table<N> {
    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Who acts.
    pub fn player(&self) -> usize {
        self.player
    }

    fn net_units(&self, pegged: &[u32; N]) -> (i64, i64) {
        Seats::<N> {
            player: self.player,
        }
        .net_units(pegged)
    }

    /// Every legal action, best first: by expected net (then expected own points, points now,
    /// and the lowest card) for [`Ranking::Expert`], by points now for [`Ranking::Greedy`].
    pub fn advise(&self, level: Ranking) -> TableAdvice {
        let actions = self.actions();
        let mut chance = Chance::new(SEED);
        let mut sums = vec![Sums::<N>::default(); actions.len()];
        let samples = if self.play.played_total() == 0 {
            LEAD_SAMPLES
        } else {
            SAMPLES
        };
        let mut after =
            (self.board).map(|board| AfterTable::new(board, self.player, self.own_show));
        let mut wins = vec![Wins::default(); actions.len()];
        let mut game_can_end = false;
        let seats = Seats::<N> {
            player: self.player,
        };
        for _ in 0..samples {
            let mut hands = self.unseen.draw(&mut chance);
            hands[self.player] = self.mine();
            for ((action, sum), win) in actions.iter().zip(&mut sums).zip(&mut wins) {
                let (pegged, winner) = self.line(*action, hands);
                let (net, own) = self.net_units(&pegged);
                sum.add(&pegged, net, own);
                if let Some(after) = after.as_mut() {
                    game_can_end |= winner.is_some();
                    win.add(match winner {
                        Some(p) => f64::from(u8::from(seats.ally(p))),
                        None => after.chance(&pegged),
                    });
                }
            }
        }
        let divisor = if N == 3 { 2.0 } else { 1.0 };
        let per_rank: Vec<TableOption> = (actions.iter().zip(&sums).zip(&wins))
            .map(|((&action, sum), win)| TableOption {
                win: after.is_some().then(|| win.estimate()),
                ..sum.option(action, self, divisor)
            })
            .collect();
        // Every card that fits is an option; cards of one rank share their rank's values.
        let mut options: Vec<TableOption> = match per_rank[0].action {
            Action::Go => per_rank,
            Action::Play(_) => (self.play.fitting_cards(&self.hand).into_iter())
                .filter_map(|card| {
                    let same = per_rank
                        .iter()
                        .find(|o| matches!(o.action, Action::Play(c) if c.rank() == card.rank()))?;
                    Some(TableOption {
                        action: Action::Play(card),
                        ..same.clone()
                    })
                })
                .collect(),
        };
        let by_win = game_can_end && level == Ranking::Expert;
        options.sort_by(|a, b| match level {
            Ranking::Expert if by_win => win_order(a, b).then(expert_order(a, b)),
            Ranking::Expert | Ranking::Net => expert_order(a, b),
            Ranking::Greedy => greedy_order(a, b),
        });
        TableAdvice {
            player: self.player,
            count: self.play.count(),
            recommended: options[0].action,
            options,
            samples,
            seed: SEED,
            by_win,
        }
    }

    /// The action `level` plays: the first option of [`Table::advise`], without the draw when
    /// one rank or none fits.
    pub fn choose(&self, level: Ranking) -> Action {
        let actions = self.actions();
        match level {
            Ranking::Expert | Ranking::Net if actions.len() == 1 => actions[0],
            Ranking::Expert | Ranking::Net => self.advise(level).recommended,
            Ranking::Greedy => actions
                .into_iter()
                .min_by(|a, b| {
                    let points = |a: &Action| card_of(*a).map_or(0, |c| self.points_for(c));
                    points(b)
                        .cmp(&points(a))
                        .then(card_of(*a).cmp(&card_of(*b)))
                })
                .unwrap_or(Action::Go),
        }
    }

    /// The legal actions, one card per rank (the lowest: suits never score in the play), or a
    /// go when nothing fits.
    fn actions(&self) -> Vec<Action> {
        let mut fitting = self.play.fitting_cards(&self.hand);
        fitting.dedup_by_key(|c| c.rank());
        if fitting.is_empty() {
            vec![Action::Go]
        } else {
            fitting.into_iter().map(Action::Play).collect()
        }
    }

    fn points_for(&self, card: Card) -> u8 {
        self.play.points_for(card.rank().index() as u8)
    }

    fn mine(&self) -> Ranks {
        Ranks::of(self.hand.iter().map(|c| c.rank().index() as u8))
    }

    /// What every player pegs from `action` to the end of the play, everyone holding `hands`,
    /// and with the board, who reached the target on the way (the line stops there).
    fn line(&self, action: Action, mut hands: [Ranks; N]) -> ([u32; N], Option<usize>) {
        let mut play = self.play;
        let got = match action {
            Action::Play(card) => {
                let rank = card.rank().index() as u8;
                hands[self.player].remove(rank);
                play.lay(rank)
            }
            Action::Go => play.go(),
        };
        let pegged = got.map(u32::from);
        match &self.board {
            Some(board) => match reached(board, &pegged) {
                Some(p) => (pegged, Some(p)),
                None => play_on(play, hands, pegged, |pegged| reached(board, pegged)),
            },
            None => play_on(play, hands, pegged, |_| None),
        }
    }
}

/// What every player pegs from `play` to its end, everyone holding `hands` and following the
/// base policy.
fn play_out<const N: usize>(play: RankPlay<N>, hands: [Ranks; N]) -> [u32; N] {
    play_on(play, hands, [0; N], |_| None).0
}

/// [`play_out`] from what each player has `pegged` already, stopping when `stop` names a
/// player after a step that scored.
fn play_on<const N: usize>(
    mut play: RankPlay<N>,
    mut hands: [Ranks; N],
    mut pegged: [u32; N],
    stop: impl Fn(&[u32; N]) -> Option<usize>,
) -> ([u32; N], Option<usize>) {
    while !play.is_over() {
        let p = play.turn();
        let got = match base_choice(&play, hands[p].mask()) {
            Some(rank) => {
                hands[p].remove(rank);
                play.lay(rank)
            }
            None => play.go(),
        };
        let mut scored = false;
        for (sum, now) in pegged.iter_mut().zip(got) {
            *sum += u32::from(now);
            scored |= now > 0;
        }
        if scored && let Some(winner) = stop(&pegged) {
            return (pegged, Some(winner));
        }
    }
    (pegged, None)
}

/// Joint holdings drawn to value the play of each way to keep.
pub const KEEP_SAMPLES: u32 = 800;

/// The expected pegging of each way to keep `dealt` (the kept cards of each option), at a
/// table of three or four, as [`TableExpected`] (its `players` renumbered from the player:
/// itself first, then in the play's order). Every player follows the base policy from the
/// lead, the others holding uniformly random hands of the cards the player was not dealt.
/// `dealer`: whose crib it is (with four players, the partnership's). `place`: the player's
/// place in the play (checked to fit `dealer`); when not given, it takes each place that fits
/// `dealer` in turn (three players: the dealer plays last, a pone first or second; four: the
/// dealer's side second and last, the other side first and third), [`KEEP_SAMPLES`] split
/// between them. `None` for two players.
pub fn keep_values(
    variant: Variant,
    dealt: &[Card],
    keeps: &[&[Card]],
    dealer: bool,
    place: Option<usize>,
) -> Option<Vec<TableExpected>> {
    match variant.players() {
        3 => Some(keep_values_of::<3>(dealt, keeps, dealer, place)),
        4 => Some(keep_values_of::<4>(dealt, keeps, dealer, place)),
        _ => None,
    }
}

fn keep_values_of<const N: usize>(
    dealt: &[Card],
    keeps: &[&[Card]],
    dealer: bool,
    place: Option<usize>,
) -> Vec<TableExpected> {
    let given = place.map(|p| [p % N]);
    let places: &[usize] = match (given.as_ref(), N, dealer) {
        (Some(place), _, _) => place,
        (None, 3, true) => &[2],
        (None, 3, false) => &[0, 1],
        (None, _, true) => &[1, 3],
        (None, _, false) => &[0, 2],
    };
    let unseen = dealt.iter().copied().collect::<CardSet>().rest();
    let mut chance = Chance::new(SEED);
    let per_place = KEEP_SAMPLES / places.len() as u32;
    let mut sums = vec![Sums::<N>::default(); keeps.len()];
    for &player in places {
        let Ok(draw) = Unseen::<N>::new(unseen, player, [4; N], [1; N]) else {
            // At least 47 unseen cards always fill the other hands.
            continue;
        };
        let seats = Seats::<N> { player };
        for _ in 0..per_place {
            let mut hands = draw.draw(&mut chance);
            for (keep, sum) in keeps.iter().zip(&mut sums) {
                hands[player] = Ranks::of(keep.iter().map(|c| c.rank().index() as u8));
                let pegged = play_out(RankPlay::<N>::with_players(4, false), hands);
                let (net, own) = seats.net_units(&pegged);
                sum.add(&rotate(&pegged, player), net, own);
            }
        }
    }
    let divisor = if N == 3 { 2.0 } else { 1.0 };
    sums.iter().map(|sum| sum.expected(divisor)).collect()
}

/// The players' pegging renumbered from `player`: itself first, then in the play's order.
fn rotate<const N: usize>(pegged: &[u32; N], player: usize) -> [u32; N] {
    std::array::from_fn(|k| pegged[(player + k) % N])
}

/// Who is on whose side at a table of `N`, seen from `player`.
struct Seats<const N: usize> {
    player: usize,
}

impl<const N: usize> Seats<N> {
    /// Whether `p` plays on the player's side (itself, and its partner with four).
    fn ally(&self, p: usize) -> bool {
        p == self.player || (N == 4 && p == (self.player + 2) % 4)
    }

    /// The net of one line in units, and the own side's points: three players `2 own -
    /// others`, four `side - others`.
    fn net_units(&self, pegged: &[u32; N]) -> (i64, i64) {
        let mut own = 0i64;
        let mut others = 0i64;
        for (p, &points) in pegged.iter().enumerate() {
            if self.ally(p) {
                own += i64::from(points);
            } else {
                others += i64::from(points);
            }
        }
        let scale = if N == 3 { 2 } else { 1 };
        (own * scale - others, own)
    }
}

/// Sums over the draw for one action.
#[derive(Clone, Copy, Debug)]
struct Sums<const N: usize> {
    points: [u64; N],
    net: i64,
    net_squares: i128,
    own: i64,
    lines: u32,
}

impl<const N: usize> Default for Sums<N> {
    fn default() -> Self {
        Sums {
            points: [0; N],
            net: 0,
            net_squares: 0,
            own: 0,
            lines: 0,
        }
    }
}

impl<const N: usize> Sums<N> {
    fn add(&mut self, pegged: &[u32; N], net: i64, own: i64) {
        for (sum, &p) in self.points.iter_mut().zip(pegged) {
            *sum += u64::from(p);
        }
        self.net += net;
        self.net_squares += i128::from(net) * i128::from(net);
        self.own += own;
        self.lines += 1;
    }

    fn option(&self, action: Action, table: &Table<N>, divisor: f64) -> TableOption {
        TableOption {
            action,
            points: card_of(action).map_or(0, |c| table.points_for(c)),
            expected: self.expected(divisor),
            win: None,
            net_units: self.net,
            own_units: self.own,
        }
    }

    /// The means over the draw, the net in units of `1 / divisor`.
    fn expected(&self, divisor: f64) -> TableExpected {
        let n = f64::from(self.lines.max(1));
        let mean = self.net as f64 / n;
        let variance =
            (self.net_squares as f64 / n - mean * mean).max(0.0) * n / (n - 1.0).max(1.0);
        let net = mean / divisor;
        let own = self.own as f64 / n;
        TableExpected {
            own,
            opponent: own - net,
            net,
            net_standard_error: (variance / n).sqrt() / divisor,
            players: self.points.iter().map(|&p| p as f64 / n).collect(),
        }
    }
}

/// The chance of winning summed over the draw for one action.
#[derive(Clone, Copy, Debug, Default)]
struct Wins {
    sum: f64,
    squares: f64,
    lines: u32,
}

impl Wins {
    fn add(&mut self, chance: f64) {
        self.sum += chance;
        self.squares += chance * chance;
        self.lines += 1;
    }

    /// The mean and its standard error.
    fn estimate(&self) -> (f64, f64) {
        let n = f64::from(self.lines.max(1));
        let mean = self.sum / n;
        let variance = (self.squares / n - mean * mean).max(0.0) * n / (n - 1.0).max(1.0);
        (mean.clamp(0.0, 1.0), (variance / n).sqrt())
    }
}

fn win_order(a: &TableOption, b: &TableOption) -> Ordering {
    let chance = |o: &TableOption| o.win.map_or(0.0, |(w, _)| w);
    chance(b).total_cmp(&chance(a))
}

fn card_of(action: Action) -> Option<Card> {
    match action {
        Action::Play(card) => Some(card),
        Action::Go => None,
    }
}

fn expert_order(a: &TableOption, b: &TableOption) -> Ordering {
    (b.net_units.cmp(&a.net_units))
        .then(b.own_units.cmp(&a.own_units))
        .then(b.points.cmp(&a.points))
        .then(card_of(a.action).cmp(&card_of(b.action)))
}

fn greedy_order(a: &TableOption, b: &TableOption) -> Ordering {
    (b.points.cmp(&a.points)).then(card_of(a.action).cmp(&card_of(b.action)))
}
