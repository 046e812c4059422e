import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * A new secret's plain text, shown this once with a copy button: the server keeps only its
 * SHA-256, so it cannot be shown again.
 */
export function SecretOnce({ value }: { value: string }) {
  const { t } = useTranslation('client-manage')
  return (
    <Flex vertical gap={4}>
      <Typography.Text
        code
        copyable={{ text: value, tooltips: [t('copy'), t('copied')] }}
        style={{ wordBreak: 'break-all' }}
        data-testid="new-secret"
      >
        {value}
      </Typography.Text>
      <Typography.Text type="warning">{t('secretShownOnce')}</Typography.Text>
    </Flex>
  )
}
