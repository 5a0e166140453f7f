//! What the player asking for advice can see, checked: its cards, the play so far, and
//! optionally the starter and its own discards.
//!
//! Like every request the domain takes, an [`AdviceRequest`] is checked once and every problem
//! comes back at once with its [`Place`]: the same places and faults as the play's other
//! requests, so the HTTP layer maps them with its one mapping.

use crate::card::Card;
use crate::fault::AdviceFault;
use crate::input::{Invalid, Place, Problems, Slot, lift};
use crate::pegging::{Event, EventSlot};
use crate::variant::Variant;

use super::board::{Board, Judged};
use super::discards::BoardScores;
use super::inference::{Observed, Opponent, Share};
use super::ranks::RankPlay;
use super::reading::{ShownRequest, opponent_laid, read_history};
use super::search::{Holding, Ranks, holdings};
use super::seen::{Cards, Seen};
use super::table::{Table, TableBoard, Unseen};

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
    /// The earlier hands of the game, as their shows revealed the opponent's part in them
    /// (two players): the inferred model reads which kind of player it faces from them.
    pub history: Vec<ShownRequest>,
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
    /// The share of the common advice read from the game's earlier hands, when they were given.
    pub(super) read: Option<Share>,
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
        let mut problems = Problems::new();
        let reading = read_history(variant, &self.history, &mut problems);
        let read = self.read(variant);
        if !problems.is_empty() {
            let mut all = read.err().unwrap_or_default();
            all.extend(problems.into_vec());
            return Err(all);
        }
        let (cards, events, decided, board) = read?;
        let board = match board {
            Some(Judged::Sides(board)) => Some(board),
            _ => None,
        };
        let mut position = Position::check(variant, cards, &events, &decided)?
            .on(board)
            .with_opponent(self.opponent.unwrap_or_default());
        if !self.history.is_empty() {
            position = position.with_advice_share(reading.share());
            position.read = Some(reading.share());
        }
        Ok(position)
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
        if !self.history.is_empty() {
            // Reading the game's earlier hands is modelled for one opponent.
            let mut problems = Problems::new();
            problems.add(Place::field("history"), AdviceFault::NotModelled(variant));
            let mut all = problems.into_vec();
            all.extend(self.read(variant).err().unwrap_or_default());
            return Err(all);
        }
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
            history: Vec::new(),
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
            read: None,
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
        let all = self.holdings();
        // Whole numbers below 2^53: the sum is exact.
        let sets = all.iter().map(|h| h.weight).sum::<f64>() as u64;
        match self.opponent {
            Opponent::Inferred => (self.observed.weigh(&all), sets),
            Opponent::Uniform => (all, sets),
        }
    }

    /// The player's cards as ranks.
    pub(super) fn mine(&self) -> Ranks {
        Ranks::of(self.hand.iter().map(|c| c.rank().index() as u8))
    }
}
