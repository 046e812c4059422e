import { RedoOutlined, UndoOutlined } from '@ant-design/icons'
import { Button, Flex, Space, Tag, Typography } from 'antd'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Granted } from '@/access/granted'
import { formPolicies } from '../../api/form-api'
import type { FormDto } from '../../api/form-dtos'
import type { DesignBusy } from './use-design-actions'

type FormToolbarProps = {
  form: FormDto
  isDirty: boolean
  busy: DesignBusy
  canUndo: boolean
  canRedo: boolean
  /** Each of these stays the same function while the designer is open. */
  onStep: (step: 'undo' | 'redo') => void
  onRun: (what: 'validate' | 'save' | 'publish') => void
}

/**
 * The form's name, code, version and state, with Undo, Redo, Validate, Save and Publish.
 * Memoized: moving a field leaves it as it was unless what it shows changes (bench form-designer).
 */
export const FormToolbar = memo(function FormToolbar(props: FormToolbarProps) {
  const { form, isDirty, busy, canUndo, canRedo, onStep, onRun } = props
  const { t } = useTranslation('workflow-form')
  return (
    <Flex justify="space-between" align="center" wrap gap="small">
      <Space wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {form.name}
        </Typography.Title>
        <Typography.Text type="secondary" code>
          {form.code}
        </Typography.Text>
        <Tag>
          {form.publishedVersion === null
            ? t('never')
            : t('versionN', { version: form.publishedVersion })}
        </Tag>
        {(isDirty || form.hasUnpublishedChanges) && (
          <Tag color="warning">{isDirty ? t('unsaved') : t('unpublishedChanges')}</Tag>
        )}
      </Space>
      <Space wrap>
        <Button icon={<UndoOutlined />} disabled={!canUndo} onClick={() => onStep('undo')}>
          {t('undo')}
        </Button>
        <Button icon={<RedoOutlined />} disabled={!canRedo} onClick={() => onStep('redo')}>
          {t('redo')}
        </Button>
        <Button
          loading={busy === 'validate'}
          disabled={busy !== null}
          onClick={() => onRun('validate')}
        >
          {t('validate')}
        </Button>
        <Granted policy={formPolicies.update}>
          <Button
            loading={busy === 'save'}
            disabled={busy !== null || !isDirty}
            onClick={() => onRun('save')}
          >
            {t('save')}
          </Button>
        </Granted>
        <Granted policy={formPolicies.publish}>
          <Button
            type="primary"
            loading={busy === 'publish'}
            disabled={
              busy !== null ||
              (!isDirty && !form.hasUnpublishedChanges && form.publishedVersion !== null)
            }
            onClick={() => onRun('publish')}
          >
            {t('publish')}
          </Button>
        </Granted>
      </Space>
    </Flex>
  )
})
