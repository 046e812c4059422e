import { apiClient } from './api-client'
import type { RequestOptions } from './request-options'

/**
 * An image through the authenticated client (a token never goes into a URL), silent, as an
 * untyped Blob: the caller types it from its first bytes (the Content-Type header is not
 * trusted: detectImageType). Read as an ArrayBuffer and wrapped here because XHR
 * `responseType: 'blob'` breaks under jsdom + msw in tests.
 */
export async function getImageBlob(path: string, options?: RequestOptions): Promise<Blob> {
  const bytes = await apiClient.get<ArrayBuffer>(path, undefined, {
    silent: true,
    ...options,
    responseType: 'arraybuffer',
  })
  return new Blob([bytes])
}
