import { findFailedModuleUrl } from './module-url'

type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'headers'>>

/**
 * Whether a module that failed to load no longer exists on the server, as after a deploy that
 * replaced the hashed chunk names: 404 or 410, or the single-page fallback answering with HTML.
 * A network failure or a 5xx is a blip, not a missing file.
 */
export async function isModuleGone(error: unknown, fetchFn: Fetch = fetch): Promise<boolean> {
  const url = findFailedModuleUrl(error)
  if (!url) return false
  try {
    const response = await fetchFn(url, { method: 'HEAD', cache: 'no-store' })
    if (response.status === 404 || response.status === 410) return true
    const type = response.headers.get('content-type') ?? ''
    return response.status < 300 && type.includes('text/html')
  } catch {
    return false
  }
}
