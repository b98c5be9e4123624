//! nsvif-bench: benchmarking nsvif, a layer over the library like the CLI and Python.
//!
//! - [`runner`]: VIFBench-style JSONL records (instruction, output, label, constraints?)
//!   read in batches, each record run and tallied: verdict agreement, constraint flags,
//!   formulation against the records' lists (and [`adjudication`]'s corrections), cost.
//! - [`official_score`]: the official IFEval/IFBench runners' prompt- and
//!   instruction-level accuracy, strict and loose, and their per-prompt result files
//!   ([`python_json`] writes them as Python does); [`responses`] reads response files in
//!   every published shape.
//! - [`render`]: the text of a run's summary and its `--report` files.
//! - [`phrasings`]: the rules' clause accounting on a phrasing corpus.
//! - [`vifbench`]: VIFBench scored by complexity group and constraint type, with a report
//!   and SVG charts.

pub mod adjudication;
mod lines;
pub mod official_score;
pub mod phrasings;
pub mod python_json;
pub mod render;
pub mod responses;
pub mod runner;
pub mod vifbench;
