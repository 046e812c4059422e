import { describe, expect, it } from 'vitest'
import { checkCondition } from './condition-check'

const fields = new Set(['total', 'items', 'level'])

describe('checkCondition', () => {
  it.each([
    ['total > 5000000', null],
    ["level == 'major' && total >= 0", null],
    ['sum(items.amount) > 100', null],
    ["includes(starter.organizationIds, 'x') || htd.code == 'DH01'", null],
    ['', { code: 'empty' }],
    ['   ', { code: 'empty' }],
    ['total >', { code: 'syntax', at: 7, reason: 'UnexpectedEnd' }],
    ['total # 1', { code: 'syntax', at: 6, reason: 'UnexpectedCharacter' }],
    ['eval(total)', { code: 'syntax', at: 0, reason: 'UnknownFunction' }],
    ['amount > 1', { code: 'unknownName', name: 'amount' }],
    ['constructor > 1', { code: 'unknownName', name: 'constructor' }],
    ['htd.name == 1', { code: 'unknownName', name: 'htd.name' }],
  ])('%j', (source, expected) => {
    expect(checkCondition(source, fields)).toEqual(expected)
  })
})
