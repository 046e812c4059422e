import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js'
import { theme } from 'antd'
import { useEffect, useRef } from 'react'
import { formatAmount } from '@/utils/amount-format'
import { formatAxisAmount, type AmountRow } from '../dashboard-rules'
import styles from '../dashboard-page.module.css'

// Only what a bar chart with a tooltip uses: the rest of chart.js stays out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip)

interface ChartColors {
  bar: string
  text: string
  grid: string
  font: string
}

function buildConfig(rows: readonly AmountRow[], colors: ChartColors, animate: boolean) {
  const ticks = { color: colors.text, font: { family: colors.font } }
  return {
    type: 'bar',
    data: {
      labels: rows.map((row) => row.name),
      datasets: [
        { data: rows.map((row) => row.amount), backgroundColor: colors.bar, maxBarThickness: 48 },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: animate ? undefined : false,
      plugins: { tooltip: { callbacks: { label: (item) => formatAmount(item.parsed.y) } } },
      scales: {
        x: { ticks, grid: { display: false }, border: { color: colors.grid } },
        y: {
          beginAtZero: true,
          ticks: { ...ticks, callback: (value) => formatAxisAmount(Number(value)) },
          grid: { color: colors.grid },
          border: { display: false },
        },
      },
    },
  } satisfies ChartConfiguration<'bar', (number | null)[], string>
}

interface HtdAmountChartProps {
  rows: readonly AmountRow[]
  /** The chart in words (its canvas is an image for assistive technology). */
  label: string
}

/**
 * The contract amount per section as bars (chart.js 4, in its own lazy chunk). Theme colours
 * from antd's tokens, so it follows the colour and dark mode; it resizes with its container.
 */
export default function HtdAmountChart({ rows, label }: HtdAmountChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const { token } = theme.useToken()
  const { colorPrimary, colorTextSecondary, colorBorderSecondary, fontFamily } = token

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d')
    // No 2D canvas (a locked-down browser): the card's table still says everything.
    if (!context) return
    const colors = {
      bar: colorPrimary,
      text: colorTextSecondary,
      grid: colorBorderSecondary,
      font: fontFamily,
    }
    const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const chart = new Chart(context, buildConfig(rows, colors, animate))
    return () => chart.destroy()
  }, [rows, colorPrimary, colorTextSecondary, colorBorderSecondary, fontFamily])

  return (
    <div className={styles.chart}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  )
}
