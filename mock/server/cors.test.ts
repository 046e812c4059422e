import { describe, expect, it } from 'vitest'
import { corsHeaders, isAllowedOrigin, parseCorsOrigins, type CorsOrigins } from './cors.ts'

describe('parseCorsOrigins', () => {
  it.each<[string | undefined, CorsOrigins]>([
    [undefined, null],
    ['', null],
    ['  , ', null],
    ['http://app.test', ['http://app.test']],
    [
      'http://a.test/, http://b.test:8080 http://c.test',
      ['http://a.test', 'http://b.test:8080', 'http://c.test'],
    ],
  ])('%j → %j', (raw, expected) => {
    expect(parseCorsOrigins(raw)).toEqual(expected)
  })
})

describe('isAllowedOrigin', () => {
  it.each<[string, CorsOrigins, boolean]>([
    ['http://localhost:5173', null, true],
    ['http://127.0.0.1:4373', null, true],
    ['http://localhost', null, true],
    ['https://localhost:5173', null, false],
    ['http://localhost.evil.test', null, false],
    ['http://127.0.0.1:4373.evil.test', null, false],
    ['http://example.test', null, false],
    ['null', null, false],
    ['http://app.test', ['http://app.test'], true],
    ['http://APP.test', ['http://app.test'], true],
    ['http://localhost:5173', ['http://app.test'], false],
  ])('%s with %j → %s', (origin, allowed, expected) => {
    expect(isAllowedOrigin(origin, allowed)).toBe(expected)
  })
})

describe('corsHeaders', () => {
  const origin = 'http://127.0.0.1:4273'

  it('answers a preflight with methods, the allowed headers and the origin', () => {
    const headers = corsHeaders(
      {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      },
      null,
    )
    expect(headers).toMatchObject({
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Methods': expect.stringContaining('DELETE'),
      Vary: 'Origin',
    })
    const allowed = headers['Access-Control-Allow-Headers'].split(', ')
    expect(allowed).toEqual(
      expect.arrayContaining([
        'Authorization',
        'Content-Type',
        'Accept-Language',
        '__tenant',
        'X-Requested-With',
        'RequestVerificationToken',
      ]),
    )
    expect(headers).not.toHaveProperty('Access-Control-Expose-Headers')
  })

  it('exposes the ABP headers on an actual response', () => {
    const headers = corsHeaders({ method: 'GET', headers: { origin } }, null)
    expect(headers['Access-Control-Expose-Headers']).toBe(
      '_AbpErrorFormat, Abp-Tenant-Resolve-Error',
    )
    expect(headers).not.toHaveProperty('Access-Control-Allow-Headers')
  })

  it('adds nothing but Vary for a foreign origin or a same-origin request', () => {
    expect(corsHeaders({ method: 'GET', headers: { origin: 'http://evil.test' } }, null)).toEqual({
      Vary: 'Origin',
    })
    expect(corsHeaders({ method: 'GET', headers: {} }, null)).toEqual({ Vary: 'Origin' })
  })
})
