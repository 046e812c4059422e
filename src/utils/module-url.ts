/**
 * Browsers name the module that failed in the error of a dynamic import: Chromium "Failed to fetch
 * dynamically imported module: <url>", Firefox "error loading dynamically imported module: <url>".
 * Safari names none; neither do Vite's CSS preload errors, which a second call of the loader fixes.
 */
const failedModulePattern = /dynamically imported module:\s*(\S+)/i

/** The http(s) address of the module a failed dynamic import names, if it names one. */
export function findFailedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  const candidate = failedModulePattern.exec(message)?.[1]
  if (!candidate) return undefined
  try {
    const url = new URL(candidate)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/** The same module under a new address: the browser keeps a failed fetch per address. */
export function withRetryQuery(url: string, stamp: number): string {
  const retried = new URL(url)
  retried.searchParams.set('retry', String(stamp))
  return retried.href
}
