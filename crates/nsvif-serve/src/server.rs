//! [`serve`]: the HTTP server's life: bind, answer, and on SIGTERM or Ctrl-C stop taking
//! connections and let the requests in flight finish (for at most a grace period).

use std::future::{Future, IntoFuture};
use std::net::SocketAddr;
use std::time::Duration;

use axum::serve::ListenerExt;
use axum::Router;
use tokio::net::TcpListener;

/// Why the server could not start or stopped early.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: SocketAddr,
        #[source]
        source: std::io::Error,
    },
    #[error("the server stopped: {0}")]
    Io(#[from] std::io::Error),
}

/// Serves `router` on `listener` until `shutdown` completes, then waits for the requests
/// in flight, at most `grace` (a client holding a connection open cannot keep the
/// process alive).
pub async fn serve(
    listener: TcpListener,
    router: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
    grace: Duration,
) -> Result<(), ServeError> {
    let (stopping, mut stopped) = tokio::sync::watch::channel(false);
    // Answers are small and written at once: no reason to wait for more bytes to send.
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    let server = axum::serve(listener, router).with_graceful_shutdown(async move {
        shutdown.await;
        let _ = stopping.send(true);
    });
    tokio::select! {
        result = server.into_future() => Ok(result?),
        _ = async {
            let _ = stopped.wait_for(|stopping| *stopping).await;
            tokio::time::sleep(grace).await;
        } => Ok(()),
    }
}

/// Binds `addr` (port 0: any free port).
pub async fn bind(addr: SocketAddr) -> Result<TcpListener, ServeError> {
    TcpListener::bind(addr)
        .await
        .map_err(|source| ServeError::Bind { addr, source })
}

/// Completes on SIGTERM or Ctrl-C (SIGINT).
pub async fn shutdown_signal() {
    let interrupt = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            // No handler can be installed: only Ctrl-C stops the server.
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = interrupt => {},
        _ = terminate => {},
    }
}
