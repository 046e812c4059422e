import { describe, expect, it } from 'vitest'
import { freezePickerValues, formatFieldValue, localize } from './display-values'
import { designChangeForm } from './fixtures/design-change'
import type { ColumnField } from './form-schema-types'

const label = { 'zh-Hans': '单价', en: 'Unit price' }

describe('localize', () => {
  it.each([
    ['zh-CN', '单价'],
    ['en', 'Unit price'],
    ['ja', 'Unit price'], // no ja: English
    ['es', 'Unit price'],
  ])('%s → %s', (language, expected) => {
    expect(localize(label, language)).toBe(expected)
  })

  it('falls back to zh-Hans, which is always there', () => {
    expect(localize({ 'zh-Hans': '附件' }, 'es')).toBe('附件')
  })
})

describe('formatFieldValue', () => {
  const lookups = {
    language: 'en',
    pickerLabel: (type: string, id: string) =>
      type === 'user' && id === 'u1' ? '周建国' : undefined,
    dictionaryLabel: (_: string, value: string) => (value === 'm3' ? '立方米' : undefined),
  }
  const options = [
    { value: 'a', label: { 'zh-Hans': '甲', en: 'A' } },
    { value: 'b', label: { 'zh-Hans': '乙', en: 'B' } },
  ]
  it.each<[ColumnField, unknown, string]>([
    [{ key: 'f', type: 'money', label }, 1234567.8, '1,234,567.80'],
    [{ key: 'f', type: 'money', label }, null, ''],
    [{ key: 'f', type: 'decimal', scale: 3, label }, 2, '2.000'],
    [{ key: 'f', type: 'number', label }, 12000, '12,000'],
    [{ key: 'f', type: 'select', options, label }, 'b', 'B'],
    [{ key: 'f', type: 'checkbox', options, label }, ['a', 'b'], 'A, B'],
    [{ key: 'f', type: 'dict', dictionary: 'MaterialUnit', label }, 'm3', '立方米'],
    [{ key: 'f', type: 'dict', dictionary: 'MaterialUnit', label }, 'km', 'km'],
    [{ key: 'f', type: 'user', label }, 'u1', '周建国'],
    [{ key: 'f', type: 'user', label }, { id: 'u2', name: '吴晓梅' }, '吴晓梅'], // frozen first
    [{ key: 'f', type: 'user', label }, 'u3', 'u3'],
    [
      { key: 'f', type: 'dateRange', label },
      ['2024-03-01', '2024-03-31'],
      '2024-03-01 ~ 2024-03-31',
    ],
    [{ key: 'f', type: 'upload', label }, [{ id: 'a1', name: 'bill.pdf' }, 'a2'], 'bill.pdf, a2'],
    [{ key: 'f', type: 'input', label }, '钢筋', '钢筋'],
  ])('%j: %j → %s', (field, value, expected) => {
    expect(formatFieldValue(field, value, lookups)).toBe(expected)
  })
})

describe('freezePickerValues', () => {
  it('stores every picker value as {id, name}, in tables too, and leaves the rest', () => {
    const names: Record<string, string> = { h1: '一标段', o1: '江南路桥', u1: '周建国' }
    const frozen = freezePickerValues(
      designChangeForm,
      {
        htdId: 'h1',
        proposerOrgId: 'o1',
        contactUserId: { id: 'u1', name: 'old' },
        changeNo: 's',
        workAreaId: null,
      },
      (_, id) => names[id],
    )
    expect(frozen).toEqual({
      htdId: { id: 'h1', name: '一标段' },
      proposerOrgId: { id: 'o1', name: '江南路桥' },
      contactUserId: { id: 'u1', name: '周建国' },
      changeNo: 's',
      workAreaId: null,
    })
  })
})
