import { describe, expect, it } from 'vitest'
import { checkFormData } from './form-data-rules.ts'
import { measurementPaymentForm } from '../../../src/modules/workflow/form-schema/fixtures/measurement-payment.ts'
import type { FormSchema } from './workflow-model.ts'

const measurementPaymentSchema = measurementPaymentForm as unknown as FormSchema

const htd = 'h1'
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ boqCode: `B${i}`, qty: 1.005, price: 19.99, unit: 't', amount: 999 })) // prettier-ignore

describe('checkFormData (measurement payment)', () => {
  it('recomputes row amounts and the total to the cent, ignoring what was sent', () => {
    const { data, issues } = checkFormData(measurementPaymentSchema, { period: '2024-03-01', htdId: htd, items: rows(5), total: 1, attachments: [] }, { htdId: htd, required: true }) // prettier-ignore
    expect(issues).toEqual([])
    expect((data.items as { amount: number }[]).map((r) => r.amount)).toEqual([20.09, 20.09, 20.09, 20.09, 20.09]) // prettier-ignore
    expect(data.total).toBe(100.45)
    expect('remark' in data).toBe(false)
  })

  it('names the failing cells by path, refuses another section (V5), and keeps a visible remark', () => {
    const items = [{ boqCode: 'X'.repeat(40), qty: 'abc', price: 1 }]
    const { issues } = checkFormData(measurementPaymentSchema, { htdId: 'other', items }, { htdId: htd, required: true }) // prettier-ignore
    expect(issues.map((i) => `${i.member}:${i.rule}`)).toEqual(['period:V1', 'htdId:V5', 'items[0].boqCode:V2', 'items[0].qty:V5']) // prettier-ignore
    const big = checkFormData(measurementPaymentSchema, { period: '2024-03-01', htdId: htd, items: [{ qty: 1000, price: 2000, unit: 't' }], remark: 'big' }, { htdId: htd, required: true }) // prettier-ignore
    expect([big.data.total, big.data.remark]).toEqual([2000000, 'big'])
  })

  it('a draft skips the required checks', () => {
    expect(checkFormData(measurementPaymentSchema, {}, { htdId: null, required: false }).issues).toEqual([]) // prettier-ignore
  })
})
