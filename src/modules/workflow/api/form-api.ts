import { queryOptions } from '@tanstack/react-query'
import { createCrudApi } from '@/api/abp/crud-api'
import type { PagedResultDto } from '@/api/abp/paged-result-dto'
import { apiClient } from '@/api/http/api-client'
import type { RequestOptions } from '@/api/http/request-options'
import { createCrudQueries } from '@/query/crud-queries'
import type { QueryScope } from '@/query/query-keys'
import type { FormSchema } from '../form-schema/form-schema-types'
import type {
  FormCreateDto,
  FormDto,
  FormFilters,
  FormUpdateDto,
  FormVersionDto,
  SchemaIssueDto,
} from './form-dtos'

/**
 * `/api/workflow/form` (workflow-api.md §1): the paged list (no schema), one form with its draft
 * schema, create, update (concurrencyStamp → 409), bulk delete (`Workflow:FormInUse` while a
 * scheme uses it), publish, enable/disable, a published version, and `validate-schema`.
 */
export const formApi = createCrudApi<FormDto, FormCreateDto, FormUpdateDto, FormFilters>(
  '/api/workflow/form',
  { bulkDelete: true },
)

// Under `['workflow', 'form']`: every write reloads the list, the designer and the versions.
export const formQueries = createCrudQueries(['workflow', 'form'], formApi)

export const formResource = { api: formApi, queries: formQueries }

export const formPolicies = {
  read: 'Form.Form',
  create: 'Form.Form.Create',
  update: 'Form.Form.Update',
  delete: 'Form.Form.Delete',
  publish: 'Form.Form.Publish',
} as const

const one = (id: string) => `${formApi.path}/${encodeURIComponent(id)}`

export function publishForm(id: string, options?: RequestOptions) {
  return apiClient.post<FormDto>(`${one(id)}/publish`, {}, options)
}

export function setFormEnabled(id: string, enabled: boolean, options?: RequestOptions) {
  // Two literal addresses: the ABP contract test reads each call's path.
  return enabled
    ? apiClient.post<FormDto>(`${one(id)}/enable`, {}, options)
    : apiClient.post<FormDto>(`${one(id)}/disable`, {}, options)
}

export function getFormVersion(id: string, version: number, options?: RequestOptions) {
  return apiClient.get<FormVersionDto>(`${one(id)}/version/${version}`, undefined, options)
}

export async function validateSchema(schema: FormSchema, options?: RequestOptions) {
  const answer = await apiClient.post<{ issues: SchemaIssueDto[] }>(
    `${formApi.path}/validate-schema`,
    { schema },
    options,
  )
  return answer.issues
}

/** A scheme that uses the form, and the form version its published version pins. */
export interface FormUse {
  schemeId: string
  schemeName: string
  /** Null: the scheme was never published, so it pins nothing yet. */
  formVersion: number | null
}

interface SchemeRow {
  id: string
  name: string
  formId: string
  publishedVersion: number | null
  /** The form version the published scheme pins, where the list gives it. */
  formVersion?: number | null
}

/**
 * Which schemes use the form and which of its versions each pins (the designer's rare panel, for
 * Workflow.Scheme holders). The contract names no filter by form nor the pinned version in the
 * list: `formId` is sent and the rows checked here, and a row without `formVersion` has its
 * published scheme version read for it.
 */
/** `GET scheme/{id}/version/{version}`: the form version that scheme version pins. */
function getPinnedFormVersion(schemeId: string, version: number, options: RequestOptions) {
  return apiClient.get<{ formVersion: number }>(
    `/api/workflow/scheme/${encodeURIComponent(schemeId)}/version/${version}`,
    undefined,
    options,
  )
}

async function readFormUses(formId: string, signal: AbortSignal): Promise<FormUse[]> {
  const options = { signal, silent: true }
  const page = await apiClient.get<PagedResultDto<SchemeRow>>(
    '/api/workflow/scheme',
    { formId, skipCount: 0, maxResultCount: 1000 },
    options,
  )
  const using = page.items.filter((s) => s.formId === formId)
  return Promise.all(
    using.map(async (s) => {
      if (s.publishedVersion === null)
        return { schemeId: s.id, schemeName: s.name, formVersion: null }
      const version = await getPinnedFormVersion(s.id, s.publishedVersion, options)
      return { schemeId: s.id, schemeName: s.name, formVersion: version.formVersion }
    }),
  )
}

export const formVersionQueries = {
  /** Every published version of a form, newest first (versions 1…publishedVersion). */
  versions: (scope: QueryScope, id: string, publishedVersion: number) =>
    queryOptions({
      queryKey: [...formQueries.all(scope), 'versions', id, publishedVersion] as const,
      queryFn: ({ signal }) =>
        Promise.all(
          Array.from({ length: publishedVersion }, (_, i) =>
            getFormVersion(id, publishedVersion - i, { signal, silent: true }),
          ),
        ),
    }),
  uses: (scope: QueryScope, id: string) =>
    queryOptions({
      queryKey: [...formQueries.all(scope), 'uses', id] as const,
      queryFn: ({ signal }) => readFormUses(id, signal),
    }),
}
