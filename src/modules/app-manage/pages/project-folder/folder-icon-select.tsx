import { Select, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { AppIcon } from '../../components/app-icon'
import { appIconKeys } from '../../components/app-icon-set'

interface FolderIconSelectProps {
  id?: string
  value?: string | null
  onChange?: (value: string | null) => void
}

/** A folder's icon: a key of the icon set (business-api.md §4.2), each shown; none → the default. */
export function FolderIconSelect({ id, value, onChange }: FolderIconSelectProps) {
  const { t } = useTranslation('project-folder')
  return (
    <Select<string>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      showSearch={{ optionFilterProp: 'value' }}
      placeholder={t('noIcon')}
      options={appIconKeys.map((key) => ({
        value: key,
        label: (
          <Space size="small">
            <AppIcon icon={key} size={16} />
            {key}
          </Space>
        ),
      }))}
    />
  )
}
