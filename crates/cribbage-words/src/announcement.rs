//! The traditional spoken count of a show: "Fifteen two, fifteen four, and a pair is six", or in
//! German "Fünfzehn zwei, fünfzehn vier, und ein Paar macht sechs", in Polish "Piętnaście dwa,
//! piętnaście cztery i para to sześć".
//!
//! The words come from the language's [`Texts`](super::Texts); this module only puts them in order.

use crate::hand::{Category, ShowScore};
use crate::language::{Language, capitalize, capitalized};
use crate::prelude::*;

/// Spells the count the way it is said at the table, in `language`, in announcement order: each
/// fifteen with the running total, then pairs (grouped by rank into a pair, a pair royal or a
/// double pair royal), runs, flush and nobs, each followed by the running total. A hand with
/// nothing is "Nineteen" ("Neunzehn"), the players' word for zero.
pub fn announce(score: &ShowScore, language: Language) -> String {
    let texts = language.texts();
    let items = score.items();
    if items.is_empty() {
        return capitalize(texts.zero_hand());
    }
    let mut text = String::with_capacity(32 + 24 * items.len());
    let mut running: u32 = 0;
    let mut said_pair = false;
    let mut said_run = false;
    let mut i = 0;
    while i < items.len() {
        let item = &items[i];
        running += u32::from(item.points);
        if !text.is_empty() {
            texts.push_join(&mut text, item.category != Category::Fifteen);
        }
        match item.category {
            Category::Fifteen => {
                texts.push_fifteen(&mut text, running);
                i += 1;
                continue;
            }
            Category::Pair => {
                // Pairs of one rank are consecutive items: 1, 3 or 6 of them.
                let rank = item.cards[0].rank();
                let mut same = 1;
                while items.get(i + same).is_some_and(|next| {
                    next.category == Category::Pair && next.cards[0].rank() == rank
                }) {
                    running += u32::from(items[i + same].points);
                    same += 1;
                }
                i += same - 1;
                text.push_str(match same {
                    3 => texts.pair_royal(),
                    6 => texts.double_pair_royal(),
                    _ if said_pair => texts.another_pair(),
                    _ => texts.pair(),
                });
                said_pair = true;
            }
            Category::Run => {
                let len = u32::from(item.points);
                text.push_str(if said_run {
                    texts.another_run(len)
                } else {
                    texts.run(len)
                });
                said_run = true;
            }
            Category::Flush => texts.push_flush(&mut text, u32::from(item.points)),
            Category::Nobs => text.push_str(texts.nobs()),
        }
        text.push(' ');
        texts.push_makes(&mut text, running);
        i += 1;
    }
    capitalized(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Card;
    use crate::hand::{Show, ShowKind, ShowRules};
    use crate::variant::Variant;

    fn announced(hand: &str, starter: &str) -> String {
        announced_in(hand, starter, Language::English)
    }

    fn announced_in(hand: &str, starter: &str, language: Language) -> String {
        let cards: Vec<Card> = hand
            .split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect();
        let variant = if cards.len() == 3 {
            Variant::FiveCard
        } else {
            Variant::SixCard
        };
        let show = Show::new(&cards, starter.parse().unwrap(), ShowKind::Hand, variant).unwrap();
        announce(&show.score(ShowRules::default()), language)
    }

    #[test]
    fn two_fifteens_and_a_pair_is_six() {
        assert_eq!(
            announced("5H 5S KD 9C", "2C"),
            "Fifteen two, fifteen four, and a pair is six"
        );
    }

    #[test]
    fn the_seeds_first_worked_show_is_counted_as_the_seed_counts_it() {
        // Seed 000: 5-5-J-K with an 8 starter: "fifteen two, four, six, eight and a pair is ten".
        assert_eq!(
            announced("5H 5S JD KC", "8C"),
            "Fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten"
        );
    }

    #[test]
    fn the_seeds_second_worked_show_names_the_pair_and_both_runs() {
        // Seed 000: 7-8-8-K with a 9 starter.
        assert_eq!(
            announced("7H 8S 8D KC", "9C"),
            "Fifteen two, fifteen four, and a pair is six, \
             and a run of three is nine, and another run of three is twelve"
        );
    }

    #[test]
    fn twenty_nine_names_the_double_pair_royal_and_his_nobs() {
        assert_eq!(
            announced("5S 5H 5D JC", "5C"),
            "Fifteen two, fifteen four, fifteen six, fifteen eight, fifteen ten, fifteen twelve, \
             fifteen fourteen, fifteen sixteen, and a double pair royal is twenty-eight, \
             and one for his nobs is twenty-nine"
        );
    }

    #[test]
    fn a_pair_royal_and_a_second_pair_are_told_apart() {
        assert_eq!(
            announced("2S 2H 2D KC", "KH"),
            "A pair royal is six, and another pair is eight"
        );
    }

    #[test]
    fn a_flush_and_nobs_without_fifteens() {
        assert_eq!(
            announced("2H 4H 6H JH", "QH"),
            "A flush of five is five, and one for his nobs is six"
        );
    }

    #[test]
    fn a_hand_with_nothing_is_nineteen() {
        assert_eq!(announced("2S 4H 6D 8C", "QH"), "Nineteen");
    }

    fn german(hand: &str, starter: &str) -> String {
        announced_in(hand, starter, Language::German)
    }

    #[test]
    fn polish_two_fifteens_and_a_pair_to_szesc() {
        assert_eq!(
            announced_in("5H 5S KD 9C", "2C", Language::Polish),
            "Piętnaście dwa, piętnaście cztery i para to sześć"
        );
    }

    /// Seed 004's 29: three fives and the jack of the starter's suit, the fourth five turned.
    #[test]
    fn polish_the_highest_hand() {
        assert_eq!(
            announced_in("5H 5S 5C JD", "5D", Language::Polish),
            "Piętnaście dwa, piętnaście cztery, piętnaście sześć, piętnaście osiem, \
             piętnaście dziesięć, piętnaście dwanaście, piętnaście czternaście, \
             piętnaście szesnaście i podwójna para królewska to dwadzieścia osiem \
             i jeden za waleta to dwadzieścia dziewięć"
        );
    }

    #[test]
    fn polish_a_flush_is_said_with_its_worth() {
        assert_eq!(
            announced_in("2H 4H 6H JH", "QH", Language::Polish),
            "Kolor za pięć to pięć i jeden za waleta to sześć"
        );
    }

    #[test]
    fn german_two_fifteens_and_a_pair_macht_sechs() {
        assert_eq!(
            german("5H 5S KD 9C", "2C"),
            "Fünfzehn zwei, fünfzehn vier, und ein Paar macht sechs"
        );
    }

    #[test]
    fn german_the_seeds_first_worked_show() {
        // Seed 000: "Fünfzehn – zwei, fünfzehn – vier, fünfzehn – sechs, fünfzehn – acht und ein
        // Paar macht zehn."
        assert_eq!(
            german("5H 5S JD KC", "8C"),
            "Fünfzehn zwei, fünfzehn vier, fünfzehn sechs, fünfzehn acht, und ein Paar macht zehn"
        );
    }

    #[test]
    fn german_the_seeds_second_worked_show_names_both_runs() {
        // Seed 000: "..., und ein Paar (8–8) macht sechs, und eine Dreierfolge (...) macht neun,
        // und noch eine Dreierfolge (...) macht zwölf."
        assert_eq!(
            german("7H 8S 8D KC", "9C"),
            "Fünfzehn zwei, fünfzehn vier, und ein Paar macht sechs, \
             und eine Dreierfolge macht neun, und noch eine Dreierfolge macht zwölf"
        );
    }

    #[test]
    fn german_a_double_run_of_four() {
        // 3 4 5 5 6: 4+5+6 twice, the pair of fives, and 3-4-5-6 twice.
        assert_eq!(
            german("3S 4H 5D 5C", "6H"),
            "Fünfzehn zwei, fünfzehn vier, und ein Paar macht sechs, \
             und eine Viererfolge macht zehn, und noch eine Viererfolge macht vierzehn"
        );
    }

    #[test]
    fn german_a_pair_royal_is_ein_drilling() {
        assert_eq!(
            german("2S 2H 2D KC", "KH"),
            "Ein Drilling macht sechs, und noch ein Paar macht acht"
        );
    }

    #[test]
    fn german_a_flush_is_eine_lange_farbe_and_nobs_is_einen_fuer_den_jack() {
        assert_eq!(
            german("2H 4H 6H JH", "QH"),
            "Eine Lange Farbe von fünf macht fünf, und einen für den Jack macht sechs"
        );
    }

    #[test]
    fn german_a_four_card_flush() {
        // 2 4 6 8 of hearts with the king of clubs: no fifteen, no pair, no run.
        assert_eq!(
            german("2H 4H 6H 8H", "KC"),
            "Eine Lange Farbe von vier macht vier"
        );
    }

    #[test]
    fn german_nobs_alone_macht_eins() {
        assert_eq!(german("AS 3H 7D JC", "KC"), "Einen für den Jack macht eins");
    }

    #[test]
    fn german_twenty_nine_is_ein_vierling_and_einen_fuer_den_jack() {
        assert_eq!(
            german("5S 5H 5D JC", "5C"),
            "Fünfzehn zwei, fünfzehn vier, fünfzehn sechs, fünfzehn acht, fünfzehn zehn, \
             fünfzehn zwölf, fünfzehn vierzehn, fünfzehn sechzehn, \
             und ein Vierling macht achtundzwanzig, und einen für den Jack macht neunundzwanzig"
        );
    }

    #[test]
    fn german_a_hand_with_nothing_is_neunzehn() {
        assert_eq!(german("2S 4H 6D 8C", "QH"), "Neunzehn");
    }

    #[test]
    fn german_a_three_card_hand_in_five_card_cribbage() {
        // 4 5 6 of hearts with a six: 4+5+6 twice, the sixes, 4-5-6 twice, a flush of three.
        assert_eq!(
            german("4H 5H 6H", "6C"),
            "Fünfzehn zwei, fünfzehn vier, und ein Paar macht sechs, \
             und eine Dreierfolge macht neun, und noch eine Dreierfolge macht zwölf, \
             und eine Lange Farbe von drei macht fünfzehn"
        );
    }

    #[test]
    fn every_show_is_announced_in_both_languages_with_the_same_structure() {
        // The same items in the same order: as many commas, and one "and"/"und" per
        // non-fifteen item.
        for (hand, starter) in [
            ("5H 5S KD 9C", "2C"),
            ("7H 8S 8D KC", "9C"),
            ("5S 5H 5D JC", "5C"),
            ("2S 2H 2D KC", "KH"),
            ("2H 4H 6H JH", "QH"),
            ("3S 4H 5D 5C", "6H"),
        ] {
            let english = announced(hand, starter);
            let german = german(hand, starter);
            assert_eq!(
                english.matches(", ").count(),
                german.matches(", ").count(),
                "{hand} {starter}: {english} / {german}"
            );
            assert_eq!(
                english.matches(" and ").count() + usize::from(english.starts_with("And")),
                german.matches(" und ").count(),
                "{hand} {starter}: {english} / {german}"
            );
        }
    }
}
