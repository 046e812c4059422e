import type { EntityChangeType } from '@/modules/system/api/audit-log-api'

/** How the Audit log page shows an entry's values. Pure. */

/** antd Tag colours of an HTTP status: 2xx green, 3xx blue, 4xx orange, 5xx red. */
export function statusColor(code: number | null): string {
  if (code === null) return 'default'
  if (code >= 500) return 'error'
  if (code >= 400) return 'warning'
  if (code >= 300) return 'processing'
  return code >= 200 ? 'success' : 'default'
}

export const slowMs = 300
export const verySlowMs = 1000

/** A call's speed: `verySlow` from 1 s, `slow` from 300 ms, else normal. */
export function durationLevel(ms: number): 'normal' | 'slow' | 'verySlow' {
  if (ms >= verySlowMs) return 'verySlow'
  return ms >= slowMs ? 'slow' : 'normal'
}

/** JSON text indented for reading; anything that is not JSON (a cut-off text) as it is. */
export function prettyJson(text: string | null | undefined): string {
  if (!text) return ''
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

/**
 * A property change's JSON-encoded value as a reader sees it: a text without its quotes, other
 * values as JSON, null (no value) as null.
 */
export function changeValue(json: string | null): string | null {
  if (json === null) return null
  try {
    const value: unknown = JSON.parse(json)
    if (value === null) return null
    return typeof value === 'string' ? value : JSON.stringify(value)
  } catch {
    return json
  }
}

const changeTypeKeys = { 0: 'created', 1: 'updated', 2: 'deleted' } as const

export function changeTypeKey(type: EntityChangeType): 'created' | 'updated' | 'deleted' {
  return changeTypeKeys[type]
}

/** `Volo.Abp.Identity.IdentityUser` → `IdentityUser`. */
export function shortTypeName(fullName: string): string {
  return fullName.slice(fullName.lastIndexOf('.') + 1)
}
