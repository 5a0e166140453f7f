//! The advice: every legal action with what it scores now and the exact expected pegging of
//! both sides to the end of the play, best first.

use std::cmp::Ordering;

use crate::card::Card;
use crate::pegging::Action;

use super::board::{AfterPlay, WinTally};
use super::inference::{Opponent, Share};
use super::position::Position;
use super::ranks::RankPlay;
use super::search::{Ranks, Search, Sums, Tally};

pub use super::policy::Ranking;

/// Expected pegging from an action to the end of the play, exact for the model: each mean is
/// a sum of points over every holding the opponent may have, times its weight, over the total
/// weight. Under the uniform model the weights are card sets and every sum is a whole number.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Expected {
    /// Points the player pegs, this action's own included.
    pub own: f64,
    /// Points the opponent pegs.
    pub opponent: f64,
    /// `own - opponent`.
    pub net: f64,
    /// The player's points summed over every holding: `own = own_points / outcomes`.
    pub own_points: f64,
    /// The opponent's points summed over every holding.
    pub opponent_points: f64,
    /// The holdings' total weight (card sets the opponent may hold, under the uniform model).
    pub outcomes: f64,
}

impl Expected {
    fn from_sums(sums: Sums, player: usize) -> Expected {
        let own_points = sums.points[player];
        let opponent_points = sums.points[1 - player];
        let n = if sums.outcomes > 0.0 {
            sums.outcomes
        } else {
            1.0
        };
        let own = own_points / n;
        let opponent = opponent_points / n;
        Expected {
            own,
            opponent,
            net: own - opponent,
            own_points,
            opponent_points,
            outcomes: sums.outcomes,
        }
    }

    /// The net as a numerator over `outcomes` (exact under the uniform model).
    pub fn net_points(&self) -> f64 {
        self.own_points - self.opponent_points
    }
}

/// One legal action.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayOption {
    /// The card to lay, or a go when nothing fits.
    pub action: Action,
    /// What the card scores at once: fifteen, thirty-one, pairs, runs (the go or last-card
    /// point it may earn is in `expected`).
    pub points: u8,
    /// Expected pegging from this action to the end of the play.
    pub expected: Expected,
    /// With the board: the chance the player wins the game after this action.
    pub win_probability: Option<f64>,
}

/// The advice for the player to act.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    /// Who acts: 0 the pone, 1 the dealer.
    pub player: usize,
    /// The running count.
    pub count: u8,
    /// Every legal action, best first for the level asked.
    pub options: Vec<PlayOption>,
    /// The first option's action.
    pub recommended: Action,
    /// Card sets the opponent may hold (every one the goes allow, whatever its weight).
    pub holdings: u64,
    /// What the advice assumed about the opponent's cards.
    pub opponent: Opponent,
    /// The options are ordered by the chance of winning: a board was given and the game can
    /// end during this play.
    pub by_win: bool,
    /// The share of players of the common advice the opponent was taken for after the
    /// earlier hands of the game were read, when they were given (inferred model only).
    pub read: Option<Share>,
}

/// The name of the inferred model when the game's earlier hands were read: the kinds' shares
/// start where those hands left them instead of half and half.
pub const GAME_READ_MODEL: &str = "inferred-two-kinds/game-read/look-ahead-v2";

impl Advice {
    /// The name of the model the expectations are exact for.
    pub fn model(&self) -> &'static str {
        match self.read {
            Some(_) => GAME_READ_MODEL,
            None => self.opponent.model(),
        }
    }
}

impl Position {
    /// Every legal action, best first: by expected net pegging (then expected own points,
    /// points now, and the lowest card) for [`Ranking::Expert`], by points now for
    /// [`Ranking::Greedy`].
    pub fn advise(&self, level: Ranking) -> Advice {
        let (holdings, sets) = self.weighted_holdings();
        let mut search = Search::new(self.player, holdings).look_ahead(self.opponent.looks_ahead());
        let mine = self.mine();
        let fitting = self.play.fitting_cards(&self.hand);
        let mut options: Vec<PlayOption> = Vec::with_capacity(fitting.len().max(1));
        let mut after = self
            .board
            .as_ref()
            .map(|board| AfterPlay::new(board, self.player, self.own_show));
        let mut game_can_end = false;
        for card in fitting {
            let rank = card.rank().index() as u8;
            // Cards of one rank are the same option but for the suit.
            if let Some(same) = options
                .iter()
                .find(|o| matches!(o.action, Action::Play(c) if c.rank() == card.rank()))
            {
                let copy = PlayOption {
                    action: Action::Play(card),
                    ..*same
                };
                options.push(copy);
                continue;
            }
            let mut play = self.play;
            let points = play.points_for(rank);
            let pegged = play.lay(rank);
            let mut rest = mine;
            rest.remove(rank);
            let sums = with_now(search.sums(play, rest), pegged);
            let win_probability = after.as_mut().map(|after| {
                let (chance, ends) =
                    win_chance(&mut search, after, self.player, play, rest, pegged);
                game_can_end |= ends;
                chance
            });
            options.push(PlayOption {
                action: Action::Play(card),
                points,
                expected: Expected::from_sums(sums, self.player),
                win_probability,
            });
        }
        if options.is_empty() {
            let mut play = self.play;
            let pegged = play.go();
            let sums = with_now(search.sums(play, mine), pegged);
            let win_probability = after.as_mut().map(|after| {
                let (chance, ends) =
                    win_chance(&mut search, after, self.player, play, mine, pegged);
                game_can_end |= ends;
                chance
            });
            options.push(PlayOption {
                action: Action::Go,
                points: 0,
                expected: Expected::from_sums(sums, self.player),
                win_probability,
            });
        }
        let by_win = game_can_end && level == Ranking::Expert;
        options.sort_by(|a, b| match level {
            Ranking::Expert if by_win => win_order(a, b).then(expert_order(a, b)),
            Ranking::Expert | Ranking::Net => expert_order(a, b),
            Ranking::Greedy => greedy_order(a, b),
        });
        Advice {
            player: self.player,
            count: self.play.count(),
            recommended: options[0].action,
            options,
            holdings: sets,
            opponent: self.opponent,
            by_win,
            read: self.read.filter(|_| self.opponent == Opponent::Inferred),
        }
    }
}

impl Position {
    /// The action `level` plays, without the expectations when they are not needed: the first
    /// option of [`Position::advise`].
    pub fn choose(&self, level: Ranking) -> Action {
        match level {
            Ranking::Expert | Ranking::Net => {
                let mut fitting = self
                    .hand
                    .iter()
                    .copied()
                    .filter(|c| self.play.fits(c.rank().index() as u8));
                match fitting.next() {
                    None => Action::Go,
                    // One rank that fits: the search would only confirm it (the lowest card of
                    // the rank, as the advice orders equal options).
                    Some(first) if fitting.clone().all(|c| c.rank() == first.rank()) => {
                        let lowest = fitting.fold(first, Card::min);
                        Action::Play(lowest)
                    }
                    Some(_) => self.advise(level).recommended,
                }
            }
            Ranking::Greedy => {
                let best = self
                    .hand
                    .iter()
                    .copied()
                    .filter(|c| self.play.fits(c.rank().index() as u8))
                    .map(|c| (self.play.points_for(c.rank().index() as u8), c))
                    .min_by(|(pa, ca), (pb, cb)| pb.cmp(pa).then(ca.cmp(cb)));
                best.map_or(Action::Go, |(_, card)| Action::Play(card))
            }
        }
    }
}

/// The chance `me` wins after laying the option (`play` is the play after it, `pegged` what
/// it scored), over every holding; and whether the game ends during the play on any line.
fn win_chance(
    search: &mut Search,
    after: &mut AfterPlay,
    me: usize,
    play: RankPlay,
    rest: Ranks,
    pegged: [u8; 2],
) -> (f64, bool) {
    let outcomes = search.outcomes();
    let mut tally = WinTally::new(after, me);
    let mut gained = [0u8; 2];
    if !tally.peg(&mut gained, pegged, outcomes) {
        search.tally(play, rest, gained, &mut tally);
    }
    let chance = (tally.wins / outcomes).clamp(0.0, 1.0);
    (chance, tally.ended > 0.0)
}

fn win_order(a: &PlayOption, b: &PlayOption) -> Ordering {
    let chance = |o: &PlayOption| o.win_probability.unwrap_or(0.0);
    chance(b).total_cmp(&chance(a))
}

/// Adds what the action itself pegged, for every holding.
fn with_now(mut sums: Sums, pegged: [u8; 2]) -> Sums {
    for (sum, now) in sums.points.iter_mut().zip(pegged) {
        *sum += f64::from(now) * sums.outcomes;
    }
    sums
}

fn card_of(option: &PlayOption) -> Option<Card> {
    match option.action {
        Action::Play(card) => Some(card),
        Action::Go => None,
    }
}

fn expert_order(a: &PlayOption, b: &PlayOption) -> Ordering {
    b.expected
        .net_points()
        .total_cmp(&a.expected.net_points())
        .then(b.expected.own_points.total_cmp(&a.expected.own_points))
        .then(b.points.cmp(&a.points))
        .then(card_of(a).cmp(&card_of(b)))
}

fn greedy_order(a: &PlayOption, b: &PlayOption) -> Ordering {
    b.points.cmp(&a.points).then(card_of(a).cmp(&card_of(b)))
}
