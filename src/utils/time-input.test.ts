import { describe, expect, it } from 'vitest'
import { toDayjs, type TimeInput } from './time-input'

const iso = '2024-03-05T06:07:08.000Z'
const ms = Date.parse(iso)

describe('toDayjs', () => {
  it.each<[string, TimeInput, number | null]>([
    ['a Date', new Date(ms), ms],
    ['an ISO string', iso, ms],
    ['milliseconds', ms, ms],
    ['seconds', ms / 1000, ms],
    ['seconds as a digit string', String(ms / 1000), ms],
    ['milliseconds as a digit string', String(ms), ms],
    ['null', null, null],
    ['undefined', undefined, null],
    ['an empty string', '', null],
    ['garbage', 'not a date', null],
    ['NaN', Number.NaN, null],
    ['an invalid Date', new Date('nope'), null],
  ])('reads %s', (_label, input, expected) => {
    expect(toDayjs(input)?.valueOf() ?? null).toBe(expected)
  })
})
