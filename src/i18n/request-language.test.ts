import { describe, expect, it } from 'vitest'
import { toRequestLanguage } from './request-language'

describe('toRequestLanguage', () => {
  it.each([
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-cn', 'zh-Hans'],
    ['zh_CN', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['fr', 'en'],
    ['de-DE', 'en'],
    ['', 'en'],
    [' ', 'en'],
    [undefined, 'en'],
    ['toString', 'en'],
    ['__proto__', 'en'],
  ])('%j → %j', (uiLanguage, expected) => {
    expect(toRequestLanguage(uiLanguage)).toBe(expected)
  })
})
