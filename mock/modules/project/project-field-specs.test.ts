import { describe, expect, it } from 'vitest'
import { text, validateInput } from '../../core/crud/validation.ts'
import { codePattern, date, decimal, toDateOnly, withDefault } from './project-field-specs.ts'

describe('toDateOnly', () => {
  it.each<[unknown, string | null]>([
    ['2024-03-01', '2024-03-01T00:00:00'],
    ['2024-03-01T15:30:00', '2024-03-01T00:00:00'],
    ['2024-03-01T23:30:00.123+08:00', '2024-03-01T00:00:00'],
    ['2024-03-01T00:00:00Z', '2024-03-01T00:00:00'],
    ['2024-02-30', null],
    ['2024-3-1', null],
    ['yesterday', null],
    [20240301, null],
  ])('%j → %s', (raw, value) => {
    expect(toDateOnly(raw)).toBe(value)
  })
})

describe('project field specs', () => {
  const fields = {
    code: text('CU', 32, codePattern),
    amount: decimal(0, 999999999999.99, 2),
    startDate: date(),
    status: withDefault(text('-', 64), 'Preparing'),
  }

  it('rounds, normalises dates and fills the default', () => {
    const result = validateInput({ code: 'DH-01_a', amount: '1.005', startDate: '2024-03-01' }, fields, 'create') // prettier-ignore
    expect(result).toEqual({
      ok: true,
      input: { code: 'DH-01_a', amount: 1.01, startDate: '2024-03-01T00:00:00', status: 'Preparing' }, // prettier-ignore
    })
  })

  it.each<[string, Record<string, unknown>, string, string[]]>([
    ['a code with a space', { code: 'DH 01' }, 'V4', ['^[A-Za-z0-9][A-Za-z0-9_-]*$']],
    ['a code starting with -', { code: '-DH' }, 'V4', ['^[A-Za-z0-9][A-Za-z0-9_-]*$']],
    ['a negative amount', { code: 'A', amount: -1 }, 'V3', ['0', '999999999999.99']],
    ['a text amount', { code: 'A', amount: 'lots' }, 'V5', []],
    ['a bad date', { code: 'A', startDate: '2024-13-01' }, 'V5', []],
  ])('refuses %s', (_name, body, rule, args) => {
    const result = validateInput(body, fields, 'create')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues[0]).toMatchObject({ rule, args })
  })
})
