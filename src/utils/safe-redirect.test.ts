import { describe, expect, it } from 'vitest'
import { hostileHost, redirectPayloads } from '@tests/e2e/support/redirect-payloads'
import { buildLoginPath, readRedirectTarget, toSafeRedirect } from './safe-redirect'

const appOrigin = 'https://app.example'

/** Where a browser on the app's origin ends up when the router navigates to `path`. */
function landingOf(path: string): URL {
  return new URL(path, `${appOrigin}/login`)
}

describe('toSafeRedirect', () => {
  it.each([
    ['/project/index', '/project/index'],
    ['/organization/user?tab=2#top', '/organization/user?tab=2#top'],
    ['/a/../b', '/b'],
    ['/a/./b', '/a/b'],
    ['  /index  ', '/index'],
    ['/%2f%2fevil.example', '/%2f%2fevil.example'],
    ['/redirect/project/index', '/redirect/project/index'],
  ])('keeps the in-app path %j', (input, expected) => {
    expect(toSafeRedirect(input)).toBe(expected)
  })

  it.each([
    'https://evil.example',
    'http://evil.example/login',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/../..//evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'https:evil.example',
    'index',
    '',
    undefined,
    null,
    42,
    ['/index'],
  ])('rejects %j', (input) => {
    expect(toSafeRedirect(input, '/fallback')).toBe('/fallback')
  })

  it('has at least 30 shared hostile payloads', () => {
    expect(redirectPayloads.length).toBeGreaterThanOrEqual(30)
  })

  it.each(redirectPayloads.map((payload) => [payload]))(
    'keeps %j on the app origin, never protocol-relative',
    (payload) => {
      const safe = toSafeRedirect(payload, '/fallback')
      expect(safe.startsWith('/')).toBe(true)
      expect(safe.startsWith('//')).toBe(false)
      expect(safe.startsWith('/\\')).toBe(false)
      const landing = landingOf(safe)
      expect(landing.origin).toBe(appOrigin)
      expect(landing.hostname).not.toContain(hostileHost)
      // Idempotent: a target read again (e.g. by /redirect/*) stays the same.
      expect(toSafeRedirect(safe, '/fallback')).toBe(safe)
    },
  )
})

describe('readRedirectTarget', () => {
  it.each([
    ['?redirect=%2Fproject%2Fhtd', '/project/htd'],
    ['', '/'],
    ['?redirect=', '/'],
  ])('%j → %j', (search, expected) => {
    expect(readRedirectTarget(search)).toBe(expected)
  })

  it.each(redirectPayloads.map((payload) => [payload]))(
    'keeps ?redirect=%j in the app',
    (payload) => {
      const target = readRedirectTarget(`?redirect=${encodeURIComponent(payload)}`)
      expect(landingOf(target).origin).toBe(appOrigin)
      expect(target.startsWith('//')).toBe(false)
    },
  )
})

describe('buildLoginPath', () => {
  it.each([
    ['/project/index', '/login?redirect=%2Fproject%2Findex'],
    ['/a?b=1', '/login?redirect=%2Fa%3Fb%3D1'],
    ['/', '/login'],
    ['/login?redirect=%2Fx', '/login'],
    ['https://evil.example', '/login'],
    ['/..//evil.example', '/login'],
  ])('%j → %j', (input, expected) => {
    expect(buildLoginPath(input)).toBe(expected)
  })
})
