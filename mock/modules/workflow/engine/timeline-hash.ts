import { createHash } from 'node:crypto'
import { canonicalJson } from '../../../../src/modules/workflow/timeline-chain/canonical-json.ts'
import { chainText, genesisHash } from '../../../../src/modules/workflow/timeline-chain/timeline-chain.ts' // prettier-ignore
import type { TimelineEntry } from './engine-types.ts'

export { genesisHash }

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

/** `hex(SHA-256(UTF-8(prevHash + "\n" + JCS(entry without hash))))`. */
export function hashEntry(prevHash: string, entry: Omit<TimelineEntry, 'hash'>): string {
  return sha256Hex(chainText(prevHash, entry))
}

/** The index of the first entry whose hash does not follow from the chain, or -1 when valid. */
export function firstBrokenLink(timeline: readonly TimelineEntry[]): number {
  let prev = genesisHash
  for (const [index, entry] of timeline.entries()) {
    if (hashEntry(prev, entry) !== entry.hash) return index
    prev = entry.hash
  }
  return -1
}

/**
 * `hex(SHA-256(UTF-8(JCS({formData, timeline}))))` with signatures and seals reduced to their
 * image hash (§3). The caller passes form data as stored (picker values `{id, name}`,
 * attachments as their `sha256`).
 */
export function contentHash(
  formData: Record<string, unknown>,
  timeline: readonly TimelineEntry[],
): string {
  const reduced = timeline.map((entry) => ({
    ...entry,
    signature: entry.signature ? { imageHash: entry.signature.imageHash } : undefined,
    seal: entry.seal?.imageHash !== undefined ? { imageHash: entry.seal.imageHash } : undefined,
  }))
  return sha256Hex(canonicalJson({ formData, timeline: reduced }))
}
