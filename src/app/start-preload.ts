import { startLocales } from '@/i18n/start-locales'

/**
 * A script of its own, run as soon as it arrives (`async`, beside the entry): on the sign-in page
 * it asks for the page's chunk and style and the detected language's start texts while the entry
 * still downloads, instead of after it has run (on a phone, a round trip). index.html names the
 * files (`#start-preload`, written at build time: scripts/start-preload-plugin.ts). No imports but
 * the pure rule it bundles: it has nothing to wait for.
 */
interface StartPreloads {
  /** The sign-in page's address, its chunk and style. */
  path: string
  page: string[]
  /** The start texts' chunk of each locale folder. */
  texts: Record<string, string>
  /** The language cookie's name as built; config.js may set another prefix (read if already run). */
  cookiePrefix: string
  cookieName: string
}

function readCookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`))
  return pair === undefined ? undefined : decodeURIComponent(pair.slice(name.length + 1))
}

function preload(href: string): void {
  const link = document.createElement('link')
  if (href.endsWith('.css')) {
    link.rel = 'preload'
    link.as = 'style'
  } else {
    link.rel = 'modulepreload'
  }
  link.href = href
  document.head.append(link)
}

const block = document.getElementById('start-preload')
const plan = block?.textContent ? (JSON.parse(block.textContent) as StartPreloads) : undefined
if (plan && location.pathname === plan.path) {
  const runtime = (window as { __APP_CONFIG__?: Record<string, string | undefined> }).__APP_CONFIG__
  const prefix = runtime?.VITE_COOKIE_PREFIX ?? plan.cookiePrefix
  const locales = startLocales(readCookie(`${prefix}${plan.cookieName}`), navigator.languages)
  for (const href of [...plan.page, ...locales.flatMap((locale) => plan.texts[locale] ?? [])]) {
    preload(href)
  }
}
