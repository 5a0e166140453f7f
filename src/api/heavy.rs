//! Heavy answers: computed and written on the compute pool ([`crate::compute`]), so the I/O
//! workers stay free for probes and cheap answers while advice is worked out.

use super::json::{json_body, json_bytes};
use super::language::content_language;
use super::problem::ApiError;
use crate::compute::{Compute, Refusal, Work};
use crate::domain::language::Language;
use actix_web::HttpResponse;

/// The 200 answer of `job`, worked out and written as JSON on the pool (`job` ends with
/// [`json`] of its answer, which may borrow what it computed), or the refusal it found; a 503 (overloaded, with
/// `Retry-After`) when the pool cannot start it within the queue time. The request is parsed
/// and checked before this, on the I/O worker, so input problems never wait in line.
pub async fn answer<F>(compute: &Compute, work: Work, job: F) -> Result<HttpResponse, ApiError>
where
    F: FnOnce() -> Result<Vec<u8>, ApiError> + Send + 'static,
{
    Ok(json_body(
        HttpResponse::Ok(),
        run(compute, work, job).await?,
    ))
}

/// [`answer`] for an answer with sentences in `language`: it says so in `Content-Language`
/// (and `Vary: Accept-Language`).
pub async fn answer_in<F>(
    compute: &Compute,
    work: Work,
    language: Language,
    job: F,
) -> Result<HttpResponse, ApiError>
where
    F: FnOnce() -> Result<Vec<u8>, ApiError> + Send + 'static,
{
    let body = run(compute, work, job).await?;
    Ok(json_body(
        content_language(HttpResponse::Ok(), language),
        body,
    ))
}

/// `job`'s JSON, worked out on the pool.
async fn run<F>(compute: &Compute, work: Work, job: F) -> Result<Vec<u8>, ApiError>
where
    F: FnOnce() -> Result<Vec<u8>, ApiError> + Send + 'static,
{
    compute
        .run(work, job)
        .await
        .map_err(|refusal| match refusal {
            Refusal::Busy | Refusal::Waited => ApiError::Overloaded {
                queue_time: compute.queue_time(),
            },
            Refusal::Failed => ApiError::Internal,
        })?
}

/// `value` written as the answer's JSON; none of the API's answers can fail to be, so a
/// failure is a defect (500).
pub fn json<T: serde::Serialize>(value: &T) -> Result<Vec<u8>, ApiError> {
    json_bytes(value).map_err(|_| ApiError::Internal)
}
