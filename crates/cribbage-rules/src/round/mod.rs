//! A whole hand, adjudicated: the cut, the play, the show, in the official order, until a side
//! reaches the target. Reuses the show ([`super::hand`]) and the play ([`super::pegging`]).
//!
//! [`DealInput::validate`] checks a hand as a request gives it (every problem with its place) and
//! is the only way to make a [`Deal`], whose fields are private to this module: so
//! [`adjudicate`] scores a deal without checking it again, and every check runs once.

mod adjudicate;
mod deal;
mod fault;
mod ledger;
mod referee_input;
mod refereed;
mod replay;
mod result;

pub use adjudicate::adjudicate;
pub use deal::{ClaimsInput, DealInput};
pub use fault::RoundFault;
pub use referee_input::{CallInput, CallKind, InfractionInput};

use super::card::Card;
use super::claim::Claim;
use super::hand::ShowScore;
use super::input::{Invalid, Place};
use super::pegging::{Event, PegItem, PeggingError, PeggingFault, Reneged};
use super::refusal::Coded;
use super::rulebook::{Infraction, Profile, Ruling};
use super::variant::Variant;

/// How a won game converts into match points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MatchScoring {
    /// American Cribbage Congress tournaments: win 2, skunk 3.
    #[default]
    Acc,
    /// Common free play: win 1, skunk 2, double skunk 3.
    FreePlay,
}

/// House rules of a hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RoundRules {
    /// Count a four-card crib flush.
    pub crib_four_flush: bool,
    /// How a win converts into match points.
    pub match_scoring: MatchScoring,
    /// Points a player fails to claim in the show go to the next opponent.
    pub muggins: bool,
    /// Five-card cribbage: the pone of the game's first hand scores 3 at the start.
    pub three_for_last: bool,
    /// The rulebook the hand is refereed under; `social` is the house rules above.
    pub profile: Profile,
}

/// The count a muggins call is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CallOn {
    /// A seat's hand.
    Hand(usize),
    /// The crib.
    Crib,
    /// The card of a play event.
    Play(usize),
}

/// "Muggins for X", called by the scorer's opponent right after the count it is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Call {
    /// The count.
    pub on: CallOn,
    /// The points called.
    pub points: u32,
}

/// What players announced, for their shows and for cards in the play.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Claims {
    /// Per seat: what the seat announced for its hand, if anything was recorded.
    pub hands: Vec<Option<u32>>,
    /// What the dealer announced for the crib.
    pub crib: Option<u32>,
    /// Per play event: what the player announced for the card (not the go point).
    pub play: Vec<Option<u32>>,
    /// Muggins calls (only where the rulebook takes calls: `acc_muggins`).
    pub calls: Vec<Call>,
}

/// A hand to adjudicate, checked: made only by [`DealInput::validate`], read through the methods
/// below, so no caller can hand [`adjudicate`] a deal with a missing hand or a seat past the last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    /// The variant.
    variant: Variant,
    /// The dealer's seat.
    dealer: usize,
    /// Each seat's score before the hand (partners hold the same score).
    scores: Vec<u32>,
    /// Points that win the game.
    target: u32,
    /// The starter.
    starter: Card,
    /// Each seat's kept cards, in seat order.
    hands: Vec<Vec<Card>>,
    /// The crib.
    crib: Vec<Card>,
    /// The play, with players as seats.
    events: Vec<Event>,
    /// Per event: on a go that is a renege, what became of the reneged cards (ACC 7.3: the
    /// non-offender decides); None, or an empty list: played.
    reneged: Vec<Option<Reneged>>,
    /// House rules.
    rules: RoundRules,
    /// Announced scores, when a referee is checking them.
    claims: Claims,
    /// What the referee saw that the cards cannot show, ruled by the rulebook.
    infractions: Vec<Infraction>,
}

/// Read only: what comes back has passed [`DealInput::validate`], and a caller changing a part
/// afterwards would bypass it, so outside `round` a deal is read, never written.
impl Deal {
    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The dealer's seat, one of the variant's.
    pub fn dealer(&self) -> usize {
        self.dealer
    }

    /// Each seat's score before the hand, one per seat.
    pub fn scores(&self) -> &[u32] {
        &self.scores
    }

    /// Points that win the game.
    pub fn target(&self) -> u32 {
        self.target
    }

    /// The starter.
    pub fn starter(&self) -> Card {
        self.starter
    }

    /// Each seat's kept cards, in seat order: one hand per seat, of the variant's size.
    pub fn hands(&self) -> &[Vec<Card>] {
        &self.hands
    }

    /// The crib.
    pub fn crib(&self) -> &[Card] {
        &self.crib
    }

    /// The play, with players as seats (read, not yet replayed: [`adjudicate`] refuses an
    /// impossible play).
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Per event: on a go that is a renege, what became of the reneged cards.
    pub fn reneged(&self) -> &[Option<Reneged>] {
        &self.reneged
    }

    /// House rules and the rulebook.
    pub fn rules(&self) -> RoundRules {
        self.rules
    }

    /// Announced scores and muggins calls.
    pub fn claims(&self) -> &Claims {
        &self.claims
    }

    /// The infractions the referee saw, each one the rulebook knows.
    pub fn infractions(&self) -> &[Infraction] {
        &self.infractions
    }
}

/// Where in the hand a scoring moment falls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The start of the hand and the turned starter: three for last, his heels.
    Cut,
    /// The play.
    Play,
    /// A seat's hand is counted.
    ShowHand,
    /// The dealer's crib is counted.
    ShowCrib,
}

/// Why points were scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Five-card cribbage's first hand: 3 to the pone at the start.
    ThreeForLast,
    /// A jack turned as starter: 2 to the dealer.
    HisHeels,
    /// What a card scored in the play (one or more items), at play event `event`.
    Peg {
        /// The index of the play event.
        event: usize,
        /// The items.
        items: Vec<PegItem>,
    },
    /// One for the go or the last card, at play event `event`.
    Go {
        /// The index of the play event.
        event: usize,
        /// Whether it was the last card of the play.
        last_card: bool,
    },
    /// Two to each opponent of a seat that said go while holding a card that fits.
    Renege {
        /// The play event.
        event: usize,
        /// The seat that reneged.
        offender: usize,
    },
    /// A hand or the crib, counted.
    Show(ShowScore),
    /// Points another seat failed to claim, in its show or for a card in the play.
    Muggins {
        /// The seat that under-claimed.
        from: usize,
    },
    /// A rulebook's ruling: a penalty, a correction, muggins, his heels... with its rule.
    /// The entry's `player` is the seat whose peg moves (or, for points lost, the seat that
    /// loses them) and `points` how far it moves.
    Ruling {
        /// The ruling.
        ruling: Box<Ruling>,
        /// The play event it is about, when it is about one.
        event: Option<usize>,
    },
}

/// One scoring moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Where in the hand.
    pub phase: Phase,
    /// The seat that scores.
    pub player: usize,
    /// The points.
    pub points: u32,
    /// Why.
    pub reason: Reason,
    /// Every seat's score after this entry.
    pub scores: Vec<u32>,
    /// For shows with a claim: the verdict.
    pub claim: Option<Claim>,
}

/// Skunks, by how far the loser is from the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Skunk {
    /// The loser reached the skunk line.
    None,
    /// More than 30 short: below 91 of 121; below 31 of 61, where it is called a lurch.
    Skunk,
    /// More than 60 short: below 61 of 121.
    Double,
    /// More than 90 short: below 31 of 121.
    Triple,
}

impl Skunk {
    /// The skunk lines of a game to `target`, as how far short of it the loser ends: 30, 60 and
    /// 90 points, each kept while its line is 31 or more. A game to 121 has three (below 91, 61
    /// and 31), a game to 61 one (below 31, the lurch: seeds 001 and 004), a game to 60 or less
    /// none. The sources agree on nothing else: their lines are 30 points apart and none lies
    /// below 31 (`docs/rules.md`, "Skunk lines follow the target").
    pub fn margins(target: u32) -> &'static [u32] {
        const MARGINS: [u32; 3] = [30, 60, 90];
        let kept = MARGINS
            .iter()
            .take_while(|&&margin| target.saturating_sub(margin) >= 31)
            .count();
        &MARGINS[..kept]
    }

    /// The skunk of a loser that ended on `score` in a game to `target`.
    pub fn of(score: u32, target: u32) -> Skunk {
        let below = Skunk::margins(target)
            .iter()
            .filter(|&&margin| score < target - margin)
            .count();
        [Skunk::None, Skunk::Skunk, Skunk::Double, Skunk::Triple]
            .get(below)
            .copied()
            .unwrap_or(Skunk::Triple)
    }
}

/// The result of a finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchResult {
    /// The winning seat (with partners: the lower seat of the partnership).
    pub winner: usize,
    /// The other sides' scores.
    pub loser_scores: Vec<u32>,
    /// The skunk, judged on the lowest loser.
    pub skunk: Skunk,
    /// Match points for the win.
    pub match_points: u32,
}

/// The adjudicated hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Adjudication {
    /// Every scoring moment, in order, up to the one that won the game.
    pub timeline: Vec<Entry>,
    /// Every seat's final score.
    pub scores: Vec<u32>,
    /// The index in `timeline` of the entry that reached the target.
    pub won_at: Option<usize>,
    /// The winner and match points, when the game is over.
    pub result: Option<MatchResult>,
}

impl Adjudication {
    /// The rulebook's rulings in the timeline, in order.
    pub fn rulings(&self) -> impl Iterator<Item = &Ruling> {
        self.timeline
            .iter()
            .filter_map(|entry| match &entry.reason {
                Reason::Ruling { ruling, .. } => Some(ruling.as_ref()),
                _ => None,
            })
    }
}

/// Why a hand cannot be adjudicated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RoundError {
    /// The deal is not a possible hand: every problem, each with its place.
    #[error("{}", .0.iter().map(|i| format!("{:?}: {}", i.place, i.fault.code())).collect::<Vec<_>>().join("; "))]
    Invalid(Vec<Invalid<RoundFault>>),
    /// The play is impossible; players are seats.
    #[error("play event {event}: {error}")]
    Play {
        /// The event index.
        event: usize,
        /// What is wrong, with players named as seats.
        error: PeggingError,
    },
    /// The play is not complete while the game goes on past it; players are seats.
    #[error("the play: {0}")]
    PlaySetup(PeggingError),
    /// A seat had reached the target before the hand.
    #[error("seat {} had already reached the target before this hand", .0 + 1)]
    AlreadyWon(usize),
}

impl RoundError {
    /// The error as problems at places of the input.
    pub fn into_invalid(self) -> Vec<Invalid<RoundFault>> {
        let at = |place, fault| vec![Invalid { place, fault }];
        match self {
            RoundError::Invalid(problems) => problems,
            RoundError::Play { event, error } => {
                let place = match error {
                    PeggingError::NotARenege { .. } | PeggingError::RenegedUnknown => {
                        Place::field("events").at(event).then("reneged")
                    }
                    _ => Place::field("events").at(event),
                };
                at(place, PeggingFault { error, seats: true }.into())
            }
            RoundError::PlaySetup(error) => at(
                Place::field("events"),
                PeggingFault { error, seats: true }.into(),
            ),
            RoundError::AlreadyWon(seat) => at(
                Place::field("scores").at(seat),
                RoundFault::AlreadyWon(seat),
            ),
        }
    }
}
