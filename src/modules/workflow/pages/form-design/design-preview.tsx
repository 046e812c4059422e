import { Alert } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyFormRuntime } from '../../form-runtime/lazy-form-runtime'
import { compileForm } from '../../form-schema/compiled-form'
import { createInitialFormData } from '../../form-schema/form-defaults'
import type { FormData, FormSchema } from '../../form-schema/form-schema-types'

/** A schema the runtime can run: compiled once here, or the reason it cannot. */
function runnable(schema: FormSchema): string | null {
  try {
    compileForm(schema)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * The draft in the real form runtime, filled in as a user would (defaults, a table's first rows,
 * computed fields worked out). The sample data starts again whenever the draft changes.
 */
export function DesignPreview({ schema }: { schema: FormSchema }) {
  const { t } = useTranslation('workflow-form')
  const problem = runnable(schema)
  const [sample, setSample] = useState<{ schema: FormSchema; data: FormData } | null>(null)
  if (problem) return <Alert type="warning" showIcon message={t('preview.cannotRun')} description={problem} /> // prettier-ignore
  const data = sample?.schema === schema ? sample.data : createInitialFormData(schema)
  return (
    <LazyFormRuntime
      schema={schema}
      value={data}
      mode="fill"
      onChange={(next) => setSample({ schema, data: next })}
    />
  )
}
