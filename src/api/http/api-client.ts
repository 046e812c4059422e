import { importWithRetry } from '@/utils/import-with-retry'
import type { HttpClient, HttpClientDeps } from './create-http-client'

let configured: Promise<HttpClient> | undefined

/**
 * Wires THE client of the main ABP API, once, at start-up (src/app/bootstrap.ts). axios loads
 * with this chunk rather than with the entry, so the sign-in page renders without it.
 */
export function configureApiClient(deps: HttpClientDeps): void {
  configured = importWithRetry(() => import('./create-http-client')).then(({ createHttpClient }) =>
    createHttpClient(deps),
  )
}

function client(): Promise<HttpClient> {
  if (!configured) throw new Error('configureApiClient() was not called at start-up')
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
