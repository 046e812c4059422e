import { describe, expect, it } from 'vitest'
import { compileForm, FormSchemaError } from './compiled-form'
import { measurementPaymentForm } from './fixtures/measurement-payment'
import { isFieldVisible, recomputeFormData } from './form-evaluation'
import type { FormField, FormSchema } from './form-schema-types'

const form = compileForm(measurementPaymentForm)
const label = { 'zh-Hans': '字段' }
const schemaOf = (...fields: FormField[]): FormSchema => ({ schemaVersion: 1, fields })
const money = (key: string, computed?: string): FormField => ({
  key,
  type: 'money',
  label,
  computed,
})

describe('recomputeFormData (计量支付申请)', () => {
  it('works out each row amount and the total, rounded half away from zero to the cent', () => {
    const data = recomputeFormData(form, {
      items: [
        { qty: 1.005, price: 1 }, // 1.005 → 1.01
        { qty: 0.333, price: 3.33 }, // 1.10889 → 1.11
        { qty: 2, price: null }, // null
        { qty: 1, price: 5, amount: 999 }, // what the client sent is ignored
      ],
    })
    expect(data.items).toEqual([
      { qty: 1.005, price: 1, amount: 1.01 },
      { qty: 0.333, price: 3.33, amount: 1.11 },
      { qty: 2, price: null, amount: null },
      { qty: 1, price: 5, amount: 5 },
    ])
    expect(data.total).toBe(7.12)
  })

  it('gives 0 for an empty table', () => {
    expect(recomputeFormData(form, { items: [] }).total).toBe(0)
  })

  it('keeps unchanged rows (and unchanged data) by reference', () => {
    const first = recomputeFormData(form, {
      items: [
        { qty: 1, price: 2 },
        { qty: 3, price: 4 },
      ],
    })
    expect(recomputeFormData(form, first)).toBe(first)
    const rows = first.items as object[]
    const edited = recomputeFormData(form, { ...first, items: [{ qty: 5, price: 2 }, rows[1]] })
    expect((edited.items as object[])[1]).toBe(rows[1])
    expect(edited.total).toBe(22)
  })

  it('orders computed fields by dependency, whatever their order in the schema', () => {
    const schema = schemaOf(money('c', 'b * 2'), money('b', 'a + 1'), money('a'))
    expect(recomputeFormData(compileForm(schema), { a: 1 })).toEqual({ a: 1, b: 2, c: 4 })
  })

  it('lets a row read top-level fields, computed ones too', () => {
    const schema = schemaOf(
      { key: 'rate', type: 'decimal', scale: 2, label, computed: 'base / 100' },
      { key: 'base', type: 'number', label },
      {
        key: 'rows',
        type: 'table',
        label,
        columns: [
          { key: 'value', type: 'money', label },
          { key: 'tax', type: 'money', label, computed: 'value * rate' },
        ],
      },
      money('taxes', 'sum(rows.tax)'),
    )
    const data = recomputeFormData(compileForm(schema), {
      base: 13,
      rows: [{ value: 100 }, { value: 0.5 }],
    })
    expect(data).toEqual({
      base: 13,
      rate: 0.13,
      rows: [
        { value: 100, tax: 13 },
        { value: 0.5, tax: 0.07 }, // 0.065 → 0.07
      ],
      taxes: 13.07,
    })
  })

  it('never reads a reserved member through the prototype', () => {
    const schema = schemaOf(money('a', 'b + 1'), money('b'))
    const data = Object.create({ b: 5 }) as Record<string, unknown>
    expect(recomputeFormData(compileForm(schema), data).a).toBeNull()
  })
})

describe('compileForm', () => {
  it.each([
    [[money('a', 'b'), money('b', 'a')], 'ComputedCycle'],
    [[money('a', 'a + 1')], 'ComputedCycle'],
    [[money('a', 'a +')], 'BadExpression'],
    [[{ ...money('a'), visibleWhen: 'a >' }], 'BadExpression'],
  ])('refuses %j with %s', (fields, code) => {
    expect(() => compileForm(schemaOf(...fields))).toThrow(FormSchemaError)
    try {
      compileForm(schemaOf(...fields))
    } catch (error) {
      expect((error as FormSchemaError).code).toBe(code)
    }
  })

  it('finds a cycle through a table column', () => {
    const schema = schemaOf(
      {
        key: 't',
        type: 'table',
        label,
        columns: [{ key: 'x', type: 'money', label, computed: 'total' }],
      },
      money('total', 'sum(t.x)'),
    )
    expect(() => compileForm(schema)).toThrow('ComputedCycle')
  })
})

describe('isFieldVisible', () => {
  it.each([
    [1_000_000, false],
    [1_000_000.01, true],
    [null, false],
  ])('remark with a total of %s: %s', (total, visible) => {
    expect(isFieldVisible(form, { total }, 'remark')).toBe(visible)
    expect(isFieldVisible(form, { total }, 'period')).toBe(true)
  })

  it('reads a row first for a column', () => {
    const schema = schemaOf({
      key: 't',
      type: 'table',
      label,
      columns: [
        { key: 'kind', type: 'input', label },
        { key: 'grade', type: 'input', label, visibleWhen: "kind == 'steel'" },
      ],
    })
    const compiled = compileForm(schema)
    expect(isFieldVisible(compiled, {}, 'grade', { table: 't', values: { kind: 'steel' } })).toBe(
      true,
    )
    expect(isFieldVisible(compiled, {}, 'grade', { table: 't', values: { kind: 'sand' } })).toBe(
      false,
    )
  })
})
