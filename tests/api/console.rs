//! The console at `/`: served from the binary with the right types, a strict CSP, caching
//! validators, HEAD and 405; every file the page references is there; the first view fits its
//! budget, and so does each view loaded on demand; and the console stays out of the JSON API's
//! spec.

use std::collections::{BTreeMap, BTreeSet};

use reqwest::Method;

use crate::helpers::{TestApp, assert_problem, spawn_app};

/// The first view's budget, before compression: what a visit to the default view loads — the
/// page, its style and icon, its modules and what they import, and one language's strings (a
/// visit loads one table; a switch of language loads another on demand), the largest table
/// counting. A module imported on demand (`import('./views/game.js')`) is not part of it.
const FIRST_VIEW_BUDGET: usize = 150 * 1024;

/// The budget of each view loaded on demand, before compression: what opening it first loads
/// beyond the first view (its module, what that imports that the first view has not loaded, its
/// own strings in one language, the largest table counting).
const ON_DEMAND_BUDGET: usize = 64 * 1024;

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

/// How a file is loaded by the one that refers to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Load {
    /// With it: a stylesheet, icon or script of the page, a module it imports, a string table.
    WithIt,
    /// On demand: a module imported with `import('./views/game.js')`, when its view is opened.
    OnDemand,
}

/// Paths the text refers to: `href="/..."` and `src="/..."` in HTML, relative module imports
/// (static, and dynamic `import('./...')`, loaded on demand) and `new URL('./...',
/// import.meta.url)` in scripts, resolved against `base` (the file's path).
fn references(base: &str, text: &str) -> Vec<(String, Load)> {
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
                let load = if text[..start].trim_end().ends_with("import(") {
                    Load::OnDemand
                } else {
                    Load::WithIt
                };
                found.push((resolve(base, target), load));
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

/// A file reached from the page: its reply, and the files it refers to.
struct Crawled {
    reply: crate::helpers::Reply,
    references: Vec<(String, Load)>,
}

/// Every file reachable from the page, with its reply: the page, its stylesheet, icon and
/// scripts, every module they import (on demand too), and the string tables they load.
async fn crawl(app: &TestApp) -> BTreeMap<String, Crawled> {
    let mut seen = BTreeMap::new();
    let mut queue = vec!["/".to_owned()];
    while let Some(path) = queue.pop() {
        if seen.contains_key(&path) {
            continue;
        }
        let reply = app.get(&path).await;
        let base = if path == "/" { "/index.html" } else { &path };
        let references = if reply.status == 200 && !path.ends_with(".svg") {
            references(base, &reply.text)
        } else {
            Vec::new()
        };
        queue.extend(references.iter().map(|(path, _)| path.clone()));
        seen.insert(path, Crawled { reply, references });
    }
    seen
}

/// What loading `root` loads: it, and every file it refers to with it, transitively.
fn loaded_with(files: &BTreeMap<String, Crawled>, root: &str) -> BTreeSet<String> {
    let mut loaded = BTreeSet::new();
    let mut queue = vec![root.to_owned()];
    while let Some(path) = queue.pop() {
        if !loaded.insert(path.clone()) {
            continue;
        }
        if let Some(file) = files.get(&path) {
            queue.extend(
                file.references
                    .iter()
                    .filter(|(_, load)| *load == Load::WithIt)
                    .map(|(path, _)| path.clone()),
            );
        }
    }
    loaded
}

/// The bytes a visit loads of `paths`: every file, but of the string tables one language's, the
/// largest of each family counting (`i18n/en.json`, `de.json`, `pl.json` are one family;
/// `i18n/game.en.json` ... another).
fn weight(files: &BTreeMap<String, Crawled>, paths: &BTreeSet<String>) -> usize {
    let mut tables: BTreeMap<&str, usize> = BTreeMap::new();
    let mut total = 0;
    for path in paths {
        let size = files.get(path).map_or(0, |file| file.reply.text.len());
        match path.strip_prefix("/console/i18n/") {
            Some(name) => {
                // "game.pl.json" → "game.", "pl.json" → "".
                let family = name
                    .strip_suffix(".json")
                    .and_then(|stem| stem.rfind('.').map(|dot| &name[..=dot]))
                    .unwrap_or("");
                let largest = tables.entry(family).or_default();
                *largest = (*largest).max(size);
            }
            None => total += size,
        }
    }
    total + tables.values().sum::<usize>()
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
    for (path, Crawled { reply, .. }) in &files {
        assert_eq!(reply.status, 200, "{path}");
        assert_eq!(reply.content_type, expected_type(path), "{path}");
        assert_strict_csp(&reply.headers, path);
        assert!(!reply.text.is_empty(), "{path} is empty");
    }
}

#[tokio::test]
async fn the_first_view_fits_in_150_kb_before_compression_and_each_view_loaded_on_demand_in_its_own_budget()
 {
    // Arrange
    let app = spawn_app().await;

    // Act
    let files = crawl(&app).await;
    let first = loaded_with(&files, "/");
    let first_weight = weight(&files, &first);
    let on_demand: BTreeSet<&str> = files
        .values()
        .flat_map(|file| &file.references)
        .filter(|(_, load)| *load == Load::OnDemand)
        .map(|(path, _)| path.as_str())
        .collect();

    // Assert: the first view, with the largest of the page's string tables.
    let tables = first
        .iter()
        .filter(|path| path.starts_with("/console/i18n/"))
        .count();
    assert!(tables >= 3, "English, German and Polish: {first:?}");
    assert!(
        first_weight < FIRST_VIEW_BUDGET,
        "the console's first view weighs {first_weight} bytes, over {FIRST_VIEW_BUDGET}: {first:?}"
    );
    // The referee's views and the review load on demand, never with the first view.
    for view in [
        "/console/views/referee.js",
        "/console/views/game.js",
        "/console/views/review.js",
    ] {
        assert!(
            on_demand.contains(view),
            "{view} is not loaded on demand: {on_demand:?}"
        );
        assert!(
            !first.contains(view),
            "{view} is loaded with the first view"
        );
    }
    // Each view loaded on demand: what opening it first adds to the first view.
    let mut weights = Vec::new();
    for view in &on_demand {
        let added: BTreeSet<String> = loaded_with(&files, view)
            .difference(&first)
            .cloned()
            .collect();
        let size = weight(&files, &added);
        assert!(
            size < ON_DEMAND_BUDGET,
            "{view} loads {size} bytes on demand, over {ON_DEMAND_BUDGET}: {added:?}"
        );
        weights.push(format!("{view} {size}"));
    }
    eprintln!(
        "the first view: {first_weight} bytes of {FIRST_VIEW_BUDGET}; on demand (of {ON_DEMAND_BUDGET} each): {}",
        weights.join(", ")
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
fn references_are_resolved_against_the_file_that_makes_them_and_dynamic_imports_load_on_demand() {
    let script = "import { t } from './i18n.js';\nimport x from '../cards.js';\nnew URL('./i18n/de.json', import.meta.url); const s = 'not a path';\nconst VIEWS = { game: () => import('./views/game.js'), other: () => import( '../other.js') };";
    assert_eq!(
        references("/console/views/hand.js", script),
        vec![
            ("/console/views/i18n.js".to_owned(), Load::WithIt),
            ("/console/cards.js".to_owned(), Load::WithIt),
            ("/console/views/i18n/de.json".to_owned(), Load::WithIt),
            ("/console/views/views/game.js".to_owned(), Load::OnDemand),
            ("/console/other.js".to_owned(), Load::OnDemand),
        ]
    );
    let html =
        r##"<link href="/console/console.css"><a href="#hand"><script src="/console/app.js">"##;
    assert_eq!(
        references("/index.html", html),
        vec![
            ("/console/console.css".to_owned(), Load::WithIt),
            ("/console/app.js".to_owned(), Load::WithIt)
        ]
    );
}

#[test]
fn a_visit_weighs_one_table_of_each_family_of_strings() {
    let file = |text: &str, references: &[(&str, Load)]| Crawled {
        reply: crate::helpers::Reply {
            status: 200,
            content_type: String::new(),
            headers: reqwest::header::HeaderMap::new(),
            json: serde_json::Value::Null,
            text: text.to_owned(),
        },
        references: references
            .iter()
            .map(|(path, load)| ((*path).to_owned(), *load))
            .collect(),
    };
    let files: BTreeMap<String, Crawled> = [
        ("/", file("12345", &[("/console/app.js", Load::WithIt)])),
        (
            "/console/app.js",
            file(
                "123",
                &[
                    ("/console/i18n/en.json", Load::WithIt),
                    ("/console/i18n/pl.json", Load::WithIt),
                    ("/console/views/game.js", Load::OnDemand),
                ],
            ),
        ),
        ("/console/i18n/en.json", file("12", &[])),
        ("/console/i18n/pl.json", file("1234", &[])),
        (
            "/console/views/game.js",
            file(
                "1234567",
                &[
                    ("/console/app.js", Load::WithIt),
                    ("/console/i18n/game.en.json", Load::WithIt),
                    ("/console/i18n/game.pl.json", Load::WithIt),
                ],
            ),
        ),
        ("/console/i18n/game.en.json", file("1", &[])),
        ("/console/i18n/game.pl.json", file("123", &[])),
    ]
    .into_iter()
    .map(|(path, crawled)| (path.to_owned(), crawled))
    .collect();

    let first = loaded_with(&files, "/");
    assert_eq!(
        first.len(),
        4,
        "the page, app.js and the two tables: {first:?}"
    );
    assert_eq!(weight(&files, &first), 5 + 3 + 4);
    let game: BTreeSet<String> = loaded_with(&files, "/console/views/game.js")
        .difference(&first)
        .cloned()
        .collect();
    assert_eq!(
        weight(&files, &game),
        7 + 3,
        "game.js and its largest table"
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

    // Act: every file reachable, on demand too.
    let crawled: BTreeSet<String> = crawl(&app).await.into_keys().collect();

    // Assert: no file is left unserved or unreferenced, and nothing referenced is missing.
    assert_eq!(crawled, console_files());
}
