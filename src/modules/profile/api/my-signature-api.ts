import { apiClient } from '@/api/http/api-client'
import { isApiError } from '@/api/http/api-error'
import type { RequestOptions } from '@/api/http/request-options'

/**
 * What the personal centre reads of the caller's `SignKeyDto` (business-api.md §5, kind 1). The
 * embedded backend also names who uploaded or last replaced the image (`imageUploaderId`,
 * `imageUploaderName`): an administrator may have uploaded it on the Signing keys page.
 */
export interface MySignatureDto {
  id: string
  name: string
  userId: string
  enabled: boolean
  imageWidth: number
  imageHeight: number
  imageSize: number
  imageHash: string
  imageUpdateTime: string
  imageUploaderId?: string | null
  imageUploaderName?: string | null
}

const path = '/api/base/sign-key/my-signature'

/** GET my signature, or null when I have none (404 `SignKey`, not an error here). */
export async function getMySignature(options?: RequestOptions): Promise<MySignatureDto | null> {
  try {
    return await apiClient.get<MySignatureDto>(path, undefined, { silent: true, ...options })
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null
    throw error
  }
}

/**
 * PUT my signature: multipart, one part `file` (§0.5), creating or replacing it. Refusals are 400
 * on member `file` (X3 type, X4 size, X5 pixels), 413.
 */
export function uploadMySignature(file: Blob, fileName = 'signature.png'): Promise<MySignatureDto> {
  const form = new FormData()
  form.append('file', file, fileName)
  return apiClient.put<MySignatureDto>(path, form)
}

/** DELETE my signature (the embedded backend's addition for the profile's "remove"). */
export async function deleteMySignature(): Promise<void> {
  await apiClient.delete<unknown>(path)
}
