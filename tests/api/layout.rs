//! The house limits on the source layout (issue "One home for every rule"): no source file of any
//! crate over 600 lines, generated tables aside (they say so in their header and are regenerated
//! by an example, never edited); the domain's modules in layers, no circle of uses among them
//! (issue #20): the shared checks and the languages at the bottom; and no
//! circle between any two files of the domain either, a module and its own children aside.
//! Function length is clippy's `too_many_lines` (clippy.toml).
//!
//! "The domain" is the rules crate and the strategy crate together: the strategy re-exports the
//! rules under their own names, so `crate::card` in either crate names the same module, and the
//! two `src/` directories are read as one tree of modules.

use std::fs;
use std::path::{Path, PathBuf};

const MAX_LINES: usize = 600;

/// The workspace's root (this test belongs to the service crate, which sits there).
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The domain's source roots: the rules crate's and the strategy crate's `src/`.
fn domain_roots() -> [PathBuf; 2] {
    [
        root().join("crates/cribbage-rules/src"),
        root().join("crates/cribbage-strategy/src"),
    ]
}

/// Every domain source, with the `src/` it sits under.
fn domain_sources() -> Vec<(PathBuf, PathBuf)> {
    let mut pairs = Vec::new();
    for src in domain_roots() {
        let mut files = Vec::new();
        sources(&src, &mut files);
        pairs.extend(files.into_iter().map(|file| (src.clone(), file)));
    }
    pairs
}

fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

#[test]
fn no_source_file_is_over_600_lines_except_generated_tables() {
    let mut files = Vec::new();
    sources(&root().join("src"), &mut files);
    for entry in fs::read_dir(root().join("crates")).expect("crates/ is readable") {
        sources(&entry.expect("a crate").path().join("src"), &mut files);
    }
    assert!(files.len() > 100, "only {} files found", files.len());
    let too_long: Vec<String> = files
        .iter()
        .filter_map(|path| {
            let text = fs::read_to_string(path).expect("a source file is UTF-8");
            let generated = text
                .lines()
                .take(12)
                .any(|line| line.contains("Generated: do not edit"));
            let lines = text.lines().count();
            (!generated && lines > MAX_LINES).then(|| format!("{} ({lines})", path.display()))
        })
        .collect();
    assert!(too_long.is_empty(), "over {MAX_LINES} lines: {too_long:?}");
}

/// The top-level module of the domain that `path` (under `domain`, a crate's `src/`) belongs to,
/// and how many `super::` reach the crate's root from it.
fn domain_module(domain: &Path, path: &Path) -> Option<(String, usize)> {
    let parts: Vec<String> = path
        .strip_prefix(domain)
        .ok()?
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    let top = parts.first()?.trim_end_matches(".rs").to_owned();
    if top == "lib" {
        return None;
    }
    let nested = parts.len() - usize::from(parts.last().is_some_and(|last| last == "mod.rs"));
    Some((top, nested))
}

/// The domain modules a source names: `crate::x` anywhere, and `super::...::x` (or a `{x, y}`
/// group) where the `super`s climb to the crate's root. Comments and test modules aside.
fn named_modules(text: &str, supers: usize) -> Vec<String> {
    let code: String = text
        .split("#[cfg(test)]")
        .next()
        .unwrap_or_default()
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let ident = |rest: &str| -> String {
        rest.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut named: Vec<String> = code
        .match_indices("crate::")
        .map(|(at, found)| ident(&code[at + found.len()..]))
        .collect();
    let climb = "super::".repeat(supers);
    for (at, found) in code.match_indices(&climb) {
        let before = &code[..at];
        if before.ends_with("super::") {
            continue;
        }
        let rest = &code[at + found.len()..];
        if rest.starts_with("super::") {
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            let group = group.split('}').next().unwrap_or_default();
            named.extend(group.split(',').map(|name| ident(name.trim())));
        } else {
            named.push(ident(rest));
        }
    }
    named
}

#[test]
fn the_domain_modules_depend_on_each_other_one_way() {
    let files = domain_sources();
    let modules: std::collections::BTreeSet<String> = files
        .iter()
        .filter_map(|(domain, path)| domain_module(domain, path).map(|(top, _)| top))
        .collect();
    assert!(modules.len() > 10, "only {} modules found", modules.len());
    let mut uses: std::collections::BTreeMap<String, std::collections::BTreeSet<String>> =
        std::collections::BTreeMap::new();
    for (domain, path) in &files {
        let Some((top, nested)) = domain_module(domain, path) else {
            continue;
        };
        let text = fs::read_to_string(path).expect("a source file is UTF-8");
        let named = named_modules(&text, nested + 1);
        let entry = uses.entry(top.clone()).or_default();
        entry.extend(
            named
                .into_iter()
                .filter(|name| *name != top && modules.contains(name)),
        );
    }
    // Each module's refusals wrap the ones below it: a round's the play's, the play's the
    // shared checks'. The words sit in their own crate on top, which cargo keeps one way.
    assert!(uses["round"].contains("pegging"), "{uses:?}");
    assert!(uses["pegging"].contains("input"), "{uses:?}");
    // A module depends on another if a chain of uses leads there; none may lead back to itself.
    for start in &modules {
        let mut seen = std::collections::BTreeSet::new();
        let mut stack: Vec<(String, Vec<String>)> = vec![(start.clone(), vec![start.clone()])];
        while let Some((module, chain)) = stack.pop() {
            for next in uses.get(&module).into_iter().flatten() {
                assert!(
                    next != start,
                    "a dependency circle: {} -> {next}",
                    chain.join(" -> ")
                );
                if seen.insert(next.clone()) {
                    let mut longer = chain.clone();
                    longer.push(next.clone());
                    stack.push((next.clone(), longer));
                }
            }
        }
    }
}

/// A source's code without comments and without its test module.
fn code_of(text: &str) -> String {
    text.split("#[cfg(test)]")
        .next()
        .unwrap_or_default()
        .lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every path a source names from `crate::`, `super::` or `self::`, `{a, b::c}` groups expanded,
/// each as its segments (an `as` renaming dropped).
fn named_paths(code: &str) -> Vec<Vec<String>> {
    let bytes = code.as_bytes();
    let mut found = Vec::new();
    for start in ["crate::", "super::", "self::"] {
        for (at, _) in code.match_indices(start) {
            let before = at.checked_sub(1).map(|i| bytes[i] as char);
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let mut depth = 0usize;
            let mut end = at;
            for (i, c) in code[at..].char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    c if c.is_alphanumeric() || c == '_' || c == ':' => {}
                    ',' | ' ' | '\n' | '*' if depth > 0 => {}
                    _ => break,
                }
                end = at + i + c.len_utf8();
            }
            found.extend(expand(&code[at..end]));
        }
    }
    found
        .into_iter()
        .map(|path| {
            path.split("::")
                .map(|segment| {
                    let segment = segment.trim();
                    segment
                        .split(" as ")
                        .next()
                        .unwrap_or_default()
                        .trim()
                        .to_owned()
                })
                .filter(|segment| !segment.is_empty())
                .collect()
        })
        .collect()
}

/// `a::{b, c::{d, e}}` as `a::b`, `a::c::d`, `a::c::e`.
fn expand(path: &str) -> Vec<String> {
    let Some(open) = path.find('{') else {
        return vec![path.to_owned()];
    };
    let mut depth = 0;
    let mut close = path.len();
    for (i, c) in path[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    close = open + i;
                    break;
                }
            }
            _ => {}
        }
    }
    let (prefix, inner) = (&path[..open], &path[open + 1..close.min(path.len())]);
    let mut parts = Vec::new();
    let (mut depth, mut part) = (0, String::new());
    for c in inner.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(std::mem::take(&mut part));
                continue;
            }
            _ => {}
        }
        part.push(c);
    }
    parts.push(part);
    parts
        .iter()
        .map(|part| part.trim())
        .filter(|part| !part.is_empty())
        .flat_map(|part| expand(&format!("{prefix}{part}")))
        .collect()
}

#[test]
fn no_circle_of_uses_between_files_of_the_domain() {
    let files: Vec<(PathBuf, PathBuf)> = domain_sources()
        .into_iter()
        .filter(|(src, path)| *path != src.join("lib.rs"))
        .collect();
    // Each file's module path under its crate's root: `round/deal` for round/deal/mod.rs.
    let module_of = |domain: &Path, path: &Path| -> Vec<String> {
        let mut parts: Vec<String> = path
            .strip_prefix(domain)
            .expect("under a crate's src/")
            .iter()
            .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_owned())
            .collect();
        if parts.last().is_some_and(|last| last == "mod") {
            parts.pop();
        }
        parts
    };
    let modules: std::collections::BTreeSet<Vec<String>> =
        files.iter().map(|(d, p)| module_of(d, p)).collect();
    let resolve = |here: &[String], path: &[String]| -> Option<Vec<String>> {
        let (mut base, mut rest) = match path.first()?.as_str() {
            "crate" => (Vec::new(), &path[1..]),
            "self" => (here.to_vec(), &path[1..]),
            "super" => (here.to_vec(), path),
            _ => return None,
        };
        while rest.first().is_some_and(|s| s == "super") {
            base.pop();
            rest = &rest[1..];
        }
        (0..=rest.len()).rev().find_map(|k| {
            let mut candidate = base.clone();
            candidate.extend_from_slice(&rest[..k]);
            modules.contains(&candidate).then_some(candidate)
        })
    };
    // A module and its own children may use each other (a parent declares, a child climbs);
    // every other use is an edge.
    let within = |a: &[String], b: &[String]| a.len() < b.len() && b.starts_with(a);
    let mut uses =
        std::collections::BTreeMap::<Vec<String>, std::collections::BTreeSet<Vec<String>>>::new();
    for (domain, path) in &files {
        let here = module_of(domain, path);
        let code = code_of(&fs::read_to_string(path).expect("a source file is UTF-8"));
        let named = named_paths(&code)
            .into_iter()
            .filter_map(|p| resolve(&here, &p))
            .filter(|to| *to != here && !within(&here, to) && !within(to, &here))
            .collect();
        uses.insert(here, named);
    }
    assert!(
        uses.values()
            .map(std::collections::BTreeSet::len)
            .sum::<usize>()
            > 200,
        "the uses were not read"
    );
    let reach = |from: &Vec<String>| {
        let mut seen = std::collections::BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(module) = stack.pop() {
            for next in uses.get(&module).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reached: std::collections::BTreeMap<_, _> =
        uses.keys().map(|m| (m.clone(), reach(m))).collect();
    let mut circles: Vec<Vec<String>> = Vec::new();
    for (module, seen) in &reached {
        if !seen.contains(module) {
            continue;
        }
        let mut circle: Vec<String> = seen
            .iter()
            .filter(|other| reached[*other].contains(module))
            .map(|m| m.join("/"))
            .collect();
        circle.sort();
        if !circles.contains(&circle) {
            circles.push(circle);
        }
    }
    circles.sort();
    assert!(
        circles.is_empty(),
        "circles of uses between files of the domain (a module and its own children aside): {circles:?}"
    );
}
