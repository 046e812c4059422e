import type { ListResultDto } from '@/api/abp/list-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'

/** One entry of a dictionary. The backend's full shape is not specified; these are assumed. */
export interface DataDictionaryDetailDto {
  id: string
  /** Id of the owning dictionary. */
  pid: string | null
  label: string
  value: string
  sort: number | null
}

export interface DataDictionaryDto {
  id: string
  name: string
  description: string | null
  details: DataDictionaryDetailDto[]
}

/**
 * GET /api/base/dictionary/list?IncludeDetails=true → the `items`. A failure rejects with the
 * ApiError for the caller to handle (spec §8), after the usual toast unless `silent`.
 */
export async function listDictionaries(options?: RequestOptions): Promise<DataDictionaryDto[]> {
  const result = await apiClient.get<ListResultDto<DataDictionaryDto>>(
    '/api/base/dictionary/list',
    { IncludeDetails: true },
    options,
  )
  return result.items
}
