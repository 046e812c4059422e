import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { PagedListInput, PagedResultDto } from '@/api/abp/paged-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'
import type {
  CcDto,
  CcFilters,
  InstanceSummaryDto,
  MyInstanceFilters,
  TaskSummaryDto,
  TodoTaskFilters,
} from './inbox-dtos'
import type { TaskDto } from './task-dtos'

/**
 * My approvals (workflow-api.md §4): the caller's tasks to do and done, the instances they started
 * and those copied to them, and the tabs' counts. Each needs `Workflow.Approval` and lists only
 * the caller's own.
 */

const task = '/api/workflow/task'
const instance = '/api/workflow/instance'

export function getTodoTasks(input: PagedListInput<TodoTaskFilters>, options?: RequestOptions) {
  return apiClient.get<PagedResultDto<TaskDto>>(`${task}/todo`, input, options)
}

export function getDoneTasks(input: PagedListInput, options?: RequestOptions) {
  return apiClient.get<PagedResultDto<TaskDto>>(`${task}/done`, input, options)
}

export function getMyInstances(input: PagedListInput<MyInstanceFilters>, options?: RequestOptions) {
  return apiClient.get<PagedResultDto<InstanceSummaryDto>>(`${instance}/my`, input, options)
}

export function getCcInstances(input: PagedListInput<CcFilters>, options?: RequestOptions) {
  return apiClient.get<PagedResultDto<CcDto>>(`${instance}/cc`, input, options)
}

export function getTaskSummary(options?: RequestOptions) {
  return apiClient.get<TaskSummaryDto>(`${task}/summary`, undefined, options)
}

/** A copy I received is read (204): opening it from the list marks it. */
export async function markCcRead(id: string, options?: RequestOptions): Promise<void> {
  await apiClient.post(`${instance}/cc/${encodeURIComponent(id)}/read`, undefined, options)
}

/**
 * `[...scope, 'workflow', 'inbox', …]`: a task action or a start invalidates `inboxQueries.all`,
 * so every tab and the counts reload.
 */
const all = (scope: QueryScope) => [...scope, 'workflow', 'inbox'] as const

function paged<TInput, TDto>(
  name: string,
  fetch: (input: TInput, options: RequestOptions) => Promise<PagedResultDto<TDto>>,
) {
  return (scope: QueryScope, input: TInput) =>
    queryOptions({
      queryKey: [...all(scope), name, input] as const,
      queryFn: ({ signal }) => fetch(input, { signal, silent: true }),
      placeholderData: keepPreviousData,
    })
}

export const inboxQueries = {
  all,
  todo: { list: paged('todo', getTodoTasks) },
  done: { list: paged('done', getDoneTasks) },
  mine: { list: paged('mine', getMyInstances) },
  cc: { list: paged('cc', getCcInstances) },
  summary: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...all(scope), 'summary'] as const,
      queryFn: ({ signal }) => getTaskSummary({ signal, silent: true }),
    }),
}
