//! The play (pegging): the running count, the series, whose turn it is, and what each card scores.
//!
//! [`Play`] is the state machine of one play: it takes events (a card or a go) one at a time and
//! refuses any that cannot happen, leaving its state untouched. [`peg`] scores one card against
//! the cards of the current series; [`judge`] answers "may I play this now?".

use super::card::Card;
use super::variant::Variant;

/// The count a series may not exceed.
pub const MAX_COUNT: u8 = 31;

/// What a player does on their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Lay this card and announce the new count.
    Play(Card),
    /// Say "go": no card fits under 31.
    Go,
}

/// One event of the play: an action, with the player if the caller names one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Event {
    /// The acting player (0 leads); `None` lets the play's turn order decide.
    pub player: Option<usize>,
    /// What they do.
    pub action: Action,
}

/// Kinds of points scored by laying a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PegCategory {
    /// The count became 15: 2.
    Fifteen,
    /// The count became 31: 2.
    ThirtyOne,
    /// Same rank as the card before: 2.
    Pair,
    /// Third of a rank in a row: 6.
    PairRoyal,
    /// Fourth of a rank in a row: 12.
    DoublePairRoyal,
    /// The last three or more cards are consecutive ranks in any order: one per card.
    Run,
}

/// Points scored by a card, and the cards of the series that make them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PegItem {
    /// What scored.
    pub category: PegCategory,
    /// The cards that make it (for 15 and 31, the whole series), in the order played.
    pub cards: Vec<Card>,
    /// Its points.
    pub points: u8,
}

/// Scores `card` laid on the current `series` (the cards since the count was last reset).
/// The caller makes sure the count stays at most 31.
pub fn peg(series: &[Card], card: Card) -> Vec<PegItem> {
    let mut items = Vec::new();
    let count: u32 = series
        .iter()
        .chain([&card])
        .map(|c| u32::from(c.value()))
        .sum();
    let whole = || series.iter().copied().chain([card]).collect::<Vec<Card>>();
    if count == 15 {
        items.push(PegItem {
            category: PegCategory::Fifteen,
            cards: whole(),
            points: 2,
        });
    }
    if count == u32::from(MAX_COUNT) {
        items.push(PegItem {
            category: PegCategory::ThirtyOne,
            cards: whole(),
            points: 2,
        });
    }

    let same = series
        .iter()
        .rev()
        .take_while(|c| c.rank() == card.rank())
        .count();
    let pair = match same {
        0 => None,
        1 => Some((PegCategory::Pair, 2)),
        2 => Some((PegCategory::PairRoyal, 6)),
        _ => Some((PegCategory::DoublePairRoyal, 12)),
    };
    if let Some((category, points)) = pair {
        let from = series.len() - same.min(3);
        items.push(PegItem {
            category,
            cards: series[from..].iter().copied().chain([card]).collect(),
            points,
        });
    }

    // The longest tail of the series (with the card) that is a run: distinct consecutive ranks.
    let longest = (3..=series.len() + 1).rev().find(|&len| {
        let tail = &series[series.len() + 1 - len..];
        let mut seen: u16 = 1 << card.rank().index();
        for c in tail {
            let bit = 1 << c.rank().index();
            if seen & bit != 0 {
                return false;
            }
            seen |= bit;
        }
        // Distinct ranks forming one block of `len` consecutive bits.
        let low = seen.trailing_zeros();
        (seen >> low) == (1 << len) - 1
    });
    if let Some(len) = longest {
        items.push(PegItem {
            category: PegCategory::Run,
            cards: series[series.len() + 1 - len..]
                .iter()
                .copied()
                .chain([card])
                .collect(),
            points: len as u8,
        });
    }
    items
}

/// The point for the last card of a series below 31, or of the whole play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GoPoint {
    /// Who pegs it: the last player to lay a card.
    pub player: usize,
    /// Always 1.
    pub points: u8,
}

/// Points a player pegs because of another's mistake.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Penalty {
    /// Who receives the points.
    pub player: usize,
    /// How many.
    pub points: u8,
}

/// What one event did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Who acted.
    pub player: usize,
    /// What they did.
    pub action: Action,
    /// The running count after the event (31 stays 31 here; the next series starts from 0).
    pub count: u8,
    /// What the card scored for its player.
    pub items: Vec<PegItem>,
    /// The go or last-card point, on the event that closed a series below 31 or ended the play.
    pub go_point: Option<GoPoint>,
    /// This event closed the series; the count starts again from 0.
    pub series_closed: bool,
    /// A go said while holding a card that fits (a renege).
    pub renege: bool,
    /// Points others peg for a renege (three players: 2 to each opponent).
    pub penalties: Vec<Penalty>,
}

impl Outcome {
    /// Points the acting player pegged with the card (not the go point).
    pub fn points(&self) -> u8 {
        self.items.iter().map(|item| item.points).sum()
    }
}

/// Why an event cannot happen, or a play cannot be set up or finished.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PeggingError {
    /// Fewer than 2 or more than 4 players.
    #[error("cribbage is played by 2 to 4 players, not {0}")]
    Players(usize),
    /// The number of players does not fit the variant.
    #[error("{variant:?} is played by {expected} players, not {found}", variant = .variant)]
    PlayersForVariant {
        /// The variant.
        variant: Variant,
        /// Its number of players.
        expected: usize,
        /// The number asked for.
        found: usize,
    },
    /// Not one hand per player.
    #[error("{found} hands for {expected} players")]
    HandCount {
        /// Players in the game.
        expected: usize,
        /// Hands given.
        found: usize,
    },
    /// A hand of the wrong size.
    #[error("player {player} holds {found} cards; a hand holds {expected}")]
    HandSize {
        /// Whose hand.
        player: usize,
        /// How many cards a hand holds.
        expected: usize,
        /// How many were given.
        found: usize,
    },
    /// A card in two hands, or twice in one.
    #[error("{card} is in more than one place in the hands")]
    CardInTwoHands {
        /// The card.
        card: Card,
    },
    /// The play is over: every card is played (or, in five-card cribbage, the series closed).
    #[error("the play is over: no more cards or goes")]
    PlayOver,
    /// Not this player's turn.
    #[error("it is player {expected}'s turn, not player {found}'s")]
    OutOfTurn {
        /// Whose turn it is.
        expected: usize,
        /// Who tried to act.
        found: usize,
    },
    /// No such player.
    #[error("there is no player {player} in a game of {players}")]
    NoSuchPlayer {
        /// The index given.
        player: usize,
        /// Players in the game.
        players: usize,
    },
    /// A card that would take the count past 31.
    #[error("{card} would make the count {would_be}, past 31")]
    OverThirtyOne {
        /// The card.
        card: Card,
        /// The count it would make.
        would_be: u8,
    },
    /// A card played a second time.
    #[error("{card} was already played at event {first}")]
    RepeatedCard {
        /// The card.
        card: Card,
        /// The event that played it first.
        first: usize,
    },
    /// More cards than a hand holds.
    #[error("player {player} has already played all {hand_size} cards of the hand")]
    HandExhausted {
        /// The player.
        player: usize,
        /// Cards a hand holds.
        hand_size: usize,
    },
    /// A card the player does not hold.
    #[error("{card} is not in player {player}'s hand")]
    NotInHand {
        /// The player.
        player: usize,
        /// The card.
        card: Card,
    },
    /// A play said to be complete that is not.
    #[error("the play is not complete: {0}")]
    Incomplete(String),
}

/// The state of one play.
#[derive(Clone, Debug)]
pub struct Play {
    variant: Variant,
    players: usize,
    hands: Option<Vec<Vec<Card>>>,
    played: [u8; 4],
    /// For each card, the event that played it.
    played_at: [Option<usize>; 52],
    series: Vec<Card>,
    count: u8,
    passed: [bool; 4],
    turn: usize,
    last_player: Option<usize>,
    totals: [u32; 4],
    over: bool,
    events: usize,
}

impl Play {
    /// A new play for `players` players of `variant`; player 0 leads. With `hands`, every card
    /// played is checked against its player's hand and every go against the cards still held.
    pub fn new(
        variant: Variant,
        players: usize,
        hands: Option<Vec<Vec<Card>>>,
    ) -> Result<Play, PeggingError> {
        if !(2..=4).contains(&players) {
            return Err(PeggingError::Players(players));
        }
        if players != variant.players() {
            return Err(PeggingError::PlayersForVariant {
                variant,
                expected: variant.players(),
                found: players,
            });
        }
        if let Some(hands) = &hands {
            if hands.len() != players {
                return Err(PeggingError::HandCount {
                    expected: players,
                    found: hands.len(),
                });
            }
            let mut seen: u64 = 0;
            for (player, hand) in hands.iter().enumerate() {
                if hand.len() != variant.hand_size() {
                    return Err(PeggingError::HandSize {
                        player,
                        expected: variant.hand_size(),
                        found: hand.len(),
                    });
                }
                for card in hand {
                    let bit = 1u64 << card.index();
                    if seen & bit != 0 {
                        return Err(PeggingError::CardInTwoHands { card: *card });
                    }
                    seen |= bit;
                }
            }
        }
        Ok(Play {
            variant,
            players,
            hands,
            played: [0; 4],
            played_at: [None; 52],
            series: Vec::with_capacity(8),
            count: 0,
            passed: [false; 4],
            turn: 0,
            last_player: None,
            totals: [0; 4],
            over: false,
            events: 0,
        })
    }

    /// The running count.
    pub fn count(&self) -> u8 {
        self.count
    }

    /// The cards played since the count was last reset.
    pub fn series(&self) -> &[Card] {
        &self.series
    }

    /// Points per player so far, go points and penalties included.
    pub fn totals(&self) -> &[u32] {
        &self.totals[..self.players]
    }

    /// Who acts next, or `None` when the play is over.
    pub fn next_player(&self) -> Option<usize> {
        (!self.over).then_some(self.turn)
    }

    /// Whether the play is over.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Cards `player` has not played yet.
    pub fn cards_left(&self, player: usize) -> usize {
        self.variant
            .hand_size()
            .saturating_sub(usize::from(self.played[player]))
    }

    /// The cards `player` still holds, when the hands are known.
    pub fn held(&self, player: usize) -> Option<Vec<Card>> {
        let hands = self.hands.as_ref()?;
        Some(
            hands[player]
                .iter()
                .copied()
                .filter(|card| self.played_at[card.index()].is_none())
                .collect(),
        )
    }

    fn active(&self, player: usize) -> bool {
        !self.passed[player] && self.cards_left(player) > 0
    }

    /// The first active player after `player` in rotation (`player` itself last).
    fn next_active_after(&self, player: usize) -> Option<usize> {
        (1..=self.players)
            .map(|k| (player + k) % self.players)
            .find(|&p| self.active(p))
    }

    /// Applies one event. On error the play is unchanged.
    pub fn apply(&mut self, event: Event) -> Result<Outcome, PeggingError> {
        if self.over {
            return Err(PeggingError::PlayOver);
        }
        let player = match event.player {
            Some(p) if p >= self.players => {
                return Err(PeggingError::NoSuchPlayer {
                    player: p,
                    players: self.players,
                });
            }
            Some(p) if p != self.turn && self.cards_left(p) == 0 => {
                return Err(PeggingError::HandExhausted {
                    player: p,
                    hand_size: self.variant.hand_size(),
                });
            }
            Some(p) if p != self.turn => {
                return Err(PeggingError::OutOfTurn {
                    expected: self.turn,
                    found: p,
                });
            }
            _ => self.turn,
        };
        let outcome = match event.action {
            Action::Play(card) => self.play_card(player, card)?,
            Action::Go => self.go(player),
        };
        self.events += 1;
        Ok(outcome)
    }

    fn play_card(&mut self, player: usize, card: Card) -> Result<Outcome, PeggingError> {
        if let Some(first) = self.played_at[card.index()] {
            return Err(PeggingError::RepeatedCard { card, first });
        }
        if self.cards_left(player) == 0 {
            return Err(PeggingError::HandExhausted {
                player,
                hand_size: self.variant.hand_size(),
            });
        }
        if let Some(hands) = &self.hands
            && !hands[player].contains(&card)
        {
            return Err(PeggingError::NotInHand { player, card });
        }
        let would_be = self.count + card.value();
        if would_be > MAX_COUNT {
            return Err(PeggingError::OverThirtyOne { card, would_be });
        }

        let items = peg(&self.series, card);
        self.totals[player] += items.iter().map(|i| u32::from(i.points)).sum::<u32>();
        self.series.push(card);
        self.count = would_be;
        self.played[player] += 1;
        self.played_at[card.index()] = Some(self.events);
        self.last_player = Some(player);

        let mut outcome = Outcome {
            player,
            action: Action::Play(card),
            count: self.count,
            items,
            go_point: None,
            series_closed: false,
            renege: false,
            penalties: Vec::new(),
        };
        if self.count == MAX_COUNT {
            self.close_series(&mut outcome, false);
        } else if let Some(next) = self.next_active_after(player) {
            self.turn = next;
        } else {
            self.close_series(&mut outcome, true);
        }
        Ok(outcome)
    }

    fn go(&mut self, player: usize) -> Outcome {
        let renege = match self.held(player) {
            Some(held) => held
                .iter()
                .any(|card| self.count + card.value() <= MAX_COUNT),
            // A player to act still holds a card, and every card fits while the count is 21 or less.
            None => self.count <= MAX_COUNT - 10,
        };
        let penalties = if renege && self.variant == Variant::ThreePlayer {
            (0..self.players)
                .filter(|&p| p != player)
                .map(|p| Penalty {
                    player: p,
                    points: 2,
                })
                .collect()
        } else {
            Vec::new()
        };
        for penalty in &penalties {
            self.totals[penalty.player] += u32::from(penalty.points);
        }
        self.passed[player] = true;
        let mut outcome = Outcome {
            player,
            action: Action::Go,
            count: self.count,
            items: Vec::new(),
            go_point: None,
            series_closed: false,
            renege,
            penalties,
        };
        match self.next_active_after(player) {
            Some(next) => self.turn = next,
            None => self.close_series(&mut outcome, true),
        }
        outcome
    }

    /// Ends the series: the go point (unless 31), the reset, and who leads next.
    fn close_series(&mut self, outcome: &mut Outcome, go_point: bool) {
        if go_point && let Some(last) = self.last_player {
            self.totals[last] += 1;
            outcome.go_point = Some(GoPoint {
                player: last,
                points: 1,
            });
        }
        outcome.series_closed = true;
        self.series.clear();
        self.count = 0;
        self.passed = [false; 4];
        let last = self.last_player.unwrap_or(self.turn);
        self.last_player = None;
        let everyone_out = (0..self.players).all(|p| self.cards_left(p) == 0);
        if everyone_out || self.variant == Variant::FiveCard {
            self.over = true;
            return;
        }
        // The player after the one who laid the last card leads.
        if let Some(next) = self.next_active_after(last) {
            self.turn = next;
        }
    }

    /// Declares the play complete. In five-card cribbage an open series is closed (its go point
    /// is returned); otherwise every player must have played every card.
    pub fn finish(&mut self) -> Result<Option<GoPoint>, PeggingError> {
        if self.over {
            return Ok(None);
        }
        if self.variant == Variant::FiveCard {
            // Without the hands, a player with cards can surely play while the count is 21 or less.
            if let Some(player) = (0..self.players).find(|&p| {
                self.active(p)
                    && match self.held(p) {
                        Some(held) => held.iter().any(|c| self.count + c.value() <= MAX_COUNT),
                        None => self.count <= MAX_COUNT - 10,
                    }
            }) {
                return Err(PeggingError::Incomplete(format!(
                    "player {player} can still play"
                )));
            }
            if self.series.is_empty() {
                return Err(PeggingError::Incomplete("no card was played".to_owned()));
            }
            let mut outcome = Outcome {
                player: self.turn,
                action: Action::Go,
                count: self.count,
                items: Vec::new(),
                go_point: None,
                series_closed: false,
                renege: false,
                penalties: Vec::new(),
            };
            self.close_series(&mut outcome, true);
            return Ok(outcome.go_point);
        }
        let left: Vec<String> = (0..self.players)
            .filter(|&p| self.cards_left(p) > 0)
            .map(|p| format!("player {p} has {} cards left", self.cards_left(p)))
            .collect();
        Err(PeggingError::Incomplete(left.join(", ")))
    }
}

/// Why an action is not allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The card is not in the player's hand.
    NotInHand {
        /// The card.
        card: Card,
    },
    /// The card would take the count past 31.
    PastThirtyOne {
        /// The card.
        card: Card,
        /// The count it would make.
        would_be: u8,
    },
    /// A go while cards in hand fit.
    GoWhileCardFits {
        /// The cards that fit.
        fits: Vec<Card>,
    },
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::NotInHand { card } => write!(f, "{card} is not in the hand"),
            Refusal::PastThirtyOne { card, would_be } => {
                write!(f, "{card} would make the count {would_be}, past 31")
            }
            Refusal::GoWhileCardFits { fits } => {
                let names: Vec<&str> = fits.iter().map(|c| c.text()).collect();
                write!(
                    f,
                    "a go is not allowed while a card fits: {}",
                    names.join(", ")
                )
            }
        }
    }
}

/// The answer to "may I do this now?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// Whether the action is allowed.
    pub legal: bool,
    /// Why not, when it is not.
    pub refusal: Option<Refusal>,
    /// The count after the action, when legal.
    pub count: Option<u8>,
    /// What the card scores, when legal.
    pub items: Vec<PegItem>,
    /// With the hand: the cards in it that fit under 31.
    pub playable: Option<Vec<Card>>,
}

/// Judges `action` at `count`, with the `series` when known (pairs and runs need it) and the
/// player's `hand` when known (a go is illegal while a card fits).
pub fn judge(
    count: u8,
    series: Option<&[Card]>,
    action: Action,
    hand: Option<&[Card]>,
) -> Judgement {
    let playable: Option<Vec<Card>> = hand.map(|hand| {
        hand.iter()
            .copied()
            .filter(|card| count.saturating_add(card.value()) <= MAX_COUNT)
            .collect()
    });
    let refuse = |refusal: Refusal, playable: Option<Vec<Card>>| Judgement {
        legal: false,
        refusal: Some(refusal),
        count: None,
        items: Vec::new(),
        playable,
    };
    match action {
        Action::Play(card) => {
            if let Some(hand) = hand
                && !hand.contains(&card)
            {
                return refuse(Refusal::NotInHand { card }, playable);
            }
            let would_be = count.saturating_add(card.value());
            if would_be > MAX_COUNT {
                return refuse(Refusal::PastThirtyOne { card, would_be }, playable);
            }
            let items = match series {
                Some(series) => peg(series, card),
                // Without the series only the count is known: 15 and 31 can still be scored.
                None => count_items(would_be, card),
            };
            Judgement {
                legal: true,
                refusal: None,
                count: Some(would_be),
                items,
                playable,
            }
        }
        Action::Go => match &playable {
            Some(fits) if !fits.is_empty() => {
                let fits = fits.clone();
                refuse(Refusal::GoWhileCardFits { fits }, playable)
            }
            _ => Judgement {
                legal: true,
                refusal: None,
                count: Some(count),
                items: Vec::new(),
                playable,
            },
        },
    }
}

/// The 15 and 31 items of a card that makes `count`, when the series is not known.
fn count_items(count: u8, card: Card) -> Vec<PegItem> {
    let category = match count {
        15 => PegCategory::Fifteen,
        31 => PegCategory::ThirtyOne,
        _ => return Vec::new(),
    };
    vec![PegItem {
        category,
        cards: vec![card],
        points: 2,
    }]
}
