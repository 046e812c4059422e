import { useTranslation } from 'react-i18next'
import { createDefaultSettings, presetThemeColors } from '@/stores/settings-defaults'
import { useSettingsStore } from '@/stores/settings-store'
import { ColorSwatches } from './color-swatches'

/** The default colour first, then spec §9's presets. */
const themeColors = [...new Set([createDefaultSettings().theme, ...presetThemeColors])]

/** One click applies the colour; app-providers re-themes antd from the settings store. */
export function ThemeColorPicker() {
  const { t } = useTranslation('settings')
  const current = useSettingsStore((s) => s.theme)
  const changeSetting = useSettingsStore((s) => s.changeSetting)
  return (
    <ColorSwatches
      colors={themeColors}
      value={current}
      onChange={(color) => changeSetting('theme', color)}
      label={t('themeColor')}
      optionLabel={(color) => t('themeColorOption', { color })}
    />
  )
}
