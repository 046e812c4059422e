import { createCrudApi } from '@/api/abp/crud-api'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import type { PagedListInput, PagedResultDto } from '@/api/abp/paged-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import { createCrudQueries } from '@/query/crud-queries'
import type {
  SealHolderDto,
  SignKeyCreateDto,
  SignKeyDto,
  SignKeyFilters,
  SignKeyUpdateDto,
} from './sign-key-dtos'
import { toSignKeyForm } from './sign-key-form-data'
import { getImageBlob } from '@/api/http/get-image-blob'

const base = createCrudApi<SignKeyDto, SignKeyCreateDto, SignKeyUpdateDto, SignKeyFilters>(
  '/api/base/sign-key',
  { bulkDelete: true },
)
const one = (id: string) => `${base.path}/${encodeURIComponent(id)}`

/**
 * `/api/base/sign-key` (business-api.md §5): paged list over the four views, get, update (JSON),
 * bulk delete; create is multipart (§0.5), so it replaces the kit's JSON one.
 */
export const signKeyApi = {
  ...base,
  create: (input: SignKeyCreateDto, options?: RequestOptions) =>
    apiClient.post<SignKeyDto>(base.path, toSignKeyForm(input), options),
}

export const signKeyQueries = createCrudQueries(['base', 'sign-key'], signKeyApi)

export const signKeyResource = { api: signKeyApi, queries: signKeyQueries }

/** Buttons of the Signing keys pages by their permission children (§11). */
export const signKeyPolicies = {
  read: 'SignKeyManage.SignKey',
  create: 'SignKeyManage.SignKey.Create',
  update: 'SignKeyManage.SignKey.Update',
  delete: 'SignKeyManage.SignKey.Delete',
  manageHolders: 'SignKeyManage.SignKey.ManageHolders',
} as const

/** `PUT {id}/image`: a new file; the answer carries the new `imageHash`. */
export function replaceSignKeyImage(
  id: string,
  file: Blob,
  fileName: string,
  options?: RequestOptions,
): Promise<SignKeyDto> {
  const form = new FormData()
  form.append('file', file, fileName)
  return apiClient.put<SignKeyDto>(`${one(id)}/image`, form, options)
}

/** `GET {id}/image` (open to the owner of a user signature): the bytes, untyped (getImageBlob). */
export function fetchSignKeyImage(id: string, options?: RequestOptions): Promise<Blob> {
  return getImageBlob(`${one(id)}/image`, options)
}

/** One use of a seal by an approval (workflow-api.md §6). */
export interface SealUsageDto {
  instanceId: string
  number: string | null
  title: string
  appliedBy: string | null
  time: string
  imageHash: string | null
}

/** `GET {id}/usage`: the approvals that applied the seal, newest first. */
export function getSealUsage(id: string, input: PagedListInput, options?: RequestOptions) {
  return apiClient.get<PagedResultDto<SealUsageDto>>(`${one(id)}/usage`, input, options)
}

/** `GET {id}/holder` (workflow-api.md §6). */
export async function getSealHolders(
  id: string,
  options?: RequestOptions,
): Promise<SealHolderDto[]> {
  const result = await apiClient.get<ListResultDto<SealHolderDto>>(
    `${one(id)}/holder`,
    undefined,
    options,
  )
  return result.items
}

/** `PUT {id}/holder`: replaces the set, with the sign key's stamp (stale → 409). */
export async function setSealHolders(
  id: string,
  input: { userIds: string[]; concurrencyStamp: string | null },
  options?: RequestOptions,
): Promise<SealHolderDto[]> {
  const result = await apiClient.put<ListResultDto<SealHolderDto>>(
    `${one(id)}/holder`,
    input,
    options,
  )
  return result.items
}
