//! The state machine of one play: whose turn, the count, the series, and the points.

use super::{
    Action, Event, GoPoint, MAX_COUNT, Outcome, PeggingError, Penalty, Reneged, Unfinished, peg,
};
use crate::card::Card;
use crate::input::{Fault, Invalid, Problems, Step};
use crate::variant::Variant;

/// The state of one play.
#[derive(Clone, Debug)]
pub struct Play {
    variant: Variant,
    players: usize,
    hands: Option<Vec<Vec<Card>>>,
    played: [u8; 4],
    /// For each card, the event that played it (or, for a card declared dead, the renege).
    played_at: [Option<usize>; 52],
    /// Cards declared dead at a renege, one bit per card index.
    dead: u64,
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
        let mut problems: Problems = Problems::new();
        if super::request::seats(Some(variant), Some(players), &mut problems).is_some()
            && let Some(hands) = &hands
        {
            super::request::held(variant, hands, &mut problems);
        }
        if let Some(first) = problems.first() {
            return Err(refusal(first, variant));
        }
        Ok(Play::trusted(variant, players, hands))
    }

    /// A play whose seats and hands a caller has checked already (a checked
    /// [`Deal`](crate::round::Deal)), so the one check is not run twice.
    pub(crate) fn trusted(variant: Variant, players: usize, hands: Option<Vec<Vec<Card>>>) -> Play {
        Play {
            variant,
            players,
            hands,
            played: [0; 4],
            played_at: [None; 52],
            dead: 0,
            series: Vec::with_capacity(8),
            count: 0,
            passed: [false; 4],
            turn: 0,
            last_player: None,
            totals: [0; 4],
            over: false,
            events: 0,
        }
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

    /// The non-offender's decision on the cards of the renege `outcome` (the last event
    /// applied): played, they stay in the hand; dead, they leave the play (ACC 7.3) and count
    /// only in the show. Returns the reneged cards: those held that alone would have fitted.
    pub fn decide(
        &mut self,
        outcome: &Outcome,
        decision: Reneged,
    ) -> Result<Vec<Card>, PeggingError> {
        let player = outcome.player;
        if !(outcome.renege && outcome.action == Action::Go) {
            return Err(PeggingError::NotARenege {
                player,
                count: outcome.count,
            });
        }
        let held = self.held(player).ok_or(PeggingError::RenegedUnknown)?;
        let reneged: Vec<Card> = held
            .into_iter()
            .filter(|card| outcome.count + card.value() <= MAX_COUNT)
            .collect();
        if decision == Reneged::Dead {
            let at = self.events.saturating_sub(1);
            for card in &reneged {
                self.dead |= 1 << card.index();
                self.played_at[card.index()] = Some(at);
                self.played[player] += 1;
            }
            self.after_dead();
        }
        Ok(reneged)
    }

    /// The turn after cards left the play: a series that closed on the go may have handed
    /// the lead to the offender, who may hold nothing now.
    fn after_dead(&mut self) {
        if !self.series.is_empty() || self.active(self.turn) {
            return;
        }
        match self.next_active_after(self.turn) {
            Some(next) => self.turn = next,
            None => self.over = true,
        }
    }

    fn play_card(&mut self, player: usize, card: Card) -> Result<Outcome, PeggingError> {
        if self.dead & (1 << card.index()) != 0
            && let Some(renege) = self.played_at[card.index()]
        {
            return Err(PeggingError::DeadCard { card, renege });
        }
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
        let penalties = if renege {
            Play::renege_penalties(self.variant, self.players, player, 0)
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

    /// What a renege by `offender` costs (seed 001, the only source with a penalty for it): with
    /// three players, 2 points to each opponent; with two or four, nothing. The one home of those
    /// points: the play's outcomes carry them, and the social rulebook rules them as they are.
    /// The opponents are listed in turn from seat `first` (the play lists them from its leader,
    /// the rulebook's reference card from the offender's left).
    pub(crate) fn renege_penalties(
        variant: Variant,
        players: usize,
        offender: usize,
        first: usize,
    ) -> Vec<Penalty> {
        if variant != Variant::ThreePlayer {
            return Vec::new();
        }
        (0..players)
            .map(|k| (first + k) % players)
            .filter(|&p| p != offender)
            .map(|p| Penalty {
                player: p,
                points: 2,
            })
            .collect()
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
                return Err(PeggingError::Incomplete(Unfinished::CanStillPlay(player)));
            }
            if self.series.is_empty() {
                return Err(PeggingError::Incomplete(Unfinished::NothingPlayed));
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
        let left = (0..self.players)
            .filter(|&p| self.cards_left(p) > 0)
            .map(|p| (p, self.cards_left(p)))
            .collect();
        Err(PeggingError::Incomplete(Unfinished::CardsLeft(left)))
    }
}

/// The setup problem `Play::new` answers with: the same checks a request gets, told as the
/// play's own error.
fn refusal(first: &Invalid, variant: Variant) -> PeggingError {
    match (&first.fault, first.place.steps()) {
        (Fault::Players(n), _) => PeggingError::Players(*n),
        (Fault::PlayersForVariant { found, .. }, _) => PeggingError::PlayersForVariant {
            variant,
            expected: variant.players(),
            found: *found,
        },
        (
            Fault::HandCount {
                expected, found, ..
            },
            _,
        ) => PeggingError::HandCount {
            expected: *expected,
            found: *found,
        },
        (
            Fault::HandSize {
                expected, found, ..
            },
            &[Step::Field("hands"), Step::Index(player)],
        ) => PeggingError::HandSize {
            player,
            expected: *expected,
            found: *found,
        },
        (Fault::Repeated { card, .. }, _) => PeggingError::CardInTwoHands { card: *card },
        // Cards are cards here, and the checks above are all there are.
        _ => PeggingError::PlayOver,
    }
}
