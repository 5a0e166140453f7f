//! Each hand's decisions judged by the advisors, and the facts each seat's account is built
//! from.

use crate::card::{Card, Rank};
use crate::discard::{CribModel, Dealt, DiscardOption, expert_weights};
use crate::game::ScoredGame;
use crate::hand::{ShowKind, ShowRules, total};
use crate::round::{Adjudication, Deal, DealInput, Reason};
use crate::strategy::board::Board;
use crate::strategy::{DiscardWithPlay, Objective, Opponent, with_board, with_play};
use crate::variant::Variant;

use super::account::{Accounts, SeatHand};
use super::baseline;
use super::reason::{self, DiscardReason, kept_more};
use super::{
    Choice, Decision, HandLine, LAST_STREET, Loss, NotJudged, Review, Scale, Unjudged, Valued,
    Verdict, best_of, decision,
};

/// Reviews every hand of a scored game: every decision of the hands that carry their dealt
/// cards, the play alone of those that do not.
pub(super) fn game(game: ScoredGame, inputs: &[DealInput], target: u32) -> Review {
    let mut decisions = Vec::new();
    let mut unjudged = Vec::new();
    let mut accounts = Accounts::default();
    let mut hands = Vec::with_capacity(game.deals.len());
    for (index, (deal, adjudication)) in game.deals.iter().zip(&game.adjudications).enumerate() {
        let dealt = inputs.get(index).and_then(DealInput::dealt_cards);
        let (opening, _) = opening(deal, adjudication);
        let start = chance(deal.variant(), &opening, deal.dealer(), target);
        hands.push(HandLine {
            dealer: deal.dealer(),
            scores: deal.scores().to_vec(),
            win_probability: start,
            seats: Default::default(),
        });
        let judged = hand(index, deal, adjudication, dealt.as_deref());
        decisions.extend(judged.decisions);
        unjudged.extend(judged.unjudged);
        accounts.add(start, judged.seats, adjudication, deal);
    }
    let end = game
        .deals
        .last()
        .zip(game.adjudications.last())
        .and_then(|(deal, last)| match &last.result {
            Some(result) => Some(if result.winner == 0 {
                [1.0, 0.0]
            } else {
                [0.0, 1.0]
            }),
            None => chance(deal.variant(), &last.scores, 1 - deal.dealer(), target),
        });
    let (seats, by_hand) = accounts.finish(&decisions, end, &game);
    for (line, parts) in hands.iter_mut().zip(by_hand) {
        line.seats = parts;
    }
    Review {
        game,
        decisions,
        unjudged,
        seats,
        hands,
        end,
    }
}

/// Each seat's chance of winning from `scores` with `dealer` to deal, when the board serves
/// the target.
fn chance(variant: Variant, scores: &[u32], dealer: usize, target: u32) -> Option<[f64; 2]> {
    let board = Board::new(variant, [scores[0], scores[1]], dealer, Some(target)).ok()?;
    let dealer_wins = board.dealer_wins();
    Some(if dealer == 0 {
        [dealer_wins, 1.0 - dealer_wins]
    } else {
        [1.0 - dealer_wins, dealer_wins]
    })
}

/// One hand judged.
struct Judged {
    decisions: Vec<Decision>,
    /// The discards it could not judge.
    unjudged: Vec<Unjudged>,
    seats: [SeatHand; 2],
}

/// Judges a hand: both discards (the pone's first), then every card and go of the play until
/// the game is won. Without `dealt` the discards cannot be judged (which of the crib's cards
/// were whose is unknown): they are listed as unjudged and each seat's keep is valued as
/// [`unseen_discard`] says.
fn hand(
    index: usize,
    deal: &Deal,
    adjudication: &Adjudication,
    dealt: Option<&[Vec<Card>]>,
) -> Judged {
    let pone = 1 - deal.dealer();
    let mut decisions = Vec::new();
    let mut unjudged = Vec::new();
    let mut seats = [SeatHand::default(), SeatHand::default()];
    let (board, won) = opening(deal, adjudication);
    for seat in [pone, deal.dealer()] {
        let facts = &mut seats[seat];
        facts.dealer = seat == deal.dealer();
        // A game won before the discards (three for last to a target of 3 or less) leaves
        // nothing to judge: the seat's account starts and ends at its role's average.
        let keep = baseline::best_keep(deal.variant(), facts.dealer);
        (facts.best, facts.chosen) = (keep, keep);
        if won {
            continue;
        }
        let own = [board[seat], board[1 - seat]];
        match dealt {
            Some(dealt) => {
                if let Some(decision) = discard(index, deal, &dealt[seat], (seat, own), facts) {
                    decisions.push(decision);
                }
            }
            None => {
                unseen_discard(deal, (seat, own), facts);
                unjudged.push(Unjudged {
                    hand: index,
                    seat,
                    reason: NotJudged::DiscardWithoutDealt,
                });
            }
        }
    }
    if !won {
        super::play::play(index, deal, adjudication, dealt, &mut seats, &mut decisions);
    }
    let points = cards_points(deal, [seats[0].pegged, seats[1].pegged]);
    for (seat, facts) in seats.iter_mut().enumerate() {
        facts.cards_margin = points[seat] - points[1 - seat];
    }
    Judged {
        decisions,
        unjudged,
        seats,
    }
}

/// The scores when the seats discard: before the hand, and three for last (five-card
/// cribbage's first hand) pegged; and whether that won the game (a target of 3 or less).
fn opening(deal: &Deal, adjudication: &Adjudication) -> (Vec<u32>, bool) {
    let mut scores = deal.scores().to_vec();
    for (at, entry) in adjudication.timeline.iter().enumerate() {
        if entry.reason != Reason::ThreeForLast {
            break;
        }
        scores.clone_from(&entry.scores);
        if adjudication.won_at == Some(at) {
            return (scores, true);
        }
    }
    (scores, false)
}

/// The crib model the expert discards with: the expert one where it is derived.
fn crib_model(variant: Variant) -> CribModel {
    if variant == Variant::SixCard {
        CribModel::Expert
    } else {
        CribModel::Uniform
    }
}

/// Judges `seat`'s discard and records the facts of its account (values, the starter's luck).
fn discard(
    index: usize,
    deal: &Deal,
    dealt: &[Card],
    (seat, own): (usize, [u32; 2]),
    facts: &mut SeatHand,
) -> Option<Decision> {
    let variant = deal.variant();
    let dealer = seat == deal.dealer();
    let options = Dealt::validate(dealt, variant, crib_model(variant))
        .ok()?
        .recommend(dealer);
    let board = Board::new(variant, own, 0, Some(deal.target())).ok();
    let mut with = valued(options, dealer, variant, board.as_ref());
    let kept = &deal.hands()[seat];
    let chosen = with.iter().position(|o| same_cards(&o.option.keep, kept))?;
    let near = board.is_some() && own.iter().any(|&s| s + LAST_STREET >= deal.target());
    let scale = if near {
        Scale::WinProbability
    } else {
        Scale::Points
    };
    let best_points = with
        .iter()
        .map(|o| o.net_with_play)
        .fold(f64::MIN, f64::max);
    let best_win = best_of(with.iter().map(|o| o.win_probability));
    let picked = &with[chosen];
    facts.best = best_points;
    facts.chosen = picked.net_with_play;
    facts.best_win = best_win;
    facts.chosen_win = picked.win_probability;
    facts.starter = starter_luck(deal, dealt, seat, &picked.option);
    let loss = Loss {
        points: best_points - picked.net_with_play,
        win_probability: best_win.zip(picked.win_probability).map(|(b, c)| b - c),
    };
    let chosen_choice = Choice::Discard(picked.option.discard.clone());
    if scale == Scale::WinProbability {
        // Stable: equal chances keep the order by points.
        with.sort_by(|a, b| {
            let chance = |o: &DiscardWithPlay| o.win_probability.unwrap_or(0.0);
            chance(b).total_cmp(&chance(a))
        });
    }
    let options: Vec<Valued> = with
        .iter()
        .map(|o| Valued {
            choice: Choice::Discard(o.option.discard.clone()),
            points: o.net_with_play,
            win_probability: o.win_probability,
        })
        .collect();
    let mut judged = decision(index, seat, None, chosen_choice, options, loss, scale);
    if judged.verdict != Verdict::None {
        let picked = with.iter().find(|o| same_cards(&o.option.keep, kept))?;
        let better = &with[0];
        judged.reason = Some(reason::Reason::Discard(DiscardReason {
            better: better.option.discard.clone(),
            better_keep: better.option.keep.clone(),
            chosen: picked.option.discard.clone(),
            own_crib: dealer,
            holds: kept_more(&better.option.keep, &picked.option.keep),
            hand: better.option.hand.mean() - picked.option.hand.mean(),
            crib: better.option.crib.mean() - picked.option.crib.mean(),
            play: better.play.net() - picked.play.net(),
            win_probability: loss
                .win_probability
                .filter(|_| scale == Scale::WinProbability),
        }));
    }
    Some(judged)
}

/// Values `seat`'s keep when the log does not say what it was dealt, for its account alone (no
/// decision): its discards are some of the crib's cards, and each way of splitting the crib
/// between the seats is taken as equally likely. The keep's value, its chance of winning and
/// the starter's luck are their means over those splits, each computed as [`discard`] computes
/// them for the chosen keep. The best keep cannot be told from the chosen one, so both get that
/// value: the deal's luck then runs from the role's average best keep to the keep the seat made,
/// the deal and the discard as one step, and the discard loses nothing.
fn unseen_discard(deal: &Deal, (seat, own): (usize, [u32; 2]), facts: &mut SeatHand) {
    let variant = deal.variant();
    let dealer = seat == deal.dealer();
    let kept = &deal.hands()[seat];
    let crib = deal.crib();
    let size = variant.dealt() - variant.hand_size();
    let board = Board::new(variant, own, 0, Some(deal.target())).ok();
    let (mut points, mut win, mut starter, mut splits) = (0.0, Some(0.0), 0.0, 0usize);
    for split in splits_of(crib.len(), size) {
        let dealt: Vec<Card> = kept
            .iter()
            .copied()
            .chain(split.iter().map(|&i| crib[i]))
            .collect();
        let Ok(checked) = Dealt::validate(&dealt, variant, crib_model(variant)) else {
            continue;
        };
        let mut options = checked.recommend(dealer);
        options.retain(|o| same_cards(&o.keep, kept));
        let valued = valued(options, dealer, variant, board.as_ref());
        let Some(keep) = valued.first() else {
            continue;
        };
        points += keep.net_with_play;
        win = win.zip(keep.win_probability).map(|(a, b)| a + b);
        starter += starter_luck(deal, &dealt, seat, &keep.option);
        splits += 1;
    }
    if splits == 0 {
        return;
    }
    let n = splits as f64;
    (facts.best, facts.chosen) = (points / n, points / n);
    let win = win.map(|w| w / n);
    (facts.best_win, facts.chosen_win) = (win, win);
    facts.starter = starter / n;
}

/// The index sets of size `k` of `0..n`: the ways a seat's `k` discards may lie among `n` crib
/// cards.
fn splits_of(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    for mask in 0u32..(1 << n) {
        if mask.count_ones() as usize == k {
            all.push((0..n).filter(|i| mask & (1 << i) != 0).collect());
        }
    }
    all
}

/// Whether two lists hold the same cards.
fn same_cards(a: &[Card], b: &[Card]) -> bool {
    a.len() == b.len() && a.iter().all(|c| b.contains(c))
}

/// What the starter did for `seat` against what it expected when it kept `kept`: its hand as
/// counted less the hand's mean, its crib share (the crib's mean over the other player's
/// possible discards with this starter, less the crib's mean before it; the dealer gains it, the
/// pone loses it) and his heels less their mean, 2/13.
fn starter_luck(deal: &Deal, dealt: &[Card], seat: usize, kept: &DiscardOption) -> f64 {
    let dealer = seat == deal.dealer();
    let sign = if dealer { 1.0 } else { -1.0 };
    let starter = deal.starter();
    let hand = f64::from(total(
        &kept.keep,
        starter,
        ShowKind::Hand,
        ShowRules::default(),
    ));
    let crib = crib_with_starter(deal.variant(), dealt, &kept.discard, starter, dealer);
    let heels = if starter.rank() == Rank::Jack {
        2.0
    } else {
        0.0
    };
    (hand - kept.hand.mean()) + sign * (crib - kept.crib.mean()) + sign * (heels - 2.0 / 13.0)
}

/// The crib's mean once the starter is known: the other player's two cards drawn from what
/// `dealt`'s owner has not seen, weighted as the discard advice weighs them.
fn crib_with_starter(
    variant: Variant,
    dealt: &[Card],
    discard: &[Card],
    starter: Card,
    own_crib: bool,
) -> f64 {
    let weights = (crib_model(variant) == CribModel::Expert).then(|| expert_weights(own_crib));
    let unseen: Vec<Card> = Card::deck()
        .filter(|c| *c != starter && !dealt.contains(c))
        .collect();
    let (mut sum, mut weight) = (0.0, 0.0);
    for (i, &a) in unseen.iter().enumerate() {
        for &b in &unseen[i + 1..] {
            let (low, high) = {
                let (x, y) = (a.rank().index(), b.rank().index());
                (x.min(y), x.max(y))
            };
            let w = weights.as_ref().map_or(1.0, |w| w[low * 13 + high] as f64);
            let crib = [discard[0], discard[1], a, b];
            let points = total(&crib, starter, ShowKind::Crib, ShowRules::default());
            sum += w * f64::from(points);
            weight += w;
        }
    }
    if weight > 0.0 { sum / weight } else { 0.0 }
}

/// Each seat's points from the cards alone, counted in full whether or not the game ended
/// during the hand and whatever the house rules: its pegging, its hand, and (the dealer) the
/// crib and his heels.
fn cards_points(deal: &Deal, pegged: [u32; 2]) -> [i64; 2] {
    let rules = ShowRules::default();
    std::array::from_fn(|seat| {
        let hand = total(&deal.hands()[seat], deal.starter(), ShowKind::Hand, rules);
        let mut points = i64::from(pegged[seat]) + i64::from(hand);
        if seat == deal.dealer() {
            points += i64::from(total(deal.crib(), deal.starter(), ShowKind::Crib, rules));
            if deal.starter().rank() == Rank::Jack {
                points += 2;
            }
        }
        points
    })
}

/// The discard options with the play (and the chance of winning, from `board`), by
/// `net_with_play`. The review prices the play by the base policy's table, as its reference
/// player (`position-uniform`) discards and as its verdicts were measured (`review-v1`).
fn valued(
    options: Vec<DiscardOption>,
    dealer: bool,
    variant: Variant,
    board: Option<&Board>,
) -> Vec<DiscardWithPlay> {
    let objective = Objective::NetWithPlay;
    match board {
        Some(board) => with_board(options, dealer, objective, board, Opponent::Uniform),
        None => with_play(options, dealer, variant, objective, Opponent::Uniform),
    }
}
