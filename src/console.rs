//! The console: the page for people (players, referees) at `GET /`, and its assets under
//! `/console/`.
//!
//! The files live in the top-level `console/` folder and are embedded here at compile time, so
//! `cargo run --release` serves the page with no other step and no file system access (the image
//! runs with a read-only root). The page calls the JSON API from the same origin like any other
//! client; it is not part of that API and stays out of the OpenAPI spec.
//!
//! Every console response carries a `Content-Security-Policy` that allows nothing from another
//! origin and no inline script or style: the page cannot be made to load or send anything
//! elsewhere, and the end-to-end tests prove the page needs nothing elsewhere.

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, guard, web};

/// Nothing from another origin, no inline code, no plugins, no framing, no `<base>` rewrites.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'; object-src 'none'";

/// Assets are revalidated on every use: their paths carry no version, and a 304 costs one small
/// round trip while a stale module after an upgrade would break the page.
const CACHE_CONTROL: &str = "no-cache";

const HTML: &str = "text/html; charset=utf-8";
const CSS: &str = "text/css; charset=utf-8";
const JS: &str = "text/javascript; charset=utf-8";
const JSON: &str = "application/json";
const SVG: &str = "image/svg+xml";

/// One embedded file.
struct Asset {
    path: &'static str,
    content_type: &'static str,
    body: &'static [u8],
    /// FNV-1a of the body, computed at compile time: a strong validator that changes with it.
    hash: u64,
}

/// FNV-1a, 64 bits: not a security hash, only a cheap fingerprint for `ETag`.
const fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u64;
        hash = hash.wrapping_mul(0x0100_0000_01b3);
        i += 1;
    }
    hash
}

macro_rules! asset {
    // A file of `console/` served under `/console/`, at its path there.
    ($file:literal, $content_type:expr) => {
        asset!(concat!("/console/", $file), $file, $content_type)
    };
    ($path:expr, $file:literal, $content_type:expr) => {{
        const BODY: &[u8] = include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/console/", $file));
        Asset {
            path: $path,
            content_type: $content_type,
            body: BODY,
            hash: fnv1a(BODY),
        }
    }};
}

/// Every file the console serves. A new panel is a new module here and in `console/` (and its
/// string tables, when it is loaded on demand with its own).
const ASSETS: &[Asset] = &[
    asset!("/", "index.html", HTML),
    asset!("console.css", CSS),
    asset!("icon.svg", SVG),
    asset!("app.js", JS),
    asset!("api.js", JS),
    asset!("cards.js", JS),
    asset!("form.js", JS),
    asset!("grid.js", JS),
    asset!("i18n.js", JS),
    asset!("views/hand.js", JS),
    asset!("views/play.js", JS),
    asset!("views/advice.js", JS),
    asset!("views/referee.js", JS),
    asset!("views/infractions.js", JS),
    asset!("views/hint.js", JS),
    asset!("views/calls.js", JS),
    asset!("views/entries.js", JS),
    asset!("views/playtext.js", JS),
    asset!("views/ruling.js", JS),
    asset!("views/game.js", JS),
    asset!("views/review.js", JS),
    asset!("views/loglink.js", JS),
    asset!("views/game/log.js", JS),
    asset!("views/game/markup.js", JS),
    asset!("views/game/list.js", JS),
    asset!("views/game/ruling.js", JS),
    asset!("views/game/refusals.js", JS),
    asset!("views/game/files.js", JS),
    asset!("views/game/entry.js", JS),
    asset!("views/review/words.js", JS),
    asset!("views/review/place.js", JS),
    asset!("views/review/verdict.js", JS),
    asset!("views/review/mistakes.js", JS),
    asset!("views/review/decision.js", JS),
    asset!("views/review/account.js", JS),
    asset!("views/review/chart.js", JS),
    asset!("views/review/timeline.js", JS),
    asset!("i18n/en.json", JSON),
    asset!("i18n/de.json", JSON),
    asset!("i18n/pl.json", JSON),
    asset!("i18n/game.en.json", JSON),
    asset!("i18n/game.de.json", JSON),
    asset!("i18n/game.pl.json", JSON),
    asset!("i18n/review.en.json", JSON),
    asset!("i18n/review.de.json", JSON),
    asset!("i18n/review.pl.json", JSON),
    asset!("examples/review-game.json", JSON),
];

/// Registers `GET`/`HEAD` for every asset, and 405 for any other method on their paths.
pub fn routes(cfg: &mut web::ServiceConfig) {
    for asset in ASSETS {
        cfg.service(
            web::resource(asset.path)
                .route(
                    web::route()
                        .guard(guard::Any(guard::Get()).or(guard::Head()))
                        .to(move |req: HttpRequest| async move { serve(&req, asset) }),
                )
                .default_service(web::to(|req: HttpRequest| async move {
                    method_not_allowed(&req)
                })),
        );
    }
}

fn serve(req: &HttpRequest, asset: &Asset) -> HttpResponse {
    let etag = format!("\"{:016x}\"", asset.hash);
    let fresh = req
        .headers()
        .get_all(header::IF_NONE_MATCH)
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(|tag| tag.trim().trim_start_matches("W/"))
        .any(|tag| tag == etag || tag == "*");
    let mut response = if fresh {
        HttpResponse::NotModified()
    } else {
        HttpResponse::Ok()
    };
    response
        .insert_header((header::ETAG, etag))
        .insert_header((header::CACHE_CONTROL, CACHE_CONTROL));
    with_console_headers(&mut response);
    if fresh {
        response.finish()
    } else {
        response
            .insert_header((header::CONTENT_TYPE, asset.content_type))
            .body(asset.body)
    }
}

/// The console's security headers: the CSP, no MIME sniffing, no referrer sent with the page's
/// own requests (its permalinks carry a player's cards).
const CONSOLE_HEADERS: [(header::HeaderName, &str); 3] = [
    (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    (header::REFERRER_POLICY, "no-referrer"),
];

fn with_console_headers(response: &mut actix_web::HttpResponseBuilder) {
    for (name, value) in CONSOLE_HEADERS {
        response.insert_header((name, value));
    }
}

/// The API's own 405 (problem+json with `Allow`), with the console's headers and not cached.
fn method_not_allowed(req: &HttpRequest) -> HttpResponse {
    let mut response = crate::api::method_not_allowed(req, "GET, HEAD");
    let headers = response.headers_mut();
    for (name, value) in CONSOLE_HEADERS {
        headers.insert(name, HeaderValue::from_static(value));
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_matches_its_published_test_vectors() {
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn every_asset_has_its_own_path_and_a_body() {
        let mut paths: Vec<&str> = ASSETS.iter().map(|a| a.path).collect();
        paths.sort_unstable();
        paths.dedup();
        assert_eq!(paths.len(), ASSETS.len(), "a path is listed twice");
        for asset in ASSETS {
            assert!(!asset.body.is_empty(), "{} is empty", asset.path);
            assert!(
                asset.path == "/" || asset.path.starts_with("/console/"),
                "{} is outside the console's paths",
                asset.path
            );
        }
    }
}
