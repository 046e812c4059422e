import { Flex, Radio, Typography, type RadioChangeEvent } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useChangeLanguage } from '@/hooks/use-change-language'
import { chosenLanguage, isOfferedLanguage, languageOptions } from '@/i18n/language-options'

/**
 * The navbar's switch on the page, the same options and the same path (useChangeLanguage): no
 * reload, so what the form holds stays.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('example-i18n')
  const changeLanguage = useChangeLanguage()
  const labelId = useId()

  const onChange = ({ target }: RadioChangeEvent) => {
    const next = String(target.value)
    if (isOfferedLanguage(next)) void changeLanguage(next)
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
        value={chosenLanguage(i18n)}
        onChange={onChange}
      >
        {languageOptions.map(({ value, label }) => (
          <Radio.Button key={value} value={value}>
            <span lang={value}>{label}</span>
          </Radio.Button>
        ))}
      </Radio.Group>
    </Flex>
  )
}
