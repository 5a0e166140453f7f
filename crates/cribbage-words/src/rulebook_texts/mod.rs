//! What the rulebooks say, in every language the service speaks.
//!
//! As in [the words crate](crate), every word lives in one file per language ([`en`], [`de`],
//! [`pl`]) filling in a [`RulebookTexts`] table; this module holds only the grammar they share: a
//! sentence is a template whose `{placeholders}` name the seats by their role ("the dealer",
//! "der Geber", "rozdający"), the points ("six points", "sechs Punkte", "sześć punktów"), the
//! cards and the citation.
//!
//! Grammatical case: a seat and a claimed item each have two forms. The first (`{pays}`,
//! `{what}`...) is a seat's nominative and a claimed item's form after "for", "für", "za" (an
//! accusative); the second (`{pays_acc}`, `{gains_acc}`, `{opponent_acc}`, `{what_dat}`) is the
//! case the language's templates use after a preposition (or where their verb governs one):
//! the same words in English, the accusative after "für" and the dative after "bei" in German,
//! the genitive after "dla" and "do" (and after a negated verb) in Polish. The placeholder names
//! keep the German cases they were first written for.
//!
//! Plural: each language gives the points in each [`Plural`] form ([`RulebookTexts::points`]);
//! the language's rule ([`Plural::of`]) picks one: English and German know one and many, Polish
//! one, few (2–4, 22–24, but not 12–14) and many.

use crate::card::Card;
use crate::language::{Language, Plural, capitalize};
use crate::prelude::*;
use crate::rulebook::{InfractionKind, PeggedFor, Profile, Role, RuleId, Ruling, TextKey};

pub(crate) mod table;

use table::RulebookTexts;

/// Every placeholder a template may use.
pub(super) const PLACEHOLDERS: [&str; 13] = [
    "{pays}",
    "{pays_acc}",
    "{gains}",
    "{gains_acc}",
    "{opponent}",
    "{opponent_acc}",
    "{points}",
    "{cards}",
    "{count}",
    "{claimed}",
    "{actual}",
    "{what}",
    "{what_dat}",
];

fn texts(language: Language) -> &'static RulebookTexts {
    match language {
        Language::English => &super::en::rulebook::TEXTS,
        Language::German => &super::de::rulebook::TEXTS,
        Language::Polish => &super::pl::rulebook::TEXTS,
    }
}

/// A profile's name for people.
pub trait ProfileWords {
    /// Its name for people, in `language`.
    fn name(self, language: Language) -> &'static str;
}

impl ProfileWords for Profile {
    fn name(self, language: Language) -> &'static str {
        let index = Profile::ALL
            .iter()
            .position(|p| *p == self)
            .unwrap_or_default();
        texts(language).profiles[index]
    }
}

/// A rule's title and summary for people.
pub trait RuleWords {
    /// Its name on the reference card, in `language`.
    fn title(self, language: Language) -> &'static str;
    /// What it says, paraphrased (never the rulebook's own words), in `language`.
    fn summary(self, language: Language) -> &'static str;
}

impl RuleWords for RuleId {
    fn title(self, language: Language) -> &'static str {
        texts(language).rules[self.index()].title
    }

    fn summary(self, language: Language) -> &'static str {
        texts(language).rules[self.index()].summary
    }
}

/// What a referee reports of an infraction.
pub trait InfractionWords {
    /// What a referee reports, in `language` ("the dealer saw the bottom card").
    fn description(self, language: Language) -> &'static str;
}

impl InfractionWords for InfractionKind {
    fn description(self, language: Language) -> &'static str {
        texts(language).infractions[infraction_index(self)]
    }
}

fn infraction_index(kind: InfractionKind) -> usize {
    InfractionKind::ALL
        .iter()
        .position(|k| *k == kind)
        .unwrap_or_default()
}

fn claimed_index(what: PeggedFor) -> usize {
    what as usize
}

/// The template of `key` in `texts`.
fn template(texts: &RulebookTexts, key: TextKey) -> &'static str {
    let s = &texts.sentences;
    match key {
        TextKey::Infraction(kind) => s.infractions[infraction_index(kind)],
        TextKey::Renege => s.renege,
        TextKey::RenegeDead => s.renege_dead,
        TextKey::RenegePlayed => s.renege_played,
        TextKey::SocialRenege => s.social_renege,
        TextKey::HisHeels => s.his_heels,
        TextKey::HisHeelsPegsOut => s.his_heels_pegs_out,
        TextKey::HisHeelsForfeited => s.his_heels_forfeited,
        TextKey::UnderPeggingLost => s.under_pegging_lost,
        TextKey::LostNotMuggable(_) => s.lost_not_muggable,
        TextKey::PegOutReminder => s.peg_out_reminder,
        TextKey::MugginsOpen => s.muggins_open,
        TextKey::MugginsOpenAtGameHole => s.muggins_open_at_game_hole,
        TextKey::OverPeggingCorrected => s.over_pegging_corrected,
        TextKey::OverPeggedPenaltyCorrected => s.over_pegged_penalty_corrected,
        TextKey::BackwardOverPegged => s.backward_over_pegged,
        TextKey::BackwardCorrected => s.backward_corrected,
        TextKey::FalseClaimCorrected => s.false_claim_corrected,
        TextKey::FalseClaimAward => s.false_claim_award,
        TextKey::FalseClaimBackward => s.false_claim_backward,
        TextKey::MugginsAward => s.muggins_award,
        TextKey::WrongMugginsCall => s.wrong_muggins_call,
        TextKey::MugginsExcluded(_) => s.muggins_excluded,
        TextKey::SocialMuggins => s.social_muggins,
        TextKey::SocialUnderCount => s.social_under_count,
        TextKey::SocialOverCount => s.social_over_count,
    }
}

impl RulebookTexts {
    /// A seat named by its role, in `case` (0 nominative, 1 the case after a preposition).
    fn role(&self, role: Role, case: usize) -> String {
        match role {
            Role::Dealer => self.dealer[case].to_owned(),
            Role::Pone => self.pone[case].to_owned(),
            Role::Seat(seat) => self.seat[case].replace("{seat}", &(seat + 1).to_string()),
        }
    }

    /// "one point", "six points", "dwadzieścia dwa punkty"; past 31, in figures.
    fn points(&self, language: Language, n: u32) -> String {
        let form = Plural::of(language, u64::from(n)).pick(self.points);
        let word = if n <= 31 {
            language.texts().number(n).to_owned()
        } else {
            n.to_string()
        };
        form.replace("{n}", &word)
    }

    /// "A♥, 5♠ and 6♦", as the players of `language` write the cards.
    fn cards(&self, language: Language, cards: &[Card]) -> String {
        let texts = language.texts();
        let names: Vec<String> = cards.iter().map(|card| texts.card(*card)).collect();
        match names.split_last() {
            None => String::new(),
            Some((last, [])) => (*last).to_owned(),
            Some((last, rest)) => format!("{} {} {last}", rest.join(", "), self.and),
        }
    }
}

/// A ruling read aloud.
pub trait RulingSentence {
    /// The sentence a referee reads aloud, in `language`, citation included.
    fn sentence(&self, language: Language) -> String;
}

impl RulingSentence for Ruling {
    fn sentence(&self, language: Language) -> String {
        let ruling = self;
        let words = texts(language);
        let table = ruling.table();
        let role = |seat: Option<usize>, case: usize| {
            seat.map(|seat| words.role(table.role(seat), case))
                .unwrap_or_default()
        };
        let opponent = ruling.pays.map(|seat| table.opponent(seat));
        let what = match ruling.key {
            TextKey::LostNotMuggable(what) | TextKey::MugginsExcluded(what) => {
                words.claimed[claimed_index(what)]
            }
            _ => ["", ""],
        };
        let number = |n: Option<u32>| n.map(|n| n.to_string()).unwrap_or_default();
        let facts = &ruling.facts;
        let values = [
            role(ruling.pays, 0),
            role(ruling.pays, 1),
            role(ruling.gains, 0),
            role(ruling.gains, 1),
            role(opponent, 0),
            role(opponent, 1),
            words.points(language, ruling.points),
            words.cards(language, &facts.cards),
            number(facts.count.map(u32::from)),
            number(facts.claimed),
            number(facts.actual),
            what[0].to_owned(),
            what[1].to_owned(),
        ];
        let mut text = template(words, ruling.key).to_owned();
        for (placeholder, value) in PLACEHOLDERS.iter().zip(values.iter()) {
            text = text.replace(placeholder, value);
        }
        let citation = ruling.rule.citation().to_string();
        capitalize(&text.replace("{rule}", &citation))
    }
}

#[cfg(test)]
mod tests;
