import type { SeedAccount } from '../db/seed-accounts.ts'
import { callBackend, multipartBody, signIn } from './backend-client.ts'
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
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (file) form.append('file', new Blob([file], { type: 'image/png' }), fileName)
  const body = await multipartBody(form)
  return callBackend(method, path, {
    token,
    bytes: body.bytes,
    headers: { ...body.headers, 'accept-language': 'en' },
  })
}
