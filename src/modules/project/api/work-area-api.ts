import { createCrudApi } from '@/api/abp/crud-api'
import { createCrudQueries } from '@/query/crud-queries'

/** The dictionary behind a work area's `type` (business-api.md §2). */
export const workAreaTypeDictionary = 'WorkAreaType'

/** A work area (工区) of a contract section (business-api.md §3.3). Chainages are metres. */
export interface WorkAreaDto {
  id: string
  htdId: string
  /** Read only: the htd's name, its project and the project's name. */
  htdName: string | null
  projectId: string | null
  projName: string | null
  name: string
  code: string
  /** A `WorkAreaType` value (Subgrade, Bridge, Culvert, Tunnel, Pavement, Station). */
  type: string | null
  sort: number
  /** Both or neither; 3 decimals. */
  startChainage: number | null
  endChainage: number | null
  /** Read only: `K12+345.600`; null without a chainage. */
  startStake: string | null
  endStake: string | null
  /** Read only: `endChainage − startChainage`. */
  length: number | null
  description: string | null
  concurrencyStamp: string
  creationTime: string
}

export interface WorkAreaUpdateDto {
  name: string
  code: string
  type?: string | null
  sort: number
  startChainage?: number | null
  endChainage?: number | null
  description?: string | null
  concurrencyStamp?: string | null
}

export interface WorkAreaCreateDto extends Omit<WorkAreaUpdateDto, 'concurrencyStamp'> {
  /** The contract section; fixed once created. */
  htdId: string
}

/** The list's own filters besides `filter` (name, code, description). */
export interface WorkAreaFilters {
  projectId: string
  htdId: string
  type: string
  /** Metres: the areas with `startChainage ≤ chainage ≤ endChainage`. */
  chainage: number
}

/**
 * `/api/base/work-area`: paged list (sorting: sort, name, code, startChainage, endChainage,
 * creationTime; default `sort asc, startChainage asc`), CRUD, bulk delete.
 */
export const workAreaApi = createCrudApi<
  WorkAreaDto,
  WorkAreaCreateDto,
  WorkAreaUpdateDto,
  WorkAreaFilters
>('/api/base/work-area', { bulkDelete: true })

export const workAreaQueries = createCrudQueries(['base', 'work-area'], workAreaApi)

export const workAreaResource = { api: workAreaApi, queries: workAreaQueries }

/** Permissions of the Work areas page: reads need Project.Htd, every write ManageWorkAreas. */
export const workAreaPolicies = {
  read: 'Project.Htd',
  create: 'Project.Htd.ManageWorkAreas',
  update: 'Project.Htd.ManageWorkAreas',
  delete: 'Project.Htd.ManageWorkAreas',
} as const
