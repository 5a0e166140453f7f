//! One deal at a table of three or four, played by policies seat by seat: the cards dealt, each
//! seat's discard, the starter, the play through the domain's [`Play`], and the shows. What it
//! brings each seat, in the order it is scored, is what self-play and the position tables of
//! three and four players are made of.
//!
//! Seats are numbered around the table; the play starts left of the dealer, so the play's
//! player `k` is seat `(dealer + 1 + k) % N` and the dealer plays last.

use crate::card::{Card, Rank};
use crate::discard::{CribModel, Dealt, DiscardOption};
use crate::hand::{ShowKind, ShowRules, total};
use crate::pegging::{Action, Event, EventSlot, Play};
use crate::strategy::chance::Chance;
use crate::strategy::discards::best_with_play;
use crate::strategy::inference::Opponent;
use crate::strategy::policy::{Ranking, base_choice, greedy_choice};
use crate::strategy::position::{AdviceRequest, Seated};
use crate::strategy::ranks::RankPlay;
use crate::variant::Variant;

/// How a seat at a table of three or four plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TablePolicy {
    /// The service's advice: the discard with the best `net_with_play` (the play sampled) and
    /// the play advisor's card.
    Expert,
    /// The discard with the best hand and crib (`net`, no play) and the base policy's card:
    /// the rest of the game the position tables of three and four assume, cheap enough to
    /// play hundreds of thousands of deals.
    Base,
    /// Keeps the hand with the best mean over the starters, lays the card that scores most
    /// now (ties to the lowest card).
    Greedy,
}

impl TablePolicy {
    /// Its name, lower case.
    pub const fn name(self) -> &'static str {
        match self {
            TablePolicy::Expert => "expert",
            TablePolicy::Base => "base",
            TablePolicy::Greedy => "greedy",
        }
    }
}

pub use super::record::TableDeal;

/// Plays one deal of `variant` (three or four players), `policies` by seat, `dealer` dealing.
/// `None` for two players.
pub fn play_table_deal(
    variant: Variant,
    policies: &[TablePolicy],
    dealer: usize,
    chance: &mut Chance,
) -> Option<TableDeal> {
    match variant.players() {
        3 => Some(deal_of::<3>(variant, policies, dealer, chance)),
        4 => Some(deal_of::<4>(variant, policies, dealer, chance)),
        _ => None,
    }
}

fn deal_of<const N: usize>(
    variant: Variant,
    policies: &[TablePolicy],
    dealer: usize,
    chance: &mut Chance,
) -> TableDeal {
    let deck = chance.shuffled();
    let dealt: Vec<Vec<Card>> = (0..N).map(|s| deck[5 * s..5 * s + 5].to_vec()).collect();
    let mut next = 5 * N;
    let mut hands = Vec::with_capacity(N);
    let mut crib = Vec::with_capacity(4);
    for (seat, cards) in dealt.iter().enumerate() {
        let own_crib = if N == 4 {
            seat % 2 == dealer % 2
        } else {
            seat == dealer
        };
        let (keep, away) = discard(policies[seat], cards, own_crib, variant);
        hands.push(keep);
        crib.push(away);
    }
    if N == 3 {
        crib.push(deck[next]);
        next += 1;
    }
    let starter = deck[next];
    let his_heels = if starter.rank() == Rank::Jack { 2 } else { 0 };
    let seat_of = |player: usize| (dealer + 1 + player) % N;
    let in_play_order: Vec<Vec<Card>> = (0..N).map(|p| hands[seat_of(p)].clone()).collect();
    let (events, pegs) = play::<N>(variant, policies, &in_play_order, &crib, dealer, starter);
    let shows = (hands.iter())
        .map(|hand| u32::from(total(hand, starter, ShowKind::Hand, ShowRules::default())))
        .collect();
    let crib_total = u32::from(total(&crib, starter, ShowKind::Crib, ShowRules::default()));
    TableDeal {
        dealer,
        dealt,
        hands,
        crib,
        starter,
        events: (events.into_iter())
            .map(|(player, action)| Event {
                player: Some(seat_of(player)),
                action,
            })
            .collect(),
        his_heels,
        pegs: (pegs.into_iter())
            .map(|(player, points)| (seat_of(player), points))
            .collect(),
        shows,
        crib_total,
    }
}

/// A seat's discard by its policy: the kept cards and the one laid away.
fn discard(
    policy: TablePolicy,
    cards: &[Card],
    own_crib: bool,
    variant: Variant,
) -> (Vec<Card>, Card) {
    let options = Dealt::validate(cards, variant, CribModel::Uniform)
        .map(|dealt| dealt.recommend(own_crib))
        .unwrap_or_default();
    let chosen: Option<DiscardOption> = match policy {
        TablePolicy::Base => options.into_iter().next(),
        // Three and four players sample the play; the two-player tables have no say here.
        TablePolicy::Expert => best_with_play(options, own_crib, variant, Opponent::Inferred),
        TablePolicy::Greedy => options.into_iter().reduce(|best, o| {
            if o.hand.mean() > best.hand.mean() {
                o
            } else {
                best
            }
        }),
    };
    match chosen {
        Some(option) => (option.keep, option.discard[0]),
        // Five distinct cards always have options; keep the first four if not.
        None => (cards[..4].to_vec(), cards[4]),
    }
}

/// The play by each seat's policy, players in play order (0 leads): the actions, and every
/// point pegged (player, points) in order.
#[allow(clippy::type_complexity)]
fn play<const N: usize>(
    variant: Variant,
    policies: &[TablePolicy],
    hands: &[Vec<Card>],
    crib: &[Card],
    dealer: usize,
    starter: Card,
) -> (Vec<(usize, Action)>, Vec<(usize, u32)>) {
    let mut play = Play::new(variant, N, Some(hands.to_vec())).expect("a hand per player");
    let mut ranks = RankPlay::<N>::with_players(4, false);
    let mut events = Vec::new();
    let mut pegs = Vec::new();
    while let Some(actor) = play.next_player() {
        let seat = (dealer + 1 + actor) % N;
        let held = play.held(actor).expect("hands known");
        let action = choose(
            policies[seat],
            &ranks,
            &held,
            &events,
            crib[seat],
            starter,
            variant,
        );
        let outcome = play
            .apply(Event {
                player: Some(actor),
                action,
            })
            .expect("the policies lay only cards that fit");
        match action {
            Action::Play(card) => ranks.lay(card.rank().index() as u8),
            Action::Go => ranks.go(),
        };
        let own: u32 = outcome.items.iter().map(|i| u32::from(i.points)).sum();
        if own > 0 {
            pegs.push((actor, own));
        }
        if let Some(go) = outcome.go_point {
            pegs.push((go.player, u32::from(go.points)));
        }
        events.push((actor, action));
    }
    (events, pegs)
}

/// The action `policy` takes holding `held`.
fn choose<const N: usize>(
    policy: TablePolicy,
    ranks: &RankPlay<N>,
    held: &[Card],
    events: &[(usize, Action)],
    discard: Card,
    starter: Card,
    variant: Variant,
) -> Action {
    let mask = held.iter().fold(0u16, |m, c| m | 1 << c.rank().index());
    let lowest_of = |rank: u8| {
        (held.iter().copied())
            .filter(|c| c.rank().index() as u8 == rank)
            .min()
            .map_or(Action::Go, Action::Play)
    };
    match policy {
        TablePolicy::Base => base_choice(ranks, mask).map_or(Action::Go, lowest_of),
        TablePolicy::Greedy => greedy_choice(ranks, mask).map_or(Action::Go, lowest_of),
        TablePolicy::Expert => {
            let request = AdviceRequest {
                variant: Some(variant),
                hand: held.iter().map(|&c| Ok(c)).collect(),
                events: (events.iter())
                    .map(|&(player, action)| {
                        EventSlot::from(Event {
                            player: Some(player),
                            action,
                        })
                    })
                    .collect(),
                starter: Some(Ok(starter)),
                discards: vec![Ok(discard)],
                board: None,
                player: None,
                opponent: None,
                history: Vec::new(),
            };
            match request.seat() {
                Ok(Seated::Three(table)) => table.choose(Ranking::Expert),
                Ok(Seated::Four(table)) => table.choose(Ranking::Expert),
                // A position the play reached is always advisable; fall back to the base card.
                _ => base_choice(ranks, mask).map_or(Action::Go, lowest_of),
            }
        }
    }
}

/// A game at a table of three or four played to its end from a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableGame {
    /// The winner: a seat of three, or a side of four (0 for seats 0 and 2, 1 for 1 and 3).
    pub winner: usize,
    /// The final scores, by seat of three or by side of four, scoring stopped at the target.
    pub scores: Vec<u32>,
    /// The deals played, in full (the last one may have gone past the winning point).
    pub deals: Vec<TableDeal>,
}

/// Plays a game of `variant` from `scores` (by seat of three, by side of four) with `dealer`
/// (a seat) dealing next, to `target`: deal after deal, each scored in order (his heels, the
/// play point by point, the hands from left of the dealer round to the dealer, the crib) until
/// a side reaches the target. `None` for two players.
pub fn play_table_game(
    variant: Variant,
    policies: &[TablePolicy],
    scores: &[u32],
    dealer: usize,
    target: u32,
    chance: &mut Chance,
) -> Option<TableGame> {
    let players = variant.players();
    if players < 3 {
        return None;
    }
    let sides = if players == 4 { 2 } else { players };
    let mut scores = scores.to_vec();
    scores.resize(sides, 0);
    let mut dealer = dealer % players;
    let mut deals = Vec::new();
    loop {
        let deal = play_table_deal(variant, policies, dealer, chance)?;
        let steps = std::iter::once((deal.dealer, deal.his_heels))
            .chain(deal.pegs.iter().copied())
            .chain(deal.show_order().into_iter().map(|s| (s, deal.shows[s])))
            .chain(std::iter::once((deal.dealer, deal.crib_total)));
        for (seat, points) in steps {
            let side = seat % sides;
            scores[side] += points;
            if scores[side] >= target {
                scores[side] = target;
                deals.push(deal);
                return Some(TableGame {
                    winner: side,
                    scores,
                    deals,
                });
            }
        }
        deals.push(deal);
        dealer = (dealer + 1) % players;
    }
}
