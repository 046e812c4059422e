import { createCrudApi } from '@/api/abp/crud-api'
import { createCrudQueries } from '@/query/crud-queries'

/** A contract section of the management pages (business-api.md §3.2). Dates `YYYY-MM-DDT00:00:00`. */
export interface HtdDto {
  id: string
  projectId: string
  /** Read only. */
  projName: string | null
  htdName: string
  htdCode: string
  sort: number
  /** The contractor (施工单位) and the supervisor (监理单位), with their legal names (read only). */
  contractorOrgId: string | null
  contractorOrgName: string | null
  supervisorOrgId: string | null
  supervisorOrgName: string | null
  /** The contract amount in CNY yuan, 2 decimals. */
  amount: number | null
  startDate: string | null
  endDate: string | null
  /** Work areas of the htd (read only). */
  workAreaCount: number
  concurrencyStamp: string
  creationTime: string
}

export interface HtdUpdateDto {
  htdName: string
  htdCode: string
  sort: number
  contractorOrgId?: string | null
  supervisorOrgId?: string | null
  amount?: number | null
  /** `YYYY-MM-DD`; the server drops any time part. */
  startDate?: string | null
  endDate?: string | null
  concurrencyStamp?: string | null
}

export interface HtdCreateDto extends Omit<HtdUpdateDto, 'concurrencyStamp'> {
  /** The project; fixed once created. */
  projectId: string
}

/** The list's own filters besides `filter` (htdName, htdCode). */
export interface HtdFilters {
  projectId: string
  contractorOrgId: string
  supervisorOrgId: string
}

/**
 * `/api/base/htd`: paged list (sorting: sort, htdName, htdCode, amount, startDate,
 * creationTime), CRUD. A delete is refused while the htd has work areas (`Base:HtdHasWorkAreas`).
 */
export const htdApi = createCrudApi<HtdDto, HtdCreateDto, HtdUpdateDto, HtdFilters>('/api/base/htd')

const resourceKey = ['base', 'htd'] as const

// Keys nest under `[...scope, 'base', 'htd']`; in the tenant scope that is the by-user query's
// prefix too, so a write invalidated there also refreshes the project switcher's sections.
export const htdQueries = createCrudQueries(resourceKey, htdApi)

export const htdResource = { api: htdApi, queries: htdQueries }

/** Permissions of the Contract sections page (business-api.md §3.2, §11). */
export const htdPolicies = {
  read: 'Project.Htd',
  create: 'Project.Htd.Create',
  update: 'Project.Htd.Update',
  delete: 'Project.Htd.Delete',
  manageWorkAreas: 'Project.Htd.ManageWorkAreas',
} as const
