import { queryOptions } from '@tanstack/react-query'
import type { ListResultDto } from '@/api/abp/list-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { TenantScope } from '@/query/query-keys'
import type { AttachmentValue } from '../form-schema/form-schema-types'

// The form runtime's own calls: the pickers' sign-in lists that no other module's public entry
// offers (workflow-api.md §1: they work without management permissions) and attachments (§4.1).

export interface PositionOptionDto {
  id: string
  name: string
}

export interface WorkAreaOptionDto {
  id: string
  name: string
  code: string
}

/** GET /api/base/position/list (sign-in, enabled positions). */
export const positionOptionsQuery = (scope: TenantScope) =>
  queryOptions({
    queryKey: [...scope, 'base', 'position', 'options'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ListResultDto<PositionOptionDto>>(
          '/api/base/position/list',
          undefined,
          {
            signal,
            silent: true,
          },
        )
      ).items,
  })

/** GET /api/base/work-area/list?htdId= (business-api §3.3: sign-in plus a grant on the section). */
export const workAreaOptionsQuery = (scope: TenantScope, htdId: string) =>
  queryOptions({
    queryKey: [...scope, 'base', 'work-area', 'options', htdId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ListResultDto<WorkAreaOptionDto>>(
          '/api/base/work-area/list',
          { htdId },
          { signal, silent: true },
        )
      ).items,
    enabled: htdId !== '',
  })

/** POST /api/workflow/attachment (multipart `file`): the upload belongs to its uploader until saved. */
export async function uploadAttachment(
  file: File,
  options?: RequestOptions,
): Promise<AttachmentValue> {
  const form = new FormData()
  form.append('file', file, file.name)
  return apiClient.post<AttachmentValue>('/api/workflow/attachment', form, options)
}

/** GET /api/workflow/instance/{id}/attachment/{attachmentId}: the file, as the instance's reader. */
export function downloadAttachment(instanceId: string, attachmentId: string): Promise<Blob> {
  return apiClient.get<Blob>(
    `/api/workflow/instance/${encodeURIComponent(instanceId)}/attachment/${encodeURIComponent(attachmentId)}`,
    undefined,
    { responseType: 'blob' },
  )
}
