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

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, OnceLock};

use crate::card::{Card, Rank};
use crate::card_set::CardSet;
use crate::discard::{CribModel, Dealt};
use crate::fault::AdviceFault;
use crate::input::{Place, Problems, Slot};
use crate::pegging::request::events_at;
use crate::pegging::{Action, Event, EventSlot, PeggingFault, Play};
use crate::variant::Variant;

use super::discards::best_with_play;
use super::inference::{KEEP_TREMBLE, Observed, Opponent, Share};
use super::ranks::RankPlay;
use super::search::Ranks;
use super::simple;

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

/// One earlier hand of the game as a client gives it: what the shows revealed of the
/// opponent's part in it (a card's text may not be a card).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShownRequest {
    /// Whether the opponent dealt that hand.
    pub deals: bool,
    /// The hand it showed: the cards it kept.
    pub shown: Vec<Slot>,
    /// The cards it laid away to the crib, when known (the crib's show reveals them); empty
    /// when not.
    pub discards: Vec<Slot>,
    /// That hand's play, as `/v1/pegging/score` takes it (the pone leads); empty when not
    /// known.
    pub events: Vec<EventSlot>,
}

/// Reads the earlier hands of a two-player game at `history`, every problem recorded at its
/// place: the opponent's shown hand of the variant's size, its discards (when given) of the
/// variant's number, no card twice in a hand, each play one the rules allow, and every card
/// the opponent laid in it one it showed. The belief they give, when nothing is wrong.
pub fn read_history(
    variant: Variant,
    history: &[ShownRequest],
    problems: &mut Problems<AdviceFault>,
) -> Reading {
    let mut reading = Reading::default();
    for (h, hand) in history.iter().enumerate() {
        let root = Place::field("history").at(h);
        let found = problems.len();
        let shown = problems.cards(&hand.shown, |i| root.then("shown").at(i));
        let discards = problems.cards(&hand.discards, |i| root.then("discards").at(i));
        if hand.shown.len() != variant.hand_size() {
            problems.add(
                root.then("shown"),
                crate::input::Fault::HandSize {
                    variant,
                    expected: variant.hand_size(),
                    found: hand.shown.len(),
                },
            );
        }
        let away = variant.dealt() - variant.hand_size();
        if !hand.discards.is_empty() && hand.discards.len() != away {
            problems.add(
                root.then("discards"),
                AdviceFault::DiscardCount {
                    variant,
                    most: away,
                    found: hand.discards.len(),
                },
            );
        }
        let shown: Vec<Card> = shown.into_iter().flatten().collect();
        let discards: Vec<Card> = discards.into_iter().flatten().collect();
        let place = |field: &'static str, cards: &[Card]| -> Vec<(Card, Place)> {
            let at = |i: usize| root.then(field).at(i);
            (cards.iter().enumerate())
                .map(|(i, &c)| (c, at(i)))
                .collect()
        };
        let mut placed = place("shown", &shown);
        placed.extend(place("discards", &discards));
        problems.once(placed);
        let events = events_at(&hand.events, root.then("events"), problems);
        let opponent = usize::from(hand.deals);
        check_play(variant, &events, (&shown, opponent), root, problems);
        if problems.len() > found {
            continue;
        }
        let dealt: Vec<Card> = shown.iter().chain(&discards).copied().collect();
        reading = reading.after(&Revealed {
            variant,
            dealt: (!discards.is_empty()).then_some(&dealt[..]),
            kept: &shown,
            deals: hand.deals,
            events: &events,
        });
    }
    reading
}

/// Records what is wrong with an earlier hand's play: what the rules refuse, and every card the
/// opponent (the play's player `opponent`) laid that it did not show.
fn check_play(
    variant: Variant,
    events: &[Event],
    (shown, opponent): (&[Card], usize),
    root: Place,
    problems: &mut Problems<AdviceFault>,
) {
    let Ok(mut play) = Play::new(variant, 2, None) else {
        return;
    };
    for (i, &event) in events.iter().enumerate() {
        let place = root.then("events").at(i);
        match play.apply(event) {
            Ok(outcome) => {
                if let Action::Play(card) = outcome.action
                    && outcome.player == opponent
                    && shown.len() == variant.hand_size()
                    && !shown.contains(&card)
                {
                    problems.add(place.then("card"), AdviceFault::NotShown { card });
                }
            }
            Err(error) => {
                let fault = PeggingFault {
                    error,
                    seats: false,
                };
                problems.add(place, AdviceFault::from(fault));
                return;
            }
        }
    }
}

/// What one hand revealed of the opponent.
pub struct Revealed<'a> {
    /// The variant.
    pub variant: Variant,
    /// The six (five) cards it was dealt, when its discards are known.
    pub dealt: Option<&'a [Card]>,
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
        let keep = match hand.dealt {
            Some(dealt) if hand.variant == Variant::SixCard => keep_odds(hand, dealt),
            _ => 0.0,
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

/// Each card `opponent` laid, with the play before it, in ranks (the events are checked).
pub(super) fn opponent_laid(
    variant: Variant,
    events: &[Event],
    opponent: usize,
) -> Vec<(RankPlay, u8)> {
    let mut play = RankPlay::new(variant.hand_size() as u8, variant == Variant::FiveCard);
    let mut laid = Vec::new();
    for event in events {
        match event.action {
            Action::Play(card) => {
                let rank = card.rank().index() as u8;
                if play.turn() == opponent {
                    laid.push((play, rank));
                }
                play.lay(rank);
            }
            Action::Go => {
                play.go();
            }
        }
    }
    laid
}

/// The log of the odds the keep gives for the common advice over the expert: each kind keeps
/// its own choice but for a share kept at random among the ways to keep.
fn keep_odds(hand: &Revealed<'_>, dealt: &[Card]) -> f64 {
    let Some((expert, advice)) = kinds_keep(dealt, hand.deals) else {
        return 0.0;
    };
    let ways = 15.0;
    let kept = ranks(hand.kept);
    let likelihood = |kind: &[Rank]| {
        f64::from(u8::from(kind == kept)) * (1.0 - KEEP_TREMBLE) + KEEP_TREMBLE / ways
    };
    likelihood(&advice).ln() - likelihood(&expert).ln()
}

/// What each kind keeps from six cards, in ranks: both discards cost about 120 µs each, and a
/// client asks with the same earlier hands at every card of a game, so the answers are
/// remembered for the process (a bounded map: past its capacity it stops remembering).
type Keeps = (Vec<Rank>, Vec<Rank>);

/// Deals remembered at most: each entry is about 60 bytes, so about 4 MB.
const KEEPS_CAPACITY: usize = 1 << 16;

/// The remembered keeps, locked. A thread that panicked while holding the lock left a whole
/// map behind.
fn remembered() -> MutexGuard<'static, HashMap<(u64, bool), Keeps>> {
    static KEEPS: OnceLock<Mutex<HashMap<(u64, bool), Keeps>>> = OnceLock::new();
    let keeps = KEEPS.get_or_init(|| Mutex::new(HashMap::new()));
    keeps.lock().unwrap_or_else(|e| e.into_inner())
}

/// What each kind keeps from the cards dealt, in ranks: the expert's discard by expected
/// points with the play, and the common advice's.
fn kinds_keep(dealt: &[Card], deals: bool) -> Option<Keeps> {
    let key = (dealt.iter().copied().collect::<CardSet>().bits(), deals);
    if let Some(found) = remembered().get(&key) {
        return Some(found.clone());
    }
    let variant = Variant::SixCard;
    let options = Dealt::validate(dealt, variant, CribModel::Expert)
        .ok()?
        .recommend(deals);
    let expert = best_with_play(options, deals, variant, Opponent::Inferred)?.keep;
    let advice = simple::discard(dealt, deals, variant).ok()?.keep;
    let found = (ranks(&expert), ranks(&advice));
    let mut map = remembered();
    if map.len() < KEEPS_CAPACITY {
        map.insert(key, found.clone());
    }
    Some(found)
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
    use crate::strategy::chance::Chance;

    fn hand_of<'a>(dealt: &'a [Card], kept: &'a [Card], deals: bool) -> Revealed<'a> {
        Revealed {
            variant: Variant::SixCard,
            dealt: Some(dealt),
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
                let variant = Variant::SixCard;
                let options = Dealt::validate(&dealt, variant, CribModel::Expert)
                    .expect("a deal")
                    .recommend(deals);
                let expert = best_with_play(options, deals, variant, Opponent::Inferred)
                    .expect("a keep")
                    .keep;
                let advice = simple::discard(&dealt, deals, variant)
                    .expect("a keep")
                    .keep;
                // What the reading remembers is what the kinds keep.
                let remembered = kinds_keep(&dealt, deals).expect("a deal");
                assert_eq!(remembered, (ranks(&expert), ranks(&advice)));
                assert_eq!(kinds_keep(&dealt, deals).expect("a deal"), remembered);
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

    fn slots(texts: &str) -> Vec<Slot> {
        texts
            .split_whitespace()
            .map(|t| t.parse::<Card>())
            .collect()
    }

    fn play(texts: &str) -> Vec<EventSlot> {
        texts
            .split_whitespace()
            .map(|t| match t {
                "go" => EventSlot::from(Event {
                    player: None,
                    action: Action::Go,
                }),
                card => EventSlot::from(Event {
                    player: None,
                    action: Action::Play(card.parse().expect("a card")),
                }),
            })
            .collect()
    }

    #[test]
    fn earlier_hands_are_checked_at_their_places_and_read_when_sound() {
        let hand = ShownRequest {
            deals: false,
            shown: slots("3C 4D 9S KH"),
            discards: slots("QC JD"),
            events: play("3C 10H 4D AS 9S go go 5H KH 6S"),
        };
        let mut problems = Problems::new();
        let read = read_history(Variant::SixCard, std::slice::from_ref(&hand), &mut problems);
        assert!(problems.is_empty());
        // It led its three holding a four: not the common advice's lead.
        assert!(read.share().get() < 0.5, "{read:?}");

        let wrong = ShownRequest {
            shown: slots("3C 4D 9S"),
            discards: slots("QC 3C"),
            events: play("3C 10H QS"),
            ..hand.clone()
        };
        let not_shown = ShownRequest {
            events: play("3C 10H QS"),
            ..hand
        };
        let mut problems = Problems::new();
        let read = read_history(Variant::SixCard, &[wrong, not_shown], &mut problems);
        let at: Vec<(String, &str)> = problems
            .into_vec()
            .iter()
            .map(|p| (p.place.pointer(), crate::refusal::Coded::code(&p.fault)))
            .collect();
        assert_eq!(
            at,
            [
                ("/history/0/shown".to_owned(), "seat.hand_card_count"),
                ("/history/0/discards/1".to_owned(), "card.repeated"),
                ("/history/1/events/2/card".to_owned(), "history.not_shown"),
            ]
        );
        // Nothing is read from hands that are wrong.
        assert_eq!(read, Reading::default());
    }
}
