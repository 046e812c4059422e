import { SettingOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSettingsDrawerStore } from '@/stores/settings-drawer-store'

/** Opens the page-style settings drawer (rendered by the layout, not here). */
export function SettingsButton() {
  const { t } = useTranslation('layout')
  const openDrawer = useSettingsDrawerStore((s) => s.openDrawer)
  return (
    <Button
      type="text"
      icon={<SettingOutlined />}
      aria-label={t('settings.open')}
      onClick={openDrawer}
    />
  )
}
