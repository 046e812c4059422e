import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useConfirmDiscard } from '@/components/crud/use-confirm-discard'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { parseGrantView, withGrantParams, type GrantParam } from './grant-url-rules'

export type GrantUrlChange = Partial<Record<GrantParam, string | undefined>>

/**
 * A grant page's state: the view and the selected user, project and htd in the URL (a shared
 * link, or the project list's `?project=<id>`, opens the same), and the open panel's unsaved
 * changes, which a switch of view, user, project or htd asks about first (and so do closing its
 * tab and the browser tab: useUnsavedChanges).
 */
export function useGrantPage() {
  const { t } = useTranslation('project-grant')
  const [params, setParams] = useSearchParams()
  const [isDirty, setDirty] = useState(false)
  const confirmDiscard = useConfirmDiscard()
  useUnsavedChanges(isDirty)

  const change = (next: GrantUrlChange) => {
    if (Object.entries(next).every(([key, value]) => (params.get(key) ?? '') === (value ?? ''))) {
      return
    }
    const apply = () => {
      setDirty(false)
      setParams((current) => withGrantParams(current, next))
    }
    if (isDirty) confirmDiscard(apply, t('unsavedContent'))
    else apply()
  }

  return {
    view: parseGrantView(params),
    userId: params.get('user') ?? '',
    projectId: params.get('project') ?? '',
    htdId: params.get('htd') ?? '',
    change,
    /** The open panel reports whether it has unsaved changes. */
    reportDirty: setDirty,
  }
}

export type GrantPage = ReturnType<typeof useGrantPage>
