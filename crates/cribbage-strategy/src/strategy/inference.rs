//! What the opponent's choices say about its cards: the weights of the inferred model.
//!
//! # The model, in plain words
//!
//! The uniform model gives every holding the opponent may have the same chance per card set.
//! A player who kept four cards of six kept them for a reason, and every card it laid was a
//! choice too, so the inferred model weighs each holding by how likely the opponent was to end
//! up where this one is. Players are of two kinds, and the model does not know which kind this
//! one is: each holding's weight is the sum over the kinds of the kind's share
//! ([`ADVICE_SHARE`] for the second) times the chance that a player of that kind kept and laid
//! as this one did. What it sees moves the weight between the kinds by itself: a holding only
//! one kind could have played so is read as that kind's.
//!
//! **The expert.**
//! - *Its keep.* In six-card cribbage it kept its hand (the cards it still holds and the cards
//!   it laid) as often as the expert discard model keeps that rank hand in its role, over all
//!   20,358,520 deals ([`DEALER_KEEPS`], [`PONE_KEEPS`]), the count shared equally among the
//!   hand's card sets.
//! - *Its lead says nothing.* A strong player leads by its own look-ahead, which no table here
//!   holds.
//! - *Each later card it laid.* At every card after the lead that it laid while it could have
//!   laid another rank, it followed the base policy (the one both players follow in the
//!   advisor's look-ahead) except in [`PLAY_TREMBLE`]'s share of choices, made uniformly among
//!   the ranks that fitted.
//!
//! **The player of the common advice** (`strategy::simple`, the rules beginner guides give).
//! - *Its keep:* the best hand mean plus or minus the crib mean, as often as that rule keeps
//!   each rank hand in its role over all deals ([`hand_and_crib`]).
//! - *Every card it laid while it had a choice, the lead too*, by those rules (take the points
//!   in sight, lead below five, do not leave 5 or 21, the higher card first), except in
//!   [`ADVICE_TREMBLE`]'s share of choices, made at random.
//!
//! **How each kind answers on the lines searched.** The search holds every rank multiset once
//! per kind, weighed by the kind's share and by the chance that a player of that kind kept and
//! laid as the opponent did, and each lays its later cards by its kind's rules: the expert by
//! the base policy, the player of the common advice by its rules ([`Reply`]). The trembles
//! only keep a reading from ruling a holding out; the lines follow the rules. Until version 2
//! of the model every holding answered by the base policy: the advisor read a beginner's cards
//! as a beginner's but expected an expert's replies from them (`docs/strategy.md`, "Each kind
//! answers by its own rules", has the measurement).
//!
//! Either kind keeps one hand in [`KEEP_TREMBLE`]'s share at random, so a hand neither keeps is
//! unlikely, not impossible. Five-card cribbage has no discard model; its keep is uniform for
//! both kinds. **Each go** rules out every card that would have fitted then: weight 0, as in
//! the uniform model (the position's unseen cards already leave them out).
//!
//! The weights multiply the uniform model's card-set counts, so the uniform model is the
//! inferred one with every keep at random and no card read.
//!
//! **Why these choices.** Self-play chose them, not published figures (`docs/strategy.md`,
//! "Reading the opponent", has the tables). Against the uniform expert the keep is what pays.
//! Reading the lead as the expert leads won a point of games against the expert but lost two
//! against the simple-strategy player, whose leads it misread, so the expert's lead is not
//! read. A model of one kind misreads the other; the two kinds, each read by its own rules,
//! read `simple` far better (61.4% of games against 59.5%) and cost nothing measurable against
//! the expert.
//!
//! The approximation the keep makes: the keep counts are over every deal, not over the deals
//! that avoid the cards the asking player holds; the card-set count already removes what the
//! player has seen, but not its effect on which cards the opponent was dealt beside them.

use crate::expert_crib::{DEALER_KEEPS, PONE_KEEPS};
use crate::hand_and_crib;

use super::keep::{kept_hands, kept_index};
use super::policy::{Reply, base_choice};
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
            Opponent::Inferred => "inferred-two-kinds/look-ahead-v2",
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

/// The share of keeps made at random rather than as the player's kind keeps.
pub const KEEP_TREMBLE: f64 = 0.1;

/// The share of players of the common advice among opponents; the rest are experts. Half and
/// half: the model has no reason to favour either kind before it has seen a card.
pub const ADVICE_SHARE: f64 = 0.5;

/// The share of the common-advice player's choices between ranks made at random rather than by
/// its rules: the same share as the keep's, since the rules are simple enough to follow.
pub const ADVICE_TREMBLE: f64 = 0.1;

/// The share of the opponent's later choices between ranks made at random rather than by the
/// base policy.
pub const PLAY_TREMBLE: f64 = 0.5;

/// Four-card sets in a pack: C(52, 4).
const FOUR_CARD_SETS: f64 = 270_725.0;

/// A share between 0 and 1 in millionths, so that a position holding one stays `Eq` and can
/// key a memo.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Share(u32);

impl Share {
    /// The share nearest `share` (clamped to 0..=1).
    pub fn new(share: f64) -> Share {
        Share((share.clamp(0.0, 1.0) * 1e6).round() as u32)
    }

    /// The share.
    pub fn get(self) -> f64 {
        f64::from(self.0) / 1e6
    }

    /// The rest of the whole: one less the share, as exactly as the share itself.
    pub fn rest(self) -> f64 {
        f64::from(1_000_000 - self.0) / 1e6
    }

    /// The share in millionths.
    pub(super) fn millionths(self) -> u32 {
        self.0
    }
}

impl Default for Share {
    /// [`ADVICE_SHARE`]: nothing seen of the opponent yet.
    fn default() -> Share {
        Share::new(ADVICE_SHARE)
    }
}

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
    /// The share of players of the common advice the opponent is taken to be one of before
    /// this play: [`ADVICE_SHARE`] unless earlier hands of the game said more.
    pub advice_share: Share,
}

impl Observed {
    /// The ranks the opponent laid.
    fn laid_ranks(&self) -> Ranks {
        Ranks::of(self.laid.iter().map(|&(_, rank)| rank))
    }

    /// Each holding once per kind of player: its card-set count times the kind's share and the
    /// likelihood that a player of that kind kept and laid as the opponent did, holding these
    /// ranks now, laying by that kind's rules ([`Reply`]). A kind with no weight left on a
    /// holding (a share of 0 or 1) leaves it out, so the search does not walk it for nothing.
    pub fn weigh(&self, holdings: &[Holding]) -> Vec<Holding> {
        let laid = self.laid_ranks();
        let keeps = self.expert_keep.then(|| KeepPrior::new(self.deals));
        let (expert_share, advice_share) = (self.advice_share.rest(), self.advice_share.get());
        let mut kinds = Vec::with_capacity(2 * holdings.len());
        for holding in holdings {
            let mut kept = holding.ranks;
            for rank in laid.iter() {
                kept.add(rank);
            }
            let (expert_keep, advice_keep) = keeps
                .as_ref()
                .map_or((1.0, 1.0), |prior| prior.factors(kept));
            let expert = expert_share * expert_keep * self.play_likelihood(holding.ranks);
            let advice = advice_share * advice_keep * self.advice_likelihood(holding.ranks);
            for (likelihood, reply) in [(expert, Reply::Base), (advice, Reply::CommonAdvice)] {
                if likelihood > 0.0 {
                    kinds.push(Holding {
                        weight: holding.weight * likelihood,
                        reply,
                        ..*holding
                    });
                }
            }
        }
        kinds
    }

    /// The chance, up to a factor the same for every holding, that a player of the common
    /// advice (`strategy::simple`) holding `now` after its cards were laid laid them as it did:
    /// every choice between ranks read, the lead too. Each factor is a probability (its
    /// choices sum to 1), as the expert's are after the lead, so the two kinds' chances can be
    /// added. The expert's lead counts 1 for every holding, which only the lead's reading by
    /// the common advice can lower: a lead against the advice moves the weight to the expert,
    /// one by the advice leaves it where the keep put it.
    pub fn advice_likelihood(&self, now: Ranks) -> f64 {
        let mut held = now;
        let mut likelihood = 1.0;
        for &(play, rank) in self.laid.iter().rev() {
            held.add(rank);
            let options = (held.mask() & play.fitting()).count_ones();
            if options <= 1 {
                continue;
            }
            let chosen = Reply::CommonAdvice.choice(&play, held.mask());
            let followed = if chosen == Some(rank) {
                1.0 - ADVICE_TREMBLE
            } else {
                0.0
            };
            likelihood *= followed + ADVICE_TREMBLE / f64::from(options);
        }
        likelihood
    }

    /// The chance, up to a factor the same for every holding, that an expert holding `now`
    /// after its cards were laid laid them as it did.
    pub fn play_likelihood(&self, now: Ranks) -> f64 {
        let mut held = now;
        let mut likelihood = 1.0;
        // Backwards: before its last card it held that card too.
        for &(play, rank) in self.laid.iter().rev() {
            held.add(rank);
            let fitting = held.mask() & play.fitting();
            let options = fitting.count_ones();
            // No choice, or the expert's lead (which says nothing): no evidence.
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
    expert: &'static [u64; 1820],
    hand_and_crib: &'static [u64; 1820],
    expert_total: f64,
    hand_and_crib_total: f64,
}

impl KeepPrior {
    fn new(dealer: bool) -> KeepPrior {
        let (expert, hand_and_crib) = if dealer {
            (&DEALER_KEEPS, &hand_and_crib::DEALER_KEEPS)
        } else {
            (&PONE_KEEPS, &hand_and_crib::PONE_KEEPS)
        };
        KeepPrior {
            expert,
            hand_and_crib,
            expert_total: expert.iter().sum::<u64>() as f64,
            hand_and_crib_total: hand_and_crib.iter().sum::<u64>() as f64,
        }
    }

    /// The chance of a card set of ranks `kept` being the hand kept, over the chance of a
    /// random four-card set (1 for a hand kept as often as chance gives it): by the expert, and
    /// by the player who keeps the best hand and crib.
    fn factors(&self, kept: Ranks) -> (f64, f64) {
        let Some(index) = kept_index(kept).filter(|_| kept.len() == 4) else {
            return (1.0, 1.0);
        };
        debug_assert_eq!(kept_hands(4)[index], kept);
        let sets: f64 = (0..RANKS as u8)
            .map(|r| [1.0, 4.0, 6.0, 4.0, 1.0][usize::from(kept.count(r))])
            .product();
        let factor = |count: u64, total: f64| {
            (1.0 - KEEP_TREMBLE) * (count as f64 / total) / sets * FOUR_CARD_SETS + KEEP_TREMBLE
        };
        (
            factor(self.expert[index], self.expert_total),
            factor(self.hand_and_crib[index], self.hand_and_crib_total),
        )
    }

    #[cfg(test)]
    fn factor(&self, kept: Ranks) -> f64 {
        self.factors(kept).0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Rank;

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
    fn the_common_advice_reads_the_lead() {
        // The opponent led a king. By the common advice a player leads its highest card below
        // five, and without one its lowest card that is not a five.
        let observed = Observed {
            deals: false,
            expert_keep: false,
            laid: vec![(RankPlay::new(4, false), KING)],
            ..Observed::default()
        };
        // With a four it would have led the four: one of three ranks at random.
        let with_a_four = observed.advice_likelihood(Ranks::of([FOUR, TEN, KING]));
        assert!((with_a_four - ADVICE_TREMBLE / 3.0).abs() < 1e-15);
        // With fives and kings it leads a king: the rule, or one of two ranks at random.
        let fives = observed.advice_likelihood(Ranks::of([FIVE, KING, KING]));
        assert!((fives - (1.0 - ADVICE_TREMBLE + ADVICE_TREMBLE / 2.0)).abs() < 1e-15);
        // With nothing but kings there was no choice to read.
        assert_eq!(observed.advice_likelihood(Ranks::of([KING; 3])), 1.0);
        // The expert's lead says nothing, whatever it held.
        assert_eq!(observed.play_likelihood(Ranks::of([FOUR, TEN, KING])), 1.0);
    }

    #[test]
    fn the_experts_lead_says_nothing() {
        let lead = RankPlay::new(4, false);
        let observed = Observed {
            deals: true,
            expert_keep: false,
            laid: vec![(lead, FIVE)],
            ..Observed::default()
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
            ..Observed::default()
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
