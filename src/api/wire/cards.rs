//! Cards as strings and the variant, as every endpoint reads and writes them.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::card::Card;
use crate::domain::input::Slot;
use crate::domain::variant::Variant;

/// A card as text: rank `A 2 3 4 5 6 7 8 9 10 J Q K` (or `T` for ten) then suit `S H D C` (or
/// `♠ ♥ ♦ ♣`), case-insensitive. Responses always use the canonical upper-case form with `10`.
//
// Read straight into the card (or why the text is not one) as the body is parsed, never kept
// as text: a card text is a few bytes, and a `String` for each cost an allocation and a copy
// (a whole round sends two dozen). Not a doc comment: the schema's description is the API's.
#[derive(Clone, Debug, PartialEq, Eq, ToSchema)]
#[schema(
    value_type = String,
    example = "5H",
    pattern = "^([2-9]|10|[AaTtJjQqKk])[SsHhDdCc♠♥♦♣♤♡♢♧]$"
)]
pub struct CardText(Slot);

impl From<&str> for CardText {
    fn from(text: &str) -> Self {
        CardText(text.parse::<Card>())
    }
}

/// Requests are never written back as answers; the event types that hold card texts derive
/// `Serialize` so that their serde attributes shape the schema. But `validator` does serialize
/// a list it refuses for its length (into the error's params, unwrapping the result), so this
/// must never fail: a card is written in its canonical form, and a text that was not a card
/// (not kept) as null. An error here was a panic on a too-long list of non-cards.
impl Serialize for CardText {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match &self.0 {
            Ok(card) => serializer.serialize_str(card.text()),
            Err(_) => serializer.serialize_unit(),
        }
    }
}

/// A JSON string, as `String` reads it (the same errors for anything else), parsed in place.
impl<'de> Deserialize<'de> for CardText {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = CardText;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                // `String`'s own words: a card that is not a string is refused as before.
                f.write_str("a string")
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<CardText, E> {
                Ok(CardText::from(text))
            }
        }
        deserializer.deserialize_string(Visitor)
    }
}

/// A card in a response: always the canonical form (`"5H"`, `"10D"`), written without
/// allocating.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ToSchema)]
#[schema(value_type = String, example = "10H", pattern = "^(A|[2-9]|10|J|Q|K)[SHDC]$")]
pub struct CardName(pub Card);

impl Serialize for CardName {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0.text())
    }
}

/// Cards in a response, borrowed: serialized as an array of canonical names without copying.
/// Document fields of this type with `#[schema(value_type = Vec<CardName>)]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardNames<'a>(pub &'a [Card]);

impl Serialize for CardNames<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(|card| card.text()))
    }
}

/// Which cribbage is played; sets hand sizes, the target and variant rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum VariantName {
    /// Two players, six cards dealt, four kept (the default).
    #[default]
    SixCard,
    /// Three players, five cards dealt, four kept.
    ThreePlayer,
    /// Four players in partnerships, five cards dealt, four kept.
    FourPlayer,
    /// Two players, five cards dealt, three kept, game to 61.
    FiveCard,
}

impl From<VariantName> for Variant {
    fn from(name: VariantName) -> Self {
        match name {
            VariantName::SixCard => Variant::SixCard,
            VariantName::ThreePlayer => Variant::ThreePlayer,
            VariantName::FourPlayer => Variant::FourPlayer,
            VariantName::FiveCard => Variant::FiveCard,
        }
    }
}

impl VariantName {
    /// Every variant with its wire name (the domain's name of the variant).
    const NAMES: [(&'static str, VariantName); 4] = [
        (Variant::SixCard.name(), VariantName::SixCard),
        (Variant::ThreePlayer.name(), VariantName::ThreePlayer),
        (Variant::FourPlayer.name(), VariantName::FourPlayer),
        (Variant::FiveCard.name(), VariantName::FiveCard),
    ];
}

/// Only the plain string form: serde's derive would also take `{"five_card": null}`.
impl<'de> Deserialize<'de> for VariantName {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = VariantName;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("one of \"six_card\", \"three_player\", \"four_player\", \"five_card\"")
            }
            fn visit_str<E: serde::de::Error>(self, value: &str) -> Result<VariantName, E> {
                VariantName::NAMES
                    .iter()
                    .find(|(name, _)| *name == value)
                    .map(|&(_, variant)| variant)
                    .ok_or_else(|| E::invalid_value(serde::de::Unexpected::Str(value), &self))
            }
        }
        deserializer.deserialize_str(Visitor)
    }
}

impl From<Variant> for VariantName {
    fn from(variant: Variant) -> Self {
        match variant {
            Variant::SixCard => VariantName::SixCard,
            Variant::ThreePlayer => VariantName::ThreePlayer,
            Variant::FourPlayer => VariantName::FourPlayer,
            Variant::FiveCard => VariantName::FiveCard,
        }
    }
}

impl CardText {
    /// The card, or why the text is not one: the domain reports it at the card's place.
    pub fn slot(&self) -> Slot {
        self.0.clone()
    }
}

/// The slots of a list of card texts.
pub fn slots(texts: &[CardText]) -> Vec<Slot> {
    texts.iter().map(CardText::slot).collect()
}
