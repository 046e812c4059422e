import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'
import { theme } from 'antd'
import { useEffect, useMemo, useRef } from 'react'
import { buildChartConfig } from './chart-config'
import type { ChartSpec } from './charts-rules'
import styles from './charts-page.module.css'

// Only what bars, lines, a tooltip and a legend use: the rest of chart.js stays out of the chunk.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
)

interface SampleChartProps {
  spec: ChartSpec
  /** The chart in words (its canvas is an image for assistive technology). */
  label: string
}

/**
 * A chart.js chart in this module's lazy chunk (the page's own chunk stays free of chart.js),
 * redrawn when the theme's colour or dark mode changes. Resizing needs nothing here: with
 * `responsive: true` chart.js watches the canvas's parent with a ResizeObserver, so the chart
 * follows the window and the sidebar collapsing alike (the parent's width changes either way).
 */
export default function SampleChart({ spec, label }: SampleChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const { token } = theme.useToken()
  const { colorPrimary, colorTextSecondary, colorBorderSecondary, fontFamily } = token
  const { green6, gold6, purple6, magenta6 } = token
  const series = useMemo(
    () => [colorPrimary, green6, gold6, purple6, magenta6],
    [colorPrimary, green6, gold6, purple6, magenta6],
  )

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d')
    // No 2D canvas (jsdom, a locked-down browser): the table beside the chart says everything.
    if (!context) return
    const colors = {
      series,
      text: colorTextSecondary,
      grid: colorBorderSecondary,
      font: fontFamily,
    }
    const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const chart = new Chart(context, buildChartConfig(spec, colors, animate))
    return () => chart.destroy()
  }, [spec, series, colorTextSecondary, colorBorderSecondary, fontFamily])

  return (
    <div className={styles.chart}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  )
}
