import { Alert, Button, Flex, Tabs } from 'antd'
import { useCallback, useDeferredValue, useMemo, useReducer, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import type { FormDto } from '../../api/form-dtos'
import type { FieldType } from '../../form-schema/form-schema-types'
import { useLatest } from '../../form-runtime/use-latest'
import { designIssues } from './design-checks'
import { DesignCanvas } from './design-canvas'
import { DesignPreview } from './design-preview'
import { emptyFormSchema as emptySchema } from '../../api/form-dtos'
import { designerReducer, initialDesignerState } from './designer-state'
import { FieldPalette } from './field-palette'
import { FieldProperties } from './field-properties'
import { FormToolbar } from './form-toolbar'
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

  // The whole form is checked again on every change: on a long form that costs more than the
  // change itself, so its marks follow a frame after the change (useDeferredValue), each on the
  // field it was found on (by id) while a moved field is already drawn in its new place.
  const checked = useDeferredValue(state)
  const issues = useMemo(() => {
    const server =
      actions.serverIssues?.schema === checked.schema ? actions.serverIssues.issues : []
    return [...designIssues(checked.schema), ...server]
  }, [checked.schema, actions.serverIssues])
  const marks = useMemo(() => groupIssues(issues, checked.ids), [issues, checked.ids])
  const selectedIndex = state.selected ? state.ids.indexOf(state.selected.id) : -1
  const selectedIssues = state.selected ? (marks.get(markKey(state.selected.id, state.selected.column)) ?? []) : [] // prettier-ignore

  // Ctrl+Z / Ctrl+Shift+Z (⌘ on a Mac) undo the designer's steps; inside a text box they stay
  // the box's own.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' || isTextBox(event.target)) return // prettier-ignore
    event.preventDefault()
    dispatch({ type: event.shiftKey ? 'redo' : 'undo' })
  }

  // The palette's and the toolbar's callbacks stay the same functions (both are memoized) and
  // act on the latest state.
  const latestRef = useLatest({ selectedIndex, schema, actions })
  const add = useCallback(
    (fieldType: FieldType) => {
      const { selectedIndex: at } = latestRef.current
      dispatch({ type: 'add', fieldType, at: at < 0 ? undefined : at + 1 })
    },
    [latestRef],
  )
  const step = useCallback((kind: 'undo' | 'redo') => dispatch({ type: kind }), [])
  const run = useCallback(
    (what: 'validate' | 'save' | 'publish') => {
      const { schema: current, actions: act } = latestRef.current
      void act[what](current)
    },
    [latestRef],
  )

  const design = (
    <div className={styles.layout}>
      <FieldPalette onAdd={add} />
      <DesignCanvas state={state} marks={marks} dispatch={dispatch} />
      <section aria-label={t('props.region')}>
        <FieldProperties state={state} issues={selectedIssues} dispatch={dispatch} />
      </section>
    </div>
  )

  return (
    <Flex vertical gap="middle" onKeyDown={onKeyDown}>
      <FormToolbar
        form={form}
        isDirty={isDirty}
        busy={busy}
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        onStep={step}
        onRun={run}
      />
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
