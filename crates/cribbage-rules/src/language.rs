//! The languages the service speaks, and the grammar every module's sentences share: the
//! plural a count takes, the capital at the start of a sentence. Its own module, below
//! everything else, so that a module can take a language as an argument (a rulebook's ruling,
//! a play's refusal) without knowing its words, which the words crate (`cribbage-words`) says.

/// A language the spoken texts (announcements, reasons) come in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// English, the default: "Fifteen two, fifteen four, and a pair is six".
    #[default]
    English,
    /// German: "Fünfzehn zwei, fünfzehn vier, und ein Paar macht sechs".
    German,
    /// Polish: "Piętnaście dwa, piętnaście cztery i para to sześć".
    Polish,
}

impl Language {
    /// Every language, the default first.
    pub const ALL: [Language; 3] = [Language::English, Language::German, Language::Polish];

    /// The ISO 639-1 code: `en`, `de` or `pl`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::Polish => "pl",
        }
    }

    /// The language of a language tag (BCP 47) by its primary subtag, ignoring case and region:
    /// `de`, `DE` and `de-AT` are German, `en` and `en-GB` English, `pl-PL` Polish; anything else
    /// is `None`.
    ///
    /// ```
    /// use cribbage_rules::language::Language;
    ///
    /// assert_eq!(Language::from_tag("de-AT"), Some(Language::German));
    /// assert_eq!(Language::from_tag("EN"), Some(Language::English));
    /// assert_eq!(Language::from_tag("pl-PL"), Some(Language::Polish));
    /// assert_eq!(Language::from_tag("fr"), None);
    /// ```
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.trim().split('-').next().unwrap_or_default();
        Language::ALL
            .into_iter()
            .find(|language| primary.eq_ignore_ascii_case(language.code()))
    }
}

/// The plural form a count takes in a language (CLDR's rules for whole numbers): English and
/// German have one and many ("1 card", "2 cards"); Polish has three ("1 karta", "2 karty",
/// "5 kart", and again "22 karty" but "12 kart").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    /// Exactly one.
    One,
    /// Polish 2–4, 22–24, 32–34, ... (not 12–14).
    Few,
    /// Everything else.
    Many,
}

impl Plural {
    /// The form of `n` in `language`.
    ///
    /// ```
    /// use cribbage_rules::language::{Language, Plural};
    ///
    /// assert_eq!(Plural::of(Language::Polish, 22), Plural::Few);
    /// assert_eq!(Plural::of(Language::Polish, 12), Plural::Many);
    /// assert_eq!(Plural::of(Language::German, 3), Plural::Many);
    /// ```
    pub fn of(language: Language, n: u64) -> Plural {
        match (language, n % 10, n % 100) {
            _ if n == 1 => Plural::One,
            (Language::Polish, 2..=4, tens) if !(12..=14).contains(&tens) => Plural::Few,
            _ => Plural::Many,
        }
    }

    /// Picks the word of this form from `[one, few, many]`.
    pub fn pick<T: Copy>(self, [one, few, many]: [T; 3]) -> T {
        match self {
            Plural::One => one,
            Plural::Few => few,
            Plural::Many => many,
        }
    }
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
