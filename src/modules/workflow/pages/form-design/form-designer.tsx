import { Alert, Button, Flex, Tabs } from 'antd'
import { useCallback, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import type { FormDto } from '../../api/form-dtos'
import type { FieldType } from '../../form-schema/form-schema-types'
import { useLatest } from '../../form-runtime/use-latest'
import { DesignCanvas } from './design-canvas'
import { DesignPreview } from './design-preview'
import { emptyFormSchema as emptySchema } from '../../api/form-dtos'
import { createDesigner, useDesigner, wholeState, type Designer } from './designer-store'
import { FieldPalette } from './field-palette'
import { FieldProperties } from './field-properties'
import { FormToolbar } from './form-toolbar'
import styles from './form-design.module.css'
import { markKey } from './issue-marks'
import { JsonView } from './json-view'
import { useDesignActions } from './use-design-actions'
import { useDesignMarks, type ServerIssues } from './use-design-marks'
import { VersionHistory } from './version-history'

const isTextBox = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA'].includes(target.tagName)) // prettier-ignore

/** The designer of one form: palette, canvas, properties; preview, JSON and versions beside. */
export function FormDesigner({ opened }: { opened: FormDto }) {
  const { t } = useTranslation('workflow-form')
  // Each part follows the state it shows (designer-store.ts): this one re-renders when the draft
  // becomes dirty or clean, undo or redo becomes possible, or the server's issues come or go.
  const [designer] = useState(() => createDesigner(opened.schema ?? emptySchema))
  const { dispatch } = designer
  const actions = useDesignActions(opened, dispatch)
  const { form, busy, savedSchema, serverIssues } = actions
  const isDirty = useDesigner(designer, (state) => state.schema !== savedSchema)
  const canUndo = useDesigner(designer, (state) => state.past.length > 0)
  const canRedo = useDesigner(designer, (state) => state.future.length > 0)
  const serverIssueCount = useDesigner(designer, (state) => serverIssues?.schema === state.schema ? serverIssues.issues.length : 0) // prettier-ignore
  useUnsavedChanges(isDirty)

  // Ctrl+Z / Ctrl+Shift+Z (⌘ on a Mac) undo the designer's steps; inside a text box they stay
  // the box's own.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' || isTextBox(event.target)) return // prettier-ignore
    event.preventDefault()
    dispatch({ type: event.shiftKey ? 'redo' : 'undo' })
  }

  // The palette's and the toolbar's callbacks stay the same functions (both are memoized) and
  // act on the latest state.
  const latestRef = useLatest({ actions })
  const add = useCallback(
    (fieldType: FieldType) => {
      const { selected, ids } = designer.store.getState()
      const at = selected ? ids.indexOf(selected.id) : -1
      dispatch({ type: 'add', fieldType, at: at < 0 ? undefined : at + 1 })
    },
    [designer, dispatch],
  )
  const step = useCallback((kind: 'undo' | 'redo') => dispatch({ type: kind }), [dispatch])
  const run = useCallback(
    (what: 'validate' | 'save' | 'publish') => {
      const { actions: act } = latestRef.current
      void act[what](designer.store.getState().schema)
    },
    [designer, latestRef],
  )

  const design = (
    <div className={styles.layout}>
      <FieldPalette onAdd={add} />
      <DesignCanvas designer={designer} serverIssues={serverIssues} />
      <section aria-label={t('props.region')}>
        <SelectedFieldProperties designer={designer} serverIssues={serverIssues} />
      </section>
    </div>
  )

  return (
    <Flex vertical gap="middle" onKeyDown={onKeyDown}>
      <FormToolbar
        form={form}
        isDirty={isDirty}
        busy={busy}
        canUndo={canUndo}
        canRedo={canRedo}
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
      {serverIssueCount > 0 && (
        <Alert type="error" showIcon message={t('serverIssues', { n: serverIssueCount })} />
      )}
      <Tabs
        items={[
          { key: 'design', label: t('tabs.design'), children: design },
          {
            key: 'preview',
            label: t('tabs.preview'),
            children: <DraftPreview designer={designer} />,
          },
          { key: 'json', label: t('tabs.json'), destroyOnHidden: true, children: <DraftJson designer={designer} /> }, // prettier-ignore
          { key: 'versions', label: t('tabs.versions'), destroyOnHidden: true, children: <VersionHistory form={form} /> }, // prettier-ignore
        ]}
      />
    </Flex>
  )
}

interface DesignerPartProps {
  designer: Designer
  serverIssues: ServerIssues
}

/** The selected field's properties with its issues (as typed and the server's). */
function SelectedFieldProperties({ designer, serverIssues }: DesignerPartProps) {
  const state = useDesigner(designer, wholeState)
  const marks = useDesignMarks(designer, serverIssues)
  const issues = state.selected ? (marks.get(markKey(state.selected.id, state.selected.column)) ?? []) : [] // prettier-ignore
  return <FieldProperties state={state} issues={issues} dispatch={designer.dispatch} />
}

function DraftPreview({ designer }: { designer: Designer }) {
  return <DesignPreview schema={useDesigner(designer, (state) => state.schema)} />
}

function DraftJson({ designer }: { designer: Designer }) {
  const schema = useDesigner(designer, (state) => state.schema)
  return <JsonView schema={schema} onApply={(next) => designer.dispatch({ type: 'replace', schema: next })} /> // prettier-ignore
}
