//! The events of a play as JSON: a card (`"5H"`), `"go"`, or an object naming the player; and
//! what a card scores in the play, as every play answer writes it.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::cards::{CardName, CardNames, CardText};
use crate::api::json::refuse;
use crate::api::problem::words::RequestRefusal;
use crate::domain::pegging::{
    EventAction, EventSlot, GoPoint, PegCategory, PegItem, Penalty, Reneged,
};

/// One event of the play: a card (`"5H"`), `"go"`, or an object naming the player.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub enum EventBody {
    /// A card or the word `go`, case-insensitive.
    #[schema(example = "5H", value_type = String)]
    Text(EventText),
    /// A card laid by a named player.
    Card(CardEvent),
    /// A go said by a named player.
    Go(GoEvent),
}

/// An event sent as a string, read as the body is parsed (never kept as text): `go`, or a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventText {
    /// The word `go`, any case.
    Go,
    /// Anything else: a card, or why it is not one.
    Card(CardText),
}

impl From<&str> for EventText {
    fn from(text: &str) -> Self {
        if text.eq_ignore_ascii_case("go") {
            EventText::Go
        } else {
            EventText::Card(CardText::from(text))
        }
    }
}

/// As [`CardText`]: written only in canonical form (`go`, a card's name), never at run time.
impl Serialize for EventText {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            EventText::Go => serializer.serialize_str("go"),
            EventText::Card(card) => card.serialize(serializer),
        }
    }
}

/// A card laid by a named player, optionally with the points the player announced for it.
// Named schemas (not inline variants) give generated clients stable type names; the
// `deny_unknown_fields` here only documents `additionalProperties: false`, the custom
// `Deserialize` of [`EventBody`] enforces it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"card": "5H", "player": 1, "claimed": 2}))]
pub struct CardEvent {
    /// The card laid, as text (`5H`, `10h`, `T♥`).
    pub card: CardText,
    /// The player laying it (0 leads). Absent or null: whoever's turn it is.
    #[schema(minimum = 0, maximum = 3, example = 1)]
    pub player: Option<usize>,
    /// The points the player announced for the card (not the go point); the event's answer
    /// then carries a `claim` verdict.
    #[schema(minimum = 0, maximum = 29, example = 2)]
    pub claimed: Option<u32>,
}

/// A go said by a named player; on a renege, what the non-offender decided for the cards.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"go": true, "player": 0, "reneged": "dead"}))]
pub struct GoEvent {
    /// Always `true`: the player says go (`false` is refused; to lay a card send `card`).
    #[schema(example = true)]
    pub go: bool,
    /// The player saying go. Absent or null: whoever's turn it is.
    #[schema(minimum = 0, maximum = 3, example = 0)]
    pub player: Option<usize>,
    /// Only on a go that is a renege (a card held fits; the hands must be known): what the
    /// non-offender decided for the reneged cards (ACC 7.3). `played` (the default): they stay
    /// in the hand and are played when they fit, as the events that follow show. `dead`: they
    /// leave the play (laying one later is refused with `play.dead_card`) and still count in
    /// the show. Under a tournament profile the renege ruling says which (`text_key`
    /// `renege-dead` or `renege-played`). On a go that is no renege: 422 `play.not_a_renege`.
    pub reneged: Option<RenegedName>,
}

/// What becomes of reneged cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RenegedName {
    /// They stay in the hand and are played when they fit.
    Played,
    /// They leave the play and count only in the show.
    Dead,
}

impl From<RenegedName> for Reneged {
    fn from(name: RenegedName) -> Self {
        match name {
            RenegedName::Played => Reneged::Played,
            RenegedName::Dead => Reneged::Dead,
        }
    }
}

impl<'de> Deserialize<'de> for EventBody {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Object {
            card: Option<CardText>,
            go: Option<bool>,
            player: Option<usize>,
            claimed: Option<u32>,
            reneged: Option<RenegedName>,
        }

        enum Form {
            Text(EventText),
            Object(Object),
        }

        const EXPECTED: &str = "a card such as \"5H\", \"go\", {\"card\": \"5H\", \"player\": 1} or {\"go\": true, \"player\": 0}";

        // A visitor rather than `#[serde(untagged)]`: an object's own error (an unknown field, a
        // player of -1) keeps its message and its pointer into the object.
        struct FormVisitor;
        impl<'de> serde::de::Visitor<'de> for FormVisitor {
            type Value = Form;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(EXPECTED)
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Form, E> {
                Ok(Form::Text(EventText::from(text)))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<Form, A::Error> {
                Object::deserialize(serde::de::value::MapAccessDeserializer::new(map))
                    .map(Form::Object)
            }
        }

        let form = deserializer.deserialize_any(FormVisitor)?;
        match form {
            Form::Text(text) => Ok(EventBody::Text(text)),
            Form::Object(Object {
                card: Some(card),
                go: None,
                player,
                claimed,
                reneged: None,
            }) => Ok(EventBody::Card(CardEvent {
                card,
                player,
                claimed,
            })),
            Form::Object(Object {
                card: Some(_),
                go: None,
                reneged: Some(_),
                ..
            }) => Err(refuse(RequestRefusal::RenegedOnCard)),
            Form::Object(Object {
                card: None,
                go: Some(go),
                player,
                claimed: None,
                reneged,
            }) => Ok(EventBody::Go(GoEvent {
                go,
                player,
                reneged,
            })),
            Form::Object(Object {
                go: Some(_),
                claimed: Some(_),
                ..
            }) => Err(refuse(RequestRefusal::ClaimOnGo)),
            Form::Object(_) => Err(refuse(RequestRefusal::CardOrGo)),
        }
    }
}

impl EventBody {
    /// The event as the domain reads it: the card text as a slot, the player, the claim.
    pub fn slot(&self) -> EventSlot {
        let (player, action, claimed) = match self {
            EventBody::Text(EventText::Go) => (None, EventAction::Go, None),
            EventBody::Text(EventText::Card(card)) => (None, EventAction::Play(card.slot()), None),
            EventBody::Card(event) => (
                event.player,
                EventAction::Play(event.card.slot()),
                event.claimed,
            ),
            EventBody::Go(GoEvent { go, player, .. }) => {
                let action = if *go {
                    EventAction::Go
                } else {
                    EventAction::NotGo
                };
                (*player, action, None)
            }
        };
        let reneged = match self {
            EventBody::Go(go) => go.reneged.map(Reneged::from),
            _ => None,
        };
        EventSlot {
            player,
            action,
            claimed,
            reneged,
        }
    }

    /// Whether the event is an object (so its card sits at `/events/i/card`).
    pub fn is_object(&self) -> bool {
        !matches!(self, EventBody::Text(_))
    }
}

/// The slots of a play's events.
pub fn slots(events: &[EventBody]) -> Vec<EventSlot> {
    events.iter().map(EventBody::slot).collect()
}

/// A scoring combination in the play.
#[derive(Debug, Serialize, ToSchema)]
pub struct PegItemBody<'a> {
    /// What the card scored: `fifteen`, `thirty_one`, `pair`, `pair_royal`, `double_pair_royal` or
    /// `run`.
    pub category: PegCategoryName,
    /// The cards of the series that make it, in the order played.
    #[schema(value_type = Vec<CardName>, example = json!(["7H", "8S"]))]
    pub cards: CardNames<'a>,
    /// Its points: 2 for fifteen, thirty-one or a pair, 6 for a pair royal, 12 for a double pair
    /// royal, the length for a run.
    #[schema(example = 2)]
    pub points: u8,
}

/// Kinds of points in the play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PegCategoryName {
    /// The count reached exactly 15: 2 points.
    Fifteen,
    /// The count reached exactly 31: 2 points, and no go point for the series.
    ThirtyOne,
    /// The card has the rank of the card laid just before it: 2 points.
    Pair,
    /// Three of a rank in a row: 6.
    PairRoyal,
    /// Four of a rank in a row: 12.
    DoublePairRoyal,
    /// The last three or more cards are consecutive ranks in any order: one point per card.
    Run,
}

impl From<PegCategory> for PegCategoryName {
    fn from(category: PegCategory) -> Self {
        match category {
            PegCategory::Fifteen => PegCategoryName::Fifteen,
            PegCategory::ThirtyOne => PegCategoryName::ThirtyOne,
            PegCategory::Pair => PegCategoryName::Pair,
            PegCategory::PairRoyal => PegCategoryName::PairRoyal,
            PegCategory::DoublePairRoyal => PegCategoryName::DoublePairRoyal,
            PegCategory::Run => PegCategoryName::Run,
        }
    }
}

/// The go or last-card point.
#[derive(Debug, Serialize, ToSchema)]
pub struct GoPointBody {
    /// The last player to lay a card.
    #[schema(example = 1)]
    pub player: usize,
    /// Always 1: one for the go, or for the last card of the play (31 scores 2 instead).
    #[schema(example = 1)]
    pub points: u8,
}

impl From<GoPoint> for GoPointBody {
    fn from(point: GoPoint) -> Self {
        GoPointBody {
            player: point.player,
            points: point.points,
        }
    }
}

/// Points pegged because of another player's renege.
#[derive(Debug, Serialize, ToSchema)]
pub struct PenaltyBody {
    /// The player who receives the points (each opponent of the offender, in three-player
    /// cribbage).
    #[schema(example = 1)]
    pub player: usize,
    /// The points, 2 per opponent for a renege in three-player cribbage.
    #[schema(example = 2)]
    pub points: u8,
}

impl From<&Penalty> for PenaltyBody {
    fn from(penalty: &Penalty) -> Self {
        PenaltyBody {
            player: penalty.player,
            points: penalty.points,
        }
    }
}

/// The items of a card, borrowed.
pub fn items_body(items: &[PegItem]) -> Vec<PegItemBody<'_>> {
    items
        .iter()
        .map(|item| PegItemBody {
            category: item.category.into(),
            cards: CardNames(&item.cards),
            points: item.points,
        })
        .collect()
}
