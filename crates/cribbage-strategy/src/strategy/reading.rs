//! What a seat learns of its opponent over a game: each hand's shows reveal the cards the
//! opponent kept and, with the crib, the two it laid away, so after the hand a seat knows all
//! six it was dealt and can ask which kind of player keeps and lays as it did.
//!
//! The two kinds are the inferred model's (`strategy::inference`): the expert, who keeps as the
//! service's expert discards and lays its cards after the lead by the base policy half the
//! time, and the player of the common advice (`strategy::simple`). Each kind keeps one hand in
//! [`KEEP_TREMBLE`]'s share at random among the ways to keep, and its cards are read as the
//! inferred model reads them within a play, so the belief a game builds is the model's own
//! prior carried from hand to hand (Bayes' rule, hand after hand, from half and half).

use crate::card::{Card, Rank};
use crate::discard::{CribModel, Dealt};
use crate::pegging::Event;
use crate::variant::Variant;

use super::chance::Chance;
use super::discards::best_with_play;
use super::inference::{KEEP_TREMBLE, Observed, Opponent, Share};
use super::ladder::{self, Level, Seat};
use super::position::opponent_laid;
use super::search::Ranks;

/// The steps the share is rounded to before the play advisor uses it: the expert's first plays
/// are remembered per share, and a posterior that moves a little every hand would otherwise
/// never repeat. A twentieth of the way between the kinds changes no choice this can measure.
const SHARE_STEPS: f64 = 20.0;

/// A seat's belief about its opponent: the log of the odds that it plays the common advice
/// rather than the expert's game.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Reading {
    log_odds: f64,
}

/// What one hand revealed of the opponent.
pub struct Revealed<'a> {
    /// The variant.
    pub variant: Variant,
    /// The six (five) cards it was dealt.
    pub dealt: &'a [Card],
    /// The cards it kept.
    pub kept: &'a [Card],
    /// Whether it dealt.
    pub deals: bool,
    /// The play's events, the pone first.
    pub events: &'a [Event],
}

impl Reading {
    /// The share of the common advice the play advisor is to assume, in steps of a twentieth.
    pub fn share(self) -> Share {
        let share = 1.0 / (1.0 + (-self.log_odds).exp());
        Share::new((share * SHARE_STEPS).round() / SHARE_STEPS)
    }

    /// The belief after a hand that revealed `hand`. Five-card cribbage has no keep model for
    /// the expert; only the cards laid are read there.
    pub fn after(self, hand: &Revealed<'_>) -> Reading {
        let keep = if hand.variant == Variant::SixCard {
            keep_odds(hand)
        } else {
            0.0
        };
        let observed = Observed {
            deals: hand.deals,
            expert_keep: false,
            // The opponent is the play's player 1 when it deals.
            laid: opponent_laid(hand.variant, hand.events, usize::from(hand.deals)),
            ..Observed::default()
        };
        let nothing_held = Ranks::of([]);
        let play = observed.advice_likelihood(nothing_held).ln()
            - observed.play_likelihood(nothing_held).ln();
        Reading {
            log_odds: self.log_odds + keep + play,
        }
    }
}

/// The log of the odds the keep gives for the common advice over the expert: each kind keeps
/// its own choice but for a share kept at random among the ways to keep.
fn keep_odds(hand: &Revealed<'_>) -> f64 {
    let Some((expert, advice)) = kinds_keep(hand) else {
        return 0.0;
    };
    let ways = 15.0;
    let likelihood = |kind: &[Card]| {
        let same = ranks(kind) == ranks(hand.kept);
        f64::from(u8::from(same)) * (1.0 - KEEP_TREMBLE) + KEEP_TREMBLE / ways
    };
    likelihood(&advice).ln() - likelihood(&expert).ln()
}

/// What each kind keeps from the cards dealt: the expert's discard by expected points with the
/// play, and the common advice's.
fn kinds_keep(hand: &Revealed<'_>) -> Option<(Vec<Card>, Vec<Card>)> {
    let options = Dealt::validate(hand.dealt, hand.variant, CribModel::Expert)
        .ok()?
        .recommend(hand.deals);
    let expert = best_with_play(options, hand.deals, hand.variant, Opponent::Inferred)?.keep;
    let seat = Seat {
        variant: hand.variant,
        dealer: hand.deals,
        seat: None,
        board: None,
    };
    // The common advice draws nothing: the seed is never read.
    let advice = ladder::discard(Level::Casual, hand.dealt, &seat, &mut Chance::new(0))
        .ok()?
        .keep;
    Some((expert, advice))
}

/// The ranks of `cards`, sorted: suits do not tell the kinds apart.
fn ranks(cards: &[Card]) -> Vec<Rank> {
    let mut ranks: Vec<Rank> = cards.iter().map(|c| c.rank()).collect();
    ranks.sort();
    ranks
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand_of<'a>(dealt: &'a [Card], kept: &'a [Card], deals: bool) -> Revealed<'a> {
        Revealed {
            variant: Variant::SixCard,
            dealt,
            kept,
            deals,
            events: &[],
        }
    }

    /// Six cards dealt, whether the opponent dealt, and what the expert and the common advice
    /// keep from them.
    type Kept = (Vec<Card>, bool, Vec<Card>, Vec<Card>);

    /// Deals of six cards with what each kind keeps from them, dealing every other hand.
    fn deals(count: usize) -> Vec<Kept> {
        let mut chance = Chance::new(42);
        (0..count)
            .map(|hand| {
                let dealt = chance.shuffled()[..6].to_vec();
                let deals = hand % 2 == 0;
                let (expert, advice) =
                    kinds_keep(&hand_of(&dealt, &dealt[..4], deals)).expect("a deal");
                (dealt, deals, expert, advice)
            })
            .collect()
    }

    #[test]
    fn nothing_seen_is_half_and_half() {
        assert_eq!(Reading::default().share(), Share::default());
        assert_eq!(Reading::default().share().get(), 0.5);
    }

    #[test]
    fn a_keep_moves_the_belief_only_where_the_kinds_keep_apart() {
        let deals = deals(200);
        let apart: Vec<_> = deals
            .iter()
            .filter(|(_, _, expert, advice)| ranks(expert) != ranks(advice))
            .collect();
        // The kinds keep alike more often than not, but not always.
        assert!(
            !apart.is_empty() && apart.len() < deals.len() / 2,
            "{}",
            apart.len()
        );
        let (dealt, deals_it, expert, _) = deals
            .iter()
            .find(|(_, _, expert, advice)| ranks(expert) == ranks(advice))
            .expect("a deal both keep alike");
        let alike = Reading::default().after(&hand_of(dealt, expert, *deals_it));
        assert_eq!(alike, Reading::default());
        // Two hands kept apart are enough to tell the kinds apart.
        let read = |advice_kept: bool| {
            apart.iter().take(2).fold(
                Reading::default(),
                |reading, (dealt, deals, expert, advice)| {
                    let kept = if advice_kept { advice } else { expert };
                    reading.after(&hand_of(dealt, kept, *deals))
                },
            )
        };
        assert!(read(true).share().get() >= 0.95, "{:?}", read(true));
        assert!(read(false).share().get() <= 0.05, "{:?}", read(false));
        // A keep neither kind makes moves nothing: both kept it at random.
        let (dealt, deals_it, expert, advice) = apart[0];
        let neither: Vec<Card> = (0..6)
            .flat_map(|i| (i + 1..6).map(move |j| (i, j)))
            .map(|(i, j)| {
                let kept = dealt.iter().enumerate().filter(|&(k, _)| k != i && k != j);
                kept.map(|(_, &card)| card).collect::<Vec<Card>>()
            })
            .find(|keep| ranks(keep) != ranks(expert) && ranks(keep) != ranks(advice))
            .expect("fifteen ways to keep, at most two of them the kinds'");
        let unsure = Reading::default().after(&hand_of(dealt, &neither, *deals_it));
        assert_eq!(unsure, Reading::default());
    }
}
