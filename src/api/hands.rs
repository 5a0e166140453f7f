//! `POST /v1/hands/score`: a hand or crib with its starter, scored item by item.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use super::cards::{CardName, CardNames, CardText, VariantName, check_distinct, parse_card};
use super::json::ApiJson;
use super::language::{AcceptLanguage, LangQuery, content_language, language};
use super::problem::{
    ApiError, InputError, MalformedJson, MethodNotAllowed, PayloadTooLarge, Problem,
    UnsupportedMediaType,
};
use crate::domain::announcement::announce;
use crate::domain::card::Card;
use crate::domain::claim::{Claim, Verdict};
use crate::domain::hand::{Category, ScoringItem, Show, ShowKind, ShowRules, ShowScore};
use crate::domain::texts::Language;
use crate::domain::variant::Variant;

/// OpenAPI tag of the show endpoints.
pub const TAG: &str = "show";

/// A hand or crib to score.
#[derive(Debug, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C" }))]
pub struct ScoreHandRequest {
    /// The held cards: four (three in `five_card` hands; a crib always has four).
    #[schema(min_items = 3, max_items = 4, example = json!(["5H", "5S", "JD", "KC"]))]
    pub hand: Vec<CardText>,
    /// The starter, turned up by the dealer after the cut.
    pub starter: CardText,
    /// Score as the crib: only a five-card flush counts (unless `rules.crib_four_flush`).
    /// Absent or null: false.
    #[serde(default)]
    #[schema(default = false, example = false)]
    pub crib: Option<bool>,
    /// The game variant; sets how many cards the hand holds. Absent or null: `six_card`.
    #[serde(default)]
    #[schema(default = "six_card")]
    pub variant: Option<VariantName>,
    /// House rules. Absent or null: none.
    #[serde(default)]
    pub rules: Option<ShowRulesBody>,
    /// The points the player announced; the answer then carries a `claim` verdict. Absent or
    /// null: no verdict.
    #[validate(range(max = 29, message = "a hand or crib never scores more than 29"))]
    #[schema(minimum = 0, maximum = 29, example = 10)]
    pub claimed: Option<u32>,
}

/// House rules that change the show.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ShowRulesBody {
    /// Count a four-card crib flush (starter of another suit) for 4. Absent or null: false.
    #[serde(default)]
    #[schema(default = false, example = false)]
    pub crib_four_flush: Option<bool>,
}

/// The itemized score.
#[derive(Debug, Serialize, ToSchema)]
#[schema(example = json!({
    "hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "crib": false, "variant": "six_card",
    "total": 10, "fifteens": 8, "pairs": 2, "runs": 0, "flush": 0, "nobs": 0,
    "items": [
        { "category": "fifteen", "cards": ["5H", "JD"], "points": 2 },
        { "category": "fifteen", "cards": ["5S", "JD"], "points": 2 },
        { "category": "fifteen", "cards": ["5H", "KC"], "points": 2 },
        { "category": "fifteen", "cards": ["5S", "KC"], "points": 2 },
        { "category": "pair", "cards": ["5S", "5H"], "points": 2 }
    ],
    "announcement": "Fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten"
}))]
pub struct ScoreHandResponse<'a> {
    /// The held cards, canonical.
    #[schema(value_type = Vec<CardName>, example = json!(["5H", "5S", "JD", "KC"]))]
    pub hand: CardNames<'a>,
    /// The starter, canonical.
    pub starter: CardName,
    /// Whether it was scored as the crib.
    pub crib: bool,
    /// The variant it was scored under.
    pub variant: VariantName,
    /// All points: the sum of the items' points.
    #[schema(example = 10, minimum = 0, maximum = 29)]
    pub total: u8,
    /// Points from fifteens.
    #[schema(example = 8)]
    pub fifteens: u8,
    /// Points from pairs (a pair royal is three pairs, a double pair royal six).
    #[schema(example = 2)]
    pub pairs: u8,
    /// Points from runs.
    #[schema(example = 0)]
    pub runs: u8,
    /// Points from the flush.
    #[schema(example = 0)]
    pub flush: u8,
    /// The point for nobs.
    #[schema(example = 0)]
    pub nobs: u8,
    /// Every scoring combination, in the order it is announced.
    pub items: Vec<ScoringItemBody<'a>>,
    /// The traditional spoken count, in the language asked for with `lang` or
    /// `Accept-Language` (English by default; German: "Fünfzehn zwei, fünfzehn vier, und ein
    /// Paar macht sechs").
    #[schema(example = "Fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten")]
    pub announcement: String,
    /// The verdict on `claimed`, when it was given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claim: Option<ClaimBody>,
}

/// One scoring combination.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScoringItemBody<'a> {
    /// What it is.
    pub category: CategoryName,
    /// The cards that make it, ascending by rank.
    #[schema(value_type = Vec<CardName>, example = json!(["5H", "KC"]))]
    pub cards: CardNames<'a>,
    /// Its points.
    #[schema(example = 2)]
    pub points: u8,
}

/// Kind of scoring combination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CategoryName {
    /// Cards adding up to 15: 2.
    Fifteen,
    /// Two cards of one rank: 2.
    Pair,
    /// Three or more consecutive ranks: 1 per card.
    Run,
    /// Cards of one suit.
    Flush,
    /// The jack of the starter's suit: 1.
    Nobs,
}

impl From<Category> for CategoryName {
    fn from(category: Category) -> Self {
        match category {
            Category::Fifteen => CategoryName::Fifteen,
            Category::Pair => CategoryName::Pair,
            Category::Run => CategoryName::Run,
            Category::Flush => CategoryName::Flush,
            Category::Nobs => CategoryName::Nobs,
        }
    }
}

/// The verdict on an announced score.
#[derive(Debug, Serialize, ToSchema)]
pub struct ClaimBody {
    /// What the player announced.
    #[schema(example = 8)]
    pub claimed: u32,
    /// `total - claimed`: positive for points missed (muggins: the opponent may take them),
    /// negative for points claimed that are not there.
    #[schema(example = 2)]
    pub difference: i64,
    /// `correct`, `under` or `over`.
    pub verdict: VerdictName,
}

/// How the announced score compares with the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum VerdictName {
    /// Exactly right.
    Correct,
    /// Too few: under muggins the opponent may take the difference.
    Under,
    /// Too many.
    Over,
}

impl From<Verdict> for VerdictName {
    fn from(verdict: Verdict) -> Self {
        match verdict {
            Verdict::Correct => VerdictName::Correct,
            Verdict::Under => VerdictName::Under,
            Verdict::Over => VerdictName::Over,
        }
    }
}

/// A request turned into domain terms.
struct ScoreHand {
    show: Show,
    rules: ShowRules,
    variant: Variant,
    claimed: Option<u32>,
}

impl TryFrom<ScoreHandRequest> for ScoreHand {
    type Error = ApiError;

    fn try_from(body: ScoreHandRequest) -> Result<Self, Self::Error> {
        let variant = Variant::from(body.variant.unwrap_or_default());
        let kind = if body.crib.unwrap_or(false) {
            ShowKind::Crib
        } else {
            ShowKind::Hand
        };
        let mut errors = Vec::new();
        if let Some(err) = count_error(body.hand.len(), kind, variant) {
            errors.push(err);
        }
        let held: Vec<Option<Card>> = body
            .hand
            .iter()
            .enumerate()
            .map(|(i, text)| parse_card(text, || format!("/hand/{i}"), &mut errors))
            .collect();
        let starter = parse_card(&body.starter, || "/starter".to_owned(), &mut errors);
        // Places: Some(index) in the hand, None for the starter.
        let placed = held
            .iter()
            .enumerate()
            .filter_map(|(i, card)| card.map(|card| (card, Some(i))))
            .chain(starter.map(|card| (card, None)));
        check_distinct(
            placed,
            |place| place.map_or_else(|| "/starter".to_owned(), |i| format!("/hand/{i}")),
            &mut errors,
        );
        if !errors.is_empty() {
            return Err(ApiError::InvalidInput(errors));
        }
        let cards: Vec<Card> = held.into_iter().flatten().collect();
        let starter = starter.ok_or_else(|| ApiError::InvalidInput(Vec::new()))?;
        let show = Show::new(&cards, starter, kind, variant)
            .map_err(|err| ApiError::InvalidInput(vec![InputError::new("", err.to_string())]))?;
        Ok(ScoreHand {
            show,
            rules: ShowRules {
                crib_four_flush: body
                    .rules
                    .and_then(|rules| rules.crib_four_flush)
                    .unwrap_or(false),
            },
            variant,
            claimed: body.claimed,
        })
    }
}

fn count_error(found: usize, kind: ShowKind, variant: Variant) -> Option<InputError> {
    let expected = match kind {
        ShowKind::Hand => variant.hand_size(),
        ShowKind::Crib => variant.crib_size(),
    };
    (found != expected).then(|| {
        InputError::new(
            "/hand",
            format!(
                "{} in {} cribbage holds {expected} cards, got {found}",
                match kind {
                    ShowKind::Hand => "a hand",
                    ShowKind::Crib => "a crib",
                },
                variant_words(variant)
            ),
        )
    })
}

fn variant_words(variant: Variant) -> &'static str {
    match variant {
        Variant::SixCard => "six-card",
        Variant::ThreePlayer => "three-player",
        Variant::FourPlayer => "four-player",
        Variant::FiveCard => "five-card",
    }
}

impl ScoreHand {
    fn answer<'a>(&'a self, score: &'a ShowScore, language: Language) -> ScoreHandResponse<'a> {
        let total = score.total();
        ScoreHandResponse {
            hand: CardNames(self.show.cards()),
            starter: CardName(self.show.starter()),
            crib: self.show.kind() == ShowKind::Crib,
            variant: self.variant.into(),
            total,
            fifteens: score.subtotal(Category::Fifteen),
            pairs: score.subtotal(Category::Pair),
            runs: score.subtotal(Category::Run),
            flush: score.subtotal(Category::Flush),
            nobs: score.subtotal(Category::Nobs),
            items: score.items().iter().map(item_body).collect(),
            announcement: announce(score, language),
            claim: self.claimed.map(|claimed| {
                let claim = Claim {
                    claimed,
                    actual: u32::from(total),
                };
                ClaimBody {
                    claimed,
                    difference: claim.difference(),
                    verdict: claim.verdict().into(),
                }
            }),
        }
    }
}

fn item_body(item: &ScoringItem) -> ScoringItemBody<'_> {
    ScoringItemBody {
        category: item.category.into(),
        cards: CardNames(&item.cards),
        points: item.points,
    }
}

/// Score a hand or crib.
///
/// Counts the held cards with the starter and lists every scoring combination (each fifteen,
/// pair, run, flush and nobs) with the cards that make it, the subtotals, and the spoken count.
/// With `claimed`, also says whether the announced score was correct, under or over. His heels
/// (a jack turned as starter) is scored at the cut, never in the show. The spoken count is in
/// English, or in German with `?lang=de` or `Accept-Language: de`.
#[utoipa::path(
    post,
    path = "/v1/hands/score",
    tag = TAG,
    params(LangQuery, AcceptLanguage),
    request_body(
        content = ScoreHandRequest,
        examples(
            ("hand" = (summary = "A hand: fifteen eight and a pair", value = json!({
                "hand": ["5H", "5S", "JD", "KC"], "starter": "8C"
            }))),
            ("crib" = (summary = "A crib with a claim", value = json!({
                "hand": ["7H", "8S", "8D", "KC"], "starter": "9C", "crib": true, "claimed": 10
            }))),
            ("twenty_nine" = (summary = "The best hand there is", value = json!({
                "hand": ["5S", "5H", "5D", "JC"], "starter": "5C"
            }))),
            ("five_card" = (summary = "A three-card hand in five-card cribbage", value = json!({
                "hand": ["4H", "5H", "6H"], "starter": "6C", "variant": "five_card"
            })))
        )
    ),
    responses(
        (status = 200, description = "The itemized score", body = ScoreHandResponse,
            headers(("Content-Language" = String, description = "The language of `announcement`: `en` or `de`"),
                ("Vary" = String, description = "`Accept-Language`: the answer depends on it"))),
        (status = 400, response = MalformedJson),
        (status = 405, response = MethodNotAllowed),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, description = "Well-formed JSON that is not a possible hand (unknown card, repeated card, wrong number of cards, wrong type), or an unsupported `lang`", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "the request is well-formed JSON but cannot be scored: 2 problems",
                "errors": [
                    { "pointer": "/hand/2", "detail": "unknown rank \"1\" in card \"1X\": expected A, 2, 3, 4, 5, 6, 7, 8, 9, 10, T, J, Q or K" },
                    { "pointer": "/starter", "detail": "5H is already at /hand/0: every card exists once" }
                ]
            }))
    )
)]
pub async fn score_hand(
    req: HttpRequest,
    body: ApiJson<ScoreHandRequest>,
) -> Result<HttpResponse, ApiError> {
    let language = language(&req)?;
    let request = ScoreHand::try_from(body.0)?;
    let score = request.show.score(request.rules);
    Ok(content_language(HttpResponse::Ok(), language).json(request.answer(&score, language)))
}

/// Registers the show routes.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(super::only(
        "/v1/hands/score",
        web::post().to(score_hand),
        "POST",
    ));
}
