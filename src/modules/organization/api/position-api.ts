import { queryOptions } from '@tanstack/react-query'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import { createCrudApi } from '@/api/abp/crud-api'
import { createCrudQueries } from '@/query/crud-queries'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'

/** A position (岗位), business-api.md §1.2. */
export interface PositionDto {
  id: string
  name: string
  sort: number
  enabled: boolean
  description: string | null
  /** Users holding it (read only). */
  userCount: number
  concurrencyStamp: string
  creationTime: string
}

export interface PositionCreateDto {
  name: string
  sort: number
  enabled: boolean
  description?: string | null
}

export interface PositionUpdateDto extends PositionCreateDto {
  concurrencyStamp?: string | null
}

/** The list's own filters besides `filter` (name, description). */
export interface PositionFilters {
  enabled: boolean
}

/** `/api/base/position`: paged list (sorting: sort, name, creationTime), CRUD, bulk delete. */
export const positionApi = createCrudApi<
  PositionDto,
  PositionCreateDto,
  PositionUpdateDto,
  PositionFilters
>('/api/base/position', { bulkDelete: true })

export const positionQueries = createCrudQueries(['base', 'position'], positionApi)

export const positionResource = { api: positionApi, queries: positionQueries }

/** GET /api/base/position/list: enabled positions for pickers (`includeDisabled` for all). */
export async function listPositionOptions(
  includeDisabled = false,
  options?: RequestOptions,
): Promise<PositionDto[]> {
  const result = await apiClient.get<ListResultDto<PositionDto>>(
    '/api/base/position/list',
    { includeDisabled },
    options,
  )
  return result.items
}

/**
 * Every position, disabled ones included (a user may keep one; a filter finds its holders), under
 * the positions' key: a position write refreshes the user dialog's picker and the Users filter.
 */
export const positionPickerQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...positionQueries.all(scope), 'options', { includeDisabled: true }] as const,
    queryFn: ({ signal }) => listPositionOptions(true, { signal, silent: true }),
  })

/** Permissions of the Positions page (business-api.md §1.2). */
export const positionPolicies = {
  read: 'Organization.Position',
  create: 'Organization.Position.Create',
  update: 'Organization.Position.Update',
  delete: 'Organization.Position.Delete',
} as const
