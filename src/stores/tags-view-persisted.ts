import { isTrackedView, type VisitedView } from './tags-view-rules'

/** Tabs read back from sessionStorage are validated: storage is outside the type system. */
function isVisitedView(value: unknown): value is VisitedView {
  if (value === null || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  const meta = v.meta as Record<string, unknown> | null | undefined
  return (
    typeof v.path === 'string' &&
    // A protocol-relative '//host' would leave the app.
    /^\/(?!\/)/.test(v.path) &&
    typeof v.fullPath === 'string' &&
    v.fullPath.startsWith(v.path) &&
    typeof v.name === 'string' &&
    typeof v.titleKey === 'string' &&
    typeof meta === 'object' &&
    meta !== null &&
    ['undefined', 'boolean'].includes(typeof meta.affix) &&
    ['undefined', 'boolean'].includes(typeof meta.noCache)
  )
}

/** Views read back from storage: anything malformed (hand-edited, older shape) is dropped. */
export function pickVisitedViews(stored: unknown): VisitedView[] {
  if (!Array.isArray(stored)) return []
  const views: VisitedView[] = []
  for (const item of stored) {
    if (!isVisitedView(item) || !isTrackedView(item)) continue
    const view: VisitedView = {
      path: item.path,
      fullPath: item.fullPath,
      name: item.name,
      titleKey: item.titleKey,
      meta: { affix: item.meta.affix, noCache: item.meta.noCache },
    }
    if (!views.some((v) => v.path === view.path)) views.push(view)
  }
  return views
}
