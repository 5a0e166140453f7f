use crate::helpers::spawn_app;

#[tokio::test]
async fn healthz_answers_200_ok() {
    let app = spawn_app().await;

    let reply = app.get("/healthz").await;

    assert_eq!(reply.status, 200);
    assert_eq!(reply.json["status"], "ok");
}

#[tokio::test]
async fn readyz_answers_200_ready() {
    let app = spawn_app().await;

    let reply = app.get("/readyz").await;

    assert_eq!(reply.status, 200);
    assert_eq!(reply.json["status"], "ready");
}

#[tokio::test]
async fn swagger_ui_is_served() {
    let app = spawn_app().await;

    let reply = app.get("/swagger-ui/").await;

    assert_eq!(reply.status, 200);
    assert!(
        reply.content_type.starts_with("text/html"),
        "{}",
        reply.content_type
    );
    assert!(reply.text.contains("swagger"), "{}", reply.text);
}

#[tokio::test]
async fn operational_paths_answer_head_and_refuse_other_methods_with_405() {
    // Arrange
    let app = spawn_app().await;

    for path in ["/healthz", "/readyz", "/metrics"] {
        // Act
        let head = app
            .client
            .head(format!("{}{path}", app.address))
            .send()
            .await
            .expect("sent");
        let post = app
            .client
            .post(format!("{}{path}", app.address))
            .send()
            .await
            .expect("sent");

        // Assert
        assert_eq!(head.status(), 200, "HEAD {path}");
        assert_eq!(post.status(), 405, "POST {path}");
        assert_eq!(post.headers()["allow"], "GET, HEAD", "POST {path}");
        assert_eq!(
            post.headers()["content-type"],
            "application/problem+json",
            "POST {path}"
        );
    }
}

#[tokio::test]
async fn the_docs_and_the_spec_answer_head_and_refuse_other_methods_with_405() {
    // Arrange
    let app = spawn_app().await;

    for path in [
        "/swagger-ui/",
        "/swagger-ui/swagger-ui.css",
        "/api-docs/openapi.json",
    ] {
        // Act
        let get = app.get(path).await;
        let head = app
            .client
            .head(format!("{}{path}", app.address))
            .send()
            .await
            .expect("sent");
        let post = app
            .client
            .post(format!("{}{path}", app.address))
            .send()
            .await
            .expect("sent");

        // Assert: HEAD sends GET's headers without a body; anything else is the API's 405.
        assert_eq!(get.status, 200, "GET {path}");
        assert_eq!(head.status(), 200, "HEAD {path}");
        assert_eq!(
            head.headers()[reqwest::header::CONTENT_TYPE].to_str().ok(),
            Some(get.content_type.as_str()),
            "HEAD {path}"
        );
        assert_eq!(head.bytes().await.expect("read").len(), 0, "HEAD {path}");
        assert_eq!(post.status(), 405, "POST {path}");
        assert_eq!(
            post.headers()[reqwest::header::ALLOW].to_str().ok(),
            Some("GET, HEAD"),
            "POST {path}"
        );
        assert_eq!(
            post.headers()[reqwest::header::CONTENT_TYPE].to_str().ok(),
            Some("application/problem+json")
        );
    }
}
