/**
 * The `redirect` query of /login and the OIDC return address may only lead inside the app:
 * a same-origin path starting with a single `/`. Absolute, protocol-relative, backslash and
 * `javascript:` targets (and anything that resolves to another origin) fall back to `fallback`.
 */
export function toSafeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback
  const value = target.trim()
  if (!value.startsWith('/') || value.startsWith('//')) return fallback
  // Browsers treat `\` like `/` and drop tabs/newlines, so `/\evil.example` is protocol-relative.
  if (/[\\\t\n\r]/.test(value)) return fallback
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
  if (/[\u0000-\u001f]/.test(value)) return fallback
  try {
    const base = 'http://app.invalid'
    const resolved = new URL(value, base)
    if (resolved.origin !== base) return fallback
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`
    // Dot segments collapse after the checks above: `/..//evil.example`, `/.//evil.example` and
    // `/%2e%2e//evil.example` resolve to `//evil.example`, protocol-relative once navigated to.
    return isProtocolRelative(path) ? fallback : path
  } catch {
    return fallback
  }
}

function isProtocolRelative(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\')
}

/** The login address that brings the user back to `path` afterwards. */
export function buildLoginPath(path: string): string {
  const safe = toSafeRedirect(path, '')
  if (!safe || safe === '/' || safe.startsWith('/login')) return '/login'
  return `/login?redirect=${encodeURIComponent(safe)}`
}

/** Where to go after signing in: the `redirect` query when it stays inside the app. */
export function readRedirectTarget(search: string): string {
  return toSafeRedirect(new URLSearchParams(search).get('redirect'), '/')
}
