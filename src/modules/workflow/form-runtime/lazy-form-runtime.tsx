import { Skeleton } from 'antd'
import { LazyPieceBoundary } from '@/components/lazy-piece/lazy-piece-boundary'
import { retryingLazy } from '@/components/lazy-piece/retrying-lazy'
import type { FormRuntimeProps } from './form-runtime'

const FormRuntime = retryingLazy(
  () => import('./form-runtime'),
  (module) => module.FormRuntime,
)

/**
 * The approval form's runtime, loaded when a form is shown (a chunk of its own, ≤ 35 kB beyond the
 * shared chunks): the start, handle and instance pages render
 *
 *   <LazyFormRuntime schema={formVersion.schema} value={data} onChange={setData} mode="fill"
 *     fieldPermissions={fieldPermissions} unlistedPermission={FieldPermission.Write}
 *     errors={error?.abpError?.validationErrors} projectId={projectId} htdId={htdId} />
 *
 * A chunk that cannot be loaded shows a retry in the form's place; the page around it stays.
 */
export function LazyFormRuntime(props: FormRuntimeProps) {
  return (
    <LazyPieceBoundary inline fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <FormRuntime {...props} />
    </LazyPieceBoundary>
  )
}
