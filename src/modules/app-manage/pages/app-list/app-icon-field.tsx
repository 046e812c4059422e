import { AutoComplete, Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { AppIcon } from '@/modules/app-manage/components/app-icon'
import { appIconKeys } from '@/modules/app-manage/components/app-icon-set'

interface AppIconFieldProps {
  id?: string
  value?: string | null
  onChange?: (value: string) => void
}

const keyOptions = appIconKeys.map((key) => ({
  value: key,
  label: (
    <Flex gap="small" align="center">
      <AppIcon icon={key} size={16} />
      {key}
    </Flex>
  ),
}))

/**
 * An app's icon: one of the known keys, offered as choices, or an absolute `https://` image URL
 * typed in (business-api.md §4.1). The icon it names shows beside it.
 */
export function AppIconField({ id, value, onChange }: AppIconFieldProps) {
  const { t } = useTranslation('app-list')
  const text = value ?? ''
  const shown = text.startsWith('https:')
    ? keyOptions
    : keyOptions.filter((o) => o.value.includes(text.trim()))
  return (
    <Flex gap="small" align="center">
      <AppIcon icon={text.trim()} size={24} />
      <AutoComplete
        id={id}
        value={text}
        onChange={(next: string) => onChange?.(next)}
        options={shown}
        maxLength={256}
        placeholder={t('iconPlaceholder')}
        allowClear
        style={{ flex: 1 }}
      />
    </Flex>
  )
}
