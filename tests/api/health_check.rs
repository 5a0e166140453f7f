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
