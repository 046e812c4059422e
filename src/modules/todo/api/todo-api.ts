import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { PagedListInput, PagedResultDto } from '@/api/abp/paged-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'

/**
 * To-dos of the current user (待办), business-api.md §6.2. Every route needs sign-in only and
 * touches the caller's own to-dos (another user's → 404 `Todo`); no permission guards them.
 */

/** Workflow (审批) and Notice to-dos close through their source; users create Manual ones. */
export const TodoSource = { Workflow: 1, Notice: 2, System: 3, Manual: 4 } as const
export type TodoSource = (typeof TodoSource)[keyof typeof TodoSource]

export const TodoStatus = { Pending: 1, Done: 2, Cancelled: 3 } as const
export type TodoStatus = (typeof TodoStatus)[keyof typeof TodoStatus]

export interface TodoDto {
  id: string
  userId: string
  title: string
  source: TodoSource
  /** e.g. a workflow task id or a notice id. */
  sourceId: string | null
  /** An in-app path such as `/notice/view?id=…`; never an absolute URL. */
  link: string | null
  projectId: string | null
  /** null when the project is gone. */
  projName: string | null
  dueTime: string | null
  status: TodoStatus
  /** Pending and `dueTime < now`. */
  isOverdue: boolean
  completedTime: string | null
  remark: string | null
  concurrencyStamp: string
  creationTime: string
  lastModificationTime: string | null
}

/** Title ≤ 128 (required), remark ≤ 500. */
export interface TodoCreateDto {
  title: string
  dueTime?: string | null
  projectId?: string | null
  remark?: string | null
}

export interface TodoUpdateDto extends TodoCreateDto {
  concurrencyStamp?: string | null
}

export interface TodoFilters {
  status: TodoStatus
  projectId: string
}

/**
 * Sorting: dueTime, creationTime, title; default `status asc`, `dueTime asc` (nulls last),
 * `creationTime desc`. `filter` searches the title.
 */
export type TodoListInput = PagedListInput<TodoFilters>

/** Days are counted in the server's time zone setting. */
export interface TodoSummaryDto {
  pending: number
  overdue: number
  /** Pending and due on today's date, overdue or not. */
  dueToday: number
}

const path = '/api/base/todo'
const one = (id: string) => `${path}/${encodeURIComponent(id)}`

export function getMyTodos(input: TodoListInput, options?: RequestOptions) {
  return apiClient.get<PagedResultDto<TodoDto>>(`${path}/my`, input, options)
}

export function getMyTodoSummary(options?: RequestOptions) {
  return apiClient.get<TodoSummaryDto>(`${path}/my/summary`, undefined, options)
}

/** A Manual to-do of the caller. */
export function createTodo(input: TodoCreateDto, options?: RequestOptions) {
  return apiClient.post<TodoDto>(path, input, options)
}

/** Manual only, else 403 `Base:TodoManagedBySource`. */
export function updateTodo(id: string, input: TodoUpdateDto, options?: RequestOptions) {
  return apiClient.put<TodoDto>(one(id), input, options)
}

/** Manual or System only, else 403 `Base:TodoManagedBySource`. */
export function completeTodo(id: string, options?: RequestOptions) {
  return apiClient.post<TodoDto>(`${one(id)}/complete`, undefined, options)
}

/** Manual or System only, else 403 `Base:TodoManagedBySource`. */
export function reopenTodo(id: string, options?: RequestOptions) {
  return apiClient.post<TodoDto>(`${one(id)}/reopen`, undefined, options)
}

/** Manual only, else 403 `Base:TodoManagedBySource`. */
export async function deleteTodo(id: string, options?: RequestOptions): Promise<void> {
  await apiClient.delete(one(id), undefined, options)
}

const all = (scope: QueryScope) => [...scope, 'base', 'todo'] as const

/** `[...scope, 'base', 'todo', …]`: every write invalidates `todoQueries.all(scope)`. */
export const todoQueries = {
  all,
  list: (scope: QueryScope, input: TodoListInput) =>
    queryOptions({
      queryKey: [...all(scope), 'list', input] as const,
      queryFn: ({ signal }) => getMyTodos(input, { signal, silent: true }),
      placeholderData: keepPreviousData,
    }),
  summary: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...all(scope), 'summary'] as const,
      queryFn: ({ signal }) => getMyTodoSummary({ signal, silent: true }),
    }),
}
