import type { ChartConfiguration, ChartDataset } from 'chart.js'
import { formatTick, formatValue, type ChartSpec } from './charts-rules'

/** The theme's colours the chart uses (antd tokens, so it follows the colour and dark mode). */
export interface ChartColors {
  series: readonly string[]
  text: string
  grid: string
  font: string
}

type Config = ChartConfiguration<'bar' | 'line', number[], string>

function datasetOf(spec: ChartSpec, index: number, colors: ChartColors) {
  const series = spec.series[index]
  const color = colors.series[index % colors.series.length]
  const type = series.type ?? spec.type
  return {
    type,
    label: series.name,
    data: series.values,
    yAxisID: series.axis ?? 'y',
    backgroundColor: type === 'bar' ? color : `${color}33`,
    borderColor: color,
    borderWidth: type === 'line' ? 2 : 0,
    pointRadius: type === 'line' ? 3 : undefined,
    tension: 0.25,
    maxBarThickness: 48,
    // A line over bars is drawn last (lower order is drawn on top in chart.js).
    order: type === 'line' ? 0 : 1,
  } as ChartDataset<'bar' | 'line', number[]>
}

/**
 * One chart.js configuration for the three examples: a line, a bar, or bars with a line on a
 * second axis (a series with `axis: 'y1'`). Tooltip and legend are on; a legend click hides or
 * shows its dataset (chart.js's default).
 */
export function buildChartConfig(spec: ChartSpec, colors: ChartColors, animate: boolean): Config {
  const ticks = { color: colors.text, font: { family: colors.font } }
  const valueTicks = { ...ticks, callback: (value: number | string) => formatTick(Number(value)) }
  const hasRightAxis = spec.series.some((series) => series.axis === 'y1')
  return {
    type: spec.type,
    data: {
      labels: spec.labels,
      datasets: spec.series.map((_, index) => datasetOf(spec, index, colors)),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: animate ? undefined : false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: {
          position: 'bottom',
          labels: { color: colors.text, font: { family: colors.font } },
        },
        tooltip: {
          callbacks: {
            label: (item) =>
              `${item.dataset.label ?? ''}: ${formatValue(item.parsed.y ?? 0, spec.format)}`,
          },
        },
      },
      scales: {
        x: { ticks, grid: { display: false }, border: { color: colors.grid } },
        y: {
          beginAtZero: true,
          ticks: valueTicks,
          grid: { color: colors.grid },
          border: { display: false },
        },
        ...(hasRightAxis && {
          y1: {
            position: 'right',
            beginAtZero: true,
            ticks: valueTicks,
            // One grid is enough: the right axis's lines would cross the left one's.
            grid: { drawOnChartArea: false },
            border: { display: false },
          },
        }),
      },
    },
  }
}
