//! What a referee reads aloud for each entry of the timeline, in the language asked for.

use super::Texts;
use super::announce;
use crate::language::Language;
use crate::pegging::{PegCategory, PegItem};
use crate::prelude::*;
use crate::round::{Entry, Reason};

/// An entry of a round's timeline as said at the table.
pub trait Spoken {
    /// The reason of this entry as said at the table: for a show the whole spoken count, for a
    /// card in the play its combinations counted on to the card's total ("fifteen two and a
    /// pair is four").
    fn reason_text(&self, language: Language) -> String;
}

impl Spoken for Entry {
    fn reason_text(&self, language: Language) -> String {
        let texts = language.texts();
        match &self.reason {
            Reason::ThreeForLast => texts.three_for_last().to_owned(),
            Reason::HisHeels => texts.his_heels().to_owned(),
            Reason::Peg { items, .. } => play_reason(items, texts),
            Reason::Go {
                last_card: true, ..
            } => texts.last_card().to_owned(),
            Reason::Go { .. } => texts.go().to_owned(),
            Reason::Renege { offender, .. } => texts.renege_by(*offender),
            Reason::Show(score) => announce(score, language),
            Reason::Muggins { from } => {
                format!(
                    "{}: {}, {}",
                    texts.muggins(),
                    texts.number(self.points),
                    texts.missed_by(*from)
                )
            }
            Reason::Ruling { ruling, .. } => ruling.sentence(language),
        }
    }
}

/// A card's combinations in the play, each named once, the count running on to the card's
/// total: "a pair is two"; "fifteen two and a pair is four"; "thirty-one for two and a run of
/// three is five". A fifteen or thirty-one names its own two; the rest end on the total.
fn play_reason(items: &[PegItem], texts: &Texts) -> String {
    let total: u32 = items.iter().map(|item| u32::from(item.points)).sum();
    let mut parts: Vec<String> = Vec::with_capacity(items.len());
    for item in items {
        parts.push(match item.category {
            PegCategory::Fifteen => texts.fifteen(u32::from(item.points)),
            PegCategory::ThirtyOne => texts.thirty_one().to_owned(),
            PegCategory::Pair => texts.pair().to_owned(),
            PegCategory::PairRoyal => texts.pair_royal().to_owned(),
            PegCategory::DoublePairRoyal => texts.double_pair_royal().to_owned(),
            PegCategory::Run => texts.run(u32::from(item.points)).to_owned(),
        });
    }
    let mut text = parts.join(&format!(" {} ", texts.and()));
    // Fifteen and thirty-one carry their count already; anything after them ends on the total.
    let counted = matches!(
        items.last().map(|item| item.category),
        Some(PegCategory::Fifteen | PegCategory::ThirtyOne) | None
    );
    if !counted {
        text.push(' ');
        text.push_str(&texts.makes(total));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Card;
    use crate::pegging::peg;

    fn reason(series: &str, card: &str, language: Language) -> String {
        let series: Vec<Card> = series
            .split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect();
        play_reason(&peg(&series, card.parse().unwrap()), language.texts())
    }

    #[test]
    fn a_card_that_scores_two_things_counts_on_to_its_total() {
        // 5 on 5-5: fifteen two and a pair royal, 8 points.
        assert_eq!(
            reason("5H 5S", "5D", Language::English),
            "fifteen two and a pair royal is eight"
        );
        assert_eq!(
            reason("7H 4S", "4D", Language::English),
            "fifteen two and a pair is four"
        );
        assert_eq!(
            reason("7H 4S", "4D", Language::German),
            "fünfzehn zwei und ein Paar macht vier"
        );
        assert_eq!(
            reason("4H 6S", "5D", Language::English),
            "fifteen two and a run of three is five"
        );
        assert_eq!(
            reason("4H 6S", "5D", Language::German),
            "fünfzehn zwei und eine Dreierfolge macht fünf"
        );
    }

    #[test]
    fn a_card_that_scores_one_thing_says_its_points() {
        assert_eq!(reason("8H", "8S", Language::English), "a pair is two");
        assert_eq!(reason("7H", "8S", Language::English), "fifteen two");
        assert_eq!(
            reason("3H 5S", "4D", Language::English),
            "a run of three is three"
        );
    }
}
