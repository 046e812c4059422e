import { useQueryClient } from '@tanstack/react-query'
import { useState, type Dispatch } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/api/http/api-error'
import { useMessageApi } from '@/components/providers/message-api'
import { useTenantScope } from '@/query/query-scope'
import { formApi, formQueries, publishForm, validateSchema } from '../../api/form-api'
import type { FormDto } from '../../api/form-dtos'
import type { FormSchema } from '../../form-schema/form-schema-types'
import type { DesignerAction } from './designer-state'
import type { ServerIssues } from './use-design-marks'

export type DesignBusy = 'save' | 'validate' | 'publish' | 'reload' | null

/**
 * Save (PUT with the stamp the designer opened; a 409 means someone saved in between, said in
 * words with a reload), Validate (the server's issues, pinned to their fields by the page),
 * Publish (saved first when there are changes; the server writes an immutable version).
 */
export function useDesignActions(opened: FormDto, dispatch: Dispatch<DesignerAction>) {
  const { t } = useTranslation('workflow-form')
  const message = useMessageApi()
  const client = useQueryClient()
  const scope = useTenantScope()
  const [form, setForm] = useState(opened)
  const [savedSchema, setSavedSchema] = useState<FormSchema | undefined>(opened.schema)
  const [busy, setBusy] = useState<DesignBusy>(null)
  const [isStale, setStale] = useState(false)
  const [serverIssues, setServerIssues] = useState<ServerIssues>(null)

  const refresh = () => client.invalidateQueries({ queryKey: formQueries.all(scope) })
  const running = async <T>(kind: DesignBusy, work: () => Promise<T>): Promise<T | undefined> => {
    setBusy(kind)
    try {
      return await work()
    } catch (error) {
      if (isApiError(error) && error.status === 409) setStale(true)
      return undefined
    } finally {
      setBusy(null)
    }
  }

  const put = async (schema: FormSchema) => {
    const { name, code, category, description, sort, concurrencyStamp } = form
    const saved = await formApi.update(form.id, { name, code, category, description, sort, schema, concurrencyStamp }) // prettier-ignore
    setForm(saved)
    setSavedSchema(schema)
    return saved
  }

  const save = (schema: FormSchema) =>
    running('save', async () => {
      await put(schema)
      await refresh()
      void message.success(t('saved'))
    })

  const validate = (schema: FormSchema) =>
    running('validate', async () => {
      const issues = await validateSchema(schema)
      setServerIssues({ schema, issues })
      if (issues.length === 0) void message.success(t('valid'))
    })

  const publish = (schema: FormSchema) =>
    running('publish', async () => {
      if (schema !== savedSchema) await put(schema)
      const published = await publishForm(form.id).catch(async (error: unknown) => {
        // Refused for the schema (its first issue's path in the toast): every issue on its field.
        if (isApiError(error) && error.code === 'Workflow:InvalidFormSchema') {
          setServerIssues({ schema, issues: await validateSchema(schema, { silent: true }) })
        }
        throw error
      })
      setForm(published)
      await refresh()
      void message.success(t('published', { version: published.publishedVersion ?? '' }))
    })

  /** After a 409: the saved form replaces the draft here (the user was told it would). */
  const reload = () =>
    running('reload', async () => {
      const fresh = await formApi.get(form.id)
      setForm(fresh)
      setSavedSchema(fresh.schema)
      setStale(false)
      setServerIssues(null)
      if (fresh.schema) dispatch({ type: 'load', schema: fresh.schema })
    })

  return { form, savedSchema, busy, isStale, serverIssues, save, validate, publish, reload }
}
