import { useIsGranted } from '@/access/use-is-granted'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { useProjectStore } from '@/stores/project-store'
import { schemeOptionsQuery } from '../api/scheme-options-api'

/** The schemes as choices of a search field or a select (`{ value, label }`). */
export function useSchemeChoices(): { value: string; label: string }[] {
  const canReadSchemes = useIsGranted('Workflow.Scheme')
  const projectId = useProjectStore((s) => s.currentProjectId)
  const { data = [] } = usePageQuery({
    ...schemeOptionsQuery(useTenantScope(), canReadSchemes, projectId),
    meta: { silent: true },
  })
  return data.map((s) => ({ value: s.id, label: s.name }))
}
