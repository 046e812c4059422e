/**
 * RFC 8785 JSON Canonicalization Scheme for the values the timeline holds (strings, finite
 * numbers, booleans, null, arrays, plain objects): keys sorted by UTF-16 code units, no
 * whitespace, numbers and strings as ECMAScript's JSON.stringify writes them (which is what RFC
 * 8785 prescribes). Members whose value is `undefined` are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') {
    return JSON.stringify(value)
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('JCS: numbers must be finite')
    return JSON.stringify(value)
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    // Default sort compares UTF-16 code units, RFC 8785 §3.2.3's order.
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`
  }
  throw new Error(`JCS: ${typeof value} is not JSON`)
}
