//! The answers of `GET /v1/rulebooks` and `GET /v1/rulebooks/{profile}`: the referee's
//! reference card.

use serde::Serialize;
use utoipa::ToSchema;

use crate::api::wire::rulebook::ProfileName;
use crate::domain::language::Language;
use crate::domain::rulebook::{
    InfractionKind, MugginsRule, Party, Points, Profile, Role, RuleId, Table,
};
use crate::domain::texts::prelude::*;
use crate::domain::variant::Variant;

/// Every rulebook the service referees under.
#[derive(Debug, Serialize, ToSchema)]
pub struct RulebooksResponse {
    /// The profiles, the default (`social`) first.
    pub profiles: Vec<ProfileSummary>,
}

/// One rulebook, in short.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProfileSummary {
    /// Its name in `rules.profile`.
    pub profile: ProfileName,
    /// Its name for people, in the language asked for.
    #[schema(example = "American Cribbage Congress tournament rules")]
    pub name: &'static str,
    /// How it treats muggins: `house_rule` (`rules.muggins`), `off` or `on` (calls in
    /// `claims.muggins`).
    pub muggins: MugginsName,
    /// The variants it referees.
    pub variants: Vec<&'static str>,
    /// The target it takes, when it takes only one.
    #[schema(example = 121)]
    pub target: Option<u32>,
    /// How many rules its reference card lists.
    #[schema(example = 17)]
    pub rule_count: usize,
    /// Its reference card.
    #[schema(example = "/v1/rulebooks/acc")]
    pub href: String,
}

/// How a rulebook treats muggins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MugginsName {
    /// Only with the house rule `rules.muggins`, taken without calls.
    HouseRule,
    /// Never: points pegged short are lost.
    Off,
    /// Always, by calls.
    On,
}

/// A rulebook's reference card: every rule it applies and every infraction it knows.
#[derive(Debug, Serialize, ToSchema)]
pub struct RulebookResponse {
    /// The rulebook, in short.
    #[serde(flatten)]
    pub summary: ProfileSummary,
    /// Every rule it applies, in the order of the book.
    pub rules: Vec<RuleBody>,
    /// The infractions a referee may report under it (`infractions` of a round), none under
    /// `social`.
    pub infractions: Vec<InfractionKindBody>,
}

/// One rule on the reference card.
#[derive(Debug, Serialize, ToSchema)]
pub struct RuleBody {
    /// Its stable id, as a ruling's `rule_id` names it.
    #[schema(example = "acc-7.3")]
    pub id: String,
    /// The citation: `ACC 7.3` (numbered as in the 2020 edition), `Social S2`.
    #[schema(example = "ACC 7.3")]
    pub rule: String,
    /// The number in the 2010 text, where it differs.
    #[schema(example = json!(null))]
    pub rule_2010: Option<&'static str>,
    /// Its name, in the language asked for.
    #[schema(example = "Renege")]
    pub title: &'static str,
    /// What it says, paraphrased, in the language asked for.
    pub text: &'static str,
    /// The points it moves.
    pub points: PointsBody,
    /// Who pays: `dealer`, `pone`, `offender`, `opponent`, `each_opponent`, `scorer`,
    /// `caller` or `nobody`.
    #[schema(example = "offender")]
    pub pays: &'static str,
    /// Who gains, in the same terms.
    #[schema(example = "opponent")]
    pub gains: &'static str,
    /// Whether it is a penalty (ACC 11.1.a): muggins never applies to it, and no penalty
    /// follows from pegging it wrong (11.3).
    pub penalty: bool,
}

/// The points a rule moves.
#[derive(Debug, Serialize, ToSchema)]
pub struct PointsBody {
    /// `fixed`, `per_card`, `difference` (announced against true), `lesser_of_call_and_missed`,
    /// `called`, `false_claim` (the over-claim to the opponent, `backward` back) or `none`.
    #[schema(example = "per_card")]
    pub kind: &'static str,
    /// For `fixed` and `per_card`: how many.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = 2)]
    pub value: Option<u32>,
    /// For `false_claim`: how far back the offender goes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub backward: Option<u32>,
}

/// An infraction a referee may report.
#[derive(Debug, Serialize, ToSchema)]
pub struct InfractionKindBody {
    /// Its name in `infractions[].kind`.
    #[schema(example = "bottom_card_seen")]
    pub kind: &'static str,
    /// The rule that penalises it.
    #[schema(example = "ACC 2.1")]
    pub rule: String,
    /// What the referee saw, in the language asked for.
    pub description: &'static str,
    /// Who alone can commit it (`dealer` or `pone`), or null when either can.
    #[schema(example = "dealer")]
    pub committed_by: Option<&'static str>,
    /// Its penalty, to the offender's opponent.
    #[schema(example = 2)]
    pub points: u32,
}

fn party(party: Party) -> &'static str {
    match party {
        Party::Dealer => "dealer",
        Party::Pone => "pone",
        Party::Offender => "offender",
        Party::Opponent => "opponent",
        Party::EachOpponent => "each_opponent",
        Party::Scorer => "scorer",
        Party::Caller => "caller",
        Party::Nobody => "nobody",
    }
}

fn points(points: Points) -> PointsBody {
    let (kind, value, backward) = match points {
        Points::Fixed(n) => ("fixed", Some(n), None),
        Points::PerCard(n) => ("per_card", Some(n), None),
        Points::Difference => ("difference", None, None),
        Points::LesserOfCallAndMissed => ("lesser_of_call_and_missed", None, None),
        Points::Called => ("called", None, None),
        Points::FalseClaim { backward } => ("false_claim", None, Some(backward)),
        Points::None => ("none", None, None),
    };
    PointsBody {
        kind,
        value,
        backward,
    }
}

/// The profile in short, its name in `language`.
pub fn summary(profile: Profile, language: Language) -> ProfileSummary {
    // The variants (and the one target) a table under the profile accepts.
    let variants: Vec<&'static str> = Variant::ALL
        .into_iter()
        .filter(|&v| Table::new(profile, v, 0, u32::from(v.target())).is_ok())
        .map(Variant::name)
        .collect();
    ProfileSummary {
        profile: profile.into(),
        name: profile.name(language),
        muggins: match profile.muggins() {
            MugginsRule::HouseRule => MugginsName::HouseRule,
            MugginsRule::Off => MugginsName::Off,
            MugginsRule::On => MugginsName::On,
        },
        target: (profile != Profile::Social).then_some(121),
        variants,
        rule_count: profile.rules().len(),
        href: format!("/v1/rulebooks/{}", profile.slug()),
    }
}

fn rule(rule: RuleId, language: Language) -> RuleBody {
    let citation = rule.citation();
    RuleBody {
        id: rule.slug(),
        rule: citation.to_string(),
        rule_2010: citation.rule_2010,
        title: rule.title(language),
        text: rule.summary(language),
        points: points(rule.points()),
        pays: party(rule.pays()),
        gains: party(rule.gains()),
        penalty: rule.is_penalty(),
    }
}

fn infraction(kind: InfractionKind, language: Language) -> InfractionKindBody {
    InfractionKindBody {
        kind: kind.slug(),
        rule: kind.rule().citation().to_string(),
        description: kind.description(language),
        committed_by: kind.committed_by().map(|role| match role {
            Role::Dealer => "dealer",
            Role::Pone => "pone",
            Role::Seat(_) => "seat",
        }),
        points: kind.points(),
    }
}

/// The reference card of `profile`, its texts in `language`.
pub fn card(profile: Profile, language: Language) -> RulebookResponse {
    RulebookResponse {
        summary: summary(profile, language),
        rules: profile.rules().iter().map(|&r| rule(r, language)).collect(),
        infractions: profile
            .infractions()
            .iter()
            .map(|&k| infraction(k, language))
            .collect(),
    }
}
