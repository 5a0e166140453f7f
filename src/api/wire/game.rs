//! A game log as a referee enters it, hand by hand: the request of `POST /v1/games/score` and
//! of `POST /v1/games/review`, and the pointers of the places where a log does not chain.

use crate::api::limits;
use serde::Deserialize;
use utoipa::ToSchema;
use validator::Validate;

use crate::api::problem::words::RequestRefusal;
use crate::api::problem::{ApiError, InputError};
use crate::api::wire::cards::VariantName;
use crate::api::wire::events::EventBody;
use crate::api::wire::pointer;
use crate::api::wire::round::{RoundRulesBody, ScoreRoundRequest};
use crate::domain::game::{Field, GameProblems, LogPlace};
use crate::domain::input::{Place, Refused, Step};
use crate::domain::round::DealInput;
use crate::domain::texts::Worded;

/// A finished (or unfinished) game log.
#[derive(Debug, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScoreGameRequest {
    /// The variant, for every hand. Absent or null: `six_card`.
    #[serde(default)]
    pub variant: Option<VariantName>,
    /// Points that win, 1 to 1000. Absent or null: 121 (61 in `five_card`).
    #[validate(range(min = 1, max = limits::TARGET))]
    #[schema(example = 121)]
    pub target: Option<u32>,
    /// The rules, for every hand, as for `/v1/rounds/score` (`profile` included; match scoring
    /// sets the match points).
    #[serde(default, deserialize_with = "crate::api::json::object")]
    pub rules: Option<RoundRulesBody>,
    /// The hands in the order they were played, each as `/v1/rounds/score` takes it; its
    /// `scores` may be left out (they carry over from the hand before; 0 for the first), and
    /// `variant`, `target` and `rules` are the game's, given above.
    #[validate(nested)]
    #[serde(deserialize_with = "crate::api::json::objects")]
    pub hands: Vec<ScoreRoundRequest>,
}

impl ScoreGameRequest {
    /// Each hand in the domain's terms, with the game's variant, target and rules; a hand that
    /// gives its own is refused (a game has one of each).
    pub fn deals(&self) -> Result<Vec<DealInput>, ApiError> {
        let mut errors = Vec::new();
        if self.hands.is_empty() || self.hands.len() > limits::HANDS_OF_A_GAME {
            errors.push(InputError::api(
                "/hands",
                RequestRefusal::GameHands {
                    max: limits::HANDS_OF_A_GAME,
                },
            ));
        }
        for (index, hand) in self.hands.iter().enumerate() {
            let given = [
                ("variant", hand.variant.is_some()),
                ("target", hand.target.is_some()),
                ("rules", hand.rules.is_some()),
            ];
            for (field, _) in given.iter().filter(|(_, given)| *given) {
                errors.push(InputError::api(
                    format!("/hands/{index}/{field}"),
                    RequestRefusal::GameFieldPerHand { field },
                ));
            }
        }
        if !errors.is_empty() {
            return Err(ApiError::InvalidInput(errors));
        }
        Ok(self
            .hands
            .iter()
            .map(|hand| hand.deal_with(self.variant, self.target, self.rules.as_ref()))
            .collect())
    }
}

/// The JSON pointer of a place in the game log.
pub(crate) fn chain_pointer(place: LogPlace) -> String {
    let Some(hand) = place.hand else {
        return "/hands".to_owned();
    };
    match place.field {
        Field::Hands => "/hands".to_owned(),
        Field::Hand | Field::Points { .. } | Field::Result => format!("/hands/{hand}"),
        Field::Dealer => format!("/hands/{hand}/dealer"),
        Field::Scores { seat: None } => format!("/hands/{hand}/scores"),
        Field::Scores { seat: Some(seat) } => format!("/hands/{hand}/scores/{seat}"),
    }
}

/// The 422 answer for a game that cannot be scored, at pointers into the whole log.
pub(crate) fn problems<F>(body: &ScoreGameRequest, problems: GameProblems<F>) -> ApiError
where
    F: Refused + Worded + std::fmt::Debug + Send + Sync + 'static,
{
    let errors = match problems {
        GameProblems::Chain(problems) => problems
            .into_iter()
            .map(|p| InputError::game(chain_pointer(p.place), p.kind))
            .collect(),
        GameProblems::Hand { hand, problems } => {
            let events = body.hands.get(hand).map(|h| h.events.as_slice());
            let objects = |i: usize| {
                events
                    .and_then(|events| events.get(i))
                    .is_some_and(EventBody::is_object)
            };
            // The variant, the target and the rules are the game's, given once at the top.
            let name = |place: Place| match place.steps().first() {
                Some(Step::Field("variant" | "target" | "rules")) => pointer(place, &objects),
                _ => format!("/hands/{hand}{}", pointer(place, &objects)),
            };
            problems
                .into_iter()
                .map(|p| InputError::fault(name(p.place), p.fault, &name))
                .collect()
        }
    };
    ApiError::InvalidInput(errors)
}
