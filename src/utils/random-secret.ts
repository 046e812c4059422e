/**
 * A random secret for clients and API resources: `byteLength` random bytes (crypto.getRandomValues)
 * in URL-safe base64 without padding (32 bytes → 43 characters). Shown once to the user; the
 * server stores only its SHA-256 hash.
 */
export function randomSecret(byteLength = 32): string {
  const bytes = new Uint8Array(byteLength)
  crypto.getRandomValues(bytes)
  return toBase64Url(bytes)
}

/** URL-safe base64 (RFC 4648 §5) without `=` padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
