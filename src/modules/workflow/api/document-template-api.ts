import { createCrudApi } from '@/api/abp/crud-api'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import { createCrudQueries } from '@/query/crud-queries'
import type {
  DocumentTemplateCreateDto,
  DocumentTemplateDto,
  DocumentTemplateFilters,
  DocumentTemplateUpdateDto,
} from './document-template-dtos'

/**
 * `/api/workflow/document-template` (workflow-api.md §7): the conventional resource, its base PDF
 * (multipart `file`, ≤ 10 MB, ≤ 50 pages; an encrypted or unreadable one answers
 * `Workflow:BasePdfUnreadable`) and a watermarked preview with an instance or sample data.
 */
export const documentTemplateApi = createCrudApi<
  DocumentTemplateDto,
  DocumentTemplateCreateDto,
  DocumentTemplateUpdateDto,
  DocumentTemplateFilters
>('/api/workflow/document-template')

export const documentTemplateQueries = createCrudQueries(
  ['workflow', 'document-template'],
  documentTemplateApi,
)

export const documentTemplateResource = {
  api: documentTemplateApi,
  queries: documentTemplateQueries,
}

export const documentTemplatePolicies = {
  read: 'Workflow.DocumentTemplate',
  create: 'Workflow.DocumentTemplate.Create',
  update: 'Workflow.DocumentTemplate.Update',
  delete: 'Workflow.DocumentTemplate.Delete',
} as const

const one = (id: string) => `${documentTemplateApi.path}/${encodeURIComponent(id)}`

/** Replaces the base PDF; the answer carries the new pages and hash. */
export function uploadBasePdf(id: string, file: File, options?: RequestOptions) {
  const form = new FormData()
  form.append('file', file, file.name)
  return apiClient.put<DocumentTemplateDto>(`${one(id)}/base-pdf`, form, options)
}

/** The base PDF's bytes, for the designer's viewer. */
export function getBasePdf(id: string, options?: RequestOptions) {
  return apiClient.get<ArrayBuffer>(`${one(id)}/base-pdf`, undefined, { responseType: 'arraybuffer', ...options }) // prettier-ignore
}

/** The saved template composed with an instance's data, or sample data; watermarked. */
export function previewTemplate(id: string, instanceId: string | null, options?: RequestOptions) {
  return apiClient.post<ArrayBuffer>(`${one(id)}/preview`, instanceId ? { instanceId } : {}, {
    responseType: 'arraybuffer',
    ...options,
  })
}
