//! What the rulebooks say, in every language the service speaks.
//!
//! As in [`crate::texts`], every word lives in one file per language ([`en`], [`de`],
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

mod de;
mod en;
mod pl;

use crate::card::Card;
use crate::language::{Language, Plural, capitalize};
use crate::rulebook::{InfractionKind, PeggedFor, Profile, Role, RuleId, Ruling, TextKey};

/// A rule's name and what it says, for the reference card.
#[derive(Debug)]
pub(super) struct RuleText {
    /// Its name.
    pub title: &'static str,
    /// What it says, paraphrased.
    pub summary: &'static str,
}

/// The sentence templates of the rulings, one per [`TextKey`].
#[derive(Debug)]
pub(super) struct Sentences {
    /// Per [`InfractionKind::ALL`].
    pub infractions: [&'static str; 9],
    pub renege: &'static str,
    /// ACC 7.3 with the non-offender's decision: dead.
    pub renege_dead: &'static str,
    /// ACC 7.3 with the non-offender's decision: played.
    pub renege_played: &'static str,
    pub social_renege: &'static str,
    pub his_heels: &'static str,
    pub his_heels_pegs_out: &'static str,
    pub his_heels_forfeited: &'static str,
    pub under_pegging_lost: &'static str,
    pub lost_not_muggable: &'static str,
    pub peg_out_reminder: &'static str,
    pub muggins_open: &'static str,
    pub muggins_open_at_game_hole: &'static str,
    pub over_pegging_corrected: &'static str,
    pub over_pegged_penalty_corrected: &'static str,
    pub backward_over_pegged: &'static str,
    pub backward_corrected: &'static str,
    pub false_claim_corrected: &'static str,
    pub false_claim_award: &'static str,
    pub false_claim_backward: &'static str,
    pub muggins_award: &'static str,
    pub wrong_muggins_call: &'static str,
    pub muggins_excluded: &'static str,
    pub social_muggins: &'static str,
    pub social_under_count: &'static str,
    pub social_over_count: &'static str,
}

/// The words of one language for the rulebooks.
#[derive(Debug)]
pub(super) struct RulebookTexts {
    /// Per [`Profile::ALL`].
    pub profiles: [&'static str; 3],
    /// The dealer: nominative, then the case after a preposition (see the module's doc).
    pub dealer: [&'static str; 2],
    /// The pone: nominative, then the case after a preposition.
    pub pone: [&'static str; 2],
    /// Any other seat (`{seat}` is its number): nominative, then the case after a preposition.
    pub seat: [&'static str; 2],
    /// The points per [`Plural`] form (one, few, many, as [`Plural::of`] picks), `{n}` the number word: "one point",
    /// "{n} points"; "jeden punkt", "{n} punkty", "{n} punktów". A language without the few form
    /// repeats its many form there.
    pub points: [&'static str; 3],
    /// Joins the last two of a list: "and", "und".
    pub and: &'static str,
    /// What a score is for, per [`PeggedFor`] in declaration order: `{what}` (English and German
    /// accusative, Polish accusative after "za"), then `{what_dat}`, the case after a preposition
    /// (German dative after "bei", Polish genitive after "do").
    pub claimed: [[&'static str; 2]; 7],
    /// Per [`RuleId::ALL`].
    pub rules: [RuleText; 26],
    /// What a referee reports, per [`InfractionKind::ALL`].
    pub infractions: [&'static str; 9],
    /// The rulings.
    pub sentences: Sentences,
}

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
        Language::English => &en::TEXTS,
        Language::German => &de::TEXTS,
        Language::Polish => &pl::TEXTS,
    }
}

impl Profile {
    /// Its name for people, in `language`.
    pub fn name(self, language: Language) -> &'static str {
        let index = Profile::ALL
            .iter()
            .position(|p| *p == self)
            .unwrap_or_default();
        texts(language).profiles[index]
    }
}

impl RuleId {
    /// Its name on the reference card, in `language`.
    pub fn title(self, language: Language) -> &'static str {
        texts(language).rules[self.index()].title
    }

    /// What it says, paraphrased (never the rulebook's own words), in `language`.
    pub fn summary(self, language: Language) -> &'static str {
        texts(language).rules[self.index()].summary
    }
}

impl InfractionKind {
    /// What a referee reports, in `language` ("the dealer saw the bottom card").
    pub fn description(self, language: Language) -> &'static str {
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

impl Ruling {
    /// The sentence a referee reads aloud, in `language`, citation included.
    pub fn sentence(&self, language: Language) -> String {
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
