import { createCrudApi } from '@/api/abp/crud-api'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import { createCrudQueries } from '@/query/crud-queries'
import { isAppViewKey } from '../app-view-keys'
import type { AppCreateDto, AppDto, AppFilters, AppLaunchDto, AppUpdateDto } from './app-dtos'

/**
 * `/api/base/app` (business-api.md §4.1): paged list (`filter` over name, code and url; `type`,
 * `enabled`; sorting sort, name, code, type, creationTime), get, create, update, bulk delete.
 * The pickers' unpaged `/list` is in app-options-api.ts.
 */
export const appApi = createCrudApi<AppDto, AppCreateDto, AppUpdateDto, AppFilters>(
  '/api/base/app',
  { bulkDelete: true },
)

// Under `['base', 'app']`: an app write also refreshes the pickers' lists kept under that key.
export const appQueries = createCrudQueries(['base', 'app'], appApi)

/** A write of an app also reloads the placements and every project's launcher that show it. */
export const appResource = { api: appApi, queries: appQueries, refreshAlso: isAppViewKey }

/** Permissions of the App list page; a preview (launch without a project) needs the page's own. */
export const appPolicies = {
  read: 'AppManage.App',
  create: 'AppManage.App.Create',
  update: 'AppManage.App.Update',
  delete: 'AppManage.App.Delete',
  preview: 'AppManage.App',
} as const

/**
 * `POST /api/base/app/{id}/launch`: where to send the browser, with a one-time code when the app
 * has a client. `projectId` null is a preview (AppManage.App holders only). Never cached: the
 * code is single use.
 */
export function launchApp(
  id: string,
  projectId: string | null,
  options?: RequestOptions,
): Promise<AppLaunchDto> {
  return apiClient.post<AppLaunchDto>(
    `${appApi.path}/${encodeURIComponent(id)}/launch`,
    { projectId },
    options,
  )
}
