import { Alert, Button, Space, Tag, Typography } from 'antd'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Granted } from '@/access/granted'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { schemePolicies } from '../../api/scheme-api'
import type { SchemeDto, SchemeIssue } from '../../api/scheme-dtos'
import { nodePlaces } from '../../scheme-model/model-operations'
import type { ModelNode } from '../../scheme-model/scheme-model-types'
import { DesignerCommandsContext, DesignerContext, type Designer, type DesignerCommands, type Selection } from './designer-context' // prettier-ignore
import { FlowChain } from './flow-chain'
import { NodeDrawer } from './node-drawer'
import { SimulatePanel } from './simulate-panel'
import styles from './scheme-design.module.css'
import { SettingsPanel } from './settings-panel'
import { useDesignerActions, type SchemeExtras } from './use-designer-actions'
import { useSchemeFormFields } from './use-scheme-form-fields'

/**
 * The DingTalk-style designer of one scheme: the draft model drawn top to bottom, a drawer per
 * node or branch, and Save / Validate / Publish. The model changes only through the pure
 * operations; the page holds work not yet saved (useUnsavedChanges).
 */
export function SchemeDesigner({ scheme }: { scheme: SchemeDto }) {
  const { t } = useTranslation('workflow-scheme')
  const [model, setModel] = useState<ModelNode>(scheme.model!)
  const [selection, setSelection] = useState<Selection | null>(null)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const [extras, setExtras] = useState<SchemeExtras>({ settings: scheme.settings, startScope: scheme.startScope }) // prettier-ignore
  const [settingsOpen, setSettingsOpen] = useState(false)
  const actions = useDesignerActions(scheme, model, extras)
  const { fields, schema } = useSchemeFormFields(scheme.formId)
  const [simulating, setSimulating] = useState(false)
  useUnsavedChanges(actions.dirty)

  const toggleCollapsed = useCallback(
    (id: string) =>
      setCollapsed((now) => {
        const next = new Set(now)
        if (!next.delete(id)) next.add(id)
        return next
      }),
    [],
  )
  const issues = useMemo(() => byNode(actions.issues ?? []), [actions.issues])
  const designer = useMemo<Designer>(
    () => ({ places: nodePlaces(model), issues, collapsed, toggleCollapsed, change: setModel, select: setSelection }), // prettier-ignore
    [model, issues, collapsed, toggleCollapsed],
  )
  const commands = useMemo<DesignerCommands>(() => ({ change: setModel, select: setSelection, toggleCollapsed }), [toggleCollapsed]) // prettier-ignore
  const { saved, busy } = actions
  const unplaced = (actions.issues ?? []).filter((i) => !i.nodeId)

  return (
    <DesignerCommandsContext.Provider value={commands}>
      <DesignerContext.Provider value={designer}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('designTitle', { name: saved.name })}
        </Typography.Title>
        <Space wrap style={{ marginBottom: 12 }}>
          <Tag>{t(`statuses.${saved.status}`)}</Tag>
          {saved.publishedVersion !== null && (
            <Tag>{t('versionTag', { version: saved.publishedVersion })}</Tag>
          )}{' '}
          {/* prettier-ignore */}
          {actions.dirty && <Tag color="warning">{t('unsaved')}</Tag>}
          <Granted policy={schemePolicies.update}>
            <Button
              type="primary"
              loading={busy === 'save'}
              disabled={!!busy || !actions.dirty}
              onClick={() => void actions.run('save')}
            >
              {t('save')}
            </Button>
          </Granted>
          <Button
            loading={busy === 'validate'}
            disabled={!!busy}
            onClick={() => void actions.run('validate')}
          >
            {t('validate')}
          </Button>
          <Button onClick={() => setSettingsOpen(true)}>{t('settings')}</Button>
          <Button disabled={!!busy} onClick={() => setSimulating(true)}>
            {t('simulate')}
          </Button>
          <Granted policy={schemePolicies.publish}>
            <Button
              loading={busy === 'publish'}
              disabled={!!busy}
              onClick={() => void actions.run('publish')}
            >
              {t('publish')}
            </Button>
          </Granted>
        </Space>
        {actions.stale && (
          <Alert
            type="error"
            showIcon
            title={t('staleTitle')}
            description={t('staleHint')}
            style={{ marginBottom: 12 }}
          />
        )}
        {actions.issues && actions.issues.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('issueCount', { count: actions.issues.length })}
            description={unplaced
              .map((i) => t(`issues.${i.code}`, { defaultValue: i.message }))
              .join(' ')}
          />
        )}
        <div className={styles.canvas}>
          <FlowChain head={model} />
          <div className={styles.chain}>
            <span className={styles.end}>{t('end')}</span>
          </div>
        </div>
        {settingsOpen && (
          <SettingsPanel
            value={extras}
            onChange={setExtras}
            fields={fields}
            onClose={() => setSettingsOpen(false)}
          />
        )}
        {simulating && (
          <SimulatePanel
            open
            onClose={() => setSimulating(false)}
            schema={schema}
            save={actions.save}
          />
        )}
        <NodeDrawer
          root={model}
          selection={selection}
          fields={fields}
          onClose={() => setSelection(null)}
        />
      </DesignerContext.Provider>
    </DesignerCommandsContext.Provider>
  )
}

function byNode(issues: SchemeIssue[]): Map<string, SchemeIssue[]> {
  const map = new Map<string, SchemeIssue[]>()
  for (const issue of issues)
    if (issue.nodeId) map.set(issue.nodeId, [...(map.get(issue.nodeId) ?? []), issue])
  return map
}
