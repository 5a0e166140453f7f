//! The rulebook on the wire: the profile a request names, the infractions and muggins calls a
//! referee reports, and the ruling a timeline entry carries.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::language::Language;
use crate::domain::round::{CallInput, CallKind, InfractionInput};
use crate::domain::rulebook::{Profile, Ruling, RulingKind};
use crate::domain::texts::prelude::*;

/// The rulebook a table plays under.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ProfileName {
    /// What the service has always done: no penalty schedule, muggins by house rule
    /// (`rules.muggins`), a three-player renege 2 to each opponent (the default).
    #[default]
    Social,
    /// American Cribbage Congress tournament rules, muggins off: two players, six-card, to 121.
    Acc,
    /// ACC tournament rules with muggins, its one optional rule, on: calls in `claims.muggins`.
    AccMuggins,
}

impl From<ProfileName> for Profile {
    fn from(name: ProfileName) -> Profile {
        match name {
            ProfileName::Social => Profile::Social,
            ProfileName::Acc => Profile::Acc,
            ProfileName::AccMuggins => Profile::AccMuggins,
        }
    }
}

impl From<Profile> for ProfileName {
    fn from(profile: Profile) -> ProfileName {
        match profile {
            Profile::Social => ProfileName::Social,
            Profile::Acc => ProfileName::Acc,
            Profile::AccMuggins => ProfileName::AccMuggins,
        }
    }
}

/// Something a referee saw that the cards cannot show.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InfractionBody {
    /// The offender's seat.
    #[schema(minimum = 0, maximum = 3, example = 1)]
    pub seat: usize,
    /// What was seen, as the profile names it (`GET /v1/rulebooks/{profile}` lists the kinds):
    /// `bottom_card_seen`, `crib_discard_retrieved`, `crib_examined_early`,
    /// `crib_examined_before_discarding`, `hand_and_crib_exchanged`, `pone_peeked_at_cut`,
    /// `starter_in_dealers_hand`, `pegged_with_opponents_pegs`, `starter_mixed_in`. The
    /// `social` profile has no penalty schedule and knows none.
    #[schema(example = "bottom_card_seen")]
    pub kind: String,
}

impl InfractionBody {
    /// The infraction in the domain's terms, for it to check.
    pub fn input(&self) -> InfractionInput {
        InfractionInput {
            seat: self.seat,
            kind: self.kind.clone(),
        }
    }
}

/// Which count a muggins call is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CallOnName {
    /// A seat's hand: give `seat`.
    Hand,
    /// The crib.
    Crib,
    /// A card of the play: give `event`.
    Play,
}

/// "Muggins for X": called by the scorer's opponent right after the count it is on (only
/// under `acc_muggins`; the count's announcement must be recorded in `claims`).
// Serialize: `validator` writes a refused list into its error.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MugginsCallBody {
    /// The count the call is on.
    pub on: CallOnName,
    /// For `hand`: whose hand.
    #[schema(minimum = 0, maximum = 3, example = 0)]
    pub seat: Option<usize>,
    /// For `play`: the index of the play event whose card was under-pegged.
    #[schema(minimum = 0, example = 3)]
    pub event: Option<usize>,
    /// The points called (ACC 10.4.a: the caller names them; awarded the lesser of the called
    /// and the true amount; a call where nothing was missed pays them to the other side).
    #[schema(minimum = 1, example = 2)]
    pub points: u32,
}

impl MugginsCallBody {
    /// The call in the domain's terms, for it to check.
    pub fn input(&self) -> CallInput {
        CallInput {
            on: match self.on {
                CallOnName::Hand => CallKind::Hand,
                CallOnName::Crib => CallKind::Crib,
                CallOnName::Play => CallKind::Play,
            },
            seat: self.seat,
            event: self.event,
            points: self.points,
        }
    }
}

/// What sort of ruling, and so which way the pegs move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RulingKindName {
    /// A penalty scored by the opponent (`gains` pegs forward).
    Penalty,
    /// A penalty pegged backward by the offender (`pays` pegs back).
    BackwardPenalty,
    /// Over-pegged points taken back: a correction, not a penalty (`pays` pegs back).
    Correction,
    /// Points a count left out that the scorer still pegs (`gains` pegs forward).
    Restoration,
    /// Muggins: `gains` pegs what `pays` left behind.
    Muggins,
    /// Points the rules give (his heels): `gains` pegs forward.
    Award,
    /// Points lost: nobody pegs them.
    Forfeit,
}

impl From<RulingKind> for RulingKindName {
    fn from(kind: RulingKind) -> Self {
        match kind {
            RulingKind::Penalty => RulingKindName::Penalty,
            RulingKind::BackwardPenalty => RulingKindName::BackwardPenalty,
            RulingKind::Retraction => RulingKindName::Correction,
            RulingKind::Restoration => RulingKindName::Restoration,
            RulingKind::Muggins => RulingKindName::Muggins,
            RulingKind::Award => RulingKindName::Award,
            RulingKind::Forfeit => RulingKindName::Forfeit,
        }
    }
}

/// A sentence in every language the service speaks, keyed by the language's code (`en`, `de`,
/// `pl`), whatever the request's language: a referee's tool shows the players theirs. Keyed
/// rather than one field per language, so a language the service learns adds a key and changes
/// no schema; the keys come in the order of [`Language::ALL`].
#[derive(Debug)]
pub struct Sentences(Vec<(&'static str, String)>);

impl Sentences {
    /// What `say` says in each language.
    pub fn of(say: impl Fn(Language) -> String) -> Sentences {
        Sentences(
            Language::ALL
                .into_iter()
                .map(|language| (language.code(), say(language)))
                .collect(),
        )
    }
}

impl Serialize for Sentences {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(code, sentence)| (code, sentence)))
    }
}

/// A ruling: which rule, who pays, who gains, and the sentence a referee reads aloud.
#[derive(Debug, Serialize, ToSchema)]
pub struct RulingBody {
    /// The rule as a referee cites it: `ACC 7.3`, `ACC 8.4.b`, `Social S2`.
    #[schema(example = "ACC 7.3")]
    pub rule: String,
    /// The rule's stable id, as `GET /v1/rulebooks/{profile}` lists it.
    #[schema(example = "acc-7.3")]
    pub rule_id: String,
    /// Penalty, correction, muggins...
    pub kind: RulingKindName,
    /// The seat that pays: the offender, whose points are taken, forgone or pegged back.
    #[schema(example = 0)]
    pub pays: Option<usize>,
    /// The seat that pegs the points.
    #[schema(example = 1)]
    pub gains: Option<usize>,
    /// How many points the ruling is about (for a forfeit, the points lost).
    #[schema(example = 6)]
    pub points: u32,
    /// A stable key for the sentence, for clients with their own texts.
    #[schema(example = "renege")]
    pub text_key: String,
    /// The sentence in every language the service speaks, keyed by language code (`en`, `de`,
    /// `pl`), citation included.
    #[schema(
        value_type = std::collections::BTreeMap<String, String>,
        example = json!({
            "en": "The pone said go at 20 holding 9♣ and Q♦, each of which could have been played: a renege, four points to the dealer (ACC 7.3); the dealer decides whether those cards are dead or played.",
            "de": "Der Nichtgeber hat bei 20 gepasst und dabei 9♣ und D♦ gehalten, die jede für sich hätten gespielt werden können: falsches Passen, vier Punkte für den Geber (ACC 7.3); der Geber entscheidet, ob diese Karten tot sind oder gespielt werden.",
            "pl": "Nierozdający powiedział „Dalej” przy 20, mając 9♣ i D♦, z których każdą można było zagrać: fałszywe „Dalej”, cztery punkty dla rozdającego (ACC 7.3); rozdający decyduje, czy te karty są martwe, czy zostają zagrane."
        })
    )]
    pub sentence: Sentences,
}

impl From<&Ruling> for RulingBody {
    fn from(ruling: &Ruling) -> Self {
        RulingBody {
            rule: ruling.rule.citation().to_string(),
            rule_id: ruling.rule.slug(),
            kind: ruling.kind.into(),
            pays: ruling.pays,
            gains: ruling.gains,
            points: ruling.points,
            text_key: ruling.key.slug(),
            sentence: Sentences::of(|language| ruling.sentence(language)),
        }
    }
}
