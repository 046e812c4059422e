import { lazy, Suspense } from 'react'
import { importWithRetry } from '@/utils/import-with-retry'
import type { StaleRecordNoticeProps } from './stale-record-notice'

// Few saves are refused as stale: the notice (its table, its texts' formatting) loads then.
const StaleRecordNotice = lazy(() => importWithRetry(() => import('./stale-record-notice')))

/** The stale-save notice of a kit form (CrudFormModal, CrudFormDrawer, the profile), when any. */
export function StaleRecordAlert(
  props: Omit<StaleRecordNoticeProps, 'stale'> & {
    stale: StaleRecordNoticeProps['stale'] | null
  },
) {
  const { stale } = props
  if (!stale) return null
  return (
    <Suspense fallback={null}>
      <StaleRecordNotice {...props} stale={stale} />
    </Suspense>
  )
}
