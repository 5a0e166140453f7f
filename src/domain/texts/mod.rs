//! What is said at the table, in every language the service speaks.
//!
//! Every word of a spoken text lives in one file per language: [`en`] and [`de`] each fill in a
//! [`Texts`] table (number words, the names of the scoring combinations, the connecting words).
//! This module holds only the grammar shared by both, which puts a count after its word
//! ("fifteen two", "fünfzehn zwei"; "is six", "macht sechs"). The scoring code never spells a word
//! itself: it asks [`Language::texts`] for the table and builds its sentence from it, as
//! [`announce`](super::announcement::announce) does for the show.
//!
//! ```
//! use cribbage_api::domain::texts::Language;
//!
//! let de = Language::German.texts();
//! assert_eq!(de.fifteen(2), "fünfzehn zwei");
//! assert_eq!(de.pair_royal(), "ein Drilling");
//! assert_eq!(Language::default().texts().his_heels(), "two for his heels");
//! ```

mod de;
mod en;
pub mod refusals;

/// A language the spoken texts (announcements, reasons) come in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// English, the default: "Fifteen two, fifteen four, and a pair is six".
    #[default]
    English,
    /// German: "Fünfzehn zwei, fünfzehn vier, und ein Paar macht sechs".
    German,
}

impl Language {
    /// Every language, the default first.
    pub const ALL: [Language; 2] = [Language::English, Language::German];

    /// The words of this language.
    pub fn texts(self) -> &'static Texts {
        match self {
            Language::English => &en::TEXTS,
            Language::German => &de::TEXTS,
        }
    }

    /// The ISO 639-1 code: `en` or `de`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
        }
    }

    /// The language of a language tag (BCP 47) by its primary subtag, ignoring case and region:
    /// `de`, `DE` and `de-AT` are German, `en` and `en-GB` English; anything else is `None`.
    ///
    /// ```
    /// use cribbage_api::domain::texts::Language;
    ///
    /// assert_eq!(Language::from_tag("de-AT"), Some(Language::German));
    /// assert_eq!(Language::from_tag("EN"), Some(Language::English));
    /// assert_eq!(Language::from_tag("fr"), None);
    /// ```
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.trim().split('-').next().unwrap_or_default();
        Language::ALL
            .into_iter()
            .find(|language| primary.eq_ignore_ascii_case(language.code()))
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
    /// Five-card cribbage: the first pone's 3 points at the start.
    three_for_last: &'static str,
    /// Why a card may not be laid: it is not in the hand (`{card}` is replaced).
    not_in_hand: &'static str,
    /// Why a card may not be laid: the count would pass 31 (`{card}`, `{count}`).
    past_thirty_one: &'static str,
    /// Why a go is not allowed: cards in hand fit (`{cards}`).
    go_while_card_fits: &'static str,
}

impl Texts {
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

/// `text` with its first letter in upper case, in place when that letter is ASCII (every
/// sentence the service says starts with one), else as [`capitalize`] does.
pub fn capitalized(mut text: String) -> String {
    match text.as_bytes().first() {
        Some(first) if first.is_ascii() => {
            text[..1].make_ascii_uppercase();
            text
        }
        Some(_) => capitalize(&text),
        None => text,
    }
}

/// `text` with its first letter in upper case: the start of a sentence.
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        // The rest is copied whole, not char by char: every announcement goes through here.
        Some(first) => {
            let mut capitalized = String::with_capacity(text.len() + 2);
            capitalized.extend(first.to_uppercase());
            capitalized.push_str(chars.as_str());
            capitalized
        }
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_is_the_default() {
        assert_eq!(Language::default(), Language::English);
    }

    #[test]
    fn tags_are_read_by_their_primary_subtag_in_any_case() {
        for (tag, expected) in [
            ("de", Some(Language::German)),
            ("DE", Some(Language::German)),
            ("de-DE", Some(Language::German)),
            ("de-at", Some(Language::German)),
            (" de ", Some(Language::German)),
            ("en", Some(Language::English)),
            ("En-GB", Some(Language::English)),
            ("fr", None),
            ("deu", None),
            ("german", None),
            ("", None),
            ("*", None),
        ] {
            assert_eq!(Language::from_tag(tag), expected, "tag {tag:?}");
        }
    }

    #[test]
    fn codes_read_back_as_their_language() {
        for language in Language::ALL {
            assert_eq!(Language::from_tag(language.code()), Some(language));
        }
    }

    #[test]
    fn every_number_of_a_show_or_a_count_has_its_own_word_in_every_language() {
        for language in Language::ALL {
            let texts = language.texts();
            let words: Vec<&str> = (0..=31).map(|n| texts.number(n)).collect();
            let mut unique = words.clone();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(unique.len(), 32, "{language:?}: {words:?}");
            assert!(words.iter().all(|w| !w.is_empty()), "{language:?}");
            assert_eq!(texts.number(32), texts.many, "{language:?}");
            assert_eq!(texts.number(u32::MAX), texts.many, "{language:?}");
        }
    }

    #[test]
    fn german_number_words() {
        let de = Language::German.texts();
        for (n, word) in [
            (0, "null"),
            (1, "eins"),
            (2, "zwei"),
            (6, "sechs"),
            (7, "sieben"),
            (11, "elf"),
            (12, "zwölf"),
            (16, "sechzehn"),
            (17, "siebzehn"),
            (19, "neunzehn"),
            (20, "zwanzig"),
            (21, "einundzwanzig"),
            (24, "vierundzwanzig"),
            (28, "achtundzwanzig"),
            (29, "neunundzwanzig"),
            (30, "dreißig"),
            (31, "einunddreißig"),
        ] {
            assert_eq!(de.number(n), word, "{n}");
        }
    }

    #[test]
    fn english_number_words() {
        let en = Language::English.texts();
        for (n, word) in [
            (0, "zero"),
            (1, "one"),
            (12, "twelve"),
            (21, "twenty-one"),
            (29, "twenty-nine"),
            (31, "thirty-one"),
        ] {
            assert_eq!(en.number(n), word, "{n}");
        }
    }

    #[test]
    fn german_names_of_the_scoring_combinations_are_the_seeds() {
        let de = Language::German.texts();
        assert_eq!(de.fifteen(2), "fünfzehn zwei");
        assert_eq!(de.makes(10), "macht zehn");
        assert_eq!(de.pair(), "ein Paar");
        assert_eq!(de.another_pair(), "noch ein Paar");
        assert_eq!(de.pair_royal(), "ein Drilling");
        assert_eq!(de.double_pair_royal(), "ein Vierling");
        assert_eq!(de.run(3), "eine Dreierfolge");
        assert_eq!(de.run(4), "eine Viererfolge");
        assert_eq!(de.run(5), "eine Fünferfolge");
        assert_eq!(de.run(7), "eine Siebenerfolge");
        assert_eq!(de.another_run(3), "noch eine Dreierfolge");
        assert_eq!(de.flush(4), "eine Lange Farbe von vier");
        assert_eq!(de.nobs(), "einen für den Jack");
        assert_eq!(de.thirty_one(), "einunddreißig macht zwei");
        assert_eq!(de.go(), "einen fürs Passen");
        assert_eq!(de.last_card(), "einen für letzte Karte");
        assert_eq!(de.his_heels(), "zwei für die Hacken");
        assert_eq!(de.muggins(), "Töffel");
        assert_eq!(de.renege_penalty(), "zwei Strafpunkte fürs falsche Passen");
        assert_eq!(de.zero_hand(), "neunzehn");
        assert_eq!(de.and(), "und");
    }

    #[test]
    fn english_names_of_the_scoring_combinations() {
        let en = Language::English.texts();
        assert_eq!(en.fifteen(4), "fifteen four");
        assert_eq!(en.makes(6), "is six");
        assert_eq!(en.pair(), "a pair");
        assert_eq!(en.pair_royal(), "a pair royal");
        assert_eq!(en.double_pair_royal(), "a double pair royal");
        assert_eq!(en.run(3), "a run of three");
        assert_eq!(en.another_run(5), "another run of five");
        assert_eq!(en.flush(5), "a flush of five");
        assert_eq!(en.nobs(), "one for his nobs");
        assert_eq!(en.thirty_one(), "thirty-one for two");
        assert_eq!(en.go(), "one for the go");
        assert_eq!(en.last_card(), "one for the last card");
        assert_eq!(en.his_heels(), "two for his heels");
        assert_eq!(en.muggins(), "muggins");
        assert_eq!(en.renege_penalty(), "two for a renege");
    }

    #[test]
    fn run_lengths_outside_the_possible_ones_are_clamped() {
        let en = Language::English.texts();
        assert_eq!(en.run(0), "a run of three");
        assert_eq!(en.run(8), "a run of seven");
        assert_eq!(en.another_run(u32::MAX), "another run of seven");
    }

    #[test]
    fn every_run_is_named_in_every_language() {
        for language in Language::ALL {
            let texts = language.texts();
            for len in 3..=7 {
                let word = texts.number(len);
                let run = texts.run(len);
                let another = texts.another_run(len);
                assert_ne!(run, another, "{language:?} {len}");
                if language == Language::English {
                    assert!(run.ends_with(word), "{run}");
                    assert!(another.ends_with(word), "{another}");
                }
            }
        }
    }

    #[test]
    fn capitalized_in_place_agrees_with_capitalize() {
        for text in ["fifteen two", "ärger", "ß", "", "1 for", "éclat", "a"] {
            assert_eq!(capitalized(text.to_owned()), capitalize(text), "{text:?}");
        }
    }

    #[test]
    fn the_pushed_phrases_are_the_phrases() {
        for language in Language::ALL {
            let texts = language.texts();
            for n in 0..=32 {
                let mut text = String::from("x");
                texts.push_fifteen(&mut text, n);
                texts.push_makes(&mut text, n);
                texts.push_flush(&mut text, n);
                assert_eq!(
                    text,
                    format!("x{}{}{}", texts.fifteen(n), texts.makes(n), texts.flush(n))
                );
            }
        }
    }

    #[test]
    fn capitalize_handles_the_first_letter_only_and_non_ascii() {
        assert_eq!(capitalize("fünfzehn zwei"), "Fünfzehn zwei");
        assert_eq!(capitalize("ü"), "Ü");
        assert_eq!(capitalize("a pair"), "A pair");
        assert_eq!(capitalize(""), "");
    }
}
