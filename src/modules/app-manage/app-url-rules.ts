/**
 * The address rules of apps (business-api.md §4.1), the same on both sides: an app's `url` and a
 * launch answer's `url` must be absolute http(s) addresses; an icon is a key or an absolute
 * `https://` image URL. Anything else (`javascript:`, `data:`, `ftp:`, protocol-relative `//host`,
 * leading or embedded whitespace or control characters that browsers strip) is refused.
 */

const iconKeyPattern = /^[a-z][a-zA-Z0-9-]*$/

/** Characters a browser removes or trims from an address before reading its scheme. */
function hasStrippedCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0
    if (code <= 0x20 || code === 0x7f || code === 0xa0 || code === 0xfeff) return true
    if (code === 0x2028 || code === 0x2029) return true
  }
  return false
}

function parseAbsolute(value: string): URL | null {
  if (value === '' || hasStrippedCharacter(value)) return null
  // An absolute address names its scheme itself; `URL` with no base refuses `//host` and paths.
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value)) return null
  try {
    return new URL(value)
  } catch {
    return null
  }
}

/** An absolute `http:` or `https:` address with a host. */
export function isHttpUrl(value: string): boolean {
  const url = parseAbsolute(value)
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== ''
}

/** An absolute `https:` address with a host (icon images). */
export function isHttpsUrl(value: string): boolean {
  const url = parseAbsolute(value)
  return url !== null && url.protocol === 'https:' && url.host !== ''
}

export function isIconKey(value: string): boolean {
  return iconKeyPattern.test(value)
}

/** What an app's `icon` names: nothing, a key of the icon set, or an image address. */
export type AppIconSource =
  { kind: 'none' } | { kind: 'key'; key: string } | { kind: 'image'; url: string }

export function readAppIcon(icon: string | null | undefined): AppIconSource {
  const value = icon ?? ''
  if (value === '') return { kind: 'none' }
  if (isIconKey(value)) return { kind: 'key', key: value }
  if (isHttpsUrl(value)) return { kind: 'image', url: value }
  return { kind: 'none' }
}

/** The `icon` field's rule: empty, a key, or an absolute https image URL. */
export function isValidAppIcon(value: string): boolean {
  return value === '' || isIconKey(value) || isHttpsUrl(value)
}
