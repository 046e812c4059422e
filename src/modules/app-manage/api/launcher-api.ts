import { queryOptions, type Query } from '@tanstack/react-query'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import { projectScope, type TenantScope } from '@/query/query-keys'
import { appTypes, type AppType, type LauncherFolderDto } from './app-dtos'

/**
 * The launcher (business-api.md §4.3): a project's folders holding enabled apps of one type,
 * nested, by sort. Open to a holder of a grant on the project or of AppManage.ProjectApp;
 * anyone else gets 403 `Volo.Authorization:010001`.
 */
export function getLauncher(projectId: string, type: AppType, options?: RequestOptions) {
  return apiClient.get<ListResultDto<LauncherFolderDto>>(
    '/api/base/project-app/launcher',
    { projectId, type },
    options,
  )
}

/** Every launcher query of a project (each app type). */
const ofProject = (tenant: TenantScope, projectId: string) =>
  [...projectScope(tenant, projectId), 'base', 'project-app', 'launcher'] as const

/**
 * Keys: `[...projectScope(tenant, projectId), 'base', 'project-app', 'launcher', type]`.
 *
 * Under the project's scope, so a 403 (the user lost the project) makes the shell read the
 * user's projects again (src/query/lost-project-rules.ts), and a switch loads the new project's.
 *
 * The launcher's data is written by other pages; the dashboard is kept in a tab and does not ask
 * again on its own, so those writes invalidate it:
 * - a placement or folder write in project P (/app/project, /app/project-folder):
 *   `invalidateQueries({ queryKey: launcherQueries.ofProject(tenant, P) })`;
 * - an app write (rename, icon, type, enable, delete: /app/index), which reaches every project:
 *   `invalidateQueries({ predicate: launcherQueries.isLauncherQuery })`.
 */
export const launcherQueries = {
  ofProject,
  isLauncherQuery: (query: Pick<Query, 'queryKey'>) => {
    const [, , project, , area, resource, kind] = query.queryKey
    return (
      project === 'project' && area === 'base' && resource === 'project-app' && kind === 'launcher'
    )
  },
  /** The Web apps of a project: what a browser may launch. */
  web: (tenant: TenantScope, projectId: string) =>
    queryOptions({
      queryKey: [...ofProject(tenant, projectId), appTypes.web] as const,
      queryFn: ({ signal }) => getLauncher(projectId, appTypes.web, { signal, silent: true }),
    }),
}
