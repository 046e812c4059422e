/**
 * The locale folders whose start texts (the sign-in page's) the app will load first, guessed
 * before it runs (src/app/start-preload.ts): the language i18next will detect (src/i18n/i18n.ts:
 * the language cookie, else the browser's languages, the first supported tag in full before any
 * by its primary subtag, else English), and English, every language's fallback. A wrong guess
 * costs one small file: the app loads what it needs regardless.
 *
 * No imports: the start-preload script must carry no chunk of its own to wait for, so the
 * supported languages are repeated here (start-locales.test.ts keeps them equal).
 */
export const startLanguages = ['en', 'zh', 'zh-CN', 'es', 'ja'] as const

export function startLocales(
  cookie: string | undefined,
  browserLanguages: readonly string[],
): string[] {
  const supported = startLanguages.map((tag) => tag.toLowerCase())
  const tags = [cookie, ...browserLanguages]
    .filter((tag): tag is string => !!tag)
    .map((tag) => tag.trim().replace(/_/g, '-').toLowerCase())
  const language =
    tags.find((tag) => supported.includes(tag)) ??
    tags.map((tag) => tag.split('-')[0]).find((tag) => supported.includes(tag)) ??
    'en'
  const folder = language.startsWith('zh') ? 'zh-CN' : language
  return folder === 'en' ? ['en'] : [folder, 'en']
}
