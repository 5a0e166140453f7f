//! The language of the spoken texts (`announcement`, `reason`): `?lang=` or `Accept-Language`.
//!
//! A handler that answers with spoken text takes the [`HttpRequest`], asks [`language`] (which
//! fails only for an unsupported `?lang=`), builds its texts with
//! [`Language::texts`](crate::domain::language::Language::texts), and marks the answer with
//! [`content_language`]. Its `#[utoipa::path]` lists `params(LangQuery, AcceptLanguage)` and the
//! `Content-Language` and `Vary` headers on the 200 response:
//!
//! ```text
//! #[utoipa::path(post, path = "/v1/...", params(LangQuery, AcceptLanguage), responses(
//!     (status = 200, body = ..., headers(
//!         ("Content-Language" = String, description = "The language of `reason`: `en`, `de` or `pl`"),
//!         ("Vary" = String, description = "`Accept-Language`: the answer depends on it")))
//! ))]
//! pub async fn handler(req: HttpRequest, body: ApiJson<...>) -> Result<HttpResponse, ApiError> {
//!     let language = language(&req)?;
//!     ...
//!     Ok(json_answer(content_language(HttpResponse::Ok(), language), &answer))
//! }
//! ```

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponseBuilder, web};
use utoipa::IntoParams;

use super::problem::words::RequestRefusal;
use super::problem::{ApiError, InputError, QUERY_POINTER};
use crate::domain::language::Language;

/// The `lang` query parameter: it overrides `Accept-Language`.
#[derive(Debug, Default, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LangQuery {
    /// The language of the spoken texts (`announcement`, `reason`) and of refusals: `en`, `de`
    /// or `pl`, any case; a regional tag counts as its language (`de-AT` is `de`, `pl-PL` is
    /// `pl`). Overrides `Accept-Language`. Any other value is refused with 422.
    // Swagger UI pre-fills "Try it out" with the example: English, so that a first try answers
    // in English (tests/api/language.rs checks every pre-filled language).
    #[param(example = "en")]
    pub lang: Option<String>,
}

/// The `Accept-Language` request header.
#[derive(Debug, Default, IntoParams)]
#[into_params(parameter_in = Header)]
pub struct AcceptLanguage {
    /// Chooses the language of the spoken texts when `lang` is absent: the supported language
    /// (`en`, `de`, `pl`, with or without region) with the highest `q` wins, the earlier one on a tie;
    /// unsupported languages are ignored. Without a supported language: English.
    // English, as the example of `lang`: Swagger UI sends the example it pre-fills.
    #[param(
        rename = "Accept-Language",
        value_type = String,
        required = false,
        example = "en-US,en;q=0.9"
    )]
    pub accept_language: Option<String>,
}

/// The language the request asks for: `?lang=` if given, else the preferred supported language
/// of `Accept-Language`, else English. An unsupported `?lang=` is a 422 problem; an unsupported
/// or malformed `Accept-Language` is not an error (English is answered).
pub fn language(req: &HttpRequest) -> Result<Language, ApiError> {
    // Every `name=value` pair, percent-decoded; a repeated `lang` counts by its last value.
    let pairs = web::Query::<Vec<(String, String)>>::from_query(req.query_string())
        .map(web::Query::into_inner)
        .unwrap_or_default();
    if let Some((_, lang)) = pairs.into_iter().rfind(|(name, _)| name == "lang") {
        return Language::from_tag(&lang).ok_or_else(|| {
            ApiError::InvalidQuery(vec![InputError::api(
                QUERY_POINTER,
                RequestRefusal::Language { value: lang },
            )])
        });
    }
    Ok(header_language(req))
}

/// The language to refuse a request in: as [`language`], except that an unsupported `?lang=`
/// (itself refused) falls back to `Accept-Language`: the person reading the refusal is better
/// served in the language their client asks for than in the default.
pub fn language_of_refusal(req: &HttpRequest) -> Language {
    language(req).unwrap_or_else(|_| header_language(req))
}

/// The language `Accept-Language` prefers (every such header, in order), else English.
fn header_language(req: &HttpRequest) -> Language {
    let header = req
        .headers()
        .get_all(header::ACCEPT_LANGUAGE)
        .filter_map(|value| value.to_str().ok())
        .collect::<Vec<_>>()
        .join(",");
    preferred(&header).unwrap_or_default()
}

/// The supported language an `Accept-Language` value prefers: the highest `q` (default 1), the
/// first on a tie; entries with `q=0`, a malformed `q`, or an unsupported language are skipped.
pub fn preferred(accept_language: &str) -> Option<Language> {
    let mut best: Option<(Language, f32)> = None;
    for entry in accept_language.split(',') {
        let mut parts = entry.split(';');
        let Some(language) = parts.next().and_then(Language::from_tag) else {
            continue;
        };
        let mut quality = Some(1.0);
        for parameter in parts {
            if let Some((name, value)) = parameter.split_once('=')
                && name.trim().eq_ignore_ascii_case("q")
            {
                quality = value
                    .trim()
                    .parse::<f32>()
                    .ok()
                    .filter(|q| (0.0..=1.0).contains(q));
            }
        }
        let Some(quality) = quality.filter(|&q| q > 0.0) else {
            continue;
        };
        if best.is_none_or(|(_, q)| quality > q) {
            best = Some((language, quality));
        }
    }
    best.map(|(language, _)| language)
}

/// `response` marked with the language of its texts (`Content-Language`) and as depending on
/// `Accept-Language` (`Vary`), so caches keep one answer per language.
pub fn content_language(
    mut response: HttpResponseBuilder,
    language: Language,
) -> HttpResponseBuilder {
    response
        .insert_header((
            header::CONTENT_LANGUAGE,
            HeaderValue::from_static(language.code()),
        ))
        .insert_header((header::VARY, HeaderValue::from_static("Accept-Language")));
    response
}

#[cfg(test)]
mod tests {
    use actix_web::test::TestRequest;

    use super::*;

    #[test]
    fn accept_language_picks_the_supported_language_with_the_highest_q() {
        for (header, expected) in [
            ("de", Some(Language::German)),
            ("en", Some(Language::English)),
            ("de-DE,de;q=0.9,en;q=0.8", Some(Language::German)),
            ("fr, de;q=0.5", Some(Language::German)),
            ("en, de;q=0.5", Some(Language::English)),
            ("de;q=0.5, en", Some(Language::English)),
            ("en;q=0.4, de;q=0.6", Some(Language::German)),
            ("de;q=0.7, en;q=0.7", Some(Language::German)),
            ("en;q=0.7, de;q=0.7", Some(Language::English)),
            ("DE-at", Some(Language::German)),
            ("de ; Q=0.8 , fr", Some(Language::German)),
            ("de;q=0, en;q=0.1", Some(Language::English)),
            ("de;q=0", None),
            ("de;q=abc, en;q=0.2", Some(Language::English)),
            ("de;q=2", None),
            ("fr, it;q=0.9", None),
            ("pl", Some(Language::Polish)),
            (
                "pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7",
                Some(Language::Polish),
            ),
            ("de;q=0.5, pl;q=0.6", Some(Language::Polish)),
            ("pl;q=0.2, en;q=0.3", Some(Language::English)),
            ("*", None),
            ("", None),
            (",,;;", None),
        ] {
            assert_eq!(preferred(header), expected, "Accept-Language: {header:?}");
        }
    }

    #[test]
    fn the_query_wins_over_the_header() {
        let req = TestRequest::default()
            .uri("/v1/hands/score?lang=en")
            .insert_header((header::ACCEPT_LANGUAGE, "de"))
            .to_http_request();
        assert_eq!(language(&req).ok(), Some(Language::English));

        let req = TestRequest::default()
            .uri("/v1/hands/score?x=1&lang=DE")
            .insert_header((header::ACCEPT_LANGUAGE, "en"))
            .to_http_request();
        assert_eq!(language(&req).ok(), Some(Language::German));
    }

    #[test]
    fn the_query_is_percent_decoded_and_a_repeated_lang_counts_by_its_last_value() {
        for (query, expected) in [
            ("lang=%64e", Language::German),
            ("lang=fr&lang=de", Language::German),
            ("language=fr&lang=en", Language::English),
            ("lang=PL-pl", Language::Polish),
        ] {
            let req = TestRequest::default()
                .uri(&format!("/v1/hands/score?{query}"))
                .insert_header((header::ACCEPT_LANGUAGE, "de"))
                .to_http_request();
            assert_eq!(language(&req).ok(), Some(expected), "{query}");
        }
    }

    #[test]
    fn without_query_or_header_the_language_is_english() {
        let req = TestRequest::default()
            .uri("/v1/hands/score")
            .to_http_request();
        assert_eq!(language(&req).ok(), Some(Language::English));
    }

    #[test]
    fn an_unsupported_lang_is_a_422_naming_the_supported_values() {
        for query in ["lang=fr", "lang=", "lang=deutsch", "lang=de&lang=fr"] {
            let req = TestRequest::default()
                .uri(&format!("/v1/hands/score?{query}"))
                .to_http_request();
            let problem = language(&req).expect_err(query).problem();
            assert_eq!(problem.status, 422, "{query}");
            assert_eq!(problem.kind, "/problems/invalid-input", "{query}");
            assert!(
                problem.detail.contains("en, de or pl"),
                "{query}: {}",
                problem.detail
            );
        }
    }

    #[test]
    fn the_answer_carries_content_language_and_vary() {
        for language in Language::ALL {
            let response = content_language(actix_web::HttpResponse::Ok(), language).finish();
            assert_eq!(
                response.headers().get(header::CONTENT_LANGUAGE),
                Some(&HeaderValue::from_static(language.code()))
            );
            assert_eq!(
                response.headers().get(header::VARY),
                Some(&HeaderValue::from_static("Accept-Language"))
            );
        }
    }
}
