import { queryOptions } from '@tanstack/react-query'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'
import type {
  AddSignMode,
  TaskActionResultDto,
  TaskApproveInput,
  TaskDetailDto,
  TaskDto,
  TaskSealInput,
} from './task-dtos'
import { getImageBlob } from '@/api/http/get-image-blob'

/**
 * Handling a task (workflow-api.md §4). Every action
 * carries the task's `concurrencyStamp` (stale → 409); a task no longer Pending answers
 * `Workflow:TaskAlreadyCompleted`; a task the caller does not hold answers 404 `WorkflowTask`.
 */

const path = '/api/workflow/task'
const one = (id: string) => `${path}/${encodeURIComponent(id)}`

interface Stamped {
  concurrencyStamp: string
}

export function getTask(id: string, options?: RequestOptions) {
  return apiClient.get<TaskDetailDto>(one(id), undefined, options)
}

/** Approve (a Handler's "done", the starter's resubmit after a return). */
export function approveTask(id: string, input: TaskApproveInput, options?: RequestOptions) {
  return apiClient.post<TaskActionResultDto>(`${one(id)}/approve`, input, options)
}

/** Apply a seal the caller holds (else `Workflow:SealNotHeld`, `SealMismatch`, `SealDisabled`). */
export function sealTask(id: string, input: TaskSealInput, options?: RequestOptions) {
  return apiClient.post<TaskActionResultDto>(`${one(id)}/seal`, input, options)
}

/** A signature drawn for this task (a PNG): single use, for 10 minutes, by this user only. */
export function uploadTaskSignature(id: string, image: Blob, options?: RequestOptions) {
  const form = new FormData()
  form.append('file', image, 'signature.png')
  return apiClient.post<{ uploadId: string; imageHash: string }>(`${one(id)}/signature`, form, options) // prettier-ignore
}

/** The image of a seal offered on this seal task (a holder may not read the signing keys). */
export function fetchTaskSealImage(id: string, signKeyId: string): Promise<Blob> {
  return getImageBlob(`${one(id)}/seal/${encodeURIComponent(signKeyId)}/image`)
}

/** Reject: the comment is required (V1). */
export function rejectTask(
  id: string,
  input: Stamped & { comment: string },
  options?: RequestOptions,
) {
  return apiClient.post<TaskActionResultDto>(`${one(id)}/reject`, input, options)
}

/** Return to Start or a passed node of `returnTargets` (else `Workflow:InvalidReturnTarget`). */
export function returnTask(
  id: string,
  input: Stamped & { targetNodeId: string; comment?: string },
  options?: RequestOptions,
) {
  return apiClient.post<TaskActionResultDto>(`${one(id)}/return`, input, options)
}

/** Transfer (转办) or delegate (委派) the task to another user. */
export async function handOverTask(
  id: string,
  kind: 'transfer' | 'delegate',
  input: Stamped & { userId: string; comment?: string },
  options?: RequestOptions,
): Promise<void> {
  await apiClient.post<unknown>(`${one(id)}/${kind}`, input, options)
}

/** The delegatee's answer; the task goes back to its owner. */
export async function resolveTask(
  id: string,
  input: Stamped & { comment?: string },
  options?: RequestOptions,
): Promise<void> {
  await apiClient.post<unknown>(`${one(id)}/resolve`, input, options)
}

export function addSignTask(
  id: string,
  input: Stamped & { userIds: string[]; mode: AddSignMode; comment?: string },
  options?: RequestOptions,
) {
  return apiClient.post<ListResultDto<TaskDto>>(`${one(id)}/add-sign`, input, options)
}

/** Reduce (减签): removes added tasks not acted on yet. */
export async function reduceSignTask(
  id: string,
  input: Stamped & { taskIds: string[] },
  options?: RequestOptions,
): Promise<void> {
  await apiClient.delete<unknown>(
    `${one(id)}/add-sign`,
    { taskIds: [...input.taskIds], concurrencyStamp: input.concurrencyStamp },
    options,
  )
}

export async function ccTask(
  id: string,
  input: Stamped & { userIds: string[]; comment?: string },
  options?: RequestOptions,
): Promise<void> {
  await apiClient.post<unknown>(`${one(id)}/cc`, input, options)
}

const all = (scope: QueryScope) => [...scope, 'workflow', 'task'] as const

/** `[...scope, 'workflow', 'task', …]`: every task action invalidates `all(scope)`. */
export const taskQueries = {
  all,
  detail: (scope: QueryScope, id: string) =>
    queryOptions({
      queryKey: [...all(scope), 'detail', id] as const,
      queryFn: ({ signal }) => getTask(id, { signal, silent: true }),
    }),
}
