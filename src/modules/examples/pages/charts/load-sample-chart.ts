import { createChunkLoader } from '@/utils/create-chunk-loader'

/**
 * The chart's chunk (chart.js with it), loaded once for the three charts. A failed load is
 * forgotten, so the retry button tries again.
 */
export const loadSampleChart = createChunkLoader(() => import('./sample-chart'))
