import { startLocales } from '@/i18n/start-locales'

/** What index.html names for the start (scripts/start-preload-plugin.ts). */
export interface StartPreloads {
  /** The sign-in page's address, its chunk and style. */
  path: string
  page: string[]
  /** The API client's chunks (axios): a start at any other address asks for the session first. */
  apiClient: string[]
  /** The start texts' chunk of each locale folder. */
  texts: Record<string, string>
  /** The language cookie's name as built; config.js may set another prefix (read if already run). */
  cookiePrefix: string
  cookieName: string
}

/**
 * The files a start asks for before the entry has run: the detected language's start texts at
 * every address (every start waits for them); the sign-in page's chunk and style at its own; and
 * at any address outside it the API client's, which the session's first calls wait for (else
 * asked for once the router has started, behind the shell's chunks: a round trip more on a phone).
 */
export function startPreloadFiles(
  plan: StartPreloads,
  pathname: string,
  languageCookie: string | undefined,
  browserLanguages: readonly string[],
): string[] {
  const locales = startLocales(languageCookie, browserLanguages)
  const texts = locales.flatMap((locale) => plan.texts[locale] ?? [])
  if (pathname === plan.path) return [...plan.page, ...texts]
  // The sign-in page's own sub-pages (signed out by the provider) call no API.
  return pathname.startsWith(`${plan.path}/`) ? texts : [...plan.apiClient, ...texts]
}
