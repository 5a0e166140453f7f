//! What each seat was dealt, checked against what the deal shows it kept and laid away: the
//! part of a game log a review needs to judge each discard, and that scoring checks when given.

use super::Read;
use crate::card::Card;
use crate::input::{Fault, Place, Problems, Slot};
use crate::round::RoundFault;
use crate::variant::Variant;

/// Checks `dealt` (one list per seat, in seat order) against the deal's cards, once they are
/// read: the variant's number of cards a seat, every card once among all of them and apart from
/// the starter, each seat's kept hand among its cards, and each of its other cards in the crib
/// (with three players the crib's fourth card comes from the pack, so it is dealt to no one).
pub(super) fn check(
    variant: Variant,
    dealt: &[Vec<Slot>],
    cards: Option<&Read>,
    problems: &mut Problems<RoundFault>,
) {
    let seats = variant.players();
    if dealt.len() != seats {
        let fault = RoundFault::DealtSeats {
            expected: seats,
            found: dealt.len(),
        };
        problems.add(Place::field("dealt"), fault);
    }
    let expected = variant.dealt();
    let read: Vec<Vec<Option<Card>>> = dealt
        .iter()
        .enumerate()
        .map(|(seat, slots)| {
            if slots.len() != expected {
                let fault = Fault::DealtSize {
                    variant,
                    expected,
                    found: slots.len(),
                };
                problems.add(Place::field("dealt").at(seat), fault);
            }
            problems.cards(slots, |i| Place::field("dealt").at(seat).at(i))
        })
        .collect();
    let placed = read.iter().enumerate().flat_map(|(seat, cards)| {
        cards
            .iter()
            .enumerate()
            .filter_map(move |(i, c)| c.map(|c| (c, Place::field("dealt").at(seat).at(i))))
    });
    let starter = cards.map(|(starter, _, _)| (*starter, Place::field("starter")));
    problems.once(starter.into_iter().chain(placed));
    if let Some((_, hands, crib)) = cards {
        for (seat, (given, kept)) in read.iter().zip(hands).enumerate() {
            for &card in kept.iter().filter(|c| !given.contains(&Some(**c))) {
                problems.add(
                    Place::field("dealt").at(seat),
                    RoundFault::KeptNotDealt { card },
                );
            }
            for (i, card) in given.iter().enumerate() {
                let Some(card) = *card else { continue };
                if !kept.contains(&card) && !crib.contains(&card) {
                    problems.add(
                        Place::field("dealt").at(seat).at(i),
                        RoundFault::DealtNotLaid { card },
                    );
                }
            }
        }
    }
}
