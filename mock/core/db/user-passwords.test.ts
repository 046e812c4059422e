import { describe, expect, it } from 'vitest'
import { hasLocalPassword, passwordSignsIn } from './user-passwords.ts'

const local = { password: 'Loc4l!' }
const external = { password: '', externalLoginPassword: 'Ext3rnal!' }
const both = { password: 'Loc4l!', externalLoginPassword: 'Ext3rnal!' }

describe('passwordSignsIn', () => {
  it.each([
    ['the local password', local, 'Loc4l!', true],
    ['a wrong password', local, 'loc4l!', false],
    ['an empty password against no local one', external, '', false],
    ['the external stand-in', external, 'Ext3rnal!', true],
    ['the local one, once an external user set it', both, 'Loc4l!', true],
    ['the external stand-in after that too', both, 'Ext3rnal!', true],
  ])('%s', (_case, user, password, expected) => {
    expect(passwordSignsIn(user, password)).toBe(expected)
  })
})

describe('hasLocalPassword', () => {
  it.each([
    [local, true],
    [external, false],
    [both, true],
  ])('%o → %s', (user, expected) => {
    expect(hasLocalPassword(user)).toBe(expected)
  })
})
