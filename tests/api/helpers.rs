//! `spawn_app` and one request helper per endpoint.

use cribbage_api::config::Settings;
use cribbage_api::startup::Application;
use serde_json::Value;

/// A running server and a client for it.
pub struct TestApp {
    /// `http://127.0.0.1:PORT`.
    pub address: String,
    /// A client that never goes through a proxy.
    pub client: reqwest::Client,
}

/// Starts the application on a free loopback port, in the background of the test's runtime.
pub async fn spawn_app() -> TestApp {
    spawn_app_with(Settings::default()).await
}

/// Starts the application with `settings`, on a free loopback port with one worker.
pub async fn spawn_app_with(settings: Settings) -> TestApp {
    let settings = Settings {
        host: "127.0.0.1".to_owned(),
        port: 0,
        workers: 1,
        ..settings
    };
    let app = Application::build(&settings).expect("the test server binds a free port");
    let address = format!("http://127.0.0.1:{}", app.port());
    tokio::spawn(app.run_until_stopped());
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("a reqwest client");
    TestApp { address, client }
}

/// A response, read whole.
pub struct Reply {
    /// Status code.
    pub status: u16,
    /// The Content-Type header, or "".
    pub content_type: String,
    /// Every header.
    pub headers: reqwest::header::HeaderMap,
    /// The body as JSON (Null when it is not JSON).
    pub json: Value,
    /// The body as text.
    pub text: String,
}

impl TestApp {
    /// Sends `body` to `path` as JSON.
    pub async fn post_json(&self, path: &str, body: &Value) -> Reply {
        self.post_raw(path, "application/json", body.to_string())
            .await
    }

    /// Sends raw bytes with a given content type ("" for none).
    pub async fn post_raw(
        &self,
        path: &str,
        content_type: &str,
        body: impl Into<reqwest::Body>,
    ) -> Reply {
        let mut request = self
            .client
            .post(format!("{}{path}", self.address))
            .body(body);
        if !content_type.is_empty() {
            request = request.header("content-type", content_type);
        }
        read(request.send().await.expect("the request is sent")).await
    }

    /// `GET path`.
    pub async fn get(&self, path: &str) -> Reply {
        let response = self
            .client
            .get(format!("{}{path}", self.address))
            .send()
            .await
            .expect("the request is sent");
        read(response).await
    }

    /// `POST /v1/hands/score`.
    pub async fn score_hand(&self, body: &Value) -> Reply {
        self.post_json("/v1/hands/score", body).await
    }

    /// `POST /v1/rounds/score`.
    pub async fn score_round(&self, body: &Value) -> Reply {
        self.post_json("/v1/rounds/score", body).await
    }

    /// `POST /v1/discards/recommend`.
    pub async fn recommend_discard(&self, body: &Value) -> Reply {
        self.post_json("/v1/discards/recommend", body).await
    }

    /// `POST /v1/pegging/score`.
    pub async fn score_play(&self, body: &Value) -> Reply {
        self.post_json("/v1/pegging/score", body).await
    }

    /// `POST /v1/pegging/validate`.
    pub async fn validate_play(&self, body: &Value) -> Reply {
        self.post_json("/v1/pegging/validate", body).await
    }
}

async fn read(response: reqwest::Response) -> Reply {
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let text = response.text().await.expect("the body is read");
    let json = serde_json::from_str(&text).unwrap_or(Value::Null);
    Reply {
        status,
        content_type,
        headers,
        json,
        text,
    }
}

/// Asserts `reply` is a problem+json answer with `status`, and returns its `errors` pointers.
pub fn assert_problem(reply: &Reply, status: u16, case: &str) -> Vec<String> {
    assert_eq!(reply.status, status, "{case}: status; body {}", reply.text);
    assert_eq!(
        reply.content_type, "application/problem+json",
        "{case}: content type"
    );
    assert_eq!(reply.json["status"], status, "{case}: status member");
    for member in ["type", "title", "detail"] {
        assert!(
            reply.json[member].as_str().is_some_and(|s| !s.is_empty()),
            "{case}: problem member {member} in {}",
            reply.text
        );
    }
    reply.json["errors"]
        .as_array()
        .map(|errors| {
            errors
                .iter()
                .map(|e| e["pointer"].as_str().unwrap_or("<none>").to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// The card names of a JSON array, sorted: comparable whatever order they come in.
pub fn card_set(cards: &Value) -> Vec<String> {
    let mut names: Vec<String> = cards
        .as_array()
        .expect("cards are an array")
        .iter()
        .map(|card| card.as_str().expect("a card is a string").to_owned())
        .collect();
    names.sort();
    names
}

/// The wire card codes ("5H", "10D", "JD") a sentence for people names, outside quotation
/// marks: a sentence may quote what the person typed ("„5X“"), but names every card as that
/// language's players write it ("5♥", "B♦", "W♦").
pub fn wire_codes(sentence: &str) -> Vec<String> {
    unquoted(sentence)
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| {
            let (rank, suit) = word.split_at(word.len().saturating_sub(1));
            matches!(suit, "S" | "H" | "D" | "C")
                && matches!(
                    rank,
                    "A" | "2"
                        | "3"
                        | "4"
                        | "5"
                        | "6"
                        | "7"
                        | "8"
                        | "9"
                        | "10"
                        | "T"
                        | "J"
                        | "Q"
                        | "K"
                )
        })
        .map(str::to_owned)
        .collect()
}

/// The text of `sentence` outside quotation marks: a sentence may quote what the person typed
/// ("„5X“", "`hnad`"), and what it quotes is theirs, not the service's words.
fn unquoted(sentence: &str) -> String {
    let mut unquoted = String::new();
    let mut quoted = false;
    for c in sentence.chars() {
        match c {
            '„' | '“' | '”' | '"' | '«' | '»' | '`' => {
                quoted = match c {
                    '„' | '«' => true,
                    '»' => false,
                    // An English or German closing mark, or a straight quote, toggles.
                    _ => !quoted,
                };
                unquoted.push(' ');
            }
            _ if quoted => {}
            _ => unquoted.push(c),
        }
    }
    unquoted
}

/// The machine's words a sentence for people says outside quotation marks: a wire name with an
/// underscore (`six_card`, `bottom_card_seen`), a JSON literal (`true`, `false`, `null`), JSON
/// brackets, or an HTTP status. People read "six-card cribbage", "the dealer's bottom card
/// seen", "it is your crib"; the wire forms stay in `code` and `params` for programs.
pub fn wire_words(sentence: &str) -> Vec<String> {
    // An invisible character the person typed is quoted as its escape (`'\u{200d}'`).
    let mut text = unquoted(sentence);
    while let Some(start) = text.find("\\u{") {
        let end = text[start..]
            .find('}')
            .map_or(text.len(), |i| start + i + 1);
        text.replace_range(start..end, " ");
    }
    let mut found: Vec<String> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|word| {
            (word.contains('_') && word.chars().any(char::is_alphabetic))
                || matches!(
                    *word,
                    "true" | "false" | "null" | "JSON" | "422" | "400" | "413"
                )
        })
        .map(str::to_owned)
        .collect();
    found.extend(
        text.chars()
            .filter(|c| matches!(c, '[' | ']' | '{' | '}'))
            .map(String::from),
    );
    found
}

/// Every sentence in `answer`: each string with a space in it, wherever it sits. A wire value
/// (a card, a code, a pointer) has no space, so what is left is what a person reads.
pub fn sentences(answer: &Value) -> Vec<String> {
    match answer {
        Value::String(text) if text.contains(' ') => vec![text.clone()],
        Value::Array(items) => items.iter().flat_map(sentences).collect(),
        Value::Object(members) => members.values().flat_map(sentences).collect(),
        _ => Vec::new(),
    }
}

/// The places where `sentence` counts seats or players from 0 ("seat 0", "Platz 0", "gracza na
/// miejscu 0", "seats are 0 to 3"): people count them from 1; `params` keep the request's 0.
pub fn seats_from_zero(sentence: &str) -> Vec<String> {
    const SEAT_WORDS: &[&str] = &[
        "seat",
        "seats",
        "player",
        "Platz",
        "Plätze",
        "Spieler",
        "miejscu",
        "miejsca",
        "miejscach",
        "gracz",
        "gracza",
        "are",
    ];
    let words: Vec<&str> = sentence
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ':' | ';' | '(' | ')'))
        .filter(|word| !word.is_empty())
        .collect();
    words
        .windows(2)
        .filter(|pair| {
            SEAT_WORDS.contains(&pair[0]) && pair[1].trim_end_matches(['.', '\'', 's']) == "0"
        })
        .map(|pair| pair.join(" "))
        .collect()
}
