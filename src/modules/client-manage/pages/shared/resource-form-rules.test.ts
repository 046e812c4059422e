import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import {
  blankToNull,
  isDuplicateKey,
  newSecretRow,
  toProperties,
  toPropertyRows,
  toResourceForm,
  toResourceInput,
  toSecretInputs,
  toSecretRows,
} from './resource-form-rules'

describe('properties', () => {
  it.each([
    [{}, []],
    [
      { a: '1', b: '' },
      [
        { key: 'a', value: '1' },
        { key: 'b', value: '' },
      ],
    ],
  ])('%j ↔ rows', (dictionary, rows) => {
    expect(toPropertyRows(dictionary)).toEqual(rows)
    expect(toProperties(rows)).toEqual(dictionary)
  })

  it.each([
    [undefined, {}],
    [[{ key: ' a ', value: '1' }, { key: '  ', value: 'x' }, {}], { a: '1' }],
    [[{ key: 'a' }], { a: '' }],
  ])('rows %j → %j', (rows, dictionary) => {
    expect(toProperties(rows)).toEqual(dictionary)
  })

  it.each([
    [[{ key: 'a' }, { key: ' a' }], 'a', true],
    [[{ key: 'a' }, { key: 'b' }], 'a', false],
    [[{ key: '' }, { key: '' }], '', false],
    [undefined, 'a', false],
  ])('%j: is %s a duplicate → %s', (rows, key, expected) => {
    expect(isDuplicateKey(rows, key)).toBe(expected)
  })
})

describe('secrets', () => {
  const held = {
    type: 'SharedSecret',
    value: 'hash=',
    description: 'API',
    expiration: '2030-01-02T03:04:05',
  }

  it('sends a held secret back unchanged', () => {
    const rows = toSecretRows([held])
    expect(rows[0]).toMatchObject({ isNew: false, value: 'hash=' })
    expect(rows[0].expiration?.format('YYYY-MM-DD HH:mm')).toBe('2030-01-02 03:04')
    expect(toSecretInputs(rows)).toEqual([held])
  })

  it.each([
    [{}, { description: null, expiration: null }],
    [
      { description: '  CI  ', expiration: dayjs('2031-05-06T07:08:09') },
      { description: 'CI', expiration: '2031-05-06T07:08:09' },
    ],
  ])('a new secret with %j sends %j and its plain value', (change, expected) => {
    const row = { ...newSecretRow('plain'), ...change }
    expect(toSecretInputs([row])).toEqual([{ type: 'SharedSecret', value: 'plain', ...expected }])
  })

  it('sends no secrets for none', () => {
    expect(toSecretInputs(undefined)).toEqual([])
  })
})

describe('blankToNull', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['  ', null],
    [' a ', 'a'],
  ])('%j → %j', (value, expected) => {
    expect(blankToNull(value)).toBe(expected)
  })
})

describe('the shared members of a resource dialog', () => {
  const row = {
    id: 'a1',
    name: 'orders',
    displayName: 'Orders',
    description: null,
    enabled: false,
    showInDiscoveryDocument: true,
    properties: { tier: 'gold' },
    extraProperties: {},
    creationTime: '2026-01-01T00:00:00',
    concurrencyStamp: 's1',
    userClaims: [{ type: 'email' }, { type: 'role' }],
  }

  it('shows claims as their types and properties as rows', () => {
    expect(toResourceForm(row)).toEqual({
      name: 'orders',
      displayName: 'Orders',
      description: null,
      enabled: false,
      showInDiscoveryDocument: true,
      userClaims: ['email', 'role'],
      properties: [{ key: 'tier', value: 'gold' }],
    })
  })

  it.each([
    ['  Orders ', ' ', ['email'], 'Orders', null, [{ type: 'email' }]],
    [undefined, null, [], null, null, []],
  ])(
    'sends display name %j, description %j and claims %j as %j, %j, %j',
    (displayName, description, userClaims, sentName, sentDescription, sentClaims) => {
      const values = { name: 'x', enabled: true, showInDiscoveryDocument: true }
      expect(toResourceInput({ ...values, displayName, description, userClaims })).toEqual({
        displayName: sentName,
        description: sentDescription,
        userClaims: sentClaims,
      })
    },
  )
})
