//! The bad-input catalogue: one table of malformed or impossible requests against every endpoint
//! (every POST endpoint, the GET-only operational paths and unknown paths), run against one
//! server.
//!
//! Each row names a request (method, path, content type, body) and what the service must answer:
//! the status, `application/problem+json` with `type`, `title`, `status` (matching) and `detail`,
//! the `type` that docs/api.md documents for that status, the `Allow` header on a 405, and on a 422
//! the exact JSON pointers of `errors[*].pointer`, in order (every other status lists none).
//! Every row runs and every mismatch is collected, so one run names every failing row.
//!
//! The catalogue also records what the service does with borderline input, as found by probing:
//! unknown fields are refused everywhere (`deny_unknown_fields`, pointer at the unknown key);
//! duplicate keys are refused with the pointer of the object that holds them; cards are parsed
//! strictly, so fullwidth letters, zero-width joiners, combining marks, emoji, a lone suit symbol
//! and a trailing variation selector (`"10♥\u{FE0E}"`) are 422 at the card; a JSON number that
//! does not fit (1e400, 2^64, -1) is 422 at the field; a body over 16 KiB (the default
//! `MAX_BODY_BYTES`, so any 10,000-card array) is 413 before it is parsed.

use std::collections::HashSet;

use cribbage_api::domain::language::Language;
use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{TestApp, seats_from_zero, spawn_app, wire_codes, wire_words};

mod advice;
mod discards;
mod hands;
mod operations;
mod play;
mod position;
mod review;
mod rounds;
mod rulebooks;
mod validate;

const HANDS: &str = "/v1/hands/score";
const PLAY: &str = "/v1/pegging/score";
const VALIDATE: &str = "/v1/pegging/validate";
const DISCARDS: &str = "/v1/discards/recommend";
const ADVICE: &str = "/v1/pegging/recommend";
const ROUNDS: &str = "/v1/rounds/score";
const GAMES: &str = "/v1/games/score";
const POSITION: &str = "/v1/position";
const GAME_REVIEW: &str = "/v1/games/review";
const ROUND_REVIEW: &str = "/v1/rounds/review";
const RULEBOOKS: &str = "/v1/rulebooks";
const RULEBOOK: &str = "/v1/rulebooks/acc";
const HEALTHZ: &str = "/healthz";
const READYZ: &str = "/readyz";
const METRICS: &str = "/metrics";

/// The POST endpoints; each must have a row for every error status it documents.
const POST_ENDPOINTS: [&str; 10] = [
    HANDS,
    PLAY,
    VALIDATE,
    DISCARDS,
    ROUNDS,
    ADVICE,
    GAMES,
    POSITION,
    GAME_REVIEW,
    ROUND_REVIEW,
];
/// The GET-only paths.
const GET_ENDPOINTS: [&str; 5] = [HEALTHZ, READYZ, METRICS, RULEBOOKS, RULEBOOK];

/// The default body limit (`MAX_BODY_BYTES`, see `src/config.rs`).
const BODY_LIMIT: usize = 16 * 1024;

/// One bad request and the answer it must get.
struct Row {
    name: &'static str,
    method: Method,
    /// Path, with a query string when the row needs one.
    path: &'static str,
    /// The Content-Type header; "" sends none.
    content_type: &'static str,
    body: Vec<u8>,
    status: u16,
    /// The exact `errors[*].pointer` values, in order; empty: no `errors` at all.
    pointers: Vec<String>,
    /// The `Allow` header a 405 must carry.
    allow: Option<&'static str>,
    /// What `detail` must start with, when the row checks it.
    detail_starts_with: Option<&'static str>,
    /// What every `errors[*].detail` must say, when the row checks it.
    errors_say: Option<&'static str>,
}

impl Row {
    fn content_type(mut self, content_type: &'static str) -> Row {
        self.content_type = content_type;
        self
    }

    fn allow(mut self, allow: &'static str) -> Row {
        self.allow = Some(allow);
        self
    }

    fn detail_starts_with(mut self, prefix: &'static str) -> Row {
        self.detail_starts_with = Some(prefix);
        self
    }

    fn errors_say(mut self, words: &'static str) -> Row {
        self.errors_say = Some(words);
        self
    }

    /// The path without its query string.
    fn endpoint(&self) -> &str {
        self.path.split('?').next().unwrap_or(self.path)
    }
}

/// A JSON POST to `path` that must be answered with `status` and exactly `pointers`.
fn post(
    name: &'static str,
    path: &'static str,
    body: impl Into<Vec<u8>>,
    status: u16,
    pointers: &[&str],
) -> Row {
    Row {
        name,
        method: Method::POST,
        path,
        content_type: "application/json",
        body: body.into(),
        status,
        pointers: pointers.iter().map(|p| (*p).to_owned()).collect(),
        allow: None,
        detail_starts_with: None,
        errors_say: None,
    }
}

/// A request with no body and no content type, e.g. a wrong method or an unknown path.
fn bare(name: &'static str, method: Method, path: &'static str, status: u16) -> Row {
    Row {
        method,
        content_type: "",
        ..post(name, path, "", status, &[])
    }
}

/// `base` with the members of `patch` set (a null sets the member to null).
fn patched(mut base: Value, patch: Value) -> String {
    for (key, value) in patch.as_object().expect("a patch is an object") {
        base[key] = value.clone();
    }
    base.to_string()
}

/// `base` without `key`.
fn without(mut base: Value, key: &str) -> String {
    base.as_object_mut()
        .expect("the base is an object")
        .remove(key);
    base.to_string()
}

/// A hand the service scores (10 points).
fn hand() -> Value {
    json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C" })
}

/// A complete two-player play the service scores.
fn play() -> Value {
    json!({
        "events": ["AH", "AS", "2H", "2S", "3H", "3S", "4H", "4S"],
        "hands": [["AH", "2H", "3H", "4H"], ["AS", "2S", "3S", "4S"]],
        "complete": true
    })
}

/// A deal the service analyses.
fn deal() -> Value {
    json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true })
}

/// A position the play advisor answers: the dealer's reply to a ten.
fn position() -> Value {
    json!({ "hand": ["5H", "6C", "9S", "JD"], "events": ["10S"] })
}

/// A whole hand the service adjudicates: the play is complete and every card is in one place.
fn round() -> Value {
    json!({
        "dealer": 1,
        "starter": "5C",
        "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]],
        "crib": ["AH", "3S", "8D", "KH"],
        "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]
    })
}

/// The 52 cards in rank-major order: AS AH AD AC 2S ... KC.
fn deck() -> Vec<String> {
    let ranks = [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ];
    ranks
        .iter()
        .flat_map(|rank| ["S", "H", "D", "C"].map(|suit| format!("{rank}{suit}")))
        .collect()
}

/// `prefix` then `"{base}/{i}"` for every `i` in `range`.
fn pointers(prefix: &[&str], base: &str, range: std::ops::Range<usize>) -> Vec<String> {
    prefix
        .iter()
        .map(|p| (*p).to_owned())
        .chain(range.map(|i| format!("{base}/{i}")))
        .collect()
}

/// The `type` docs/api.md documents for each error status.
fn problem_type(status: u16) -> &'static str {
    match status {
        400 => "/problems/malformed-json",
        404 => "/problems/not-found",
        405 => "/problems/method-not-allowed",
        413 => "/problems/payload-too-large",
        415 => "/problems/unsupported-media-type",
        422 => "/problems/invalid-input",
        _ => "(no documented type)",
    }
}

/// Every row, resource by resource.
fn catalogue() -> Vec<Row> {
    [
        hands::rows(),
        play::rows(),
        validate::rows(),
        discards::rows(),
        rounds::rows(),
        operations::rows(),
        rulebooks::rows(),
        review::rows(),
        advice::rows(),
        position::rows(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// A body of 10,000 cards: past the body limit.
fn ten_thousand() -> Vec<&'static str> {
    vec!["5H"; 10_000]
}

/// A body of 3,000 cards: under the body limit, past every list's bound.
fn three_thousand() -> Vec<&'static str> {
    vec!["5H"; 3_000]
}

/// A game the service scores: the round above, then the deal passes.
fn game() -> Value {
    let second = json!({
        "dealer": 0,
        "starter": "2D",
        "hands": [["3C", "4D", "10S", "KC"], ["7C", "8H", "9H", "QS"]],
        "crib": ["AS", "6C", "JD", "QH"],
        "events": ["7C", "3C", "8H", "10S", "go", "go", "9H", "KC", "QS", "go", "4D"]
    });
    json!({ "rules": { "profile": "acc" }, "hands": [round(), second] })
}

/// `game()` with its hand `index` patched.
fn game_with_hand(index: usize, patch: Value) -> String {
    let mut game = game();
    let hand: Value = serde_json::from_str(&patched(game["hands"][index].clone(), patch))
        .expect("a patched hand is JSON");
    game["hands"][index] = hand;
    game.to_string()
}

/// Sends `row` and returns every way the answer differs from the row's expectations.
async fn check(app: &TestApp, row: &Row) -> Vec<String> {
    let mut request = app
        .client
        .request(row.method.clone(), format!("{}{}", app.address, row.path));
    if !row.content_type.is_empty() {
        request = request.header("content-type", row.content_type);
    }
    if !row.body.is_empty() {
        request = request.body(row.body.clone());
    }
    let response = match request.send().await {
        Ok(response) => response,
        Err(err) => return vec![format!("the request failed: {err}")],
    };
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let text = match response.text().await {
        Ok(text) => text,
        Err(err) => {
            return vec![format!(
                "status {status}, the body could not be read: {err}"
            )];
        }
    };
    let body: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
    let header = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };

    let mut wrong = Vec::new();
    if status != row.status {
        wrong.push(format!("status {status}, expected {}", row.status));
    }
    let content_type = header("content-type");
    if content_type != "application/problem+json" {
        wrong.push(format!(
            "content type {content_type:?}, expected \"application/problem+json\""
        ));
    }
    if body["status"] != row.status {
        wrong.push(format!(
            "status member {}, expected {}",
            body["status"], row.status
        ));
    }
    for member in ["type", "title", "detail"] {
        if body[member].as_str().is_none_or(str::is_empty) {
            wrong.push(format!("no {member:?} member"));
        }
    }
    if body["type"] != problem_type(row.status) {
        wrong.push(format!(
            "type {}, expected {:?}",
            body["type"],
            problem_type(row.status)
        ));
    }
    let errors = body["errors"].as_array().cloned().unwrap_or_default();
    let found: Vec<String> = errors
        .iter()
        .map(|e| e["pointer"].as_str().unwrap_or("<no pointer>").to_owned())
        .collect();
    if found != row.pointers {
        wrong.push(format!("pointers {found:?}, expected {:?}", row.pointers));
    }
    if errors
        .iter()
        .any(|e| e["detail"].as_str().is_none_or(str::is_empty))
    {
        wrong.push("an error without a detail".to_owned());
    }
    if let Some(allow) = row.allow {
        let found = header("allow");
        if found != allow {
            wrong.push(format!("Allow {found:?}, expected {allow:?}"));
        }
    }
    if let Some(words) = row.errors_say {
        for error in &errors {
            let detail = error["detail"].as_str().unwrap_or_default();
            if !detail.contains(words) {
                wrong.push(format!("error detail {detail:?} does not say {words:?}"));
            }
        }
    }
    if let Some(prefix) = row.detail_starts_with {
        let detail = body["detail"].as_str().unwrap_or_default();
        if !detail.starts_with(prefix) {
            wrong.push(format!(
                "detail {detail:?}, expected it to start with {prefix:?}"
            ));
        }
    }
    if !wrong.is_empty() {
        let shown: String = text.chars().take(400).collect();
        wrong.push(format!("body: {shown}"));
    }
    wrong
}

#[tokio::test]
async fn every_bad_request_in_the_catalogue_gets_its_problem() {
    // Arrange
    let rows = catalogue();
    assert!(
        rows.len() >= 60,
        "the catalogue holds {} rows: keep at least 60",
        rows.len()
    );
    let mut names = HashSet::new();
    for row in &rows {
        assert!(names.insert(row.name), "two rows are named {:?}", row.name);
    }
    for path in POST_ENDPOINTS {
        for status in [400, 405, 413, 415, 422] {
            assert!(
                rows.iter()
                    .any(|row| row.endpoint() == path && row.status == status),
                "the catalogue has no {status} row for {path}"
            );
        }
    }
    for path in GET_ENDPOINTS {
        assert!(
            rows.iter()
                .any(|row| row.endpoint() == path && row.status == 405),
            "the catalogue has no 405 row for {path}"
        );
    }
    assert!(
        rows.iter().any(|row| row.status == 404),
        "the catalogue has no unknown path"
    );
    let app = spawn_app().await;

    // Act
    let mut failures = Vec::new();
    for row in &rows {
        let wrong = check(&app, row).await;
        if !wrong.is_empty() {
            failures.push(format!(
                "- {} ({} {}):\n    {}",
                row.name,
                row.method,
                row.path,
                wrong.join("\n    ")
            ));
        }
    }

    // Assert
    assert!(
        failures.is_empty(),
        "{} of {} catalogue rows failed:\n{}",
        failures.len(),
        rows.len(),
        failures.join("\n")
    );
}

/// The answer to `row` in `language` (`Accept-Language`): status, `Content-Language`, body.
async fn answer_in(app: &TestApp, row: &Row, language: &str) -> (u16, String, Value) {
    let mut request = app
        .client
        .request(row.method.clone(), format!("{}{}", app.address, row.path))
        .header("accept-language", language);
    if !row.content_type.is_empty() {
        request = request.header("content-type", row.content_type);
    }
    if !row.body.is_empty() {
        request = request.body(row.body.clone());
    }
    let response = request.send().await.expect("the request is answered");
    let status = response.status().as_u16();
    let content_language = response
        .headers()
        .get("content-language")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let body = response.json().await.unwrap_or(Value::Null);
    (status, content_language, body)
}

/// What is wrong with `answer`, the refusal of a row in `code`'s language, beside `en`, the
/// English one: a missing `Content-Language`, a title or a sentence left in English, another
/// pointer, code or params, or a JSON pointer in a sentence.
fn differences(status: u16, en: &Value, code: &str, language: &str, answer: &Value) -> Vec<String> {
    let mut wrong = Vec::new();
    if language != code {
        wrong.push(format!("Content-Language {language:?}, expected {code:?}"));
    }
    if status != 404 && (en["title"] == answer["title"] || en["detail"] == answer["detail"]) {
        wrong.push(format!(
            "{code}: title or detail in English: {} / {}",
            answer["title"], answer["detail"]
        ));
    }
    let en_errors = en["errors"].as_array().cloned().unwrap_or_default();
    let errors = answer["errors"].as_array().cloned().unwrap_or_default();
    if en_errors.len() != errors.len() {
        wrong.push(format!("{code}: a different number of errors"));
    }
    for (en_error, error) in en_errors.iter().zip(&errors) {
        let refusal = en_error["code"].as_str().unwrap_or_default();
        for member in ["pointer", "code", "params"] {
            if en_error[member] != error[member] {
                wrong.push(format!("{refusal}: {member} differs in {code}"));
            }
        }
        let (en_detail, detail) = (&en_error["detail"], &error["detail"]);
        if en_detail == detail || detail.as_str().is_none_or(str::is_empty) {
            wrong.push(format!("{refusal}: no sentence in {code} ({detail})"));
        }
        for text in [en_detail, detail].map(|d| d.as_str().unwrap_or_default()) {
            // A place in words, never a JSON pointer (a body field named after a slash,
            // like "/variant" in game.field_per_hand, is where to give it, not a place).
            let pointer_like = text
                .split(|c: char| c.is_whitespace() || c == ',' || c == ':')
                .any(|word| word.starts_with('/') && word[1..].contains('/'));
            if pointer_like {
                wrong.push(format!("{refusal}: a pointer in the sentence: {text}"));
            }
        }
    }
    wrong
}

#[tokio::test]
async fn every_refusal_in_the_catalogue_has_a_listed_code_and_its_words_in_every_language() {
    // Arrange
    let rows = catalogue();
    let app = spawn_app().await;
    let listed = app.get("/problems/invalid-input").await.text;
    let mut codes = HashSet::new();
    let mut failures = Vec::new();

    for row in &rows {
        // Act
        let (status, en_language, en) = answer_in(&app, row, "en").await;
        // Every language the service speaks besides English, asked for as a browser in that
        // language asks (a regional tag first, English last), so a language added later is
        // checked here without a word of this test changing.
        let mut others = Vec::new();
        for code in Language::ALL.map(Language::code) {
            if code == "en" {
                continue;
            }
            let header = format!("{code}-XX,{code};q=0.9,en;q=0.5");
            let (_, language, answer) = answer_in(&app, row, &header).await;
            others.push((code, language, answer));
        }

        // Assert
        let mut wrong = Vec::new();
        if en_language != "en" {
            wrong.push(format!("Content-Language {en_language:?}, expected \"en\""));
        }
        let en_errors = en["errors"].as_array().cloned().unwrap_or_default();
        for error in &en_errors {
            let code = error["code"].as_str().unwrap_or_default();
            codes.insert(code.to_owned());
            if !listed.contains(&format!("<code>{code}</code>")) {
                wrong.push(format!(
                    "code {code:?} is not listed at /problems/invalid-input"
                ));
            }
            if !error["params"].is_object() {
                wrong.push(format!("{code}: no params object"));
            }
        }
        for (code, language, answer) in &others {
            wrong.extend(differences(status, &en, code, language, answer));
        }
        // No language borrows another's sentence.
        let said = |answer: &Value| answer["errors"].as_array().cloned().unwrap_or_default();
        for (i, (one, _, first)) in others.iter().enumerate() {
            for (other, _, second) in &others[i + 1..] {
                for (a, b) in said(first).iter().zip(&said(second)) {
                    if a["detail"] == b["detail"] {
                        wrong.push(format!(
                            "{}: the same sentence in {one} and {other} ({})",
                            a["code"], b["detail"]
                        ));
                    }
                }
            }
        }
        if !wrong.is_empty() {
            failures.push(format!("- {}:\n    {}", row.name, wrong.join("\n    ")));
        }
    }

    assert!(
        failures.is_empty(),
        "{} of {} rows:\n{}",
        failures.len(),
        rows.len(),
        failures.join("\n")
    );
    assert!(
        codes.len() >= 40,
        "the catalogue meets only {} codes",
        codes.len()
    );
}

#[tokio::test]
async fn no_refusal_in_the_catalogue_says_a_wire_code_or_word_or_counts_seats_from_0() {
    // Arrange
    let rows = catalogue();
    let app = spawn_app().await;
    let mut failures = Vec::new();
    let mut with_a_card = 0;

    for row in &rows {
        for language in Language::ALL.map(Language::code) {
            // Act
            let (_, _, answer) = answer_in(&app, row, language).await;

            // Assert
            for error in answer["errors"].as_array().cloned().unwrap_or_default() {
                let detail = error["detail"].as_str().unwrap_or_default();
                if error["params"]["card"].is_string() {
                    with_a_card += 1;
                }
                let codes = wire_codes(detail);
                if !codes.is_empty() {
                    failures.push(format!(
                        "- {} ({language}): {codes:?} in {detail:?}",
                        row.name
                    ));
                }
                // The JSON reader's refusals (`json.*`) are about the body's shape, which only
                // a program can get wrong: they may name JSON's types and literals.
                let shape = error["code"]
                    .as_str()
                    .is_some_and(|code| code.starts_with("json."));
                let words = wire_words(detail);
                if !shape && !words.is_empty() {
                    failures.push(format!(
                        "- {} ({language}): {words:?} in {detail:?}",
                        row.name
                    ));
                }
                let zeros = seats_from_zero(detail);
                if !zeros.is_empty() {
                    failures.push(format!(
                        "- {} ({language}): {zeros:?} in {detail:?}",
                        row.name
                    ));
                }
            }
        }
    }

    assert!(
        failures.is_empty(),
        "{} sentences name a card by its wire code, say a wire word or count seats from 0:\n{}",
        failures.len(),
        failures.join("\n")
    );
    // The catalogue holds refusals that name a card (a card twice, a card already played, one
    // not in the hand), so the scan above read sentences with cards in them.
    assert!(with_a_card >= 9, "only {with_a_card} refusals named a card");
}
