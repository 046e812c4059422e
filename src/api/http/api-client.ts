import { importWithRetry } from '@/utils/import-with-retry'
import type { HttpClient, HttpClientDeps } from './create-http-client'

let deps: HttpClientDeps | undefined
let configured: Promise<HttpClient> | undefined
/** The warm-up listeners of the current wiring; a new wiring (tests wire once per case) drops them. */
let warmUpListeners: AbortController | undefined

/**
 * Wires THE client of the main ABP API, once, at start-up (src/app/bootstrap.ts). axios loads
 * with that client's chunk at the first call, or as soon as the user touches a key or the pointer
 * (on the sign-in page, while they type): the sign-in form neither waits for it nor shares a slow
 * network with it while it loads.
 */
export function configureApiClient(clientDeps: HttpClientDeps): void {
  deps = clientDeps
  configured = undefined
  if (typeof window === 'undefined') return
  warmUpListeners?.abort()
  warmUpListeners = new AbortController()
  const { signal } = warmUpListeners
  const warmUp = () => void client().catch(() => undefined)
  for (const type of ['pointerdown', 'keydown']) {
    window.addEventListener(type, warmUp, { once: true, capture: true, passive: true, signal })
  }
}

function client(): Promise<HttpClient> {
  if (!deps) throw new Error('configureApiClient() was not called at start-up')
  const wiring = deps
  configured ??= importWithRetry(() => import('./create-http-client')).then(
    ({ createHttpClient }) => createHttpClient(wiring),
  )
  return configured
}

/** The main ABP API: what `src/api/<area>` modules call. */
export const apiClient: HttpClient = {
  get: async (url, params, options) => (await client()).get(url, params, options),
  postForm: async (url, data, options) => (await client()).postForm(url, data, options),
  post: async (url, data, options) => (await client()).post(url, data, options),
  put: async (url, data, options) => (await client()).put(url, data, options),
  delete: async (url, params, options) => (await client()).delete(url, params, options),
}
