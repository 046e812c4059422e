import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { PagedListInput, PagedResultDto } from '@/api/abp/paged-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'
import type {
  DelegationCreateDto,
  DelegationDto,
  DelegationFilters,
  DelegationUpdateDto,
  MyDelegationFilters,
} from './delegation-dtos'

/**
 * `/api/workflow/delegation` (workflow-api.md §5). One's own delegations need sign-in only
 * (`Workflow.Approval`); another user's need Workflow.Delegation and its children. There is no
 * GET of one delegation: a form edits the row it was opened from.
 */
const path = '/api/workflow/delegation'
const one = (id: string) => `${path}/${encodeURIComponent(id)}`

export const delegationPolicies = {
  all: 'Workflow.Delegation',
  create: 'Workflow.Delegation.Create',
  update: 'Workflow.Delegation.Update',
  delete: 'Workflow.Delegation.Delete',
} as const

export function getMyDelegations(
  input: PagedListInput<MyDelegationFilters>,
  options?: RequestOptions,
) {
  return apiClient.get<PagedResultDto<DelegationDto>>(`${path}/my`, input, options)
}

export function getDelegations(input: PagedListInput<DelegationFilters>, options?: RequestOptions) {
  return apiClient.get<PagedResultDto<DelegationDto>>(path, input, options)
}

export function createDelegation(input: DelegationCreateDto, options?: RequestOptions) {
  return apiClient.post<DelegationDto>(path, input, options)
}

export function updateDelegation(id: string, input: DelegationUpdateDto, options?: RequestOptions) {
  return apiClient.put<DelegationDto>(one(id), input, options)
}

export async function deleteDelegation(id: string, options?: RequestOptions): Promise<void> {
  await apiClient.delete(one(id), undefined, options)
}

/** `[...scope, 'workflow', 'delegation', …]`: every write invalidates `delegationQueries.all`. */
const all = (scope: QueryScope) => [...scope, 'workflow', 'delegation'] as const

export const delegationQueries = {
  all,
  mine: {
    list: (scope: QueryScope, input: PagedListInput<MyDelegationFilters>) =>
      queryOptions({
        queryKey: [...all(scope), 'my', input] as const,
        queryFn: ({ signal }) => getMyDelegations(input, { signal, silent: true }),
        placeholderData: keepPreviousData,
      }),
  },
  everyone: {
    list: (scope: QueryScope, input: PagedListInput<DelegationFilters>) =>
      queryOptions({
        queryKey: [...all(scope), 'all', input] as const,
        queryFn: ({ signal }) => getDelegations(input, { signal, silent: true }),
        placeholderData: keepPreviousData,
      }),
  },
}
