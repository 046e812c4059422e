import { describe, expect, it } from 'vitest'
import { measurementPaymentForm } from './fixtures/measurement-payment'
import { createInitialFormData, createRow } from './form-defaults'
import type { TableField } from './form-schema-types'

describe('createInitialFormData', () => {
  it('gives each table its least rows, the section, defaults and the computed values', () => {
    expect(createInitialFormData(measurementPaymentForm, { htdId: 'h1' })).toEqual({
      htdId: 'h1',
      items: [{ amount: null }],
      total: 0,
    })
  })
})

describe('createRow', () => {
  it('takes each column’s default, never a computed one', () => {
    const table: TableField = {
      key: 't',
      type: 'table',
      label: { 'zh-Hans': '表' },
      columns: [
        { key: 'unit', type: 'input', label: { 'zh-Hans': '单位' }, defaultValue: 't' },
        { key: 'sum', type: 'money', label: { 'zh-Hans': '和' }, defaultValue: 1, computed: '2' },
      ],
    }
    expect(createRow(table)).toEqual({ unit: 't' })
  })
})
