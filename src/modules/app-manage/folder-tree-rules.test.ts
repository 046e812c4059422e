import { describe, expect, it } from 'vitest'
import type { FolderNodeDto } from './api/app-dtos'
import {
  folderIds,
  moveTargetIds,
  toFolderRows,
  toMoveTargets,
  type FolderOption,
} from './folder-tree-rules'

function folder(id: string, children: FolderNodeDto[] = []): FolderNodeDto {
  return {
    id,
    projectId: 'p',
    parentId: null,
    name: id,
    icon: null,
    sort: 0,
    appCount: 0,
    concurrencyStamp: 's',
    creationTime: '2026-01-01T00:00:00',
    children,
  }
}

// A          (level 1)
//   A1       (level 2)
//     A1x    (level 3)
//   A2       (level 2)
// B          (level 1)
//   B1       (level 2)
// C          (level 1)
const tree = [
  folder('A', [folder('A1', [folder('A1x')]), folder('A2')]),
  folder('B', [folder('B1')]),
  folder('C'),
]

/** The pickable targets, by id. */
function pickable(options: readonly FolderOption[]): string[] {
  return options.flatMap((option) => [
    ...(option.disabled ? [] : [option.value]),
    ...pickable(option.children),
  ])
}

describe('toMoveTargets', () => {
  it.each([
    // A leaf may go under any level-1 or level-2 folder but not under a level-3 one.
    ['C', ['A', 'A1', 'A2', 'B', 'B1']],
    ['A1x', ['A', 'A1', 'A2', 'B', 'B1', 'C']],
    // Two levels (A1 → A1x): only under a root, never under itself.
    ['A1', ['A', 'B', 'C']],
    ['B', ['A', 'C']],
    // Three levels: only the top level (no folder can be picked).
    ['A', []],
    ['A2', ['A', 'A1', 'B', 'B1', 'C']],
  ])('moving %s: pickable %j', (moving, expected) => {
    expect(pickable(toMoveTargets(tree, moving))).toEqual(expected)
  })

  it('keeps every folder listed, in the tree’s order', () => {
    const options = toMoveTargets(tree, 'A')
    expect(folderIds(tree)).toEqual([
      ...options.flatMap(function ids(option): string[] {
        return [option.value, ...option.children.flatMap(ids)]
      }),
    ])
  })

  it('gives the drop targets of drag and drop: the pickable ones', () => {
    expect([...moveTargetIds(tree, 'A1')]).toEqual(['A', 'B', 'C'])
    expect(moveTargetIds(tree, 'A').size).toBe(0)
  })

  it('an unknown folder moves like a leaf', () => {
    expect(pickable(toMoveTargets(tree, 'gone'))).toEqual(['A', 'A1', 'A2', 'B', 'B1', 'C'])
  })
})

describe('toFolderRows', () => {
  it('gives each row its level and no children on a leaf', () => {
    const rows = toFolderRows(tree)
    expect(rows.map((row) => [row.id, row.depth, row.children?.length])).toEqual([
      ['A', 1, 2],
      ['B', 1, 1],
      ['C', 1, undefined],
    ])
    expect(rows[0].children![0].children![0]).toMatchObject({ id: 'A1x', depth: 3 })
    expect('children' in rows[2]).toBe(false)
  })
})
