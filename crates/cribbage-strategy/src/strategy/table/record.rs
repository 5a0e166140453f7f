//! What deals at a table of three or four bring, as records: one deal as played, and the
//! counts of many for the three-handed race. Below the advisors that play the deals and the
//! race that is solved from the counts, so the tables' readers need neither.

use crate::card::Card;
use crate::pegging::Event;
use crate::strategy::shares::Dense;

/// Roles, in the order they show: left of the dealer, the next seat, the dealer.
pub const ROLES: usize = 3;

/// What one deal brings each role, counted over many deals.
#[derive(Debug)]
pub struct RaceDeals<'a> {
    /// Deals counted.
    pub deals: u64,
    /// Per role, `[play][show]`: deals in which the role pegged `play` (his heels included for
    /// the dealer) and showed `show` (the crib included for the dealer).
    pub roles: [Dense<'a>; ROLES],
}

/// One deal at a table, played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableDeal {
    /// The dealer's seat.
    pub dealer: usize,
    /// Each seat's dealt cards (five).
    pub dealt: Vec<Vec<Card>>,
    /// Each seat's kept hand.
    pub hands: Vec<Vec<Card>>,
    /// The crib: each seat's discard in seat order, then (three players) the card from the pack.
    pub crib: Vec<Card>,
    /// The starter.
    pub starter: Card,
    /// The play, each event's player a seat.
    pub events: Vec<Event>,
    /// His heels: 2 to the dealer when the starter is a jack.
    pub his_heels: u32,
    /// Every point of the play in the order it was pegged: the seat and the points of each
    /// event that scored (a card's points, then any go or last-card point, which may be
    /// another seat's).
    pub pegs: Vec<(usize, u32)>,
    /// Each seat's hand total with the starter.
    pub shows: Vec<u32>,
    /// The crib's total.
    pub crib_total: u32,
}

impl TableDeal {
    /// Each seat's points in the deal: his heels, the play, its hand, and the crib for the
    /// dealer.
    pub fn totals(&self) -> Vec<u32> {
        let mut totals = self.shows.clone();
        totals[self.dealer] += self.his_heels + self.crib_total;
        for &(seat, points) in &self.pegs {
            totals[seat] += points;
        }
        totals
    }

    /// The seats in the order they show: left of the dealer first, the dealer last (its crib
    /// after its hand).
    pub fn show_order(&self) -> Vec<usize> {
        let n = self.shows.len();
        (1..=n).map(|k| (self.dealer + k) % n).collect()
    }
}
