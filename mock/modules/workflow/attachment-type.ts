/**
 * An attachment's type from its magic bytes (workflow-api.md §4.1): PDF, PNG, JPEG, DOCX, XLSX
 * (a ZIP only when it is their container), plain UTF-8 text; null for anything else. The declared
 * type is never trusted. Pure.
 */
const starts = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((b, i) => bytes[i] === b)

function containsAscii(bytes: Uint8Array, text: string): boolean {
  const needle = new TextEncoder().encode(text)
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

export function attachmentType(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return null
  if (starts(bytes, 0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'
  if (starts(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(bytes, 0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(bytes, 0x50, 0x4b, 0x03, 0x04)) {
    if (!containsAscii(bytes, '[Content_Types].xml')) return null
    if (containsAscii(bytes, 'word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' // prettier-ignore
    if (containsAscii(bytes, 'xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' // prettier-ignore
    return null
  }
  return isPlainText(bytes) ? 'text/plain' : null
}
