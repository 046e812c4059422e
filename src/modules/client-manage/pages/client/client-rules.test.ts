import { describe, expect, it } from 'vitest'
import {
  grantTypeChoices,
  grantTypeConflict,
  isAbsoluteHttpUri,
  isOrigin,
  pkceAfterGrantChange,
  standardGrantTypes,
  tabOfField,
} from './client-rules'

describe('isAbsoluteHttpUri', () => {
  it.each([
    ['https://app.example.com/signin-callback', true],
    ['http://localhost:5173', true],
    ['http://127.0.0.1:4200/cb?x=1', true],
    ['HTTPS://APP.EXAMPLE.COM', true],
    ['/signin-callback', false],
    ['app.example.com/cb', false],
    ['ftp://files.example.com', false],
    ['com.example.app:/callback', false],
    ['http:/missing-slash', false],
    ['https://', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isAbsoluteHttpUri(value)).toBe(expected)
  })
})

describe('isOrigin', () => {
  it.each([
    ['https://app.example.com', true],
    ['http://localhost:5173', true],
    ['https://app.example.com/', false],
    ['https://app.example.com/path', false],
    ['https://app.example.com?x=1', false],
    ['app.example.com', false],
  ])('%s → %s', (value, expected) => {
    expect(isOrigin(value)).toBe(expected)
  })
})

describe('grant types', () => {
  it.each([
    [['authorization_code', 'client_credentials'], null],
    [['implicit'], null],
    [
      ['implicit', 'authorization_code'],
      ['implicit', 'authorization_code'],
    ],
    [
      ['hybrid', 'implicit'],
      ['implicit', 'hybrid'],
    ],
    [
      ['hybrid', 'authorization_code', 'password'],
      ['authorization_code', 'hybrid'],
    ],
  ])('%j conflicts: %j', (selected, expected) => {
    expect(grantTypeConflict(selected)).toEqual(expected)
  })

  it('offers the standard grant types and keeps custom ones', () => {
    expect(grantTypeChoices(['password'])).toEqual(standardGrantTypes)
    expect(grantTypeChoices(['delegation'])).toEqual([...standardGrantTypes, 'delegation'])
  })
})

describe('pkceAfterGrantChange', () => {
  it.each([
    // before, after, requireClientSecret, requirePkce → requirePkce
    [[], ['authorization_code'], false, false, true],
    [[], ['authorization_code'], true, false, false],
    [['authorization_code'], ['authorization_code', 'password'], false, false, false],
    [['authorization_code'], [], false, true, true],
    [[], ['client_credentials'], false, false, false],
  ])('%j → %j (secret %s, pkce %s) → %s', (before, after, secret, pkce, expected) => {
    expect(pkceAfterGrantChange(before, after, secret, pkce)).toBe(expected)
  })
})

describe('tabOfField', () => {
  it.each([
    ['redirectUris', 'uris'],
    [['allowedCorsOrigins', 2], 'uris'],
    ['allowedGrantTypes', 'grants'],
    ['scopes', 'scopes'],
    [['clientSecrets', 0, 'expiration'], 'secrets'],
    ['clientName', 'basic'],
    ['accessTokenLifetime', 'basic'],
  ] as const)('%j is on %s', (name, tab) => {
    expect(tabOfField(name)).toBe(tab)
  })
})
