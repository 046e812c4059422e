/*
 * A script of its own, run as soon as it arrives (`async`, beside the entry): it asks for the
 * detected language's start texts (every start waits for them) and, on the sign-in page, for the
 * page's chunk and style while the entry still downloads, instead of after it has run (on a phone,
 * a round trip). index.html names the files (`#start-preload`, written at build time:
 * scripts/start-preload-plugin.ts). No imports but the pure rules it bundles: it has nothing to
 * wait for.
 */
import { startPreloadFiles, type StartPreloads } from './start-preload-rules'

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
if (plan) {
  const runtime = (window as { __APP_CONFIG__?: Record<string, string | undefined> }).__APP_CONFIG__
  const prefix = runtime?.VITE_COOKIE_PREFIX ?? plan.cookiePrefix
  const language = readCookie(`${prefix}${plan.cookieName}`)
  for (const href of startPreloadFiles(plan, location.pathname, language, navigator.languages)) {
    preload(href)
  }
}
