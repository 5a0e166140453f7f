//! What a person reads names cards as that language's players write them: every sentence of the
//! answers that carry sentences (the play's reasons, the referee's rulings, the counts) in
//! English, German and Polish, through a real server. The wire codes stay in the fields for
//! programs; the bad-input catalogue checks the refusals the same way.

use serde_json::{Value, json};

use cribbage_api::api::review::log::game_log;
use cribbage_api::domain::strategy::selfplay::{Policy, play_game};
use cribbage_api::domain::variant::Variant;

use crate::helpers::{TestApp, seats_from_zero, sentences, spawn_app, wire_codes, wire_words};

/// The whole hand of `tests/api/rulebooks.rs` under `rules`: at 20 the pone says go holding 9C
/// and QD, both of which fit (ACC 7.3).
fn renege_round(rules: Value) -> Value {
    json!({
        "dealer": 1,
        "starter": "5C",
        "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]],
        "crib": ["AH", "3S", "8D", "KH"],
        "events": ["4H", "5S", "6H", "5H", "go", "5D", "go", "9C", "JC", "QD"],
        "rules": rules
    })
}

/// Requests whose answers say something about a card, with the card each must name.
fn requests() -> Vec<(&'static str, Value, Card)> {
    vec![
        (
            "/v1/pegging/validate",
            json!({ "count": 28, "go": true, "hand": ["2H", "KC"] }),
            Card::TwoOfHearts,
        ),
        (
            "/v1/pegging/validate",
            json!({ "series": ["10H", "10S", "5D"], "card": "KC" }),
            Card::KingOfClubs,
        ),
        (
            "/v1/rounds/score",
            renege_round(json!({ "profile": "acc" })),
            Card::QueenOfDiamonds,
        ),
        (
            "/v1/pegging/validate",
            json!({ "count": 3, "card": "5H", "hand": ["2H", "KC"] }),
            Card::FiveOfHearts,
        ),
    ]
}

/// The three cards the requests name, with how each language's players write them.
#[derive(Clone, Copy, Debug)]
enum Card {
    TwoOfHearts,
    FiveOfHearts,
    KingOfClubs,
    QueenOfDiamonds,
}

impl Card {
    fn written(self, language: &str) -> &'static str {
        match (self, language) {
            (Card::TwoOfHearts, _) => "2♥",
            (Card::FiveOfHearts, _) => "5♥",
            (Card::KingOfClubs, _) => "K♣",
            (Card::QueenOfDiamonds, "en") => "Q♦",
            (Card::QueenOfDiamonds, _) => "D♦",
        }
    }
}

async fn answer(app: &TestApp, path: &str, body: &Value, language: &str) -> Value {
    app.client
        .post(format!("{}{path}", app.address))
        .header("accept-language", language)
        .json(body)
        .send()
        .await
        .expect("the request is answered")
        .json()
        .await
        .expect("a JSON answer")
}

#[tokio::test]
async fn the_plays_reasons_and_the_referees_rulings_name_cards_as_players_write_them() {
    // Arrange
    let app = spawn_app().await;
    let mut failures = Vec::new();

    for (path, body, card) in requests() {
        for language in ["en", "de", "pl"] {
            // Act
            let answer = answer(&app, path, &body, language).await;

            // Assert
            let said = sentences(&answer);
            for sentence in &said {
                let codes = wire_codes(sentence);
                if !codes.is_empty() {
                    failures.push(format!("{path} ({language}): {codes:?} in {sentence:?}"));
                }
                let words = wire_words(sentence);
                if !words.is_empty() {
                    failures.push(format!("{path} ({language}): {words:?} in {sentence:?}"));
                }
            }
            let name = card.written(language);
            if !said.iter().any(|sentence| sentence.contains(name)) {
                failures.push(format!(
                    "{path} ({language}): no sentence names {name}: {said:?}"
                ));
            }
        }
    }

    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What the review says to people: every flagged decision's reason, each seat's summary and
/// luck note, and why a decision was not judged.
fn review_sentences(review: &Value) -> Vec<String> {
    let strings = |list: &Value, path: &[&str]| -> Vec<String> {
        list.as_array()
            .map(|items| {
                items
                    .iter()
                    .filter_map(|item| {
                        path.iter()
                            .try_fold(item, |at, key| at.get(*key))
                            .and_then(Value::as_str)
                            .map(str::to_owned)
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    let mut said = strings(&review["decisions"], &["reason"]);
    said.extend(strings(&review["seats"], &["summary"]));
    said.extend(strings(&review["seats"], &["luck", "note"]));
    said.extend(strings(&review["unjudged"], &["reason"]));
    said
}

#[tokio::test]
async fn the_reviews_reasons_summaries_and_unjudged_decisions_speak_to_people() {
    // Arrange: games greedy played against the review's reference player (much to flag), the
    // first and the third hands' dealt cards left out (discards unjudged).
    let app = spawn_app().await;
    let mut failures = Vec::new();
    let mut counted = [0usize; 3];
    for (variant, seed, first_dealer) in [
        (Variant::SixCard, 7, 0),
        (Variant::FiveCard, 8, 1),
        (Variant::SixCard, 9, 1),
    ] {
        let game = play_game(
            variant,
            [Policy::Greedy, Policy::PositionUniform],
            first_dealer,
            seed,
        )
        .expect("a game");
        let mut log = game_log(variant, &game);
        for hand in [0, 2] {
            if let Some(hand) = log["hands"].get_mut(hand).and_then(Value::as_object_mut) {
                hand.remove("dealt");
            }
        }
        for language in ["en", "de", "pl"] {
            // Act
            let review = answer(&app, "/v1/games/review", &log, language).await;
            // Assert
            let said = review_sentences(&review);
            counted[0] += review["unjudged"].as_array().map_or(0, Vec::len);
            counted[1] += said.len();
            for sentence in &said {
                for found in [
                    wire_codes(sentence),
                    wire_words(sentence),
                    seats_from_zero(sentence),
                ] {
                    if !found.is_empty() {
                        failures.push(format!("{variant} ({language}): {found:?} in {sentence:?}"));
                    }
                }
                for machine in ["review-v1", "uniform", "model", "/v1/", "None"] {
                    if sentence.contains(machine) {
                        failures.push(format!("{variant} ({language}): {machine} in {sentence:?}"));
                    }
                }
            }
            // Cards in reasons are written as the language's players write them.
            counted[2] += said
                .iter()
                .filter(|s| s.chars().any(|c| matches!(c, '♠' | '♥' | '♦' | '♣')))
                .count();
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(counted[0] >= 12, "unjudged discards: {counted:?}");
    assert!(counted[2] > 10, "reasons naming cards: {counted:?}");
}

#[test]
fn the_scan_finds_wire_codes_and_leaves_peoples_words_and_quotes_alone() {
    assert_eq!(
        wire_codes("5H ist schon vergeben; KD brächte die Zählung auf 33, 10D auch"),
        ["5H", "KD", "10D"]
    );
    assert_eq!(wire_codes("TS and AC, per ACC 7.3"), ["TS", "AC"]);
    assert!(wire_codes("5♥ ist schon vergeben; B♦ und W♦, ACC 7.3").is_empty());
    assert!(wire_codes("unbekannter Rang „X“ in der Karte „5H“").is_empty());
    assert!(wire_codes("nieznana karta „5D”, the card \"JD\"").is_empty());
}

#[test]
fn the_wire_word_scan_finds_the_machines_words_and_leaves_quotes_alone() {
    assert_eq!(
        wire_words("six_card deals 6 cards, but dealer is false"),
        ["six_card", "false"]
    );
    assert_eq!(wire_words("give scores ([own, opponent])"), ["[", "]"]);
    assert_eq!(wire_words("Invalid input (422): not JSON"), ["422", "JSON"]);
    assert!(wire_words("unknown field `crib_modle`; Sechs-Karten-Cribbage, 6 Karten").is_empty());
    assert!(wire_words("nieznane pole „crib_modle”, the value \"true\"").is_empty());
}

#[test]
fn the_seat_scan_finds_a_seat_counted_from_0_in_every_language() {
    assert_eq!(
        seats_from_zero("it is seat 0's turn, not seat 1's"),
        ["seat 0's"]
    );
    assert_eq!(seats_from_zero("seats are 0 to 3"), ["are 0"]);
    assert_eq!(seats_from_zero("die Hand von Platz 0"), ["Platz 0"]);
    assert_eq!(seats_from_zero("ręka gracza na miejscu 0"), ["miejscu 0"]);
    assert!(seats_from_zero("seat 1 on 0 cannot lose 3 points; Platz 10, miejscu 2").is_empty());
}
