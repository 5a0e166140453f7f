//! `POST /v1/rounds/score`: a whole hand adjudicated — the cut, the play, the show — until a side
//! reaches the target.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use validator::Validate;

use super::cards::{CardText, VariantName, check_distinct, parse_card};
use super::hands::ClaimBody;
use super::json::ApiJson;
use super::language::{AcceptLanguage, LangQuery, content_language, language};
use super::pegging::{EventBody, PegItemBody, claim_body, claimed, items_body, parse_event};
use super::problem::{
    ApiError, InputError, MalformedJson, MethodNotAllowed, PayloadTooLarge, Problem,
    UnsupportedMediaType,
};
use crate::domain::announcement::announce;
use crate::domain::card::Card;
use crate::domain::pegging::{PegCategory, PegItem};
use crate::domain::round::{
    Adjudication, Claims, Deal, Entry, MatchScoring, Phase, Reason, RoundError, RoundRules, Skunk,
    adjudicate,
};
use crate::domain::texts::{Language, Texts};
use crate::domain::variant::Variant;

/// OpenAPI tag of the referee endpoints.
pub const TAG: &str = "referee";

/// A whole hand to adjudicate.
#[derive(Debug, Deserialize, Validate, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScoreRoundRequest {
    /// The variant. Absent or null: `six_card`.
    #[serde(default)]
    pub variant: Option<VariantName>,
    /// The dealer's seat (seats are 0..players-1; the seat after the dealer leads the play and
    /// shows first).
    #[schema(minimum = 0, maximum = 3, example = 1)]
    pub dealer: usize,
    /// Each seat's score before the hand (partners hold the same score). Absent or null: zeros.
    #[validate(length(max = 4, message = "at most four seats"))]
    #[schema(max_items = 4, example = json!([119, 100]))]
    pub scores: Option<Vec<u32>>,
    /// Points that win. Absent or null: 121 (61 in `five_card`).
    #[validate(range(min = 1, max = 1000, message = "a target from 1 to 1000"))]
    #[schema(minimum = 1, maximum = 1000, example = 121)]
    pub target: Option<u32>,
    /// The starter.
    pub starter: CardText,
    /// Each seat's kept cards, in seat order.
    #[validate(length(max = 4, message = "at most four seats"))]
    #[schema(max_items = 4, example = json!([["5H", "5S", "JD", "KC"], ["2C", "3C", "4C", "9D"]]))]
    pub hands: Vec<Vec<CardText>>,
    /// The crib: four cards.
    #[validate(length(max = 4, message = "a crib holds four cards"))]
    #[schema(max_items = 4, example = json!(["AH", "7S", "8D", "QH"]))]
    pub crib: Vec<CardText>,
    /// The play, as in `/v1/pegging/score`, `player` being the seat; `claimed` on a card is
    /// checked like a show's claim (and under `rules.muggins` the next opponent pegs what was
    /// missed).
    #[validate(length(max = 200, message = "a play has at most 200 events"))]
    #[schema(max_items = 200)]
    pub events: Vec<EventBody>,
    /// House rules. Absent or null: none, ACC match scoring.
    #[serde(default)]
    pub rules: Option<RoundRulesBody>,
    /// What was announced for the shows.
    #[serde(default)]
    pub claims: Option<ClaimsBody>,
}

/// House rules of a hand.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RoundRulesBody {
    /// Count a four-card crib flush for 4. Absent or null: false.
    #[serde(default)]
    pub crib_four_flush: Option<bool>,
    /// `acc` (win 2, skunk 3) or `free_play` (win 1, skunk 2, double skunk 3). Absent: `acc`.
    #[serde(default)]
    pub match_scoring: Option<MatchScoringName>,
    /// Points a player fails to claim in the show go to the next opponent. Absent: false.
    #[serde(default)]
    pub muggins: Option<bool>,
    /// Five-card cribbage: the pone scores 3 at the start of the game's first hand ("three for
    /// last"). Absent or null: true exactly when every score is 0 in `five_card` (the first hand
    /// is the only one that starts from 0 to 0, since this rule gives the pone 3).
    #[serde(default)]
    pub three_for_last: Option<bool>,
}

/// How a won game converts into match points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MatchScoringName {
    /// American Cribbage Congress: win 2, skunk 3.
    #[default]
    Acc,
    /// Free play: win 1, skunk 2, double skunk 3.
    FreePlay,
}

/// What was announced for the shows.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ClaimsBody {
    /// Per seat, what it announced for its hand (null: not recorded).
    #[schema(example = json!([10, 4]))]
    pub hands: Option<Vec<Option<u32>>>,
    /// What the dealer announced for the crib.
    #[schema(example = 6)]
    pub crib: Option<u32>,
}

/// The adjudicated hand.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScoreRoundResponse<'a> {
    /// Every scoring moment in the official order, up to the one that won the game.
    pub timeline: Vec<EntryBody<'a>>,
    /// Every seat's final score.
    #[schema(example = json!([121, 100]))]
    pub scores: Vec<u32>,
    /// Whether a seat reached the target.
    pub game_over: bool,
    /// The winning seat, or null.
    #[schema(example = 0)]
    pub winner: Option<usize>,
    /// Index into `timeline` of the entry that reached the target, or null.
    #[schema(example = 1)]
    pub won_at: Option<usize>,
    /// When the game is over: the match result.
    #[serde(rename = "match", skip_serializing_if = "Option::is_none")]
    pub result: Option<MatchBody>,
}

/// One scoring moment.
#[derive(Debug, Serialize, ToSchema)]
pub struct EntryBody<'a> {
    /// `cut` (the start of the hand: three for last, his heels), `play`, `show_hand` or
    /// `show_crib`.
    pub phase: PhaseName,
    /// The seat that scores.
    #[schema(example = 0)]
    pub player: usize,
    /// The points.
    #[schema(example = 2)]
    pub points: u32,
    /// Why, as it would be said at the table (English, or German with `Accept-Language: de` or
    /// `?lang=de`); for a show, the whole spoken count.
    #[schema(example = "fifteen two")]
    pub reason: String,
    /// Every seat's score after this entry.
    #[schema(example = json!([121, 100]))]
    pub scores: Vec<u32>,
    /// For play entries: the index of the play event.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<usize>,
    /// For play entries that score cards: the combinations.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<PegItemBody<'a>>,
    /// For shows and cards with a claim: the verdict.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claim: Option<ClaimBody>,
}

/// Where in the hand a scoring moment falls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PhaseName {
    /// His heels, when the starter is turned.
    Cut,
    /// The play.
    Play,
    /// A hand counted.
    ShowHand,
    /// The crib counted.
    ShowCrib,
}

/// The result of a finished game.
#[derive(Debug, Serialize, ToSchema)]
pub struct MatchBody {
    /// The winning seat (with partners, the lower seat of the partnership).
    #[schema(example = 0)]
    pub winner: usize,
    /// The losing sides' scores.
    #[schema(example = json!([100]))]
    pub loser_scores: Vec<u32>,
    /// `none`, `skunk` (below 91; in `five_card`, a lurch below 31), `double` (below 61) or
    /// `triple` (below 31), judged on the lowest loser.
    pub skunk: SkunkName,
    /// Match points for the win under the chosen match scoring.
    #[schema(example = 2)]
    pub match_points: u32,
}

/// Skunks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SkunkName {
    /// No skunk.
    None,
    /// A skunk (or a lurch).
    Skunk,
    /// A double skunk.
    Double,
    /// A triple skunk.
    Triple,
}

fn peg_phrase(item: &PegItem, texts: &Texts) -> String {
    match item.category {
        PegCategory::Fifteen => texts.fifteen(u32::from(item.points)),
        PegCategory::ThirtyOne => texts.thirty_one().to_owned(),
        PegCategory::Pair => format!("{} {}", texts.pair(), texts.makes(2)),
        PegCategory::PairRoyal => format!("{} {}", texts.pair_royal(), texts.makes(6)),
        PegCategory::DoublePairRoyal => {
            format!("{} {}", texts.double_pair_royal(), texts.makes(12))
        }
        PegCategory::Run => format!(
            "{} {}",
            texts.run(u32::from(item.points)),
            texts.makes(u32::from(item.points))
        ),
    }
}

/// The reason of an entry, as said at the table, in `language`.
fn reason_text(entry: &Entry, language: Language) -> String {
    let texts = language.texts();
    match &entry.reason {
        Reason::ThreeForLast => texts.three_for_last().to_owned(),
        Reason::HisHeels => texts.his_heels().to_owned(),
        Reason::Peg { items, .. } => items
            .iter()
            .map(|item| peg_phrase(item, texts))
            .collect::<Vec<String>>()
            .join(&format!(" {} ", texts.and())),
        Reason::Go {
            last_card: true, ..
        } => texts.last_card().to_owned(),
        Reason::Go { .. } => texts.go().to_owned(),
        Reason::Renege { offender, .. } => format!("{} ({offender})", texts.renege_penalty()),
        Reason::Show(score) => announce(score, language),
        Reason::Muggins { from } => format!(
            "{}: {} ({from})",
            texts.muggins(),
            texts.number(entry.points)
        ),
    }
}

fn entry_body(entry: &Entry, language: Language) -> EntryBody<'_> {
    let (event, items) = match &entry.reason {
        Reason::Peg { event, items } => (Some(*event), items_body(items)),
        Reason::Go { event, .. } | Reason::Renege { event, .. } => (Some(*event), Vec::new()),
        _ => (None, Vec::new()),
    };
    EntryBody {
        phase: match entry.phase {
            Phase::Cut => PhaseName::Cut,
            Phase::Play => PhaseName::Play,
            Phase::ShowHand => PhaseName::ShowHand,
            Phase::ShowCrib => PhaseName::ShowCrib,
        },
        player: entry.player,
        points: entry.points,
        reason: reason_text(entry, language),
        scores: entry.scores.clone(),
        event,
        items,
        claim: entry.claim.map(claim_body),
    }
}

/// Where a card of a round request is, for pointers to repeated cards.
#[derive(Clone, Copy)]
enum Place {
    Starter,
    Crib(usize),
    Hand(usize, usize),
}

impl TryFrom<&ScoreRoundRequest> for Deal {
    type Error = ApiError;

    fn try_from(body: &ScoreRoundRequest) -> Result<Self, Self::Error> {
        let variant = Variant::from(body.variant.unwrap_or_default());
        let seats = variant.players();
        let mut errors = Vec::new();
        if body.dealer >= seats {
            errors.push(InputError::new(
                "/dealer",
                format!(
                    "seats are 0 to {} in {}",
                    seats - 1,
                    VariantName::of(variant)
                ),
            ));
        }
        let scores = body.scores.clone().unwrap_or_else(|| vec![0; seats]);
        if scores.len() != seats {
            errors.push(InputError::new(
                "/scores",
                format!("{} scores for {seats} seats", scores.len()),
            ));
        } else if variant == Variant::FourPlayer {
            for seat in 2..4 {
                if scores[seat] != scores[seat - 2] {
                    errors.push(InputError::new(
                        format!("/scores/{seat}"),
                        format!(
                            "partners share a score: seat {seat} must equal seat {}",
                            seat - 2
                        ),
                    ));
                }
            }
        }
        let starter = parse_card(&body.starter, || "/starter".to_owned(), &mut errors);
        if body.hands.len() != seats {
            errors.push(InputError::new(
                "/hands",
                format!(
                    "{} hands for {seats} seats: give one per seat, in seat order",
                    body.hands.len()
                ),
            ));
        }
        let hands: Vec<Vec<Option<Card>>> = body
            .hands
            .iter()
            .enumerate()
            .map(|(seat, hand)| {
                if hand.len() != variant.hand_size() {
                    errors.push(InputError::new(
                        format!("/hands/{seat}"),
                        format!(
                            "a hand in {} holds {} cards, got {}",
                            VariantName::of(variant),
                            variant.hand_size(),
                            hand.len()
                        ),
                    ));
                }
                hand.iter()
                    .enumerate()
                    .map(|(i, t)| parse_card(t, || format!("/hands/{seat}/{i}"), &mut errors))
                    .collect()
            })
            .collect();
        if body.crib.len() != variant.crib_size() {
            errors.push(InputError::new(
                "/crib",
                format!(
                    "a crib holds {} cards, got {}",
                    variant.crib_size(),
                    body.crib.len()
                ),
            ));
        }
        let crib: Vec<Option<Card>> = body
            .crib
            .iter()
            .enumerate()
            .map(|(i, t)| parse_card(t, || format!("/crib/{i}"), &mut errors))
            .collect();
        let placed = starter
            .map(|c| (c, Place::Starter))
            .into_iter()
            .chain(
                crib.iter()
                    .enumerate()
                    .filter_map(|(i, c)| c.map(|c| (c, Place::Crib(i)))),
            )
            .chain(hands.iter().enumerate().flat_map(|(seat, hand)| {
                hand.iter()
                    .enumerate()
                    .filter_map(move |(i, c)| c.map(|c| (c, Place::Hand(seat, i))))
            }));
        check_distinct(
            placed,
            |place| match place {
                Place::Starter => "/starter".to_owned(),
                Place::Crib(i) => format!("/crib/{i}"),
                Place::Hand(seat, i) => format!("/hands/{seat}/{i}"),
            },
            &mut errors,
        );
        let events: Vec<_> = body
            .events
            .iter()
            .enumerate()
            .map(|(i, event)| parse_event(event, i, &mut errors))
            .collect();
        for (i, event) in events.iter().enumerate() {
            if let Some(player) = event.and_then(|e| e.player)
                && player >= seats
            {
                errors.push(InputError::new(
                    format!("/events/{i}/player"),
                    format!("seats are 0 to {}", seats - 1),
                ));
            }
        }
        let claims = body.claims.as_ref();
        if let Some(hands) = claims.and_then(|c| c.hands.as_ref()) {
            if hands.len() != seats {
                errors.push(InputError::new(
                    "/claims/hands",
                    format!("{} claims for {seats} seats", hands.len()),
                ));
            }
            for (seat, claim) in hands.iter().enumerate() {
                if claim.is_some_and(|c| c > 29) {
                    errors.push(InputError::new(
                        format!("/claims/hands/{seat}"),
                        "a hand never scores more than 29",
                    ));
                }
            }
        }
        if claims.and_then(|c| c.crib).is_some_and(|c| c > 29) {
            errors.push(InputError::new(
                "/claims/crib",
                "a crib never scores more than 29",
            ));
        }
        let rules = body.rules.as_ref();
        let three_for_last = match rules.and_then(|r| r.three_for_last) {
            Some(true) if variant != Variant::FiveCard => {
                errors.push(InputError::new(
                    "/rules/three_for_last",
                    "three for last is a rule of five_card cribbage",
                ));
                false
            }
            Some(given) => given,
            None => variant == Variant::FiveCard && scores.iter().all(|&s| s == 0),
        };
        if !errors.is_empty() {
            return Err(ApiError::InvalidInput(errors));
        }
        Ok(Deal {
            variant,
            dealer: body.dealer,
            scores,
            target: body.target.unwrap_or(u32::from(variant.target())),
            starter: starter.ok_or_else(|| ApiError::InvalidInput(Vec::new()))?,
            hands: hands
                .into_iter()
                .map(|h| h.into_iter().flatten().collect())
                .collect(),
            crib: crib.into_iter().flatten().collect(),
            events: events.into_iter().flatten().collect(),
            rules: RoundRules {
                crib_four_flush: rules.and_then(|r| r.crib_four_flush).unwrap_or(false),
                match_scoring: match rules.and_then(|r| r.match_scoring).unwrap_or_default() {
                    MatchScoringName::Acc => MatchScoring::Acc,
                    MatchScoringName::FreePlay => MatchScoring::FreePlay,
                },
                muggins: rules.and_then(|r| r.muggins).unwrap_or(false),
                three_for_last,
            },
            claims: Claims {
                hands: claims.and_then(|c| c.hands.clone()).unwrap_or_default(),
                crib: claims.and_then(|c| c.crib),
                play: body.events.iter().map(claimed).collect(),
            },
        })
    }
}

fn round_error(err: &RoundError) -> InputError {
    match err {
        RoundError::Play { event, error } => {
            InputError::new(format!("/events/{event}"), error.to_string())
        }
        RoundError::PlaySetup(error) => InputError::new("/events", error.to_string()),
        RoundError::AlreadyWon(seat) => InputError::new(format!("/scores/{seat}"), err.to_string()),
        RoundError::Show { .. } => InputError::new("", err.to_string()),
    }
}

fn response(adjudication: &Adjudication, language: Language) -> ScoreRoundResponse<'_> {
    ScoreRoundResponse {
        timeline: adjudication
            .timeline
            .iter()
            .map(|entry| entry_body(entry, language))
            .collect(),
        scores: adjudication.scores.clone(),
        game_over: adjudication.result.is_some(),
        winner: adjudication.result.as_ref().map(|r| r.winner),
        won_at: adjudication.won_at,
        result: adjudication.result.as_ref().map(|r| MatchBody {
            winner: r.winner,
            loser_scores: r.loser_scores.clone(),
            skunk: match r.skunk {
                Skunk::None => SkunkName::None,
                Skunk::Skunk => SkunkName::Skunk,
                Skunk::Double => SkunkName::Double,
                Skunk::Triple => SkunkName::Triple,
            },
            match_points: r.match_points,
        }),
    }
}

/// Adjudicate a whole hand.
///
/// Replays one hand in the official order — his heels at the cut, every point of the play as it
/// happened, then the shows from the seat after the dealer round to the dealer, then the crib —
/// and stops the moment a side reaches the target: nothing after that entry counts. A pone who
/// pegs out during the play wins before the dealer shows; a pone who shows first wins a close
/// race. With `claims`, each show carries its verdict, and under `rules.muggins` the points a
/// seat missed go to the next opponent. When the game is over, `match` gives the winner, the
/// skunk and the match points. Every card must be in one place only, every played card in its
/// seat's hand, and the play complete unless the game ends during it.
#[utoipa::path(
    post,
    path = "/v1/rounds/score",
    tag = TAG,
    params(LangQuery, AcceptLanguage),
    request_body(
        content = ScoreRoundRequest,
        examples(
            ("who_pegged_out_first" = (summary = "Who pegged out first? The pone at 119 pegs a fifteen before the dealer's 29 is shown", value = json!({
                "dealer": 1, "scores": [119, 100], "starter": "5C",
                "hands": [["7H", "2D", "9C", "QS"], ["5S", "5H", "5D", "JC"]],
                "crib": ["AH", "3S", "8D", "KH"],
                "events": ["7H", "5S", "2D", "5H", "9C", "go", "QS", "5D", "JC"]
            }))),
            ("claims_and_muggins" = (summary = "An under-claimed hand with muggins", value = json!({
                "dealer": 0, "scores": [50, 60], "starter": "8C",
                "hands": [["5H", "5S", "JD", "KC"], ["2C", "3C", "4C", "9D"]],
                "crib": ["AH", "7S", "8D", "QH"],
                "events": ["2C", "5H", "3C", "5S", "4C", "JD", "9D", "KC"],
                "rules": { "muggins": true },
                "claims": { "hands": [8, 4], "crib": 6 }
            })))
        )
    ),
    responses(
        (status = 200, description = "The timeline, the scores and, when the game is over, the match", body = ScoreRoundResponse,
            headers(("Content-Language" = String, description = "The language of every `reason`: `en` or `de`"),
                ("Vary" = String, description = "`Accept-Language`: the answer depends on it"))),
        (status = 400, response = MalformedJson),
        (status = 405, response = MethodNotAllowed),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, description = "Not a possible hand: a card in two places, a hand or crib of the wrong size, a played card not in that seat's hand, an impossible or incomplete play, a seat already past the target", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "the request is well-formed JSON but cannot be scored: 1 problem",
                "errors": [{ "pointer": "/crib/2", "detail": "8D is already at /hands/1/3: every card exists once" }]
            }))
    )
)]
pub async fn score_round(
    req: HttpRequest,
    body: ApiJson<ScoreRoundRequest>,
) -> Result<HttpResponse, ApiError> {
    let language = language(&req)?;
    let deal = Deal::try_from(&body.0)?;
    let adjudication =
        adjudicate(&deal).map_err(|err| ApiError::InvalidInput(vec![round_error(&err)]))?;
    Ok(content_language(HttpResponse::Ok(), language).json(response(&adjudication, language)))
}

/// Registers the referee routes.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(super::only(
        "/v1/rounds/score",
        web::post().to(score_round),
        "POST",
    ));
}
