//! The answers' JSON writer (`api::writer`) against serde_json, byte for byte: over generated
//! JSON values (every string, number and nesting), over every shape of serde's data model the
//! API's derived answers use, and over real answers (scored hands, whole rounds).

use std::collections::BTreeMap;

use cribbage_api::api::hands::response::ScoreHandResponse;
use cribbage_api::api::json::parse;
use cribbage_api::api::rounds::response::response;
use cribbage_api::api::wire::round::ScoreRoundRequest;
use cribbage_api::api::writer::to_vec;
use cribbage_api::domain::card::Card;
use cribbage_api::domain::hand::{Show, ShowKind, ShowRules};
use cribbage_api::domain::round::adjudicate;
use cribbage_api::domain::texts::Language;
use cribbage_api::domain::variant::Variant;
use proptest::prelude::*;
use serde::Serialize;
use serde_json::Value;

/// What the writer makes of `value`, if it takes it.
fn written<T: Serialize>(value: &T) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    to_vec(&mut out, value).ok().map(|()| out)
}

fn assert_same<T: Serialize>(value: &T) {
    let expected = serde_json::to_vec(value).expect("serde_json writes it");
    let actual = written(value).expect("the writer takes it");
    assert_eq!(
        String::from_utf8_lossy(&actual),
        String::from_utf8_lossy(&expected)
    );
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        any::<String>().prop_map(Value::String),
        "[ -~\u{0}-\u{1f}\"\\\\äöüß♠♥\u{7f}\u{2028}]{0,12}".prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 64, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map(any::<String>(), inner, 0..6)
                .prop_map(|map| Value::Object(map.into_iter().collect())),
        ]
    })
}

proptest! {
    #[test]
    fn every_json_value_is_written_as_serde_json_writes_it(value in json_value()) {
        let expected = serde_json::to_vec(&value).unwrap();
        prop_assert_eq!(written(&value), Some(expected));
    }

    #[test]
    fn every_scored_hand_is_written_as_serde_json_writes_it(
        indices in prop::sample::subsequence((0..52).collect::<Vec<usize>>(), 5),
        order in 0usize..5,
        crib in any::<bool>(),
        claimed in prop::option::of(0u32..40),
        german in any::<bool>(),
        five_card in any::<bool>(),
    ) {
        let mut cards: Vec<Card> = indices.iter().map(|&i| Card::from_index(i).unwrap()).collect();
        cards.rotate_left(order);
        let starter = cards.pop().unwrap();
        let variant = if five_card { Variant::FiveCard } else { Variant::SixCard };
        if five_card && !crib {
            cards.pop();
        }
        let kind = if crib { ShowKind::Crib } else { ShowKind::Hand };
        let show = Show::new(&cards, starter, kind, variant).unwrap();
        let score = show.score(ShowRules::default());
        let language = if german { Language::German } else { Language::English };
        assert_same(&ScoreHandResponse::new(&show, variant, &score, claimed, language));
    }
}

#[test]
fn every_character_that_needs_escaping_is_found_at_every_place() {
    // The writer looks at strings eight bytes at a time: every place of the first two words
    // and of the bytes left over.
    for len in 1..=17 {
        for at in 0..len {
            for c in (0..=0x7f_u8)
                .map(char::from)
                .chain(['é', '♠', '\u{2028}', '\u{10ffff}'])
            {
                let mut text: Vec<char> = vec!['a'; len];
                text[at] = c;
                assert_same(&text.into_iter().collect::<String>());
            }
        }
    }
}

#[derive(Serialize)]
struct Unit;

#[derive(Serialize)]
struct Newtype(u8);

#[derive(Serialize)]
struct Pair(i8, char);

#[derive(Serialize)]
#[serde(rename_all = "snake_case")]
enum Shape {
    Bare,
    Wrapped(String),
    Tuple(u16, bool),
    Fields { inner: Option<i32>, list: Vec<u64> },
}

#[derive(Serialize)]
struct Everything {
    unit: Unit,
    newtype: Newtype,
    pair: Pair,
    shapes: Vec<Shape>,
    #[serde(skip_serializing_if = "Option::is_none")]
    skipped: Option<u32>,
    present: Option<u32>,
    absent: Option<u32>,
    floats: (f32, f64, f64, f64),
    extremes: (i64, i64, u64, i16, u32),
    map: BTreeMap<String, Vec<Shape>>,
    #[serde(rename = "renamed \"key\"")]
    renamed: &'static str,
    bytes: serde_bytes_like::Bytes,
    unit_value: (),
}

/// Bytes through `serialize_bytes` (serde_json writes an array of numbers).
mod serde_bytes_like {
    pub struct Bytes(pub Vec<u8>);
    impl serde::Serialize for Bytes {
        fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.serialize_bytes(&self.0)
        }
    }
}

#[test]
fn every_shape_of_serdes_data_model_is_written_as_serde_json_writes_it() {
    let shapes = || {
        vec![
            Shape::Bare,
            Shape::Wrapped("tab\there".to_owned()),
            Shape::Tuple(65535, false),
            Shape::Fields {
                inner: Some(-7),
                list: vec![0, 1, u64::MAX],
            },
            Shape::Fields {
                inner: None,
                list: vec![],
            },
        ]
    };
    assert_same(&Everything {
        unit: Unit,
        newtype: Newtype(255),
        pair: Pair(-128, '"'),
        shapes: shapes(),
        skipped: None,
        present: Some(4_294_967_295),
        absent: None,
        floats: (1.5, -0.0, f64::NAN, 1e300),
        extremes: (i64::MIN, i64::MAX, 0, -1, 10),
        map: [("a".to_owned(), shapes()), ("b\u{1}".to_owned(), vec![])]
            .into_iter()
            .collect(),
        renamed: "line\nbreak and \\ backslash",
        bytes: serde_bytes_like::Bytes(vec![0, 127, 255]),
        unit_value: (),
    });
}

#[test]
fn what_the_writer_leaves_to_serde_json_fails_instead_of_writing_something_else() {
    let numbered: BTreeMap<u8, bool> = [(1, true)].into_iter().collect();
    assert!(written(&numbered).is_none());
    assert!(written(&1u128).is_none());
}

#[test]
fn whole_rounds_are_written_as_serde_json_writes_them() {
    for body in [
        r#"{"dealer": 1, "scores": [0, 0], "starter": "5C", "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]], "crib": ["AH", "3S", "8D", "KH"], "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]}"#,
        r#"{"dealer": 0, "scores": [100, 118], "starter": "JH", "hands": [["5S", "5H", "5D", "JC"], ["4H", "6H", "9C", "QD"]], "crib": ["AH", "3S", "8D", "KH"], "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]}"#,
    ] {
        let request: ScoreRoundRequest = parse(body.as_bytes()).expect("a round");
        let deal = request.deal().validate().expect("a valid deal");
        let adjudication = adjudicate(&deal).expect("a whole hand");
        for language in Language::ALL {
            assert_same(&response(&adjudication, language));
        }
    }
}
