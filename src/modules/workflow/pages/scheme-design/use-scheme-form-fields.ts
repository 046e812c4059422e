import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useTenantScope } from '@/query/query-scope'
import { schemeFormQueries } from '../../api/scheme-api'
import { localize } from '../../form-schema/display-values'
import type { FormSchema } from '../../form-schema/form-schema-types'

export interface FormFieldChoice {
  key: string
  label: string
  type: string
}

/**
 * The fields of the scheme's form, for conditions, the permissions matrix and FormUserField: its
 * current published version (what publishing the scheme pins; `form/list` says which).
 */
export function useSchemeFormFields(formId: string): {
  fields: FormFieldChoice[]
  schema: FormSchema | null
} {
  const { i18n } = useTranslation()
  const scope = useTenantScope()
  const forms = useQuery(schemeFormQueries.list(scope))
  const version = forms.data?.find((f) => f.id === formId)?.publishedVersion ?? null
  const schema = useQuery({ ...schemeFormQueries.version(scope, formId, version ?? 0), enabled: version !== null }).data?.schema ?? null // prettier-ignore
  const fields = useMemo(
    () => (schema?.fields ?? []).map((f) => ({ key: f.key, type: f.type, label: localize(f.label, i18n.language) || f.key })), // prettier-ignore
    [schema, i18n.language],
  )
  return { fields, schema }
}
