import { describe, expect, it } from 'vitest'
import { identityFromAccessToken, identityFromClaims, isSameIdentity } from './token-identity'

const base64Url = (value: string) => Buffer.from(value, 'utf8').toString('base64url')
const jwt = (payload: unknown) =>
  `${base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.sig`

describe('identityFromAccessToken', () => {
  it.each<[string, string, ReturnType<typeof identityFromAccessToken>]>([
    ['a tenant user', jwt({ sub: 'u1', tenantid: 't1' }), { userId: 'u1', tenantId: 't1' }],
    ['a host user (no tenantid)', jwt({ sub: 'u1' }), { userId: 'u1', tenantId: null }],
    [
      'an empty tenantid is the host',
      jwt({ sub: 'u1', tenantid: '' }),
      { userId: 'u1', tenantId: null },
    ],
    [
      'a non-string tenantid is the host',
      jwt({ sub: 'u1', tenantid: 7 }),
      { userId: 'u1', tenantId: null },
    ],
    // base64url alphabet (- and _) and UTF-8 claims: `ÿÿ?` encodes to `w7_Dv8O_Pw`.
    ['base64url and UTF-8', jwt({ sub: 'ÿÿ?', name: '张三' }), { userId: 'ÿÿ?', tenantId: null }],
    ['no sub', jwt({ tenantid: 't1' }), undefined],
    ['an empty sub', jwt({ sub: '' }), undefined],
    ['a numeric sub', jwt({ sub: 42 }), undefined],
    ['a payload that is not an object', jwt('u1'), undefined],
    ['a null payload', jwt(null), undefined],
    ['not a JWT', 'opaque-reference-token', undefined],
    ['an empty token', '', undefined],
    ['a payload that is not base64', 'a.%%%.c', undefined],
    ['a payload that is not JSON', `a.${base64Url('not json')}.c`, undefined],
    ['the demo token', 'admin-token', undefined],
  ])('%s', (_label, token, expected) => {
    expect(identityFromAccessToken(token)).toEqual(expected)
  })
})

describe('identityFromClaims (oidc-client-ts profile)', () => {
  it.each<[Record<string, unknown>, ReturnType<typeof identityFromClaims>]>([
    [
      { sub: 'u1', tenantid: 't1' },
      { userId: 'u1', tenantId: 't1' },
    ],
    [{ sub: 'u1' }, { userId: 'u1', tenantId: null }],
    [{}, undefined],
  ])('%j → %j', (claims, expected) => {
    expect(identityFromClaims(claims)).toEqual(expected)
  })
})

describe('isSameIdentity', () => {
  const host = { userId: 'u1', tenantId: null }
  it.each([
    ['the same user of the host', host, { userId: 'u1', tenantId: null }, true],
    [
      'the same user of a tenant',
      { userId: 'u1', tenantId: 't1' },
      { userId: 'u1', tenantId: 't1' },
      true,
    ],
    ['another user', host, { userId: 'u2', tenantId: null }, false],
    ['the same id in another tenant', host, { userId: 'u1', tenantId: 't1' }, false],
    ['an unknown identity is never the same', undefined, host, false],
    ['two unknown identities are not the same', undefined, undefined, false],
  ])('%s → %s', (_label, a, b, expected) => {
    expect(isSameIdentity(a, b)).toBe(expected)
    expect(isSameIdentity(b, a)).toBe(expected)
  })
})
