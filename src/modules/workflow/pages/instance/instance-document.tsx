import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Descriptions, Space, Spin, Typography } from 'antd'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useIsGranted } from '@/access/use-is-granted'
import { useMessageApi } from '@/components/providers/message-api'
import { downloadDocument, regenerateDocument } from '@/modules/workflow/api/document-api'
import type { InstanceDetailDto } from '@/modules/workflow/api/instance-dtos'
import { formatDateTime } from '@/utils/date-format'
import { downloadFile } from '@/utils/download-file'
import { useWorkflowRefresh } from './use-workflow-refresh'

export const regeneratePolicy = 'Workflow.Task.RegenerateDocument'

/**
 * The signed PDF of an Approved approval (workflow-api.md §7): "generating" while the backend
 * composes it (the page asks again meanwhile, instance-page.tsx), then its hash, when it was
 * made, the download and, with Workflow.Task.RegenerateDocument, a regeneration. It says what the
 * document proves and what it does not.
 */
export function InstanceDocument({ instance }: { instance: InstanceDetailDto }) {
  const { t } = useTranslation('workflow-instance')
  const message = useMessageApi()
  const refresh = useWorkflowRefresh()
  const canRegenerate = useIsGranted(regeneratePolicy)
  const download = useMutation({
    mutationFn: async () => downloadFile(await downloadDocument(instance.id), `${instance.number ?? instance.id}.pdf`), // prettier-ignore
  })
  const regenerate = useMutation({
    mutationFn: () => regenerateDocument(instance.id),
    onSuccess: async () => {
      void message.success(t('document.regenerated'))
      await refresh()
    },
  })
  const { document } = instance
  if (!document && !instance.documentPending) return null
  return (
    <Card size="small" title={t('document.title')}>
      {instance.documentPending || !document ? (
        <Space>
          <Spin size="small" />
          <Typography.Text>{t('document.generating')}</Typography.Text>
        </Space>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('document.hash')}>
              <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                {document.documentHash}
              </Typography.Text>{' '}
              {/* prettier-ignore */}
            </Descriptions.Item>
            <Descriptions.Item label={t('document.generatedTime')}>
              {formatDateTime(document.generatedTime)}
            </Descriptions.Item>{' '}
            {/* prettier-ignore */}
          </Descriptions>
          <Space wrap>
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              loading={download.isPending}
              onClick={() => download.mutate()}
            >
              {' '}
              {/* prettier-ignore */}
              {t('document.download')}
            </Button>
            {canRegenerate && (
              <Button
                icon={<ReloadOutlined />}
                loading={regenerate.isPending}
                onClick={() => regenerate.mutate()}
              >
                {' '}
                {/* prettier-ignore */}
                {t('document.regenerate')}
              </Button>
            )}
          </Space>
          <Alert type="info" showIcon title={t('document.proves')} />
        </Space>
      )}
    </Card>
  )
}
