//! A hand as a referee enters it: the request of `POST /v1/rounds/score` and each hand of a
//! game log (`POST /v1/games/score`), and the deal the domain makes of it.

use crate::api::limits;
use serde::Deserialize;
use utoipa::ToSchema;
use validator::Validate;

use crate::api::wire::cards::{CardText, VariantName, slots};
use crate::api::wire::events::{self, EventBody};
use crate::api::wire::matches::MatchScoringName;
use crate::api::wire::rulebook::{InfractionBody, MugginsCallBody, ProfileName};
use crate::domain::round::{ClaimsInput, DealInput};

/// A whole hand to adjudicate.
#[derive(Debug, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScoreRoundRequest {
    /// The variant. Absent or null: `six_card`.
    #[serde(default)]
    pub variant: Option<VariantName>,
    /// The dealer's seat (seats are 0..players-1; the seat after the dealer leads the play and
    /// shows first).
    #[schema(minimum = 0, maximum = 3, example = 1)]
    pub dealer: usize,
    /// Each seat's score before the hand (partners hold the same score). Absent or null: zeros.
    #[validate(length(max = limits::SEATS, code = "seats"))]
    #[schema(example = json!([119, 100]))]
    pub scores: Option<Vec<u32>>,
    /// Points that win, 1 to 1000. Absent or null: 121 (61 in `five_card`).
    #[validate(range(min = 1, max = limits::TARGET))]
    #[schema(example = 121)]
    pub target: Option<u32>,
    /// The starter turned up by the dealer; a jack gives the dealer two for his heels.
    pub starter: CardText,
    /// Each seat's kept cards, in seat order.
    #[validate(length(max = limits::SEATS, code = "seats"))]
    #[schema(example = json!([["5H", "5S", "JD", "KC"], ["2C", "3C", "4C", "9D"]]))]
    pub hands: Vec<Vec<CardText>>,
    /// The crib: the four cards laid away (with three players, one of them from the pack).
    #[schema(example = json!(["AH", "7S", "8D", "QH"]))]
    pub crib: Vec<CardText>,
    /// The play, as in `/v1/pegging/score`, `player` being the seat; `claimed` on a card is
    /// checked like a show's claim (and under `rules.muggins` the next opponent pegs what was
    /// missed).
    #[validate(length(max = limits::EVENTS, code = "events"))]
    pub events: Vec<EventBody>,
    /// House rules. Absent or null: none, ACC match scoring.
    #[serde(default, deserialize_with = "crate::api::json::object")]
    pub rules: Option<RoundRulesBody>,
    /// What was announced for the shows, and muggins calls.
    #[serde(default, deserialize_with = "crate::api::json::object")]
    #[validate(nested)]
    pub claims: Option<ClaimsBody>,
    /// What the referee saw that the cards cannot show (under `acc` and `acc_muggins`), each
    /// ruled with its penalty and citation. Ruled at its own moment: the deal and the cut's
    /// before the starter, `crib_examined_early`, `pegged_with_opponents_pegs` and
    /// `starter_mixed_in` before the shows.
    #[serde(default)]
    #[validate(length(max = limits::INFRACTIONS, code = "infractions"))]
    #[schema(example = json!([{ "seat": 1, "kind": "bottom_card_seen" }]))]
    pub infractions: Option<Vec<InfractionBody>>,
    /// What each seat was dealt, in seat order: six cards (five in `five_card`,
    /// `three_player` and `four_player`), holding the seat's kept hand, every other card in the
    /// crib. Optional when scoring (checked when given, so one game log serves scoring and
    /// review); required by `/v1/rounds/review` and `/v1/games/review`, which judge each
    /// discard from it.
    #[serde(default)]
    #[validate(length(max = limits::SEATS, code = "seats"))]
    #[schema(example = json!([["5H", "5S", "JD", "KC", "AH", "7S"], ["2C", "3C", "4C", "9D", "8D", "QH"]]))]
    pub dealt: Option<Vec<Vec<CardText>>>,
}

/// House rules of a hand.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RoundRulesBody {
    /// Count a four-card crib flush for 4. Absent or null: false.
    #[serde(default)]
    pub crib_four_flush: Option<bool>,
    /// `acc` (win 2, skunk 3) or `free_play` (win 1, skunk 2, double skunk 3). Absent: `acc`.
    #[serde(default)]
    pub match_scoring: Option<MatchScoringName>,
    /// Points a player fails to claim in the show go to the next opponent. Absent: false.
    #[serde(default)]
    pub muggins: Option<bool>,
    /// Five-card cribbage: the pone scores 3 at the start of the game's first hand ("three for
    /// last"). Absent or null: true exactly when every score is 0 in `five_card` (the first hand
    /// is the only one that starts from 0 to 0, since this rule gives the pone 3).
    #[serde(default)]
    pub three_for_last: Option<bool>,
    /// The rulebook: `social` (the default: the house rules above, no penalty schedule), `acc`
    /// (American Cribbage Congress tournament rules: two players, six-card, to 121; penalties
    /// and corrections with their citations) or `acc_muggins` (the same with muggins on: calls
    /// in `claims.muggins`; `rules.muggins` is for `social` only).
    #[serde(default)]
    pub profile: Option<ProfileName>,
}

/// What was announced for the shows.
#[derive(Debug, Default, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ClaimsBody {
    /// Per seat, what it announced for its hand (null: not recorded).
    #[schema(example = json!([10, 4]))]
    pub hands: Option<Vec<Option<u32>>>,
    /// What the dealer announced for the crib.
    #[schema(example = 6)]
    pub crib: Option<u32>,
    /// Muggins calls (`acc_muggins` only), each on a count whose announcement is recorded
    /// here or on the play event.
    #[serde(default)]
    #[validate(length(max = limits::MUGGINS_CALLS, code = "muggins"))]
    #[schema(example = json!([{ "on": "hand", "seat": 0, "points": 2 }]))]
    pub muggins: Option<Vec<MugginsCallBody>>,
}

impl ScoreRoundRequest {
    /// The request in the domain's terms, for it to check.
    pub fn deal(&self) -> DealInput {
        self.deal_with(self.variant, self.target, self.rules.as_ref())
    }

    /// The request in the domain's terms with the variant, target and rules given elsewhere
    /// (a game gives them once for all its hands).
    pub fn deal_with(
        &self,
        variant: Option<VariantName>,
        target: Option<u32>,
        rules: Option<&RoundRulesBody>,
    ) -> DealInput {
        let claims = self.claims.as_ref();
        DealInput {
            variant: variant.unwrap_or_default().into(),
            dealer: self.dealer,
            scores: self.scores.clone(),
            target,
            starter: self.starter.slot(),
            hands: self.hands.iter().map(|hand| slots(hand)).collect(),
            crib: slots(&self.crib),
            events: events::slots(&self.events),
            crib_four_flush: rules.and_then(|r| r.crib_four_flush).unwrap_or(false),
            match_scoring: rules
                .and_then(|r| r.match_scoring)
                .unwrap_or_default()
                .into(),
            muggins: rules.and_then(|r| r.muggins).unwrap_or(false),
            three_for_last: rules.and_then(|r| r.three_for_last),
            claims: ClaimsInput {
                hands: claims.and_then(|c| c.hands.clone()),
                crib: claims.and_then(|c| c.crib),
                calls: claims
                    .and_then(|c| c.muggins.as_ref())
                    .map(|calls| calls.iter().map(MugginsCallBody::input).collect())
                    .unwrap_or_default(),
            },
            profile: rules.and_then(|r| r.profile).unwrap_or_default().into(),
            infractions: self
                .infractions
                .iter()
                .flatten()
                .map(InfractionBody::input)
                .collect(),
            dealt: self
                .dealt
                .as_ref()
                .map(|seats| seats.iter().map(|cards| slots(cards)).collect()),
        }
    }
}
