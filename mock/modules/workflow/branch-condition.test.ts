import { describe, expect, it } from 'vitest'
import { conditionEvaluator } from './branch-condition.ts'
import type { FormSchema } from './workflow-model.ts'

const schema = {
  schemaVersion: 1,
  layout: { columns: 1 },
  fields: [
    { key: 'total', type: 'money', label: { 'zh-Hans': '合计' } },
    { key: 'kind', type: 'select', label: { 'zh-Hans': '类别' }, options: [] },
  ],
} as unknown as FormSchema
const scope = (formData: Record<string, unknown>, htdCode: string | null = 'DH01') => ({
  formData,
  starter: { organizationIds: ['o1'], positionIds: [] },
  htd: { code: htdCode },
  project: { code: 'P1' },
})

describe('branch conditions through the form schema language', () => {
  it.each([
    ['total > 5000000', { total: 5000000.01 }, true],
    ['total > 5000000', { total: 5000000 }, false],
    // Exact decimals: 0.1 + 0.2 is 0.3 (a float comparison would say no).
    ['total == 0.3', { total: '0.3' }, true],
    ["kind == 'major' && total >= 1", { kind: 'major', total: 1 }, true],
    ["kind == 'major' || htd.code == 'DH02'", { kind: 'minor' }, false],
    ["htd.code == 'DH01'", {}, true],
    ['total > 1', {}, false],
  ])('%s with %j → %s', (expression, data, expected) => {
    expect(conditionEvaluator(schema)(expression, scope(data))).toBe(expected)
  })
})
