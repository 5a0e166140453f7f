//! The bad-input catalogue: one table of malformed or impossible requests against every endpoint
//! (every POST endpoint, the GET-only operational paths and unknown paths), run against one
//! server.
//!
//! Each row names a request (method, path, content type, body) and what the service must answer:
//! the status, `application/problem+json` with `type`, `title`, `status` (matching) and `detail`,
//! the `type` that the README documents for that status, the `Allow` header on a 405, and on a 422
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

use crate::helpers::{TestApp, spawn_app};

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

/// The `type` the README documents for each error status.
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

fn catalogue() -> Vec<Row> {
    let mut rows = core_catalogue();
    rows.extend(rulebook_rows());
    rows.extend(review_rows());
    rows
}

/// [`round()`] with what each seat was dealt: the log a review takes.
fn dealt_round() -> Value {
    let mut round = round();
    round["dealt"] = json!([
        ["4H", "6H", "9C", "QD", "AH", "3S"],
        ["5S", "5H", "5D", "JC", "8D", "KH"]
    ]);
    round
}

/// [`game()`] with what each seat was dealt in each hand.
fn dealt_game() -> Value {
    let mut game = game();
    game["hands"][0] = dealt_round();
    game["hands"][1]["dealt"] = json!([
        ["3C", "4D", "10S", "KC", "AS", "6C"],
        ["7C", "8H", "9H", "QS", "JD", "QH"]
    ]);
    game
}

/// `dealt_round()` with `patch` applied to its `dealt`.
fn dealt_as(dealt: Value) -> String {
    patched(dealt_round(), json!({ "dealt": dealt }))
}

/// The reviews of a game and of a hand, and what scoring checks of `dealt`.
fn review_rows() -> Vec<Row> {
    let six = |first: &str| {
        json!([
            ["4H", "6H", "9C", "QD", "AH", first],
            ["5S", "5H", "5D", "JC", "8D", "KH"]
        ])
    };
    vec![
        post(
            "round review: no dealt",
            ROUND_REVIEW,
            round().to_string(),
            422,
            &["/dealt"],
        ),
        post(
            "round review: dealt for one seat of two",
            ROUND_REVIEW,
            dealt_as(json!([["4H", "6H", "9C", "QD", "AH", "3S"]])),
            422,
            &["/dealt"],
        ),
        post(
            "round review: five cards dealt in six-card cribbage",
            ROUND_REVIEW,
            dealt_as(json!([
                ["4H", "6H", "9C", "QD", "AH"],
                ["5S", "5H", "5D", "JC", "8D", "KH"]
            ])),
            422,
            &["/dealt/0"],
        ),
        post(
            "round review: a dealt card neither kept nor in the crib",
            ROUND_REVIEW,
            dealt_as(six("7C")),
            422,
            &["/dealt/0/5"],
        ),
        post(
            "round review: a kept card that was not dealt",
            ROUND_REVIEW,
            dealt_as(json!([
                ["2H", "6H", "9C", "QD", "AH", "3S"],
                ["5S", "5H", "5D", "JC", "8D", "KH"]
            ])),
            422,
            &["/dealt/0", "/dealt/0/0"],
        ),
        post(
            "round review: the starter dealt to a seat",
            ROUND_REVIEW,
            dealt_as(six("5C")),
            422,
            &["/dealt/0/5", "/dealt/0/5"],
        ),
        post(
            "round review: a dealt card that is not a card",
            ROUND_REVIEW,
            dealt_as(six("ZZ")),
            422,
            &["/dealt/0/5"],
        ),
        post(
            "round review: three players are not modelled",
            ROUND_REVIEW,
            patched(dealt_round(), json!({ "variant": "three_player" })),
            422,
            &["/variant"],
        ),
        post(
            "rounds: dealt, when given, is checked",
            ROUNDS,
            dealt_as(six("7C")),
            422,
            &["/dealt/0/5"],
        ),
        post(
            "round review: truncated JSON",
            ROUND_REVIEW,
            "{\"dealer\": ",
            400,
            &[],
        ),
        post(
            "round review: a 10,000-card dealt is over the body limit",
            ROUND_REVIEW,
            json!({ "dealt": [vec!["5H"; 10_000]] }).to_string(),
            413,
            &[],
        ),
        post(
            "round review: text/plain",
            ROUND_REVIEW,
            dealt_round().to_string(),
            415,
            &[],
        )
        .content_type("text/plain"),
        bare("round review: GET", Method::GET, ROUND_REVIEW, 405).allow("POST"),
        post(
            "game review: a hand without dealt",
            GAME_REVIEW,
            game().to_string(),
            422,
            &["/hands/0/dealt"],
        ),
        post(
            "game review: a dealt card unaccounted for in a later hand",
            GAME_REVIEW,
            {
                let mut game = dealt_game();
                game["hands"][1]["dealt"][1][5] = json!("2C");
                game.to_string()
            },
            422,
            &["/hands/1/dealt/1/5"],
        ),
        post(
            "game review: the deal does not pass",
            GAME_REVIEW,
            {
                let mut game = dealt_game();
                game["hands"][1]["dealer"] = json!(1);
                game.to_string()
            },
            422,
            &["/hands/1/dealer"],
        ),
        post(
            "game review: four players are not modelled",
            GAME_REVIEW,
            patched(dealt_game(), json!({ "variant": "four_player" })),
            422,
            &["/variant"],
        ),
        post(
            "game review: truncated JSON",
            GAME_REVIEW,
            "{\"hands\": [",
            400,
            &[],
        ),
        post(
            "game review: a 10,000-card hand is over the body limit",
            GAME_REVIEW,
            json!({ "hands": [{ "dealt": [vec!["5H"; 10_000]] }] }).to_string(),
            413,
            &[],
        ),
        post(
            "game review: text/plain",
            GAME_REVIEW,
            dealt_game().to_string(),
            415,
            &[],
        )
        .content_type("text/plain"),
        bare("game review: GET", Method::GET, GAME_REVIEW, 405).allow("POST"),
    ]
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

/// Rulebook profiles on rounds and plays, whole games, and the rulebooks' reference cards.
fn rulebook_rows() -> Vec<Row> {
    let acc = |patch: Value| {
        let mut round = round();
        round["rules"] = json!({ "profile": "acc" });
        patched(round, patch)
    };
    let acc_muggins = |patch: Value| {
        let mut round = round();
        round["rules"] = json!({ "profile": "acc_muggins" });
        patched(round, patch)
    };
    let infraction =
        |seat: usize, kind: &str| json!({ "infractions": [{ "seat": seat, "kind": kind }] });
    let call = |call: Value, claims: Value| {
        let mut claims = claims;
        claims["muggins"] = json!([call]);
        json!({ "claims": claims })
    };
    vec![
        // -------------------------------------------------------------- rounds under a rulebook
        post(
            "rounds: an unknown profile",
            ROUNDS,
            patched(round(), json!({ "rules": { "profile": "tournament" } })),
            422,
            &["/rules/profile"],
        ),
        post(
            "rounds: acc to 61",
            ROUNDS,
            acc(json!({ "target": 61 })),
            422,
            &["/target"],
        ),
        post(
            "rounds: acc in five_card",
            ROUNDS,
            patched(
                round(),
                json!({ "variant": "five_card", "hands": [["4H", "6H", "9C"], ["5S", "5H", "5D"]], "crib": ["AH", "3S", "8D", "KH"], "events": [], "rules": { "profile": "acc" } }),
            ),
            422,
            &["/rules/profile"],
        ),
        post(
            "rounds: house muggins under acc",
            ROUNDS,
            patched(
                round(),
                json!({ "rules": { "profile": "acc", "muggins": true } }),
            ),
            422,
            &["/rules/muggins"],
        ),
        post(
            "rounds: the four-card crib flush under acc",
            ROUNDS,
            patched(
                round(),
                json!({ "rules": { "profile": "acc", "crib_four_flush": true } }),
            ),
            422,
            &["/rules/crib_four_flush"],
        ),
        post(
            "rounds: a card declared dead at a renege, laid",
            ROUNDS,
            acc(
                json!({ "events": ["4H", "5S", "6H", "5H", { "go": true, "reneged": "dead" }, "5D", "go", "9C", "JC", "QD"] }),
            ),
            422,
            &["/events/7"],
        ),
        post(
            "games: a decision on a go that is no renege",
            GAMES,
            game_with_hand(
                0,
                json!({ "events": ["4H", "5S", "6H", "5H", "9C", { "go": true, "reneged": "played" }, "go", "5D", "QD", "JC"] }),
            ),
            422,
            &["/hands/0/events/5/reneged"],
        ),
        post(
            "rounds: an infraction acc does not know",
            ROUNDS,
            acc(infraction(0, "peeking")),
            422,
            &["/infractions/0/kind"],
        ),
        post(
            "rounds: an infraction under social",
            ROUNDS,
            patched(round(), infraction(0, "bottom_card_seen")),
            422,
            &["/infractions/0/kind"],
        ),
        post(
            "rounds: an infraction by a seat not at the table",
            ROUNDS,
            acc(infraction(2, "starter_mixed_in")),
            422,
            &["/infractions/0/seat"],
        ),
        post(
            "rounds: the dealer's infraction reported against the pone",
            ROUNDS,
            acc(infraction(0, "bottom_card_seen")),
            422,
            &["/infractions/0/seat"],
        ),
        post(
            "rounds: an infraction without a kind",
            ROUNDS,
            acc(json!({ "infractions": [{ "seat": 0 }] })),
            422,
            &["/infractions/0"],
        ),
        post(
            "rounds: a muggins call under acc",
            ROUNDS,
            acc(call(
                json!({ "on": "hand", "seat": 0, "points": 2 }),
                json!({ "hands": [7, 29] }),
            )),
            422,
            &["/claims/muggins/0"],
        ),
        post(
            "rounds: 65 muggins calls, one past the limit",
            ROUNDS,
            acc_muggins(
                json!({ "claims": { "hands": [7, 29], "muggins": vec![json!({ "on": "hand", "seat": 0, "points": 2 }); 65] } }),
            ),
            422,
            &["/claims/muggins"],
        ),
        post(
            "rounds: a muggins call under social",
            ROUNDS,
            patched(
                round(),
                call(json!({ "on": "crib", "points": 2 }), json!({ "crib": 0 })),
            ),
            422,
            &["/claims/muggins/0"],
        ),
        post(
            "rounds: a muggins call on a count not announced",
            ROUNDS,
            acc_muggins(call(json!({ "on": "crib", "points": 2 }), json!({}))),
            422,
            &["/claims/muggins/0"],
        ),
        post(
            "rounds: a muggins call on a hand without its seat",
            ROUNDS,
            acc_muggins(call(
                json!({ "on": "hand", "points": 2 }),
                json!({ "hands": [7, 29] }),
            )),
            422,
            &["/claims/muggins/0"],
        ),
        post(
            "rounds: a muggins call on a seat not at the table",
            ROUNDS,
            acc_muggins(call(
                json!({ "on": "hand", "seat": 3, "points": 2 }),
                json!({ "hands": [7, 29] }),
            )),
            422,
            &["/claims/muggins/0/seat"],
        ),
        post(
            "rounds: a muggins call on an event past the play",
            ROUNDS,
            acc_muggins(call(
                json!({ "on": "play", "event": 99, "points": 1 }),
                json!({}),
            )),
            422,
            &["/claims/muggins/0/event"],
        ),
        post(
            "rounds: a muggins call for no points",
            ROUNDS,
            acc_muggins(call(
                json!({ "on": "hand", "seat": 0, "points": 0 }),
                json!({ "hands": [7, 29] }),
            )),
            422,
            &["/claims/muggins/0/points"],
        ),
        post(
            "rounds: a muggins call on the starter",
            ROUNDS,
            acc_muggins(call(json!({ "on": "starter", "points": 2 }), json!({}))),
            422,
            &["/claims/muggins/0/on"],
        ),
        // ------------------------------------------------------------------ plays under a rulebook
        post(
            "play: an unknown profile",
            PLAY,
            patched(play(), json!({ "rules": { "profile": "bogus" } })),
            422,
            &["/rules/profile"],
        ),
        post(
            "play: acc for three players",
            PLAY,
            json!({ "players": 3, "events": ["5H"], "rules": { "profile": "acc" } }).to_string(),
            422,
            &["/rules/profile"],
        ),
        // ----------------------------------------------------------------------------- whole games
        post(
            "games: no hands",
            GAMES,
            json!({ "hands": [] }).to_string(),
            422,
            &["/hands"],
        ),
        post(
            "games: house muggins and the four-card crib flush under acc, at the game's rules",
            GAMES,
            patched(
                game(),
                json!({ "rules": { "profile": "acc", "muggins": true, "crib_four_flush": true } }),
            ),
            422,
            &["/rules/muggins", "/rules/crib_four_flush"],
        ),
        post(
            "games: the deal does not pass",
            GAMES,
            game_with_hand(1, json!({ "dealer": 1 })),
            422,
            &["/hands/1/dealer"],
        ),
        post(
            "games: scores that do not carry over",
            GAMES,
            game_with_hand(1, json!({ "scores": [17, 30] })),
            422,
            &["/hands/1/scores/1"],
        ),
        post(
            "games: a hand after the game is won",
            GAMES,
            game_with_hand(0, json!({ "scores": [119, 100] })),
            422,
            &["/hands/1"],
        ),
        post(
            "games: a card that is not a card in a later hand",
            GAMES,
            game_with_hand(1, json!({ "starter": "ZZ" })),
            422,
            &["/hands/1/starter"],
        ),
        post(
            "games: a variant given per hand",
            GAMES,
            game_with_hand(0, json!({ "variant": "six_card" })),
            422,
            &["/hands/0/variant"],
        ),
        post(
            "games: an infraction acc does not know",
            GAMES,
            game_with_hand(0, infraction(1, "peeking")),
            422,
            &["/hands/0/infractions/0/kind"],
        ),
        post(
            "games: an unknown profile",
            GAMES,
            patched(game(), json!({ "rules": { "profile": "tournament" } })),
            422,
            &["/rules/profile"],
        ),
        post(
            "games: a target of 0",
            GAMES,
            patched(game(), json!({ "target": 0 })),
            422,
            &["/target"],
        ),
        post(
            "games: hands is not an array",
            GAMES,
            patched(game(), json!({ "hands": {} })),
            422,
            &["/hands"],
        ),
        post("games: truncated JSON", GAMES, "{\"hands\": [", 400, &[]),
        post(
            "games: a 10,000-card hand is over the body limit",
            GAMES,
            json!({ "hands": [{ "hands": [vec!["5H"; 10_000]] }] }).to_string(),
            413,
            &[],
        ),
        post("games: text/plain", GAMES, game().to_string(), 415, &[]).content_type("text/plain"),
        bare("games: GET", Method::GET, GAMES, 405).allow("POST"),
        // ------------------------------------------------------------------------------ rulebooks
        bare(
            "rulebooks: an unknown profile",
            Method::GET,
            "/v1/rulebooks/tournament",
            404,
        ),
        bare("rulebooks: POST the list", Method::POST, RULEBOOKS, 405).allow("GET, HEAD"),
        bare("rulebooks: DELETE a card", Method::DELETE, RULEBOOK, 405).allow("GET, HEAD"),
        Row {
            pointers: vec!["/".to_owned()],
            ..bare(
                "rulebooks: an unsupported lang",
                Method::GET,
                "/v1/rulebooks/acc?lang=fr",
                422,
            )
        },
    ]
}

fn core_catalogue() -> Vec<Row> {
    let ten_thousand = || vec!["5H"; 10_000];
    let three_thousand = || vec!["5H"; 3_000];

    // A 65-card hand in the play: the whole deck, then its first 13 cards again.
    let mut long_hand = deck();
    long_hand.extend(deck().into_iter().take(13));
    let mut hand_of_65 = post(
        "play: a 65-card hand names its repeated cards at /hands/0/52..64",
        PLAY,
        json!({ "events": [], "hands": [long_hand, []] }).to_string(),
        422,
        &[],
    );
    hand_of_65.pointers = pointers(&["/hands/0", "/hands/1"], "/hands/0", 52..65);

    let mut big_hand = post(
        "hands: a 3,000-card hand under the body limit lists 50 errors",
        HANDS,
        json!({ "hand": three_thousand(), "starter": "8C" }).to_string(),
        422,
        &[],
    );
    big_hand.pointers = pointers(&["/hand"], "/hand", 1..50);

    vec![
        // ---------------------------------------------------------------- POST /v1/hands/score
        post(
            "hands: truncated JSON",
            HANDS,
            r#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C""#,
            400,
            &[],
        )
        .detail_starts_with("the body is not valid JSON: EOF while parsing"),
        post("hands: truncated inside a string", HANDS, r#"{"hand": ["5H", "5S"#, 400, &[]),
        post("hands: empty body", HANDS, "", 400, &[]),
        post("hands: whitespace only", HANDS, " \n\t ", 400, &[]),
        post(
            "hands: trailing characters after the object",
            HANDS,
            format!("{} x", hand()),
            400,
            &[],
        ),
        post(
            "hands: trailing comma",
            HANDS,
            r#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C",}"#,
            400,
            &[],
        ),
        post("hands: single-quoted keys", HANDS, "{'hand': []}", 400, &[]),
        post(
            "hands: NaN is not JSON",
            HANDS,
            r#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": NaN}"#,
            400,
            &[],
        ),
        post(
            "hands: a byte order mark before the object",
            HANDS,
            [b"\xEF\xBB\xBF".as_slice(), hand().to_string().as_bytes()].concat(),
            400,
            &[],
        ),
        post(
            "hands: invalid UTF-8 inside a card",
            HANDS,
            b"{\"hand\": [\"5H\", \"5S\", \"JD\", \"K\xFF\"], \"starter\": \"8C\"}".to_vec(),
            400,
            &[],
        ),
        post("hands: the body is null", HANDS, "null", 422, &[""]),
        post("hands: the body is an array", HANDS, r#"["5H", "8C"]"#, 422, &[""]),
        post(
            "hands: the body is 1,000 nested arrays",
            HANDS,
            format!("{}{}", "[".repeat(1_000), "]".repeat(1_000)),
            422,
            &[""],
        ),
        post("hands: empty object", HANDS, "{}", 422, &[""]),
        post(
            "hands: missing hand",
            HANDS,
            without(hand(), "hand"),
            422,
            &[""],
        ),
        post(
            "hands: missing starter",
            HANDS,
            without(hand(), "starter"),
            422,
            &[""],
        ),
        post(
            "hands: hand is null",
            HANDS,
            patched(hand(), json!({ "hand": null })),
            422,
            &["/hand"],
        ),
        post(
            "hands: hand is a string",
            HANDS,
            patched(hand(), json!({ "hand": "5H 5S JD KC" })),
            422,
            &["/hand"],
        ),
        post(
            "hands: a card is a number",
            HANDS,
            patched(hand(), json!({ "hand": [5, "5S", "JD", "KC"] })),
            422,
            &["/hand/0"],
        ),
        post(
            "hands: a card is an array",
            HANDS,
            patched(hand(), json!({ "hand": [["5H"], "5S", "JD", "KC"] })),
            422,
            &["/hand/0"],
        ),
        post(
            "hands: starter is null",
            HANDS,
            patched(hand(), json!({ "starter": null })),
            422,
            &["/starter"],
        ),
        post(
            "hands: starter is an object",
            HANDS,
            patched(hand(), json!({ "starter": { "rank": "8", "suit": "C" } })),
            422,
            &["/starter"],
        ),
        post(
            "hands: empty hand",
            HANDS,
            patched(hand(), json!({ "hand": [] })),
            422,
            &["/hand"],
        ),
        post(
            "hands: a five-card crib",
            HANDS,
            patched(
                hand(),
                json!({ "hand": ["2H", "4H", "6H", "8H", "10H"], "crib": true }),
            ),
            422,
            &["/hand"],
        ),
        post(
            "hands: four cards in five_card",
            HANDS,
            patched(hand(), json!({ "variant": "five_card" })),
            422,
            &["/hand"],
        ),
        post(
            "hands: unknown top-level field",
            HANDS,
            patched(hand(), json!({ "extra": 1 })),
            422,
            &["/extra"],
        ),
        post(
            "hands: unknown field in rules",
            HANDS,
            patched(hand(), json!({ "rules": { "crib_four_flush": true, "x": 1 } })),
            422,
            &["/rules/x"],
        ),
        post(
            "hands: an unknown field's pointer is escaped",
            HANDS,
            patched(hand(), json!({ "a/b~c": 1 })),
            422,
            &["/a~1b~0c"],
        ),
        post(
            "hands: an empty key",
            HANDS,
            patched(hand(), json!({ "": 1 })),
            422,
            &["/"],
        ),
        post(
            "hands: a duplicate key",
            HANDS,
            r#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "hand": ["AS", "2S", "3S", "4S"]}"#,
            422,
            &[""],
        ),
        post(
            "hands: a duplicate key inside rules",
            HANDS,
            r#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "rules": {"crib_four_flush": true, "crib_four_flush": false}}"#,
            422,
            &["/rules"],
        ),
        post(
            "hands: unknown variant",
            HANDS,
            patched(hand(), json!({ "variant": "seven_card" })),
            422,
            &["/variant"],
        ),
        post(
            "hands: variant in upper case",
            HANDS,
            patched(hand(), json!({ "variant": "SIX_CARD" })),
            422,
            &["/variant"],
        ),
        post(
            "hands: variant as an externally tagged object",
            HANDS,
            patched(hand(), json!({ "variant": { "five_card": null } })),
            422,
            &["/variant"],
        ),
        post(
            "hands: crib is a string",
            HANDS,
            patched(hand(), json!({ "crib": "yes" })),
            422,
            &["/crib"],
        ),
        post(
            "hands: crib_four_flush is a string",
            HANDS,
            patched(hand(), json!({ "rules": { "crib_four_flush": "true" } })),
            422,
            &["/rules/crib_four_flush"],
        ),
        post(
            "hands: claimed 1e400",
            HANDS,
            r#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": 1e400}"#,
            422,
            &["/claimed"],
        ),
        post(
            "hands: claimed 2^64",
            HANDS,
            r#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": 18446744073709551616}"#,
            422,
            &["/claimed"],
        ),
        post(
            "hands: claimed -1",
            HANDS,
            patched(hand(), json!({ "claimed": -1 })),
            422,
            &["/claimed"],
        ),
        post(
            "hands: claimed 30, over the best hand",
            HANDS,
            patched(hand(), json!({ "claimed": 30 })),
            422,
            &["/claimed"],
        ),
        post(
            "hands: claimed 2.5",
            HANDS,
            patched(hand(), json!({ "claimed": 2.5 })),
            422,
            &["/claimed"],
        ),
        post(
            "hands: claimed as a string",
            HANDS,
            patched(hand(), json!({ "claimed": "10" })),
            422,
            &["/claimed"],
        ),
        post(
            "hands: the starter repeats a hand card (any case)",
            HANDS,
            patched(hand(), json!({ "starter": "5h" })),
            422,
            &["/starter"],
        ),
        post(
            "hands: a card twice in the hand",
            HANDS,
            patched(hand(), json!({ "hand": ["5H", "5h", "JD", "KC"] })),
            422,
            &["/hand/1"],
        ),
        post(
            "hands: three problems at once",
            HANDS,
            json!({ "hand": ["5H", "5S", "1X"], "starter": "5H" }).to_string(),
            422,
            &["/hand", "/hand/2", "/starter"],
        ),
        post(
            "hands: fullwidth rank",
            HANDS,
            patched(hand(), json!({ "hand": ["\u{FF15}H", "5S", "JD", "KC"] })),
            422,
            &["/hand/0"],
        ),
        post(
            "hands: fullwidth suit",
            HANDS,
            patched(hand(), json!({ "starter": "8\u{FF23}" })),
            422,
            &["/starter"],
        ),
        post(
            "hands: zero-width joiner inside a card",
            HANDS,
            patched(hand(), json!({ "starter": "8\u{200D}C" })),
            422,
            &["/starter"],
        ),
        post(
            "hands: combining acute accent after the suit",
            HANDS,
            patched(hand(), json!({ "starter": "8C\u{0301}" })),
            422,
            &["/starter"],
        ),
        post(
            "hands: playing-card emoji",
            HANDS,
            patched(hand(), json!({ "starter": "\u{1F0A1}" })),
            422,
            &["/starter"],
        ),
        post(
            "hands: a lone suit symbol",
            HANDS,
            patched(hand(), json!({ "starter": "\u{2665}" })),
            422,
            &["/starter"],
        ),
        post(
            "hands: 10♥ with text variation selector U+FE0E",
            HANDS,
            patched(hand(), json!({ "starter": "10\u{2665}\u{FE0E}" })),
            422,
            &["/starter"],
        ),
        post(
            "hands: 10♥ with emoji variation selector U+FE0F",
            HANDS,
            patched(hand(), json!({ "hand": ["10\u{2665}\u{FE0F}", "5S", "JD", "KC"] })),
            422,
            &["/hand/0"],
        ),
        post(
            "hands: NUL inside a card",
            HANDS,
            r#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8\u0000C"}"#,
            422,
            &["/starter"],
        ),
        post(
            "hands: lone surrogate escape",
            HANDS,
            r#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "\ud800"}"#,
            422,
            &["/starter"],
        ),
        post(
            "hands: leading space in a card",
            HANDS,
            patched(hand(), json!({ "starter": " 8C" })),
            422,
            &["/starter"],
        ),
        post(
            "hands: empty card",
            HANDS,
            patched(hand(), json!({ "starter": "" })),
            422,
            &["/starter"],
        ),
        post(
            "hands: a rank without a suit",
            HANDS,
            patched(hand(), json!({ "starter": "10" })),
            422,
            &["/starter"],
        ),
        big_hand,
        post(
            "hands: a 10,000-card hand is over the body limit",
            HANDS,
            json!({ "hand": ten_thousand(), "starter": "8C" }).to_string(),
            413,
            &[],
        ),
        post(
            "hands: valid JSON padded past the body limit",
            HANDS,
            format!("{}{}", hand(), " ".repeat(BODY_LIMIT)),
            413,
            &[],
        ),
        post(
            "hands: an unsupported lang",
            "/v1/hands/score?lang=fr",
            hand().to_string(),
            422,
            &["/"],
        ),
        post("hands: text/plain", HANDS, hand().to_string(), 415, &[]).content_type("text/plain"),
        post("hands: no content type", HANDS, hand().to_string(), 415, &[]).content_type(""),
        post("hands: application/xml", HANDS, hand().to_string(), 415, &[])
            .content_type("application/xml"),
        post("hands: form-urlencoded", HANDS, hand().to_string(), 415, &[])
            .content_type("application/x-www-form-urlencoded"),
        post("hands: application/jsonx", HANDS, hand().to_string(), 415, &[])
            .content_type("application/jsonx"),
        bare("hands: GET", Method::GET, HANDS, 405).allow("POST"),
        bare("hands: PUT", Method::PUT, HANDS, 405).allow("POST"),
        bare("hands: DELETE", Method::DELETE, HANDS, 405).allow("POST"),
        // -------------------------------------------------------------- POST /v1/pegging/score
        post("play: truncated JSON", PLAY, r#"{"events": ["5H", "#, 400, &[]),
        post("play: empty object", PLAY, "{}", 422, &[""]),
        post(
            "play: events is null",
            PLAY,
            json!({ "events": null }).to_string(),
            422,
            &["/events"],
        ),
        post(
            "play: events is a string",
            PLAY,
            json!({ "events": "5H" }).to_string(),
            422,
            &["/events"],
        ),
        post(
            "play: an event is a number",
            PLAY,
            json!({ "events": [5] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: an event is null",
            PLAY,
            json!({ "events": ["5H", null] }).to_string(),
            422,
            &["/events/1"],
        ),
        post(
            "play: an event is an array",
            PLAY,
            json!({ "events": [["5H"]] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: an event with both card and go",
            PLAY,
            json!({ "events": [{ "card": "5H", "go": true }] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: an empty event object",
            PLAY,
            json!({ "events": [{}] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: an unknown field in an event",
            PLAY,
            json!({ "events": [{ "card": "5H", "foo": 1 }] }).to_string(),
            422,
            &["/events/0/foo"],
        ),
        post(
            "play: go false",
            PLAY,
            json!({ "events": [{ "go": false }] }).to_string(),
            422,
            &["/events/0/go"],
        ),
        post(
            "play: a go with a claim",
            PLAY,
            json!({ "events": [{ "go": true, "claimed": 2 }] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: a card with a decision on reneged cards",
            PLAY,
            json!({ "events": [{ "card": "5H", "reneged": "dead" }] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: reneged cards neither dead nor played",
            PLAY,
            json!({ "events": [{ "go": true, "reneged": "gone" }] }).to_string(),
            422,
            &["/events/0/reneged"],
        ),
        post(
            "play: a decision on a go that is no renege",
            PLAY,
            json!({
                "events": ["KS", "QH", "9S", { "go": true, "reneged": "dead" }],
                "hands": [["KS", "9S", "5S", "5H"], ["QH", "10H", "JH", "KH"]]
            })
            .to_string(),
            422,
            &["/events/3/reneged"],
        ),
        post(
            "play: a decision on reneged cards without the hands",
            PLAY,
            json!({ "events": ["5S", { "go": true, "reneged": "dead" }] }).to_string(),
            422,
            &["/events/1/reneged"],
        ),
        post(
            "play: a card declared dead, laid",
            PLAY,
            json!({
                "events": ["KS", "KH", "5S", { "go": true, "reneged": "dead" }, "4S", "2S", "5H"],
                "hands": [["KS", "5S", "4S", "2S"], ["AH", "5H", "9H", "KH"]]
            })
            .to_string(),
            422,
            &["/events/6"],
        ),
        post(
            "play: claimed 30 on a card",
            PLAY,
            json!({ "events": [{ "card": "5H", "claimed": 30 }] }).to_string(),
            422,
            &["/events/0/claimed"],
        ),
        post(
            "play: player -1",
            PLAY,
            json!({ "events": [{ "card": "5H", "player": -1 }] }).to_string(),
            422,
            &["/events/0/player"],
        ),
        post(
            "play: player 2^64",
            PLAY,
            r#"{"events": [{"card": "5H", "player": 18446744073709551616}]}"#,
            422,
            &["/events/0/player"],
        ),
        post(
            "play: player 7 of 2",
            PLAY,
            json!({ "events": [{ "card": "5H", "player": 7 }] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: player out of turn",
            PLAY,
            json!({ "events": [{ "card": "5H", "player": 1 }] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: a card past 31",
            PLAY,
            json!({ "events": ["KH", "QH", "JH", "5H"] }).to_string(),
            422,
            &["/events/3"],
        ),
        post(
            "play: a card played twice",
            PLAY,
            json!({ "events": ["KH", "QH", "kh"] }).to_string(),
            422,
            &["/events/2"],
        ),
        post(
            "play: an empty card",
            PLAY,
            json!({ "events": [""] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: an unknown card in an event object",
            PLAY,
            json!({ "events": [{ "card": "XX" }] }).to_string(),
            422,
            &["/events/0/card"],
        ),
        post(
            "play: a fullwidth card",
            PLAY,
            json!({ "events": ["\u{FF15}H"] }).to_string(),
            422,
            &["/events/0"],
        ),
        post(
            "play: 5 players",
            PLAY,
            json!({ "players": 5, "events": [] }).to_string(),
            422,
            &["/players"],
        ),
        post(
            "play: 1 player",
            PLAY,
            json!({ "players": 1, "events": [] }).to_string(),
            422,
            &["/players"],
        ),
        post(
            "play: players -1",
            PLAY,
            json!({ "players": -1, "events": [] }).to_string(),
            422,
            &["/players"],
        ),
        post(
            "play: players 2.0",
            PLAY,
            json!({ "players": 2.0, "events": [] }).to_string(),
            422,
            &["/players"],
        ),
        post(
            "play: 3 players in six_card",
            PLAY,
            json!({ "players": 3, "variant": "six_card", "events": [] }).to_string(),
            422,
            &["/players"],
        ),
        post(
            "play: unknown variant",
            PLAY,
            json!({ "variant": "nine_card", "events": [] }).to_string(),
            422,
            &["/variant"],
        ),
        post(
            "play: unknown top-level field",
            PLAY,
            patched(play(), json!({ "extra": true })),
            422,
            &["/extra"],
        ),
        post(
            "play: complete is a string",
            PLAY,
            patched(play(), json!({ "complete": "yes" })),
            422,
            &["/complete"],
        ),
        post(
            "play: complete with no card played",
            PLAY,
            json!({ "events": [], "complete": true }).to_string(),
            422,
            &["/complete"],
        ),
        post(
            "play: complete but cards are left",
            PLAY,
            patched(play(), json!({ "events": ["AH", "AS", "2H"] })),
            422,
            &["/complete"],
        ),
        post(
            "play: a go after the play is over",
            PLAY,
            patched(
                play(),
                json!({ "events": ["AH", "AS", "2H", "2S", "3H", "3S", "4H", "4S", "go"] }),
            ),
            422,
            &["/events/8"],
        ),
        post(
            "play: a card not in the player's hand",
            PLAY,
            patched(play(), json!({ "events": ["9C"] })),
            422,
            &["/events/0"],
        ),
        post(
            "play: one hand for two players",
            PLAY,
            patched(play(), json!({ "hands": [["AH", "2H", "3H", "4H"]] })),
            422,
            &["/hands"],
        ),
        post(
            "play: the same card in two hands",
            PLAY,
            patched(
                play(),
                json!({ "hands": [["AH", "2H", "3H", "4H"], ["AH", "2S", "3S", "4S"]] }),
            ),
            422,
            &["/hands/1/0"],
        ),
        post(
            "play: a three-card hand",
            PLAY,
            patched(
                play(),
                json!({ "hands": [["AH", "2H", "3H"], ["AS", "2S", "3S", "4S"]] }),
            ),
            422,
            &["/hands/0"],
        ),
        post(
            "play: an unknown card in a hand",
            PLAY,
            patched(
                play(),
                json!({ "hands": [["AH", "2H", "3H", "XX"], ["AS", "2S", "3S", "4S"]] }),
            ),
            422,
            &["/hands/0/3"],
        ),
        post(
            "play: hands is an object",
            PLAY,
            patched(play(), json!({ "hands": { "0": ["AH"] } })),
            422,
            &["/hands"],
        ),
        post(
            "play: 201 events",
            PLAY,
            json!({ "events": vec!["go"; 201] }).to_string(),
            422,
            &["/events"],
        ),
        hand_of_65,
        post(
            "play: 10,000 events are over the body limit",
            PLAY,
            json!({ "events": ten_thousand() }).to_string(),
            413,
            &[],
        ),
        post("play: application/xml", PLAY, play().to_string(), 415, &[])
            .content_type("application/xml"),
        bare("play: GET", Method::GET, PLAY, 405).allow("POST"),
        bare("play: PATCH", Method::PATCH, PLAY, 405).allow("POST"),
        // ----------------------------------------------------------- POST /v1/pegging/validate
        post("validate: empty body", VALIDATE, "", 400, &[]),
        post("validate: truncated JSON", VALIDATE, r#"{"count": 2"#, 400, &[]),
        post(
            "validate: count 32",
            VALIDATE,
            json!({ "count": 32, "card": "5H" }).to_string(),
            422,
            &["/count"],
        ),
        post(
            "validate: count 300",
            VALIDATE,
            json!({ "count": 300, "card": "5H" }).to_string(),
            422,
            &["/count"],
        ),
        post(
            "validate: count -1",
            VALIDATE,
            json!({ "count": -1, "card": "5H" }).to_string(),
            422,
            &["/count"],
        ),
        post(
            "validate: count 1e400",
            VALIDATE,
            r#"{"count": 1e400, "card": "5H"}"#,
            422,
            &["/count"],
        ),
        post(
            "validate: count as a string",
            VALIDATE,
            json!({ "count": "10", "card": "5H" }).to_string(),
            422,
            &["/count"],
        ),
        post(
            "validate: a series past 31",
            VALIDATE,
            json!({ "series": ["KH", "QH", "JH", "5H"], "card": "AH" }).to_string(),
            422,
            &["/series"],
        ),
        post(
            "validate: the series does not add up to the count",
            VALIDATE,
            json!({ "series": ["KH", "QH"], "count": 25, "card": "AH" }).to_string(),
            422,
            &["/count"],
        ),
        post(
            "validate: the card is already in the series",
            VALIDATE,
            json!({ "series": ["KH", "QH"], "card": "KH" }).to_string(),
            422,
            &["/card"],
        ),
        post(
            "validate: a card twice in the series",
            VALIDATE,
            json!({ "series": ["KH", "kh"], "card": "AH" }).to_string(),
            422,
            &["/series/1"],
        ),
        post(
            "validate: a hand card already in the series",
            VALIDATE,
            json!({ "series": ["KH"], "card": "AH", "hand": ["AH", "KH"] }).to_string(),
            422,
            &["/hand/1"],
        ),
        post(
            "validate: a card twice in the hand",
            VALIDATE,
            json!({ "series": ["KH"], "card": "AH", "hand": ["AH", "AH"] }).to_string(),
            422,
            &["/hand/1"],
        ),
        post(
            "validate: the card in the series and in the hand",
            VALIDATE,
            json!({ "series": ["5H"], "card": "5H", "hand": ["5H"] }).to_string(),
            422,
            &["/hand/0", "/card"],
        ),
        post(
            "validate: both a card and a go",
            VALIDATE,
            json!({ "card": "5H", "go": true }).to_string(),
            422,
            &["/go"],
        ),
        post(
            "validate: go false is no action",
            VALIDATE,
            json!({ "go": false }).to_string(),
            422,
            &[""],
        ),
        post("validate: empty object", VALIDATE, "{}", 422, &[""]),
        post(
            "validate: card and go both null",
            VALIDATE,
            json!({ "card": null, "go": null }).to_string(),
            422,
            &[""],
        ),
        post(
            "validate: a seven-card hand",
            VALIDATE,
            json!({ "card": "5H", "hand": ["AH", "2H", "3H", "4H", "5H", "6H", "7H"] })
                .to_string(),
            422,
            &["/hand"],
        ),
        post(
            "validate: a 14-card series",
            VALIDATE,
            json!({
                "series": ["AH", "2H", "3H", "4H", "AS", "2S", "3S", "4S", "AD", "2D", "3D", "4D", "AC", "2C"],
                "card": "5H"
            })
            .to_string(),
            422,
            &["/series"],
        ),
        post(
            "validate: a 3,000-card series under the body limit",
            VALIDATE,
            json!({ "series": three_thousand(), "card": "5H" }).to_string(),
            422,
            &["/series"],
        ),
        post(
            "validate: unknown field",
            VALIDATE,
            json!({ "card": "5H", "extra": true }).to_string(),
            422,
            &["/extra"],
        ),
        post(
            "validate: card is an array",
            VALIDATE,
            json!({ "card": ["5H"] }).to_string(),
            422,
            &["/card"],
        ),
        post(
            "validate: card is a number",
            VALIDATE,
            json!({ "card": 5 }).to_string(),
            422,
            &["/card"],
        ),
        post(
            "validate: go is a string",
            VALIDATE,
            json!({ "card": "5H", "go": "true" }).to_string(),
            422,
            &["/go"],
        ),
        post(
            "validate: 10♥ with emoji variation selector",
            VALIDATE,
            json!({ "card": "10\u{2665}\u{FE0F}" }).to_string(),
            422,
            &["/card"],
        ),
        post(
            "validate: zero-width joiner inside 10",
            VALIDATE,
            json!({ "card": "1\u{200D}0\u{2665}" }).to_string(),
            422,
            &["/card"],
        ),
        post(
            "validate: joker emoji",
            VALIDATE,
            json!({ "card": "\u{1F0CF}" }).to_string(),
            422,
            &["/card"],
        ),
        post(
            "validate: an unsupported lang",
            "/v1/pegging/validate?lang=xx",
            json!({ "card": "5H" }).to_string(),
            422,
            &["/"],
        ),
        post(
            "validate: a 10,000-card series is over the body limit",
            VALIDATE,
            json!({ "series": ten_thousand(), "card": "5H" }).to_string(),
            413,
            &[],
        ),
        post(
            "validate: no content type",
            VALIDATE,
            json!({ "card": "5H" }).to_string(),
            415,
            &[],
        )
        .content_type(""),
        bare("validate: PUT", Method::PUT, VALIDATE, 405).allow("POST"),
        // --------------------------------------------------------- POST /v1/discards/recommend
        post("discards: truncated JSON", DISCARDS, r#"{"cards": ["4C""#, 400, &[]),
        post(
            "discards: five cards in six_card",
            DISCARDS,
            patched(deal(), json!({ "cards": ["4C", "5D", "6H", "10S", "10C"] })),
            422,
            &["/cards"],
        ),
        post(
            "discards: seven cards",
            DISCARDS,
            patched(
                deal(),
                json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD", "QD"] }),
            ),
            422,
            &["/cards"],
        ),
        post(
            "discards: empty cards",
            DISCARDS,
            patched(deal(), json!({ "cards": [] })),
            422,
            &["/cards"],
        ),
        post(
            "discards: a card twice (any case)",
            DISCARDS,
            patched(deal(), json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "4c"] })),
            422,
            &["/cards/5"],
        ),
        post(
            "discards: missing dealer",
            DISCARDS,
            without(deal(), "dealer"),
            422,
            &[""],
        ),
        post(
            "discards: dealer is a string",
            DISCARDS,
            patched(deal(), json!({ "dealer": "true" })),
            422,
            &["/dealer"],
        ),
        post(
            "discards: dealer is null",
            DISCARDS,
            patched(deal(), json!({ "dealer": null })),
            422,
            &["/dealer"],
        ),
        post(
            "discards: dealer is 0",
            DISCARDS,
            patched(deal(), json!({ "dealer": 0 })),
            422,
            &["/dealer"],
        ),
        post(
            "discards: expert crib model in five_card, with six cards",
            DISCARDS,
            patched(deal(), json!({ "variant": "five_card", "crib_model": "expert" })),
            422,
            &["/crib_model", "/cards"],
        ),
        post(
            "discards: unknown crib model",
            DISCARDS,
            patched(deal(), json!({ "crib_model": "random" })),
            422,
            &["/crib_model"],
        ),
        post(
            "discards: an unknown model of the opponent's play",
            DISCARDS,
            patched(deal(), json!({ "play": true, "opponent": "psychic" })),
            422,
            &["/opponent"],
        ),
        post(
            "discards: an unknown level",
            DISCARDS,
            patched(deal(), json!({ "level": "grandmaster" })),
            422,
            &["/level"],
        ),
        post(
            "discards: a seed below zero",
            DISCARDS,
            patched(deal(), json!({ "level": "newcomer", "seed": -1 })),
            422,
            &["/seed"],
        ),
        post(
            "discards: a seed past what JavaScript holds exactly",
            DISCARDS,
            patched(deal(), json!({ "level": "newcomer", "seed": 9_007_199_254_740_992_u64 })),
            422,
            &["/seed"],
        ),
        post(
            "discards: six cards in three_player",
            DISCARDS,
            patched(deal(), json!({ "variant": "three_player" })),
            422,
            &["/cards"],
        ),
        post(
            "discards: unknown field",
            DISCARDS,
            patched(deal(), json!({ "players": 2 })),
            422,
            &["/players"],
        ),
        post(
            "discards: a field name in the wrong case",
            DISCARDS,
            json!({ "Cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true }).to_string(),
            422,
            &["/Cards"],
        ),
        post(
            "discards: distribution is a string",
            DISCARDS,
            patched(deal(), json!({ "distribution": "yes" })),
            422,
            &["/distribution"],
        ),
        post(
            "discards: three unknown ranks",
            DISCARDS,
            patched(deal(), json!({ "cards": ["1C", "0D", "6H", "10S", "11C", "JD"] })),
            422,
            &["/cards/0", "/cards/1", "/cards/4"],
        ),
        post(
            "discards: cards is an object",
            DISCARDS,
            patched(deal(), json!({ "cards": { "0": "4C" } })),
            422,
            &["/cards"],
        ),
        post(
            "discards: a null card",
            DISCARDS,
            patched(deal(), json!({ "cards": ["4C", "5D", "6H", "10S", "10C", null] })),
            422,
            &["/cards/5"],
        ),
        post(
            "discards: a fullwidth king",
            DISCARDS,
            patched(
                deal(),
                json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "\u{FF2B}C"] }),
            ),
            422,
            &["/cards/5"],
        ),
        post(
            "discards: 3,000 cards under the body limit",
            DISCARDS,
            patched(deal(), json!({ "cards": three_thousand() })),
            422,
            &["/cards"],
        ),
        post(
            "discards: 10,000 cards are over the body limit",
            DISCARDS,
            patched(deal(), json!({ "cards": ten_thousand() })),
            413,
            &[],
        ),
        post("discards: text/plain", DISCARDS, deal().to_string(), 415, &[])
            .content_type("text/plain"),
        bare("discards: GET", Method::GET, DISCARDS, 405).allow("POST"),
        // --------------------------------------------------------------- POST /v1/rounds/score
        post(
            "rounds: truncated JSON",
            ROUNDS,
            &round().to_string()[..40],
            400,
            &[],
        ),
        post(
            "rounds: dealer 2 of 2 seats",
            ROUNDS,
            patched(round(), json!({ "dealer": 2 })),
            422,
            &["/dealer"],
        ),
        post(
            "rounds: dealer -1",
            ROUNDS,
            patched(round(), json!({ "dealer": -1 })),
            422,
            &["/dealer"],
        ),
        post(
            "rounds: dealer 2^64",
            ROUNDS,
            round()
                .to_string()
                .replacen("\"dealer\":1", "\"dealer\":18446744073709551616", 1),
            422,
            &["/dealer"],
        ),
        post(
            "rounds: dealer 1e400",
            ROUNDS,
            round()
                .to_string()
                .replacen("\"dealer\":1", "\"dealer\":1e400", 1),
            422,
            &["/dealer"],
        ),
        post(
            "rounds: dealer null",
            ROUNDS,
            patched(round(), json!({ "dealer": null })),
            422,
            &["/dealer"],
        ),
        post(
            "rounds: missing dealer",
            ROUNDS,
            without(round(), "dealer"),
            422,
            &[""],
        ),
        post(
            "rounds: a seat has already won",
            ROUNDS,
            patched(round(), json!({ "scores": [121, 0] })),
            422,
            &["/scores/0"],
        ),
        post(
            "rounds: three scores for two seats",
            ROUNDS,
            patched(round(), json!({ "scores": [1, 2, 3] })),
            422,
            &["/scores"],
        ),
        post(
            "rounds: a negative score",
            ROUNDS,
            patched(round(), json!({ "scores": [-5, 0] })),
            422,
            &["/scores/0"],
        ),
        post(
            "rounds: target 0",
            ROUNDS,
            patched(round(), json!({ "target": 0 })),
            422,
            &["/target"],
        ),
        post(
            "rounds: target 1001",
            ROUNDS,
            patched(round(), json!({ "target": 1001 })),
            422,
            &["/target"],
        ),
        post(
            "rounds: the same card in two seats' hands",
            ROUNDS,
            patched(
                round(),
                json!({ "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "4H"]] }),
            ),
            422,
            &["/hands/1/3"],
        ),
        post(
            "rounds: the starter in the crib",
            ROUNDS,
            patched(round(), json!({ "starter": "AH" })),
            422,
            &["/crib/0"],
        ),
        post(
            "rounds: a hand card in the crib",
            ROUNDS,
            patched(round(), json!({ "crib": ["AH", "3S", "8D", "QD"] })),
            422,
            &["/hands/0/3"],
        ),
        post(
            "rounds: a five-card crib",
            ROUNDS,
            patched(round(), json!({ "crib": ["AH", "3S", "8D", "KH", "2C"] })),
            422,
            &["/crib"],
        ),
        post(
            "rounds: an empty crib",
            ROUNDS,
            patched(round(), json!({ "crib": [] })),
            422,
            &["/crib"],
        ),
        post(
            "rounds: crib is a string",
            ROUNDS,
            patched(round(), json!({ "crib": "AH 3S 8D KH" })),
            422,
            &["/crib"],
        ),
        post(
            "rounds: one hand for two seats",
            ROUNDS,
            patched(round(), json!({ "hands": [["4H", "6H", "9C", "QD"]] })),
            422,
            &["/hands"],
        ),
        post(
            "rounds: five hands",
            ROUNDS,
            patched(round(), json!({ "hands": [[], [], [], [], []] })),
            422,
            &["/hands"],
        ),
        post(
            "rounds: hands of strings",
            ROUNDS,
            patched(round(), json!({ "hands": ["4H", "6H"] })),
            422,
            &["/hands/0"],
        ),
        post(
            "rounds: four-card hands in five_card",
            ROUNDS,
            patched(round(), json!({ "variant": "five_card" })),
            422,
            &["/hands/0", "/hands/1"],
        ),
        post(
            "rounds: four_player with unequal partners and two hands",
            ROUNDS,
            patched(
                round(),
                json!({ "variant": "four_player", "scores": [1, 2, 3, 4] }),
            ),
            422,
            &["/scores/2", "/scores/3", "/hands"],
        ),
        post(
            "rounds: the play is incomplete",
            ROUNDS,
            patched(round(), json!({ "events": ["4H", "5S", "6H", "5H"] })),
            422,
            &["/events"],
        ),
        post(
            "rounds: a card past 31",
            ROUNDS,
            patched(
                round(),
                json!({ "events": ["4H", "5S", "6H", "5H", "9C", "5D"] }),
            ),
            422,
            &["/events/5"],
        ),
        post(
            "rounds: a go after the play is over",
            ROUNDS,
            patched(
                round(),
                json!({ "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC", "go"] }),
            ),
            422,
            &["/events/10"],
        ),
        post(
            "rounds: a crib card played",
            ROUNDS,
            patched(
                round(),
                json!({ "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "KH"] }),
            ),
            422,
            &["/events/9"],
        ),
        post(
            "rounds: a card played twice",
            ROUNDS,
            patched(
                round(),
                json!({ "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "4H"] }),
            ),
            422,
            &["/events/9"],
        ),
        post(
            "rounds: player 5",
            ROUNDS,
            patched(round(), json!({ "events": [{ "card": "4H", "player": 5 }] })),
            422,
            &["/events/0/player"],
        ),
        post(
            "rounds: player -1",
            ROUNDS,
            patched(round(), json!({ "events": [{ "card": "4H", "player": -1 }] })),
            422,
            &["/events/0/player"],
        ),
        post(
            "rounds: the dealer leads",
            ROUNDS,
            patched(round(), json!({ "events": [{ "card": "5S", "player": 1 }] })),
            422,
            &["/events/0"],
        ),
        post(
            "rounds: claims over 29",
            ROUNDS,
            patched(round(), json!({ "claims": { "hands": [30, 2], "crib": 40 } })),
            422,
            &["/claims/hands/0", "/claims/crib"],
        ),
        post(
            "rounds: one claim for two seats",
            ROUNDS,
            patched(round(), json!({ "claims": { "hands": [3] } })),
            422,
            &["/claims/hands"],
        ),
        post(
            "rounds: a negative crib claim",
            ROUNDS,
            patched(round(), json!({ "claims": { "crib": -1 } })),
            422,
            &["/claims/crib"],
        ),
        post(
            "rounds: unknown field in claims",
            ROUNDS,
            patched(round(), json!({ "claims": { "hand": [3, 4] } })),
            422,
            &["/claims/hand"],
        ),
        post(
            "rounds: unknown match scoring",
            ROUNDS,
            patched(round(), json!({ "rules": { "match_scoring": "bogus" } })),
            422,
            &["/rules/match_scoring"],
        ),
        post(
            "rounds: three for last in six_card",
            ROUNDS,
            patched(round(), json!({ "rules": { "three_for_last": true } })),
            422,
            &["/rules/three_for_last"],
        ),
        post(
            "rounds: muggins is a number",
            ROUNDS,
            patched(round(), json!({ "rules": { "muggins": 1 } })),
            422,
            &["/rules/muggins"],
        ),
        post(
            "rounds: unknown field in rules",
            ROUNDS,
            patched(round(), json!({ "rules": { "muggins": true, "unknown": 1 } })),
            422,
            &["/rules/unknown"],
        ),
        post(
            "rounds: unknown top-level field",
            ROUNDS,
            patched(round(), json!({ "extra": {} })),
            422,
            &["/extra"],
        ),
        post(
            "rounds: a duplicate key",
            ROUNDS,
            format!(
                "{},\"starter\":\"5C\"}}",
                round().to_string().trim_end_matches('}')
            ),
            422,
            &[""],
        ),
        post(
            "rounds: a lone suit symbol as the starter",
            ROUNDS,
            patched(round(), json!({ "starter": "\u{2665}" })),
            422,
            &["/starter"],
        ),
        post(
            "rounds: an unsupported lang",
            "/v1/rounds/score?lang=fr",
            round().to_string(),
            422,
            &["/"],
        ),
        post(
            "rounds: a 10,000-card hand is over the body limit",
            ROUNDS,
            patched(round(), json!({ "hands": [ten_thousand(), []] })),
            413,
            &[],
        ),
        post("rounds: application/xml", ROUNDS, round().to_string(), 415, &[])
            .content_type("application/xml"),
        bare("rounds: DELETE", Method::DELETE, ROUNDS, 405).allow("POST"),
        bare("rounds: GET", Method::GET, ROUNDS, 405).allow("POST"),
        // ------------------------------------------------------------ GET-only operational paths
        post("healthz: POST", HEALTHZ, hand().to_string(), 405, &[])
            .allow("GET, HEAD"),
        bare("healthz: PUT", Method::PUT, HEALTHZ, 405).allow("GET, HEAD"),
        bare("healthz: OPTIONS", Method::OPTIONS, HEALTHZ, 405)
            .allow("GET, HEAD"),
        bare("readyz: POST", Method::POST, READYZ, 405).allow("GET, HEAD"),
        bare("readyz: DELETE", Method::DELETE, READYZ, 405).allow("GET, HEAD"),
        bare("metrics: POST", Method::POST, METRICS, 405).allow("GET, HEAD"),
        bare("metrics: PATCH", Method::PATCH, METRICS, 405).allow("GET, HEAD"),
        bare(
            "problems: POST to a problem kind's page",
            Method::POST,
            "/problems/invalid-input",
            405,
        )
        .allow("GET, HEAD"),
        bare("problems: an unknown kind", Method::GET, "/problems/no-such-kind", 404),
        bare("problems: no kind", Method::GET, "/problems/", 404),
        // -------------------------------------------------------------------------- unknown paths
        bare("unknown: GET /index.html", Method::GET, "/index.html", 404),
        bare("unknown: GET /nope", Method::GET, "/nope", 404),
        bare("unknown: DELETE /nope", Method::DELETE, "/nope", 404),
        post("unknown: POST /v1/hands/scores", "/v1/hands/scores", hand().to_string(), 404, &[]),
        post("unknown: POST /v1/hands/score/ (trailing slash)", "/v1/hands/score/", hand().to_string(), 404, &[]),
        post("unknown: POST /V1/HANDS/SCORE (case)", "/V1/HANDS/SCORE", hand().to_string(), 404, &[]),
        post("unknown: POST /v2/hands/score", "/v2/hands/score", hand().to_string(), 404, &[]),
        bare("unknown: GET /v1", Method::GET, "/v1", 404),
    ]
}

/// `POST /v1/pegging/recommend`, and the play's additions to `POST /v1/discards/recommend`.
fn advice_rows() -> Vec<Row> {
    vec![
        post(
            "advice: truncated JSON",
            ADVICE,
            r#"{"hand": ["5H""#,
            400,
            &[],
        ),
        post(
            "advice: a hand card already played",
            ADVICE,
            patched(position(), json!({ "hand": ["10S", "6C", "9S", "JD"] })),
            422,
            &["/hand/0"],
        ),
        post(
            "advice: three cards where the events leave four",
            ADVICE,
            patched(position(), json!({ "hand": ["5H", "6C", "9S"] })),
            422,
            &["/hand"],
        ),
        post(
            "advice: the play is over",
            ADVICE,
            json!({
                "hand": [],
                "events": ["AH", "AS", "2H", "2S", "3H", "3S", "4H", "4S"]
            })
            .to_string(),
            422,
            &["/events"],
        ),
        post(
            "advice: a discard repeats a hand card",
            ADVICE,
            patched(position(), json!({ "discards": ["5H", "2C"] })),
            422,
            &["/discards/0"],
        ),
        post(
            "advice: three discards in six_card",
            ADVICE,
            patched(position(), json!({ "discards": ["2C", "3C", "4C"] })),
            422,
            &["/discards"],
        ),
        post(
            "advice: the starter is in the play",
            ADVICE,
            patched(position(), json!({ "starter": "10S" })),
            422,
            &["/starter"],
        ),
        post(
            "advice: three players holding five cards at the lead",
            ADVICE,
            json!({ "variant": "three_player", "hand": ["5H", "6C", "9S", "JD", "KD"] })
                .to_string(),
            422,
            &["/hand"],
        ),
        post(
            "advice: four players, a go at 21 where every card fits",
            ADVICE,
            json!({
                "variant": "four_player", "hand": ["5H", "6C", "9S"],
                "events": ["KS", "QS", "AD", "go"]
            })
            .to_string(),
            422,
            &["/events/3"],
        ),
        post(
            "advice: a target the four-player board does not serve",
            ADVICE,
            json!({
                "variant": "four_player", "hand": ["5H", "6C", "9S", "JD"],
                "scores": [10, 20], "target": 300
            })
            .to_string(),
            422,
            &["/target"],
        ),
        post(
            "advice: four scores whose partners differ",
            ADVICE,
            json!({
                "variant": "four_player", "hand": ["5H", "6C", "9S", "JD"],
                "scores": [10, 20, 11, 20]
            })
            .to_string(),
            422,
            &["/scores/2"],
        ),
        post(
            "advice: an event past 31",
            ADVICE,
            json!({ "hand": ["5S", "2C"], "events": ["KH", "QH", "KS", "5D"] }).to_string(),
            422,
            &["/events/3"],
        ),
        post(
            "advice: a go at 10, where every card fits",
            ADVICE,
            patched(
                position(),
                json!({ "events": ["10S", "go"], "hand": ["5H", "6C", "9S"] }),
            ),
            422,
            &["/events/1"],
        ),
        post(
            "advice: a decision on reneged cards (the go was a renege)",
            ADVICE,
            patched(
                position(),
                json!({ "events": ["10S", { "go": true, "reneged": "dead" }], "hand": ["5H", "6C", "9S"] }),
            ),
            422,
            &["/events/1/reneged"],
        ),
        post(
            "advice: an unknown level",
            ADVICE,
            patched(position(), json!({ "level": "hard" })),
            422,
            &["/level"],
        ),
        post(
            "advice: a seed that is not a whole number",
            ADVICE,
            patched(position(), json!({ "level": "newcomer", "seed": 1.5 })),
            422,
            &["/seed"],
        ),
        post(
            "advice: an unknown model of the opponent",
            ADVICE,
            patched(position(), json!({ "opponent": "psychic" })),
            422,
            &["/opponent"],
        ),
        post(
            "advice: an unknown card in the hand",
            ADVICE,
            patched(position(), json!({ "hand": ["5H", "6C", "9S", "1D"] })),
            422,
            &["/hand/3"],
        ),
        post(
            "advice: the card of an event object",
            ADVICE,
            patched(position(), json!({ "events": [{ "card": "ZZ" }] })),
            422,
            &["/events/0/card"],
        ),
        post(
            "advice: unknown field",
            ADVICE,
            patched(position(), json!({ "board": [0, 0] })),
            422,
            &["/board"],
        ),
        post(
            "advice: a score at the target",
            ADVICE,
            patched(position(), json!({ "scores": [121, 100] })),
            422,
            &["/scores/0"],
        ),
        post(
            "advice: one score",
            ADVICE,
            patched(position(), json!({ "scores": [100] })),
            422,
            &["/scores"],
        ),
        post(
            "advice: a negative score",
            ADVICE,
            patched(position(), json!({ "scores": [100, -3] })),
            422,
            &["/scores/1"],
        ),
        post(
            "advice: a target the board does not serve",
            ADVICE,
            patched(position(), json!({ "scores": [10, 20], "target": 300 })),
            422,
            &["/target"],
        ),
        post(
            "advice: asked by player 0 when the dealer is to play",
            ADVICE,
            patched(position(), json!({ "player": 0 })),
            422,
            &["/player"],
        ),
        post(
            "advice: two scores with three players",
            ADVICE,
            json!({
                "variant": "three_player", "hand": ["5H", "6C", "9S", "JD"],
                "scores": [10, 20]
            })
            .to_string(),
            422,
            &["/scores"],
        ),
        post(
            "discards: ordering for the win without the board",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "objective": "win" })
                .to_string(),
            422,
            &["/objective"],
        ),
        post(
            "discards: a score past the target",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "scores": [5, 130] })
                .to_string(),
            422,
            &["/scores/1"],
        ),
        post(
            "discards: a target the board does not serve",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "scores": [5, 13], "target": 242 })
                .to_string(),
            422,
            &["/target"],
        ),
        post(
            "discards: a target past the schema's range, without scores, is still checked",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "target": 2_147_483_648_u64 })
                .to_string(),
            422,
            &["/target"],
        ),
        post(
            "advice: a target without scores is still checked",
            ADVICE,
            patched(position(), json!({ "target": 300 })),
            422,
            &["/target"],
        ),
        post(
            "discards: three scores",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "scores": [5, 13, 20] })
                .to_string(),
            422,
            &["/scores"],
        ),
        post(
            "discards: two scores with three players",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C"], "dealer": true, "variant": "three_player", "scores": [5, 13] })
                .to_string(),
            422,
            &["/scores"],
        ),
        post(
            "discards: a pone of three with a board and no seat",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C"], "dealer": false, "variant": "three_player", "scores": [5, 13, 20] })
                .to_string(),
            422,
            &["/seat"],
        ),
        post(
            "discards: the dealer's seat of three with dealer false",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C"], "dealer": false, "variant": "three_player", "seat": 2 })
                .to_string(),
            422,
            &["/seat"],
        ),
        post(
            "discards: seat 4 with four players",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C"], "dealer": true, "variant": "four_player", "seat": 4 })
                .to_string(),
            422,
            &["/seat"],
        ),
        post(
            "discards: a negative seat",
            DISCARDS,
            json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "seat": -1 })
                .to_string(),
            422,
            &["/seat"],
        ),
        post(
            "advice: missing hand",
            ADVICE,
            without(position(), "hand"),
            422,
            &[""],
        ),
        post(
            "advice: 10,000 cards are over the body limit",
            ADVICE,
            patched(position(), json!({ "hand": vec!["5H"; 10_000] })),
            413,
            &[],
        ),
        post(
            "advice: text/plain",
            ADVICE,
            position().to_string(),
            415,
            &[],
        )
        .content_type("text/plain"),
        bare("advice: GET", Method::GET, ADVICE, 405).allow("POST"),
        post(
            "discards: ordered for the win with three players and no board",
            DISCARDS,
            json!({
                "cards": ["JH", "5H", "5S", "10H", "QH"], "dealer": false,
                "variant": "three_player", "objective": "win"
            })
            .to_string(),
            422,
            &["/objective"],
        ),
        post(
            "discards: the play with four players and a card twice",
            DISCARDS,
            json!({
                "cards": ["JH", "5H", "5S", "10H", "JH"], "dealer": false,
                "variant": "four_player", "play": true
            })
            .to_string(),
            422,
            &["/cards/4"],
        ),
        post(
            "discards: an unknown objective",
            DISCARDS,
            patched(deal(), json!({ "objective": "win" })),
            422,
            &["/objective"],
        ),
        post(
            "discards: play is a string",
            DISCARDS,
            patched(deal(), json!({ "play": "yes" })),
            422,
            &["/play"],
        ),
    ]
}

/// A board `POST /v1/position` judges: dealer on 35, pone on 37.
fn board() -> Value {
    json!({ "scores": [35, 37], "dealer": 0 })
}

/// `POST /v1/position`: every way a board can be refused. Each detail says what the model
/// expects, so the rows check its words too. (HEAD, whose 405 has no body to check, is in
/// `position.rs`.)
fn position_rows() -> Vec<Row> {
    let row = |name, patch: Value, pointers: &[&str]| {
        post(name, POSITION, patched(board(), patch), 422, pointers)
    };
    vec![
        row(
            "position: three players with two scores",
            json!({ "variant": "three_player" }),
            &["/scores"],
        )
        .errors_say("2 scores for 3 seats"),
        row(
            "position: three players, dealer seat 3",
            json!({ "variant": "three_player", "scores": [1, 2, 3], "dealer": 3 }),
            &["/dealer"],
        ),
        row(
            "position: three players, a score at the target",
            json!({ "variant": "three_player", "scores": [1, 121, 3] }),
            &["/scores/1"],
        ),
        row(
            "position: four players with three scores",
            json!({ "variant": "four_player", "scores": [1, 2, 3] }),
            &["/scores"],
        )
        .errors_say("for 4 seats"),
        row(
            "position: four players whose partners' scores differ",
            json!({ "variant": "four_player", "scores": [10, 20, 10, 25] }),
            &["/scores/3"],
        )
        .errors_say("partners share a score"),
        row(
            "position: four players, dealer seat 4, to 300",
            json!({ "variant": "four_player", "dealer": 4, "target": 300 }),
            &["/target", "/dealer"],
        ),
        row("position: an unknown variant", json!({ "variant": "six" }), &["/variant"])
            .errors_say("expected one of"),
        row("position: a target of 242", json!({ "target": 242 }), &["/target"])
            .errors_say("solved for targets from 1 to 241, not 242"),
        row(
            "position: five_card to 1000",
            json!({ "variant": "five_card", "scores": [10, 13], "target": 1000 }),
            &["/target"],
        )
        .errors_say("solved for targets from 1 to 241, not 1000"),
        row("position: a negative target", json!({ "target": -1 }), &["/target"])
            .errors_say("a whole number from 0"),
        row("position: one score", json!({ "scores": [35] }), &["/scores"])
            .errors_say("1 score for 2 seats"),
        row("position: three scores", json!({ "scores": [35, 37, 40] }), &["/scores"])
            .errors_say("for 2 seats"),
        row("position: no scores", json!({ "scores": [] }), &["/scores"]).errors_say("for 2 seats"),
        row("position: five scores", json!({ "scores": [1, 2, 3, 4, 5] }), &["/scores"])
            .errors_say("5 scores for 2 seats: one score a seat"),
        row(
            "position: five scores, dealer 5 and target 700: every problem at once",
            json!({ "scores": [1, 2, 3, 4, 5], "dealer": 5, "target": 700 }),
            &["/target", "/scores", "/dealer"],
        ),
        row(
            "position: a refused target does not judge the scores",
            json!({ "scores": [1, 2], "target": 0 }),
            &["/target"],
        ),
        row(
            "position: with a refused target the scores are judged against 121",
            json!({ "scores": [150, 2], "target": 300 }),
            &["/target", "/scores/0"],
        ),
        row("position: scores as text", json!({ "scores": "35,37" }), &["/scores"])
            .errors_say("expected an array"),
        row("position: a score at the target", json!({ "scores": [121, 37] }), &["/scores/0"])
            .errors_say("has reached the target of 121: the game is over"),
        row("position: a score past the target", json!({ "scores": [35, 300] }), &["/scores/1"])
            .errors_say("has reached the target of 121: the game is over"),
        row("position: both scores at the target", json!({ "scores": [121, 121] }), &["/scores/0", "/scores/1"])
            .errors_say("the game is over"),
        row(
            "position: a five_card score at 61",
            json!({ "variant": "five_card", "scores": [10, 61] }),
            &["/scores/1"],
        )
        .errors_say("has reached the target of 61"),
        row("position: a negative score", json!({ "scores": [-1, 37] }), &["/scores/0"])
            .errors_say("a whole number from 0"),
        row("position: a fractional score", json!({ "scores": [35, 1.5] }), &["/scores/1"])
            .errors_say("a whole number from 0"),
        row("position: a score past u32", json!({ "scores": [4_294_967_296_u64, 37] }), &["/scores/0"])
            .errors_say("a whole number from 0"),
        row("position: dealer 2", json!({ "dealer": 2 }), &["/dealer"]).errors_say("seats are 0 to 1"),
        row("position: a negative dealer", json!({ "dealer": -1 }), &["/dealer"])
            .errors_say("a non-negative whole number"),
        row("position: the dealer as text", json!({ "dealer": "0" }), &["/dealer"])
            .errors_say("a non-negative whole number"),
        row(
            "position: every board problem at once",
            json!({ "scores": [130], "dealer": 2, "target": 300 }),
            &["/target", "/scores", "/dealer", "/scores/0"],
        ),
        row("position: unknown field", json!({ "board": [35, 37] }), &["/board"])
            .errors_say("unknown field `board`, expected one of `scores`, `dealer`, `target`, `variant`, `rules`"),
        row("position: rules as an array", json!({ "rules": ["acc"] }), &["/rules"])
            .errors_say("expected a JSON object"),
        row("position: rules as text", json!({ "rules": "acc" }), &["/rules"])
            .errors_say("expected a JSON object"),
        row("position: a rulebook profile in rules", json!({ "rules": { "profile": "acc" } }), &["/rules/profile"])
            .errors_say("unknown field `profile`, expected `match_scoring`"),
        row(
            "position: an unknown match_scoring",
            json!({ "rules": { "match_scoring": "tournament" } }),
            &["/rules/match_scoring"],
        )
        .errors_say("expected `acc` or `free_play`"),
        post("position: missing dealer", POSITION, without(board(), "dealer"), 422, &[""])
            .errors_say("missing field `dealer`"),
        post("position: missing scores", POSITION, without(board(), "scores"), 422, &[""])
            .errors_say("missing field `scores`"),
        post("position: a repeated key", POSITION, r#"{"scores": [1, 2], "dealer": 0, "dealer": 1}"#, 422, &[""])
            .errors_say("duplicate field `dealer`"),
        post("position: an array body", POSITION, "[35, 37]", 422, &[""])
            .errors_say("a JSON object"),
        post("position: truncated JSON", POSITION, r#"{"scores": [35, 3"#, 400, &[]),
        post("position: not JSON", POSITION, "scores=35,37&dealer=0", 400, &[]),
        post(
            "position: 10,000 scores are over the body limit",
            POSITION,
            patched(board(), json!({ "scores": vec![1; 10_000] })),
            413,
            &[],
        ),
        post("position: text/plain", POSITION, board().to_string(), 415, &[]).content_type("text/plain"),
        post("position: no content type", POSITION, board().to_string(), 415, &[]).content_type(""),
        bare("position: GET", Method::GET, POSITION, 405).allow("POST"),
        bare("position: PUT", Method::PUT, POSITION, 405).allow("POST"),
    ]
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
    let mut rows = catalogue();
    rows.extend(advice_rows());
    rows.extend(position_rows());
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
    let mut rows = catalogue();
    rows.extend(advice_rows());
    rows.extend(position_rows());
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
