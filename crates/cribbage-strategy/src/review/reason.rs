//! Why the better choice was better, as facts a sentence can be made of in any language: which
//! parts of the value differ and by how much, what the better keep holds that the chosen one
//! does not, what the chosen card lays open to the opponent's next card.
//!
//! The facts are drawn from the same numbers the decision's loss is: a discard's hand mean,
//! crib mean and expected pegging as the discard advice values them, a card's points now and
//! expected net pegging as the play advice does. Nothing here is worded; each language renders
//! a [`Reason`] whole.

use crate::card::{Card, Rank};
use crate::pegging::{Action, MAX_COUNT, PegCategory, peg};

/// Why the advisor's choice was better than the one made.
#[derive(Clone, Debug, PartialEq)]
pub enum Reason {
    /// A discard.
    Discard(DiscardReason),
    /// A card or a go in the play.
    Play(PlayReason),
}

/// What a better discard keeps or avoids.
#[derive(Clone, Debug, PartialEq)]
pub struct DiscardReason {
    /// The cards the better discard lays away.
    pub better: Vec<Card>,
    /// The cards it keeps.
    pub better_keep: Vec<Card>,
    /// The cards laid away.
    pub chosen: Vec<Card>,
    /// Whether the crib was the seat's own.
    pub own_crib: bool,
    /// What the better keep holds before the starter that the chosen keep does not.
    pub holds: Vec<Holding>,
    /// The better keep's hand mean less the chosen keep's (over the starters).
    pub hand: f64,
    /// The better discard's crib mean less the chosen one's (over the possible cribs): the
    /// crib is the seat's gain when it deals, the opponent's when it does not.
    pub crib: f64,
    /// The better keep's expected net pegging less the chosen keep's.
    pub play: f64,
    /// The better discard's chance of winning less the chosen one's, when the verdict read it.
    pub win_probability: Option<f64>,
}

/// A scoring combination a kept hand holds before the starter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Holding {
    /// Cards making fifteen: how many ways.
    Fifteens(usize),
    /// Two cards of a rank.
    Pair(Rank),
    /// Three or four cards of a rank.
    PairRoyal(Rank),
    /// A run of so many cards.
    Run(usize),
    /// Every kept card of one suit.
    Flush,
}

/// What a better card (or go) in the play gains or avoids.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayReason {
    /// The better action.
    pub better: Action,
    /// The action taken.
    pub chosen: Action,
    /// What the better card scores as it is laid, and its points.
    pub better_scores: Vec<PegCategory>,
    /// Points it scores as it is laid.
    pub better_points: u8,
    /// Points the chosen card scored as it was laid.
    pub chosen_points: u8,
    /// What the chosen card lets the opponent's next card score.
    pub chosen_opens: Opening,
    /// The same after the better card.
    pub better_opens: Opening,
    /// The better option's expected net pegging to the end of the play less the chosen one's.
    pub net: f64,
    /// The better option's chance of winning less the chosen one's, when the verdict read it.
    pub win_probability: Option<f64>,
}

/// What a card laid lets the opponent's next card score at once, counted over the cards the
/// seat had not seen (any of which the opponent may hold).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Opening {
    /// Unseen cards that would score at once.
    pub cards: usize,
    /// What most of them score, with how many do, and which cards they are.
    pub main: Option<Reply>,
}

/// One way the opponent's next card scores, and how many unseen cards do it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reply {
    /// What it scores.
    pub category: PegCategory,
    /// How many unseen cards score it.
    pub cards: usize,
    /// The cards that do, when they are one kind.
    pub with: Needed,
}

/// Which cards make a reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needed {
    /// Any card of this pip value (10: a ten, jack, queen or king).
    Value(u8),
    /// Cards of this rank.
    Rank(Rank),
    /// Cards of several ranks (a run).
    Several,
}

/// What `keep` holds before the starter: its fifteens, pairs and pairs royal, its longest run,
/// and a flush.
pub fn holdings(keep: &[Card]) -> Vec<Holding> {
    let mut held = Vec::new();
    let n = keep.len();
    let fifteens = (1u32..1 << n)
        .filter(|mask| mask.count_ones() >= 2)
        .filter(|mask| {
            (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| u32::from(keep[i].value()))
                .sum::<u32>()
                == 15
        })
        .count();
    if fifteens > 0 {
        held.push(Holding::Fifteens(fifteens));
    }
    let mut counts = [0usize; 13];
    for card in keep {
        counts[card.rank().index()] += 1;
    }
    for rank in Rank::ALL {
        match counts[rank.index()] {
            0 | 1 => {}
            2 => held.push(Holding::Pair(rank)),
            _ => held.push(Holding::PairRoyal(rank)),
        }
    }
    let mut longest = 0;
    let mut length = 0;
    for count in counts {
        length = if count > 0 { length + 1 } else { 0 };
        longest = longest.max(length);
    }
    if longest >= 3 {
        held.push(Holding::Run(longest));
    }
    if n >= 4 && keep.iter().all(|c| c.suit() == keep[0].suit()) {
        held.push(Holding::Flush);
    }
    held
}

/// What `better` holds that `chosen` does not: more fifteens, a pair (or pair royal) of a rank
/// the chosen keep does not pair, a longer run, a flush.
pub fn kept_more(better: &[Card], chosen: &[Card]) -> Vec<Holding> {
    let mine = holdings(chosen);
    holdings(better)
        .into_iter()
        .filter(|h| match h {
            Holding::Fifteens(n) => !mine
                .iter()
                .any(|m| matches!(m, Holding::Fifteens(k) if k >= n)),
            Holding::Run(n) => !mine.iter().any(|m| matches!(m, Holding::Run(k) if k >= n)),
            other => !mine.contains(other),
        })
        .collect()
}

/// What laying `action` on `series` lets the opponent's next card score, over `unseen` (the
/// cards the seat has not seen). A go opens what the count already stands at.
pub fn opening(series: &[Card], action: Action, unseen: &[Card]) -> Opening {
    let mut after = series.to_vec();
    if let Action::Play(card) = action {
        after.push(card);
    }
    let count: u32 = after.iter().map(|c| u32::from(c.value())).sum();
    let mut by: Vec<(PegCategory, Vec<Card>)> = Vec::new();
    let mut cards = 0;
    for &reply in unseen {
        if count + u32::from(reply.value()) > u32::from(MAX_COUNT) {
            continue;
        }
        let items = peg(&after, reply);
        let Some(first) = items.iter().max_by_key(|i| i.points) else {
            continue;
        };
        cards += 1;
        match by.iter_mut().find(|(c, _)| *c == first.category) {
            Some((_, list)) => list.push(reply),
            None => by.push((first.category, vec![reply])),
        }
    }
    let main = by
        .into_iter()
        .max_by_key(|(_, list)| list.len())
        .map(|(category, list)| {
            let with = if list.iter().all(|c| c.rank() == list[0].rank()) {
                Needed::Rank(list[0].rank())
            } else if list.iter().all(|c| c.value() == list[0].value()) {
                Needed::Value(list[0].value())
            } else {
                Needed::Several
            };
            Reply {
                category,
                cards: list.len(),
                with,
            }
        });
    Opening { cards, main }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(text: &[&str]) -> Vec<Card> {
        text.iter().map(|t| t.parse().expect("a card")).collect()
    }

    #[test]
    fn a_keep_holds_its_fifteens_pairs_runs_and_flush() {
        let held = holdings(&cards(&["4H", "5H", "6H", "6S"]));
        assert!(held.contains(&Holding::Fifteens(2)), "{held:?}");
        assert!(held.contains(&Holding::Pair(Rank::Six)), "{held:?}");
        assert!(held.contains(&Holding::Run(3)), "{held:?}");
        assert!(!held.contains(&Holding::Flush), "{held:?}");
        assert!(holdings(&cards(&["2C", "4C", "8C", "QC"])).contains(&Holding::Flush));
    }

    #[test]
    fn what_the_better_keep_holds_more_is_what_the_chosen_lacks() {
        let better = cards(&["4H", "5H", "6H", "6S"]);
        let chosen = cards(&["4H", "6H", "6S", "KD"]);
        let more = kept_more(&better, &chosen);
        assert!(more.contains(&Holding::Run(3)), "{more:?}");
        assert!(!more.contains(&Holding::Pair(Rank::Six)), "{more:?}");
    }

    #[test]
    fn leading_a_five_opens_fifteen_to_every_unseen_ten_card() {
        let five = cards(&["5H"])[0];
        let held = cards(&["5H", "6C", "9S", "JD"]);
        let unseen: Vec<Card> = Card::deck().filter(|c| !held.contains(c)).collect();
        let open = opening(&[], Action::Play(five), &unseen);
        let main = open.main.expect("a reply");
        assert_eq!(main.category, PegCategory::Fifteen);
        assert_eq!(main.cards, 15, "sixteen ten-cards less the jack held");
        assert_eq!(main.with, Needed::Value(10));
        // Pairing the five is the other reply: three fives unseen.
        assert_eq!(open.cards, 18);
    }
}
