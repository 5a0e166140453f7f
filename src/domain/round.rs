//! A whole hand, adjudicated: the cut, the play, the show, in the official order, until a side
//! reaches the target. Reuses the show ([`super::hand`]) and the play ([`super::pegging`]).

use super::card::{Card, Rank};
use super::claim::{Claim, Verdict};
use super::hand::{Show, ShowError, ShowKind, ShowRules, ShowScore};
use super::pegging::{Event, PegItem, PeggingError, Play};
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
}

/// A hand to adjudicate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    /// The variant.
    pub variant: Variant,
    /// The dealer's seat.
    pub dealer: usize,
    /// Each seat's score before the hand (partners hold the same score).
    pub scores: Vec<u32>,
    /// Points that win the game.
    pub target: u32,
    /// The starter.
    pub starter: Card,
    /// Each seat's kept cards, in seat order.
    pub hands: Vec<Vec<Card>>,
    /// The crib.
    pub crib: Vec<Card>,
    /// The play, with players as seats.
    pub events: Vec<Event>,
    /// House rules.
    pub rules: RoundRules,
    /// Announced scores, when a referee is checking them.
    pub claims: Claims,
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
    /// Below 91 (31 in five-card cribbage, a lurch).
    Skunk,
    /// Below 61.
    Double,
    /// Below 31.
    Triple,
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

/// Why a hand cannot be adjudicated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RoundError {
    /// A seat's hand or the crib is not a possible show.
    #[error("{place}: {error}")]
    Show {
        /// "hand of seat N" or "crib".
        place: String,
        /// What is wrong.
        error: ShowError,
    },
    /// The play is impossible.
    #[error("play event {event}: {error}")]
    Play {
        /// The event index.
        event: usize,
        /// What is wrong.
        error: PeggingError,
    },
    /// The play cannot be set up, or it is not complete while the game goes on past it.
    #[error("the play: {0}")]
    PlaySetup(PeggingError),
    /// A seat had reached the target before the hand.
    #[error("seat {0} had already reached the target before this hand")]
    AlreadyWon(usize),
}

/// Scores a partnership game's side: in four-player cribbage, seats 0 and 2, and 1 and 3.
fn side(variant: Variant, seat: usize) -> usize {
    if variant == Variant::FourPlayer {
        seat % 2
    } else {
        seat
    }
}

struct Ledger {
    variant: Variant,
    target: u32,
    scores: Vec<u32>,
    timeline: Vec<Entry>,
    won_at: Option<usize>,
}

impl Ledger {
    /// Records points unless the game is already won. Returns false once it is.
    fn score(
        &mut self,
        phase: Phase,
        player: usize,
        points: u32,
        reason: Reason,
        claim: Option<Claim>,
    ) -> bool {
        if self.won_at.is_some() {
            return false;
        }
        if points == 0 && claim.is_none() {
            return true;
        }
        let scorer = side(self.variant, player);
        for (seat, score) in self.scores.iter_mut().enumerate() {
            if side(self.variant, seat) == scorer {
                *score += points;
            }
        }
        self.timeline.push(Entry {
            phase,
            player,
            points,
            reason,
            scores: self.scores.clone(),
            claim,
        });
        if self.scores[player] >= self.target {
            self.won_at = Some(self.timeline.len() - 1);
            return false;
        }
        true
    }
}

/// Adjudicates a hand: his heels, every point of the play as it happened, then the shows from
/// the seat after the dealer round to the dealer, then the crib; nothing after the entry that
/// reaches the target counts.
pub fn adjudicate(deal: &Deal) -> Result<Adjudication, RoundError> {
    let seats = deal.variant.players();
    let shows_rules = ShowRules {
        crib_four_flush: deal.rules.crib_four_flush,
    };
    // Check the shows first: a wrong hand is an error whether or not the game ends earlier.
    let mut shows = Vec::with_capacity(seats);
    for (seat, hand) in deal.hands.iter().enumerate() {
        let show =
            Show::new(hand, deal.starter, ShowKind::Hand, deal.variant).map_err(|error| {
                RoundError::Show {
                    place: format!("hand of seat {seat}"),
                    error,
                }
            })?;
        shows.push(show);
    }
    let crib =
        Show::new(&deal.crib, deal.starter, ShowKind::Crib, deal.variant).map_err(|error| {
            RoundError::Show {
                place: "crib".to_owned(),
                error,
            }
        })?;

    // The play: the engine's player 0 is the seat after the dealer.
    let to_engine = |seat: usize| (seat + seats - deal.dealer - 1) % seats;
    let to_seat = |player: usize| (player + deal.dealer + 1) % seats;
    let engine_hands: Vec<Vec<Card>> = (0..seats).map(|p| deal.hands[to_seat(p)].clone()).collect();
    let mut play =
        Play::new(deal.variant, seats, Some(engine_hands)).map_err(RoundError::PlaySetup)?;
    let mut outcomes = Vec::with_capacity(deal.events.len());
    for (index, event) in deal.events.iter().enumerate() {
        let event = Event {
            player: event.player.map(to_engine),
            action: event.action,
        };
        let outcome = play.apply(event).map_err(|error| RoundError::Play {
            event: index,
            error,
        })?;
        outcomes.push(outcome);
    }
    // Checked when the game outlasts the play: then every card must have been played.
    let closing = play.finish();

    if let Some(seat) = (0..seats).find(|&s| deal.scores[s] >= deal.target) {
        return Err(RoundError::AlreadyWon(seat));
    }
    let mut ledger = Ledger {
        variant: deal.variant,
        target: deal.target,
        scores: deal.scores.clone(),
        timeline: Vec::new(),
        won_at: None,
    };

    let mut going = true;
    if deal.rules.three_for_last && deal.variant == Variant::FiveCard {
        let pone = (deal.dealer + 1) % seats;
        going = ledger.score(Phase::Cut, pone, 3, Reason::ThreeForLast, None);
    }
    if going && deal.starter.rank() == Rank::Jack {
        going = ledger.score(Phase::Cut, deal.dealer, 2, Reason::HisHeels, None);
    }
    let last = outcomes.len().saturating_sub(1);
    for (index, outcome) in outcomes.iter().enumerate() {
        if !going {
            break;
        }
        let seat = to_seat(outcome.player);
        let claim = deal
            .claims
            .play
            .get(index)
            .copied()
            .flatten()
            .map(|claimed| Claim {
                claimed,
                actual: u32::from(outcome.points()),
            });
        if !outcome.items.is_empty() || claim.is_some() {
            let reason = Reason::Peg {
                event: index,
                items: outcome.items.clone(),
            };
            going = settle(
                &mut ledger,
                deal,
                Phase::Play,
                seat,
                reason,
                u32::from(outcome.points()),
                claim,
            );
        }
        for penalty in &outcome.penalties {
            going = going
                && ledger.score(
                    Phase::Play,
                    to_seat(penalty.player),
                    u32::from(penalty.points),
                    Reason::Renege {
                        event: index,
                        offender: seat,
                    },
                    None,
                );
        }
        let go_point = match (&closing, index == last) {
            (Ok(Some(point)), true) => outcome.go_point.or(Some(*point)),
            _ => outcome.go_point,
        };
        if let Some(point) = go_point {
            going = going
                && ledger.score(
                    Phase::Play,
                    to_seat(point.player),
                    u32::from(point.points),
                    Reason::Go {
                        event: index,
                        last_card: index == last,
                    },
                    None,
                );
        }
    }

    if going {
        closing.map_err(RoundError::PlaySetup)?;
    }

    // The show: from the seat after the dealer round to the dealer, then the crib.
    for k in 1..=seats {
        if !going {
            break;
        }
        let seat = (deal.dealer + k) % seats;
        let claimed = deal.claims.hands.get(seat).copied().flatten();
        going = show(
            &mut ledger,
            deal,
            seat,
            Phase::ShowHand,
            &shows[seat],
            shows_rules,
            claimed,
        );
    }
    if going {
        show(
            &mut ledger,
            deal,
            deal.dealer,
            Phase::ShowCrib,
            &crib,
            shows_rules,
            deal.claims.crib,
        );
    }

    let winner = ledger.won_at.map(|at| ledger.timeline[at].player);
    Ok(Adjudication {
        result: winner.map(|w| result(deal, &ledger.scores, w)),
        scores: ledger.scores,
        timeline: ledger.timeline,
        won_at: ledger.won_at,
    })
}

/// Counts one show, with its claim and muggins. Returns false once the game is won.
fn show(
    ledger: &mut Ledger,
    deal: &Deal,
    seat: usize,
    phase: Phase,
    cards: &Show,
    rules: ShowRules,
    claimed: Option<u32>,
) -> bool {
    let score = cards.score(rules);
    let actual = u32::from(score.total());
    let claim = claimed.map(|claimed| Claim { claimed, actual });
    settle(
        ledger,
        deal,
        phase,
        seat,
        Reason::Show(score),
        actual,
        claim,
    )
}

/// Pegs `actual` points for `seat`, or under muggins what it claimed when it claimed less, the
/// next opponent then pegging what it missed. Returns false once the game is won.
fn settle(
    ledger: &mut Ledger,
    deal: &Deal,
    phase: Phase,
    seat: usize,
    reason: Reason,
    actual: u32,
    claim: Option<Claim>,
) -> bool {
    let (points, missed) = match claim {
        Some(claim) if deal.rules.muggins && claim.verdict() == Verdict::Under => {
            (claim.claimed, actual - claim.claimed)
        }
        _ => (actual, 0),
    };
    if !ledger.score(phase, seat, points, reason, claim) {
        return false;
    }
    if missed > 0 {
        let seats = deal.variant.players();
        let opponent = (1..seats)
            .map(|k| (seat + k) % seats)
            .find(|&other| side(deal.variant, other) != side(deal.variant, seat))
            .unwrap_or((seat + 1) % seats);
        return ledger.score(
            phase,
            opponent,
            missed,
            Reason::Muggins { from: seat },
            None,
        );
    }
    true
}

fn result(deal: &Deal, scores: &[u32], winner: usize) -> MatchResult {
    let winning_side = side(deal.variant, winner);
    let winner = (0..scores.len())
        .find(|&s| side(deal.variant, s) == winning_side)
        .unwrap_or(winner);
    let mut loser_scores: Vec<u32> = Vec::new();
    for (seat, &score) in scores.iter().enumerate() {
        // One score per losing side.
        if side(deal.variant, seat) != winning_side && side(deal.variant, seat) == seat {
            loser_scores.push(score);
        }
    }
    let lowest = loser_scores.iter().copied().min().unwrap_or(deal.target);
    let skunk = if deal.variant == Variant::FiveCard {
        if lowest < 31 {
            Skunk::Skunk
        } else {
            Skunk::None
        }
    } else if lowest < 31 {
        Skunk::Triple
    } else if lowest < 61 {
        Skunk::Double
    } else if lowest < 91 {
        Skunk::Skunk
    } else {
        Skunk::None
    };
    let match_points = match (deal.rules.match_scoring, skunk) {
        (MatchScoring::Acc, Skunk::None) => 2,
        (MatchScoring::Acc, _) => 3,
        (MatchScoring::FreePlay, Skunk::None) => 1,
        (MatchScoring::FreePlay, Skunk::Skunk) => 2,
        (MatchScoring::FreePlay, _) => 3,
    };
    MatchResult {
        winner,
        loser_scores,
        skunk,
        match_points,
    }
}
