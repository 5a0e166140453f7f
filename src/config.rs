//! Configuration from environment variables, with defaults that suit a container.

use std::time::Duration;

/// Everything the service reads from its environment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// `HOST`: the address to listen on (default `0.0.0.0`).
    pub host: String,
    /// `PORT`: the port to listen on (default 8080; 0 picks a free one).
    pub port: u16,
    /// `WORKERS`: worker threads (default: one per available core).
    pub workers: usize,
    /// `MAX_BODY_BYTES`: the largest request body accepted (default 16384).
    pub max_body_bytes: usize,
    /// `SHUTDOWN_TIMEOUT`: seconds in-flight requests get to finish after SIGTERM (default 25,
    /// below Kubernetes' default 30 s grace period).
    pub shutdown_timeout: Duration,
    /// `KEEP_ALIVE`: seconds an idle keep-alive connection is kept open (default 5).
    pub keep_alive: Duration,
    /// `CLIENT_REQUEST_TIMEOUT`: milliseconds a client gets to send its request head, and again
    /// its body (default 5000). Slower clients are cut off with 408.
    pub client_request_timeout: Duration,
    /// `SHUTDOWN_DELAY`: seconds between SIGTERM and closing the listener, while `/readyz`
    /// already answers 503, so load balancers stop sending traffic first (default 0).
    pub shutdown_delay: Duration,
    /// `CORS_ALLOWED_ORIGINS`: comma-separated origins browsers may call from, or `*` for any
    /// (default none: no CORS headers).
    pub cors_allowed_origins: Vec<String>,
    /// `COMPUTE_THREADS`: threads computing heavy advice, off the I/O workers (default: one per
    /// available core; in a container, the CPU limit rounded up, as Rust reads it from the
    /// cgroup).
    pub compute_threads: usize,
    /// `COMPUTE_QUEUE_MS`: the longest a heavy request may wait for a compute thread; one that
    /// would wait longer is refused at once with 503 and `Retry-After` (default 100).
    pub compute_queue: Duration,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            host: "0.0.0.0".to_owned(),
            port: 8080,
            workers: std::thread::available_parallelism().map_or(1, usize::from),
            max_body_bytes: 16 * 1024,
            shutdown_timeout: Duration::from_secs(25),
            keep_alive: Duration::from_secs(5),
            client_request_timeout: Duration::from_millis(5000),
            shutdown_delay: Duration::ZERO,
            cors_allowed_origins: Vec::new(),
            compute_threads: std::thread::available_parallelism().map_or(1, usize::from),
            compute_queue: Duration::from_millis(100),
        }
    }
}

/// A variable that is set but cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid {name}={value:?}: {expected}")]
pub struct ConfigError {
    /// The variable.
    pub name: &'static str,
    /// Its value.
    pub value: String,
    /// What it should be.
    pub expected: &'static str,
}

impl Settings {
    /// Reads the process environment.
    pub fn from_env() -> Result<Settings, ConfigError> {
        Settings::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads settings through `lookup` (the environment, or a map in tests).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Settings, ConfigError> {
        let defaults = Settings::default();
        let read = |name: &'static str, expected: &'static str, valid: &dyn Fn(u64) -> bool| {
            lookup(name)
                .map(|value| match value.trim().parse::<u64>() {
                    Ok(n) if valid(n) => Ok(n),
                    _ => Err(ConfigError {
                        name,
                        value,
                        expected,
                    }),
                })
                .transpose()
        };
        let host = match lookup("HOST") {
            Some(host) if host.trim().is_empty() => {
                return Err(ConfigError {
                    name: "HOST",
                    value: host,
                    expected: "an address to listen on, such as 0.0.0.0 or 127.0.0.1",
                });
            }
            Some(host) => host.trim().to_owned(),
            None => defaults.host,
        };
        let port = read("PORT", "a port number from 0 to 65535", &|n| n <= 65535)?;
        let workers = read(
            "WORKERS",
            "a number of worker threads from 1 to 1024",
            &|n| (1..=1024).contains(&n),
        )?;
        let body = read(
            "MAX_BODY_BYTES",
            "a size in bytes from 1024 to 16777216",
            &|n| (1024..=16 << 20).contains(&n),
        )?;
        let shutdown = read("SHUTDOWN_TIMEOUT", "whole seconds from 0 to 3600", &|n| {
            n <= 3600
        })?;
        let keep_alive = read("KEEP_ALIVE", "whole seconds from 0 to 3600", &|n| n <= 3600)?;
        let request_timeout = read(
            "CLIENT_REQUEST_TIMEOUT",
            "milliseconds from 0 to 600000",
            &|n| n <= 600_000,
        )?;
        let delay = read("SHUTDOWN_DELAY", "whole seconds from 0 to 600", &|n| {
            n <= 600
        })?;
        let origins = cors_origins(lookup("CORS_ALLOWED_ORIGINS"))?;
        let compute_threads = read(
            "COMPUTE_THREADS",
            "a number of compute threads from 1 to 1024",
            &|n| (1..=1024).contains(&n),
        )?;
        let compute_queue = read("COMPUTE_QUEUE_MS", "milliseconds from 1 to 60000", &|n| {
            (1..=60_000).contains(&n)
        })?;
        Ok(Settings {
            host,
            port: port.map_or(defaults.port, |n| n as u16),
            workers: workers.map_or(defaults.workers, |n| n as usize),
            max_body_bytes: body.map_or(defaults.max_body_bytes, |n| n as usize),
            shutdown_timeout: shutdown.map_or(defaults.shutdown_timeout, Duration::from_secs),
            keep_alive: keep_alive.map_or(defaults.keep_alive, Duration::from_secs),
            client_request_timeout: request_timeout
                .map_or(defaults.client_request_timeout, Duration::from_millis),
            shutdown_delay: delay.map_or(defaults.shutdown_delay, Duration::from_secs),
            cors_allowed_origins: origins,
            compute_threads: compute_threads.map_or(defaults.compute_threads, |n| n as usize),
            compute_queue: compute_queue.map_or(defaults.compute_queue, Duration::from_millis),
        })
    }
}

/// `CORS_ALLOWED_ORIGINS`: comma-separated origins (scheme and host, no path), or `*`.
fn cors_origins(value: Option<String>) -> Result<Vec<String>, ConfigError> {
    let Some(value) = value else {
        return Ok(Vec::new());
    };
    let origins: Vec<String> = value
        .split(',')
        .map(str::trim)
        .filter(|o| !o.is_empty())
        .map(str::to_owned)
        .collect();
    let valid = |o: &String| {
        o == "*"
            || ((o.starts_with("https://") || o.starts_with("http://"))
                && !o.ends_with('/')
                && !o.contains(char::is_whitespace))
    };
    if origins.iter().all(valid) {
        Ok(origins)
    } else {
        Err(ConfigError {
            name: "CORS_ALLOWED_ORIGINS",
            value,
            expected: "comma-separated origins such as https://example.org (no path, no trailing slash), or *",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn settings(vars: &[(&str, &str)]) -> Result<Settings, ConfigError> {
        let map: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        Settings::from_lookup(|name| map.get(name).cloned())
    }

    #[test]
    fn an_empty_environment_gives_the_defaults() {
        assert_eq!(settings(&[]), Ok(Settings::default()));
        let defaults = Settings::default();
        assert_eq!((defaults.host.as_str(), defaults.port), ("0.0.0.0", 8080));
        assert_eq!(defaults.max_body_bytes, 16384);
        assert_eq!(defaults.compute_queue, Duration::from_millis(100));
        assert!(defaults.compute_threads >= 1);
    }

    #[test]
    fn variables_override_the_defaults() {
        let s = settings(&[
            ("HOST", "127.0.0.1"),
            ("PORT", "9000"),
            ("WORKERS", "3"),
            ("MAX_BODY_BYTES", "32768"),
            ("SHUTDOWN_TIMEOUT", "10"),
            ("SHUTDOWN_DELAY", "2"),
            ("COMPUTE_THREADS", "3"),
            ("COMPUTE_QUEUE_MS", "250"),
            (
                "CORS_ALLOWED_ORIGINS",
                "https://a.example, http://localhost:3000",
            ),
        ])
        .unwrap();
        assert_eq!(s.shutdown_delay, Duration::from_secs(2));
        assert_eq!(
            s.cors_allowed_origins,
            ["https://a.example", "http://localhost:3000"]
        );
        assert_eq!((s.host.as_str(), s.port, s.workers), ("127.0.0.1", 9000, 3));
        assert_eq!(s.max_body_bytes, 32768);
        assert_eq!(s.shutdown_timeout, Duration::from_secs(10));
        assert_eq!(s.compute_threads, 3);
        assert_eq!(s.compute_queue, Duration::from_millis(250));
    }

    #[test]
    fn invalid_values_are_named_in_a_one_line_error() {
        let cases = [
            ("PORT", "http"),
            ("PORT", "70000"),
            ("WORKERS", "0"),
            ("MAX_BODY_BYTES", "-1"),
            ("SHUTDOWN_TIMEOUT", "5s"),
            ("SHUTDOWN_DELAY", "-3"),
            ("COMPUTE_THREADS", "0"),
            ("COMPUTE_QUEUE_MS", "0"),
            ("COMPUTE_QUEUE_MS", "100ms"),
            ("CORS_ALLOWED_ORIGINS", "example.org"),
            ("CORS_ALLOWED_ORIGINS", "https://example.org/"),
            ("HOST", " "),
        ];
        for (name, value) in cases {
            let err = settings(&[(name, value)]).unwrap_err();
            assert_eq!(err.name, name, "{name}={value}");
            let text = err.to_string();
            assert!(text.starts_with(&format!("invalid {name}=")), "{text}");
            assert!(!text.contains('\n'), "{text}");
        }
    }
}
