//! The shape of one language's words for the rulebooks, which each language's `rulebook.rs`
//! fills in. Apart from the code that uses the words, so that the languages' tables and the
//! code that picks among them do not use each other.

#[cfg(doc)]
use crate::language::Plural;
#[cfg(doc)]
use crate::rulebook::{InfractionKind, PeggedFor, Profile, RuleId, TextKey};

/// A rule's name and what it says, for the reference card.
#[derive(Debug)]
pub(crate) struct RuleText {
    /// Its name.
    pub title: &'static str,
    /// What it says, paraphrased.
    pub summary: &'static str,
}

/// The sentence templates of the rulings, one per [`TextKey`].
#[derive(Debug)]
pub(crate) struct Sentences {
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
pub(crate) struct RulebookTexts {
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
