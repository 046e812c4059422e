// Shared helpers of the bench measurements (scripts/bench.mjs runs them).
import { gzipSync } from 'node:zlib'

/** Gzip size (level 9) of a buffer or string, in bytes. */
export function gzipBytes(content) {
  return gzipSync(content, { level: 9 }).length
}

export function toKB(bytes) {
  return Math.round((bytes / 1024) * 10) / 10
}

/** True for a response that carries JavaScript (scripts and module preloads alike). */
export function isScriptResponse(response) {
  const type = response.request().resourceType()
  if (type === 'script') return true
  const contentType = response.headers()['content-type'] ?? ''
  return /javascript|ecmascript/.test(contentType)
}

/**
 * Records every JavaScript response of `page` (deduplicated by URL) and returns a reader of the
 * gzip total. Bodies are read as they arrive, so a later navigation cannot drop them.
 */
export function recordScripts(page) {
  const scripts = new Map()
  const pending = []
  page.on('response', (response) => {
    if (!isScriptResponse(response) || response.status() !== 200) return
    const url = new URL(response.url())
    if (scripts.has(url.pathname)) return
    scripts.set(url.pathname, 0)
    pending.push(
      response.body().then(
        (body) => scripts.set(url.pathname, gzipBytes(body)),
        () => scripts.delete(url.pathname),
      ),
    )
  })
  return async () => {
    await Promise.all(pending)
    const files = [...scripts.entries()].map(([path, bytes]) => ({ path, bytes }))
    return { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) }
  }
}

/** Signs in through the form, the way a user does, and waits for the signed-in shell. */
export async function signInThroughForm(page, { tenant = '', username, password }) {
  await page.getByLabel('Tenant', { exact: true }).fill(tenant)
  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 })
  await page.getByRole('navigation').first().waitFor({ timeout: 20_000 })
}

/** Opens every collapsed group of the sidebar menu. */
export async function expandMenuGroups(page) {
  const collapsed = page.locator('nav [role="menuitem"][aria-expanded="false"]')
  for (let guard = 0; guard < 20 && (await collapsed.count()) > 0; guard += 1) {
    await collapsed.first().click()
  }
}

/** Median, 95th percentile, minimum and maximum of timing samples (ms, one decimal). */
export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  const round = (ms) => Math.round(ms * 10) / 10
  return {
    median: round(pick(0.5)),
    p95: round(pick(0.95)),
    min: round(sorted[0]),
    max: round(sorted.at(-1)),
  }
}
