//! Each seat's account: its margin and its chance of winning, hand by hand, split into its
//! baseline, luck, its own losses and the opponent's (see the module above).

use crate::game::ScoredGame;
use crate::round::{Adjudication, Deal, Reason};
use crate::variant::Variant;

use super::{Decision, SeatReview, Verdict, baseline};

/// What one hand gave one seat's account, as the judge found it.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct SeatHand {
    /// Whether the seat dealt.
    pub(super) dealer: bool,
    /// Its best keep's value (expected net points with the play).
    pub(super) best: f64,
    /// Its chosen keep's value.
    pub(super) chosen: f64,
    /// The best keep's chance of winning.
    pub(super) best_win: Option<f64>,
    /// The chosen keep's chance.
    pub(super) chosen_win: Option<f64>,
    /// What the starter brought against the kept cards' means.
    pub(super) starter: f64,
    /// Expected points lost in the play.
    pub(super) play_losses: f64,
    /// Chance of winning lost in the play.
    pub(super) play_losses_win: f64,
    /// The best option's chance at the seat's first decision of the play.
    pub(super) first_play_win: Option<f64>,
    /// Points it pegged (the play replayed in full).
    pub(super) pegged: u32,
    /// Its margin from the cards alone, in full.
    pub(super) cards_margin: i64,
}

impl SeatHand {
    fn discard_loss(&self) -> f64 {
        self.best - self.chosen
    }

    fn discard_loss_win(&self) -> Option<f64> {
        self.best_win.zip(self.chosen_win).map(|(b, c)| b - c)
    }
}

/// Points and chance of winning.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Part {
    /// Expected points (margin).
    pub points: f64,
    /// Chance of winning, when the board serves the target.
    pub win_probability: Option<f64>,
}

impl Part {
    fn add(&mut self, points: f64, win: Option<f64>) {
        self.points += points;
        self.win_probability = match (self.win_probability, win) {
            (Some(a), Some(b)) => Some(a + b),
            _ => None,
        };
    }

    fn start(win: bool) -> Part {
        Part {
            points: 0.0,
            win_probability: win.then_some(0.0),
        }
    }
}

/// What the cards brought a seat, by the moment of chance.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Luck {
    /// Its deals: the best keep against the average best keep for its role.
    pub deal: Part,
    /// The starters: what they made of its kept cards against their means.
    pub starter: Part,
    /// The opponent's unseen cards, as the play and the show revealed them.
    pub play: Part,
    /// The three together.
    pub total: Part,
}

impl Luck {
    /// Adds `other`'s parts to these.
    fn add(&mut self, other: &Luck) {
        for (into, from) in [
            (&mut self.deal, other.deal),
            (&mut self.starter, other.starter),
            (&mut self.play, other.play),
            (&mut self.total, other.total),
        ] {
            into.add(from.points, from.win_probability);
        }
    }
}

/// A seat's final margin (its score less the opponent's), explained: `final_margin` is the sum
/// of every other field but `opponent_losses`, which is added, and `own_losses`, subtracted.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Margin {
    /// The final scores' difference.
    pub final_margin: i64,
    /// The difference before the first hand logged (0 for a whole game).
    pub start: i64,
    /// What its roles are worth on average: the dealer's edge, hand by hand.
    pub baseline: f64,
    /// Its luck.
    pub luck: f64,
    /// Expected points it lost by its decisions.
    pub own_losses: f64,
    /// Expected points the opponent lost by its decisions.
    pub opponent_losses: f64,
    /// Points the rules gave or took that the cards did not: three for last, penalties,
    /// muggins, announcements, house rules.
    pub rules: i64,
    /// Points the cards held that were not counted because the game was over.
    pub game_end: i64,
}

/// A seat's chance of winning, explained: `start + luck - own_losses + opponent_losses` is
/// `result`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct WinAccount {
    /// Its chance before the first hand logged.
    pub start: f64,
    /// Its luck.
    pub luck: f64,
    /// Chance it lost by its decisions.
    pub own_losses: f64,
    /// Chance the opponent lost by its decisions.
    pub opponent_losses: f64,
    /// 1 if it won, 0 if it lost, its chance after the last hand if the game goes on.
    pub result: f64,
}

/// One hand's facts, kept until the next hand's start closes its chance.
struct HandFacts {
    variant: Variant,
    start: Option<[f64; 2]>,
    seats: [SeatHand; 2],
    /// Each seat's margin in the hand as adjudicated.
    counted: [i64; 2],
    /// Each seat's margin from entries that are not the cards' (rulings, penalties, three for
    /// last, muggins).
    ruled: [i64; 2],
    /// Whether the game was won in this hand.
    won: bool,
}

/// The accounts being built, hand by hand.
#[derive(Default)]
pub(super) struct Accounts {
    hands: Vec<HandFacts>,
    start_scores: Option<Vec<u32>>,
}

impl Accounts {
    /// Adds a hand: its start (each seat's chance), what the judge found, and its adjudication.
    pub(super) fn add(
        &mut self,
        start: Option<[f64; 2]>,
        seats: [SeatHand; 2],
        adjudication: &Adjudication,
        deal: &Deal,
    ) {
        if self.start_scores.is_none() {
            self.start_scores = Some(deal.scores().to_vec());
        }
        let margin =
            |scores: &[u32], seat: usize| i64::from(scores[seat]) - i64::from(scores[1 - seat]);
        let counted =
            std::array::from_fn(|s| margin(&adjudication.scores, s) - margin(deal.scores(), s));
        let mut ruled = [0i64; 2];
        let mut before = deal.scores().to_vec();
        for entry in &adjudication.timeline {
            let cards = matches!(
                entry.reason,
                Reason::HisHeels | Reason::Peg { .. } | Reason::Go { .. } | Reason::Show(_)
            );
            if !cards {
                for (seat, r) in ruled.iter_mut().enumerate() {
                    *r += margin(&entry.scores, seat) - margin(&before, seat);
                }
            }
            before.clone_from(&entry.scores);
        }
        self.hands.push(HandFacts {
            variant: deal.variant(),
            start,
            seats,
            counted,
            ruled,
            won: adjudication.result.is_some(),
        });
    }

    /// Every seat's review, and each hand's part of each seat's account; the chance after the
    /// last hand is `end`.
    pub(super) fn finish(
        self,
        decisions: &[Decision],
        end: Option<[f64; 2]>,
        game: &ScoredGame,
    ) -> ([SeatReview; 2], Vec<[HandSeat; 2]>) {
        let win = self.hands.iter().all(|h| h.start.is_some()) && end.is_some();
        let start_scores = self.start_scores.clone().unwrap_or_else(|| vec![0, 0]);
        let by_hand: Vec<[HandSeat; 2]> = (0..self.hands.len())
            .map(|index| self.hand_parts(index, end, win))
            .collect();
        let seats = std::array::from_fn(|seat| {
            let mut luck = Luck {
                deal: Part::start(win),
                starter: Part::start(win),
                play: Part::start(win),
                total: Part::start(win),
            };
            let mut margin = Margin {
                final_margin: i64::from(game.verdict.scores[seat])
                    - i64::from(game.verdict.scores[1 - seat]),
                start: i64::from(start_scores[seat]) - i64::from(start_scores[1 - seat]),
                ..Margin::default()
            };
            let mut chance = WinAccount {
                start: self
                    .hands
                    .first()
                    .and_then(|h| h.start)
                    .map_or(0.0, |s| s[seat]),
                result: end.map_or(0.0, |e| e[seat]),
                ..WinAccount::default()
            };
            // The game's account is the sum of the hands' parts: one seat's losses are the
            // other's gains.
            for parts in &by_hand {
                let (own, other) = (&parts[seat], &parts[1 - seat]);
                luck.add(&own.luck);
                margin.baseline += own.baseline;
                margin.own_losses += own.losses.points;
                margin.opponent_losses += other.losses.points;
                margin.rules += own.rules;
                margin.game_end += own.game_end;
                chance.own_losses += own.losses.win_probability.unwrap_or(0.0);
                chance.opponent_losses += other.losses.win_probability.unwrap_or(0.0);
            }
            margin.luck = luck.total.points;
            chance.luck = luck.total.win_probability.unwrap_or(0.0);
            seat_review(
                (seat, game.verdict.winner),
                decisions,
                luck,
                margin,
                win.then_some(chance),
            )
        });
        (seats, by_hand)
    }
}

impl Accounts {
    /// Hand `index`'s part of each seat's account.
    fn hand_parts(&self, index: usize, end: Option<[f64; 2]>, win: bool) -> [HandSeat; 2] {
        let hand = &self.hands[index];
        let next = self.hands.get(index + 1).and_then(|h| h.start).or(end);
        std::array::from_fn(|seat| {
            let (points, wins) = hand.seat(seat, next);
            let wins = wins.filter(|_| win);
            let part = |p: f64, w: Option<f64>| Part {
                points: p,
                win_probability: w,
            };
            let deal = part(points.deal, wins.map(|w| w.deal));
            let starter = part(points.starter, wins.map(|w| w.starter));
            let play = part(points.play, wins.map(|w| w.play));
            let mut total = Part::start(wins.is_some());
            for p in [deal, starter, play] {
                total.add(p.points, p.win_probability);
            }
            HandSeat {
                luck: Luck {
                    deal,
                    starter,
                    play,
                    total,
                },
                losses: part(points.own, wins.map(|w| w.own)),
                end: next.map(|n| n[seat]),
                baseline: points.baseline,
                rules: points.rules,
                game_end: points.game_end,
            }
        })
    }
}

/// One hand's part of one seat's account.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct HandSeat {
    /// What the hand's cards brought it.
    pub luck: Luck,
    /// What its decisions in the hand cost it.
    pub losses: Part,
    /// Its chance of winning after the hand (at the next hand's start, or the result).
    pub end: Option<f64>,
    /// What its role in the hand is worth on average, in points of margin.
    pub baseline: f64,
    /// Points the rules gave or took in the hand that the cards did not.
    pub rules: i64,
    /// Points the hand's cards held that were not counted because the game was over.
    pub game_end: i64,
}

/// One hand's part of a seat's account.
#[derive(Clone, Copy, Default)]
struct Steps {
    baseline: f64,
    deal: f64,
    starter: f64,
    play: f64,
    own: f64,
    rules: i64,
    game_end: i64,
}

impl HandFacts {
    /// `seat`'s steps in points and, with the chance at the next hand's start, in chance.
    fn seat(&self, seat: usize, next: Option<[f64; 2]>) -> (Steps, Option<Steps>) {
        let own = &self.seats[seat];
        let other = &self.seats[1 - seat];
        let base = baseline::margin(self.variant, own.dealer);
        let deal = own.best - baseline::best_keep(self.variant, own.dealer);
        let own_losses = own.discard_loss() + own.play_losses;
        let opponent_losses = other.discard_loss() + other.play_losses;
        let expected = base + deal - own.discard_loss() + own.starter;
        let play = own.cards_margin as f64 - expected + own.play_losses - opponent_losses;
        let (rules, game_end) = if self.won {
            let rules = self.ruled[seat];
            (rules, self.counted[seat] - own.cards_margin - rules)
        } else {
            (self.counted[seat] - own.cards_margin, 0)
        };
        let points = Steps {
            baseline: base,
            deal,
            starter: own.starter,
            play,
            own: own_losses,
            rules,
            game_end,
        };
        let wins = (|| {
            let start = self.start?[seat];
            let end = next?[seat];
            let best = own.best_win?;
            let chosen = own.chosen_win?;
            let own_loss = own.discard_loss_win()? + own.play_losses_win;
            let other_loss = other.discard_loss_win()? + other.play_losses_win;
            let starter = own.first_play_win.map_or(0.0, |first| first - chosen);
            let deal = best - start;
            let play =
                end - start - deal + (best - chosen) - starter + own.play_losses_win - other_loss;
            Some(Steps {
                deal,
                starter,
                play,
                own: own_loss,
                ..Steps::default()
            })
        })();
        (points, wins)
    }
}

/// A seat's review from its decisions and its accounts.
fn seat_review(
    (seat, winner): (usize, Option<usize>),
    decisions: &[Decision],
    luck: Luck,
    margin: Margin,
    chance: Option<WinAccount>,
) -> SeatReview {
    let mine: Vec<&Decision> = decisions.iter().filter(|d| d.seat == seat).collect();
    let mut verdicts = [0usize; 4];
    for decision in &mine {
        if let Some(i) = Verdict::ALL.iter().position(|v| *v == decision.verdict) {
            verdicts[i] += 1;
        }
    }
    let win_lost = mine
        .iter()
        .map(|d| d.loss.win_probability)
        .sum::<Option<f64>>();
    SeatReview {
        seat,
        decisions: mine.len(),
        forced: mine.iter().filter(|d| d.forced).count(),
        verdicts,
        points_lost: mine.iter().map(|d| d.loss.points).sum(),
        win_probability_lost: win_lost,
        luck,
        margin,
        chance,
        rating: super::rating::rating(decisions, seat),
        summary: super::summary::summary(seat, winner, &margin, &luck),
    }
}
