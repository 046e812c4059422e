import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/api/http/api-error'
import { afterNextPaint } from '@/utils/after-next-paint'
import { useMessageApi } from '@/components/providers/message-api'
import { useTenantScope } from '@/query/query-scope'
import { publishScheme, schemeApi, schemeQueries, validateScheme } from '../../api/scheme-api'
import type { SchemeDto, SchemeIssue, SchemeSettings, StartScope } from '../../api/scheme-dtos'
import type { ModelNode } from '../../scheme-model/scheme-model-types'
import { schemeInput } from '../scheme-list/scheme-list-rules'

/**
 * Save (PUT of the whole scheme with its stamp: a change by someone else meanwhile answers 409,
 * said here in words), Validate and Publish, each on the saved draft (they save first when the
 * model changed). `saved` is the scheme as the server last answered it.
 */
/** What the settings panel edits beside the model. */
export interface SchemeExtras {
  settings: SchemeSettings | null
  startScope: StartScope | null
}

export function useDesignerActions(initial: SchemeDto, model: ModelNode, extras: SchemeExtras) {
  const { t } = useTranslation('workflow-scheme')
  const client = useQueryClient()
  const message = useMessageApi()
  const scope = useTenantScope()
  const [saved, setSaved] = useState(initial)
  const [issues, setIssues] = useState<SchemeIssue[] | null>(null)
  const [busy, setBusy] = useState<'save' | 'validate' | 'publish' | null>(null)
  const [stale, setStale] = useState(false)
  // Structural: a node added and removed again leaves nothing to save. Written out as text, a long
  // flow costs more than the change itself: the tag and the buttons follow after the flow's paint
  // (and re-render only when the answer changes); Save compares again for itself.
  const savedText = useMemo(
    () => ({ model: JSON.stringify(saved.model), extras: JSON.stringify({ settings: saved.settings, startScope: saved.startScope }) }), // prettier-ignore
    [saved],
  )
  const differs = useCallback(
    (m: ModelNode, e: SchemeExtras) =>
      (m !== saved.model && JSON.stringify(m) !== savedText.model) || JSON.stringify(e) !== savedText.extras, // prettier-ignore
    [saved.model, savedText],
  )
  const [dirty, setDirty] = useState(false)
  useEffect(() => afterNextPaint(() => setDirty(differs(model, extras))), [differs, model, extras])

  const refreshLists = () => client.invalidateQueries({ queryKey: schemeQueries.all(scope) })
  const save = async (): Promise<SchemeDto | null> => {
    if (!differs(model, extras)) return saved
    try {
      const answer = await schemeApi.update(saved.id, { ...schemeInput(saved), model, ...extras })
      // The server's copy equals what was sent: keep the designer's objects so they read as saved.
      const next = { ...answer, model, ...extras }
      setSaved(next)
      setStale(false)
      void refreshLists()
      return next
    } catch (error) {
      if (isApiError(error) && error.status === 409) setStale(true)
      return null
    }
  }
  const run = async (what: 'save' | 'validate' | 'publish') => {
    setBusy(what)
    try {
      const current = await save()
      if (!current) return
      if (what === 'save') void message.success(t('saved'))
      if (what === 'validate') {
        const found = await validateScheme(current.id)
        setIssues(found)
        if (found.length === 0) void message.success(t('noIssues'))
      }
      if (what === 'publish') {
        const published = await publishScheme(current.id)
        setSaved({ ...published, model: current.model })
        setIssues([])
        void refreshLists()
        void message.success(t('published', { version: published.publishedVersion }))
      }
    } catch {
      // The failed call's toast says why (SchemeInvalid, FormNotPublished…).
    } finally {
      setBusy(null)
    }
  }
  return { saved, dirty, issues, busy, stale, run, save }
}
