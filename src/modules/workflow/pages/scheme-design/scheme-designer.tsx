import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import type { SchemeDto, SchemeIssue } from '../../api/scheme-dtos'
import { useLatest } from '../../form-runtime/use-latest'
import { nodePlaces } from '../../scheme-model/model-operations'
import type { ModelNode } from '../../scheme-model/scheme-model-types'
import { DesignerCommandsContext, type DesignerCommands, type FlowView, type Selection } from './designer-context' // prettier-ignore
import { FlowChain } from './flow-chain'
import { NodeDrawer } from './node-drawer'
import { SimulatePanel } from './simulate-panel'
import styles from './scheme-design.module.css'
import { SettingsPanel } from './settings-panel'
import { SchemeToolbar } from './scheme-toolbar'
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
  const view = useMemo<FlowView>(() => ({ places: nodePlaces(model), issues, collapsed }), [model, issues, collapsed]) // prettier-ignore
  const commands = useMemo<DesignerCommands>(() => ({ change: setModel, select: setSelection, toggleCollapsed }), [toggleCollapsed]) // prettier-ignore
  const { saved, busy } = actions
  const runRef = useLatest(actions.run)
  const run = useCallback((what: 'save' | 'validate' | 'publish') => void runRef.current(what), [runRef]) // prettier-ignore
  const openSettings = useCallback(() => setSettingsOpen(true), [])
  const openSimulate = useCallback(() => setSimulating(true), [])

  return (
    <DesignerCommandsContext.Provider value={commands}>
      <SchemeToolbar
        saved={saved}
        dirty={actions.dirty}
        busy={busy}
        stale={actions.stale}
        issues={actions.issues}
        onRun={run}
        onSettings={openSettings}
        onSimulate={openSimulate}
      />
      <div className={styles.canvas}>
        <FlowChain head={model} view={view} />
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
    </DesignerCommandsContext.Provider>
  )
}

function byNode(issues: SchemeIssue[]): Map<string, SchemeIssue[]> {
  const map = new Map<string, SchemeIssue[]>()
  for (const issue of issues)
    if (issue.nodeId) map.set(issue.nodeId, [...(map.get(issue.nodeId) ?? []), issue])
  return map
}
