//! A memo of the expert's first plays, for a caller that asks the same questions over and over:
//! self-play asks the advisor at every deal's lead, and its search there costs about as much as
//! the rest of the deal.
//!
//! **Why a key in ranks is enough.** The advice is a function of what the player sees, in
//! ranks: the ranks it holds, the cards of each rank the opponent may hold (`available`), how
//! many the opponent holds, and the play so far. Suits never score in the play, and the advice
//! breaks a tie between ranks by the lower rank, so the rank it recommends is the same for
//! every deal that shares those; the card is then the lowest held of that rank, as the advice
//! orders equal options. Early in the play (no go said, at most [`PLIES`] cards laid) the play
//! is the ranks laid in order, so the whole key packs into 96 bits; a position whose play is
//! not rebuilt exactly from them is not remembered. With a board the advice weighs the chance
//! of winning, which the key does not hold, so those positions are never remembered either.
//!
//! The memo is bounded (it stops remembering at its capacity, and answers stay right) and
//! shared between threads behind a lock held only to look up or insert.

use std::collections::HashMap;
use std::sync::Mutex;

use crate::pegging::Action;

use super::advice::Ranking;
use super::inference::Opponent;
use super::position::Position;
use super::ranks::{RANKS, RankPlay};

/// Cards laid at most for a position to be remembered: the lead, the answer to it and the
/// pone's second card. Later positions rarely repeat (in 20,000 games of self-play one in
/// forty is asked again, against half of the leads).
pub const PLIES: usize = 2;

/// What the expert plays early in the play, by a key in ranks.
#[derive(Debug)]
pub struct PlayMemo {
    entries: Mutex<HashMap<Key, Choice>>,
    capacity: usize,
}

/// The rank laid, or [`GO`].
type Choice = u8;

/// A position's key: 96 bits of ranks (see [`Position::memo_key`]) and the share of the
/// opponent's kinds it was judged under, 16 bytes in the table.
type Key = [u32; 4];

/// A go (ranks are 0..13).
const GO: Choice = RANKS as u8;

impl PlayMemo {
    /// A memo that remembers at most `capacity` positions (about 20 bytes each).
    pub fn new(capacity: usize) -> PlayMemo {
        PlayMemo {
            entries: Mutex::new(HashMap::new()),
            capacity,
        }
    }

    /// Positions remembered.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether none is.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Key, Choice>> {
        // A thread that panicked while holding the lock left a whole map behind.
        self.entries.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn get(&self, key: Key) -> Option<Choice> {
        self.lock().get(&key).copied()
    }

    fn insert(&self, key: Key, choice: Choice) {
        let mut entries = self.lock();
        if entries.len() < self.capacity {
            entries.insert(key, choice);
        }
    }
}

impl Position {
    /// What [`Position::choose`] plays for [`Ranking::Expert`], remembered in `memo` for the
    /// positions its key holds in full.
    pub fn choose_remembered(&self, memo: &PlayMemo) -> Action {
        let Some(key) = self.memo_key() else {
            return self.choose(Ranking::Expert);
        };
        let choice = match memo.get(key) {
            Some(choice) => choice,
            None => {
                let choice = match self.choose(Ranking::Expert) {
                    Action::Play(card) => card.rank().index() as u8,
                    Action::Go => GO,
                };
                memo.insert(key, choice);
                choice
            }
        };
        self.lowest_of(choice)
    }

    /// The lowest card held of rank `choice`, or a go.
    fn lowest_of(&self, choice: Choice) -> Action {
        self.hand
            .iter()
            .copied()
            .filter(|c| c.rank().index() as u8 == choice)
            .min()
            .map_or(Action::Go, Action::Play)
    }

    /// The key of everything the expert's choice depends on, when it fits: three bits per
    /// rank for the ranks held and for the cards the opponent may hold, the opponent's number
    /// of cards, the variant, the model of the opponent, and the ranks laid so far in order
    /// (78 + 3 + 1 + 1 + 2 + 8 bits). The ranks in order say who laid which (no go is said this
    /// early), which is all the inferred model reads besides the roles.
    pub(super) fn memo_key(&self) -> Option<Key> {
        if self.board.is_some() {
            return None;
        }
        let laid = self.play.series();
        if laid.len() > PLIES || usize::from(self.play.played_total()) != laid.len() {
            return None;
        }
        // The play must be exactly the ranks laid in order from the start: no go, no reset.
        let one_series = self.play.is_one_series();
        let mut rebuilt = RankPlay::new(self.variant.hand_size() as u8, one_series);
        for &rank in laid {
            rebuilt.lay(rank);
        }
        if rebuilt != self.play || self.player != self.play.turn() {
            return None;
        }
        let mut key: u128 = 0;
        let mut push = |value: u128, bits: u32| key = key << bits | value;
        for rank in 0..RANKS {
            let held = self
                .hand
                .iter()
                .filter(|c| c.rank().index() == rank)
                .count();
            push(held as u128, 3);
            push(u128::from(self.available[rank]), 3);
        }
        push(u128::from(self.opponent_cards), 3);
        push(u128::from(one_series), 1);
        push(u128::from(self.opponent == Opponent::Uniform), 1);
        push(laid.len() as u128, 2);
        for &rank in laid {
            push(u128::from(rank), 4);
        }
        Some([
            key as u32,
            (key >> 32) as u32,
            (key >> 64) as u32,
            self.observed.advice_share.millionths(),
        ])
    }
}

/// The key's bits must fit in its 96.
const _: () = assert!(6 * RANKS + 3 + 1 + 1 + 2 + 4 * PLIES <= 96);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{Card, Suit};
    use crate::pegging::Event;
    use crate::strategy::chance::Chance;
    use crate::variant::Variant;

    /// The position `laid` cards into the play of a deal from `deck`: each player keeps the
    /// first cards dealt to it, and the kept cards are laid in order, the pone first.
    fn position(deck: &[Card], variant: Variant, laid: usize) -> Position {
        let (dealt, size) = (variant.dealt(), variant.hand_size());
        let pone = &deck[..dealt];
        let dealer = &deck[dealt..2 * dealt];
        let starter = deck[2 * dealt];
        let events: Vec<Event> = (0..laid)
            .map(|i| {
                let hand = if i.is_multiple_of(2) { pone } else { dealer };
                Event {
                    player: None,
                    action: Action::Play(hand[i / 2]),
                }
            })
            .collect();
        let own = if laid.is_multiple_of(2) { pone } else { dealer };
        let held = &own[laid / 2..size];
        Position::new(variant, held, &events, Some(starter), &own[size..]).expect("a position")
    }

    /// The same deal with other suits: each rank's cards change suits among themselves, so
    /// every rank is where it was.
    fn other_suits(deck: &[Card], chance: &mut Chance) -> Vec<Card> {
        let orders: Vec<[usize; 4]> = (0..RANKS)
            .map(|_| {
                let mut order = [0, 1, 2, 3];
                for i in (1..4).rev() {
                    order.swap(i, chance.below(i + 1));
                }
                order
            })
            .collect();
        deck.iter()
            .map(|c| {
                let order = orders[c.rank().index()];
                Card::new(c.rank(), Suit::ALL[order[c.suit().index()]])
            })
            .collect()
    }

    #[test]
    fn a_remembered_choice_is_the_advice_for_every_deal_with_the_same_key() {
        let mut chance = Chance::new(12);
        let shared = PlayMemo::new(1 << 12);
        for round in 0..120 {
            let variant = if round % 3 == 2 {
                Variant::FiveCard
            } else {
                Variant::SixCard
            };
            let laid = round % (PLIES + 1);
            let deck = chance.shuffled();
            let first = position(&deck, variant, laid);
            let same = position(&other_suits(&deck, &mut chance), variant, laid);
            assert!(first.memo_key().is_some());
            assert_eq!(first.memo_key(), same.memo_key());
            // One memo for these two alone: the second answer is the first deal's, remembered.
            let memo = PlayMemo::new(8);
            assert_eq!(
                first.choose_remembered(&memo),
                first.choose(Ranking::Expert)
            );
            assert_eq!(same.choose_remembered(&memo), same.choose(Ranking::Expert));
            assert_eq!(memo.len(), 1);
            // Another starter: the opponent may hold other cards, another key.
            let mut moved = deck.clone();
            moved.swap(2 * variant.dealt(), 2 * variant.dealt() + 1 + round % 20);
            let other = position(&moved, variant, laid);
            // Every position through one memo: a key that left out what the advice depends
            // on would hand one position another's answer.
            for position in [&first, &same, &other] {
                let remembered = position.choose_remembered(&shared);
                assert_eq!(remembered, position.choose(Ranking::Expert), "{position:?}");
            }
        }
        assert!(shared.len() > 120);
    }

    #[test]
    fn positions_the_key_does_not_hold_are_not_remembered() {
        let deck: Vec<Card> = Card::deck().collect();
        let memo = PlayMemo::new(0);
        // Past the plies remembered.
        let late = position(&deck, Variant::SixCard, PLIES + 1);
        assert_eq!(late.memo_key(), None);
        assert_eq!(late.choose_remembered(&memo), late.choose(Ranking::Expert));
        // With a board the advice weighs the chance of winning.
        let lead = position(&deck, Variant::SixCard, 0);
        assert!(lead.memo_key().is_some());
        let board = lead.clone().with_board([100, 110]).expect("a board");
        assert_eq!(board.memo_key(), None);
        // A memo at its capacity answers without remembering.
        assert_eq!(lead.choose_remembered(&memo), lead.choose(Ranking::Expert));
        assert!(memo.is_empty());
    }
}
