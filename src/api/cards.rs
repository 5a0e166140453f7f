//! Wire forms shared by every endpoint: cards as strings and the variant.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::problem::InputError;
use crate::domain::card::Card;
use crate::domain::variant::Variant;

/// A card as text: rank `A 2 3 4 5 6 7 8 9 10 J Q K` (or `T` for ten) then suit `S H D C` (or
/// `♠ ♥ ♦ ♣`), case-insensitive. Responses always use the canonical upper-case form with `10`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(transparent)]
#[schema(
    value_type = String,
    example = "5H",
    pattern = "^([2-9]|10|[AaTtJjQqKk])[SsHhDdCc♠♥♦♣♤♡♢♧]$"
)]
pub struct CardText(pub String);

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
    /// The wire name of a variant, for messages.
    pub fn of(variant: Variant) -> &'static str {
        let name = VariantName::from(variant);
        VariantName::NAMES
            .iter()
            .find(|(_, v)| *v == name)
            .map_or("six_card", |(text, _)| text)
    }

    /// Every variant with its wire name.
    const NAMES: [(&'static str, VariantName); 4] = [
        ("six_card", VariantName::SixCard),
        ("three_player", VariantName::ThreePlayer),
        ("four_player", VariantName::FourPlayer),
        ("five_card", VariantName::FiveCard),
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

/// Parses a card, recording why not in `errors` at the pointer `pointer()` (built only then).
pub fn parse_card(
    text: &CardText,
    pointer: impl FnOnce() -> String,
    errors: &mut Vec<InputError>,
) -> Option<Card> {
    match text.0.parse::<Card>() {
        Ok(card) => Some(card),
        Err(err) => {
            errors.push(InputError::new(pointer(), err.to_string()));
            None
        }
    }
}

/// Records an error at the second and later places of every card that appears more than once.
/// `placed` pairs each parsed card with its place (any value that names where it is, such as
/// `(seat, index)`), in request order; `pointer` turns a place into its JSON pointer, only when
/// there is an error to report.
pub fn check_distinct<P: Copy>(
    placed: impl IntoIterator<Item = (Card, P)>,
    pointer: impl Fn(P) -> String,
    errors: &mut Vec<InputError>,
) {
    let mut first: [Option<P>; 52] = [None; 52];
    for (card, place) in placed {
        match first[card.index()] {
            Some(at) => errors.push(InputError::new(
                pointer(place),
                format!(
                    "{card} is already at {}: every card exists once",
                    pointer(at)
                ),
            )),
            None => first[card.index()] = Some(place),
        }
    }
}
