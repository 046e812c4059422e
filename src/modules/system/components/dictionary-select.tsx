import { Select, type SelectProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { useValueLabel } from '@/components/crud/value-labels'
import { toDictionaryOptions } from './dictionary-rules'
import { useDictionary } from './use-dictionary'

type DictionaryValue = string | string[] | null

export interface DictionarySelectProps extends Omit<
  SelectProps<DictionaryValue>,
  'options' | 'loading'
> {
  /** The dictionary's name (business-api.md §2), e.g. 'ProjectStatus'. */
  code: string
}

/**
 * A select of a dictionary's enabled entries, by `sort`; the value is the entry's `value`. An
 * antd Form control: `<Form.Item name="status"><DictionarySelect code="ProjectStatus" /></Form.Item>`
 * (value and onChange come from the Form). A retired entry the record still holds shows its label,
 * disabled. Other props (allowClear, mode="multiple", placeholder…) go to antd's Select.
 */
export function DictionarySelect({
  code,
  value,
  notFoundContent,
  ...props
}: DictionarySelectProps) {
  const { t } = useTranslation('crud')
  const { data = [], isPending, isError } = useDictionary(code)
  const held = value === null || value === undefined ? [] : ([] as string[]).concat(value)
  // A kit form names any value by its entry (the server's, after a stale save), retired ones too.
  useValueLabel(props.id, (other) => data.find((entry) => entry.value === other)?.label)
  return (
    <Select<DictionaryValue>
      {...props}
      value={value}
      options={toDictionaryOptions(data, held)}
      loading={isPending}
      notFoundContent={isError ? t('dictionaryLoadFailed') : notFoundContent}
    />
  )
}
