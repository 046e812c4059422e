import { Alert, Button, Space, Tag, Typography } from 'antd'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Granted } from '@/access/granted'
import { schemePolicies } from '../../api/scheme-api'
import type { SchemeDto, SchemeIssue } from '../../api/scheme-dtos'

type SchemeToolbarProps = {
  saved: SchemeDto
  dirty: boolean
  busy: 'save' | 'validate' | 'publish' | null
  stale: boolean
  issues: SchemeIssue[] | null
  /** Each of these stays the same function while the designer is open. */
  onRun: (what: 'save' | 'validate' | 'publish') => void
  onSettings: () => void
  onSimulate: () => void
}

/**
 * The designer's title, status and Save / Validate / Settings / Simulate / Publish, with the
 * last validation's issues that belong to no node. Memoized: a change of the flow leaves it as it
 * was unless the draft turns dirty (bench scheme-designer).
 */
export const SchemeToolbar = memo(function SchemeToolbar(props: SchemeToolbarProps) {
  const { saved, dirty, busy, stale, issues, onRun, onSettings, onSimulate } = props
  const { t } = useTranslation('workflow-scheme')
  const unplaced = (issues ?? []).filter((i) => !i.nodeId)
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('designTitle', { name: saved.name })}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Tag>{t(`statuses.${saved.status}`)}</Tag>
        {saved.publishedVersion !== null && (
          <Tag>{t('versionTag', { version: saved.publishedVersion })}</Tag>
        )}{' '}
        {/* prettier-ignore */}
        {dirty && <Tag color="warning">{t('unsaved')}</Tag>}
        <Granted policy={schemePolicies.update}>
          <Button
            type="primary"
            loading={busy === 'save'}
            disabled={!!busy || !dirty}
            onClick={() => onRun('save')}
          >
            {t('save')}
          </Button>
        </Granted>
        <Button loading={busy === 'validate'} disabled={!!busy} onClick={() => onRun('validate')}>
          {t('validate')}
        </Button>
        <Button onClick={onSettings}>{t('settings')}</Button>
        <Button disabled={!!busy} onClick={onSimulate}>
          {t('simulate')}
        </Button>
        <Granted policy={schemePolicies.publish}>
          <Button loading={busy === 'publish'} disabled={!!busy} onClick={() => onRun('publish')}>
            {t('publish')}
          </Button>
        </Granted>
      </Space>
      {stale && (
        <Alert
          type="error"
          showIcon
          title={t('staleTitle')}
          description={t('staleHint')}
          style={{ marginBottom: 12 }}
        />
      )}
      {issues && issues.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('issueCount', { count: issues.length })}
          description={unplaced
            .map((i) => t(`issues.${i.code}`, { defaultValue: i.message }))
            .join(' ')}
        />
      )}
    </>
  )
})
