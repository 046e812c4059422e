import { InboxOutlined } from '@ant-design/icons'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Alert, Card, Descriptions, Flex, Result, Typography, Upload } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { isApiError } from '@/api/http/api-error'
import { getDocumentByNumber, verifyDocument, type VerifyResultDto } from '@/modules/workflow/api/document-api' // prettier-ignore
import { useTenantScope } from '@/query/query-scope'
import { formatDateTime } from '@/utils/date-format'
import { verdictOf } from './verify-rules'

const instanceLink = (id: string) => `/workflow/instance?id=${encodeURIComponent(id)}`

/** What a compared file turned out to be, in the user's language. */
function Verdict({ result }: { result: VerifyResultDto }) {
  const { t } = useTranslation('workflow-instance')
  const verdict = verdictOf(result)
  const extra = result.instanceId && (
    <Flex vertical gap={4} align="center">
      <Link to={instanceLink(result.instanceId)}>
        {t('verify.openInstance', { number: result.number ?? '' })}
      </Link>{' '}
      {/* prettier-ignore */}
      <Typography.Text type={result.chainValid ? 'success' : 'danger'}>
        {t(result.chainValid ? 'verify.chainIntact' : 'verify.chainBroken')}
      </Typography.Text>
    </Flex>
  )
  return (
    <Result
      status={verdict === 'current' ? 'success' : verdict === 'superseded' ? 'warning' : 'error'}
      title={t(`verify.verdict.${verdict}`)}
      subTitle={<Typography.Text code style={{ wordBreak: 'break-all' }}>{result.documentHash}</Typography.Text>} // prettier-ignore
      extra={extra}
    />
  )
}

/**
 * Verify a document (`/workflow/verify`, workflow-api.md §4): a PDF in, the verdict out — a
 * document of this organisation, unchanged or not, current or superseded, its approval and
 * whether that approval's chain is intact. `?number=` (the QR code's target) first shows the
 * approval's number, title, status, hash and date. It says what such a document proves.
 */
export default function VerifyPage() {
  const { t } = useTranslation(['workflow-instance', 'workflow-lists'])
  const number = useSearchParams()[0].get('number')
  const scope = useTenantScope()
  const summary = useQuery({
    queryKey: [...scope, 'workflow', 'document', 'by-number', number] as const,
    queryFn: ({ signal }) => getDocumentByNumber(number ?? '', { signal, silent: true }),
    enabled: number !== null && number !== '',
    retry: false,
  })
  const verify = useMutation({ mutationFn: (file: File) => verifyDocument(file) })
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 880 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:workflowVerify')}
      </Typography.Title>
      {number && summary.data && (
        <Card size="small" title={t('verify.byNumber', { number })}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('verify.approval')}>{summary.data.title}</Descriptions.Item>
            <Descriptions.Item label={t('verify.status')}>
              {t(`workflow-lists:instanceStatuses.${summary.data.status}`)}
            </Descriptions.Item>{' '}
            {/* prettier-ignore */}
            <Descriptions.Item label={t('document.hash')}>
              <Typography.Text code style={{ wordBreak: 'break-all' }}>{summary.data.documentHash ?? t('verify.noDocument')}</Typography.Text> {/* prettier-ignore */}
            </Descriptions.Item>
            {summary.data.generatedTime && (
              <Descriptions.Item label={t('document.generatedTime')}>
                {formatDateTime(summary.data.generatedTime)}
              </Descriptions.Item>
            )}{' '}
            {/* prettier-ignore */}
          </Descriptions>
        </Card>
      )}
      {
        number && summary.isError &&
        <Alert type="warning" showIcon title={isApiError(summary.error) && summary.error.status === 404 ? t('verify.unknownNumber', { number }) : t('verify.loadFailed')} /> // prettier-ignore
      }
      <Upload.Dragger
        accept=".pdf,application/pdf"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          verify.mutate(file)
          return false
        }}
        disabled={verify.isPending}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('verify.drop')}</p>
        <p className="ant-upload-hint">{t('verify.dropHint')}</p>
      </Upload.Dragger>
      {verify.data && <Verdict result={verify.data} />}
      {verify.isError && <Alert type="error" showIcon title={verify.error.message} />}
      <Alert type="info" showIcon title={t('document.proves')} />
    </Flex>
  )
}
