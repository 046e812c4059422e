import { supportedLanguages, type SupportedLanguage } from '@/i18n/supported-languages'

export const sidebarStatusCookie = 'sidebarStatus'
export const sizeCookie = 'size'

/** Component sizes of vue-element-admin's size switch; the layout maps them to antd's. */
export const appSizes = ['default', 'medium', 'small', 'mini'] as const
export type AppSize = (typeof appSizes)[number]
export const defaultAppSize: AppSize = 'medium'

/** Spec §4: the sidebar is open unless the cookie says '0'; no cookie means open. */
export function isSidebarOpened(cookieValue: string | undefined): boolean {
  return cookieValue !== '0'
}

export function toSidebarCookie(opened: boolean): '1' | '0' {
  return opened ? '1' : '0'
}

export function parseAppSize(cookieValue: string | undefined): AppSize {
  return appSizes.find((size) => size === cookieValue) ?? defaultAppSize
}

function matchSupportedLanguage(code: string | undefined): SupportedLanguage | undefined {
  if (!code) return undefined
  const lower = code.toLowerCase()
  const exact = supportedLanguages.find((lng) => lng.toLowerCase() === lower)
  if (exact) return exact
  const base = lower.split('-')[0]
  return supportedLanguages.find((lng) => lng === base)
}

/**
 * Spec §9: cookie `language`, else the browser's language, else English — the same order the
 * i18next detector uses (src/i18n/i18n.ts), so the store and i18next start on the same language
 * without the store importing i18next.
 */
export function resolveLanguage(
  cookieValue: string | undefined,
  browserLanguages: readonly string[],
): SupportedLanguage {
  const candidates = [cookieValue, ...browserLanguages]
  for (const candidate of candidates) {
    const match = matchSupportedLanguage(candidate)
    if (match) return match
  }
  return 'en'
}
