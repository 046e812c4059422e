import { createChunkLoader } from '@/utils/create-chunk-loader'

/**
 * The chart's chunk (chart.js with it): loaded once, only on the dashboard, by users who may see
 * the amounts. A failed load is forgotten, so the card's retry tries again.
 */
export const loadAmountChart = createChunkLoader(() => import('./cards/htd-amount-chart'))
