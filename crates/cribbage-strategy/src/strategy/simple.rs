//! The outside opponent for self-play: a player who follows the simple rules that published
//! beginner advice gives, written from those descriptions, so that a match against it measures
//! the engine against a standard anyone can rerun, not against one of its own policies.
//!
//! # The rules, in plain words
//!
//! **The discard.** Keep the cards whose hand plus crib is best on average over every starter:
//! the dealer adds the crib's mean to the hand's mean (the crib is his), the pone subtracts it
//! (the crib is the dealer's). The rest of the crib is any cards from the unseen ones, all
//! equally likely ([`CribModel::Uniform`]): this player does not guess what the opponent lays
//! away. It looks at nothing else: not the play, not the board. Between equal options it keeps
//! the one the discard advice lists first.
//!
//! **The play.** Each card, by the first rule that applies:
//!
//! 1. *Take the points in sight.* If a card that fits scores now (a fifteen, thirty-one, a pair,
//!    a pair royal, a run), lay the one that scores most. Between equal points, the card that
//!    does not leave the count at 5 or 21, then the higher rank.
//! 2. *Lead below five.* At the lead (the count at 0), lead the highest card below five (ace to
//!    four); without one, the lowest card that is not a five; with only fives, a five.
//! 3. *Don't leave 5 or 21.* Otherwise lay a card that does not leave the count at 5 or 21 (a
//!    ten-card then makes fifteen or thirty-one for the opponent), then the higher pip value,
//!    so the low cards are kept for the end of the series, where they still fit; between equal
//!    pip values (a ten and the courts), the lower rank.
//! 4. *Go.* When no card fits under 31, say go.
//!
//! It sees only its own cards and the play: never the opponent's hand, never the board, and it
//! does not count the cards the opponent might still hold. It differs from greedy (which keeps
//! the best hand alone and, where nothing scores, lays its lowest card, at the lead too) and
//! from the base policy of the advisor (which prices each card by the opponent's expected
//! reply).
//!
//! Where the rules come from: the advice found in beginner guides to the game ("keep the best
//! hand plus crib", "take the points in sight", "lead below five", "avoid leaving 5 or 21"),
//! each turned into one plain rule above; no program's code was read or copied.

use crate::card::Card;
use crate::discard::{CribModel, Dealt, DiscardOption};
use crate::fault::AdviceFault;
use crate::input::Invalid;
use crate::pegging::{Action, MAX_COUNT};
use crate::variant::Variant;

use super::ranks::{peg_points, pips};

/// The rank index of the five: the card that most often gives away a fifteen at the lead.
const FIVE: u8 = 4;

/// The discard: the option with the best hand mean plus the crib mean for the dealer, minus it
/// for the pone, under the uniform crib. The advice's `net` is exactly that sum (see
/// [`Dealt::recommend`]) and it lists the options best net first (then the better hand), so
/// the first option is the choice and ties go the advice's way. An error carries the
/// problems with the dealt cards; an empty list means the advice offered no option at all.
pub fn discard(
    cards: &[Card],
    dealer: bool,
    variant: Variant,
) -> Result<DiscardOption, Vec<Invalid<AdviceFault>>> {
    Dealt::validate(cards, variant, CribModel::Uniform)?
        .recommend(dealer)
        .into_iter()
        .next()
        .ok_or_else(Vec::new)
}

/// The card to lay on the play so far, or go. `series` is the cards since the count was last
/// reset, `count` their pips. The rules read ranks only (suits never score in the play); of
/// several held cards of the chosen rank, the first held is laid.
pub fn choose(held: &[Card], series: &[Card], count: u8) -> Action {
    let rank = |card: &Card| card.rank().index() as u8;
    let held_ranks: Vec<u8> = held.iter().map(rank).collect();
    let series_ranks: Vec<u8> = series.iter().map(rank).collect();
    choose_rank(&held_ranks, &series_ranks, count)
        .and_then(|chosen| held.iter().copied().find(|card| rank(card) == chosen))
        .map_or(Action::Go, Action::Play)
}

/// The rank to lay (rank indices, ace 0 to king 12), or `None` for go: the rules of the module
/// doc in their order, as the preference [`advice_key`] orders them.
pub fn choose_rank(held: &[u8], series: &[u8], count: u8) -> Option<u8> {
    held.iter()
        .copied()
        .filter(|&r| count + pips(r) <= MAX_COUNT)
        .max_by_key(|&r| advice_key(series, count, r))
}

/// The rules of the module doc as one preference per rank: the card that fits with the largest
/// key is laid. One number per rank lets the advisor's search apply the rules to every holding
/// of an opponent it reads as this kind of player as cheaply as the base policy (the key is
/// worked out once per rank on a line, not once per holding); the order of the rules is the
/// order of the key's parts:
///
/// - a card that scores outranks every card that does not (keys from 4096 up): the most points,
///   then not leaving 5 or 21, then the higher rank;
/// - at the lead: the cards below five, highest first, then the others lowest first, a five
///   last;
/// - otherwise: not leaving 5 or 21, then the higher pip value, then the lower rank.
///
/// No two ranks share a key, so the choice never depends on the order the cards are held in.
pub fn advice_key(series: &[u8], count: u8, rank: u8) -> i32 {
    let points = i32::from(peg_points(series, count, rank));
    // A count of 5 or 21 lets any ten-card make fifteen or thirty-one.
    let safe = i32::from(!matches!(count + pips(rank), 5 | 21));
    let r = i32::from(rank);
    if points > 0 {
        (points << 12) | (safe << 8) | r
    } else if count == 0 {
        // A card below five cannot be made fifteen by one reply; a five can, by any of the
        // sixteen ten-cards.
        if rank < FIVE {
            512 + r
        } else if rank != FIVE {
            256 - r
        } else {
            0
        }
    } else {
        (safe << 8) | (i32::from(pips(rank)) << 4) | (15 - r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ACE: u8 = 0;
    const TWO: u8 = 1;
    const THREE: u8 = 2;
    const FOUR: u8 = 3;
    const SIX: u8 = 5;
    const SEVEN: u8 = 6;
    const EIGHT: u8 = 7;
    const NINE: u8 = 8;
    const TEN: u8 = 9;
    const KING: u8 = 12;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().expect("a card"))
            .collect()
    }

    /// The rules as the module doc words them, one after the other, to check the key against.
    fn by_the_rules(held: &[u8], series: &[u8], count: u8) -> Option<u8> {
        let fits: Vec<u8> = held
            .iter()
            .copied()
            .filter(|&r| count + pips(r) <= MAX_COUNT)
            .collect();
        let safe = |r: u8| !matches!(count + pips(r), 5 | 21);
        let scoring = fits
            .iter()
            .map(|&r| (peg_points(series, count, r), r))
            .filter(|&(points, _)| points > 0)
            .max_by_key(|&(points, r)| (points, safe(r), r));
        if let Some((_, r)) = scoring {
            return Some(r);
        }
        if count == 0 {
            let below_five = fits.iter().copied().filter(|&r| r < FIVE).max();
            let not_five = || fits.iter().copied().filter(|&r| r != FIVE).min();
            return below_five
                .or_else(not_five)
                .or_else(|| fits.first().copied());
        }
        fits.into_iter()
            .max_by_key(|&r| (safe(r), pips(r), std::cmp::Reverse(r)))
    }

    #[test]
    fn the_key_lays_what_the_rules_lay_after_every_series_of_up_to_three_cards() {
        let mut series_seen = 0;
        let mut checked = 0u64;
        for len in 0..=3u32 {
            for code in 0..13u32.pow(len) {
                let series: Vec<u8> = (0..len).map(|i| (code / 13u32.pow(i) % 13) as u8).collect();
                let count: u8 = series.iter().map(|&r| pips(r)).sum();
                if count > MAX_COUNT {
                    continue;
                }
                series_seen += 1;
                // Every set of one to four distinct ranks held.
                for held in 1u16..1 << 13 {
                    if held.count_ones() > 4 {
                        continue;
                    }
                    let ranks: Vec<u8> = (0..13u8).filter(|r| held & 1 << r != 0).collect();
                    assert_eq!(
                        choose_rank(&ranks, &series, count),
                        by_the_rules(&ranks, &series, count),
                        "{ranks:?} on {series:?}"
                    );
                    checked += 1;
                }
            }
        }
        assert!(series_seen > 2000, "{series_seen}");
        assert!(checked > 2_000_000, "{checked}");
    }

    #[test]
    fn it_leads_the_highest_card_below_five_then_the_lowest_that_is_not_a_five() {
        assert_eq!(choose_rank(&[FOUR, FIVE, TEN, KING], &[], 0), Some(FOUR));
        assert_eq!(choose_rank(&[ACE, FOUR, THREE, KING], &[], 0), Some(FOUR));
        assert_eq!(choose_rank(&[FIVE, KING, SIX, TEN], &[], 0), Some(SIX));
        assert_eq!(choose_rank(&[FIVE, FIVE], &[], 0), Some(FIVE));
        // The card laid is one of the player's own, of the chosen rank.
        let held = cards("KS 10D 5H 4C");
        assert_eq!(choose(&held, &[], 0), Action::Play(held[3]));
    }

    #[test]
    fn it_takes_a_fifteen_and_the_most_points_in_sight() {
        // On a king a five makes fifteen; the higher cards score nothing.
        assert_eq!(
            choose_rank(&[FIVE, NINE, TEN, SIX], &[KING], 10),
            Some(FIVE)
        );
        // On 5-5 a five is a pair royal and fifteen (8), a king only fifteen (2).
        assert_eq!(choose_rank(&[KING, FIVE], &[FIVE, FIVE], 10), Some(FIVE));
        // A run of three (3) beats a fifteen (2), even at 21: on 6-7 an eight makes a run, a two
        // fifteen.
        assert_eq!(choose_rank(&[TWO, EIGHT], &[SIX, SEVEN], 13), Some(EIGHT));
        let held = cards("9C 5D 10H");
        assert_eq!(choose(&held, &cards("KS"), 10), Action::Play(held[1]));
    }

    #[test]
    fn between_equal_points_it_does_not_leave_21_then_lays_the_higher_card() {
        // On 5-8 (13) an eight is a pair at 21, a two is fifteen: 2 points each.
        assert_eq!(choose_rank(&[EIGHT, TWO], &[FIVE, EIGHT], 13), Some(TWO));
        // On K-A (11) a four is fifteen, an ace a pair: 2 each, neither at 5 or 21.
        assert_eq!(choose_rank(&[ACE, FOUR], &[KING, ACE], 11), Some(FOUR));
    }

    #[test]
    fn it_avoids_leaving_21_or_5_then_lays_the_higher_pip_value() {
        // On 9-2 (11) a ten or a king leaves 21; an eight (19) and a three (14) score nothing.
        let held = [TEN, KING, EIGHT, THREE];
        assert_eq!(choose_rank(&held, &[NINE, TWO], 11), Some(EIGHT));
        // On a two a three leaves 5; the ace is laid though its pip value is lower.
        assert_eq!(choose_rank(&[THREE, ACE], &[TWO], 2), Some(ACE));
        // Nothing scores on a three; of the ten and the king (both 10) the lower rank.
        assert_eq!(choose_rank(&[SIX, KING, TEN], &[THREE], 3), Some(TEN));
        // When every card leaves 21, one is laid all the same: a player who can play must.
        assert_eq!(choose_rank(&[KING, TEN], &[NINE, TWO], 11), Some(TEN));
    }

    #[test]
    fn it_says_go_when_nothing_fits() {
        assert_eq!(choose_rank(&[SEVEN, TEN], &[KING, KING, FIVE], 25), None);
        assert_eq!(choose(&cards("7H 10S"), &cards("KS KD 5C"), 25), Action::Go);
        // A card that fits is laid, though it scores nothing and the seven does not fit.
        assert_eq!(
            choose_rank(&[SEVEN, ACE], &[KING, KING, NINE], 29),
            Some(ACE)
        );
    }
    #[test]
    fn the_discard_keeps_the_best_hand_plus_crib_for_the_dealer_and_minus_it_for_the_pone() {
        let dealt = cards("KC QD 5C JS 10C KS");
        // Worked by hand over the 46 unseen starters. K-Q-J-K: a pair and a double run (8);
        // a five starter 16, a ten 10, a jack or queen 16, a king 15, the 32 others 8; nobs on
        // the 11 unseen spades: 471 / 46. K-Q-5-J: three fifteens and a run (9); a five 17, a
        // ten 12, a jack, queen or king 16, the 32 others 9; nobs on 11 spades: 514 / 46.
        let double_run = 471.0 / 46.0;
        let fifteens = 514.0 / 46.0;
        let dealer = discard(&dealt, true, Variant::SixCard).expect("an option");
        assert_eq!(dealer.keep, cards("KC QD JS KS"));
        assert!((dealer.hand.mean() - double_run).abs() < 1e-9);
        let pone = discard(&dealt, false, Variant::SixCard).expect("an option");
        assert_eq!(pone.keep, cards("KC QD 5C JS"));
        assert!((pone.hand.mean() - fifteens).abs() < 1e-9);
        // The five and ten go to the dealer's own crib, though K-Q-5-J is the better hand; the
        // pone keeps the five out of the dealer's crib.
        assert!(dealer.crib.mean() > pone.crib.mean() + 3.0);
        // Each choice is the best of every option by hand ± crib, worked from the means.
        for (own, chosen) in [(true, &dealer), (false, &pone)] {
            let sign = if own { 1.0 } else { -1.0 };
            let value = |o: &DiscardOption| o.hand.mean() + sign * o.crib.mean();
            let options = Dealt::validate(&dealt, Variant::SixCard, CribModel::Uniform)
                .expect("dealt cards")
                .recommend(own);
            assert_eq!(options.len(), 15);
            assert!(options.iter().all(|o| value(o) <= value(chosen) + 1e-12));
            assert!((chosen.net - value(chosen)).abs() < 1e-12);
        }
    }

    #[test]
    fn the_discard_refuses_cards_the_variant_does_not_deal() {
        assert!(discard(&cards("KC QD 5C JS 10C"), true, Variant::SixCard).is_err());
        assert_eq!(
            discard(&cards("KC QD 5C JS 10C"), true, Variant::FiveCard)
                .expect("an option")
                .keep
                .len(),
            3
        );
    }
}
