//! The ladder: five players of known strength, from one who knows only which cards may be laid
//! to the strongest the service has, so that a game site can give each of its players an
//! opponent they enjoy. Each level is a whole player, discard and play, not the strongest with
//! noise added; self-play measures each against the one below (`docs/strategy.md`).
//!
//! # The levels, in plain words
//!
//! - **Newcomer** knows the rules and nothing else: it lays away any cards at random and lays
//!   any card that fits, at random. It draws from a seed, so a seed gives the same choices.
//! - **Beginner** keeps the four cards that score best on average over the starters and pays
//!   no attention to the crib; in the play it lays the card that scores the most at once,
//!   the lowest card when none scores.
//! - **Casual** follows the common advice of beginner guides: it keeps the best hand plus its
//!   own crib (less the opponent's); it takes the points in sight, leads below five, and
//!   avoids leaving the count at 5 or 21 ([`super::simple`]).
//! - **Expert** is the service's advice: it keeps the cards with the best hand, crib and
//!   expected pegging together (a strong opponent's crib cards in six-card cribbage, the play
//!   as the expert plays it) and lays the card with the best expected net pegging, reading the
//!   opponent's likely cards from what it kept and laid. It plays for points and never looks
//!   at the board.
//! - **Master** is the expert who also plays the board: once either side is within
//!   [`LAST_STREET`] points of the target it keeps the cards, and lays the card, with the best
//!   chance of winning the game instead of the most points.

use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;

use crate::card::Card;
use crate::discard::{CribModel, Dealt, DiscardOption};
use crate::fault::AdviceFault;
use crate::input::Invalid;
use crate::pegging::{Action, MAX_COUNT};
use crate::variant::Variant;

use super::advice::{Advice, Ranking};
use super::board::Judged;
use super::chance::Chance;
use super::discards::{DealtWithPlay, best_discard};
use super::inference::Opponent;
use super::position::Position;
use super::simple;
use super::table::{Table, TableAdvice};

/// A player of the ladder, weakest first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Any legal choice at random.
    Newcomer,
    /// The best hand alone; the most points now.
    Beginner,
    /// The common advice of beginner guides.
    Casual,
    /// The service's advice, for points.
    Expert,
    /// The service's advice, and the board near the end of the game.
    #[default]
    Master,
}

/// How close to the target either side must be before the master discards and plays for the
/// win rather than for points: far from the end every option's chance follows its points,
/// and the position model prices the play by role rather than by the kept cards.
pub const LAST_STREET: u32 = 30;

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Newcomer,
        Level::Beginner,
        Level::Casual,
        Level::Expert,
        Level::Master,
    ];

    /// Its name, lower case, as the API and the self-play tool write it.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Newcomer => "newcomer",
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }

    /// Whether its choices are drawn at random (and so follow a seed).
    pub const fn draws(self) -> bool {
        matches!(self, Level::Newcomer)
    }
}

/// A seed for a level that draws when the asker gave none: different on every call, so that a
/// game site's newcomer does not play every deal the same way. Below 2^53, so that a program in
/// JavaScript, whose numbers are doubles, can send it back exactly.
pub fn fresh_seed() -> u64 {
    RandomState::new().hash_one(std::time::SystemTime::now()) >> 11
}

/// Where the player who discards sits, and the board when it is known.
#[derive(Clone, Copy, Debug)]
pub struct Seat {
    /// The variant.
    pub variant: Variant,
    /// Whether the crib is the player's (with four players, its side's).
    pub dealer: bool,
    /// Its seat in the play (0 plays first, the dealer last), when known.
    pub seat: Option<usize>,
    /// The board before this hand, the player's side first (three players: by seat in the
    /// play's order), when known.
    pub board: Option<Judged>,
}

/// The cards a level keeps, and those it lays away.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Keep {
    /// The cards kept.
    pub keep: Vec<Card>,
    /// The cards laid away to the crib.
    pub discard: Vec<Card>,
}

impl From<DiscardOption> for Keep {
    fn from(option: DiscardOption) -> Keep {
        Keep {
            keep: option.keep,
            discard: option.discard,
        }
    }
}

/// The discard `level` makes from `cards` (the cards dealt, checked as [`Dealt::validate`]
/// checks them; its problems otherwise). `chance` is drawn from only by a level that draws.
pub fn discard(
    level: Level,
    cards: &[Card],
    at: &Seat,
    chance: &mut Chance,
) -> Result<Keep, Vec<Invalid<AdviceFault>>> {
    let Seat {
        variant,
        dealer,
        seat,
        board,
    } = *at;
    let none = || Vec::new();
    match level {
        Level::Newcomer => {
            Dealt::validate(cards, variant, CribModel::Uniform)?;
            let away = variant.dealt() - variant.hand_size();
            let mut order = cards.to_vec();
            for i in (1..order.len()).rev() {
                order.swap(i, chance.below(i + 1));
            }
            let discard = order.split_off(order.len() - away);
            Ok(Keep {
                keep: order,
                discard,
            })
        }
        Level::Beginner => {
            let options = Dealt::validate(cards, variant, CribModel::Uniform)?.recommend(dealer);
            // The best hand mean; among equals, the order of the advice (best net first).
            let best = options.into_iter().reduce(|best, o| {
                if o.hand.mean() > best.hand.mean() {
                    o
                } else {
                    best
                }
            });
            best.map(Keep::from).ok_or_else(none)
        }
        Level::Casual => simple::discard(cards, dealer, variant).map(Keep::from),
        Level::Expert | Level::Master => {
            let model = if variant == Variant::SixCard {
                CribModel::Expert
            } else {
                CribModel::Uniform
            };
            let options = Dealt::validate(cards, variant, model)?.recommend(dealer);
            let board = board.filter(|board| level == Level::Master && near_the_end(board));
            best_discard(options, dealer, seat, variant, board, Opponent::Inferred)
                .map(Keep::from)
                .ok_or_else(none)
        }
    }
}

/// The discard `level` makes from a deal the discard advice has checked, where the asker sits
/// and with the board it gave, the cards in the order dealt. `None` only if the deal has no option, which a checked deal
/// always has.
pub fn discard_from(level: Level, checked: &DealtWithPlay, chance: &mut Chance) -> Option<Keep> {
    let seat = Seat {
        variant: checked.variant(),
        dealer: checked.dealer(),
        seat: checked.seat(),
        board: checked.board().copied(),
    };
    let dealt = checked.dealt.cards();
    let chosen = discard(level, dealt, &seat, chance).ok()?;
    // In the order dealt, as the advice lists its options.
    let in_dealt_order = |cards: &[Card]| {
        dealt
            .iter()
            .copied()
            .filter(|c| cards.contains(c))
            .collect()
    };
    Some(Keep {
        keep: in_dealt_order(&chosen.keep),
        discard: in_dealt_order(&chosen.discard),
    })
}

/// Whether either side (with three players, any player) is within [`LAST_STREET`] of the
/// target.
pub fn near_the_end(board: &Judged) -> bool {
    let near = |score: u32, target: u32| score + LAST_STREET >= target;
    match board {
        Judged::Sides(board) => board.scores().iter().any(|&s| near(s, board.target())),
        Judged::Three(board) => board.scores().iter().any(|&s| near(s, board.target())),
    }
}

/// The card a newcomer lays: any card of `held` that fits under 31 on `count`, each as likely;
/// go when none does.
pub fn newcomer_card(held: &[Card], count: u8, chance: &mut Chance) -> Action {
    let fits: Vec<Card> = held
        .iter()
        .copied()
        .filter(|c| count + c.value() <= MAX_COUNT)
        .collect();
    if fits.is_empty() {
        Action::Go
    } else {
        Action::Play(fits[chance.below(fits.len())])
    }
}

/// The card the casual player lays: the common advice's rules ([`simple::choose_rank`]) on the
/// ranks held and laid; of several held cards of the chosen rank, the first held.
fn casual_card(held: &[Card], series: &[u8], count: u8) -> Action {
    let rank = |card: &Card| card.rank().index() as u8;
    let ranks: Vec<u8> = held.iter().map(rank).collect();
    simple::choose_rank(&ranks, series, count)
        .and_then(|chosen| held.iter().copied().find(|card| rank(card) == chosen))
        .map_or(Action::Go, Action::Play)
}

/// The two-player advice as `level` plays: every legal action with its expectations, the
/// level's choice first. The master orders them as the expert with the board
/// ([`Ranking::Expert`]: by the chance of winning when the game can end during this play), the
/// expert by expected net alone, the beginner by the points now; the casual player and the
/// newcomer choose one card by their own rules and the rest follow in the master's order.
pub fn advise(level: Level, position: &Position, chance: &mut Chance) -> Advice {
    let mut advice = position.advise(ranking(level));
    let (hand, play) = (&position.hand, &position.play);
    if let Some(action) = own_choice(level, hand, play.series(), play.count(), chance) {
        put_first(&mut advice.options, |o| o.action == action);
        advice.recommended = action;
    }
    advice
}

/// The advice at a table of three or four as `level` plays, ordered as [`advise`] orders it.
pub fn advise_table<const N: usize>(
    level: Level,
    table: &Table<N>,
    chance: &mut Chance,
) -> TableAdvice {
    let mut advice = table.advise(ranking(level));
    let (hand, play) = (&table.hand, &table.play);
    if let Some(action) = own_choice(level, hand, play.series(), play.count(), chance) {
        put_first(&mut advice.options, |o| o.action == action);
        advice.recommended = action;
    }
    advice
}

/// How the advisors order the options for `level`.
fn ranking(level: Level) -> Ranking {
    match level {
        Level::Beginner => Ranking::Greedy,
        Level::Expert => Ranking::Net,
        Level::Newcomer | Level::Casual | Level::Master => Ranking::Expert,
    }
}

/// The card of a level that does not rank the options (the newcomer, the casual player);
/// `None` for the others.
fn own_choice(
    level: Level,
    held: &[Card],
    series: &[u8],
    count: u8,
    chance: &mut Chance,
) -> Option<Action> {
    match level {
        Level::Newcomer => Some(newcomer_card(held, count, chance)),
        Level::Casual => Some(casual_card(held, series, count)),
        Level::Beginner | Level::Expert | Level::Master => None,
    }
}

/// Moves the first option that `is` picks to the front, the others keeping their order.
fn put_first<T>(options: &mut Vec<T>, is: impl Fn(&T) -> bool) {
    if let Some(i) = options.iter().position(is) {
        let chosen = options.remove(i);
        options.insert(0, chosen);
    }
}
