//! The play in ranks only: the state the strategy engine searches over.
//!
//! Suits never score in the play, so a search that walks thousands of lines of play needs only
//! ranks. [`RankPlay`] follows exactly the turn order, go and series rules of the domain's
//! [`Play`](crate::pegging::Play) state machine (tests replay random plays of two, three
//! and four players through both), but it is a small `Copy` value: copying it is how the search
//! branches. The number of players is a type parameter, so the two-player search pays nothing
//! for the tables of three and four.

use crate::card::Card;

/// Rank indices 0 (ace) to 12 (king), as [`Rank::index`](crate::card::Rank::index).
pub const RANKS: usize = 13;

/// The count a series may not exceed.
const MAX_COUNT: u8 = 31;

/// Pip value of a rank index: ace 1, two to ten face value, courts 10.
#[inline]
pub const fn pips(rank: u8) -> u8 {
    if rank >= 9 { 10 } else { rank + 1 }
}

/// Points for laying `rank` on a series: fifteen, thirty-one, pairs and runs (no go point).
/// `series` holds the ranks since the count was last reset, `count` their pips.
#[inline]
pub fn peg_points(series: &[u8], count: u8, rank: u8) -> u8 {
    let after = count + pips(rank);
    let points = if after == 15 || after == MAX_COUNT {
        2
    } else {
        0
    };
    match series.last() {
        None => points,
        // A pair (or more): the tail holds a repeat, so no run.
        Some(&last) if last == rank => {
            let same = series.iter().rev().take_while(|&&r| r == rank).count();
            points + [0, 2, 6, 12][same.min(3)]
        }
        Some(_) => points + run_length(series, rank),
    }
}

/// The length of the longest run (three or more) the last cards of `series` make with `rank`,
/// or 0: distinct ranks forming one block of consecutive ranks, in any order.
#[inline]
pub fn run_length(series: &[u8], rank: u8) -> u8 {
    let mut seen: u16 = 1 << rank;
    let (mut low, mut high) = (rank, rank);
    let mut best = 0;
    for (k, &r) in series.iter().rev().enumerate() {
        let bit = 1 << r;
        if seen & bit != 0 {
            // Every longer tail holds the same repeat.
            break;
        }
        seen |= bit;
        low = low.min(r);
        high = high.max(r);
        let cards = k as u8 + 2;
        if cards >= 3 && high - low + 1 == cards {
            best = cards;
        }
    }
    best
}

/// The play between `N` players in ranks: the count, the series, whose turn, who has said go.
/// Player 0 leads (the pone, or the player left of the dealer); the dealer is player `N - 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RankPlay<const N: usize = 2> {
    series: [u8; 16],
    len: u8,
    count: u8,
    left: [u8; N],
    passed: [bool; N],
    turn: u8,
    /// The last player to lay a card in this series, or `N` for nobody yet.
    last: u8,
    over: bool,
    /// Five-card cribbage: the play ends when the first series closes.
    one_series: bool,
    /// Cards of each rank laid in the whole play so far.
    played: [u8; RANKS],
    played_total: u8,
}

/// Points one action pegs, per player: the card's own points and any go or last-card point.
pub type Pegged<const N: usize = 2> = [u8; N];

impl RankPlay<2> {
    /// The start of a two-player play: each player holds `hand_size` cards (4, or 3 in
    /// five-card cribbage, where the play is one series).
    pub fn new(hand_size: u8, one_series: bool) -> RankPlay {
        RankPlay::with_players(hand_size, one_series)
    }
}

impl<const N: usize> RankPlay<N> {
    /// The start of a play of `N` players, each holding `hand_size` cards.
    pub fn with_players(hand_size: u8, one_series: bool) -> RankPlay<N> {
        RankPlay {
            series: [0; 16],
            len: 0,
            count: 0,
            left: [hand_size; N],
            passed: [false; N],
            turn: 0,
            last: N as u8,
            over: false,
            one_series,
            played: [0; RANKS],
            played_total: 0,
        }
    }

    /// The running count.
    #[inline]
    pub fn count(&self) -> u8 {
        self.count
    }

    /// The ranks laid since the count was last reset.
    #[inline]
    pub fn series(&self) -> &[u8] {
        &self.series[..usize::from(self.len)]
    }

    /// Who acts next (meaningless once the play is over).
    #[inline]
    pub fn turn(&self) -> usize {
        usize::from(self.turn)
    }

    /// Whether the play is over.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Whether the play is one series (five-card cribbage).
    #[inline]
    pub fn is_one_series(&self) -> bool {
        self.one_series
    }

    /// Cards `player` has not laid yet.
    #[inline]
    pub fn left(&self, player: usize) -> u8 {
        self.left[player]
    }

    /// Whether `player` has said go in this series.
    #[inline]
    pub fn has_passed(&self, player: usize) -> bool {
        self.passed[player]
    }

    /// Cards of `rank` laid so far in the whole play.
    #[inline]
    pub fn played(&self, rank: u8) -> u8 {
        self.played[usize::from(rank)]
    }

    /// Cards laid so far in the whole play.
    #[inline]
    pub fn played_total(&self) -> u8 {
        self.played_total
    }

    /// Whether a card of `rank` fits under 31.
    #[inline]
    pub fn fits(&self, rank: u8) -> bool {
        self.count + pips(rank) <= MAX_COUNT
    }

    /// The cards of `hand` that fit under 31 now, lowest first: the options of the player to
    /// act, one per card.
    pub fn fitting_cards(&self, hand: &[Card]) -> Vec<Card> {
        let mut fitting: Vec<Card> = (hand.iter().copied())
            .filter(|c| self.fits(c.rank().index() as u8))
            .collect();
        fitting.sort();
        fitting
    }

    /// The ranks that fit under 31, as a bit set (bit `rank`).
    #[inline]
    pub fn fitting(&self) -> u16 {
        let room = MAX_COUNT - self.count;
        // Ranks 0..room fit when room < 10; every rank fits from room 10 up.
        if room >= 10 {
            (1 << RANKS) - 1
        } else {
            (1 << room) - 1
        }
    }

    /// What laying `rank` now would score (no go point).
    #[inline]
    pub fn points_for(&self, rank: u8) -> u8 {
        peg_points(self.series(), self.count, rank)
    }

    #[inline]
    fn active(&self, player: usize) -> bool {
        !self.passed[player] && self.left[player] > 0
    }

    /// The first active player after `player` in rotation, `player` itself last.
    #[inline]
    fn next_active_after(&self, player: usize) -> Option<usize> {
        (1..=N).map(|k| (player + k) % N).find(|&p| self.active(p))
    }

    /// Who could reply to the card the player to act lays now: the first player after it
    /// who has neither said go nor run out of cards, or `None` when only it can still lay.
    #[inline]
    pub fn replier(&self) -> Option<usize> {
        let player = self.turn();
        (1..N).map(|k| (player + k) % N).find(|&p| self.active(p))
    }

    /// The player to act lays a card of `rank`; the caller makes sure it fits and is held.
    pub fn lay(&mut self, rank: u8) -> Pegged<N> {
        let player = self.turn();
        let mut pegged = [0; N];
        pegged[player] = self.points_for(rank);
        self.series[usize::from(self.len)] = rank;
        self.len += 1;
        self.count += pips(rank);
        self.left[player] -= 1;
        self.played[usize::from(rank)] += 1;
        self.played_total += 1;
        self.last = player as u8;
        if self.count == MAX_COUNT {
            self.close(false, &mut pegged);
        } else if let Some(next) = self.next_active_after(player) {
            self.turn = next as u8;
        } else {
            self.close(true, &mut pegged);
        }
        pegged
    }

    /// The player to act says go.
    pub fn go(&mut self) -> Pegged<N> {
        let player = self.turn();
        let mut pegged = [0; N];
        self.passed[player] = true;
        match self.next_active_after(player) {
            Some(next) => self.turn = next as u8,
            None => self.close(true, &mut pegged),
        }
        pegged
    }

    /// Ends the series: the go point (unless 31), the reset, and who leads next.
    fn close(&mut self, go_point: bool, pegged: &mut Pegged<N>) {
        let nobody = N as u8;
        if go_point && self.last < nobody {
            pegged[usize::from(self.last)] += 1;
        }
        let last = if self.last < nobody {
            usize::from(self.last)
        } else {
            self.turn()
        };
        self.len = 0;
        self.count = 0;
        self.passed = [false; N];
        self.last = nobody;
        if self.one_series || self.left.iter().all(|&l| l == 0) {
            self.over = true;
            return;
        }
        if let Some(next) = self.next_active_after(last) {
            self.turn = next as u8;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seeds_runs_score_as_the_rules_say() {
        // 4-2-3-5-6: 3 on the 3, 4 on the 5, 5 on the 6.
        assert_eq!(run_length(&[3, 1], 2), 3);
        assert_eq!(run_length(&[3, 1, 2], 4), 4);
        assert_eq!(run_length(&[3, 1, 2, 4], 5), 5);
        // 4-2-3-4-3: 3 on the first 3, 3 on the second 4, nothing on the last 3.
        assert_eq!(run_length(&[3, 1, 2], 3), 3);
        assert_eq!(run_length(&[3, 1, 2, 3], 2), 0);
        // 4-2-6-5-3: nothing until the 3, which makes five.
        assert_eq!(run_length(&[3, 1, 5], 4), 0);
        assert_eq!(run_length(&[3, 1, 5, 4], 2), 5);
    }

    #[test]
    fn pairs_fifteens_and_thirty_one_score() {
        assert_eq!(peg_points(&[4], 5, 4), 2); // 5-5: count 10, a pair
        assert_eq!(peg_points(&[6], 7, 7), 2); // 7-8: fifteen
        assert_eq!(peg_points(&[4, 4], 10, 4), 2 + 6); // 5-5-5: fifteen and a pair royal
        assert_eq!(peg_points(&[0, 0, 0], 3, 0), 12);
        assert_eq!(peg_points(&[12, 12], 20, 0), 0); // K K A: 21, nothing
        assert_eq!(peg_points(&[12, 12, 9], 30, 0), 2); // 31
    }

    #[test]
    fn a_go_passes_the_turn_and_the_last_player_pegs_one() {
        let mut play = RankPlay::new(4, false);
        play.lay(12); // K: 10
        play.lay(12); // K: 20, pair
        play.lay(9); // 10: 30
        assert_eq!(play.turn(), 1);
        assert_eq!(play.go(), [0, 0]);
        // The pone cannot play either: one for the go to the pone, the dealer leads.
        assert_eq!(play.turn(), 0);
        assert_eq!(play.go(), [1, 0]);
        assert_eq!(play.count(), 0);
        assert_eq!(play.turn(), 1);
    }

    #[test]
    fn five_card_cribbage_ends_with_the_first_series() {
        let mut play = RankPlay::new(3, true);
        play.lay(12);
        play.lay(12);
        play.lay(10);
        assert_eq!(play.turn(), 1);
        play.go();
        assert_eq!(play.go(), [1, 0]);
        assert!(play.is_over());
    }

    #[test]
    fn fitting_ranks_are_those_under_31() {
        let mut play = RankPlay::new(4, false);
        assert_eq!(play.fitting(), 0x1fff);
        play.lay(12);
        play.lay(12);
        play.lay(4); // 25
        assert_eq!(play.fitting(), 0b11_1111); // ace to six
    }
}
