import { describe, expect, it } from 'vitest'
import { buildSeededAuditLogs, seededAuditLogCount } from './seed-audit-logs.ts'

describe('the audit log seed', () => {
  const now = Date.parse('2025-06-30T12:00:00Z')
  const logs = buildSeededAuditLogs(now)

  it('is the same on every start, newest first, within the 90 days before it', () => {
    expect(buildSeededAuditLogs(now)).toEqual(logs)
    expect(logs).toHaveLength(seededAuditLogCount)
    expect(new Set(logs.map((log) => log.id)).size).toBe(seededAuditLogCount)
    expect(logs.every((log, i) => i === 0 || logs[i - 1].executionTime > log.executionTime)).toBe(true) // prettier-ignore
    expect(logs[0].executionTime < '2025-06-30T11:59:00').toBe(true)
    expect(logs.at(-1)!.executionTime > '2025-04-01T12:00:00').toBe(true)
  })

  it('has entity changes on most writes and no secret in any parameter', () => {
    const changed = logs.filter((log) => log.entityChanges.length > 0)
    expect(changed.length).toBeGreaterThan(seededAuditLogCount / 2)
    const text = JSON.stringify(logs)
    expect(text).not.toContain('1q2w3E*')
    expect(text).not.toContain('Secret-2024')
    expect(text).toContain('"adminPassword\\":\\"***\\"')
  })
})
