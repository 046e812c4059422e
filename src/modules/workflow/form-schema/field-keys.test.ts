import { describe, expect, it } from 'vitest'
import { keyProblem } from './field-keys'

describe('keyProblem', () => {
  it.each<[unknown, string[], string | null]>([
    ['amount', [], null],
    ['unitPrice_2', [], null],
    ['constructor', [], 'ReservedKey'],
    ['__proto__', [], 'ReservedKey'],
    ['htd', [], 'ReservedKey'],
    ['null', [], 'ReservedKey'],
    ['Amount', [], 'BadKey'],
    ['1st', [], 'BadKey'],
    ['unit-price', [], 'BadKey'],
    ['', [], 'BadKey'],
    [undefined, [], 'BadKey'],
    ['amount', ['amount'], 'DuplicateKey'],
    ['constructor', ['constructor'], 'ReservedKey'],
  ])('%j among %j → %s', (key, taken, expected) => {
    expect(keyProblem(key, new Set(taken))).toBe(expected)
  })
})
