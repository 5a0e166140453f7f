//! `POST /v1/discards/recommend`: every way to discard, with exact expected values.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use super::cards::{CardName, CardNames, CardText, VariantName, check_distinct, parse_card};
use super::json::ApiJson;
use super::problem::{
    ApiError, InputError, MalformedJson, MethodNotAllowed, PayloadTooLarge, Problem,
    UnsupportedMediaType,
};
use crate::domain::card::Card;
use crate::domain::discard::{CribModel, DiscardOption, Distribution, recommend};
use crate::domain::variant::Variant;

/// OpenAPI tag of the discard endpoint.
pub const TAG: &str = "discards";

/// A dealt hand to analyse.
#[derive(Debug, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({ "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true }))]
pub struct RecommendRequest {
    /// The cards dealt: six (five in `three_player`, `four_player` and `five_card`).
    #[validate(length(max = 6, message = "a deal holds at most six cards"))]
    #[schema(min_items = 5, max_items = 6, example = json!(["4C", "5D", "6H", "10S", "10C", "JD"]))]
    pub cards: Vec<CardText>,
    /// Whether the crib is yours (with four players: your partnership's).
    #[schema(example = true)]
    pub dealer: bool,
    /// The variant. Absent or null: `six_card`.
    #[serde(default)]
    pub variant: Option<VariantName>,
    /// Who lays the crib's other cards away: `uniform` (at random from the unseen cards; exact
    /// enumeration) or `expert` (like a strong player; six_card only). Absent or null: `uniform`.
    #[serde(default)]
    pub crib_model: Option<CribModelName>,
    /// Also return, for the hand and for the crib, how many outcomes score each total.
    /// Absent or null: false.
    #[serde(default)]
    #[schema(default = false, example = false)]
    pub distribution: Option<bool>,
}

/// Who lays the crib's other cards away.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CribModelName {
    /// At random from the unseen cards: every crib equally likely.
    #[default]
    Uniform,
    /// Like a strong player: each pair of ranks as often as a player maximising net expected
    /// value lays it away (derived over all six-card deals by `examples/expert_model.rs`).
    Expert,
}

impl From<CribModelName> for CribModel {
    fn from(name: CribModelName) -> Self {
        match name {
            CribModelName::Uniform => CribModel::Uniform,
            CribModelName::Expert => CribModel::Expert,
        }
    }
}

/// Every way to discard, best first.
#[derive(Debug, Serialize, ToSchema)]
pub struct RecommendResponse<'a> {
    /// The variant analysed.
    pub variant: VariantName,
    /// The crib model used.
    pub crib_model: CribModelName,
    /// Whether the crib counts for the player.
    pub dealer: bool,
    /// Cards the player has not seen: the possible starters and crib cards.
    #[schema(example = 46)]
    pub unseen: usize,
    /// One entry per possible discard, highest `net` first (ties: higher hand mean first).
    pub options: Vec<OptionBody<'a>>,
}

/// One way to discard.
#[derive(Debug, Serialize, ToSchema)]
pub struct OptionBody<'a> {
    /// The cards laid away to the crib.
    #[schema(value_type = Vec<CardName>, example = json!(["4C", "6H"]))]
    pub discard: CardNames<'a>,
    /// The cards kept.
    #[schema(value_type = Vec<CardName>, example = json!(["5D", "10S", "10C", "JD"]))]
    pub keep: CardNames<'a>,
    /// The kept hand's score over every possible starter.
    pub hand: StatsBody,
    /// The crib's score over every possible crib: the opponents' discards from the unseen cards
    /// (uniformly, or weighted by the expert model), then every starter from the rest.
    pub crib: StatsBody,
    /// Hand mean plus crib mean when the crib is yours, minus it when it is not.
    #[schema(example = 15.556_938_954_765_043)]
    pub net: f64,
}

/// A score's distribution over equally likely outcomes.
#[derive(Debug, Serialize, ToSchema)]
pub struct StatsBody {
    /// The exact mean, `points / outcomes`.
    #[schema(example = 10.673_913_043_478_262)]
    pub mean: f64,
    /// The lowest score.
    #[schema(example = 8)]
    pub min: u8,
    /// The highest score.
    #[schema(example = 17)]
    pub max: u8,
    /// The sum of the scores of all outcomes (with `outcomes`, the mean as an exact fraction).
    #[schema(example = 491)]
    pub points: u64,
    /// How many equally likely outcomes were counted. With the expert crib model, outcomes are
    /// weighted by how likely the opponent's discard is, and this is the total weight.
    #[schema(example = 46)]
    pub outcomes: u64,
    /// With `distribution: true`: outcomes scoring 0, 1, ..., 29 (30 entries).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = json!([0, 0, 0, 0, 2, 0, 0, 0, 20, 0, 14, 0, 0, 0, 4, 0, 4, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0]))]
    pub distribution: Option<Vec<u64>>,
}

fn stats(distribution: &Distribution, with_counts: bool) -> StatsBody {
    StatsBody {
        mean: distribution.mean(),
        min: distribution.min(),
        max: distribution.max(),
        points: distribution.points(),
        outcomes: distribution.outcomes(),
        distribution: with_counts.then(|| distribution.counts.to_vec()),
    }
}

fn option_body(option: &DiscardOption, with_counts: bool) -> OptionBody<'_> {
    OptionBody {
        discard: CardNames(&option.discard),
        keep: CardNames(&option.keep),
        hand: stats(&option.hand, with_counts),
        crib: stats(&option.crib, with_counts),
        net: option.net,
    }
}

/// Recommend a discard.
///
/// For every way to lay cards away to the crib: the kept hand's expected score over every
/// possible starter (mean, min, max), the crib's expected score over every possible crib (the
/// opponents' discards uniformly from the unseen cards, then every starter from the rest:
/// 45,540 cribs per discard in six-card cribbage; or, with `crib_model: expert`, the
/// opponent's discards weighted like a strong player's), and the net — hand plus crib for the crib's
/// owner, hand minus crib for the others. Everything is counted exactly, nothing sampled; the
/// exact means are `points / outcomes`. With `distribution: true`, how many outcomes score each
/// total 0..29, for the hand and the crib.
#[utoipa::path(
    post,
    path = "/v1/discards/recommend",
    tag = TAG,
    request_body(
        content = RecommendRequest,
        examples(
            ("dealer" = (summary = "Six cards, your crib", value = json!({
                "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true
            }))),
            ("pone_with_distribution" = (summary = "The opponent's crib, with the distributions", value = json!({
                "cards": ["2C", "3H", "4D", "5D", "5S", "JS"], "dealer": false, "distribution": true
            }))),
            ("expert" = (summary = "The opponent's crib, opponents discarding like strong players", value = json!({
                "cards": ["5H", "5S", "JD", "KC", "2D", "9S"], "dealer": false, "crib_model": "expert"
            }))),
            ("three_players" = (summary = "Three players: five cards, one to the crib", value = json!({
                "cards": ["JH", "5H", "5S", "10H", "QH"], "dealer": false, "variant": "three_player"
            })))
        )
    ),
    responses(
        (status = 200, description = "Every discard, best first", body = RecommendResponse,
            example = json!({
                "variant": "six_card", "crib_model": "uniform", "dealer": true, "unseen": 46,
                "options": [{
                    "discard": ["4C", "6H"], "keep": ["5D", "10S", "10C", "JD"],
                    "hand": { "mean": 10.673_913_043_478_262, "min": 8, "max": 17, "points": 491, "outcomes": 46 },
                    "crib": { "mean": 4.883_025_911_286_781, "min": 0, "max": 24, "points": 222_373, "outcomes": 45_540 },
                    "net": 15.556_938_954_765_043
                }]
            })),
        (status = 400, response = MalformedJson),
        (status = 405, response = MethodNotAllowed),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, description = "Not a possible deal: wrong number of cards for the variant, an unknown or repeated card", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "the request is well-formed JSON but cannot be scored: 1 problem",
                "errors": [{ "pointer": "/cards", "detail": "six_card deals 6 cards, got 5" }]
            }))
    )
)]
pub async fn recommend_discard(body: ApiJson<RecommendRequest>) -> Result<HttpResponse, ApiError> {
    let body = body.0;
    let variant = Variant::from(body.variant.unwrap_or_default());
    let crib_model = body.crib_model.unwrap_or_default();
    let mut errors = Vec::new();
    if crib_model == CribModelName::Expert && variant != Variant::SixCard {
        errors.push(InputError::new(
            "/crib_model",
            format!(
                "the expert crib model is derived for six_card only, not {}",
                VariantName::of(variant)
            ),
        ));
    }
    if body.cards.len() != variant.dealt() {
        errors.push(InputError::new(
            "/cards",
            format!(
                "{} deals {} cards, got {}",
                VariantName::of(variant),
                variant.dealt(),
                body.cards.len()
            ),
        ));
    }
    let parsed: Vec<Option<Card>> = body
        .cards
        .iter()
        .enumerate()
        .map(|(i, text)| parse_card(text, || format!("/cards/{i}"), &mut errors))
        .collect();
    check_distinct(
        parsed
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.map(|c| (c, i))),
        |i| format!("/cards/{i}"),
        &mut errors,
    );
    if !errors.is_empty() {
        return Err(ApiError::InvalidInput(errors));
    }
    let dealt: Vec<Card> = parsed.into_iter().flatten().collect();
    let options = recommend(&dealt, body.dealer, variant, crib_model.into())
        .map_err(|err| ApiError::InvalidInput(vec![InputError::new("/cards", err.to_string())]))?;
    let with_counts = body.distribution.unwrap_or(false);
    let response = RecommendResponse {
        variant: variant.into(),
        crib_model,
        dealer: body.dealer,
        unseen: 52 - dealt.len(),
        options: options
            .iter()
            .map(|o| option_body(o, with_counts))
            .collect(),
    };
    Ok(HttpResponse::Ok().json(response))
}

/// Registers the discard route.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(super::only(
        "/v1/discards/recommend",
        web::post().to(recommend_discard),
        "POST",
    ));
}
