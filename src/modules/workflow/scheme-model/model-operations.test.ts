import { describe, expect, it } from 'vitest'
import {
  addBranch,
  allNodes,
  branchRemovalRefusal,
  createNode,
  findNode,
  insertNode,
  moveBranch,
  moveNode,
  nodePlaces,
  removeBranch,
  removeNode,
  updateBranch,
  updateNode,
  type Slot,
} from './model-operations'
import { NodeType, type ModelNode } from './scheme-model-types'

/**
 * The tree as text, to read a result at a glance: a chain is `a > b`, a branch node lists its
 * branches in brackets, each `branchId: chain` (`-` for an empty one), `*` marks the default.
 */
function shape(head: ModelNode | undefined): string {
  const parts: string[] = []
  for (let node = head; node; node = node.childNode) {
    const branches = node.branches?.map((b) => `${b.id}${b.isDefault ? '*' : ''}: ${shape(b.childNode) || '-'}`) // prettier-ignore
    parts.push(branches ? `${node.id}[${branches.join(' | ')}]` : node.id)
  }
  return parts.join(' > ')
}

const node = (id: string, type: ModelNode['type'] = NodeType.Approver, childNode?: ModelNode): ModelNode => ({ id, type, name: id, ...(childNode ? { childNode } : {}) }) // prettier-ignore

/** start > a > x[b1: b > c | b2*: -] > d */
function sample(): ModelNode {
  const x: ModelNode = {
    ...node('x', NodeType.Exclusive, node('d')),
    branches: [
      { id: 'b1', name: 'b1', condition: 'total > 1', priority: 1, childNode: node('b', NodeType.Approver, node('c', NodeType.Cc)) }, // prettier-ignore
      { id: 'b2', name: 'b2', isDefault: true, priority: 2 },
    ],
  }
  return node('start', NodeType.Start, node('a', NodeType.Approver, x))
}

/** start > p[q1: e | q2: - | q3: f] */
function parallel(): ModelNode {
  const p: ModelNode = {
    ...node('p', NodeType.Parallel),
    branches: [
      { id: 'q1', name: 'q1', priority: 1, childNode: node('e') },
      { id: 'q2', name: 'q2', priority: 2 },
      { id: 'q3', name: 'q3', priority: 3, childNode: node('f') },
    ],
  }
  return node('start', NodeType.Start, p)
}

const texts = { name: 'new', branchName: (n: number) => `branch ${n}`, defaultBranchName: 'otherwise' } // prettier-ignore
const ids = (...list: string[]) => {
  let i = 0
  return () => list[i++]
}

describe('insertNode', () => {
  it.each<[string, Slot, string]>([
    ['after Start', { after: 'start' }, 'start > n > a > x[b1: b > c | b2*: -] > d'],
    ['between two nodes', { after: 'a' }, 'start > a > n > x[b1: b > c | b2*: -] > d'],
    ['after a branch node (joined)', { after: 'x' }, 'start > a > x[b1: b > c | b2*: -] > n > d'],
    ['at the end', { after: 'd' }, 'start > a > x[b1: b > c | b2*: -] > d > n'],
    ['inside a branch, between two', { after: 'b' }, 'start > a > x[b1: b > n > c | b2*: -] > d'],
    ['at a branch start', { branchStart: 'b1' }, 'start > a > x[b1: n > b > c | b2*: -] > d'],
    ['into an empty branch', { branchStart: 'b2' }, 'start > a > x[b1: b > c | b2*: n] > d'],
    ['after an unknown node: unchanged', { after: 'zz' }, 'start > a > x[b1: b > c | b2*: -] > d'],
    ['into an unknown branch: unchanged', { branchStart: 'zz' }, 'start > a > x[b1: b > c | b2*: -] > d'], // prettier-ignore
  ])('%s', (_name, slot, expected) => {
    expect(shape(insertNode(sample(), slot, node('n')))).toBe(expected)
  })

  it('keeps the untouched parts of the tree (same objects) and never changes the input', () => {
    const root = sample()
    const before = JSON.stringify(root)
    const next = insertNode(root, { after: 'd' }, node('n'))
    expect(JSON.stringify(root)).toBe(before)
    expect(findNode(next, 'b')).toBe(findNode(root, 'b'))
    expect(findNode(next, 'd')).not.toBe(findNode(root, 'd'))
    expect(insertNode(root, { after: 'zz' }, node('n'))).toBe(root)
  })

  it('inserts a new branch node with its branches', () => {
    const made = createNode(NodeType.Exclusive, ids('y', 'y1', 'y2'), texts)
    const next = insertNode(sample(), { after: 'a' }, made)
    expect(shape(next)).toBe('start > a > y[y1: - | y2*: -] > x[b1: b > c | b2*: -] > d')
  })
})

describe('createNode', () => {
  it.each([
    [NodeType.Approver, { assignees: [], multiMode: 1, onEmpty: 4, rejectPolicy: { type: 1 } }],
    [NodeType.Handler, { assignees: [], multiMode: 1, onEmpty: 4 }],
    [NodeType.Cc, { assignees: [] }],
    [NodeType.Seal, { seals: [], onEmpty: 4 }],
  ] as const)('type %i has its members', (type, members) => {
    expect(createNode(type, ids('n'), texts)).toMatchObject({ id: 'n', type, name: 'new', ...members }) // prettier-ignore
  })

  it('an exclusive branch has a conditional branch and one default; a parallel one two branches', () => {
    expect(createNode(NodeType.Exclusive, ids('n', 'n1', 'n2'), texts).branches).toEqual([
      { id: 'n1', name: 'branch 1', condition: '', priority: 1 },
      { id: 'n2', name: 'otherwise', isDefault: true, priority: 2 },
    ])
    expect(createNode(NodeType.Parallel, ids('n', 'n1', 'n2'), texts).branches).toEqual([
      { id: 'n1', name: 'branch 1', priority: 1 },
      { id: 'n2', name: 'branch 2', priority: 2 },
    ])
    expect(createNode(NodeType.Handler, ids('n'), texts).buttons?.reject).toBeFalsy()
  })
})

describe('removeNode', () => {
  it.each([
    ['a plain node', 'a', 'start > x[b1: b > c | b2*: -] > d'],
    ['the last node', 'd', 'start > a > x[b1: b > c | b2*: -]'],
    ['a branch node with its branches; the join goes on', 'x', 'start > a > d'],
    ['a node inside a branch', 'b', 'start > a > x[b1: c | b2*: -] > d'],
    ['the last node of a branch', 'c', 'start > a > x[b1: b | b2*: -] > d'],
    ['Start: refused', 'start', 'start > a > x[b1: b > c | b2*: -] > d'],
    ['an unknown node: unchanged', 'zz', 'start > a > x[b1: b > c | b2*: -] > d'],
  ])('%s', (_name, id, expected) => {
    expect(shape(removeNode(sample(), id))).toBe(expected)
  })

  it('answers the same root when refused', () => {
    const root = sample()
    expect(removeNode(root, 'start')).toBe(root)
  })
})

describe('moveNode', () => {
  it.each([
    ['down in the root chain', 'a', 1, 'start > x[b1: b > c | b2*: -] > a > d'],
    ['up in the root chain', 'd', -1, 'start > a > d > x[b1: b > c | b2*: -]'],
    ['a branch node with its branches', 'x', -1, 'start > x[b1: b > c | b2*: -] > a > d'],
    ['down inside a branch', 'b', 1, 'start > a > x[b1: c > b | b2*: -] > d'],
    ['up inside a branch', 'c', -1, 'start > a > x[b1: c > b | b2*: -] > d'],
    ['never above Start', 'a', -1, 'start > a > x[b1: b > c | b2*: -] > d'],
    ['never out of a branch (first)', 'b', -1, 'start > a > x[b1: b > c | b2*: -] > d'],
    ['never out of a branch (last)', 'c', 1, 'start > a > x[b1: b > c | b2*: -] > d'],
    ['never below the end', 'd', 1, 'start > a > x[b1: b > c | b2*: -] > d'],
    ['Start never moves', 'start', 1, 'start > a > x[b1: b > c | b2*: -] > d'],
  ] as const)('%s', (_name, id, direction, expected) => {
    expect(shape(moveNode(sample(), id, direction))).toBe(expected)
  })

  it('tells the designer which moves each node allows', () => {
    const places = nodePlaces(sample())
    expect(
      Object.fromEntries([...places].map(([id, p]) => [id, `${+p.canMoveUp}${+p.canMoveDown}`])),
    ).toEqual({
      // prettier-ignore
      start: '00',
      a: '01',
      x: '11',
      b: '01',
      c: '10',
      d: '10',
    })
  })
})

describe('branches', () => {
  it.each([
    ['exclusive: before the default', sample, 'x', 'start > a > x[b1: b > c | n: - | b2*: -] > d'],
    ['parallel: last', parallel, 'p', 'start > p[q1: e | q2: - | q3: f | n: -]'],
    ['not a branch node: unchanged', sample, 'a', 'start > a > x[b1: b > c | b2*: -] > d'],
  ])('addBranch, %s', (_name, make, nodeId, expected) => {
    expect(shape(addBranch(make(), nodeId, ids('n'), 'n'))).toBe(expected)
  })

  it('numbers priorities in order and gives a new exclusive branch an empty condition', () => {
    const x = findNode(addBranch(sample(), 'x', ids('n'), 'n'), 'x')!
    expect(x.branches!.map((b) => [b.id, b.priority, b.condition])).toEqual([
      ['b1', 1, 'total > 1'],
      ['n', 2, ''],
      ['b2', 3, undefined],
    ])
  })

  it.each([
    ['one of three', parallel, 'p', 'q2', 'start > p[q1: e | q3: f]'],
    ['one of the last two: refused', sample, 'x', 'b1', 'start > a > x[b1: b > c | b2*: -] > d'],
    ['an unknown branch: unchanged', parallel, 'p', 'zz', 'start > p[q1: e | q2: - | q3: f]'],
  ])('removeBranch, %s', (_name, make, nodeId, branchId, expected) => {
    expect(shape(removeBranch(make(), nodeId, branchId))).toBe(expected)
  })

  it('never removes the exclusive default, even among three', () => {
    const three = addBranch(sample(), 'x', ids('n'), 'n')
    expect(removeBranch(three, 'x', 'b2')).toBe(three)
    expect(shape(removeBranch(three, 'x', 'b1'))).toBe('start > a > x[n: - | b2*: -] > d')
    const x = findNode(three, 'x')!
    expect([branchRemovalRefusal(x, 'b2'), branchRemovalRefusal(x, 'b1')]).toEqual(['default', null]) // prettier-ignore
    expect(branchRemovalRefusal(findNode(sample(), 'x')!, 'b1')).toBe('lastTwo')
  })

  it.each([
    ['right', parallel, 'p', 'q1', 1, 'start > p[q2: - | q1: e | q3: f]'],
    ['left', parallel, 'p', 'q3', -1, 'start > p[q1: e | q3: f | q2: -]'],
    ['not past the end', parallel, 'p', 'q3', 1, 'start > p[q1: e | q2: - | q3: f]'],
    ['not past the exclusive default', sample, 'x', 'b1', 1, 'start > a > x[b1: b > c | b2*: -] > d'], // prettier-ignore
    ['the default never moves', sample, 'x', 'b2', -1, 'start > a > x[b1: b > c | b2*: -] > d'],
  ] as const)('moveBranch %s', (_name, make, nodeId, branchId, direction, expected) => {
    const moved = moveBranch(make(), nodeId, branchId, direction)
    expect(shape(moved)).toBe(expected)
    expect(findNode(moved, nodeId)!.branches!.map((b) => b.priority)).toEqual(
      findNode(moved, nodeId)!.branches!.map((_b, i) => i + 1),
    )
  })

  it('updateBranch renames and sets a condition on the branch only', () => {
    const next = updateBranch(sample(), 'b1', { name: 'big', condition: 'total > 5000000' })
    expect(findNode(next, 'x')!.branches![0]).toMatchObject({ name: 'big', condition: 'total > 5000000', priority: 1 }) // prettier-ignore
    expect(shape(next)).toBe(shape(sample()))
    const root = sample()
    expect(updateBranch(root, 'zz', { name: 'q' })).toBe(root)
  })
})

describe('updateNode', () => {
  it('renames and sets props on the one node, wherever it is', () => {
    const next = updateNode(sample(), 'c', { name: 'Copy', assignees: [{ kind: 5 }] })
    expect(findNode(next, 'c')).toMatchObject({ id: 'c', type: NodeType.Cc, name: 'Copy', assignees: [{ kind: 5 }] }) // prettier-ignore
    expect(shape(next)).toBe(shape(sample()))
    expect(allNodes(next).map((n) => n.id)).toEqual(['start', 'a', 'x', 'b', 'c', 'd'])
  })
})
