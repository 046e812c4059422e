import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import type { DocumentSummaryDto, InstanceStatus } from './instance-dtos'

/**
 * The signed PDF of an approval and its verification (workflow-api.md §4, §7). Image signatures
 * and seals with hashes are evidence of who approved what, not CA-certified signatures.
 */
const one = (id: string) => `/api/workflow/instance/${encodeURIComponent(id)}/document`

/** The current generation's bytes (`attachment`, `X-Content-SHA256` = the detail's `documentHash`). */
export function downloadDocument(instanceId: string, options?: RequestOptions) {
  return apiClient.get<Blob>(one(instanceId), undefined, { responseType: 'blob', ...options })
}

/** Workflow.Task.RegenerateDocument: composes it again (an unchanged instance: the same hash). */
export function regenerateDocument(instanceId: string, options?: RequestOptions) {
  return apiClient.post<DocumentSummaryDto>(`${one(instanceId)}/regenerate`, {}, options)
}

export interface VerifyResultDto {
  match: boolean
  superseded: boolean
  instanceId?: string
  number?: string | null
  status?: InstanceStatus
  documentHash: string
  contentHash?: string
  chainValid?: boolean
  generatedTime?: string
}

/** A PDF in, the verdict out: only the caller's tenant is searched. */
export function verifyDocument(file: File, options?: RequestOptions) {
  const form = new FormData()
  form.append('file', file, file.name)
  return apiClient.post<VerifyResultDto>('/api/workflow/document/verify', form, options)
}

export interface DocumentByNumberDto {
  number: string
  title: string
  status: InstanceStatus
  documentHash: string | null
  generatedTime: string | null
}

/** What the QR code's page shows before a file is compared. */
export function getDocumentByNumber(number: string, options?: RequestOptions) {
  return apiClient.get<DocumentByNumberDto>(`/api/workflow/document/by-number/${encodeURIComponent(number)}`, undefined, options) // prettier-ignore
}
