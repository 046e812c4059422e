import { startLocales } from '@/i18n/start-locales'

/** What index.html names for the start (scripts/start-preload-plugin.ts). */
export interface StartPreloads {
  /** The sign-in page's address, its chunk and style. */
  path: string
  page: string[]
  /** The start texts' chunk of each locale folder. */
  texts: Record<string, string>
  /** The language cookie's name as built; config.js may set another prefix (read if already run). */
  cookiePrefix: string
  cookieName: string
}

/**
 * The files a start asks for before the entry has run: the detected language's start texts at
 * every address (every start waits for them), and the sign-in page's chunk and style at its own.
 */
export function startPreloadFiles(
  plan: StartPreloads,
  pathname: string,
  languageCookie: string | undefined,
  browserLanguages: readonly string[],
): string[] {
  const locales = startLocales(languageCookie, browserLanguages)
  const texts = locales.flatMap((locale) => plan.texts[locale] ?? [])
  return pathname === plan.path ? [...plan.page, ...texts] : texts
}
