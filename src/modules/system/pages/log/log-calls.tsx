import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { AuditLogDto } from '@/modules/system/api/audit-log-api'
import { durationText } from './log-columns'
import styles from './log-page.module.css'
import { prettyJson } from './log-rules'

/**
 * What a call ran and how it failed: each action (service, method, duration, its parameters as
 * indented JSON) and the exceptions. Shown in an opened row and in the details drawer.
 */
export function LogCalls({ log }: { log: AuditLogDto }) {
  const { t } = useTranslation('log')
  return (
    <Flex vertical gap="small">
      <Typography.Text strong>{t('actions')}</Typography.Text>
      {log.actions.length === 0 && <span className={styles.muted}>{t('noActions')}</span>}
      {log.actions.map((action) => (
        <Flex key={action.id} vertical gap={4}>
          <span>
            <Typography.Text code>{action.serviceName}</Typography.Text>
            {' · '}
            <Typography.Text code>{action.methodName}</Typography.Text>
            {' · '}
            {durationText(t, action.executionDuration)}
          </span>
          <pre className={styles.json} tabIndex={0} aria-label={t('parameters')}>
            {prettyJson(action.parameters)}
          </pre>
        </Flex>
      ))}
      {log.exceptions && (
        <>
          <Typography.Text strong type="danger">
            {t('exceptions')}
          </Typography.Text>
          <pre className={styles.exception} tabIndex={0} aria-label={t('exceptions')}>
            {prettyJson(log.exceptions)}
          </pre>
        </>
      )}
    </Flex>
  )
}
