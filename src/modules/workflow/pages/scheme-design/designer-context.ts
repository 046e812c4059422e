import { createContext, useContext } from 'react'
import type { SchemeIssue } from '../../api/scheme-dtos'
import type { NodePlace } from '../../scheme-model/model-operations'
import type { ModelNode } from '../../scheme-model/scheme-model-types'

/** What a part of the drawn flow is opened for in the drawer. */
export type Selection = { nodeId: string } | { branchId: string }

/**
 * What the drawn flow shows beside the model: each node's places (which moves it allows), the
 * last validation's issues by node or branch, and the collapsed branch nodes. Handed down as a
 * prop, not a context: a context that changes with every change of the model makes React search
 * the whole flow for its readers (bench scheme-designer).
 */
export interface FlowView {
  places: Map<string, NodePlace>
  issues: Map<string, SchemeIssue[]>
  collapsed: ReadonlySet<string>
}

/**
 * The designer's ways to act, which never change while it is open: the flow's cards and "+"
 * buttons read only these (and their own props), so a change repaints the cards it touched and
 * not all of a long flow (bench scheme-designer). `change` applies a pure operation of
 * scheme-model/model-operations.ts to the model.
 */
export interface DesignerCommands {
  toggleCollapsed: (nodeId: string) => void
  change: (operation: (root: ModelNode) => ModelNode) => void
  select: (selection: Selection) => void
}

export const DesignerCommandsContext = createContext<DesignerCommands | null>(null)

export function useDesignerCommands(): DesignerCommands {
  const commands = useContext(DesignerCommandsContext)
  if (!commands) throw new Error('useDesignerCommands outside the flow designer')
  return commands
}

export const newId = () => crypto.randomUUID()
