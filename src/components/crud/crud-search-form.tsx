import { SearchOutlined } from '@ant-design/icons'
import { Button, Form, Input, Select, type FormRule } from 'antd'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './crud-search-form.module.css'
import type { ListFilters } from './list-url-state'
import { replaceFormValues } from './replace-form-values'

export interface SearchField<K extends string> {
  name: K
  label: string
  /** The input; a text box by default, a clearable select with `choices`. */
  input?: ReactNode
  /** The values to choose from (a select `width` pixels wide): `yesNoChoices`, a list of codes… */
  choices?: { value: string; label: string }[]
  width?: number
  /** Checks before searching (an input that can hold an unusable value, e.g. a chainage). */
  rules?: FormRule[]
}

/** Search fields declared apart from the page: their names typed as the list's filter keys. */
export function searchFields<K extends string>(fields: SearchField<K>[]): SearchField<K>[] {
  return fields
}

/** A flag's filter values (`true` / `false` in the URL), each with its label. */
export function yesNoChoices(yes: string, no: string): { value: string; label: string }[] {
  return [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ]
}

/** Codes that are their own labels (HTTP methods, status codes), as filter values. */
export function codeChoices(
  codes: readonly (string | number)[],
): { value: string; label: string }[] {
  return codes.map((code) => ({ value: String(code), label: String(code) }))
}

interface CrudSearchFormProps<K extends string> {
  fields: SearchField<K>[]
  /** The filters in effect (from the URL): shown again after back/forward. */
  values: ListFilters<K>
  onSearch: (filters: ListFilters<K>) => void
}

/**
 * A declarative search form: fields in a row, then Search and Reset, which wrap together (Reset
 * never starts a line alone). Enter in a field searches.
 */
export function CrudSearchForm<K extends string>({
  fields,
  values,
  onSearch,
}: CrudSearchFormProps<K>) {
  const { t } = useTranslation('common')
  const [form] = Form.useForm<Record<string, string | undefined>>()
  const formName = `search${useId().replace(/:/g, '')}`
  // Only filters that really changed (back/forward, a shared link) replace the fields: a new page,
  // a sort, or the page shown again from its tab (which re-runs effects) keeps what is typed.
  const shownFilters = JSON.stringify(values)
  const appliedFilters = useRef<string>(undefined)
  useEffect(() => {
    if (appliedFilters.current === shownFilters) return
    appliedFilters.current = shownFilters
    replaceFormValues(form, JSON.parse(shownFilters) as ListFilters<K>)
  }, [form, shownFilters])

  const search = (raw: Record<string, unknown>) => {
    const filters: ListFilters<K> = {}
    for (const { name } of fields) {
      const value = raw[name]
      const text =
        typeof value === 'string' ? value.trim() : typeof value === 'number' ? `${value}` : ''
      if (text) filters[name] = text
    }
    onSearch(filters)
  }

  return (
    <Form<Record<string, string | undefined>>
      form={form}
      name={formName}
      layout="inline"
      onFinish={search}
      role="search"
    >
      {fields.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name as string}
          label={field.label}
          rules={field.rules}
        >
          {field.input ??
            (field.choices ? (
              <Select allowClear options={field.choices} style={{ width: field.width }} />
            ) : (
              <Input allowClear />
            ))}
        </Form.Item>
      ))}
      <Form.Item>
        <div className={styles.buttons}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('search')}
          </Button>
          <Button onClick={() => onSearch({})}>{t('reset')}</Button>
        </div>
      </Form.Item>
    </Form>
  )
}
