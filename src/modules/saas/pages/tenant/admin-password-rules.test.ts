import { describe, expect, it } from 'vitest'
import { checkPassword, passwordStrength, type PasswordRule } from './admin-password-rules'

const unmet = (password: string): PasswordRule[] =>
  checkPassword(password)
    .filter((check) => !check.met)
    .map((check) => check.rule)

describe('checkPassword', () => {
  it.each<[string, PasswordRule[]]>([
    ['', ['length', 'symbol', 'digit', 'lower', 'upper']],
    ['abc', ['length', 'symbol', 'digit', 'upper']],
    ['abcdef', ['symbol', 'digit', 'upper']],
    ['Abcdef1', ['symbol']],
    ['1q2w3E*', []],
    ['ÄÖÜäöü', ['digit', 'lower', 'upper']],
  ])('%j misses %j', (password, missing) => {
    expect(unmet(password)).toEqual(missing)
  })

  it('leaves out what the policy does not require', () => {
    const relaxed = {
      requiredLength: 4,
      requireDigit: false,
      requireLowercase: true,
      requireUppercase: false,
      requireNonAlphanumeric: false,
    }
    expect(checkPassword('abcd', relaxed)).toEqual([
      { rule: 'length', met: true },
      { rule: 'lower', met: true },
    ])
  })
})

describe('passwordStrength', () => {
  it.each([
    ['', 'empty'],
    ['abc', 'weak'],
    ['Abcdefgh1234', 'weak'],
    ['1q2w3E*', 'good'],
    ['1q2w3E*rtyui', 'strong'],
  ])('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength)
  })
})
