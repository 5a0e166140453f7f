//! `POST /v1/pegging/score` and `POST /v1/pegging/validate`: the play, event by event;
//! `POST /v1/pegging/recommend`: what to play.

pub mod request;
pub mod response;

use actix_web::{HttpRequest, HttpResponse, web};

use super::heavy;
use super::json::{ApiJson, json_answer};
use super::language::{AcceptLanguage, LangQuery, content_language, language};
use super::problem::{ApiError, Overloaded, Problem};
use super::wire::cards::CardNames;
use super::wire::events::{EventBody, items_body};
use super::wire::{invalid, no_events};
use crate::compute::{Compute, Work};
use crate::domain::strategy::{Chance, Level, Seated, ladder};
use crate::domain::texts::prelude::*;
use request::{RecommendPlayRequest, ScorePlayRequest, ValidatePlayRequest};
use response::{
    RecommendPlayResponse, ScorePlayResponse, ValidatePlayResponse, advice_body, event_body,
    table_advice_body,
};

/// OpenAPI tag of the play endpoints.
pub const TAG: &str = "play";

/// The path that scores a play.
pub const SCORE: &str = "/v1/pegging/score";

/// The path that judges a proposed action.
pub const VALIDATE: &str = "/v1/pegging/validate";

/// The path that advises the play.
pub const RECOMMEND: &str = "/v1/pegging/recommend";

/// Score a play, event by event.
///
/// Replays the play as the players announced it: the running count, what every card scores
/// (fifteen, thirty-one, pair, pair royal, double pair royal, run) and why, the go or last-card
/// point on the event that closes a series, whose turn it is, and each player's total. Anything
/// that cannot happen (a card past 31, a card played twice, a player out of turn, more cards
/// than a hand holds, a go after the play is over) is refused with the pointer of the event.
/// Sending the same events again, one longer, gives the same answers for the earlier ones.
#[utoipa::path(
    post,
    path = SCORE,
    tag = TAG,
    request_body(
        content = ScorePlayRequest,
        examples(
            ("complete_play" = (summary = "A complete two-player play with a go (seed 000, first example)", value = json!({
                "events": ["KH", "6S", "KD", "go", "2H", "2C", "8S", "7S", "9S"],
                "hands": [["2H", "2C", "KH", "KD"], ["6S", "7S", "8S", "9S"]],
                "complete": true
            }))),
            ("illegal_go" = (summary = "A go while holding a card that fits: flagged as a renege", value = json!({
                "events": ["5H", "go"],
                "hands": [["5H", "6H", "7H", "8H"], ["5S", "6S", "7S", "8S"]]
            }))),
            ("three_players" = (summary = "Three players, named on each event", value = json!({
                "players": 3,
                "events": [{"card": "10H", "player": 0}, {"card": "5S", "player": 1}, {"card": "5D", "player": 2}]
            })))
        )
    ),
    responses(
        (status = 200, description = "The play, event by event", body = ScorePlayResponse,
            example = json!({
                "events": [
                    {"player": 0, "card": "5H", "count": 5, "points": 0, "items": [], "series_closed": false, "renege": false},
                    {"player": 1, "card": "10S", "count": 15, "points": 2, "items": [{"category": "fifteen", "cards": ["5H", "10S"], "points": 2}], "series_closed": false, "renege": false}
                ],
                "totals": [0, 2], "count": 15, "series": ["5H", "10S"], "next_player": 0, "over": false
            })),
        (status = 422, description = "An impossible play: a card past 31, a repeated card, a player out of turn, more cards than a hand holds, a go after the play is over, a card not in the player's hand, an incomplete play said to be complete", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "the request is well-formed JSON but cannot be scored: 1 problem",
                "errors": [{ "pointer": "/events/3", "code": "play.past_31", "params": { "card": "KD", "count": 33 },
                    "detail": "K♦ would make the count 33, past 31" }]
            }))
    )
)]
pub async fn score_play(body: ApiJson<ScorePlayRequest>) -> Result<HttpResponse, ApiError> {
    let body = body.0;
    let objects = |i: usize| body.events.get(i).is_some_and(EventBody::is_object);
    let replay = body
        .play()
        .replay()
        .map_err(|problems| invalid(problems, &objects))?;
    let play = &replay.play;
    let rulings = |i: usize| {
        let events = replay.rulings.as_ref().map(|r| r.events.as_slice());
        events
            .and_then(|events| events.get(i))
            .map_or(&[][..], Vec::as_slice)
    };
    let totals = match &replay.rulings {
        Some(rulings) => rulings.totals.clone(),
        None => play.totals().to_vec(),
    };
    let response = ScorePlayResponse {
        events: replay
            .outcomes
            .iter()
            .zip(&replay.claims)
            .enumerate()
            .map(|(i, (outcome, claim))| event_body(outcome, *claim, rulings(i)))
            .collect(),
        partnership_totals: replay.partnership_totals(),
        totals,
        count: play.count(),
        series: CardNames(play.series()),
        next_player: play.next_player(),
        over: play.is_over(),
    };
    Ok(json_answer(HttpResponse::Ok(), &response))
}

/// Check a play against the running count.
///
/// Answers "may I play this card now?" (or "may I say go?"): legal or not and why, the count
/// after, and what the card would score — pairs and runs when the `series` is given, fifteen and
/// thirty-one from the count alone. With the player's `hand`, lists the cards that fit and
/// refuses a go while one does. An illegal action is a normal 200 answer with `legal: false`;
/// only malformed or impossible input (a count over 31, unknown or repeated cards) is 4xx.
#[utoipa::path(
    post,
    path = VALIDATE,
    tag = TAG,
    params(LangQuery, AcceptLanguage),
    request_body(
        content = ValidatePlayRequest,
        examples(
            ("card" = (summary = "Is a pair on 7-8 legal, and what does it score?", value = json!({
                "series": ["7H", "8S"], "card": "8D"
            }))),
            ("over_31" = (summary = "A king at 23", value = json!({ "count": 23, "card": "KD" }))),
            ("go" = (summary = "May I say go holding a 2?", value = json!({
                "count": 28, "go": true, "hand": ["2H", "KC"]
            })))
        )
    ),
    responses(
        (status = 200, description = "The verdict; an illegal action is `legal: false`", body = ValidatePlayResponse,
            example = json!({
                "legal": true, "count": 23, "points": 2,
                "items": [{"category": "pair", "cards": ["8S", "8D"], "points": 2}]
            })),
        (status = 422, description = "Impossible input: a count over 31, unknown or repeated cards, a series that does not match the count, no action", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "the request is well-formed JSON but cannot be scored: 1 problem",
                "errors": [{ "pointer": "/count", "code": "count.past_31", "params": {},
                    "detail": "the count never exceeds 31" }]
            }))
    )
)]
pub async fn validate_play(
    req: HttpRequest,
    body: ApiJson<ValidatePlayRequest>,
) -> Result<HttpResponse, ApiError> {
    let language = language(&req)?;
    let proposal = body
        .0
        .proposal()
        .validate()
        .map_err(|problems| invalid(problems, &no_events))?;
    let judgement = proposal.judge();
    let response = ValidatePlayResponse {
        legal: judgement.legal,
        reason: judgement.refusal.as_ref().map(|r| r.text(language)),
        count: judgement.count,
        points: judgement.items.iter().map(|i| i.points).sum(),
        items: items_body(&judgement.items),
        playable: judgement.playable.as_deref().map(CardNames),
    };
    Ok(json_answer(
        content_language(HttpResponse::Ok(), language),
        &response,
    ))
}

/// Recommend a play.
///
/// For the player to act: every legal action, best first, with what it scores now and the
/// expected pegging of every side from it to the end of the play, under the stated `model`:
/// the other players' unplayed cards are every set of the right size from the cards the player
/// has not seen (not in its hand, its `discards`, the `starter` or the play; a go rules out the
/// cards that fitted then); the option's card is laid now and every later choice of every
/// player follows the service's base play policy (the most points now less the next player's
/// expected reply).
///
/// Two players (`six_card`, `five_card`): exact, every holding of the opponent enumerated. By
/// default (`opponent: inferred`) each holding is weighed by how likely a strong player was to
/// keep it and to lay the cards it laid after the lead: the expert discard model (six-card, one
/// keep in ten at random), the base policy for the cards after the lead (half of them at
/// random), so that no holding is ruled out by a surprise; the lead is not read. `opponent: uniform` weighs every card set alike.
/// Three players and four in partnerships: estimated over `samples` joint holdings drawn with
/// a fixed `seed` (each option with its `net_standard_error`), since the hidden hands are too
/// many to enumerate in time; with three, `net` weighs the player's points against the mean of
/// its two opponents', with four, its side's (its partner's included) against the other side's.
///
/// With `scores` (the board now, this play's points included), every option also has
/// `win_probability`: a line of the play that brings a player (with four, a side) to the target
/// ends the game there; after the play the shows and the rest of the game follow
/// `position_model`. Three players give each player's score in the play's order (2 deals);
/// four the side of players 0 and 2, then the dealer's side.
///
/// `level` picks the player of the ladder who chooses the card (`recommended`, listed first),
/// for a game site's opponent or a hint at a player's own strength, weakest first: `newcomer`
/// (any card that fits, at random; `seed` makes it reproducible), `beginner` (the most points
/// now), `casual` (the common advice: take the points in sight, lead below five, don't leave
/// 5 or 21), `expert` (the best expected net pegging, never the board) and `master` (the
/// default: the expert, and with `scores` the best chance of winning when the game can end
/// during this play). The options and their values are the same at every level.
#[utoipa::path(
    post,
    path = RECOMMEND,
    tag = TAG,
    request_body(
        content = RecommendPlayRequest,
        examples(
            ("lead" = (summary = "The pone's lead, the starter and its own discards known", value = json!({
                "hand": ["4H", "5S", "10D", "KC"], "events": [], "starter": "7S", "discards": ["2C", "9D"]
            }))),
            ("reply" = (summary = "The dealer's reply to a ten", value = json!({
                "hand": ["5H", "6C", "9S", "JD"], "events": ["10S"]
            }))),
            ("uniform" = (summary = "The same reply, every holding of the pone equally likely (the model before inference)", value = json!({
                "hand": ["5H", "6C", "9S", "JD"], "events": ["10S"], "opponent": "uniform"
            }))),
            ("history" = (summary = "The same reply in a later hand, the pone's earlier hand read (it led its three holding a four: not the common advice)", value = json!({
                "hand": ["5H", "6C", "9S", "JD"], "events": ["10S"],
                "history": [{
                    "role": "pone", "shown": ["3C", "4D", "9S", "KH"], "discards": ["QC", "JD"],
                    "events": ["3C", "10H", "4D", "AS", "9S", "go", "go", "5H", "KH", "6S"]
                }]
            }))),
            ("beginner" = (summary = "A beginner's card: the most points now", value = json!({
                "hand": ["5H", "6C", "9S", "JD"], "events": ["10S"], "level": "beginner"
            }))),
            ("newcomer" = (summary = "A newcomer's card, drawn at random from seed 7", value = json!({
                "hand": ["5H", "6C", "9S", "JD"], "events": ["10S"], "level": "newcomer", "seed": 7
            }))),
            ("for_the_win" = (summary = "Both on 119, the count at 26: thirty-one for two wins the game", value = json!({
                "hand": ["5H", "4C", "KD"], "events": ["10S", "JD", "6C"], "scores": [119, 119], "starter": "2S"
            }))),
            ("five_card" = (summary = "Five-card cribbage: three cards each, one series", value = json!({
                "variant": "five_card", "hand": ["3D", "8C", "QS"], "events": ["7H"]
            }))),
            ("three_player" = (summary = "Three players: the dealer (player 2) after a seven and an eight", value = json!({
                "variant": "three_player", "hand": ["4H", "5C", "9S", "JD"], "events": ["7S", "8C"], "starter": "2D"
            }))),
            ("three_player_board" = (summary = "Three players: the dealer, two short, after a seven and an eight", value = json!({
                "variant": "three_player", "hand": ["4H", "5C", "9S", "JD"], "events": ["7S", "8C"],
                "scores": [100, 110, 119]
            }))),
            ("four_player" = (summary = "Four players: player 2 plays for its side with player 0", value = json!({
                "variant": "four_player", "hand": ["6H", "9C", "JD", "QS"], "events": ["5S", "KH"], "starter": "2D"
            })))
        )
    ),
    responses(
        (status = 200, description = "Every legal action, best first", body = RecommendPlayResponse,
            example = json!({
                "variant": "six_card", "player": 1, "count": 10, "level": "master",
                "options": [
                    {"card": "5H", "points": 2, "expected": {"own": 4.664_409_989_828_751, "opponent": 1.854_092_549_720_196_3, "net": 2.810_317_440_108_555_3}},
                    {"card": "6C", "points": 0, "expected": {"own": 3.066_385_123_705_623_4, "opponent": 1.379_907_459_272_871_7, "net": 1.686_477_664_432_751_7}},
                    {"card": "9S", "points": 0, "expected": {"own": 2.191_226_138_799_114_3, "opponent": 3.916_018_289_410_362_6, "net": -1.724_792_150_611_248_2}},
                    {"card": "JD", "points": 0, "expected": {"own": 1.878_057_451_382_045_4, "opponent": 3.688_946_370_382_617, "net": -1.810_888_919_000_571_7}}
                ],
                "recommended": "5H", "model": "inferred-two-kinds/look-ahead-v2", "holdings": 16_215
            })),
        (status = 422, description = "Nothing to advise: the wrong number of scores for the variant (two; three with three players; two or four with four, partners equal), a score at or past the target, a target the board is not solved for, a hand card already played, a hand of the wrong size for the events, a play that is over, a card repeated across hand, discards, starter and events, a renege in the events (a decision on reneged cards says there was one), or anything /v1/pegging/score refuses", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "the request is well-formed JSON but cannot be scored: 1 problem",
                "errors": [{ "pointer": "/hand/0", "code": "card.already_played", "params": { "card": "5S", "event": "/events/0" },
                    "detail": "5♠ was already played: it is the card of the first event of the play" }]
            })),
        (status = 503, response = Overloaded)
    )
)]
pub async fn recommend_play(
    compute: web::Data<Compute>,
    body: ApiJson<RecommendPlayRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.0;
    let objects = |i: usize| {
        body.events
            .as_ref()
            .and_then(|events| events.get(i))
            .is_some_and(EventBody::is_object)
    };
    let seated = body
        .advice()
        .seat()
        .map_err(|problems| invalid(body.history_places(problems), &objects))?;
    let level = body.level.unwrap_or_default();
    let domain_level = Level::from(level);
    let seed = domain_level
        .draws()
        .then(|| body.seed.unwrap_or_else(ladder::fresh_seed));
    let mut chance = Chance::new(seed.unwrap_or_default());
    let board = body.scores.is_some();
    heavy::answer(&compute, Work::PlayAdvice, move || match seated {
        Seated::Two(position) => {
            let advice = ladder::advise(domain_level, &position, &mut chance);
            let variant = position.variant().into();
            heavy::json(&advice_body(&advice, variant, (level, seed), board))
        }
        Seated::Three(table) => {
            let advice = ladder::advise_table(domain_level, &table, &mut chance);
            let variant = table.variant().into();
            heavy::json(&table_advice_body(&advice, variant, (level, seed), board))
        }
        Seated::Four(table) => {
            let advice = ladder::advise_table(domain_level, &table, &mut chance);
            let variant = table.variant().into();
            heavy::json(&table_advice_body(&advice, variant, (level, seed), board))
        }
    })
    .await
}
