import { queryOptions } from '@tanstack/react-query'
import { createCrudApi } from '@/api/abp/crud-api'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import { apiClient } from '@/api/http/api-client'
import { createCrudQueries } from '@/query/crud-queries'
import type { QueryScope } from '@/query/query-keys'
import type { FolderCreateDto, FolderDto, FolderNodeDto, FolderUpdateDto } from './app-dtos'

/**
 * `/api/base/project-app-folder` (business-api.md §4.2): GET/POST/PUT/DELETE of one folder. The
 * folders of a project are read whole, as a tree (`folderQueries.tree`); there is no paged list.
 */
export const folderApi = createCrudApi<FolderDto, FolderCreateDto, FolderUpdateDto>(
  '/api/base/project-app-folder',
)

/** GET `/tree?projectId=`: the project's folders, nested, siblings by `sort`. */
export async function getFolderTree(
  projectId: string,
  options?: { signal?: AbortSignal },
): Promise<FolderNodeDto[]> {
  const answer = await apiClient.get<ListResultDto<FolderNodeDto>>(
    `${folderApi.path}/tree`,
    { projectId },
    { signal: options?.signal, silent: true },
  )
  return answer.items
}

const crudQueries = createCrudQueries(['base', 'project-app-folder'], folderApi)

export const folderQueries = {
  ...crudQueries,
  /** Under the resource's key: a folder write (the kit invalidates `all`) reloads the tree. */
  tree: (scope: QueryScope, projectId: string) =>
    queryOptions({
      queryKey: [...crudQueries.all(scope), 'tree', projectId] as const,
      queryFn: ({ signal }) => getFolderTree(projectId, { signal }),
      enabled: projectId !== '',
    }),
}

export const folderResource = { api: folderApi, queries: folderQueries }

/** The permission children of the Project app folders page (§8, §11). */
export const folderPolicies = {
  read: 'AppManage.ProjectAppFolder',
  create: 'AppManage.ProjectAppFolder.Create',
  update: 'AppManage.ProjectAppFolder.Update',
  delete: 'AppManage.ProjectAppFolder.Delete',
} as const
