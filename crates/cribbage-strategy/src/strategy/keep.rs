//! What a kept hand is worth in the play, before a card is laid: the expected pegging of each
//! kept rank hand in each role, for the discard advice.
//!
//! The model: the opponent keeps rank hand `M` as often as a strong player keeps it over all
//! deals (the expert model's keep counts for its role, `crates/cribbage-strategy/examples/expert_model.rs`), times the
//! chance that a card set of ranks `M` avoids the player's own kept cards (a product over ranks
//! of C(4 − kᵣ, mᵣ) / C(4, mᵣ), kᵣ and mᵣ the player's and the opponent's cards of rank r).
//! Both then play the whole play by the base policy ([`super::policy`]). Five-card cribbage
//! has no expert discard model: its opponent keeps a uniformly random three cards of the 49
//! the player does not hold. Nothing is sampled: every opponent hand is played through.

use std::sync::OnceLock;

use super::ranks::RANKS;
use super::search::{Ranks, play_between};

/// Expected pegging in the coming play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayValue {
    /// Points the player pegs.
    pub own: f64,
    /// Points the opponent pegs.
    pub opponent: f64,
}

impl PlayValue {
    /// `own - opponent`.
    pub fn net(&self) -> f64 {
        self.own - self.opponent
    }
}

/// Every kept rank hand of `size` ranks (3 or 4; anything else has none), in index order:
/// non-decreasing ranks in lexicographic order, A-A-A-A first and K-K-K-K last.
pub fn kept_hands(size: usize) -> &'static [Ranks] {
    static THREE: OnceLock<Vec<Ranks>> = OnceLock::new();
    static FOUR: OnceLock<Vec<Ranks>> = OnceLock::new();
    fn build(size: usize) -> Vec<Ranks> {
        let mut hands: Vec<Vec<u8>> = vec![Vec::new()];
        for _ in 0..size {
            hands = hands
                .into_iter()
                .flat_map(|prefix| {
                    let from = prefix.last().copied().unwrap_or(0);
                    (from..RANKS as u8).map(move |r| {
                        let mut next = prefix.clone();
                        next.push(r);
                        next
                    })
                })
                .collect();
        }
        // A rank held five times is no hand.
        hands
            .into_iter()
            .map(Ranks::of)
            .filter(|h| (0..RANKS as u8).all(|r| h.count(r) <= 4))
            .collect()
    }
    match size {
        3 => THREE.get_or_init(|| build(3)),
        4 => FOUR.get_or_init(|| build(4)),
        _ => &[],
    }
}

/// The position of `hand` (3 or 4 ranks) in [`kept_hands`].
pub fn kept_index(hand: Ranks) -> Option<usize> {
    static INDEX: OnceLock<Vec<u16>> = OnceLock::new();
    let index = INDEX.get_or_init(|| {
        let mut index = vec![u16::MAX; RANKS.pow(4) + RANKS.pow(3)];
        for size in [3, 4] {
            for (i, hand) in kept_hands(size).iter().enumerate() {
                index[key(*hand)] = i as u16;
            }
        }
        index
    });
    let at = *index.get(key(hand))?;
    (at != u16::MAX).then_some(usize::from(at))
}

/// A dense key of a rank hand of 3 or 4 ranks: the sorted ranks in base 13, four-rank hands
/// after every three-rank one.
fn key(hand: Ranks) -> usize {
    let digits = hand.iter().fold(0, |acc, r| acc * RANKS + usize::from(r));
    match hand.len() {
        3 => digits,
        4 => RANKS.pow(3) + digits,
        _ => usize::MAX,
    }
}

/// `RATIO[k][m]` = C(4 − k, m) / C(4, m): the chance that `m` random cards of a rank avoid the
/// `k` cards of it the player holds.
fn avoid_ratio(k: u8, m: u8) -> f64 {
    const CHOOSE: [[f64; 5]; 5] = [
        [1.0, 0.0, 0.0, 0.0, 0.0],
        [1.0, 1.0, 0.0, 0.0, 0.0],
        [1.0, 2.0, 1.0, 0.0, 0.0],
        [1.0, 3.0, 3.0, 1.0, 0.0],
        [1.0, 4.0, 6.0, 4.0, 1.0],
    ];
    let (k, m) = (usize::from(k.min(4)), usize::from(m.min(4)));
    if k + m > 4 {
        0.0
    } else {
        CHOOSE[4 - k][m] / CHOOSE[4][m]
    }
}

/// The weight of the opponent keeping `theirs` when the player keeps `mine`: `count` (how
/// often it is kept over all deals) times the chance its cards avoid the player's.
pub fn opponent_weight(mine: Ranks, theirs: Ranks, count: u64) -> f64 {
    let mut mask = theirs.mask();
    let mut weight = count as f64;
    while mask != 0 {
        let r = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        weight *= avoid_ratio(mine.count(r), theirs.count(r));
    }
    weight
}

/// Keep counts of an opponent who keeps every hand as often as random cards give it (C(4, mᵣ)
/// card sets per rank): the five-card model.
pub fn uniform_keeps(size: usize) -> Vec<u64> {
    kept_hands(size)
        .iter()
        .map(|hand| {
            (0..RANKS as u8)
                .map(|r| [1, 4, 6, 4, 1][usize::from(hand.count(r))])
                .product()
        })
        .collect()
}

/// The expected pegging of keeping `mine` as dealer (`dealer`) or pone, the opponent keeping
/// each hand of [`kept_hands`] with [`opponent_weight`] from `opponent_keeps` (indexed like
/// [`kept_hands`]); the whole play by the base policy, one series in five-card cribbage.
pub fn kept_hand_pegging(
    mine: Ranks,
    dealer: bool,
    one_series: bool,
    opponent_keeps: &[u64],
) -> PlayValue {
    let hands = kept_hands(usize::from(mine.len()));
    let (mut own, mut opponent, mut total) = (0.0, 0.0, 0.0);
    for (theirs, &count) in hands.iter().zip(opponent_keeps) {
        let weight = opponent_weight(mine, *theirs, count);
        if weight == 0.0 {
            continue;
        }
        let (me, them) = if dealer { (1, 0) } else { (0, 1) };
        let points = if dealer {
            play_between(*theirs, mine, one_series)
        } else {
            play_between(mine, *theirs, one_series)
        };
        own += weight * points[me] as f64;
        opponent += weight * points[them] as f64;
        total += weight;
    }
    if total == 0.0 {
        return PlayValue {
            own: 0.0,
            opponent: 0.0,
        };
    }
    PlayValue {
        own: own / total,
        opponent: opponent / total,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_1820_four_rank_and_455_three_rank_hands_each_with_its_index() {
        assert_eq!(kept_hands(4).len(), 1820);
        assert_eq!(kept_hands(3).len(), 455);
        for size in [3, 4] {
            for (i, hand) in kept_hands(size).iter().enumerate() {
                assert_eq!(kept_index(*hand), Some(i));
            }
        }
        assert_eq!(kept_index(Ranks::of([0, 0, 0, 0, 0])), None);
        assert_eq!(
            kept_index(Ranks::of([12, 0, 3])),
            kept_index(Ranks::of([0, 3, 12]))
        );
    }

    #[test]
    fn uniform_keeps_count_every_card_set() {
        let four: u64 = uniform_keeps(4).iter().sum();
        assert_eq!(four, 52 * 51 * 50 * 49 / 24);
        let three: u64 = uniform_keeps(3).iter().sum();
        assert_eq!(three, 52 * 51 * 50 / 6);
    }

    #[test]
    fn an_opponent_cannot_keep_cards_the_player_holds() {
        let fives = Ranks::of([4, 4, 4, 4]);
        assert_eq!(opponent_weight(fives, Ranks::of([4, 9, 9, 9]), 10), 0.0);
        // One five left of four: a hand with one five avoids the player's three a quarter of
        // the time.
        let three_fives = Ranks::of([4, 4, 4, 0]);
        let w = opponent_weight(three_fives, Ranks::of([4, 9, 10, 11]), 8);
        assert!((w - 2.0).abs() < 1e-12);
    }
}
