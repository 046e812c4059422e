import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/** A business page whose content is not built yet: it shows its translated title. */
export function PagePlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('route')
  return (
    <Typography.Title level={3} style={{ marginTop: 0 }}>
      {t(titleKey)}
    </Typography.Title>
  )
}
