import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { PagedListInput, PagedResultDto } from './paged-result-dto'

/** The endpoint functions of a conventional resource (business-api.md §0.2). */
export interface CrudApi<TDto, TCreate, TUpdate, TFilters extends object> {
  readonly path: string
  getList: (
    input: PagedListInput<TFilters>,
    options?: RequestOptions,
  ) => Promise<PagedResultDto<TDto>>
  get: (id: string, options?: RequestOptions) => Promise<TDto>
  /** POST, JSON body; ABP answers 200 with the DTO. */
  create: (input: TCreate, options?: RequestOptions) => Promise<TDto>
  /** PUT, every editable field (and `concurrencyStamp` where the DTO has one). */
  update: (id: string, input: TUpdate, options?: RequestOptions) => Promise<TDto>
  delete: (id: string, options?: RequestOptions) => Promise<void>
  /** `DELETE path?ids=a&ids=b` (1–100 ids, one transaction); only for resources marked bulk. */
  deleteMany?: (ids: readonly string[], options?: RequestOptions) => Promise<void>
}

interface CrudApiOptions {
  /** The contract marks the resource **bulk**: DELETE with `?ids=` is offered. */
  bulkDelete?: boolean
  /**
   * Where DELETE carries the id: `path` (`DELETE path/{id}`, the default) or `query`
   * (`DELETE path?id={id}`, the IdentityServer management API, abp-api.md §8.1).
   */
  deleteBy?: 'path' | 'query'
}

/** The typed endpoint functions of `path` (e.g. `/api/base/position`). */
export function createCrudApi<TDto, TCreate, TUpdate = TCreate, TFilters extends object = object>(
  path: string,
  { bulkDelete = false, deleteBy = 'path' }: CrudApiOptions = {},
): CrudApi<TDto, TCreate, TUpdate, TFilters> {
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`
  return {
    path,
    getList: (input, options) => apiClient.get<PagedResultDto<TDto>>(path, input, options),
    get: (id, options) => apiClient.get<TDto>(one(id), undefined, options),
    create: (input, options) => apiClient.post<TDto>(path, input, options),
    update: (id, input, options) => apiClient.put<TDto>(one(id), input, options),
    delete: async (id, options) => {
      if (deleteBy === 'query') await apiClient.delete(path, { id }, options)
      else await apiClient.delete(one(id), undefined, options)
    },
    deleteMany: bulkDelete
      ? async (ids, options) => {
          await apiClient.delete(path, { ids: [...ids] }, options)
        }
      : undefined,
  }
}
