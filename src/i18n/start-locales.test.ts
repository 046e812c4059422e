import { describe, expect, it } from 'vitest'
import { startLanguages, startLocales } from './start-locales'
import { supportedLanguages } from './supported-languages'

describe('startLocales', () => {
  it.each([
    // cookie, browser languages, folders
    [undefined, ['en-US', 'en'], ['en']],
    [undefined, [], ['en']],
    [undefined, ['fr-FR', 'de'], ['en']],
    [undefined, ['zh-CN', 'zh'], ['zh-CN', 'en']],
    [undefined, ['zh-TW'], ['zh-CN', 'en']],
    [undefined, ['ja-JP'], ['ja', 'en']],
    [undefined, ['es-419', 'es'], ['es', 'en']],
    // A supported tag in full wins over an earlier one matched by its primary subtag (i18next).
    [undefined, ['en-GB', 'ja'], ['ja', 'en']],
    ['zh-CN', ['en-US'], ['zh-CN', 'en']],
    ['es', ['ja'], ['es', 'en']],
    ['en', ['zh-CN'], ['en']],
    ['klingon', ['ja'], ['ja', 'en']],
  ] as const)('cookie %s, browser %j → %j', (cookie, languages, folders) => {
    expect(startLocales(cookie, languages)).toEqual(folders)
  })

  it('knows the languages the app supports', () => {
    expect([...startLanguages]).toEqual([...supportedLanguages])
  })
})
