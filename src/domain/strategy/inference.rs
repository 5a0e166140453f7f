//! What the opponent's choices say about its cards: the weights of the inferred model.
//!
//! # The model, in plain words
//!
//! The uniform model gives every holding the opponent may have the same chance per card set.
//! A player who kept four cards of six kept them for a reason, and every card it laid was a
//! choice too, so the inferred model weighs each holding by how likely a player of the assumed
//! kind was to end up where this one is:
//!
//! - **The keep.** In six-card cribbage the opponent kept its hand (the cards it still holds
//!   and the cards it laid) as often as the expert discard model keeps that rank hand in its
//!   role, over all 20,358,520 deals ([`DEALER_KEEPS`], [`PONE_KEEPS`]), the count shared
//!   equally among the hand's card sets. One hand in [`KEEP_TREMBLE`]'s share is kept at random
//!   instead, so a hand the expert never keeps is unlikely, not impossible: an opponent who is
//!   not the expert can still be read. Five-card cribbage has no expert discard model; its keep
//!   is uniform.
//! - **Its lead says nothing.** Players lead by very different rules (the expert's look-ahead,
//!   the classic "lead below five", the base policy's), and reading the lead by any one of them
//!   misread the others more than it read its own kind (see below).
//! - **Each later card it laid.** At every card after the lead that the opponent laid while it
//!   could have laid another rank, it followed the base policy (the one both players follow in
//!   the advisor's look-ahead) except in [`PLAY_TREMBLE`]'s share of choices, made uniformly
//!   among the ranks that fitted. A holding whose choice was the card laid keeps more of its
//!   weight; one that would have laid another rank keeps a fraction.
//! - **Each go** rules out every card that would have fitted then: weight 0, as in the uniform
//!   model (the position's unseen cards already leave them out).
//!
//! The weights multiply the uniform model's card-set counts, so the uniform model is the
//! inferred one with the keep's share at 1 and no card read.
//!
//! **Why these choices.** Self-play chose them, not published figures (`docs/strategy.md`,
//! "Reading the opponent", has the table): against the uniform expert the keep is what pays
//! (read at random, `KEEP_TREMBLE` 1, the two were even; 0.03 and 0.1 were within each other's
//! interval). Reading the lead as the expert leads won one more point of games against the
//! expert but lost two against the simple-strategy player, whose leads it misread, so the lead
//! is not read: the model has to serve opponents of every kind. Later cards read by the base
//! policy with half the choices at random, or read as random choices, were within each other's
//! interval.
//!
//! The approximation the keep makes: the expert keep counts are over every deal, not over the
//! deals that avoid the cards the asking player holds; the card-set count already removes what
//! the player has seen, but not its effect on which cards the opponent was dealt beside them.

use crate::domain::expert_crib::{DEALER_KEEPS, PONE_KEEPS};

use super::keep::{kept_hands, kept_index};
use super::policy::base_choice;
use super::ranks::{RANKS, RankPlay};
use super::search::{Holding, Ranks};

/// What the advisor assumes about the opponent's cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Opponent {
    /// Its holding is weighed by what a player of the assumed kind keeps and plays.
    #[default]
    Inferred,
    /// Every holding that the goes allow is as likely as any other, per card set.
    Uniform,
}

impl Opponent {
    /// The name of the model the expected values are exact for, as answers state it.
    pub const fn model(self) -> &'static str {
        match self {
            Opponent::Inferred => "inferred-holding/look-ahead-v1",
            Opponent::Uniform => "uniform-holding/base-policy-v1",
        }
    }
}

impl Opponent {
    /// Whether the search looks ahead over the asking player's last cards
    /// ([`super::search::Search::look_ahead`]). Only the inferred model does: the uniform
    /// model keeps the answers it gave before, to the bit.
    pub const fn looks_ahead(self) -> bool {
        matches!(self, Opponent::Inferred)
    }
}

/// The share of keeps made at random rather than as the expert keeps.
pub const KEEP_TREMBLE: f64 = 0.1;

/// The share of the opponent's later choices between ranks made at random rather than by the
/// base policy.
pub const PLAY_TREMBLE: f64 = 0.5;

/// Four-card sets in a pack: C(52, 4).
const FOUR_CARD_SETS: f64 = 270_725.0;

/// What the opponent did in this play, as the inferred model reads it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Observed {
    /// Whether the opponent is the dealer.
    pub deals: bool,
    /// Whether the opponent kept its hand from six cards by the expert model (six-card
    /// cribbage); otherwise its keep is uniform.
    pub expert_keep: bool,
    /// Each card the opponent laid, in order: the play before it and its rank.
    pub laid: Vec<(RankPlay, u8)>,
}

impl Observed {
    /// The ranks the opponent laid.
    fn laid_ranks(&self) -> Ranks {
        Ranks::of(self.laid.iter().map(|&(_, rank)| rank))
    }

    /// Multiplies each holding's card-set count by the likelihood of the opponent's keep and
    /// of every card it laid, given that it holds these ranks now.
    pub fn weigh(&self, holdings: &mut [Holding]) {
        let laid = self.laid_ranks();
        let keeps = self.expert_keep.then(|| KeepPrior::new(self.deals));
        for holding in holdings.iter_mut() {
            let mut kept = holding.ranks;
            for rank in laid.iter() {
                kept.add(rank);
            }
            let keep = keeps.as_ref().map_or(1.0, |prior| prior.factor(kept));
            holding.weight *= keep * self.play_likelihood(holding.ranks);
        }
    }

    /// The chance, up to a factor the same for every holding, that an opponent holding `now`
    /// after its cards were laid laid them as it did.
    pub fn play_likelihood(&self, now: Ranks) -> f64 {
        let mut held = now;
        let mut likelihood = 1.0;
        // Backwards: before its last card it held that card too.
        for &(play, rank) in self.laid.iter().rev() {
            held.add(rank);
            let fitting = held.mask() & play.fitting();
            let options = fitting.count_ones();
            // No choice, or the lead (which says nothing in this model): no evidence.
            if options <= 1 || play.played_total() == 0 {
                continue;
            }
            let followed = if base_choice(&play, held.mask()) == Some(rank) {
                1.0 - PLAY_TREMBLE
            } else {
                0.0
            };
            likelihood *= followed + PLAY_TREMBLE / f64::from(options);
        }
        likelihood
    }
}

/// How much likelier than a random card set each kept rank hand is, for one role.
struct KeepPrior {
    keeps: &'static [u64; 1820],
    total: f64,
}

impl KeepPrior {
    fn new(dealer: bool) -> KeepPrior {
        let keeps = if dealer { &DEALER_KEEPS } else { &PONE_KEEPS };
        KeepPrior {
            keeps,
            total: keeps.iter().sum::<u64>() as f64,
        }
    }

    /// The chance of a card set of ranks `kept` being the hand kept, over the chance of a
    /// random four-card set: 1 for a hand kept as often as chance gives it.
    fn factor(&self, kept: Ranks) -> f64 {
        let Some(index) = kept_index(kept).filter(|_| kept.len() == 4) else {
            return 1.0;
        };
        debug_assert_eq!(kept_hands(4)[index], kept);
        let sets: f64 = (0..RANKS as u8)
            .map(|r| [1.0, 4.0, 6.0, 4.0, 1.0][usize::from(kept.count(r))])
            .product();
        let expert = self.keeps[index] as f64 / self.total / sets * FOUR_CARD_SETS;
        (1.0 - KEEP_TREMBLE) * expert + KEEP_TREMBLE
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::card::Rank;

    /// Rank indices, as the play in ranks counts them.
    const FOUR: u8 = Rank::Four.index() as u8;
    const FIVE: u8 = Rank::Five.index() as u8;
    const TEN: u8 = Rank::Ten.index() as u8;
    const KING: u8 = Rank::King.index() as u8;

    #[test]
    fn the_keep_factor_averages_one_over_every_card_set() {
        for dealer in [true, false] {
            let prior = KeepPrior::new(dealer);
            let mean: f64 = kept_hands(4)
                .iter()
                .map(|&hand| {
                    let sets: f64 = (0..RANKS as u8)
                        .map(|r| [1.0, 4.0, 6.0, 4.0, 1.0][usize::from(hand.count(r))])
                        .product();
                    sets * prior.factor(hand)
                })
                .sum::<f64>()
                / FOUR_CARD_SETS;
            assert!((mean - 1.0).abs() < 1e-9, "{mean}");
        }
    }

    #[test]
    fn a_hand_the_expert_never_keeps_keeps_the_tremble() {
        let prior = KeepPrior::new(true);
        let never = kept_hands(4)
            .iter()
            .enumerate()
            .find(|&(i, _)| DEALER_KEEPS[i] == 0)
            .map(|(_, &hand)| hand)
            .expect("a hand the dealer never keeps");
        assert_eq!(prior.factor(never), KEEP_TREMBLE);
        // Four fives are kept far more often than chance gives them.
        assert!(prior.factor(Ranks::of([FIVE; 4])) > 10.0);
    }

    #[test]
    fn the_lead_says_nothing() {
        let lead = RankPlay::new(4, false);
        let observed = Observed {
            deals: true,
            expert_keep: false,
            laid: vec![(lead, FIVE)],
        };
        for now in [[FOUR, TEN, KING], [FIVE, FIVE, FIVE], [FIVE, FIVE, TEN]] {
            assert_eq!(observed.play_likelihood(Ranks::of(now)), 1.0);
        }
    }

    #[test]
    fn a_later_card_the_base_policy_would_not_lay_is_less_likely() {
        let mut play = RankPlay::new(4, false);
        play.lay(TEN);
        // The dealer answered a ten with a four, holding a five that makes fifteen.
        let observed = Observed {
            deals: true,
            expert_keep: false,
            laid: vec![(play, FOUR)],
        };
        assert_eq!(
            base_choice(&play, Ranks::of([FOUR, FIVE]).mask()),
            Some(FIVE)
        );
        let would_not = observed.play_likelihood(Ranks::of([FIVE, KING, KING]));
        assert_eq!(would_not, PLAY_TREMBLE / 3.0);
        // With nothing but fours and kings, laying the four was the base policy's choice or not;
        // either way a holding is weighed by the base policy alone.
        let choice = base_choice(&play, Ranks::of([FOUR, KING]).mask());
        let plain = observed.play_likelihood(Ranks::of([KING, KING, KING]));
        let followed = if choice == Some(FOUR) {
            1.0 - PLAY_TREMBLE
        } else {
            0.0
        };
        assert_eq!(plain, followed + PLAY_TREMBLE / 2.0);
    }
}
