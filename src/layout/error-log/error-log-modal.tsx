import { Button, Modal, Table, Typography, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { useErrorLogStore, type ErrorLogEntry } from '@/stores/error-log-store'
import { formatDateTime } from '@/utils/date-format'
import { loopFocus } from '@/components/focus-loop'

const infoStyle = {
  margin: 0,
  maxHeight: 120,
  overflow: 'auto',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
} as const

/** Entries can repeat exactly (a render loop), so the row key is the position in the log. */
type Row = ErrorLogEntry & { key: number }

/** The recorded errors (message, info, URL, time), newest first; "clear" empties the log. */
export function ErrorLogModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('layout')
  const logs = useErrorLogStore((s) => s.logs)
  const clearErrorLog = useErrorLogStore((s) => s.clearErrorLog)

  const columns: TableColumnsType<Row> = [
    {
      title: t('errorLog.message'),
      key: 'message',
      render: (_, entry) => (
        <Typography.Text type="danger" strong>
          {entry.error.message}
        </Typography.Text>
      ),
    },
    {
      title: t('errorLog.info'),
      dataIndex: 'info',
      render: (info: string) => <pre style={infoStyle}>{info}</pre>,
    },
    {
      title: t('errorLog.url'),
      dataIndex: 'url',
      render: (url: string) => <Typography.Text copyable>{url}</Typography.Text>,
    },
    {
      title: t('errorLog.time'),
      dataIndex: 'time',
      width: 170,
      render: (time: number) => formatDateTime(time),
    },
  ]

  return (
    <Modal
      open
      title={t('errorLog.title')}
      width={1000}
      onCancel={onClose}
      modalRender={loopFocus}
      footer={
        <Button danger onClick={clearErrorLog}>
          {t('errorLog.clear')}
        </Button>
      }
    >
      <Table
        columns={columns}
        dataSource={logs.map((entry, key): Row => ({ ...entry, key })).reverse()}
        pagination={false}
        size="small"
        scroll={{ y: 480 }}
        locale={{ emptyText: t('errorLog.empty') }}
      />
    </Modal>
  )
}
