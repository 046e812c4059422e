import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'

/** ABP's `ProfileDto` (abp-api.md §4.2): the signed-in user's own account. */
export interface ProfileDto {
  userName: string
  email: string
  name: string | null
  surname: string | null
  phoneNumber: string | null
  isExternal: boolean
  hasPassword: boolean
  concurrencyStamp: string | null
  extraProperties: Record<string, unknown>
}

/** `UpdateProfileDto`: the whole profile as read, with the changes and its `concurrencyStamp`. */
export interface UpdateProfileDto {
  userName: string
  email: string
  name: string | null
  surname: string | null
  phoneNumber: string | null
  concurrencyStamp: string | null
  extraProperties: Record<string, unknown>
}

/** ABP's `ChangePasswordInput`: without a local password (`hasPassword: false`), no current one. */
export interface ChangePasswordInput {
  currentPassword?: string
  newPassword: string
}

const path = '/api/account/my-profile'

/** GET `/api/account/my-profile` (ABP ≥ 5.0, business-api.md §6.3). */
export function getMyProfile(options?: RequestOptions): Promise<ProfileDto> {
  return apiClient.get<ProfileDto>(path, undefined, options)
}

/**
 * PUT `/api/account/my-profile` → the saved profile. Refusals: 400 field errors, 403
 * `Volo.Abp.Identity:DuplicateEmail` (and the user-name codes), 403 `ConcurrencyFailure`.
 */
export function updateMyProfile(input: UpdateProfileDto): Promise<ProfileDto> {
  return apiClient.put<ProfileDto>(path, input)
}

/**
 * POST `/api/account/my-profile/change-password` → 204. Refusals: 403
 * `Volo.Abp.Identity:PasswordMismatch` (current), `Volo.Abp.Identity:Password*` (the policy).
 */
export async function changeMyPassword(input: ChangePasswordInput): Promise<void> {
  await apiClient.post<unknown>(`${path}/change-password`, input)
}

const myAvatarPath = '/api/identity/users/current-user/avatar'

/**
 * PUT the signed-in user's avatar: multipart, one part `file` (business-api.md §0.5; the browser
 * sets the boundary). Refusals are 400 on member `file` (X3 type, X4 size, X5 pixels), 413.
 */
export async function uploadMyAvatar(file: Blob, fileName = 'avatar'): Promise<void> {
  const form = new FormData()
  form.append('file', file, fileName)
  await apiClient.put<unknown>(myAvatarPath, form)
}

/** DELETE the signed-in user's avatar: the default one shows from then on. */
export async function deleteMyAvatar(): Promise<void> {
  await apiClient.delete<unknown>(myAvatarPath)
}
