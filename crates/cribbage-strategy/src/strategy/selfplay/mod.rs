//! Self-play: whole two-player games between policies, played with the service's own rules and
//! advice, so that a match between policies is also an end-to-end test of that code.
//!
//! A game deals, lets each seat discard by its policy, cuts the starter, plays the play through
//! the [`Play`] state machine with each seat's choices, and hands every deal to
//! [`adjudicate`] (his heels, the play, the shows in order, the crib), which stops the game the
//! moment a seat reaches the target, mid-play or mid-show. The first deal alternates between
//! games (the caller says who deals first). Every choice of chance comes from one seeded
//! generator per game, so a game is a function of its seed.

use std::sync::OnceLock;

use crate::card::{Card, Rank};
use crate::discard::{CribModel, Dealt};
use crate::fault::AdviceFault;
use crate::hand::{ShowKind, ShowRules, total};
use crate::input::Invalid;
use crate::pegging::{Event, PeggingError, Play};
use crate::round::{DealInput, RoundError, Skunk, adjudicate};
use crate::variant::Variant;

use super::advice::Ranking;
use super::board::{Board, Judged};
use super::discards::{Objective, best_with_play, with_board, with_play};
use super::inference::{Opponent, Share};
use super::ladder::{self, Level, Seat};
use super::memo::PlayMemo;
use super::position::Position;
use super::reading::{Reading, Revealed};
use super::simple;

pub use super::chance::Chance;
pub use super::record::{DealLog, DealRecord, GameRecord};
pub use keep::{PlayShift, entry_seed, play_of_keep, sampled_play_shift};

mod keep;
mod policies;

pub use policies::{LAST_STREET, Policy};

/// Positions the expert's memo holds at most: what fills a table of 2^21 slots of 17 bytes,
/// about 36 MB. A 100,000-game match asks about 1.7 million distinct questions early in the
/// play; past the capacity the memo stops remembering and the answers stay the same.
const MEMO_CAPACITY: usize = 7 << 18;

/// The expert's first plays of a deal, remembered for the whole process (see [`PlayMemo`]):
/// every game of a match asks the same questions at the lead.
fn memo() -> &'static PlayMemo {
    static MEMO: OnceLock<PlayMemo> = OnceLock::new();
    MEMO.get_or_init(|| PlayMemo::new(MEMO_CAPACITY))
}

/// A deliberate poor choice, for testing what judges choices: in deal `deal` (from 0), the
/// seat `seat` keeps the worst hand by the expert's measure (its last discard option by
/// `net_with_play`) instead of its policy's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slip {
    /// The deal.
    pub deal: usize,
    /// The seat.
    pub seat: usize,
}

/// A game that could not be played: the service refused its own choices. A bug if it happens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SelfPlayError {
    /// The variant is not a two-player game.
    Variant(Variant),
    /// The discard advice refused the dealt cards.
    Discard(Vec<Invalid<AdviceFault>>),
    /// The play advisor refused a position.
    Advice(Vec<Invalid<AdviceFault>>),
    /// The play refused a choice.
    Play(PeggingError),
    /// The deal could not be adjudicated.
    Round(RoundError),
}

/// Plays one game of `variant` to its target: `policies[seat]` plays seat 0 and seat 1, and
/// `first_dealer` deals first. Every random choice comes from `seed`.
pub fn play_game(
    variant: Variant,
    policies: [Policy; 2],
    first_dealer: usize,
    seed: u64,
) -> Result<GameRecord, SelfPlayError> {
    play_game_with(variant, policies, first_dealer, seed, None)
}

/// [`play_game`], with one deliberate poor discard when `slip` says.
pub fn play_game_with(
    variant: Variant,
    policies: [Policy; 2],
    first_dealer: usize,
    seed: u64,
    slip: Option<Slip>,
) -> Result<GameRecord, SelfPlayError> {
    if variant.players() != 2 {
        return Err(SelfPlayError::Variant(variant));
    }
    let mut chance = Chance::new(seed);
    let mut scores = [0u32; 2];
    let mut dealer = first_dealer % 2;
    let mut deals = Vec::new();
    let mut readings = [Reading::default(); 2];
    loop {
        let slipped = slip.filter(|s| s.deal == deals.len()).map(|s| s.seat);
        let shares = readings.map(|reading| reading.share());
        let (record, result) = play_deal(
            variant,
            (policies, shares),
            (dealer, slipped),
            scores,
            deals.is_empty(),
            &mut chance,
        )?;
        scores = record.scores;
        for seat in (0..2).filter(|&seat| policies[seat].reads_the_opponent()) {
            let other = 1 - seat;
            readings[seat] = readings[seat].after(&Revealed {
                variant,
                dealt: Some(&record.log.dealt[other]),
                kept: &record.log.kept[other],
                deals: record.dealer == other,
                events: &record.log.events,
            });
        }
        deals.push(record);
        if let Some(result) = result {
            return Ok(GameRecord {
                first_dealer: first_dealer % 2,
                winner: result.0,
                scores,
                skunk: result.1,
                deals,
            });
        }
        dealer = 1 - dealer;
    }
}

/// One deal on its own, from a board of 0 to 0 (no three for last): what a deal brings each
/// side, for tables of the distribution of deals. The policies ignore the board, so every deal
/// of a game between them is drawn from this same distribution.
pub fn play_one_deal(
    variant: Variant,
    policies: [Policy; 2],
    dealer: usize,
    chance: &mut Chance,
) -> Result<DealRecord, SelfPlayError> {
    if variant.players() != 2 {
        return Err(SelfPlayError::Variant(variant));
    }
    let shares = [Share::default(); 2];
    play_deal(
        variant,
        (policies, shares),
        (dealer % 2, None),
        [0, 0],
        false,
        chance,
    )
    .map(|(record, _)| record)
}

/// One deal: discards, the cut, the play, then the adjudication of the whole deal. `seats` is
/// the dealer and the seat that slips, if one does; each seat plays by its policy and takes its
/// opponent for a player of the common advice in its share.
fn play_deal(
    variant: Variant,
    (policies, shares): ([Policy; 2], [Share; 2]),
    seats: (usize, Option<usize>),
    scores: [u32; 2],
    first: bool,
    chance: &mut Chance,
) -> Result<(DealRecord, Option<(usize, Skunk)>), SelfPlayError> {
    let (dealer, slipped) = seats;
    let deck = chance.shuffled();
    let dealt = variant.dealt();
    let [mut kept, mut laid_away, mut given]: [[Vec<Card>; 2]; 3] = Default::default();
    for seat in 0..2 {
        // The pone is dealt the first cards, as at the table: the same cards reach a role
        // whichever seat holds it, so duplicate games (seats swapped) mirror each other.
        let slot = usize::from(seat == dealer);
        let cards = &deck[slot * dealt..(slot + 1) * dealt];
        let board = [scores[seat], scores[1 - seat]];
        let choice = (policies[seat], slipped == Some(seat));
        (kept[seat], laid_away[seat]) =
            seat_discard(choice, cards, seat == dealer, variant, board, chance)?;
        given[seat] = cards.to_vec();
    }
    let starter = deck[2 * dealt];
    // The play's player 0 is the pone.
    let pone = 1 - dealer;
    let in_play = [pone, dealer];
    // The board at the cut, his heels pegged.
    let mut at_cut = scores;
    if starter.rank() == Rank::Jack {
        at_cut[dealer] += 2;
    }
    let table = Table {
        kept: &kept,
        laid_away: &laid_away,
        starter,
        scores: at_cut,
    };
    let (events, pegged, pegs) = play_out(variant, (policies, shares), in_play, &table, chance)?;
    let crib: Vec<Card> = laid_away[pone]
        .iter()
        .chain(&laid_away[dealer])
        .copied()
        .collect();
    let mut input = DealInput::from_cards(variant, dealer, starter, &kept, &crib, &events);
    input.scores = Some(scores.to_vec());
    input.three_for_last = Some(first && variant == Variant::FiveCard);
    let deal = input
        .validate()
        .map_err(|problems| SelfPlayError::Round(RoundError::Invalid(problems)))?;
    let adjudication = adjudicate(&deal).map_err(SelfPlayError::Round)?;
    let log = DealLog {
        dealt: given,
        kept: kept.clone(),
        crib: crib.clone(),
        starter,
        events,
    };
    let show = |cards: &[Card], kind| u32::from(total(cards, starter, kind, ShowRules::default()));
    let mut play = [0u32; 2];
    play[pone] = pegged[0];
    play[dealer] = pegged[1];
    let record = DealRecord {
        dealer,
        play,
        hands: [
            show(&kept[0], ShowKind::Hand),
            show(&kept[1], ShowKind::Hand),
        ],
        crib: show(&crib, ShowKind::Crib),
        his_heels: if starter.rank() == Rank::Jack { 2 } else { 0 },
        scores: [adjudication.scores[0], adjudication.scores[1]],
        pegs: pegs
            .into_iter()
            .map(|(player, points)| (in_play[player], points))
            .collect(),
        log,
    };
    let result = adjudication.result.map(|r| (r.winner, r.skunk));
    Ok((record, result))
}

/// A seat's discard: by its policy, or its worst when it slips.
fn seat_discard(
    (policy, slips): (Policy, bool),
    cards: &[Card],
    dealer: bool,
    variant: Variant,
    scores: [u32; 2],
    chance: &mut Chance,
) -> Result<(Vec<Card>, Vec<Card>), SelfPlayError> {
    if slips {
        worst_discard(cards, dealer, variant)
    } else {
        discard(policy, cards, dealer, variant, scores, chance)
    }
}

/// The worst discard by the expert's measure: the cards kept and the cards laid away.
fn worst_discard(
    cards: &[Card],
    dealer: bool,
    variant: Variant,
) -> Result<(Vec<Card>, Vec<Card>), SelfPlayError> {
    let options = Dealt::validate(cards, variant, CribModel::Uniform)
        .map_err(SelfPlayError::Discard)?
        .recommend(dealer);
    let worst = with_play(
        options,
        dealer,
        variant,
        Objective::NetWithPlay,
        Opponent::Uniform,
    )
    .pop()
    .ok_or(SelfPlayError::Discard(Vec::new()))?;
    Ok((worst.option.keep, worst.option.discard))
}

/// A seat's discard by its policy: the cards it keeps and the cards it lays away.
fn discard(
    policy: Policy,
    cards: &[Card],
    dealer: bool,
    variant: Variant,
    scores: [u32; 2],
    chance: &mut Chance,
) -> Result<(Vec<Card>, Vec<Card>), SelfPlayError> {
    if let Some(level) = policy.ladder() {
        // The master reads the board, the player in seat 0 (as the discard advice is asked).
        let board = (level == Level::Master)
            .then(|| Board::new(variant, scores, usize::from(!dealer), None).ok())
            .flatten()
            .map(Judged::Sides);
        let seat = Seat {
            variant,
            dealer,
            seat: None,
            board,
        };
        let chosen =
            ladder::discard(level, cards, &seat, chance).map_err(SelfPlayError::Discard)?;
        return Ok((chosen.keep, chosen.discard));
    }
    // The research policies: the expert and the position policy as they were before.
    let model = match variant {
        Variant::SixCard => CribModel::Expert,
        _ => CribModel::Uniform,
    };
    let options = Dealt::validate(cards, variant, model)
        .map_err(SelfPlayError::Discard)?
        .recommend(dealer);
    let board = match policy {
        Policy::PositionWhole => Board::new(variant, scores, usize::from(!dealer), None).ok(),
        _ if policy.reads_the_board() => last_street(variant, scores, dealer),
        _ => None,
    };
    let chosen = if let Some(board) = board {
        with_board(options, dealer, Objective::Win, &board, policy.play_table())
            .into_iter()
            .next()
            .map(|o| o.option)
    } else {
        best_with_play(options, dealer, variant, policy.play_table())
    };
    let chosen = chosen.ok_or(SelfPlayError::Discard(Vec::new()))?;
    Ok((chosen.keep, chosen.discard))
}

/// What the play is played with: each seat's kept cards and discards, the starter, and the
/// board at the cut.
#[derive(Clone, Copy)]
struct Table<'a> {
    kept: &'a [Vec<Card>; 2],
    laid_away: &'a [Vec<Card>; 2],
    starter: Card,
    scores: [u32; 2],
}

/// The events of a play, each of its players' points, and each scoring event's points by
/// the play's player.
type PlayedOut = (Vec<Event>, [u32; 2], Vec<(usize, u32)>);

/// The board, the player in seat 0, once either side is within [`LAST_STREET`] of the target.
fn last_street(variant: Variant, scores: [u32; 2], dealer: bool) -> Option<Board> {
    let target = u32::from(variant.target());
    if scores.iter().all(|&s| s + LAST_STREET < target) {
        return None;
    }
    Board::new(variant, scores, usize::from(!dealer), None).ok()
}

/// The play, each seat choosing by its policy; `in_play[p]` is the seat of the play's player
/// `p`. Returns the events, each of the play's players' points, and the points of each event
/// that scored, in order, by the play's player.
fn play_out(
    variant: Variant,
    (policies, shares): ([Policy; 2], [Share; 2]),
    in_play: [usize; 2],
    table: &Table<'_>,
    chance: &mut Chance,
) -> Result<PlayedOut, SelfPlayError> {
    let Table {
        kept,
        laid_away,
        starter,
        scores,
    } = *table;
    let hands = vec![kept[in_play[0]].clone(), kept[in_play[1]].clone()];
    let mut play = Play::new(variant, 2, Some(hands)).map_err(SelfPlayError::Play)?;
    let mut events = Vec::with_capacity(12);
    let mut pegs = Vec::with_capacity(8);
    while let Some(player) = play.next_player() {
        let seat = in_play[player];
        let held = play.held(player).unwrap_or_default();
        let action = match policies[seat] {
            Policy::Random => ladder::newcomer_card(&held, play.count(), chance),
            Policy::Simple => simple::choose(&held, play.series(), play.count()),
            policy => {
                let level = policy.ranking();
                let position =
                    Position::new(variant, &held, &events, Some(starter), &laid_away[seat])
                        .map_err(SelfPlayError::Advice)?
                        .with_opponent(policy.opponent())
                        .with_advice_share(shares[seat]);
                let now = |s: usize| {
                    let player = usize::from(in_play[1] == s);
                    scores[s] + play.totals()[player]
                };
                let board = [now(seat), now(1 - seat)];
                let near = board
                    .iter()
                    .any(|&s| s + LAST_STREET >= u32::from(variant.target()));
                match (policy, near) {
                    // A board past the target (the game is over; the deal is played out for
                    // its record) is refused: play on as the expert.
                    (policy, true) if policy.reads_the_board() => position
                        .clone()
                        .with_board(board)
                        .unwrap_or(position)
                        .choose(level),
                    _ if level == Ranking::Expert => position.choose_remembered(memo()),
                    _ => position.choose(level),
                }
            }
        };
        let event = Event {
            player: None,
            action,
        };
        let before = [play.totals()[0], play.totals()[1]];
        play.apply(event).map_err(SelfPlayError::Play)?;
        events.push(event);
        for (p, was) in before.into_iter().enumerate() {
            let gained = play.totals()[p] - was;
            if gained > 0 {
                pegs.push((p, gained));
            }
        }
    }
    let totals = play.totals();
    Ok((events, [totals[0], totals[1]], pegs))
}
