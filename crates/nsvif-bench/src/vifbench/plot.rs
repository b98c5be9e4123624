//! SVG charts of a [`VifbenchReport`] (plotters): pass@1 and F1 by complexity group with
//! the paper's F1 as a line, and the confusion per constraint type as stacked bars.

use plotters::coord::types::RangedCoordf64;
use plotters::coord::Shift;
use plotters::prelude::*;

use super::report::{Scores, VifbenchReport};

/// A chart that could not be drawn.
#[derive(Debug, thiserror::Error)]
#[error("drawing the chart `{chart}`")]
pub struct PlotError {
    pub chart: &'static str,
    #[source]
    pub source: Box<dyn std::error::Error + Send + Sync>,
}

fn failed<E: std::error::Error + Send + Sync + 'static>(
    chart: &'static str,
) -> impl Fn(E) -> PlotError {
    move |e| PlotError {
        chart,
        source: Box::new(e),
    }
}

/// The index of the category drawn at `at` on a category axis (categories stand at 0, 1,
/// …, `len` - 1), or `None` between them.
fn category_at(at: f64, len: usize) -> Option<usize> {
    let i = at.round();
    ((at - i).abs() < 1e-6 && i >= 0.0 && (i as usize) < len).then_some(i as usize)
}

/// A legend entry's colored square.
fn swatch(color: RGBColor) -> impl Fn((i32, i32)) -> Rectangle<(i32, i32)> {
    move |(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], color.filled())
}

/// A chart of both charts' kind: real numbers on both axes, drawn as SVG.
type Chart<'a, 'b> = ChartContext<'a, SVGBackend<'b>, Cartesian2d<RangedCoordf64, RangedCoordf64>>;

/// Draws the legend of `chart` at `position` and writes the drawing out.
fn finish<'a, 'b: 'a>(
    mut chart: Chart<'a, 'b>,
    root: &DrawingArea<SVGBackend<'b>, Shift>,
    position: SeriesLabelPosition,
    name: &'static str,
) -> Result<(), PlotError> {
    chart
        .configure_series_labels()
        .position(position)
        .background_style(WHITE.mix(0.9))
        .border_style(BLACK)
        .draw()
        .map_err(failed(name))?;
    root.present().map_err(failed(name))
}

const PASS_COLOR: RGBColor = RGBColor(0x4c, 0x72, 0xb0);
const F1_COLOR: RGBColor = RGBColor(0xdd, 0x84, 0x52);
const PAPER_COLOR: RGBColor = RGBColor(0x55, 0x55, 0x55);

/// Pass@1 and F1 of each complexity group, as paired bars, with the paper's overall F1.
pub fn accuracy_by_group(report: &VifbenchReport) -> Result<String, PlotError> {
    const CHART: &str = "accuracy_by_group";
    let groups: Vec<(u32, &Scores)> = report.by_group.iter().map(|(g, s)| (*g, s)).collect();
    let n = groups.len().max(1) as f64;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (820, 460)).into_drawing_area();
        root.fill(&WHITE).map_err(failed(CHART))?;
        let mut chart = ChartBuilder::on(&root)
            .caption(
                "VIFBench: pass@1 and F1 by complexity group",
                ("sans-serif", 22),
            )
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(50)
            .build_cartesian_2d(-0.5f64..(n - 0.5), 0f64..1.05f64)
            .map_err(failed(CHART))?;
        let label_of = |x: &f64| {
            category_at(*x, groups.len())
                .map(|i| format!("C = {}", groups[i].0))
                .unwrap_or_default()
        };
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(groups.len() + 1)
            .x_label_formatter(&label_of)
            .y_desc("share")
            .x_desc("constraints per instruction")
            .draw()
            .map_err(failed(CHART))?;
        let bar = |i: usize, left: bool, value: f64, color: RGBColor| {
            let x = i as f64;
            let (x0, x1) = if left { (x - 0.38, x) } else { (x, x + 0.38) };
            Rectangle::new([(x0, 0.0), (x1, value)], color.filled())
        };
        chart
            .draw_series(
                groups
                    .iter()
                    .enumerate()
                    .map(|(i, (_, s))| bar(i, true, s.pass_at_1, PASS_COLOR)),
            )
            .map_err(failed(CHART))?
            .label("pass@1")
            .legend(swatch(PASS_COLOR));
        chart
            .draw_series(
                groups
                    .iter()
                    .enumerate()
                    .map(|(i, (_, s))| bar(i, false, s.f1, F1_COLOR)),
            )
            .map_err(failed(CHART))?
            .label("F1")
            .legend(swatch(F1_COLOR));
        let paper = report.paper.f1;
        chart
            .draw_series(std::iter::once(PathElement::new(
                vec![(-0.5, paper), (n - 0.5, paper)],
                PAPER_COLOR.stroke_width(2),
            )))
            .map_err(failed(CHART))?
            .label(format!(
                "paper F1 (NSVIF, {}): {:.1} %",
                report.paper.model,
                100.0 * paper
            ))
            .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 12, y)], PAPER_COLOR));
        finish(chart, &root, SeriesLabelPosition::LowerRight, CHART)?;
    }
    Ok(svg)
}

/// For each constraint type, the records stating it split by outcome: correct `sat`,
/// correct `unsat`, false `sat`, missed `sat`, `unknown`.
pub fn confusion_by_type(report: &VifbenchReport) -> Result<String, PlotError> {
    const CHART: &str = "confusion_by_type";
    let types: Vec<(&String, [u64; 5])> = report
        .by_type
        .iter()
        .map(|(t, s)| {
            let c = &s.scores.confusion;
            (
                t,
                [c.tp, c.tn, c.fp, c.fn_, c.unknown_sat + c.unknown_unsat],
            )
        })
        .collect();
    let most = types
        .iter()
        .map(|(_, c)| c.iter().sum::<u64>())
        .max()
        .unwrap_or(1)
        .max(1) as f64;
    let n = types.len().max(1) as f64;
    let parts: [(&str, RGBColor); 5] = [
        ("sat, correct", RGBColor(0x55, 0xa8, 0x68)),
        ("unsat, correct", PASS_COLOR),
        ("false sat", RGBColor(0xc4, 0x4e, 0x52)),
        ("missed sat", F1_COLOR),
        ("unknown", RGBColor(0xaa, 0xaa, 0xaa)),
    ];
    let mut svg = String::new();
    {
        let height = 140 + 36 * types.len() as u32;
        let root = SVGBackend::with_string(&mut svg, (900, height)).into_drawing_area();
        root.fill(&WHITE).map_err(failed(CHART))?;
        let mut chart = ChartBuilder::on(&root)
            .caption("VIFBench: outcomes by constraint type", ("sans-serif", 22))
            .margin(12)
            .x_label_area_size(36)
            .y_label_area_size(230)
            // Room on the right for the legend.
            .build_cartesian_2d(0f64..most * 1.4, -0.5f64..(n - 0.5))
            .map_err(failed(CHART))?;
        let label_of = |y: &f64| {
            category_at(*y, types.len())
                .map(|i| types[i].0.clone())
                .unwrap_or_default()
        };
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(types.len() + 1)
            .y_label_formatter(&label_of)
            .x_label_formatter(&|x| format!("{x:.0}"))
            .x_desc("records stating the type")
            .draw()
            .map_err(failed(CHART))?;
        for (k, (name, color)) in parts.iter().enumerate() {
            let color = *color;
            chart
                .draw_series(types.iter().enumerate().map(|(i, (_, counts))| {
                    let start: u64 = counts[..k].iter().sum();
                    let y = i as f64;
                    Rectangle::new(
                        [
                            (start as f64, y - 0.35),
                            ((start + counts[k]) as f64, y + 0.35),
                        ],
                        color.filled(),
                    )
                }))
                .map_err(failed(CHART))?
                .label(*name)
                .legend(swatch(color));
        }
        finish(chart, &root, SeriesLabelPosition::UpperRight, CHART)?;
    }
    Ok(svg)
}
