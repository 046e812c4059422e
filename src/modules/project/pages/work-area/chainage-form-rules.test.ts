import type { FormInstance, FormRule } from 'antd'
import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { chainageRules, chainageValueRule } from './chainage-form-rules'

const t = ((key: string) => key) as unknown as TFunction

type Values = { startChainage?: number | null; endChainage?: number | null }

/** The first message the rules give the field's value, or null when it passes. */
async function firstError(rules: FormRule[], value: unknown, values: Values = {}) {
  const form = { getFieldValue: (name: keyof Values) => values[name] } as unknown as FormInstance
  for (const rule of rules) {
    const { validator } = typeof rule === 'function' ? rule(form) : rule
    try {
      await validator?.({}, value, () => undefined)
    } catch (error) {
      return (error as Error).message
    }
  }
  return null
}

describe('chainageValueRule', () => {
  it.each([
    [undefined, null],
    [null, null],
    [12345.6, null],
    ['12000', null],
    ['K12+000', null],
    [Number.NaN, 'chainageErrors.format'],
    ['abc', 'chainageErrors.format'],
    [-1, 'chainageErrors.range'],
    ['10000000', 'chainageErrors.range'],
    [1.2345, 'chainageErrors.decimals'],
  ])('%s → %s', async (value, message) => {
    expect(await firstError([chainageValueRule(t)], value)).toBe(message)
  })
})

describe('chainageRules', () => {
  it.each<[string, 'startChainage' | 'endChainage', Values, string | null]>([
    ['both given', 'endChainage', { startChainage: 0, endChainage: 50 }, null],
    ['neither given', 'startChainage', {}, null],
    ['the end missing, on the end', 'endChainage', { startChainage: 100 }, 'chainageErrors.endMissing'], // prettier-ignore
    ['the end missing, not on the start', 'startChainage', { startChainage: 100 }, null],
    ['the start missing, on the start', 'startChainage', { endChainage: 100 }, 'chainageErrors.startMissing'], // prettier-ignore
    ['the start missing, not on the end', 'endChainage', { endChainage: 100 }, null],
    ['the end below the start, on the end', 'endChainage', { startChainage: 500, endChainage: 499.999 }, 'chainageErrors.endBeforeStart'], // prettier-ignore
    ['the end below the start, not on the start', 'startChainage', { startChainage: 500, endChainage: 499.999 }, null], // prettier-ignore
    ['an unreadable value first', 'endChainage', { startChainage: 5, endChainage: Number.NaN }, 'chainageErrors.format'], // prettier-ignore
  ])('%s', async (_name, field, values, message) => {
    expect(await firstError(chainageRules(t, field), values[field], values)).toBe(message)
  })
})
