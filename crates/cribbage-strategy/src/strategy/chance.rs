//! The seeded chance of self-play and of the strategy tables' samples.

use crate::card::Card;

/// A small seeded generator (SplitMix64): fast, and the same sequence on every machine.
#[derive(Clone, Debug)]
pub struct Chance(u64);

impl Chance {
    /// The generator for `seed`.
    pub const fn new(seed: u64) -> Chance {
        Chance(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`), each equally likely but for a bias below 2^-58.
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// The pack in a random order.
    pub fn shuffled(&mut self) -> Vec<Card> {
        let mut deck: Vec<Card> = Card::deck().collect();
        for i in (1..deck.len()).rev() {
            deck.swap(i, self.below(i + 1));
        }
        deck
    }
}
