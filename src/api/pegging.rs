//! `POST /v1/pegging/score` and `POST /v1/pegging/validate`: the play, event by event.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use super::cards::{CardName, CardNames, CardText, VariantName, check_distinct, parse_card};
use super::hands::{ClaimBody, VerdictName};
use super::json::ApiJson;
use super::language::{AcceptLanguage, LangQuery, content_language, language};
use super::problem::{
    ApiError, InputError, MalformedJson, MethodNotAllowed, PayloadTooLarge, Problem,
    UnsupportedMediaType,
};
use crate::domain::card::Card;
use crate::domain::claim::Claim;
use crate::domain::pegging::{
    Action, Event, GoPoint, Judgement, MAX_COUNT, Outcome, PegCategory, PegItem, PeggingError,
    Play, Refusal, judge,
};
use crate::domain::texts::Language;
use crate::domain::variant::Variant;

/// OpenAPI tag of the play endpoints.
pub const TAG: &str = "play";

/// One event of the play: a card (`"5H"`), `"go"`, or an object naming the player.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub enum EventBody {
    /// A card or the word `go`, case-insensitive.
    #[schema(example = "5H")]
    Text(String),
    /// A card laid by a named player.
    Card(CardEvent),
    /// A go said by a named player.
    Go(GoEvent),
}

/// A card laid by a named player, optionally with the points the player announced for it.
// Named schemas (not inline variants) give generated clients stable type names; the
// `deny_unknown_fields` here only documents `additionalProperties: false`, the custom
// `Deserialize` of [`EventBody`] enforces it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"card": "5H", "player": 1, "claimed": 2}))]
pub struct CardEvent {
    /// The card.
    pub card: CardText,
    /// The player laying it (0 leads). Absent or null: whoever's turn it is.
    #[schema(minimum = 0, maximum = 3, example = 1)]
    pub player: Option<usize>,
    /// The points the player announced for the card (not the go point); the event's answer
    /// then carries a `claim` verdict.
    #[schema(minimum = 0, maximum = 29, example = 2)]
    pub claimed: Option<u32>,
}

/// A go said by a named player.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"go": true, "player": 0}))]
pub struct GoEvent {
    /// Always `true`.
    #[schema(example = true)]
    pub go: bool,
    /// The player saying go. Absent or null: whoever's turn it is.
    #[schema(minimum = 0, maximum = 3, example = 0)]
    pub player: Option<usize>,
}

impl<'de> Deserialize<'de> for EventBody {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Object {
            card: Option<CardText>,
            go: Option<bool>,
            player: Option<usize>,
            claimed: Option<u32>,
        }

        enum Form {
            Text(String),
            Object(Object),
        }

        const EXPECTED: &str = "a card such as \"5H\", \"go\", {\"card\": \"5H\", \"player\": 1} or {\"go\": true, \"player\": 0}";

        // A visitor rather than `#[serde(untagged)]`: an object's own error (an unknown field, a
        // player of -1) keeps its message and its pointer into the object.
        struct FormVisitor;
        impl<'de> serde::de::Visitor<'de> for FormVisitor {
            type Value = Form;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(EXPECTED)
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Form, E> {
                Ok(Form::Text(text.to_owned()))
            }
            fn visit_string<E: serde::de::Error>(self, text: String) -> Result<Form, E> {
                Ok(Form::Text(text))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<Form, A::Error> {
                Object::deserialize(serde::de::value::MapAccessDeserializer::new(map))
                    .map(Form::Object)
            }
        }

        let form = deserializer.deserialize_any(FormVisitor)?;
        match form {
            Form::Text(text) => Ok(EventBody::Text(text)),
            Form::Object(Object {
                card: Some(card),
                go: None,
                player,
                claimed,
            }) => Ok(EventBody::Card(CardEvent {
                card,
                player,
                claimed,
            })),
            Form::Object(Object {
                card: None,
                go: Some(go),
                player,
                claimed: None,
            }) => Ok(EventBody::Go(GoEvent { go, player })),
            Form::Object(Object {
                go: Some(_),
                claimed: Some(_),
                ..
            }) => Err(serde::de::Error::custom(
                "a go claims nothing: \"claimed\" goes with a card",
            )),
            Form::Object(_) => Err(serde::de::Error::custom(
                "an event object has either \"card\" or \"go\", not both or neither",
            )),
        }
    }
}

/// A play to score.
#[derive(Debug, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScorePlayRequest {
    /// Players, 2 to 4. Absent or null: 2, or what `variant` implies.
    #[schema(minimum = 2, maximum = 4, example = 2)]
    pub players: Option<usize>,
    /// The variant. Absent or null: `six_card` for 2 players, `three_player` for 3,
    /// `four_player` for 4.
    pub variant: Option<VariantName>,
    /// The events of the play, in order. Player 0 (the pone) leads. A four-player play has 16
    /// cards and a few goes, far below the limit.
    #[validate(length(max = 200, message = "a play has at most 200 events"))]
    #[schema(max_items = 200, example = json!(["4H", "2S", "3D", {"card": "5C", "player": 1}, "go"]))]
    pub events: Vec<EventBody>,
    /// The request holds the whole play: every card must be played (in `five_card`, the one
    /// series is closed and scored). Absent or null: false.
    #[serde(default)]
    pub complete: Option<bool>,
    /// Each player's hand (seat order), enabling go, renege and hand checks.
    #[schema(example = json!([["4H", "3D", "KS", "KH"], ["2S", "5C", "9D", "QC"]]))]
    pub hands: Option<Vec<Vec<CardText>>>,
}

/// The scored play.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScorePlayResponse<'a> {
    /// One entry per request event, in order.
    pub events: Vec<PlayedEvent<'a>>,
    /// Points per player, go points and penalties included.
    #[schema(example = json!([3, 6]))]
    pub totals: Vec<u32>,
    /// Four players: points per partnership (players 0 and 2, players 1 and 3).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = json!([9, 7]))]
    pub partnership_totals: Option<[u32; 2]>,
    /// The running count now (0 after a reset).
    #[schema(example = 0)]
    pub count: u8,
    /// The cards played since the count was last reset.
    #[schema(value_type = Vec<CardName>)]
    pub series: CardNames<'a>,
    /// Who acts next, or null when the play is over.
    #[schema(example = 1)]
    pub next_player: Option<usize>,
    /// Whether the play is over.
    pub over: bool,
}

/// What one event did.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlayedEvent<'a> {
    /// Who acted.
    #[schema(example = 0)]
    pub player: usize,
    /// The card laid, or null for a go.
    pub card: Option<CardName>,
    /// The running count after the event.
    #[schema(example = 15)]
    pub count: u8,
    /// What the card scored for its player (not the go point).
    #[schema(example = 2)]
    pub points: u8,
    /// The scoring combinations of the card.
    pub items: Vec<PegItemBody<'a>>,
    /// The go or last-card point, on the event that closes a series below 31 or ends the play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub go_point: Option<GoPointBody>,
    /// This event closed the series: the count starts again from 0.
    pub series_closed: bool,
    /// A go said while holding a card that fits (needs `hands`, or a count of 21 or less).
    pub renege: bool,
    /// Points others peg for a renege (three players: 2 to each opponent).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<PenaltyBody>,
    /// With `claimed` on the event: the verdict on what the player announced for the card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claim: Option<ClaimBody>,
}

/// A scoring combination in the play.
#[derive(Debug, Serialize, ToSchema)]
pub struct PegItemBody<'a> {
    /// What scored.
    pub category: PegCategoryName,
    /// The cards of the series that make it, in the order played.
    #[schema(value_type = Vec<CardName>, example = json!(["7H", "8S"]))]
    pub cards: CardNames<'a>,
    /// Its points.
    #[schema(example = 2)]
    pub points: u8,
}

/// Kinds of points in the play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PegCategoryName {
    /// The count became 15: 2.
    Fifteen,
    /// The count became 31: 2.
    ThirtyOne,
    /// A pair: 2.
    Pair,
    /// Three of a rank in a row: 6.
    PairRoyal,
    /// Four of a rank in a row: 12.
    DoublePairRoyal,
    /// A run: one per card.
    Run,
}

impl From<PegCategory> for PegCategoryName {
    fn from(category: PegCategory) -> Self {
        match category {
            PegCategory::Fifteen => PegCategoryName::Fifteen,
            PegCategory::ThirtyOne => PegCategoryName::ThirtyOne,
            PegCategory::Pair => PegCategoryName::Pair,
            PegCategory::PairRoyal => PegCategoryName::PairRoyal,
            PegCategory::DoublePairRoyal => PegCategoryName::DoublePairRoyal,
            PegCategory::Run => PegCategoryName::Run,
        }
    }
}

/// The go or last-card point.
#[derive(Debug, Serialize, ToSchema)]
pub struct GoPointBody {
    /// The last player to lay a card.
    #[schema(example = 1)]
    pub player: usize,
    /// Always 1.
    #[schema(example = 1)]
    pub points: u8,
}

impl From<GoPoint> for GoPointBody {
    fn from(point: GoPoint) -> Self {
        GoPointBody {
            player: point.player,
            points: point.points,
        }
    }
}

/// Points pegged because of another player's renege.
#[derive(Debug, Serialize, ToSchema)]
pub struct PenaltyBody {
    /// Who receives them.
    #[schema(example = 1)]
    pub player: usize,
    /// How many.
    #[schema(example = 2)]
    pub points: u8,
}

pub(crate) fn items_body(items: &[PegItem]) -> Vec<PegItemBody<'_>> {
    items
        .iter()
        .map(|item| PegItemBody {
            category: item.category.into(),
            cards: CardNames(&item.cards),
            points: item.points,
        })
        .collect()
}

/// What the player announced for the card of `event`, if anything.
pub(crate) fn claimed(event: &EventBody) -> Option<u32> {
    match event {
        EventBody::Card(CardEvent { claimed, .. }) => *claimed,
        _ => None,
    }
}

/// The verdict on an announced score.
pub(crate) fn claim_body(claim: Claim) -> ClaimBody {
    ClaimBody {
        claimed: claim.claimed,
        difference: claim.difference(),
        verdict: VerdictName::from(claim.verdict()),
    }
}

fn event_body(outcome: &Outcome, claimed: Option<u32>) -> PlayedEvent<'_> {
    PlayedEvent {
        claim: claimed.map(|claimed| {
            claim_body(Claim {
                claimed,
                actual: u32::from(outcome.points()),
            })
        }),
        player: outcome.player,
        card: match outcome.action {
            Action::Play(card) => Some(CardName(card)),
            Action::Go => None,
        },
        count: outcome.count,
        points: outcome.points(),
        items: items_body(&outcome.items),
        go_point: outcome.go_point.map(GoPointBody::from),
        series_closed: outcome.series_closed,
        renege: outcome.renege,
        penalties: outcome
            .penalties
            .iter()
            .map(|p| PenaltyBody {
                player: p.player,
                points: p.points,
            })
            .collect(),
    }
}

/// The variant and number of players a request describes, reconciled.
fn seats(
    players: Option<usize>,
    variant: Option<VariantName>,
    errors: &mut Vec<InputError>,
) -> Option<(Variant, usize)> {
    let from_players = |n: usize| match n {
        2 => Some(Variant::SixCard),
        3 => Some(Variant::ThreePlayer),
        4 => Some(Variant::FourPlayer),
        _ => None,
    };
    match (players, variant.map(Variant::from)) {
        (Some(n), _) if !(2..=4).contains(&n) => {
            errors.push(InputError::new(
                "/players",
                format!("cribbage is played by 2 to 4 players, not {n}"),
            ));
            None
        }
        (Some(n), Some(variant)) if variant.players() != n => {
            errors.push(InputError::new(
                "/players",
                format!(
                    "{} is played by {} players, not {n}",
                    VariantName::of(variant),
                    variant.players()
                ),
            ));
            None
        }
        (_, Some(variant)) => Some((variant, variant.players())),
        (Some(n), None) => from_players(n).map(|v| (v, n)),
        (None, None) => Some((Variant::SixCard, 2)),
    }
}

pub(crate) fn parse_event(
    body: &EventBody,
    index: usize,
    errors: &mut Vec<InputError>,
) -> Option<Event> {
    let pointer = || format!("/events/{index}");
    match body {
        EventBody::Text(text) if text.eq_ignore_ascii_case("go") => Some(Event {
            player: None,
            action: Action::Go,
        }),
        EventBody::Text(text) => {
            parse_card(&CardText(text.clone()), pointer, errors).map(|card| Event {
                player: None,
                action: Action::Play(card),
            })
        }
        EventBody::Card(CardEvent {
            claimed: Some(claimed),
            ..
        }) if *claimed > 29 => {
            errors.push(InputError::new(
                format!("/events/{index}/claimed"),
                "a card in the play never scores more than 29",
            ));
            None
        }
        EventBody::Card(CardEvent { card, player, .. }) => {
            parse_card(card, || format!("/events/{index}/card"), errors).map(|card| Event {
                player: *player,
                action: Action::Play(card),
            })
        }
        EventBody::Go(GoEvent { go: true, player }) => Some(Event {
            player: *player,
            action: Action::Go,
        }),
        EventBody::Go(GoEvent { go: false, .. }) => {
            errors.push(InputError::new(
                format!("/events/{index}/go"),
                "\"go\" is always true; to lay a card send {\"card\": ...}",
            ));
            None
        }
    }
}

/// Parses the hands with pointers: sizes, cards, and no card twice.
fn parse_hands(
    hands: &[Vec<CardText>],
    variant: Variant,
    players: usize,
    errors: &mut Vec<InputError>,
) -> Option<Vec<Vec<Card>>> {
    if hands.len() != players {
        errors.push(InputError::new(
            "/hands",
            format!(
                "{} hands for {players} players: give one per player, in seat order",
                hands.len()
            ),
        ));
        return None;
    }
    let before = errors.len();
    let mut parsed = Vec::with_capacity(players);
    for (p, hand) in hands.iter().enumerate() {
        if hand.len() != variant.hand_size() {
            errors.push(InputError::new(
                format!("/hands/{p}"),
                format!(
                    "a hand in {} holds {} cards, got {}",
                    VariantName::of(variant),
                    variant.hand_size(),
                    hand.len()
                ),
            ));
        }
        let cards: Vec<Card> = hand
            .iter()
            .enumerate()
            .filter_map(|(i, text)| parse_card(text, || format!("/hands/{p}/{i}"), errors))
            .collect();
        parsed.push(cards);
    }
    check_distinct(
        hands.iter().enumerate().flat_map(|(p, hand)| {
            hand.iter()
                .enumerate()
                .filter_map(move |(i, text)| text.0.parse::<Card>().ok().map(|c| (c, (p, i))))
        }),
        |(p, i)| format!("/hands/{p}/{i}"),
        errors,
    );
    (errors.len() == before).then_some(parsed)
}

/// A domain refusal of event `index`, at that event's pointer.
fn event_error(err: &PeggingError, index: usize) -> InputError {
    InputError::new(format!("/events/{index}"), err.to_string())
}

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
    path = "/v1/pegging/score",
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
        (status = 400, response = MalformedJson),
        (status = 405, response = MethodNotAllowed),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, description = "An impossible play: a card past 31, a repeated card, a player out of turn, more cards than a hand holds, a go after the play is over, a card not in the player's hand, an incomplete play said to be complete", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "the request is well-formed JSON but cannot be scored: 1 problem",
                "errors": [{ "pointer": "/events/3", "detail": "KD would make the count 33, past 31" }]
            }))
    )
)]
pub async fn score_play(body: ApiJson<ScorePlayRequest>) -> Result<HttpResponse, ApiError> {
    let body = body.0;
    let mut errors = Vec::new();
    let seats = seats(body.players, body.variant, &mut errors);
    let events: Vec<Option<Event>> = body
        .events
        .iter()
        .enumerate()
        .map(|(i, event)| parse_event(event, i, &mut errors))
        .collect();
    let hands = match (&body.hands, seats) {
        (Some(hands), Some((variant, players))) => {
            parse_hands(hands, variant, players, &mut errors)
        }
        _ => None,
    };
    let Some((variant, players)) = seats else {
        return Err(ApiError::InvalidInput(errors));
    };
    if !errors.is_empty() {
        return Err(ApiError::InvalidInput(errors));
    }
    let mut play = Play::new(variant, players, hands)
        .map_err(|err| ApiError::InvalidInput(vec![InputError::new("/hands", err.to_string())]))?;
    let mut outcomes = Vec::with_capacity(events.len());
    for (i, event) in events.into_iter().flatten().enumerate() {
        let outcome = play
            .apply(event)
            .map_err(|err| ApiError::InvalidInput(vec![event_error(&err, i)]))?;
        outcomes.push(outcome);
    }
    if body.complete.unwrap_or(false) {
        let closing = play.finish().map_err(|err| {
            ApiError::InvalidInput(vec![InputError::new("/complete", err.to_string())])
        })?;
        if let (Some(point), Some(last)) = (closing, outcomes.last_mut()) {
            last.go_point = Some(point);
            last.series_closed = true;
        }
    }
    let totals = play.totals().to_vec();
    let response = ScorePlayResponse {
        events: outcomes
            .iter()
            .zip(&body.events)
            .map(|(outcome, event)| event_body(outcome, claimed(event)))
            .collect(),
        partnership_totals: (players == 4).then(|| [totals[0] + totals[2], totals[1] + totals[3]]),
        totals,
        count: play.count(),
        series: CardNames(play.series()),
        next_player: play.next_player(),
        over: play.is_over(),
    };
    Ok(HttpResponse::Ok().json(response))
}

/// A proposed action to check.
#[derive(Debug, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ValidatePlayRequest {
    /// The cards played since the count was last reset, in order. Needed for pairs and runs.
    #[validate(length(max = 13, message = "a series holds at most 13 cards"))]
    #[schema(max_items = 13, example = json!(["7H", "8S"]))]
    pub series: Option<Vec<CardText>>,
    /// The running count, when the cards are not known. With `series`, it must match.
    /// Absent with no series: 0.
    #[validate(range(max = 31, message = "the count never exceeds 31"))]
    #[schema(minimum = 0, maximum = 31, example = 15)]
    pub count: Option<u8>,
    /// The card to lay (give either `card` or `go`).
    pub card: Option<CardText>,
    /// `true` to say go.
    #[schema(example = false)]
    pub go: Option<bool>,
    /// The player's cards still in hand: enables the go check and the `playable` list.
    #[validate(length(max = 6, message = "a hand holds at most 6 cards"))]
    #[schema(max_items = 6, example = json!(["8D", "KC", "2H"]))]
    pub hand: Option<Vec<CardText>>,
}

/// The verdict on a proposed action.
#[derive(Debug, Serialize, ToSchema)]
pub struct ValidatePlayResponse<'a> {
    /// Whether the action is allowed.
    pub legal: bool,
    /// Why not, when it is not (English, or German with `Accept-Language: de` or `?lang=de`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = "KD would make the count 33, past 31")]
    pub reason: Option<String>,
    /// The count after the action, when legal.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = 23)]
    pub count: Option<u8>,
    /// What the card would score (pairs and runs only when `series` is given).
    #[schema(example = 2)]
    pub points: u8,
    /// The scoring combinations.
    pub items: Vec<PegItemBody<'a>>,
    /// With `hand`: the cards in it that fit under 31.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Vec<CardName>>)]
    pub playable: Option<CardNames<'a>>,
}

struct Proposal {
    count: u8,
    series: Option<Vec<Card>>,
    action: Action,
    hand: Option<Vec<Card>>,
}

impl TryFrom<ValidatePlayRequest> for Proposal {
    type Error = ApiError;

    fn try_from(body: ValidatePlayRequest) -> Result<Self, Self::Error> {
        let mut errors = Vec::new();
        let series: Option<Vec<Option<Card>>> = body.series.as_ref().map(|series| {
            series
                .iter()
                .enumerate()
                .map(|(i, t)| parse_card(t, || format!("/series/{i}"), &mut errors))
                .collect()
        });
        let hand: Option<Vec<Option<Card>>> = body.hand.as_ref().map(|hand| {
            hand.iter()
                .enumerate()
                .map(|(i, t)| parse_card(t, || format!("/hand/{i}"), &mut errors))
                .collect()
        });
        let card = body
            .card
            .as_ref()
            .and_then(|t| parse_card(t, || "/card".to_owned(), &mut errors));
        let action = match (&body.card, body.go) {
            (Some(_), Some(true)) => {
                errors.push(InputError::new(
                    "/go",
                    "give either a card or a go, not both",
                ));
                None
            }
            (Some(_), _) => card.map(Action::Play),
            (None, Some(true)) => Some(Action::Go),
            (None, Some(false)) | (None, None) => {
                errors.push(InputError::new(
                    "",
                    "give the proposed action: \"card\" or \"go\": true",
                ));
                None
            }
        };
        // Places are (field, index); the card is checked against the series only (it is
        // expected to be in the hand).
        let series_places = series
            .iter()
            .flatten()
            .enumerate()
            .filter_map(|(i, c)| c.map(|c| (c, ("series", i))));
        let hand_places = hand
            .iter()
            .flatten()
            .enumerate()
            .filter_map(|(i, c)| c.map(|c| (c, ("hand", i))));
        let place_pointer = |(field, i): (&str, usize)| format!("/{field}/{i}");
        check_distinct(
            series_places.clone().chain(hand_places),
            place_pointer,
            &mut errors,
        );
        if let Some(card) = card
            && let Some((_, (_, at))) = series_places.clone().find(|&(c, _)| c == card)
        {
            errors.push(InputError::new(
                "/card",
                format!("{card} was already played at /series/{at}: every card exists once"),
            ));
        }
        let series: Option<Vec<Card>> = series.map(|s| s.into_iter().flatten().collect());
        let hand: Option<Vec<Card>> = hand.map(|h| h.into_iter().flatten().collect());
        let series_count = series
            .as_ref()
            .map(|s| s.iter().map(|c| u32::from(c.value())).sum::<u32>());
        if let Some(sum) = series_count
            && sum > u32::from(MAX_COUNT)
        {
            errors.push(InputError::new(
                "/series",
                format!("the series counts {sum}, past 31"),
            ));
        }
        if let (Some(sum), Some(count)) = (series_count, body.count)
            && sum != u32::from(count)
        {
            errors.push(InputError::new(
                "/count",
                format!("the series counts {sum}, not {count}"),
            ));
        }
        match action {
            Some(action) if errors.is_empty() => Ok(Proposal {
                count: body.count.or(series_count.map(|s| s as u8)).unwrap_or(0),
                series,
                action,
                hand,
            }),
            _ => Err(ApiError::InvalidInput(errors)),
        }
    }
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
    path = "/v1/pegging/validate",
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
        (status = 400, response = MalformedJson),
        (status = 405, response = MethodNotAllowed),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, description = "Impossible input: a count over 31, unknown or repeated cards, a series that does not match the count, no action", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "the request is well-formed JSON but cannot be scored: 1 problem",
                "errors": [{ "pointer": "/count", "detail": "the count never exceeds 31" }]
            }))
    )
)]
pub async fn validate_play(
    req: HttpRequest,
    body: ApiJson<ValidatePlayRequest>,
) -> Result<HttpResponse, ApiError> {
    let language = language(&req)?;
    let proposal = Proposal::try_from(body.0)?;
    let judgement: Judgement = judge(
        proposal.count,
        proposal.series.as_deref(),
        proposal.action,
        proposal.hand.as_deref(),
    );
    let response = ValidatePlayResponse {
        legal: judgement.legal,
        reason: judgement
            .refusal
            .as_ref()
            .map(|refusal| refusal_text(refusal, language)),
        count: judgement.count,
        points: judgement.items.iter().map(|i| i.points).sum(),
        items: items_body(&judgement.items),
        playable: judgement.playable.as_deref().map(CardNames),
    };
    Ok(content_language(HttpResponse::Ok(), language).json(response))
}

/// Why an action is refused, in `language`.
fn refusal_text(refusal: &Refusal, language: Language) -> String {
    let texts = language.texts();
    match refusal {
        Refusal::NotInHand { card } => texts.not_in_hand(card.text()),
        Refusal::PastThirtyOne { card, would_be } => texts.past_thirty_one(card.text(), *would_be),
        Refusal::GoWhileCardFits { fits } => {
            let names: Vec<&str> = fits.iter().map(|c| c.text()).collect();
            texts.go_while_card_fits(&names.join(", "))
        }
    }
}

/// Registers the play routes.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(super::only(
        "/v1/pegging/score",
        web::post().to(score_play),
        "POST",
    ));
    cfg.service(super::only(
        "/v1/pegging/validate",
        web::post().to(validate_play),
        "POST",
    ));
}
