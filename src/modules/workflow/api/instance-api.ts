import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import { apiClient } from '@/api/http/api-client'
import { getImageBlob } from '@/api/http/get-image-blob'
import type { RequestOptions } from '@/api/http/request-options'
import type { QueryScope } from '@/query/query-keys'
import type {
  AttachmentDto,
  InstanceDetailDto,
  InstanceDto,
  InstancePreviewInput,
  InstanceSaveDto,
  PathStepDto,
  StartFormDto,
  StartableSchemeDto,
  TimelineEntryDto,
} from './instance-dtos'
import type { ChainVerdict } from '@/modules/workflow/timeline-chain/timeline-chain'

/**
 * Starting and following an approval (workflow-api.md §4, §4.1). Every route needs
 * `Workflow.Approval`; an instance the caller takes no part in answers 404 `WorkflowInstance`.
 */

const path = '/api/workflow/instance'
const one = (id: string) => `${path}/${encodeURIComponent(id)}`

export function getStartableSchemes(
  input: { projectId: string; htdId?: string | null },
  options?: RequestOptions,
) {
  return apiClient.get<ListResultDto<StartableSchemeDto>>(`${path}/startable`, input, options)
}

export function getStartForm(
  input: { schemeId: string; projectId: string; htdId?: string | null },
  options?: RequestOptions,
) {
  return apiClient.get<StartFormDto>(`${path}/start-form`, input, options)
}

/** "Who will approve" for the data as typed (branches included). */
export function previewInstance(input: InstancePreviewInput, options?: RequestOptions) {
  return apiClient.post<{ path: PathStepDto[] }>(`${path}/preview`, input, options)
}

/** A new instance: a Draft (`draft: true`, kept on the server) or submitted at once. */
export function createInstance(input: InstanceSaveDto, options?: RequestOptions) {
  return apiClient.post<InstanceDto>(path, input, options)
}

/** The starter's Draft, saved again (with its `concurrencyStamp`). */
export function updateInstance(id: string, input: InstanceSaveDto, options?: RequestOptions) {
  return apiClient.put<InstanceDto>(one(id), input, options)
}

/** A Draft submitted: it pins the published versions and re-validates the data (rule 16). */
export function submitInstance(id: string, options?: RequestOptions) {
  return apiClient.post<InstanceDto>(`${one(id)}/submit`, {}, options)
}

export function getInstance(id: string, options?: RequestOptions) {
  return apiClient.get<InstanceDetailDto>(one(id), undefined, options)
}

/**
 * Beyond the contract: the timeline's chain checked by the server, for a page where
 * `crypto.subtle` is missing (not https, not localhost).
 */
export function getInstanceChain(id: string, options?: RequestOptions) {
  return apiClient.get<ChainVerdict>(`${one(id)}/chain`, undefined, options)
}

/** The starter, while no task after Start was acted on (else `Workflow:WithdrawNotAllowed`). */
export function withdrawInstance(id: string, reason: string, options?: RequestOptions) {
  return apiClient.post<InstanceDto>(`${one(id)}/withdraw`, { reason }, options)
}

/** The starter; sooner than the scheme's interval → `Workflow:RemindTooSoon`. */
export async function remindInstance(id: string, options?: RequestOptions): Promise<void> {
  await apiClient.post<unknown>(`${one(id)}/remind`, {}, options)
}

/** Any participant: a comment in the timeline. */
export function commentOnInstance(id: string, content: string, options?: RequestOptions) {
  return apiClient.post<TimelineEntryDto>(`${one(id)}/comment`, { content }, options)
}

/** An attachment of an `upload` field, before the save or submit that binds it. */
export function uploadAttachment(file: File, options?: RequestOptions) {
  const form = new FormData()
  form.append('file', file, file.name)
  return apiClient.post<AttachmentDto>('/api/workflow/attachment', form, options)
}

/** A bound attachment's file (`Content-Disposition: attachment`). */
export function getAttachmentBlob(instanceId: string, attachmentId: string) {
  return apiClient.get<Blob>(
    `${one(instanceId)}/attachment/${encodeURIComponent(attachmentId)}`,
    undefined,
    { responseType: 'blob' },
  )
}

/** The frozen signature or seal image of a timeline entry (a seal entry's signature: `kind`). */
export function fetchTimelineImage(instanceId: string, entryId: string, kind?: 'signature') {
  return getImageBlob(`${one(instanceId)}/image/${encodeURIComponent(entryId)}${kind ? `?kind=${kind}` : ''}`) // prettier-ignore
}

const all = (scope: QueryScope) => [...scope, 'workflow', 'instance'] as const

/** `[...scope, 'workflow', 'instance', …]`: every instance write invalidates `all(scope)`. */
export const instanceQueries = {
  all,
  startable: (scope: QueryScope, projectId: string, htdId: string | null) =>
    queryOptions({
      queryKey: [...all(scope), 'startable', projectId, htdId] as const,
      queryFn: async ({ signal }): Promise<StartableSchemeDto[]> =>
        (await getStartableSchemes({ projectId, htdId }, { signal, silent: true })).items,
      // Another section keeps the list on screen while it is asked again (no flash, no lost click).
      placeholderData: keepPreviousData,
    }),
  startForm: (scope: QueryScope, schemeId: string, projectId: string, htdId: string | null) =>
    queryOptions({
      queryKey: [...all(scope), 'start-form', schemeId, projectId, htdId] as const,
      queryFn: ({ signal }) =>
        getStartForm({ schemeId, projectId, htdId }, { signal, silent: true }),
    }),
  detail: (scope: QueryScope, id: string) =>
    queryOptions({
      queryKey: [...all(scope), 'detail', id] as const,
      queryFn: ({ signal }) => getInstance(id, { signal, silent: true }),
    }),
}
