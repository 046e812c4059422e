import { describe, expect, it } from 'vitest'
import { isSignoutReturn, readReturnTo, stripAuthResponse } from './oidc-return-path'

describe('readReturnTo', () => {
  it.each([
    [{ returnTo: '/project/htd?tab=2' }, '/project/htd?tab=2'],
    [{ returnTo: 'https://evil.example/' }, '/'],
    [{ returnTo: '//evil.example' }, '/'],
    [{ returnTo: 42 }, '/'],
    [{}, '/'],
    [null, '/'],
    ['/project/htd', '/'],
  ])('%j → %s', (state, expected) => {
    expect(readReturnTo(state)).toBe(expected)
  })
})

describe('stripAuthResponse', () => {
  it.each([
    ['http://app/auth-redirect?code=c&state=s&iss=http%3A%2F%2Fop', '/auth-redirect'],
    ['http://app/x?keep=1&code=c&session_state=z&state=s#h', '/x?keep=1#h'],
    ['/auth-redirect?error=access_denied&error_description=no&state=s', '/auth-redirect'],
    ['/?state=abc', '/'],
    ['/plain?a=1', '/plain?a=1'],
  ])('%s → %s', (href, expected) => {
    expect(stripAuthResponse(href)).toBe(expected)
  })
})

describe('isSignoutReturn', () => {
  const postLogout = 'http://app.test/'
  it.each([
    ['http://app.test/?state=abc', true],
    ['http://app.test/', false],
    ['http://app.test/?code=c&state=abc', false],
    ['http://app.test/index?state=abc', false],
  ])('%s → %s', (href, expected) => {
    expect(isSignoutReturn(href, postLogout)).toBe(expected)
  })
})
