import { createHash } from 'node:crypto'

/**
 * The timeline's hash chain (workflow-api.md §3): hash = hex(SHA-256(prevHash + "\n" +
 * JCS(entry without hash))), the first prevHash 64 zeros. JCS here covers what entries hold:
 * objects with sorted keys, strings and integers (RFC 8785 agrees for these).
 */
export const firstPrevHash = '0'.repeat(64)

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
}

export function entryHash(prevHash: string, entry: Record<string, unknown>): string {
  const text = `${prevHash}\n${canonicalJson(entry)}`
  return createHash('sha256').update(text, 'utf8').digest('hex')
}
