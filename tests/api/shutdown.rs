//! The real binary under SIGTERM: readiness flips at once, requests in flight finish, exit 0.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The binary, started on a free port; killed if the test fails half-way.
struct Server {
    child: Child,
    port: u16,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(envs: &[(&str, &str)]) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cribbage-api"))
        .env_clear()
        .env("HOST", "127.0.0.1")
        .env("PORT", "0")
        .env("RUST_LOG", "info")
        .envs(envs.iter().copied())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    // The log says where it listens.
    let stderr = child.stderr.take().expect("stderr is piped");
    let mut lines = BufReader::new(stderr).lines();
    let port = loop {
        let line = lines
            .next()
            .expect("the server logs before it exits")
            .expect("a log line");
        if let Some(at) = line.find("listening on 127.0.0.1:") {
            break line[at + "listening on 127.0.0.1:".len()..]
                .trim()
                .parse()
                .expect("a port");
        }
    };
    // Keep draining the log so the server never blocks on a full pipe.
    std::thread::spawn(move || for _ in lines {});
    Server { child, port }
}

fn sigterm(server: &Server) {
    let status = Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
}

/// Sends a whole request on a new connection and returns the status line and body.
fn request(port: u16, raw: &str) -> (String, String) {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connects");
    stream.write_all(raw.as_bytes()).expect("sends");
    read_response(stream)
}

fn read_response(mut stream: TcpStream) -> (String, String) {
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .expect("a read timeout");
    let mut text = String::new();
    stream
        .read_to_string(&mut text)
        .expect("reads the response");
    let status = text.lines().next().unwrap_or_default().to_owned();
    let body = text.split("\r\n\r\n").nth(1).unwrap_or_default().to_owned();
    (status, body)
}

const BODY: &str = r#"{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C"}"#;

#[test]
fn sigterm_turns_readyz_503_lets_the_request_in_flight_finish_and_exits_0() {
    // Arrange: a request whose body is still on its way when SIGTERM arrives.
    let mut server = start(&[("SHUTDOWN_DELAY", "1"), ("SHUTDOWN_TIMEOUT", "10")]);
    let (ready, _) = request(
        server.port,
        "GET /readyz HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
    );
    assert!(ready.contains(" 200 "), "ready before shutdown: {ready}");
    let mut in_flight = TcpStream::connect(("127.0.0.1", server.port)).expect("connects");
    let head = format!(
        "POST /v1/hands/score HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        BODY.len()
    );
    in_flight
        .write_all(head.as_bytes())
        .expect("sends the head");
    in_flight
        .write_all(&BODY.as_bytes()[..10])
        .expect("sends part of the body");
    std::thread::sleep(Duration::from_millis(200));

    // Act
    let signalled = Instant::now();
    sigterm(&server);
    std::thread::sleep(Duration::from_millis(300));
    let (not_ready, problem) = request(
        server.port,
        "GET /readyz HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
    );
    in_flight
        .write_all(&BODY.as_bytes()[10..])
        .expect("sends the rest of the body");
    let (status, body) = read_response(in_flight);
    let exit = loop {
        if let Some(status) = server.child.try_wait().expect("waits") {
            break status;
        }
        assert!(
            signalled.elapsed() < Duration::from_secs(10),
            "the server did not exit within the shutdown timeout"
        );
        std::thread::sleep(Duration::from_millis(50));
    };

    // Assert
    assert!(
        not_ready.contains(" 503 "),
        "readyz during shutdown: {not_ready}"
    );
    assert!(problem.contains("/problems/unavailable"), "{problem}");
    assert!(
        status.contains(" 200 "),
        "the request in flight: {status} {body}"
    );
    let json: serde_json::Value = serde_json::from_str(&body).expect("a JSON answer");
    assert_eq!(json["total"], 10);
    assert!(exit.success(), "exit status {exit:?}");
}

#[test]
fn invalid_configuration_stops_the_process_with_one_line_and_a_non_zero_exit() {
    // Arrange / Act
    let output = Command::new(env!("CARGO_BIN_EXE_cribbage-api"))
        .env_clear()
        .env("PORT", "eighty")
        .output()
        .expect("the binary runs");

    // Assert
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("PORT"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}
