import { Result, Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { isApiError } from '@/api/http/api-error'
import { instanceQueries } from '@/modules/workflow/api/instance-api'
import { InstanceStatus, type StartableSchemeDto } from '@/modules/workflow/api/instance-dtos'
import { readIdParam } from '@/modules/workflow/pages/instance/instance-rules'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { userProjectsQuery } from '@/query/user-projects-query'
import { useProjectStore } from '@/stores/project-store'
import { useUserStore } from '@/stores/user-store'
import { SchemeChooser } from './scheme-chooser'
import { StartForm } from './start-form'
import { grantedSections } from './start-rules'

/**
 * Start an approval (`/workflow/start`) on the current project: the section (when the scheme
 * needs one), the scheme, then its form. The choice is in the URL (`?htd=&scheme=`), and a draft
 * is taken up again with `?draft=<instance id>`.
 */
export default function StartPage() {
  const { t } = useTranslation(['workflow-start', 'workflow-instance', 'crud'])
  const [params, setParams] = useSearchParams()
  const scope = useTenantScope()
  const projectId = useProjectStore((s) => s.currentProjectId)
  const userId = useUserStore((s) => s.id)
  const assignments = usePageQuery(userProjectsQuery(scope, userId))
  const sections = projectId ? grantedSections(assignments.data ?? [], projectId) : []
  const askedHtd = readIdParam(params.get('htd'))
  const htdId = sections.some((s) => s.id === askedHtd) ? askedHtd : null
  const schemeId = readIdParam(params.get('scheme'))
  const draftId = readIdParam(params.get('draft'))
  const draft = usePageQuery({
    ...instanceQueries.detail(scope, draftId ?? ''),
    enabled: draftId !== null,
    meta: { silent: true },
  })

  const go = (next: Record<string, string | null>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current)
      for (const [key, value] of Object.entries(next)) {
        if (value) merged.set(key, value)
        else merged.delete(key)
      }
      return merged
    })
  const back = () => go({ scheme: null, draft: null })

  if (!projectId) return <Result status="info" title={t('noProject')} />
  if (draftId) {
    if (isApiError(draft.error) && draft.error.status === 404) return <Result status="404" title={t('draftNotFound')} /> // prettier-ignore
    if (!draft.data) return <Skeleton active paragraph={{ rows: 8 }} />
    if (draft.data.status !== InstanceStatus.Draft) return <Result status="info" title={t('notADraft')} /> // prettier-ignore
    const { schemeId: id, projectId: project, htdId: htd } = draft.data
    return (
      <StartForm key={draftId} target={{ schemeId: id, projectId: project, htdId: htd }} draft={draft.data} onBack={back} /> // prettier-ignore
    )
  }
  if (schemeId && assignments.data) {
    return (
      <StartForm
        key={`${schemeId}:${htdId ?? ''}`}
        target={{ schemeId, projectId, htdId }}
        draft={null}
        onBack={back}
      />
    )
  }
  return (
    <SchemeChooser
      projectId={projectId}
      sections={sections}
      htdId={htdId}
      onSection={(id) => go({ htd: id })}
      onScheme={(scheme: StartableSchemeDto) => go({ scheme: scheme.schemeId })}
    />
  )
}
