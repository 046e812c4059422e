import { describe, expect, it } from 'vitest'
import { isSidebarOpened, parseAppSize, resolveLanguage, toSidebarCookie } from './app-rules'

describe('sidebar cookie', () => {
  it.each([
    [undefined, true],
    ['1', true],
    ['0', false],
    ['garbage', true],
  ])('%s → opened %s', (cookie, opened) => {
    expect(isSidebarOpened(cookie)).toBe(opened)
  })

  it('writes 1 or 0', () => {
    expect(toSidebarCookie(true)).toBe('1')
    expect(toSidebarCookie(false)).toBe('0')
  })
})

describe('parseAppSize', () => {
  it.each([
    [undefined, 'medium'],
    ['small', 'small'],
    ['mini', 'mini'],
    ['huge', 'medium'],
  ])('%s → %s', (cookie, size) => {
    expect(parseAppSize(cookie)).toBe(size)
  })
})

describe('resolveLanguage', () => {
  it.each<[string | undefined, string[], string]>([
    ['ja', ['zh-CN'], 'ja'],
    ['zh-cn', [], 'zh-CN'],
    [undefined, ['zh-CN', 'en'], 'zh-CN'],
    [undefined, ['zh-TW'], 'zh'],
    [undefined, ['es-MX'], 'es'],
    [undefined, ['fr-FR', 'ja-JP'], 'ja'],
    ['klingon', ['fr'], 'en'],
    [undefined, [], 'en'],
  ])('cookie %s, browser %j → %s', (cookie, browser, expected) => {
    expect(resolveLanguage(cookie, browser)).toBe(expected)
  })
})
