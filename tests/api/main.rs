//! Integration tests: a real server on a free loopback port, driven over HTTP with reqwest; the
//! parsers' fuzz regressions; and the workspace's layout (`layout`), which reads every crate's
//! sources.

mod advice;
mod catalogue;
mod compression;
mod console;
mod discards;
mod draining;
mod error_handling;
mod fuzz_regressions;
mod hands;
mod health_check;
mod helpers;
mod language;
mod layout;
mod levels;
mod nested_objects;
mod openapi;
mod operations;
mod overload;
mod pegging;
mod people_words;
mod position;
mod review;
mod rounds;
mod rulebooks;
mod shutdown;
