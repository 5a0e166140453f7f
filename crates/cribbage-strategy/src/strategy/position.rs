//! What the player asking for advice can see, checked: its cards, the play so far, and
//! optionally the starter and its own discards.
//!
//! Like every request the domain takes, an [`AdviceRequest`] is checked once and every problem
//! comes back at once with its [`Place`]: the same places and faults as the play's other
//! requests, so the HTTP layer maps them with its one mapping.

use crate::card::Card;
use crate::card_set::{CardSet, repeats};
use crate::fault::AdviceFault;
use crate::input::{Fault, Invalid, Place, Problems, Slot, Step, lift};
use crate::pegging::{Action, Event, EventSlot, PeggingFault, Play};
use crate::variant::Variant;

use super::board::{Board, Judged};
use super::discards::BoardScores;
use super::inference::{Observed, Opponent, Share};
use super::ranks::RankPlay;
use super::search::{Holding, Ranks, holdings};
use super::table::{Table, TableBoard, Unseen};
use crate::hand::{ShowKind, ShowRules, total};

/// A request for advice on the play, as a client gives it (a card's text may not be a card).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AdviceRequest {
    /// The variant; six-card cribbage when not given.
    pub variant: Option<Variant>,
    /// The cards the player to act still holds.
    pub hand: Vec<Slot>,
    /// The play so far, in order; empty at the lead.
    pub events: Vec<EventSlot>,
    /// The starter, when known: the opponent cannot hold it.
    pub starter: Option<Slot>,
    /// The player's own discards, when known: the opponent cannot hold them either.
    pub discards: Vec<Slot>,
    /// The board now (`[own, opponent]`, points pegged in this play included), when the
    /// advice is to weigh the chance of winning.
    pub board: Option<BoardScores>,
    /// The player asking, when it says who it is: refused unless it is the one to act (a bot
    /// at a table that asks out of turn gets a refusal, not another player's advice).
    pub player: Option<usize>,
    /// What to assume about the opponent's cards (two players); the inferred model when not
    /// given.
    pub opponent: Option<Opponent>,
}

/// The point of view of the player to act, checked: what it holds, the play so far in ranks,
/// and the cards the opponent may still hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub(super) variant: Variant,
    pub(super) player: usize,
    pub(super) hand: Vec<Card>,
    pub(super) play: RankPlay,
    /// Unseen cards of each rank the opponent may hold (its goes rule out low ones).
    pub(super) available: [u8; 13],
    pub(super) opponent_cards: u8,
    /// The board, the player in seat 0 and the play's dealer dealing.
    pub(super) board: Option<Board>,
    /// The player's hand total with the starter, when both are known in full.
    pub(super) own_show: Option<u8>,
    /// What the advisor assumes about the opponent's cards.
    pub(super) opponent: Opponent,
    /// What the opponent did in this play, for the inferred model.
    pub(super) observed: Observed,
}

/// The point of view of the player to act, checked, at a table of two, three or four.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seated {
    /// Two players: the exact advisor.
    Two(Position),
    /// Three players: the sampled advisor.
    Three(Table<3>),
    /// Four players in partnerships: the sampled advisor.
    Four(Table<4>),
}

impl AdviceRequest {
    /// Checks the request for two players: every problem at once, each with its place. Three
    /// and four players are refused as not modelled (see [`AdviceRequest::seat`]).
    pub fn validate(&self) -> Result<Position, Vec<Invalid<AdviceFault>>> {
        let variant = self.variant.unwrap_or_default();
        if variant.players() != 2 {
            let mut problems = Problems::new();
            problems.add(Place::field("variant"), AdviceFault::NotModelled(variant));
            let mut all = problems.into_vec();
            all.extend(self.read(variant).err().unwrap_or_default());
            return Err(all);
        }
        let (cards, events, decided, board) = self.read(variant)?;
        let board = match board {
            Some(Judged::Sides(board)) => Some(board),
            _ => None,
        };
        let position = Position::check(variant, cards, &events, &decided)?;
        Ok(position
            .on(board)
            .with_opponent(self.opponent.unwrap_or_default()))
    }

    /// Checks the request for any number of players: every problem at once.
    pub fn seat(&self) -> Result<Seated, Vec<Invalid<AdviceFault>>> {
        let variant = self.variant.unwrap_or_default();
        match variant.players() {
            3 => self.table::<3>(variant).map(Seated::Three),
            4 => self.table::<4>(variant).map(Seated::Four),
            _ => self.validate().map(Seated::Two),
        }
    }

    fn table<const N: usize>(
        &self,
        variant: Variant,
    ) -> Result<Table<N>, Vec<Invalid<AdviceFault>>> {
        let (cards, events, decided, board) = self.read(variant)?;
        let seen = Seen::<N>::check(variant, cards, &events, &decided)?;
        let unseen =
            Unseen::new(seen.unseen, seen.player, seen.left, seen.floors).map_err(|player| {
                // Too few unseen cards above this player's floor: its go that set the floor
                // was a renege.
                let mut problems = Problems::new();
                problems.add(
                    seen.floor_go[player]
                        .map_or(Place::field("events"), |i| Place::field("events").at(i)),
                    AdviceFault::Renege { player },
                );
                problems.into_vec()
            })?;
        let board = board.and_then(|board| match board {
            Judged::Three(board) => {
                let scores = board.scores();
                Some(TableBoard::Three {
                    needs: scores.map(|score| board.target() - score),
                    target: board.target(),
                })
            }
            Judged::Sides(sides) if N == 4 => Some(TableBoard::Four(sides)),
            Judged::Sides(_) => None,
        });
        Ok(Table {
            variant,
            player: seen.player,
            hand: seen.hand,
            play: seen.play,
            unseen,
            board,
            own_show: seen.own_show,
        })
    }

    /// The request's cards and events read, every problem at once, and the board checked:
    /// two players `[own, opponent]`; three and four in the play's order, the dealer the last
    /// to play.
    #[allow(clippy::type_complexity)]
    fn read(
        &self,
        variant: Variant,
    ) -> Result<(Cards, Vec<Event>, Vec<usize>, Option<Judged>), Vec<Invalid<AdviceFault>>> {
        let mut problems = Problems::new();
        let hand = problems.cards(&self.hand, |i| Place::field("hand").at(i));
        let starter = self
            .starter
            .as_ref()
            .and_then(|s| problems.card(s, Place::field("starter")));
        let events = crate::pegging::request::events(&self.events, &mut problems);
        let discards = problems.cards(&self.discards, |i| Place::field("discards").at(i));
        let most = variant.dealt() - variant.hand_size();
        if self.discards.len() > most {
            problems.add(
                Place::field("discards"),
                AdviceFault::DiscardCount {
                    variant,
                    most,
                    found: self.discards.len(),
                },
            );
        }
        let dealer = variant.players() - 1;
        let board = (self.board.as_ref()).and_then(|b| b.judge(variant, dealer, &mut problems));
        if !problems.is_empty() {
            return Err(problems.into_vec());
        }
        let cards = Cards {
            hand: hand.into_iter().flatten().collect(),
            starter,
            discards: discards.into_iter().flatten().collect(),
            asking: self.player,
        };
        // A decision on reneged cards says the go was a renege, which advice refuses.
        let decided: Vec<usize> = (self.events.iter().enumerate())
            .filter_map(|(i, e)| e.reneged.map(|_| i))
            .collect();
        Ok((cards, events, decided, board))
    }
}

/// The cards of a request, read.
pub(super) struct Cards {
    hand: Vec<Card>,
    starter: Option<Card>,
    discards: Vec<Card>,
    /// The player asking, if it said.
    asking: Option<usize>,
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

impl Position {
    /// The position of the player to act, for callers that hold cards and events already (a
    /// game engine); the same checks as [`AdviceRequest::validate`].
    pub fn new(
        variant: Variant,
        hand: &[Card],
        events: &[Event],
        starter: Option<Card>,
        discards: &[Card],
    ) -> Result<Position, Vec<Invalid<AdviceFault>>> {
        let request = AdviceRequest {
            variant: Some(variant),
            hand: hand.iter().map(|&c| Ok(c)).collect(),
            events: events.iter().map(|&e| EventSlot::from(e)).collect(),
            starter: starter.map(Ok),
            discards: discards.iter().map(|&c| Ok(c)).collect(),
            board: None,
            player: None,
            opponent: None,
        };
        request.validate()
    }

    /// The same position with another assumption about the opponent's cards.
    pub fn with_opponent(self, opponent: Opponent) -> Position {
        Position { opponent, ..self }
    }

    /// The same position with the opponent taken to be a player of the common advice in
    /// `share` of cases (an expert in the rest), as earlier hands of the game may say; the
    /// inferred model takes half and half when nothing was seen.
    pub fn with_advice_share(mut self, share: Share) -> Position {
        self.observed.advice_share = share;
        self
    }

    /// What the advisor assumes about the opponent's cards.
    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// The same position judged from the board `[own, opponent]` (the variant's target), for
    /// callers that hold one (a game engine).
    pub fn with_board(self, scores: [u32; 2]) -> Result<Position, Vec<Invalid<AdviceFault>>> {
        self.with_board_to(scores, None)
    }

    /// [`Position::with_board`] in a game to `target` (the variant's when `None`).
    pub fn with_board_to(
        self,
        scores: [u32; 2],
        target: Option<u32>,
    ) -> Result<Position, Vec<Invalid<AdviceFault>>> {
        let board = Board::new(self.variant, scores, 0, target).map_err(lift)?;
        Ok(self.on(Some(board)))
    }

    /// The position on `board` (the player in seat 0), its dealer seat set from the play.
    fn on(self, board: Option<Board>) -> Position {
        let dealer = usize::from(self.player != 1);
        Position {
            board: board.map(|b| b.with_dealer(dealer)),
            ..self
        }
    }

    fn check(
        variant: Variant,
        cards: Cards,
        events: &[Event],
        decided: &[usize],
    ) -> Result<Position, Vec<Invalid<AdviceFault>>> {
        let seen = Seen::<2>::check(variant, cards, events, decided)?;
        let mut available = [0u8; 13];
        let floor = seen.floors[1 - seen.player];
        for card in seen.unseen.iter() {
            if card.value() >= floor {
                available[card.rank().index()] += 1;
            }
        }
        // A go rules out at most the cards below a ten, and too few tens are ever seen for
        // the opponent's holding to be impossible: there is always at least one.
        let observed = Observed {
            deals: seen.player == 0,
            expert_keep: variant == Variant::SixCard,
            laid: opponent_laid(variant, events, 1 - seen.player),
            advice_share: Share::default(),
        };
        Ok(Position {
            variant,
            player: seen.player,
            opponent_cards: seen.left[1 - seen.player],
            hand: seen.hand,
            play: seen.play,
            available,
            board: None,
            own_show: seen.own_show,
            opponent: Opponent::default(),
            observed,
        })
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Who acts: 0 the pone, 1 the dealer.
    pub fn player(&self) -> usize {
        self.player
    }

    /// The running count.
    pub fn count(&self) -> u8 {
        self.play.count()
    }

    /// The cards the player holds.
    pub fn hand(&self) -> &[Card] {
        &self.hand
    }

    /// Cards the opponent still holds.
    pub fn opponent_cards(&self) -> usize {
        usize::from(self.opponent_cards)
    }

    /// Every holding the opponent may have, as rank multisets with their numbers of card sets.
    pub fn holdings(&self) -> Vec<Holding> {
        holdings(&self.available, self.opponent_cards)
    }

    /// Every holding the opponent may have, weighted by the position's model of the opponent,
    /// and the number of card sets they are (whatever their weights).
    pub fn weighted_holdings(&self) -> (Vec<Holding>, u64) {
        let mut all = self.holdings();
        // Whole numbers below 2^53: the sum is exact.
        let sets = all.iter().map(|h| h.weight).sum::<f64>() as u64;
        if self.opponent == Opponent::Inferred {
            self.observed.weigh(&mut all);
        }
        (all, sets)
    }

    /// The player's cards as ranks.
    pub(super) fn mine(&self) -> Ranks {
        Ranks::of(self.hand.iter().map(|c| c.rank().index() as u8))
    }
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

/// Each card `opponent` laid, with the play before it, in ranks (the events are checked).
pub(crate) fn opponent_laid(
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
