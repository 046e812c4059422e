import { queryOptions } from '@tanstack/react-query'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { QueryScope } from '@/query/query-keys'
import type { AppDto, AppType } from './app-dtos'

export interface AppOptionsInput {
  type?: AppType
  includeDisabled?: boolean
}

/**
 * GET `/api/base/app/list` (business-api.md §4.1, AppManage.App or AppManage.ProjectApp): the
 * catalogue for pickers. Under the apps' key (`[...scope, 'base', 'app']`): an app write, which
 * invalidates it, refreshes the pickers too.
 */
export const appOptionsQuery = (scope: QueryScope, input: AppOptionsInput = {}) =>
  queryOptions({
    queryKey: [...scope, 'base', 'app', 'options', input] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ListResultDto<AppDto>>('/api/base/app/list', input, {
          signal,
          silent: true,
        })
      ).items,
  })
