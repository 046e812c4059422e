import { Button, Result, Skeleton, Tag, Typography } from 'antd'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { DictionaryDto } from '@/modules/system/api/dictionary-api'
import { isApiError } from '@/api/http/api-error'

/** The selected dictionary's title, code name and System tag; or why it cannot be shown. */
export function DetailHeading({ dictionary }: { dictionary: UseQueryResult<DictionaryDto> }) {
  const { t } = useTranslation('dict')
  const { data, error } = dictionary
  if (error && !data) {
    const missing = isApiError(error) && error.status === 404
    return (
      <Result
        status="warning"
        title={missing ? t('notFound') : t('crud:loadFailed')}
        extra={
          !missing && <Button onClick={() => void dictionary.refetch()}>{t('crud:retry')}</Button>
        }
      />
    )
  }
  if (!data) return <Skeleton active title paragraph={false} />
  return (
    <Typography.Title level={4} style={{ margin: 0 }}>
      {t('entriesOf', { name: data.description ?? data.name })}{' '}
      <Typography.Text type="secondary" code>
        {data.name}
      </Typography.Text>
      {data.isStatic && <Tag color="blue">{t('system')}</Tag>}
    </Typography.Title>
  )
}
