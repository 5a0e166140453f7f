//! The play (pegging): the running count, the series, whose turn it is, and what each card scores.
//!
//! [`Play`] is the state machine of one play: it takes events (a card or a go) one at a time and
//! refuses any that cannot happen, leaving its state untouched. [`peg`] scores one card against
//! the cards of the current series; [`judge`] answers "may I play this now?". [`PlayRequest`]
//! and [`Proposal`] check a whole request (every problem with its place) before any of that.

mod fault;
mod judge;
mod play;
pub mod request;

pub use fault::PlayFault;
pub use judge::{Judgement, Proposal, ProposalRequest, Refusal, judge};
pub use play::Play;
pub use request::{EventAction, EventSlot};

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

/// What becomes of reneged cards: the non-offender decides (ACC 7.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reneged {
    /// They stay in the offender's hand and are played when they fit (as if the go had been
    /// corrected): the play goes on as the events show it.
    Played,
    /// They leave the play: never laid, still counted in the offender's show.
    Dead,
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

/// Why the play cannot be finished yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfinished {
    /// Players still holding cards: (player, cards left).
    CardsLeft(Vec<(usize, usize)>),
    /// In five-card cribbage, a player who can still play to the open series.
    CanStillPlay(usize),
    /// In five-card cribbage, no card was played.
    NothingPlayed,
}

/// Why an event cannot happen, or a play cannot be set up or finished.
///
/// Players are numbered in play order (0 leads). A round names them as seats instead:
/// its words say "seat" then, after the round has mapped the numbers with
/// [`PeggingError::map_players`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeggingError {
    /// Fewer than 2 or more than 4 players.
    Players(usize),
    /// The number of players does not fit the variant.
    PlayersForVariant {
        /// The variant.
        variant: Variant,
        /// Its number of players.
        expected: usize,
        /// The number asked for.
        found: usize,
    },
    /// Not one hand per player.
    HandCount {
        /// Players in the game.
        expected: usize,
        /// Hands given.
        found: usize,
    },
    /// A hand of the wrong size.
    HandSize {
        /// Whose hand.
        player: usize,
        /// How many cards a hand holds.
        expected: usize,
        /// How many were given.
        found: usize,
    },
    /// A card in two hands, or twice in one.
    CardInTwoHands {
        /// The card.
        card: Card,
    },
    /// The play is over: every card is played (or, in five-card cribbage, the series closed).
    PlayOver,
    /// Not this player's turn.
    OutOfTurn {
        /// Whose turn it is.
        expected: usize,
        /// Who tried to act.
        found: usize,
    },
    /// No such player.
    NoSuchPlayer {
        /// The index given.
        player: usize,
        /// Players in the game.
        players: usize,
    },
    /// A card that would take the count past 31.
    OverThirtyOne {
        /// The card.
        card: Card,
        /// The count it would make.
        would_be: u8,
    },
    /// A card played a second time.
    RepeatedCard {
        /// The card.
        card: Card,
        /// The event that played it first.
        first: usize,
    },
    /// More cards than a hand holds.
    HandExhausted {
        /// The player.
        player: usize,
        /// Cards a hand holds.
        hand_size: usize,
    },
    /// A card the player does not hold.
    NotInHand {
        /// The player.
        player: usize,
        /// The card.
        card: Card,
    },
    /// A card declared dead at a renege, laid later.
    DeadCard {
        /// The card.
        card: Card,
        /// The event of the renege that made it dead.
        renege: usize,
    },
    /// A decision on reneged cards given for a go that is not a renege.
    NotARenege {
        /// The player who said go.
        player: usize,
        /// The count the go was said at.
        count: u8,
    },
    /// A decision on reneged cards for a play whose hands are not given: which cards were
    /// reneged is not known.
    RenegedUnknown,
    /// A play said to be complete that is not.
    Incomplete(Unfinished),
}

impl PeggingError {
    /// The same error with every player number passed through `f` (play order to seats).
    pub fn map_players(self, f: impl Fn(usize) -> usize) -> PeggingError {
        match self {
            PeggingError::HandSize {
                player,
                expected,
                found,
            } => PeggingError::HandSize {
                player: f(player),
                expected,
                found,
            },
            PeggingError::OutOfTurn { expected, found } => PeggingError::OutOfTurn {
                expected: f(expected),
                found: f(found),
            },
            PeggingError::NoSuchPlayer { player, players } => PeggingError::NoSuchPlayer {
                player: f(player),
                players,
            },
            PeggingError::HandExhausted { player, hand_size } => PeggingError::HandExhausted {
                player: f(player),
                hand_size,
            },
            PeggingError::NotInHand { player, card } => PeggingError::NotInHand {
                player: f(player),
                card,
            },
            PeggingError::Incomplete(Unfinished::CardsLeft(left)) => PeggingError::Incomplete(
                Unfinished::CardsLeft(left.into_iter().map(|(p, n)| (f(p), n)).collect()),
            ),
            PeggingError::Incomplete(Unfinished::CanStillPlay(p)) => {
                PeggingError::Incomplete(Unfinished::CanStillPlay(f(p)))
            }
            PeggingError::NotARenege { player, count } => PeggingError::NotARenege {
                player: f(player),
                count,
            },
            other => other,
        }
    }
}

/// A refusal of the play's engine as a request's problem
/// ([`PlayFault::Refused`]): the error, and whether its players are the seats of a deal (a
/// referee's hand) or the play's own numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeggingFault {
    /// The error.
    pub error: PeggingError,
    /// Name players as seats.
    pub seats: bool,
}

impl crate::refusal::Coded for PeggingFault {
    fn code(&self) -> &'static str {
        self.error.code()
    }

    fn params(&self) -> crate::refusal::Params {
        self.error.params(self.seats)
    }
}

impl PeggingError {
    /// The stable code of this refusal.
    pub fn code(&self) -> &'static str {
        match self {
            PeggingError::Players(_) => "play.players",
            PeggingError::PlayersForVariant { .. } => "play.players_for_variant",
            PeggingError::HandCount { .. } => "play.hand_count",
            PeggingError::HandSize { .. } => "play.hand_size",
            PeggingError::CardInTwoHands { .. } => "play.card_in_two_hands",
            PeggingError::PlayOver => "play.over",
            PeggingError::OutOfTurn { .. } => "play.out_of_turn",
            PeggingError::NoSuchPlayer { .. } => "play.no_such_player",
            PeggingError::OverThirtyOne { .. } => "play.past_31",
            PeggingError::RepeatedCard { .. } => "play.card_played_twice",
            PeggingError::HandExhausted { .. } => "play.hand_exhausted",
            PeggingError::NotInHand { .. } => "play.not_in_hand",
            PeggingError::DeadCard { .. } => "play.dead_card",
            PeggingError::NotARenege { .. } => "play.not_a_renege",
            PeggingError::RenegedUnknown => "play.reneged_without_hands",
            PeggingError::Incomplete(Unfinished::CardsLeft(_)) => "play.incomplete_cards_left",
            PeggingError::Incomplete(Unfinished::CanStillPlay(_)) => "play.incomplete_can_play",
            PeggingError::Incomplete(Unfinished::NothingPlayed) => "play.incomplete_nothing_played",
        }
    }

    /// The values of its sentence; a player is `seat` when `seats` (a round), else `player`.
    pub fn params(&self, seats: bool) -> crate::refusal::Params {
        use crate::refusal::Param;
        let who = if seats { "seat" } else { "player" };
        match self {
            PeggingError::Players(found) => vec![("found", Param::number(*found))],
            PeggingError::PlayersForVariant {
                variant,
                expected,
                found,
            } => vec![
                ("variant", Param::text(variant)),
                ("expected", Param::number(*expected)),
                ("found", Param::number(*found)),
            ],
            PeggingError::HandCount { expected, found } => {
                vec![
                    ("expected", Param::number(*expected)),
                    ("found", Param::number(*found)),
                ]
            }
            PeggingError::HandSize {
                player,
                expected,
                found,
            } => vec![
                (who, Param::number(*player)),
                ("expected", Param::number(*expected)),
                ("found", Param::number(*found)),
            ],
            PeggingError::CardInTwoHands { card } => vec![("card", Param::text(card))],
            PeggingError::PlayOver
            | PeggingError::RenegedUnknown
            | PeggingError::Incomplete(Unfinished::NothingPlayed) => vec![],
            PeggingError::DeadCard { .. } | PeggingError::NotARenege { .. } => {
                self.renege_params(who)
            }
            PeggingError::OutOfTurn { expected, found } => {
                vec![
                    ("expected", Param::number(*expected)),
                    ("found", Param::number(*found)),
                    ("who", Param::text(who)),
                ]
            }
            PeggingError::NoSuchPlayer { player, players } => {
                vec![
                    (who, Param::number(*player)),
                    ("players", Param::number(*players)),
                ]
            }
            PeggingError::OverThirtyOne { card, would_be } => {
                vec![
                    ("card", Param::text(card)),
                    ("count", Param::number(*would_be)),
                ]
            }
            PeggingError::RepeatedCard { card, first } => {
                vec![
                    ("card", Param::text(card)),
                    ("event", Param::number(*first)),
                ]
            }
            PeggingError::HandExhausted { player, hand_size } => {
                vec![
                    (who, Param::number(*player)),
                    ("hand_size", Param::number(*hand_size)),
                ]
            }
            PeggingError::NotInHand { player, card } => {
                vec![(who, Param::number(*player)), ("card", Param::text(card))]
            }
            PeggingError::Incomplete(Unfinished::CardsLeft(left)) => vec![
                ("who", Param::text(who)),
                (
                    "left",
                    Param::List(left.iter().map(|(p, c)| format!("{p}:{c}")).collect()),
                ),
            ],
            PeggingError::Incomplete(Unfinished::CanStillPlay(player)) => {
                vec![(who, Param::number(*player))]
            }
        }
    }
}

impl PeggingError {
    /// The values of a refused decision on reneged cards.
    fn renege_params(&self, who: &'static str) -> crate::refusal::Params {
        use crate::refusal::Param;
        match self {
            PeggingError::DeadCard { card, renege } => vec![
                ("card", Param::text(card)),
                ("event", Param::number(*renege)),
            ],
            PeggingError::NotARenege { player, count } => vec![
                (who, Param::number(*player)),
                ("count", Param::number(*count)),
            ],
            _ => Vec::new(),
        }
    }
}

/// For logs and a library's user: the code and its values. What a person reads is in the
/// words crate (`cribbage-words`), in each language.
impl std::fmt::Display for PeggingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.code())?;
        for (name, value) in self.params(false) {
            write!(f, " {name}={value:?}")?;
        }
        Ok(())
    }
}

impl std::error::Error for PeggingError {}
