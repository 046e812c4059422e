import { describe, expect, it } from 'vitest'
import { nextNumber, renderTitle } from './instance-naming.ts'
import { schemeSettings } from './seed/seed-scheme-models.ts'
import type { WorkflowInstanceRecord } from './workflow-types.ts'

const settings = schemeSettings('JL', '{htdName} {period} 计量支付申请', [])

describe('instance naming', () => {
  it('fills the title template from the section and the fields (picker values by name)', () => {
    expect(renderTitle(settings, '计量支付申请', { period: '2024-03' }, { htdName: '一标段', projName: null })).toBe('一标段 2024-03 计量支付申请') // prettier-ignore
    expect(renderTitle(schemeSettings('X', '{material}', []), 'S', { material: { id: 'm', name: '钢筋' } }, { htdName: null, projName: null })).toBe('钢筋') // prettier-ignore
    expect(renderTitle(schemeSettings('X', '{missing}', []), '材料报验单', {}, { htdName: null, projName: null })).toBe('材料报验单') // prettier-ignore
  })

  it('numbers prefix-yyyyMMdd-seq per tenant and day', () => {
    const at = Date.UTC(2024, 2, 15, 9)
    const taken = [{ tenantId: null, number: 'JL-20240315-001' }, { tenantId: 'other', number: 'JL-20240315-002' }] as WorkflowInstanceRecord[] // prettier-ignore
    expect(nextNumber(taken, null, settings, at)).toBe('JL-20240315-002')
    expect(nextNumber([], null, settings, at)).toBe('JL-20240315-001')
  })
})
