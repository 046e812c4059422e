import { ArrowLeftOutlined } from '@ant-design/icons'
import { Button, Flex, Result, Skeleton, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { myNoticeQueries } from '@/modules/notice/api/notice-api'
import { isApiError } from '@/api/http/api-error'
import { LoadFailed } from '@/components/crud/load-failed'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { NoticeArticle } from './notice-article'
import { noticeListPath, readNoticeId } from './notice-rules'
import { useMarkReadOnOpen } from './use-mark-read-on-open'

/**
 * One notice (`/notice/view?id=`): business-api.md §6.1 `notice/my/{id}`; opening it marks it
 * read. A notice that does not exist or is not addressed to the user (404) says so here, with a
 * way back, instead of a toast.
 */
export default function NoticeViewPage() {
  const { t } = useTranslation(['notice', 'crud'])
  const [params] = useSearchParams()
  const id = readNoticeId(params.get('id'))
  const scope = useTenantScope()
  const listPath = noticeListPath(useLocation().state)
  const navigate = useNavigate()
  const notice = usePageQuery({
    ...myNoticeQueries.detail(scope, id ?? ''),
    enabled: id !== null,
    meta: { silent: true },
  })
  useMarkReadOnOpen(notice.data)
  const isNotFound = id === null || (isApiError(notice.error) && notice.error.status === 404)

  const body = isNotFound ? (
    <Result
      status="404"
      title={t('notFound')}
      subTitle={t('notFoundHint')}
      extra={<Link to={listPath}>{t('backToList')}</Link>}
    />
  ) : notice.data ? (
    <NoticeArticle notice={notice.data} />
  ) : notice.isError ? (
    <LoadFailed
      title={t('loadFailed')}
      error={notice.error}
      onRetry={() => void notice.refetch()}
    />
  ) : (
    <Skeleton active title paragraph={{ rows: 6 }} />
  )

  return (
    <Flex vertical gap="middle">
      <div>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(listPath)}>
          {t('backToList')}
        </Button>
      </div>
      {!notice.data && (
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route:noticeView')}
        </Typography.Title>
      )}
      {body}
    </Flex>
  )
}
