import { importWithRetry } from '@/utils/import-with-retry'

type ChartModule = typeof import('./cards/htd-amount-chart')

let loading: Promise<ChartModule> | undefined

/**
 * The chart's chunk (chart.js with it): loaded once, only on the dashboard, by users who may see
 * the amounts. A failed load is forgotten, so the card's retry tries again.
 */
export function loadAmountChart(): Promise<ChartModule> {
  loading ??= importWithRetry(() => import('./cards/htd-amount-chart')).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
