import { NodeType, type InsertableType, type ModelNode } from './scheme-model-types'

/** The texts a new node carries, in the designer's language. */
export interface NewNodeTexts {
  name: string
  /** The n-th conditional or parallel branch (1-based). */
  branchName: (n: number) => string
  /** The exclusive branch's default ("otherwise") branch. */
  defaultBranchName: string
}

export type MakeId = () => string

/** A new node of `type` with the members the contract needs, no assignee chosen yet. */
export function createNode(type: InsertableType, makeId: MakeId, texts: NewNodeTexts): ModelNode {
  const base = { id: makeId(), type, name: texts.name }
  switch (type) {
    case NodeType.Approver:
      return {
        ...base,
        assignees: [],
        multiMode: 1,
        onEmpty: 4,
        buttons: { reject: true, return: true, transfer: true, delegate: true, addSign: true, cc: true }, // prettier-ignore
        rejectPolicy: { type: 1 },
        fieldPermissions: {},
      }
    case NodeType.Handler:
      return { ...base, assignees: [], multiMode: 1, onEmpty: 4, buttons: { transfer: true, delegate: true, cc: true }, fieldPermissions: {} } // prettier-ignore
    case NodeType.Cc:
      return { ...base, assignees: [] }
    case NodeType.Seal:
      return { ...base, seals: [], onEmpty: 4 }
    case NodeType.Exclusive:
      return {
        ...base,
        branches: [
          { id: makeId(), name: texts.branchName(1), condition: '', priority: 1 },
          { id: makeId(), name: texts.defaultBranchName, isDefault: true, priority: 2 },
        ],
      }
    case NodeType.Parallel:
      return {
        ...base,
        branches: [
          { id: makeId(), name: texts.branchName(1), priority: 1 },
          { id: makeId(), name: texts.branchName(2), priority: 2 },
        ],
      }
  }
}
