import { createCrudApi } from '@/api/abp/crud-api'
import { createCrudQueries } from '@/query/crud-queries'
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

/** A dictionary of the management page (business-api.md §2.2). */
export interface DictionaryDto {
  id: string
  /** A code name such as `ProjectStatus`: letters, digits, `_` and `.`, starting with a letter. */
  name: string
  /** The display title, e.g. 项目状态. */
  description: string | null
  /** Code depends on it: no rename or delete, its entries' values are fixed. */
  isStatic: boolean
  concurrencyStamp: string
  creationTime: string
}

export interface DictionaryCreateDto {
  name: string
  description?: string | null
}

export interface DictionaryUpdateDto extends DictionaryCreateDto {
  concurrencyStamp?: string | null
}

/** An entry of a dictionary (business-api.md §2.2). */
export interface DictionaryDetailDto {
  id: string
  pid: string
  label: string
  value: string
  sort: number
  enabled: boolean
  concurrencyStamp: string
}

export interface DictionaryDetailUpdateDto {
  label: string
  value: string
  sort: number
  enabled: boolean
  concurrencyStamp?: string | null
}

export interface DictionaryDetailCreateDto extends Omit<
  DictionaryDetailUpdateDto,
  'concurrencyStamp'
> {
  /** The dictionary; fixed once created. */
  pid: string
}

export interface DictionaryDetailFilters {
  /** Required by the server. */
  dictionaryId: string
  enabled: boolean
}

/** `/api/base/dictionary`: paged (sorting: name, creationTime), CRUD; a delete takes its entries. */
export const dictionaryApi = createCrudApi<DictionaryDto, DictionaryCreateDto, DictionaryUpdateDto>(
  '/api/base/dictionary',
  { bulkDelete: true },
)

/** `/api/base/dictionary-detail`: paged per `dictionaryId` (sorting: sort, label, value), CRUD. */
export const dictionaryDetailApi = createCrudApi<
  DictionaryDetailDto,
  DictionaryDetailCreateDto,
  DictionaryDetailUpdateDto,
  DictionaryDetailFilters
>('/api/base/dictionary-detail', { bulkDelete: true })

// Keys nest under `[...scope, 'base', 'dictionary']`, the prefix of the session's dictionary cache
// (dictionary-queries.ts): a write to either resource invalidates all of it, so every
// DictionarySelect and DictionaryTag of the app shows the change.
export const dictionaryQueries = createCrudQueries(['base', 'dictionary'], dictionaryApi)
export const dictionaryDetailQueries = createCrudQueries(
  ['base', 'dictionary', 'detail'],
  dictionaryDetailApi,
)

export const dictionaryResource = { api: dictionaryApi, queries: dictionaryQueries }

/** Its writes invalidate the dictionaries' whole prefix (`all`), not only the entries. */
export const dictionaryDetailResource = {
  api: dictionaryDetailApi,
  queries: { ...dictionaryDetailQueries, all: dictionaryQueries.all },
}

/** Permissions of the Data dictionary page; writes also need a host user (§2). */
export const dictionaryPolicies = {
  read: 'DataDictionary.DataDictionary',
  create: 'DataDictionary.DataDictionary.Create',
  update: 'DataDictionary.DataDictionary.Update',
  delete: 'DataDictionary.DataDictionary.Delete',
} as const
