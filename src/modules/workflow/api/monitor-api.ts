import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { PagedListInput, PagedResultDto } from '@/api/abp/paged-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'
import type { InstanceSummaryDto } from './inbox-dtos'
import type { TaskDto } from './task-dtos'
import type {
  CancelInstanceDto,
  MonitorInstanceFilters,
  MonitorTaskFilters,
  ReassignDto,
} from './monitor-dtos'

/** The monitor (`/workflow/task`): every instance and task of the tenant, for Workflow.Task. */
const task = '/api/workflow/task'
const instance = '/api/workflow/instance'

export const monitorPolicies = {
  read: 'Workflow.Task',
  reassign: 'Workflow.Task.Reassign',
  cancel: 'Workflow.Task.Cancel',
} as const

export function getAllInstances(
  input: PagedListInput<MonitorInstanceFilters>,
  options?: RequestOptions,
) {
  return apiClient.get<PagedResultDto<InstanceSummaryDto>>(instance, input, options)
}

export function getAllTasks(input: PagedListInput<MonitorTaskFilters>, options?: RequestOptions) {
  return apiClient.get<PagedResultDto<TaskDto>>(task, input, options)
}

/** 204; the new assignee gets the task (and its to-do), the old one loses it. */
export async function reassignTask(id: string, input: ReassignDto, options?: RequestOptions) {
  await apiClient.post(`${task}/${encodeURIComponent(id)}/reassign`, input, options)
}

/** Answers the instance, now Cancelled; its open tasks and to-dos close. */
export function cancelInstance(id: string, input: CancelInstanceDto, options?: RequestOptions) {
  return apiClient.post<InstanceSummaryDto>(
    `${instance}/${encodeURIComponent(id)}/cancel`,
    input,
    options,
  )
}

/** `[...scope, 'workflow', 'monitor', …]`: a reassign or a cancel invalidates `monitorQueries.all`. */
const all = (scope: QueryScope) => [...scope, 'workflow', 'monitor'] as const

export const monitorQueries = {
  all,
  instances: {
    list: (scope: QueryScope, input: PagedListInput<MonitorInstanceFilters>) =>
      queryOptions({
        queryKey: [...all(scope), 'instance', input] as const,
        queryFn: ({ signal }) => getAllInstances(input, { signal, silent: true }),
        placeholderData: keepPreviousData,
      }),
  },
  tasks: {
    list: (scope: QueryScope, input: PagedListInput<MonitorTaskFilters>) =>
      queryOptions({
        queryKey: [...all(scope), 'task', input] as const,
        queryFn: ({ signal }) => getAllTasks(input, { signal, silent: true }),
        placeholderData: keepPreviousData,
      }),
  },
}
