//! A played two-player game as it is kept: each deal's cards, play and points, and the game's
//! result. Self-play writes these; the board's statistics and the review's log read them, and
//! neither needs self-play for it.

use crate::card::Card;
use crate::pegging::Event;
use crate::round::{DealInput, Skunk};
use crate::variant::Variant;

/// What one deal gave each seat, counted in full (even when the game ended during it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealRecord {
    /// The dealer's seat.
    pub dealer: usize,
    /// Points each seat pegged in the play, go and last-card points included.
    pub play: [u32; 2],
    /// Each seat's hand.
    pub hands: [u32; 2],
    /// The dealer's crib.
    pub crib: u32,
    /// His heels: 2 when the starter is a jack.
    pub his_heels: u32,
    /// Each seat's score after the deal as adjudicated (scoring stops at the target).
    pub scores: [u32; 2],
    /// Every point of the play in the order it was pegged: the seat and the points of each
    /// event that scored (a card's points and its go or last-card point together). Whoever
    /// reaches the target first during the play is read from this order.
    pub pegs: Vec<(usize, u32)>,
    /// The deal's cards and play, as a game log records them.
    pub log: DealLog,
}

/// A deal as a game log records it (`/v1/games/review`'s hands).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealLog {
    /// What each seat was dealt.
    pub dealt: [Vec<Card>; 2],
    /// What each seat kept.
    pub kept: [Vec<Card>; 2],
    /// The crib: the pone's discards, then the dealer's.
    pub crib: Vec<Card>,
    /// The starter.
    pub starter: Card,
    /// The play, in order (the turn order says who acts).
    pub events: Vec<Event>,
}

impl GameRecord {
    /// The game as a log `/v1/games/score` and `/v1/games/review` take: each hand's dealer, its
    /// cards, what each seat was dealt and the play; the scores carry over.
    pub fn hands(&self, variant: Variant) -> Vec<DealInput> {
        self.deals
            .iter()
            .map(|deal| {
                let log = &deal.log;
                // The log names no player: whoever's turn it is acts.
                let events: Vec<Event> = log
                    .events
                    .iter()
                    .map(|e| Event {
                        player: None,
                        action: e.action,
                    })
                    .collect();
                let (starter, kept, crib) = (log.starter, &log.kept, &log.crib);
                let mut hand =
                    DealInput::from_cards(variant, deal.dealer, starter, kept, crib, &events);
                let slots = |cards: &Vec<Card>| cards.iter().map(|&c| Ok(c)).collect();
                hand.dealt = Some(log.dealt.iter().map(slots).collect());
                hand
            })
            .collect()
    }
}

/// A finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// Who dealt first.
    pub first_dealer: usize,
    /// The seat that reached the target.
    pub winner: usize,
    /// The final scores.
    pub scores: [u32; 2],
    /// How far the loser stayed behind.
    pub skunk: Skunk,
    /// Every deal, in order.
    pub deals: Vec<DealRecord>,
}
