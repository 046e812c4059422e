import { describe, expect, it } from 'vitest'
import { multipartBoundary, parseMultipart } from './multipart.ts'

async function encode(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  const boundary = multipartBoundary(request.headers.get('content-type') ?? '')!
  return { boundary, bytes: new Uint8Array(await request.arrayBuffer()) }
}

describe('multipartBoundary', () => {
  it.each([
    ['multipart/form-data; boundary=abc', 'abc'],
    ['Multipart/Form-Data; charset=utf-8; boundary="a b;c"', 'a b;c'],
    ['multipart/form-data', null],
    ['application/json; boundary=abc', null],
    [undefined, null],
  ])('reads %s', (contentType, expected) => {
    expect(multipartBoundary(contentType)).toBe(expected)
  })
})

describe('parseMultipart', () => {
  it('keeps a binary file byte for byte, its name and declared type, and text fields', async () => {
    const binary = Uint8Array.from({ length: 600 }, (_, i) => (i * 37) % 256)
    const form = new FormData()
    form.append('file', new Blob([binary], { type: 'image/png' }), 'me.png')
    form.append('note', '你好')
    const { boundary, bytes } = await encode(form)
    const parsed = parseMultipart(bytes, boundary)!
    expect(parsed.fields).toEqual({ note: '你好' })
    expect(parsed.files.file.fileName).toBe('me.png')
    expect(parsed.files.file.contentType).toBe('image/png')
    expect([...parsed.files.file.bytes]).toEqual([...binary])
  })

  it('keeps the first file of a name', async () => {
    const form = new FormData()
    form.append('file', new Blob(['one']), 'a.txt')
    form.append('file', new Blob(['two']), 'b.txt')
    const { boundary, bytes } = await encode(form)
    expect(parseMultipart(bytes, boundary)!.files.file.fileName).toBe('a.txt')
  })

  it.each([
    ['no delimiter', 'plain text'],
    ['no closing delimiter', '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue'],
    ['no header end', '--b\r\nContent-Disposition: form-data\r\n--b--'],
  ])('refuses a body with %s', (_case, body) => {
    expect(parseMultipart(new TextEncoder().encode(body), 'b')).toBeNull()
  })
})
