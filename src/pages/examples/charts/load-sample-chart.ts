import { importWithRetry } from '@/utils/import-with-retry'

type ChartModule = typeof import('./sample-chart')

let loading: Promise<ChartModule> | undefined

/**
 * The chart's chunk (chart.js with it), loaded once for the three charts. A failed load is
 * forgotten, so the retry button tries again.
 */
export function loadSampleChart(): Promise<ChartModule> {
  loading ??= importWithRetry(() => import('./sample-chart')).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
