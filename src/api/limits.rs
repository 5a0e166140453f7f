//! The size of every list a request may hold, and the range of the target, each written once.
//!
//! Most are not rules of cribbage but bounds on the work and memory one body can ask for:
//! `validator` checks them through these constants (`length(max = EVENTS)`), and the games
//! handler checks [`HANDS_OF_A_GAME`] itself. The others state in the document what the domain
//! checks exactly, by variant (a hand of three or four cards to show, five or six dealt, two to
//! four scores). [`Bounds`] writes every one into the OpenAPI document from this file, so the
//! document cannot promise one number while the service refuses at another.

use utoipa::Modify;
use utoipa::openapi::schema::{Schema, SchemaType};
use utoipa::openapi::{RefOr, Type};

/// Events of one play: a four-player play has 16 cards and a few goes, far below.
pub const EVENTS: u64 = 200;

/// Cards a player may be said to hold: six are dealt in six-card cribbage.
pub const HELD: u64 = 6;

/// Earlier hands of a game the play advice reads (`history`): a game to 121 lasts about nine
/// hands and rarely fourteen; a game to the largest target solved (241) about twice that.
pub const EARLIER_HANDS: u64 = 64;

/// Cards of one series: more than any series can hold before 31 (the lowest thirteen sum
/// to 33).
pub const SERIES: u64 = 13;

/// Seats at a table: two, three or four players.
pub const SEATS: u64 = 4;

/// Infractions recorded against one hand.
pub const INFRACTIONS: u64 = 32;

/// Muggins calls on one hand: far more than a hand has counts to call on.
pub const MUGGINS_CALLS: u64 = 64;

/// Hands in one game log: a two-player game to 121 takes about 9 to 12; 100 leaves room for
/// any game and stays far below the body limit.
pub const HANDS_OF_A_GAME: usize = 100;

/// The highest seed a level that draws takes: the largest whole number JavaScript holds
/// exactly (2^53 - 1), so that a browser that sends back the `level_seed` it was given sends
/// the same number.
pub const SEED: u64 = (1 << 53) - 1;

/// The highest target a game may be played to.
pub const TARGET: u32 = 1000;

/// How a bound reads in the document.
#[derive(Clone, Copy)]
enum Bound {
    /// A list of at most this many items (and at least `min`, when given).
    Items { min: Option<usize>, max: usize },
    /// A whole number from 1 to this.
    UpTo(u32),
}

/// A list of at most `max` items.
const fn items(max: u64) -> Bound {
    Bound::Items {
        min: None,
        max: max as usize,
    }
}

/// A list of `min` to `max` items.
const fn between(min: usize, max: u64) -> Bound {
    Bound::Items {
        min: Some(min),
        max: max as usize,
    }
}

/// Every bounded property: its schema, its name and its bound.
const BOUNDED: [(&str, &str, Bound); 25] = [
    ("ScorePlayRequest", "events", items(EVENTS)),
    ("ValidatePlayRequest", "series", items(SERIES)),
    ("ValidatePlayRequest", "hand", items(HELD)),
    ("RecommendPlayRequest", "hand", items(HELD)),
    ("RecommendPlayRequest", "events", items(EVENTS)),
    ("RecommendPlayRequest", "discards", items(2)),
    ("RecommendPlayRequest", "scores", between(2, SEATS)),
    ("RecommendPlayRequest", "history", items(EARLIER_HANDS)),
    ("ShownHandBody", "shown", items(HELD)),
    ("ShownHandBody", "discards", items(HELD)),
    ("ShownHandBody", "events", items(EVENTS)),
    ("RecommendRequest", "cards", between(5, HELD)),
    ("RecommendRequest", "scores", between(2, SEATS)),
    ("PositionRequest", "scores", between(2, SEATS)),
    ("ScoreHandRequest", "hand", between(3, 4)),
    ("ScoreRoundRequest", "scores", items(SEATS)),
    ("ScoreRoundRequest", "hands", items(SEATS)),
    ("ScoreRoundRequest", "crib", between(4, 4)),
    ("ScoreRoundRequest", "events", items(EVENTS)),
    ("ScoreRoundRequest", "infractions", items(INFRACTIONS)),
    ("ScoreRoundRequest", "dealt", items(SEATS)),
    ("ClaimsBody", "muggins", items(MUGGINS_CALLS)),
    ("ScoreRoundRequest", "target", Bound::UpTo(TARGET)),
    (
        "ScoreGameRequest",
        "hands",
        between(1, HANDS_OF_A_GAME as u64),
    ),
    ("ScoreGameRequest", "target", Bound::UpTo(TARGET)),
];

/// Writes [`BOUNDED`] into the document's schemas.
pub struct Bounds;

impl Modify for Bounds {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let Some(components) = openapi.components.as_mut() else {
            return;
        };
        for (schema, property, bound) in BOUNDED {
            let target = match components.schemas.get_mut(schema) {
                Some(RefOr::T(Schema::Object(object))) => object.properties.get_mut(property),
                _ => None,
            };
            match (target, bound) {
                (Some(RefOr::T(Schema::Array(array))), Bound::Items { min, max }) => {
                    array.min_items = min.or(array.min_items);
                    array.max_items = Some(max);
                }
                (Some(RefOr::T(Schema::Object(number))), Bound::UpTo(max))
                    if is_integer(&number.schema_type) =>
                {
                    number.minimum = Some(1.into());
                    number.maximum = Some(max.into());
                }
                // A renamed schema or property would leave its bound out of the document; the
                // test below fails first.
                _ => {}
            }
        }
    }
}

fn is_integer(kind: &SchemaType) -> bool {
    match kind {
        SchemaType::Type(t) => *t == Type::Integer,
        SchemaType::Array(types) => types.contains(&Type::Integer),
        SchemaType::AnyValue => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::openapi::ApiDoc;
    use utoipa::OpenApi;

    #[test]
    fn every_bound_reaches_its_property_in_the_document() {
        let document = serde_json::to_value(ApiDoc::openapi()).expect("a document");
        for (schema, property, bound) in BOUNDED {
            let found = &document["components"]["schemas"][schema]["properties"][property];
            match bound {
                Bound::Items { min, max } => {
                    assert_eq!(found["maxItems"], max, "{schema}.{property}");
                    if let Some(min) = min {
                        assert_eq!(found["minItems"], min, "{schema}.{property}");
                    }
                }
                Bound::UpTo(max) => {
                    assert_eq!(found["maximum"], max, "{schema}.{property}");
                    assert_eq!(found["minimum"], 1, "{schema}.{property}");
                }
            }
        }
    }
}
