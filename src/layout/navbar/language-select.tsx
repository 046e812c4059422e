import { TranslationOutlined } from '@ant-design/icons'
import { Button, Dropdown, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { useChangeLanguage } from '@/hooks/use-change-language'
import { chosenLanguage, isOfferedLanguage, languageOptions } from '@/i18n/language-options'
import { useMessageApi } from '@/components/providers/message-api'

/** The navbar's language menu: each language named in itself, the current one marked. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('layout')
  const message = useMessageApi()
  const changeLanguage = useChangeLanguage()
  const current = chosenLanguage(i18n)

  const items: MenuProps['items'] = languageOptions.map(({ value, label }) => ({
    key: value,
    label: <span lang={value}>{label}</span>,
  }))
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (!isOfferedLanguage(key) || key === current) return
    void changeLanguage(key).then(() => {
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
