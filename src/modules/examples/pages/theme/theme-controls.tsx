import { BulbOutlined } from '@ant-design/icons'
import { Button, Flex, Radio, Switch, Typography, theme } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSettingsDrawerStore } from '@/stores/settings-drawer-store'
import { createDefaultSettings, presetThemeColors } from '@/stores/settings-defaults'
import { useSettingsStore } from '@/stores/settings-store'
import styles from './theme-page.module.css'

/** The default colour and a few of the drawer's presets: enough to see the samples change. */
const quickColors = [
  createDefaultSettings().theme,
  ...presetThemeColors.filter((color) => ['#11a983', '#6959CD', '#f5222d'].includes(color)),
]

/**
 * The current theme colour and mode, shortcuts that change them in the settings store (the app's
 * ConfigProvider re-themes every antd component from it), and the way to the settings drawer.
 */
export function ThemeControls() {
  const { t } = useTranslation('example-theme')
  const { token } = theme.useToken()
  const colorLabelId = useId()
  const darkId = useId()
  const color = useSettingsStore((s) => s.theme)
  const isDark = useSettingsStore((s) => s.darkMode)
  const showSettings = useSettingsStore((s) => s.showSettings)
  const changeSetting = useSettingsStore((s) => s.changeSetting)
  const openDrawer = useSettingsDrawerStore((s) => s.openDrawer)

  return (
    <Flex vertical gap="middle" className={styles.panel}>
      <output className={styles.current} aria-live="polite">
        <span
          className={styles.swatch}
          style={{ background: token.colorPrimary }}
          aria-hidden="true"
        />
        {t('current', { color, mode: t(isDark ? 'mode.dark' : 'mode.light') })}
      </output>
      <Flex wrap gap="middle" align="center">
        <span id={colorLabelId}>{t('presets')}</span>
        <Radio.Group
          aria-labelledby={colorLabelId}
          optionType="button"
          value={color.toLowerCase()}
          onChange={(event) => changeSetting('theme', String(event.target.value))}
          options={quickColors.map((preset) => ({
            value: preset.toLowerCase(),
            label: (
              <span className={styles.preset}>
                <span className={styles.dot} style={{ background: preset }} aria-hidden="true" />
                {preset}
              </span>
            ),
          }))}
        />
        <Flex gap="small" align="center">
          <BulbOutlined aria-hidden="true" />
          <label htmlFor={darkId}>{t('darkMode')}</label>
          <Switch
            id={darkId}
            checked={isDark}
            onChange={(checked) => changeSetting('darkMode', checked)}
          />
        </Flex>
      </Flex>
      <Flex wrap gap="small" align="center">
        <Button disabled={!showSettings} onClick={openDrawer}>
          {t('openSettings')}
        </Button>
        <Typography.Text type="secondary">
          {showSettings ? t('openSettingsHint') : t('settingsHidden')}
        </Typography.Text>
      </Flex>
    </Flex>
  )
}
