import { formatClockTime } from '../../core/db/clock-time.ts'
import { sameId } from '../../core/db/audit.ts'
import { valueText } from './display-text.ts'
import type { SchemeSettings } from './workflow-model.ts'
import type { WorkflowInstanceRecord } from './workflow-types.ts'

/**
 * An instance's title and number (workflow-api.md §2 settings): the title from `titleTemplate`
 * (`{htdName} {period} 计量支付申请`; `{key}` reads a form field, picker values their name), the
 * number `prefix-yyyyMMdd-seq` counting the tenant's numbers of that prefix and day. Pure.
 */
export function renderTitle(
  settings: SchemeSettings,
  schemeName: string,
  data: Record<string, unknown>,
  names: { htdName: string | null; projName: string | null },
): string {
  // prettier-ignore
  if (!settings.titleTemplate) return schemeName
  const text = settings.titleTemplate.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key === 'htdName') return names.htdName ?? ''
    if (key === 'projName') return names.projName ?? ''
    return valueText(data[key])
  })
  return text.replace(/\s+/g, ' ').trim().slice(0, 256) || schemeName
}

export function nextNumber(
  instances: readonly WorkflowInstanceRecord[],
  tenantId: string | null,
  settings: SchemeSettings,
  nowMs: number,
): string {
  // prettier-ignore
  const day = formatClockTime(nowMs).slice(0, 10).replace(/-/g, '')
  const head = `${settings.numberRule.prefix}-${day}-`
  const taken = instances.filter((i) => sameId(i.tenantId, tenantId) && i.number?.startsWith(head)).length // prettier-ignore
  return `${head}${String(taken + 1).padStart(settings.numberRule.seqLength, '0')}`
}
