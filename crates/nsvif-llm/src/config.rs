//! Where the LLM is and how to call it: flags, environment, a config file.
//!
//! [`LlmSettings`] is one source's partial view (every field optional); sources are
//! layered with [`LlmSettings::over`] (flags over environment over file) and resolved
//! into an [`LlmConfig`]. An LLM is configured when a model is named.
//!
//! [`LlmSettings::resolve_layered`] is the one resolver every front-end calls (the CLI's
//! flags, Python's keyword arguments): what the caller was given explicitly, over the
//! environment (`NSVIF_LLM_*`), over the config file (the caller's, else
//! `NSVIF_LLM_CONFIG`).
//!
//! The config file is TOML with the field names of [`LlmSettings`]:
//!
//! ```toml
//! base_url = "http://127.0.0.1:8000/v1"
//! model = "qwen2.5-7b-instruct"
//! judge_model = "qwen2.5-3b-instruct"   # default: model
//! timeout_secs = 60                   # per attempt, at most 3600
//! deadline_secs = 120                 # per call, retries included, at most 3600
//! max_retries = 3                     # at most 10
//! concurrency = 8                     # 1 to 256
//! temperature = 0                       # or "default": send none
//! cache_dir = "/home/me/.cache/nsvif"
//! ```

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use serde::Deserialize;

use crate::retry::DEFAULT_DEADLINE;
use crate::{Backoff, CachedClient, Limit, LlmClient, OpenAiClient, Recorder, ReplayClient, Retry};

/// The OpenAI endpoint, used when a model is named without a base URL.
pub const DEFAULT_BASE_URL: &str = "https://api.openai.com/v1";

/// The longest `timeout_secs` and `deadline_secs` accepted: an hour.
pub const MAX_SECONDS: f64 = 3600.0;
/// The most requests in flight at once a configuration may ask for.
pub const MAX_CONCURRENCY: usize = 256;
/// The most retries of one call a configuration may ask for.
pub const MAX_RETRIES: u32 = 10;

/// A duration setting in seconds, within (0, [`MAX_SECONDS`]].
fn seconds(name: &str, value: f64) -> Result<Duration, ConfigError> {
    if value.is_finite() && value > 0.0 && value <= MAX_SECONDS {
        Ok(Duration::from_secs_f64(value))
    } else {
        Err(ConfigError::Invalid(format!(
            "{name} must be a number of seconds in (0, {MAX_SECONDS}], got {value}"
        )))
    }
}

/// One source's settings; `None` leaves the field to a lower source or the default.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LlmSettings {
    pub base_url: Option<String>,
    /// The model that formulates instructions (and judges, unless `judge_model` is set).
    pub model: Option<String>,
    pub judge_model: Option<String>,
    pub api_key: Option<String>,
    /// Per attempt, in (0, 3600].
    pub timeout_secs: Option<f64>,
    /// For a whole call, retries and their waits included, in (0, 3600] [default: 120].
    pub deadline_secs: Option<f64>,
    /// Retries of a transient failure (429, 5xx, timeout, connection).
    pub max_retries: Option<u32>,
    /// The first retry's delay; each next one doubles.
    pub backoff_ms: Option<u64>,
    /// Requests in flight at once.
    pub concurrency: Option<usize>,
    pub temperature: Option<Temperature>,
    pub cache_dir: Option<PathBuf>,
    pub record: Option<PathBuf>,
    pub replay: Option<PathBuf>,
}

/// A sampling temperature, or `"default"` to send none (some reasoning models accept
/// only their own).
#[derive(Debug, Clone, Copy, PartialEq, Deserialize)]
#[serde(untagged)]
pub enum Temperature {
    Value(f32),
    Keyword(DefaultKeyword),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DefaultKeyword {
    Default,
}

/// Everything needed to call the LLM, resolved.
#[derive(Clone, PartialEq)]
pub struct LlmConfig {
    pub base_url: String,
    pub model: String,
    pub judge_model: String,
    pub api_key: String,
    /// Per attempt.
    pub timeout: Duration,
    /// Per call, every attempt and wait included.
    pub deadline: Duration,
    pub max_retries: u32,
    pub backoff: Backoff,
    pub concurrency: usize,
    /// `None`: send no temperature.
    pub temperature: Option<f32>,
    pub cache_dir: Option<PathBuf>,
    pub record: Option<PathBuf>,
    pub replay: Option<PathBuf>,
}

impl std::fmt::Debug for LlmConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LlmConfig")
            .field("base_url", &self.base_url)
            .field("model", &self.model)
            .field("judge_model", &self.judge_model)
            .field(
                "api_key",
                &if self.api_key.is_empty() { "" } else { "<set>" },
            )
            .field("timeout", &self.timeout)
            .field("deadline", &self.deadline)
            .field("max_retries", &self.max_retries)
            .field("concurrency", &self.concurrency)
            .field("cache_dir", &self.cache_dir)
            .field("record", &self.record)
            .field("replay", &self.replay)
            .finish()
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// Something needs an LLM (recording, replaying, an LLM formulator) and no source
    /// names a model.
    #[error("no LLM model given: {0}")]
    NoModel(&'static str),
    #[error("reading the LLM config `{path}`: {message}")]
    File { path: PathBuf, message: String },
    #[error("LLM config: {0}")]
    Invalid(String),
    #[error("{what} `{path}`: {source}")]
    Io {
        what: &'static str,
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

impl LlmSettings {
    /// Reads a TOML config file.
    pub fn from_file(path: &Path) -> Result<LlmSettings, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|e| ConfigError::File {
            path: path.to_path_buf(),
            message: e.to_string(),
        })?;
        toml::from_str(&text).map_err(|e| ConfigError::File {
            path: path.to_path_buf(),
            message: e.to_string(),
        })
    }

    /// `NSVIF_LLM_BASE_URL`, `NSVIF_LLM_MODEL`, `NSVIF_JUDGE_MODEL`, `OPENAI_API_KEY`,
    /// `NSVIF_CACHE_DIR`, read through `var` (pass `|k| std::env::var(k).ok()`).
    pub fn from_env(var: impl Fn(&str) -> Option<String>) -> LlmSettings {
        let get = |k: &str| var(k).filter(|v| !v.trim().is_empty());
        LlmSettings {
            base_url: get("NSVIF_LLM_BASE_URL"),
            model: get("NSVIF_LLM_MODEL"),
            judge_model: get("NSVIF_JUDGE_MODEL"),
            api_key: get("OPENAI_API_KEY"),
            cache_dir: get("NSVIF_CACHE_DIR").map(PathBuf::from),
            ..LlmSettings::default()
        }
    }

    /// The configuration of `explicit` (a front-end's flags or keyword arguments) over
    /// the environment read through `var` over the config file: `config_file`, else the
    /// one `NSVIF_LLM_CONFIG` names. `None` when no source names a model; then
    /// [`ConfigError::NoModel`] (with `how_to_name_one`) if `needs_model`, or if
    /// recording or replaying is asked for, since both need the model's name.
    pub fn resolve_layered(
        explicit: LlmSettings,
        config_file: Option<&Path>,
        var: impl Fn(&str) -> Option<String>,
        needs_model: bool,
        how_to_name_one: &'static str,
    ) -> Result<Option<LlmConfig>, ConfigError> {
        let config_file = config_file.map(Path::to_path_buf).or_else(|| {
            var("NSVIF_LLM_CONFIG")
                .filter(|v| !v.trim().is_empty())
                .map(PathBuf::from)
        });
        let file = match config_file {
            Some(path) => LlmSettings::from_file(&path)?,
            None => LlmSettings::default(),
        };
        let settings = explicit.over(LlmSettings::from_env(&var).over(file));
        let needs_model = needs_model || settings.record.is_some() || settings.replay.is_some();
        match settings.resolve()? {
            None if needs_model => Err(ConfigError::NoModel(how_to_name_one)),
            resolved => Ok(resolved),
        }
    }

    /// These settings, with `lower`'s where these have none.
    pub fn over(self, lower: LlmSettings) -> LlmSettings {
        LlmSettings {
            base_url: self.base_url.or(lower.base_url),
            model: self.model.or(lower.model),
            judge_model: self.judge_model.or(lower.judge_model),
            api_key: self.api_key.or(lower.api_key),
            timeout_secs: self.timeout_secs.or(lower.timeout_secs),
            deadline_secs: self.deadline_secs.or(lower.deadline_secs),
            max_retries: self.max_retries.or(lower.max_retries),
            backoff_ms: self.backoff_ms.or(lower.backoff_ms),
            concurrency: self.concurrency.or(lower.concurrency),
            temperature: self.temperature.or(lower.temperature),
            cache_dir: self.cache_dir.or(lower.cache_dir),
            record: self.record.or(lower.record),
            replay: self.replay.or(lower.replay),
        }
    }

    /// The configuration, or `None` when no model is named (no LLM: nothing is called).
    pub fn resolve(self) -> Result<Option<LlmConfig>, ConfigError> {
        let Some(model) = self.model.filter(|m| !m.trim().is_empty()) else {
            return Ok(None);
        };
        let base_url = self
            .base_url
            .unwrap_or_else(|| DEFAULT_BASE_URL.to_string());
        if !(base_url.starts_with("http://") || base_url.starts_with("https://")) {
            return Err(ConfigError::Invalid(format!(
                "base URL `{base_url}` must start with http:// or https://"
            )));
        }
        let api_key = self.api_key.unwrap_or_default();
        // The key goes into an HTTP header: a stray newline would make it invalid.
        if !api_key.chars().all(|c| c.is_ascii_graphic()) {
            return Err(ConfigError::Invalid(
                "the API key must be printable ASCII without spaces".into(),
            ));
        }
        let timeout = seconds("timeout_secs", self.timeout_secs.unwrap_or(60.0))?;
        let deadline = seconds(
            "deadline_secs",
            self.deadline_secs.unwrap_or(DEFAULT_DEADLINE.as_secs_f64()),
        )?;
        let concurrency = self.concurrency.unwrap_or(8);
        if !(1..=MAX_CONCURRENCY).contains(&concurrency) {
            return Err(ConfigError::Invalid(format!(
                "concurrency must be in 1..={MAX_CONCURRENCY}, got {concurrency}"
            )));
        }
        let max_retries = self.max_retries.unwrap_or(3);
        if max_retries > MAX_RETRIES {
            return Err(ConfigError::Invalid(format!(
                "max_retries must be at most {MAX_RETRIES}, got {max_retries}"
            )));
        }
        if self.record.is_some() && self.replay.is_some() {
            return Err(ConfigError::Invalid(
                "record and replay cannot be used together".into(),
            ));
        }
        let temperature = match self.temperature {
            None => Some(0.0),
            Some(Temperature::Value(t)) if (0.0..=2.0).contains(&t) => Some(t),
            Some(Temperature::Value(t)) => {
                return Err(ConfigError::Invalid(format!(
                    "temperature must be in 0..=2, got {t}"
                )))
            }
            Some(Temperature::Keyword(DefaultKeyword::Default)) => None,
        };
        Ok(Some(LlmConfig {
            base_url,
            judge_model: self.judge_model.unwrap_or_else(|| model.clone()),
            model,
            api_key,
            timeout,
            deadline,
            max_retries,
            backoff: Backoff {
                base: Duration::from_millis(self.backoff_ms.unwrap_or(500)),
                ..Backoff::default()
            },
            concurrency,
            temperature,
            cache_dir: self.cache_dir,
            record: self.record,
            replay: self.replay,
        }))
    }
}

/// The client stack a configuration describes:
/// `Recorder? → CachedClient? → Retry → Limit → OpenAiClient`, or a [`ReplayClient`]
/// alone when replaying. Must be called inside a tokio runtime only for the calls, not
/// for building.
pub fn connect(config: &LlmConfig) -> Result<Arc<dyn LlmClient>, ConfigError> {
    if let Some(path) = &config.replay {
        let replay = ReplayClient::open(path).map_err(|source| ConfigError::Io {
            what: "reading the replay file",
            path: path.clone(),
            source,
        })?;
        return Ok(Arc::new(replay));
    }
    let endpoint = OpenAiClient::new(&config.base_url, &config.api_key, config.timeout);
    let client: Arc<dyn LlmClient> = Arc::new(
        Retry::new(
            Limit::new(endpoint, config.concurrency),
            config.max_retries,
            config.backoff,
        )
        .with_deadline(config.deadline),
    );
    let client: Arc<dyn LlmClient> = match &config.cache_dir {
        Some(dir) => {
            Arc::new(
                CachedClient::new(client, dir).map_err(|source| ConfigError::Io {
                    what: "creating the cache directory",
                    path: dir.clone(),
                    source,
                })?,
            )
        }
        None => client,
    };
    Ok(match &config.record {
        Some(path) => {
            Arc::new(
                Recorder::create(client, path).map_err(|source| ConfigError::Io {
                    what: "creating the recording",
                    path: path.clone(),
                    source,
                })?,
            )
        }
        None => client,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_win_over_environment_over_file() {
        let file: LlmSettings = toml::from_str(
            r#"
            base_url = "http://file/v1"
            model = "file-model"
            judge_model = "file-judge"
            timeout_secs = 5
            temperature = "default"
            "#,
        )
        .unwrap();
        let env = LlmSettings::from_env(|k| match k {
            "NSVIF_LLM_MODEL" => Some("env-model".into()),
            "OPENAI_API_KEY" => Some("sk-env".into()),
            "NSVIF_LLM_BASE_URL" => Some("  ".into()),
            _ => None,
        });
        let flags = LlmSettings {
            base_url: Some("http://flag/v1".into()),
            ..LlmSettings::default()
        };
        let c = flags.over(env.over(file)).resolve().unwrap().unwrap();
        assert_eq!(c.base_url, "http://flag/v1");
        assert_eq!(c.model, "env-model");
        assert_eq!(c.judge_model, "file-judge");
        assert_eq!(c.api_key, "sk-env");
        assert_eq!(c.timeout, Duration::from_secs(5));
        assert_eq!(c.temperature, None);
        assert!(
            !format!("{c:?}").contains("sk-env"),
            "Debug never prints the key"
        );
    }

    #[test]
    fn no_model_means_no_llm_and_bad_values_say_why() {
        assert!(LlmSettings::default().resolve().unwrap().is_none());
        let with = |s: LlmSettings| {
            LlmSettings {
                model: Some("m".into()),
                ..s
            }
            .resolve()
        };
        let c = with(LlmSettings::default()).unwrap().unwrap();
        assert_eq!(
            (c.base_url.as_str(), c.judge_model.as_str()),
            (DEFAULT_BASE_URL, "m")
        );
        assert_eq!(c.temperature, Some(0.0));
        for (bad, says) in [
            (
                LlmSettings {
                    base_url: Some("127.0.0.1:8000".into()),
                    ..LlmSettings::default()
                },
                "http://",
            ),
            (
                LlmSettings {
                    api_key: Some("sk-\nx".into()),
                    ..LlmSettings::default()
                },
                "printable",
            ),
            (
                LlmSettings {
                    timeout_secs: Some(0.0),
                    ..LlmSettings::default()
                },
                "timeout",
            ),
            (
                LlmSettings {
                    record: Some("a".into()),
                    replay: Some("b".into()),
                    ..LlmSettings::default()
                },
                "together",
            ),
        ] {
            let err = with(bad).unwrap_err().to_string();
            assert!(err.contains(says), "{err}");
        }
        let err = toml::from_str::<LlmSettings>("modle = \"x\"")
            .unwrap_err()
            .to_string();
        assert!(err.contains("modle"), "{err}");
    }

    fn vars(pairs: &[(&str, String)]) -> impl Fn(&str) -> Option<String> {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect();
        move |k| pairs.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone())
    }

    #[test]
    fn the_layered_resolver_reads_the_config_file_named_by_the_environment() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("llm.toml");
        std::fs::write(
            &file,
            "model = \"file-model\"\nbase_url = \"http://file/v1\"\n",
        )
        .unwrap();
        let env = vars(&[
            ("NSVIF_LLM_CONFIG", file.display().to_string()),
            ("NSVIF_LLM_BASE_URL", "http://env/v1".into()),
        ]);
        let explicit = LlmSettings {
            judge_model: Some("explicit-judge".into()),
            ..LlmSettings::default()
        };
        let config = LlmSettings::resolve_layered(explicit, None, &env, false, "")
            .unwrap()
            .unwrap();
        assert_eq!(config.model, "file-model");
        assert_eq!(config.base_url, "http://env/v1");
        assert_eq!(config.judge_model, "explicit-judge");
        // A file given by the caller wins over the environment's.
        let other = dir.path().join("other.toml");
        std::fs::write(&other, "model = \"other-model\"\n").unwrap();
        let config =
            LlmSettings::resolve_layered(LlmSettings::default(), Some(&other), &env, false, "")
                .unwrap()
                .unwrap();
        assert_eq!(config.model, "other-model");
    }

    #[test]
    fn recording_without_a_model_is_an_error_not_a_silent_run_without_an_llm() {
        let explicit = LlmSettings {
            record: Some("run.jsonl".into()),
            ..LlmSettings::default()
        };
        let err =
            LlmSettings::resolve_layered(explicit, None, vars(&[]), false, "name one").unwrap_err();
        assert_eq!(err.to_string(), "no LLM model given: name one");
        assert!(
            LlmSettings::resolve_layered(LlmSettings::default(), None, vars(&[]), false, "")
                .unwrap()
                .is_none()
        );
        assert!(matches!(
            LlmSettings::resolve_layered(LlmSettings::default(), None, vars(&[]), true, "x"),
            Err(ConfigError::NoModel("x"))
        ));
    }
}
