import type { SeedAccount } from '../../core/db/seed-accounts.ts'
import { callBackend, multipartBody, signIn } from '../../core/testing/backend-client.ts'
import { pngSquare } from '../../core/testing/test-images.ts'

/** What the sign-key tests read of answers. */
export type SignKey = { id: string; kind: number; name: string; userId: string | null; userName: string | null; userDisplayName: string | null; projectId: string | null; projName: string | null; htdId: string | null; htdName: string | null; organizationId: string | null; organizationName: string | null; enabled: boolean; remark: string | null; imageContentType: string; imageSize: number; imageWidth: number; imageHeight: number; imageHash: string; imageUpdateTime: string; imageUploaderId: string | null; imageUploaderName: string | null; concurrencyStamp: string; creationTime: string } // prettier-ignore
export type Page<T> = { totalCount: number; items: T[] }
export type ErrorBody = { error: { code: string | null; message: string; data: Record<string, string> | null; validationErrors: { message: string; members: string[] }[] | null } } // prettier-ignore
export const errorOf = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().error
export const fieldErrors = (answer: { json: <T>() => T }) =>
  (errorOf(answer).validationErrors ?? []).map((e) => `${e.members[0]}: ${e.message}`)

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
