//! [`serve`]: the HTTP server's life: accept connections, give each a header-read timeout,
//! and on shutdown (SIGTERM or Ctrl-C in `nsvif serve`) stop accepting and let the requests
//! in flight finish, for at most a grace period.

use std::future::Future;
use std::net::SocketAddr;
use std::time::Duration;

use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: SocketAddr,
        #[source]
        source: std::io::Error,
    },
}

/// How long a connection may take.
#[derive(Debug, Clone, Copy)]
pub struct ConnectionTimes {
    /// A client must send a request's whole header within this time, or the connection
    /// is closed (the request deadline starts once the header is in).
    pub header_read: Duration,
    /// After shutdown begins, requests in flight get this long to finish.
    pub grace: Duration,
}

/// A failed accept (no file descriptors left, say) is retried after this pause rather
/// than at once, so the loop does not spin.
const ACCEPT_RETRY: Duration = Duration::from_millis(50);

/// Serves `router` on `listener` until `shutdown` completes, then waits for the requests
/// in flight, at most `times.grace` (a client holding a connection open cannot keep the
/// process alive).
pub async fn serve(
    listener: TcpListener,
    router: Router,
    shutdown: impl Future<Output = ()>,
    times: ConnectionTimes,
) {
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(times.header_read);
    let graceful = GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                Err(_) => {
                    tokio::time::sleep(ACCEPT_RETRY).await;
                    continue;
                }
            },
            _ = &mut shutdown => break,
        };
        // Answers are small and written at once: no reason to wait for more bytes to send.
        let _ = stream.set_nodelay(true);
        let service = TowerToHyperService::new(router.clone());
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            // A connection's end, clean or not, concerns that client alone.
            let _ = connection.await;
        });
    }
    drop(listener);
    tokio::select! {
        _ = graceful.shutdown() => {},
        _ = tokio::time::sleep(times.grace) => {},
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
