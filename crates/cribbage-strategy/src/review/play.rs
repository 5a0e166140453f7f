//! The play judged: every card and go in order, each as the play advice judges it, with the
//! reason a flagged one's better card was better.

use crate::card::Card;
use crate::pegging::{Action, Event, PegCategory, Play, peg};
use crate::round::{Adjudication, Deal, Phase, Reason};
use crate::strategy::{Opponent, Position, Ranking};

use super::account::SeatHand;
use super::reason::{self, PlayReason};
use super::{Choice, Decision, Loss, Scale, Valued, Verdict, best_of, decision};

/// Judges every card and go of the play, in order, until the game is won (or the advisor
/// cannot judge the position: a renege), and records each seat's pegging.
pub(super) fn play(
    index: usize,
    deal: &Deal,
    adjudication: &Adjudication,
    dealt: Option<&[Vec<Card>]>,
    seats: &mut [SeatHand; 2],
    decisions: &mut Vec<Decision>,
) {
    let variant = deal.variant();
    let pone = 1 - deal.dealer();
    let seat_of = |player: usize| if player == 0 { pone } else { deal.dealer() };
    let hands = vec![
        deal.hands()[pone].clone(),
        deal.hands()[deal.dealer()].clone(),
    ];
    let Ok(mut replay) = Play::new(variant, 2, Some(hands)) else {
        return;
    };
    let mut judging = true;
    let mut events: Vec<Event> = Vec::with_capacity(deal.events().len());
    for (i, logged) in deal.events().iter().enumerate() {
        let Some(player) = replay.next_player() else {
            break;
        };
        let seat = seat_of(player);
        let event = Event {
            player: None,
            action: logged.action,
        };
        if judging {
            let board = board_before(deal, adjudication, i);
            match board.filter(|b| b.iter().all(|&s| s < deal.target())) {
                Some(scores) => {
                    let own = [scores[seat], scores[1 - seat]];
                    let held = replay.held(player).unwrap_or_default();
                    // Without `dealt` the seat's own discards are unknown: the card is judged
                    // as `/v1/pegging/recommend` judges it when the discards are not given.
                    let discards: Vec<Card> = dealt.map_or_else(Vec::new, |dealt| {
                        dealt[seat]
                            .iter()
                            .copied()
                            .filter(|c| !deal.hands()[seat].contains(c))
                            .collect()
                    });
                    let laid = Laid {
                        events: &events,
                        series: replay.series(),
                        discards: &discards,
                    };
                    match card(index, deal, i, seat, &held, laid, own) {
                        Some((decision, best_win)) => {
                            let facts = &mut seats[seat];
                            facts.play_losses += decision.loss.points;
                            facts.play_losses_win += decision.loss.win_probability.unwrap_or(0.0);
                            if facts.first_play_win.is_none() {
                                facts.first_play_win = best_win;
                            }
                            decisions.push(decision);
                        }
                        None => judging = false,
                    }
                }
                None => judging = false,
            }
        }
        let Ok(outcome) = replay.apply(event) else {
            break;
        };
        events.push(event);
        seats[seat_of(outcome.player)].pegged += u32::from(outcome.points());
        if let Some(go) = outcome.go_point {
            seats[seat_of(go.player)].pegged += u32::from(go.points);
        }
    }
    if let Ok(Some(go)) = replay.finish() {
        seats[seat_of(go.player)].pegged += u32::from(go.points);
    }
}

/// What a seat has seen of the play when it acts.
#[derive(Clone, Copy)]
struct Laid<'a> {
    /// The play so far.
    events: &'a [Event],
    /// The cards since the count was last reset.
    series: &'a [Card],
    /// The seat's own discards, when the log says them.
    discards: &'a [Card],
}

/// Judges one card or go; with the best option's chance of winning.
fn card(
    index: usize,
    deal: &Deal,
    event: usize,
    seat: usize,
    held: &[Card],
    laid: Laid<'_>,
    own: [u32; 2],
) -> Option<(Decision, Option<f64>)> {
    let Laid {
        events,
        series,
        discards,
    } = laid;
    // The review judges the play under the uniform model (`review-v1`): its verdicts and every
    // figure of docs/review.md were measured under it, and judging by the inferred model changes
    // them (the uniform expert's own cards in the console's example game would draw two
    // inaccuracies), which wants its own measurement before it becomes the review's model.
    let position = Position::new(deal.variant(), held, events, Some(deal.starter()), discards)
        .ok()?
        .with_opponent(Opponent::Uniform);
    let position = match position.clone().with_board_to(own, Some(deal.target())) {
        Ok(on_board) => on_board,
        Err(_) => position,
    };
    let advice = position.advise(Ranking::Expert);
    let action = deal.events()[event].action;
    let chosen = advice.options.iter().find(|o| o.action == action)?;
    let best_points = advice
        .options
        .iter()
        .map(|o| o.expected.net)
        .fold(f64::MIN, f64::max);
    let best_win = best_of(advice.options.iter().map(|o| o.win_probability));
    let loss = Loss {
        points: best_points - chosen.expected.net,
        win_probability: best_win.zip(chosen.win_probability).map(|(b, c)| b - c),
    };
    let scale = if advice.by_win {
        Scale::WinProbability
    } else {
        Scale::Points
    };
    let options = advice
        .options
        .iter()
        .map(|o| Valued {
            choice: Choice::Play(o.action),
            points: o.expected.net,
            win_probability: o.win_probability,
        })
        .collect();
    let mut decision = decision(
        index,
        seat,
        Some(event),
        Choice::Play(action),
        options,
        loss,
        scale,
    );
    if decision.verdict != Verdict::None {
        let better = advice
            .options
            .iter()
            .find(|o| Choice::Play(o.action) == decision.best)?;
        // The cards the seat has not seen: any of them may be the opponent's.
        let seen = |c: &Card| {
            held.contains(c)
                || discards.contains(c)
                || *c == deal.starter()
                || events.iter().any(|e| e.action == Action::Play(*c))
        };
        let unseen: Vec<Card> = Card::deck().filter(|c| !seen(c)).collect();
        decision.reason = Some(reason::Reason::Play(PlayReason {
            better: better.action,
            chosen: action,
            better_scores: scored(series, better.action),
            better_points: better.points,
            chosen_points: chosen.points,
            chosen_opens: reason::opening(series, action, &unseen),
            better_opens: reason::opening(series, better.action, &unseen),
            net: better.expected.net - chosen.expected.net,
            win_probability: loss
                .win_probability
                .filter(|_| scale == Scale::WinProbability),
        }));
    }
    Some((decision, best_win))
}

/// What laying `action` on `series` scores at once (nothing for a go).
fn scored(series: &[Card], action: Action) -> Vec<PegCategory> {
    match action {
        Action::Play(card) => peg(series, card).iter().map(|i| i.category).collect(),
        Action::Go => Vec::new(),
    }
}

/// Every seat's score just before play event `event`: the scores before the hand and every
/// entry of the cut and of the events before it. `None` once the game was won before it.
fn board_before(deal: &Deal, adjudication: &Adjudication, event: usize) -> Option<Vec<u32>> {
    let mut scores = deal.scores().to_vec();
    for (at, entry) in adjudication.timeline.iter().enumerate() {
        let before = match entry.phase {
            Phase::Cut => true,
            Phase::Play => event_of(&entry.reason).is_some_and(|e| e < event),
            Phase::ShowHand | Phase::ShowCrib => false,
        };
        if !before {
            break;
        }
        scores.clone_from(&entry.scores);
        if adjudication.won_at == Some(at) {
            return None;
        }
    }
    Some(scores)
}

/// The play event an entry of the play is about.
fn event_of(reason: &Reason) -> Option<usize> {
    match reason {
        Reason::Peg { event, .. } | Reason::Go { event, .. } | Reason::Renege { event, .. } => {
            Some(*event)
        }
        Reason::Ruling { event, .. } => *event,
        _ => None,
    }
}
