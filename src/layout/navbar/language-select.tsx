import { TranslationOutlined } from '@ant-design/icons'
import { Button, Dropdown, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { isChineseLanguage, type SupportedLanguage } from '@/i18n/supported-languages'
import { useAppStore } from '@/stores/app-store'
import { useMessageApi } from '@/components/providers/message-api'

/** Each language named in itself, so a user who cannot read the current one still finds theirs. */
const languageOptions: { value: SupportedLanguage; label: string }[] = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'ja', label: '日本語' },
]

function isOffered(value: string): value is SupportedLanguage {
  return languageOptions.some((option) => option.value === value)
}

/**
 * Switches the UI language without a reload: i18next re-labels every text (titles are keys), the
 * providers switch antd and dayjs, and the app store keeps the choice in the `language` cookie.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('layout')
  const message = useMessageApi()
  const setLanguage = useAppStore((s) => s.setLanguage)
  const current = isChineseLanguage(i18n.language) ? 'zh-CN' : i18n.resolvedLanguage

  const items: MenuProps['items'] = languageOptions.map(({ value, label }) => ({
    key: value,
    label: <span lang={value}>{label}</span>,
  }))
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (!isOffered(key) || key === current) return
    void i18n.changeLanguage(key).then(() => {
      setLanguage(key)
      void message.success(i18n.t('layout:language.switched'))
    })
  }

  return (
    <Dropdown
      menu={{ items, onClick, selectable: true, selectedKeys: current ? [current] : [] }}
      trigger={['click']}
    >
      <Button type="text" icon={<TranslationOutlined />} aria-label={t('language.label')} />
    </Dropdown>
  )
}
