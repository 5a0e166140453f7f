//! The real binary under SIGTERM, on a keep-alive connection: answers close their connection
//! once shutdown has begun, so no connection is cut with a request on its way.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The binary on a free port; killed if the test fails half-way.
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
    let stderr = child.stderr.take().expect("stderr is piped");
    let mut lines = BufReader::new(stderr).lines();
    let marker = "listening on 127.0.0.1:";
    let port = loop {
        let line = lines
            .next()
            .expect("the server logs before it exits")
            .expect("a log line");
        if let Some(at) = line.find(marker) {
            break line[at + marker.len()..].trim().parse().expect("a port");
        }
    };
    std::thread::spawn(move || for _ in lines {});
    Server { child, port }
}

/// One response read off a keep-alive connection: its head (lower-cased) and body.
fn read_one(stream: &mut BufReader<TcpStream>) -> (String, String) {
    let mut head = String::new();
    loop {
        let mut line = String::new();
        stream.read_line(&mut line).expect("reads a header line");
        if line == "\r\n" || line.is_empty() {
            break;
        }
        head.push_str(&line.to_ascii_lowercase());
    }
    let length: usize = head
        .lines()
        .find_map(|line| line.strip_prefix("content-length:"))
        .and_then(|value| value.trim().parse().ok())
        .expect("a content-length");
    let mut body = vec![0; length];
    stream.read_exact(&mut body).expect("reads the body");
    (head, String::from_utf8(body).expect("a UTF-8 body"))
}

const REQUEST: &str = "POST /v1/hands/score HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n\
                       Content-Length: 51\r\n\r\n{\"hand\": [\"5H\", \"5S\", \"JD\", \"KC\"], \"starter\": \"8C\"}";

#[test]
fn after_sigterm_an_answer_on_a_keep_alive_connection_closes_it() {
    // Arrange: a keep-alive connection that has served one request.
    let mut server = start(&[("SHUTDOWN_DELAY", "2"), ("SHUTDOWN_TIMEOUT", "10")]);
    let stream = TcpStream::connect(("127.0.0.1", server.port)).expect("connects");
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .expect("a read timeout");
    let mut writer = stream.try_clone().expect("a second handle");
    let mut reader = BufReader::new(stream);
    writer.write_all(REQUEST.as_bytes()).expect("sends");
    let (before, _) = read_one(&mut reader);
    assert!(before.starts_with("http/1.1 200"), "{before}");
    assert!(!before.contains("connection: close"), "{before}");

    // Act: SIGTERM, then the next request on the same connection, within SHUTDOWN_DELAY.
    let signalled = Instant::now();
    let status = Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
    std::thread::sleep(Duration::from_millis(300));
    writer.write_all(REQUEST.as_bytes()).expect("sends again");
    let (during, body) = read_one(&mut reader);
    let mut rest = Vec::new();
    let after = reader.read_to_end(&mut rest);
    let exit = loop {
        if let Some(status) = server.child.try_wait().expect("waits") {
            break status;
        }
        assert!(
            signalled.elapsed() < Duration::from_secs(15),
            "the server did not exit"
        );
        std::thread::sleep(Duration::from_millis(50));
    };

    // Assert: answered in full, told to close, closed by the server, exit 0.
    assert!(during.starts_with("http/1.1 200"), "{during}");
    assert!(body.contains("\"total\":10"), "{body}");
    assert!(during.contains("connection: close"), "{during}");
    assert!(
        matches!(after, Ok(0)),
        "the server closed the connection: {after:?}"
    );
    assert!(exit.success(), "exit status {exit:?}");
}
