import { readCookie, readQuery, type MockRequest } from '../http/mock-http.ts'

/** The languages the mock server lists in `localization.languages`. */
export type CultureName = 'en' | 'zh-Hans'

/** `Abp.Localization.DefaultLanguage`: what a request gets when it names no listed culture. */
export const defaultCulture: CultureName = 'en'

/** What ABP returns as `localization.currentCulture` (.NET CultureInfo, invariant of the OS). */
export const cultureInfos: Record<CultureName, Record<string, unknown>> = {
  en: {
    displayName: 'English',
    englishName: 'English',
    threeLetterIsoLanguageName: 'eng',
    twoLetterIsoLanguageName: 'en',
    isRightToLeft: false,
    cultureName: 'en',
    name: 'en',
    nativeName: 'English',
    dateTimeFormat: {
      calendarAlgorithmType: 'SolarCalendar',
      dateTimeFormatLong: 'dddd, MMMM d, yyyy',
      shortDatePattern: 'M/d/yyyy',
      fullDateTimePattern: 'dddd, MMMM d, yyyy h:mm:ss tt',
      dateSeparator: '/',
      shortTimePattern: 'h:mm tt',
      longTimePattern: 'h:mm:ss tt',
    },
  },
  'zh-Hans': {
    displayName: '中文(简体)',
    englishName: 'Chinese (Simplified)',
    threeLetterIsoLanguageName: 'zho',
    twoLetterIsoLanguageName: 'zh',
    isRightToLeft: false,
    cultureName: 'zh-Hans',
    name: 'zh-Hans',
    nativeName: '中文(简体)',
    dateTimeFormat: {
      calendarAlgorithmType: 'SolarCalendar',
      dateTimeFormatLong: "yyyy'年'M'月'd'日'",
      shortDatePattern: 'yyyy/M/d',
      fullDateTimePattern: "yyyy'年'M'月'd'日' H:mm:ss",
      dateSeparator: '/',
      shortTimePattern: 'H:mm',
      longTimePattern: 'H:mm:ss',
    },
  },
}

export const languageList = [
  {
    cultureName: 'en',
    uiCultureName: 'en',
    displayName: 'English',
    twoLetterISOLanguageName: 'en',
  },
  {
    cultureName: 'zh-Hans',
    uiCultureName: 'zh-Hans',
    displayName: '简体中文',
    twoLetterISOLanguageName: 'zh',
  },
].map((language) => ({ ...language, flagIcon: null }))

/**
 * Maps a requested culture to a listed one, falling back to parent cultures as .NET does; null for
 * any other language (`ja`, `es`, `zh-TW`…), which then gets the default.
 */
export function toSupportedCulture(requested: string): CultureName | null {
  const name = requested.trim().toLowerCase()
  if (name === 'en' || name.startsWith('en-')) return 'en'
  // zh-CN and zh-SG have zh-Hans as their .NET parent culture; plain `zh` is accepted as well.
  if (['zh', 'zh-cn', 'zh-sg'].includes(name) || name.startsWith('zh-hans')) return 'zh-Hans'
  return null
}

function fromAcceptLanguage(header: string | undefined): CultureName | null {
  if (!header) return null
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';')
      const quality = params.find((p) => p.trim().startsWith('q='))
      return { tag, q: quality ? Number(quality.trim().slice(2)) : 1 }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
  for (const entry of ranked) {
    const culture = toSupportedCulture(entry.tag)
    if (culture) return culture
  }
  return null
}

/**
 * ASP.NET Core's request-culture providers in ABP's order: query string, cookie, Accept-Language,
 * then the `Abp.Localization.DefaultLanguage` setting.
 */
export function resolveCulture(request: Pick<MockRequest, 'query' | 'headers'>): CultureName {
  const fromQuery = readQuery(request.query, 'ui-culture') ?? readQuery(request.query, 'culture')
  const cookie = readCookie(request.headers, '.AspNetCore.Culture')
  const fromCookie = cookie?.match(/uic=([^|]+)/)?.[1]
  return (
    (fromQuery && toSupportedCulture(fromQuery)) ||
    (fromCookie && toSupportedCulture(fromCookie)) ||
    fromAcceptLanguage(request.headers['accept-language']) ||
    defaultCulture
  )
}
