//! The console at `/`: served from the binary with the right types, a strict CSP, caching
//! validators, HEAD and 405; every file the page references is there; the first view fits its
//! budget; and the console stays out of the JSON API's spec.

use std::collections::{BTreeMap, BTreeSet};

use reqwest::Method;

use crate::helpers::{TestApp, assert_problem, spawn_app};

/// The first view's budget, before compression: the page, its style, icon and modules, and one
/// language's strings (a visit loads one table; a switch of language loads another on demand),
/// the largest table counting.
const FIRST_VIEW_BUDGET: usize = 150 * 1024;

const CSP: &str = "content-security-policy";

/// `default-src 'self'` or stricter: nothing from elsewhere, no inline code.
fn assert_strict_csp(headers: &reqwest::header::HeaderMap, case: &str) {
    let csp = headers
        .get(CSP)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_else(|| panic!("{case}: no Content-Security-Policy"));
    let directives: Vec<&str> = csp.split(';').map(str::trim).collect();
    assert!(
        directives.contains(&"default-src 'self'"),
        "{case}: {csp} lacks default-src 'self'"
    );
    let tokens: Vec<&str> = csp.split([' ', ';']).collect();
    for loosening in [
        "'unsafe-inline'",
        "'unsafe-eval'",
        "*",
        "http:",
        "https:",
        "data:",
    ] {
        assert!(
            !tokens.contains(&loosening),
            "{case}: {csp} allows {loosening}"
        );
    }
}

/// Paths the text refers to: `href="/..."` and `src="/..."` in HTML, relative module imports and
/// `new URL('./...', import.meta.url)` in scripts, resolved against `base` (the file's path).
fn references(base: &str, text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for quote in ['"', '\''] {
        for (start, _) in text.match_indices(quote) {
            let rest = &text[start + 1..];
            let Some(end) = rest.find(quote) else {
                continue;
            };
            let target = &rest[..end];
            let is_path = target.starts_with("./")
                || target.starts_with("../")
                || target.starts_with("/console/");
            if is_path && !target.contains(char::is_whitespace) && target.contains('.') {
                found.push(resolve(base, target));
            }
        }
    }
    found
}

fn resolve(base: &str, target: &str) -> String {
    if target.starts_with('/') {
        return target.to_owned();
    }
    let mut parts: Vec<&str> = base.split('/').collect();
    parts.pop(); // the file itself
    for segment in target.split('/') {
        match segment {
            "." => {}
            ".." => {
                parts.pop();
            }
            other => parts.push(other),
        }
    }
    parts.join("/")
}

/// Every file reachable from the page, with its reply: the page, its stylesheet, icon and
/// scripts, every module they import, and the string tables they load.
async fn crawl(app: &TestApp) -> BTreeMap<String, crate::helpers::Reply> {
    let mut seen = BTreeMap::new();
    let mut queue = vec!["/".to_owned()];
    while let Some(path) = queue.pop() {
        if seen.contains_key(&path) {
            continue;
        }
        let reply = app.get(&path).await;
        let base = if path == "/" { "/index.html" } else { &path };
        if reply.status == 200 && !path.ends_with(".svg") {
            queue.extend(references(base, &reply.text));
        }
        seen.insert(path, reply);
    }
    seen
}

fn expected_type(path: &str) -> &'static str {
    match path.rsplit('.').next() {
        _ if path == "/" => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("json") => "application/json",
        Some("svg") => "image/svg+xml",
        _ => "an unexpected kind of file",
    }
}

#[tokio::test]
async fn the_console_is_served_at_the_root_as_html_with_a_strict_csp() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let reply = app.get("/").await;

    // Assert
    assert_eq!(reply.status, 200);
    assert_eq!(reply.content_type, "text/html; charset=utf-8");
    assert_strict_csp(&reply.headers, "GET /");
    assert_eq!(reply.headers["x-content-type-options"], "nosniff");
    assert_eq!(reply.headers["cache-control"], "no-cache");
    assert!(reply.headers.contains_key("etag"), "an ETag");
    assert!(
        reply.text.starts_with("<!doctype html>"),
        "{}",
        &reply.text[..80]
    );
    assert!(
        !reply.text.contains("<script>") && !reply.text.contains(" style="),
        "no inline script or style: the CSP would block them"
    );
}

#[tokio::test]
async fn every_file_the_page_references_is_served_with_its_content_type_and_the_csp() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let files = crawl(&app).await;

    // Assert
    let paths: BTreeSet<&str> = files.keys().map(String::as_str).collect();
    for needed in [
        "/",
        "/console/console.css",
        "/console/app.js",
        "/console/i18n/en.json",
        "/console/i18n/de.json",
    ] {
        assert!(
            paths.contains(needed),
            "{needed} is referenced; found {paths:?}"
        );
    }
    assert!(
        files.len() >= 10,
        "the page, its style, icon, modules and strings: {paths:?}"
    );
    for (path, reply) in &files {
        assert_eq!(reply.status, 200, "{path}");
        assert_eq!(reply.content_type, expected_type(path), "{path}");
        assert_strict_csp(&reply.headers, path);
        assert!(!reply.text.is_empty(), "{path} is empty");
    }
}

#[tokio::test]
async fn the_first_view_fits_in_150_kb_before_compression() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let files = crawl(&app).await;

    // Assert: everything the page can load, with the largest of the string tables.
    let sizes: Vec<(String, usize)> = files
        .iter()
        .map(|(p, r)| (p.clone(), r.text.len()))
        .collect();
    let (tables, shell): (Vec<_>, Vec<_>) = sizes
        .iter()
        .partition(|(path, _)| path.starts_with("/console/i18n/"));
    assert!(tables.len() >= 3, "English, German and Polish: {tables:?}");
    let largest = tables.iter().map(|(_, size)| *size).max().unwrap_or(0);
    let total: usize = shell.iter().map(|(_, size)| size).sum::<usize>() + largest;
    assert!(
        total < FIRST_VIEW_BUDGET,
        "the console's first view weighs {total} bytes, over {FIRST_VIEW_BUDGET}: {sizes:?}"
    );
}

#[tokio::test]
async fn head_answers_like_get_without_a_body() {
    // Arrange
    let app = spawn_app().await;
    let get = app.get("/console/app.js").await;

    // Act
    let head = app
        .client
        .head(format!("{}/console/app.js", app.address))
        .send()
        .await
        .expect("sent");

    // Assert
    assert_eq!(head.status(), 200);
    assert_eq!(head.headers()["content-type"], get.headers["content-type"]);
    assert_eq!(head.headers()["etag"], get.headers["etag"]);
    assert_strict_csp(head.headers(), "HEAD /console/app.js");
    assert!(
        head.bytes().await.expect("read").is_empty(),
        "HEAD has no body"
    );
}

#[tokio::test]
async fn other_methods_get_a_405_problem_that_names_get_and_head() {
    // Arrange
    let app = spawn_app().await;
    let cases = [
        (Method::POST, "/"),
        (Method::PUT, "/"),
        (Method::DELETE, "/console/app.js"),
        (Method::PATCH, "/console/i18n/de.json"),
    ];

    for (method, path) in cases {
        let case = format!("{method} {path}");

        // Act
        let response = app
            .client
            .request(method, format!("{}{path}", app.address))
            .send()
            .await
            .expect("sent");
        let headers = response.headers().clone();
        let reply = crate::helpers::Reply {
            status: response.status().as_u16(),
            content_type: headers["content-type"]
                .to_str()
                .unwrap_or_default()
                .to_owned(),
            headers: headers.clone(),
            text: String::new(),
            json: response.json().await.unwrap_or_default(),
        };

        // Assert
        assert_problem(&reply, 405, &case);
        assert_eq!(reply.json["type"], "/problems/method-not-allowed", "{case}");
        assert_eq!(headers["allow"], "GET, HEAD", "{case}");
    }
}

#[tokio::test]
async fn a_matching_etag_is_answered_with_304_and_a_changed_one_with_the_file() {
    // Arrange
    let app = spawn_app().await;
    let first = app.get("/console/console.css").await;
    let etag = first.headers["etag"].to_str().expect("ascii").to_owned();
    let url = format!("{}/console/console.css", app.address);

    // Act
    let same = app
        .client
        .get(&url)
        .header("if-none-match", &etag)
        .send()
        .await
        .expect("sent");
    let other = app
        .client
        .get(&url)
        .header("if-none-match", "\"0\"")
        .send()
        .await
        .expect("sent");

    // Assert
    assert_eq!(same.status(), 304);
    assert_eq!(same.headers()["etag"].to_str().unwrap(), etag);
    assert_strict_csp(same.headers(), "304");
    assert_eq!(other.status(), 200);
    assert_eq!(other.text().await.expect("read"), first.text);
}

#[tokio::test]
async fn the_csp_is_sent_with_the_console_only() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let health = app.get("/healthz").await;
    let score = app
        .score_hand(&serde_json::json!({ "hand": ["5H", "5S", "JD", "KC"], "starter": "8C" }))
        .await;
    let missing = app.get("/console/no-such-file.js").await;

    // Assert
    for (case, reply) in [("GET /healthz", &health), ("POST /v1/hands/score", &score)] {
        assert!(
            !reply.headers.contains_key(CSP),
            "{case} carries the console's CSP"
        );
    }
    assert_problem(&missing, 404, "an unknown console file");
}

#[tokio::test]
async fn the_console_is_not_part_of_the_api_spec() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let spec = app.get("/api-docs/openapi.json").await;

    // Assert
    let paths = spec.json["paths"].as_object().expect("the spec has paths");
    assert!(!paths.is_empty());
    for path in paths.keys() {
        assert!(
            path != "/" && !path.starts_with("/console"),
            "{path} is in the spec"
        );
    }
}

#[test]
fn references_are_resolved_against_the_file_that_makes_them() {
    let script = "import { t } from './i18n.js';\nimport x from '../cards.js';\nnew URL('./i18n/de.json', import.meta.url); const s = 'not a path';";
    assert_eq!(
        references("/console/views/hand.js", script),
        vec![
            "/console/views/i18n.js",
            "/console/cards.js",
            "/console/views/i18n/de.json"
        ]
    );
    let html =
        r##"<link href="/console/console.css"><a href="#hand"><script src="/console/app.js">"##;
    assert_eq!(
        references("/index.html", html),
        vec!["/console/console.css", "/console/app.js"]
    );
}

/// Every file of `console/` as the path it is served at (`index.html` at `/`), notes for
/// developers (`*.md`) aside.
fn console_files() -> BTreeSet<String> {
    fn walk(dir: &std::path::Path, prefix: &str, out: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).expect("console/ is readable") {
            let entry = entry.expect("a directory entry");
            let name = entry.file_name().to_string_lossy().into_owned();
            if entry.path().is_dir() {
                walk(&entry.path(), &format!("{prefix}{name}/"), out);
            } else if !name.ends_with(".md") {
                out.insert(format!("{prefix}{name}"));
            }
        }
    }
    let mut files = BTreeSet::new();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("console");
    walk(&root, "/console/", &mut files);
    files.remove("/console/index.html");
    files.insert("/".to_owned());
    files
}

#[tokio::test]
async fn every_file_in_the_console_folder_is_reachable_from_the_page_and_served() {
    // Arrange
    let app = spawn_app().await;

    // Act
    let crawled: BTreeSet<String> = crawl(&app).await.into_keys().collect();

    // Assert: no file is left unserved or unreferenced, and nothing referenced is missing.
    assert_eq!(crawled, console_files());
}
