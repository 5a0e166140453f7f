//! The interactive docs (`/swagger-ui/`) and the spec (`/api-docs/openapi.json`).
//!
//! utoipa-swagger-ui registers both for GET alone, so HEAD (which RFC 9110 asks every
//! general-purpose server to support) and every other method fell through to a 404. Here the
//! same files answer HEAD, and any other method gets the API's own 405 with `Allow`.

use std::sync::Arc;

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, guard, web};
use utoipa::openapi::OpenApi;
use utoipa_swagger_ui::{Config, SwaggerUi};

use super::method_not_allowed;

/// Where the interactive docs live.
pub const SWAGGER_UI: &str = "/swagger-ui/{_:.*}";
/// Where the spec is served.
pub const OPENAPI_JSON: &str = "/api-docs/openapi.json";

/// Registers the docs and the spec for GET and HEAD, and 405 for the rest.
pub fn routes(cfg: &mut web::ServiceConfig, openapi: OpenApi) {
    let config = web::Data::new(Arc::new(Config::new([OPENAPI_JSON])));
    let spec = web::Data::new(openapi.clone());
    cfg.service(SwaggerUi::new(SWAGGER_UI).url(OPENAPI_JSON, openapi))
        .service(
            web::resource(SWAGGER_UI)
                .app_data(config)
                .route(web::route().guard(guard::Head()).to(head_swagger_ui))
                .default_service(web::to(|req: HttpRequest| async move {
                    method_not_allowed(&req, "GET, HEAD")
                })),
        )
        .service(
            web::resource(OPENAPI_JSON)
                .app_data(spec)
                .route(web::route().guard(guard::Head()).to(head_openapi))
                .default_service(web::to(|req: HttpRequest| async move {
                    method_not_allowed(&req, "GET, HEAD")
                })),
        );
}

/// The headers GET would send for the same file (actix sends no body to HEAD).
async fn head_swagger_ui(
    tail: web::Path<String>,
    config: web::Data<Arc<Config<'static>>>,
) -> HttpResponse {
    match utoipa_swagger_ui::serve(&tail, Arc::clone(&config)) {
        Ok(Some(file)) => {
            let mut response = HttpResponse::Ok();
            if file.gzpipped {
                response.insert_header((header::CONTENT_ENCODING, "gzip"));
            }
            response
                .content_type(file.content_type)
                .body(file.bytes.to_vec())
        }
        Ok(None) | Err(_) => HttpResponse::NotFound().finish(),
    }
}

async fn head_openapi(spec: web::Data<OpenApi>) -> HttpResponse {
    HttpResponse::Ok().json(spec.as_ref())
}
