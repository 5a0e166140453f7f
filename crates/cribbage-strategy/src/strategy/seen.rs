//! What the player asking for advice has seen, checked, at a table of any size: the events
//! replayed through the play's state machine, every card once, the goes read as floors (the
//! lowest pip value a player who said go can still hold). The two-player position and the
//! sampled table advisor are both built from it.

use crate::card::Card;
use crate::card_set::{CardSet, repeats};
use crate::fault::AdviceFault;
use crate::hand::{ShowKind, ShowRules, total};
use crate::input::{Fault, Invalid, Place, Problems, Step};
use crate::pegging::{Action, Event, PeggingFault, Play};
use crate::variant::Variant;

use super::ranks::RankPlay;

/// The cards of a request, read.
pub(super) struct Cards {
    pub(super) hand: Vec<Card>,
    pub(super) starter: Option<Card>,
    pub(super) discards: Vec<Card>,
    /// The player asking, if it said.
    pub(super) asking: Option<usize>,
}

/// The events replayed: the state, who laid which card at which event, and every go.
struct Replayed<const N: usize> {
    play: Play,
    ranks: RankPlay<N>,
    /// (event, player, card) for every card laid.
    laid: Vec<(usize, usize, Card)>,
    /// (event, player, count) for every go.
    goes: Vec<(usize, usize, u8)>,
}

/// What the player to act has seen, checked, for any number of players: its hand, the play
/// in ranks, the cards it has not seen, how many cards each player still holds, and the lowest
/// pip value each can hold (its goes rule out the cards that would have fitted).
pub(super) struct Seen<const N: usize> {
    pub(super) player: usize,
    pub(super) hand: Vec<Card>,
    pub(super) play: RankPlay<N>,
    pub(super) unseen: CardSet,
    pub(super) left: [u8; N],
    pub(super) floors: [u8; N],
    /// The event of the go that set each player's floor, if any.
    pub(super) floor_go: [Option<usize>; N],
    /// The player's hand total with the starter, when both are known in full.
    pub(super) own_show: Option<u8>,
}

impl<const N: usize> Seen<N> {
    /// Replays the events and checks the cards against them: every problem at once.
    pub(super) fn check(
        variant: Variant,
        cards: Cards,
        events: &[Event],
        decided: &[usize],
    ) -> Result<Seen<N>, Vec<Invalid<AdviceFault>>> {
        let replayed = replay::<N>(variant, events)?;
        let mut found = Problems::new();
        let Some(player) = replayed.play.next_player() else {
            found.add(Place::field("events"), AdviceFault::PlayOver);
            return Err(found.into_vec());
        };
        if let Some(asking) = cards.asking.filter(|&asking| asking != player) {
            let fault = AdviceFault::NotToPlay {
                player: asking,
                to_play: player,
            };
            found.add(Place::field("player"), fault);
        }
        once(&cards, &replayed.laid, &mut found);
        let expected = replayed.play.cards_left(player);
        if cards.hand.len() != expected {
            found.add(
                Place::field("hand"),
                AdviceFault::HeldSize {
                    expected,
                    found: cards.hand.len(),
                },
            );
        }
        if !found.is_empty() {
            return Err(found.into_vec());
        }
        let (floors, floor_go) =
            go_floors::<N>(&replayed, player, &cards.hand, decided, &mut found);
        if !found.is_empty() {
            return Err(found.into_vec());
        }
        let unseen = cards
            .hand
            .iter()
            .chain(&cards.discards)
            .chain(cards.starter.iter())
            .copied()
            .chain(replayed.laid.iter().map(|&(_, _, card)| card))
            .collect::<CardSet>()
            .rest();
        let own_show = cards.starter.and_then(|starter| {
            let own: Vec<Card> = (cards.hand.iter().copied())
                .chain(
                    (replayed.laid.iter())
                        .filter(|&&(_, who, _)| who == player)
                        .map(|&(_, _, card)| card),
                )
                .collect();
            (own.len() == variant.hand_size())
                .then(|| total(&own, starter, ShowKind::Hand, ShowRules::default()))
        });
        Ok(Seen {
            player,
            left: std::array::from_fn(|p| replayed.play.cards_left(p) as u8),
            hand: cards.hand,
            play: replayed.ranks,
            unseen,
            floors,
            floor_go,
            own_show,
        })
    }
}

/// Replays the events through the play's state machine (which refuses what cannot happen) and
/// the search's rank play beside it.
fn replay<const N: usize>(
    variant: Variant,
    events: &[Event],
) -> Result<Replayed<N>, Vec<Invalid<AdviceFault>>> {
    let refused = |place: Place, error| {
        vec![Invalid {
            place,
            fault: PeggingFault {
                error,
                seats: false,
            }
            .into(),
        }]
    };
    let mut play = Play::new(variant, N, None).map_err(|e| refused(Place::field("variant"), e))?;
    let one_series = variant == Variant::FiveCard;
    let mut ranks = RankPlay::<N>::with_players(variant.hand_size() as u8, one_series);
    let mut laid = Vec::new();
    let mut goes = Vec::new();
    for (i, &event) in events.iter().enumerate() {
        let count = play.count();
        let outcome = play
            .apply(event)
            .map_err(|error| refused(Place::field("events").at(i), error))?;
        match outcome.action {
            Action::Play(card) => {
                laid.push((i, outcome.player, card));
                ranks.lay(card.rank().index() as u8);
            }
            Action::Go => {
                goes.push((i, outcome.player, count));
                ranks.go();
            }
        }
    }
    Ok(Replayed {
        play,
        ranks,
        laid,
        goes,
    })
}

/// Every card once: the events' cards (the play refuses repeats among them), then the hand, the
/// starter and the discards. A hand card among the events was already played.
fn once(cards: &Cards, laid: &[(usize, usize, Card)], found: &mut Problems<AdviceFault>) {
    let placed = laid
        .iter()
        .map(|&(event, _, card)| (card, Place::field("events").at(event).then("card")))
        .chain(
            cards
                .hand
                .iter()
                .enumerate()
                .map(|(i, &c)| (c, Place::field("hand").at(i))),
        )
        .chain(cards.starter.iter().map(|&c| (c, Place::field("starter"))))
        .chain(
            cards
                .discards
                .iter()
                .enumerate()
                .map(|(i, &c)| (c, Place::field("discards").at(i))),
        );
    for repeat in repeats(placed) {
        let fault = match (repeat.first.steps(), repeat.again.steps()) {
            (
                &[
                    Step::Field("events"),
                    Step::Index(event),
                    Step::Field("card"),
                ],
                &[Step::Field("hand"), Step::Index(_)],
            ) => AdviceFault::Played {
                card: repeat.card,
                event,
            },
            _ => AdviceFault::Input(Fault::Repeated {
                card: repeat.card,
                first: repeat.first,
            }),
        };
        found.add(repeat.again, fault);
    }
}

/// The lowest pip value each player can still hold: a go at count `c` says every card it held
/// then was above `31 - c`. Reneges, the player's own (its hand shows them) or another's (a go
/// at 21 or less, or a card laid later that fitted then), are refused; so is a go whose reneged
/// cards were `decided` on, which says it was one.
fn go_floors<const N: usize>(
    replayed: &Replayed<N>,
    player: usize,
    hand: &[Card],
    decided: &[usize],
    found: &mut Problems<AdviceFault>,
) -> ([u8; N], [Option<usize>; N]) {
    let mut floors = [1; N];
    let mut floor_go = [None; N];
    for &(event, who, count) in &replayed.goes {
        let room = 31 - count;
        // What `who` held at the go: the cards it laid later, and for the player its hand.
        let later = replayed
            .laid
            .iter()
            .filter(|&&(e, p, _)| p == who && e > event)
            .map(|&(_, _, card)| card);
        let mut held = later.chain(if who == player { hand.to_vec() } else { vec![] });
        let reneged = room >= 10 || held.any(|card| card.value() <= room);
        if decided.contains(&event) {
            found.add(
                Place::field("events").at(event).then("reneged"),
                AdviceFault::Renege { player: who },
            );
        } else if reneged {
            found.add(
                Place::field("events").at(event),
                AdviceFault::Renege { player: who },
            );
        } else if who != player && room + 1 > floors[who] {
            floors[who] = room + 1;
            floor_go[who] = Some(event);
        }
    }
    (floors, floor_go)
}
