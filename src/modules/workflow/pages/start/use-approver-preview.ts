import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { FormData } from '@/modules/workflow/form-schema/form-schema-types'
import { instanceQueries, previewInstance } from '@/modules/workflow/api/instance-api'
import type {
  PathStepDto,
  SelectedAssignees,
  StartFormDto,
} from '@/modules/workflow/api/instance-dtos'
import { useTenantScope } from '@/query/query-scope'
import { branchConditions, fieldsReadBy, previewKeyOf } from './start-rules'

/** Typing pauses this long before "who will approve" is asked again. */
export const previewDebounceMs = 500

/** The value and its key once the value has stayed put for `ms`. */
function useDebounced<T>(key: string, value: T, ms: number): { key: string; value: T } {
  const [debounced, setDebounced] = useState({ key, value })
  useEffect(() => {
    const timer = setTimeout(() => setDebounced({ key, value }), ms)
    return () => clearTimeout(timer)
  }, [key, value, ms])
  return debounced
}

/**
 * "Who will approve" (`instance/preview`) for the data as typed: asked again, debounced, only when
 * a field a branch condition reads (or a picked approver) changes — every field when the answer
 * carries no model to read them from. Until then, the start form's own preview.
 */
export function useApproverPreview(input: {
  startForm: StartFormDto
  schemeId: string
  projectId: string
  htdId: string | null
  data: FormData
  selected: SelectedAssignees
}): { path: PathStepDto[]; isRefreshing: boolean } {
  const { startForm, data, selected } = input
  const scope = useTenantScope()
  const fields = useMemo(() => {
    const model = (startForm.scheme as { model?: unknown }).model
    return fieldsReadBy(model ? branchConditions(model) : null, startForm.formVersion.schema)
  }, [startForm])
  const key = `${previewKeyOf(data, fields)}|${JSON.stringify(selected)}`
  const [firstKey] = useState(key)
  const typed = useMemo(() => ({ data, selected }), [data, selected])
  const asked = useDebounced(key, typed, previewDebounceMs)
  const preview = useQuery({
    queryKey: [...instanceQueries.all(scope), 'preview', input.schemeId, input.projectId, input.htdId, asked.key] as const, // prettier-ignore
    queryFn: ({ signal }) =>
      previewInstance(
        {
          schemeId: input.schemeId,
          projectId: input.projectId,
          htdId: input.htdId,
          formData: asked.value.data,
          selectedAssignees: asked.value.selected,
        },
        { signal, silent: true },
      ),
    enabled: asked.key !== firstKey,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })
  return {
    path: preview.data?.path ?? startForm.preview,
    isRefreshing: preview.isFetching || asked.key !== key,
  }
}
