//! Exact expected pegging: every holding the opponent can have, walked through the rest of the
//! play at once.
//!
//! The opponent's unplayed cards are enumerated as rank multisets, each weighted by the number
//! of card sets that give it (a product of binomials over the unseen suits of each rank), so a
//! sum over holdings is a sum over card sets. The asking player then follows the base policy
//! and the opponent its holding's kind's rules ([`Reply`]: the base policy, or the common
//! advice's under the inferred model, which holds each multiset once per kind). Both are
//! deterministic: the asking player's choices depend only on the line of play, so they are
//! made once for every holding still on that line; the opponent's choices split the holdings
//! by the card each one leads to. The walk is a tree whose nodes carry a group of holdings, and
//! each point pegged is added once per node, multiplied by the group's weight. Under the
//! uniform model every sum is an integer, and the expected values are those sums over the
//! number of card sets. Under [`Search::look_ahead`] the asking player's last choices are
//! searched over the group on their line instead ([`look_ahead`]); they still depend
//! only on the line, so the walk is the same tree.

pub mod look_ahead;

use super::policy::{Reply, base_choice};
use super::ranks::{RANKS, RankPlay};
use look_ahead::{LOOK_AHEAD, best_known};

/// `CHOOSE[n][k]` for the at most four cards of a rank.
const CHOOSE: [[u32; 5]; 5] = [
    [1, 0, 0, 0, 0],
    [1, 1, 0, 0, 0],
    [1, 2, 1, 0, 0],
    [1, 3, 3, 1, 0],
    [1, 4, 6, 4, 1],
];

/// A multiset of ranks: four bits of count per rank, and the ranks present.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Ranks {
    counts: u64,
    mask: u16,
}

impl Ranks {
    /// No cards.
    pub const EMPTY: Ranks = Ranks { counts: 0, mask: 0 };

    /// The multiset of these ranks.
    pub fn of(ranks: impl IntoIterator<Item = u8>) -> Ranks {
        let mut multiset = Ranks::EMPTY;
        for rank in ranks {
            multiset.add(rank);
        }
        multiset
    }

    /// Adds a card of `rank`.
    #[inline]
    pub fn add(&mut self, rank: u8) {
        self.counts += 1 << (4 * rank);
        self.mask |= 1 << rank;
    }

    /// Takes away a card of `rank`, which must be there.
    #[inline]
    pub fn remove(&mut self, rank: u8) {
        let shift = 4 * u32::from(rank);
        self.counts -= 1 << shift;
        if (self.counts >> shift) & 0xf == 0 {
            self.mask &= !(1 << rank);
        }
    }

    /// Cards of `rank`.
    #[inline]
    pub fn count(&self, rank: u8) -> u8 {
        ((self.counts >> (4 * u32::from(rank))) & 0xf) as u8
    }

    /// The distinct ranks, as a bit set.
    #[inline]
    pub fn mask(&self) -> u16 {
        self.mask
    }

    /// How many cards.
    pub fn len(&self) -> u8 {
        (0..RANKS as u8).map(|r| self.count(r)).sum()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.mask == 0
    }

    /// The ranks, each as often as it is held, ascending.
    pub fn iter(&self) -> impl Iterator<Item = u8> + '_ {
        (0..RANKS as u8).flat_map(move |r| std::iter::repeat_n(r, usize::from(self.count(r))))
    }
}

/// One possible holding of the opponent and its weight.
///
/// Under the uniform model the weight is the number of card sets with these ranks among the
/// unseen cards, a whole number, and the opponent lays by the base policy; the inferred model
/// holds each rank multiset once per kind of player, weighted by the kind's share and how
/// likely a player of that kind was to keep and play them ([`super::inference`]), laying by
/// that kind's rules. Weights are `f64` so that one
/// walk serves both: whole numbers below 2^53 add and multiply exactly in `f64`, so the uniform
/// model's sums stay exact integers.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Holding {
    /// Its ranks.
    pub ranks: Ranks,
    /// Card sets with these ranks among the unseen cards, times the inferred likelihood.
    pub weight: f64,
    /// How a player holding these cards lays them.
    pub reply: Reply,
}

/// Every multiset of `size` ranks drawn from `available` cards per rank, with its number of
/// card sets. Their weights add up to C(Σ available, size).
pub fn holdings(available: &[u8; RANKS], size: u8) -> Vec<Holding> {
    fn extend(
        available: &[u8; RANKS],
        rank: usize,
        left: u8,
        partial: Holding,
        out: &mut Vec<Holding>,
    ) {
        if left == 0 {
            out.push(partial);
            return;
        }
        if rank == RANKS {
            return;
        }
        let n = available[rank].min(4);
        for take in 0..=n.min(left) {
            let mut next = partial;
            for _ in 0..take {
                next.ranks.add(rank as u8);
            }
            next.weight *= f64::from(CHOOSE[usize::from(n)][usize::from(take)]);
            extend(available, rank + 1, left - take, next, out);
        }
    }
    let mut out = Vec::new();
    let start = Holding {
        ranks: Ranks::EMPTY,
        weight: 1.0,
        reply: Reply::Base,
    };
    extend(available, 0, size, start, &mut out);
    out
}

/// Points pegged, summed over the holdings: per player, and the holdings' total weight.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Sums {
    /// Per player (0 the pone, 1 the dealer): points × weight.
    pub points: [f64; 2],
    /// The weight summed over (card sets, under the uniform model).
    pub outcomes: f64,
}

/// What a walk adds up along its lines. Every point pegged is reported once per node with the
/// weight of the holdings on that line; a line ends when the play is over or when the tally
/// says the game is.
pub trait Tally {
    /// Points pegged (`pegged`, by the play's player) on a line whose players had gained
    /// `gained` since the walk began; updates `gained` and says whether the game ended there.
    fn peg(&mut self, gained: &mut [u8; 2], pegged: [u8; 2], weight: f64) -> bool;
    /// The play ended on a line with these gains and no game ended on it.
    fn end(&mut self, gained: [u8; 2], weight: f64);
}

impl Tally for [f64; 2] {
    #[inline]
    fn peg(&mut self, _: &mut [u8; 2], pegged: [u8; 2], weight: f64) -> bool {
        add(self, pegged, weight);
        false
    }

    #[inline]
    fn end(&mut self, _: [u8; 2], _: f64) {}
}

/// The walk over every holding of the opponent, with buffers reused across a request's options.
///
/// A group is a list of indices into the holdings. The opponent's cards laid on the line that
/// leads to a group are the same for every holding in it, so a holding's cards still in hand
/// are its cards less that common multiset (`laid`); nothing is copied but the indices.
pub struct Search {
    holdings: Vec<Holding>,
    /// `levels[0]` is every index; each opponent decision sorts its group into the next level.
    levels: Vec<Vec<u16>>,
    tags: Vec<u8>,
    pub(super) me: usize,
    outcomes: f64,
    /// Whether the asking player's last cards are searched too (see [`Search::look_ahead`]).
    pub(super) look_ahead: bool,
}

/// The tag of a go among the opponent's choices (ranks are 0..13).
const GO: u8 = RANKS as u8;

/// A preference not worked out yet (no rank's is this low).
const UNKNOWN: i32 = i32::MIN;

/// The lowest bit of each rank's four-bit count.
const NIBBLES: u64 = 0x1_1111_1111_1111;

/// The ranks of a bit set (bit `rank`) as one bit per four-bit count (bit `4 * rank`).
#[inline]
fn spread(mut ranks: u16) -> u64 {
    let mut spread = 0;
    while ranks != 0 {
        let rank = ranks.trailing_zeros();
        ranks &= ranks - 1;
        spread |= 1 << (4 * rank);
    }
    spread
}

/// One bit (at `4 * rank`) for each rank whose four-bit count is not zero.
#[inline]
fn present(counts: u64) -> u64 {
    (counts | counts >> 1 | counts >> 2) & NIBBLES
}

impl Ranks {
    /// The multiset with these four-bit counts.
    fn from_counts(counts: u64) -> Ranks {
        let mut mask = 0u16;
        let mut bits = present(counts);
        while bits != 0 {
            mask |= 1 << (bits.trailing_zeros() / 4);
            bits &= bits - 1;
        }
        Ranks { counts, mask }
    }
}

impl Search {
    /// A search for player `me` against every holding in `root`.
    pub fn new(me: usize, root: Vec<Holding>) -> Search {
        let outcomes = root.iter().map(|h| h.weight).sum();
        let tags = vec![0; root.len()];
        let all = (0..root.len()).map(|i| i as u16).collect();
        Search {
            holdings: root,
            levels: vec![all],
            tags,
            me,
            outcomes,
            look_ahead: false,
        }
    }

    /// The total weight of the opponent's holdings (card sets, under the uniform model).
    pub fn outcomes(&self) -> f64 {
        self.outcomes
    }

    /// The points each player pegs from `play` to the end of the play, summed over every
    /// holding of the opponent, with `mine` the ranks `me` still holds, `me` following the
    /// base policy and each holding its kind's rules.
    pub fn sums(&mut self, play: RankPlay, mine: Ranks) -> Sums {
        let mut points = [0.0; 2];
        self.tally(play, mine, [0, 0], &mut points);
        Sums {
            points,
            outcomes: self.outcomes,
        }
    }

    /// Walks every holding from `play`, the players having gained `gained` already, adding
    /// what happens into `tally`.
    pub fn tally<T: Tally>(&mut self, play: RankPlay, mine: Ranks, gained: [u8; 2], tally: &mut T) {
        let n = self.holdings.len();
        let line = Line {
            play,
            mine,
            laid: 0,
            gained,
        };
        self.walk(line, 0, 0..n, self.outcomes, tally);
    }

    pub(super) fn walk<T: Tally>(
        &mut self,
        mut line: Line,
        level: usize,
        group: std::ops::Range<usize>,
        weight: f64,
        points: &mut T,
    ) {
        if group.len() == 1 {
            // One holding left on this line: both hands are known, the rest is one line.
            let holding = self.holdings[usize::from(self.levels[level][group.start])];
            let theirs = Ranks::from_counts(holding.ranks.counts - line.laid);
            let theirs = Known {
                ranks: theirs,
                reply: holding.reply,
            };
            play_out(line, theirs, self.me, weight, points, self.look_ahead);
            return;
        }
        loop {
            if line.play.is_over() {
                points.end(line.gained, weight);
                return;
            }
            if line.play.turn() != self.me {
                break;
            }
            let pegged = match self.my_choice(&line, level, &group, weight) {
                Some(rank) => {
                    line.mine.remove(rank);
                    line.play.lay(rank)
                }
                None => line.play.go(),
            };
            if points.peg(&mut line.gained, pegged, weight) {
                return;
            }
        }
        // The opponent acts: split the group by the card (or go) each holding leads to.
        let (counts, weights) = self.split(&line, level, group.clone());
        let mut start = group.start;
        for (tag, (&count, &tag_weight)) in counts.iter().zip(&weights).enumerate() {
            if count == 0 {
                continue;
            }
            let range = start..start + count as usize;
            start = range.end;
            let mut next = line;
            let pegged = if tag as u8 == GO {
                next.play.go()
            } else {
                next.laid += 1 << (4 * tag);
                next.play.lay(tag as u8)
            };
            if points.peg(&mut next.gained, pegged, tag_weight) {
                continue;
            }
            self.walk(next, level + 1, range, tag_weight, points);
        }
    }

    /// Sorts the group's indices into `levels[level + 1]` (same positions) by the opponent's
    /// choice, each holding by its kind's rules; returns each choice's number of holdings and
    /// weight.
    fn split(
        &mut self,
        line: &Line,
        level: usize,
        group: std::ops::Range<usize>,
    ) -> ([u32; RANKS + 1], [f64; RANKS + 1]) {
        if self.levels.len() == level + 1 {
            let len = self.holdings.len();
            self.levels.push(vec![0; len]);
        }
        let (lower, upper) = self.levels.split_at_mut(level + 1);
        let source = &lower[level][group.clone()];
        let target = &mut upper[0][group.clone()];
        let tags = &mut self.tags[group];
        let fitting = spread(line.play.fitting());
        // Each kind's preference per rank, worked out the first time a holding needs it.
        let mut keys = [[UNKNOWN; RANKS]; 2];
        let mut counts = [0u32; RANKS + 1];
        let mut weights = [0.0; RANKS + 1];
        for (&index, tag) in source.iter().zip(tags.iter_mut()) {
            let holding = &self.holdings[usize::from(index)];
            let mut options = present(holding.ranks.counts - line.laid) & fitting;
            *tag = if options == 0 {
                GO
            } else if options & (options - 1) == 0 {
                (options.trailing_zeros() / 4) as u8
            } else {
                let (mut best, mut best_key) = (GO, i32::MIN);
                let keys = &mut keys[holding.reply as usize];
                while options != 0 {
                    let rank = (options.trailing_zeros() / 4) as u8;
                    options &= options - 1;
                    let slot = &mut keys[usize::from(rank)];
                    if *slot == UNKNOWN {
                        *slot = holding.reply.key(&line.play, rank);
                    }
                    if *slot > best_key {
                        (best, best_key) = (rank, *slot);
                    }
                }
                best
            };
            counts[usize::from(*tag)] += 1;
            weights[usize::from(*tag)] += holding.weight;
        }
        let mut next = [0usize; RANKS + 1];
        let mut at = 0;
        for (slot, &count) in next.iter_mut().zip(&counts) {
            *slot = at;
            at += count as usize;
        }
        for (&index, &tag) in source.iter().zip(tags.iter()) {
            target[next[usize::from(tag)]] = index;
            next[usize::from(tag)] += 1;
        }
        (counts, weights)
    }
}

/// A line of play: the state, the asking player's ranks, and the opponent's cards laid on it.
#[derive(Clone, Copy)]
pub(super) struct Line {
    pub(super) play: RankPlay,
    pub(super) mine: Ranks,
    /// Four-bit counts of the ranks the opponent laid on this line.
    laid: u64,
    /// Points each of the play's players gained on this line since the walk began.
    gained: [u8; 2],
}

/// The whole play between a pone holding `pone` and a dealer holding `dealer`, both following
/// the base policy (which sees only its own cards): the points each pegs, pone first.
pub fn play_between(pone: Ranks, dealer: Ranks, one_series: bool) -> [u64; 2] {
    let line = Line {
        play: RankPlay::new(pone.len(), one_series),
        mine: pone,
        laid: 0,
        gained: [0, 0],
    };
    let mut points = [0.0; 2];
    let dealer = Known {
        ranks: dealer,
        reply: Reply::Base,
    };
    play_out(line, dealer, 0, 1.0, &mut points, false);
    points.map(|p| p as u64)
}

/// The opponent's cards on a line where only one holding is left, and how it lays them.
#[derive(Clone, Copy)]
pub(super) struct Known {
    pub(super) ranks: Ranks,
    pub(super) reply: Reply,
}

/// The rest of the play with both hands known, the asking player `me` following the base
/// policy (searching its last cards under `look_ahead`), the opponent its kind's rules.
fn play_out<T: Tally>(
    line: Line,
    mut theirs: Known,
    me: usize,
    weight: f64,
    points: &mut T,
    look_ahead: bool,
) {
    let Line {
        mut play,
        mut mine,
        mut gained,
        ..
    } = line;
    while !play.is_over() {
        let mine_turn = play.turn() == me;
        let choice = if mine_turn && look_ahead && mine.len() <= LOOK_AHEAD {
            best_known(&play, mine, theirs, me).1
        } else if mine_turn {
            base_choice(&play, mine.mask())
        } else {
            theirs.reply.choice(&play, theirs.ranks.mask())
        };
        let hand = if mine_turn {
            &mut mine
        } else {
            &mut theirs.ranks
        };
        let pegged = match choice {
            Some(rank) => {
                hand.remove(rank);
                play.lay(rank)
            }
            None => play.go(),
        };
        if points.peg(&mut gained, pegged, weight) {
            return;
        }
    }
    points.end(gained, weight);
}

#[inline]
pub(super) fn add(points: &mut [f64; 2], pegged: [u8; 2], weight: f64) {
    points[0] += f64::from(pegged[0]) * weight;
    points[1] += f64::from(pegged[1]) * weight;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holdings_count_every_card_set_once() {
        let full = [4u8; RANKS];
        for size in 0..=4u8 {
            let all = holdings(&full, size);
            let sets: u64 = all.iter().map(|h| h.weight as u64).sum();
            let expected = (0..u64::from(size)).fold(1, |acc, i| acc * (52 - i) / (i + 1));
            assert_eq!(sets, expected, "size {size}");
            assert!(all.iter().all(|h| h.ranks.len() == size));
        }
        assert_eq!(holdings(&full, 4).len(), 1820);
        let mut few = [0u8; RANKS];
        few[4] = 2;
        few[12] = 1;
        let two = holdings(&few, 2);
        assert_eq!(two.iter().map(|h| h.weight).sum::<f64>(), 3.0);
    }

    #[test]
    fn a_multiset_adds_and_removes_cards() {
        let mut ranks = Ranks::of([4, 4, 12]);
        assert_eq!(ranks.count(4), 2);
        assert_eq!(ranks.mask(), 1 << 4 | 1 << 12);
        ranks.remove(4);
        assert_eq!(ranks.mask(), 1 << 4 | 1 << 12);
        ranks.remove(4);
        assert_eq!(ranks.mask(), 1 << 12);
        assert_eq!(ranks.iter().collect::<Vec<_>>(), vec![12]);
    }
}
