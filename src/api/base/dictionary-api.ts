import type { ListResultDto } from '@/api/abp/list-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'

/** One entry of a dictionary (business-api.md §2.1). */
export interface DataDictionaryDetailDto {
  id: string
  /** Id of the owning dictionary. */
  pid: string | null
  label: string
  value: string
  sort: number | null
  /**
   * Retired entries stay in the list so old records keep their labels; only enabled ones are
   * offered as choices. Older servers omit it: enabled.
   */
  enabled?: boolean
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
