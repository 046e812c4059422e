import { createCrudApi } from '@/api/abp/crud-api'
import { createCrudQueries } from '@/query/crud-queries'

/** The dictionaries behind a project's `projType` and `status` (business-api.md §2). */
export const projectDictionaries = { type: 'ProjectType', status: 'ProjectStatus' } as const

/** A project (business-api.md §3.1). Dates are `YYYY-MM-DDT00:00:00`. */
export interface ProjectDto {
  id: string
  projName: string
  projCode: string
  /** A `ProjectType` value (Road, Bridge, Tunnel, Water); a retired one is returned unchanged. */
  projType: string | null
  /** A `ProjectStatus` value (Preparing, InProgress, Completed). */
  status: string
  /** The project switcher orders by it. */
  sort: number
  startDate: string | null
  endDate: string | null
  location: string | null
  /** The owner unit (建设单位) and its legal name (read only). */
  ownerOrgId: string | null
  ownerOrgName: string | null
  /** The constructor unit (施工单位) and its legal name (read only). */
  constructorOrgId: string | null
  constructorOrgName: string | null
  description: string | null
  /** Contract sections of the project (read only). */
  htdCount: number
  concurrencyStamp: string
  creationTime: string
}

export interface ProjectCreateDto {
  projName: string
  projCode: string
  projType?: string | null
  /** Absent: `Preparing`. */
  status?: string | null
  sort: number
  /** `YYYY-MM-DD`; the server drops any time part. */
  startDate?: string | null
  endDate?: string | null
  location?: string | null
  ownerOrgId?: string | null
  constructorOrgId?: string | null
  description?: string | null
}

export interface ProjectUpdateDto extends ProjectCreateDto {
  concurrencyStamp?: string | null
}

/** The list's own filters besides `filter` (projName, projCode, location). */
export interface ProjectFilters {
  status: string
  projType: string
}

/**
 * `/api/base/project`: paged list (sorting: sort, projName, projCode, status, startDate,
 * creationTime), CRUD. A delete is refused while the project has htds (`Base:ProjectHasHtds`).
 */
export const projectApi = createCrudApi<
  ProjectDto,
  ProjectCreateDto,
  ProjectUpdateDto,
  ProjectFilters
>('/api/base/project')

const resourceKey = ['base', 'project'] as const

export const projectQueries = createCrudQueries(resourceKey, projectApi)

export const projectResource = { api: projectApi, queries: projectQueries }

/** Permissions of the Projects page (business-api.md §3.1, §11). */
export const projectPolicies = {
  read: 'Project.Project',
  create: 'Project.Project.Create',
  update: 'Project.Project.Update',
  delete: 'Project.Project.Delete',
} as const
