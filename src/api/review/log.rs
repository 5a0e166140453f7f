//! A played game's record as the game log the API takes: what `crates/cribbage-research/examples/selfplay --log` writes and what
//! the tests post, so both speak the API's format from one place.

use serde_json::{Value, json};

use crate::domain::card::Card;
use crate::domain::pegging::Action;
use crate::domain::strategy::record::GameRecord;
use crate::domain::variant::Variant;

/// The body `POST /v1/games/score` and `POST /v1/games/review` take for `game`: each hand's
/// dealer, starter, kept hands, crib, what each seat was dealt and the play; the scores carry
/// over from hand to hand.
pub fn game_log(variant: Variant, game: &GameRecord) -> Value {
    let cards = |cards: &[Card]| cards.iter().map(|c| c.text()).collect::<Vec<_>>();
    let hands: Vec<Value> = game
        .deals
        .iter()
        .map(|deal| {
            let log = &deal.log;
            let events: Vec<&str> = log
                .events
                .iter()
                .map(|e| match e.action {
                    Action::Play(card) => card.text(),
                    Action::Go => "go",
                })
                .collect();
            json!({
                "dealer": deal.dealer,
                "starter": log.starter.text(),
                "hands": log.kept.iter().map(|k| cards(k)).collect::<Vec<_>>(),
                "crib": cards(&log.crib),
                "dealt": log.dealt.iter().map(|d| cards(d)).collect::<Vec<_>>(),
                "events": events,
            })
        })
        .collect();
    json!({ "variant": variant.name(), "hands": hands })
}
