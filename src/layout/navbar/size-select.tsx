import { FontSizeOutlined } from '@ant-design/icons'
import { Button, Dropdown, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import type { AppSize } from '@/stores/app-rules'
import { useAppStore } from '@/stores/app-store'
import { useMessageApi } from '@/components/providers/message-api'

/** The three choices; the providers map them to antd's small, middle and large. */
const sizeOptions = [
  { value: 'small', labelKey: 'size.small' },
  { value: 'medium', labelKey: 'size.medium' },
  { value: 'default', labelKey: 'size.large' },
] as const satisfies readonly { value: AppSize; labelKey: string }[]

function isOffered(value: string): value is (typeof sizeOptions)[number]['value'] {
  return sizeOptions.some((option) => option.value === value)
}

/** 'mini' (a size of the old app's cookie) looks like 'small' in antd, so it shows as small. */
function shownSize(size: AppSize): AppSize {
  return size === 'mini' ? 'small' : size
}

/**
 * Spec §4 "language and size can be set": the component size of the whole app, without a reload
 * (the providers give it to antd's ConfigProvider); the app store keeps it in the `size` cookie.
 * Opened from the keyboard, the menu takes the focus (arrows, Enter, Escape).
 */
export function SizeSelect() {
  const { t } = useTranslation('layout')
  const message = useMessageApi()
  const size = useAppStore((s) => s.size)
  const setSize = useAppStore((s) => s.setSize)
  const current = shownSize(size)

  const items: MenuProps['items'] = sizeOptions.map(({ value, labelKey }) => ({
    key: value,
    label: t(labelKey),
  }))
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (!isOffered(key) || key === current) return
    setSize(key)
    void message.success(t('size.switched'))
  }

  return (
    <Dropdown
      menu={{
        items,
        onClick,
        selectable: true,
        selectedKeys: [current],
        'aria-label': t('size.label'),
      }}
      trigger={['click']}
      autoFocus
    >
      <Button type="text" icon={<FontSizeOutlined />} aria-label={t('size.label')} />
    </Dropdown>
  )
}
