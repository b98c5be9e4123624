//! The HTTP API's routes and handlers, and the bounds every API request passes through
//! ([`crate::bounds`]).

use std::sync::Arc;
use std::time::Instant;

use axum::extract::{DefaultBodyLimit, FromRequest, MatchedPath, Request, State};
use axum::http::header;
use axum::middleware::{self, Next};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::de::DeserializeOwned;

use crate::bounds::{self, Bounds};
use crate::error::ApiError;
use crate::request::{CheckManyRequest, CheckRequest, FormulateRequest};
use crate::service::Service;

/// The page at `/`: HTML, CSS and JavaScript in one file, no build step.
const PLAYGROUND: &str = include_str!("playground.html");

/// What every handler shares.
#[derive(Clone)]
pub(crate) struct App {
    pub(crate) service: Service,
    pub(crate) bounds: Arc<Bounds>,
}

/// The API and the page over `service`, bounded by `bounds`.
pub fn router(service: Service, bounds: Bounds) -> Router {
    let max_body = bounds.max_body_bytes;
    let app = App {
        service,
        bounds: Arc::new(bounds),
    };
    let api = Router::new()
        .route("/v1/check", post(check))
        .route("/v1/check_many", post(check_many))
        .route("/v1/formulate", post(formulate))
        .route_layer(middleware::from_fn_with_state(app.clone(), bounds::limit))
        .route("/metrics", get(metrics))
        .route_layer(middleware::from_fn_with_state(
            app.clone(),
            bounds::authorize,
        ));
    Router::new()
        .merge(api)
        .route("/", get(playground))
        .route("/healthz", get(healthz))
        .route("/openapi.json", get(openapi))
        .route_layer(middleware::from_fn_with_state(app.clone(), measure))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(DefaultBodyLimit::max(max_body))
        .with_state(app)
}

/// A JSON body, refused as an [`ApiError`] with its code when it is not the request.
pub(crate) struct Body<T>(pub(crate) T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, ApiError> {
        Json::<T>::from_request(request, state)
            .await
            .map(|Json(value)| Body(value))
            .map_err(ApiError::Body)
    }
}

async fn check(
    State(app): State<App>,
    Body(request): Body<CheckRequest>,
) -> Result<Response, ApiError> {
    Ok(Json(app.service.check(request).await?).into_response())
}

async fn check_many(
    State(app): State<App>,
    Body(request): Body<CheckManyRequest>,
) -> Result<Response, ApiError> {
    Ok(Json(app.service.check_many(request).await?).into_response())
}

async fn formulate(
    State(app): State<App>,
    Body(request): Body<FormulateRequest>,
) -> Result<Response, ApiError> {
    Ok(Json(app.service.formulate(request).await?).into_response())
}

async fn healthz() -> Json<serde_json::Value> {
    Json(serde_json::json!({ "status": "ok" }))
}

async fn metrics(State(app): State<App>) -> Response {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        app.service.render_metrics(),
    )
        .into_response()
}

async fn openapi() -> Json<serde_json::Value> {
    Json(crate::openapi::document())
}

async fn playground() -> Html<&'static str> {
    Html(PLAYGROUND)
}

async fn not_found(State(app): State<App>) -> ApiError {
    app.service
        .metrics()
        .request("other", "404", Default::default());
    ApiError::NotFound
}

async fn method_not_allowed() -> ApiError {
    ApiError::MethodNotAllowed
}

/// Counts every routed request by route and status, with its latency.
async fn measure(State(app): State<App>, request: Request, next: Next) -> Response {
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map(|p| p.as_str().to_string())
        .unwrap_or_else(|| "other".to_string());
    let started = Instant::now();
    let response = next.run(request).await;
    app.service
        .metrics()
        .request(&route, response.status().as_str(), started.elapsed());
    response
}
