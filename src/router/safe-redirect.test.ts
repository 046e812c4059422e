import { describe, expect, it } from 'vitest'
import { buildLoginPath, toSafeRedirect } from './safe-redirect'

describe('toSafeRedirect', () => {
  it.each([
    ['/project/index', '/project/index'],
    ['/organization/user?tab=2#top', '/organization/user?tab=2#top'],
    ['/a/../b', '/b'],
    ['  /index  ', '/index'],
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
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'index',
    '',
    undefined,
    null,
    42,
    ['/index'],
  ])('rejects %j', (input) => {
    expect(toSafeRedirect(input, '/fallback')).toBe('/fallback')
  })
})

describe('buildLoginPath', () => {
  it.each([
    ['/project/index', '/login?redirect=%2Fproject%2Findex'],
    ['/a?b=1', '/login?redirect=%2Fa%3Fb%3D1'],
    ['/', '/login'],
    ['/login?redirect=%2Fx', '/login'],
    ['https://evil.example', '/login'],
  ])('%j → %j', (input, expected) => {
    expect(buildLoginPath(input)).toBe(expected)
  })
})
