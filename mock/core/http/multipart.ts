/**
 * A `multipart/form-data` body (RFC 7578) as ASP.NET Core's form reader takes it: text fields and
 * file parts by name. Only what the uploads need (business-api.md §0.5): no nested multiparts, no
 * transfer encodings.
 */
export interface MultipartFile {
  fileName: string
  /** The declared type; never trusted (the type comes from the bytes). */
  contentType: string | null
  bytes: Uint8Array
}

export interface MultipartForm {
  /** The last text field of each name. */
  fields: Record<string, string>
  /** Every text field in body order, repeated names included (`tags=a`, `tags=b`). */
  fieldEntries: [name: string, value: string][]
  /** The first file of each name. */
  files: Record<string, MultipartFile>
}

/** The boundary of a `multipart/form-data` Content-Type, or null for any other type. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  return match ? (match[1] ?? match[2]) : null
}

function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}

function dispositionParam(disposition: string, name: string): string | null {
  const match = new RegExp(`;\\s*${name}="([^"]*)"`, 'i').exec(disposition)
  return match ? match[1] : null
}

/** The parts between the delimiters; null when the body is not well formed. */
export function parseMultipart(body: Uint8Array, boundary: string): MultipartForm | null {
  const data = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  const delimiter = Buffer.from(`--${boundary}`, 'latin1')
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`, 'latin1')
  const form: MultipartForm = { fields: {}, fieldEntries: [], files: {} }
  let start = data.indexOf(delimiter)
  if (start < 0) return null
  for (;;) {
    let cursor = start + delimiter.length
    if (data[cursor] === 0x2d && data[cursor + 1] === 0x2d) return form // the closing "--"
    if (data[cursor] !== 0x0d || data[cursor + 1] !== 0x0a) return null
    cursor += 2
    const end = data.indexOf(nextDelimiter, cursor)
    if (end < 0) return null
    const part = data.subarray(cursor, end)
    const headerEnd = part.indexOf('\r\n\r\n')
    if (headerEnd < 0) return null
    const headers = parseHeaders(part.subarray(0, headerEnd).toString('utf8'))
    const disposition = headers['content-disposition'] ?? ''
    const name = dispositionParam(disposition, 'name')
    const fileName = dispositionParam(disposition, 'filename')
    const content = part.subarray(headerEnd + 4)
    if (name !== null && fileName !== null) {
      form.files[name] ??= {
        fileName,
        contentType: headers['content-type'] ?? null,
        bytes: new Uint8Array(content),
      }
    } else if (name !== null) {
      form.fields[name] = content.toString('utf8')
      form.fieldEntries.push([name, form.fields[name]])
    }
    start = end + 2
  }
}
