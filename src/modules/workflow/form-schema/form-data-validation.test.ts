import { describe, expect, it } from 'vitest'
import { designChangeForm } from './fixtures/design-change'
import { materialInspectionForm } from './fixtures/material-inspection'
import { measurementPaymentForm } from './fixtures/measurement-payment'
import { validateFormData, type FormDataIssue } from './form-data-validation'
import type { FormData, FormField, FormSchema } from './form-schema-types'

const htdId = '3a0f0000-0000-0000-0000-000000000001'
const otherHtd = '3a0f0000-0000-0000-0000-000000000002'
const attachment = { id: '3a0f0000-0000-0000-0000-0000000000a1', name: 'bill.pdf', size: 10 }
const label = { 'zh-Hans': '字段' }

const payment = (data: FormData = {}): FormData => ({
  period: '2024-03-15',
  htdId,
  items: [{ boqCode: '101-1', qty: 2, unit: 'm3', price: 10.5 }],
  ...data,
})
const issuesOf = (schema: FormSchema, data: FormData, options = {}) =>
  validateFormData(schema, data, options).issues
const issue = (member: string, rule: FormDataIssue['rule'], args: string[] = []) => ({
  member,
  rule,
  args,
})

describe('validateFormData (计量支付申请)', () => {
  it('accepts a complete form and works out the computed fields, ignoring what was sent', () => {
    const result = validateFormData(measurementPaymentForm, payment({ total: 1, extra: 'x' }))
    expect(result.issues).toEqual([])
    expect(result.data).toEqual({
      period: '2024-03-15',
      htdId,
      items: [{ boqCode: '101-1', qty: 2, unit: 'm3', price: 10.5, amount: 21 }],
      total: 21,
    })
  })

  it.each<[string, FormData, ReturnType<typeof issue>[]]>([
    ['a missing required field', { period: null }, [issue('period', 'V1')]],
    ['an empty string', { period: '' }, [issue('period', 'V1')]],
    ['no rows where one is the least', { items: [] }, [issue('items', 'V1')]],
    ['an impossible date', { period: '2024-02-30' }, [issue('period', 'V5')]],
    ['a date with a time', { period: '2024-02-03T10:00:00' }, [issue('period', 'V5')]],
    [
      'a quantity beyond its scale',
      { items: [{ qty: 1.2345, price: 1 }] },
      [issue('items[0].qty', 'V5')],
    ],
    [
      'a price with 3 decimals',
      { items: [{}, {}, {}, { qty: 1, price: 0.001 }] },
      [issue('items[3].price', 'V5')],
    ],
    [
      'a number sent as a string',
      { items: [{ qty: '2', price: 1 }] },
      [issue('items[0].qty', 'V5')],
    ],
    [
      'more than 15 significant digits',
      { items: [{ qty: 1, price: 12345678901234.56 }] },
      [issue('items[0].price', 'V5')],
    ],
    [
      'a code too long',
      { items: [{ boqCode: 'x'.repeat(33) }] },
      [issue('items[0].boqCode', 'V2', ['32'])],
    ],
    ['a table that is not a list', { items: { qty: 1 } }, [issue('items', 'V5')]],
    [
      'too many attachments',
      { attachments: Array.from({ length: 21 }, () => attachment) },
      [issue('attachments', 'V6', ['20'])],
    ],
    ['an attachment without an id', { attachments: [{ name: 'x' }] }, [issue('attachments', 'V5')]],
    ['a section that is not the instance’s', { htdId: otherHtd }, [issue('htdId', 'V5')]],
  ])('%s', (_, change, expected) => {
    expect(issuesOf(measurementPaymentForm, payment(change), { htdId })).toEqual(expected)
  })

  it('accepts too many rows never: V6 with the limit', () => {
    const items = Array.from({ length: 501 }, () => ({ qty: 1, price: 1 }))
    expect(issuesOf(measurementPaymentForm, payment({ items }))).toEqual([
      issue('items', 'V6', ['500']),
    ])
  })

  it('drops a field hidden by visibleWhen, and requires it only while shown', () => {
    const small = validateFormData(measurementPaymentForm, payment({ remark: 'kept?' }))
    expect(small.data).not.toHaveProperty('remark')
    const big = payment({ items: [{ qty: 1000, price: 1000.01 }], remark: 'over a million' })
    expect(validateFormData(measurementPaymentForm, big).data.remark).toBe('over a million')
  })

  it('keeps a frozen picker value as its id', () => {
    const result = validateFormData(
      measurementPaymentForm,
      payment({ htdId: { id: htdId, name: 'DH01' } }),
    )
    expect(result.data.htdId).toBe(htdId)
  })

  it('asks the caller whether a picker id and a dictionary value are known', () => {
    const options = {
      isKnownPickerValue: (type: string, id: string) => type === 'htd' && id === htdId,
      isKnownDictionaryValue: (dictionary: string, value: string) =>
        dictionary === 'MaterialUnit' && value === 't',
    }
    expect(issuesOf(measurementPaymentForm, payment(), options)).toEqual([
      issue('items[0].unit', 'V5'),
    ])
    expect(issuesOf(measurementPaymentForm, payment({ htdId: otherHtd }), options)).toEqual([
      issue('htdId', 'V5'),
      issue('items[0].unit', 'V5'),
    ])
  })
})

describe('validateFormData: the other seeded forms and field types', () => {
  it('checks options, checkbox lists and the required fields of the other seeded forms', () => {
    const change = { htdId, changeNo: 'BG-001', level: 'huge', reason: '…' }
    expect(issuesOf(designChangeForm, change)).toEqual([issue('level', 'V5')])
    expect(
      issuesOf(materialInspectionForm, {
        htdId,
        material: '钢筋',
        qty: -1,
        unit: 't',
        checks: ['size', 'size'],
      }),
    ).toEqual([issue('qty', 'V3', ['0', '']), issue('arrivalDate', 'V1'), issue('checks', 'V5')])
  })

  it.each<[FormField, unknown, ReturnType<typeof issue>[]]>([
    [{ key: 'f', type: 'number', label, min: 1, max: 9 }, 10, [issue('f', 'V3', ['1', '9'])]],
    [{ key: 'f', type: 'number', label }, 1.5, [issue('f', 'V5')]],
    [{ key: 'f', type: 'dateRange', label }, ['2024-03-02', '2024-03-01'], [issue('f', 'V5')]],
    [{ key: 'f', type: 'dateRange', label }, ['2024-03-01', '2024-03-02'], []],
    [{ key: 'f', type: 'input', label }, 'x'.repeat(201), [issue('f', 'V2', ['200'])]],
    [{ key: 'f', type: 'input', label }, 12, [issue('f', 'V5')]],
    [{ key: 'f', type: 'user', label }, { name: 'no id' }, [issue('f', 'V5')]],
    [{ key: 'f', type: 'text', label, required: true }, undefined, []],
  ])('%j with %j', (field, value, expected) => {
    expect(issuesOf({ schemaVersion: 1, fields: [field] }, { f: value })).toEqual(expected)
  })
})
