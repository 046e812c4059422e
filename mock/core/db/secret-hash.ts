import { createHash } from 'node:crypto'

/**
 * How IdentityServer stores a shared secret (`"plain".Sha256()`): base64 of the SHA-256 of its
 * UTF-8 bytes. Clients and API resources keep only this value, never the plain text.
 */
export function sha256Secret(plain: string): string {
  return createHash('sha256').update(plain, 'utf8').digest('base64')
}
