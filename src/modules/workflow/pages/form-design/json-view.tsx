import { Alert, Button, Flex, Input } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { compileForm } from '../../form-schema/compiled-form'
import type { FormSchema } from '../../form-schema/form-schema-types'
import { designIssues } from './design-checks'
import styles from './form-design.module.css'

/**
 * Reads edited JSON as a schema: JSON, then the shape (schemaVersion 1, a list of fields with keys
 * and types), then the designer's checks and the runtime's compile. Problems, or the schema.
 */
export function readSchemaJson(text: string): { schema: FormSchema } | { problems: string[] } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { problems: [error instanceof Error ? error.message : String(error)] }
  }
  const shape = value as Partial<FormSchema> | null
  if (
    !shape ||
    typeof shape !== 'object' ||
    shape.schemaVersion !== 1 ||
    !Array.isArray(shape.fields)
  ) {
    return { problems: ['schemaVersion: 1, fields: [...]'] }
  }
  const bad = shape.fields.findIndex((f) => !f || typeof f.key !== 'string' || typeof f.type !== 'string' || !f.label) // prettier-ignore
  if (bad >= 0) return { problems: [`fields[${bad}]: key, type, label`] }
  const schema = value as FormSchema
  const issues = designIssues(schema)
  if (issues.length > 0) return { problems: issues.map((i) => `${i.path}: ${i.code} ${i.detail ?? ''}`.trim()) } // prettier-ignore
  try {
    compileForm(schema)
  } catch (error) {
    return { problems: [error instanceof Error ? error.message : String(error)] }
  }
  return { schema }
}

/** The draft as JSON, to read or to edit and apply (one undo step) once it passes the checks. */
export function JsonView(props: { schema: FormSchema; onApply: (schema: FormSchema) => void }) {
  const { t } = useTranslation('workflow-form')
  const [text, setText] = useState(() => JSON.stringify(props.schema, null, 2))
  const [problems, setProblems] = useState<string[]>([])
  const apply = () => {
    const read = readSchemaJson(text)
    if ('problems' in read) setProblems(read.problems)
    else {
      setProblems([])
      props.onApply(read.schema)
    }
  }
  return (
    <Flex vertical gap="small">
      <Input.TextArea
        className={styles.json}
        aria-label={t('json.label')}
        spellCheck={false}
        autoSize={{ minRows: 16, maxRows: 40 }}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {
        problems.length > 0 &&
        <Alert type="error" showIcon message={t('json.refused')} description={<ul>{problems.map((p) => <li key={p}>{p}</li>)}</ul>} /> // prettier-ignore
      }
      <Flex gap="small">
        <Button type="primary" onClick={apply}>
          {t('json.apply')}
        </Button>
        <Button onClick={() => setText(JSON.stringify(props.schema, null, 2))}>
          {t('json.reset')}
        </Button>
      </Flex>
    </Flex>
  )
}
