//! The two fixed play policies the engine knows: the base policy, which both players follow in
//! every line the advisor looks ahead through, and the greedy rule.
//!
//! The base policy must be cheap (the advisor applies it at tens of thousands of points of one
//! search) and must depend on nothing a player cannot see, so that the advisor can apply it to
//! the opponent for every holding it enumerates. It looks one card ahead: it lays the card that
//! maximises the points it scores now less what the opponent's reply is expected to score, the
//! reply being one card drawn from the cards not yet laid in this play. That is the classic
//! advice ("don't leave the count at 5 or 21", "don't give away a pair royal", "lead under
//! five") in one formula, without the rest of either hand.

use super::ranks::{RANKS, RankPlay, pips, run_length};

/// The count a series may not exceed.
const MAX_COUNT: u8 = 31;

/// The base policy's preference for laying a card of `rank` now: larger is better, and no two
/// ranks share a value (ties in expected points go to the higher pip value, then the higher
/// rank, keeping low cards for the end of a series where they still fit).
///
/// In units of 1/`U`, where `U` is the number of cards not yet laid in the play once this one is
/// down: `points now × U − Σ over ranks s (cards of s not yet laid × what s scores on top)`,
/// the second term counted only while the opponent can still reply in this series.
///
/// With three or four players the reply is the next player's who can still lay a card (a
/// partner's included: the policy sees only the count, not the sides).
pub fn base_key<const N: usize>(play: &RankPlay<N>, rank: u8) -> i32 {
    let points = i32::from(play.points_for(rank));
    let unlaid = 52 - i32::from(play.played_total()) - 1;
    let after = play.count() + pips(rank);
    let replies = play.replier().is_some() && after < MAX_COUNT;
    let danger = if replies { reply_danger(play, rank) } else { 0 };
    let tie = i32::from(pips(rank)) * 16 + i32::from(rank);
    (points * unlaid - danger) * 256 + tie
}

/// Σ over reply ranks s of (cards of s not yet laid, this one laid) × the points s scores on
/// the series with `rank` laid. The sum is linear, so each way to score adds its own term.
fn reply_danger<const N: usize>(play: &RankPlay<N>, rank: u8) -> i32 {
    let after = play.count() + pips(rank);
    let room = MAX_COUNT - after;
    let unlaid = |s: u8| i32::from(4 - (play.played(s) + u8::from(s == rank)).min(4));
    let mut danger = 0;
    // Fifteen and thirty-one: the ranks whose pips make them (they always fit).
    for target in [15u8, MAX_COUNT] {
        if after < target && target - after <= 10 {
            let need = target - after;
            danger += 2 * if need == 10 {
                (9..13).map(unlaid).sum::<i32>()
            } else {
                unlaid(need - 1)
            };
        }
    }
    // A pair on the card just laid, or the pair royal, or the double pair royal.
    let same = 1 + play
        .series()
        .iter()
        .rev()
        .take_while(|&&r| r == rank)
        .count();
    if same <= 3 && pips(rank) <= room {
        danger += [0, 2, 6, 12][same] * unlaid(rank);
    }
    let (mut runs, best) = runs_on_top(play.series(), rank);
    while runs != 0 {
        let s = runs.trailing_zeros() as u8;
        runs &= runs - 1;
        if pips(s) <= room {
            danger += i32::from(best[usize::from(s)]) * unlaid(s);
        }
    }
    danger
}

/// The runs a reply could make on `series` with `rank` laid: the ranks that make one (a bit
/// set) and the length of each. The last cards must be distinct ranks that the reply turns
/// into one block of consecutive ranks.
fn runs_on_top(series: &[u8], rank: u8) -> (u16, [u8; RANKS]) {
    let mut seen: u16 = 1 << rank;
    let (mut low, mut high) = (rank, rank);
    let mut best = [0u8; RANKS];
    let mut found = 0u16;
    // `cards` of the tail (with `rank`) are distinct; a reply makes a run of cards + 1.
    let mut cards = 1u8;
    for &r in series.iter().rev() {
        if seen & (1 << r) != 0 {
            break;
        }
        seen |= 1 << r;
        low = low.min(r);
        high = high.max(r);
        cards += 1;
        let span = high - low + 1;
        if span == cards {
            if low > 0 {
                best[usize::from(low - 1)] = cards + 1;
                found |= 1 << (low - 1);
            }
            if usize::from(high) + 1 < RANKS {
                best[usize::from(high + 1)] = cards + 1;
                found |= 1 << (high + 1);
            }
        } else if span == cards + 1 {
            // One rank inside the block is missing: the reply fills it.
            let block: u16 = ((1u16 << span) - 1) << low;
            let gap = (block & !seen).trailing_zeros() as usize;
            best[gap] = cards + 1;
            found |= 1 << gap;
        }
    }
    debug_assert!(best.iter().enumerate().all(|(s, &b)| {
        let mut tail: Vec<u8> = series.to_vec();
        tail.push(rank);
        b == 0 || run_length(&tail, s as u8) == b
    }));
    (found, best)
}

/// The rank the base policy lays from the distinct ranks `held` (bit `rank`), or `None` when
/// none fits (a go).
#[inline]
pub fn base_choice<const N: usize>(play: &RankPlay<N>, held: u16) -> Option<u8> {
    best_of(held & play.fitting(), |rank| base_key(play, rank))
}

/// How the opponent chooses its cards on a line the advisor searches: each holding of the
/// inferred model is one kind's, and a player of that kind lays by that kind's rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Reply {
    /// The base policy, as the expert is modelled (and every holding of the uniform model).
    #[default]
    Base,
    /// The common advice's rules (`strategy::simple`).
    CommonAdvice,
}

impl Reply {
    /// The preference for laying a card of `rank` now: larger is better, no two ranks alike.
    #[inline]
    pub fn key<const N: usize>(self, play: &RankPlay<N>, rank: u8) -> i32 {
        match self {
            Reply::Base => base_key(play, rank),
            Reply::CommonAdvice => super::simple::advice_key(play.series(), play.count(), rank),
        }
    }

    /// The rank laid from the distinct ranks `held` (bit `rank`), or `None` for a go.
    #[inline]
    pub fn choice<const N: usize>(self, play: &RankPlay<N>, held: u16) -> Option<u8> {
        best_of(held & play.fitting(), |rank| self.key(play, rank))
    }
}

/// The greedy rule's preference: the most points now, ties to the lowest rank.
#[inline]
pub fn greedy_key<const N: usize>(play: &RankPlay<N>, rank: u8) -> i32 {
    i32::from(play.points_for(rank)) * 16 + (15 - i32::from(rank))
}

/// The rank the greedy rule lays from `held`, or `None` for a go.
#[inline]
pub fn greedy_choice<const N: usize>(play: &RankPlay<N>, held: u16) -> Option<u8> {
    best_of(held & play.fitting(), |rank| greedy_key(play, rank))
}

/// The rank in `ranks` (a bit set) with the largest key.
#[inline]
fn best_of(mut ranks: u16, key: impl Fn(u8) -> i32) -> Option<u8> {
    if ranks & ranks.wrapping_sub(1) == 0 {
        // One rank or none: nothing to weigh.
        return (ranks != 0).then(|| ranks.trailing_zeros() as u8);
    }
    let mut best: Option<(i32, u8)> = None;
    while ranks != 0 {
        let rank = ranks.trailing_zeros() as u8;
        ranks &= ranks - 1;
        let k = key(rank);
        if best.is_none_or(|(b, _)| k > b) {
            best = Some((k, rank));
        }
    }
    best.map(|(_, rank)| rank)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOUR: u8 = 3;
    const FIVE: u8 = 4;
    const TEN: u8 = 9;
    const KING: u8 = 12;

    #[test]
    fn the_base_policy_leads_a_four_rather_than_a_five() {
        let play = RankPlay::new(4, false);
        let held = 1 << FOUR | 1 << FIVE | 1 << TEN | 1 << KING;
        assert_eq!(base_choice(&play, held), Some(FOUR));
    }

    #[test]
    fn the_base_policy_takes_a_fifteen_when_it_is_safe_enough() {
        let mut play = RankPlay::new(4, false);
        play.lay(TEN);
        // A five makes fifteen (2 now, a pair of fives risked); a four risks a fifteen.
        assert_eq!(base_choice(&play, 1 << FIVE | 1 << FOUR), Some(FIVE));
    }

    #[test]
    fn greedy_takes_the_most_points_now_and_else_the_lowest_rank() {
        let mut play = RankPlay::new(4, false);
        assert_eq!(greedy_choice(&play, 1 << KING | 1 << FIVE), Some(FIVE));
        play.lay(TEN);
        assert_eq!(greedy_choice(&play, 1 << KING | 1 << FIVE), Some(FIVE));
        assert_eq!(greedy_choice(&play, 1 << KING | 1 << TEN), Some(TEN));
    }

    #[test]
    fn nothing_fits_means_a_go() {
        let mut play = RankPlay::new(4, false);
        play.lay(KING);
        play.lay(KING);
        play.lay(TEN);
        assert_eq!(base_choice(&play, 1 << FIVE), None);
        assert_eq!(greedy_choice(&play, 1 << FIVE), None);
    }

    #[test]
    fn the_reply_danger_counts_runs_at_both_ends_and_in_a_gap() {
        // 4 then 6 laid: a 5 fills the gap for a run of three.
        let (found, best) = runs_on_top(&[3], 5);
        assert_eq!((found, best[4]), (1 << 4, 3));
        // 5-6-7: a 4 or an 8 makes four; another 5 makes three with the 6 and the 7.
        let (found, best) = runs_on_top(&[4, 5], 6);
        assert_eq!(found, 1 << 3 | 1 << 4 | 1 << 7);
        assert_eq!((best[3], best[4], best[7]), (4, 3, 4));
    }
}

/// How the play advisors order their options. The levels of [`super::ladder`] pick one each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Ranking {
    /// By expected net pegging to the end of the play (the expert play policy); with a board,
    /// by the chance of winning first when the game can end during this play.
    #[default]
    Expert,
    /// By expected net pegging to the end of the play, the board never read: the expert who
    /// plays for points.
    Net,
    /// By the points the card scores now, ties to the lowest card (rank, then suit in the
    /// order spades, hearts, diamonds, clubs).
    Greedy,
}
