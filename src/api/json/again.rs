//! The error path's second reading of a body serde_json refused: the same body read again into
//! the request type, through a deserializer whose error keeps what went wrong as data (which
//! field, what was found, what the request wanted), so that a refusal's code, params and
//! sentences never depend on how serde_json words its messages.
//!
//! Only refused bodies pay for it; the happy path is plain serde_json. The body is first read
//! into [`Json`], which keeps an object's members in the order sent and repeated keys (so the
//! first error met, and its pointer, are the ones serde_json met), then the request type from
//! that tree, with `serde_path_to_error` keeping the pointer.

use std::fmt;

use serde::de::{self, DeserializeOwned, DeserializeSeed, IntoDeserializer, Visitor};

use super::refused::{Found, Kind, Refused, Wanted};
use crate::api::problem::words::RequestRefusal;

/// The pointer and refusal of the first value of `body` that does not fit `T`; `None` when this
/// reading finds none (serde_json's own message then stands). `body` is known to be UTF-8,
/// well-formed JSON and an object.
pub(super) fn read_again<T: DeserializeOwned>(body: &[u8]) -> Option<(String, RequestRefusal)> {
    let mut deserializer = serde_json::Deserializer::from_slice(body);
    let tree = match serde_path_to_error::deserialize::<_, Json>(&mut deserializer) {
        Ok(tree) => tree,
        // Well-formed JSON that serde_json still cannot hold: a number past f64's range
        // (`1e400`), a string with a lone surrogate escape (`"\ud800"`).
        Err(err) => {
            let message = super::message(err.inner());
            return Some((super::pointer(err.path()), RequestRefusal::Json { message }));
        }
    };
    let result = super::refused::raising(|| serde_path_to_error::deserialize::<_, T>(Reader(tree)));
    match result {
        Ok(_) => None,
        Err(err) => Some((super::pointer(err.path()), err.into_inner().refusal())),
    }
}

/// A JSON value as the body has it.
#[derive(Debug)]
enum Json {
    Null,
    Bool(bool),
    Unsigned(u64),
    Signed(i64),
    Float(f64),
    Text(String),
    Array(Vec<Json>),
    /// Members in the order sent, a repeated key as often as it was sent.
    Object(Vec<(String, Json)>),
    /// A value below [`DEEPEST`] levels, not kept.
    Deep,
}

/// How deep the tree is kept; deeper values are skipped as [`Json::Deep`]. No request nests
/// half as deep, so its reading stops before one; and serde_json, which gives up at 128 levels
/// when it builds values but not when it skips them, never refuses the tree for a depth that
/// the first reading did not reach.
const DEEPEST: u8 = 64;

impl<'de> de::Deserialize<'de> for Json {
    fn deserialize<D: de::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Level(0).deserialize(deserializer)
    }
}

/// Reads a value `.0` levels down.
struct Level(u8);

impl<'de> DeserializeSeed<'de> for Level {
    type Value = Json;

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<Json, D::Error> {
        if self.0 >= DEEPEST {
            <de::IgnoredAny as de::Deserialize>::deserialize(deserializer)?;
            return Ok(Json::Deep);
        }
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Level {
    type Value = Json;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_unit<E>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }
    fn visit_bool<E>(self, v: bool) -> Result<Json, E> {
        Ok(Json::Bool(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Json, E> {
        Ok(Json::Unsigned(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Json, E> {
        Ok(Json::Signed(v))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Json, E> {
        Ok(Json::Float(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Json, E> {
        Ok(Json::Text(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Json, E> {
        Ok(Json::Text(v))
    }
    fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(Level(self.0 + 1))? {
            items.push(item);
        }
        Ok(Json::Array(items))
    }
    fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
        let mut members = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            members.push((key, map.next_value_seed(Level(self.0 + 1))?));
        }
        Ok(Json::Object(members))
    }
}

/// Reads one value of the tree as serde_json reads the same text: the same visitor calls in
/// the same order, so the first error is the one serde_json met.
struct Reader(Json);

/// The `deserialize_*` methods that name a JSON type: the visitor is driven as by
/// `deserialize_any`, and its own errors say what the method asked for.
macro_rules! wanting {
    ($($method:ident => $wanted:expr),* $(,)?) => {
        $(
            fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
                self.deserialize_any(visitor).map_err(|err| err.wanting($wanted))
            }
        )*
    };
}

impl<'de> de::Deserializer<'de> for Reader {
    type Error = Refused;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
        match self.0 {
            Json::Null => visitor.visit_unit(),
            Json::Bool(v) => visitor.visit_bool(v),
            Json::Unsigned(v) => visitor.visit_u64(v),
            Json::Signed(v) => visitor.visit_i64(v),
            Json::Float(v) => visitor.visit_f64(v),
            Json::Text(v) => visitor.visit_string(v),
            Json::Array(items) => array(items, visitor),
            Json::Object(members) => visitor.visit_map(Members::new(members)),
            Json::Deep => Err(Refused::of(Kind::Refusal(RequestRefusal::Json {
                message: format!("a value nested more than {DEEPEST} levels deep"),
            }))),
        }
    }

    wanting! {
        deserialize_bool => Wanted::Boolean,
        deserialize_u8 => Wanted::Whole { min: 0, max: u8::MAX.into() },
        deserialize_u16 => Wanted::Whole { min: 0, max: u16::MAX.into() },
        deserialize_u32 => Wanted::Whole { min: 0, max: u32::MAX.into() },
        deserialize_u64 => Wanted::NonNegative,
        deserialize_i8 => Wanted::Whole { min: i8::MIN.into(), max: 127 },
        deserialize_i16 => Wanted::Whole { min: i16::MIN.into(), max: 32_767 },
        deserialize_i32 => Wanted::Whole { min: i32::MIN.into(), max: 2_147_483_647 },
        deserialize_i64 => Wanted::Whole { min: i64::MIN, max: 9_223_372_036_854_775_807 },
        deserialize_f32 => Wanted::Number,
        deserialize_f64 => Wanted::Number,
        deserialize_seq => Wanted::Array,
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
        match self.0 {
            Json::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
        match self.0 {
            Json::Null => visitor.visit_unit(),
            _ => self
                .deserialize_any(visitor)
                .map_err(|err| err.wanting(Wanted::Null)),
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Refused> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Refused> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Refused> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Refused> {
        self.deserialize_seq(visitor)
    }

    /// serde_json reads a struct from an array of its fields in order, and so does this.
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Refused> {
        self.deserialize_any(visitor)
            .map_err(|err| err.wanting(Wanted::Object))
    }

    /// A name (`"dead"`) or an object of one member (`{"dead": null}`), as serde_json takes an
    /// enum; anything else is refused with the names, where serde_json stops at a syntax error.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Refused> {
        match self.0 {
            Json::Text(name) => visitor.visit_enum(Variant(name, None)),
            Json::Object(mut members) if members.len() == 1 => match members.pop() {
                Some((name, value)) => visitor.visit_enum(Variant(name, Some(value))),
                None => Err(Refused::of(Kind::WrongType {
                    found: Found::Object,
                    wanted: Wanted::Variants(variants),
                })),
            },
            other => Err(Refused::of(Kind::WrongType {
                found: found(&other),
                wanted: Wanted::Variants(variants),
            })),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Refused> {
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        char str string bytes byte_buf identifier map
    }
}

/// What a value of the tree is, as serde would report it.
fn found(value: &Json) -> Found {
    match value {
        Json::Null => Found::Null,
        Json::Bool(v) => Found::Boolean(*v),
        Json::Unsigned(v) => Found::Unsigned(*v),
        Json::Signed(v) => Found::Signed(*v),
        Json::Float(v) => Found::Float(*v),
        Json::Text(v) => Found::Text(v.clone()),
        Json::Array(_) => Found::Array,
        Json::Object(_) | Json::Deep => Found::Object,
    }
}

/// `items` to `visitor`; items it leaves unread are refused, as serde_json refuses an array
/// longer than a struct read from it.
fn array<'de, V: Visitor<'de>>(items: Vec<Json>, visitor: V) -> Result<V::Value, Refused> {
    let length = items.len();
    let mut items = Items(items.into_iter());
    let value = visitor.visit_seq(&mut items)?;
    if items.0.len() == 0 {
        Ok(value)
    } else {
        Err(Refused::of(Kind::InvalidLength {
            length,
            wanted: Wanted::Said("fewer elements in the array".to_owned()),
        }))
    }
}

struct Items(std::vec::IntoIter<Json>);

impl<'de> de::SeqAccess<'de> for Items {
    type Error = Refused;

    fn next_element_seed<S: DeserializeSeed<'de>>(
        &mut self,
        seed: S,
    ) -> Result<Option<S::Value>, Refused> {
        match self.0.next() {
            Some(item) => seed
                .deserialize(Reader(item))
                .map(Some)
                .map_err(Refused::raised_inside),
            None => Ok(None),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

struct Members {
    members: std::vec::IntoIter<(String, Json)>,
    value: Option<Json>,
}

impl Members {
    fn new(members: Vec<(String, Json)>) -> Self {
        Members {
            members: members.into_iter(),
            value: None,
        }
    }
}

impl<'de> de::MapAccess<'de> for Members {
    type Error = Refused;

    fn next_key_seed<S: DeserializeSeed<'de>>(
        &mut self,
        seed: S,
    ) -> Result<Option<S::Value>, Refused> {
        match self.members.next() {
            Some((key, value)) => {
                self.value = Some(value);
                let key: de::value::StringDeserializer<Refused> = key.into_deserializer();
                seed.deserialize(key)
                    .map(Some)
                    .map_err(Refused::raised_inside)
            }
            None => Ok(None),
        }
    }

    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value, Refused> {
        let value = self.value.take().unwrap_or(Json::Null);
        seed.deserialize(Reader(value))
            .map_err(Refused::raised_inside)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.members.len())
    }
}

/// An enum's variant: its name, and its value when it came as an object's one member.
struct Variant(String, Option<Json>);

impl Variant {
    /// The variant's value; a bare name has none.
    fn value(self) -> Result<Json, Refused> {
        self.1.ok_or_else(|| {
            Refused::of(Kind::WrongType {
                found: Found::Text(self.0),
                wanted: Wanted::Object,
            })
        })
    }
}

impl<'de> de::EnumAccess<'de> for Variant {
    type Error = Refused;
    type Variant = Self;

    fn variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<(S::Value, Self), Refused> {
        let Variant(name, value) = self;
        let name: de::value::StringDeserializer<Refused> = name.into_deserializer();
        Ok((seed.deserialize(name)?, Variant(String::new(), value)))
    }
}

impl<'de> de::VariantAccess<'de> for Variant {
    type Error = Refused;

    fn unit_variant(self) -> Result<(), Refused> {
        match self.1 {
            None | Some(Json::Null) => Ok(()),
            Some(other) => Err(Refused::of(Kind::WrongType {
                found: found(&other),
                wanted: Wanted::Null,
            })),
        }
    }

    // The request types have unit variants only; the others read as serde_json reads them.
    fn newtype_variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<S::Value, Refused> {
        seed.deserialize(Reader(self.value()?))
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Refused> {
        de::Deserializer::deserialize_seq(Reader(self.value()?), visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Refused> {
        de::Deserializer::deserialize_any(Reader(self.value()?), visitor)
    }
}
