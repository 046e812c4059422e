import { canonicalJson } from './canonical-json.ts'

/**
 * The timeline's hash chain (workflow-api.md §3 "Timeline"), one definition for the embedded
 * backend's engine (synchronous, Node's crypto) and the instance page (asynchronous,
 * `crypto.subtle`):
 * `hash = hex(SHA-256(UTF-8(prevHash + "\n" + JCS(entry without hash))))`, the first entry's
 * `prevHash` 64 zeros.
 */
export const genesisHash = '0'.repeat(64)

/** The text an entry's hash is taken over, after the previous entry's hash. */
export function chainText(prevHash: string, entry: object): string {
  const { hash: _hash, ...withoutHash } = entry as { hash?: unknown }
  return `${prevHash}\n${canonicalJson(withoutHash)}`
}

/** What a check of the chain found: intact, or the first entry whose hash does not follow. */
export type ChainVerdict = { intact: true; entries: number } | { intact: false; brokenAt: number }

/** Checks the chain with the given SHA-256 (hex of the UTF-8 text). */
export async function checkChain(
  timeline: readonly { hash: string }[],
  sha256Hex: (text: string) => Promise<string>,
): Promise<ChainVerdict> {
  let prev = genesisHash
  for (const [index, entry] of timeline.entries()) {
    if ((await sha256Hex(chainText(prev, entry))) !== entry.hash) return { intact: false, brokenAt: index } // prettier-ignore
    prev = entry.hash
  }
  return { intact: true, entries: timeline.length }
}

/**
 * SHA-256 in the page, where `crypto.subtle` exists: a secure context (https or localhost); null
 * elsewhere (a page a browser does not count as secure has no `crypto.subtle`).
 */
export function subtleSha256(): ((text: string) => Promise<string>) | null {
  const subtle = globalThis.isSecureContext === false ? undefined : globalThis.crypto?.subtle
  if (!subtle) return null
  return async (text) => {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text))
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
  }
}
