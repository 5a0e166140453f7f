//! Every sentence of the service a person reads, in every language it speaks: one folder per
//! language ([`en`], [`de`], [`pl`]), each holding that language's table of words, its refusals
//! and its rulebook; this file holds only the grammar the languages share and the choice of one.
//!
//! The crate sits on top of the rules and the strategy, so each language's refusals match every
//! module's own error type exhaustively: a new refusal anywhere does not compile until each
//! language has its sentence. Nothing below reads these words back; the rules and the strategy
//! speak in codes, params and typed values, and this crate says them.
//!
//! Counts are built from the table, never spelt here: [`announce`] does it for the show.
//!
//! ```
//! use cribbage_words::Language;
//! use cribbage_words::prelude::*;
//!
//! let de = Language::German.texts();
//! assert_eq!(de.fifteen(2), "fünfzehn zwei");
//! assert_eq!(de.pair_royal(), "ein Drilling");
//! assert_eq!(Language::default().texts().his_heels(), "two for his heels");
//! assert_eq!(Language::Polish.texts().pair_royal(), "para królewska");
//! ```
#![warn(missing_docs)]
// The house limit on function length (80 lines, clippy.toml at the workspace's root): a longer
// function is doing two things.
#![warn(clippy::too_many_lines)]

// The domain's modules under their own names, so that `crate::card::Card` reads here as in the
// rules and the strategy.
use cribbage_strategy::{
    card, fault, game, hand, input, pegging, refusal, review, round, rulebook, variant,
};

pub use cribbage_strategy::language::{self, Language};

mod announcement;
mod de;
mod en;
mod pl;
pub mod refusals;
pub mod request;
pub mod review_texts;
mod rulebook_texts;
mod spoken;

pub use announcement::announce;
pub use refusals::Worded;

/// The words of every domain type that has them, as methods: `use cribbage_words::prelude::*`.
pub mod prelude {
    pub use crate::refusals::{RefusalText, Worded};
    pub use crate::rulebook_texts::{InfractionWords, ProfileWords, RuleWords, RulingSentence};
    pub use crate::spoken::Spoken;
    pub use crate::{Speaking, Written};
}

use crate::card::{Card, Rank};

/// A language's words, reached from the language.
pub trait Speaking {
    /// The words of this language.
    fn texts(self) -> &'static Texts;
}

impl Speaking for Language {
    fn texts(self) -> &'static Texts {
        match self {
            Language::English => &en::TEXTS,
            Language::German => &de::TEXTS,
            Language::Polish => &pl::TEXTS,
        }
    }
}

/// A card as people write it.
pub trait Written {
    /// The card as the players of `language` write it ("5♥", "B♦"): the form of every
    /// sentence a person reads. The wire code ([`Card::text`]) is for programs.
    fn written(self, language: Language) -> String;
}

impl Written for Card {
    fn written(self, language: Language) -> String {
        language.texts().card(self)
    }
}

/// The words of one language. Obtained from [`Language::texts`]; the tables themselves are in
/// the language's own module (`en.rs`, `de.rs`).
///
/// Counts and lengths are numbers (`u32`); the words for them come from [`Texts::number`].
/// Phrases are lower case, as said in the middle of a sentence (German nouns keep their capital);
/// the caller capitalizes the start of a sentence.
#[derive(Debug)]
pub struct Texts {
    /// Number words for 0..=31: every show total and every count of the play.
    numbers: [&'static str; 32],
    /// Said for a number past 31 (never reached).
    many: &'static str,
    /// Joins the items of a spoken count: "and".
    and: &'static str,
    /// What comes before [`Texts::and`] after an earlier item: ", " in English and German
    /// ("fifteen four, and a pair"), a space in Polish, which sets no comma before "i".
    before_and: &'static str,
    /// Puts the running total after an item: "is" ("and a pair is six").
    makes: &'static str,
    /// Said before the running total of a fifteen: "fifteen" ("fifteen four").
    fifteen: &'static str,
    /// The spoken count of a show with nothing in it: "nineteen".
    zero_hand: &'static str,
    /// Two cards of one rank.
    pair: &'static str,
    /// A pair after another pair in the same count.
    another_pair: &'static str,
    /// Three cards of one rank.
    pair_royal: &'static str,
    /// Four cards of one rank.
    double_pair_royal: &'static str,
    /// Runs of 3, 4, 5, 6 and 7 cards (the play reaches 7: A to 7 is 28).
    runs: [&'static str; 5],
    /// A run after another run in the same count, by length as in `runs`.
    other_runs: [&'static str; 5],
    /// Said before the number of cards of a flush: "a flush of".
    flush_of: &'static str,
    /// The jack of the starter's suit in the show.
    nobs: &'static str,
    /// The count of the play reaching 31.
    thirty_one: &'static str,
    /// The point for the last card of a series after the others said go.
    go: &'static str,
    /// The point for the last card of a series or of the play.
    last_card: &'static str,
    /// A jack turned as the starter.
    his_heels: &'static str,
    /// Points taken for points an opponent missed in the show.
    muggins: &'static str,
    /// Points pegged for an opponent's go while holding a card that fits.
    renege_penalty: &'static str,
    /// Who reneged, after the penalty: " by seat {seat}".
    renege_by: &'static str,
    /// Who missed the points a muggins takes: "missed by seat {seat}".
    missed_by: &'static str,
    /// Five-card cribbage: the first pone's 3 points at the start.
    three_for_last: &'static str,
    /// Why a card may not be laid: it is not in the hand (`{card}` is replaced).
    not_in_hand: &'static str,
    /// Why a card may not be laid: the count would pass 31 (`{card}`, `{count}`).
    past_thirty_one: &'static str,
    /// Why a go is not allowed: cards in hand fit (`{cards}`).
    go_while_card_fits: &'static str,
    /// What this language's players write on the ace, the jack, the queen and the king, as the
    /// console draws them: "A J Q K", "A B D K" (Bube, Dame), "A W D K" (walet, dama).
    faces: [&'static str; 4],
}

impl Texts {
    /// A card as this language's players write it, its figure or face and its suit's symbol:
    /// "5♥", "10♦", "J♣"; "B♣" in German, "W♣" in Polish. Never the wire code: "5D" reads as
    /// a five of diamonds to a program and as a queen (dama) to a Polish player.
    pub fn card(&self, card: Card) -> String {
        let rank = match card.rank() {
            Rank::Ace => self.faces[0],
            Rank::Jack => self.faces[1],
            Rank::Queen => self.faces[2],
            Rank::King => self.faces[3],
            other => other.symbol(),
        };
        format!("{rank}{}", card.suit().symbol())
    }

    /// Cards as this language's players write them, in the order given: "9♣, D♦".
    pub fn cards(&self, cards: &[Card]) -> String {
        cards
            .iter()
            .map(|card| self.card(*card))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The word for `n`, for 0..=31 ("twenty-nine", "neunundzwanzig"); past that, "many".
    pub fn number(&self, n: u32) -> &'static str {
        usize::try_from(n)
            .ok()
            .and_then(|n| self.numbers.get(n))
            .copied()
            .unwrap_or(self.many)
    }

    /// The word joining the items of a count: "and", "und".
    pub fn and(&self) -> &'static str {
        self.and
    }

    /// Appends the join before an item after the first: ", " before a fifteen, else
    /// ", and " (", und ", " i ").
    pub fn push_join(&self, text: &mut String, with_and: bool) {
        if with_and {
            text.push_str(self.before_and);
            text.push_str(self.and);
            text.push(' ');
        } else {
            text.push_str(", ");
        }
    }

    /// The running total after an item: "is six", "macht sechs".
    pub fn makes(&self, total: u32) -> String {
        format!("{} {}", self.makes, self.number(total))
    }

    /// A fifteen with its points, in the show the running total: "fifteen four",
    /// "fünfzehn vier"; in the play always "fifteen two".
    pub fn fifteen(&self, points: u32) -> String {
        format!("{} {}", self.fifteen, self.number(points))
    }

    /// [`Texts::fifteen`], appended to `text` (a spoken count is built in one buffer).
    pub fn push_fifteen(&self, text: &mut String, points: u32) {
        push_words(text, self.fifteen, self.number(points));
    }

    /// [`Texts::makes`], appended to `text`.
    pub fn push_makes(&self, text: &mut String, total: u32) {
        push_words(text, self.makes, self.number(total));
    }

    /// [`Texts::flush`], appended to `text`.
    pub fn push_flush(&self, text: &mut String, len: u32) {
        push_words(text, self.flush_of, self.number(len));
    }

    /// The whole count of a show that scores nothing: "nineteen", "neunzehn".
    pub fn zero_hand(&self) -> &'static str {
        self.zero_hand
    }

    /// Two cards of one rank: "a pair", "ein Paar".
    pub fn pair(&self) -> &'static str {
        self.pair
    }

    /// A pair after another one in the same count: "another pair", "noch ein Paar".
    pub fn another_pair(&self) -> &'static str {
        self.another_pair
    }

    /// Three of a rank: "a pair royal", "ein Drilling".
    pub fn pair_royal(&self) -> &'static str {
        self.pair_royal
    }

    /// Four of a rank: "a double pair royal", "ein Vierling".
    pub fn double_pair_royal(&self) -> &'static str {
        self.double_pair_royal
    }

    /// A run of `len` cards (3..=7): "a run of three", "eine Dreierfolge". A length outside
    /// 3..=7 (impossible in the show and the play) is named as the nearest one.
    pub fn run(&self, len: u32) -> &'static str {
        self.runs[run_index(len)]
    }

    /// A run after another run in the same count: "another run of three",
    /// "noch eine Dreierfolge".
    pub fn another_run(&self, len: u32) -> &'static str {
        self.other_runs[run_index(len)]
    }

    /// A flush of `len` cards: "a flush of four", "eine Lange Farbe von vier".
    pub fn flush(&self, len: u32) -> String {
        format!("{} {}", self.flush_of, self.number(len))
    }

    /// The jack of the starter's suit in the show: "one for his nobs", "einen für den Jack".
    pub fn nobs(&self) -> &'static str {
        self.nobs
    }

    /// The play's count reaching 31: "thirty-one for two", "einunddreißig macht zwei".
    pub fn thirty_one(&self) -> &'static str {
        self.thirty_one
    }

    /// The point for the last card after the others said go: "one for the go",
    /// "einen fürs Passen".
    pub fn go(&self) -> &'static str {
        self.go
    }

    /// The point for the last card of a series or of the play: "one for the last card",
    /// "einen für letzte Karte".
    pub fn last_card(&self) -> &'static str {
        self.last_card
    }

    /// A jack turned as the starter, pegged by the dealer: "two for his heels",
    /// "zwei für die Hacken".
    pub fn his_heels(&self) -> &'static str {
        self.his_heels
    }

    /// Taking the points an opponent missed in the show: "muggins", "Töffel".
    pub fn muggins(&self) -> &'static str {
        self.muggins
    }

    /// The penalty pegged for an opponent's go while a card fits: "two for a renege",
    /// "zwei Strafpunkte fürs falsche Passen".
    pub fn renege_penalty(&self) -> &'static str {
        self.renege_penalty
    }

    /// The renege penalty with the seat that reneged: "two for a renege by seat 1" for the
    /// request's seat 0. People count seats from 1.
    pub fn renege_by(&self, seat: usize) -> String {
        let by = self.renege_by.replace("{seat}", &(seat + 1).to_string());
        format!("{}{by}", self.renege_penalty)
    }

    /// The seat whose missed points a muggins takes: "missed by seat 1" for the request's seat 0.
    pub fn missed_by(&self, seat: usize) -> String {
        self.missed_by.replace("{seat}", &(seat + 1).to_string())
    }
}

impl Texts {
    /// Five-card cribbage: the first pone's 3 points at the start: "three for last".
    pub fn three_for_last(&self) -> &'static str {
        self.three_for_last
    }

    /// Why `card` may not be laid: it is not in the hand.
    pub fn not_in_hand(&self, card: &str) -> String {
        self.not_in_hand.replace("{card}", card)
    }

    /// Why `card` may not be laid: it would make the count `count`, past 31.
    pub fn past_thirty_one(&self, card: &str, count: u8) -> String {
        self.past_thirty_one
            .replace("{card}", card)
            .replace("{count}", &count.to_string())
    }

    /// Why a go is not allowed: `cards` (comma-separated names) fit.
    pub fn go_while_card_fits(&self, cards: &str) -> String {
        self.go_while_card_fits.replace("{cards}", cards)
    }
}

/// Index into [`Texts::runs`]: 3 is 0, 7 is 4; shorter or longer lengths are clamped.
fn run_index(len: u32) -> usize {
    usize::try_from(len.clamp(3, 7) - 3).unwrap_or_default()
}

/// `first`, a space and `second`, appended to `text`.
fn push_words(text: &mut String, first: &str, second: &str) {
    text.push_str(first);
    text.push(' ');
    text.push_str(second);
}

#[cfg(test)]
mod tests;
