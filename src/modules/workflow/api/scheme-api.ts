import { queryOptions } from '@tanstack/react-query'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import { createCrudApi } from '@/api/abp/crud-api'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import { createCrudQueries } from '@/query/crud-queries'
import type { QueryScope } from '@/query/query-keys'
import type {
  FormSummaryDto,
  SchemeCreateDto,
  SchemeDto,
  SchemeFilters,
  SchemeFormSchema,
  SchemeIssue,
  SchemeUpdateDto,
  SimulateInput,
  SimulateResult,
} from './scheme-dtos'

/**
 * `/api/workflow/scheme` (workflow-api.md §2): the conventional resource (bulk delete; a scheme
 * with open approvals answers `Workflow:SchemeInUse`) and its actions. Validate and simulate
 * read the saved draft: the designer saves first.
 */
const path = '/api/workflow/scheme'
const one = (id: string) => `${path}/${encodeURIComponent(id)}`

export const schemePolicies = {
  read: 'Workflow.Scheme',
  create: 'Workflow.Scheme.Create',
  update: 'Workflow.Scheme.Update',
  delete: 'Workflow.Scheme.Delete',
  publish: 'Workflow.Scheme.Publish',
} as const

export const schemeApi = createCrudApi<SchemeDto, SchemeCreateDto, SchemeUpdateDto, SchemeFilters>(
  path,
  { bulkDelete: true },
)

export const schemeQueries = createCrudQueries(['workflow', 'scheme'], schemeApi)

export const schemeResource = { api: schemeApi, queries: schemeQueries }

export function setSchemeEnabled(id: string, enabled: boolean, options?: RequestOptions) {
  // Two literal addresses: the ABP contract test reads each call's path.
  return enabled
    ? apiClient.post<SchemeDto>(`${one(id)}/enable`, {}, options)
    : apiClient.post<SchemeDto>(`${one(id)}/disable`, {}, options)
}

export async function validateScheme(id: string, options?: RequestOptions) {
  const answer = await apiClient.post<{ issues: SchemeIssue[] }>(`${one(id)}/validate`, {}, options)
  return answer.issues
}

export function simulateScheme(id: string, input: SimulateInput, options?: RequestOptions) {
  return apiClient.post<SimulateResult>(`${one(id)}/simulate`, input, options)
}

export function publishScheme(id: string, options?: RequestOptions) {
  return apiClient.post<SchemeDto>(`${one(id)}/publish`, {}, options)
}

/**
 * The forms a scheme may use (`form/list`, published ones; Workflow.Scheme holders may read it)
 * and a form's schema for the designer's field lists: its current published version, which is
 * what publishing the scheme pins.
 */
const forms = (scope: QueryScope) => [...scope, 'workflow', 'form'] as const

export const schemeFormQueries = {
  list: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...forms(scope), 'list-published'] as const,
      queryFn: async ({ signal }) =>
        (await apiClient.get<ListResultDto<FormSummaryDto>>('/api/workflow/form/list', { includeDisabled: true }, { signal, silent: true })).items, // prettier-ignore
    }),
  version: (scope: QueryScope, formId: string, version: number) =>
    queryOptions({
      queryKey: [...forms(scope), 'version', formId, version] as const,
      queryFn: ({ signal }) =>
        apiClient.get<SchemeFormSchema>(`/api/workflow/form/${encodeURIComponent(formId)}/version/${version}`, undefined, { signal, silent: true }), // prettier-ignore
      staleTime: Infinity,
    }),
}

/** Positions for the assignee rules (`/api/base/position/list`, enabled ones). */
export function positionChoicesQuery(scope: QueryScope) {
  return queryOptions({
    queryKey: [...scope, 'base', 'position', 'choices'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<ListResultDto<{ id: string; name: string }>>('/api/base/position/list', undefined, { signal, silent: true })).items, // prettier-ignore
  })
}
