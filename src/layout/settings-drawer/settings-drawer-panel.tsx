import { Button, Divider, Drawer, Flex, Switch, Typography } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { isChineseLanguage } from '@/i18n/supported-languages'
import type { Settings } from '@/stores/settings-defaults'
import { useSettingsStore } from '@/stores/settings-store'
import { useSettingsDrawerStore } from '@/stores/settings-drawer-store'
import { ThemeColorPicker } from './theme-color-picker'

type SwitchSetting = {
  [K in keyof Settings]: Settings[K] extends boolean ? K : never
}[keyof Settings]

function SettingSwitch({ setting, label }: { setting: SwitchSetting; label: string }) {
  const id = useId()
  const checked = useSettingsStore((s) => s[setting])
  const changeSetting = useSettingsStore((s) => s.changeSetting)
  return (
    <Flex justify="space-between" align="center" style={{ padding: '8px 0' }}>
      <label htmlFor={id}>{label}</label>
      <Switch id={id} checked={checked} onChange={(value) => changeSetting(setting, value)} />
    </Flex>
  )
}

/** The drawer itself; loaded on first open (settings-drawer.tsx). */
export function SettingsDrawerPanel() {
  const { t, i18n } = useTranslation('settings')
  const isOpen = useSettingsDrawerStore((s) => s.isOpen)
  const closeDrawer = useSettingsDrawerStore((s) => s.closeDrawer)
  const resetSettings = useSettingsStore((s) => s.resetSettings)

  return (
    <Drawer
      title={t('title')}
      open={isOpen}
      onClose={closeDrawer}
      size={300}
      footer={<Button onClick={resetSettings}>{t('reset')}</Button>}
    >
      <Typography.Text strong>{t('themeColor')}</Typography.Text>
      <ThemeColorPicker />
      <Divider />
      <SettingSwitch setting="darkMode" label={t('darkMode')} />
      <SettingSwitch setting="tagsView" label={t('tagsView')} />
      <SettingSwitch setting="fixedHeader" label={t('fixedHeader')} />
      <SettingSwitch setting="sidebarLogo" label={t('sidebarLogo')} />
      {/* Spec §2: pinyin search is a setting of the Chinese UI only. */}
      {isChineseLanguage(i18n.language) && (
        <SettingSwitch setting="supportPinyinSearch" label={t('pinyinSearch')} />
      )}
    </Drawer>
  )
}
