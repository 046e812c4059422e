import { RedoOutlined, UndoOutlined } from '@ant-design/icons'
import { Alert, Button, Flex, Space, Tabs, Tag, Typography } from 'antd'
import { useMemo, useReducer, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Granted } from '@/access/granted'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { formPolicies } from '../../api/form-api'
import type { FormDto } from '../../api/form-dtos'
import { designIssues } from './design-checks'
import { DesignCanvas } from './design-canvas'
import { DesignPreview } from './design-preview'
import { emptyFormSchema as emptySchema } from '../../api/form-dtos'
import { designerReducer, initialDesignerState } from './designer-state'
import { FieldPalette } from './field-palette'
import { FieldProperties } from './field-properties'
import styles from './form-design.module.css'
import { groupIssues, markKey } from './issue-marks'
import { JsonView } from './json-view'
import { useDesignActions } from './use-design-actions'
import { VersionHistory } from './version-history'

const isTextBox = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA'].includes(target.tagName)) // prettier-ignore

/** The designer of one form: palette, canvas, properties; preview, JSON and versions beside. */
export function FormDesigner({ opened }: { opened: FormDto }) {
  const { t } = useTranslation('workflow-form')
  const [state, dispatch] = useReducer(designerReducer, opened.schema ?? emptySchema, initialDesignerState) // prettier-ignore
  const actions = useDesignActions(opened, dispatch)
  const { form, busy } = actions
  const { schema } = state
  const isDirty = schema !== actions.savedSchema
  useUnsavedChanges(isDirty)

  const issues = useMemo(() => {
    const server = actions.serverIssues?.schema === schema ? actions.serverIssues.issues : []
    return [...designIssues(schema), ...server]
  }, [schema, actions.serverIssues])
  const marks = useMemo(() => groupIssues(issues), [issues])
  const selectedIndex = state.selected ? state.ids.indexOf(state.selected.id) : -1
  const selectedIssues = selectedIndex < 0 ? [] : (marks.get(markKey(selectedIndex, state.selected?.column)) ?? []) // prettier-ignore

  // Ctrl+Z / Ctrl+Shift+Z (⌘ on a Mac) undo the designer's steps; inside a text box they stay
  // the box's own.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' || isTextBox(event.target)) return // prettier-ignore
    event.preventDefault()
    dispatch({ type: event.shiftKey ? 'redo' : 'undo' })
  }

  const design = (
    <div className={styles.layout}>
      <FieldPalette
        onAdd={(fieldType) =>
          dispatch({
            type: 'add',
            fieldType,
            at: selectedIndex < 0 ? undefined : selectedIndex + 1,
          })
        }
      />
      <DesignCanvas state={state} marks={marks} dispatch={dispatch} />
      <section aria-label={t('props.region')}>
        <FieldProperties state={state} issues={selectedIssues} dispatch={dispatch} />
      </section>
    </div>
  )

  return (
    <Flex vertical gap="middle" onKeyDown={onKeyDown}>
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
          <Button
            icon={<UndoOutlined />}
            disabled={state.past.length === 0}
            onClick={() => dispatch({ type: 'undo' })}
          >
            {t('undo')}
          </Button>
          <Button
            icon={<RedoOutlined />}
            disabled={state.future.length === 0}
            onClick={() => dispatch({ type: 'redo' })}
          >
            {t('redo')}
          </Button>
          <Button
            loading={busy === 'validate'}
            disabled={busy !== null}
            onClick={() => void actions.validate(schema)}
          >
            {t('validate')}
          </Button>
          <Granted policy={formPolicies.update}>
            <Button
              loading={busy === 'save'}
              disabled={busy !== null || !isDirty}
              onClick={() => void actions.save(schema)}
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
              onClick={() => void actions.publish(schema)}
            >
              {t('publish')}
            </Button>
          </Granted>
        </Space>
      </Flex>
      {actions.isStale && (
        <Alert
          type="error"
          showIcon
          message={t('stale.title')}
          description={t('stale.description')}
          action={<Button danger loading={busy === 'reload'} onClick={() => void actions.reload()}>{t('stale.reload')}</Button>} // prettier-ignore
        />
      )}
      {
        actions.serverIssues?.schema === schema && actions.serverIssues.issues.length > 0 &&
        <Alert type="error" showIcon message={t('serverIssues', { n: actions.serverIssues.issues.length })} /> // prettier-ignore
      }
      <Tabs
        items={[
          { key: 'design', label: t('tabs.design'), children: design },
          { key: 'preview', label: t('tabs.preview'), children: <DesignPreview schema={schema} /> },
          { key: 'json', label: t('tabs.json'), destroyOnHidden: true, children: <JsonView schema={schema} onApply={(next) => dispatch({ type: 'replace', schema: next })} /> }, // prettier-ignore
          { key: 'versions', label: t('tabs.versions'), destroyOnHidden: true, children: <VersionHistory form={form} /> }, // prettier-ignore
        ]}
      />
    </Flex>
  )
}
