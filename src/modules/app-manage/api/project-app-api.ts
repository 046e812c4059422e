import { createCrudApi } from '@/api/abp/crud-api'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import { readAllPages } from '@/api/abp/read-all-pages'
import { apiClient } from '@/api/http/api-client'
import { createCrudQueries } from '@/query/crud-queries'
import type { QueryScope } from '@/query/query-keys'
import { queryOptions } from '@tanstack/react-query'
import type { ProjectAppDto } from './app-dtos'

/** POST `/api/base/project-app`: one app into a folder (the project is the folder's). */
export interface ProjectAppCreateDto {
  folderId: string
  appId: string
  sort: number
}

/** PUT: another folder of the **same** project (`Base:FolderProjectMismatch`) and the sort. */
export interface ProjectAppUpdateDto {
  folderId: string
  sort: number
  concurrencyStamp?: string | null
}

/** POST `/batch`: 1–100 apps into one folder, all or nothing (`Base:ProjectAppDuplicate`). */
export interface ProjectAppBatchDto {
  folderId: string
  appIds: string[]
}

/** The list's filters besides `filter` (app name, code): `projectId` is required. */
export interface ProjectAppFilters {
  projectId: string
  folderId: string
}

/**
 * `/api/base/project-app` (business-api.md §4.3): paged placements of a project (sorting: sort,
 * appName, creationTime), create, update, bulk delete.
 */
export const projectAppApi = createCrudApi<
  ProjectAppDto,
  ProjectAppCreateDto,
  ProjectAppUpdateDto,
  ProjectAppFilters
>('/api/base/project-app', { bulkDelete: true })

export function addProjectApps(input: ProjectAppBatchDto): Promise<ListResultDto<ProjectAppDto>> {
  return apiClient.post<ListResultDto<ProjectAppDto>>(`${projectAppApi.path}/batch`, input)
}

/**
 * The key prefix every placement view shares (`[...scope, 'base', 'project-app']`): lists here,
 * the dashboard launcher under the same prefix (launcher-api.ts), so a write reloads them all.
 */
export const projectAppKey = ['base', 'project-app'] as const

const crudQueries = createCrudQueries(projectAppKey, projectAppApi)

export const projectAppQueries = {
  ...crudQueries,
  /** The ids of the apps already placed in a project (the add dialog marks them). */
  placedAppIds: (scope: QueryScope, projectId: string) =>
    queryOptions({
      queryKey: [...crudQueries.all(scope), 'placed', projectId] as const,
      queryFn: async ({ signal }) => {
        const rows = await readAllPages((page) =>
          projectAppApi.getList({ ...page, projectId }, { signal, silent: true }),
        )
        return new Set(rows.map((row) => row.appId))
      },
      enabled: projectId !== '',
    }),
}

export const projectAppResource = { api: projectAppApi, queries: projectAppQueries }

/** The permission children of the Project apps page (§8, §11). */
export const projectAppPolicies = {
  read: 'AppManage.ProjectApp',
  create: 'AppManage.ProjectApp.Create',
  update: 'AppManage.ProjectApp.Update',
  delete: 'AppManage.ProjectApp.Delete',
} as const
