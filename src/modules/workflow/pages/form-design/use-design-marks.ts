import { useDeferredValue, useMemo } from 'react'
import type { SchemaIssueDto } from '../../api/form-dtos'
import type { FormSchema } from '../../form-schema/form-schema-types'
import { designIssues, type DesignIssue } from './design-checks'
import { useDesigner, wholeState, type Designer } from './designer-store'
import { groupIssues, type IssueMarks } from './issue-marks'

/** The server's issues with the draft they are about: once the draft changes, they are old. */
export type ServerIssues = { schema: FormSchema; issues: SchemaIssueDto[] } | null

const checked = new WeakMap<FormSchema, DesignIssue[]>()

/** A draft's issues, found once however many parts of the designer mark them. */
function issuesOf(schema: FormSchema): DesignIssue[] {
  let issues = checked.get(schema)
  if (!issues) {
    issues = designIssues(schema)
    checked.set(schema, issues)
  }
  return issues
}

/**
 * The draft's issues (as typed and the server's) by the field they are marked on. The whole form
 * is checked again on every change: on a long form that costs more than the change itself, so the
 * marks follow a frame after the change (useDeferredValue), each on the field it was found on (by
 * id) while a moved field is already drawn in its new place.
 */
export function useDesignMarks(designer: Designer, serverIssues: ServerIssues): IssueMarks {
  const state = useDeferredValue(useDesigner(designer, wholeState))
  const issues = useMemo(() => {
    const server = serverIssues?.schema === state.schema ? serverIssues.issues : []
    return [...issuesOf(state.schema), ...server]
  }, [state.schema, serverIssues])
  return useMemo(() => groupIssues(issues, state.ids), [issues, state.ids])
}
