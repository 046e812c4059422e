import { Flex, Radio, Typography, type RadioChangeEvent } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { isChineseLanguage, type SupportedLanguage } from '@/i18n/supported-languages'
import { useAppStore } from '@/stores/app-store'

/** Each language named in itself, as in the navbar's language menu. */
const languages: { value: SupportedLanguage; label: string }[] = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'ja', label: '日本語' },
]

/**
 * The navbar's switch on the page, the same path: i18next re-labels every text in place, the
 * providers follow with antd and dayjs, and the app store keeps the choice in the `language`
 * cookie. No reload: what the form holds stays.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('example-i18n')
  const setLanguage = useAppStore((s) => s.setLanguage)
  const labelId = useId()
  const current = isChineseLanguage(i18n.language) ? 'zh-CN' : i18n.resolvedLanguage

  const onChange = ({ target }: RadioChangeEvent) => {
    const next = target.value as SupportedLanguage
    void i18n.changeLanguage(next).then(() => setLanguage(next))
  }

  return (
    <Flex gap="small" align="center" wrap>
      <Typography.Text id={labelId} strong>
        {t('switch.label')}
      </Typography.Text>
      <Radio.Group
        aria-labelledby={labelId}
        optionType="button"
        buttonStyle="solid"
        value={current}
        onChange={onChange}
      >
        {languages.map(({ value, label }) => (
          <Radio.Button key={value} value={value}>
            <span lang={value}>{label}</span>
          </Radio.Button>
        ))}
      </Radio.Group>
    </Flex>
  )
}
