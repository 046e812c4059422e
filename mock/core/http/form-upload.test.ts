import { describe, expect, it } from 'vitest'
import type { FormShape } from './form-binding.ts'
import { readFormUpload, type FormUploadOptions } from './form-upload.ts'
import { createMockRequest, type MockRequest } from './mock-http.ts'

/** A request as the adapters build it from what a browser's FormData sends. */
async function formRequest(fill: (form: FormData) => void): Promise<MockRequest> {
  const form = new FormData()
  fill(form)
  const encoded = new Request('http://localhost/', { method: 'POST', body: form })
  const bodyBytes = new Uint8Array(await encoded.arrayBuffer())
  return createMockRequest({
    method: 'POST',
    path: '/api/base/attachment',
    headers: { 'content-type': encoded.headers.get('content-type')! },
    body: new TextDecoder().decode(bodyBytes),
    bodyBytes,
  })
}

const shape: FormShape = { name: 'string', sort: 'number', tags: ['string'] }
const options: FormUploadOptions = { fileMember: 'file', shape }
const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 53) % 256)

describe('readFormUpload', () => {
  it('reads the file (name, type, bytes) together with the bound fields', async () => {
    const request = await formRequest((form) => {
      form.append('Name', '合同')
      form.append('File', new Blob([bytes], { type: 'application/pdf' }), '合同.pdf')
      form.append('sort', '2')
      form.append('tags', 'a')
      form.append('tags', 'b')
    })
    const read = readFormUpload(request, options)
    expect('upload' in read && read.upload).toEqual({
      fields: { name: '合同', sort: 2, tags: ['a', 'b'] },
      errors: [],
      file: { fileName: '合同.pdf', contentType: 'application/pdf', bytes },
    })
  })

  it.each<[string, (form: FormData) => void, Partial<FormUploadOptions>, object]>([
    ['no file part', (f) => f.append('name', 'x'), {}, { fields: { name: 'x' }, errors: [], file: null }], // prettier-ignore
    ['a file under another name', (f) => f.append('other', new Blob(['x']), 'x.txt'), {}, { fields: {}, errors: [], file: null }], // prettier-ignore
    ['a field that does not convert', (f) => f.append('sort', 'x'), {}, { fields: { sort: 'x' }, errors: [{ member: 'sort', value: 'x' }], file: null }], // prettier-ignore
    ['no shape: every field as text', (f) => f.append('Sort', '1'), { shape: undefined }, { fields: { Sort: '1' }, errors: [], file: null }], // prettier-ignore
    ['an empty file', (f) => f.append('file', new Blob([]), 'empty.txt'), {}, { fields: {}, errors: [], file: { fileName: 'empty.txt', contentType: 'application/octet-stream', bytes: new Uint8Array() } }], // prettier-ignore
  ])('%s', async (_case, fill, overrides, expected) => {
    const read = readFormUpload(await formRequest(fill), { ...options, ...overrides })
    expect('upload' in read && read.upload).toEqual(expected)
  })

  it.each<[string, Partial<MockRequest>, Partial<FormUploadOptions>, number]>([
    ['a JSON body', { headers: { 'content-type': 'application/json' }, body: '{}' }, {}, 415],
    ['no content type', { headers: {} }, {}, 415],
    ['a body over the limit', {}, { maxBodyBytes: 100 }, 413],
  ])('refuses %s with %i and no body', async (_case, changes, overrides, status) => {
    const request = { ...(await formRequest((f) => f.append('file', new Blob([bytes]), 'a'))), ...changes } // prettier-ignore
    const read = readFormUpload(request, { ...options, ...overrides })
    expect('response' in read && read.response).toMatchObject({ status, body: null })
  })

  it('binds nothing from a body that does not parse', () => {
    const request = createMockRequest({
      method: 'POST',
      path: '/x',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: 'not a multipart body',
    })
    const read = readFormUpload(request, options)
    expect('upload' in read && read.upload).toEqual({ fields: {}, errors: [], file: null })
  })
})
