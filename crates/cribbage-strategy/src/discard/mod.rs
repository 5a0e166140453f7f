//! Discard analysis: for every way to lay cards away to the crib, the exact distribution of the
//! kept hand's score over every starter and of the crib's score over every possible crib.
//!
//! The crib is counted without visiting cribs one by one. Fifteens, pairs and runs depend only on
//! ranks, so the unknown crib cards are enumerated as rank multisets weighted by how many card
//! sets share them (91 multisets of two, 455 of three), and starters as ranks split into the few
//! suit classes that matter for nobs and the flush. Every count stays an integer; nothing is
//! sampled or rounded.

use super::card::Card;
use super::card_set::CardSet;
use super::fault::AdviceFault;
use super::hand::{ShowKind, ShowRules, ShowTables};
use super::input::{AsSlot, Fault, Invalid, Place, Problems};
use super::variant::Variant;

mod crib;
mod outcomes;
pub use crib::{CribPool, common_suit, crib_distribution};
pub use outcomes::Distribution;

/// One way to discard, with what it leads to.
#[derive(Clone, Debug, PartialEq)]
pub struct DiscardOption {
    /// The cards laid away to the crib.
    pub discard: Vec<Card>,
    /// The cards kept.
    pub keep: Vec<Card>,
    /// The kept hand's score over every possible starter.
    pub hand: Distribution,
    /// The crib's score over every possible crib and starter.
    pub crib: Distribution,
    /// Hand mean plus crib mean for the crib's owner, minus it for the others.
    pub net: f64,
}

/// Why cards cannot be analysed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DiscardError {
    /// The wrong number of cards for the variant.
    #[error("{} cribbage deals {expected} cards, got {found}", .variant.words())]
    WrongCardCount {
        /// The variant.
        variant: Variant,
        /// Cards dealt in it.
        expected: usize,
        /// Cards given.
        found: usize,
    },
    /// A card given twice.
    #[error("{} appears twice", .0.symbols())]
    DuplicateCard(Card),
    /// The expert model is derived for the two-player six-card game only.
    #[error(
        "the expert crib model is derived for six-card cribbage only, not {} cribbage",
        .0.words()
    )]
    ExpertVariant(Variant),
}

/// Who lays the crib's other cards away, and how.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CribModel {
    /// The other cards are uniformly random among the unseen cards.
    #[default]
    Uniform,
    /// The opponent discards like a strong player: each pair of ranks as often as a player
    /// maximising net expected value lays it away (six-card cribbage; see
    /// `crates/cribbage-strategy/examples/expert_model.rs`).
    Expert,
}

/// The expert model's weight of each opponent card pair by its ranks (index `low * 13 + high`),
/// for the crib's owner (`own_crib`) or for the other player.
pub fn expert_weights(own_crib: bool) -> [u64; 169] {
    // In the dealer's crib the other two cards are the pone's discards, and the other way round.
    let counts = if own_crib {
        &super::expert_crib::PONE_DISCARDS
    } else {
        &super::expert_crib::DEALER_DISCARDS
    };
    // A card pair of ranks (a, b) is as likely as its rank pair's count divided by the number of
    // card pairs with those ranks, 6 or 16; the common factor 48 keeps the weights integers.
    std::array::from_fn(|i| counts[i] * if i / 13 == i % 13 { 8 } else { 3 })
}

/// Cards dealt to a player who is to discard, checked: the variant's number of cards, every
/// card once, and a crib model derived for the variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dealt {
    cards: Vec<Card>,
    variant: Variant,
    model: CribModel,
}

impl Dealt {
    /// Checks the cards as a request gives them: every problem at once, each with its place
    /// (`/crib_model`, `/cards`, `/cards/i`).
    pub fn validate<S: AsSlot>(
        cards: &[S],
        variant: Variant,
        model: CribModel,
    ) -> Result<Dealt, Vec<Invalid<AdviceFault>>> {
        let mut problems = Problems::new();
        if model == CribModel::Expert && variant != Variant::SixCard {
            problems.add(
                Place::field("crib_model"),
                AdviceFault::ExpertVariant(variant),
            );
        }
        if cards.len() != variant.dealt() {
            problems.add(
                Place::field("cards"),
                Fault::DealtSize {
                    variant,
                    expected: variant.dealt(),
                    found: cards.len(),
                },
            );
        }
        let read = problems.cards(cards, |i| Place::field("cards").at(i));
        problems.once(
            read.iter()
                .enumerate()
                .filter_map(|(i, card)| card.map(|card| (card, Place::field("cards").at(i)))),
        );
        problems.or(|| Dealt {
            cards: read.into_iter().flatten().collect(),
            variant,
            model,
        })
    }

    /// The cards, as given.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// How many cards the player has not seen: the rest of the pack.
    pub fn unseen(&self) -> usize {
        self.cards.iter().copied().collect::<CardSet>().rest().len()
    }

    /// Every way to discard, best first (highest net, then highest hand mean). `own_crib` says
    /// whether the crib belongs to the player (or, with four players, to the partnership).
    pub fn recommend(&self, own_crib: bool) -> Vec<DiscardOption> {
        let dealt = &self.cards;
        let seen: CardSet = dealt.iter().copied().collect();
        let unseen = Pool::without(seen.bits());
        let tables = ShowTables::get();
        let expert = (self.model == CribModel::Expert).then(|| expert_weights(own_crib));
        let weights = expert.as_ref();
        let crib_size = self.variant.crib_size();
        let discards = dealt.len() - self.variant.hand_size();
        // Every discard's crib draws its other cards from the same pool.
        let crib_pool = CribPool::new(&unseen, crib_size.saturating_sub(discards), weights);
        let mut options: Vec<DiscardOption> = subsets(dealt.len(), discards)
            .map(|chosen| {
                let discard: Vec<Card> = chosen.iter().map(|&i| dealt[i]).collect();
                let keep: Vec<Card> = (0..dealt.len())
                    .filter(|i| !chosen.contains(i))
                    .map(|i| dealt[i])
                    .collect();
                let hand = hand_distribution(tables, &keep, &unseen);
                let crib = crib_pool.distribution(tables, &discard);
                let net = if own_crib {
                    hand.mean() + crib.mean()
                } else {
                    hand.mean() - crib.mean()
                };
                DiscardOption {
                    discard,
                    keep,
                    hand,
                    crib,
                    net,
                }
            })
            .collect();
        options.sort_by(|a, b| {
            b.net
                .total_cmp(&a.net)
                .then(b.hand.mean().total_cmp(&a.hand.mean()))
        });
        options
    }
}

/// Every way to discard from `dealt`, best first; see [`Dealt::recommend`]. The first problem,
/// for callers that hold cards already; requests go through [`Dealt::validate`].
pub fn recommend(
    dealt: &[Card],
    own_crib: bool,
    variant: Variant,
    model: CribModel,
) -> Result<Vec<DiscardOption>, DiscardError> {
    let checked =
        Dealt::validate(dealt, variant, model).map_err(|problems| match problems[0].fault {
            AdviceFault::ExpertVariant(variant) => DiscardError::ExpertVariant(variant),
            AdviceFault::Input(Fault::Repeated { card, .. }) => DiscardError::DuplicateCard(card),
            _ => DiscardError::WrongCardCount {
                variant,
                expected: variant.dealt(),
                found: dealt.len(),
            },
        })?;
    Ok(checked.recommend(own_crib))
}

/// The index sets of size `k` of `0..n`, in lexicographic order.
fn subsets(n: usize, k: usize) -> impl Iterator<Item = Vec<usize>> {
    (0u32..1 << n)
        .filter(move |mask| mask.count_ones() as usize == k)
        .map(move |mask| {
            (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .collect::<Vec<usize>>()
        })
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
}

/// The cards still unseen, as a bit mask of suits per rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pool {
    suits: [u8; 13],
}

impl Pool {
    /// Every card not in `seen` (a bit set over [`Card::index`]).
    pub fn without(seen: u64) -> Pool {
        let mut suits = [0u8; 13];
        for card in Card::deck() {
            if seen & (1u64 << card.index()) == 0 {
                suits[card.rank().index()] |= 1 << card.suit().index();
            }
        }
        Pool { suits }
    }

    /// Unseen cards.
    pub fn len(&self) -> usize {
        self.suits.iter().map(|s| s.count_ones() as usize).sum()
    }

    /// Whether no card is unseen.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn has(&self, rank: usize, suit: usize) -> bool {
        self.suits[rank] & (1 << suit) != 0
    }

    fn count(&self, rank: usize) -> u64 {
        u64::from(self.suits[rank].count_ones())
    }
}

/// The kept hand with every unseen card as starter.
fn hand_distribution(tables: &ShowTables, keep: &[Card], unseen: &Pool) -> Distribution {
    let mut distribution = Distribution::new();
    for card in Card::deck() {
        if unseen.has(card.rank().index(), card.suit().index()) {
            let score = tables.total(keep, card, ShowKind::Hand, ShowRules::default());
            distribution.counts[usize::from(score)] += 1;
        }
    }
    distribution
}
