//! `GET /v1/rulebooks` and `GET /v1/rulebooks/{profile}`: the rulebooks the service referees
//! under, and each one's reference card.

pub mod response;

use actix_web::{HttpRequest, HttpResponse, web};

use super::language::{AcceptLanguage, LangQuery, content_language, language};
use super::problem::{ApiError, Problem};
use crate::domain::rulebook::Profile;
use response::{RulebookResponse, RulebooksResponse, card, summary};

/// OpenAPI tag of the rulebooks.
pub const TAG: &str = "rulebooks";

/// The list of rulebooks.
pub const LIST: &str = "/v1/rulebooks";

/// One rulebook's reference card.
pub const CARD: &str = "/v1/rulebooks/{profile}";

/// List the rulebooks.
///
/// Every profile `rules.profile` takes, the default (`social`) first: its name, how it treats
/// muggins, the variants and target it referees, and where its reference card is.
#[utoipa::path(
    get,
    path = LIST,
    tag = TAG,
    params(LangQuery, AcceptLanguage),
    responses(
        (status = 200, description = "The profiles", body = RulebooksResponse,
            headers(("Content-Language" = String, description = "The language of every `name`: `en`, `de` or `pl`")),
            example = json!({ "profiles": [
                { "profile": "social", "name": "Social play", "muggins": "house_rule",
                  "variants": ["six_card", "three_player", "four_player", "five_card"], "target": null,
                  "rule_count": 5, "href": "/v1/rulebooks/social" },
                { "profile": "acc", "name": "ACC tournament rules", "muggins": "off",
                  "variants": ["six_card"], "target": 121, "rule_count": 17, "href": "/v1/rulebooks/acc" }
            ]})),
        (status = 422, description = "An unknown `lang`", body = Problem, content_type = "application/problem+json",
            example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "unsupported language \"fr\" in the query parameter lang: use en, de or pl",
                "errors": [{ "pointer": "/", "code": "query.unsupported_language",
                    "params": { "supported": ["en", "de", "pl"], "value": "fr" },
                    "detail": "unsupported language \"fr\" in the query parameter lang: use en, de or pl" }]
            }))
    )
)]
pub async fn list_rulebooks(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    let language = language(&req)?;
    let profiles = Profile::ALL
        .into_iter()
        .map(|profile| summary(profile, language))
        .collect();
    Ok(content_language(HttpResponse::Ok(), language).json(RulebooksResponse { profiles }))
}

/// A rulebook's reference card.
///
/// Every rule the profile applies, in the order of the book, with its citation (ACC numbers as
/// in the 2020 edition, the 2010 number where it differs), its points, who pays and who gains,
/// whether it is a penalty, and its text paraphrased in English, German or Polish; and every infraction
/// a referee may report under it. The rulings in a round's timeline name these rules by `id`.
#[utoipa::path(
    get,
    path = CARD,
    tag = TAG,
    params(("profile" = String, Path, description = "`social`, `acc` or `acc_muggins`", example = "acc"),
        LangQuery, AcceptLanguage),
    responses(
        (status = 200, description = "The reference card", body = RulebookResponse,
            headers(("Content-Language" = String, description = "The language of every text: `en`, `de` or `pl`"))),
        (status = 404, description = "No rulebook has this name", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/not-found", "title": "Not found", "status": 404,
                "detail": "no rulebook \"tournament\": the profiles are social, acc, acc_muggins"
            })),
        (status = 422, description = "An unknown `lang`", body = Problem, content_type = "application/problem+json",
            example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "unsupported language \"fr\" in the query parameter lang: use en, de or pl",
                "errors": [{ "pointer": "/", "code": "query.unsupported_language",
                    "params": { "supported": ["en", "de", "pl"], "value": "fr" },
                    "detail": "unsupported language \"fr\" in the query parameter lang: use en, de or pl" }]
            }))
    )
)]
pub async fn rulebook(slug: web::Path<String>, req: HttpRequest) -> Result<HttpResponse, ApiError> {
    let language = language(&req)?;
    let Some(profile) = Profile::from_slug(&slug) else {
        let known: Vec<&str> = Profile::ALL.iter().map(|p| p.slug()).collect();
        return Err(ApiError::NoRulebook(slug.into_inner(), known.join(", ")));
    };
    let card: RulebookResponse = card(profile, language);
    Ok(content_language(HttpResponse::Ok(), language).json(card))
}
