import { createContext, useContext } from 'react'
import type { SchemeIssue } from '../../api/scheme-dtos'
import type { NodePlace } from '../../scheme-model/model-operations'
import type { ModelNode } from '../../scheme-model/scheme-model-types'

/** What a part of the drawn flow is opened for in the drawer. */
export type Selection = { nodeId: string } | { branchId: string }

/**
 * What the flow's thin components share: the model's places (which moves each node allows),
 * the last validation's issues by node, the collapsed branch nodes, and one way to change the
 * model (a pure operation of scheme-model/model-operations.ts).
 */
export interface Designer {
  places: Map<string, NodePlace>
  issues: Map<string, SchemeIssue[]>
  collapsed: ReadonlySet<string>
  toggleCollapsed: (nodeId: string) => void
  change: (operation: (root: ModelNode) => ModelNode) => void
  select: (selection: Selection) => void
}

export const DesignerContext = createContext<Designer | null>(null)

export function useDesigner(): Designer {
  const designer = useContext(DesignerContext)
  if (!designer) throw new Error('useDesigner outside the flow designer')
  return designer
}

/**
 * The designer's ways to act, which never change while it is open: the flow's cards and "+"
 * buttons read only these (and their own props), so a change repaints the cards it touched and
 * not all of a long flow (bench scheme-designer).
 */
export type DesignerCommands = Pick<Designer, 'change' | 'select' | 'toggleCollapsed'>

export const DesignerCommandsContext = createContext<DesignerCommands | null>(null)

export function useDesignerCommands(): DesignerCommands {
  const commands = useContext(DesignerCommandsContext)
  if (!commands) throw new Error('useDesignerCommands outside the flow designer')
  return commands
}

export const newId = () => crypto.randomUUID()
