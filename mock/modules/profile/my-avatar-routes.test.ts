import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { callBackend, multipartBody, signIn } from '../../core/testing/backend-client.ts'
import { jpegHeader, paddedPng, pngSquare } from '../../core/testing/test-images.ts'

const path = '/api/identity/users/current-user/avatar'
const readPath = (id: string) => `/api/identity/users/${id}/avatar`

async function upload(
  bytes: Uint8Array<ArrayBuffer>,
  { name = 'file', fileName = 'me.png', culture = 'en' } = {},
) {
  const { access_token: token } = await signIn(seedAccounts.nobody)
  const form = new FormData()
  form.append(name, new Blob([bytes], { type: 'image/png' }), fileName)
  const body = await multipartBody(form)
  return callBackend('PUT', path, {
    token,
    bytes: body.bytes,
    headers: { ...body.headers, 'accept-language': culture },
  })
}

function fileErrors(answer: { json: <T>() => T }) {
  return answer.json<{ error: { validationErrors: { message: string; members: string[] }[] } }>()
    .error.validationErrors
}

describe('PUT /api/identity/users/current-user/avatar', () => {
  it('answers 401 without a token', async () => {
    expect((await callBackend('PUT', path)).status).toBe(401)
  })

  it.each([
    ['PNG', pngSquare(48), 'image/png'],
    ['JPEG', jpegHeader(800, 600), 'image/jpeg'],
  ])('stores a %s (204); the anonymous read serves it with the type from its bytes', async (_name, bytes, type) => {
    const answer = await upload(bytes, { fileName: 'photo.gif' })
    expect(answer.status).toBe(204)
    const read = await callBackend('GET', readPath(seedAccounts.nobody.userId))
    expect(read.status).toBe(200)
    expect(read.headers['content-type']).toBe(type)
    expect(read.headers['content-length']).toBe(String(bytes.length))
  })

  it.each([
    ['an SVG named .png', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'en', 'Only PNG or JPEG images are accepted.'],
    ['a GIF', new TextEncoder().encode('GIF89a\x01\x00\x01\x00'), 'zh-Hans', '只接受 PNG 或 JPEG 图片。'],
    ['a file over 1 MB', paddedPng(1_048_577), 'en', 'The file must not be larger than 1 MB.'],
    ['a 16 px image', pngSquare(16), 'en', 'The image must be 32 to 4096 pixels wide and high.'],
    ['a JPEG 5000 px high', jpegHeader(100, 5000), 'en', 'The image must be 32 to 4096 pixels wide and high.'],
  ])('refuses %s with 400 on member file', async (_case, bytes, culture, message) => {
    const answer = await upload(bytes, { culture })
    expect(answer.status).toBe(400)
    expect(fileErrors(answer)).toEqual([{ message, members: ['file'] }])
    expect((await callBackend('GET', readPath(seedAccounts.nobody.userId))).status).toBe(404)
  })

  it('answers 400 V1 without a file part, 413 past 2 MB and 415 for a JSON body', async () => {
    const missing = await upload(pngSquare(48), { name: 'image' })
    expect(fileErrors(missing)).toEqual([{ message: 'The File field is required.', members: ['file'] }])
    const huge = await upload(paddedPng(2 * 1024 * 1024 + 1))
    expect([huge.status, huge.text]).toEqual([413, ''])
    const { access_token: token } = await signIn(seedAccounts.nobody)
    const json = await callBackend('PUT', path, { token, headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(json.status).toBe(415)
  })
}) // prettier-ignore

describe('DELETE /api/identity/users/current-user/avatar', () => {
  it('removes the avatar: 204, then the read answers 404', async () => {
    const { access_token: token } = await signIn(seedAccounts.admin)
    expect((await callBackend('GET', readPath(seedAccounts.admin.userId))).status).toBe(200)
    const answer = await callBackend('DELETE', path, { token })
    expect([answer.status, answer.text]).toEqual([204, ''])
    const read = await callBackend('GET', readPath(seedAccounts.admin.userId))
    expect(read.status).toBe(404)
    expect(read.json()).toMatchObject({ error: { message: expect.stringContaining('IdentityUserAvatar') as unknown } })
    expect((await callBackend('DELETE', path, { token })).status).toBe(204)
  })

  it('does not change the user’s concurrency stamp', async () => {
    const { access_token: token } = await signIn(seedAccounts.admin)
    const stamp = async () => (await callBackend('GET', '/api/account/my-profile', { token })).json<{ concurrencyStamp: string }>().concurrencyStamp
    const before = await stamp()
    await callBackend('DELETE', path, { token })
    expect(await stamp()).toBe(before)
  })
}) // prettier-ignore
