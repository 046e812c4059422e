import { describe, expect, it } from 'vitest'
import type { ProfileDto } from '@/modules/profile/api/profile-api'
import {
  asksCurrentPassword,
  toChangePasswordInput,
  toProfileFormValues,
  toUpdateProfileDto,
} from './profile-rules'

const profile: ProfileDto = {
  userName: 'manager',
  email: 'manager@example.com',
  name: '王经理',
  surname: null,
  phoneNumber: null,
  isExternal: false,
  hasPassword: true,
  concurrencyStamp: 'a'.repeat(32),
  extraProperties: { theme: 'dark' },
}

describe('profile form ↔ UpdateProfileDto', () => {
  it('shows missing texts as empty fields', () => {
    expect(toProfileFormValues(profile)).toEqual({
      userName: 'manager',
      name: '王经理',
      surname: undefined,
      email: 'manager@example.com',
      phoneNumber: undefined,
    })
  })

  it.each([
    ['trims and keeps texts', { name: ' 王 ', surname: '经理', phoneNumber: ' 139 ' }, { name: '王', surname: '经理', phoneNumber: '139' }],
    ['turns blank optional texts into null', { name: '  ', surname: '', phoneNumber: undefined }, { name: null, surname: null, phoneNumber: null }],
  ])('%s', (_case, changes, expected) => {
    const values = { ...toProfileFormValues(profile), ...changes, email: ' new@example.com ' }
    expect(toUpdateProfileDto(profile, values)).toEqual({
      userName: 'manager',
      email: 'new@example.com',
      concurrencyStamp: profile.concurrencyStamp,
      extraProperties: { theme: 'dark' },
      ...expected,
    })
  })

  it('sends the user name as read, whatever the form holds', () => {
    const values = { ...toProfileFormValues(profile), userName: 'someone-else' }
    expect(toUpdateProfileDto(profile, values).userName).toBe('manager')
  })
}) // prettier-ignore

describe('change password: the current one only where it is asked for', () => {
  it.each([
    ['a profile with a password', { hasPassword: true }, true],
    ['a profile without one (external sign-up)', { hasPassword: false }, false],
    ['a profile not read yet', undefined, true],
  ])('%s → asked: %s', (_case, read, expected) => {
    expect(asksCurrentPassword(read)).toBe(expected)
  })

  const values = {
    currentPassword: 'Old-pass1',
    newPassword: 'N3w-pass!',
    confirmPassword: 'N3w-pass!',
  }
  it.each([
    [true, { currentPassword: 'Old-pass1', newPassword: 'N3w-pass!' }],
    [false, { newPassword: 'N3w-pass!' }],
  ])('asked %s → sends %o', (asked, expected) => {
    expect(toChangePasswordInput(values, asked)).toStrictEqual(expected)
  })
})
