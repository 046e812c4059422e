import { Flex, Table, Tag, Typography, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import type { EntityChangeDto, EntityPropertyChangeDto } from '@/modules/system/api/audit-log-api'
import { formatDateTime } from '@/utils/date-format'
import styles from './log-page.module.css'
import { changeTypeKey, changeValue, shortTypeName } from './log-rules'

const changeColors = { created: 'success', updated: 'processing', deleted: 'error' } as const

/** The entities a call changed: each with its type and id, its properties original → new. */
export function LogEntityChanges({ changes }: { changes: EntityChangeDto[] }) {
  const { t } = useTranslation('log')
  const none = <span className={styles.muted}>{t('noValue')}</span>
  const shown = (json: string | null) => changeValue(json) ?? none
  const columns: TableColumnsType<EntityPropertyChangeDto> = [
    { key: 'propertyName', dataIndex: 'propertyName', title: t('property'), width: 160 },
    { key: 'originalValue', dataIndex: 'originalValue', title: t('originalValue'), render: shown },
    { key: 'arrow', title: '', width: 32, render: () => '→' },
    { key: 'newValue', dataIndex: 'newValue', title: t('newValue'), render: shown },
  ]
  if (changes.length === 0) return <span className={styles.muted}>{t('noEntityChanges')}</span>
  return (
    <Flex vertical gap="middle">
      {changes.map((change) => {
        const type = changeTypeKey(change.changeType)
        return (
          <Flex key={change.id} vertical gap={4}>
            <span>
              <Tag color={changeColors[type]}>{t(type)}</Tag>
              <Typography.Text strong title={change.entityTypeFullName}>
                {shortTypeName(change.entityTypeFullName)}
              </Typography.Text>{' '}
              <Typography.Text type="secondary" copyable>
                {change.entityId}
              </Typography.Text>{' '}
              <span className={styles.muted}>{formatDateTime(change.changeTime)}</span>
            </span>
            <Table<EntityPropertyChangeDto>
              size="small"
              rowKey="id"
              columns={columns}
              dataSource={change.propertyChanges}
              pagination={false}
            />
          </Flex>
        )
      })}
    </Flex>
  )
}
