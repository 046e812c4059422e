import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'

export interface PageReloadResultProps {
  onReload: () => void
}

/** A page whose code is gone from the server (the app was deployed again): reload to update. */
export function PageReloadResult({ onReload }: PageReloadResultProps) {
  const { t } = useTranslation('app')
  return (
    <Result
      status="info"
      title={t('pageChunk.outdatedTitle')}
      subTitle={t('pageChunk.outdatedText')}
      extra={
        <Button type="primary" onClick={onReload}>
          {t('pageChunk.reload')}
        </Button>
      }
    />
  )
}
