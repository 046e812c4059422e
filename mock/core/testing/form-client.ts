import type { SeedAccount } from '../db/seed-accounts.ts'
import { callBackend, signIn } from './backend-client.ts'
import { pngSquare } from './test-images.ts'

/**
 * A multipart call as a browser sends it: text fields and, unless `file` is null, one file part
 * named `file` (a PNG by default), as `account`, in English.
 */
export async function sendForm(
  account: SeedAccount,
  method: string,
  path: string,
  fields: Record<string, string> = {},
  file: Uint8Array<ArrayBuffer> | null = pngSquare(64),
  fileName = 'key.png',
) {
  const { access_token: token } = await signIn(account)
  const body = encodeMultipart(fields, file ? { bytes: file, fileName, type: 'image/png' } : null)
  return callBackend(method, path, {
    token,
    bytes: body.bytes,
    headers: { ...body.headers, 'accept-language': 'en' },
  })
}

/**
 * `multipart/form-data` as a browser writes it, encoded here rather than by the platform's
 * FormData: under jsdom (the DOM tests) FormData and Blob are jsdom's, which the platform's
 * Request cannot read.
 */
function encodeMultipart(
  fields: Record<string, string>,
  file: { bytes: Uint8Array; fileName: string; type: string } | null,
): { headers: Record<string, string>; bytes: Uint8Array } {
  const boundary = '----formclient7MA4YWxkTrZu0gW'
  const text = (value: string) => new TextEncoder().encode(value)
  const parts: Uint8Array[] = Object.entries(fields).map(([name, value]) => text(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)) // prettier-ignore
  if (file) parts.push(text(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, text('\r\n')) // prettier-ignore
  parts.push(text(`--${boundary}--\r\n`))
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  parts.reduce((offset, part) => (bytes.set(part, offset), offset + part.length), 0)
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, bytes }
}
