//! The traditional spoken count of a show: "Fifteen two, fifteen four, and a pair is six".

use super::hand::{Category, ShowScore};

/// Spells the count the way it is said at the table, in announcement order: each fifteen with
/// the running total, then pairs (grouped by rank into a pair, a pair royal or a double pair
/// royal), runs, flush and nobs, each followed by the running total. A hand with nothing is
/// "Nineteen", the players' word for zero.
pub fn announce(score: &ShowScore) -> String {
    let items = score.items();
    if items.is_empty() {
        return "Nineteen".to_owned();
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
            text.push_str(", ");
        }
        if item.category != Category::Fifteen && !text.is_empty() {
            text.push_str("and ");
        }
        match item.category {
            Category::Fifteen => {
                text.push_str("fifteen ");
                text.push_str(number(running));
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
                    3 => "a pair royal",
                    6 => "a double pair royal",
                    _ if said_pair => "another pair",
                    _ => "a pair",
                });
                said_pair = true;
            }
            Category::Run => {
                text.push_str(if said_run {
                    "another run of "
                } else {
                    "a run of "
                });
                text.push_str(number(u32::from(item.points)));
                said_run = true;
            }
            Category::Flush => {
                text.push_str("a flush of ");
                text.push_str(number(u32::from(item.points)));
            }
            Category::Nobs => text.push_str("one for his nobs"),
        }
        text.push_str(" is ");
        text.push_str(number(running));
        i += 1;
    }
    capitalize(text)
}

fn capitalize(mut text: String) -> String {
    if let Some(first) = text.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// English words for 0..=29 (every possible show total); past that (never reached) "many".
fn number(n: u32) -> &'static str {
    const WORDS: [&str; 30] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
        "twenty-one",
        "twenty-two",
        "twenty-three",
        "twenty-four",
        "twenty-five",
        "twenty-six",
        "twenty-seven",
        "twenty-eight",
        "twenty-nine",
    ];
    WORDS.get(n as usize).copied().unwrap_or("many")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::card::Card;
    use crate::domain::hand::{Show, ShowKind, ShowRules};
    use crate::domain::variant::Variant;

    fn announced(hand: &str, starter: &str) -> String {
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
        announce(&show.score(ShowRules::default()))
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
}
