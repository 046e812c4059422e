import { ClockCircleOutlined } from '@ant-design/icons'
import { Flex, Result, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * A business page whose screen is not built yet: its title and an honest "not available yet",
 * and no API call (each page gets its screen with its own issue).
 */
export function PageNotAvailable({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('not-available')
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(titleKey, { ns: 'route' })}
      </Typography.Title>
      <Result icon={<ClockCircleOutlined />} title={t('title')} subTitle={t('description')} />
    </Flex>
  )
}
