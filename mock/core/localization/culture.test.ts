import { describe, expect, it } from 'vitest'
import { resolveCulture, toSupportedCulture } from './culture.ts'

describe('toSupportedCulture', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-TW', null],
    ['ja', null],
    ['es', null],
    ['', null],
  ])('%j → %j', (requested, expected) => {
    expect(toSupportedCulture(requested)).toBe(expected)
  })
})

describe('resolveCulture', () => {
  const byHeader = (value?: string) =>
    resolveCulture({
      query: new URLSearchParams(),
      headers: value === undefined ? {} : { 'accept-language': value },
    })

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['ja', 'en'],
    ['es-ES,es;q=0.9', 'en'],
    ['ja,zh-CN;q=0.5', 'zh-Hans'],
    ['en;q=0.2,zh-Hans;q=0.8', 'zh-Hans'],
    ['zh-Hans;q=0', 'en'],
  ])('Accept-Language %j → %j', (header, expected) => {
    expect(byHeader(header)).toBe(expected)
  })

  it('lets the query string and the culture cookie win over Accept-Language', () => {
    const headers = { 'accept-language': 'en', cookie: '.AspNetCore.Culture=c=zh-Hans|uic=zh-Hans' }
    expect(resolveCulture({ query: new URLSearchParams(), headers })).toBe('zh-Hans')
    expect(resolveCulture({ query: new URLSearchParams('ui-culture=en'), headers })).toBe('en')
  })
})
