//! A hand adjudicated: the play replayed with seats for players, then handed to the one referee
//! ([`refereed`]) under the hand's rulebook. The deal was checked when it was made.

use super::ledger::Ledger;
use super::refereed::refereed;
use super::replay::replay;
use super::result::result;
use super::{Adjudication, Deal, RoundError};
use crate::card::Card;
use crate::hand::{Show, ShowKind};

/// Adjudicates a hand under its rulebook, social play's house rules included: his heels, every
/// point of the play as it happened, then the shows from the seat after the dealer round to the
/// dealer, then the crib; nothing after the moment a side reaches the target counts (the
/// rulebook says whether that moment is an entry or a whole step: [`Judging`]). A [`Deal`] is
/// checked when it is made, so any deal gets an answer.
///
/// [`Judging`]: crate::rulebook::Judging
pub fn adjudicate(deal: &Deal) -> Result<Adjudication, RoundError> {
    let (shows, crib) = shows(deal);
    let replay = replay(deal)?;
    if let Some(seat) = (0..deal.variant.players()).find(|&s| deal.scores[s] >= deal.target) {
        return Err(RoundError::AlreadyWon(seat));
    }
    let ledger = refereed(deal, &shows, &crib, &replay)?;
    Ok(finish(ledger, deal))
}

/// The adjudication the ledger holds: the winner is the seat that pegged the winning entry.
fn finish(ledger: Ledger, deal: &Deal) -> Adjudication {
    let winner = ledger.won_at.map(|at| ledger.timeline[at].player);
    Adjudication {
        result: winner.map(|w| result(deal, &ledger.scores, w)),
        scores: ledger.scores,
        timeline: ledger.timeline,
        won_at: ledger.won_at,
    }
}

/// Every seat's hand and the crib as shows.
pub(super) fn shows(deal: &Deal) -> (Vec<Show>, Show) {
    let show = |cards: &[Card], kind| Show::trusted(cards, deal.starter, kind);
    let hands = deal.hands.iter().map(|h| show(h, ShowKind::Hand)).collect();
    (hands, show(&deal.crib, ShowKind::Crib))
}
