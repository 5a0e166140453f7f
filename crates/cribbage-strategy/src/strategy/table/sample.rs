//! Drawing what the other players hold: uniformly over every way to give each of them its
//! number of unseen cards that its goes allow.
//!
//! A go at count `c` says every card its player held was above `31 - c`, so each player's
//! cards must be at or above a pip value (its *floor*). Floors only rule out low cards, so the
//! sets of cards the players may hold are nested. Drawing for the most constrained player first,
//! uniformly from the cards it may hold, then for the next from what is left, and so on, gives
//! every joint holding the same chance: whatever the first player drew lies inside every later
//! player's set, so each later player always has the same number of choices.

use crate::card::Card;
use crate::card_set::CardSet;
use crate::strategy::chance::Chance;
use crate::strategy::search::Ranks;

/// The unseen cards, and who may hold how many of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unseen<const N: usize> {
    /// The unseen cards' (rank, pip value).
    ranks: Vec<(u8, u8)>,
    /// Players to draw for, most constrained first: (player, cards, floor).
    order: Vec<(usize, u8, u8)>,
}

impl<const N: usize> Unseen<N> {
    /// The draw for the players other than `me`, each holding `left[p]` cards at or above
    /// `floors[p]`; `None` when the unseen cards cannot fill some player's holding (then a
    /// go said by a player who still had a card that fitted: a renege).
    pub fn new(
        unseen: CardSet,
        me: usize,
        left: [u8; N],
        floors: [u8; N],
    ) -> Result<Unseen<N>, usize> {
        let mut ranks: Vec<(u8, u8)> = unseen
            .iter()
            .map(|card: Card| (card.rank().index() as u8, card.value()))
            .collect();
        ranks.sort_by(|a, b| b.1.cmp(&a.1).then(b.0.cmp(&a.0)));
        let mut order: Vec<(usize, u8, u8)> = (0..N)
            .filter(|&p| p != me && left[p] > 0)
            .map(|p| (p, left[p], floors[p]))
            .collect();
        order.sort_by(|a, b| b.2.cmp(&a.2).then(a.0.cmp(&b.0)));
        let mut taken = 0usize;
        for &(player, cards, floor) in &order {
            let allowed = ranks.iter().filter(|r| r.1 >= floor).count();
            taken += usize::from(cards);
            if allowed < taken {
                return Err(player);
            }
        }
        Ok(Unseen { ranks, order })
    }

    /// One joint holding, drawn uniformly: each player's ranks (empty for `me` and for
    /// players with no cards left).
    pub fn draw(&self, chance: &mut Chance) -> [Ranks; N] {
        let mut pool: [u8; 52] = [0; 52];
        let mut pips: [u8; 52] = [0; 52];
        let n = self.ranks.len();
        for (i, &(rank, value)) in self.ranks.iter().enumerate() {
            pool[i] = rank;
            pips[i] = value;
        }
        let mut hands = [Ranks::EMPTY; N];
        // Cards still in the pool sit at 0..len. A draw below a player's floor is drawn again:
        // uniform over the allowed cards, and [`Unseen::new`] made sure there are enough.
        let mut len = n;
        for &(player, cards, floor) in &self.order {
            for _ in 0..cards {
                let pick = loop {
                    let i = chance.below(len);
                    if pips[i] >= floor {
                        break i;
                    }
                };
                hands[player].add(pool[pick]);
                len -= 1;
                pool.swap(pick, len);
                pips.swap(pick, len);
            }
        }
        hands
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Card;

    fn unseen_of(cards: &[&str]) -> CardSet {
        cards.iter().map(|c| c.parse::<Card>().unwrap()).collect()
    }

    #[test]
    fn a_floor_is_respected_and_every_allowed_card_is_drawn() {
        // Player 1 said go at 25: it holds only sevens and above.
        let unseen = unseen_of(&["AS", "6H", "7D", "KC", "QS", "2D"]);
        let draw = Unseen::<3>::new(unseen, 0, [4, 1, 2], [1, 7, 1]).unwrap();
        let mut chance = Chance::new(1);
        let mut seen = [0u32; 13];
        for _ in 0..2_000 {
            let hands = draw.draw(&mut chance);
            assert!(hands[0].is_empty());
            assert_eq!(hands[1].len(), 1);
            assert_eq!(hands[2].len(), 2);
            for rank in hands[1].iter() {
                assert!(rank >= 6, "rank {rank} is below the floor");
                seen[usize::from(rank)] += 1;
            }
        }
        // The seven, the queen and the king each come up about a third of the time.
        for rank in [6, 11, 12] {
            assert!((550..790).contains(&seen[rank]), "{seen:?}");
        }
    }

    #[test]
    fn a_floor_no_holding_meets_names_the_player() {
        let unseen = unseen_of(&["AS", "6H", "KC"]);
        assert_eq!(Unseen::<3>::new(unseen, 0, [4, 2, 1], [1, 10, 1]), Err(1));
    }

    #[test]
    fn joint_holdings_are_equally_likely() {
        // Two cards, one each to players 1 and 2, player 2 unconstrained: both ways come up
        // equally often. With player 1 held to tens, only one way is left.
        let unseen = unseen_of(&["AS", "KC"]);
        let free = Unseen::<3>::new(unseen, 0, [4, 1, 1], [1, 1, 1]).unwrap();
        let mut chance = Chance::new(9);
        let kings = (0..4_000)
            .filter(|_| free.draw(&mut chance)[1].count(12) == 1)
            .count();
        assert!((1_850..2_150).contains(&kings), "{kings}");
        let held = Unseen::<3>::new(unseen, 0, [4, 1, 1], [1, 10, 1]).unwrap();
        assert!((0..100).all(|_| held.draw(&mut chance)[1].count(12) == 1));
    }
}
