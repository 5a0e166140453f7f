//! The look-ahead: the asking player's choices among its last cards searched over what it
//! knows on each line, instead of left to the base policy.
//!
//! The search of [`super`] improves the base policy once: the option asked about is
//! searched, every later choice follows the base policy. Here the asking player's later
//! choices among its last [`LOOK_AHEAD`] cards are searched too, each over the holdings still
//! on its line. Those holdings are exactly what the player knows there (the opponent's cards
//! and goes on the line leave them), so each choice is one it could make at the table, and the
//! expected values are those of the best such play against an opponent on its kind's rules. No
//! choice of the player's is worse than the base policy's under the model: the net with the
//! look-ahead is never below the net without it.

use super::super::policy::base_choice;
use super::super::ranks::RankPlay;
use super::{Known, Line, Ranks, Search, add};

/// How many cards the asking player holds at most when [`Search::look_ahead`] searches its
/// choice. Measured (duplicate self-play, 20,000 games against the same model without the
/// look-ahead, `docs/strategy.md`, "Looking ahead"): the last two cards won +0.27% of games
/// (+0.05% to +0.49%) and the last three +0.38% (+0.10% to +0.67%), but three cost 5.1 ms at
/// the lead (1.5 ms for two), past the 5 ms budget.
pub const LOOK_AHEAD: u8 = 2;

impl Search {
    /// On every line, the asking player's choices among its last [`LOOK_AHEAD`] cards go to
    /// the rank with the best expected net pegging over the holdings still on that line (those
    /// the opponent's cards and goes on it leave), searched the same way, instead of the base
    /// policy's; the opponent keeps its kind's rules. The holdings on a line are exactly what
    /// the player knows there, so the choice is one the player could make at the table.
    pub fn look_ahead(mut self, look_ahead: bool) -> Search {
        self.look_ahead = look_ahead;
        self
    }

    /// The asking player's choice on `line`: the base policy's, or under
    /// [`Search::look_ahead`] the rank with the best expected net over the group (the base
    /// policy's on a tie).
    pub(super) fn my_choice(
        &mut self,
        line: &Line,
        level: usize,
        group: &std::ops::Range<usize>,
        weight: f64,
    ) -> Option<u8> {
        let base = base_choice(&line.play, line.mine.mask());
        let mut options = line.mine.mask() & line.play.fitting();
        let searched = self.look_ahead && line.mine.len() <= LOOK_AHEAD;
        if !searched || options & options.wrapping_sub(1) == 0 {
            return base;
        }
        let me = self.me;
        let value = |search: &mut Search, rank: u8| {
            let mut next = *line;
            next.mine.remove(rank);
            let pegged = next.play.lay(rank);
            let mut points = [0.0; 2];
            add(&mut points, pegged, weight);
            search.walk(next, level, group.clone(), weight, &mut points);
            points[me] - points[1 - me]
        };
        let base = base?;
        let mut best = (value(self, base), base);
        while options != 0 {
            let rank = options.trailing_zeros() as u8;
            options &= options - 1;
            if rank == base {
                continue;
            }
            let net = value(self, rank);
            // Sums over many holdings round differently by the order they add in: a tie
            // within that rounding stays with the base policy.
            if net > best.0 + 1e-9 * weight.max(1.0) {
                best = (net, rank);
            }
        }
        Some(best.1)
    }
}

/// With both hands known and the opponent on its kind's rules: `me`'s best net pegging from
/// `play` on, and the rank that gets it (the base policy's on a tie; `None` for a go). Only
/// ever asked with at most [`LOOK_AHEAD`] cards in `mine`, so the tree is tiny.
pub(super) fn best_known(
    play: &RankPlay,
    mine: Ranks,
    theirs: Known,
    me: usize,
) -> (i32, Option<u8>) {
    let net_after = |mut play: RankPlay, mine: Ranks, mut theirs: Known| -> i32 {
        let mut net = 0;
        while !play.is_over() {
            if play.turn() == me {
                let (rest, _) = best_known(&play, mine, theirs, me);
                return net + rest;
            }
            let pegged = match theirs.reply.choice(&play, theirs.ranks.mask()) {
                Some(rank) => {
                    theirs.ranks.remove(rank);
                    play.lay(rank)
                }
                None => play.go(),
            };
            net += i32::from(pegged[me]) - i32::from(pegged[1 - me]);
        }
        net
    };
    let base = base_choice(play, mine.mask());
    let Some(base) = base else {
        let mut next = *play;
        let pegged = next.go();
        let now = i32::from(pegged[me]) - i32::from(pegged[1 - me]);
        return (now + net_after(next, mine, theirs), None);
    };
    let mut options = mine.mask() & play.fitting();
    let value = |rank: u8| {
        let mut next = *play;
        let mut rest = mine;
        rest.remove(rank);
        let pegged = next.lay(rank);
        i32::from(pegged[me]) - i32::from(pegged[1 - me]) + net_after(next, rest, theirs)
    };
    let mut best = (value(base), Some(base));
    while options != 0 {
        let rank = options.trailing_zeros() as u8;
        options &= options - 1;
        if rank != base {
            let net = value(rank);
            if net > best.0 {
                best = (net, Some(rank));
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy::ranks::RANKS;
    use crate::strategy::search::holdings;

    /// The pone's hand and the dealer's lead-answering hand of `deal` (eight ranks, each at
    /// most four times): the ranks not in it are what the opponent may hold.
    fn hands(seed: u64) -> [Ranks; 2] {
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut deck: Vec<u8> = (0..52).map(|c| c % RANKS as u8).collect();
        for i in (1..deck.len()).rev() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            deck.swap(i, (state % (i as u64 + 1)) as usize);
        }
        [
            Ranks::of(deck[..4].iter().copied()),
            Ranks::of(deck[4..8].iter().copied()),
        ]
    }

    /// The net each option of `mine` is expected to peg for `me`, the play at `play`, with and
    /// without the look-ahead.
    fn nets(me: usize, play: RankPlay, mine: Ranks, seen: Ranks) -> Vec<(f64, f64)> {
        let mut available = [4u8; RANKS];
        for rank in mine.iter().chain(seen.iter()) {
            available[usize::from(rank)] -= 1;
        }
        let theirs = 4 - u8::from(play.played_total() > 0 && me == 1);
        let all = holdings(&available, theirs);
        let mut plain = Search::new(me, all.clone());
        let mut ahead = Search::new(me, all).look_ahead(true);
        let mut out = Vec::new();
        let mut options = mine.mask() & play.fitting();
        while options != 0 {
            let rank = options.trailing_zeros() as u8;
            options &= options - 1;
            let mut next = play;
            next.lay(rank);
            let mut rest = mine;
            rest.remove(rank);
            let net =
                |s: crate::strategy::search::Sums| (s.points[me] - s.points[1 - me]) / s.outcomes;
            out.push((net(plain.sums(next, rest)), net(ahead.sums(next, rest))));
        }
        out
    }

    #[test]
    fn the_look_ahead_never_expects_less_than_the_base_policy_and_sometimes_more() {
        let mut better = 0;
        for seed in 1..=40u64 {
            let [pone, dealer] = hands(seed);
            // The pone leads; the dealer answers the pone's first rank.
            let lead = pone.iter().next().expect("four cards");
            let mut after_lead = RankPlay::new(4, false);
            after_lead.lay(lead);
            let cases = [
                nets(0, RankPlay::new(4, false), pone, Ranks::EMPTY),
                nets(1, after_lead, dealer, Ranks::of([lead])),
            ];
            for (plain, ahead) in cases.into_iter().flatten() {
                assert!(ahead >= plain - 1e-9, "seed {seed}: {ahead} below {plain}");
                better += usize::from(ahead > plain + 1e-9);
            }
        }
        assert!(better > 0, "the look-ahead never changed a value");
    }
}
