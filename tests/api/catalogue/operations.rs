//! The GET-only operational paths (a wrong method), the problem pages, and unknown paths.

use reqwest::Method;

use super::*;

/// Every bad request to this resource, each with the answer it must get.
pub(super) fn rows() -> Vec<Row> {
    vec![
        post("healthz: POST", HEALTHZ, hand().to_string(), 405, &[]).allow("GET, HEAD"),
        bare("healthz: PUT", Method::PUT, HEALTHZ, 405).allow("GET, HEAD"),
        bare("healthz: OPTIONS", Method::OPTIONS, HEALTHZ, 405).allow("GET, HEAD"),
        bare("readyz: POST", Method::POST, READYZ, 405).allow("GET, HEAD"),
        bare("readyz: DELETE", Method::DELETE, READYZ, 405).allow("GET, HEAD"),
        bare("metrics: POST", Method::POST, METRICS, 405).allow("GET, HEAD"),
        bare("metrics: PATCH", Method::PATCH, METRICS, 405).allow("GET, HEAD"),
        bare(
            "problems: POST to a problem kind's page",
            Method::POST,
            "/problems/invalid-input",
            405,
        )
        .allow("GET, HEAD"),
        bare(
            "problems: an unknown kind",
            Method::GET,
            "/problems/no-such-kind",
            404,
        ),
        bare("problems: no kind", Method::GET, "/problems/", 404),
        // -------------------------------------------------------------------------- unknown paths
        bare("unknown: GET /index.html", Method::GET, "/index.html", 404),
        bare("unknown: GET /nope", Method::GET, "/nope", 404),
        bare("unknown: DELETE /nope", Method::DELETE, "/nope", 404),
        post(
            "unknown: POST /v1/hands/scores",
            "/v1/hands/scores",
            hand().to_string(),
            404,
            &[],
        ),
        post(
            "unknown: POST /v1/hands/score/ (trailing slash)",
            "/v1/hands/score/",
            hand().to_string(),
            404,
            &[],
        ),
        post(
            "unknown: POST /V1/HANDS/SCORE (case)",
            "/V1/HANDS/SCORE",
            hand().to_string(),
            404,
            &[],
        ),
        post(
            "unknown: POST /v2/hands/score",
            "/v2/hands/score",
            hand().to_string(),
            404,
            &[],
        ),
        bare("unknown: GET /v1", Method::GET, "/v1", 404),
    ]
}
