import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { accounts } from './support/accounts'
import { nginxApiURL, nginxPasswordURL } from './support/nginx'
import { createSignedInState } from './support/signed-in-state'

/**
 * Request bodies through nginx (deploy/nginx, proxy.conf written by deploy/runtime-config.sh):
 * every route takes the body its API contract allows, and nginx refuses only what the API would.
 * 1 MB for every route; images 2 MB (business-api §0.5); approval attachments and the PDF verify
 * 20 MB + 64 kB (workflow-api §4); a template's base PDF 10 MB + 64 kB (workflow-api §7).
 */
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${nginxApiURL}/__mock/reset`)).status()).toBe(204)
})

const kB = 1024
const MB = 1024 * kB

/** nginx's own answer to a body over its route's limit (the API's 413 has no body). */
async function isNginxRefusal(response: APIResponse): Promise<boolean> {
  return (
    response.status() === 413 &&
    (await response.text()).includes('<title>413 Request Entity Too Large</title>')
  )
}

/** A PNG of `size` bytes, 64 × 64 px by its header: the API reads the type and sides from there. */
function png(size: number): Buffer {
  const bytes = Buffer.alloc(size)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(bytes)
  bytes.write('IHDR', 12, 'latin1')
  bytes.writeUInt32BE(64, 16)
  bytes.writeUInt32BE(64, 20)
  return bytes
}

async function accessToken(request: APIRequestContext): Promise<string> {
  const { cookies } = await createSignedInState(request, nginxPasswordURL, accounts.admin)
  return cookies.find((cookie) => cookie.name === 'Admin-Token')!.value
}

test('a maximum-size avatar goes through nginx, and a 1.9 MB one is answered by the API, not nginx', async ({
  request,
}) => {
  const authorization = `Bearer ${await accessToken(request)}`
  const upload = (file: Buffer) =>
    request.put(`${nginxPasswordURL}/api/identity/users/current-user/avatar`, {
      headers: { authorization },
      multipart: { file: { name: 'avatar.png', mimeType: 'image/png', buffer: file } },
    })

  // The contract's largest file (1,048,576 bytes) is over 1 MB once in a multipart body.
  const largest = await upload(png(MB))
  expect(largest.status(), await largest.text()).toBe(204)

  // Over the file limit but under the request limit: the API's own refusal, on member `file`.
  const tooBig = await upload(png(Math.round(1.9 * MB)))
  expect(tooBig.status()).toBe(400)
  const body = (await tooBig.json()) as { error: { validationErrors: { members: string[] }[] } }
  expect(body.error.validationErrors[0].members).toEqual(['file'])
})

test('each route takes a body up to its contract limit, and nginx refuses one byte more itself', async ({
  request,
}) => {
  test.setTimeout(90_000)
  const routes: [method: 'POST' | 'PUT', path: string, limit: number][] = [
    ['POST', '/api/base/position', 1 * MB],
    ['PUT', '/api/identity/users/current-user/avatar', 2 * MB],
    ['POST', '/api/base/sign-key', 2 * MB],
    ['PUT', '/api/base/sign-key/my-signature', 2 * MB],
    ['PUT', '/api/base/sign-key/3a1b/image', 2 * MB],
    ['POST', '/api/workflow/task/3a1b/signature', 2 * MB],
    ['POST', '/api/workflow/attachment', 20 * MB + 64 * kB],
    ['POST', '/api/workflow/document/verify', 20 * MB + 64 * kB],
    ['PUT', '/api/workflow/document-template/3a1b/base-pdf', 10 * MB + 64 * kB],
  ]
  for (const [method, path, limit] of routes) {
    const send = (size: number) =>
      request.fetch(`${nginxPasswordURL}${path}`, {
        method,
        headers: { 'content-type': 'application/octet-stream' },
        data: Buffer.alloc(size),
      })
    // Whatever the API makes of it (401 without a token, 404 where it has no such route yet),
    // nginx let it through.
    const atLimit = await send(limit)
    expect(await isNginxRefusal(atLimit), `${path}: ${limit} bytes`).toBe(false)
    const over = await send(limit + 1)
    expect(await isNginxRefusal(over), `${path}: ${limit + 1} bytes`).toBe(true)
  }
})
