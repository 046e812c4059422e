import type { ListResultDto } from '@/api/abp/list-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import { getImageBlob } from '../http/get-image-blob'

/** A position held by the user. The backend's full shape is not specified; id and name are. */
export interface UserPositionDto {
  id: string
  name: string | null
}

/** GET /api/identity/users/current-user (a custom endpoint of this backend, not stock ABP). */
export interface CurrentUserInfoDto {
  id: string
  name: string | null
  userName: string
  phoneNumber: string | null
  positions: UserPositionDto[]
}

/** An entry of /api/identity/users/list (ABP IdentityUserDto, the fields the app uses). */
export interface UserListItemDto {
  id: string
  userName: string
  name: string | null
  surname: string | null
  email: string | null
  phoneNumber: string | null
  isActive?: boolean
}

const usersPath = '/api/identity/users'

export function getCurrentUser(options?: RequestOptions): Promise<CurrentUserInfoDto> {
  return apiClient.get<CurrentUserInfoDto>(`${usersPath}/current-user`, undefined, options)
}

/**
 * The avatar through the authenticated client, for `URL.createObjectURL`. Silent: a missing
 * avatar shows the default image (spec §8), not an error toast (getImageBlob).
 */
export function fetchUserAvatar(id: string, options?: RequestOptions): Promise<Blob> {
  return getImageBlob(`${usersPath}/${encodeURIComponent(id)}/avatar`, options)
}

/** GET /api/identity/users/list → the `items`. */
export async function listUsers(options?: RequestOptions): Promise<UserListItemDto[]> {
  const result = await apiClient.get<ListResultDto<UserListItemDto>>(
    `${usersPath}/list`,
    undefined,
    options,
  )
  return result.items
}
