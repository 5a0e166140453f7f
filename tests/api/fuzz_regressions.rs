//! Inputs found by the fuzz targets (fuzz/README.md), pinned.
//!
//! `discard` found an arithmetic overflow in the crib distribution (fixed). `request_json` found
//! three inputs that tripped the target's own idea of JSON, not the service: a number past f64 is
//! still JSON (serde_json cannot make a `Value` of it), and of a repeated key serde's derive reads
//! the first while `serde_json::Value` keeps the last; what the service answers for them is right,
//! and is pinned here. The last test is an open finding, ignored until it is decided.

use cribbage_api::api::hands::request::ScoreHandRequest;
use cribbage_api::api::json::parse;
use cribbage_api::api::pegging::request::ScorePlayRequest;
use cribbage_api::api::problem::ApiError;
use cribbage_api::api::wire::round::ScoreRoundRequest;
use cribbage_api::domain::card::Card;
use cribbage_api::domain::discard::{CribModel, recommend};
use cribbage_api::domain::hand::{ShowKind, ShowRules, ShowTables};
use cribbage_api::domain::variant::Variant;

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("test card"))
        .collect()
}

/// The crib of `discard` counted one crib at a time: every three unknown cards from the unseen
/// ones, then every starter from the rest.
fn slow_crib(discard: &[Card], dealt: &[Card]) -> [u64; 30] {
    let tables = ShowTables::get();
    let unseen: Vec<Card> = Card::deck().filter(|c| !dealt.contains(c)).collect();
    let mut counts = [0u64; 30];
    let n = unseen.len();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                let crib = [discard[0], unseen[a], unseen[b], unseen[c]];
                for (i, &starter) in unseen.iter().enumerate() {
                    if i != a && i != b && i != c {
                        let score =
                            tables.total(&crib, starter, ShowKind::Crib, ShowRules::default());
                        counts[usize::from(score)] += 1;
                    }
                }
            }
        }
    }
    counts
}

#[test]
fn a_crib_whose_unknown_cards_can_only_be_the_nobs_jack_and_a_flush_counts_without_overflow() {
    // discard, input [1, 38, 38, 38, 38, 38, 0, 0, 0, 0, 5]: three players, 10D 10C JS JH JD.
    // With one jack left unseen, every unknown card set of some rank multisets holds the nobs
    // jack (`with_jack == all`), one of them also a flush, and `all - with_jack - flush` went
    // below zero: a panic with overflow checks (`cargo test`, the fuzz build), a wrap-around that
    // happened to come out right without them.
    let dealt = cards("10D 10C JS JH JD");
    let options = recommend(&dealt, false, Variant::ThreePlayer, CribModel::Uniform).unwrap();
    assert_eq!(options.len(), 5);
    for option in &options {
        assert_eq!(option.crib.outcomes(), 16_215 * 44);
        assert_eq!(
            option.crib.counts,
            slow_crib(&option.discard, &dealt),
            "{:?}",
            option.discard
        );
    }
}

/// The status and the pointers of a refusal.
fn refusal(err: ApiError) -> (u16, Vec<String>) {
    let problem = err.problem();
    let pointers = problem.errors.into_iter().map(|e| e.pointer).collect();
    (problem.status, pointers)
}

#[test]
fn a_number_past_f64_is_json_so_a_bare_one_is_a_422_at_the_root_not_a_400() {
    // Found as the body of POST /v1/pegging/score.
    let body = b"444444444444444444444444444444444444444444444444444444444444444444444444444.4e44444444444444";
    let err = parse::<ScorePlayRequest>(body).unwrap_err();
    assert_eq!(refusal(err), (422, vec![String::new()]));
}

#[test]
fn a_number_past_f64_in_a_field_is_a_422_at_that_field() {
    let body = br#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": 1e400}"#;
    let err = parse::<ScoreHandRequest>(body).unwrap_err();
    assert_eq!(refusal(err), (422, vec!["/claimed".to_owned()]));
}

#[test]
fn a_repeated_key_is_read_at_its_first_place_and_pointed_at_there() {
    // Found as the body of POST /v1/rounds/score: `rules` twice, first as an array of arrays.
    // An array is not an object, so the first `rules` is refused as a whole, at its own place.
    let body = br#"{"dealer": 1, "scores": [119, 100], "starter": "5C", "rules": [["7l", "2D", "4C", "QS"], ["4S", "5H", "5D", "JC"]], "crib": ["~H", "1S", "xD", "KH"], "events": ["7H", "5S", "2D", "5H", "9C", "go", "Q/readyz", "JC"], "rules": {"muggins": true}, "claims": {"hands": [4, 20], "crib": 2}}"#;
    let err = parse::<ScoreRoundRequest>(body).unwrap_err();
    assert_eq!(refusal(err), (422, vec!["/rules".to_owned()]));
}
