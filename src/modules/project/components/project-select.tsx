import { useQuery } from '@tanstack/react-query'
import { Select, type SelectProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { htdOptionsQuery, projectOptionsQuery } from '@/modules/project/api/project-options-queries'
import { useTenantScope } from '@/query/query-scope'

type PickerProps = Omit<SelectProps<string>, 'options' | 'loading' | 'showSearch'>

const searchByLabel: SelectProps['showSearch'] = { optionFilterProp: 'label' }

/**
 * Every project of the tenant (GET /api/base/project/list, by `sort`), searchable by name or
 * code. An antd Form control, or a filter with `value` / `onChange`.
 */
export function ProjectSelect({ notFoundContent, ...props }: PickerProps) {
  const { t } = useTranslation('crud')
  const { data = [], isPending, isError } = useQuery(projectOptionsQuery(useTenantScope()))
  return (
    <Select<string>
      {...props}
      showSearch={searchByLabel}
      options={data.map((project) => ({
        value: project.id,
        label: `${project.projName} (${project.projCode})`,
      }))}
      loading={isPending}
      notFoundContent={isError ? t('dictionaryLoadFailed') : notFoundContent}
    />
  )
}

export interface HtdSelectProps extends PickerProps {
  /** The project whose contract sections are offered; none → an empty, disabled select. */
  projectId: string | undefined
}

/** The contract sections of one project (GET /api/base/htd/list?projectId=, by `sort`). */
export function HtdSelect({ projectId = '', notFoundContent, disabled, ...props }: HtdSelectProps) {
  const { t } = useTranslation('crud')
  const { data = [], isFetching, isError } = useQuery(htdOptionsQuery(useTenantScope(), projectId))
  return (
    <Select<string>
      {...props}
      disabled={disabled || projectId === ''}
      showSearch={searchByLabel}
      options={data.map((htd) => ({ value: htd.id, label: `${htd.htdName} (${htd.htdCode})` }))}
      loading={isFetching}
      notFoundContent={isError ? t('dictionaryLoadFailed') : notFoundContent}
    />
  )
}
